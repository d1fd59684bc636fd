// Save and resume: a session as text (its record, with who sits at each seat and the moves undo left to
// redo), and back, checked and replayed like any record. Every face saves this way (the terminal's files, the
// browser's storage), so a saved game is also a record any tool can read.
import { LEVELS as KONOBI_LEVELS } from '../ai/konobi/levels.js';
import { SCARABEO_LEVELS } from '../ai/scarabeo/levelRange.js';
import type { AnyGame } from '../core/game.js';
import type { Lang } from '../core/lang.js';
import { describeRecordError } from '../core/messages.js';
import { parseRecord, type RecordError } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { describeProblem } from '../games/index.js';
import { type AnySession, replayRecord, type Seat, toRecord } from './session.js';

export type SaveError =
  | { readonly code: 'save-json' }
  | { readonly code: 'save-seats'; readonly expected: string }
  /** A computer seat (0-based `seat`) at a level the game's computer player does not have (`max` 0: it has none). */
  | { readonly code: 'save-level'; readonly seat: number; readonly level: number; readonly max: number }
  /** `seats` or `players` (`what`) lists another number of seats than the game's params have. */
  | {
      readonly code: 'save-seat-count';
      readonly what: 'seats' | 'players';
      readonly given: number;
      readonly params: string;
      readonly seats: number;
    }
  | RecordError;

/**
 * The levels of each game's computer player, 1 to N (src/ai); a game not listed has none. Checked here, where
 * every face reads a save, since a face hands the level to the player as it is.
 */
const COMPUTER_LEVELS: Readonly<Record<string, number>> = { konobi: KONOBI_LEVELS, scarabeo: SCARABEO_LEVELS.length };
/** More seats than any game has: the list is refused before it is read. */
const MAX_SEATS = 4;

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
  if (v.kind === 'computer' && Number.isInteger(v.level) && (v.level as number) >= 1) {
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
  let seats: Seat[] | undefined;
  if (v.seats !== undefined) {
    const list = Array.isArray(v.seats) && v.seats.length <= MAX_SEATS ? v.seats.map(parseSeat) : [undefined];
    if (list.some((seat) => seat === undefined)) {
      return err({ code: 'save-seats', expected: 'a list of {"kind": "person"} or {"kind": "computer", "level": N}' });
    }
    seats = list as Seat[];
    const max = COMPUTER_LEVELS[record.value.game] ?? 0;
    for (const [i, seat] of seats.entries()) {
      if (seat.kind === 'computer' && seat.level > max) {
        return err({ code: 'save-level', seat: i, level: seat.level, max });
      }
    }
  }
  const redo = v.redo ?? [];
  if (!Array.isArray(redo) || redo.some((m) => typeof m !== 'string')) {
    return err({ code: 'record-shape', field: 'redo', expected: 'a list of moves in notation' });
  }
  const all = { ...record.value, moves: [...record.value.moves, ...(redo as string[])] };
  const session = replayRecord(games, all, seats === undefined ? {} : { seats });
  if (!session.ok) return session;
  // Each seat needs its player and its name: a missing one would be played by nobody, an extra one by no seat.
  const { game, params } = session.value;
  const count = game.seats(params);
  for (const [what, list] of [
    ['seats', seats],
    ['players', record.value.players],
  ] as const) {
    if (list !== undefined && list.length !== count) {
      return err({
        code: 'save-seat-count',
        what,
        given: list.length,
        params: game.formatParams(params),
        seats: count,
      });
    }
  }
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
    case 'save-level':
      if (e.max === 0) {
        return it
          ? `"seats": il posto ${e.seat + 1} è il computer, ma ${game} non ha un giocatore computer`
          : `"seats": seat ${e.seat + 1} is the computer, but ${game} has no computer player`;
      }
      return it
        ? `"seats": il posto ${e.seat + 1} è il computer al livello ${e.level}, ma i livelli di ${game} vanno da 1 a ${e.max}`
        : `"seats": seat ${e.seat + 1} is the computer at level ${e.level}, but ${game}'s levels are 1 to ${e.max}`;
    case 'save-seat-count':
      return it
        ? `"${e.what}" ne elenca ${e.given}, ma ${game} ${e.params} ha ${e.seats} ${e.seats === 1 ? 'posto' : 'posti'}`
        : `"${e.what}" lists ${e.given}, but ${game} ${e.params} has ${e.seats} seat${e.seats === 1 ? '' : 's'}`;
    default:
      return describeRecordError(e, (p) => describeProblem(game, p, lang), lang);
  }
}
