// The online pages by keyboard alone and under axe-core: a Konobi online game created, joined and played with
// keys only (the set-up panel opened with Enter, names typed, a point typed in the move field), then axe on every
// online page in the states that matter — the set-up panels, waiting with the invites, the invite's name prompt,
// a game in progress as a player and as a spectator (Konobi and Scarabeo, desktop and phone, English and
// Italian), a game over, the lobby, my games on the home page, an unknown game — failing on any critical or
// serious violation and logging the rest. (Each audit takes seconds on a loaded machine: the time limits are wide.)
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, setUpBrowser } from './harness.js';

const poll = poller(20_000);

interface Found {
  readonly where: string;
  readonly id: string;
  readonly impact: string;
  readonly nodes: number;
  /** The first element it was found on, to find it again. */
  readonly target: string;
}

async function audit(page: Page, where: string, found: Found[]): Promise<void> {
  // Colours mid-transition (a language button just pressed) are not the page's: let every transition finish.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const v of result.violations) {
    const first = v.nodes[0];
    const target = first ? `${first.target.join(' ')} ${first.failureSummary ?? ''}`.replace(/\s+/g, ' ') : '';
    found.push({ where, id: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length, target });
  }
}

function check(found: readonly Found[]): void {
  const report = (list: readonly Found[]) =>
    list.map((f) => `${f.where}: ${f.impact} ${f.id} ×${f.nodes} (${f.target.slice(0, 300)})`).join('\n');
  if (found.length > 0) process.stdout.write(`axe found:\n${report(found)}\n`);
  expect(report(found.filter((f) => f.impact === 'critical' || f.impact === 'serious'))).toBe('');
}

