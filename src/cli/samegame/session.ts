// A SameGame session: the game state with its history (undo/redo restore it, so it is game state, not UI
// state), where the deal came from, and its game record for saving and resuming.
import { formatGameId } from '../../core/gameId.js';
import type { GameRecord } from '../../core/record.js';
import { createRng } from '../../core/rng.js';
import {
  type Field,
  formatField,
  formatMove,
  formatParams,
  isOver,
  isWon,
  newGame,
  newState,
  play,
  type SameGameMove,
  type SameGameParams,
  type SameGameState,
} from '../../games/samegame/index.js';

export type Origin =
  | { readonly kind: 'deal'; readonly seed: string }
  | { readonly kind: 'board'; readonly start: string };

export interface Session {
  readonly params: SameGameParams;
  readonly origin: Origin;
  /** states[0] is the start; states[i + 1] follows states[i] by moves[i]. */
  readonly states: readonly SameGameState[];
  /** Canonical notation of each move, read on the field it was played on. */
  readonly moves: readonly string[];
  /** The index of the current state; the states after it can be redone. */
  readonly at: number;
}

export function dealSession(params: SameGameParams, seed: string): Session {
  return { params, origin: { kind: 'deal', seed }, states: [newGame(params, createRng(seed))], moves: [], at: 0 };
}

export function boardSession(params: SameGameParams, field: Field): Session {
  return {
    params,
    origin: { kind: 'board', start: formatField(field, '/') },
    states: [newState(params, field)],
    moves: [],
    at: 0,
  };
}

/** A session from a replayed record: its states and moves, positioned after the last move. */
export function replayedSession(
  params: SameGameParams,
  origin: Origin,
  states: readonly SameGameState[],
  moves: readonly string[],
): Session {
  return { params, origin, states, moves, at: states.length - 1 };
}

export function current(session: Session): SameGameState {
  return session.states[session.at] as SameGameState;
}

/** The canonical notation of the move that led to the current state, if any. */
export function lastMove(session: Session): string | undefined {
  return session.at === 0 ? undefined : session.moves[session.at - 1];
}

/** Plays a legal move; any states that could have been redone are dropped, as in every editor's undo. */
export function playMove(session: Session, move: SameGameMove): Session {
  const state = current(session);
  const notation = formatMove(state, move);
  const next = play(state, move);
  return {
    ...session,
    states: [...session.states.slice(0, session.at + 1), next],
    moves: [...session.moves.slice(0, session.at), notation],
    at: session.at + 1,
  };
}

export function canUndo(session: Session): boolean {
  return session.at > 0;
}

export function canRedo(session: Session): boolean {
  return session.at < session.states.length - 1;
}

export function moveTo(session: Session, at: number): Session {
  return { ...session, at };
}

/** The game id of a dealt session; undefined for a field loaded from a board. */
export function gameIdOf(session: Session): string | undefined {
  return session.origin.kind === 'deal'
    ? formatGameId({ game: 'samegame', params: formatParams(session.params), seed: session.origin.seed })
    : undefined;
}

/** The record of the game up to the current state (moves that could be redone are not part of it). */
export function recordOf(session: Session): GameRecord {
  const state = current(session);
  const result = isOver(state) ? `${isWon(state) ? 'cleared' : 'no moves left'}, score ${state.score}` : undefined;
  return {
    version: 1,
    game: 'samegame',
    params: formatParams(session.params),
    ...(session.origin.kind === 'deal' ? { seed: session.origin.seed } : { start: session.origin.start }),
    moves: session.moves.slice(0, session.at),
    ...(result === undefined ? {} : { result }),
  };
}
