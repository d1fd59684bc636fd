// The server's storage as the routes use it: asynchronous, so the same routes run on SQLite (db.ts, synchronous
// underneath, one machine) and on PostgreSQL (pg/, several instances sharing one database).
import type Database from 'better-sqlite3';
import {
  type AddedRecord,
  type HistoryRow,
  type NewRecord,
  openStore,
  type RankClaim,
  type ScoreRow,
  type Store,
  type StoredRecord,
} from './db.js';
import { sqliteOnlineStore } from './online/sqliteStore.js';
import type { OnlineStore } from './online/store.js';

/** db.ts's Store, each answer a promise. */
export interface RecordStore {
  /**
   * Stores a finished game and returns its id, finish time and rank; the same record stored before is not stored
   * again: its own id, finish time and current rank come back, with `created` false. With `deal` (a verified
   * server-issued deal) the record is also ranked, in the same transaction, unless its deal (or, on the daily
   * board, this very game) was ranked already. Committed when it resolves.
   */
  addRecord(record: NewRecord, deal?: RankClaim): Promise<AddedRecord>;
  getRecord(id: number): Promise<StoredRecord | undefined>;
  /** A high-score table: the deals board of `params`, or the daily board of `day` (see db.ts). */
  topScores(game: string, params: string, limit: number, order?: 'score' | 'time', day?: string): Promise<ScoreRow[]>;
  /** The `limit` most recently stored records of a game (of one params when given), newest first. */
  recentRecords(game: string, params: string | undefined, limit: number): Promise<HistoryRow[]>;
  /** How many records are stored (for tests and health checks). */
  countRecords(): Promise<number>;
}

/** Everything the server keeps, on one database: records and high scores, the deals' secret, online games. */
export interface Storage {
  /** Where it is kept: 'sqlite' or 'postgres'. */
  readonly kind: 'sqlite' | 'postgres';
  readonly records: RecordStore;
  readonly online: OnlineStore;
  /** The secret that signs ranked deals (deals.ts): `fresh` is stored on first use, the stored one ever after. */
  dealSecret(fresh: Buffer): Promise<Buffer>;
  /** Closes the online store (its listener) and the database. */
  close(): Promise<void>;
  /** The SQLite connection, for tests that read its tables; absent on PostgreSQL. */
  readonly sqlite?: Database.Database;
}

/** SQLite's store behind the asynchronous interface: the same calls, each answered at once. */
export function sqliteRecords(store: Store): RecordStore {
  return {
    addRecord: async (record, deal) => store.addRecord(record, deal),
    getRecord: async (id) => store.getRecord(id),
    topScores: async (game, params, limit, order, day) => store.topScores(game, params, limit, order, day),
    recentRecords: async (game, params, limit) => store.recentRecords(game, params, limit),
    countRecords: async () => store.countRecords(),
  };
}

function sqliteDealSecret(db: Database.Database, fresh: Buffer): Buffer {
  db.prepare('INSERT OR IGNORE INTO deal_secret (id, secret) VALUES (1, ?)').run(fresh);
  return (db.prepare('SELECT secret FROM deal_secret WHERE id = 1').get() as { secret: Buffer }).secret;
}

/** The server's storage in the SQLite file at `path` (`:memory:` for a throwaway one). */
export function openSqliteStorage(path: string): Storage {
  const store = openStore(path);
  const online = sqliteOnlineStore(store.db);
  return {
    kind: 'sqlite',
    records: sqliteRecords(store),
    online,
    dealSecret: async (fresh) => sqliteDealSecret(store.db, fresh),
    sqlite: store.db,
    async close() {
      await online.close();
      await store.close();
    },
  };
}
