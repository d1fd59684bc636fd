// Installable and offline, in a real Chromium against the real server: the manifest and the service worker are
// served (and allowed by the Content-Security-Policy), the worker registers and takes control, and then, with
// the network off (Playwright's context.setOffline), a reload, typed addresses of every game and a shared
// replay link still open, the standard lexicon comes from the cache, and the server's features say politely
// that the server cannot be reached; a Konobi game finished offline is kept and posted once the network is back.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedReplayPath } from '../../src/web/replay/link.js';
import { DESKTOP, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(30_000);

/** Waits until a service worker controls the page and has finished installing (its precache is complete). */
async function controlled(page: Page): Promise<void> {
  await poll(() =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    }),
  ).toBe(true);
}

async function offline(context: BrowserContext, page: Page, path: string, ready: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*$/, `$1${path}`));
  await page.locator(ready).first().waitFor();
}

describe.skipIf(SKIP_BROWSER)('installable and offline', () => {
  const browser = setUpBrowser();

  it('serves a manifest with icons and a service worker the CSP allows', async () => {
    const manifest = await fetch(`${browser.url()}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(body).toMatchObject({ name: 'Ludoteca', start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const sw = await fetch(`${browser.url()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('/lexicon/standard.cdawg');
    const { page } = await browser.open('/', DESKTOP, { serviceWorker: true });
    await page.locator('h1').first().waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('reloads offline, opens every game and a shared replay offline, and has the lexicon cached', async () => {
    const { page, errors } = await browser.open('/', DESKTOP, { serviceWorker: true });
    await page.locator('h1').first().waitFor();
    await controlled(page);
    const context = page.context();

    await context.setOffline(true);
    await page.reload();
    await page.locator('h1').first().waitFor();
    expect(await page.locator('a[href^="/samegame"]').count()).toBeGreaterThan(0);
    // The page says, politely, what waits for the network.
    await poll(() => page.getByTestId('offline-notice').textContent()).toContain('You are offline');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual(
      [],
    );
    await page.screenshot({ path: screenshotPath('offline-home-desktop.png') });

    // Typed addresses of each game: the page, the engines and (for a fresh deal) a seed of the page's own.
    await offline(context, page, '/samegame', '.board');
    await poll(() => new URL(page.url()).hash.length).toBeGreaterThan(1);
    await offline(context, page, '/shisensho', '.ss-board');
    await offline(context, page, '/konobi/7', '[data-testid="kb-start"]');
    await offline(context, page, '/scarabeo', 'form, [data-testid="sc-start"]');
    // The lexicon a Scarabeo game loads comes from the precache.
    const lexicon = await page.evaluate(async () => {
      const r = await fetch('/lexicon/standard.cdawg');
      return { status: r.status, bytes: (await r.arrayBuffer()).byteLength };
    });
    expect(lexicon.status).toBe(200);
    expect(lexicon.bytes).toBeGreaterThan(100_000);
    // A shared replay link carries its record, so it opens without the server.
    await offline(
      context,
      page,
      sharedReplayPath({ version: 1, game: 'konobi', params: '5', seed: 'offline1', moves: ['c3', 'b2'] }),
      '[data-testid="replay-page"]',
    );
    await page.getByTestId('replay-next').click();
    await poll(() => page.getByTestId('replay-at').textContent()).toBe('Move 1 of 2');
    // A stored game needs the server: the page says so, politely, with a way to try again.
    await offline(context, page, '/replay/1', '[data-testid="replay-offline"]');
    await page.screenshot({ path: screenshotPath('offline-replay-desktop.png') });
    await context.setOffline(false);
    await poll(() => page.getByTestId('offline-notice').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('keeps a Konobi game finished offline and posts it when the network is back', async () => {
    const { page } = await browser.open('/konobi/5', DESKTOP, { serviceWorker: true });
    await page.getByTestId('kb-start').waitFor();
    await controlled(page);
    const context = page.context();
    await context.setOffline(true);
    // Two computers play it out at the fast speed.
    await page.getByTestId('kb-black-computer').check();
    await page.getByTestId('kb-white-computer').check();
    await page.getByTestId('kb-play').click();
    await page.getByTestId('kb-watch').locator('select').selectOption('fast');
    await poll(() => page.getByTestId('kb-game').getAttribute('data-turn'), 120_000).toBe('over');
    await poll(() => page.getByTestId('kb-save-failed').textContent()).toContain('kept in this browser');
    await poll(() => page.getByTestId('kb-recent-panel').textContent()).toContain('cannot be reached');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('ludoteca:outbox:records') ?? '[]').length);
    expect(kept).toBe(1);
    await page.screenshot({ path: screenshotPath('offline-konobi-kept-desktop.png') });

    const moves = ((await page.getByTestId('kb-game').getAttribute('data-moves')) ?? '').split(' ');
    await context.setOffline(false);
    // Back online: the outbox goes to the server, the page shows the game saved and listed.
    await poll(() => page.getByTestId('kb-saved').isVisible()).toBe(true);
    await poll(() => page.evaluate(() => localStorage.getItem('ludoteca:outbox:records'))).toBe(null);
    const history = (await (await fetch(`${browser.url()}/api/records?game=konobi&params=5`)).json()) as {
      records: { moves: number }[];
    };
    expect(history.records.map((r) => r.moves)).toEqual([moves.length]);
    await poll(() => page.locator('[data-testid="kb-recent"] tr[data-record-id]').count()).toBe(1);
  }, 240_000);
});
