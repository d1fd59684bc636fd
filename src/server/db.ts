// The server's SQLite store (better-sqlite3): opening, versioned migrations, finished game records, scores, history.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer.js';
import {
  alreadyRanked,
  historyOfRow,
  type RankedRow,
  type RecentRow,
  type RecordRow,
  rankingOfRow,
  recordOfRow,
  scoreOfRow,
  type TopRow,
} from './recordRows.js';
import {
  addRecordColumns,
  dealsTables,
  onlineEndingColumn,
  onlineHistoryPendingColumn,
  onlineTables,
  recordsIndexes,
  recordsTable,
  SQLITE,
  timedRankingIndex,
} from './schema.js';

/** The levels of the rank counts (migration 8): 64^5 = 2^30 keys under the top level's first bucket. */
export const RANK_LEVELS = 5;
const LEVEL_ROWS = Array.from({ length: RANK_LEVELS }, (_, level) => `SELECT ${level} AS level`).join(' UNION ALL ');

/**
 * Migrations in order; migration i (0-based) brings the schema from user_version i to i + 1. Never edit one
 * that has shipped: add a new one, so a database made by any earlier version is carried forward.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE records (
     id          INTEGER PRIMARY KEY AUTOINCREMENT,
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,           -- canonical params text, e.g. 15x10c4
     seed        TEXT,                       -- the deal's seed, or NULL for an imported start position
     start       TEXT,                       -- the imported start position, or NULL for a dealt game
     moves       TEXT    NOT NULL,           -- JSON array of canonical moves
     player      TEXT    NOT NULL,
     score       INTEGER NOT NULL,           -- computed by the server from the replay, never sent by a client
     finished_at TEXT    NOT NULL,           -- ISO 8601, UTC, set by the server
     game_id     TEXT,                       -- <game>:<params>#<seed> for a dealt game
     CHECK ((seed IS NULL) <> (start IS NULL))
   );
   -- High scores are a query over records: this index serves "best first, earlier first on a tie" per game+params.
   CREATE INDEX records_scores ON records (game, params, score DESC, id);`,
  // 2: games without a score (Konobi) are stored with their result; the same record posted twice is one row.
  // SQLite cannot drop NOT NULL in place, so the table is rebuilt: copy, drop, rename, then the indexes again.
  `${recordsTable(SQLITE, 'records_v2')}
   -- Version 1 stored a re-posted record again: keep only the first copy of each, as the unique index demands.
   INSERT INTO records_v2 (id, game, params, seed, start, moves, player, score, result, finished_at, game_id)
     SELECT id, game, params, seed, start, moves, player, score, NULL, finished_at, game_id FROM records
     WHERE id IN (SELECT MIN(id) FROM records GROUP BY game, params, seed, start, moves, player);
   -- Carry the AUTOINCREMENT counter over, so the id of a dropped duplicate is never given to another game.
   INSERT INTO sqlite_sequence (name, seq)
     SELECT 'records_v2', seq FROM sqlite_sequence
     WHERE name = 'records' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'records_v2');
   UPDATE sqlite_sequence SET seq = MAX(seq, (SELECT seq FROM sqlite_sequence WHERE name = 'records'))
     WHERE name = 'records_v2';
   DROP TABLE records;
   ALTER TABLE records_v2 RENAME TO records;
   CREATE INDEX records_scores ON records (game, params, score DESC, id);
   ${recordsIndexes(SQLITE)}`,
  // 3: the seats' names of a game with several players (Scarabeo), as the record gives them; NULL otherwise.
  `${addRecordColumns('players')} -- JSON array of names`,
  // 4: timed games (Shisen-Sho): the time the client claims for a won game, the hints it claims, the scrambles
  // the server counted in the replay; NULL for other games. Their high scores are the fastest times.
  `${addRecordColumns('elapsed_ms', 'hints', 'scrambles')}
   CREATE INDEX records_times ON records (game, params, elapsed_ms, id);`,
  // 5: a record's rank without counting every better record (a count over the index grows with the table). This
  // table holds how many records each score has, and each whole second of time; triggers keep it in step with
  // records, so a rank is a sum over the better scores or seconds plus a short index scan of the record's own.
  `CREATE TABLE rank_counts (
     game   TEXT    NOT NULL,
     params TEXT    NOT NULL,
     kind   TEXT    NOT NULL,               -- 'score' (bucket = the score) or 'time' (bucket = elapsed_ms / 1000)
     bucket INTEGER NOT NULL,
     n      INTEGER NOT NULL,
     PRIMARY KEY (game, params, kind, bucket)
   ) WITHOUT ROWID;
   INSERT INTO rank_counts (game, params, kind, bucket, n)
     SELECT game, params, 'score', score, COUNT(*) FROM records WHERE score IS NOT NULL GROUP BY game, params, score;
   INSERT INTO rank_counts (game, params, kind, bucket, n)
     SELECT game, params, 'time', elapsed_ms / 1000, COUNT(*) FROM records WHERE elapsed_ms IS NOT NULL
     GROUP BY game, params, elapsed_ms / 1000;
   CREATE TRIGGER records_count_score AFTER INSERT ON records WHEN NEW.score IS NOT NULL BEGIN
     INSERT INTO rank_counts (game, params, kind, bucket, n) VALUES (NEW.game, NEW.params, 'score', NEW.score, 1)
       ON CONFLICT DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER records_count_time AFTER INSERT ON records WHEN NEW.elapsed_ms IS NOT NULL BEGIN
     INSERT INTO rank_counts (game, params, kind, bucket, n)
       VALUES (NEW.game, NEW.params, 'time', NEW.elapsed_ms / 1000, 1)
       ON CONFLICT DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER records_uncount AFTER DELETE ON records BEGIN
     UPDATE rank_counts SET n = n - 1 WHERE game = OLD.game AND params = OLD.params
       AND ((kind = 'score' AND bucket = OLD.score) OR (kind = 'time' AND bucket = OLD.elapsed_ms / 1000));
   END;`,
  // 6: ranked deals: the server's secret and the ranked games of the issued deals and the daily deal (deals.ts).
  dealsTables(SQLITE),
  // 7: the high scores are the ranked games only (an issued deal's or the daily deal's, each game once), so the
  // rank counts of migration 5 follow ranked_games instead of records, per board (and day), and the records'
  // score and time indexes, which served the old high scores, go: every record insert paid for them.
  `DROP TRIGGER records_count_score;
   DROP TRIGGER records_count_time;
   DROP TRIGGER records_uncount;
   DROP TABLE rank_counts;
   DROP INDEX records_scores;
   DROP INDEX records_times;
   CREATE TABLE rank_counts (
     board  TEXT    NOT NULL,               -- 'deals' or 'daily', as in ranked_games
     day    TEXT    NOT NULL,               -- the daily board's day; '' on the deals board
     game   TEXT    NOT NULL,
     params TEXT    NOT NULL,
     kind   TEXT    NOT NULL,               -- 'score' (bucket = the score) or 'time' (bucket = server_ms / 1000)
     bucket INTEGER NOT NULL,
     n      INTEGER NOT NULL,
     PRIMARY KEY (board, day, game, params, kind, bucket)
   ) WITHOUT ROWID;
   INSERT INTO rank_counts (board, day, game, params, kind, bucket, n)
     SELECT board, ifnull(day, ''), game, params, 'score', score, COUNT(*) FROM ranked_games
     WHERE score IS NOT NULL GROUP BY board, ifnull(day, ''), game, params, score;
   INSERT INTO rank_counts (board, day, game, params, kind, bucket, n)
     SELECT board, ifnull(day, ''), game, params, 'time', server_ms / 1000, COUNT(*) FROM ranked_games
     WHERE server_ms IS NOT NULL GROUP BY board, ifnull(day, ''), game, params, server_ms / 1000;
   CREATE TRIGGER ranked_count_score AFTER INSERT ON ranked_games WHEN NEW.score IS NOT NULL BEGIN
     INSERT INTO rank_counts (board, day, game, params, kind, bucket, n)
       VALUES (NEW.board, ifnull(NEW.day, ''), NEW.game, NEW.params, 'score', NEW.score, 1)
       ON CONFLICT DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER ranked_count_time AFTER INSERT ON ranked_games WHEN NEW.server_ms IS NOT NULL BEGIN
     INSERT INTO rank_counts (board, day, game, params, kind, bucket, n)
       VALUES (NEW.board, ifnull(NEW.day, ''), NEW.game, NEW.params, 'time', NEW.server_ms / 1000, 1)
       ON CONFLICT DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER ranked_uncount AFTER DELETE ON ranked_games BEGIN
     UPDATE rank_counts SET n = n - 1
     WHERE board = OLD.board AND day = ifnull(OLD.day, '') AND game = OLD.game AND params = OLD.params
       AND ((kind = 'score' AND bucket = OLD.score) OR (kind = 'time' AND bucket = OLD.server_ms / 1000));
   END;`,
  // 8: a rank in a bounded number of steps. Summing migration 7's counts took one row per distinct score or second
  // better than the game's: 1.2 ms at a million ranked games (3,000 scores), and up to 86,400 rows for times.
  // Each ranked game now has a key, smaller is better (minus the score, or the server's time in ms), counted at
  // RANK_LEVELS levels: level L has one bucket per 64^L keys (key >> 6L). The keys better than k are then at most
  // 63 buckets on each level below the top plus the top's buckets before k's: a few hundred rows, whatever the
  // board's size. The timed counts are per millisecond, so a tie is an equal time, not the same second. The counts
  // of levels 1 and up are summed from level 0's (k >> 6a >> 6b = k >> 6(a + b)), not grouped from every ranked
  // game again: the same rows, a fifth of the grouping (the text first shipped grouped each level from
  // ranked_games; test/server/schema.test.ts checks both give the same counts).
  `DROP TRIGGER ranked_count_score;
   DROP TRIGGER ranked_count_time;
   DROP TRIGGER ranked_uncount;
   DROP TABLE rank_counts;
   CREATE TABLE rank_counts (
     board  TEXT    NOT NULL,               -- 'deals' or 'daily', as in ranked_games
     day    TEXT    NOT NULL,               -- the daily board's day; '' on the deals board
     game   TEXT    NOT NULL,
     params TEXT    NOT NULL,
     level  INTEGER NOT NULL,               -- 0 to ${RANK_LEVELS - 1}
     bucket INTEGER NOT NULL,               -- key >> (6 * level); key = -score, or server_ms for a timed game
     n      INTEGER NOT NULL,               -- the ranked games whose key falls in this bucket
     PRIMARY KEY (board, day, game, params, level, bucket)
   ) WITHOUT ROWID;
   INSERT INTO rank_counts (board, day, game, params, level, bucket, n)
     SELECT board, ifnull(day, ''), game, params, 0, ifnull(-score, server_ms), COUNT(*)
     FROM ranked_games
     WHERE ifnull(-score, server_ms) IS NOT NULL
     GROUP BY board, ifnull(day, ''), game, params, ifnull(-score, server_ms);
   INSERT INTO rank_counts (board, day, game, params, level, bucket, n)
     SELECT board, day, game, params, l.level, bucket >> (6 * l.level), SUM(n)
     FROM rank_counts, (${LEVEL_ROWS}) AS l
     WHERE rank_counts.level = 0 AND l.level > 0
     GROUP BY board, day, game, params, l.level, bucket >> (6 * l.level);
   CREATE TRIGGER ranked_count AFTER INSERT ON ranked_games
   WHEN ifnull(-NEW.score, NEW.server_ms) IS NOT NULL BEGIN
     INSERT INTO rank_counts (board, day, game, params, level, bucket, n)
       SELECT NEW.board, ifnull(NEW.day, ''), NEW.game, NEW.params, level,
         ifnull(-NEW.score, NEW.server_ms) >> (6 * level), 1
       FROM (${LEVEL_ROWS}) WHERE true
       ON CONFLICT DO UPDATE SET n = n + 1;
   END;
   CREATE TRIGGER ranked_uncount AFTER DELETE ON ranked_games BEGIN
     UPDATE rank_counts SET n = n - 1
     WHERE board = OLD.board AND day = ifnull(OLD.day, '') AND game = OLD.game AND params = OLD.params
       AND bucket = ifnull(-OLD.score, OLD.server_ms) >> (6 * level);
   END;`,
  // 9, 10: online games, their seats and their events (schema.ts).
  ...onlineTables(SQLITE),
  // 11: the timed games' index of the ranked games without the scored games, which never read it (schema.ts).
  timedRankingIndex(SQLITE),
  // 12: how an online game ended, written with the event that ended it (schema.ts).
  onlineEndingColumn(),
  // 13: the online games whose history entry is still to be written (schema.ts).
  onlineHistoryPendingColumn(SQLITE),
];

/**
 * How long a write waits for another connection's write lock (a backup, a maintenance script) before it is
 * refused with 503 `busy`. better-sqlite3 waits synchronously, so this is also how long the event loop can stall.
 */
