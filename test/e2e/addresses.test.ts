// Addresses typed or shared, each opened in a fresh tab: a game's page must come up (not hang on "Loading…"),
// a lenient spelling must settle on its canonical address, and a wrong one must say what is wrong.
import { describe, expect, it } from 'vitest';
import { describeGameIdError } from '../../src/core/messages.js';
import { poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

const poll = poller(10_000);

describe.skipIf(SKIP_BROWSER)('addresses opened in a fresh tab', () => {
  const browser = setUpBrowser();

  // [address, what the page shows when it is up, the address it settles on (a RegExp over path + hash)]
  const good: [string, string, RegExp][] = [
    ['/samegame', 'game-id', /^\/samegame\/15x10c4#[0-9a-z]+$/],
    ['/samegame/15x10c4', 'game-id', /^\/samegame\/15x10c4#[0-9a-z]+$/],
    ['/samegame/15X10C4#ABC', 'game-id', /^\/samegame\/15x10c4#ABC$/],
    ['/shisensho', 'game-id', /^\/shisensho\/18x8k36#[0-9a-z]+$/],
    ['/konobi', 'kb-start', /^\/konobi\/11$/],
    ['/konobi/007', 'kb-start', /^\/konobi\/7$/],
    // Scarabeo's settings without a seed: the start screen on them (a seed is dealt when the game starts).
    ['/scarabeo/3p', 'sc-start', /^\/scarabeo\/3p$/],
  ];
  for (const [address, ready, settles] of good) {
    it(`opens ${address}`, async () => {
      const { page, errors } = await browser.open(address);
      await page.getByTestId(ready).waitFor({ timeout: 10_000 });
      await poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.hash}`;
      }).toMatch(settles);
      expect(errors).toEqual([]);
    });
  }

  // Every game played from a seed says what is wrong with a malformed one in the shared id parser's words, in
  // the page's language (Konobi's addresses carry no seed).
  for (const address of ['/scarabeo/2p#bad!seed', '/samegame/6x4c3#bad!seed', '/shisensho/12x6k12#bad!seed']) {
    it(`explains the malformed seed of ${address}, in English and Italian`, async () => {
      const { page, errors } = await browser.open(address);
      const said = page.getByTestId('bad-game');
      const error = { code: 'seed-syntax', seed: 'bad!seed' } as const;
      await poll(() => said.textContent()).toBe(describeGameIdError(error, 'en'));
      await page.getByTestId('lang-it').click();
      await poll(() => said.textContent()).toBe(describeGameIdError(error, 'it'));
      expect(errors).toEqual([]);
    });
  }

  it('says what is wrong with an address that names no game', async () => {
    const { page } = await browser.open('/konobi/abc');
    await expect(page.getByTestId('bad-game').textContent()).resolves.toContain('abc');
  });
});
