// The PostgreSQL schema, as numbered migrations of its own (SQLite's are in db.ts): the same tables and the same
// meaning, from the same text (schema.ts) in PostgreSQL's dialect. Migration i (0-based) brings
// ludoteca_schema.version from i to i + 1; never change what one that has shipped makes, add a new one.
import { RANK_LEVELS } from '../db.js';
import {
  addRecordColumns,
  dealsTables,
  onlineEndingColumn,
  onlineHistoryPendingColumn,
  onlineTables,
  POSTGRES,
  recordsIndexes,
  recordsTable,
  timedRankingIndex,
} from '../schema.js';

export const PG_MIGRATIONS: readonly string[] = [
  // 1: finished games (records), as SQLite's migrations 1–4 and 7 leave them: the history; no score index, since
  // the high scores are the ranked games (migration 2).
  `${recordsTable(POSTGRES)}
   ${addRecordColumns()}
   ${recordsIndexes(POSTGRES)}`,
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
  onlineTables(POSTGRES).join('\n   '),
  // 4: the timed games' index of the ranked games without the scored games, as SQLite's migration 11.
  timedRankingIndex(POSTGRES),
  // 5: how an online game ended, written with the event that ended it, as SQLite's migration 12.
  onlineEndingColumn(),
  // 6: the online games whose history entry is still to be written, as SQLite's migration 13.
  onlineHistoryPendingColumn(POSTGRES),
];