export const BUSY_TIMEOUT_MS = 250;

/** Thrown when the database stayed locked by another connection for BUSY_TIMEOUT_MS: the request may be retried. */
export class DatabaseBusyError extends Error {}

export interface NewRecord {
  readonly game: string;
  readonly params: string;
  readonly seed?: string;
  readonly start?: string;
  readonly moves: readonly string[];
  readonly player: string;
  /** The server's own score; absent for a game without one. */
  readonly score?: number;
  /** The server's own result text (Konobi's winner); absent for a game without one. */
  readonly result?: string;
  readonly gameId?: string;
  /** The names of the seats, in seat order, when the record names them (Scarabeo's 2–4 players). */
  readonly players?: readonly string[];
  /** A timed game's time in milliseconds, as the client claims it (a replay cannot prove a time). */
  readonly elapsedMs?: number;
  /** A timed game's hints, as the client claims them. */
  readonly hints?: number;
  /** A timed game's scrambles, counted by the server from the replay. */
  readonly scrambles?: number;
}

export interface StoredRecord extends NewRecord {
  readonly id: number;
  readonly finishedAt: string;
}

/** A deal the server issued, verified (deals.ts), that a posted record claims: what ranking it needs. */
export interface RankClaim {
  /** The daily deal's day (UTC, YYYY-MM-DD): the record goes on that day's board; absent for an issued deal. */
  readonly day?: string;
  /** When the server issued the deal (its clock, ms): a timed game's time runs from here. */
  readonly issuedAt: number;
  /** When the server received the record (its clock, ms): a timed game's time runs to here. */
  readonly receivedAt: number;
}

