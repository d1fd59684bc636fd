// The replay viewer for every game, in a real Chromium against the real server: a finished SameGame, Shisen-Sho
// and Scarabeo game posted as the faces post them, then opened in a fresh tab at /replay/<id> and at the shared
// link the page offers (/replay#<record>), stepped forwards and backwards with the buttons and the keys, the
// score or the position checked against the engine at each step; a link that holds no record explained; axe on
// every replay; screenshots at 1280×800 and 390×844 in build/screenshots/.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseBestPlay } from '../../src/ai/scarabeo/index.js';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import type { GameRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import * as sg from '../../src/games/samegame/index.js';
import type { ScarabeoMove } from '../../src/games/scarabeo/index.js';
import { formatMove as formatScarabeoMove, formatTiles, scarabeoGame } from '../../src/games/scarabeo/index.js';
import * as ss from '../../src/games/shisensho/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { sharedReplayPath } from '../../src/web/replay/link.js';
import { PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(15_000);

/** A SameGame played by its first legal group until no group is left. */
function sameGame(): { record: GameRecord; scores: number[] } {
  const params = sg.parseParams('6x5c3');
  if (!params.ok) throw new Error('params');
  let state = sg.newGame(params.value, createRng('replay1'));
  const moves: string[] = [];
  const scores = [0];
  for (let m = sg.legalMoves(state)[0]; m; m = sg.legalMoves(state)[0]) {
    moves.push(sg.formatMove(state, m));
    state = sg.play(state, m);
    scores.push(state.score);
  }
  return { record: { version: 1, game: 'samegame', params: '6x5c3', seed: 'replay1', moves }, scores };
}

/** A Shisen-Sho deal cleared by the solver's pairs. */
function shisenSho(): { record: GameRecord; left: number[] } {
  const params = ss.parseParams('6x4k6');
  if (!params.ok) throw new Error('params');
  let state = shisensho.newGame(params.value, createRng('replay2'));
  const solved = solveState(state);
  if (solved.solvable !== true) throw new Error('not clearable');
  const moves: string[] = [];
  const left = [state.tilesLeft];
  for (const m of solved.moves) {
    moves.push(ss.formatMove(state, m));
    state = shisensho.play(state, m);
    left.push(state.tilesLeft);
  }
  return { record: { version: 1, game: 'shisensho', params: '6x4k6', seed: 'replay2', moves }, left };
}

/** Two computers (the best-scoring play, else an exchange or a pass) from the seed to the end. */
function scarabeo(): GameRecord {
  const loaded = loadLexicon('standard');
  if (!loaded.ok) throw new Error('no lexicon: npm run build');
  const dawg = loaded.value;
  const game = scarabeoGame(dawg);
  const params = game.parseParams('2p');
  if (!params.ok) throw new Error('params');
  let state = game.newGame(params.value, createRng('replay3'));
  const moves: string[] = [];
  while (!game.isOver(state)) {
    const rack = state.racks[state.toMove] as Uint8Array;
    const best = chooseBestPlay({ cells: state.cells, rules: state.params.rules }, rack, dawg);
    let text: string;
    if (best) text = formatScarabeoMove({ type: 'play', scored: best });
    else {
      const letters = formatTiles(rack).replace(/\?/g, '').slice(0, state.bag.length);
      text = letters.length > 0 ? `exchange ${letters}` : 'pass';
    }
    const move = game.parseMove(state, text);
    if (!move.ok) throw new Error(`${text}: ${move.error.code}`);
    moves.push(text);
    state = game.play(state, move.value as ScarabeoMove);
  }
  return { version: 1, game: 'scarabeo', params: '2p', seed: 'replay3', moves, players: ['Ada', 'Bruno'] };
}

async function post(url: string, body: object): Promise<string> {
  const send = () =>
    fetch(`${url}/api/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // Once more if the connection was closed under the request (an idle keep-alive socket the server dropped).
  const r = await send().catch(send);
  const answer = (await r.json()) as { id?: number; message?: string };
  if (answer.id === undefined) throw new Error(`the server refused the record: ${answer.message}`);
  return String(answer.id);
}

async function axe(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}`)).toEqual([]);
}

