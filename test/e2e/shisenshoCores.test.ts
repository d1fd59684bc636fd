// Shisen-Sho's hint on two cores in a real Chromium against the real server: the pages are cross-origin
// isolated (the server's COOP and COEP headers), so a hint runs two workers sharing the solver's table; with
// those headers taken away it runs one, as from a static file host; every page of every game still loads
// without an error under the headers. A screenshot of the hint goes to build/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  checkPair,
  formatBoard,
  parseCellPair,
  parseParams,
  type ShisenShoState,
} from '../../src/games/shisensho/index.js';
import { expectClears } from '../ai/shisensho/exhaustive.js';
import { poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(10_000);

// A gravity deal the solver decides in a few hundred nodes, so the hint is a proven one even on a loaded machine.
const GRAVITY = '/shisensho/18x8k36g#gravity';
const gravityDeal = (): ShisenShoState => shisensho.newGame(unwrap(parseParams('18x8k36g')), createRng('gravity'));

/** Asks for a hint and checks it: a legal pair after which the board can still be cleared (replayed on the engine). */
async function checkedHint(page: Page, state: ShisenShoState): Promise<void> {
  await page.getByTestId('hint').click();
  await poll(() => page.locator('.ss-board').getAttribute('data-hint')).not.toBeNull();
  const cells = parseCellPair((await page.locator('.ss-board').getAttribute('data-hint')) ?? '');
  if (!cells) throw new Error('no hint cells');
  const pair = checkPair(state.board, cells[0], cells[1]);
  expect(pair.ok).toBe(true);
  if (!pair.ok) return;
  const after = shisensho.play(state, pair.value.move);
  const rest = solveState(after);
  expect(rest.solvable).toBe(true);
  expectClears(after, rest);
  // A proven pair: no "the solver ran out of time" before it.
  expect(await page.getByTestId('status').textContent()).toMatch(/^Hint: /);
}

describe.skipIf(SKIP_BROWSER)('Shisen-Sho hint on two cores', () => {
  const browser = setUpBrowser();

  it('the page is cross-origin isolated; a hint on a gravity deal runs two workers and is a proven pair', async () => {
    const { page, errors } = await browser.open(GRAVITY);
    await page.locator('.ss-board').waitFor();
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
    const state = gravityDeal();
    expect(await page.locator('.ss-board').getAttribute('data-board')).toBe(formatBoard(state.board));
    expect(page.workers()).toHaveLength(0);
    await checkedHint(page, state);
    // The two searches' workers (the default search and the second), started for the hint and kept for the next.
    await poll(() => page.workers().length).toBe(2);
    await page.screenshot({ path: screenshotPath('shisensho-hint-two-cores.png') });
    expect(errors).toEqual([]);
  }, 90_000);

  it('without the isolation headers (a static file host) the hint runs one worker and still answers', async () => {
    const { page, errors } = await browser.open('/');
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-embedder-policy'];
      delete headers['cross-origin-opener-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto(`${browser.url()}${GRAVITY}`);
    await page.locator('.ss-board').waitFor();
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(false);
    await checkedHint(page, gravityDeal());
    await poll(() => page.workers().length).toBe(1);
    expect(errors).toEqual([]);
  }, 90_000);

  it("every game's pages load under the isolation headers without a console error", async () => {
    const { page, errors } = await browser.open('/');
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    const pages = [
      ['/', '.cards'],
      ['/samegame/6x4c3#iso', '.board'],
      ['/samegame/rules', '.rules h1'],
      ['/shisensho/12x6k12#iso', '.ss-board'],
      ['/shisensho/rules', '.rules h1'],
      ['/scarabeo', '[data-testid="sc-start"]'],
      ['/scarabeo/rules', '.rules h1'],
      ['/konobi/7', '[data-testid="kb-start"]'],
      ['/konobi/rules', '.rules h1'],
      ['/online', 'main h1'],
      ['/replay', 'main h1'],
    ] as const;
    for (const [path, ready] of pages) {
      await page.goto(`${browser.url()}${path}`);
      await page.locator(ready).first().waitFor();
      expect(await page.evaluate(() => self.crossOriginIsolated), path).toBe(true);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
