// The records store as the routes use it: asynchronous, so the same routes run on SQLite (db.ts, synchronous
// underneath, one machine) and on PostgreSQL (pg/, several instances sharing one database).
import {
  type AddedRecord,
  type HistoryRow,
  type NewRecord,
  openStore,
  type ScoreRow,
  type Store,
  type StoredRecord,
} from './db.js';
import { type DealTable, sqliteDealTable } from './deals.js';
import { sqliteOnlineStore } from './online/sqliteStore.js';
import type { OnlineStore } from './online/store.js';

export interface RecordStore {
  /** Where the records live, for the health check and logs: 'sqlite' or 'postgres'. */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Stores a finished game and returns its id, finish time and rank; the same record stored before is not stored
   * again: its own id, finish time and current rank come back, with `created` false. Committed when it resolves.
   */
  addRecord(record: NewRecord): Promise<AddedRecord>;
  getRecord(id: number): Promise<StoredRecord | undefined>;
  /** The best `limit` scores (or, with 'time', fastest times) of a game and params; on a tie the earlier first. */
  topScores(game: string, params: string, limit: number, order?: 'score' | 'time'): Promise<ScoreRow[]>;
  /** The `limit` most recently stored records of a game (of one params when given), newest first. */
  recentRecords(game: string, params: string | undefined, limit: number): Promise<HistoryRow[]>;
  /** How many records are stored (for tests and health checks). */
  countRecords(): Promise<number>;
}

/** SQLite's store behind the asynchronous interface: the same calls, each answered at once. */
export function sqliteRecords(store: Store): RecordStore {
  return {
    kind: 'sqlite',
    addRecord: async (record) => store.addRecord(record),
    getRecord: async (id) => store.getRecord(id),
    topScores: async (game, params, limit, order) => store.topScores(game, params, limit, order),
    recentRecords: async (game, params, limit) => store.recentRecords(game, params, limit),
    countRecords: async () => store.countRecords(),
  };
}

/** Everything the server keeps: the records, the ranked deals and the online games, on one database. */
export interface Storage {
  readonly records: RecordStore;
  readonly deals: DealTable;
  readonly online: OnlineStore;
  /** Closes the online store (its listener) and the database. */
  close(): Promise<void>;
}

/**
 * Opens the server's database: PostgreSQL when `databaseUrl` is given (postgres://…), else the SQLite file at
 * `dbPath`. A database that cannot be opened or migrated is a DatabaseOpenError. PostgreSQL's modules are loaded
 * only when used, so a server on SQLite never loads them.
 */
export async function openStorage(where: { dbPath: string; databaseUrl?: string | undefined }): Promise<Storage> {
  if (where.databaseUrl !== undefined) {
    const { openPgStorage } = await import('./pg/storage.js');
    return openPgStorage(where.databaseUrl);
  }
  const store = openStore(where.dbPath);
  const online = sqliteOnlineStore(store.db);
  return {
    records: sqliteRecords(store),
    deals: sqliteDealTable(store.db),
    online,
    async close() {
      await online.close();
      store.close();
    },
  };
}
