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
  | { readonly code: 'game-id-syntax'; readonly text: string }
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
