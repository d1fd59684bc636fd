// The home page and the header in a real Chromium against the real server: Resume for every game in progress
// (SameGame and Shisen-Sho per board, Konobi at two sizes, Scarabeo), the question before a new game abandons
// the one in progress on the same board, and the header's Rules link opening the rules of the game on screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { createRng } from '../../src/core/rng.js';
import { formatPoint, legalPoints, newState } from '../../src/games/konobi/index.js';
import {
  newGame as newSameGame,
  parseParams as parseSameGameParams,
  legalMoves as sameGameMoves,
} from '../../src/games/samegame/index.js';
import { formatCell, legalPairs, parseParams as parseShisenShoParams } from '../../src/games/shisensho/index.js';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(10_000);

/** The first legal SameGame move of a deal, clicked on the page. */
async function playSameGame(page: Page, params: string, seed: string): Promise<void> {
  const parsed = parseSameGameParams(params);
  if (!parsed.ok) throw new Error(`bad params ${params}`);
  const move = sameGameMoves(newSameGame(parsed.value, createRng(seed)))[0];
  if (!move) throw new Error('no move');
  const before = await page.locator('.board').getAttribute('data-moves');
  await page.locator(`.board [data-x="${move.x}"][data-y="${move.y}"]`).click();
  await poll(() => page.locator('.board').getAttribute('data-moves')).toBe(String(Number(before) + 1));
}

function shisenShoDeal(params: string, seed: string) {
  const parsed = parseShisenShoParams(params);
  if (!parsed.ok) throw new Error(`bad params ${params}`);
  return shisensho.newGame(parsed.value, createRng(seed));
}

/** Starts a Konobi game of two people on `size` and places Black's first stone. */
async function startKonobi(page: Page, size: number): Promise<void> {
  await page.getByTestId('kb-start').waitFor();
  await page.getByTestId('kb-size').fill(String(size));
  await page.getByTestId('kb-black-person').check();
  await page.getByTestId('kb-white-person').check();
  await page.getByTestId('kb-play').click();
  const game = page.getByTestId('kb-game');
  await game.waitFor();
  const first = legalPoints(newState({ size }))[0] as number;
  await page.locator(`.kb-board [data-point="${formatPoint(size, first)}"]`).click();
  await poll(() => game.getAttribute('data-moves')).toBe(formatPoint(size, first));
}

async function home(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('.cards').waitFor();
}

