// How the browser's Shisen-Sho hint picks its answer from its two searches (firstDecided in
// src/web/shisensho/solverClient.ts): the first decided reply, whichever worker sent it; else the first search's.
import { describe, expect, it } from 'vitest';
import { firstDecided } from '../../src/web/shisensho/solverClient.js';
import type { SolverReply } from '../../src/web/shisensho/solverProtocol.js';

/** A reply that arrives after `ms` milliseconds. */
function later(ms: number, reply: SolverReply): Promise<SolverReply> {
  return new Promise((resolve) => setTimeout(() => resolve(reply), ms));
}

const move = { a: { x: 1, y: 1 }, b: { x: 2, y: 1 } };

describe('firstDecided', () => {
  it('takes the first decided reply, from either search, without waiting for the other', async () => {
    const second = { id: 2, solvable: true, move };
    const never = new Promise<SolverReply>(() => {});
    expect(await firstDecided([never, later(5, second)])).toBe(second);
    const first = { id: 1, solvable: false };
    expect(await firstDecided([later(5, first), later(50, second)])).toBe(first);
  });

  it('passes over an undecided or failed reply for a decided one that comes later', async () => {
    const decided = { id: 2, solvable: false };
    expect(await firstDecided([later(1, { id: 1, solvable: null }), later(20, decided)])).toBe(decided);
    expect(await firstDecided([later(1, { id: 1, solvable: true, error: 'x' }), later(20, decided)])).toBe(decided);
  });

  it("gives the first search's reply when neither decides", async () => {
    const first = { id: 1, solvable: null, nodes: 10 };
    expect(await firstDecided([later(20, first), later(1, { id: 2, solvable: null, nodes: 20 })])).toBe(first);
  });
});
