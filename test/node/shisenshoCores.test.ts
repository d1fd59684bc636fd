// Shisen-Sho's solver on two threads (the built dist/node/shisenshoCores.js, with its worker): either search's
// answer is taken, and every "clearable" answer replays on the engine to an empty board.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { checkPair, dealRandom, newState, type ShisenShoMove } from '../../src/games/shisensho/index.js';

const built = new URL('../../dist/node/shisenshoCores.js', import.meta.url);
const params = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false } as const;

/** Whether the pairs, each checked by the rules as the board then stands, clear the board. */
function clears(board: ReturnType<typeof dealRandom>, moves: readonly ShisenShoMove[]): boolean {
  let state = newState(params, board);
  for (const m of moves) {
    const legal = checkPair(state.board, m.a, m.b);
    if (!legal.ok) return false;
    state = shisensho.play(state, legal.value.move);
  }
  return state.tilesLeft === 0;
}

async function load() {
  if (!existsSync(built)) throw new Error('dist/node/shisenshoCores.js is missing: run `npm run build` first');
  return (await import(built.href)) as typeof import('../../src/node/shisenshoCores.js');
}

describe('solveOnCores (Shisen-Sho)', () => {
  it('takes the answer of the search on this thread when it decides', async () => {
    const { solveOnCores } = await load();
    // solve-1 with gravity is clearable in a few hundred nodes; a worker of one node cannot decide it.
    const board = dealRandom(params, createRng('solve-1'));
    const r = await solveOnCores(board, { gravity: true, timeMs: 600_000, second: { maxNodes: 1 } });
    expect(r.solvable).toBe(true);
    expect(r.by).toBe('first');
    expect(clears(board, r.moves)).toBe(true);
  });

  it("takes the worker's answer when the search on this thread gives up, and it replays", async () => {
    const { solveOnCores } = await load();
    // A first search of one node cannot decide: the answer must come from the worker's search.
    const board = dealRandom(params, createRng('solve-1'));
    const r = await solveOnCores(board, { gravity: true, timeMs: 600_000, first: { maxNodes: 1 } });
    expect(r.by).toBe('second');
    expect(r.solvable).toBe(true);
    expect(clears(board, r.moves)).toBe(true);
  });

  it('says undecided when neither search decides, and proves an unclearable deal unclearable', async () => {
    const { solveOnCores } = await load();
    const board = dealRandom(params, createRng('solve-0'));
    const none = await solveOnCores(board, {
      gravity: true,
      timeMs: 600_000,
      first: { maxNodes: 1 },
      second: { maxNodes: 1 },
    });
    expect(none).toMatchObject({ solvable: null, by: 'none', moves: [] });
    // solve-7 with gravity is unclearable (proven in about 15,000 nodes).
    const stuck = dealRandom(params, createRng('solve-7'));
    const r = await solveOnCores(stuck, { gravity: true, timeMs: 600_000 });
    expect(r.solvable).toBe(false);
  });

  it('keeps one worker for several boards, and never takes an answer for the wrong board', async () => {
    const { CoresSolver } = await load();
    const solver = new CoresSolver();
    try {
      for (const [seed, clearable] of [
        ['solve-1', true],
        ['solve-7', false],
        ['solve-3', true],
      ] as const) {
        const board = dealRandom(params, createRng(seed));
        const r = await solver.solve(board, { gravity: true, timeMs: 600_000, first: { maxNodes: 1 } });
        expect(r.by).toBe('second');
        expect(r.solvable).toBe(clearable);
        if (clearable) expect(clears(board, r.moves)).toBe(true);
      }
    } finally {
      await solver.close();
    }
  });
});
