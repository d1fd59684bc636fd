// Saves written by the browser before the session layer still resume (src/web/legacy.ts): an old SameGame save
// and an old Shisen-Sho save replay through the session layer's parseSave to the same moves, cursor and extras.
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { legalMoves, newGame, parseParams, play, samegame } from '../../src/games/samegame/index.js';
import { legalPairs } from '../../src/games/shisensho/index.js';
import { parseSave } from '../../src/session/index.js';
import { upgradeSave } from '../../src/web/legacy.js';

describe('saves from before the session layer', () => {
  it("resume an old SameGame save with its redo stack (next move last) and the page's flags", () => {
    const params = parseParams('6x4c3');
    if (!params.ok) throw new Error('params');
    let state = newGame(params.value, createRng('old'));
    const moves: string[] = [];
    for (let i = 0; i < 3; i++) {
      const move = legalMoves(state)[0];
      if (!move) break;
      moves.push(samegame.formatMove(state, move));
      state = play(state, move);
    }
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const old = {
      record: { version: 1, game: 'samegame', params: '6x4c3', seed: 'old', moves: moves.slice(0, 1) },
      redo: moves.slice(1).reverse(),
      assisted: true,
    };
    const upgraded = upgradeSave(old) as { web: { assisted: boolean } };
    const session = parseSave(new Map([['samegame', samegame]]), upgraded);
    if (!session.ok) throw new Error(session.error.code);
    expect(session.value.moves).toEqual(moves);
    expect(session.value.at).toBe(1);
    expect(upgraded.web.assisted).toBe(true);
  });

  it('resume an old Shisen-Sho save (version 2) with its actions, redo stack and counts', () => {
    const params = shisensho.parseParams('12x6k12');
    if (!params.ok) throw new Error('params');
    const state = shisensho.newGame(params.value, createRng('old'));
    const pair = legalPairs(state.board)[0];
    if (!pair) throw new Error('no pair');
    const first = shisensho.formatMove(state, pair);
    const old = {
      version: 2,
      gameId: 'shisensho:12x6k12#old',
      actions: [first],
      redo: ['scramble'],
      hints: 2,
      scrambles: 1,
      elapsedMs: 5000,
      recorded: false,
    };
    const upgraded = upgradeSave(old) as { web: { hints: number; elapsedMs: number } };
    const session = parseSave(new Map([['shisensho', shisensho]]), upgraded);
    if (!session.ok) throw new Error(session.error.code);
    expect(session.value.moves).toEqual([first, 'scramble']);
    expect(session.value.at).toBe(1);
    expect(upgraded.web).toMatchObject({ hints: 2, elapsedMs: 5000 });
  });

  it("leaves a save in the session layer's form, and anything else, as it is", () => {
    const record = { version: 1, game: 'samegame', params: '6x4c3', seed: 'x', moves: [] };
    expect(upgradeSave(record)).toBe(record);
    expect(upgradeSave('text')).toBe('text');
    expect(upgradeSave(null)).toBe(null);
  });
});
