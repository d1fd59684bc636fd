// A SameGame session in the terminal: the session layer's (history, cursor, record, save) for SameGame, with
// the few names the controller and its tests use.
import {
  type Field,
  formatField,
  newState,
  type SameGameError,
  type SameGameMove,
  type SameGameParams,
  type SameGameState,
  samegame,
} from '../../games/samegame/index.js';
import * as S from '../../session/index.js';

export { canRedo, canUndo, current, gameIdOf, lastMove, moveTo, toRecord as recordOf } from '../../session/index.js';

export type Session = S.Session<SameGameParams, SameGameState, SameGameMove, SameGameError>;

export function dealSession(params: SameGameParams, seed: string): Session {
  return S.dealSession(samegame, params, seed);
}

/** A field loaded from a board, kept in the record on one line (`213312/213112/…`). */
export function boardSession(params: SameGameParams, field: Field): Session {
  const origin = { kind: 'position', start: formatField(field, '/') } as const;
  return S.startSession(samegame, params, origin, newState(params, field));
}

export function playMove(session: Session, move: SameGameMove): Session {
  return S.play(session, move);
}
