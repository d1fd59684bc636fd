// Scarabeo's extras in a real Chromium against the real server: "Check a word" in the side panel (typed, answered
// from the page's lexicon, said to a screen reader, in English and Italian; axe on the panel), the game id's Copy
// button and the tab's title, and the jolly's letter picker answered by the keyboard (a typed letter, Escape)
// with the focus back on the board.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);

/** The focused element's test id, or the test id of the picker or board it is inside. */
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('[data-testid="sc-jolly-picker"]') ? 'picker' : (el?.getAttribute('data-testid') ?? '');
  });

describe.skipIf(SKIP_BROWSER)('Scarabeo extras in the browser', () => {
  const browser = setUpBrowser();

  it('checks a word from the side panel by keyboard, in English and Italian, and copies the game id', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-check');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    expect(await page.title()).toBe('scarabeo:2p#e2e-check · Ludoteca');

    const input = page.getByTestId('sc-check-input');
    const answer = page.getByTestId('sc-check-answer');
    expect(await answer.getAttribute('aria-live')).toBe('polite');
    await input.fill('casa');
    await input.press('Enter');
    await poll(() => answer.textContent()).toBe('CASA is a word.');
    await input.fill('Perché');
    await input.press('Enter');
    await poll(() => answer.textContent()).toBe('PERCHE is a word.');
    await input.fill('casz');
    await page.getByTestId('sc-check-button').click();
    await poll(() => answer.textContent()).toBe('CASZ is not in the lexicon.');
    await input.fill('xyz');
    await input.press('Enter');
    await poll(() => answer.textContent()).toBe('XYZ is not in the lexicon: “X” is not a letter of the set.');
    await page.screenshot({ path: screenshotPath('scarabeo-check-word.png'), fullPage: true });
    // Typing in the field is not playing: no tile went to the board, the game did not move.
    expect(await page.getByTestId('sc-game').getAttribute('data-moves')).toBe('');
    const axe = await new AxeBuilder({ page }).include('.sc-side').analyze();
    const bad = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(bad.map((v) => `${v.id} ×${v.nodes.length}`)).toEqual([]);

    await page.getByTestId('lang-it').click();
    await input.fill('casa');
    await input.press('Enter');
    await poll(() => answer.textContent()).toBe('CASA è una parola.');
    await input.fill('');
    await input.press('Enter');
    await poll(() => answer.textContent()).toBe('Scrivi una parola da verificare.');
    await page.getByTestId('lang-en').click();

    // The id is shown and copyable, as on SameGame's and Shisen-Sho's pages.
    expect(await page.getByTestId('sc-game-id').textContent()).toBe('scarabeo:2p#e2e-check');
    await page.getByTestId('sc-copy-id').click();
    await poll(() => page.getByTestId('sc-copy-id').textContent()).toMatch(/^(Copied|Select the id and copy it)$/);

    await page.goto(`${browser.url()}/scarabeo/rules`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Scarabeo.* · Ludoteca$/);
    expect(errors).toEqual([]);
  }, 90_000);

  it('answers the jolly picker by keyboard: a letter picks, Escape cancels, the focus goes back to the board', async () => {
    const { page, errors } = await browser.open('/scarabeo/example/jolly-decision');
    await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
    const jolly = page.locator('.sc-rack [data-letter="?"]');
    const picker = page.getByTestId('sc-jolly-picker');

    // The jolly clicked, then an empty square: the picker opens with the focus in it; E answers it.
    await jolly.click();
    await page.locator('[data-square="Q17"]').click();
    await picker.waitFor();
    await poll(() => focusedIn(page)).toBe('picker');
    await page.keyboard.press('e');
    await poll(() => picker.count()).toBe(0);
    expect(await page.locator('[data-pending="Q17"]').count()).toBe(1);
    expect(await jolly.count()).toBe(0);
    expect(await focusedIn(page)).toBe('sc-board');

    // Recalled, then put down again: Escape closes the picker and leaves the jolly on the rack.
    await page.getByTestId('sc-recall').click();
    await poll(() => jolly.count()).toBe(1);
    await jolly.click();
    await page.locator('[data-square="Q17"]').click();
    await picker.waitFor();
    await poll(() => focusedIn(page)).toBe('picker');
    await page.keyboard.press('Escape');
    await poll(() => picker.count()).toBe(0);
    expect(await jolly.count()).toBe(1);
    expect(await page.locator('[data-pending="Q17"]').count()).toBe(0);
    expect(await focusedIn(page)).toBe('sc-board');
    expect(await page.getByTestId('sc-game').getAttribute('data-moves')).toBe('');
    expect(errors).toEqual([]);
  }, 90_000);

  it('tells the default "You" that they won: "You win!", "Hai vinto!"', async () => {
    const { page, errors } = await browser.open('/scarabeo/2p#e2e-youwin');
    expect(await page.getByTestId('sc-seat-0-name').inputValue()).toBe('You');
    await page.getByTestId('sc-seat-1-level').selectOption('1');
    await page.getByTestId('sc-start-game').click();
    const game = page.getByTestId('sc-game');
    const end = page.getByTestId('sc-end');
    // The person plays the computer's level-3 move ("Play for me") every turn against level 1, to the end.
    for (let turn = 0; turn < 80 && (await end.count()) === 0; turn++) {
      await poll(
        async () => (await end.count()) > 0 || (await game.getAttribute('data-turn')) === 'person',
        30_000,
      ).toBe(true);
      if ((await end.count()) > 0) break;
      const before = await game.getAttribute('data-moves');
      await page.getByTestId('sc-auto').click();
      await poll(async () => (await game.getAttribute('data-moves')) !== before, 30_000).toBe(true);
    }
    await end.waitFor();
    const winners = await end.getAttribute('data-winners');
    // Seat 1 (the level-1 computer) could still win a deal: then its name is said as before.
    const [en, it] = winners === '0' ? ['You win!', 'Hai vinto!'] : ['Computer 1 wins!', 'Vince Computer 1!'];
    if (winners === '0' || winners === '1') {
      expect(await page.getByTestId('sc-winner').textContent()).toBe(en);
      expect(await page.getByTestId('sc-current').textContent()).toBe(en);
      await page.getByTestId('lang-it').click();
      await poll(() => page.getByTestId('sc-winner').textContent()).toBe(it);
    }
    expect(winners).toBe('0');
    expect(errors).toEqual([]);
  }, 240_000);
});
