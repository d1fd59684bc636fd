// SameGame's solver on several threads (the built dist/node/samegameCores.js, as the CLI and the bench run it):
// every search answers, and the line kept replays on the engine to the score it claims.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import { newGame, parseParams, play } from '../../src/games/samegame/index.js';
import { processCpuMs } from '../../src/node/cpuClock.js';

const built = new URL('../../dist/node/samegameCores.js', import.meta.url);

describe('solveOnCores', () => {
  it('runs every search, keeps the best line, and that line replays to its score', async () => {
    if (!existsSync(built)) throw new Error('dist/node/samegameCores.js is missing: run `npm run build` first');
    const { solveOnCores } = (await import(built.href)) as typeof import('../../src/node/samegameCores.js');
    const start = newGame(unwrap(parseParams('10x8c4')), createRng('cores'));
    // However long the threads take to start (a loaded machine), they may answer: this test is about them working.
    // The nested search here (one method passed to every thread); below, the default: NRPA and it in turn.
    const r = await solveOnCores(start.field, {
      timeMs: 500,
      seed: 'cores',
      workers: 3,
      graceMs: 600_000,
      method: 'nmcs',
    });
    expect(r.searches).toBe(3);
    let state = start;
    for (const m of r.moves) state = play(state, m);
    expect(state.score).toBe(r.score);
    expect(state.blocksLeft === 0).toBe(r.cleared);
  });

  it('counts the budget on the CPU clock when asked, and still replays', async () => {
    const { solveOnCores } = (await import(built.href)) as typeof import('../../src/node/samegameCores.js');
    const start = newGame(unwrap(parseParams('10x8c4')), createRng('cpu'));
    const before = processCpuMs();
    const r = await solveOnCores(start.field, { timeMs: 200, seed: 'cpu', workers: 2, clock: 'cpu', graceMs: 600_000 });
    // Two searches of 200 ms of CPU time each: the process has used at least that much since the start.
    expect(processCpuMs() - before).toBeGreaterThanOrEqual(2 * 200 - 1);
    expect(r.searches).toBe(2);
    let state = start;
    for (const m of r.moves) state = play(state, m);
    expect(state.score).toBe(r.score);
  });
});
