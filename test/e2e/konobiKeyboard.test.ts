// Konobi by keyboard alone, in a real Chromium against the real server: the start form, then a whole 5×5 game
// against the computer played with Tab, the arrow keys, Enter and Space on the board (one tab stop, a roving
// tabindex) and a move typed in the text field; a refused typed move explained; each move announced in the live
// region; stepping back through the moves while the game waits; after the end, the steps by keyboard; axe on
// those states; screenshots at 1280×800 and 390×844 in build/screenshots/.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describeKonobiError,
  formatPoint,
  type KonobiState,
  legalPoints,
  newState,
  parseMove,
  play,
  winner,
} from '../../src/games/konobi/index.js';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(15_000);
const SIZE = 5;

function replay(moves: string): KonobiState {
  let state = newState({ size: SIZE });
  for (const text of moves.split(' ').filter((m) => m !== '')) {
    const move = parseMove(state, text);
    if (!move.ok) throw new Error(`the page's move ${text} does not replay`);
    state = play(state, move.value);
  }
  return state;
}

/** The board as the page draws it: one letter per point (b, w or .). */
async function drawn(page: Page): Promise<string> {
  const stones = await page
    .locator('.kb-board [data-point]')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-stone')));
  return stones.map((s) => (s === 'black' ? 'b' : s === 'white' ? 'w' : '.')).join('');
}

