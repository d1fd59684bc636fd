// The PostgreSQL schema, as numbered migrations of its own (SQLite's are in db.ts): the same tables and the same
// meaning, in PostgreSQL's dialect. Migration i (0-based) brings ludoteca_schema.version from i to i + 1; never
// edit one that has shipped, add a new one.
import { RANK_LEVELS } from '../db.js';
import { dealsTables, POSTGRES } from '../dealsMigration.js';

export const PG_MIGRATIONS: readonly string[] = [
  // 1: finished games (records), as SQLite's migrations 1–4 and 7 leave them: the history; no score index, since
  // the high scores are the ranked games (migration 2).
  `CREATE TABLE records (
     id          BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     game        TEXT    NOT NULL,
     params      TEXT    NOT NULL,           -- canonical params text, e.g. 15x10c4
     seed        TEXT,                       -- the deal's seed, or NULL for an imported start position
     start       TEXT,                       -- the imported start position, or NULL for a dealt game
     moves       TEXT    NOT NULL,           -- JSON array of canonical moves
     player      TEXT    NOT NULL,
     score       INTEGER,                    -- from the server's replay; NULL for a game without a score
     result      TEXT,                       -- from the server's replay, e.g. Konobi's winner "black"; or NULL
     finished_at TEXT    NOT NULL,           -- ISO 8601, UTC, set by the server
     game_id     TEXT,                       -- <game>:<params>#<seed> for a dealt game
     players     TEXT,                       -- JSON array of the seats' names, or NULL
     elapsed_ms  INTEGER,                    -- a timed game's time as the client claims it
     hints       INTEGER,
     scrambles   INTEGER,
     CHECK ((seed IS NULL) <> (start IS NULL)),
     CHECK (score IS NOT NULL OR result IS NOT NULL)
   );
   -- The history: a game's records, newest first.
   CREATE INDEX records_recent ON records (game, id);
   -- One row per game, params, seed or start, moves and player. The moves by their MD5: a B-tree entry must stay
   -- under about 2.7 KB, and a long game's moves do not; the lookup compares the moves themselves too.
   CREATE UNIQUE INDEX records_same
     ON records (game, params, coalesce(seed, ''), coalesce(start, ''), md5(moves), player);`,
  // 2: ranked deals (deals.ts), as SQLite's migrations 6 to 8: the server's secret; the ranked games of both
  // boards (issued deals, and the daily deal by day), each game once; and the per-score and per-second counts
  // that make a rank cheap (rank_counts), kept in step by a trigger.
  `${dealsTables(POSTGRES)}
   -- A rank in a bounded number of steps, as SQLite's migration 8: each ranked game has a key, smaller is better
   -- (minus the score, or the server's time in ms), counted at RANK_LEVELS levels, level L one bucket per 64^L
   -- keys (key >> 6L); the keys better than k are at most 63 buckets per level below the top plus the top's
   -- buckets before k's.
   CREATE TABLE rank_counts (
     board  TEXT    NOT NULL,               -- 'deals' or 'daily', as in ranked_games
     day    TEXT    NOT NULL,               -- the daily board's day; '' on the deals board
     game   TEXT    NOT NULL,
     params TEXT    NOT NULL,
     level  INTEGER NOT NULL,               -- 0 to ${RANK_LEVELS - 1}
     bucket BIGINT  NOT NULL,               -- key >> (6 * level); key = -score, or server_ms for a timed game
     n      BIGINT  NOT NULL,               -- the ranked games whose key falls in this bucket
     PRIMARY KEY (board, day, game, params, level, bucket)
   );
   CREATE FUNCTION ranked_count() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     k BIGINT;
   BEGIN
     IF TG_OP = 'INSERT' THEN
       k := coalesce(-NEW.score::bigint, NEW.server_ms);
       IF k IS NOT NULL THEN
         -- Levels in one order for every insert, so two concurrent ones lock the shared buckets without deadlock.
         INSERT INTO rank_counts (board, day, game, params, level, bucket, n)
           SELECT NEW.board, coalesce(NEW.day, ''), NEW.game, NEW.params, l, k >> (6 * l), 1
           FROM generate_series(0, ${RANK_LEVELS - 1}) AS l ORDER BY l
           ON CONFLICT (board, day, game, params, level, bucket) DO UPDATE SET n = rank_counts.n + 1;
       END IF;
       RETURN NEW;
     END IF;
     k := coalesce(-OLD.score::bigint, OLD.server_ms);
     UPDATE rank_counts SET n = n - 1
     WHERE board = OLD.board AND day = coalesce(OLD.day, '') AND game = OLD.game AND params = OLD.params
       AND bucket = k >> (6 * level);
     RETURN OLD;
   END $$;
   CREATE TRIGGER ranked_count AFTER INSERT OR DELETE ON ranked_games
     FOR EACH ROW EXECUTE FUNCTION ranked_count();`,
  // 3: online games (server/online/), as SQLite's migrations 9 and 10: the games with the version every append
  // compares and sets, their seats (token hashes only, never a token), and their events in version order.
  `CREATE TABLE online_games (
     id         TEXT    PRIMARY KEY,          -- 16 characters of [a-z0-9], crypto-random
     game       TEXT    NOT NULL,             -- konobi | scarabeo
     params     TEXT    NOT NULL,             -- canonical params text
     seed       TEXT    NOT NULL,             -- the deal's seed: secret until the game is over
     clock      TEXT    NOT NULL,             -- JSON time control, as created
     listed     BOOLEAN NOT NULL,             -- shown in the lobby while a person seat is free
     created_at BIGINT  NOT NULL,             -- ms since 1970, server time
     updated_at BIGINT  NOT NULL,
     version    INTEGER NOT NULL DEFAULT 0,   -- the count of events: the compare-and-set of every append
     to_move    INTEGER,                      -- the seat to move after the last event; NULL once over
     over       BOOLEAN NOT NULL DEFAULT false,
     free_seats INTEGER NOT NULL,             -- person seats nobody has taken
     rematch_of TEXT
   );
   CREATE TABLE online_seats (
     game_id    TEXT    NOT NULL REFERENCES online_games (id),
     seat       INTEGER NOT NULL,
     kind       TEXT    NOT NULL,             -- person | computer
     level      INTEGER,                      -- a computer's level
     token_hash TEXT,                         -- hex SHA-256 of the seat's token (an invite's before it is taken)
     name       TEXT,                         -- set when a person takes the seat
     PRIMARY KEY (game_id, seat)
   );
   CREATE INDEX online_seats_token ON online_seats (token_hash);
   CREATE INDEX online_lobby ON online_games (created_at DESC) WHERE listed AND NOT over AND free_seats > 0;
   CREATE INDEX online_active ON online_games (id) WHERE NOT over;
   CREATE TABLE online_events (
     game_id   TEXT    NOT NULL REFERENCES online_games (id),
     version   INTEGER NOT NULL,              -- 1 for the first event
     kind      TEXT    NOT NULL,              -- move | resign | timeout | claim | rematch-offer
     seat      INTEGER NOT NULL,
     move      TEXT,                          -- canonical move text, whole
     client_id TEXT,                          -- the client's id of the request, to answer a resend
     at        BIGINT  NOT NULL,              -- ms since 1970, server time, when committed
     clocks    TEXT,                          -- JSON: each seat's time left after the event
     rematch   TEXT,                          -- the new game's id, on the offer that completed a rematch
     PRIMARY KEY (game_id, version)
   );`,
];
