// Konobi's saved game (localStorage): the players and the moves in notation, replayed on reload; and a list
// of finished games' results, kept in this browser only (the server's records hold scored games only).
import { type KonobiState, newState, parseMove, play } from '../../games/konobi/index.js';
import { load, store } from '../storage.js';

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
  readonly recorded?: boolean;
}

export interface KonobiResult {
  readonly date: string;
  readonly size: number;
  readonly black: string;
  readonly white: string;
  readonly winner: 'black' | 'white';
  readonly moves: number;
}

const SESSION_KEY = 'konobi:game';
const RESULTS_KEY = 'konobi:results';
const MAX_RESULTS = 20;

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

export function loadSession(): KonobiSession | undefined {
  const text = load(SESSION_KEY);
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as KonobiSession;
    if (!Number.isInteger(v.size) || !isSide(v.first) || !isSide(v.second) || !Array.isArray(v.moves)) return undefined;
    if (!v.moves.every((m) => typeof m === 'string')) return undefined;
    if (!replay(v.size, v.moves)) return undefined;
    return v;
  } catch {
    return undefined;
  }
}

export function saveSession(session: KonobiSession): void {
  store(SESSION_KEY, JSON.stringify(session));
}

export function loadResults(): KonobiResult[] {
  try {
    const v = JSON.parse(load(RESULTS_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as KonobiResult[]) : [];
  } catch {
    return [];
  }
}

export function addResult(result: KonobiResult): KonobiResult[] {
  const results = [result, ...loadResults()].slice(0, MAX_RESULTS);
  store(RESULTS_KEY, JSON.stringify(results));
  return results;
}
