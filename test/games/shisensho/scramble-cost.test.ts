// A Scramble is a move of the game record, replayed on every reload and by the server for each record posted:
// it must not run the solver (seconds on the largest boards), only shuffles and greedy playouts. The game is
// the one every face uses (the engine given src/ai/shisensho's winnable deals), whose deal does use the solver.
import { describe, expect, it, vi } from 'vitest';
import { shisensho } from '../../../src/ai/shisensho/index.js';
import { createRng } from '../../../src/core/rng.js';
import { parseParams } from '../../../src/games/shisensho/params.js';
import { SCRAMBLE_MOVE } from '../../../src/games/shisensho/rules.js';

const solverCalls = vi.hoisted(() => ({ count: 0, on: false }));

vi.mock('../../../src/ai/shisensho/solve.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/ai/shisensho/solve.js')>();
  return {
    ...real,
    solve: (...args: Parameters<typeof real.solve>) => {
      if (solverCalls.on) solverCalls.count++;
      return real.solve(...args);
    },
  };
});

describe('a winnable Scramble', () => {
  it.each(['18x8k36', '18x8k36g', '12x6k12', '24x12k36'])('runs no solver on %s', (text) => {
    const params = parseParams(text);
    if (!params.ok) throw new Error(text);
    let state = shisensho.newGame(params.value, createRng(`cost-${text}`));
    solverCalls.count = 0;
    solverCalls.on = true;
    for (let k = 0; k < 3; k++) state = shisensho.play(state, SCRAMBLE_MOVE);
    solverCalls.on = false;
    expect(state.scrambles).toBe(3);
    expect(solverCalls.count).toBe(0);
  });
});
