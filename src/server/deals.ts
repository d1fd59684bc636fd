// Ranked deals: only deals the server issued enter the high scores. A deal is a seed the server chose, signed
// with its secret together with the time it was issued (a deal token), so a client can neither shop for a lucky
// seed nor claim a time; the daily deal is one such seed per game and day, the same for everyone. Each deal is
// ranked once, for the first to post it; the same game (same moves) is ranked once on the daily board too.
// Their tables are migration 6 (dealsMigration.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
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

/** What ranking needs of a stored record (a NewRecord of db.ts). */
export interface RankedRecord {
  readonly game: string;
  readonly params: string;
  readonly seed?: string;
  readonly moves: readonly string[];
  readonly player: string;
  readonly score?: number;
  readonly elapsedMs?: number;
}

/** Where a posted record was ranked, or why not. */
export interface Ranking {
  readonly board: 'deals' | 'daily';
  readonly day?: string;
  /** The rank on that board (1 = best); null when the game was not ranked (see `reason`). */
  readonly rank: number | null;
  /** A timed game's time from the deal's issue to the post, as the server measured it. */
  readonly serverMs?: number;
  /** `already-ranked`: this deal (or this very game on the daily board) was ranked for the first to post it. */
  readonly reason?: 'already-ranked';
}

export interface RankedRow {
  readonly rank: number;
  readonly player: string;
  readonly score: number | null;
  readonly serverMs?: number;
  readonly claimedMs?: number;
  readonly gameId: string;
  readonly recordId: number;
  readonly finishedAt: string;
}

export interface Deals {
  /** A fresh deal of `params` (the game's default when absent), on a seed the server picks. */
  issue(game: string, params: string | undefined): Result<IssuedDeal, ApiError>;
  /** Today's deal of the game (its default params), the same seed for everyone all day. */
  daily(game: string): Result<IssuedDeal, ApiError>;
  /** Checks a posted token against the record it came with (game, canonical params, seed) and its age. */
  verify(token: string, record: Pick<RankedRecord, 'game' | 'params' | 'seed'>): Result<DealClaim, ApiError>;
  /** Ranks a stored record of a verified deal, unless that deal (or that game) was ranked already. */
  rank(claim: DealClaim, record: RankedRecord, recordId: number, receivedAt: number): Promise<Ranking>;
  /** A board's best games: the deals board of `params`, or the daily board of `day`. */
  top(board: 'deals' | 'daily', game: string, paramsOrDay: string, limit: number): Promise<RankedRow[]>;
  /** Today's day, as the daily deal names it. */
  today(): string;
}

/** A ranked game as it is stored (the ranked_games row). */
export interface RankedEntry {
  readonly recordId: number;
  readonly board: 'deals' | 'daily';
  readonly day: string | null;
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  /** The record's canonical moves as JSON, so one game is ranked once. */
  readonly moves: string;
  readonly player: string;
  readonly score: number | null;
  readonly serverMs: number | null;
  readonly claimedMs: number | null;
  readonly finishedAt: string;
}

/** A board's row as stored, before it is numbered. */
export type StoredRankedRow = Omit<RankedEntry, 'board' | 'day' | 'moves'>;

/** Which boards' rows compete: a board, its day (daily) or its params (deals). */
export interface BoardKey {
  readonly board: 'deals' | 'daily';
  /** The daily board's day; '' for the deals board. */
  readonly day: string;
  readonly game: string;
  /** The deals board's params; null for the daily board (every params of the day). */
  readonly params: string | null;
  /** Scores rank highest first; times (a timed game's server-measured time) fastest first. */
  readonly order: 'score' | 'time';
}

