// PostgreSQL connections (node-postgres): a pool from DATABASE_URL with 64-bit integers read as numbers, its
// own migrations applied under an advisory lock so instances starting together never race, and the errors that
// mean "the database is unreachable now" told apart from bugs.
import pg from 'pg';
import { DatabaseBusyError, DatabaseOpenError } from '../db.js';
import { PG_MIGRATIONS } from './migrations.js';

/** node-postgres reads BIGINT (OID 20) as a string; our ids and counts fit a double, so read them as numbers. */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (text: string) => Number(text)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long a request waits for a free connection or a connection attempt before it is refused with 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The URL with its password hidden, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** A pool's settings from a URL: the URL itself, our type parsers and timeouts. */
export function poolConfig(url: string, max = 10): pg.PoolConfig {
  return { connectionString: url, max, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000 };
}

/**
 * True for the errors of an unreachable or restarting database (connection refused or lost, admin shutdown, too
 * many connections, a pool timeout): not the request's fault, and it may be retried.
 */
export function isUnavailable(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  if (typeof code === 'string') {
    if (code.startsWith('08') || code.startsWith('57P') || code === '53300') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message ?? '',
  );
}

/** Runs `work`, turning an unreachable database into DatabaseBusyError (answered 503, nothing stored). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUnavailable(e)) throw new DatabaseBusyError(`the database is unreachable: ${(e as Error).message}`);
    throw e;
  }
}

/** Runs `work` in a transaction on one pooled connection: committed when it resolves, rolled back when it throws. */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    broken = isUnavailable(e);
    if (!broken) await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    // A connection that failed is not given back to the pool for reuse.
    client.release(broken);
  }
}

/** Key of the advisory lock held while migrating (any fixed number; "ludo" in ASCII). */
const MIGRATION_LOCK = 0x6c75646f;

/**
 * Brings the schema up to date in one transaction under an advisory lock: a second instance starting at the same
 * time waits, then finds nothing to do. A schema newer than this code knows is refused, untouched.
 */
export async function migrate(pool: pg.Pool): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ludoteca_schema (
         id      INTEGER PRIMARY KEY CHECK (id = 1),
         version INTEGER NOT NULL
       )`,
    );
    const found = await client.query<{ version: number }>('SELECT version FROM ludoteca_schema WHERE id = 1');
    const version = found.rows[0]?.version ?? 0;
    if (version > PG_MIGRATIONS.length) {
      throw new DatabaseOpenError(
        `the database has schema version ${version}, newer than this Ludoteca knows (${PG_MIGRATIONS.length}); ` +
          'use a newer Ludoteca or another DATABASE_URL',
      );
    }
    for (let v = version; v < PG_MIGRATIONS.length; v++) await client.query(PG_MIGRATIONS[v] as string);
    await client.query(
      `INSERT INTO ludoteca_schema (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = $1`,
      [PG_MIGRATIONS.length],
    );
  });
}

/**
 * Opens a pool on `url` and migrates; any failure is a DatabaseOpenError naming the server (never the password).
 * An idle connection that drops is logged by the pool's owner, not thrown: the pool opens a new one when needed.
 */
export async function openPool(url: string, onIdleError: (e: Error) => void = () => {}): Promise<pg.Pool> {
  const pool = new pg.Pool(poolConfig(url));
  pool.on('error', onIdleError);
  try {
    await migrate(pool);
  } catch (e) {
    await pool.end().catch(() => {});
    if (e instanceof DatabaseOpenError) throw e;
    throw new DatabaseOpenError(`cannot open the PostgreSQL database ${describeUrl(url)}: ${(e as Error).message}`);
  }
  return pool;
}
