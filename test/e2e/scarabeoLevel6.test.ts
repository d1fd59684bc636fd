// Scarabeo's level 6 and endgame in a real Chromium: level 6 thinks in the worker and the page shows how far along
// it is while it stays usable; with the bag empty the hint solves the endgame and says whether it is proven.
import { describe, expect, it } from 'vitest';
import { poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

/** expect.poll with room for a loaded machine. */
const poll = poller(60_000);

describe.skipIf(SKIP_BROWSER)('Scarabeo level 6 and the endgame hint in the browser', () => {
  const browser = setUpBrowser();

  it('shows that level 6 is thinking and how far along, and the page answers meanwhile', async () => {
    const { page, errors } = await browser.open('/scarabeo');
    await page.getByTestId('sc-start').waitFor();
    await page.goto(`${browser.url()}/scarabeo/2p#e2e-level6`);
    await page.getByTestId('sc-watch-all').click();
    await page.getByTestId('sc-seat-0-level').selectOption('6');
    await page.getByTestId('sc-seat-1-level').selectOption('5');
    await page.getByTestId('sc-start-game').click();
    // The progress line: "thinking… 40%" (the worker reports the fraction of its time used).
    await poll(
      async () =>
        (await page
          .getByTestId('sc-thinking')
          .textContent()
          .catch(() => '')) ?? '',
    ).toMatch(/thinking… \d+%/);
    // The page is not blocked while the worker thinks: it answers a script and a change of its controls.
    expect(await page.evaluate(() => document.title.length > 0)).toBe(true);
    await page.getByTestId('sc-speed').selectOption('fastest');
    await poll(
      async () => ((await page.getByTestId('sc-game').getAttribute('data-moves')) ?? '').split('|').length,
    ).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  }, 240_000);

  it('with the bag empty the hint solves the endgame and says whether its choice is proven', async () => {
    const { page, errors } = await browser.open('/scarabeo');
    await page.getByTestId('sc-example-empty-bag').click();
    await page.getByTestId('sc-hint').click();
    await poll(
      async () =>
        (await page
          .getByTestId('sc-hint-endgame')
          .textContent()
          .catch(() => '')) ?? '',
    ).toMatch(/(proven best|best found) to the end: [+-]?\d+ for you/);
    expect(errors).toEqual([]);
  }, 240_000);
});
