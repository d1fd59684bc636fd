// Reconnection in real Chromium: two players in a Konobi online game, the server killed with SIGKILL mid-game
// (every open socket dropped at once, as a lost network or a crashed server does), both pages say the connection
// is lost; the server started again on the same port and database, both pages reconnect by themselves, get the
// game back from the server's state, and play on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, poller, REPO, SKIP_BROWSER } from './harness.js';

const poll = poller(30_000);

/** The server on a fixed port (so the pages' address survives the restart) and a database that outlives it. */
function startOn(port: number, db: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(REPO, 'dist', 'server', 'main.js')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LUDOTECA_DB: db },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/http:\/\/localhost:\d+/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with status ${code}:\n${output}`));
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGKILL');
  return exited;
}

describe.skipIf(SKIP_BROWSER)('online play: reconnecting after the connection drops', () => {
  // A port above 20000 picked at random (a restart must find the same one again).
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'ludoteca-online-reconnect-'));
  const db = join(dir, 'e2e.db');
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startOn(port, db);
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server) await killed(server);
    rmSync(dir, { recursive: true, force: true });
  }, 20_000);

  async function open(path: string, viewport?: { width: number; height: number }) {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}${path}`);
    return { page, errors };
  }

  const moves = (p: Page) => p.getByTestId('online-game').getAttribute('data-moves');
  const connection = (p: Page) => p.getByTestId('online-connection').textContent();

  it('the server killed and started again: both players reconnect, resynchronise and play on', async () => {
    const { page: a, errors: aErrors } = await open('/konobi/new');
    await a.getByTestId('kb-size').fill('5');
    await a.locator('.online-setup summary').click();
    await a.getByTestId('online-name').fill('Ada');
    await a.getByTestId('online-create').click();
    await a.waitForURL(/\/online\/[a-z0-9]{16}$/);
    const invite = new URL(await a.getByTestId('online-invite-1').inputValue());
    const { page: b, errors: bErrors } = await open(invite.pathname + invite.hash, PHONE);
    await b.getByTestId('online-invite-name').fill('Bo');
    await b.getByTestId('online-invite-play').click();
    await poll(() => a.getByTestId('online-game').getAttribute('data-status')).toBe('playing');

    await a.locator('[data-point="c1"]').click();
    await poll(() => moves(b)).toBe('c1');
    await b.locator('[data-point="a1"]').click();
    await poll(() => moves(a)).toBe('c1|a1');

    if (!server) throw new Error('no server');
    await killed(server);
    for (const p of [a, b]) await poll(() => connection(p)).toMatch(/^Connection lost/);
    // While disconnected the board takes no move.
    expect(await a.getByTestId('online-move-input').count()).toBe(0);

    server = await startOn(port, db);
    for (const p of [a, b]) await poll(() => connection(p), 60_000).toBe('Connected');
    expect(await moves(a)).toBe('c1|a1');
    expect(await moves(b)).toBe('c1|a1');
    await poll(() => a.getByTestId('online-status').textContent()).toBe('Your turn');
    await a.locator('[data-point="c2"]').click();
    await poll(() => moves(b)).toBe('c1|a1|c2');
    await poll(() => b.getByTestId('online-status').textContent()).toBe('Your turn');
    expect([...aErrors, ...bErrors]).toEqual([]);
  }, 180_000);
});
