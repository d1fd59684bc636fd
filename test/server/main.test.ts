// The real server binary: `node dist/server/main.js` on a free port with a temporary database, as `npm start` runs it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './fixtures.js';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');

let child: ChildProcess | undefined;

beforeAll(() => {
  // `npm test` builds before vitest; a lone `vitest run test/server` on a fresh clone builds here.
  if (!existsSync(MAIN)) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js')], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('node scripts/build.js failed: run `npm run build` to see why');
  }
});

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Run {
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const proc = spawn(process.execPath, [MAIN], { cwd: tempDir(), env: { ...process.env, ...env } });
  child = proc;
  let out = '';
  let errText = '';
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  proc.stderr.on('data', (d: Buffer) => {
    errText += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { stdout: () => out, stderr: () => errText, exited };
}

async function waitFor(condition: () => boolean, what: string, run: Run, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) {
      throw new Error(`timed out waiting for ${what}; stdout: ${run.stdout()}; stderr: ${run.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each test starts a Node process; allow for a loaded machine.
describe('node dist/server/main.js', { timeout: 60_000 }, () => {
  it('listens, prints its address, serves /api/health and /, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const db = join(tempDir(), 'data', 'ludoteca.db');
    const run = start({ PORT: String(port), LUDOTECA_DB: db });
    await waitFor(() => run.stdout().includes('\n') || child?.exitCode !== null, 'the server to start', run);
    expect(run.stderr()).toBe('');
    expect(run.stdout()).toBe(`Ludoteca: http://localhost:${port}\n`);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    // The web app may or may not be built in this checkout: either its page or the "not built" page.
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    const html = await home.text();
    if (home.status === 503) expect(html).toContain('npm run build');
    else expect(home.status).toBe(200);
    expect(existsSync(db)).toBe(true);

    child?.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('reports a port in use in one line and exits 1', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const run = start({ PORT: String(port), LUDOTECA_DB: join(tempDir(), 'x.db') });
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toBe(
        `ludoteca: port ${port} is already in use: stop the program using it or set PORT to another port, ` +
          'e.g. PORT=8081 npm start\n',
      );
      expect(run.stdout()).toBe('');
    } finally {
      blocker.close();
    }
  });

  it('reports a database it cannot open in one line and exits 1', async () => {
    const run = start({ PORT: '0', LUDOTECA_DB: join('/dev/null', 'ludoteca.db') });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/^ludoteca: cannot open the database .*LUDOTECA_DB.*\n$/);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('refuses a PORT that is not a number', async () => {
    const run = start({ PORT: 'eighty', LUDOTECA_DB: ':memory:' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toBe('ludoteca: PORT "eighty" is not a port number: expected 0–65535, e.g. PORT=8080\n');
  });

  it('refuses a LUDOTECA_SOCKETS_PER_ADDRESS that is not a count', async () => {
    const run = start({ PORT: '0', LUDOTECA_DB: ':memory:', LUDOTECA_SOCKETS_PER_ADDRESS: 'many' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toBe(
      'ludoteca: LUDOTECA_SOCKETS_PER_ADDRESS "many" is not a count: expected the online connections one address ' +
        'may hold open, e.g. 500, or 0 for no limit\n',
    );
  });
});
