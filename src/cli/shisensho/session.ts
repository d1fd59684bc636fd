// A Shisen-Sho session in the terminal: the session layer's (history with pairs and scrambles, cursor,
// record, save) for Shisen-Sho, with the few names the controller and its tests use.
import { shisensho } from '../../ai/shisensho/index.js';
import type { Result } from '../../core/result.js';
import {
  type Board,
  formatBoard,
  isScrambleText,
  newState,
  type ShisenShoError,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoPlay,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import * as S from '../../session/index.js';
import { nextScramble, type ShisenShoAids } from '../../session/shisensho.js';

export {
  canRedo,
  canUndo,
  current,
  gameIdOf,
  lastMove as lastStep,
  moveTo,
  toRecord as recordOf,
} from '../../session/index.js';

/** Whether a record move is a scramble (`scramble N`, or an old record's `scramble`); every other is a pair. */
export const isScrambleStep = isScrambleText;

export type Session = S.Session<ShisenShoParams, ShisenShoState, ShisenShoPlay, ShisenShoError>;

export function dealSession(params: ShisenShoParams, seed: string): Session {
  return S.dealSession(shisensho, params, seed);
}

export function boardSession(params: ShisenShoParams, board: Board): Session {
  return S.startSession(shisensho, params, { kind: 'position', start: formatBoard(board) }, newState(params, board));
}

/** Plays a move in record notation (a pair, or a numbered scramble), or says which rule it breaks. */
export function playStep(session: Session, text: string): Result<Session, ShisenShoError> {
  return S.playText(session, text);
}

/** Plays a legal pair; any states that could have been redone are dropped, as in every editor's undo. */
export function playPair(session: Session, move: ShisenShoMove): Session {
  return S.play(session, move);
}

/**
 * A scramble played, numbered past every scramble of the game (the session layer's nextScramble, as the
 * browser's), so it is a new shuffle even after an undo, and a record replays it; with the aids after it.
 */
export function scrambleSession(session: Session, aids: ShisenShoAids): { session: Session; aids: ShisenShoAids } {
  const next = nextScramble(session, aids);
  return { session: S.play(session, next.move), aids: next.aids };
}

/** Pairs removed and scrambles used up to the current state. */
export function countSteps(session: Session): { readonly pairs: number; readonly scrambles: number } {
  const done = S.played(session);
  const scrambles = done.filter(isScrambleStep).length;
  return { pairs: done.length - scrambles, scrambles };
}
