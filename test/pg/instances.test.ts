// Two server instances on one PostgreSQL with players on both, over real WebSockets: a move made through A
// reaches the players on B, concurrent moves of one game through A and B are serialised (one is acked, the
// other answered stale-version), with the store holding only the winner, and a seat connected through B counts
// as connected on A (no claim against it).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, Snapshot } from '../../src/online/protocol.js';
import { ABSENT_MS } from '../../src/online/room.js';
import { Client, createGame, get, type TestServer } from '../online/harness.js';
import { type PgCluster, startPostgres } from './harness.js';
import { konobiMove, startPgServer } from './online.js';

let cluster: PgCluster;
let url: string;
let a: TestServer;
let b: TestServer;
const clients: Client[] = [];
/** A's clock (the rooms', for claims), moved on by the test; B's is the real one. */
let offsetA = 0;

type State = Extract<ServerMessage, { type: 'state' }>;
const connected = (m: ServerMessage, seat: number) =>
  m.type === 'state' && m.seats[seat]?.kind === 'person' && m.seats[seat].connected;

beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase();
  a = await startPgServer(url, () => Date.now() + offsetA);
  b = await startPgServer(url);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await a?.close();
  await b?.close();
  await cluster?.stop();
});

async function open(server: TestServer): Promise<Client> {
  const client = await Client.open(server);
  clients.push(client);
  return client;
}

async function newKonobi(on: TestServer) {
  return createGame(on, {
    game: 'konobi',
    params: '5',
    seats: [{ kind: 'person' }, { kind: 'person' }],
    clock: { kind: 'none' },
    name: 'Ada',
  });
}

