// A page whose socket the server refuses because too many are open from its address (LUDOTECA_SOCKETS_PER_ADDRESS,
// here 1, held by a scripted player): the page says why, in English and Italian, on a desktop and a phone, keeps
// trying with backoff, and gets in by itself once a socket of that address closes.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CreateResponse } from '../../src/online/protocol.js';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  poller,
  type RunningServer,
  SKIP_BROWSER,
  screenshotPath,
  startServer,
} from './harness.js';

const poll = poller(30_000);

describe.skipIf(SKIP_BROWSER)('online play: a connection refused for its address', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ LUDOTECA_SOCKETS_PER_ADDRESS: '1' });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 20_000);

  /** A Konobi game whose first seat Ada follows over a socket of her own: the address's one socket. */
  async function gameWithAda(): Promise<{ game: CreateResponse; ada: WebSocket }> {
    if (!server) throw new Error('no server');
    const created = await fetch(`${server.url}/api/online/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'konobi',
        params: '5',
        seats: [{ kind: 'person' }, { kind: 'person' }],
        clock: { kind: 'none' },
        listed: false,
        name: 'Ada',
        sit: 0,
      }),
    });
    const game = (await created.json()) as CreateResponse;
    // The previous case's page may still hold the address's socket for a moment (its close is under way): Ada's
    // is then refused, and tried again.
    for (let attempt = 0; attempt < 50; attempt++) {
      const ada = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/online/socket`);
      const answered = await new Promise<boolean>((resolve, reject) => {
        ada.once('message', () => resolve(true));
        ada.once('close', () => resolve(false));
        ada.once('open', () => ada.send(JSON.stringify({ type: 'hello', game: game.id, token: game.token })));
        ada.once('error', reject);
      });
      if (answered) return { game, ada };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("Ada's socket was refused 50 times");
  }

  async function open(path: string, viewport: { width: number; height: number }, italian: boolean) {
    if (!browser || !server) throw new Error('no browser');
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (italian) {
      await page.goto(`${server.url}/`);
      await page.getByTestId('lang-it').click();
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
    }
    await page.goto(`${server.url}${path}`);
    return { page, errors };
  }

  const connection = (p: Page) => p.getByTestId('online-connection').textContent();

  const cases = [
    ['English', 'desktop', DESKTOP, false, /^The server refused the connection: too many are open from your network/],
    ['English', 'phone', PHONE, false, /^The server refused the connection: too many are open from your network/],
    ['Italian', 'desktop', DESKTOP, true, /^Il server ha rifiutato la connessione: ce ne sono troppe aperte/],
    ['Italian', 'phone', PHONE, true, /^Il server ha rifiutato la connessione: ce ne sono troppe aperte/],
  ] as const;

  /** The critical and serious axe violations on the page, by rule. */
  async function seriousViolations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).analyze();
    return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
  }

  it.each(cases)(
    'says why in %s on a %s, and gets in once the other socket closes',
    async (lang, device, viewport, italian, refused) => {
      const { game, ada } = await gameWithAda();
      // Bo opens his invitation in the browser, from the same address: its socket is one too many.
      const { page, errors } = await open(`/online/${game.id}#${game.invites[0]?.token}`, viewport, italian);
      await page.getByTestId('online-invite-name').fill('Bo');
      await page.getByTestId('online-invite-play').click();
      await poll(() => connection(page)).toMatch(refused);
      await page.screenshot({ path: screenshotPath(`online-crowded-${lang.toLowerCase()}-${device}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
      ada.close();
      await poll(() => connection(page), 60_000).toBe(italian ? 'Connesso' : 'Connected');
      await poll(() => page.getByTestId('online-game').getAttribute('data-status')).toBe('playing');
      await page.screenshot({ path: screenshotPath(`online-crowded-${lang.toLowerCase()}-${device}-in.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