/** Whether the page is wider than its window (a phone would scroll sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The test id of the element with the keyboard focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Tab until the element with `testId` has the focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, testId: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await focused(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${testId} was not reached with Tab`);
}

describe.skipIf(SKIP_BROWSER)('online pages: keyboard alone, and no critical or serious axe violation', () => {
  const browser = setUpBrowser();

  it('Konobi online by keyboard alone, and axe on its pages (desktop, phone, Italian)', async () => {
    const found: Found[] = [];
    const { page: a, errors } = await browser.open('/konobi/new');
    await a.getByTestId('kb-start').waitFor();
    await tabTo(a, 'kb-size');
    await a.keyboard.press('Control+A');
    await a.keyboard.type('5');
    // The "Play online" panel opens with Enter on its summary, then its fields in order.
    await a.locator('.online-setup summary').focus();
    await a.keyboard.press('Enter');
    await audit(a, 'konobi set-up with Play online open', found);
    await tabTo(a, 'online-name');
    await a.keyboard.type('Kim');
    await tabTo(a, 'online-create');
    await a.keyboard.press('Enter');
    await a.waitForURL(/\/online\/[a-z0-9]{16}$/);
    await a.getByTestId('online-invite-1').waitFor();
    await audit(a, 'online waiting, invites', found);
    const invite = await a.getByTestId('online-invite-1').inputValue();
    const id = new URL(invite).pathname.split('/')[2] as string;

    const { page: b } = await browser.open(new URL(invite).pathname + new URL(invite).hash, PHONE);
    await b.getByTestId('online-name-prompt').waitFor();
    await audit(b, 'online invite name prompt (phone)', found);
    // The name field has the focus; Enter plays.
    expect(await focused(b)).toBe('online-invite-name');
    await b.keyboard.type('Lia');
    await b.keyboard.press('Enter');
    await poll(() => b.getByTestId('online-game').getAttribute('data-status')).toBe('playing');

    // Kim's move: the move field reached by Tab, a point typed, Enter.
    await tabTo(a, 'online-move-input');
    await a.keyboard.type('c3');
    await a.keyboard.press('Enter');
    await poll(() => b.getByTestId('online-game').getAttribute('data-moves')).toBe('c3');
    await audit(a, 'konobi online in progress (desktop)', found);
    await audit(b, 'konobi online in progress (phone)', found);
    expect(await overflows(b)).toBe(false);
    // Lia may see her legal points; then her reply, by keyboard on the phone, and a refused point explained.
    await b.getByTestId('online-show-legal').check();
    await poll(() => b.locator('.kb-legal').count()).toBeGreaterThan(0);
    await tabTo(b, 'online-move-input');
    await b.keyboard.type('z9');
    await b.keyboard.press('Enter');
    await poll(() => b.getByTestId('online-move-error').isVisible()).toBe(true);
    await b.keyboard.press('Control+A');
    await b.keyboard.type('a1');
    await b.keyboard.press('Enter');
    await poll(() => a.getByTestId('online-game').getAttribute('data-moves')).toBe('c3|a1');

    const { page: s } = await browser.open(`/online/${id}`);
    await s.getByTestId('online-watching').waitFor();
    await audit(s, 'konobi online, spectator', found);
    await s.getByTestId('lang-it').click();
    await poll(() => s.getByTestId('online-watching').textContent()).toBe('Stai guardando questa partita.');
    await audit(s, 'konobi online, spectator (Italian)', found);

    // Resign by keyboard: the button, then the confirmation.
    await tabTo(a, 'online-resign');
    await a.keyboard.press('Enter');
    await tabTo(a, 'online-resign-yes');
    await a.keyboard.press('Enter');
    await poll(() => b.getByTestId('online-status').textContent()).toBe(
      'The game is over: Kim resigned. Lia wins. You won!',
    );
    await audit(a, 'konobi online, over (desktop)', found);
    await audit(b, 'konobi online, over (phone)', found);

    // The lobby and my games.
    await a.goto(`${browser.url()}/`);
    await a.getByTestId('online-mine-list').waitFor();
    await audit(a, 'home with my games', found);
    await a.goto(`${browser.url()}/online`);
    await a.getByTestId('lobby-refresh').waitFor();
    await audit(a, 'lobby', found);
    await a.setViewportSize(PHONE);
    await audit(a, 'lobby (phone)', found);
    expect(await overflows(a)).toBe(false);
    await a.setViewportSize(DESKTOP);
    await a.goto(`${browser.url()}/online/0000000000000000`);
    await poll(() => a.locator('h1').textContent()).toBe('There is no online game at this address: check the link.');
    await audit(a, 'unknown online game', found);
    expect(errors).toEqual([]);
    check(found);
  }, 300_000);

  it('Scarabeo online: the set-up panel, a game with a rack placed, a spectator (desktop and phone)', async () => {
    const found: Found[] = [];
    const { page: a } = await browser.open('/scarabeo', PHONE);
    await a.locator('.online-setup summary').click();
    await audit(a, 'scarabeo set-up with Play online open (phone)', found);
    expect(await overflows(a)).toBe(false);
    await a.getByTestId('online-name').fill('Ada');
    await a.getByTestId('online-seat-1-who').selectOption('computer');
    await a.getByTestId('online-seat-1-level').selectOption('1');
    await a.getByTestId('online-time-correspondence').check();
    await a.getByTestId('online-create').click();
    await a.waitForURL(/\/online\/[a-z0-9]{16}$/);
    const id = new URL(a.url()).pathname.split('/')[2] as string;
    // Against the computer the game starts at once; Ada's rack is on screen, a tile goes on the centre.
    await poll(() => a.getByTestId('online-game').getAttribute('data-status')).toBe('playing');
    await a.locator('.sc-rack [data-slot="0"]').waitFor();
    await a.locator('.sc-rack [data-slot="0"]').click();
    await a.locator('[data-square="I9"]').click();
    await poll(() => a.locator('[data-square="I9"]').getAttribute('data-cell')).toBe('pending');
    await audit(a, 'scarabeo online, a tile placed (phone)', found);
    expect(await overflows(a)).toBe(false);
    await a.setViewportSize(DESKTOP);
    await audit(a, 'scarabeo online, a tile placed (desktop)', found);
    // Correspondence: the time control named, and when the seat to move must have moved.
    expect(await a.getByTestId('online-time-control').textContent()).toBe('3 days per move');
    expect(await a.getByTestId('online-deadline-0').textContent()).toMatch(/^to move by /);
    const { page: s } = await browser.open(`/online/${id}`);
    await s.getByTestId('online-watching').waitFor();
    expect(await s.locator('.sc-rack').count()).toBe(0);
    await audit(s, 'scarabeo online, spectator', found);
    check(found);
  }, 240_000);
});