/** The two kinds of high-score table: one per params of the issued deals, one per game and day of the daily deal. */
export type Board = 'deals' | 'daily';

/** Where a record is ranked, or why a record posted with a deal is not. */
export interface Ranking {
  readonly board: Board;
  readonly day?: string;
  /** The rank on that board (1 = best); null when the record is not ranked (see `reason`). */
  readonly rank: number | null;
  /** A timed game's time from the deal's issue to the post, as the server measured it: what it is ranked by. */
  readonly serverMs?: number;
  /** `already-ranked`: this deal (or this very game, on the daily board) was ranked for the first to post it. */
  readonly reason?: 'already-ranked';
}

export interface AddedRecord {
  readonly id: number;
  readonly finishedAt: string;
  /** The record's rank on its board; undefined when it is not ranked (not an issued deal, or ranked already). */
  readonly rank?: number;
  /** Where the record is ranked, when it is, or was posted with a deal (then why it is not). */
  readonly ranking?: Ranking;
  /** False when the very same record (game, params, seed or start, moves, player) was already stored. */
  readonly created: boolean;
}

/** A row of a high-score table: a ranked game. */
export interface ScoreRow {
  readonly rank: number;
  readonly player: string;
  /** Null for a timed game, whose rows have `serverMs`, `claimedMs`, `hints` and `scrambles` instead. */
  readonly score: number | null;
  /** A timed game's time as the server measured it, from issuing the deal to receiving the record: the ranking. */
  readonly serverMs?: number;
  /** A timed game's time as the client claimed it (information only). */
  readonly claimedMs?: number;
  readonly hints?: number;
  readonly scrambles?: number;
  readonly gameId: string;
  readonly recordId: number;
  readonly finishedAt: string;
}

