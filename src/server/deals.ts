// Ranked deals: only deals the server issued enter the high scores. A deal is a seed the server chose, signed
// with its secret together with the time it was issued (a deal token), so a client can neither shop for a lucky
// seed nor claim a time; the daily deal is one such seed per game and day, the same for everyone. This module
// issues and verifies the tokens; ranking a verified deal's record is the store's (db.ts), in the transaction
// that stores it. The tables are migration 6 (schema.ts), their rank counts migrations 7 and 8.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AnyGame } from '../core/game.js';
import { formatGameId } from '../core/gameId.js';
import { err, ok, type Result } from '../core/result.js';
import { type ApiError, apiError } from './submission.js';

/** How long a deal can be played before it is posted: as long as a timed game may last (a day). */
export const DEAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A deal as the server hands it out: the game id to play, and the token to post with the record. */
export interface IssuedDeal {
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  readonly gameId: string;
  /** The signed token: the deal and when it was issued. Sent back as the POST body's `deal`. */
  readonly deal: string;
  /** The daily deal's day (UTC, YYYY-MM-DD); absent for an issued deal. */
  readonly day?: string;
}

/** What a verified token says. */
export interface DealClaim {
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  readonly issuedAt: number;
  readonly day?: string;
}

export interface Deals {
  /** A fresh deal of `params` (the game's default when absent), on a seed the server picks. */
  issue(game: string, params: string | undefined): Result<IssuedDeal, ApiError>;
  /** Today's deal of the game (its default params), the same seed for everyone all day. */
  daily(game: string): Result<IssuedDeal, ApiError>;
  /** Checks a posted token against the record it came with (game, canonical params, seed) and its age. */
  verify(
    token: string,
    record: { readonly game: string; readonly params: string; readonly seed?: string },
  ): Result<DealClaim, ApiError>;
  /** Today's day, as the daily deal names it. */
  today(): string;
}

/** The UTC day of a time, YYYY-MM-DD. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const TOKEN_VERSION = '1';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** The alphabet of the faces' own seeds (no 0, 1, l, o to misread): 32 letters, so a byte maps evenly. */
const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A seed of 12 letters (60 bits) from random or keyed bytes, spelled like the seeds people see and type. */
function seedFrom(bytes: Buffer): string {
  let seed = '';
  for (let i = 0; i < 12; i++) seed += SEED_ALPHABET[(bytes[i] as number) % SEED_ALPHABET.length];
  return seed;
}

/** Games whose results can be ranked: a score (higher is better) or a time (a timed game, faster is better). */
function rankable(game: AnyGame): boolean {
  return game.ranking !== undefined;
}

/** The deals signed with `secret`: the server's own, made once and kept in its database (Storage.dealSecret). */
export function openDeals(secret: Buffer, games: ReadonlyMap<string, AnyGame>, now: () => number = Date.now): Deals {
  // One key object for every HMAC, rather than the secret's bytes imported again on each.
  const key = createSecretKey(secret);
  const mac = (text: string) => base64url(createHmac('sha256', key).update(text).digest()).slice(0, 32);

  const gameFor = (name: string): Result<AnyGame, ApiError> => {
    const game = games.get(name);
    if (!game) return err(apiError('unknown-game', `unknown game "${name}" (known: ${[...games.keys()].join(', ')})`));
    if (!rankable(game)) {
      return err(apiError('no-score', `${game.name} has no score and no time, so it has no ranked deals`));
    }
    return ok(game);
  };
  const sign = (game: string, params: string, seed: string, day: string | undefined): IssuedDeal => {
    const payload = [TOKEN_VERSION, game, params, seed, now().toString(36), day ?? '-'].join('.');
    return {
      game,
      params,
      seed,
      gameId: formatGameId({ game, params, seed }),
      deal: `${payload}.${mac(payload)}`,
      ...(day === undefined ? {} : { day }),
    };
  };
  const dailySeed = (game: string, params: string, day: string) =>
    // From the secret, so nobody can deal tomorrow's game today; the same all day for everyone.
    seedFrom(createHmac('sha256', key).update(`daily.${game}.${params}.${day}`).digest());

  return {
    today: () => dayOf(now()),
    issue(name, paramsText) {
      const game = gameFor(name);
      if (!game.ok) return game;
      const params = paramsText === undefined ? ok(game.value.defaultParams) : game.value.parseParams(paramsText);
      if (!params.ok) return err(apiError('bad-params', `bad params "${paramsText}" for ${game.value.name}`));
      return ok(sign(game.value.name, game.value.formatParams(params.value), seedFrom(randomBytes(12)), undefined));
    },
    daily(name) {
      const game = gameFor(name);
      if (!game.ok) return game;
      const params = game.value.formatParams(game.value.defaultParams);
      const day = dayOf(now());
      return ok(sign(game.value.name, params, dailySeed(game.value.name, params, day), day));
    },
    verify(token, record) {
      const bad = (why: string) => err(apiError('bad-deal', `the record was refused: its deal ${why}`));
      const parts = token.split('.');
      if (parts.length !== 7 || parts[0] !== TOKEN_VERSION) return bad('is not a deal token this server issued');
      const [, game, params, seed, issued, day, signature] = parts as [string, ...string[]] as string[];
      const payload = parts.slice(0, 6).join('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return bad('is not a deal token this server issued');
      }
      if (game !== record.game || params !== record.params || seed !== record.seed) {
        return bad(`token is for ${formatGameId({ game: game ?? '', params: params ?? '', seed })}, not this game`);
      }
      const issuedAt = Number.parseInt(issued ?? '', 36);
      if (!(now() - issuedAt <= DEAL_LIFETIME_MS)) return bad('was issued more than 24 hours ago');
      return ok({
        game: game as string,
        params: params as string,
        seed: seed as string,
        issuedAt,
        ...(day === '-' ? {} : { day }),
      });
    },
  };
}
