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
  legalMoves,
  parsePosition,
  parsePositionText,
  rackPoints,
  type ScarabeoState,
} from '../../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../../src/node/lexicon.js';

let dawg: Dawg;

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
  });

  it('over-100: the best play scores more than 100 without the SCARABEO bonus', () => {
    const best = plays(stateOf('over-100'))[0];
    expect(best?.score).toBeGreaterThan(100);
    expect(best?.score).toBe(104);
    expect(best?.words[0]).toBe('RIMURANDO');
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
  });

  it('jolly-swap: under the Editrice rules the jolly on H9 can be swapped', () => {
    const state = stateOf('jolly-swap');
    expect(state.params.rules).toBe('editrice');
    const swaps = legalMoves(state, dawg).filter((m) => m.type === 'swap');
    expect(swaps).toEqual([{ type: 'swap', square: 8 * 17 + 7, letter: 1 }]);
  });
});
