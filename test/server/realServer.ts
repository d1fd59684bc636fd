// Runs the built server (`node dist/server/main.js`, as `npm start` does) on a free loopback port, for the tests
// that need a real process: the event loop under a costly replay, SIGKILL during posts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './fixtures.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');

/** Builds dist/ when missing (`npm test` builds first; a lone `vitest run test/server` on a fresh clone does not). */
export function ensureBuilt(): void {
  if (existsSync(MAIN) && existsSync(join(ROOT, 'dist', 'server', 'replayWorker.js'))) return;
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js')], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('node scripts/build.js failed: run `npm run build` to see why');
}

export interface RealServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
}

/** Starts the server with `env` added (PORT 0, loopback) and resolves once it prints its address. */
export function startServer(env: Record<string, string>): Promise<RealServer> {
  const proc = spawn(process.execPath, [MAIN], {
    cwd: tempDir(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let errText = '';
    proc.stderr.on('data', (d: Buffer) => {
      errText += d.toString();
    });
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Ludoteca: http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, process: proc, exited });
    });
    proc.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${errText}`)));
  });
}

/** SIGKILLs the server (if still running) and waits for it to be gone. */
export async function killServer(server: RealServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
  await server.exited;
}
