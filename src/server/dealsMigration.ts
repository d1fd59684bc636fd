// The ranked deals' tables (deals.ts), as migration 6 of db.ts's list: a module of its own, so db.ts need not
// import deals.ts, which imports what db.ts's callers share.

/**
 * Migration 6: the server's secret (made on first use, never sent), and the ranked games of both boards: the
 * issued deals (`board` 'deals') and the daily deal (`board` 'daily', with its `day`). `server_ms` is the time
 * the server measured from issuing the deal to receiving the record; `claimed_ms` is the client's own figure.
 */
export const DEALS_MIGRATION = `CREATE TABLE deal_secret (
     id     INTEGER PRIMARY KEY CHECK (id = 1),
     secret BLOB    NOT NULL
   );
   CREATE TABLE ranked_games (
     record_id   INTEGER PRIMARY KEY REFERENCES records (id),
     board       TEXT    NOT NULL CHECK (board IN ('deals', 'daily')),
     day         TEXT,                      -- the daily deal's day (UTC, YYYY-MM-DD); NULL on the deals board
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,
     seed        TEXT    NOT NULL,
     moves       TEXT    NOT NULL,          -- the record's canonical moves, so one game is ranked once
     player      TEXT    NOT NULL,
     score       INTEGER,                   -- a scored game's score (SameGame); NULL for a timed game
     server_ms   INTEGER,                   -- a timed game's time as the server measured it (Shisen-Sho)
     claimed_ms  INTEGER,                   -- the time the client claimed, kept as information
     finished_at TEXT    NOT NULL,
     CHECK ((board = 'daily') = (day IS NOT NULL))
   );
   -- A game (same deal, same moves) is ranked once, whoever posts it again; an issued deal is ranked once.
   CREATE UNIQUE INDEX ranked_same_game ON ranked_games (game, params, seed, moves);
   CREATE UNIQUE INDEX ranked_deal_once ON ranked_games (game, params, seed) WHERE board = 'deals';
   CREATE INDEX ranked_scores ON ranked_games (board, ifnull(day, ''), game, params, score DESC, record_id);
   CREATE INDEX ranked_times ON ranked_games (board, ifnull(day, ''), game, params, server_ms, record_id);`;
