// Layouts that fit on a phone: Shisen-Sho's 18×8 board and its main controls inside the viewport, held upright
// and sideways, with tiles that do not overlap and codes that stay readable beside their pictures, tiles as wide
// as the screen allows on a touch phone, and button labels inside their buttons from 320 px up in English and
// Italian (screenshots for a person to look at); and the small things: SameGame's game-over card on a tiny
// field, a long seed in its error panel, Konobi's radio buttons beside their labels, no hover left behind by a
// tap, Scarabeo's placed tiles.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

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

/**
 * Each board tile's picture and code: the picture's ink (the canvas's measure of the glyph in its font, from
 * its baseline, not the line box around it, which is taller) when it is shown, and the code's box.
 */
async function tileFaces(page: Page): Promise<{ tile: Box; ink: Box | null; code: Box }[]> {
  return page.$$eval('.ss-board .ss-cell:not(.ghost) .ss-tile', (els) => {
    const box = (r: { left: number; top: number; right: number; bottom: number }) => ({
      x: r.left,
      y: r.top,
      width: r.right - r.left,
      height: r.bottom - r.top,
    });
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return els.map((e) => {
      const glyph = e.querySelector('.glyph') as HTMLElement;
      const code = e.querySelector('.code') as HTMLElement;
      let ink = null;
      if (getComputedStyle(glyph).display !== 'none') {
        const style = getComputedStyle(glyph);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const m = canvas.measureText(glyph.textContent ?? '');
        const range = document.createRange();
        range.selectNodeContents(glyph);
        const text = range.getBoundingClientRect();
        // The text's box runs from the font's ascent above the baseline to its descent below.
        const baseline = text.top + m.fontBoundingBoxAscent;
        ink = box({
          left: text.left - m.actualBoundingBoxLeft,
          right: text.left + m.actualBoundingBoxRight,
          top: baseline - m.actualBoundingBoxAscent,
          bottom: baseline + m.actualBoundingBoxDescent,
        });
      }
      return { tile: box(e.getBoundingClientRect()), ink, code: box(code.getBoundingClientRect()) };
    });
  });
}

