// One search of the browser's Shisen-Sho hint (src/web/shisensho/solverSearch.ts), as its workers run it: the
// stop flag two searches share, the shared table, and every "clearable" answer's pair followed to a cleared board.
import { describe, expect, it } from 'vitest';
import { sharedTable, shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { checkPair, dealRandom, newState, type ShisenShoState } from '../../src/games/shisensho/index.js';
import type { SharedSearch, SolverRequest } from '../../src/web/shisensho/solverProtocol.js';
import { answer } from '../../src/web/shisensho/solverSearch.js';
import { expectClears } from '../ai/shisensho/exhaustive.js';

const params = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false } as const;

function state(seed: string): ShisenShoState {
  return newState(params, dealRandom(params, createRng(seed)));
}

function request(s: ShisenShoState, second: boolean, shared?: SharedSearch, timeMs = 60_000): SolverRequest {
  const { width, height, cells } = s.board;
  return { id: 1, width, height, cells: cells.slice(), gravity: true, timeMs, second, ...(shared ? { shared } : {}) };
}

function shared(s: ShisenShoState): SharedSearch {
  return { stop: new SharedArrayBuffer(4), table: sharedTable(s.board) };
}

/** A clock that only counts its calls (the search looks at it once at the start, then every 256 nodes). */
function counting(): { now: () => number; calls: () => number } {
  let calls = 0;
  return { now: () => ++calls, calls: () => calls };
}

/** A hint's pair, when "clearable": legal, and the board after it still clearable (replayed on the engine). */
function expectKeepsClearable(s: ShisenShoState, move: { a: { x: number; y: number }; b: { x: number; y: number } }) {
  const legal = checkPair(s.board, move.a, move.b);
  expect(legal.ok).toBe(true);
  if (!legal.ok) return;
  const after = shisensho.play(s, legal.value.move);
  const rest = solveState(after, { maxNodes: 5_000_000 });
  expect(rest.solvable).toBe(true);
  expectClears(after, rest);
}

describe("the browser hint's search", () => {
  it('does not search when the other search has already decided', () => {
    const s = state('hint-0');
    const memory = shared(s);
    Atomics.store(new Int32Array(memory.stop), 0, 1);
    const clock = counting();
    expect(answer(request(s, false, memory), clock.now)).toEqual({ id: 1, solvable: null, nodes: 0 });
    expect(clock.calls()).toBe(0);
  });

  it('gives up when the other search decides while it runs, and sets the flag when it decides', () => {
    // A deal the default search needs many nodes on, so it looks at its clock several times.
    let s = state('hint-1');
    for (let k = 2; solveState(s, { maxNodes: 20_000 }).nodes < 5_000; k++) s = state(`hint-${k}`);
    const memory = shared(s);
    const stop = new Int32Array(memory.stop);
    let calls = 0;
    // The other search "decides" at the third look at the clock.
    const now = () => {
      if (++calls === 3) Atomics.store(stop, 0, 1);
      return calls;
    };
    expect(answer(request(s, false, memory), now).solvable).toBeNull();
    expect(calls).toBe(3);

    const fresh = shared(s);
    const decided = answer(request(s, true, fresh), counting().now);
    expect(decided.solvable).not.toBeNull();
    expect(Atomics.load(new Int32Array(fresh.stop), 0)).toBe(1);
  });

  it('keeps to a node budget when the request has one', () => {
    const s = state('solve-442');
    const reply = answer({ ...request(s, false, shared(s)), maxNodes: 1000 }, counting().now);
    expect(reply.solvable).toBeNull();
    expect(reply.nodes).toBeGreaterThan(1000);
    expect(reply.nodes).toBeLessThan(1100);
  });

  it('the two searches in turns on one table give pairs that keep gravity deals clearable', () => {
    let stored = 0;
    for (let k = 0; k < 6; k++) {
      const s = state(`hint-pair-${k}`);
      const memory = shared(s);
      // The second search with a short budget fills the table; the default search then answers from it.
      const second = answer(request(s, true, memory, 3), counting().now);
      stored += Atomics.load(new Int32Array(memory.table.count), 0);
      // (A flag of its own: the second may have decided and set the shared one.)
      const first = answer(request(s, false, { ...memory, stop: new SharedArrayBuffer(4) }), counting().now);
      const alone = solveState(s, { maxNodes: 5_000_000 });
      for (const reply of [second, first]) {
        if (reply.solvable === null) continue;
        expect(reply.solvable).toBe(alone.solvable);
        if (reply.move) expectKeepsClearable(s, reply.move);
      }
      expect(first.solvable).toBe(alone.solvable);
      expect(first.solvable === true).toBe(first.move !== undefined);
    }
    // The searches wrote their failures into the shared memory, where the other thread reads them.
    expect(stored).toBeGreaterThan(0);
  });
});
