// The fault test: two instances of the built server (`node dist/server/main.js`, DATABASE_URL and PORT set) on one
// PostgreSQL, a Konobi game with a player on each; one instance is killed with SIGKILL mid-game, a move in flight.
// The player it served reconnects through the other instance, resends the move (answered, not played twice),
// and both finish the game there; every acknowledged move is in the final game, and the finished game is in the
// history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, Snapshot } from '../../src/online/protocol.js';
import { Client, createGame, get, type TestServer } from '../online/harness.js';
import { ensureBuilt, killServer, type RealServer, startServer } from '../server/realServer.js';
import { type PgCluster, startPostgres } from './harness.js';
import { konobiMove, serverAt } from './online.js';

let cluster: PgCluster;
const processes: RealServer[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  ensureBuilt();
  cluster = await startPostgres();
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  for (const p of processes) await killServer(p);
  await cluster?.stop();
});

async function instance(databaseUrl: string): Promise<{ server: TestServer; process: RealServer }> {
  const process = await startServer({ DATABASE_URL: databaseUrl, LUDOTECA_WRITE_LIMIT: '0' });
  processes.push(process);
  return { server: serverAt(process.url, () => killServer(process)), process };
}

async function open(server: TestServer): Promise<Client> {
  const client = await Client.open(server);
  clients.push(client);
  return client;
}

type State = Extract<ServerMessage, { type: 'state' }>;

describe('kill -9 of one instance mid-game', () => {
  // Two server processes and a whole game on a loaded machine: bounded, but well above the default 30 s.
  it('loses no acknowledged move: the players finish through the other instance', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = await Promise.all([instance(url), instance(url)]);
    const created = await createGame(a.server, {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'none' },
      name: 'Ada',
    });
    let ada = await open(a.server);
    const bo = await open(b.server);
    await ada.hello(created.id, created.token);
    await bo.hello(created.id, created.invites[0]?.token, 'Bo');
    const players = () => [ada, bo];
    /** Every ack received: the move and the version it was committed at. */
    const acked = new Map<number, string>();
    let counter = 0;

    /** The version Bo has seen last (the server may add events of its own, e.g. a forced pass). */
    let seen = 0;
    /** The seat to move plays a legal move and waits for the ack; the state after it, as Bo sees it. */
    const turn = async (): Promise<State> => {
      await bo.state(seen);
      const state = bo.latest() as State;
      const seat = state.toMove as number;
      const move = konobiMove(state, seat === 0 ? 0 : -1);
      const id = `m${++counter}`;
      // The mover plays from what its own instance has sent it, as a real client does.
      await players()[seat]?.state(state.version);
      const answer = await players()[seat]?.ask({ type: 'move', id, version: state.version, move }, 'ack', 'error');
      expect(answer).toMatchObject({ type: 'ack', id, version: state.version + 1 });
      acked.set(state.version + 1, move);
      seen = state.version + 1;
      return bo.state(seen);
    };

    // Some moves with Ada on A and Bo on B, once A has heard that Bo took the seat on B (as a real client, Ada
    // waits for the game to start: a move sent before A's room has the news is refused, "not started").
    await ada.next((m) => m.type === 'state' && m.status === 'playing', 0);
    for (let i = 0; i < 4; i++) await turn();

    // Ada's move in flight on A when A is killed: it may or may not have been committed.
    await bo.state(seen);
    const before = bo.latest() as State;
    expect(before.toMove).toBe(0);
    await ada.state(before.version);
    const inFlight = { type: 'move', id: 'in-flight', version: before.version, move: konobiMove(before, 0) };
    ada.send(inFlight);
    await killServer(a.process);

    // Ada reconnects through B and resends: answered with an ack at the next version whether A had committed it
    // or not, and played once.
    ada = await open(b.server);
    const resumed = await ada.hello(created.id, created.token);
    expect(resumed.seat).toBe(0);
    for (const [version, move] of acked) expect(resumed.moves[version - 1]).toBe(move);
    expect(resumed.version === before.version || resumed.version === before.version + 1).toBe(true);
    const answer = await ada.ask(inFlight, 'ack', 'error');
    expect(answer).toEqual({ type: 'ack', id: 'in-flight', version: before.version + 1 });
    acked.set(before.version + 1, inFlight.move);
    seen = before.version + 1;

    // The game is played to the end through B.
    await bo.state(seen);
    let last: Snapshot = bo.latest() as State;
    for (let guard = 0; last.status !== 'over' && guard < 100; guard++) {
      last = await turn();
      last = bo.latest() ?? last;
    }
    expect(last.status).toBe('over');
    expect(acked.size).toBeGreaterThan(6);
    for (const [version, move] of acked) expect(last.moves[version - 1]).toBe(move);
    expect(last.moves.filter((m) => m === inFlight.move)).toHaveLength(1);
    expect(last.version).toBe(last.moves.length);

    // The finished game went into the history (by the instance that committed its last move).
    let history: { records: { players: string[] | null; moves: number }[] } = { records: [] };
    for (let i = 0; i < 100 && history.records.length === 0; i++) {
      history = (await get<typeof history>(b.server, '/api/records?game=konobi')).body;
      if (history.records.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(history.records).toEqual([expect.objectContaining({ players: ['Ada', 'Bo'], moves: last.moves.length })]);
  }, 120_000);
});

describe('DATABASE_URL at start', () => {
  it('refuses a URL that is not PostgreSQL, and a database it cannot reach, in one line with status 1', async () => {
    await expect(startServer({ DATABASE_URL: 'mysql://localhost/x' })).rejects.toThrow(
      /exited \(1\) before listening: ludoteca: DATABASE_URL is not a PostgreSQL URL[^\n]*\n$/,
    );
    const unreachable = cluster.url('nowhere').replace('ludoteca-test', 'wrong-password');
    await expect(startServer({ DATABASE_URL: unreachable })).rejects.toThrow(
      /exited \(1\) before listening: ludoteca: cannot open the PostgreSQL database 127\.0\.0\.1:\d+\/nowhere: .*\(check DATABASE_URL\)\n$/,
    );
  }, 60_000);
});
