// A Scarabeo game in the browser: who sits where (names, person or computer and level), the deal (params + seed,
// or an example position) and the moves in notation, replayed with the lexicon; saved in localStorage per game so
// a reload resumes, and turned into the record the server stores at the end.
import type { GameRecord } from '../../core/record.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { ScarabeoError } from '../../games/scarabeo/errors.js';
import { findExample } from '../../games/scarabeo/examples.js';
import { parsePosition } from '../../games/scarabeo/game.js';
import { formatParams, parseParams, type ScarabeoParams } from '../../games/scarabeo/params.js';
import { newGame, parseMove, play, type ScarabeoState } from '../../games/scarabeo/state.js';
import { load, store, touchIndexed } from '../storage.js';

export interface Seat {
  readonly name: string;
  readonly kind: 'person' | 'computer';
  /** 1–6, used when kind is computer. */
  readonly level: number;
}

export interface ScarabeoSession {
  /** Canonical params text, e.g. "2p" or "3pef". */
  readonly params: string;
  /** The deal's seed (a dealt game); absent for an example position. */
  readonly seed?: string;
  /** The example position's id (src/games/scarabeo/examples.ts); absent for a dealt game. */
  readonly example?: string;
  readonly seats: readonly Seat[];
  readonly moves: readonly string[];
  /** The finished game's record has been stored by the server. */
  readonly recorded?: boolean;
}

export const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_LEVEL = 3;
const INDEX_KEY = 'scarabeo:index';
const LAST_KEY = 'last:scarabeo';
const MAX_SAVED = 20;

/** The storage key of a game: its game id, or its example. */
export function sessionKey(s: Pick<ScarabeoSession, 'params' | 'seed' | 'example'>): string {
  return s.seed !== undefined ? `scarabeo:${s.params}#${s.seed}` : `scarabeo:example:${s.example ?? ''}`;
}

export function paramsOf(session: ScarabeoSession): ScarabeoParams | undefined {
  const p = parseParams(session.params);
  return p.ok ? p.value : undefined;
}

/** The state before any move: the deal of the seed, or the example position. */
export function startState(
  session: Pick<ScarabeoSession, 'params' | 'seed' | 'example'>,
): Result<ScarabeoState, ScarabeoError | { code: 'no-example' }> {
  const params = parseParams(session.params);
  if (!params.ok) return params;
  if (session.seed !== undefined) return ok(newGame(params.value, createRng(session.seed)));
  const example = findExample(session.example ?? '');
  if (!example) return err({ code: 'no-example' });
  return parsePosition(params.value, example.position);
}

export interface Replayed {
  /** states[i] is the state after i moves. */
  readonly states: readonly ScarabeoState[];
  /** The first move that did not replay (then states stop before it). */
  readonly badMove?: { readonly index: number; readonly error: ScarabeoError };
}

export function replayMoves(start: ScarabeoState, moves: readonly string[], dawg: Dawg): Replayed {
  const states: ScarabeoState[] = [start];
  let state = start;
  for (let i = 0; i < moves.length; i++) {
    const move = parseMove(state, moves[i] as string, dawg);
    if (!move.ok) return { states, badMove: { index: i, error: move.error } };
    state = play(state, move.value);
    states.push(state);
  }
  return { states };
}

/** The record the server stores (only dealt games: the server refuses imported positions). */
export function toRecord(session: ScarabeoSession): GameRecord | undefined {
  if (session.seed === undefined) return undefined;
  return {
    version: 1,
    game: 'scarabeo',
    params: session.params,
    seed: session.seed,
    moves: [...session.moves],
    players: session.seats.map((s) => s.name),
  };
}

function isSeat(v: unknown): v is Seat {
  const s = v as Seat;
  return (
    !!s &&
    typeof s.name === 'string' &&
    s.name.length <= 40 &&
    (s.kind === 'person' || s.kind === 'computer') &&
    Number.isInteger(s.level) &&
    s.level >= 1 &&
    s.level <= 6
  );
}

/** The saved game under this key, checked for shape (the moves are checked when replayed). */
export function loadSession(key: string): ScarabeoSession | undefined {
  const text = load(key);
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as ScarabeoSession;
    const params = parseParams(String(v.params));
    if (!params.ok || formatParams(params.value) !== v.params) return undefined;
    if (!Array.isArray(v.seats) || v.seats.length !== params.value.players || !v.seats.every(isSeat)) return undefined;
    if (!Array.isArray(v.moves) || !v.moves.every((m) => typeof m === 'string')) return undefined;
    if ((v.seed === undefined) === (v.example === undefined)) return undefined;
    return v;
  } catch {
    return undefined;
  }
}

export function saveSession(session: ScarabeoSession): void {
  const key = sessionKey(session);
  store(key, JSON.stringify(session));
  touchIndexed(INDEX_KEY, key, MAX_SAVED);
  store(LAST_KEY, key);
}

/** The key of the game played last in this browser, for the home page's Resume. */
export function lastSessionKey(): string | undefined {
  return load(LAST_KEY);
}
