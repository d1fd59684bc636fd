// Switching to Italian in the middle of a game: the message line (a hint, a move) is said again in Italian, the
// names the page gave the seats follow the language, and a Shisen-Sho win asks for a name before it is posted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { samegame } from '../../src/games/samegame/index.js';
import { poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

const poll = poller(10_000);

async function toItalian(page: Page): Promise<void> {
  await page.getByTestId('lang-it').click();
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
}

describe.skipIf(SKIP_BROWSER)('Italian after a switch', () => {
  const browser = setUpBrowser();

  it("SameGame's hint, shown in English, is said in Italian after the switch", async () => {
    const page = await browser.openReady('/samegame/10x5c5#it-hint', '.board');
    await page.getByRole('button', { name: 'Hint' }).click();
    await poll(() => page.getByTestId('status').textContent()).toMatch(/^Hint: the group of \d+ at/);
    await toItalian(page);
    await poll(() => page.getByTestId('status').textContent()).toMatch(/^Suggerimento: il gruppo di \d+ in/);
  }, 30_000);

  it("Shisen-Sho's hint, shown in English, is said in Italian after the switch", async () => {
    const page = await browser.openReady('/shisensho/12x6k12#it-hint', '.ss-board');
    const english = async () => (await page.getByTestId('status').textContent()) ?? '';
    await page.getByTestId('hint').click();
    await poll(() => page.locator('.ss-board').getAttribute('data-hint')).toMatch(/^\S+ \S+$/);
    const before = await english();
    expect(before).toMatch(/Hint/i);
    await toItalian(page);
    await poll(english).not.toBe(before);
    expect(await english()).toMatch(/Suggerimento/i);
  }, 30_000);

  it('Scarabeo: "You to play" becomes "Tocca a te", not "Tocca a You"', async () => {
    const { page } = await browser.open('/scarabeo/2p#it-seat');
    await page.getByTestId('sc-start-game').click();
    const current = page.getByTestId('sc-current');
    await poll(() => current.textContent(), 60_000).toContain('You to play');
    await toItalian(page);
    await poll(() => current.textContent()).toContain('Tocca a te');
    expect(await page.getByTestId('sc-scores').textContent()).not.toContain('You');
  }, 90_000);

  it('Shisen-Sho asks for a name before posting a win, as SameGame does, and keeps it', async () => {
    // A server deal, so the win is ranked.
    const page = await browser.openReady('/shisensho/2x1k1', '.ss-board');
    await poll(() => new URL(page.url()).hash).toMatch(/^#[a-z2-9]{12}$/);
    await page.locator('.ss-board [data-cell]').nth(0).click();
    await page.locator('.ss-board [data-cell]').nth(1).click();
    await page.getByTestId('game-over').waitFor();
    const name = page.locator('#ss-player');
    await name.waitFor();
    // Nothing goes to the server before the name is given.
    const scores = async () => {
      const r = await fetch(`${browser.url()}/api/scores?game=shisensho&params=2x1k1`);
      return ((await r.json()) as { scores: { player: string }[] }).scores;
    };
    expect(await scores()).toEqual([]);
    await name.fill('  ');
    await page.getByRole('button', { name: 'Save score' }).click();
    await poll(() => page.getByTestId('game-over').textContent()).toContain('1 to 24 characters');
    await name.fill('Ada');
    await page.getByRole('button', { name: 'Save score' }).click();
    await poll(() => page.getByTestId('ss-saved').textContent()).toContain('rank 1');
    expect((await scores()).map((s) => s.player)).toEqual(['Ada']);
    expect(await page.evaluate(() => localStorage.getItem('ludoteca:player'))).toBe('Ada');
  }, 30_000);

  it("a game posted without a name shows in Italian as 'anonimo', not 'anonymous'", async () => {
    // A 3×2 deal of the server's (only those are ranked), played to the end with the first group each time.
    const json = { 'content-type': 'application/json' };
    const dealt = await fetch(`${browser.url()}/api/deals`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ game: 'samegame', params: '3x2c2' }),
    });
    const { seed, deal } = (await dealt.json()) as { seed: string; deal: string };
    const params = samegame.parseParams('3x2c2');
    if (!params.ok) throw new Error('params');
    let state = samegame.newGame(params.value, createRng(seed));
    const moves: string[] = [];
    for (let move = samegame.legalMoves(state)[0]; move; move = samegame.legalMoves(state)[0]) {
      moves.push(samegame.formatMove(state, move));
      state = samegame.play(state, move);
    }
    const record = { version: 1, game: 'samegame', params: '3x2c2', seed, moves };
    const posted = await fetch(`${browser.url()}/api/records`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ record, deal }),
    });
    expect(posted.ok).toBe(true);
    const page = await browser.openReady('/samegame/3x2c2#tiny2', '.board');
    const table = page.getByTestId('high-scores');
    await poll(() => table.textContent()).toContain('anonymous');
    await toItalian(page);
    await poll(() => table.textContent()).toContain('anonimo');
    expect(await table.textContent()).not.toContain('anonymous');
  }, 30_000);
});
