// The server's SQLite store (better-sqlite3): opening, versioned migrations, finished game records and high scores.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

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
];

export interface NewRecord {
  readonly game: string;
  readonly params: string;
  readonly seed?: string;
  readonly start?: string;
  readonly moves: readonly string[];
  readonly player: string;
  readonly score: number;
  readonly gameId?: string;
}

export interface StoredRecord extends NewRecord {
  readonly id: number;
  readonly finishedAt: string;
}

export interface ScoreRow {
  readonly rank: number;
  readonly player: string;
  readonly score: number;
  readonly gameId: string | null;
  readonly recordId: number;
  readonly finishedAt: string;
}

export interface Store {
  /** Stores a finished game and returns its id, finish time and 1-based rank among its game+params. */
  addRecord(record: NewRecord): { id: number; finishedAt: string; rank: number };
  getRecord(id: number): StoredRecord | undefined;
  /** The best `limit` scores for a game and params, best first; on a tie the earlier game first. */
  topScores(game: string, params: string, limit: number): ScoreRow[];
  /** How many records are stored (for tests and health checks). */
  countRecords(): number;
  close(): void;
}

/** Thrown when the database file cannot be opened or migrated; main.ts turns it into one line on stderr. */
export class DatabaseOpenError extends Error {}

interface RecordRow {
  id: number;
  game: string;
  params: string;
  seed: string | null;
  start: string | null;
  moves: string;
  player: string;
  score: number;
  finished_at: string;
  game_id: string | null;
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
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (e) {
    if (e instanceof DatabaseOpenError) throw e;
    throw new DatabaseOpenError(`cannot open the database ${path}: ${(e as Error).message}`);
  }

  const insert = db.prepare(
    `INSERT INTO records (game, params, seed, start, moves, player, score, finished_at, game_id)
     VALUES (@game, @params, @seed, @start, @moves, @player, @score, @finishedAt, @gameId)`,
  );
  // Rank = 1 + the records that sort before this one: a higher score, or the same score stored earlier.
  const rankOf = db.prepare(
    `SELECT 1 + COUNT(*) AS rank FROM records
     WHERE game = @game AND params = @params AND (score > @score OR (score = @score AND id < @id))`,
  );
  const selectOne = db.prepare('SELECT * FROM records WHERE id = ?');
  const selectTop = db.prepare(
    `SELECT id, player, score, game_id, finished_at FROM records
     WHERE game = ? AND params = ? ORDER BY score DESC, id ASC LIMIT ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM records');

  const addRecord = db.transaction((r: NewRecord) => {
    const finishedAt = new Date().toISOString();
    const info = insert.run({
      game: r.game,
      params: r.params,
      seed: r.seed ?? null,
      start: r.start ?? null,
      moves: JSON.stringify(r.moves),
      player: r.player,
      score: r.score,
      finishedAt,
      gameId: r.gameId ?? null,
    });
    const id = Number(info.lastInsertRowid);
    const { rank } = rankOf.get({ game: r.game, params: r.params, score: r.score, id }) as { rank: number };
    return { id, finishedAt, rank };
  });

  return {
    addRecord: (r) => addRecord(r),
    getRecord(id) {
      const row = selectOne.get(id) as RecordRow | undefined;
      if (!row) return undefined;
      return {
        id: row.id,
        game: row.game,
        params: row.params,
        ...(row.seed === null ? {} : { seed: row.seed }),
        ...(row.start === null ? {} : { start: row.start }),
        moves: JSON.parse(row.moves) as string[],
        player: row.player,
        score: row.score,
        finishedAt: row.finished_at,
        ...(row.game_id === null ? {} : { gameId: row.game_id }),
      };
    },
    topScores(game, params, limit) {
      const rows = selectTop.all(game, params, limit) as Pick<
        RecordRow,
        'id' | 'player' | 'score' | 'game_id' | 'finished_at'
      >[];
      return rows.map((row, i) => ({
        rank: i + 1,
        player: row.player,
        score: row.score,
        gameId: row.game_id,
        recordId: row.id,
        finishedAt: row.finished_at,
      }));
    },
    countRecords: () => (count.get() as { n: number }).n,
    close: () => db.close(),
  };
}
