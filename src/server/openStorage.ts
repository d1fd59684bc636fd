// Opens the server's storage (storage.ts): PostgreSQL when a database URL is given, else the SQLite file.
import { openSqliteStorage, type Storage } from './storage.js';

/**
 * Opens the server's database: PostgreSQL when `databaseUrl` is given (postgres://…), else the SQLite file at
 * `dbPath`. A database that cannot be opened or migrated is a DatabaseOpenError. PostgreSQL's modules are loaded
 * only when used, so a server on SQLite never loads them.
 */
export async function openStorage(where: { dbPath: string; databaseUrl?: string | undefined }): Promise<Storage> {
  if (where.databaseUrl === undefined) return openSqliteStorage(where.dbPath);
  const { openPgStorage } = await import('./pg/storage.js');
  return openPgStorage(where.databaseUrl);
}
