// SameGame in a real Chromium against the real server: play by mouse and keyboard, undo, reload, hint,
// language, finish a game into the high scores; screenshots for a person to look at go to build/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import {
  formatField,
  groupPoints,
  legalMoves,
  newGame,
  parseParams,
  play,
  type SameGameMove,
  type SameGameState,
} from '../../src/games/samegame/index.js';
import { formatNumber } from '../../src/web/formatNumber.js';
import { DESKTOP, PHONE, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

function deal(params: string, seed: string): SameGameState {
  const parsed = parseParams(params);
  if (!parsed.ok) throw new Error(`bad params ${params}`);
  return newGame(parsed.value, createRng(seed));
}

/** A line of moves that clears the field, found by depth-first search with the engine (small fields only). */
function clearingLine(state: SameGameState): SameGameMove[] | undefined {
  if (state.blocksLeft === 0) return [];
  for (const move of legalMoves(state)) {
    const rest = clearingLine(play(state, move));
    if (rest) return [move, ...rest];
  }
  return undefined;
}

function block(page: Page, x: number, y: number) {
  return page.locator(`.board [data-x="${x}"][data-y="${y}"]`);
}

async function fieldOf(page: Page): Promise<string | null> {
  return page.locator('.board').getAttribute('data-field');
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function inside(b: Box, viewport: { width: number; height: number }): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width + 0.5 && b.y + b.height <= viewport.height + 0.5;
}

function overlap(a: Box, b: Box): boolean {
  // Half a pixel of rounding is not an overlap.
  return (
    a.x + a.width > b.x + 0.5 && b.x + b.width > a.x + 0.5 && a.y + a.height > b.y + 0.5 && b.y + b.height > a.y + 0.5
  );
}

/**
 * What "looks right" means for the game page at a window size, in the first screen without scrolling: the
 * whole field and every game control (undo, redo, restart, hint, new game) inside the window; no sideways
 * scrolling; and none of the page's parts (title, stats, field, status line, the controls one by one)
 * overlapping another.
 */
async function expectLaidOut(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const box = async (selector: string): Promise<Box> => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not shown`);
    return b;
  };
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  const field = await box('.board');
  expect(inside(field, viewport), `the field ${JSON.stringify(field)} in ${JSON.stringify(viewport)}`).toBe(true);
  const names = ['Undo', 'Redo', 'Restart', 'Hint', 'New game'];
  const controls: Box[] = [];
  for (const name of names) {
    const b = await page.locator('.controls').getByRole('button', { name, exact: true }).boundingBox();
    if (!b) throw new Error(`the ${name} button is not shown`);
    expect(inside(b, viewport), `${name} ${JSON.stringify(b)} in ${JSON.stringify(viewport)}`).toBe(true);
    controls.push(b);
  }
  const parts = [
    await box('.site-header'),
    await box('.sg-top'),
    await box('.stats'),
    field,
    await box('.status'),
    ...controls,
  ];
  const labels = ['header', 'title', 'stats', 'field', 'status', ...names];
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      expect(overlap(parts[i] as Box, parts[j] as Box), `${labels[i]} overlaps ${labels[j]}`).toBe(false);
    }
  }
}

describe.skipIf(SKIP_BROWSER)('SameGame in the browser', () => {
  const browser = setUpBrowser();

  const open = (path: string, viewport = DESKTOP) => browser.openReady(path, '.board', viewport);

  it('opens a game id, removes a group by clicking, undoes it, and finds the game again after a reload', async () => {
    const start = deal('6x4c3', 'e2e1');
    const page = await open('/samegame/6x4c3#e2e1');
    await expect.poll(() => page.getByTestId('game-id').textContent()).toBe('samegame:6x4c3#e2e1');
    expect(await fieldOf(page)).toBe(formatField(start.field, '/'));
    expect(await page.getByTestId('score').textContent()).toBe('0');
    expect(await page.getByTestId('blocks-left').textContent()).toBe('24');

    // The largest group, so the move scores points and the score visibly changes.
    const groups = legalMoves(start).map((m) => ({ m, after: play(start, m) }));
    const { m: move, after } = groups.reduce((a, b) =>
      (b.after.last?.removed ?? 0) > (a.after.last?.removed ?? 0) ? b : a,
    );
    const removed = after.last?.removed ?? 0;
    expect(removed).toBeGreaterThanOrEqual(3);

    await block(page, move.x, move.y).hover();
    await expect.poll(() => page.locator('.block.hl').count()).toBe(removed);
    await expect.poll(() => page.getByTestId('status').textContent()).toContain(`+${groupPoints(removed)}`);
    await page.screenshot({ path: screenshotPath('samegame-desktop-hover.png') });

    await block(page, move.x, move.y).click();
    await expect.poll(() => fieldOf(page)).toBe(formatField(after.field, '/'));
    expect(await page.getByTestId('score').textContent()).toBe(formatNumber(after.score, 'en'));
    expect(await page.getByTestId('last-points').textContent()).toBe(`+${after.score}`);
    expect(await page.getByTestId('blocks-left').textContent()).toBe(String(24 - removed));

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => fieldOf(page)).toBe(formatField(start.field, '/'));
    expect(await page.getByTestId('score').textContent()).toBe('0');

    // Play it again, then reload: the same deal, the same move, the same score, and the undo still there.
    await block(page, move.x, move.y).click();
    await expect.poll(() => fieldOf(page)).toBe(formatField(after.field, '/'));
    await page.reload();
    await page.locator('.board').waitFor();
    expect(await fieldOf(page)).toBe(formatField(after.field, '/'));
    expect(await page.locator('.board').getAttribute('data-moves')).toBe('1');
    expect(await page.getByTestId('score').textContent()).toBe(formatNumber(after.score, 'en'));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => fieldOf(page)).toBe(formatField(start.field, '/'));
  }, 30_000);

  it('plays a move with the keyboard only', async () => {
    const start = deal('6x4c3', 'e2e3');
    const page = await open('/samegame/6x4c3#e2e3');
    const target = legalMoves(start).find((m) => m.x > 0 && m.y > 0) ?? (legalMoves(start)[0] as SameGameMove);
    // Tab to the field (it is one tab stop), then arrows from the bottom-left corner, then Enter.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await page.locator('.board').evaluate((el) => el === document.activeElement)) break;
    }
    expect(await page.locator('.board').evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < target.x; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < target.y; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('.board.show-cursor').count()).toBe(1);
    await page.keyboard.press('Enter');
    const after = play(start, target);
    await expect.poll(() => fieldOf(page)).toBe(formatField(after.field, '/'));
    await page.keyboard.press('u');
    await expect.poll(() => fieldOf(page)).toBe(formatField(start.field, '/'));
    await page.keyboard.press('r');
    await expect.poll(() => fieldOf(page)).toBe(formatField(after.field, '/'));
  }, 20_000);

  it('shows a hint from the solver worker and switches language', async () => {
    const page = await open('/samegame/10x5c5#e2e-hint');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => page.locator('.block.hinted').count(), { timeout: 8000 }).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('status').textContent()).toContain('Hint');

    await page.getByTestId('lang-it').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.locator('.stats').textContent()).toContain('Punteggio');
    await page.reload();
    await page.locator('.board').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.getByRole('button', { name: 'Annulla' }).count()).toBe(1);
    await page.getByTestId('lang-en').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  }, 20_000);

  it('refuses a bad game id and a saved game that does not replay, with a message', async () => {
    const page = await open('/samegame/6x4c3#e2e1');
    await page.evaluate(() => {
      // A save is the game's record (docs/formats.md); its second move is off the field.
      const record = { version: 1, game: 'samegame', params: '6x4c3', seed: 'e2e1', moves: ['5,3', '9,9'] };
      localStorage.setItem('ludoteca:save:samegame:6x4c3#e2e1', JSON.stringify(record));
    });
    await page.reload();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('discarded');
    expect(await page.getByRole('alert').textContent()).toContain('9,9');
    expect(await page.locator('.board').getAttribute('data-moves')).toBe('0');

    await page.goto(`${browser.url()}/samegame/1x9c4#abc`);
    await expect.poll(() => page.getByTestId('bad-game').textContent()).toContain('width 1');
    await page.goto(`${browser.url()}/samegame/6x4c3#bad!seed`);
    await expect.poll(() => page.getByTestId('bad-game').textContent()).toContain('seed');
  }, 20_000);

  it('finishes a small winnable game and shows its score in the high scores', async () => {
    // A fresh game asks the server for its deal, so the score is ranked (a seed of the browser's own is not).
    // Clearing the field's bonus takes it over 999, shown grouped ("1,026").
    const page = await open('/samegame/4x3c2w', PHONE);
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#[a-z2-9]{12}$/);
    const start = deal('4x3c2w', new URL(page.url()).hash.slice(1));
    const line = clearingLine(start);
    if (!line) throw new Error('the winnable deal has no clearing line');
    let state = start;
    for (const move of line) {
      await block(page, move.x, move.y).click();
      state = play(state, move);
      await expect.poll(() => fieldOf(page)).toBe(formatField(state.field, '/'));
    }
    expect(state.blocksLeft).toBe(0);
    const over = page.getByTestId('game-over');
    await expect.poll(() => over.textContent()).toContain('Field cleared!');
    await page.locator('#sg-player').fill('E2E Tester');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect.poll(() => page.getByTestId('saved-rank').textContent()).toContain('rank 1');
    const mine = page.locator('[data-testid="high-scores"] tr.mine');
    await expect.poll(() => mine.textContent()).toContain(formatNumber(state.score, 'en'));
    expect(await mine.textContent()).toContain('E2E Tester');
    expect(await page.getByTestId('best').textContent()).toBe(formatNumber(state.score, 'en'));
    await page.screenshot({ path: screenshotPath('samegame-phone-won.png'), fullPage: true });
  }, 30_000);

  it('lists a finished game of a typed seed, saved but not ranked, under Recent games', async () => {
    const page = await open('/samegame/4x3c2w#e2e-recent');
    const line = clearingLine(deal('4x3c2w', 'e2e-recent'));
    if (!line) throw new Error('the winnable deal has no clearing line');
    let state = deal('4x3c2w', 'e2e-recent');
    for (const move of line) {
      await block(page, move.x, move.y).click();
      state = play(state, move);
      await expect.poll(() => fieldOf(page)).toBe(formatField(state.field, '/'));
    }
    await page.locator('#sg-player').fill('Typed Seed');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect.poll(() => page.getByTestId('saved-rank').textContent()).toContain('not ranked');
    // Not in the high scores, but in the recent games of these settings, marked as this page's game.
    const mine = page.locator('[data-testid="sg-recent"] tr[aria-current="true"]');
    await expect.poll(() => mine.textContent()).toContain('Typed Seed');
    expect(await page.getByRole('heading', { name: 'Recent games · 4x3c2w' }).count()).toBe(1);
    expect(await mine.textContent()).toContain(formatNumber(state.score, 'en'));
    expect(await page.locator('[data-testid="high-scores"] tr.mine').count()).toBe(0);
    await page.getByRole('button', { name: 'Show the field' }).click();
    await page.getByTestId('lang-it').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Partite recenti · 4x3c2w' }).count()).toBe(1);
    expect(await page.getByTestId('sg-recent').locator('th').allTextContents()).toContain('Punteggio');
    await page.screenshot({ path: screenshotPath('samegame-recent-it.png'), fullPage: true });
    await page.getByTestId('lang-en').click();
  }, 30_000);

  it('looks right on a laptop and a phone: the field and the controls inside the window, nothing overlapping', async () => {
    const desktop = await open('/samegame/15x10c4#e2e-look');
    await desktop.mouse.move(0, 0);
    await expectLaidOut(desktop, DESKTOP);
    await desktop.screenshot({ path: screenshotPath('samegame-desktop.png') });
    await desktop.getByRole('button', { name: 'New game' }).click();
    await desktop.locator('dialog[open]').waitFor();
    // The dialog fits the window too, and its buttons are reachable.
    const dialog = await desktop.locator('dialog[open]').boundingBox();
    expect(dialog && inside(dialog, DESKTOP)).toBe(true);
    await desktop.screenshot({ path: screenshotPath('samegame-desktop-new-game.png') });
    await desktop.goto(`${browser.url()}/`);
    await desktop.locator('.cards').waitFor();
    await desktop.screenshot({ path: screenshotPath('home-desktop.png') });

    const phone = await open('/samegame/15x10c4#e2e-look', PHONE);
    await expectLaidOut(phone, PHONE);
    await phone.screenshot({ path: screenshotPath('samegame-phone.png'), fullPage: true });
    await phone.goto(`${browser.url()}/samegame/rules`);
    await phone.locator('.rules').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.screenshot({ path: screenshotPath('rules-phone.png') });
  }, 30_000);
});