describe('two instances on one PostgreSQL', () => {
  it('a move made through A reaches the player and the spectator on B, and back', async () => {
    const created = await newKonobi(a);
    const ada = await open(a);
    const bo = await open(b);
    const watcher = await open(b);
    await ada.hello(created.id, created.token);
    expect(await bo.hello(created.id, created.invites[0]?.token, 'Bo')).toMatchObject({ status: 'playing', seat: 1 });
    // Ada on A learns that Bo took his seat on B.
    expect((await ada.next((m) => m.type === 'state' && m.status === 'playing', 0)).type).toBe('state');
    await watcher.hello(created.id);

    const first = konobiMove({ params: '5', moves: [] });
    expect(await ada.ask({ type: 'move', id: 'a1', version: 0, move: first }, 'ack', 'error')).toEqual({
      type: 'ack',
      id: 'a1',
      version: 1,
    });
    expect((await bo.state(1)).moves).toEqual([first]);
    expect((await watcher.state(1)).moves).toEqual([first]);

    const second = konobiMove({ params: '5', moves: [first] });
    expect(await bo.ask({ type: 'move', id: 'b1', version: 1, move: second }, 'ack', 'error')).toMatchObject({
      type: 'ack',
      version: 2,
    });
    expect((await ada.state(2)).moves).toEqual([first, second]);
    // Either instance answers the same public snapshot.
    const viaA = await get<{ version: number; moves: string[] }>(a, `/api/online/games/${created.id}`);
    const viaB = await get<{ version: number; moves: string[] }>(b, `/api/online/games/${created.id}`);
    expect(viaA.body).toMatchObject({ version: 2, moves: [first, second] });
    expect(viaB.body).toMatchObject({ version: 2, moves: [first, second] });
  }, 60_000);

  it('concurrent moves of one seat through A and B: one is acked, the other answered stale-version', async () => {
    const created = await newKonobi(b);
    const adaOnA = await open(a);
    const adaOnB = await open(b);
    const bo = await open(a);
    await adaOnA.hello(created.id, created.token);
    await adaOnB.hello(created.id, created.token);
    await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    // Both of Ada's instances know the game has started (B learns that Bo sat down on A by a NOTIFY).
    for (const c of [adaOnA, adaOnB]) await c.next((m) => m.type === 'state' && m.status === 'playing', 0);
    const moves: string[] = [];
    for (let round = 0; round < 3; round++) {
      const version = moves.length;
      // Ada's turn: two different moves at the same version, one through each instance, at once.
      const fromA = konobiMove({ params: '5', moves }, 0);
      const fromB = konobiMove({ params: '5', moves }, -1);
      expect(fromA).not.toBe(fromB);
      const answers = await Promise.all([
        adaOnA.ask({ type: 'move', id: `r${round}a`, version, move: fromA }, 'ack', 'error'),
        adaOnB.ask({ type: 'move', id: `r${round}b`, version, move: fromB }, 'ack', 'error'),
      ]);
      const acked = answers.filter((m) => m.type === 'ack');
      const refused = answers.filter((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error');
      expect(acked).toEqual([expect.objectContaining({ version: version + 1 })]);
      expect(refused.map((m) => m.code)).toEqual(['stale-version']);
      const winner = answers[0]?.type === 'ack' ? fromA : fromB;
      moves.push(winner);
      // Both of Ada's sockets and Bo see the winner only.
      for (const c of [adaOnA, adaOnB, bo]) expect((await c.state(version + 1)).moves).toEqual(moves);
      // Bo's reply, so that it is Ada's turn again.
      const reply = konobiMove({ params: '5', moves });
      expect(
        await bo.ask({ type: 'move', id: `r${round}bo`, version: version + 1, move: reply }, 'ack', 'error'),
      ).toMatchObject({ type: 'ack' });
      moves.push(reply);
      await adaOnA.state(version + 2);
      await adaOnB.state(version + 2);
    }
    // The database holds exactly the acknowledged moves, in order.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const events = await db.query<{ version: number; move: string }>(
      'SELECT version, move FROM online_events WHERE game_id = $1 ORDER BY version',
      [created.id],
    );
    await db.end();
    expect(events.rows.map((e) => e.move)).toEqual(moves);
    expect(events.rows.map((e) => e.version)).toEqual(moves.map((_, i) => i + 1));
  }, 60_000);

  it('a seat connected only through B is connected on A: no claim against it until it has left B', async () => {
    const created = await newKonobi(a);
    const ada = await open(a);
    const bo = await open(b);
    await ada.hello(created.id, created.token);
    await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    const first = konobiMove({ params: '5', moves: [] });
    await ada.ask({ type: 'move', id: 'a1', version: 0, move: first }, 'ack');
    // Each instance hears that the other holds a connection of the other seat.
    const here = await ada.next<State>((m) => m.type === 'state' && m.version === 1 && connected(m, 1), 0);
    expect(here.claimableAt).toBeNull();
    await bo.next((m) => connected(m, 0), 0);

    // Bo has no socket on A, and A's clock is past the absence time: he is there all the same.
    offsetA += ABSENT_MS + 1000;
    expect(await ada.ask({ type: 'claim', id: 'c1' }, 'ack', 'error')).toMatchObject({
      type: 'error',
      code: 'not-claimable',
    });
    const viaA = await get<Snapshot>(a, `/api/online/games/${created.id}`);
    expect(viaA.body.seats[1]).toMatchObject({ kind: 'person', connected: true });
    expect(viaA.body.claimableAt).toBeNull();

    // Bo leaves B: A hears it, and his absence counts from then, on A's clock.
    const from = ada.messages.length;
    await bo.close();
    const gone = await ada.next<State>((m) => m.type === 'state' && !connected(m, 1), from);
    expect(gone.claimableAt).toBeGreaterThan(Date.now() + offsetA);
    expect(await ada.ask({ type: 'claim', id: 'c2' }, 'ack', 'error')).toMatchObject({ code: 'not-claimable' });
    offsetA += ABSENT_MS + 1000;
    expect(await ada.ask({ type: 'claim', id: 'c3' }, 'ack', 'error')).toEqual({ type: 'ack', id: 'c3', version: 2 });
    expect((await ada.state(2)).end).toMatchObject({ reason: 'abandoned', seat: 1, winners: [0] });
  }, 60_000);
});
