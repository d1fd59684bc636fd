// Browser-test harness: finds Debian's Chromium (never downloads one), starts the real server on a free port
// with a throwaway database, and stops both afterwards. Without a browser the tests are skipped, loudly —
// unless CI is set, where a missing browser is a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = join(REPO, 'build', 'screenshots');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

export const CHROMIUM = findChromium();
const IN_CI = !!process.env.CI;

/** Skip the browser tests only on a developer's machine without Chromium; in CI a missing browser fails them. */
export const SKIP_BROWSER = CHROMIUM === undefined && !IN_CI;

if (CHROMIUM === undefined) {
  const bar = '!'.repeat(78);
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`
    : `no Chromium at ${CANDIDATES.join(', ')}`;
  process.stderr.write(
    `\n${bar}\n!! ${IN_CI ? 'BROWSER TESTS FAIL' : 'BROWSER TESTS SKIPPED'}: ${where}.\n` +
      "!! Install Debian's Chromium with:   sudo apt-get install -y chromium\n" +
      '!! or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.\n' +
      `${IN_CI ? '!! (CI is set, so a missing browser is a failure.)\n' : ''}${bar}\n\n`,
  );
}

export async function launchBrowser(): Promise<Browser> {
  if (CHROMIUM === undefined) {
    throw new Error('no Chromium for the browser tests: apt-get install -y chromium, or set CHROMIUM_PATH');
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts `node dist/server/main.js` (built by `npm run build` before the tests) on a free port. */
export async function startServer(): Promise<RunningServer> {
  const main = join(REPO, 'dist', 'server', 'main.js');
  if (!existsSync(main) || !existsSync(join(REPO, 'dist', 'web', 'index.html'))) {
    throw new Error('the server or the web app is not built: run `npm run build` (node scripts/build.js) first');
  }
  const dir = mkdtempSync(join(tmpdir(), 'ludoteca-e2e-'));
  // PORT=0: the system picks a free port and the server prints which one, so there is no race for a port.
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LUDOTECA_DB: join(dir, 'e2e.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with status ${code}:\n${output}`));
    });
  });
  // Ready means /api/health answers, not just that the port is open.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`/api/health did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, name);
}
