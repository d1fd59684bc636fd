// Browser-test harness: finds Debian's Chromium (never downloads one), starts the real server on a free port
// with a throwaway database, opens pages, and stops both afterwards. Without a browser the tests are skipped,
// loudly — unless CI is set, where a missing browser is a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

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

/** Starts `node dist/server/main.js` (built by `npm run build` before the tests) on a free port, `env` added. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = join(REPO, 'dist', 'server', 'main.js');
  if (!existsSync(main) || !existsSync(join(REPO, 'dist', 'web', 'index.html'))) {
    throw new Error('the server or the web app is not built: run `npm run build` (node scripts/build.js) first');
  }
  const dir = mkdtempSync(join(tmpdir(), 'ludoteca-e2e-'));
  // PORT=0: the system picks a free port and the server prints which one, so there is no race for a port.
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LUDOTECA_DB: join(dir, 'e2e.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // 60 s, not less: on a loaded machine (load average 12) a start took over 15 s.
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
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

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** expect.poll with room for a loaded machine (its default is one second): `timeout` unless a call says. */
export function poller(
  timeout: number,
): <T>(fn: () => Promise<T> | T, within?: number) => ReturnType<typeof expect.poll<T>> {
  return (fn, within = timeout) => expect.poll(fn, { timeout: within });
}

export interface BrowserTests {
  /** The real server's address. */
  url(): string;
  /**
   * A fresh context (so no saved games carry over) on `path`, and the errors the page raises. The service
   * worker is blocked unless `serviceWorker` says (test/e2e/offline.test.ts): its precache of the whole app on
   * every fresh context would compete with the test for a loaded machine's CPU.
   */
  open(
    path: string,
    viewport?: { width: number; height: number },
    options?: { serviceWorker?: boolean },
  ): Promise<{ page: Page; errors: string[] }>;
  /** `open`, then waits for `ready` and checks that the page raised no error on the way. */
  openReady(path: string, ready: string, viewport?: { width: number; height: number }): Promise<Page>;
}

/** Starts the server and the browser before the tests of the enclosing describe, and closes everything after. */
export function setUpBrowser(): BrowserTests {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 40_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  }, 20_000);

  const tests: BrowserTests = {
    url() {
      if (!server) throw new Error('the harness did not start');
      return server.url;
    },
    async open(path, viewport = DESKTOP, options = {}) {
      if (!browser || !server) throw new Error('the harness did not start');
      // Reduced motion: every click lands on a piece at rest, and screenshots show finished states.
      const context = await browser.newContext({
        viewport,
        reducedMotion: 'reduce',
        serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // A Content-Security-Policy violation (a blocked worker, fetch, style or font) is only a console error.
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      await page.goto(`${server.url}${path}`);
      return { page, errors };
    },
    async openReady(path, ready, viewport) {
      const { page, errors } = await tests.open(path, viewport);
      await page.locator(ready).waitFor();
      expect(errors).toEqual([]);
      return page;
    },
  };
  return tests;
}