/** The buttons and stats labels whose text spills: wider than the box (it scrolls) or out of its sides. */
async function spilledLabels(page: Page): Promise<string[]> {
  // The board's tiles are buttons too, with their own checks (codes inside, beside the pictures).
  return page.$$eval('button:not(.ss-cell), .stats dt', (els) =>
    els.flatMap((e) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(e).visibility === 'hidden') return [];
      const range = document.createRange();
      range.selectNodeContents(e);
      const t = range.getBoundingClientRect();
      // Across (a line box's text may rise above a short label's box by its font's ascent, and that spills nothing).
      const out = t.left < r.left - 0.5 || t.right > r.right + 0.5;
      const label = e.textContent?.trim() ?? '';
      return e.scrollWidth > e.clientWidth || out
        ? [
            `${label}: text ${Math.round(t.width)} in ${Math.round(r.width)} (scroll ${e.scrollWidth} > ${e.clientWidth})`,
          ]
        : [];
    }),
  );
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
      // ...and beside its picture, not over it: the picture is drawn on every tile, and the code covers none of it.
      const faces = await tileFaces(page);
      expect(faces.filter((f) => f.ink === null)).toEqual([]);
      expect(faces.filter((f) => f.ink && overlaps(f.ink, f.code)).slice(0, 2)).toEqual([]);
    });
  }

  it("SameGame's game-over card fits a tiny field at 390×844, with no stale points under it", async () => {
    const viewport = PORTRAIT;
    const page = await browser.openReady('/samegame/3x2c2#tiny1', '.board', viewport);
    // Click every block until the game is over (a lone block is refused and changes nothing).
    for (let i = 0; i < 6 && (await page.getByTestId('game-over').count()) === 0; i++) {
      const blocks = page.locator('.board button.cell');
      if ((await blocks.count()) <= i) break;
      await blocks.nth(i).click();
    }
    const card = page.getByTestId('game-over');
    await card.waitFor();
    await page.waitForTimeout(300);
    const area = await box(page, '.board-area');
    const c = await box(page, '[data-testid="game-over"]');
    expect(c.y, 'card top inside the board area').toBeGreaterThanOrEqual(area.y - 1);
    expect(c.y + c.height, 'card bottom inside the board area').toBeLessThanOrEqual(area.y + area.height + 1);
    expect(inside(c, viewport), `card ${JSON.stringify(c)}`).toBe(true);
    // The status line under the card does not repeat the last move's points.
    expect((await page.getByTestId('status').textContent())?.trim()).toBe('');
    // Nothing overlaps the card's bottom: the status line starts below it.
    const status = await box(page, '[data-testid="status"]');
    expect(status.y).toBeGreaterThanOrEqual(c.y + c.height - 1);
    await page.screenshot({ path: screenshotPath('layout-samegame-over-390x844.png') });
  }, 30_000);

  it('a long seed stays inside its error panel at 390×844', async () => {
    const { page } = await browser.open(`/samegame/15x10c4#${'x'.repeat(120)}`, PORTRAIT);
    const panel = page.locator('.bad-game');
    await panel.waitFor();
    const fits = await panel.evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(fits).toBe(true);
    const b = await box(page, '.bad-game');
    expect(inside({ ...b, height: 1 }, PORTRAIT), `panel ${JSON.stringify(b)}`).toBe(true);
    const text = await box(page, '[data-testid="bad-game"]');
    expect(text.x + text.width).toBeLessThanOrEqual(b.x + b.width);
  });

  it("Konobi's set-up radio buttons sit in line with their labels", async () => {
    const page = await browser.openReady('/konobi/new', '[data-testid="kb-start"]');
    const offsets = await page.$$eval('.kb-side input[type="radio"]', (radios) =>
      radios.map((radio) => {
        const label = radio.parentElement as HTMLElement;
        const text = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const range = document.createRange();
        range.selectNodeContents(text as Node);
        const t = range.getBoundingClientRect();
        const r = radio.getBoundingClientRect();
        return { centre: Math.abs(r.top + r.height / 2 - (t.top + t.height / 2)), height: r.height };
      }),
    );
    expect(offsets.length).toBeGreaterThanOrEqual(4);
    for (const o of offsets) {
      expect(o.centre).toBeLessThanOrEqual(2);
      expect(o.height).toBeLessThan(30);
    }
  });

  it("Scarabeo's tiles being placed do not look like the last move's", async () => {
    const page = await browser.openReady('/scarabeo', 'main');
    const hues = await page.evaluate(() => {
      const hue = (cls: string) => {
        const el = document.createElement('div');
        el.className = `sc-tile ${cls}`;
        document.body.append(el);
        const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number) as number[];
        el.remove();
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        const d = max - min || 1;
        const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
        return (h * 60 + 360) % 360;
      };
      return { last: hue('last'), pending: hue('pending') };
    });
    const apart = Math.min(Math.abs(hues.last - hues.pending), 360 - Math.abs(hues.last - hues.pending));
    expect(apart, JSON.stringify(hues)).toBeGreaterThanOrEqual(60);
  });

  it('a tap on a touch screen leaves no hover highlight on the button tapped', async () => {
    const phone = await launchBrowser();
    try {
      const context = await phone.newContext({ viewport: PORTRAIT, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${browser.url()}/samegame/10x5c5#tap1`);
      await page.locator('.board').waitFor();
      const copy = page.locator('.game-id button');
      const before = await copy.evaluate((e) => getComputedStyle(e).backgroundColor);
      await copy.tap();
      await page.waitForTimeout(300);
      expect(await copy.evaluate((e) => e.matches(':hover'))).toBe(true);
      expect(await copy.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(before);
    } finally {
      await phone.close();
    }
  }, 30_000);
});

describe.skipIf(SKIP_BROWSER)('Shisen-Sho on a touch phone, in English and Italian', () => {
  const browser = setUpBrowser();
  let touch: Browser | undefined;
  beforeAll(async () => {
    touch = await launchBrowser();
  }, 40_000);
  afterAll(async () => {
    await touch?.close();
  });

  /** The page in `lang`, on a touch screen unless it is a desktop's, its board drawn and its fonts in. */
  async function open(path: string, viewport: { width: number; height: number }, lang: 'en' | 'it'): Promise<Page> {
    if (!touch) throw new Error('no browser');
    const phone = viewport.width < 960;
    const context = await touch.newContext({ viewport, hasTouch: phone, isMobile: phone, reducedMotion: 'reduce' });
    await context.addInitScript((l) => window.localStorage.setItem('ludoteca:lang', l), lang);
    const page = await context.newPage();
    await page.goto(`${browser.url()}${path}`);
    await page.locator('.ss-board').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The page fits the board again a frame after anything around it changed size (fit.ts): let it have settled.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    return page;
  }

  const WIDTHS = [
    { width: 320, height: 568 },
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ];
  for (const lang of ['en', 'it'] as const) {
    it(`every label stays inside its button from 320 px up (${lang})`, async () => {
      for (const viewport of WIDTHS) {
        for (const path of ['/shisensho/18x8k36#labels1', '/shisensho/12x6k12#labels1']) {
          const page = await open(path, viewport, lang);
          const where = `${path} at ${viewport.width}×${viewport.height}`;
          expect(await spilledLabels(page), where).toEqual([]);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, `${where}: the page's width`).toBeLessThanOrEqual(viewport.width);
          const name = `ss-labels-${path.slice(11, 18)}-320-${lang}.png`;
          if (viewport.width === 320) await page.screenshot({ path: screenshotPath(name) });
          await page.context().close();
        }
      }
    }, 120_000);

    it(`on a phone held upright the board's tiles are as wide as the screen allows (${lang})`, async () => {
      // 18 rows of tiles (the 18×8 board turned) and everything a turn needs under the header leave room for
      // tiles 22 px wide on 390 × 844; the 12×6 board's, 33 px. The tiles were 19 and 29 px before the page
      // measured the room and made the title, stats and buttons compact.
      for (const [path, least] of [
        ['/shisensho/18x8k36#sizes1', 21],
        ['/shisensho/12x6k12#sizes1', 31],
      ] as const) {
        const page = await open(path, PORTRAIT, lang);
        await page.screenshot({ path: screenshotPath(`ss-phone-${path.slice(11, 18)}-${lang}.png`) });
        const tiles = await tileBoxes(page);
        const narrowest = Math.min(...tiles.map((t) => t.width));
        expect(narrowest, path).toBeGreaterThanOrEqual(least);
        expect(inside(await box(page, '.ss-frame'), PORTRAIT), `${path}: the board on screen`).toBe(true);
        for (const control of [
          '[data-testid="hint"]',
          '.controls [aria-keyshortcuts^="U"]',
          '.controls button.primary',
        ]) {
          expect(inside(await box(page, control), PORTRAIT), `${path}: ${control} on screen`).toBe(true);
        }
        // The picture is still there on the 18×8 board's tiles, and the code beside it.
        const faces = await tileFaces(page);
        expect(faces.filter((f) => f.ink === null).length, path).toBe(0);
        expect(faces.filter((f) => f.ink && overlaps(f.ink, f.code)).length, path).toBe(0);
        await page.context().close();
      }
    }, 60_000);
  }

  it("on a desktop a tile's code is a chip beside a picture still large enough to see", async () => {
    const page = await open('/shisensho/18x8k36#sizes1', { width: 1366, height: 900 }, 'en');
    await page.screenshot({ path: screenshotPath('ss-desktop-1366x900.png') });
    const faces = await tileFaces(page);
    expect(faces.length).toBe(144);
    expect(faces.filter((f) => f.ink === null || f.ink.height < 30)).toEqual([]);
    expect(faces.filter((f) => f.ink && overlaps(f.ink, f.code)).slice(0, 2)).toEqual([]);
    await page.context().close();
  });
});
