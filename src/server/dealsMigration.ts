// The ranked deals' tables (deals.ts), written once for both databases: SQLite's migration 6 of db.ts's list and
// the first part of PostgreSQL's migration 2 (pg/migrations.ts), which differ only in the dialect's words. A module
// of its own, so db.ts need not import deals.ts, which imports what db.ts's callers share.

/** The words the two dialects spell differently. */
export interface Dialect {
  /** The type of the secret's bytes. */
  readonly bytes: 'BLOB' | 'BYTEA';
  /** The type of a record id or a time in ms. */
  readonly bigint: 'INTEGER' | 'BIGINT';
  /** The function that turns NULL into a value. */
  readonly ifnull: 'ifnull' | 'coalesce';
  /**
   * What the unique index of one game takes of its moves: the moves themselves, or on PostgreSQL their MD5 (a
   * B-tree entry must stay under about 2.7 KB, and a long game's moves do not).
   */
  readonly moves: 'moves' | 'md5(moves)';
}

export const SQLITE: Dialect = { bytes: 'BLOB', bigint: 'INTEGER', ifnull: 'ifnull', moves: 'moves' };
export const POSTGRES: Dialect = { bytes: 'BYTEA', bigint: 'BIGINT', ifnull: 'coalesce', moves: 'md5(moves)' };

/**
 * The server's secret (made on first use, never sent), and the ranked games of both boards: the issued deals
 * (`board` 'deals') and the daily deal (`board` 'daily', with its `day`). `server_ms` is the time the server
 * measured from issuing the deal to receiving the record; `claimed_ms` is the client's own figure.
 */
export function dealsTables(d: Dialect): string {
  // Column types padded so that the comments line up as in SQLite's migration as it shipped.
  const pad = (type: string, width = 7) => type.padEnd(width);
  return `CREATE TABLE deal_secret (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     secret ${pad(d.bytes)} NOT NULL
   );
   CREATE TABLE ranked_games (
     record_id   ${pad(d.bigint)} PRIMARY KEY REFERENCES records (id),
     board       TEXT    NOT NULL CHECK (board IN ('deals', 'daily')),
     day         TEXT,                      -- the daily deal's day (UTC, YYYY-MM-DD); NULL on the deals board
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,
     seed        TEXT    NOT NULL,
     moves       TEXT    NOT NULL,          -- the record's canonical moves, so one game is ranked once
     player      TEXT    NOT NULL,
     score       INTEGER,                   -- a scored game's score (SameGame); NULL for a timed game
     server_ms   ${pad(`${d.bigint},`, 27)}-- a timed game's time as the server measured it (Shisen-Sho)
     claimed_ms  ${pad(`${d.bigint},`, 27)}-- the time the client claimed, kept as information
     finished_at TEXT    NOT NULL,
     CHECK ((board = 'daily') = (day IS NOT NULL))
   );
   -- A game (same deal, same moves) is ranked once, whoever posts it again; an issued deal is ranked once.
   CREATE UNIQUE INDEX ranked_same_game ON ranked_games (game, params, seed, ${d.moves});
   CREATE UNIQUE INDEX ranked_deal_once ON ranked_games (game, params, seed) WHERE board = 'deals';
   CREATE INDEX ranked_scores ON ranked_games (board, ${d.ifnull}(day, ''), game, params, score DESC, record_id);
   CREATE INDEX ranked_times ON ranked_games (board, ${d.ifnull}(day, ''), game, params, server_ms, record_id);`;
}

/** Migration 6 of db.ts's list: the ranked deals' tables on SQLite. */
export const DEALS_MIGRATION = dealsTables(SQLITE);
