// Konobi's saved game (localStorage): the players, the game's seed and the moves in notation, replayed on reload;
// and the game's record as the server stores it (finished games' results live on the server now).
import { isSeed, newSeed } from '../../core/gameId.js';
import type { GameRecord } from '../../core/record.js';
import { formatParams, isOver, type KonobiState, newState, parseMove, play, winner } from '../../games/konobi/index.js';
import { noteProgress } from '../saves.js';
import { load, store } from '../storage.js';
import { gamePath } from './urls.js';

export interface Side {
  readonly kind: 'person' | 'computer';
  readonly level: number;
}

export interface KonobiSession {
  readonly size: number;
  /** The player who starts (Black) and the other one; after a swap they exchange colours. */
  readonly first: Side;
  readonly second: Side;
  readonly moves: readonly string[];
  /**
   * Names this game in its record. Konobi has no deal, so the seed only tells two games with the same moves
   * apart: the server stores a re-posted record once, but two games played alike twice. Absent in games saved
   * before records went to the server; one is added when the game ends.
   */
  readonly seed?: string;
  /** The finished game's record has been stored by the server (or, in older saves, listed in this browser). */
  readonly recorded?: boolean;
}

/** One game in progress per board size. */
function sessionKey(size: number): string {
  return `konobi:game:${size}`;
}

/** A fresh seed from the browser's generator (the engine's generator is for deals, and needs a seed itself). */
export function newGameSeed(): string {
  const word = new Uint32Array(1);
  return newSeed(() => {
    crypto.getRandomValues(word);
    return word[0] as number;
  });
}

/** The record of a game as the server wants it; the server replays it and finds the winner itself. */
export function toRecord(session: KonobiSession, seed: string): GameRecord {
  const won = winner(replay(session.size, session.moves) ?? newState({ size: session.size }));
  return {
    version: 1,
    game: 'konobi',
    params: formatParams({ size: session.size }),
    seed,
    moves: [...session.moves],
    ...(won === undefined ? {} : { result: won }),
  };
}

/** The state after `moves`, or undefined when a move does not replay. */
export function replay(size: number, moves: readonly string[]): KonobiState | undefined {
  let state = newState({ size });
  for (const text of moves) {
    const move = parseMove(state, text);
    if (!move.ok) return undefined;
    state = play(state, move.value);
  }
  return state;
}

function isSide(v: unknown): v is Side {
  const s = v as Side;
  return (
    !!s && (s.kind === 'person' || s.kind === 'computer') && Number.isInteger(s.level) && s.level >= 1 && s.level <= 5
  );
}

/** The game saved for this board size, if it still replays. */
export function loadSession(size: number): KonobiSession | undefined {
  const text = load(sessionKey(size));
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as KonobiSession;
    if (v.size !== size || !isSide(v.first) || !isSide(v.second) || !Array.isArray(v.moves)) return undefined;
    if (!v.moves.every((m) => typeof m === 'string')) return undefined;
    if (v.seed !== undefined && (typeof v.seed !== 'string' || !isSeed(v.seed))) return undefined;
    if (!replay(v.size, v.moves)) return undefined;
    return v;
  } catch {
    return undefined;
  }
}

/** Saves the game, and lists it on the home page while it is in progress. */
export function saveSession(session: KonobiSession): void {
  const key = sessionKey(session.size);
  store(key, JSON.stringify(session));
  const state = replay(session.size, session.moves);
  noteProgress(
    {
      game: 'konobi',
      board: boardOf(session.size),
      key,
      path: gamePath(session.size),
      params: String(session.size),
      moves: session.moves.length,
    },
    session.moves.length > 0 && !!state && !isOver(state),
  );
}

/** The board of a game of this size, for the games in progress. */
export function boardOf(size: number): string {
  return `konobi:${size}`;
}
