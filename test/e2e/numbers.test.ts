// Numbers over 999 on the pages, in English and Italian: a SameGame score and Konobi's levels (their playouts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import * as sg from '../../src/games/samegame/index.js';
import { DESKTOP, PHONE, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

// A two-colour deal whose largest group scores 10,609: five digits, so Italian groups it too.
const PARAMS = '20x15c2';
const SEED = 'n36';

describe.skipIf(SKIP_BROWSER)('numbers in the page language', () => {
  const browser = setUpBrowser();

  /** `path` in `lang`, once `ready` is shown. */
  async function open(path: string, ready: string, lang: 'en' | 'it', viewport = DESKTOP): Promise<Page> {
    const page = await browser.openReady(path, ready, viewport);
    if (lang === 'it') {
      await page.evaluate(() => window.localStorage.setItem('ludoteca:lang', 'it'));
      await page.reload();
      await page.locator(ready).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    return page;
  }

  it("SameGame's score, last move and the group's points: 10,609 and 10.609", async () => {
    const parsed = sg.parseParams(PARAMS);
    if (!parsed.ok) throw new Error('params');
    const start = sg.newGame(parsed.value, createRng(SEED));
    const best = sg
      .legalMoves(start)
      .map((m) => ({ m, after: sg.play(start, m) }))
      .reduce((a, b) => (b.after.score > a.after.score ? b : a));
    expect(best.after.score).toBe(10609);
    for (const [lang, viewport, shown] of [
      ['en', DESKTOP, '10,609'],
      ['it', PHONE, '10.609'],
    ] as const) {
      const page = await open(`/samegame/${PARAMS}#${SEED}`, '.board', lang, viewport);
      const cell = page.locator(`.board [data-x="${best.m.x}"][data-y="${best.m.y}"]`);
      await cell.hover();
      await expect.poll(() => page.getByTestId('status').textContent()).toContain(`+${shown}`);
      await cell.click();
      await expect.poll(() => page.getByTestId('score').textContent()).toBe(shown);
      expect(await page.getByTestId('last-points').textContent()).toBe(`+${shown}`);
      await page.screenshot({ path: screenshotPath(`numbers-samegame-${viewport.width}-${lang}.png`) });
      await page.context().close();
    }
  }, 40_000);

  it("the replay's final score grouped as the game page groups it", async () => {
    const parsed = sg.parseParams(PARAMS);
    if (!parsed.ok) throw new Error('params');
    const start = sg.newGame(parsed.value, createRng(SEED));
    const best = sg
      .legalMoves(start)
      .map((m) => ({ m, after: sg.play(start, m) }))
      .reduce((a, b) => (b.after.score > a.after.score ? b : a));
    // The best group first, then the first group left until none is: a finished game, as the server stores.
    const moves = [sg.formatMove(start, best.m)];
    let state = best.after;
    while (!sg.isOver(state)) {
      const next = sg.legalMoves(state)[0] as sg.SameGameMove;
      moves.push(sg.formatMove(state, next));
      state = sg.play(state, next);
    }
    const score = state.score;
    const record = { version: 1, game: 'samegame', params: PARAMS, seed: SEED, moves };
    const posted = await fetch(`${browser.url()}/api/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record }),
    });
    expect(posted.status).toBeLessThan(300);
    const { id } = (await posted.json()) as { id: number };
    expect(score).toBeGreaterThan(10_000);
    for (const [lang, shown] of [
      ['en', score.toLocaleString('en')],
      ['it', score.toLocaleString('it')],
    ] as const) {
      expect(shown).toMatch(/^\d+[,.]\d{3}$/);
      const page = await open(`/replay/${id}`, '[data-testid="replay-facts"]', lang);
      await page.locator('body').press('End');
      await expect.poll(() => page.getByTestId('replay-score').textContent()).toBe(shown);
      await page.context().close();
    }
  }, 40_000);

  it("Konobi's levels name their playouts grouped: 12,000 and 12.000", async () => {
    for (const [lang, shown] of [
      ['en', '4 (12,000 playouts)'],
      ['it', '4 (12.000 simulazioni)'],
    ] as const) {
      const page = await open('/konobi/new', '[data-testid="kb-start"]', lang, PHONE);
      const options = await page.locator('select[data-testid$="-level"]').first().locator('option').allTextContents();
      expect(options).toContain(shown);
      await page.context().close();
    }
  }, 30_000);
});
