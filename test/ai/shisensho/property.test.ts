// Property test of the solver's answers against the exhaustive search on small random boards, whatever its
// restart schedule (proof rounds too), orders, table size, where the dead-position check comes and whether the
// one with gravity runs (and learns): "unclearable" only when no sequence clears, "clearable" replayed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/ai/shisensho/index.js';
import { createRng } from '../../../src/core/rng.js';
import { dealRandom, newState, type ShisenShoParams } from '../../../src/games/shisensho/index.js';
import { exhaustive, replay } from './exhaustive.js';

const board = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 4 }),
    fewer: fc.integer({ min: 0, max: 3 }),
    seed: fc.string({ maxLength: 8 }),
    gravity: fc.boolean(),
  })
  .filter(({ width, height }) => (width * height) % 2 === 0 && width * height <= 16);

const options = fc.record({
  restartNodes: fc.integer({ min: 1, max: 64 }),
  restartOrder: fc.constantFrom('ties' as const, 'shuffled' as const),
  proofShare: fc.constantFrom(0, 1, 3, 15),
  firstOrder: fc.integer({ min: 0, max: 3 }),
  deadCheckFirst: fc.boolean(),
  entryTable: fc.boolean(),
  maxTableEntries: fc.constantFrom(1, 16, 1 << 12),
  fallCheck: fc.boolean(),
  fallLearn: fc.boolean(),
});

describe('Shisen-Sho solver, property', () => {
  it('answers as the exhaustive search does, and its pairs clear the board', () => {
    const seen = { yes: 0, no: 0 };
    fc.assert(
      fc.property(board, options, ({ width, height, fewer, seed, gravity }, opts) => {
        // Kinds repeat (four or more copies of some), so forbidden pairings and safe removals come into play.
        const kinds = Math.max(1, (width * height) / 2 - fewer);
        const p: ShisenShoParams = { width, height, kinds, gravity, winnable: false };
        const state = newState(p, dealRandom(p, createRng(`prop-${seed}`)));
        const r = solve(state.board, { gravity, ...opts });
        expect(r.solvable).toBe(exhaustive(state));
        if (r.solvable) {
          seen.yes++;
          expect(replay(state, r.moves).tilesLeft).toBe(0);
        } else seen.no++;
      }),
      { numRuns: 300, seed: 10 },
    );
    // Both answers came up, so the comparison means something.
    expect(seen.yes).toBeGreaterThan(30);
    expect(seen.no).toBeGreaterThan(10);
  });
});
