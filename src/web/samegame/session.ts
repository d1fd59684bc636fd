// A SameGame session in the browser: the record (moves, redo stack) and every state, plus block identities for
// animation. The rules all come from the engine; this module only keeps history and what the face needs.
import type { AnyGame, Problem } from '../../core/game.js';
import { formatGameId } from '../../core/gameId.js';
import { describeRecordError, type Lang } from '../../core/messages.js';
import { type GameRecord, parseRecord, recordGameId } from '../../core/record.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import {
  checkMove,
  createField,
  describeSameGameError,
  type Field,
  findGroup,
  formatMove,
  formatParams,
  newGame,
  parseMove,
  play,
  removeAndCompact,
  type SameGameError,
  type SameGameMove,
  type SameGameParams,
  type SameGameState,
  samegame,
} from '../../games/samegame/index.js';
import { replayRecord } from '../../session/index.js';

// The page replays SameGame records only, so it bundles SameGame's engine and not the whole registry.
const SAMEGAME_ONLY: ReadonlyMap<string, AnyGame> = new Map<string, AnyGame>([[samegame.name, samegame]]);

export interface Session {
  readonly gameId: string;
  readonly params: SameGameParams;
  readonly seed: string;
  /** states[k] is the state after k moves. */
  readonly states: readonly SameGameState[];
  /** ids[k] gives every cell of states[k] the identity of its block (0 for empty), so blocks can be animated. */
  readonly ids: readonly Int32Array[];
  /** The moves played, canonical notation. */
  readonly moves: readonly string[];
  /** Undone moves; the next one to redo is the last. */
  readonly redo: readonly string[];
  /** True once the demo has played a move: such games are not entered in the high scores. */
  readonly assisted: boolean;
  /** Set when this exact line of moves was entered in the high scores. */
  readonly submitted?: { readonly moves: string; readonly recordId: string; readonly rank: number };
}

export function currentState(s: Session): SameGameState {
  return s.states[s.states.length - 1] as SameGameState;
}

export function currentIds(s: Session): Int32Array {
  return s.ids[s.ids.length - 1] as Int32Array;
}

function initialIds(field: Field): Int32Array {
  const ids = new Int32Array(field.cells.length);
  for (let i = 0; i < ids.length; i++) if (field.cells[i] !== 0) ids[i] = i + 1;
  return ids;
}

/**
 * The identities after removing the group at (x, y). The engine's own compaction is run on two fields that
 * hold each block's old column and row (+1, so 0 stays "empty"); where a cell ends up says where it came from.
 */
function nextIds(field: Field, ids: Int32Array, move: SameGameMove): Int32Array {
  const { width, height, cells } = field;
  const group = new Int32Array(cells.length);
  const n = findGroup(field, move.x * height + move.y, group);
  const columns = createField(width, height);
  const rows = createField(width, height);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 0) continue;
    columns.cells[i] = ((i / height) | 0) + 1;
    rows.cells[i] = (i % height) + 1;
  }
  removeAndCompact(columns, group, n);
  removeAndCompact(rows, group, n);
  const out = new Int32Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const c = columns.cells[i] as number;
    if (c !== 0) out[i] = ids[(c - 1) * height + ((rows.cells[i] as number) - 1)] as number;
  }
  return out;
}

export function startSession(params: SameGameParams, seed: string): Session {
  const state = newGame(params, createRng(seed));
  return {
    gameId: formatGameId({ game: 'samegame', params: formatParams(params), seed }),
    params,
    seed,
    states: [state],
    ids: [initialIds(state.field)],
    moves: [],
    redo: [],
    assisted: false,
  };
}

function advance(s: Session, move: SameGameMove): Session {
  const state = currentState(s);
  const next = play(state, move);
  return {
    ...s,
    states: [...s.states, next],
    ids: [...s.ids, nextIds(state.field, currentIds(s), move)],
    moves: [...s.moves, formatMove(state, move)],
  };
}

/** Plays the group at (x, y); a move that is not legal comes back as the engine's reason. */
export function playAt(s: Session, x: number, y: number, byDemo = false): Result<Session, SameGameError> {
  const move = checkMove(currentState(s), x, y);
  if (!move.ok) return move;
  const text = formatMove(currentState(s), move.value);
  const next = advance(s, move.value);
  // Playing the move that was undone keeps the rest of the redo stack; any other move starts a new line.
  const redo = s.redo.length > 0 && s.redo[s.redo.length - 1] === text ? s.redo.slice(0, -1) : [];
  return ok({ ...next, redo, assisted: s.assisted || byDemo });
}

