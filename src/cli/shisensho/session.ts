// A Shisen-Sho session in the terminal: the session layer's (history with pairs and scrambles, cursor,
// record, save) for Shisen-Sho, with the few names the controller and its tests use.
import { shisensho } from '../../ai/shisensho/index.js';
import {
  type Board,
  formatBoard,
  newState,
  SCRAMBLE_MOVE,
  SCRAMBLE_NOTATION,
  type ShisenShoError,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoPlay,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import * as S from '../../session/index.js';

export {
  canRedo,
  canUndo,
  current,
  gameIdOf,
  lastMove as lastStep,
  moveTo,
  toRecord as recordOf,
} from '../../session/index.js';

/** The record move of a scramble (its notation); every other step is a pair in notation. */
export const SCRAMBLE = SCRAMBLE_NOTATION;

export type Session = S.Session<ShisenShoParams, ShisenShoState, ShisenShoPlay, ShisenShoError>;

export function dealSession(params: ShisenShoParams, seed: string): Session {
  return S.dealSession(shisensho, params, seed);
}

export function boardSession(params: ShisenShoParams, board: Board): Session {
  return S.startSession(shisensho, params, { kind: 'position', start: formatBoard(board) }, newState(params, board));
}

/** Plays a legal pair; any states that could have been redone are dropped, as in every editor's undo. */
export function playPair(session: Session, move: ShisenShoMove): Session {
  return S.play(session, move);
}

/** The scramble as the engine's `scramble` move (seeded by the game and the move number, so it replays). */
export function scrambleSession(session: Session): Session {
  return S.play(session, SCRAMBLE_MOVE);
}

/** Pairs removed and scrambles used up to the current state. */
export function countSteps(session: Session): { readonly pairs: number; readonly scrambles: number } {
  const done = S.played(session);
  const scrambles = done.filter((s) => s === SCRAMBLE).length;
  return { pairs: done.length - scrambles, scrambles };
}