/** One line of a game's history: a finished record without its moves. */
export interface HistoryRow {
  readonly id: number;
  readonly game: string;
  readonly params: string;
  readonly gameId: string | null;
  readonly player: string;
  readonly score: number | null;
  readonly result: string | null;
  readonly finishedAt: string;
  readonly moves: number;
  readonly players: readonly string[] | null;
}

export interface Store {
  /**
   * Stores a finished game and returns its id, finish time and rank; the same record stored before is not stored
   * again: its own id, finish time and current rank come back, with `created` false. With `deal` (a verified
   * server-issued deal) the record is also ranked, in the same transaction, unless its deal (or, on the daily
   * board, this very game) was ranked already: the first to post a game ranks it.
   */
  addRecord(record: NewRecord, deal?: RankClaim): AddedRecord;
  getRecord(id: number): StoredRecord | undefined;
  /**
   * A high-score table: the ranked games of one board, best first (for a timed game, `order` 'time', the fastest
   * by the server's time), the earlier record first on a tie. `day` names the daily board's day; the deals board
   * of `params` when absent.
   */
  topScores(game: string, params: string, limit: number, order?: 'score' | 'time', day?: string): ScoreRow[];
  /** The `limit` most recently stored records of a game (of one params when given), newest first. */
  recentRecords(game: string, params: string | undefined, limit: number): HistoryRow[];
  /** How many records are stored (for tests and health checks). */
  countRecords(): number;
  /** Closes the connection; resolves once the checkpointing worker has closed its own too. */
  close(): Promise<void>;
  /** The connection, for the modules that keep tables of their own (deals.ts). */
  readonly db: Database.Database;
}

