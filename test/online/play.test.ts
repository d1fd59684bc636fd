// The room's rules over a real server: computer seats, a clock that runs out, a game aborted for want of a first move,
// a rematch with the first player rotated, and a finished game in the records history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EncodedScarabeoView, ServerMessage, Snapshot } from '../../src/online/protocol.js';
import { ABSENT_MS, FIRST_MOVE_MS } from '../../src/online/room.js';
import { ensureBuilt } from '../server/realServer.js';
import { Client, createGame, get, post, startServer, type TestServer } from './harness.js';

type State = Extract<ServerMessage, { type: 'state' }>;

let server: TestServer;
/** The clock the rooms read (claims), moved on by the test; timers still run in real time. */
let offset = 0;
beforeAll(async () => {
  // The computer seats' worker thread runs the built dist/server/online/computerWorker.js.
  ensureBuilt();
  server = await startServer({ now: () => Date.now() + offset });
});
afterAll(async () => {
  await server?.close();
});

const TWO_PEOPLE = [{ kind: 'person' }, { kind: 'person' }];

describe('computer seats', () => {
  it('play Konobi: the computer answers a move, and moves first when it holds seat 0', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }],
      name: 'Ada',
    });
    const ada = await Client.open(server);
    expect(await ada.hello(game.id, game.token)).toMatchObject({ status: 'playing', toMove: 0 });
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'c3' }, 'ack');
    const answered = await ada.state(2);
    expect(answered.moves).toHaveLength(2);
    expect(answered.toMove).toBe(0);

    const second = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'computer', level: 1 }, { kind: 'person' }],
      name: 'Bo',
    });
    const bo = await Client.open(server);
    await bo.hello(second.id, second.token);
    expect((await bo.state(1)).toMove).toBe(1);
    await Promise.all([ada.close(), bo.close()]);
  });

  it('play Scarabeo from the seat view', async () => {
    const game = await createGame(server, {
      game: 'scarabeo',
      params: '2p',
      seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }],
      name: 'Ada',
    });
    const ada = await Client.open(server);
    await ada.hello(game.id, game.token);
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'pass' }, 'ack');
    const answered = await ada.state(2);
    expect(answered.toMove).toBe(0);
    expect(answered.moves[1]).toMatch(/\S/);
    await ada.close();
  });
});

describe('a clock that runs out', () => {
  it('ends the game: the other seat wins on time', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: TWO_PEOPLE,
      clock: { kind: 'clock', initialMs: 1000, incrementMs: 0 },
      name: 'Ada',
    });
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    await ada.hello(game.id, game.token);
    await bo.hello(game.id, game.invites[0]?.token, 'Bo');
    // Each seat's clock runs from its first move on: both move first, then Ada's second of thinking runs out.
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'a3' }, 'ack');
    await bo.ask({ type: 'move', id: 'b', version: 1, move: 'e5' }, 'ack');
    const over = await bo.next<State>((m) => m.type === 'state' && m.status === 'over', 0);
    expect(over.end).toMatchObject({ reason: 'time', seat: 0, winners: [1], result: 'white' });
    expect(over.clocks?.remainingMs[0]).toBe(0);
    expect(over.clocks?.running).toBeNull();
    const late = await ada.ask({ type: 'move', id: 'late', version: 2, move: 'c3' }, 'ack', 'error');
    expect(late).toMatchObject({ type: 'error', code: 'game-over' });
    await Promise.all([ada.close(), bo.close()]);
  });

  it('ends a Scarabeo game too, with the scores as they stand', async () => {
    const game = await createGame(server, {
      game: 'scarabeo',
      params: '2p',
      seats: TWO_PEOPLE,
      clock: { kind: 'clock', initialMs: 1000, incrementMs: 0 },
      name: 'Ada',
    });
    const watcher = await Client.open(server);
    await watcher.hello(game.id);
    const ada = await Client.open(server);
    await ada.hello(game.id, game.token);
    const bo = await Client.open(server);
    await bo.hello(game.id, game.invites[0]?.token, 'Bo');
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'pass' }, 'ack');
    await bo.ask({ type: 'move', id: 'b', version: 1, move: 'pass' }, 'ack');
    const over = await watcher.next<State>((m) => m.type === 'state' && m.status === 'over', 0);
    expect(over.end).toMatchObject({ reason: 'time', seat: 0, winners: [1], result: '2:0-0' });
    // Once over, the spectator sees every rack.
    expect((over.view as EncodedScarabeoView).racks).toHaveLength(2);
    await Promise.all([watcher.close(), ada.close(), bo.close()]);
  });
});

