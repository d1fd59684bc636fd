// Shisen-Sho's board in words and figures: a deal stuck from the start offers only what can be done, a tile's
// accessible name says its cell and its code once, the ring carries the column letters and row numbers the messages
// use (both orientations), and "Same kind" is off once the board is cleared.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(5000);

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id);
}

describe.skipIf(SKIP_BROWSER)('Shisen-Sho: stuck deals, tile names and coordinates', () => {
  const browser = setUpBrowser();

  it('a deal stuck from the start offers a scramble and a new game, not an undo or a restart', async () => {
    const page = await browser.openReady('/shisensho/6x3k9u#st6', '.ss-board');
    const over = page.getByTestId('game-over');
    await poll(() => over.textContent()).toContain('No pairs left');
    expect(await over.textContent()).toContain('from the start');
    expect(await page.getByTestId('stuck-undo').count()).toBe(0);
    expect(await page.getByTestId('stuck-restart').count()).toBe(0);
    expect(await serious(page)).toEqual([]);
    // New game opens the dialog of the page's own New game button.
    await page.getByTestId('stuck-new').click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    // A scramble is a move: stuck again after it, undo and restart are there to take it back.
    await page.getByTestId('stuck-scramble').click();
    await poll(() => page.getByTestId('scrambles').textContent()).toBe('1');
    if ((await over.count()) > 0) {
      expect(await page.getByTestId('stuck-undo').count()).toBe(1);
      expect(await page.getByTestId('stuck-restart').count()).toBe(1);
    }
  }, 60_000);

  it("names a tile's cell and code once ('a1: South wind, 2z'), in English and Italian", async () => {
    const page = await browser.openReady('/shisensho/6x3k9u#st6', '.ss-board');
    const labels = await page
      .locator('.ss-board .ss-cell[data-cell]')
      .evaluateAll((els) =>
        els.map((e) => ({ cell: e.getAttribute('data-cell'), label: e.getAttribute('aria-label') ?? '' })),
      );
    expect(labels.length).toBe(18);
    for (const { cell, label } of labels) {
      // The cell once, the kind in words, and the code the tile shows once, outside brackets: speech input names
      // a tile by what it shows.
      const m = new RegExp(`^${cell}: [^(),]+, ([1-9][mpszf])$`).exec(label);
      expect(m, label).not.toBeNull();
      expect(label.split(m?.[1] ?? '?').length, label).toBe(2);
    }
    await page.getByTestId('lang-it').click();
    const it = (await page.locator('.ss-board [data-cell="a1"]').getAttribute('aria-label')) ?? '';
    expect(it).toMatch(/^a1: [^(),]+, [1-9][mpszf]$/);
    await page.getByTestId('lang-en').click();
  }, 60_000);

  it('labels the columns and rows the messages name, turned with the board on a phone', async () => {
    const page = await browser.openReady('/shisensho/18x8k36#coords', '.ss-board', DESKTOP);
    const coords = (along: 'top' | 'left') =>
      page.locator(`.ss-coord.${along}`).evaluateAll((els) => els.map((e) => e.textContent));
    const letters = 'abcdefghijklmnopqr'.split('');
    const numbers = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(await coords('top')).toEqual(letters);
    expect(await coords('left')).toEqual(numbers);
    // The label a1 sits above the tile a1 and the label 1 beside it.
    const a1 = await page.locator('.ss-board [data-cell="a1"]').boundingBox();
    const a = await page.locator('.ss-coord.top[data-coord="a"]').boundingBox();
    const one = await page.locator('.ss-coord.left[data-coord="1"]').boundingBox();
    if (!a1 || !a || !one) throw new Error('not on screen');
    expect(Math.abs(a.x + a.width / 2 - (a1.x + a1.width / 2))).toBeLessThan(2);
    expect(a.y + a.height).toBeLessThanOrEqual(a1.y + 1);
    expect(Math.abs(one.y + one.height / 2 - (a1.y + a1.height / 2))).toBeLessThan(2);
    expect(one.x + one.width).toBeLessThanOrEqual(a1.x + 1);
    await page.screenshot({ path: screenshotPath('shisensho-coords-desktop.png') });

    const phone = await browser.openReady('/shisensho/18x8k36#coords', '.ss-board', PHONE);
    await poll(() => phone.locator('.ss-frame.transposed').count()).toBe(1);
    expect(await phone.locator('.ss-coord.top').evaluateAll((els) => els.map((e) => e.textContent))).toEqual(numbers);
    expect(await phone.locator('.ss-coord.left').evaluateAll((els) => els.map((e) => e.textContent))).toEqual(letters);
    await phone.screenshot({ path: screenshotPath('shisensho-coords-phone.png'), fullPage: true });
    expect(await serious(phone)).toEqual([]);
  }, 60_000);

  it('turns "Same kind" off once the board is cleared', async () => {
    const page = await browser.openReady('/shisensho/2x1k1#e2e-kind', '.ss-board');
    const kind = page.getByTestId('same-kind');
    expect(await kind.isEnabled()).toBe(true);
    await page.locator('.ss-board [data-cell="a1"]').click();
    await page.locator('.ss-board [data-cell="b1"]').click();
    await poll(() => page.getByTestId('game-over').textContent()).toContain('Board cleared!');
    expect(await kind.isDisabled()).toBe(true);
  }, 60_000);
});
