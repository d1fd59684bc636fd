// Ranked deals in a real Chromium against the real server: a fresh game is dealt by the server and its record
// is ranked on the deals board; the home page's daily-deal entry opens today's deal, the same as the API's; a
// game page's boards and recent games say whether the server answered with an error or cannot be reached.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import {
  formatField,
  legalMoves,
  newGame,
  parseParams,
  play,
  type SameGameMove,
  type SameGameState,
} from '../../src/games/samegame/index.js';
import { formatCell, parseParams as parseShisenShoParams } from '../../src/games/shisensho/index.js';
import { PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(10_000);

function clearingLine(state: SameGameState): SameGameMove[] | undefined {
  if (state.blocksLeft === 0) return [];
  for (const move of legalMoves(state)) {
    const rest = clearingLine(play(state, move));
    if (rest) return [move, ...rest];
  }
  return undefined;
}

async function fieldOf(page: Page): Promise<string | null> {
  return page.locator('.board').getAttribute('data-field');
}

/** Clears a winnable SameGame deal on the page by clicks, each once the page has drawn the last; the end state. */
async function clearByClicks(page: Page, params: string, seed: string): Promise<SameGameState> {
  const p = parseParams(params);
  if (!p.ok) throw new Error('params');
  let state = newGame(p.value, createRng(seed));
  const line = clearingLine(state);
  if (!line) throw new Error('the winnable deal has no clearing line');
  for (const move of line) {
    await page.locator(`.board [data-x="${move.x}"][data-y="${move.y}"]`).click();
    state = play(state, move);
    await expect.poll(() => fieldOf(page)).toBe(formatField(state.field, '/'));
  }
  return state;
}

describe.skipIf(SKIP_BROWSER)('ranked deals in the browser', () => {
  const browser = setUpBrowser();

  it('deals a fresh game from the server and ranks its record on the deals board', async () => {
    const { page } = await browser.open('/samegame/4x3c2w', PHONE);
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#.+/);
    const seed = new URL(page.url()).hash.slice(1);
    // The server's deal, not a local one: its token is kept for the post.
    const token = await page.evaluate((key) => localStorage.getItem(key), `ludoteca:deal:samegame:4x3c2w#${seed}`);
    expect(token).toMatch(/^1\.samegame\.4x3c2w\./);

    const state = await clearByClicks(page, '4x3c2w', seed);
    await page.locator('#sg-player').fill('Ranked Tester');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect.poll(() => page.getByTestId('saved-rank').textContent()).toContain('rank');
    const board = (await (await fetch(`${browser.url()}/api/scores?game=samegame&params=4x3c2w`)).json()) as {
      scores: { player: string; score: number; gameId: string }[];
    };
    expect(board.scores).toEqual([
      expect.objectContaining({ player: 'Ranked Tester', score: state.score, gameId: `samegame:4x3c2w#${seed}` }),
    ]);
  }, 40_000);

  it('a daily game posted after midnight says the day of the board it is ranked on, and shows that board', async () => {
    // The server ranks a daily game on its deal's day, which is yesterday's for a game started before midnight and
    // posted after it. Its answer is made so here (any game will do), to see the page go by the day it names.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const shown = new Date(`${yesterday}T00:00:00Z`).toLocaleDateString('en', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const { page } = await browser.open('/samegame/4x3c2w#e2e-after-midnight', PHONE);
    await page.route('**/api/records', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as object;
      await route.fulfill({
        response,
        json: { ...body, rank: 1, ranked: { board: 'daily', day: yesterday, rank: 1 } },
      });
    });
    const boards: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/daily/scores')) boards.push(new URL(r.url()).searchParams.get('day') ?? 'today');
    });
    await clearByClicks(page, '4x3c2w', 'e2e-after-midnight');
    await page.locator('#sg-player').fill('Late Tester');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toBe(`Saved: rank 1 on the daily deal of ${shown}.`);
    await page
      .getByTestId('daily-board')
      .getByRole('heading', { name: `Daily deal of ${shown}` })
      .waitFor();
    expect(boards).toContain(yesterday);
    // Kept with the game: a reload says the same day.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toBe(`Saved: rank 1 on the daily deal of ${shown}.`);
    await page.getByTestId('lang-it').click();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toMatch(/^Salvato: 1° nella partita del giorno del \d+ \w+\.?\.$/);
    await page
      .getByTestId('daily-board')
      .getByRole('heading', { name: /^Partita del giorno del \d+/ })
      .waitFor();
    await page.screenshot({ path: screenshotPath('daily-after-midnight-phone.png'), fullPage: true });
  }, 40_000);

  it('a new game from the New game dialog is a server deal too', async () => {
    const { page } = await browser.open('/samegame/15x10c4#e2e-local');
    await page.locator('.board').waitFor();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#[a-z2-9]{12}$/);
    const seed = new URL(page.url()).hash.slice(1);
    const key = `ludoteca:deal:samegame:${new URL(page.url()).pathname.split('/')[2]}#${seed}`;
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toMatch(/^1\.samegame\./);
  }, 40_000);

  it('opens the daily deal from the home page: the same deal the API names for today', async () => {
    const { page } = await browser.open('/');
    const daily = page.getByTestId('daily-samegame').getByRole('button', { name: 'Daily deal' });
    await daily.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/samegame/15x10c4');
    const today = (await (await fetch(`${browser.url()}/api/daily?game=samegame`)).json()) as { seed: string };
    expect(new URL(page.url()).hash).toBe(`#${today.seed}`);
    await page.locator('.board').waitFor();
    expect(await page.getByTestId('daily-shisensho').count()).toBe(0);
    const key = `ludoteca:deal:samegame:15x10c4#${today.seed}`;
    const token = await page.evaluate((k) => localStorage.getItem(k), key);
    expect(token).toMatch(/^1\.samegame\.15x10c4\./);
    await page.goto(`${browser.url()}/`);
    await expect.poll(() => page.getByTestId('daily-shisensho').getByRole('button').textContent()).toBe('Daily deal');
    // The button again goes back to the same game with its first token (a Shisen-Sho daily game's time counts from
    // it), though the server hands out a new one, issued later.
    await daily.click();
    await page.locator('.board').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(token);
  }, 40_000);

  it("today's daily deal opened by its address is the daily game: its board, its token and its rank", async () => {
    // An address typed or shared, in a browser that never pressed the home page's button.
    const today = (await (await fetch(`${browser.url()}/api/daily?game=samegame`)).json()) as { seed: string };
    const { page } = await browser.open(`/samegame/15x10c4#${today.seed}`, PHONE);
    await page.locator('.board').waitFor();
    await page.getByTestId('daily-board').getByRole('heading', { name: 'Today’s daily deal' }).waitFor();
    // Its token is kept as the button keeps it, so the game ranks on the daily board.
    const key = `ludoteca:deal:samegame:15x10c4#${today.seed}`;
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toMatch(/^1\.samegame\.15x10c4\./);
    const p = parseParams('15x10c4');
    if (!p.ok) throw new Error('params');
    let state = newGame(p.value, createRng(today.seed));
    // The last group each time, not the first as the test below plays: a game is ranked on the daily board once.
    for (let move = legalMoves(state).at(-1); move; move = legalMoves(state).at(-1)) {
      await page.locator(`.board [data-x="${move.x}"][data-y="${move.y}"]`).click();
      state = play(state, move);
      await expect.poll(() => fieldOf(page)).toBe(formatField(state.field, '/'));
    }
    await page.locator('#sg-player').fill('Address Tester');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toMatch(/^Saved: rank \d+ on today’s daily deal\.$/);
    // Reloaded, the finished game's page is still the daily game's.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('daily-board').locator('tr[aria-current="true"]').textContent())
      .toContain('Address Tester');
    await page.screenshot({ path: screenshotPath('daily-by-address-phone.png'), fullPage: true });

    // Another deal of the same settings (as yesterday's daily deal is today) is an ordinary game: no daily board.
    const asked = page.waitForResponse((r) => r.url().includes('/api/daily?'));
    await page.goto(`${browser.url()}/samegame/15x10c4#e2e-not-daily`);
    await asked;
    await page.getByTestId('sg-recent-panel').waitFor();
    expect(await page.getByTestId('daily-board').count()).toBe(0);
  }, 120_000);

  it("a daily game's rank is said to be on today's daily board, which its page shows", async () => {
    const { page } = await browser.open('/');
    await page.getByTestId('daily-samegame').getByRole('button', { name: 'Daily deal' }).click();
    await page.locator('.board').waitFor();
    // The page of the daily deal shows today's board, where its rank goes, not only the settings' scores.
    await page.getByTestId('daily-board').getByRole('heading', { name: 'Today’s daily deal' }).waitFor();
    const seed = new URL(page.url()).hash.slice(1);
    const p = parseParams('15x10c4');
    if (!p.ok) throw new Error('params');
    let state = newGame(p.value, createRng(seed));
    for (let move = legalMoves(state)[0]; move; move = legalMoves(state)[0]) {
      await page.locator(`.board [data-x="${move.x}"][data-y="${move.y}"]`).click();
      state = play(state, move);
      await expect.poll(() => fieldOf(page)).toBe(formatField(state.field, '/'));
    }
    await page.locator('#sg-player').fill('Daily Tester');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toMatch(/^Saved: rank \d+ on today’s daily deal\.$/);
    await expect
      .poll(() => page.getByTestId('daily-board').locator('tr[aria-current="true"]').textContent())
      .toContain('Daily Tester');
    await page.getByTestId('lang-it').click();
    await expect
      .poll(() => page.getByTestId('saved-rank').textContent())
      .toMatch(/^Salvato: \d+° nella partita del giorno di oggi\.$/);
    await page.screenshot({ path: screenshotPath('daily-samegame-saved.png'), fullPage: true });

    // Shisen-Sho's daily deal shows its board too.
    await page.goto(`${browser.url()}/`);
    await page.getByTestId('daily-shisensho').getByRole('button').click();
    await page.locator('.ss-board').waitFor();
    await page.getByTestId('daily-board').getByRole('heading', { name: 'Partita del giorno di oggi' }).waitFor();
  }, 120_000);

  it("a won Shisen-Sho daily game says its rank is on today's daily board, and the board shows it", async () => {
    const { page } = await browser.open('/');
    await page.getByTestId('daily-shisensho').getByRole('button', { name: 'Daily deal' }).click();
    await page.locator('.ss-board').waitFor();
    const today = (await (await fetch(`${browser.url()}/api/daily?game=shisensho`)).json()) as {
      params: string;
      seed: string;
    };
    expect(new URL(page.url()).hash).toBe(`#${today.seed}`);
    await page.getByTestId('daily-board').getByRole('heading', { name: 'Today’s daily deal' }).waitFor();
    // A clearing line from the engine's own solver, played by clicks on the tiles: the first pair by the mouse,
    // the other 71 clicked in the page, each once the page has drawn the last (half the time of 142 mouse clicks).
    const params = parseShisenShoParams(today.params);
    if (!params.ok) throw new Error('params');
    const solved = solveState(shisensho.newGame(params.value, createRng(today.seed)));
    if (solved.solvable !== true) throw new Error('the daily deal has no clearing line');
    const cells = solved.moves.flatMap((m) => [formatCell(m.a), formatCell(m.b)]);
    const board = page.locator('.ss-board');
    await board.locator(`[data-cell="${cells[0]}"]`).click();
    await board.locator(`[data-cell="${cells[1]}"]`).click();
    await expect.poll(() => board.getAttribute('data-moves')).toBe('1');
    await page.evaluate(async (rest) => {
      for (const cell of rest) {
        await new Promise((r) => requestAnimationFrame(r));
        const tile = document.querySelector<HTMLElement>(`.ss-board [data-cell="${cell}"]`);
        if (!tile) throw new Error(`no tile at ${cell}`);
        tile.click();
      }
    }, cells.slice(2));
    await expect.poll(() => board.getAttribute('data-moves')).toBe(String(solved.moves.length));
    await expect.poll(() => page.getByTestId('game-over').textContent()).toContain('Board cleared!');
    await page.locator('#ss-player').fill('Daily Sho');
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect
      .poll(() => page.getByTestId('ss-saved').textContent())
      .toMatch(/^Saved on the server: rank \d+ on today’s daily deal\.$/);
    await expect
      .poll(() => page.getByTestId('daily-board').locator('tr[aria-current="true"]').textContent())
      .toContain('Daily Sho');
    // The board's column is the server's time, as the rank is.
    expect(await page.getByTestId('daily-board').locator('th').allTextContents()).toEqual(['#', 'Player', 'Time']);
    await page.screenshot({ path: screenshotPath('daily-shisensho-won.png'), fullPage: true });
    await page.getByTestId('lang-it').click();
    await expect
      .poll(() => page.getByTestId('ss-saved').textContent())
      .toMatch(/^Salvata sul server: \d+° nella partita del giorno di oggi\.$/);
    await page.getByTestId('daily-board').getByRole('heading', { name: 'Partita del giorno di oggi' }).waitFor();
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('daily-shisensho-won-it-phone.png'), fullPage: true });
  }, 120_000);

  it('says on the game pages whether the server answered the boards with an error or cannot be reached', async () => {
    const today = (await (await fetch(`${browser.url()}/api/daily?game=samegame`)).json()) as {
      params: string;
      seed: string;
    };
    // Today's daily SameGame page shows two boards (the daily deal's and its settings'); Shisen-Sho's, the third.
    const daily = `/samegame/${today.params}#${today.seed}`;
    const shisenSho = '/shisensho/4x4k4#boards-down';
    const { page, errors } = await browser.open('/', PHONE);
    // What a board says under its title: without rows, its notice (and Shisen-Sho's, this browser's list's note).
    const said = (title: string) => page.locator(`section[aria-labelledby="${title}"] p`).allTextContents();
    const boards = ['**/api/scores?**', '**/api/daily/scores?**'];
    const failure = { status: 500, contentType: 'application/json', body: '{"error":"internal","message":"boom"}' };
    for (const url of boards) await page.route(url, (route) => route.fulfill(failure));
    await page.goto(`${browser.url()}${daily}`);
    await poll(() => said('samegame-daily-title')).toEqual(['The high-score server answered with an error.']);
    await poll(() => said('sg-scores-title')).toEqual(['The high-score server answered with an error.']);
    await page.goto(`${browser.url()}${shisenSho}`);
    await poll(() => said('ss-scores-title')).toEqual([
      'No wins on this board yet.',
      'The server answered with an error: these are the best times kept in this browser.',
    ]);

    // No answer at all: each says the server cannot be reached.
    for (const url of boards) {
      await page.unroute(url);
      await page.route(url, (route) => route.abort('connectionrefused'));
    }
    await page.reload();
    await poll(() => said('ss-scores-title')).toEqual([
      'No wins on this board yet.',
      'The server cannot be reached: these are the best times kept in this browser.',
    ]);
    await page.goto(`${browser.url()}${daily}`);
    await poll(() => said('samegame-daily-title')).toEqual(['The high-score server cannot be reached.']);
    await poll(() => said('sg-scores-title')).toEqual(['The high-score server cannot be reached.']);

    // In Italian, the answer with an error again.
    for (const url of boards) {
      await page.unroute(url);
      await page.route(url, (route) => route.fulfill(failure));
    }
    await page.getByTestId('lang-it').click();
    await page.reload();
    await poll(() => said('samegame-daily-title')).toEqual(['Il server della classifica ha risposto con un errore.']);
    await poll(() => said('sg-scores-title')).toEqual(['Il server della classifica ha risposto con un errore.']);
    await page.screenshot({ path: screenshotPath('boards-error-it-phone.png'), fullPage: true });
    await page.goto(`${browser.url()}${shisenSho}`);
    await poll(() => said('ss-scores-title')).toEqual([
      'Ancora nessuna vittoria su questo tavolo.',
      'Il server ha risposto con un errore: questi sono i tempi migliori salvati in questo browser.',
    ]);
    await page.screenshot({ path: screenshotPath('boards-error-shisensho-it-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  }, 60_000);

  it("says in the recent games, SameGame's and Scarabeo's start page's, whether the server answered with an error or cannot be reached", async () => {
    const sameGame = '/samegame/4x3c2w#recent-down';
    const { page, errors } = await browser.open('/', PHONE);
    // What a recent games' panel says under its title when it has no rows.
    const said = (testId: string) => page.getByTestId(`${testId}-panel`).locator('p').allTextContents();
    // The history only (GET /api/records?…), not a posted record nor one record's replay.
    const history = (url: URL) => url.pathname === '/api/records';
    const failure = { status: 500, contentType: 'application/json', body: '{"error":"internal","message":"boom"}' };
    await page.route(history, (route) => route.fulfill(failure));
    await page.goto(`${browser.url()}${sameGame}`);
    const answered = 'The server answered with an error, so the recent games cannot be shown.';
    await poll(() => said('sg-recent')).toEqual([answered]);
    await page.goto(`${browser.url()}/scarabeo`);
    await poll(() => said('sc-recent')).toEqual([answered]);

    // No answer at all.
    await page.unroute(history);
    await page.route(history, (route) => route.abort('connectionrefused'));
    const unreachable = 'The server cannot be reached, so the recent games cannot be shown.';
    await page.reload();
    await poll(() => said('sc-recent')).toEqual([unreachable]);
    await page.goto(`${browser.url()}${sameGame}`);
    await poll(() => said('sg-recent')).toEqual([unreachable]);

    // In Italian, both again.
    await page.getByTestId('lang-it').click();
    await poll(() => said('sg-recent')).toEqual([
      'Il server non risponde: le partite recenti non si possono mostrare.',
    ]);
    await page.unroute(history);
    await page.route(history, (route) => route.fulfill(failure));
    const answeredIt = 'Il server ha risposto con un errore: le partite recenti non si possono mostrare.';
    await page.reload();
    await poll(() => said('sg-recent')).toEqual([answeredIt]);
    await page.goto(`${browser.url()}/scarabeo`);
    await poll(() => said('sc-recent')).toEqual([answeredIt]);
    await page
      .getByTestId('sc-recent-panel')
      .screenshot({ path: screenshotPath('recent-error-scarabeo-it-phone.png') });
    expect(errors).toEqual([]);
  }, 60_000);
});