/**
 * The stored copy of a record, if any: the same expressions as the unique index records_same, so the lookup is
 * served by that index (exported for the test that checks the query plan).
 */
export const SELECT_SAME = `SELECT id, finished_at FROM records
  WHERE game = @game AND params = @params AND ifnull(seed, '') = ifnull(@seed, '')
    AND ifnull(start, '') = ifnull(@start, '') AND moves = @moves AND player = @player`;

// The high-score tables: the ranked games of a board, joined to their records for a timed game's hints and
// scrambles. Served by ranked_scores and ranked_times (migration 6) in order, so a table reads `limit` rows; for a
// timed board `server_ms IS NOT NULL` (every timed game's) lets ranked_times, partial since migration 11, serve
// it. Exported for the test that checks the query plans.
const TOP_COLUMNS = `SELECT g.record_id, g.player, g.score, g.server_ms, g.claimed_ms, g.seed, g.finished_at,
     r.hints, r.scrambles, r.game_id
   FROM ranked_games g JOIN records r ON r.id = g.record_id
   WHERE g.board = @board AND ifnull(g.day, '') = @day AND g.game = @game AND g.params = @params`;
export const TOP_SCORES = `${TOP_COLUMNS} ORDER BY g.score DESC, g.record_id LIMIT @limit`;
export const TOP_TIMES = `${TOP_COLUMNS} AND g.server_ms IS NOT NULL ORDER BY g.server_ms, g.record_id LIMIT @limit`;

/** Thrown when the database file cannot be opened or migrated; main.ts turns it into one line on stderr. */
export class DatabaseOpenError extends Error {}

/**
 * The buckets holding the keys smaller than `key`, level by level (migration 8): on each level below the top, from
 * the first bucket of key's bucket one level up to key's own bucket (excluded); on the top level, every bucket
 * before key's. Math.floor is the SQL `>>` (both round towards minus infinity), exact for any safe integer.
 */
export function keyRanges(key: number): Record<string, number> {
  const ranges: Record<string, number> = {};
  setKeyRanges(key, ranges);
  return ranges;
}

/** The parameter names of each level's range: `from0`, `to0`, … */
const LEVEL_BOUNDS = Array.from({ length: RANK_LEVELS }, (_, level) => [`from${level}`, `to${level}`] as const);

/** keyRanges written into `into` (a statement's parameters, reused), so a rank allocates no object. */
export function setKeyRanges(key: number, into: Record<string, string | number>): void {
  for (let level = 0; level < RANK_LEVELS; level++) {
    const [from, to] = LEVEL_BOUNDS[level] as readonly [string, string];
    into[from] = level === RANK_LEVELS - 1 ? Number.MIN_SAFE_INTEGER : Math.floor(key / 64 ** (level + 1)) * 64;
    into[to] = Math.floor(key / 64 ** level);
  }
}

/** Brings the schema up to date; each migration and its user_version bump commit together or not at all. */
export function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new DatabaseOpenError(
      `the database has schema version ${version}, newer than this Ludoteca knows (${MIGRATIONS.length}); ` +
        'use a newer Ludoteca or another LUDOTECA_DB',
    );
  }
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] as string);
      // PRAGMA takes no bound parameters; v is our own loop counter, not input.
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