function expected(state: KonobiState): string {
  return [...state.board.cells].map((c) => (c === 1 ? 'b' : c === 2 ? 'w' : '.')).join('');
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after 40 presses. */
async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function focusedIndex(page: Page): Promise<number> {
  return Number(await page.evaluate(() => document.activeElement?.getAttribute('data-index')));
}

/** Walks the focus with the arrow keys from the focused point to `target`. */
async function arrowTo(page: Page, target: number): Promise<void> {
  const from = await focusedIndex(page);
  const dx = (target % SIZE) - (from % SIZE);
  const dy = Math.floor(target / SIZE) - Math.floor(from / SIZE);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  expect(await focusedIndex(page)).toBe(target);
}

async function axe(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}`)).toEqual([]);
}

const game = (page: Page) => page.getByTestId('kb-game');
const movesOf = async (page: Page) => (await game(page).getAttribute('data-moves')) ?? '';

describe.skipIf(SKIP_BROWSER)('Konobi by keyboard alone', () => {
  const browser = setUpBrowser();

  it('plays a 5×5 game to the end with arrows, Enter, Space and a typed move, steps through it, and replays it', async () => {
    const { page, errors } = await browser.open(`/konobi/${SIZE}`);
    await page.getByTestId('kb-start').waitFor();
    // The start form by keyboard: you are Black, the computer (level 1) White.
    await tabTo(page, '[data-testid="kb-black-person"]');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="kb-white-computer"]');
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="kb-white-level"]');
    await page.keyboard.press('Home');
    await tabTo(page, '[data-testid="kb-play"]');
    await page.keyboard.press('Enter');
    await game(page).waitFor();

    // The board is one tab stop: Tab lands on its centre point, the only point in the tab order.
    await tabTo(page, '.kb-point');
    expect(await focusedIndex(page)).toBe(12);
    expect(await page.locator('.kb-point[tabindex="0"]').count()).toBe(1);

    let typed = false;
    let refused = false;
    let stepped = false;
    for (let turn = 0; turn < 30; turn++) {
      await poll(async () => ['person', 'over'].includes((await game(page).getAttribute('data-turn')) ?? '')).toBe(
        true,
      );
      const moves = await movesOf(page);
      const state = replay(moves);
      if ((await game(page).getAttribute('data-turn')) === 'over') break;
      expect(await drawn(page)).toBe(expected(state));
      if (moves !== '') {
        // The live region said who played what (a point in notation, the pie rule and a pass in words), and
        // whose turn it is.
        const last = moves.split(' ').at(-1) as string;
        const said = last === 'swap' ? 'used the pie rule' : last === 'pass' ? 'passed.' : `played ${last}.`;
        await poll(() => page.getByTestId('kb-announce').textContent()).toContain(said);
      }
      const legal = legalPoints(state);

      if (!stepped && moves.split(' ').length >= 3) {
        // Back one move with the replay bar's keys: the board shows the earlier position, read-only, and the
        // game waits; End comes back to the game as it stands.
        await tabTo(page, '[data-testid="replay-first"]');
        await page.keyboard.press('ArrowLeft');
        const n = moves.split(' ').length;
        await poll(() => page.getByTestId('replay-at').textContent()).toBe(`Move ${n - 1} of ${n}`);
        expect(await drawn(page)).toBe(expected(replay(moves.split(' ').slice(0, -1).join(' '))));
        expect(await page.getByTestId('kb-reviewing').isVisible()).toBe(true);
        expect(await page.locator('.kb-point[tabindex]').count()).toBe(0);
        await page.keyboard.press('Home');
        await poll(() => page.getByTestId('replay-at').textContent()).toBe('Start of the game');
        expect(await drawn(page)).toBe('.'.repeat(SIZE * SIZE));
        await axe(page, 'konobi stepped back');
        await page.screenshot({ path: screenshotPath('konobi-keyboard-stepped-desktop.png') });
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: screenshotPath('konobi-keyboard-stepped-phone.png') });
        await page.setViewportSize(DESKTOP);
        await page.keyboard.press('End');
        await poll(() => page.getByTestId('kb-reviewing').count()).toBe(0);
        expect(await movesOf(page)).toBe(moves);
        await tabTo(page, '.kb-point', true);
        stepped = true;
      }

      if (!refused && moves !== '') {
        // A typed move on an occupied point: the engine's reason, and nothing played.
        const taken = [...state.board.cells].findIndex((c) => c !== 0);
        const text = formatPoint(SIZE, taken);
        const reason = parseMove(state, text);
        if (reason.ok) throw new Error('an occupied point was accepted');
        await tabTo(page, '[data-testid="kb-move-input"]');
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await poll(() => page.getByTestId('kb-message').textContent()).toBe(describeKonobiError(reason.error, 'en'));
        expect(await movesOf(page)).toBe(moves);
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        refused = true;
      }

      // The legal point nearest the keyboard's point (down the middle: Black joins top and bottom).
      if (!typed && moves !== '') {
        const pick = legal[0] as number;
        await tabTo(page, '[data-testid="kb-move-input"]');
        await page.keyboard.type(formatPoint(SIZE, pick));
        await page.keyboard.press('Enter');
        typed = true;
        await poll(async () => (await movesOf(page)).length > moves.length).toBe(true);
        await tabTo(page, '.kb-point', true);
        continue;
      }
      await tabTo(page, '.kb-point', true);
      const here = await focusedIndex(page);
      const near = [...legal].sort(
        (a, b) =>
          Math.abs((a % SIZE) - (here % SIZE)) +
          Math.abs(Math.floor(a / SIZE) - Math.floor(here / SIZE)) -
          (Math.abs((b % SIZE) - (here % SIZE)) + Math.abs(Math.floor(b / SIZE) - Math.floor(here / SIZE))),
      )[0] as number;
      await arrowTo(page, near);
      await page.keyboard.press(turn % 2 === 0 ? 'Enter' : 'Space');
      await poll(async () => (await movesOf(page)).length > moves.length).toBe(true);
    }

    const played = await movesOf(page);
    const final = replay(played);
    const won = winner(final);
    expect(won).toBeDefined();
    expect(typed && refused && stepped).toBe(true);
    await poll(() => page.getByTestId('kb-announce').textContent()).toContain(
      won === 'black' ? 'Black wins' : 'White wins',
    );
    // The last move's ring settles in with an animation, and stays still for those who ask for less motion
    // (the harness's contexts do).
    const animation = () => page.locator('.kb-board .kb-last').evaluate((e) => getComputedStyle(e).animationName);
    expect(await animation()).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animation()).toBe('kb-last-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.screenshot({ path: screenshotPath('konobi-keyboard-end-desktop.png') });
    await axe(page, 'konobi over');

    // After the end, the steps by keyboard: Home, ArrowRight, End.
    const total = played.split(' ').length;
    await tabTo(page, '[data-testid="replay-prev"]');
    await page.keyboard.press('Home');
    await poll(() => drawn(page)).toBe('.'.repeat(SIZE * SIZE));
    await page.keyboard.press('ArrowRight');
    await poll(() => page.getByTestId('replay-at').textContent()).toBe(`Move 1 of ${total}`);
    expect(await drawn(page)).toBe(expected(replay(played.split(' ')[0] as string)));
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('konobi-keyboard-review-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('End');
    await poll(() => drawn(page)).toBe(expected(final));

    // The saved game opens in the replay viewer from the recent games' link, in a fresh tab.
    await poll(() => page.getByTestId('kb-saved').isVisible()).toBe(true);
    const link = page.locator('[data-testid="kb-recent"] a[data-replay]').first();
    await poll(() => link.count()).toBe(1);
    const href = (await link.getAttribute('href')) as string;
    expect(href).toMatch(/^\/replay\/\d+$/);
    const viewer = await browser.openReady(href, '[data-testid="replay-page"]');
    await poll(() => drawn(viewer)).toBe('.'.repeat(SIZE * SIZE));
    const moves = played.split(' ');
    for (let i = 1; i <= moves.length; i++) {
      await viewer.keyboard.press('ArrowRight');
      await poll(() => drawn(viewer)).toBe(expected(replay(moves.slice(0, i).join(' '))));
    }
    await viewer.keyboard.press('ArrowLeft');
    await poll(() => drawn(viewer)).toBe(expected(replay(moves.slice(0, -1).join(' '))));
    await viewer.screenshot({ path: screenshotPath('replay-konobi-desktop.png'), fullPage: true });
    await axe(viewer, 'konobi replay');
    expect(errors).toEqual([]);
  }, 240_000);
});
