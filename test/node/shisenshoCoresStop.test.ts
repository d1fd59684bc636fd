// The worker's search of a CoresSolver (workerSearch in src/node/shisenshoCores.ts) when the search on the
// other thread has decided before it began: a new worker still loading gets its request late, and must then
// answer at once without searching (the solver's stop flag, read before the search starts).
import { describe, expect, it } from 'vitest';
import { secondSearch, sharedTable } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { dealRandom } from '../../src/games/shisensho/index.js';
import { type CoresRequest, workerSearch } from '../../src/node/shisenshoCores.js';

const params = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false } as const;

function request(seed: string, stopped: boolean): CoresRequest {
  const board = dealRandom(params, createRng(seed));
  const stop = new SharedArrayBuffer(4);
  if (stopped) Atomics.store(new Int32Array(stop), 0, 1);
  return {
    id: 7,
    width: board.width,
    height: board.height,
    cells: board.cells.slice(),
    gravity: true,
    options: secondSearch(true),
    clock: 'wall',
    deadline: Number.MAX_SAFE_INTEGER,
    stop,
    table: sharedTable(board),
  };
}

describe('workerSearch', () => {
  it('does not search when the other thread has already decided', () => {
    expect(workerSearch(request('solve-1', true))).toEqual({ id: 7, result: { solvable: null, moves: [], nodes: 0 } });
  });

  it('searches, and sets the flag when it decides, when the other has not', () => {
    const r = request('solve-1', false);
    const reply = workerSearch(r);
    expect(reply.id).toBe(7);
    expect(reply.result.solvable).not.toBeNull();
    expect(Atomics.load(new Int32Array(r.stop), 0)).toBe(1);
  });
});
