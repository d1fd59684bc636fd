// The set-up screens in words: Konobi's levels say what their number is (playouts), the online set-up and the
// online game's heading name Scarabeo's settings in words ("Scarabeo, 2 players"), and the "who plays" choice
// shows its whole text at 1280×800 — in English and Italian.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);

async function serious(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
}

/** Each "who plays" select is as wide as its chosen text needs (nothing cut off). */
async function selectsFit(page: Page): Promise<boolean[]> {
  return page.locator('[data-testid$="-who"]').evaluateAll((els) =>
    els.map((el) => {
      const select = el as HTMLSelectElement;
      // A probe with the select's font measures the option's text as drawn.
      const probe = document.createElement('span');
      const style = getComputedStyle(select);
      probe.style.font = style.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = select.options[select.selectedIndex]?.text ?? '';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      // Room for the text, the padding and the arrow (about 1rem).
      return select.clientWidth >= text + padding + 12;
    }),
  );
}

describe.skipIf(SKIP_BROWSER)('set-up screens in words', () => {
  const browser = setUpBrowser();

  it("Konobi's levels say they are playouts, in English and Italian", async () => {
    const page = await browser.openReady('/konobi', '[data-testid="kb-start"]');
    const options = () =>
      page
        .getByTestId('kb-white-level')
        .locator('option')
        .evaluateAll((els) => els.map((e) => e.textContent));
    expect(await options()).toEqual([
      '1 (200 playouts)',
      '2 (1,000 playouts)',
      '3 (4,000 playouts)',
      '4 (12,000 playouts)',
      '5 (40,000 playouts)',
    ]);
    await page.getByTestId('lang-it').click();
    await poll(async () => (await options())[4]).toBe('5 (40.000 simulazioni)');
    await page.getByTestId('lang-en').click();
  });

  it('names Scarabeo in words in the online set-up and the game heading; the seat choice is whole', async () => {
    const page = await browser.openReady('/scarabeo', '[data-testid="sc-start"]', DESKTOP);
    await page.locator('.online-setup summary').click();
    const said = page.getByTestId('online-setup-game');
    expect(await said.textContent()).toBe('The game, as chosen above: Scarabeo, 2 players.');
    await page.getByTestId('online-seat-1-who').selectOption('person');
    expect(await selectsFit(page)).toEqual([true, true]);
    expect(await serious(page, '[data-testid="online-setup"]')).toEqual([]);
    await page.getByTestId('lang-it').click();
    await poll(() => said.textContent()).toBe('La partita, come scelta sopra: Scarabeo, 2 giocatori.');
    expect(await selectsFit(page)).toEqual([true, true]);
    await page.getByTestId('lang-en').click();

    // The game made: its heading names it the same way.
    await page.getByTestId('online-name').fill('Ada');
    await page.getByTestId('online-create').click();
    await page.waitForURL(/\/online\/[a-z0-9]{16}$/);
    await poll(() => page.locator('h1').first().textContent()).toBe('Scarabeo, 2 players · online');
  }, 60_000);

  it("Konobi's White and Black choices show their whole text at 1280×800 and on a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.openReady('/konobi', '[data-testid="kb-start"]', viewport);
      await page.locator('.online-setup summary').click();
      await page.getByTestId('online-seat-0-who').selectOption('person');
      await page.getByTestId('online-seat-1-who').selectOption('person');
      expect(await selectsFit(page)).toEqual([true, true]);
      await page.getByTestId('online-setup').screenshot({
        path: screenshotPath(`konobi-online-setup-${viewport.width}.png`),
      });
    }
  }, 60_000);
});