describe('a seat that does not make its first move', () => {
  it('runs no clock meanwhile, then aborts the game: nobody wins, it is not in the history', async () => {
    const game = await createGame(server, {
      game: 'konobi',
      params: '5',
      seats: TWO_PEOPLE,
      clock: { kind: 'clock', initialMs: 1000, incrementMs: 0 },
      name: 'Cy',
    });
    const cy = await Client.open(server);
    const di = await Client.open(server);
    await cy.hello(game.id, game.token);
    await di.hello(game.id, game.invites[0]?.token, 'Di');
    const waiting = await get<Snapshot>(server, `/api/online/games/${game.id}`);
    expect(waiting.body).toMatchObject({ status: 'playing', toMove: 0, clocks: { running: null } });
    expect(waiting.body.firstMoveBy).toBeGreaterThan(waiting.body.clocks?.serverTime ?? 0);
    // Past the first-move time (and long past Cy's one second): the next request finds the game aborted.
    offset += FIRST_MOVE_MS + 1000;
    const late = await cy.ask({ type: 'move', id: 'late', version: 0, move: 'c3' }, 'ack', 'error');
    expect(late).toMatchObject({ type: 'error', code: 'game-over' });
    const over = await di.next<State>((m) => m.type === 'state' && m.status === 'over', 0);
    expect(over.end).toEqual({ reason: 'aborted', seat: 0, winners: [], result: 'aborted' });
    expect(over.firstMoveBy).toBeNull();
    // Nobody played, so there is nothing to play again: a rematch is refused (the faces offer a new game).
    expect(await di.ask({ type: 'rematch', id: 'again' }, 'ack', 'error')).toMatchObject({
      type: 'error',
      code: 'no-rematch',
    });
    const mine = await post<{ games: { end: unknown }[] }>(server, '/api/online/mine', { tokens: [game.token] });
    expect(mine.body.games.map((g) => g.end)).toEqual([over.end]);
    const history = await get<{ records: { players: string[] | null }[] }>(
      server,
      '/api/records?game=konobi&params=5&limit=100',
    );
    expect(history.body.records.map((r) => r.players)).not.toContainEqual(['Cy', 'Di']);
    await Promise.all([cy.close(), di.close()]);
  });
});

describe('a game cancelled before it began', () => {
  it('offers no rematch: the creator gave it up while a seat was free, so there is nobody to ask', async () => {
    const game = await createGame(server, { game: 'konobi', params: '5', seats: TWO_PEOPLE, name: 'Ada' });
    const ada = await Client.open(server);
    expect(await ada.hello(game.id, game.token)).toMatchObject({ status: 'waiting' });
    await ada.ask({ type: 'resign', id: 'cancel' }, 'ack');
    const over = await ada.next<State>((m) => m.type === 'state' && m.status === 'over', 0);
    expect(over.end).toMatchObject({ reason: 'resign', seat: 0 });
    expect(await ada.ask({ type: 'rematch', id: 'again' }, 'ack', 'error')).toMatchObject({
      type: 'error',
      code: 'no-rematch',
    });
    await ada.close();
  });
});

describe('an absent opponent', () => {
  it('can be claimed against after two minutes without a connection, not before', async () => {
    const game = await createGame(server, { game: 'konobi', params: '5', seats: TWO_PEOPLE, name: 'Ada' });
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    await ada.hello(game.id, game.token);
    await bo.hello(game.id, game.invites[0]?.token, 'Bo');
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'c3' }, 'ack');
    await bo.close();
    const absent = await ada.next<State>(
      (m) => m.type === 'state' && m.seats[1]?.kind === 'person' && !m.seats[1].connected,
    );
    expect(absent.claimableAt).not.toBeNull();
    expect(await ada.ask({ type: 'claim', id: 'c1' }, 'ack', 'error')).toMatchObject({ code: 'not-claimable' });
    offset += ABSENT_MS + 1000;
    expect(await ada.ask({ type: 'claim', id: 'c2' }, 'ack', 'error')).toEqual({ type: 'ack', id: 'c2', version: 2 });
    const over = await ada.state(2);
    expect(over.end).toMatchObject({ reason: 'abandoned', seat: 1, winners: [0], result: 'black' });
    await ada.close();
  });
});

describe('a rematch', () => {
  it('starts when both seats ask: the same tokens, the seats rotated, and the finished game is in the history', async () => {
    const game = await createGame(server, { game: 'konobi', params: '5', seats: TWO_PEOPLE, name: 'Ada' });
    const bosToken = game.invites[0]?.token as string;
    const ada = await Client.open(server);
    const bo = await Client.open(server);
    await ada.hello(game.id, game.token);
    await bo.hello(game.id, bosToken, 'Bo');
    await ada.ask({ type: 'move', id: 'a', version: 0, move: 'c3' }, 'ack');
    await bo.ask({ type: 'resign', id: 'r' }, 'ack');
    expect(await ada.ask({ type: 'rematch', id: 'again' }, 'ack')).toMatchObject({ version: 3 });
    const offered = await bo.state(3);
    expect(offered.rematch).toEqual({ offeredBy: [0] });
    const fromA = ada.messages.length;
    const fromB = bo.messages.length;
    await bo.ask({ type: 'rematch', id: 'yes' }, 'ack');
    const toAda = await ada.next<Extract<ServerMessage, { type: 'rematch' }>>((m) => m.type === 'rematch', fromA);
    const toBo = await bo.next<Extract<ServerMessage, { type: 'rematch' }>>((m) => m.type === 'rematch', fromB);
    expect(toAda.game).toBe(toBo.game);
    expect(toAda.token).toBe(game.token);
    expect(toBo.token).toBe(bosToken);
    // Bo, who played second, now plays first.
    const ada2 = await Client.open(server);
    const bo2 = await Client.open(server);
    expect(await bo2.hello(toBo.game, toBo.token)).toMatchObject({
      seat: 0,
      status: 'playing',
      toMove: 0,
      rematchOf: game.id,
      version: 0,
    });
    expect(await ada2.hello(toAda.game, toAda.token)).toMatchObject({ seat: 1 });
    // The finished game is in the history, with both names and its result.
    const history = await get<{ records: { players: string[] | null; result: string | null }[] }>(
      server,
      '/api/records?game=konobi&params=5&limit=100',
    );
    expect(history.body.records).toContainEqual(expect.objectContaining({ players: ['Ada', 'Bo'], result: 'black' }));
    await Promise.all([ada.close(), bo.close(), ada2.close(), bo2.close()]);
  });
});
