// Scarabeo in a real Chromium against the real server: a person against the computer on a fixed deal — tiles
// dragged from the rack (pointer events), the live preview, an invalid play and its reason (the engine's own
// message), a valid play, the hint placed with a click, undo of a placement, keyboard typing, an exchange, a
// reload that resumes; a hot-seat game of two people whose racks stay hidden until asked for, with Play for
// me; then a whole game of computers only played to its settlement and stored by the server, the strongest
// level's move time in the worker on a mid-game example (logged), and screenshots at desktop and phone widths
// in /tmp/scarabeo-*.png.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import {
  type Dawg,
  describeScarabeoError,
  JOLLY,
  LETTER_MASK,
  LETTER_POINTS,
  letterCode,
  letterOf,
  parseParams,
  type ScarabeoState,
  scarabeoGame,
  squareName,
  topPlays,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { PHONE, poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

const SEED = 'e2e-sc1';

/** expect.poll with room for a loaded machine (its default is one second). */
const poll = poller(20_000);

const game = (page: Page) => page.getByTestId('sc-game');

async function movesOf(page: Page): Promise<string[]> {
  const text = (await game(page).getAttribute('data-moves')) ?? '';
  return text === '' ? [] : text.split('|');
}

/** Drags with the mouse (pointer events) from an element's centre to another's, in small steps like a hand. */
async function drag(page: Page, from: string, to: string): Promise<void> {
  const a = await page.locator(from).boundingBox();
  const b = await page.locator(to).boundingBox();
  if (!a || !b) throw new Error(`cannot drag ${from} to ${to}: not on screen`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** The rack slot holding `letter` ('?' a jolly) that is still on the rack. */
async function slotOf(page: Page, letter: string): Promise<string> {
  const slot = await page.locator(`.sc-rack [data-letter="${letter}"]`).first().getAttribute('data-slot');
  if (slot === null) throw new Error(`no ${letter} on the rack`);
  return `.sc-rack [data-slot="${slot}"]`;
}

describe.skipIf(SKIP_BROWSER)('Scarabeo in the browser', () => {
  const browser = setUpBrowser();
  let dawg: Dawg;

  beforeAll(() => {
    const loaded = loadLexicon('standard');
    if (!loaded.ok) throw new Error('the standard lexicon is missing: run npm run build');
    dawg = loaded.value;
  }, 60_000);

  /** The engine's state after the page's moves on the fixed deal. */
  function replay(moves: readonly string[]): ScarabeoState {
    const g = scarabeoGame(dawg);
    const params = parseParams('2p');
    if (!params.ok) throw new Error('params');
    let state = g.newGame(params.value, createRng(SEED));
    for (const text of moves) {
      const move = g.parseMove(state, text);
      if (!move.ok) throw new Error(`the page's move ${text} does not replay: ${move.error.code}`);
      state = g.play(state, move.value);
    }
    return state;
  }

  it('a person against the computer: drag, preview, a refused play, a play, hint, undo, typing, exchange, reload', async () => {
    const { page, errors } = await browser.open('/scarabeo');

    await page.getByTestId('sc-start').waitFor();
    expect(await page.locator('.sc-examples li').count()).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: '/tmp/scarabeo-start-desktop.png', fullPage: true });

    // A shared link deals a fixed game; the players are chosen on the start screen.
    await page.goto(`${browser.url()}/scarabeo/2p#${SEED}`);
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`/scarabeo/2p#${SEED}`);
    let state = replay([]);
    const rack = (await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '';
    expect([...rack].sort().join('')).toBe([...replayRackText(state, 0)].sort().join(''));

    // An invalid play: a tile dragged off the centre; the preview gives the engine's reason, Enter repeats it.
    const first = rack.charAt(0);
    await drag(page, await slotOf(page, first), '[data-square="A1"]');
    await poll(() => page.locator('[data-square="A1"]').getAttribute('data-cell')).toBe('pending');
    const notCentre = describeScarabeoError({ code: 'not-centre' }, 'en');
    await poll(() => page.getByTestId('sc-preview-error').textContent()).toBe(notCentre);
    expect(await page.getByTestId('sc-confirm').isDisabled()).toBe(true);
    await page.getByTestId('sc-board').press('Enter');
    await poll(() => page.getByTestId('sc-message').textContent()).toBe(notCentre);
    // Two tiles not in a line.
    await drag(page, await slotOf(page, rack.charAt(1)), '[data-square="C3"]');
    await poll(() => page.getByTestId('sc-preview-error').textContent()).toBe(
      describeScarabeoError({ code: 'not-in-line' }, 'en'),
    );
    // Undo last tile takes C3 back; recall takes the rest.
    await page.getByTestId('sc-undo-tile').click();
    await poll(() => page.locator('[data-square="C3"]').getAttribute('data-cell')).toBe('');
    await page.getByTestId('sc-recall').click();
    await poll(() => page.locator('.sc-board [data-pending]').count()).toBe(0);

    // A valid play: the engine's best play for this rack, dragged tile by tile; the preview shows its score.
    const best = topPlays({ cells: state.cells, rules: 'seed' }, state.racks[0] as Uint8Array, dawg, 1)[0];
    if (!best) throw new Error('no play on the first rack');
    for (const p of best.placed) {
      const jolly = (p.cell & JOLLY) !== 0;
      await drag(
        page,
        await slotOf(page, jolly ? '?' : letterOf(p.cell & LETTER_MASK)),
        `[data-square="${squareName(p.square)}"]`,
      );
      if (jolly) await page.locator(`.sc-picker [data-letter="${letterOf(p.cell & LETTER_MASK)}"]`).click();
    }
    await poll(() => page.getByTestId('sc-preview-score').getAttribute('data-score')).toBe(String(best.score));
    await page.screenshot({ path: '/tmp/scarabeo-preview-desktop.png' });
    await page.getByTestId('sc-confirm').click();
    // The computer answers from its worker; then it is the person's turn again.
    await poll(async () => (await movesOf(page)).length, 30_000).toBe(2);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    let moves = await movesOf(page);
    state = replay(moves);
    expect(await page.getByTestId('sc-score-0').textContent()).toBe(String(state.scores[0]));
    expect(await page.getByTestId('sc-score-1').textContent()).toBe(String(state.scores[1]));
    expect(await page.getByTestId('sc-bag').textContent()).toContain(String(state.bag.length));

    // Hint: the best plays ranked, the first the engine's best; a click places it, undo takes a tile back.
    await page.getByTestId('sc-hint').click();
    await poll(() => page.locator('.sc-hint').count()).toBeGreaterThan(0);
    const engineTop = topPlays({ cells: state.cells, rules: 'seed' }, state.racks[0] as Uint8Array, dawg, 10);
    expect(await page.locator('.sc-hint').first().getAttribute('data-score')).toBe(String(engineTop[0]?.score));
    const scores = await page
      .locator('.sc-hint')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    expect(scores).toEqual(engineTop.map((p) => p.score));
    await page.locator('.sc-hint').first().click();
    await poll(() => page.getByTestId('sc-preview-score').getAttribute('data-score')).toBe(String(engineTop[0]?.score));
    const placed = await page.locator('.sc-board [data-pending]').count();
    await page.getByTestId('sc-undo-tile').click();
    await poll(() => page.locator('.sc-board [data-pending]').count()).toBe(placed - 1);
    await page.getByTestId('sc-recall').click();

    // Keyboard: click a square, type a letter of the rack; Backspace takes it back.
    const rack2 = (await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '';
    const typed = [...rack2].find((c) => c !== '?') ?? 'A';
    await page.locator('[data-square="B2"]').click();
    await page.keyboard.press(typed.toLowerCase());
    await poll(() => page.locator('[data-square="B2"]').getAttribute('data-cell')).toBe('pending');
    await page.keyboard.press('Backspace');
    await poll(() => page.locator('[data-square="B2"]').getAttribute('data-cell')).toBe('');

    // Exchange two tiles: chosen with clicks, then confirmed; the computer answers again.
    await page.getByTestId('sc-exchange').click();
    await page.locator('.sc-rack [data-slot="0"]').click();
    await page.locator('.sc-rack [data-slot="1"]').click();
    await page.getByTestId('sc-exchange-do').click();
    await poll(async () => (await movesOf(page)).length, 30_000).toBe(4);
    moves = await movesOf(page);
    expect(moves[2]).toMatch(/^exchange [A-Z?]{2}$/);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    await page.screenshot({ path: '/tmp/scarabeo-game-desktop.png' });

    // A reload resumes the saved game.
    await page.reload();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    expect(await movesOf(page)).toEqual(moves);
    expect(await page.locator('[data-testid="sc-log"] li').count()).toBe(4);

    // Italian: the same refusal in the page's language.
    await page.getByTestId('lang-it').click();
    const rack3 = (await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '';
    await drag(page, await slotOf(page, rack3.replace(/\?/g, '').charAt(0)), '[data-square="A17"]');
    await poll(() => page.getByTestId('sc-preview-error').textContent()).toBe(
      describeScarabeoError({ code: 'no-cross' }, 'it'),
    );
    await page.getByTestId('lang-en').click();
    await page.getByTestId('sc-recall').click();

    // The phone width: the same game fits, the board and the rack on screen.
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/scarabeo-game-phone.png', fullPage: true });
    expect(errors).toEqual([]);
  }, 150_000);

  it('hot seat: two people at one screen; each rack stays hidden until its player asks to see it', async () => {
    const { page, errors } = await browser.open(`/scarabeo/2p#${SEED}`);
    await page.getByTestId('sc-seat-0-name').fill('Ada');
    await page.getByTestId('sc-seat-1-kind').selectOption('person');
    // A name the saved game could not carry (a tab pasted in) is refused with what is wrong, and nothing starts.
    await page.getByTestId('sc-seat-1-name').fill('Be\ta');
    await page.getByTestId('sc-start-game').click();
    await poll(() => page.getByTestId('sc-name-error').textContent()).toBe(
      'The name of player 2 has a control, direction or invisible character (U+0009).',
    );
    expect(await page.getByTestId('sc-seat-1-name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('sc-start').count()).toBe(1);
    await page.getByTestId('sc-seat-1-name').fill('Bea');
    await page.getByTestId('sc-start-game').click();

    // Ada's turn: the rack is not on screen until she asks for it, then it is hers.
    await page.getByTestId('sc-handover').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('sc-handover').textContent()).toContain('Ada');
    expect(await page.getByTestId('sc-rack').count()).toBe(0);
    await page.getByTestId('sc-show-rack').click();
    let state = replay([]);
    const rackOf = async () =>
      [...((await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '')].sort().join('');
    await poll(rackOf).toBe([...replayRackText(state, 0)].sort().join(''));

    // She plays the hint's first play; the screen goes back to hiding, now for Bea.
    await page.getByTestId('sc-hint').click();
    await poll(() => page.locator('.sc-hint').count()).toBeGreaterThan(0);
    await page.locator('.sc-hint').first().click();
    await poll(() => page.getByTestId('sc-confirm').isDisabled()).toBe(false);
    await page.getByTestId('sc-confirm').click();
    await poll(async () => (await movesOf(page)).length).toBe(1);
    await page.getByTestId('sc-handover').waitFor();
    expect(await page.getByTestId('sc-handover').textContent()).toContain('Bea');
    expect(await page.getByTestId('sc-rack').count()).toBe(0);
    await page.getByTestId('sc-show-rack').click();
    state = replay(await movesOf(page));
    await poll(rackOf).toBe([...replayRackText(state, 1)].sort().join(''));

    // "Play for me", the seed's aiuto: the best-scoring play at once (as the engine ranks it).
    const best = topPlays({ cells: state.cells, rules: 'seed' }, state.racks[1] as Uint8Array, dawg, 1)[0];
    await page.getByTestId('sc-auto').click();
    await poll(async () => (await movesOf(page)).length, 30_000).toBe(2);
    const after = replay(await movesOf(page));
    expect(after.last?.move.type).toBe('play');
    expect(after.last?.score).toBe(best?.score);
    expect(errors).toEqual([]);
  }, 120_000);

  it('names every square and rack tile for a screen reader, in English and Italian', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-aria');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    const board = page.getByTestId('sc-board');
    const square = (name: string) => board.getByRole('button', { name, exact: true });
    /** The name of a tile worth its letter's points, as the rack and the squares say it. */
    const tile = (letter: string, lang: 'en' | 'it') => {
      const points = LETTER_POINTS[letterCode(letter)] as number;
      return lang === 'en'
        ? `${letter}, ${points} ${points === 1 ? 'point' : 'points'}`
        : `${letter}, ${points} ${points === 1 ? 'punto' : 'punti'}`;
    };
    /** The name of the square the board's keyboard cursor is on (its active descendant). */
    const cursorName = () =>
      board.evaluate((b) => {
        const id = b.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.getAttribute('aria-label') ?? `no element ${id}`) : 'none';
      });

    // Every square is named: its coordinate, its premium, and what is on it.
    expect(await board.locator('[data-square][role="button"][aria-label]').count()).toBe(289);
    expect(await square('A1, triple word, empty').count()).toBe(1);
    expect(await square('B2, double word, empty').count()).toBe(1);
    expect(await square('I9, centre, empty').count()).toBe(1);
    // A rack tile says its letter and points apart ("A, 1 point"), not run together like a square ("A1").
    const rack = (await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '';
    const letter = [...rack].find((c) => c !== '?') as string;
    const rackTile = (name: string) => page.getByTestId('sc-rack').getByRole('button', { name, exact: true });
    expect(await rackTile(tile(letter, 'en')).count()).toBeGreaterThan(0);

    // The keyboard cursor is the board's active descendant, named like any square; a typed tile is named on it.
    await page.locator('[data-square="I9"]').click();
    await poll(cursorName).toBe('I9, centre, empty, cursor across');
    await page.keyboard.press(letter.toLowerCase());
    await poll(cursorName).toBe('J9, empty, cursor across');
    expect(await square(`I9, centre, ${tile(letter, 'en')}, placed this turn`).count()).toBe(1);
    const found = await new AxeBuilder({ page }).analyze();
    const blocking = found.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(blocking.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}`)).toEqual([]);

    // In Italian.
    await page.getByTestId('lang-it').click();
    await poll(() => square('A1, parola tripla, vuota').count()).toBe(1);
    expect(await square(`I9, centro, ${tile(letter, 'it')}, posata in questo turno`).count()).toBe(1);
    expect(await cursorName()).toBe('J9, vuota, cursore in orizzontale');
    await page.getByTestId('sc-recall').click();
    await poll(() => rackTile(tile(letter, 'it')).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 90_000);

  it('lets Tab and Shift+Tab leave the board (Space, not Tab, turns the cursor)', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-tab');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    const board = page.getByTestId('sc-board');
    /** Where the focus is against the board: on it, before it or after it in the page's order. */
    const focusVsBoard = () =>
      board.evaluate((b) => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'nowhere';
        if (a === b || b.contains(a)) return 'board';
        return b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
      });
    await board.focus();
    await page.keyboard.press('Tab');
    // The next control is the rack's first tile, so the rack and the buttons after it are reachable by Tab.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="sc-rack"]') !== null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusVsBoard()).toBe('board');
    await page.keyboard.press('Shift+Tab');
    expect(await focusVsBoard()).toBe('before');
    // Space still turns the cursor down.
    await page.locator('[data-square="I9"]').click();
    expect(await board.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press(' ');
    await poll(() =>
      board.evaluate((b) =>
        document.getElementById(b.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label'),
      ),
    ).toBe('I9, centre, empty, cursor down');
    expect(errors).toEqual([]);
  }, 60_000);

  it('leaves the choice of tiles to exchange with Esc, as Cancel does', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-esc');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });

    // Esc leaves the choice of tiles to exchange, as Cancel does, and gives the focus back to Exchange.
    await page.getByTestId('sc-exchange').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('sc-exchange-do').waitFor();
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('sc-exchange-do').count()).toBe(0);
    expect(await page.getByTestId('sc-auto').isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sc-exchange');
    // With the mouse, a tile chosen first.
    await page.getByTestId('sc-exchange').click();
    await page.locator('.sc-rack [data-slot="0"]').click();
    await poll(() => page.getByTestId('sc-exchange-do').isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('sc-exchange-do').count()).toBe(0);
    expect(await movesOf(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it("undoes a move with the computer's reply and redoes both, through the session layer", async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-undo');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-pass').click({ timeout: 30_000 });
    // The computer replies; then it is the person's turn again, two moves in.
    await poll(async () => (await movesOf(page)).length, 30_000).toBe(2);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    const played = await movesOf(page);
    expect(played[0]).toBe('pass');
    // Undo takes back the person's move and the reply to it; redo plays both again.
    await page.getByTestId('sc-undo').click();
    await poll(() => movesOf(page)).toEqual([]);
    expect(await page.getByTestId('sc-undo').isDisabled()).toBe(true);
    await page.getByTestId('sc-redo').click();
    await poll(() => movesOf(page)).toEqual(played);
    // A reload keeps the game where it was.
    await page.reload();
    await poll(() => movesOf(page)).toEqual(played);
    expect(errors).toEqual([]);
  }, 60_000);

  it('says a typed letter is not on the rack, places none for it and keeps the rest of the word in place', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-tab');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    const rack = (await page.getByTestId('sc-rack').getAttribute('data-rack')) ?? '';
    expect(rack).not.toContain('?');
    const have = [...rack];
    const missing = [...'QZVBGHFNRS'].find((c) => !rack.includes(c)) ?? 'Q';
    // Typed from H9 across: the first letter, one the rack has not, another; the missing one leaves a gap.
    await page.locator('[data-square="H9"]').click();
    await page.keyboard.type(`${have[0]}${missing}${have[1]}`.toLowerCase());
    await poll(() => page.locator('[data-square="J9"]').getAttribute('data-cell')).toBe('pending');
    expect(await page.locator('[data-square="H9"]').getAttribute('data-cell')).toBe('pending');
    expect(await page.locator('[data-square="I9"]').getAttribute('data-cell')).toBe('');
    expect(await page.locator('.sc-board [data-pending]').count()).toBe(2);
    // The message stays while the word is typed, and is read out (an alert).
    const message = page.getByTestId('sc-message');
    expect(await message.textContent()).toBe(`There is no ${missing} (and no jolly) on your rack.`);
    expect(await message.getAttribute('role')).toBe('alert');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }, 60_000);

  it('restarts the same deal from its first move, asking first, with the keyboard and in Italian', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-restart');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-pass').click({ timeout: 30_000 });
    await poll(async () => (await movesOf(page)).length, 30_000).toBe(2);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');
    const played = await movesOf(page);
    // A game in progress: Restart asks; Escape (or Keep playing) leaves the game as it was.
    const restart = page.getByTestId('sc-restart');
    await restart.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('sc-restart-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Restart this game?');
    const axe = await new AxeBuilder({ page }).include('[data-testid="sc-restart-dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual(
      [],
    );
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await movesOf(page)).toEqual(played);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('sc-restart');
    // In Italian, confirmed from the keyboard: the same deal from its first move, the moves left to redo.
    await page.getByTestId('lang-it').click();
    await restart.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Ricominciare questa partita?');
    await page.getByTestId('sc-restart-confirm').focus();
    await page.keyboard.press('Enter');
    await poll(() => movesOf(page)).toEqual([]);
    expect(await restart.isDisabled()).toBe(true);
    await page.getByTestId('sc-redo').click();
    await poll(() => movesOf(page)).toEqual(played);
    await page.getByTestId('lang-en').click();
    expect(errors).toEqual([]);
  }, 60_000);

  it('plays a whole game of computers only to its settlement, stored by the server; logs the strongest level’s time', async () => {
    // An example position loads with its description's board (two computers at level 5 play it out).
    const { page, errors } = await browser.open('/scarabeo');
    await page.getByTestId('sc-watch-all').click();
    await page.getByTestId('sc-seat-0-level').selectOption('5');
    await page.getByTestId('sc-seat-1-level').selectOption('5');
    await page.getByTestId('sc-example-over-100').click();
    await poll(() => page.locator('[data-square="Q13"]').getAttribute('data-cell')).toBe('O');

    // The strongest level's move time in the worker, mid-game: two level-5 computers on a fixed deal; the
    // median of moves 5 to 14 (the lexicon is loaded by then). Logged, not asserted: timing is the machine's.
    await page.goto(`${browser.url()}/scarabeo/2p#e2e-mid`);
    await page.getByTestId('sc-watch-all').click();
    await page.getByTestId('sc-seat-0-level').selectOption('5');
    await page.getByTestId('sc-seat-1-level').selectOption('5');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-speed').selectOption('fastest');
    const aiTimes = async () =>
      ((await game(page).getAttribute('data-ai-ms')) ?? '').split(' ').filter(Boolean).map(Number);
    await poll(async () => (await aiTimes()).length, 90_000).toBeGreaterThanOrEqual(14);
    const times = await aiTimes();
    const wall = ((await game(page).getAttribute('data-ai-wall')) ?? '').split(' ').filter(Boolean).map(Number);
    const mid = times.slice(4, 14).sort((a, b) => a - b);
    const median = ((mid[4] as number) + (mid[5] as number)) / 2;
    process.stdout.write(
      `Scarabeo level 5 in the worker, moves 5-14 of scarabeo:2p#e2e-mid: ${times.slice(4, 14).join(', ')} ms; median ${median} ms; round trip from the page ${wall.slice(4, 14).join(', ')} ms\n`,
    );

    // A whole game of two computers at level 1, fastest speed, to the settlement.
    await page.goto(`${browser.url()}/scarabeo`);
    await page.getByTestId('sc-watch-all').click();
    await page.getByTestId('sc-seat-0-level').selectOption('1');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    // The e2e-mid game above may still be in progress on 2p (its computers can also have finished it by now):
    // then a new 2p game asks before abandoning it.
    const abandon = page.getByTestId('abandon-confirm');
    const watch = page.getByTestId('sc-watch');
    await abandon.or(watch).first().waitFor({ timeout: 30_000 });
    if (await abandon.isVisible()) await abandon.click();
    await watch.waitFor({ timeout: 30_000 });
    await page.getByTestId('sc-speed').selectOption('fastest');
    await page.getByTestId('sc-end').waitFor({ timeout: 120_000 });
    const url = new URL(page.url());
    const seed = url.hash.slice(1);
    const moves = await movesOf(page);
    // The page's game replays in the engine to the same end, scores and winners.
    const g = scarabeoGame(dawg);
    const params = parseParams('2p');
    if (!params.ok) throw new Error('params');
    let state = g.newGame(params.value, createRng(seed));
    /** The index of the first move that puts tiles on the board (a level-1 computer may open with an exchange). */
    let firstPlay = -1;
    for (const [k, text] of moves.entries()) {
      const move = g.parseMove(state, text);
      if (!move.ok) throw new Error(`${text}: ${move.error.code}`);
      if (firstPlay < 0 && move.value.type === 'play') firstPlay = k;
      state = g.play(state, move.value);
    }
    expect(state.end).toBeDefined();
    expect(await page.getByTestId('sc-final-0').textContent()).toBe(String(state.scores[0]));
    expect(await page.getByTestId('sc-final-1').textContent()).toBe(String(state.scores[1]));
    expect(await page.getByTestId('sc-end').getAttribute('data-winners')).toBe(state.end?.winners.join(' '));
    await poll(() => page.getByTestId('sc-saved').isVisible()).toBe(true);
    const stored = await fetch(`${browser.url()}/api/records?game=scarabeo&limit=10`).then((r) => r.json());
    const row = (stored.records as { gameId: string; result: string; moves: number }[]).find(
      (r) => r.gameId === `scarabeo:2p#${seed}`,
    );
    expect(row?.moves).toBe(moves.length);
    expect(row?.result).toBe(`${state.end?.winners.map((w) => w + 1).join('=')}:${state.scores.join('-')}`);
    await page.screenshot({ path: '/tmp/scarabeo-end-desktop.png', fullPage: true });

    // The replay steps through the finished game.
    await page.getByTestId('sc-replay-open').click();
    await poll(() => page.getByTestId('replay-at').textContent()).toContain('Start');
    expect(await page.locator('.sc-board .sc-tile').count()).toBe(0);
    // The board stays empty through the moves that place no tile, and has tiles after the first play.
    expect(firstPlay).toBeGreaterThanOrEqual(0);
    for (let k = 1; k <= firstPlay; k++) {
      await page.getByTestId('replay-next').click();
      await poll(() => page.getByTestId('replay-at').textContent()).toContain(`Move ${k} of`);
    }
    expect(await page.locator('.sc-board .sc-tile').count()).toBe(0);
    await page.getByTestId('replay-next').click();
    await poll(() => page.locator('.sc-board .sc-tile').count()).toBeGreaterThan(0);

    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/scarabeo-end-phone.png', fullPage: true });

    // The start screen's recent games say the winner by name, not by seat number.
    await page.goto(`${browser.url()}/scarabeo`);
    const winnersNamed = (state.end?.winners ?? []).map((w) => `Computer ${w + 1}`).join(' and ');
    const won = (state.end?.winners.length ?? 0) > 1 ? `${winnersNamed} tied` : `${winnersNamed} won`;
    await poll(() => page.getByTestId('sc-recent').textContent()).toContain(`${won} (${state.scores.join('–')})`);
    expect(errors).toEqual([]);
  }, 180_000);
});

function replayRackText(state: ScarabeoState, seat: number): string {
  const rack = state.racks[seat] as Uint8Array;
  let out = '';
  for (let k = 1; k < rack.length; k++) out += letterOf(k).repeat(rack[k] as number);
  return out + '?'.repeat(rack[0] as number);
}
