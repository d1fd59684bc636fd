// The session layer on its own: history and the cursor, undo and redo past the computer's moves, whose turn it
// is, the record and its result from the outcome, and save/resume round trips that refuse what does not replay.
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record.js';
import { unwrap } from '../../src/core/result.js';
import { konobi } from '../../src/games/konobi/index.js';
import { samegame } from '../../src/games/samegame/index.js';
import {
  type AnySession,
  canRedo,
  canUndo,
  current,
  dealSession,
  describeSaveError,
  forcedMove,
  isPersonToMove,
  lastMove,
  moveTo,
  outcome,
  parseSaveText,
  play,
  playText,
  positionSession,
  recordSession,
  redo,
  registeredGames,
  saveText,
  seatToMove,
  toMove,
  toRecord,
  undo,
} from '../../src/session/index.js';
import { lexicon } from '../games/scarabeo/helpers.js';

const SG = unwrap(samegame.parseParams('4x3c2'));

/** Plays the first legal move until the game is over. */
function playOut(s: AnySession): AnySession {
  let session = s;
  while (!session.game.isOver(current(session))) session = play(session, session.game.legalMoves(current(session))[0]);
  return session;
}

describe('a solo session', () => {
  it('keeps every state; undo and redo move the cursor, a new move drops the redo', () => {
    let s = dealSession(samegame, SG, 'k2');
    expect(canUndo(s)).toBe(false);
    const first = samegame.formatMove(current(s), samegame.legalMoves(current(s))[0]);
    s = unwrap(playText(s, first));
    const second = samegame.formatMove(current(s), samegame.legalMoves(current(s))[0]);
    s = unwrap(playText(s, second));
    expect(s.moves).toEqual([first, second]);
    const back = undo(s);
    expect(back.at).toBe(1);
    expect(lastMove(back)).toBe(first);
    expect(canRedo(back)).toBe(true);
    expect(redo(back)).toEqual(s);
    expect(toRecord(back).moves).toEqual([first]);
    // Another move at the cursor replaces what could be redone.
    const other = samegame.legalMoves(current(back)).map((m) => samegame.formatMove(current(back), m));
    const branch = other.find((m) => m !== second);
    if (branch !== undefined) {
      const played = unwrap(playText(back, branch));
      expect(played.moves).toEqual([first, branch]);
      expect(canRedo(played)).toBe(false);
    }
    expect(moveTo(s, 0).at).toBe(0);
    expect(redo(moveTo(s, 0)).at).toBe(1);
    // The very move undo took back is a redo: the rest of the line stays.
    const start = moveTo(s, 0);
    const again = unwrap(playText(start, first));
    expect(again.at).toBe(1);
    expect(again.moves).toEqual([first, second]);
    expect(canRedo(again)).toBe(true);
    expect(redo(again)).toEqual(s);
  });

  it('refuses an illegal move with the engine’s reason and changes nothing', () => {
    const s = dealSession(samegame, SG, 'k2');
    const r = playText(s, '9,9');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('outside-field');
  });

  it('writes the outcome’s result in the record once the game is over, and none before', () => {
    const s = dealSession(samegame, SG, 'k2');
    expect(toRecord(s).result).toBeUndefined();
    const done = playOut(s);
    const o = outcome(done);
    expect(o.over).toBe(true);
    expect(toRecord(done).result).toBe(`${o.won ? 'won' : 'stuck'}, score ${o.score}`);
    expect(toMove(done)).toBeUndefined();
  });

  it('starts from a position kept as given, which replays', () => {
    const s = unwrap(positionSession(samegame, SG, ' 1122/2211/1212\n'));
    const record = toRecord(s);
    expect(record.start).toBe('1122/2211/1212');
    expect(unwrap(recordSession(samegame, record)).states[0]).toEqual(current(s));
  });
});

describe('seats', () => {
  const params = unwrap(konobi.parseParams('5'));
  const seats = [{ kind: 'person' }, { kind: 'computer', level: 1 }] as const;

  it('says whose turn it is, the pie rule exchanging the colours, not the seats', () => {
    let s = dealSession(konobi, params, 'x', { seats });
    expect(toMove(s)).toBe(0);
    expect(isPersonToMove(s)).toBe(true);
    s = unwrap(playText(s, 'c3'));
    expect(toMove(s)).toBe(1);
    expect(seatToMove(s)).toEqual({ kind: 'computer', level: 1 });
    s = unwrap(playText(s, 'swap'));
    // The second player now plays Black's stone; the first player, now White, is to move.
    expect(current(s).toMove).toBe('white');
    expect(toMove(s)).toBe(0);
  });

  it('undoes a person’s move with the computer’s reply, and redoes both', () => {
    let s = dealSession(konobi, params, 'x', { seats });
    for (const m of ['c3', 'b2', 'e5', 'a5']) s = unwrap(playText(s, m));
    expect(s.at).toBe(4);
    const back = undo(s);
    expect(back.at).toBe(2);
    expect(isPersonToMove(back)).toBe(true);
    expect(undo(back).at).toBe(0);
    expect(redo(back).at).toBe(4);
  });

  it('goes past a forced pass as past the computer’s moves, and not back before a person’s first choice', () => {
    // White (a person) chooses b1, Black (the computer) e3; then White has no legal point and must pass.
    const start = 'X.XXX/OOOXO/OX.../OOXOX/XXXOO/to-move: white';
    const table = [{ kind: 'computer', level: 1 }, { kind: 'person' }] as const;
    let s = unwrap(positionSession(konobi, params, start, { seats: table }));
    for (const m of ['b1', 'e3']) s = unwrap(playText(s, m));
    expect(forcedMove(s)).toEqual({ type: 'pass' });
    for (const m of ['pass', 'c3']) s = unwrap(playText(s, m));
    expect(outcome(s).over).toBe(true);
    // Undo goes back to White's choice of b1, not to the pass, which a face would only play again.
    const back = undo(s);
    expect(back.at).toBe(0);
    expect(forcedMove(back)).toBeUndefined();
    expect(redo(back).at).toBe(4);
    expect(redo(moveTo(s, 1)).at).toBe(4);
    // When the computer has moved first and the person not yet, there is nothing of theirs to take back.
    const opened = unwrap(playText(dealSession(konobi, params, 'x', { seats: table }), 'c3'));
    expect(isPersonToMove(opened)).toBe(true);
    expect(canUndo(opened)).toBe(false);
    expect(undo(opened)).toBe(opened);
  });
});

