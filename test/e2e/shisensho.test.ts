// Shisen-Sho in a real Chromium against the real server: a game opened from its id, a pair removed by two
// clicks, a failed pair with the engine's reason, a hint followed, a scramble, undo, reload, a win, a restart
// that keeps the aids counted and says so; screenshots of the 18×8 board at desktop and phone widths go to
// build/screenshots/ for a person to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  type Cell,
  checkPair,
  describeShisenShoError,
  formatBoard,
  formatCell,
  kindAt,
  legalPairs,
  newState,
  parseBoard,
  parseCellPair,
  parseParams,
  type ShisenShoState,
  scrambleMove,
} from '../../src/games/shisensho/index.js';
import { expectClears } from '../ai/shisensho/exhaustive.js';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

/** expect.poll with room for a loaded machine (its default is one second). */
const poll = poller(5000);

function deal(params: string, seed: string): ShisenShoState {
  const parsed = parseParams(params);
  if (!parsed.ok) throw new Error(`bad params ${params}`);
  return shisensho.newGame(parsed.value, createRng(seed));
}

function tile(page: Page, cell: Cell) {
  return page.locator(`.ss-board [data-cell="${formatCell(cell)}"]`);
}

async function boardText(page: Page): Promise<string | null> {
  return page.locator('.ss-board').getAttribute('data-board');
}

function sortedTiles(text: string): string {
  return text
    .split(/\s+/)
    .filter((c) => c !== '..')
    .sort()
    .join(' ');
}

