// A Shisen-Sho session: the game state with its history of moves, pairs and scrambles (undo/redo restore both,
// so they are game state, not UI state), where the deal came from, and its game record for saving and resuming.
import { formatGameId } from '../../core/gameId.js';
import type { GameRecord } from '../../core/record.js';
import { createRng } from '../../core/rng.js';
import {
  type Board,
  formatBoard,
  formatMove,
  formatParams,
  isStuck,
  isWon,
  newGame,
  newState,
  play,
  SCRAMBLE_MOVE,
  SCRAMBLE_NOTATION,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoState,
} from '../../games/shisensho/index.js';

export type Origin =
  | { readonly kind: 'deal'; readonly seed: string }
  | { readonly kind: 'board'; readonly start: string };

/** The record move of a scramble (its notation); every other step is a pair in notation. */
export const SCRAMBLE = SCRAMBLE_NOTATION;

export interface Session {
  readonly params: ShisenShoParams;
  readonly origin: Origin;
  /** states[0] is the start; states[i + 1] follows states[i] by steps[i]. */
  readonly states: readonly ShisenShoState[];
  /** Each step: a pair in canonical notation, or SCRAMBLE. */
  readonly steps: readonly string[];
  /** The index of the current state; the states after it can be redone. */
  readonly at: number;
}

export function dealSession(params: ShisenShoParams, seed: string): Session {
  return { params, origin: { kind: 'deal', seed }, states: [newGame(params, createRng(seed))], steps: [], at: 0 };
}

export function boardSession(params: ShisenShoParams, board: Board): Session {
  return {
    params,
    origin: { kind: 'board', start: formatBoard(board) },
    states: [newState(params, board)],
    steps: [],
    at: 0,
  };
}

export function replayedSession(
  params: ShisenShoParams,
  origin: Origin,
  states: readonly ShisenShoState[],
  steps: readonly string[],
): Session {
  return { params, origin, states, steps, at: states.length - 1 };
}

export function current(session: Session): ShisenShoState {
  return session.states[session.at] as ShisenShoState;
}

/** The step that led to the current state, if any. */
export function lastStep(session: Session): string | undefined {
  return session.at === 0 ? undefined : session.steps[session.at - 1];
}

function push(session: Session, step: string, next: ShisenShoState): Session {
  return {
    ...session,
    states: [...session.states.slice(0, session.at + 1), next],
    steps: [...session.steps.slice(0, session.at), step],
    at: session.at + 1,
  };
}

/** Plays a legal pair; any states that could have been redone are dropped, as in every editor's undo. */
export function playPair(session: Session, move: ShisenShoMove): Session {
  const state = current(session);
  return push(session, formatMove(state, move), play(state, move));
}

/**
 * The spec's Scramble as the engine's `scramble` move (winnable when the params say so, seeded by the game and the
 * move number, so the record replays it); undo takes it back.
 */
export function scrambleSession(session: Session): Session {
  return push(session, SCRAMBLE, play(current(session), SCRAMBLE_MOVE));
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

/** Pairs removed and scrambles used up to the current state. */
export function countSteps(session: Session): { readonly pairs: number; readonly scrambles: number } {
  const done = session.steps.slice(0, session.at);
  const scrambles = done.filter((s) => s === SCRAMBLE).length;
  return { pairs: done.length - scrambles, scrambles };
}

/** The game id of a dealt session; undefined for a board loaded from a file. */
export function gameIdOf(session: Session): string | undefined {
  return session.origin.kind === 'deal'
    ? formatGameId({ game: 'shisensho', params: formatParams(session.params), seed: session.origin.seed })
    : undefined;
}

/** The record of the game up to the current state: the deal's seed (or the board) and every move, scrambles too. */
export function recordOf(session: Session): GameRecord {
  const state = current(session);
  const done = session.steps.slice(0, session.at);
  const start = session.origin.kind === 'deal' ? { seed: session.origin.seed } : { start: session.origin.start };
  const result = isWon(state) ? 'cleared' : isStuck(state) ? `stuck, ${state.tilesLeft} tiles left` : undefined;
  return {
    version: 1,
    game: 'shisensho',
    params: formatParams(session.params),
    ...start,
    moves: done,
    ...(result === undefined ? {} : { result }),
  };
}