/** Where the ranked deals are kept: SQLite (sqliteDealTable, below) or PostgreSQL (pg/deals.ts). */
export interface DealTable {
  /** The server's secret: `fresh` is stored on first use, and the stored one is returned ever after. */
  secret(fresh: Buffer): Promise<Buffer>;
  /**
   * Stores `entry` unless its deal (deals board) or its game (same deal, same moves) is ranked already, and
   * returns its rank among `key`'s rows with its stored server time; for a record entered before (a retry), its
   * own rank and time; undefined when another record holds the place.
   */
  enter(entry: RankedEntry, key: BoardKey): Promise<{ rank: number; serverMs: number | null } | undefined>;
  /** The best `limit` rows of a board, best first (on a tie the earlier record). */
  top(key: BoardKey, limit: number): Promise<StoredRankedRow[]>;
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

/** The ranked deals' table on SQLite (migration 6 of db.ts). */
export function sqliteDealTable(db: Database.Database): DealTable {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms,
       claimed_ms, finished_at)
     VALUES (@recordId, @board, @day, @game, @params, @seed, @moves, @player, @score, @serverMs, @claimedMs,
       @finishedAt)`,
  );
  const selectOwn = db.prepare('SELECT server_ms FROM ranked_games WHERE record_id = ?');
  const rankOfScore = db.prepare(
    `SELECT 1 + COUNT(*) AS rank FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND params = @params
       AND (score > @score OR (score = @score AND record_id < @recordId))`,
  );
  const rankOfTime = db.prepare(
    `SELECT 1 + COUNT(*) AS rank FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND params = @params
       AND (server_ms < @serverMs OR (server_ms = @serverMs AND record_id < @recordId))`,
  );
  const topByScore = db.prepare(
    `SELECT record_id, player, score, server_ms, claimed_ms, game, params, seed, finished_at FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND (@params IS NULL OR params = @params)
     ORDER BY score DESC, record_id LIMIT @limit`,
  );
  const topByTime = db.prepare(
    `SELECT record_id, player, score, server_ms, claimed_ms, game, params, seed, finished_at FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND (@params IS NULL OR params = @params)
     ORDER BY server_ms, record_id LIMIT @limit`,
  );
  return {
    async secret(fresh) {
      db.prepare('INSERT OR IGNORE INTO deal_secret (id, secret) VALUES (1, ?)').run(fresh);
      return (db.prepare('SELECT secret FROM deal_secret WHERE id = 1').get() as { secret: Buffer }).secret;
    },
    async enter(entry, key) {
      const inserted = insert.run(entry).changes === 1;
      // Already there for this very record (a retry after a lost answer): the rank it has.
      const own = selectOwn.get(entry.recordId) as { server_ms: number | null } | undefined;
      if (!inserted && !own) return undefined;
      const serverMs = own?.server_ms ?? entry.serverMs;
      const where = { board: key.board, day: key.day, game: key.game, params: entry.params, recordId: entry.recordId };
      const rank =
        key.order === 'time'
          ? (rankOfTime.get({ ...where, serverMs }) as { rank: number }).rank
          : (rankOfScore.get({ ...where, score: entry.score ?? 0 }) as { rank: number }).rank;
      return { rank, serverMs };
    },
    async top(key, limit) {
      const query = { board: key.board, day: key.day, game: key.game, params: key.params, limit };
      const rows = (key.order === 'time' ? topByTime : topByScore).all(query) as {
        record_id: number;
        player: string;
        score: number | null;
        server_ms: number | null;
        claimed_ms: number | null;
        game: string;
        params: string;
        seed: string;
        finished_at: string;
      }[];
      return rows.map((r) => ({
        recordId: r.record_id,
        game: r.game,
        params: r.params,
        seed: r.seed,
        player: r.player,
        score: r.score,
        serverMs: r.server_ms,
        claimedMs: r.claimed_ms,
        finishedAt: r.finished_at,
      }));
    },
  };
}

export async function openDeals(
  table: DealTable,
  games: ReadonlyMap<string, AnyGame>,
  now: () => number = Date.now,
): Promise<Deals> {
  const secret = await table.secret(randomBytes(32));
  const mac = (text: string) => base64url(createHmac('sha256', secret).update(text).digest()).slice(0, 32);

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
    seedFrom(createHmac('sha256', secret).update(`daily.${game}.${params}.${day}`).digest());

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
    async rank(claim, record, recordId, receivedAt) {
      const game = games.get(record.game);
      const timed = game?.ranking === 'time';
      const board = claim.day === undefined ? 'deals' : 'daily';
      const serverMs = timed ? Math.max(0, receivedAt - claim.issuedAt) : undefined;
      const entry: RankedEntry = {
        recordId,
        board,
        day: claim.day ?? null,
        game: record.game,
        params: record.params,
        seed: claim.seed,
        moves: JSON.stringify(record.moves),
        player: record.player,
        score: timed ? null : (record.score ?? null),
        serverMs: serverMs ?? null,
        claimedMs: record.elapsedMs ?? null,
        finishedAt: new Date(receivedAt).toISOString(),
      };
      const key: BoardKey = {
        board,
        day: claim.day ?? '',
        game: record.game,
        params: record.params,
        order: timed ? 'time' : 'score',
      };
      const placed = await table.enter(entry, key);
      const day = claim.day ? { day: claim.day } : {};
      if (!placed) return { board, ...day, rank: null, reason: 'already-ranked' };
      return { board, ...day, rank: placed.rank, ...(placed.serverMs === null ? {} : { serverMs: placed.serverMs }) };
    },
    async top(board, name, paramsOrDay, limit) {
      const game = games.get(name);
      const rows = await table.top(
        {
          board,
          day: board === 'daily' ? paramsOrDay : '',
          game: name,
          params: board === 'deals' ? paramsOrDay : null,
          order: game?.ranking === 'time' ? 'time' : 'score',
        },
        limit,
      );
      return rows.map((r, i) => ({
        rank: i + 1,
        player: r.player,
        score: r.score,
        ...(r.serverMs === null ? {} : { serverMs: r.serverMs }),
        ...(r.claimedMs === null ? {} : { claimedMs: r.claimedMs }),
        gameId: formatGameId({ game: r.game, params: r.params, seed: r.seed }),
        recordId: r.recordId,
        finishedAt: r.finishedAt,
      }));
    },
  };
}
