// Online play in real Chromium against the real server: two players in two browser contexts (one on a phone)
// and a spectator in a third. A Konobi game with clocks, created from the set-up screen, joined by its invite
// link, played to the end (clicks on the board and points typed) with a reload in the middle, then a rematch;
// a Scarabeo game where a word is typed on the board and the game stalls by passes as the rules say, the
// spectator shown no rack (on screen or in any message over the socket) until it is over; the lobby; my games
// on the home page, each finished game with who won it; Italian. Screenshots of the online pages go to
// build/screenshots/online-*.png.
import type { Page, WebSocket } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkMove,
  formatPoint,
  type KonobiState,
  newState,
  parsePoint,
  play,
  winner,
} from '../../src/games/konobi/index.js';
import {
  CENTRE,
  type Dawg,
  LETTER_MASK,
  LETTERS,
  letterOf,
  parseTiles,
  RACK_JOLLY,
  SIZE,
  squareName,
  topPlays,
  unseenTiles,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { Client, createGame, target } from '../online/harness.js';
import { DESKTOP, PHONE, poller, SKIP_BROWSER, screenshotPath, setUpBrowser } from './harness.js';

const poll = poller(20_000);

const game = (page: Page) => page.getByTestId('online-game');

async function movesOf(page: Page): Promise<string[]> {
  const text = (await game(page).getAttribute('data-moves')) ?? '';
  return text === '' ? [] : text.split('|');
}

/** The address of a page's URL without its origin (the harness opens paths). */
function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.hash}`;
}

/**
 * A short Konobi game on 5×5 that Black wins: Black goes straight down column c, White takes the first legal
 * point of columns a and e; every move checked by the engine.
 */
function konobiLine(): string[] {
  const size = 5;
  let state: KonobiState = newState({ size });
  const moves: string[] = [];
  const black = ['c1', 'c2', 'c3', 'c4', 'c5'];
  const white = ['a1', 'a2', 'a3', 'a4', 'a5', 'e1', 'e2', 'e3', 'e4', 'e5'];
  while (!winner(state)) {
    const candidates = state.toMove === 'black' ? black : white;
    const text = candidates.find((p) => {
      const point = parsePoint(size, p);
      return point.ok && !moves.includes(p) && checkMove(state, { type: 'place', point: point.value }).ok;
    });
    if (!text) throw new Error(`no move for ${state.toMove} after ${moves.join(' ')}`);
    const point = parsePoint(size, text);
    if (!point.ok) throw new Error(text);
    state = play(state, { type: 'place', point: point.value });
    moves.push(formatPoint(size, point.value));
  }
  if (winner(state) !== 'black') throw new Error('the line was meant to be won by Black');
  return moves;
}

/** Every `state` message a page receives over its sockets, parsed. */
function recordStates(page: Page): Record<string, unknown>[] {
  const states: Record<string, unknown>[] = [];
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') return;
      try {
        const m = JSON.parse(frame.payload) as Record<string, unknown>;
        if (m.type === 'state') states.push(m);
      } catch {
        // Not JSON: the test's other checks will fail if it mattered.
      }
    });
  });
  return states;
}

/**
 * What is wrong with the drawing of Scarabeo's settlement table: a word or number broken across two lines (a
 * header "Settle/ment", a score "5/50"), or the table wider than its panel.
 */
function tableProblems(page: Page): Promise<string[]> {
  return page.getByTestId('sc-end').evaluate((end) => {
    const out: string[] = [];
    const table = end.querySelector('table');
    if (table && table.getBoundingClientRect().right > end.getBoundingClientRect().right)
      out.push('wider than its panel');
    for (const cell of end.querySelectorAll('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          if (range.getClientRects().length > 1) out.push(`${m[0]} broken in "${cell.textContent}"`);
        }
      }
    }
    return out;
  });
}

describe.skipIf(SKIP_BROWSER)('online play in the browser', () => {
  const browser = setUpBrowser();
  let dawg: Dawg;

  beforeAll(() => {
    const loaded = loadLexicon('standard');
    if (!loaded.ok) throw new Error('the standard lexicon is missing: run npm run build');
    dawg = loaded.value;
  }, 60_000);

  /** Opens the set-up screen at `path`, fills in "Play online" and creates the game; the creator's page. */
  async function create(
    page: Page,
    options: { name: string; before?: () => Promise<void>; clock?: boolean; listed?: boolean },
  ): Promise<string> {
    await options.before?.();
    await page.locator('.online-setup summary').click();
    await page.getByTestId('online-name').fill(options.name);
    if (options.clock) {
      await page.getByTestId('online-time-clock').check();
      await page.getByTestId('online-minutes').fill('5');
    }
    if (options.listed === false) await page.getByTestId('online-listed').uncheck();
    await page.getByTestId('online-create').click();
    await page.waitForURL(/\/online\/[a-z0-9]{16}$/);
    const id = new URL(page.url()).pathname.split('/')[2] as string;
    await poll(() => game(page).getAttribute('data-status')).toBe('waiting');
    return id;
  }

  /** Opens an invite link in a fresh context, gives the name asked for, and waits for the game. */
  async function join(invite: string, name: string, viewport?: { width: number; height: number }) {
    const { page, errors } = await browser.open(pathOf(invite), viewport);
    await page.getByTestId('online-invite-name').fill(name);
    await page.getByTestId('online-invite-play').click();
    await game(page).waitFor();
    // The token has left the address bar (and so the history).
    expect(page.url()).not.toContain('#');
    return { page, errors };
  }

  it('Konobi: create with a clock, join by invite, watch, play to the end with a reload, rematch', async () => {
    const line = konobiLine();
    const { page: a, errors: aErrors } = await browser.open('/konobi/new');
    const id = await create(a, {
      name: 'Ada',
      clock: true,
      before: async () => {
        await a.getByTestId('kb-size').fill('5');
      },
    });
    const invite = await a.getByTestId('online-invite-1').inputValue();
    expect(invite).toMatch(new RegExp(`/online/${id}#[A-Za-z0-9_-]{22,}$`));
    expect(await a.getByTestId('online-open-link').inputValue()).toMatch(new RegExp(`/online/${id}$`));
    await a.screenshot({ path: screenshotPath('online-waiting-desktop.png'), fullPage: true });

    const { page: b, errors: bErrors } = await join(invite, 'Bo', PHONE);
    const { page: s, errors: sErrors } = await browser.open(`/online/${id}`);
    await game(s).waitFor();
    for (const p of [a, b, s]) await poll(() => game(p).getAttribute('data-status')).toBe('playing');
    expect(await game(a).getAttribute('data-seat')).toBe('0');
    expect(await game(b).getAttribute('data-seat')).toBe('1');
    expect(await game(s).getAttribute('data-seat')).toBe('');
    await poll(() => s.getByTestId('online-watching').isVisible()).toBe(true);
    await poll(() => a.getByTestId('online-status').textContent()).toBe('Your turn');
    await poll(() => b.getByTestId('online-status').textContent()).toBe('Ada to move');
    // Both names on every screen, and the clocks drawn as minutes and seconds.
    await poll(() => s.getByTestId('online-seats').textContent()).toMatch(/Ada.*Bo/);
    expect(await a.getByTestId('online-clock-0').textContent()).toMatch(/^\d+:\d\d$/);

    // Out of turn: Bo's click is refused on the page itself, nothing is sent.
    await b.locator('[data-point="b3"]').click();
    expect(await b.getByTestId('online-move-error').textContent()).toBe('It is not your turn.');

    for (let i = 0; i < line.length; i++) {
      const move = line[i] as string;
      const mover = i % 2 === 0 ? a : b;
      if (mover === b && i % 4 === 3) {
        // Bo types some points (the keyboard's way), clicks others.
        await b.getByTestId('online-move-input').fill(move);
        await b.getByTestId('online-move-play').click();
      } else {
        await mover.locator(`[data-point="${move}"]`).click();
      }
      for (const p of [a, b, s]) await poll(async () => (await movesOf(p)).length).toBe(i + 1);
      if (i === 3) {
        // A reload in the middle: Bo's seat comes back from the kept token, the game from the server's state.
        await b.reload();
        await game(b).waitFor();
        await poll(() => game(b).getAttribute('data-seat')).toBe('1');
        expect(await movesOf(b)).toEqual(line.slice(0, 4));
      }
    }
    expect(await movesOf(s)).toEqual(line);
    for (const p of [a, b, s]) await poll(() => game(p).getAttribute('data-status')).toBe('over');
    await poll(() => a.getByTestId('online-status').textContent()).toBe('The game is over. Ada wins. You won!');
    await poll(() => b.getByTestId('online-status').textContent()).toBe('The game is over. Ada wins. You lost.');
    await poll(() => s.getByTestId('online-status').textContent()).toBe('The game is over. Ada wins.');
    await a.screenshot({ path: screenshotPath('online-konobi-over-desktop.png'), fullPage: true });
    await b.screenshot({ path: screenshotPath('online-konobi-over-phone.png'), fullPage: true });

    // Italian on the same page.
    await s.getByTestId('lang-it').click();
    await poll(() => s.getByTestId('online-status').textContent()).toBe('La partita è finita. Vince Ada.');
    await s.getByTestId('lang-en').click();

    // Rematch: Ada offers, Bo sees the offer and accepts; both get the new game, with their seats rotated.
    await a.getByTestId('online-rematch').click();
    await poll(() => a.getByTestId('online-rematch-offered').isVisible()).toBe(true);
    await poll(() => b.getByTestId('online-rematch').textContent()).toBe('Accept the rematch');
    await b.getByTestId('online-rematch').click();
    for (const p of [a, b]) await poll(() => p.getByTestId('online-go-rematch').isVisible()).toBe(true);
    // The spectator is offered to watch it.
    await poll(() => s.getByTestId('online-watch-rematch').isVisible()).toBe(true);
    await b.getByTestId('online-go-rematch').click();
    await poll(() => game(b).getAttribute('data-status')).toBe('playing');
    const rematch = new URL(b.url()).pathname.split('/')[2];
    expect(rematch).not.toBe(id);
    // The first player changed: Bo moves first now.
    await poll(() => game(b).getAttribute('data-seat')).toBe('0');
    await poll(() => b.getByTestId('online-status').textContent()).toBe('Your turn');

    // My games on Ada's home page: the finished game and the rematch, where it is Bo's turn.
    await a.goto(`${browser.url()}/`);
    await a.getByTestId('online-mine-list').waitFor();
    await poll(() => a.locator('[data-testid="online-mine-list"] li').count()).toBe(2);
    const row = a.locator(`[data-testid="online-mine-list"] li[data-game-id="${rematch}"]`);
    expect(await row.getAttribute('data-your-turn')).toBe('no');
    expect(await row.textContent()).toContain('against Bo');
    expect(await a.locator(`li[data-game-id="${id}"]`).getAttribute('data-status')).toBe('over');
    expect(await a.locator(`li[data-game-id="${id}"] span`).textContent()).toBe('Finished · you won');
    await a.screenshot({ path: screenshotPath('online-home-mine-desktop.png'), fullPage: true });

    expect([...aErrors, ...bErrors, ...sErrors]).toEqual([]);
  }, 180_000);

  it('Scarabeo: a word typed on the board, a reload, passes to the stall; the spectator never sees a rack', async () => {
    const { page: a, errors: aErrors } = await browser.open('/scarabeo');
    const id = await create(a, { name: 'Ada', listed: false });
    const invite = await a.getByTestId('online-invite-1').inputValue();
    const { page: s, errors: sErrors } = await browser.open('/online');
    const spectatorStates = recordStates(s);
    await s.goto(`${browser.url()}/online/${id}`);
    const { page: b, errors: bErrors } = await join(invite, 'Bo', PHONE);
    for (const p of [a, b, s]) await poll(() => game(p).getAttribute('data-status')).toBe('playing');

    // Each player sees only their own rack; the spectator none.
    const board = (p: Page) => p.getByTestId('online-scarabeo');
    await poll(async () => ((await board(a).getAttribute('data-rack')) ?? '').length).toBe(8);
    await poll(async () => ((await board(b).getAttribute('data-rack')) ?? '').length).toBe(8);
    const rackA = (await board(a).getAttribute('data-rack')) ?? '';
    const rackB = (await board(b).getAttribute('data-rack')) ?? '';
    const spectatorSeesNoRack = async () => {
      expect(await board(s).getAttribute('data-rack')).toBe('');
      expect(await s.locator('.sc-rack').count()).toBe(0);
    };
    await spectatorSeesNoRack();
    // Each player sees the tiles it has not seen, as a local game shows them: the set less its own rack (the board
    // is empty), counted from what the seat sees and never from another seat's rack; the spectator has none.
    const unseenShown = (p: Page) =>
      p
        .locator('[data-testid="sc-unseen"] li')
        .evaluateAll((lis) =>
          lis.map((li) => `${li.getAttribute('data-letter')}${li.querySelector('sub')?.textContent}`),
        );
    const unseenOf = (rack: string) => {
      const tiles = parseTiles(rack);
      if (!tiles.ok) throw new Error(`rack ${rack}`);
      const left = unseenTiles(new Uint8Array(SIZE * SIZE), tiles.value);
      const letters = [...LETTERS].map((l, i) => [l, left[i + 1] as number] as const);
      return [...letters, ['?', left[RACK_JOLLY] as number] as const]
        .filter(([, n]) => n > 0)
        .map(([l, n]) => `${l}${n}`);
    };
    await poll(() => unseenShown(a)).toEqual(unseenOf(rackA));
    await poll(() => unseenShown(b)).toEqual(unseenOf(rackB));
    expect(await s.getByTestId('sc-unseen').count()).toBe(0);

    // The first word: Ada's best play, or (a deal can give a rack with no word) Ada passes and Bo plays his.
    const firstPlay = (rack: string) => {
      const tiles = parseTiles(rack);
      if (!tiles.ok) throw new Error(`rack ${rack}`);
      return topPlays({ cells: new Uint8Array(SIZE * SIZE), rules: 'seed' }, tiles.value, dawg, 1)[0];
    };
    let player = a;
    let best = firstPlay(rackA);
    if (!best) {
      await a.getByTestId('sc-pass').click();
      for (const p of [a, b, s]) await poll(async () => (await movesOf(p)).length).toBe(1);
      player = b;
      best = firstPlay(rackB);
    }
    if (!best) throw new Error(`no first play for ${rackA} nor ${rackB}`);
    const before = (await movesOf(s)).length;
    const winner = player === a ? 'Ada' : 'Bo';
    // Typed on the board from the word's first square (a second click there turns the cursor down).
    const squares = best.placed.map((p) => p.square).sort((x, y) => x - y);
    const first = squares[0] as number;
    const down = squares.length > 1 && (squares[1] as number) - first === SIZE;
    await poll(() => game(player).getAttribute('data-my-turn')).toBe('yes');
    await player.locator(`[data-square="${squareName(first)}"]`).click();
    if (down) await player.locator(`[data-square="${squareName(first)}"]`).click();
    for (const sq of squares) {
      const placed = best.placed.find((p) => p.square === sq);
      if (!placed) continue;
      // A letter missing from the rack is taken by a jolly, which the typed letter names.
      await player.keyboard.press(letterOf(placed.cell & LETTER_MASK).toLowerCase());
    }
    expect(squares).toContain(CENTRE);
    await poll(() => player.getByTestId('sc-preview-score').isVisible()).toBe(true);
    await player.screenshot({ path: screenshotPath('online-scarabeo-preview.png'), fullPage: true });
    await player.getByTestId('sc-board').press('Enter');
    for (const p of [a, b, s]) await poll(async () => (await movesOf(p)).length).toBe(before + 1);
    const word = (await movesOf(s))[before] as string;
    expect(word).not.toMatch(/^(pass|exchange)/);
    // The moves list logs it as the local game does: the points and the words.
    const logged = `${winner}: ${word} for ${best.score} (${best.words.join(', ')})`;
    for (const p of [a, b, s])
      await poll(() => p.locator('[data-testid="online-moves"] li').nth(before).textContent()).toBe(logged);
    await spectatorSeesNoRack();
    const seat = player === a ? 0 : 1;
    await poll(async () => Number((await board(s).getAttribute('data-scores'))?.split(' ')[seat])).toBeGreaterThan(0);

    // A reload in the middle: Bo has the same rack back from the server (or, having played, a refilled one).
    await b.reload();
    await game(b).waitFor();
    await poll(async () => ((await board(b).getAttribute('data-rack')) ?? '').length).toBe(8);
    if (player === a) expect(await board(b).getAttribute('data-rack')).toBe(rackB);
    await b.screenshot({ path: screenshotPath('online-scarabeo-phone.png'), fullPage: true });

    // Four passes in a row (two full rounds without a word): the game stalls.
    for (let i = 0; i < 4; i++) {
      const mover = (player === a) === (i % 2 === 0) ? b : a;
      await poll(() => game(mover).getAttribute('data-my-turn')).toBe('yes');
      await spectatorSeesNoRack();
      await mover.getByTestId('sc-pass').click();
      for (const p of [a, b, s]) await poll(async () => (await movesOf(p)).length).toBe(before + 2 + i);
    }
    for (const p of [a, b, s]) await poll(() => game(p).getAttribute('data-status')).toBe('over');
    // The last move in words, as the log writes it, not the notation's "pass" (the other player passes first, so
    // the fourth pass is the word's player's).
    const lastPasser = player === a ? 'Ada' : 'Bo';
    await poll(() => s.getByTestId('online-bag').textContent()).toContain(`last: ${lastPasser} passed`);
    // The moves list leaves room for a move number of three digits ("999. " in its own font), on a phone too.
    for (const p of [s, b]) {
      const room = await p.getByTestId('online-moves').evaluate((list) => {
        const probe = document.createElement('span');
        probe.textContent = '999. ';
        probe.style.whiteSpace = 'pre';
        list.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return Number.parseFloat(getComputedStyle(list).paddingLeft) - width;
      });
      expect(room).toBeGreaterThanOrEqual(0);
    }
    const loser = player === a ? b : a;
    await poll(() => player.getByTestId('online-status').textContent()).toBe(
      `The game is over. ${winner} wins. You won!`,
    );
    await poll(() => loser.getByTestId('online-status').textContent()).toBe(
      `The game is over. ${winner} wins. You lost.`,
    );
    // Now everyone sees every rack, in the local game's end panel: the reason, the racks left, the settlement.
    for (const p of [a, b, s]) {
      const end = p.getByTestId('sc-end');
      await end.waitFor();
      expect(await end.getAttribute('data-reason')).toBe('stall');
      expect(await end.textContent()).toContain('Two full rounds without a word: the game is over.');
      expect(await end.locator('tbody tr').count()).toBe(2);
      const scores = ((await board(p).getAttribute('data-scores')) ?? '').split(' ');
      expect([
        await p.getByTestId('sc-final-0').textContent(),
        await p.getByTestId('sc-final-1').textContent(),
      ]).toEqual(scores);
      expect(await p.getByTestId('sc-winner').textContent()).toBe(`${winner} wins!`);
      expect(await tableProblems(p)).toEqual([]);
    }
    // In Italian too.
    await s.getByTestId('lang-it').click();
    await poll(() => s.getByTestId('sc-end').textContent()).toContain('Rimaste sul leggio');
    await poll(() => s.getByTestId('online-bag').textContent()).toContain(`ultima mossa: ${lastPasser} ha passato`);
    expect(await tableProblems(s)).toEqual([]);
    await s.screenshot({ path: screenshotPath('online-scarabeo-over-desktop.png'), fullPage: true });

    // No state the spectator received before the end carried a rack.
    const beforeEnd = spectatorStates.filter((m) => m.status !== 'over');
    expect(beforeEnd.length).toBeGreaterThan(0);
    for (const m of beforeEnd) {
      const view = m.view as { rack: unknown; racks: unknown };
      expect(view.rack).toBeNull();
      expect(view.racks).toBeNull();
    }
    expect([...aErrors, ...bErrors, ...sErrors]).toEqual([]);
  }, 180_000);

  it('the lobby: a listed game, joined from /online; both players find it in my games', async () => {
    const { page: a, errors: aErrors } = await browser.open('/konobi/new');
    const id = await create(a, { name: 'Cleo' });
    const { page: c, errors: cErrors } = await browser.open('/online');
    const joinButton = c.getByTestId(`lobby-join-${id}`);
    await joinButton.waitFor();
    expect(await c.locator(`li[data-game-id="${id}"]`).textContent()).toContain('Cleo');
    await c.screenshot({ path: screenshotPath('online-lobby-desktop.png'), fullPage: true });
    // Without a name the lobby says what it needs; with one it seats the player and opens the game.
    await joinButton.click();
    await poll(() => c.getByTestId('lobby-error').textContent()).toBe('Enter a name of 1 to 24 characters.');
    await c.getByTestId('lobby-name').fill('Dario');
    await joinButton.click();
    await c.waitForURL(new RegExp(`/online/${id}$`));
    await poll(() => game(c).getAttribute('data-seat')).toBe('1');
    await poll(() => a.getByTestId('online-status').textContent()).toBe('Your turn');
    // Listed no more: its seats are taken.
    await c.goto(`${browser.url()}/online`);
    await poll(() => c.locator(`li[data-game-id="${id}"]`).count()).toBe(0);
    await c.setViewportSize(PHONE);
    await c.screenshot({ path: screenshotPath('online-lobby-phone.png'), fullPage: true });
    await c.goto(`${browser.url()}/`);
    const row = c.locator(`[data-testid="online-mine-list"] li[data-game-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-your-turn')).toBe('no');
    expect(await row.textContent()).toContain('Their turn');
    await a.goto(`${browser.url()}/`);
    await poll(() => a.locator(`li[data-game-id="${id}"]`).getAttribute('data-your-turn')).toBe('yes');

    // Cleo moves; Dario, to move, leaves: his seat shows away, and Cleo is told when she may claim the win.
    await a.goto(`${browser.url()}/online/${id}`);
    await a.getByTestId('online-move-input').fill('f6');
    await a.getByTestId('online-move-play').click();
    await c.goto(`${browser.url()}/online/${id}`);
    await poll(() => c.getByTestId('online-status').textContent()).toBe('Your turn');
    await c.close();
    await poll(() => a.getByTestId('online-seat-1').textContent()).toContain('away');
    await poll(() => a.getByTestId('online-claim-at').textContent()).toMatch(/^If your opponent is still away at /);
    expect([...aErrors, ...cErrors]).toEqual([]);
  }, 120_000);

  it('my games say who won each finished game, from my seat, in English and Italian, on a desktop and a phone', async () => {
    // Ada's games, played over HTTP and WebSockets as any client would: Bo resigns one; Ada's one-second clock
    // runs out in another; Ada resigns a Scarabeo game for three (Bo and Cy share the win); one is under way;
    // one Ada gave up before anyone joined.
    const server = target(browser.url());
    const clients: Client[] = [];
    const seat = async (id: string, token: string | undefined, name?: string) => {
      const c = await Client.open(server);
      clients.push(c);
      expect(await c.hello(id, token, name)).toMatchObject({ type: 'state' });
      return c;
    };
    const konobi = { game: 'konobi', params: '5', seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Ada' };
    const resigned = await createGame(server, konobi);
    const timed = await createGame(server, { ...konobi, clock: { kind: 'clock', initialMs: 1000 } });
    const scarabeo = await createGame(server, {
      game: 'scarabeo',
      params: '3p',
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
      name: 'Ada',
    });
    const going = await createGame(server, konobi);
    const cancelled = await createGame(server, konobi);
    await (await seat(resigned.id, resigned.invites[0]?.token, 'Bo')).ask({ type: 'resign', id: 'r' }, 'ack');
    const boTimed = await seat(timed.id, timed.invites[0]?.token, 'Bo');
    // No clock runs before a seat's first move: both make theirs, then Ada's second runs out.
    await (await seat(timed.id, timed.token)).ask({ type: 'move', id: 'a', version: 0, move: 'a3' }, 'ack');
    await boTimed.ask({ type: 'move', id: 'b', version: 1, move: 'e5' }, 'ack');
    await seat(scarabeo.id, scarabeo.invites[0]?.token, 'Bo');
    await seat(scarabeo.id, scarabeo.invites[1]?.token, 'Cy');
    await (await seat(scarabeo.id, scarabeo.token)).ask({ type: 'resign', id: 'r' }, 'ack');
    await seat(going.id, going.invites[0]?.token, 'Bo');
    await (await seat(cancelled.id, cancelled.token)).ask({ type: 'resign', id: 'r' }, 'ack');
    await boTimed.next((m) => m.type === 'state' && m.status === 'over', 0);
    for (const c of clients) await c.close();

    const expected: [string, string, string][] = [
      [resigned.id, 'Finished · you won: Bo resigned', 'Finita · hai vinto: Bo ha abbandonato'],
      [timed.id, 'Finished · Bo won: you ran out of time', 'Finita · ha vinto Bo: hai finito il tempo'],
      [scarabeo.id, 'Finished · Bo and Cy won: you resigned', 'Finita · hanno vinto Bo e Cy: hai abbandonato'],
      [going.id, 'Your turn', 'Tocca a te'],
      [cancelled.id, 'Finished · cancelled before it began', 'Finita · annullata prima di cominciare'],
    ];
    const tokens = [resigned, timed, scarabeo, going, cancelled].map((g) => [g.id, g.token]);
    for (const [viewport, device] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors } = await browser.open('/', viewport);
      await page.evaluate((kept) => {
        for (const [id, token] of kept) window.localStorage.setItem(`ludoteca.online.${id}`, token as string);
      }, tokens);
      await page.reload();
      await page.getByTestId('online-mine-list').waitFor();
      const stateOf = (id: string) => page.locator(`[data-testid="online-mine-list"] li[data-game-id="${id}"] span`);
      for (const [id, en] of expected) await poll(() => stateOf(id).textContent()).toBe(en);
      await page.getByTestId('online-mine').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`online-home-results-${device}-en.png`), fullPage: true });
      await page.getByTestId('lang-it').click();
      for (const [id, , it] of expected) await poll(() => stateOf(id).textContent()).toBe(it);
      await page.screenshot({ path: screenshotPath(`online-home-results-${device}-it.png`), fullPage: true });
      expect(errors).toEqual([]);
    }
  }, 90_000);

  it('a game waiting for its players cancelled by its creator: said so, and gone from the lobby', async () => {
    const { page: a, errors } = await browser.open('/konobi/new');
    const id = await create(a, { name: 'Ugo' });
    const { page: v } = await browser.open(`/online/${id}`);
    await v.getByTestId('online-take').waitFor();
    await a.getByTestId('online-resign').click();
    await a.getByTestId('online-resign-yes').click();
    for (const p of [a, v]) {
      await poll(() => p.getByTestId('online-status').textContent()).toBe('The game was cancelled before it began.');
    }
    expect(await v.getByTestId('online-take').count()).toBe(0);
    await v.goto(`${browser.url()}/online`);
    await v.getByTestId('lobby-refresh').waitFor();
    await poll(() => v.locator(`li[data-game-id="${id}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);

  it('the open link: a spectator takes the free seat and plays', async () => {
    const { page: a, errors: aErrors } = await browser.open('/konobi/new');
    const id = await create(a, { name: 'Eva', listed: false });
    const invite = await a.getByTestId('online-invite-1').inputValue();
    const { page: f, errors: fErrors } = await browser.open(`/online/${id}`);
    await f.getByTestId('online-take').waitFor();
    expect(await game(f).getAttribute('data-seat')).toBe('');
    await f.getByTestId('online-take-name').fill('Fede');
    await f.getByTestId('online-take-1').click();
    await poll(() => game(f).getAttribute('data-seat')).toBe('1');
    await poll(() => game(a).getAttribute('data-status')).toBe('playing');
    expect(await f.getByTestId('online-take').count()).toBe(0);
    await poll(() => a.getByTestId('online-seats').textContent()).toContain('Fede');
    // The seat is Fede's in this browser from now on: a reload keeps it.
    await f.reload();
    await poll(() => game(f).getAttribute('data-seat')).toBe('1');
    // A second visitor finds no free seat and only watches.
    const { page: g } = await browser.open(`/online/${id}`);
    await g.getByTestId('online-watching').waitFor();
    expect(await g.getByTestId('online-take').count()).toBe(0);
    // The seat's invite stopped working when Fede took it: opened now, it says so, and the page watches.
    const { page: h } = await browser.open(pathOf(invite));
    await h.getByTestId('online-invite-name').fill('Gigi');
    await h.getByTestId('online-invite-play').click();
    await poll(() => h.getByTestId('online-error').getAttribute('data-code')).toBe('bad-token');
    await h.getByTestId('online-watching').waitFor();
    expect(await game(h).getAttribute('data-seat')).toBe('');
    expect([...aErrors, ...fErrors]).toEqual([]);
  }, 90_000);
});
