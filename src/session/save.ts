// Save and resume: a session as text (its record, with who sits at each seat and the moves undo left to
// redo), and back, checked and replayed like any record. Every face saves this way (the terminal's files, the
// browser's storage), so a saved game is also a record any tool can read.
import type { AnyGame } from '../core/game.js';
import type { Lang } from '../core/lang.js';
import { describeRecordError } from '../core/messages.js';
import { parseRecord, type RecordError } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { describeProblem } from '../games/index.js';
import { type AnySession, recordSession, type Seat, toRecord } from './session.js';

export type SaveError =
  | { readonly code: 'save-json' }
  | { readonly code: 'save-seats'; readonly expected: string }
  | RecordError;

const MAX_LEVEL = 99;

/**
 * The save: the record up to the cursor, plus `seats` (unless everyone is a person) and `redo` (the moves
 * after the cursor, if any), so a save of a solo game is a plain record.
 */
export function saveOf(s: AnySession): object {
  const redo = s.moves.slice(s.at);
  const people = s.seats.every((seat) => seat.kind === 'person');
  return { ...toRecord(s), ...(people ? {} : { seats: s.seats }), ...(redo.length === 0 ? {} : { redo }) };
}

export function saveText(s: AnySession): string {
  return `${JSON.stringify(saveOf(s))}\n`;
}

function parseSeat(value: unknown): Seat | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind === 'person' || v.kind === 'remote') return { kind: v.kind };
  if (
    v.kind === 'computer' &&
    Number.isInteger(v.level) &&
    (v.level as number) >= 1 &&
    (v.level as number) <= MAX_LEVEL
  ) {
    return { kind: 'computer', level: v.level as number };
  }
  return undefined;
}

/**
 * A session from a save (decoded JSON, untrusted): the record replayed with `games`, the seats restored (a
 * plain record, without them, is played by people), and the moves to redo replayed after the cursor.
 */
export function parseSave(games: ReadonlyMap<string, AnyGame>, value: unknown): Result<AnySession, SaveError> {
  const record = parseRecord(value);
  if (!record.ok) return record;
  const v = value as Record<string, unknown>;
  const game = games.get(record.value.game);
  if (!game) return err({ code: 'unknown-game', game: record.value.game });
  let seats: Seat[] | undefined;
  if (v.seats !== undefined) {
    const list = Array.isArray(v.seats) && v.seats.length <= 4 ? v.seats.map(parseSeat) : [undefined];
    if (list.some((seat) => seat === undefined)) {
      return err({ code: 'save-seats', expected: 'a list of {"kind": "person"} or {"kind": "computer", "level": N}' });
    }
    seats = list as Seat[];
  }
  const redo = v.redo ?? [];
  if (!Array.isArray(redo) || redo.some((m) => typeof m !== 'string')) {
    return err({ code: 'record-shape', field: 'redo', expected: 'a list of moves in notation' });
  }
  const all = { ...record.value, moves: [...record.value.moves, ...(redo as string[])] };
  const session = recordSession(game, all, seats === undefined ? {} : { seats });
  if (!session.ok) return session;
  return ok({ ...session.value, at: record.value.moves.length });
}

/** A save's text (a file, a stored string), parsed then checked as `parseSave` does. */
export function parseSaveText(games: ReadonlyMap<string, AnyGame>, text: string): Result<AnySession, SaveError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err({ code: 'save-json' });
  }
  return parseSave(games, value);
}

/** Why a save or record was refused, naming the move and the rule for a move that cannot be played. */
export function describeSaveError(e: SaveError, game: string, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'save-json':
      return it ? 'non è JSON valido' : 'it is not valid JSON';
    case 'save-seats':
      return it ? `"seats" deve essere ${e.expected}` : `"seats" must be ${e.expected}`;
    default:
      return describeRecordError(e, (p) => describeProblem(game, p, lang), lang);
  }
}
