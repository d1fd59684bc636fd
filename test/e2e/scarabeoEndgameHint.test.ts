// Scarabeo's endgame in a real Chromium: with the bag empty the hint solves the endgame in the worker and says
// whether its choice is proven.
import { describe, expect, it } from 'vitest';
import { poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

/** expect.poll with room for a loaded machine. */
const poll = poller(60_000);

describe.skipIf(SKIP_BROWSER)('Scarabeo endgame hint in the browser', () => {
  const browser = setUpBrowser();

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
