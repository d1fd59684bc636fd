// A SameGame session: the game state with its history (undo/redo restore it, so it is game state, not UI
// state), where the deal came from, and its game record for saving and resuming; the cursor is ../session.ts.
import type { GameRecord } from '../../core/record.js';
import { createRng } from '../../core/rng.js';
import {
  type Field,
  formatField,
  formatMove,
  isOver,
  isWon,
  newGame,
  newState,
  play,
  type SameGameMove,
  type SameGameParams,
  type SameGameState,
  samegame,
} from '../../games/samegame/index.js';
import type { SavedGame } from '../saves.js';
import * as cursor from '../session.js';

export { canRedo, canUndo, moveTo, type Origin } from '../session.js';

export interface Session extends cursor.Cursor<SameGameParams, SameGameState> {
  /** Canonical notation of each move, read on the field it was played on. */
  readonly moves: readonly string[];
}

export function dealSession(params: SameGameParams, seed: string): Session {
  return { ...cursor.startCursor(params, { kind: 'deal', seed }, newGame(params, createRng(seed))), moves: [] };
}

export function boardSession(params: SameGameParams, field: Field): Session {
  const origin = { kind: 'board', start: formatField(field, '/') } as const;
  return { ...cursor.startCursor(params, origin, newState(params, field)), moves: [] };
}

/** A session from a replayed record: its states and moves, positioned after the last move. */
export function replayedSession(saved: SavedGame<SameGameParams, SameGameState>): Session {
  return { ...cursor.replayedCursor(saved.params, saved.origin, saved.states), moves: saved.moves };
}

export function current(session: Session): SameGameState {
  return cursor.current(session);
}

/** The canonical notation of the move that led to the current state, if any. */
export function lastMove(session: Session): string | undefined {
  return cursor.moveBefore(session, session.moves);
}

/** Plays a legal move; any states that could have been redone are dropped, as in every editor's undo. */
export function playMove(session: Session, move: SameGameMove): Session {
  const state = current(session);
  return { ...session, ...cursor.advance(session, session.moves, formatMove(state, move), play(state, move)) };
}

/** The game id of a dealt session; undefined for a field loaded from a board. */
export function gameIdOf(session: Session): string | undefined {
  return cursor.gameIdOf(samegame, session);
}

/** The record of the game up to the current state (moves that could be redone are not part of it). */
export function recordOf(session: Session): GameRecord {
  const state = current(session);
  const result = isOver(state) ? `${isWon(state) ? 'cleared' : 'no moves left'}, score ${state.score}` : undefined;
  return cursor.recordOf(samegame, session, session.moves, result);
}