/** Opens (creating folder, file and schema if needed) the database at `path`; `:memory:` for tests. */
export function openStore(path: string): Store {
  let db: Database.Database;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path);
    // WAL lets readers proceed while a record is written; NORMAL sync is durable enough with WAL.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    migrate(db);
    // Checkpoints run in a worker (checkpointer.ts); this connection only checkpoints if that falls far behind.
    if (path !== ':memory:') db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  } catch (e) {
    if (e instanceof DatabaseOpenError) throw e;
    throw new DatabaseOpenError(`cannot open the database ${path}: ${(e as Error).message}`);
  }

  const checkpointer = path === ':memory:' ? undefined : startCheckpointer(path);

  const insert = db.prepare(
    `INSERT INTO records (game, params, seed, start, moves, player, score, result, finished_at, game_id, players,
       elapsed_ms, hints, scrambles)
     VALUES (@game, @params, @seed, @start, @moves, @player, @score, @result, @finishedAt, @gameId, @players,
       @elapsedMs, @hints, @scrambles)`,
  );
  const selectSame = db.prepare(SELECT_SAME);
  // A game is ranked at most once: ranked_same_game (game, params, seed, moves) and, for an issued deal,
  // ranked_deal_once (game, params, seed) refuse a second row, and DO NOTHING leaves the first in place.
  const insertRanked = db.prepare(
    `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms,
       claimed_ms, finished_at)
     VALUES (@recordId, @board, @day, @game, @params, @seed, @moves, @player, @score, @serverMs, @claimedMs,
       @finishedAt)
     ON CONFLICT DO NOTHING`,
  );
  const selectRanked = db.prepare('SELECT board, day, score, server_ms FROM ranked_games WHERE record_id = ?');
  // Rank = 1 + the ranked games of the board that sort before this one: those of a better key (summed from the
  // levelled rank_counts of migration 8: the buckets below k's on each level, within k's bucket of the level
  // above, and the top level's buckets before k's) and those of the same key ranked earlier (see rankOf).
  // One primary-key range per level, its bounds computed here (see keyRanges).
  const levels = Array.from(
    { length: RANK_LEVELS },
    (_, level) => `(SELECT ifnull(SUM(n), 0) FROM rank_counts
       WHERE board = @board AND day = @day AND game = @game AND params = @params AND level = ${level}
         AND bucket >= @from${level} AND bucket < @to${level})`,
  );
  const keysBefore = db.prepare(`SELECT ${levels.join(' + ')} AS n`);
  const keyCount = db.prepare(
    `SELECT n FROM rank_counts
     WHERE board = @board AND day = @day AND game = @game AND params = @params AND level = 0 AND bucket = @key`,
  );
  const scoreTies = db.prepare(
    `SELECT COUNT(*) AS n FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND params = @params AND score = @score
       AND record_id < @id`,
  );
  const timeTies = db.prepare(
    `SELECT COUNT(*) AS n FROM ranked_games
     WHERE board = @board AND ifnull(day, '') = @day AND game = @game AND params = @params AND server_ms = @serverMs
       AND record_id < @id`,
  );
  const count1 = (statement: Database.Statement, values: object) => (statement.get(values) as { n: number }).n;
  const selectOne = db.prepare('SELECT * FROM records WHERE id = ?');
  const selectTop = db.prepare(TOP_SCORES);
  const selectTimes = db.prepare(TOP_TIMES);
  // json_array_length counts the moves without sending them; ids grow with time, so id order is newest first.
  const recentColumns = `SELECT id, game, params, game_id, player, score, result, finished_at, players,
     json_array_length(moves) AS move_count FROM records`;
  const selectRecent = db.prepare(`${recentColumns} WHERE game = ? ORDER BY id DESC LIMIT ?`);
  const selectRecentParams = db.prepare(`${recentColumns} WHERE game = ? AND params = ? ORDER BY id DESC LIMIT ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM records');

  /**
   * The rank of a ranked game on its board. Its ties (the same key) ranked earlier: for a game ranked as it was
   * stored (`fresh`), every other one, since it has the highest record id there is; else (a record posted again)
   * counted over the index, as long as that key's stretch is.
   */
  // The parameters of keysBefore and keyCount, one object filled in place for each rank (better-sqlite3 ignores
  // the names a statement does not use): a new object per post, keyRanges spread into it, was a tenth of the
  // event loop's garbage per post (a heap profile of 1,000 posts).
  const rankParams: Record<string, string | number> = { board: '', day: '', game: '', params: '', key: 0 };
  setKeyRanges(0, rankParams);
  const rankOf = (r: NewRecord, id: number, row: RankedRow, fresh: boolean): number => {
    const key = row.server_ms ?? -(row.score ?? 0);
    rankParams.board = row.board;
    rankParams.day = row.day ?? '';
    rankParams.game = r.game;
    rankParams.params = r.params;
    rankParams.key = key;
    setKeyRanges(key, rankParams);
    const better = count1(keysBefore, rankParams);
    if (fresh) return 1 + better + (count1(keyCount, rankParams) - 1);
    const where = { board: row.board, day: row.day ?? '', game: r.game, params: r.params };
    const ties =
      row.server_ms !== null
        ? count1(timeTies, { ...where, serverMs: row.server_ms, id })
        : count1(scoreTies, { ...where, score: row.score, id });
    return 1 + better + ties;
  };

  /**
   * Ranks a stored record of a verified deal, unless the deal (or this game) is ranked already; its ranking.
   * `moves` is the record's moves as stored (JSON), made once for both tables.
   */
  const rank = (
    r: NewRecord,
    moves: string,
    id: number,
    deal: RankClaim | undefined,
    created: boolean,
  ): Ranking | undefined => {
    let fresh = false;
    // A timed game (no score, a claimed time) is ranked by the server's time; a game with neither is not ranked.
    const timed = r.score === undefined && r.elapsedMs !== undefined;
    if (deal && r.seed !== undefined && (timed || r.score !== undefined)) {
      fresh =
        created &&
        insertRanked.run({
          recordId: id,
          board: deal.day === undefined ? 'deals' : 'daily',
          day: deal.day ?? null,
          game: r.game,
          params: r.params,
          seed: r.seed,
          moves,
          player: r.player,
          score: timed ? null : (r.score ?? null),
          serverMs: timed ? Math.max(0, deal.receivedAt - deal.issuedAt) : null,
          claimedMs: r.elapsedMs ?? null,
          finishedAt: new Date(deal.receivedAt).toISOString(),
        }).changes === 1;
    }
    const row = selectRanked.get(id) as RankedRow | undefined;
    if (row) {
      return rankingOfRow(row, rankOf(r, id, row, fresh));
    }
    if (!deal) return undefined;
    return alreadyRanked(deal);
  };

  const addRecord = db.transaction((r: NewRecord, deal: RankClaim | undefined): AddedRecord => {
    const row = {
      game: r.game,
      params: r.params,
      seed: r.seed ?? null,
      start: r.start ?? null,
      moves: JSON.stringify(r.moves),
      player: r.player,
    };
    const same = selectSame.get(row) as Pick<RecordRow, 'id' | 'finished_at'> | undefined;
    let id: number;
    let finishedAt: string;
    if (same) {
      id = same.id;
      finishedAt = same.finished_at;
    } else {
      finishedAt = new Date().toISOString();
      const info = insert.run({
        ...row,
        score: r.score ?? null,
        result: r.result ?? null,
        finishedAt,
        gameId: r.gameId ?? null,
        players: r.players === undefined ? null : JSON.stringify(r.players),
        elapsedMs: r.elapsedMs ?? null,
        hints: r.hints ?? null,
        scrambles: r.scrambles ?? null,
      });
      id = Number(info.lastInsertRowid);
    }
    const ranking = rank(r, row.moves, id, deal, !same);
    return {
      id,
      finishedAt,
      ...(ranking?.rank ? { rank: ranking.rank } : {}),
      ...(ranking ? { ranking } : {}),
      created: !same,
    };
  });

  return {
    db,
    addRecord(r, deal) {
      // IMMEDIATE takes the write lock before the first read, so a lock held elsewhere is waited for (busy_timeout)
      // up front; a deferred transaction would read, then fail at once when it upgrades to write.
      try {
        return addRecord.immediate(r, deal);
      } catch (e) {
        if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
          throw new DatabaseBusyError('the database is locked by another connection');
        }
        throw e;
      }
    },
    getRecord(id) {
      const row = selectOne.get(id) as RecordRow | undefined;
      return row && recordOfRow(row);
    },
    topScores(game, params, limit, order = 'score', day) {
      const query = { board: day === undefined ? 'deals' : 'daily', day: day ?? '', game, params, limit };
      const rows = (order === 'time' ? selectTimes : selectTop).all(query) as TopRow[];
      return rows.map((row, i) => scoreOfRow(row, i, game, params));
    },
    recentRecords(game, params, limit) {
      const rows = (
        params === undefined ? selectRecent.all(game, limit) : selectRecentParams.all(game, params, limit)
      ) as RecentRow[];
      return rows.map(historyOfRow);
    },
    countRecords: () => (count.get() as { n: number }).n,
    close: async () => {
      const stopped = checkpointer?.stop();
      db.close();
      await stopped;
    },
  };
}