export function undo(s: Session): Session | undefined {
  if (s.moves.length === 0) return undefined;
  return {
    ...s,
    states: s.states.slice(0, -1),
    ids: s.ids.slice(0, -1),
    moves: s.moves.slice(0, -1),
    redo: [...s.redo, s.moves[s.moves.length - 1] as string],
  };
}

export function redo(s: Session): Session | undefined {
  const text = s.redo[s.redo.length - 1];
  if (text === undefined) return undefined;
  const move = parseMove(currentState(s), text);
  if (!move.ok) return undefined;
  return { ...advance(s, move.value), redo: s.redo.slice(0, -1) };
}

/** Back to the deal; the moves go to the redo stack so the line can be replayed. */
export function restart(s: Session): Session {
  return {
    ...s,
    states: s.states.slice(0, 1),
    ids: s.ids.slice(0, 1),
    moves: [],
    redo: [...s.redo, ...[...s.moves].reverse()],
  };
}

export function toRecord(s: Session, player?: string): GameRecord {
  const state = currentState(s);
  return {
    version: 1,
    game: 'samegame',
    params: formatParams(s.params),
    seed: s.seed,
    moves: [...s.moves],
    ...(player === undefined ? {} : { players: [player] }),
    ...(state.blocksLeft === 0 ? { result: 'won' } : {}),
  };
}

export interface SavedGame {
  readonly record: GameRecord;
  readonly redo: readonly string[];
  readonly assisted: boolean;
  readonly submitted?: Session['submitted'];
}

export function toSaved(s: Session): string {
  const saved: SavedGame = {
    record: toRecord(s),
    redo: s.redo,
    assisted: s.assisted,
    ...(s.submitted ? { submitted: s.submitted } : {}),
  };
  return JSON.stringify(saved);
}

/**
 * Rebuilds a session from its saved text. Anything that does not replay — the record or the redo stack —
 * refuses the whole save with a message, so a game is never half-loaded.
 */
export function restoreSession(
  text: string,
  params: SameGameParams,
  seed: string,
  lang: Lang,
): Result<Session, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(lang === 'it' ? 'il salvataggio non è JSON valido' : 'the save is not valid JSON');
  }
  if (typeof value !== 'object' || value === null)
    return err(lang === 'it' ? 'salvataggio illeggibile' : 'unreadable save');
  const v = value as Record<string, unknown>;
  const describe = (p: Problem) => describeSameGameError(p as SameGameError, lang);
  const record = parseRecord(v.record);
  if (!record.ok) return err(describeRecordError(record.error, describe, lang));
  let s = startSession(params, seed);
  if (recordGameId(record.value) !== s.gameId) {
    return err(lang === 'it' ? 'il salvataggio è di un’altra partita' : 'the save belongs to another game');
  }
  const replayed = replayRecord<SameGameState>(SAMEGAME_ONLY, record.value);
  if (!replayed.ok) return err(describeRecordError(replayed.error, describe, lang));
  for (const text of record.value.moves) {
    const move = parseMove(currentState(s), text);
    if (!move.ok) return err(describe(move.error));
    s = advance(s, move.value);
  }
  const redoMoves = Array.isArray(v.redo) && v.redo.every((m) => typeof m === 'string') ? (v.redo as string[]) : [];
  // Check the redo stack replays too, from the top of the stack down.
  let probe = currentState(s);
  for (let k = redoMoves.length - 1; k >= 0; k--) {
    const move = parseMove(probe, redoMoves[k] as string);
    if (!move.ok) {
      const why = describe(move.error);
      return err(lang === 'it' ? `mossa da ripetere non valida: ${why}` : `a move to redo is invalid: ${why}`);
    }
    probe = play(probe, move.value);
  }
  const sub = v.submitted as Record<string, unknown> | undefined;
  const submitted =
    sub && typeof sub.moves === 'string' && typeof sub.recordId === 'string' && typeof sub.rank === 'number'
      ? { moves: sub.moves, recordId: sub.recordId, rank: sub.rank }
      : undefined;
  return ok({ ...s, redo: redoMoves, assisted: v.assisted === true, ...(submitted ? { submitted } : {}) });
}
