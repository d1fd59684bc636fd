// The exact Shisen-Sho solver against an exhaustive search on small boards (with and without gravity), and
// on winnable deals, whose solutions are replayed through the engine.
import { describe, expect, it } from 'vitest';
import { dealWinnable, solve } from '../../../src/ai/shisensho/index.js';
import { createRng } from '../../../src/core/rng.js';
import { dealRandom, newState, type ShisenShoParams } from '../../../src/games/shisensho/index.js';
import { exhaustive, replay } from './exhaustive.js';

describe('Shisen-Sho solver', () => {
  for (const gravity of [false, true]) {
    it(`agrees with an exhaustive search on small random boards (gravity ${gravity})`, () => {
      let solvable = 0;
      let unsolvable = 0;
      for (let k = 0; k < 200; k++) {
        // Many kinds for the size, so that some deals are stuck and the comparison sees both answers.
        const [width, height] = [3 + (k % 3), 2 + (k % 3)];
        const kinds = Math.max(1, Math.floor((width * height) / 2) - (k % 3));
        const p: ShisenShoParams = { width, height, kinds, gravity, winnable: false };
        const state = newState(p, dealRandom(p, createRng(`small-${k}`)));
        const r = solve(state.board, { gravity });
        expect(r.solvable).toBe(exhaustive(state));
        if (r.solvable) {
          solvable++;
          expect(replay(state, r.moves).tilesLeft).toBe(0);
        } else unsolvable++;
      }
      // Both answers occur, so the comparison means something.
      expect(solvable).toBeGreaterThan(10);
      expect(unsolvable).toBeGreaterThan(10);
    });
  }

  it('takes its first order from `firstOrder` (0: the default search, node for node)', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false };
    let other = 0;
    for (let k = 0; k < 12; k++) {
      const board = dealRandom(p, createRng(`solve-${k}`));
      const base = solve(board, { gravity: true, maxNodes: 3000 });
      const zero = solve(board, { gravity: true, maxNodes: 3000, firstOrder: 0 });
      expect(zero).toEqual(base);
      for (const firstOrder of [1, 2, 3]) {
        const r = solve(board, { gravity: true, maxNodes: 3000, proofShare: 15, firstOrder });
        if (r.nodes !== solve(board, { gravity: true, maxNodes: 3000, proofShare: 15 }).nodes) other++;
        if (r.solvable !== null && base.solvable !== null) expect(r.solvable).toBe(base.solvable);
        if (r.solvable) expect(replay(newState(p, board), r.moves).tilesLeft).toBe(0);
      }
    }
    // The other orders searched otherwise, so the option does something.
    expect(other).toBeGreaterThan(10);
  });

  it('clears winnable 18×8 deals, with and without gravity, and the moves replay', () => {
    for (const gravity of [false, true]) {
      for (let k = 0; k < 4; k++) {
        const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity, winnable: true };
        const deal = dealWinnable(p, createRng(`w-${k}`));
        const r = solve(deal.board, { gravity, maxNodes: 200_000 });
        expect(r.solvable).toBe(true);
        expect(replay(newState(p, deal.board), r.moves).tilesLeft).toBe(0);
      }
    }
  });

  it('sets the shared stop flag when it decides, and not when its budget runs out', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: false, winnable: true };
    const deal = dealWinnable(p, createRng('w-0'));
    const decided = new Int32Array(new SharedArrayBuffer(4));
    const r = solve(deal.board, { maxNodes: 200_000, stop: decided });
    expect(r.solvable).toBe(true);
    expect(Atomics.load(decided, 0)).toBe(1);
    const outOfNodes = new Int32Array(new SharedArrayBuffer(4));
    const hard = dealRandom({ ...p, gravity: true, winnable: false }, createRng('solve-505'));
    expect(solve(hard, { gravity: true, maxNodes: 500, stop: outOfNodes }).solvable).toBe(null);
    expect(Atomics.load(outOfNodes, 0)).toBe(0);
  });

  it('answers null, never a guess, when the node budget runs out', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: false, winnable: false };
    const r = solve(dealRandom(p, createRng('budget')), { maxNodes: 1 });
    expect(r.solvable === null || r.nodes <= 1).toBe(true);
    expect(r.solvable === false).toBe(false);
  });
});