const GAMES = registeredGames();

describe('save and resume', () => {
  it('round-trips the record, the seats and the moves left to redo', () => {
    let s = dealSession(konobi, unwrap(konobi.parseParams('5')), 'x', {
      seats: [{ kind: 'person' }, { kind: 'computer', level: 2 }],
      players: ['Ada', 'computer'],
    });
    for (const m of ['c3', 'b2', 'e5', 'a5']) s = unwrap(playText(s, m));
    s = undo(s);
    const back = unwrap(parseSaveText(GAMES, saveText(s)));
    expect(back.at).toBe(s.at);
    expect(back.moves).toEqual(s.moves);
    expect(back.seats).toEqual(s.seats);
    expect(back.players).toEqual(['Ada', 'computer']);
    expect(current(back)).toEqual(current(s));
  });

  it('refuses a save that is not JSON, has bad seats, or a move that cannot be played, naming it', () => {
    const bad = (text: string) => {
      const r = parseSaveText(GAMES, text);
      return r.ok ? 'accepted' : describeSaveError(r.error, 'konobi');
    };
    expect(bad('{')).toBe('it is not valid JSON');
    const record = { version: 1, game: 'konobi', params: '5', seed: 'x', moves: ['c3'] };
    expect(bad(JSON.stringify({ ...record, seats: [{ kind: 'robot' }] }))).toMatch(/"seats" must be/);
    expect(bad(JSON.stringify({ ...record, moves: ['c3', 'c3'] }))).toMatch(/move 2 \(c3\) cannot be played/);
    expect(bad(JSON.stringify({ ...record, redo: ['z9'] }))).toMatch(/move 2 \(z9\) cannot be played/);
    expect(bad(JSON.stringify(record))).toBe('accepted');
  });

  it("refuses a computer seat at a level the game's player does not have, and seats or names that do not fit", () => {
    const games = registeredGames({ lexicons: () => lexicon() });
    const bad = (value: { readonly game: string; readonly [field: string]: unknown }) => {
      const r = parseSaveText(games, JSON.stringify(value));
      return r.ok ? 'accepted' : describeSaveError(r.error, value.game);
    };
    const computer = (level: number) => [{ kind: 'person' }, { kind: 'computer', level }];
    const kb = { version: 1, game: 'konobi', params: '5', seed: 'x', moves: ['c3'] };
    expect(bad({ ...kb, seats: computer(5) })).toBe('accepted');
    expect(bad({ ...kb, seats: computer(9) })).toBe(
      '"seats": seat 2 is the computer at level 9, but konobi\'s levels are 1 to 5',
    );
    const sc = { version: 1, game: 'scarabeo', params: '2p', seed: 'x', moves: [] };
    expect(bad({ ...sc, seats: computer(6) })).toBe('accepted');
    expect(bad({ ...sc, seats: computer(7) })).toBe(
      '"seats": seat 2 is the computer at level 7, but scarabeo\'s levels are 1 to 6',
    );
    expect(bad({ ...sc, seats: [...computer(1), { kind: 'person' }] })).toBe(
      '"seats" lists 3, but scarabeo 2p has 2 seats',
    );
    expect(bad({ ...sc, players: ['Ann'] })).toBe('"players" lists 1, but scarabeo 2p has 2 seats');
    expect(bad({ ...sc, players: ['Ann', 'Bea'] })).toBe('accepted');
    const sg = { version: 1, game: 'samegame', params: '4x3c2', seed: 'x', moves: [] };
    expect(bad({ ...sg, seats: [{ kind: 'computer', level: 1 }] })).toBe(
      '"seats": seat 1 is the computer, but samegame has no computer player',
    );
  });

  it('reads a plain record (no seats) as a game of people', () => {
    const record = unwrap(parseRecord({ version: 1, game: 'konobi', params: '5', seed: 'x', moves: ['c3'] }));
    const s = unwrap(recordSession(konobi, record));
    expect(s.seats).toEqual([{ kind: 'person' }, { kind: 'person' }]);
  });
});