describe.skipIf(SKIP_BROWSER)('the home page and the header', () => {
  const browser = setUpBrowser();

  it('offers Resume for every game in progress, one per board, and each resumes its game', async () => {
    const { page, errors } = await browser.open('/');
    await page.locator('.cards').waitFor();
    // Nothing in progress: every card offers Play, none a Resume.
    expect(await page.locator('.resume-list').count()).toBe(0);
    expect(await page.locator('.card .button.primary').allTextContents()).toEqual(['Play', 'Play', 'Play', 'Play']);

    // Two SameGame boards, two Konobi sizes, one Shisen-Sho board and one Scarabeo game, each one move in.
    await page.goto(`${browser.url()}/samegame/6x4c3#home-a`);
    await page.locator('.board').waitFor();
    await playSameGame(page, '6x4c3', 'home-a');
    await page.goto(`${browser.url()}/samegame/8x5c3#home-b`);
    await page.locator('.board').waitFor();
    await playSameGame(page, '8x5c3', 'home-b');
    await page.goto(`${browser.url()}/konobi/5`);
    await startKonobi(page, 5);
    await page.goto(`${browser.url()}/konobi/7`);
    await startKonobi(page, 7);
    await page.goto(`${browser.url()}/shisensho/4x4k4#home-s`);
    const pair = legalPairs(shisenShoDeal('4x4k4', 'home-s').board)[0];
    if (!pair) throw new Error('no pair on the deal');
    await page.locator(`.ss-board [data-cell="${formatCell(pair.a)}"]`).click();
    await page.locator(`.ss-board [data-cell="${formatCell(pair.b)}"]`).click();
    await poll(() => page.getByTestId('tiles-left').textContent()).toBe('14');
    await page.goto(`${browser.url()}/scarabeo`);
    await page.getByTestId('sc-start').waitFor();
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-pass').click({ timeout: 30_000 });
    await poll(() => page.getByTestId('sc-game').getAttribute('data-moves'), 30_000).toMatch(/^pass/);

    await home(page, browser.url());
    const boards = async (game: string) =>
      page
        .getByTestId(`resume-${game}`)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.dataset.board));
    expect((await boards('samegame')).sort()).toEqual(['samegame:6x4c3', 'samegame:8x5c3']);
    expect((await boards('konobi')).sort()).toEqual(['konobi:5', 'konobi:7']);
    expect(await boards('shisensho')).toEqual(['shisensho:4x4k4']);
    expect(await boards('scarabeo')).toEqual(['scarabeo:2p']);
    // A card with a game in progress offers a new game beside its Resume buttons.
    expect(await page.locator('[data-game="konobi"] .button.primary').textContent()).toBe('New game');
    // Konobi's New game is the start form, not the 11×11 game its page would resume.
    expect(await page.locator('[data-game="konobi"] .button.primary').getAttribute('href')).toBe('/konobi/new');
    expect(await page.getByTestId('resume-konobi').textContent()).toContain('Resume 5×5 · 1 move');
    await page.screenshot({ path: screenshotPath('home-resume-desktop.png') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('home-resume-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Each Resume opens its own game where it was left.
    await page.getByTestId('resume-konobi').locator('[data-board="konobi:5"]').click();
    await poll(() => page.getByTestId('kb-game').getAttribute('data-moves')).toBe(
      formatPoint(5, legalPoints(newState({ size: 5 }))[0] as number),
    );
    await home(page, browser.url());
    await page.getByTestId('resume-samegame').locator('[data-board="samegame:6x4c3"]').click();
    await poll(() => page.getByTestId('game-id').textContent()).toBe('samegame:6x4c3#home-a');
    expect(await page.locator('.board').getAttribute('data-moves')).toBe('1');
    await home(page, browser.url());
    await page.getByTestId('resume-scarabeo').locator('a').click();
    await poll(() => page.getByTestId('sc-game').getAttribute('data-moves'), 30_000).toMatch(/^pass/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('asks before a new game abandons the one in progress on the same board', async () => {
    const { page, errors } = await browser.open('/samegame/6x4c3#keep-me');
    await page.locator('.board').waitFor();
    await playSameGame(page, '6x4c3', 'keep-me');
    // Another board is no question: nothing is abandoned.
    await page.goto(`${browser.url()}/samegame/8x5c3#other`);
    await page.locator('.board').waitFor();
    expect(await page.getByTestId('abandon-dialog').count()).toBe(0);

    // The same board: asked first; keeping it goes back to the game in progress.
    await page.goto(`${browser.url()}/samegame/6x4c3#new-one`);
    const dialog = page.getByTestId('abandon-dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('6x4c3, 1 move');
    await page.screenshot({ path: screenshotPath('abandon-desktop.png') });
    await page.getByTestId('abandon-keep').click();
    await poll(() => page.getByTestId('game-id').textContent()).toBe('samegame:6x4c3#keep-me');
    expect(await page.locator('.board').getAttribute('data-moves')).toBe('1');

    // The New game dialog leads to the same question; abandoning it removes it from the home page.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
    await poll(() => dialog.isVisible()).toBe(true);
    await page.getByTestId('abandon-confirm').click();
    await poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('game-id').textContent()).not.toBe('samegame:6x4c3#keep-me');
    await home(page, browser.url());
    expect(await page.getByTestId('resume-samegame').count()).toBe(0);
    // … and its save went with it: the old address opens the deal afresh.
    await page.goto(`${browser.url()}/samegame/6x4c3#keep-me`);
    await page.locator('.board').waitFor();
    expect(await page.locator('.board').getAttribute('data-moves')).toBe('0');

    // Konobi: a new game on the size in progress asks too, and Escape keeps the game.
    await page.goto(`${browser.url()}/konobi/5`);
    await startKonobi(page, 5);
    await page.getByTestId('kb-new').click();
    await page.getByTestId('kb-play').click();
    await poll(() => dialog.isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: screenshotPath('abandon-phone.png') });
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('kb-start').isVisible()).toBe(true);
    await page.goto(`${browser.url()}/konobi/5`);
    await poll(() => page.getByTestId('kb-game').getAttribute('data-moves')).not.toBe('');
    expect(errors).toEqual([]);
  }, 60_000);

  it("opens the rules of the game on screen from the header's Rules link", async () => {
    const { page, errors } = await browser.open('/');
    await page.locator('.cards').waitFor();
    // The home page shows no game, so the header has no Rules link (each card has its own).
    expect(await page.getByTestId('header-rules').count()).toBe(0);
    const cases = [
      { path: '/samegame/6x4c3#rules', ready: '.board', title: 'SameGame: rules' },
      { path: '/shisensho/4x4k4#rules', ready: '.ss-tile', title: 'Shisen-Sho: rules' },
      { path: '/konobi/7', ready: '[data-testid="kb-start"]', title: 'Konobi rules' },
      { path: '/scarabeo', ready: '[data-testid="sc-start"]', title: 'Scarabeo rules' },
    ];
    for (const c of cases) {
      await page.goto(`${browser.url()}${c.path}`);
      await page.locator(c.ready).first().waitFor();
      await page.getByTestId('header-rules').click();
      await poll(() => page.locator('.rules h1').textContent()).toBe(c.title);
      // On the rules page the link still names that game's rules.
      expect(await page.getByTestId('header-rules').getAttribute('href')).toBe(`/${c.path.split('/')[1]}/rules`);
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('says where the daily deals would be that the server cannot be reached', async () => {
    const { page } = await browser.open('/');
    await page.getByTestId('daily-samegame').waitFor();
    // The server stopped: every API request fails as a refused connection does.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    for (const game of ['samegame', 'shisensho']) {
      await poll(() => page.getByTestId(`daily-${game}-offline`).textContent()).toBe(
        'Daily deal: the server cannot be reached.',
      );
    }
    expect(await page.getByTestId('daily-samegame').count()).toBe(0);
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByTestId('daily-shisensho-offline').textContent()).toBe(
      'Partita del giorno: il server non risponde.',
    );
    await page.screenshot({ path: screenshotPath('home-daily-unreachable.png'), fullPage: true });
  }, 30_000);

  it("names an anonymous player on the daily cards in the page's language, scores grouped as it writes them", async () => {
    const { page } = await browser.open('/', PHONE);
    await page.getByTestId('daily-samegame').waitFor();
    const board = {
      game: 'samegame',
      params: '15x10c4',
      day: '2026-11-28',
      scores: [{ rank: 1, player: 'anonymous', score: 12345, serverMs: null }],
    };
    await page.route('**/api/daily/scores?**', (route) => route.fulfill({ json: board }));
    await page.reload();
    await poll(() => page.getByTestId('daily-samegame').locator('li').first().textContent()).toBe('anonymous — 12,345');
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByTestId('daily-samegame').locator('li').first().textContent()).toBe('anonimo — 12.345');
  }, 30_000);

  it('says the server answered with an error, not that it cannot be reached, when it answers 500', async () => {
    const { page } = await browser.open('/', PHONE);
    await page.getByTestId('daily-samegame').waitFor();
    const failure = { status: 500, contentType: 'application/json', body: '{"error":"internal","message":"boom"}' };
    await page.route('**/api/daily/scores?**', (route) => route.fulfill(failure));
    await page.reload();
    for (const game of ['samegame', 'shisensho']) {
      await poll(() => page.getByTestId(`daily-${game}-error`).textContent()).toBe(
        'Daily deal: the server answered with an error.',
      );
    }
    expect(await page.getByTestId('daily-samegame-offline').count()).toBe(0);
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByTestId('daily-shisensho-error').textContent()).toBe(
      'Partita del giorno: il server ha risposto con un errore.',
    );
    await page.screenshot({ path: screenshotPath('home-daily-error-it-phone.png'), fullPage: true });

    // The board answers but the deal does not: the button says which way it failed.
    await page.unroute('**/api/daily/scores?**');
    await page.route('**/api/daily?**', (route) => route.fulfill(failure));
    await page.getByTestId('lang-en').click();
    await page.reload();
    await page.getByTestId('daily-samegame').getByRole('button', { name: 'Daily deal' }).click();
    await poll(() => page.getByTestId('daily-samegame').getByRole('alert').textContent()).toBe(
      'The server answered with an error.',
    );
    await page.unroute('**/api/daily?**');
    await page.route('**/api/daily?**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('daily-shisensho').getByRole('button', { name: 'Daily deal' }).click();
    await poll(() => page.getByTestId('daily-shisensho').getByRole('alert').textContent()).toBe(
      'The server cannot be reached.',
    );
    await page.screenshot({ path: screenshotPath('home-daily-error-en-phone.png'), fullPage: true });
  }, 30_000);
});
