// Game records: params + seed (or a start position) + the moves in notation, with players and result.
// A record is the save file, the server's stored game, the replay and the test fixture. Replaying one is the
// session layer's (src/session: recordSession, replayRecord), so that rule lives once.
import type { Problem } from './game.js';
import { formatGameId, isSeed } from './gameId.js';
import { type NameProblem, parsePlayerName } from './names.js';
import { err, ok, type Result } from './result.js';

export interface GameRecord {
  /** Record format version, so an old or future record is refused rather than misread. */
  readonly version: 1;
  readonly game: string;
  /** The game's params in canonical text form (e.g. "15x10c4"). */
  readonly params: string;
  /** The seed of the deal; exactly one of seed and start is present. */
  readonly seed?: string;
  /** An imported start position in the game's text form, instead of a dealt one. */
  readonly start?: string;
  readonly moves: readonly string[];
  readonly players?: readonly string[];
  readonly result?: string;
}

export type RecordError =
  | { readonly code: 'record-shape'; readonly field: string; readonly expected: string }
  /** `version` is absent when the record has none or it is not a number (an untrusted value is not printed). */
  | { readonly code: 'record-version'; readonly version?: string }
  /** Neither or both of "seed" and "start". */
  | { readonly code: 'record-origin'; readonly has: 'neither' | 'both' }
  /** A name in "players" that is not a name (core/names.ts), by its 0-based seat. */
  | { readonly code: 'record-player'; readonly index: number; readonly problem: NameProblem }
  | { readonly code: 'unknown-game'; readonly game: string }
  | { readonly code: 'record-params'; readonly reason: Problem }
  | { readonly code: 'record-start'; readonly reason: Problem }
  | { readonly code: 'record-move'; readonly index: number; readonly move: string; readonly reason: Problem };

const MAX_MOVES = 100_000;
/** The most seats of any game (Scarabeo's 4). */
const MAX_PLAYERS = 4;

function isStringArray(v: unknown, max: number): v is string[] {
  if (!Array.isArray(v) || v.length > max) return false;
  // An index loop, not `every`, which skips the holes of a sparse array (`[, "3,0"]`) and would let one through.
  for (let i = 0; i < v.length; i++) {
    const s: unknown = v[i];
    if (typeof s !== 'string' || s.length > 200) return false;
  }
  return true;
}

/** Parses an untrusted value (decoded JSON) into a record's shape; does not replay it. */
export function parseRecord(value: unknown): Result<GameRecord, RecordError> {
  const shape = (field: string, expected: string) => err<RecordError>({ code: 'record-shape', field, expected });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shape('record', 'a JSON object');
  const v = value as Record<string, unknown>;
  if (v.version !== 1) {
    // Keep only a number: the value is untrusted (an object whose toString is null cannot be printed).
    return err(
      typeof v.version === 'number'
        ? { code: 'record-version', version: String(v.version) }
        : { code: 'record-version' },
    );
  }
  if (typeof v.game !== 'string' || !/^[a-z]{1,20}$/.test(v.game)) return shape('game', 'a game name');
  if (typeof v.params !== 'string' || v.params.length > 40) return shape('params', 'the params as text');
  const hasSeed = v.seed !== undefined;
  const hasStart = v.start !== undefined;
  if (hasSeed === hasStart) return err({ code: 'record-origin', has: hasSeed ? 'both' : 'neither' });
  if (hasSeed && (typeof v.seed !== 'string' || !isSeed(v.seed))) return shape('seed', '1–64 of A-Z a-z 0-9 _ -');
  if (hasStart && (typeof v.start !== 'string' || v.start.length > 10_000)) return shape('start', 'a position');
  if (!isStringArray(v.moves, MAX_MOVES)) return shape('moves', 'a list of moves in notation');
  let players: string[] | undefined;
  if (v.players !== undefined) {
    const list: unknown = v.players;
    if (!Array.isArray(list) || list.length > MAX_PLAYERS) return shape('players', 'a list of up to 4 names');
    players = [];
    // An index loop, as in isStringArray: a hole is not a name.
    for (let i = 0; i < list.length; i++) {
      const raw: unknown = list[i];
      if (typeof raw !== 'string') return shape('players', 'a list of up to 4 names, each a text');
      // Names are shown by every face, so the rule every face's own names follow (src/core/names.ts).
      const name = parsePlayerName(raw);
      if (!name.ok) return err({ code: 'record-player', index: i, problem: name.error });
      players.push(name.value);
    }
  }
  if (v.result !== undefined && (typeof v.result !== 'string' || v.result.length > 200)) return shape('result', 'text');
  return ok({
    version: 1,
    game: v.game,
    params: v.params,
    ...(hasSeed ? { seed: v.seed as string } : { start: v.start as string }),
    moves: [...v.moves],
    ...(players === undefined ? {} : { players }),
    ...(v.result === undefined ? {} : { result: v.result as string }),
  });
}

/** The game id of a dealt record (undefined for an imported start position). */
export function recordGameId(record: GameRecord): string | undefined {
  return record.seed === undefined
    ? undefined
    : formatGameId({ game: record.game, params: record.params, seed: record.seed });
}
