// A Shisen-Sho session: the game state with its history of moves, pairs and scrambles (undo/redo restore both,
// so they are game state, not UI state), where the deal came from, and its game record for saving and resuming;
// the cursor is ../session.ts.
import { shisensho } from '../../ai/shisensho/index.js';
import type { GameRecord } from '../../core/record.js';
import { createRng } from '../../core/rng.js';
import {
  type Board,
  formatBoard,
  formatMove,
  isStuck,
  isWon,
  newState,
  SCRAMBLE_MOVE,
  SCRAMBLE_NOTATION,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import type { SavedGame } from '../saves.js';
import * as cursor from '../session.js';

export { canRedo, canUndo, moveTo, type Origin } from '../session.js';

/** The record move of a scramble (its notation); every other step is a pair in notation. */
export const SCRAMBLE = SCRAMBLE_NOTATION;

export interface Session extends cursor.Cursor<ShisenShoParams, ShisenShoState> {
  /** Each step: a pair in canonical notation, or SCRAMBLE. */
  readonly steps: readonly string[];
}

export function dealSession(params: ShisenShoParams, seed: string): Session {
  return {
    ...cursor.startCursor(params, { kind: 'deal', seed }, shisensho.newGame(params, createRng(seed))),
    steps: [],
  };
}

export function boardSession(params: ShisenShoParams, board: Board): Session {
  const origin = { kind: 'board', start: formatBoard(board) } as const;
  return { ...cursor.startCursor(params, origin, newState(params, board)), steps: [] };
}

/** A session from a replayed record: its states and steps, positioned after the last one. */
export function replayedSession(saved: SavedGame<ShisenShoParams, ShisenShoState>): Session {
  return { ...cursor.replayedCursor(saved.params, saved.origin, saved.states), steps: saved.moves };
}

export function current(session: Session): ShisenShoState {
  return cursor.current(session);
}

/** The step that led to the current state, if any. */
export function lastStep(session: Session): string | undefined {
  return cursor.moveBefore(session, session.steps);
}

function push(session: Session, step: string, next: ShisenShoState): Session {
  const { moves: steps, ...advanced } = cursor.advance(session, session.steps, step, next);
  return { ...session, ...advanced, steps };
}

/** Plays a legal pair; any states that could have been redone are dropped, as in every editor's undo. */
export function playPair(session: Session, move: ShisenShoMove): Session {
  const state = current(session);
  return push(session, formatMove(state, move), shisensho.play(state, move));
}

/**
 * The spec's Scramble as the engine's `scramble` move (winnable when the params say so, seeded by the game and the
 * move number, so the record replays it); undo takes it back.
 */
export function scrambleSession(session: Session): Session {
  return push(session, SCRAMBLE, shisensho.play(current(session), SCRAMBLE_MOVE));
}

/** Pairs removed and scrambles used up to the current state. */
export function countSteps(session: Session): { readonly pairs: number; readonly scrambles: number } {
  const done = session.steps.slice(0, session.at);
  const scrambles = done.filter((s) => s === SCRAMBLE).length;
  return { pairs: done.length - scrambles, scrambles };
}

/** The game id of a dealt session; undefined for a board loaded from a file. */
export function gameIdOf(session: Session): string | undefined {
  return cursor.gameIdOf(shisensho, session);
}

/** The record of the game up to the current state: the deal's seed (or the board) and every move, scrambles too. */
export function recordOf(session: Session): GameRecord {
  const state = current(session);
  const result = isWon(state) ? 'cleared' : isStuck(state) ? `stuck, ${state.tilesLeft} tiles left` : undefined;
  return cursor.recordOf(shisensho, session, session.steps, result);
}