const at = (page: Page) => page.getByTestId('replay-at').textContent();
const where = (i: number, n: number) => (i === 0 ? 'Start of the game' : `Move ${i} of ${n}`);

/** The highlighted line of Scarabeo's move log: its move number, and whether the list shows it (not scrolled off). */
const currentLogLine = (page: Page) =>
  page.getByTestId('sc-log').evaluate((ol) => {
    const items = [...ol.children];
    const li = ol.querySelector('li.current');
    if (!li) return null;
    const box = ol.getBoundingClientRect();
    const line = li.getBoundingClientRect();
    return { number: items.indexOf(li) + 1, visible: line.top >= box.top - 1 && line.bottom <= box.bottom + 1 };
  });

describe.skipIf(SKIP_BROWSER)('the replay viewer', () => {
  const browser = setUpBrowser();
  let ids: { samegame: string; shisensho: string; scarabeo: string };
  const samegame = sameGame();
  const shisen = shisenSho();
  // Played while the tests are collected, before the server starts: the posts then follow its health check
  // at once (a keep-alive connection left idle for seconds may be closed by the server as it is reused).
  const scarabeoRecord = scarabeo();

  beforeAll(async () => {
    ids = {
      samegame: await post(browser.url(), { record: samegame.record, player: 'Ada' }),
      shisensho: await post(browser.url(), { record: shisen.record, player: 'Ada', elapsedMs: 90_000, hints: 0 }),
      scarabeo: await post(browser.url(), { record: scarabeoRecord }),
    };
  }, 120_000);

  it('SameGame: /replay/<id> in a fresh tab, the score at every step, forwards and backwards; the shared link', async () => {
    const { scores, record } = samegame;
    const n = record.moves.length;
    const page = await browser.openReady(
      `/replay/${ids.samegame}`,
      '[data-testid="replay-page"][data-game="samegame"]',
    );
    expect(await at(page)).toBe(where(0, n));
    for (let i = 1; i <= n; i++) {
      await page.getByTestId('replay-next').click();
      await poll(() => at(page)).toBe(where(i, n));
      expect(await page.getByTestId('replay-score').textContent()).toBe(String(scores[i]));
      expect(await page.getByTestId('replay-move').textContent()).toContain(record.moves[i - 1] as string);
    }
    for (let i = n - 1; i >= n - 3; i--) {
      await page.keyboard.press('ArrowLeft');
      await poll(() => page.getByTestId('replay-score').textContent()).toBe(String(scores[i]));
    }
    await page.keyboard.press('Home');
    await poll(() => page.getByTestId('replay-score').textContent()).toBe('0');
    await page.keyboard.press('End');
    await poll(() => page.getByTestId('replay-score').textContent()).toBe(String(scores[n]));
    await page.screenshot({ path: screenshotPath('replay-samegame-desktop.png'), fullPage: true });
    await axe(page, 'samegame replay');

    // The shared link carries the record itself: it opens the same replay in a fresh tab.
    const link = await page.getByTestId('replay-link').inputValue();
    expect(new URL(link).pathname).toBe('/replay');
    const shared = await browser.openReady(
      new URL(link).pathname + new URL(link).hash,
      '[data-testid="replay-page"]',
      PHONE,
    );
    await shared.getByTestId('replay-last').click();
    await poll(() => shared.getByTestId('replay-score').textContent()).toBe(String(scores[n]));
    await shared.getByTestId('replay-prev').click();
    await poll(() => shared.getByTestId('replay-score').textContent()).toBe(String(scores[n - 1]));
    await shared.screenshot({ path: screenshotPath('replay-samegame-phone.png'), fullPage: true });
  }, 120_000);

  it('Shisen-Sho: the tiles left at every step, the pair removed drawn; forwards and backwards', async () => {
    const { left, record } = shisen;
    const n = record.moves.length;
    const page = await browser.openReady(
      `/replay/${ids.shisensho}`,
      '[data-testid="replay-page"][data-game="shisensho"]',
    );
    expect(await page.getByTestId('replay-left').textContent()).toBe(String(left[0]));
    const tiles = () => page.locator('.ss-board .ss-cell:not(.ghost) .ss-tile').count();
    expect(await tiles()).toBe(left[0]);
    for (let i = 1; i <= n; i++) {
      await page.keyboard.press('ArrowRight');
      await poll(() => at(page)).toBe(where(i, n));
      expect(await page.getByTestId('replay-left').textContent()).toBe(String(left[i]));
    }
    for (let i = n - 1; i >= 0; i--) {
      await page.getByTestId('replay-prev').click();
      await poll(() => page.getByTestId('replay-left').textContent()).toBe(String(left[i]));
    }
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    await poll(() => tiles()).toBe(left[2]);
    await page.screenshot({ path: screenshotPath('replay-shisensho-desktop.png'), fullPage: true });
    await axe(page, 'shisensho replay');
    const phone = await browser.openReady(`/replay/${ids.shisensho}`, '[data-testid="replay-page"]', PHONE);
    await phone.getByTestId('replay-next').click();
    await poll(() => phone.getByTestId('replay-left').textContent()).toBe(String(left[1]));
    await phone.screenshot({ path: screenshotPath('replay-shisensho-phone.png'), fullPage: true });
  }, 120_000);

  it('Scarabeo: the stored game and its shared link, stepped on the board with the scores', async () => {
    const n = scarabeoRecord.moves.length;
    // The old address of a stored Scarabeo game now opens the replay viewer.
    const page = await browser.openReady(
      `/scarabeo/record/${ids.scarabeo}`,
      '[data-testid="replay-page"][data-game="scarabeo"]',
    );
    await poll(() => new URL(page.url()).pathname).toBe(`/replay/${ids.scarabeo}`);
    await poll(() => at(page)).toBe(where(0, n));
    expect(await page.locator('.sc-board .sc-tile').count()).toBe(0);
    await page.getByTestId('replay-next').click();
    await poll(() => at(page)).toBe(where(1, n));
    const first = await page.locator('.sc-board .sc-tile').count();
    expect(first).toBeGreaterThan(0);
    await page.getByTestId('replay-last').click();
    await poll(() => at(page)).toBe(where(n, n));
    expect(await page.locator('.sc-board .sc-tile').count()).toBeGreaterThan(first);
    await page.getByTestId('replay-prev').click();
    await poll(() => at(page)).toBe(where(n - 1, n));
    // The log scrolls to the move on the board, which is far below its first lines.
    await poll(() => currentLogLine(page)).toEqual({ number: n - 1, visible: true });
    await page.getByTestId('replay-first').click();
    await page.getByTestId('replay-next').click();
    await poll(() => currentLogLine(page)).toEqual({ number: 1, visible: true });
    await page.getByTestId('replay-last').click();
    await page.getByTestId('replay-prev').click();
    await poll(() => currentLogLine(page)).toEqual({ number: n - 1, visible: true });
    await page.screenshot({ path: screenshotPath('replay-scarabeo-desktop.png'), fullPage: true });
    await axe(page, 'scarabeo replay');

    const link = new URL(await page.getByTestId('replay-link').inputValue());
    const shared = await browser.openReady(link.pathname + link.hash, '[data-testid="replay-page"]', PHONE);
    await poll(() => at(shared)).toBe(where(0, n));
    await shared.getByTestId('replay-next').click();
    await poll(() => shared.locator('.sc-board .sc-tile').count()).toBe(first);
    await shared.screenshot({ path: screenshotPath('replay-scarabeo-phone.png'), fullPage: true });
  }, 180_000);

  it('a link without a record, or with an impossible one, says so', async () => {
    const { page } = await browser.open('/replay#not-a-record');
    await poll(() => page.getByTestId('bad-game').textContent()).toContain('record');
    const bad = { ...samegame.record, moves: ['z9'] };
    const text = Buffer.from(JSON.stringify(bad)).toString('base64url');
    await page.goto(`${browser.url()}/replay#${text}`);
    await poll(() => page.getByTestId('bad-game').textContent()).toContain('z9');
    await page.goto(`${browser.url()}/replay/999999`);
    await poll(() => page.getByTestId('bad-game').isVisible()).toBe(true);
    await axe(page, 'replay refused');
  }, 60_000);

  it('a bad replay address says what is wrong and what was expected, in English and in Italian', async () => {
    const { page } = await browser.open('/');
    const said = async (path: string) => {
      await page.goto(`${browser.url()}${path}`);
      await page.getByTestId('bad-game').waitFor();
      return (await page.getByTestId('bad-game').textContent()) ?? '';
    };
    expect(await said('/replay#notbase64!!')).toBe('This replay link is damaged: it does not hold a game record.');
    expect(await said('/replay#eyJ4IjoxfQ')).toBe(
      'This replay link is damaged: the game record in it has no version number.',
    );
    expect(await said('/replay/999999')).toBe('Game 999999 does not exist: the server has no game with that number.');
    // A dot made the server answer with its JSON 404 rather than the app.
    expect(await said('/replay/1.5')).toContain('"/replay/1.5" is not a replay address: expected /replay/ and');
    await page.getByTestId('lang-it').click();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await said('/replay#notbase64!!')).toBe(
      'Questo link di replay è danneggiato: non contiene una partita registrata.',
    );
    expect(await said('/replay#eyJ4IjoxfQ')).toBe(
      'Questo link di replay è danneggiato: la partita registrata che contiene non ha un numero di versione.',
    );
    expect(await said('/replay/999999')).toBe(
      'La partita 999999 non esiste: il server non ha nessuna partita con quel numero.',
    );
    expect(await said('/replay/1.5')).toContain('"/replay/1.5" non è un indirizzo di replay');
    await page.screenshot({ path: screenshotPath('replay-bad-italian.png'), fullPage: true });
  }, 60_000);

  it("Shisen-Sho on a phone: the replay turns and sizes the board by the game page's rule (fitTiles)", async () => {
    /** A deal and one pair of it, as a shared replay link. */
    const link = (paramsText: string, seed: string) => {
      const params = ss.parseParams(paramsText);
      if (!params.ok) throw new Error('params');
      const start = shisensho.newGame(params.value, createRng(seed));
      const first = ss.legalPairs(start.board)[0];
      if (!first) throw new Error('no pair');
      return sharedReplayPath({
        version: 1,
        game: 'shisensho',
        params: paramsText,
        seed,
        moves: [ss.formatMove(start, first)],
      });
    };
    /** The board as drawn: turned or not, a tile's width, and the room left and right of it in its column. */
    const drawn = (page: Page) =>
      page.locator('.ss-frame').evaluate((f) => {
        const box = f.getBoundingClientRect();
        const room = (f.closest('.replay-board, .board-area') as HTMLElement).getBoundingClientRect();
        return {
          transposed: f.classList.contains('transposed'),
          tile: (f.querySelector('.ss-cell') as HTMLElement).getBoundingClientRect().width,
          left: box.left - room.left,
          right: room.right - box.right,
        };
      });
    // 18×8, turned upright on a phone; 4×2, as dealt (turning gives no larger tiles), which the old rule turned.
    for (const [paramsText, seed] of [
      ['18x8k36', 'replay18'],
      ['4x2k2', 'replay4'],
    ] as const) {
      const game = await browser.openReady(`/shisensho/${paramsText}#${seed}`, '.ss-board', PHONE);
      const replay = await browser.openReady(link(paramsText, seed), '[data-testid="replay-page"] .ss-board', PHONE);
      await game.screenshot({ path: screenshotPath(`shisensho-${paramsText}-game-phone.png`) });
      await replay.screenshot({ path: screenshotPath(`replay-shisensho-${paramsText}-phone.png`) });
      const onGame = await drawn(game);
      const onReplay = await drawn(replay);
      expect(onReplay.transposed, paramsText).toBe(onGame.transposed);
      // Tiles as large as the game page's (the replay keeps only its steps under the board, the page two rows).
      expect(onReplay.tile, paramsText).toBeGreaterThanOrEqual(onGame.tile - 1);
      // ...and the board in the middle of the width, as on the game page.
      expect(Math.abs(onReplay.left - onReplay.right), paramsText).toBeLessThanOrEqual(2);
    }
  }, 60_000);
});
