// Layouts that fit on a phone: Shisen-Sho's 18×8 board and its main controls inside the viewport, held upright
// and sideways, with tiles that do not overlap and codes that stay readable; screenshots for a person to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

/** Inside the viewport without scrolling (a pixel of rounding allowed). */
function inside(b: Box, viewport: { width: number; height: number }): boolean {
  return b.x >= -1 && b.y >= -1 && b.x + b.width <= viewport.width + 1 && b.y + b.height <= viewport.height + 1;
}

/** The tile faces' boxes, in the page's pixels. */
async function tileBoxes(page: Page): Promise<Box[]> {
  return page.$$eval('.ss-board .ss-cell:not(.ghost) .ss-tile', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

function overlaps(a: Box, b: Box): boolean {
  const e = 0.5;
  return a.x + a.width > b.x + e && b.x + b.width > a.x + e && a.y + a.height > b.y + e && b.y + b.height > a.y + e;
}

describe.skipIf(SKIP_BROWSER)('Layouts on a phone', () => {
  const browser = setUpBrowser();

  for (const [name, viewport] of [
    ['portrait', PORTRAIT],
    ['landscape', LANDSCAPE],
  ] as const) {
    it(`Shisen-Sho fits ${viewport.width}×${viewport.height} (${name}): board, hint, undo and new game on screen`, async () => {
      const page = await browser.openReady('/shisensho/18x8k36#layout1', '.ss-board', viewport);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(`layout-shisensho-${viewport.width}x${viewport.height}.png`) });
      const board = await box(page, '.ss-frame');
      expect(inside(board, viewport), `board ${JSON.stringify(board)}`).toBe(true);
      const controls = ['[data-testid="hint"]', '.controls [aria-keyshortcuts^="U"]', '.controls button.primary'];
      for (const control of controls) {
        const b = await box(page, control);
        expect(inside(b, viewport), `${control} ${JSON.stringify(b)}`).toBe(true);
      }
      const tiles = await tileBoxes(page);
      expect(tiles.length).toBe(144);
      const smallest = Math.min(...tiles.map((t) => Math.min(t.width, t.height)));
      expect(smallest).toBeGreaterThanOrEqual(18);
      const overlapping = tiles.flatMap((a, i) =>
        tiles
          .slice(i + 1)
          .filter((b) => overlaps(a, b))
          .map((b) => [a, b]),
      );
      expect(overlapping.slice(0, 2)).toEqual([]);
      // Every tile's code is drawn inside its own tile, large enough to read.
      const codes = await page.$$eval('.ss-board .ss-cell:not(.ghost) .ss-tile', (els) =>
        els.map((e) => {
          const t = e.getBoundingClientRect();
          const code = e.querySelector('.code') as HTMLElement;
          const c = code.getBoundingClientRect();
          return {
            visible: getComputedStyle(code).display !== 'none' && c.width > 0,
            within:
              c.left >= t.left - 0.5 && c.right <= t.right + 0.5 && c.top >= t.top - 0.5 && c.bottom <= t.bottom + 0.5,
            size: Number.parseFloat(getComputedStyle(code).fontSize),
          };
        }),
      );
      expect(codes.filter((c) => !(c.visible && c.within && c.size >= 9))).toEqual([]);
    });
  }
});
