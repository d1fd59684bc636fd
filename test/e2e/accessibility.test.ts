// axe-core on every page in the states that matter — the home page, each game's start, a game in progress, a
// dialog open, a game over where one is quick to reach, the rules pages — failing on any critical or serious
// violation; every violation found (moderate and minor too) is logged with its page and state.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { formatPoint, legalPoints, newState } from '../../src/games/konobi/index.js';
import {
  legalMoves,
  newGame,
  parseParams,
  play,
  type SameGameMove,
  type SameGameState,
} from '../../src/games/samegame/index.js';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

const poll = poller(20_000);

interface Found {
  readonly where: string;
  readonly id: string;
  readonly impact: string;
  readonly nodes: number;
}

/** Runs axe on the page as it is now, and keeps what it finds under `where`. */
async function audit(page: Page, where: string, found: Found[]): Promise<void> {
  // label-content-name-mismatch (a control's name must contain the text it shows, for speech input) is
  // experimental in axe 4.x, so off unless asked for.
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const v of result.violations) {
    found.push({ where, id: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length });
  }
}

function report(found: readonly Found[]): string {
  return found.map((f) => `${f.where}: ${f.impact} ${f.id} ×${f.nodes}`).join('\n');
}

function blocking(found: readonly Found[]): Found[] {
  return found.filter((f) => f.impact === 'critical' || f.impact === 'serious');
}

/** A line of SameGame moves that clears the (small) field. */
function clearingLine(state: SameGameState): SameGameMove[] | undefined {
  if (state.blocksLeft === 0) return [];
  for (const move of legalMoves(state)) {
    const rest = clearingLine(play(state, move));
    if (rest) return [move, ...rest];
  }
  return undefined;
}

describe.skipIf(SKIP_BROWSER)('accessibility (axe-core): no critical or serious violation', () => {
  const browser = setUpBrowser();

  async function check(found: Found[]): Promise<void> {
    if (found.length > 0) process.stdout.write(`axe found:\n${report(found)}\n`);
    expect(report(blocking(found))).toBe('');
  }

  it('the home page and the rules pages, in English and at a phone width', async () => {
    const found: Found[] = [];
    const page = await browser.openReady('/', '.cards');
    await audit(page, 'home', found);
    for (const game of ['samegame', 'shisensho', 'scarabeo', 'konobi']) {
      await page.goto(`${browser.url()}/${game}/rules`);
      await page.locator('h1').first().waitFor();
      await audit(page, `${game} rules`, found);
    }
    const phone = await browser.openReady('/', '.cards', PHONE);
    await audit(phone, 'home (phone)', found);
    await check(found);
  }, 60_000);

  it('SameGame: in progress, the new-game dialog, a game over', async () => {
    const found: Found[] = [];
    const page = await browser.openReady('/samegame/15x10c4#e2e1', '[data-testid="game-id"]');
    await audit(page, 'samegame in progress', found);
    await page.getByRole('button', { name: 'New game', exact: true }).first().click();
    await page.locator('dialog[open]').waitFor();
    await audit(page, 'samegame new-game dialog', found);
    // The Custom choice has a short name of its own, and each of its fields its own.
    const dialog = page.locator('dialog[open]');
    expect(await dialog.getByRole('radio', { name: 'Custom', exact: true }).count()).toBe(1);
    for (const name of ['Width', 'Height', 'Colours']) {
      expect(await dialog.getByRole('textbox', { name, exact: true }).count()).toBe(1);
    }

    const params = parseParams('4x3c2w');
    if (!params.ok) throw new Error('params');
    const line = clearingLine(newGame(params.value, createRng('e2e-win')));
    if (!line) throw new Error('the winnable deal has no clearing line');
    const over = await browser.openReady('/samegame/4x3c2w#e2e-win', '[data-testid="game-id"]');
    for (const move of line) {
      const before = await over.locator('.board').getAttribute('data-field');
      await over.locator(`.board [data-x="${move.x}"][data-y="${move.y}"]`).click();
      await poll(() => over.locator('.board').getAttribute('data-field')).not.toBe(before);
    }
    await over.getByTestId('game-over').waitFor();
    await audit(over, 'samegame game over', found);
    await check(found);
  }, 90_000);

  it('Shisen-Sho: in progress with a tile selected, the new-game dialog', async () => {
    const found: Found[] = [];
    const page = await browser.openReady('/shisensho/12x6k12#e2e1', '[data-testid="game-id"]');
    await page.locator('.ss-board button, .board button').first().waitFor();
    await audit(page, 'shisensho in progress', found);
    await page.locator('.ss-board button, .board button').first().click();
    await audit(page, 'shisensho tile selected', found);
    await page.getByRole('button', { name: 'New game', exact: true }).first().click();
    await page.locator('dialog[open]').waitFor();
    await audit(page, 'shisensho new-game dialog', found);
    await check(found);
  }, 60_000);

  it('Scarabeo: the start screen, a game in progress with a tile placed and the hints, at a phone width', async () => {
    const found: Found[] = [];
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await browser.openReady('/scarabeo/2p#e2e-sc1', '[data-testid="sc-start-game"]', viewport);
      await audit(page, `scarabeo start (${size})`, found);
      await page.getByTestId('sc-seat-1-level').selectOption('1');
      await page.getByTestId('sc-start-game').click();
      await page.getByTestId('sc-rack').waitFor({ timeout: 30_000 });
      await audit(page, `scarabeo in progress (${size})`, found);
      await page.locator('.sc-rack [data-slot="0"]').click();
      await page.locator('[data-square="I9"]').click();
      await poll(() => page.locator('[data-square="I9"]').getAttribute('data-cell')).toBe('pending');
      await page.getByTestId('sc-hint').click();
      await page.locator('.sc-hint').first().waitFor({ timeout: 60_000 });
      await audit(page, `scarabeo tile placed, hints shown (${size})`, found);
    }
    await check(found);
  }, 180_000);

  it('Konobi: the start screen, a game in progress', async () => {
    const found: Found[] = [];
    const page = await browser.openReady('/konobi/7', '[data-testid="kb-start"]');
    await audit(page, 'konobi start', found);
    await page.getByTestId('kb-black-person').check();
    await page.getByTestId('kb-white-person').check();
    await page.getByTestId('kb-play').click();
    const game = page.getByTestId('kb-game');
    await game.waitFor();
    const first = legalPoints(newState({ size: 7 }))[0] as number;
    await page.locator(`.kb-board [data-point="${formatPoint(7, first)}"]`).click();
    await poll(() => game.getAttribute('data-moves')).toBe(formatPoint(7, first));
    await audit(page, 'konobi in progress', found);
    await check(found);
  }, 60_000);
});