describe.skipIf(SKIP_BROWSER)('Shisen-Sho in the browser', () => {
  const browser = setUpBrowser();

  const open = (path: string, viewport = DESKTOP) => browser.openReady(path, '.ss-board', viewport);

  it('plays a game from its id: a pair, a refused pair, a hint, a scramble, undo and a reload', async () => {
    let state = deal('12x6k12', 'e2e1');
    const page = await open('/shisensho/12x6k12#e2e1');
    await poll(() => page.getByTestId('game-id').textContent()).toBe('shisensho:12x6k12#e2e1');
    expect(await boardText(page)).toBe(formatBoard(state.board));
    expect(await page.getByTestId('pairs-available').textContent()).toBe(String(legalPairs(state.board).length));

    // A pair removed by two clicks: the first is selected, the second removes both and draws the path.
    const pair = legalPairs(state.board)[0];
    if (!pair) throw new Error('no pair on the deal');
    await tile(page, pair.a).click();
    await poll(() => tile(page, pair.a).getAttribute('aria-pressed')).toBe('true');
    expect(await tile(page, pair.a).getAttribute('aria-label')).toContain(formatCell(pair.a));
    await tile(page, pair.b).click();
    state = shisensho.play(state, pair);
    await poll(() => boardText(page)).toBe(formatBoard(state.board));
    expect(await page.getByTestId('tiles-left').textContent()).toBe('70');
    const drawn = await page.locator('.ss-board').getAttribute('data-last-path');
    const checked = checkPair(deal('12x6k12', 'e2e1').board, pair.a, pair.b);
    expect(checked.ok && JSON.parse(drawn ?? 'null')).toEqual(checked.ok ? checked.value.path : null);

    // A refused pair: two tiles of different kinds; the engine's reason is shown and the second is selected.
    let first: Cell | undefined;
    let second: Cell | undefined;
    for (let x = 0; x < 12 && !second; x++) {
      const a = { x, y: 2 };
      const b = { x, y: 3 };
      if (kindAt(state.board, a.x, a.y) && kindAt(state.board, b.x, b.y) && !checkPair(state.board, a, b).ok) {
        first = a;
        second = b;
      }
    }
    if (!first || !second) throw new Error('no refused pair found');
    const refused = checkPair(state.board, first, second);
    if (refused.ok) throw new Error('expected a refused pair');
    await tile(page, first).click();
    await tile(page, second).click();
    await poll(() => page.getByTestId('status').textContent()).toContain(describeShisenShoError(refused.error, 'en'));
    await poll(() => tile(page, second).getAttribute('aria-pressed')).toBe('true');
    await poll(() => tile(page, first).getAttribute('aria-pressed')).toBe('false');
    await tile(page, second).click();
    await poll(() => tile(page, second).getAttribute('aria-pressed')).toBe('false');

    // A hint, from the solver in the worker: a legal pair that keeps the board clearable; then followed.
    await page.getByTestId('hint').click();
    await poll(() => page.locator('.ss-board').getAttribute('data-hint'), 10_000).not.toBeNull();
    const hinted = parseCellPair((await page.locator('.ss-board').getAttribute('data-hint')) ?? '');
    if (!hinted) throw new Error('no hint cells');
    const hintPair = checkPair(state.board, hinted[0], hinted[1]);
    if (!hintPair.ok) throw new Error('the hint is not a legal pair');
    const afterHint = shisensho.play(state, hintPair.value.move);
    expectClears(afterHint, solveState(afterHint));
    expect(await page.getByTestId('hints-used').textContent()).toBe('1');
    await tile(page, hinted[0]).click();
    await tile(page, hinted[1]).click();
    state = shisensho.play(state, hintPair.value.move);
    await poll(() => boardText(page)).toBe(formatBoard(state.board));

    // A scramble: the same tiles over the same cells, counted; undo takes it back.
    const before = formatBoard(state.board);
    await page.getByTestId('scramble').click();
    await poll(() => page.getByTestId('scrambles').textContent()).toBe('1');
    const scrambled = (await boardText(page)) ?? '';
    expect(scrambled).not.toBe(before);
    expect(sortedTiles(scrambled)).toBe(sortedTiles(before));
    const occupied = (text: string) => text.split(/\s+/).map((c) => c === '..');
    expect(occupied(scrambled)).toEqual(occupied(before));
    const scrambledState = newState(state.params, unwrap(parseBoard(scrambled)));
    expectClears(scrambledState, solveState(scrambledState));
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await poll(() => boardText(page)).toBe(before);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await poll(() => page.getByTestId('tiles-left').textContent()).toBe('70');

    // Keyboard: Enter selects the tile under the cursor, arrows move it to the partner, Space removes the pair.
    await tile(page, hinted[0]).click();
    await page.keyboard.press('Escape');
    await poll(() => tile(page, hinted[0]).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await poll(() => tile(page, hinted[0]).getAttribute('aria-pressed')).toBe('true');
    const dx = hinted[1].x - hinted[0].x;
    const dy = hinted[1].y - hinted[0].y;
    for (let k = 0; k < Math.abs(dx); k++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let k = 0; k < Math.abs(dy); k++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(' ');
    await poll(() => page.getByTestId('tiles-left').textContent()).toBe('68');

    // A reload resumes the game exactly (the redo stack still holds the scramble).
    const now = await boardText(page);
    await page.reload();
    await page.locator('.ss-board').waitFor();
    expect(await boardText(page)).toBe(now);
    expect(await page.getByTestId('scrambles').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await poll(() => boardText(page)).toBe(scrambled);
  }, 30_000);

  it('announces a win with the time and offers a new game; the win goes to the server best times', async () => {
    // A fresh game asks the server for its deal, so the win is ranked (a seed of the browser's own is not).
    const page = await open('/shisensho/2x1k1');
    await poll(() => new URL(page.url()).hash).toMatch(/^#[a-z2-9]{12}$/);
    const gameId = `shisensho:2x1k1${new URL(page.url()).hash}`;
    await tile(page, { x: 0, y: 0 }).click();
    await tile(page, { x: 1, y: 0 }).click();
    await poll(() => page.getByTestId('game-over').textContent()).toContain('Board cleared!');
    // The first win asks for the player's name, as SameGame does.
    await page.locator('#ss-player').fill('Ada');
    await page.getByRole('button', { name: 'Save score' }).click();
    await poll(() => page.getByTestId('ss-saved').textContent()).toContain('rank 1');
    expect(await page.getByTestId('game-over').getByRole('button', { name: 'New game' }).count()).toBe(1);

    // The server has it, timed by the server from dealing to the win; the browser's claim, one second (the
    // least it may post), kept beside it.
    const answer = await fetch(`${browser.url()}/api/scores?game=shisensho&params=2x1k1`);
    expect(answer.status).toBe(200);
    const { scores } = (await answer.json()) as { scores: Record<string, unknown>[] };
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({
      rank: 1,
      player: 'Ada',
      score: null,
      serverMs: expect.any(Number),
      claimedMs: 1000,
      hints: 0,
      scrambles: 0,
      gameId,
    });

    // ...and the page's table is the server's, with the new win highlighted.
    const table = page.getByTestId('best-times');
    await poll(() => table.getAttribute('data-source')).toBe('server');
    await poll(() => table.locator('tbody tr').count()).toBe(1);
    const row = table.locator('tbody tr').first();
    await poll(() => row.getAttribute('aria-current')).toBe('true');
    expect(await row.getAttribute('data-game-id')).toBe(gameId);
    const cells = (await row.locator('td').allTextContents()).slice(0, 4);
    expect(cells).toEqual(['1', 'Ada', expect.stringMatching(/^\d+:\d\d$/), '0 · 0']);
    await page.getByRole('button', { name: 'Show the board' }).click();
    await page.screenshot({ path: '/tmp/shisensho-best.png', fullPage: true });
  });

  it('lists a won game of a typed seed, saved but not ranked, under Recent games', async () => {
    // A seed typed into the address is the browser's own, so the win is kept in the history but not ranked.
    const page = await open('/shisensho/2x1k1#e2e-recent');
    await tile(page, { x: 0, y: 0 }).click();
    await tile(page, { x: 1, y: 0 }).click();
    await poll(() => page.getByTestId('game-over').textContent()).toContain('Board cleared!');
    await page.locator('#ss-player').fill('Typed Seed');
    await page.getByRole('button', { name: 'Save score' }).click();
    await poll(() => page.getByTestId('ss-saved').textContent()).toContain('not ranked');
    const mine = page.locator('[data-testid="ss-recent"] tr[aria-current="true"]');
    await poll(() => mine.textContent()).toContain('Typed Seed');
    expect(await mine.textContent()).toContain('Cleared');
    expect(await page.getByRole('heading', { name: 'Recent games · 2x1k1' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Show the board' }).click();
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByRole('heading', { name: 'Partite recenti · 2x1k1' }).count()).toBe(1);
    await page.getByTestId('lang-en').click();
  }, 30_000);

  it('undo then scramble deals a new shuffle each time, the boards the terminal deals for the same scrambles', async () => {
    const state = deal('12x6k12', 'a');
    const page = await open('/shisensho/12x6k12#a');
    await poll(() => boardText(page)).toBe(formatBoard(state.board));
    const boards: string[] = [];
    for (let k = 1; k <= 3; k++) {
      await page.getByTestId('scramble').click();
      await poll(() => page.getByTestId('scrambles').textContent()).toBe(String(k));
      // The k-th scramble of the game, as the engine (and so the terminal) plays it: the same board.
      await poll(() => boardText(page)).toBe(formatBoard(shisensho.play(state, scrambleMove(k)).board));
      boards.push((await boardText(page)) ?? '');
      if (k < 3) {
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        await poll(() => boardText(page)).toBe(formatBoard(state.board));
      }
    }
    expect(new Set([formatBoard(state.board), ...boards]).size).toBe(4);
    // The save keeps the scramble kept: a reload shows it.
    await page.reload();
    await page.locator('.ss-board').waitFor();
    await poll(() => boardText(page)).toBe(boards[2]);
  }, 30_000);

  it('restart goes back to the first board and says that the time and the aids used go on', async () => {
    const state = deal('12x6k12', 'restart1');
    const page = await open('/shisensho/12x6k12#restart1');
    const pair = legalPairs(state.board)[0];
    if (!pair) throw new Error('no pair on the deal');
    await tile(page, pair.a).click();
    await tile(page, pair.b).click();
    await poll(() => page.getByTestId('tiles-left').textContent()).toBe('70');
    await page.getByTestId('hint').click();
    await poll(() => page.getByTestId('hints-used').textContent()).toBe('1');
    await page.getByTestId('scramble').click();
    await poll(() => page.getByTestId('scrambles').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await poll(() => boardText(page)).toBe(formatBoard(state.board));
    expect(await page.getByTestId('tiles-left').textContent()).toBe('72');
    // The same game from its start (KShisen's restart is a new attempt; here the best times count from the deal).
    expect(await page.getByTestId('hints-used').textContent()).toBe('1');
    expect(await page.getByTestId('scrambles').textContent()).toBe('1');
    expect(await page.getByTestId('status').textContent()).toContain(
      'Restarted: the time and the hints and scrambles used go on.',
    );
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByTestId('status').textContent()).toContain(
      'Si ricomincia: il tempo e gli aiuti usati continuano.',
    );
    // Redo replays the game up to where it was.
    await page.getByRole('button', { name: 'Ripeti', exact: true }).click();
    await poll(() => page.getByTestId('tiles-left').textContent()).toBe('70');
  });

  it('shows the 18×8 board at desktop and phone widths, and the rules in Italian', async () => {
    const state = deal('18x8k36', 'look');
    const desktop = await open('/shisensho/18x8k36#look');
    const pair = legalPairs(state.board)[0];
    if (pair) await tile(desktop, pair.a).click();
    await desktop.evaluate(() => document.fonts.ready);
    await desktop.screenshot({ path: screenshotPath('shisensho-desktop.png') });
    const phone = await open('/shisensho/18x8k36#look', PHONE);
    await phone.evaluate(() => document.fonts.ready);
    await phone.screenshot({ path: screenshotPath('shisensho-phone.png') });
    const rules = await open('/shisensho/18x8k36#look');
    await rules.goto(`${browser.url()}/shisensho/rules`);
    await rules.getByTestId('lang-it').click();
    await poll(() => rules.locator('h1').textContent()).toBe('Shisen-Sho: regole');
  });
});
