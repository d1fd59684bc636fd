// Konobi's extras in a real Chromium against the real server: the hint (button and H key, searched in the
// worker, marked on the board and said in English and Italian), a game started on a phone opening at the top,
// the tab named after the game, and a game of two computers recorded under the computers' names; axe on the
// game with a hint shown.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);
const game = (page: Page) => page.getByTestId('kb-game');

/** Starts a game from the form on this page: Black a person or the computer, White the computer (level 1). */
async function start(page: Page, black: 'person' | 'computer'): Promise<void> {
  await page.getByTestId('kb-start').waitFor();
  await page.getByTestId(`kb-black-${black}`).check();
  if (black === 'computer') await page.getByTestId('kb-black-level').selectOption('1');
  await page.getByTestId('kb-white-computer').check();
  await page.getByTestId('kb-white-level').selectOption('1');
  await page.getByTestId('kb-play').click();
  await game(page).waitFor();
}

describe.skipIf(SKIP_BROWSER)('Konobi extras in the browser', () => {
  const browser = setUpBrowser();

  it('gives a hint by the button and by H, marks it on the board, says it in both languages, then plays it', async () => {
    const { page, errors } = await browser.open('/konobi/7');
    await start(page, 'person');
    expect(await page.title()).toBe('Konobi 7×7 · Ludoteca');

    await page.getByTestId('kb-hint').click();
    await poll(() => page.getByTestId('kb-notice').textContent()).toMatch(/^Hint: [a-g][1-7]\.$/);
    const said = ((await page.getByTestId('kb-notice').textContent()) ?? '').replace(/^Hint: (.*)\.$/, '$1');
    const marked = page.locator('.kb-board [data-hint="true"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.getAttribute('data-point')).toBe(said);
    expect(await marked.getAttribute('aria-label')).toContain('Hint');
    const axe = await new AxeBuilder({ page }).analyze();
    const bad = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(bad.map((v) => `${v.id} ×${v.nodes.length}`)).toEqual([]);
    await page.screenshot({ path: screenshotPath('konobi-hint.png') });

    // Playing the hinted point: the mark goes with the position it was asked for.
    await marked.click();
    await poll(() => game(page).getAttribute('data-moves')).toMatch(new RegExp(`^${said}`));
    await poll(() => page.locator('.kb-board [data-hint="true"]').count()).toBe(0);
    await poll(() => game(page).getAttribute('data-turn')).toBe('person');

    // In Italian, by the H key.
    await page.getByTestId('lang-it').click();
    await page.locator('body').press('h');
    await poll(() => page.getByTestId('kb-notice').textContent()).toMatch(/^Suggerimento: ([a-g][1-7]|passa)\.$/);
    expect(errors).toEqual([]);
  }, 90_000);

  it('opens a game started on a phone at the top of the page', async () => {
    const { page, errors } = await browser.open('/konobi/7', PHONE);
    await page.getByTestId('kb-start').waitFor();
    // As a thumb leaves it: scrolled down past the title to the Start button.
    await page.evaluate(() => {
      const play = document.querySelector('[data-testid="kb-play"]') as HTMLElement;
      window.scrollTo(0, play.getBoundingClientRect().top + window.scrollY - 200);
    });
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByTestId('kb-play').click();
    await game(page).waitFor();
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('heading', { name: 'Konobi 7×7' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);

  it('records a game of two computers under the computers’ names, not the person’s', async () => {
    const { page, errors } = await browser.open('/konobi/5');
    await page.evaluate(() => localStorage.setItem('ludoteca:player', 'Ada'));
    await start(page, 'computer');
    await page.locator('[data-testid="kb-watch"] select').selectOption('fast');
    await page.getByTestId('kb-saved').waitFor({ timeout: 60_000 });
    const r = await fetch(`${browser.url()}/api/records?game=konobi&params=5&limit=10`);
    const rows = ((await r.json()) as { records: { id: number; player: string; players?: string[] }[] }).records;
    expect(rows).toHaveLength(1);
    const row = rows[0] as { id: number; player: string };
    expect(row.player).toBe('Computer (level 1)');
    const record = (await (await fetch(`${browser.url()}/api/records/${row.id}`)).json()) as { players?: string[] };
    expect(record.players).toEqual(['Computer (level 1)', 'Computer (level 1)']);
    await poll(() => page.getByTestId('kb-recent').textContent()).toContain('Computer (level 1)');
    expect(await page.getByTestId('kb-recent').textContent()).not.toContain('Ada');

    // The replay names the computers, and its tab names the game.
    await page.goto(`${browser.url()}/replay/${row.id}`);
    await page.getByTestId('replay-facts').waitFor();
    expect(await page.getByTestId('replay-facts').textContent()).toContain('Black: Computer (level 1)');
    expect(await page.title()).toBe(`Konobi: game ${row.id} · Ludoteca`);
    await page.goto(`${browser.url()}/konobi/rules`);
    await page.getByRole('heading', { name: 'Konobi rules' }).waitFor();
    expect(await page.title()).toBe('Konobi rules · Ludoteca');
    expect(errors).toEqual([]);
  }, 90_000);
});
