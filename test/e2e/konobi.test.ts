// Konobi in a real Chromium against the real server: a person (Black) against the computer (White, level 1)
// on 7×7 until the game ends, the moves picked with the engine and clicked on the SVG board; an illegal click
// explained with the engine's message; the legal-points toggle; a reload that replays the saved game; the
// finished game's record stored by the server (once, with the winner) and listed under "Recent games"; and
// screenshots of the finished game at desktop and phone widths in build/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkMove,
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

/** expect.poll with room for a loaded machine (its default is one second). */
const poll = poller(10_000);

interface HistoryRow {
  readonly id: number;
  readonly game: string;
  readonly params: string;
  readonly score: number | null;
  readonly result: string | null;
  readonly moves: number;
}

/** The real server's Konobi history, as a program would read it. */
async function history(url: string, params: string): Promise<HistoryRow[]> {
  const r = await fetch(`${url}/api/records?game=konobi&params=${params}&limit=100`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { records: HistoryRow[] }).records;
}

function replay(size: number, moves: string): KonobiState {
  let state = newState({ size });
  for (const text of moves.split(' ').filter((m) => m !== '')) {
    const move = parseMove(state, text);
    if (!move.ok) throw new Error(`the page's move ${text} does not replay`);
    state = play(state, move.value);
  }
  return state;
}

const game = (page: Page) => page.getByTestId('kb-game');
const point = (page: Page, size: number, p: number) => page.locator(`.kb-board [data-point="${formatPoint(size, p)}"]`);
const movesOf = async (page: Page) => (await game(page).getAttribute('data-moves')) ?? '';

