// Scarabeo's page at a laptop's 1280×800 and a phone's 390×844: the board's coordinates along its edges (columns
// A–Q, rows 1–17, as the notation names squares), a message that leaves Confirm and the rack in view, and the
// hint list brought into view when Hint is pressed; screenshots in build/screenshots/scarabeo-*.png.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(30_000);

/** Whether the element lies wholly inside the window (no scrolling needed to see it). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= window.height && box.x + box.width <= window.width;
}

const COLUMNS = 'ABCDEFGHIJKLMNOPQ'.split('');
const ROWS = Array.from({ length: 17 }, (_, i) => String(i + 1));

describe.skipIf(SKIP_BROWSER)("Scarabeo's page at a laptop's and a phone's size", () => {
  const browser = setUpBrowser();

  for (const [name, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`${name}: coordinates on the board's edges, Confirm and the rack in view under a message, the hints shown`, async () => {
      const page = await browser.openReady('/scarabeo/2p#e2e-sc1', '[data-testid="sc-start-game"]', viewport);
      await page.getByTestId('sc-seat-1-level').selectOption('1');
      await page.getByTestId('sc-start-game').click();
      await page.getByTestId('sc-rack').waitFor({ timeout: 60_000 });

      // The edges: the column letters across the top, the row numbers down the left, big enough to read.
      const coords = page.locator('.sc-board .sc-coord');
      expect(await coords.allTextContents()).toEqual([
        ...COLUMNS,
        ...ROWS, // each row starts with its number, so the row labels come in order after the columns
      ]);
      const board = await page.getByTestId('sc-board').boundingBox();
      const q = await coords.nth(16).boundingBox();
      const seventeen = await coords.nth(33).boundingBox();
      if (!board || !q || !seventeen) throw new Error('the board or its coordinates are not on screen');
      expect(q.y).toBeLessThan(board.y + board.height / 17); // Q on the top edge
      expect(seventeen.x).toBeLessThan(board.x + board.width / 17); // 17 on the left edge
      const size = await coords.nth(16).evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
      expect(size).toBeGreaterThanOrEqual(8);
      expect(await inView(page, page.getByTestId('sc-board'))).toBe(true);

      // A refused play (a tile off the centre) and its message: Confirm and the rack stay where they can be seen.
      await page.locator('.sc-rack [data-slot="0"]').click();
      await page.locator('[data-square="A1"]').click();
      await poll(() => page.locator('[data-square="A1"]').getAttribute('data-cell')).toBe('pending');
      await page.getByTestId('sc-board').press('Enter');
      await page.getByTestId('sc-message').waitFor();
      if (viewport === DESKTOP) {
        expect(await inView(page, page.getByTestId('sc-confirm'))).toBe(true);
        expect(await inView(page, page.getByTestId('sc-rack'))).toBe(true);
        expect(await inView(page, page.getByTestId('sc-message'))).toBe(true);
      }
      await page.screenshot({ path: screenshotPath(`scarabeo-${name}-message.png`) });

      // Hint: the list comes into view with its plays.
      await page.getByTestId('sc-hint').click();
      await page.locator('.sc-hint').first().waitFor({ timeout: 60_000 });
      await poll(() => inView(page, page.locator('.sc-hint').first())).toBe(true);
      await page.screenshot({ path: screenshotPath(`scarabeo-${name}-hints.png`) });
    }, 180_000);
  }
});
