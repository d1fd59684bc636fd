// Game ids, `<game>:<params>#<seed>` (docs/formats.md): which game, its parameters, and the seed of its deal.
import { err, ok, type Result } from './result.js';
import { excerpt, TEXT_LIMITS } from './text.js';

export interface GameId {
  readonly game: string;
  readonly params: string;
  /** Absent when the id names no deal yet: the face then picks a random seed and shows it. */
  readonly seed?: string;
}

export type GameIdError =
  /** `orAddress`: the text was read as an id or a game's browser address (parseGameIdOrAddress). */
  | { readonly code: 'game-id-syntax'; readonly text: string; readonly orAddress?: true }
  | { readonly code: 'seed-syntax'; readonly seed: string };

const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^([A-Za-z]+):([^#\s]*)(?:#(.*))?$/;

export function isSeed(text: string): boolean {
  return SEED.test(text);
}

export function parseGameId(text: string): Result<GameId, GameIdError> {
  // Lenient about white space and the case of game and params; the seed is case-sensitive.
  const m = text.length <= TEXT_LIMITS.gameId ? ID.exec(text.trim()) : null;
  if (!m) return err({ code: 'game-id-syntax', text: excerpt(text) });
  const game = (m[1] as string).toLowerCase();
  const params = (m[2] as string).toLowerCase();
  const seed = m[3];
  if (seed === undefined) return ok({ game, params });
  if (!SEED.test(seed)) return err({ code: 'seed-syntax', seed });
  return ok({ game, params, seed });
}

// A game's page in the browser, /<game>/<params>#<seed>, with or without its scheme and host (and a query).
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#\s]*)?\/([A-Za-z]+)\/([^/?#\s]+)\/?(?:\?[^#\s]*)?(?:#(.*))?$/i;
const LOOKS_LIKE_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i;

/**
 * A game id, or the address of a game's page (`http://localhost:8080/samegame/10x5c5#t1` is the id
 * `samegame:10x5c5#t1`), for a face that takes what a person may paste from the browser.
 */
export function parseGameIdOrAddress(text: string): Result<GameId, GameIdError> {
  const t = text.trim();
  if (text.length > TEXT_LIMITS.gameId || !LOOKS_LIKE_ADDRESS.test(t)) {
    const id = parseGameId(text);
    return id.ok || id.error.code !== 'game-id-syntax' ? id : err({ ...id.error, orAddress: true });
  }
  const m = ADDRESS.exec(t);
  if (!m) return err({ code: 'game-id-syntax', text: excerpt(text), orAddress: true });
  const seed = m[3] === undefined || m[3] === '' ? '' : `#${m[3]}`;
  return parseGameId(`${m[1]}:${m[2]}${seed}`);
}

export function formatGameId(id: GameId): string {
  return `${id.game}:${id.params}${id.seed === undefined ? '' : `#${id.seed}`}`;
}

/** A fresh seed of 6 characters from a source of random 32-bit integers (the face supplies one). */
export function newSeed(random32: () => number): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  let seed = '';
  for (let i = 0; i < 6; i++) seed += alphabet[random32() % alphabet.length];
  return seed;
}
