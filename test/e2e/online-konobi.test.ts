// Online Konobi as its players meet it, in real Chromium against the real server: a refusal under the board goes
// once the game moves on (no "It is not your turn." beside "Your turn"); the end names who resigned; the pie
// rule's swap is announced; a finished game opens in the replay viewer from its page; the replay names each
// colour's player after the swap and says who won a game that ended with no chain; with a clock, the first move
// due.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Client, createGame, get, target } from '../online/harness.js';
import { PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);

const twoPeople = {
  game: 'konobi',
  params: '5',
  seats: [{ kind: 'person' }, { kind: 'person' }],
  clock: { kind: 'none' },
  listed: false,
  name: 'Ada',
};

describe.skipIf(SKIP_BROWSER)('online Konobi', () => {
  const browser = setUpBrowser();

  /** Opens a seat's link, gives the name the page asks for, and waits for the game. */
  async function seat(id: string, token: string, name: string, viewport?: typeof PHONE): Promise<Page> {
    const { page } = await browser.open(`/online/${id}#${token}`, viewport);
    await page.getByTestId('online-invite-name').fill(name);
    await page.getByTestId('online-invite-play').click();
    await page.getByTestId('online-game').waitFor();
    return page;
  }

  it('a refusal under the board goes once the game moves on; the finished game opens in the replay', async () => {
    const created = await createGame(target(browser.url()), twoPeople);
    const a = await seat(created.id, created.token, 'Ada');
    const b = await seat(created.id, created.invites[0]?.token ?? '', 'Bo', PHONE);
    for (const p of [a, b]) await poll(() => p.getByTestId('online-game').getAttribute('data-status')).toBe('playing');
    // "Show legal points" stands apart from its box, as the local game's does.
    const gap = await b.getByTestId('online-show-legal').evaluate((box) => {
      const text = [...(box.parentElement?.childNodes ?? [])].find((n) => n.nodeType === Node.TEXT_NODE);
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      return range.getBoundingClientRect().left - box.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(4);
    await b.locator('[data-point="b3"]').click();
    expect(await b.getByTestId('online-move-error').textContent()).toBe('It is not your turn.');
    await a.locator('[data-point="c3"]').click();
    await poll(() => b.getByTestId('online-status').textContent()).toBe('Your turn');
    expect(await b.getByTestId('online-move-error').count()).toBe(0);
    // The same for a refusal of the player whose turn it is, once the other resigns.
    await b.getByTestId('online-move-input').fill('c3');
    await b.getByTestId('online-move-play').click();
    expect(await b.getByTestId('online-move-error').textContent()).toBe('c3 is already taken by a black stone');
    await a.getByTestId('online-resign').click();
    await a.getByTestId('online-resign-yes').click();
    await poll(() => b.getByTestId('online-game').getAttribute('data-status')).toBe('over');
    expect(await b.getByTestId('online-move-error').count()).toBe(0);
    // The end names who resigned, as "My online games" does.
    expect(await b.getByTestId('online-status').textContent()).toBe(
      'The game is over: Ada resigned. Bo wins. You won!',
    );
    await a.getByTestId('lang-it').click();
    await poll(() => a.getByTestId('online-status').textContent()).toBe(
      'La partita è finita: hai abbandonato. Vince Bo. Hai perso.',
    );
    await b.screenshot({ path: screenshotPath('online-konobi-resigned-phone.png'), fullPage: true });

    // The finished game opens in the replay viewer from its own page.
    await b.getByTestId('online-replay').click();
    await b.getByTestId('replay-players').waitFor();
    expect(await b.getByTestId('replay-players').textContent()).toBe('Black: Ada, White: Bo');
    await b.keyboard.press('End');
    await poll(() => b.getByTestId('replay-turn').textContent()).toMatch(/^White wins! \(no winning chain/);
    expect(await b.locator('[data-point="c3"]').getAttribute('data-stone')).toBe('black');
  }, 90_000);

  it('a refusal at the top goes once the game moves on, as the one under the board does', async () => {
    const created = await createGame(target(browser.url()), twoPeople);
    const a = await seat(created.id, created.token, 'Ada');
    const b = await seat(created.id, created.invites[0]?.token ?? '', 'Bo', PHONE);
    // Bo's first move goes out with an old version, as when the game moved on while it was on its way: the
    // server refuses it (stale-version), which the page says at the top.
    let stale = true;
    await b.routeWebSocket(/\/api\/online\/socket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const m = JSON.parse(String(message));
        if (m.type === 'move' && stale) {
          stale = false;
          m.version -= 1;
        }
        server.send(JSON.stringify(m));
      });
    });
    await b.reload();
    await b.getByTestId('online-game').waitFor();
    await a.locator('[data-point="c3"]').click();
    await poll(() => b.getByTestId('online-status').textContent()).toBe('Your turn');
    await b.locator('[data-point="b2"]').click();
    await poll(() => b.getByTestId('online-error').getAttribute('data-code')).toBe('stale-version');
    await b.screenshot({ path: screenshotPath('online-konobi-refused-top-phone.png') });
    // Ada resigns: the refusal answered a position that is gone.
    await a.getByTestId('online-resign').click();
    await a.getByTestId('online-resign-yes').click();
    await poll(() => b.getByTestId('online-game').getAttribute('data-status')).toBe('over');
    expect(await b.getByTestId('online-error').count()).toBe(0);
    await b.screenshot({ path: screenshotPath('online-konobi-refusal-gone-phone.png') });
  }, 60_000);

  it('an aborted game offers a new game, not a rematch', async () => {
    const created = await createGame(target(browser.url()), {
      ...twoPeople,
      clock: { kind: 'clock', initialMs: 60_000, incrementMs: 0 },
    });
    const a = await seat(created.id, created.token, 'Ada');
    // A real abort waits 30 s for a first move; Ada's page is told of one instead: her resignation before any
    // move reaches it as the abort the server sends (docs/online.md, "First move").
    await a.routeWebSocket(/\/api\/online\/socket/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const m = JSON.parse(String(message));
        if (m.type === 'state' && m.status === 'over') {
          m.end = { reason: 'aborted', seat: 0, winners: [], result: 'aborted' };
          m.outcome = { ...m.outcome, winners: [], result: 'aborted' };
        }
        ws.send(JSON.stringify(m));
      });
    });
    await a.reload();
    await a.getByTestId('online-game').waitFor();
    const b = await seat(created.id, created.invites[0]?.token ?? '', 'Bo', PHONE);
    await poll(() => b.getByTestId('online-game').getAttribute('data-status')).toBe('playing');
    await a.getByTestId('online-resign').click();
    await a.getByTestId('online-resign-yes').click();
    await poll(() => a.getByTestId('online-game').getAttribute('data-status')).toBe('over');
    expect(await a.getByTestId('online-rematch').count()).toBe(0);
    expect(await a.getByTestId('online-new-game').textContent()).toBe('Set up a new game');
    // Nobody won: the end's words alone, with no space after them.
    expect(await a.getByTestId('online-status').textContent()).toBe(
      'The game was aborted: you did not make a first move.',
    );
    await a.screenshot({ path: screenshotPath('online-konobi-aborted-desktop.png') });
    await a.getByTestId('lang-it').click();
    await poll(() => a.getByTestId('online-new-game').textContent()).toBe('Prepara una nuova partita');
    await a.screenshot({ path: screenshotPath('online-konobi-aborted-desktop-it.png') });
    await a.setViewportSize(PHONE);
    await a.getByTestId('online-new-game').scrollIntoViewIfNeeded();
    await a.screenshot({ path: screenshotPath('online-konobi-aborted-phone-it.png') });
    await a.getByTestId('online-new-game').click();
    await a.getByTestId('kb-start').waitFor();
    expect(new URL(a.url()).pathname).toBe('/konobi/new');
  }, 60_000);

  it('with a clock, each seat is told by when its first move is due, until both have moved', async () => {
    const created = await createGame(target(browser.url()), {
      ...twoPeople,
      clock: { kind: 'clock', initialMs: 60_000, incrementMs: 0 },
    });
    const a = await seat(created.id, created.token, 'Ada');
    const b = await seat(created.id, created.invites[0]?.token ?? '', 'Bo', PHONE);
    await b.getByTestId('lang-it').click();
    await poll(() => a.getByTestId('online-first-move').textContent()).toMatch(
      /^Make your first move within \d+ s, or the game is aborted\.$/,
    );
    await poll(() => b.getByTestId('online-first-move').textContent()).toMatch(
      /^Ada ha \d+ s per fare la prima mossa, o la partita sarà annullata\.$/,
    );
    // Above the board, by the status line: on a phone the side panel is under the board, out of sight.
    const board = (await b.locator('.online-board').boundingBox())?.y ?? 0;
    expect((await b.getByTestId('online-first-move').boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(board);
    await a.locator('[data-point="c3"]').click();
    await poll(() => a.getByTestId('online-first-move').textContent()).toMatch(
      /^Bo has \d+ s to make a first move, or the game is aborted\.$/,
    );
    await b.locator('[data-point="b2"]').click();
    for (const p of [a, b]) await poll(() => p.getByTestId('online-first-move').count()).toBe(0);
  }, 60_000);

  it("the computer's swap is announced: the one who placed the stone plays White now", async () => {
    const created = await createGame(target(browser.url()), {
      ...twoPeople,
      params: '7',
      seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }],
    });
    const a = await seat(created.id, created.token, 'Ada', PHONE);
    await poll(() => a.getByTestId('online-status').textContent()).toBe('Your turn');
    // The centre of 7×7: the computer's pie rule takes it.
    await a.locator('[data-point="d4"]').click();
    await poll(() => a.getByTestId('online-game').getAttribute('data-moves')).toBe('d4|swap');
    // The swap is the last move: its ring is on the stone it took over, as a placed stone's is.
    expect(await a.locator('[data-last="true"]').getAttribute('data-point')).toBe('d4');
    await poll(() => a.getByTestId('online-swapped').textContent()).toBe(
      'Computer (level 1) used the pie rule and took your first stone: you play White now.',
    );
    await a.screenshot({ path: screenshotPath('online-konobi-swapped-phone.png'), fullPage: true });
    await a.getByTestId('lang-it').click();
    await poll(() => a.getByTestId('online-swapped').textContent()).toBe(
      'Computer (livello 1) ha usato la regola della torta e ha preso la tua prima pietra: ora giochi con il Bianco.',
    );
    await a.screenshot({ path: screenshotPath('online-konobi-swapped-phone-it.png'), fullPage: true });
    // Gone with the next move.
    await a.locator('[data-point="a1"]').click();
    await poll(() => a.getByTestId('online-game').getAttribute('data-moves')).toMatch(/^d4\|swap\|a1\|/);
    expect(await a.getByTestId('online-swapped').count()).toBe(0);
  }, 90_000);

  it('the replay names the colour of each player after a swap, and who won a resigned game', async () => {
    const server = target(browser.url());
    const created = await createGame(server, twoPeople);
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    await ada.hello(created.id, created.token);
    await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    // Ada opens at c3, Bo takes it with the pie rule (Bo is Black now), Ada plays a1 as White and resigns.
    const steps: [Client, unknown][] = [
      [ada, { type: 'move', id: 'm1', version: 0, move: 'c3' }],
      [bo, { type: 'move', id: 'm2', version: 1, move: 'swap' }],
      [ada, { type: 'move', id: 'm3', version: 2, move: 'a1' }],
      [ada, { type: 'resign', id: 'r' }],
    ];
    for (const [client, message] of steps) {
      const from = client.messages.length;
      client.send(message);
      const answer = await client.next((m) => m.type === 'ack' || m.type === 'error', from);
      expect(answer.type).toBe('ack');
    }
    await Promise.all([ada.close(), bo.close()]);
    const records = await get<{ records: { id: number; result: string }[] }>(server, '/api/records?game=konobi');
    const record = records.body.records[0];
    expect(record?.result).toBe('black');

    const { page, errors } = await browser.open(`/replay/${record?.id}`, PHONE);
    await page.getByTestId('replay-players').waitFor();
    expect(await page.getByTestId('replay-players').textContent()).toBe('Black: Ada, White: Bo');
    await page.keyboard.press('End');
    await poll(() => page.getByTestId('replay-board').getAttribute('data-at')).toBe('3');
    expect(await page.getByTestId('replay-players').textContent()).toBe('Black: Bo, White: Ada');
    expect(await page.getByTestId('replay-turn').textContent()).toBe(
      'Black wins! (no winning chain: the other player resigned, ran out of time or was away too long)',
    );
    await page.screenshot({ path: screenshotPath('online-konobi-replay-resigned-phone.png'), fullPage: true });
    await page.getByTestId('lang-it').click();
    await poll(() => page.getByTestId('replay-players').textContent()).toBe('Nero: Bo, Bianco: Ada');
    expect(await page.getByTestId('replay-turn').textContent()).toMatch(/^Vince il Nero! \(nessuna catena vincente/);
    await page.screenshot({ path: screenshotPath('online-konobi-replay-resigned-phone-it.png'), fullPage: true });
    expect(errors).toEqual([]);
  }, 90_000);
});
