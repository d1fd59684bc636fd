// The record cursor of a terminal solo game: the states from the start with the one shown, so undo and redo
// only move the cursor (history is game state, not UI state), where the game came from, its id and its record.
import { formatGameId } from '../core/gameId.js';
import type { GameRecord } from '../core/record.js';
import type { SavedGame } from './saves.js';

export type Origin = SavedGame<unknown, unknown>['origin'];

/** What every game's session holds; each adds its list of moves (in notation) under its own name. */
export interface Cursor<Params, State> {
  readonly params: Params;
  readonly origin: Origin;
  /** states[0] is the start; states[i + 1] follows states[i] by the i-th move. */
  readonly states: readonly State[];
  /** The index of the current state; the states after it can be redone. */
  readonly at: number;
}

/** The part of a game's rules the cursor needs to name the game and its params. */
export interface Named<Params> {
  readonly name: string;
  formatParams(params: Params): string;
}

export function startCursor<Params, State>(params: Params, origin: Origin, start: State): Cursor<Params, State> {
  return { params, origin, states: [start], at: 0 };
}

/** A cursor over a replayed record's states, positioned after the last move. */
export function replayedCursor<Params, State>(
  params: Params,
  origin: Origin,
  states: readonly State[],
): Cursor<Params, State> {
  return { params, origin, states, at: states.length - 1 };
}

export function current<State>(cursor: Cursor<unknown, State>): State {
  return cursor.states[cursor.at] as State;
}

/** The move (from `moves`) that led to the current state, if any. */
export function moveBefore(cursor: Cursor<unknown, unknown>, moves: readonly string[]): string | undefined {
  return cursor.at === 0 ? undefined : moves[cursor.at - 1];
}

/**
 * The states and moves after playing `move` into `next`: any that could have been redone are dropped, as in
 * every editor's undo.
 */
export function advance<State>(
  cursor: Cursor<unknown, State>,
  moves: readonly string[],
  move: string,
  next: State,
): { readonly states: readonly State[]; readonly moves: readonly string[]; readonly at: number } {
  return {
    states: [...cursor.states.slice(0, cursor.at + 1), next],
    moves: [...moves.slice(0, cursor.at), move],
    at: cursor.at + 1,
  };
}

export function canUndo(cursor: Cursor<unknown, unknown>): boolean {
  return cursor.at > 0;
}

export function canRedo(cursor: Cursor<unknown, unknown>): boolean {
  return cursor.at < cursor.states.length - 1;
}

export function moveTo<C extends Cursor<unknown, unknown>>(cursor: C, at: number): C {
  return { ...cursor, at };
}

/** The game id of a dealt game; undefined for one loaded from a board. */
export function gameIdOf<Params>(game: Named<Params>, cursor: Cursor<Params, unknown>): string | undefined {
  return cursor.origin.kind === 'deal'
    ? formatGameId({ game: game.name, params: game.formatParams(cursor.params), seed: cursor.origin.seed })
    : undefined;
}

/** The record of the game up to the current state (moves that could be redone are not part of it). */
export function recordOf<Params>(
  game: Named<Params>,
  cursor: Cursor<Params, unknown>,
  moves: readonly string[],
  result: string | undefined,
): GameRecord {
  return {
    version: 1,
    game: game.name,
    params: game.formatParams(cursor.params),
    ...(cursor.origin.kind === 'deal' ? { seed: cursor.origin.seed } : { start: cursor.origin.start }),
    moves: moves.slice(0, cursor.at),
    ...(result === undefined ? {} : { result }),
  };
}
