// Every game at five window sizes (a phone upright and sideways, a tablet, a laptop, a desktop): a game in
// progress whose board and main controls lie inside the window without scrolling, with tiles, blocks, squares
// and points big enough to tell apart. Measured on bounding boxes; a screenshot of each in build/screenshots/
// (size-<game>-<W>x<H>.png) for a person to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

type Viewport = (typeof SIZES)[number];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface GameLayout {
  /** The address, and how to get from it to a game in progress. */
  readonly path: string;
  readonly start: (page: Page) => Promise<void>;
  readonly board: string;
  /** The controls a player needs at every turn. */
  readonly controls: readonly string[];
  /** One piece of the board (a tile, a block, a square, a point), and how many the board has. */
  readonly piece: string;
  readonly pieces: number;
  /** The smallest side a piece may have, in CSS pixels (`minPieceSideways` on a phone held sideways). */
  readonly minPiece: number;
  readonly minPieceSideways?: number;
}

const GAMES: Record<string, GameLayout> = {
  samegame: {
    path: '/samegame/15x10c4#sizes1',
    start: (page) => page.locator('.board').waitFor(),
    board: '.board',
    controls: ['.controls [aria-keyshortcuts^="U"]', '.controls [aria-keyshortcuts="H"]', '.controls button.primary'],
    piece: '.board button.cell',
    pieces: 150,
    minPiece: 20,
  },
  shisensho: {
    path: '/shisensho/18x8k36#sizes1',
    start: (page) => page.locator('.ss-board').waitFor(),
    board: '.ss-frame',
    controls: ['[data-testid="hint"]', '.controls [aria-keyshortcuts^="U"]', '.controls button.primary'],
    piece: '.ss-board .ss-cell:not(.ghost) .ss-tile',
    pieces: 144,
    minPiece: 18,
  },
  scarabeo: {
    path: '/scarabeo/2p#sizes1',
    start: async (page) => {
      await page.getByTestId('sc-start-game').waitFor();
      await page.getByTestId('sc-seat-1-level').selectOption('1');
      await page.getByTestId('sc-start-game').click();
      await page.getByTestId('sc-rack').waitFor({ timeout: 60_000 });
    },
    board: '[data-testid="sc-board"]',
    controls: ['[data-testid="sc-rack"]', '[data-testid="sc-confirm"]', '[data-testid="sc-hint"]'],
    piece: '.sc-board [data-square]',
    pieces: 289,
    minPiece: 18,
    // 17 squares and a row of letters in 390 px under the header: 16 px squares, letters still clear.
    minPieceSideways: 16,
  },
  konobi: {
    path: '/konobi/11',
    start: async (page) => {
      await page.getByTestId('kb-start').waitFor();
      await page.getByTestId('kb-black-person').check();
      await page.getByTestId('kb-white-computer').check();
      await page.getByTestId('kb-white-level').selectOption('1');
      await page.getByTestId('kb-play').click();
      await page.getByTestId('kb-game').waitFor();
    },
    board: '.kb-board',
    controls: ['[data-testid="kb-status"]', '[data-testid="kb-undo"]', '[data-testid="kb-new"]'],
    piece: '.kb-board [data-point]',
    pieces: 121,
    minPiece: 20,
  },
};

async function box(page: Page, selector: string): Promise<Box | null> {
  return page.locator(selector).first().boundingBox();
}

/** Inside the window as it opens, with no scrolling (a pixel of rounding allowed). */
function inside(b: Box | null, viewport: Viewport): boolean {
  return (
    b !== null && b.x >= -1 && b.y >= -1 && b.x + b.width <= viewport.width + 1 && b.y + b.height <= viewport.height + 1
  );
}

describe.skipIf(SKIP_BROWSER)('every game at five window sizes', () => {
  const browser = setUpBrowser();

  for (const [name, game] of Object.entries(GAMES)) {
    for (const viewport of SIZES) {
      const size = `${viewport.width}x${viewport.height}`;
      it(`${name} at ${size}: the board and its main controls in the window, pieces large enough`, async () => {
        const page = await browser.openReady(game.path, 'main', viewport);
        await game.start(page);
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: screenshotPath(`size-${name}-${size}.png`) });
        const board = await box(page, game.board);
        expect.soft(inside(board, viewport), `board ${JSON.stringify(board)}`).toBe(true);
        for (const control of game.controls) {
          const b = await box(page, control);
          expect.soft(inside(b, viewport), `${control} ${JSON.stringify(b)}`).toBe(true);
          // Not covered by anything (the board included): what the middle of it shows is the control.
          const onTop = await page
            .locator(control)
            .first()
            .evaluate((e) => {
              const r = e.getBoundingClientRect();
              const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
              return hit !== null && (e === hit || e.contains(hit));
            });
          expect.soft(onTop, `${control} uncovered`).toBe(true);
        }
        // The board within the page's margins, as wide as its title and controls may be.
        const margins = await page.evaluate(() => {
          const main = document.querySelector('main') as HTMLElement;
          const r = main.getBoundingClientRect();
          const style = getComputedStyle(main);
          return {
            left: r.left + Number.parseFloat(style.paddingLeft),
            right: r.right - Number.parseFloat(style.paddingRight),
          };
        });
        if (board) {
          expect.soft(board.x, 'board left edge').toBeGreaterThanOrEqual(margins.left - 1);
          expect.soft(board.x + board.width, 'board right edge').toBeLessThanOrEqual(margins.right + 1);
        }
        const pieces = await page.$$eval(game.piece, (els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return Math.min(r.width, r.height);
          }),
        );
        expect.soft(pieces.length).toBe(game.pieces);
        const least = viewport.height < 560 ? (game.minPieceSideways ?? game.minPiece) : game.minPiece;
        expect.soft(Math.min(...pieces), 'the smallest piece').toBeGreaterThanOrEqual(least);
        // Nothing wider than the window: no sideways scrolling.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(scrollWidth, 'the page width').toBeLessThanOrEqual(viewport.width);
      }, 120_000);
    }
  }
});
