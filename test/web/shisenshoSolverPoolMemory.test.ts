// The browser's two-search Shisen-Sho hint (SolverPool in src/web/shisensho/solverClient.ts) when the page cannot
// have the shared table's tens of megabytes: it must answer with one search, not throw (which left the hint busy).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { dealRandom, pathOf } from '../../src/games/shisensho/index.js';
import { SolverPool } from '../../src/web/shisensho/solverClient.js';
import type { SolverRequest } from '../../src/web/shisensho/solverProtocol.js';
import { answer } from '../../src/web/shisensho/solverSearch.js';

/** When set, making the shared table fails as a browser short of memory fails it. */
const memory = vi.hoisted(() => ({ refuse: false }));
/** When set, the fake workers fail (as a worker that crashed) instead of answering. */
const workers = { fail: false };

vi.mock(import('../../src/ai/shisensho/index.js'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    sharedTable: (...args: Parameters<typeof actual.sharedTable>) => {
      if (memory.refuse) throw new RangeError('Array buffer allocation failed');
      return actual.sharedTable(...args);
    },
  };
});

/** Every request the fake workers were sent. */
const requests: SolverRequest[] = [];

/** A Web Worker stand-in: answers each request with the real search, on the next turn of the event loop. */
class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(request: SolverRequest): void {
    requests.push(request);
    if (workers.fail) setTimeout(() => this.onerror?.(), 0);
    else setTimeout(() => this.onmessage?.({ data: answer(request, () => performance.now()) }), 0);
  }
  terminate(): void {}
}

const params = { width: 12, height: 6, kinds: 12, gravity: false, winnable: false } as const;

describe('SolverPool with two searches', () => {
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    memory.refuse = false;
    workers.fail = false;
    vi.unstubAllGlobals();
  });

  it('sends both searches the shared table when the page can have it', async () => {
    const board = dealRandom(params, createRng('pool-1'));
    const pool = new SolverPool(2);
    const reply = await pool.solve(board, false, 1000);
    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.shared !== undefined)).toBe(true);
    expect(requests.map((r) => r.second)).toEqual([false, true]);
    expect(reply.solvable).not.toBeNull();
    pool.dispose();
  });

  it('runs one search, without shared memory, when the table cannot be made, and still answers', async () => {
    memory.refuse = true;
    // Seeds until a deal the solver finds clearable, so the reply's move can be checked on the board.
    for (let k = 0; k < 20; k++) {
      requests.length = 0;
      const board = dealRandom(params, createRng(`pool-${k}`));
      const pool = new SolverPool(2);
      const reply = await pool.solve(board, false, 1000);
      pool.dispose();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.shared).toBeUndefined();
      expect(requests[0]?.second).toBe(false);
      if (reply.solvable !== true) continue;
      const move = reply.move;
      expect(move && pathOf(board, move)).toBeTruthy();
      return;
    }
    expect.fail('no clearable deal among 20 seeds');
  });
  it("reuses the last hint's table once both its searches have answered, and not while they run", async () => {
    const pool = new SolverPool(2);
    await pool.solve(dealRandom(params, createRng('pool-a')), false, 1000);
    // Both replies in: the second search's answer may come after the first decided one.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reply = await pool.solve(dealRandom(params, createRng('pool-b')), false, 1000);
    expect(reply.error).toBeUndefined();
    const tables = requests.map((r) => r.shared?.table);
    expect(tables).toHaveLength(4);
    expect(tables[2]).toBe(tables[0]);
    expect(tables[3]).toBe(tables[0]);
    // Two hints at once: the second cannot have the first's table, which its searches are still using.
    requests.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const both = [
      pool.solve(dealRandom(params, createRng('pool-c')), false, 1000),
      pool.solve(dealRandom(params, createRng('pool-d')), false, 1000),
    ];
    await Promise.all(both);
    expect(requests).toHaveLength(4);
    expect(requests[2]?.shared?.table).not.toBe(requests[0]?.shared?.table);
    pool.dispose();
  });

  it('does not reuse the table of a hint whose search failed', async () => {
    const pool = new SolverPool(2);
    workers.fail = true;
    const failed = await pool.solve(dealRandom(params, createRng('pool-e')), false, 1000);
    expect(failed.solvable).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    workers.fail = false;
    const reply = await pool.solve(dealRandom(params, createRng('pool-f')), false, 1000);
    expect(reply.error).toBeUndefined();
    expect(requests).toHaveLength(4);
    expect(requests[2]?.shared?.table).not.toBe(requests[0]?.shared?.table);
    pool.dispose();
  });
});
