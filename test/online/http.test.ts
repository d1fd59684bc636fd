// The online HTTP routes: creating a game (and what it refuses), taking a free seat, the lobby, "my games",
// the public snapshot; and the socket's limits (rate, flooding counted in a window, heartbeat, frames).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateResponse, GameSummary, MyGame, ServerMessage } from '../../src/online/protocol.js';
import { Client, createGame, get, post, startServer, type TestServer } from './harness.js';

type State = Extract<ServerMessage, { type: 'state' }>;

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startServer();
  limited = await startServer({
    online: { socket: { heartbeatMs: 300, messagesPerSecond: 1, burst: 3, floodClose: 10 } },
  });
});
afterAll(async () => {
  await server?.close();
  await limited?.close();
});

const TWO_PEOPLE = [{ kind: 'person' }, { kind: 'person' }];

describe('POST /api/online/games', () => {
  const refused: [string, unknown, string][] = [
    ['an unknown game', { game: 'chess', seats: TWO_PEOPLE }, 'bad-request'],
    ['bad params', { game: 'konobi', params: '99', seats: TWO_PEOPLE }, 'bad-params'],
    [
      'more seats than the params',
      { game: 'konobi', params: '5', seats: [...TWO_PEOPLE, { kind: 'person' }] },
      'bad-seats',
    ],
    ['fewer seats than Scarabeo 3p', { game: 'scarabeo', params: '3p', seats: TWO_PEOPLE }, 'bad-seats'],
    ['an unknown field', { game: 'konobi', seats: TWO_PEOPLE, colour: 'black' }, 'bad-request'],
    [
      'sitting at a computer seat',
      { game: 'konobi', seats: [{ kind: 'computer', level: 1 }, { kind: 'person' }], sit: 0 },
      'bad-request',
    ],
    [
      'a Konobi level 6',
      { game: 'konobi', seats: [{ kind: 'person' }, { kind: 'computer', level: 6 }] },
      'bad-request',
    ],
    [
      'a Scarabeo clock with an increment',
      { game: 'scarabeo', params: '2p', seats: TWO_PEOPLE, clock: { kind: 'clock', initialMs: 60000, incrementMs: 5 } },
      'bad-request',
    ],
    ['a clock of 1 ms', { game: 'konobi', seats: TWO_PEOPLE, clock: { kind: 'clock', initialMs: 1 } }, 'bad-request'],
    ['a name with a control character', { game: 'konobi', seats: TWO_PEOPLE, name: 'A\u0007' }, 'bad-request'],
  ];
  for (const [what, body, code] of refused) {
    it(`refuses ${what} with 400 ${code}`, async () => {
      const r = await post<{ error: string; message: string }>(server, '/api/online/games', body);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(code);
      expect(r.body.message.length).toBeGreaterThan(5);
    });
  }

  it('names the computer levels of the game asked for: Konobi 1 to 5, Scarabeo 1 to 6', async () => {
    const level = async (game: string, params: string, n: number) =>
      (
        await post<{ error: string; message: string }>(server, '/api/online/games', {
          game,
          params,
          seats: [{ kind: 'person' }, { kind: 'computer', level: n }],
        })
      ).body;
    expect(await level('konobi', '5', 9)).toEqual({
      error: 'bad-request',
      message: 'seat 1: "level" must be from 1 to 5',
    });
    expect(await level('scarabeo', '2p', 9)).toEqual({
      error: 'bad-request',
      message: 'seat 1: "level" must be from 1 to 6',
    });
  });

  it('gives the creator a token and every other person seat an invite, all different and long enough', async () => {
    const r = await post<CreateResponse>(server, '/api/online/games', {
      game: 'scarabeo',
      params: '3p',
      seats: [{ kind: 'person' }, { kind: 'computer', level: 2 }, { kind: 'person' }],
      name: 'Ada',
      sit: 2,
    });
    expect(r.status).toBe(201);
    expect(r.body.seat).toBe(2);
    expect(r.body.invites.map((i) => i.seat)).toEqual([0]);
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(r.body.invites[0]?.token).not.toBe(r.body.token);
    // The database keeps only hashes.
    const rows = server.app.storage.sqlite
      ?.prepare('SELECT token_hash FROM online_seats WHERE game_id = ?')
      .all(r.body.id) as { token_hash: string | null }[];
    const text = JSON.stringify(rows);
    expect(text).not.toContain(r.body.token);
    expect(text).not.toContain(r.body.invites[0]?.token);
  });
});

