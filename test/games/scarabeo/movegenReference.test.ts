// The move generator equals a slow brute-force reference (reference.ts, judged by checkPlay) on self-play positions.
import { describe, expect, it } from 'vitest';
import { generatePlays } from '../../../src/games/scarabeo/movegen.js';
import { formatPlay, RACK_JOLLY, type ScoredPlay } from '../../../src/games/scarabeo/play.js';
import { fixtureDawg, playKey, rackText, type Snapshot, selfPlaySnapshots } from './movegenHelpers.js';
import { referencePlays } from './reference.js';

const POSITIONS = 200;
const dawg = fixtureDawg();

/** Snapshots from fixed-seed greedy games, every other game with the Editrice rules, until there are enough. */
function positions(): Snapshot[] {
  const out: Snapshot[] = [];
  for (let game = 0; out.length < POSITIONS; game++) {
    out.push(...selfPlaySnapshots(`movegen-reference-${game}`, dawg, game % 2 === 0 ? 'seed' : 'editrice'));
  }
  return out.slice(0, POSITIONS);
}

/** Best first, written out here rather than taken from movegen: score descending, then notation. */
function byRank(a: ScoredPlay, b: ScoredPlay): number {
  if (a.score !== b.score) return b.score - a.score;
  const fa = formatPlay(a.play);
  const fb = formatPlay(b.play);
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

describe('generatePlays against the reference', () => {
  const snaps = positions();

  it(`covers ${POSITIONS} positions from empty to late, half of them with a jolly`, () => {
    expect(snaps.length).toBe(POSITIONS);
    const withJolly = snaps.filter((s) => (s.rack[RACK_JOLLY] as number) > 0).length;
    expect(withJolly).toBeGreaterThanOrEqual(POSITIONS / 2);
    expect(snaps.filter((s) => s.rack[RACK_JOLLY] === 2).length).toBeGreaterThanOrEqual(POSITIONS / 20);
    expect(snaps.some((s) => s.turn === 0)).toBe(true);
    expect(Math.max(...snaps.map((s) => s.turn))).toBeGreaterThanOrEqual(15);
    expect(snaps.some((s) => s.board.rules === 'editrice')).toBe(true);
  });

  it('finds exactly the reference’s plays, with the same scores and words, best first', { timeout: 180_000 }, () => {
    let total = 0;
    for (const [i, s] of snaps.entries()) {
      const got = generatePlays(s.board, s.rack, dawg);
      const want = referencePlays(s.board, s.rack, dawg).sort(byRank);
      const context = `position ${i} (turn ${s.turn}, ${s.board.rules}, rack ${rackText(s.rack)})`;
      expect(got.map(playKey), context).toEqual(want.map(playKey));
      total += got.length;
    }
    // The positions are not trivial: about 72,000 plays in all.
    expect(total).toBeGreaterThan(50_000);
  });
});