describe.skipIf(SKIP_BROWSER)('Konobi in the browser', () => {
  const browser = setUpBrowser();

  it('plays a whole 7×7 game against the computer, explains an illegal click and saves the game', async () => {
    const { page, errors } = await browser.open('/konobi/7');

    await page.getByTestId('kb-start').waitFor();
    await page.getByTestId('kb-black-person').check();
    await page.getByTestId('kb-white-computer').check();
    await page.getByTestId('kb-white-level').selectOption('1');
    await page.getByTestId('kb-play').click();
    await game(page).waitFor();
    expect(await page.locator('.kb-board [data-point]').count()).toBe(49);

    let illegalShown = false;
    let reloaded = false;
    let legalChecked = false;
    for (let turn = 0; turn < 60; turn++) {
      await poll(async () => ['person', 'over'].includes((await game(page).getAttribute('data-turn')) ?? '')).toBe(
        true,
      );
      const moves = (await game(page).getAttribute('data-moves')) ?? '';
      const state = replay(7, moves);
      if ((await game(page).getAttribute('data-turn')) === 'over') {
        expect(winner(state)).toBeDefined();
        break;
      }

      const occupied = [...state.board.cells].findIndex((c) => c !== 0);
      if (!illegalShown && occupied >= 0) {
        // A click on a stone: the engine's own reason is shown, and nothing is played.
        const refused = checkMove(state, { type: 'place', point: occupied });
        if (refused.ok) throw new Error('an occupied point was accepted');
        await point(page, 7, occupied).click();
        await poll(() => page.getByTestId('kb-message').textContent()).toBe(describeKonobiError(refused.error, 'en'));
        expect(await game(page).getAttribute('data-moves')).toBe(moves);
        illegalShown = true;
      }

      const legal = legalPoints(state);
      if (!legalChecked) {
        await page.getByTestId('kb-show-legal').check();
        await poll(() => page.locator('.kb-board .kb-legal').count()).toBe(legal.length);
        legalChecked = true;
      }

      if (!reloaded && moves.split(' ').length >= 4) {
        // The game in progress is saved and replayed on reload.
        await page.reload();
        await game(page).waitFor();
        await poll(() => game(page).getAttribute('data-moves')).toBe(moves);
        reloaded = true;
      }

      const pick = legal[0] as number;
      await point(page, 7, pick).click();
      await poll(
        async () =>
          ((await game(page).getAttribute('data-moves')) ?? '').startsWith(moves) &&
          ((await game(page).getAttribute('data-moves')) ?? '').length > moves.length,
      ).toBe(true);
    }

    const final = replay(7, (await game(page).getAttribute('data-moves')) ?? '');
    const won = winner(final);
    expect(won).toBeDefined();
    await poll(() => game(page).getAttribute('data-winner')).toBe(won);
    await poll(() => page.getByTestId('kb-status').textContent()).toContain(
      won === 'black' ? 'Black wins' : 'White wins',
    );
    expect(await page.locator('.kb-stone.win').count()).toBeGreaterThan(0);
    expect(illegalShown && reloaded && legalChecked).toBe(true);

    // The finished game went to the server, which found the same winner by replaying it.
    const played = ((await game(page).getAttribute('data-moves')) ?? '').split(' ');
    await poll(() => page.getByTestId('kb-saved').isVisible()).toBe(true);
    const rows = await history(browser.url(), '7');
    expect(rows).toHaveLength(1);
    const stored = rows[0] as HistoryRow;
    expect(stored).toMatchObject({ game: 'konobi', params: '7', score: null, result: won, moves: played.length });
    const full = (await (await fetch(`${browser.url()}/api/records/${stored.id}`)).json()) as { moves: string[] };
    expect(full.moves).toEqual(played);
    // … and the page lists it under "Recent games", highlighted as this page's game.
    const row = page.locator(`[data-testid="kb-recent"] tr[data-record-id="${stored.id}"]`);
    await poll(() => row.textContent()).toContain('7×7');
    expect(await row.textContent()).toContain(won === 'black' ? 'Black' : 'White');
    expect(await row.getAttribute('aria-current')).toBe('true');

    await page.screenshot({ path: screenshotPath('konobi-7x7.png') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('konobi-phone.png'), fullPage: false });
    await page.setViewportSize(DESKTOP);

    // A reload shows the finished game again and does not store it a second time.
    await page.reload();
    await page.locator(`[data-testid="kb-recent"] tr[data-record-id="${stored.id}"]`).waitFor();
    expect(await page.locator('[data-testid="kb-recent"] tr[data-record-id]').count()).toBe(1);
    expect(await history(browser.url(), '7')).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 60_000);
  it('offers the pie rule to a person playing White, undoes to it, and lets two computers play', async () => {
    const { page, errors } = await browser.open('/konobi/5');
    await page.getByTestId('kb-black-computer').check();
    await page.getByTestId('kb-black-level').selectOption('1');
    await page.getByTestId('kb-white-person').check();
    await page.getByTestId('kb-play').click();
    await page.getByTestId('kb-swap').waitFor({ timeout: 10_000 });
    const first = (await game(page).getAttribute('data-moves')) ?? '';
    expect(first.split(' ')).toHaveLength(1);
    await page.getByTestId('kb-swap').click();
    // After the swap the computer (now White) moves again, then it is the person's turn with Black.
    await poll(async () => ((await game(page).getAttribute('data-moves')) ?? '').split(' ').length).toBe(3);
    expect(((await game(page).getAttribute('data-moves')) ?? '').split(' ')[1]).toBe('swap');
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    await page.getByTestId('kb-undo').click();
    await poll(() => game(page).getAttribute('data-moves')).toBe(first);
    await page.getByTestId('kb-swap').waitFor();

    // Computer against computer, watched at the fast speed until the end.
    await page.getByTestId('kb-new').click();
    await page.getByTestId('kb-black-computer').check();
    await page.getByTestId('kb-black-level').selectOption('1');
    await page.getByTestId('kb-white-computer').check();
    await page.getByTestId('kb-white-level').selectOption('1');
    await page.getByTestId('kb-play').click();
    // The 5×5 game above is still in progress: starting another one on 5×5 asks first.
    await page.getByTestId('abandon-confirm').click();
    await page.getByTestId('kb-watch').locator('select').selectOption('fast');
    await poll(() => game(page).getAttribute('data-winner'), 30_000).toMatch(/^(black|white)$/);
    const final = replay(5, (await game(page).getAttribute('data-moves')) ?? '');
    expect(winner(final)).toBe(await game(page).getAttribute('data-winner'));
    // Games between computers are stored too, and join the list above the 7×7 game.
    await poll(async () => (await history(browser.url(), '5')).length).toBe(1);
    expect((await history(browser.url(), '5'))[0]?.result).toBe(winner(final));
    await poll(() => page.locator('[data-testid="kb-recent"] tr[data-record-id]').first().textContent()).toContain(
      '5×5',
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('redoes what undo took back against the computer, by the buttons and by the keys', async () => {
    const { page, errors } = await browser.open('/konobi/new');
    await page.getByTestId('kb-start').waitFor();
    await page.getByRole('button', { name: '7×7', exact: true }).click();
    await page.getByTestId('kb-white-level').selectOption('1');
    await page.getByTestId('kb-play').click();
    await game(page).waitFor();
    const redo = page.getByTestId('kb-redo');
    expect(await redo.isDisabled()).toBe(true);
    // Black's first stone, then the computer's reply.
    await point(page, 7, legalPoints(newState({ size: 7 }))[0] as number).click();
    await poll(async () => (await movesOf(page)).split(' ').length).toBe(2);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    const played = await movesOf(page);
    // Undo takes back the stone and the reply; Redo plays both again.
    await page.getByTestId('kb-undo').click();
    await poll(() => movesOf(page)).toBe('');
    await redo.click();
    await poll(() => movesOf(page)).toBe(played);
    expect(await redo.isDisabled()).toBe(true);
    // The keys the other games use, outside a text field: U or Ctrl+Z undo, R, Ctrl+Y or Ctrl+Shift+Z redo.
    await page.locator('h1').click();
    for (const [back, again] of [
      ['u', 'r'],
      ['Control+z', 'Control+y'],
      ['Control+z', 'Control+Shift+Z'],
    ] as const) {
      await page.keyboard.press(back);
      await poll(() => movesOf(page)).toBe('');
      await page.keyboard.press(again);
      await poll(() => movesOf(page)).toBe(played);
    }
    // What undo took back can still be redone after a reload.
    await page.getByTestId('kb-undo').click();
    await poll(() => movesOf(page)).toBe('');
    await page.reload();
    await game(page).waitFor();
    await page.getByTestId('kb-redo').click();
    await poll(() => movesOf(page)).toBe(played);

    // The buttons are the other games' own (the shared HistoryButtons), in both languages; Konobi has no Restart.
    const buttons = (p: typeof page) =>
      p
        .locator('button[aria-keyshortcuts]')
        .evaluateAll((all) =>
          all
            .filter((b) => /^[UR] /.test(b.getAttribute('aria-keyshortcuts') ?? ''))
            .map((b) => ({ text: b.textContent, class: b.className, keys: b.getAttribute('aria-keyshortcuts') })),
        );
    const samegame = await page.context().newPage();
    await samegame.goto(`${browser.url()}/samegame/6x4c3#kb-shared`);
    await samegame.locator('.board').waitFor();
    for (const lang of ['en', 'it']) {
      await page.getByTestId(`lang-${lang}`).click();
      await samegame.getByTestId(`lang-${lang}`).click();
      await poll(() => samegame.evaluate(() => document.documentElement.lang)).toBe(lang);
      await poll(() => buttons(page)).toEqual(await buttons(samegame));
    }
    expect((await buttons(page)).map((b) => b.text)).toEqual(['↶ Annulla', '↷ Ripeti']);
    expect(await page.getByTestId('kb-restart').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('konobi-history-it-phone.png'), fullPage: true });
    await page.getByTestId('lang-en').click();
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: screenshotPath('konobi-history-desktop.png') });
    expect(errors).toEqual([]);
  }, 60_000);

  it('announces the pie rule in words, in Italian too, and keeps the notation in the moves', async () => {
    const { page, errors } = await browser.open('/konobi/5');
    await page.getByTestId('lang-it').click();
    await page.getByTestId('kb-black-person').check();
    await page.getByTestId('kb-white-person').check();
    await page.getByTestId('kb-play').click();
    await game(page).waitFor();
    const first = legalPoints(newState({ size: 5 }))[0] as number;
    await point(page, 5, first).click();
    await page.getByTestId('kb-swap').click();
    const line = `${formatPoint(5, first)} swap`;
    await poll(() => movesOf(page)).toBe(line);
    const said = page.getByTestId('kb-announce');
    await poll(() => said.textContent()).toContain('regola della torta');
    expect(await said.textContent()).not.toMatch(/\bswap\b/);
    expect(await page.getByTestId('kb-record').textContent()).toContain(line);
    await page.getByTestId('lang-en').click();
    await poll(() => said.textContent()).toContain('pie rule');
    expect(await said.textContent()).not.toMatch(/\bswap\b/);
    expect(errors).toEqual([]);
  }, 30_000);
});
