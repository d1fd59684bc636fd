// Saves written by the browser before the session layer still resume (src/web/legacy.ts): an old SameGame save
// and an old Shisen-Sho save replay through the session layer's parseSave to the same moves, cursor and extras.
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { konobi } from '../../src/games/konobi/index.js';
import { legalMoves, newGame, parseParams, play, samegame } from '../../src/games/samegame/index.js';
import { legalPairs } from '../../src/games/shisensho/index.js';
import { parseSave } from '../../src/session/index.js';
import { moveOldSave, oldKonobi, oldScarabeo, upgradeSave } from '../../src/web/legacy.js';

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

describe('saves kept under the keys from before the session layer', () => {
  function memory(entries: Record<string, string>) {
    const m = new Map(Object.entries(entries));
    return {
      m,
      load: (k: string) => m.get(k),
      store: (k: string, v: string) => void m.set(k, v),
      remove: (k: string) => void m.delete(k),
    };
  }

  it("move Konobi's one game to its size's key, seats and moves replayed by the session layer", () => {
    const old = { size: 5, first: { kind: 'person', level: 3 }, second: { kind: 'computer', level: 2 }, moves: ['c3'] };
    const s = memory({ 'konobi:game': JSON.stringify(old) });
    moveOldSave(s, 'konobi:game', 'save:konobi:7', oldKonobi(7, 'new'));
    expect(s.m.has('save:konobi:7')).toBe(false);
    moveOldSave(s, 'konobi:game', 'save:konobi:5', oldKonobi(5, 'new'));
    expect(s.m.has('konobi:game')).toBe(false);
    const session = parseSave(new Map([['konobi', konobi]]), JSON.parse(s.m.get('save:konobi:5') ?? ''));
    if (!session.ok) throw new Error(session.error.code);
    expect(session.value.moves).toEqual(['c3']);
    expect(session.value.seats).toEqual([{ kind: 'person' }, { kind: 'computer', level: 2 }]);
    expect(session.value.origin).toEqual({ kind: 'deal', seed: 'new' });
  });

  it("move a Scarabeo game with its seats' names, and never over a save already in the new form", () => {
    const old = {
      params: '2p',
      seed: 'abc',
      seats: [
        { name: 'Ada', kind: 'person', level: 3 },
        { name: 'Bot', kind: 'computer', level: 4 },
      ],
      moves: ['pass'],
      recorded: false,
    };
    const s = memory({ 'scarabeo:2p#abc': JSON.stringify(old) });
    moveOldSave(
      s,
      'scarabeo:2p#abc',
      'save:scarabeo:2p#abc',
      oldScarabeo(() => undefined),
    );
    expect(JSON.parse(s.m.get('save:scarabeo:2p#abc') ?? '')).toMatchObject({
      version: 1,
      game: 'scarabeo',
      params: '2p',
      seed: 'abc',
      moves: ['pass'],
      players: ['Ada', 'Bot'],
      seats: [{ kind: 'person' }, { kind: 'computer', level: 4 }],
    });
    const t = memory({ 'scarabeo:2p#abc': JSON.stringify(old), 'save:scarabeo:2p#abc': 'kept' });
    moveOldSave(
      t,
      'scarabeo:2p#abc',
      'save:scarabeo:2p#abc',
      oldScarabeo(() => undefined),
    );
    expect(t.m.get('save:scarabeo:2p#abc')).toBe('kept');
  });
});
