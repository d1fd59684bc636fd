// The example positions of the start screen: each parses, and each description's claim holds with the real
// standard lexicon (the best play's score and words, the only crossing, the empty bag, the jolly, the swap).
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, findExample } from '../../../src/games/scarabeo/examples.js';
import {
  type Dawg,
  DEFAULT_PARAMS,
  formatPlay,
  formatRack,
  generatePlays,
  JOLLY,
  LETTER_POINTS,
  legalMoves,
  letterCode,
  parsePosition,
  parsePositionText,
  rackPoints,
  SCARABEO_BONUS,
  type ScarabeoState,
  TILES_BONUS,
} from '../../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../../src/node/lexicon.js';

let dawg: Dawg;

/** The face value of the letters of `word` (a jolly scores the letter it stands for), from the points table. */
function points(word: string): number {
  let sum = 0;
  for (const ch of word) sum += LETTER_POINTS[letterCode(ch)] as number;
  return sum;
}

beforeAll(() => {
  const loaded = loadLexicon('standard');
  if (!loaded.ok) throw new Error(`the standard lexicon is missing: ${JSON.stringify(loaded.error)}`);
  dawg = loaded.value;
});

function stateOf(id: string): ScarabeoState {
  const example = findExample(id);
  if (!example) throw new Error(`no example ${id}`);
  const state = parsePosition(DEFAULT_PARAMS, example.position);
  if (!state.ok) throw new Error(`${id} does not parse: ${JSON.stringify(state.error)}`);
  return state.value;
}

function plays(state: ScarabeoState) {
  return generatePlays({ cells: state.cells, rules: state.params.rules }, state.racks[0] as Uint8Array, dawg);
}

describe('Scarabeo example positions', () => {
  it('has at least five, with distinct ids, a rack, and both languages', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
    for (const e of EXAMPLES) {
      const parsed = parsePositionText(e.position);
      expect(parsed.ok, e.id).toBe(true);
      if (parsed.ok) expect(parsed.value.rack, e.id).toBeDefined();
      for (const text of [e.title.en, e.title.it, e.description.en, e.description.it])
        expect(text.length).toBeGreaterThan(5);
    }
  });

  it('scarabeo-bingo: SCARABEO is playable from the rack, and it is the best play (142 points)', () => {
    const best = plays(stateOf('scarabeo-bingo'))[0];
    expect(best?.words).toContain('SCARABEO');
    expect(best?.score).toBe(142);
    expect(best && formatPlay(best.play)).toBe('I3 SCARABEO');
    // I3 to I10 down, the E on I9 already there. Premiums count only under new tiles: I4 is a double letter
    // (the C again). No word square, no cross word. S1 C1 A1 R1 A1 B4 E1 O1 = 11, + C = 12; then +100 for the
    // word SCARABEO and +30 for seven tiles placed: 142.
    expect(points('SCARABEO') + points('C') + SCARABEO_BONUS + (TILES_BONUS[7] as number)).toBe(best?.score);
  });

  it('over-100: the best play scores more than 100 without the SCARABEO bonus', () => {
    const best = plays(stateOf('over-100'))[0];
    expect(best?.score).toBeGreaterThan(100);
    expect(best?.score).toBe(104);
    expect(best?.words[0]).toBe('RIMURANDO');
    // Row 17 from H17 to P17, the R on L17 already there; I17 is a triple word, M17 a double letter (the A
    // again). R1 I1 M2 U4 R1 A1 N2 D4 O1 = 17, + A = 18, × 3 = 54; +50 for eight tiles placed: 104.
    expect((points('RIMURANDO') + points('A')) * 3 + (TILES_BONUS[8] as number)).toBe(best?.score);
    expect(best?.words.some((w) => w.startsWith('SCARABE'))).toBe(false);
  });

  it('one-crossing: exactly one legal play exists, CI down from H12', () => {
    const all = plays(stateOf('one-crossing'));
    expect(all.map((p) => formatPlay(p.play))).toEqual(['H12 CI']);
  });

  it('empty-bag: the bag is empty and the opponent holds G H I V (17 points)', () => {
    // Any deal of the position gives the same: the unseen tiles are exactly the opponent's rack.
    const state = stateOf('empty-bag');
    expect(state.bag.length).toBe(0);
    expect(formatRack(state.racks[1] as Uint8Array)).toBe('GHIV');
    expect(rackPoints(state.racks[1] as Uint8Array)).toBe(17);
    const other = parsePosition({ ...DEFAULT_PARAMS }, findExample('empty-bag')?.position ?? '');
    expect(other.ok && formatRack(other.value.racks[1] as Uint8Array)).toBe('GHIV');
  });

  it('jolly-decision: the best play spends the jolly (65), the best without it scores 22', () => {
    const all = plays(stateOf('jolly-decision'));
    const best = all[0];
    expect(best && formatPlay(best.play)).toBe('B2 DIFFuSE');
    expect(best?.score).toBe(65);
    expect(best?.placed.some((p) => (p.cell & JOLLY) !== 0)).toBe(true);
    const withoutJolly = all.find((p) => p.placed.every((t) => (t.cell & JOLLY) === 0));
    expect(withoutJolly?.score).toBe(22);
    // B2 down to B8, the F on B4 already there, the jolly as U on B6. B2 is a double word, B7 a triple letter
    // (the S three times). DIFFUSE: D4 I1 F4 F4 U4 S1 E1 = 19, + 2 × S = 21, × 2 = 42. The cross words: OD
    // (the O on A2 and the new D on the double word) 1 + 4 = 5, × 2 = 10; MI 2 + 1 = 3. 42 + 10 + 3 = 55, +10
    // for six tiles placed: 65.
    expect(
      (points('DIFFUSE') + 2 * points('S')) * 2 + points('OD') * 2 + points('MI') + (TILES_BONUS[6] as number),
    ).toBe(best?.score);
    // OFIDE across from A2, the O already there, F on the double word B2: O1 F4 I1 D4 E1 = 11, × 2 = 22.
    expect(points('OFIDE') * 2).toBe(withoutJolly?.score);
    expect(withoutJolly && formatPlay(withoutJolly.play)).toBe('2A OFIDE');
  });

  it('jolly-swap: under the Editrice rules the jolly on H9 can be swapped', () => {
    const state = stateOf('jolly-swap');
    expect(state.params.rules).toBe('editrice');
    const swaps = legalMoves(state, dawg).filter((m) => m.type === 'swap');
    expect(swaps).toEqual([{ type: 'swap', square: 8 * 17 + 7, letter: 1 }]);
  });
});
