// Two server instances on one PostgreSQL with players on both, over real WebSockets: a move made through A
// reaches the players on B, and concurrent moves of one game through A and B are serialised (one is acked, the
// other answered stale-version), with the store holding only the winner.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/online/protocol.js';
import { Client, createGame, get, type TestServer } from '../online/harness.js';
import { type PgCluster, startPostgres } from './harness.js';
import { konobiMove, startPgServer } from './online.js';

let cluster: PgCluster;
let url: string;
let a: TestServer;
let b: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase();
  a = await startPgServer(url);
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
});
