// The browser's set-up forms as a person types in them, in real Chromium against the real server: number fields
// keep what is typed (no clamp per keystroke) and Start or Create refuses a bad value naming the field and its
// bounds, creating nothing; cancelling a waiting online game says so on its buttons and offers a new game, not a
// rematch; a damaged invite link says why you only watch; an unknown Scarabeo example and two players of one
// name are refused in words.
import { describe, expect, it } from 'vitest';
import { createGame, get, target } from '../online/harness.js';
import { poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);

describe.skipIf(SKIP_BROWSER)('set-up forms', () => {
  const browser = setUpBrowser();

  it('SameGame custom size names an empty or non-numeric field', async () => {
    const page = await browser.openReady('/samegame/15x10c4#forms', 'main');
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await page.getByTestId('custom-width').fill('');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await poll(() => page.getByTestId('dialog-error').textContent()).toBe('width is empty: expected 2 to 40');
    await page.getByTestId('custom-width').fill('abc');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await poll(() => page.getByTestId('dialog-error').textContent()).toBe(
      'width "abc" is not a whole number: expected 2 to 40',
    );
    // A whole number out of range keeps the engine's words.
    await page.getByTestId('custom-width').fill('50');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await poll(() => page.getByTestId('dialog-error').textContent()).toBe(
      'width 50 is out of range: it must be from 2 to 40',
    );
    expect(new URL(page.url()).pathname).toBe('/samegame/15x10c4');
    // In Italian (the dialog is modal: closed to change the language, then opened again).
    await page.keyboard.press('Escape');
    await page.getByTestId('lang-it').click();
    await page.getByRole('button', { name: 'Nuova partita' }).click();
    await dialog.waitFor();
    await page.getByTestId('custom-colors').fill('x');
    await page.getByTestId('custom-width').fill('15');
    await dialog.getByRole('button', { name: 'Inizia' }).click();
    await poll(() => page.getByTestId('dialog-error').textContent()).toBe(
      'colori: "x" non è un numero intero, atteso da 2 a 9',
    );
  }, 60_000);

  it('Konobi: a board size of two digits can be typed; Start refuses one out of range', async () => {
    const page = await browser.openReady('/konobi/new', '[data-testid="kb-start"]');
    const size = page.getByTestId('kb-size');
    await size.fill('');
    expect(await size.inputValue()).toBe('');
    await size.pressSequentially('13');
    expect(await size.inputValue()).toBe('13');
    await size.fill('25');
    await page.getByTestId('kb-play').click();
    await poll(() => page.getByTestId('kb-start-error').textContent()).toBe(
      'board size 25 is out of range: it must be from 5 to 19',
    );
    expect(await size.inputValue()).toBe('25');
    expect(await page.getByTestId('kb-game').count()).toBe(0);
    await size.fill('');
    await page.getByTestId('kb-play').click();
    await poll(() => page.getByTestId('kb-start-error').textContent()).toBe('board size is empty: expected 5 to 19');
    await page.screenshot({ path: screenshotPath('forms-konobi-size.png') });
    await size.fill('13');
    await page.getByTestId('kb-black-person').check();
    await page.getByTestId('kb-white-person').check();
    await page.getByTestId('kb-play').click();
    await page.getByTestId('kb-game').waitFor();
    expect(await page.locator('[data-testid="kb-game"] [data-point]').count()).toBe(13 * 13);
  }, 60_000);

  it("online set-up: the clock's fields hold what is typed; Create refuses a bad one and creates nothing", async () => {
    const page = await browser.openReady('/konobi/new', '[data-testid="kb-start"]');
    await page.locator('.online-setup summary').click();
    await page.getByTestId('online-name').fill('Ada');
    await page.getByTestId('online-time-clock').check();
    const minutes = page.getByTestId('online-minutes');
    await minutes.press('End');
    await minutes.press('Backspace');
    await minutes.press('Backspace');
    expect(await minutes.inputValue()).toBe('');
    await minutes.pressSequentially('5');
    expect(await minutes.inputValue()).toBe('5');
    await minutes.fill('500');
    expect(await minutes.inputValue()).toBe('500');
    await page.getByTestId('online-create').click();
    await poll(() => page.getByTestId('online-setup-error').textContent()).toBe(
      'minutes per player 500 is out of range: it must be from 1 to 180',
    );
    await minutes.fill('0');
    await page.getByTestId('online-create').click();
    await poll(() => page.getByTestId('online-setup-error').textContent()).toBe(
      'minutes per player 0 is out of range: it must be from 1 to 180',
    );
    await minutes.fill('10');
    await page.getByTestId('online-increment').fill('');
    await page.getByTestId('online-create').click();
    await poll(() => page.getByTestId('online-setup-error').textContent()).toBe(
      'seconds added per move is empty: expected 0 to 60',
    );
    await page.getByTestId('online-time-correspondence').check();
    await page.getByTestId('online-days').fill('15');
    await page.getByTestId('online-create').click();
    await poll(() => page.getByTestId('online-setup-error').textContent()).toBe(
      'days per move 15 is out of range: it must be from 1 to 14',
    );
    await page.screenshot({ path: screenshotPath('forms-online-setup.png'), fullPage: true });
    // Nothing was created: the page is still the set-up, and the lobby (the game would be listed) is empty.
    expect(new URL(page.url()).pathname).toBe('/konobi/new');
    const lobby = await get<{ games: unknown[] }>(target(browser.url()), '/api/online/lobby');
    expect(lobby.body.games).toEqual([]);
    // A board size typed wrong beside it is refused on Create too, not replaced by another size.
    await page.getByTestId('online-days').fill('3');
    await page.getByTestId('kb-size').fill('99');
    await page.getByTestId('online-create').click();
    await poll(() => page.getByTestId('online-setup-error').textContent()).toBe(
      'board size 99 is out of range: it must be from 5 to 19',
    );
    expect((await get<{ games: unknown[] }>(target(browser.url()), '/api/online/lobby')).body.games).toEqual([]);
  }, 60_000);

  it('cancelling a waiting online game: buttons in its own words, then a new game rather than a rematch', async () => {
    const created = await createGame(target(browser.url()), {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'none' },
      listed: false,
      name: 'Ada',
    });
    const { page } = await browser.open(`/online/${created.id}#${created.token}`);
    await page.getByTestId('online-invite-name').fill('Ada');
    await page.getByTestId('online-invite-play').click();
    await poll(() => page.getByTestId('online-game').getAttribute('data-status')).toBe('waiting');
    await page.getByTestId('online-resign').click();
    expect(await page.getByTestId('online-resign-yes').textContent()).toBe('Yes, cancel the game');
    expect(await page.getByTestId('online-resign-no').textContent()).toBe('Keep it');
    await page.getByTestId('online-resign-no').click();
    expect(await page.getByTestId('online-resign-yes').count()).toBe(0);
    await page.getByTestId('lang-it').click();
    await page.getByTestId('online-resign').click();
    expect(await page.getByTestId('online-resign-yes').textContent()).toBe('Sì, annulla la partita');
    expect(await page.getByTestId('online-resign-no').textContent()).toBe('Tienila');
    await page.getByTestId('lang-en').click();
    await page.getByTestId('online-resign-yes').click();
    await poll(() => page.getByTestId('online-game').getAttribute('data-status')).toBe('over');
    expect(await page.getByTestId('online-status').textContent()).toBe('The game was cancelled before it began.');
    await page.getByTestId('online-new-game').waitFor();
    expect(await page.getByTestId('online-rematch').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('forms-online-cancelled.png') });
  }, 60_000);

  it('a damaged invite link says why you are only watching', async () => {
    const created = await createGame(target(browser.url()), {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'none' },
      listed: false,
      name: 'Ada',
    });
    const { page } = await browser.open(`/online/${created.id}#badtoken`);
    await poll(() => page.getByTestId('online-watching').textContent()).toBe(
      'This invite link’s seat is not valid for this game (it may have been taken or mistyped): you are watching.',
    );
    // Opened again without the fragment, it is the plain spectator's line.
    await page.goto(`${browser.url()}/online/${created.id}`);
    await poll(() => page.getByTestId('online-watching').textContent()).toBe('You are watching this game.');
  }, 60_000);

  it('Scarabeo: an unknown example names the known ones; two players of one name are refused', async () => {
    const page = await browser.openReady('/scarabeo/example/nope', '[data-testid="bad-game"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This game cannot be opened');
    expect(await page.getByTestId('bad-game').textContent()).toBe(
      'There is no example "nope": the examples are scarabeo-bingo, over-100, one-crossing, empty-bag, jolly-decision, jolly-swap.',
    );
    await page.getByRole('link', { name: 'Start a new game' }).click();
    await page.getByTestId('sc-start').waitFor();
    await page.getByTestId('sc-seat-0-name').fill('Ada');
    await page.getByTestId('sc-seat-1-kind').selectOption('person');
    await page.getByTestId('sc-seat-1-name').fill('ada ');
    await page.getByTestId('sc-start-game').click();
    await poll(() => page.getByTestId('sc-name-error').textContent()).toBe(
      'Players 1 and 2 are both called "ada": give each a different name.',
    );
    expect(await page.getByTestId('sc-start').count()).toBe(1);
  }, 60_000);
});