describe('seats, lobby and my games', () => {
  it('lists a listed game with a free seat; taking the seat gives a token that holds it, and the lobby drops it', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '7',
      seats: TWO_PEOPLE,
      listed: true,
      name: 'Ada',
    });
    const hidden = await createGame(server, { game: 'konobi', params: '7', seats: TWO_PEOPLE, name: 'Ada' });
    let lobby = await get<{ games: GameSummary[] }>(server, '/api/online/lobby');
    expect(lobby.body.games.map((g) => g.id)).toContain(game.id);
    expect(lobby.body.games.map((g) => g.id)).not.toContain(hidden.id);
    expect(lobby.body.games.find((g) => g.id === game.id)).toMatchObject({
      game: 'konobi',
      params: '7',
      status: 'waiting',
    });

    const watcher = await Client.open(server);
    await watcher.hello(game.id);
    const taken = await post<{ seat: number; token: string }>(server, `/api/online/games/${game.id}/seats`, {
      name: 'Bo',
    });
    expect(taken.status).toBe(200);
    expect(taken.body.seat).toBe(1);
    expect((await watcher.next<State>((m) => m.type === 'state' && m.status === 'playing', 0)).seats[1]).toMatchObject({
      name: 'Bo',
      taken: true,
    });
    const bo = await Client.open(server);
    expect(await bo.hello(game.id, taken.body.token)).toMatchObject({ seat: 1, status: 'playing' });
    // The seat's invite no longer holds it.
    const late = await Client.open(server);
    expect(await late.hello(game.id, game.invites[0]?.token)).toMatchObject({ type: 'error', code: 'bad-token' });
    const full = await post<{ error: string }>(server, `/api/online/games/${game.id}/seats`, { name: 'Cy' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('no-free-seat');
    lobby = await get<{ games: GameSummary[] }>(server, '/api/online/lobby');
    expect(lobby.body.games.map((g) => g.id)).not.toContain(game.id);

    const mine = await post<{ games: MyGame[] }>(server, '/api/online/mine', {
      tokens: [game.token, taken.body.token],
    });
    expect(mine.body.games).toHaveLength(2);
    expect(mine.body.games.find((g) => g.seat === 0)).toMatchObject({ id: game.id, yourTurn: true, opponents: ['Bo'] });
    expect(mine.body.games.find((g) => g.seat === 1)).toMatchObject({
      id: game.id,
      yourTurn: false,
      opponents: ['Ada'],
    });
    await Promise.all([watcher.close(), bo.close(), late.close()]);
  });

  it('says how each finished game ended, the same to every seat, and nothing of the kind while one goes on', async () => {
    const konobi = await createGame(server, { game: 'konobi', params: '5', seats: TWO_PEOPLE, name: 'Ada' });
    const scarabeo = await createGame(server, {
      game: 'scarabeo',
      params: '3p',
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
      name: 'Ada',
    });
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    const cy = await Client.open(server);
    await bo.hello(konobi.id, konobi.invites[0]?.token, 'Bo');
    await ada.hello(konobi.id, konobi.token);
    const mineOf = async (...tokens: string[]) =>
      (await post<{ games: MyGame[] }>(server, '/api/online/mine', { tokens })).body.games;
    // Under way: the seats, and no ending yet.
    expect((await mineOf(konobi.token))[0]).toMatchObject({
      status: 'playing',
      end: null,
      seats: [{ name: 'Ada' }, { name: 'Bo' }],
    });

    // Bo resigns: Ada (Black, seat 0) wins, whoever asks.
    await bo.ask({ type: 'resign', id: 'r1' }, 'ack');
    const konobiEnd = { reason: 'resign', seat: 1, winners: [0], result: 'black' };
    expect((await mineOf(konobi.token))[0]).toMatchObject({ id: konobi.id, seat: 0, status: 'over', end: konobiEnd });
    expect((await mineOf(konobi.invites[0]?.token as string))[0]).toMatchObject({ seat: 1, end: konobiEnd });

    // Scarabeo for three: Ada resigns before anyone has scored, so Bo and Cy share the win.
    await bo.hello(scarabeo.id, scarabeo.invites[0]?.token, 'Bo');
    await cy.hello(scarabeo.id, scarabeo.invites[1]?.token, 'Cy');
    await ada.hello(scarabeo.id, scarabeo.token);
    await ada.ask({ type: 'resign', id: 'r2' }, 'ack');
    const [line] = await mineOf(scarabeo.invites[1]?.token as string);
    expect(line).toMatchObject({ seat: 2, status: 'over', end: { reason: 'resign', seat: 0, winners: [1, 2] } });
    expect(line?.seats.map((s) => (s.kind === 'person' ? s.name : null))).toEqual(['Ada', 'Bo', 'Cy']);
    await Promise.all([ada.close(), bo.close(), cy.close()]);
  });

  it('refuses bad bodies and unknown games', async () => {
    expect((await post(server, '/api/online/mine', { tokens: ['short'] })).status).toBe(400);
    expect((await post(server, '/api/online/mine', { tokens: [], more: 1 })).status).toBe(400);
    expect((await post(server, '/api/online/games/aaaaaaaaaaaaaaaa/seats', { name: 'Bo' })).status).toBe(404);
    expect((await get(server, '/api/online/games/aaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await get(server, '/api/online/games/..%2f')).status).toBe(404);
    const big = await post(server, '/api/online/mine', { tokens: [], pad: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
  });

  it('shows a spectator no rack in the public snapshot', async () => {
    const game = await createGame(server, { game: 'scarabeo', params: '2p', seats: TWO_PEOPLE, name: 'Ada' });
    const snap = await get<State>(server, `/api/online/games/${game.id}`);
    expect(snap.body).toMatchObject({ type: 'state', seat: null, status: 'waiting', seed: null });
    expect((snap.body.view as { rack: string | null; racks: unknown }).rack).toBeNull();
    expect((snap.body.view as { rack: string | null; racks: unknown }).racks).toBeNull();
  });
});

describe('GET /api/online/lobby', () => {
  it.each([
    ['limit=10', /the query has an unexpected field "limit"; expected \/api\/online\/lobby with no query/],
    ['game=konobi&game=scarabeo', /the query has an unexpected field "game"/],
  ])('refuses a query field (?%s) with 400 and the expected form', async (query, message) => {
    const r = await get<{ error: string; message: string }>(server, `/api/online/lobby?${query}`);
    expect(r).toEqual({ status: 400, body: { error: 'bad-request', message: expect.stringMatching(message) } });
  });

  it('answers without a query, or with an empty one', async () => {
    for (const path of ['/api/online/lobby', '/api/online/lobby?']) {
      const r = await get<{ games: unknown[] }>(server, path);
      expect([r.status, Array.isArray(r.body.games)]).toEqual([200, true]);
    }
  });
});

describe('socket limits', () => {
  it('answers messages past the rate with rate-limited, and closes a socket that keeps flooding', async () => {
    const client = await Client.open(limited);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < 30; i++) client.send({ type: 'ping' });
    await client.next((m) => m.type === 'error' && m.code === 'rate-limited', 0);
    expect(await closed).toBe(1008);
  });

  it('counts refused messages in a window: bursts a minute apart are not flooding', async () => {
    let clock = 1_000_000;
    const timed = await startServer({
      now: () => clock,
      online: { socket: { messagesPerSecond: 1, burst: 3, floodClose: 10, floodWindowMs: 60_000 } },
    });
    try {
      const client = await Client.open(timed);
      let closed = false;
      client.socket.once('close', () => {
        closed = true;
      });
      // Three pongs and eight refusals a burst: two bursts are 16 refused, past floodClose if counted for ever.
      for (let burst = 1; burst <= 3; burst++) {
        for (let i = 0; i < 11; i++) client.send({ type: 'ping' });
        await expect.poll(() => client.messages.length).toBe(11 * burst);
        clock += 61_000;
      }
      const refused = client.messages.filter((m) => m.type === 'error' && m.code === 'rate-limited');
      expect(refused).toHaveLength(24);
      client.send({ type: 'ping' });
      await expect.poll(() => client.messages.length).toBe(34);
      expect([closed, client.messages.at(-1)]).toEqual([false, { type: 'pong' }]);
      client.socket.close();
    } finally {
      await timed.close();
    }
  });

  it('closes a socket that does not answer pings', async () => {
    const client = await Client.open(limited, { autoPong: false });
    const code = await new Promise<number>((resolve) => client.socket.once('close', (c) => resolve(c)));
    expect(code).toBe(1006);
  });

  it('closes a socket that sends a frame over 64 KB', async () => {
    const client = await Client.open(server);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (c) => resolve(c)));
    client.send(`{"type":"ping","x":"${'x'.repeat(70_000)}"}`);
    expect(await closed).toBe(1009);
  });
});
