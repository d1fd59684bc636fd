// Fairness between clients: one address cannot hold more than its share of the online sockets, and one address
// with many games against the computer has one turn thought about while each other address has one (the
// computer's turns wait in a line per address, an IPv6 /64 being one), a line being bounded.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CROWDED_CLOSE, type CreateResponse } from '../../src/online/protocol.js';
import { buildServer } from '../../src/server/app.js';
import { openStore } from '../../src/server/db.js';
import { type ComputerRunner, type ComputerTask, fairComputer } from '../../src/server/online/computer.js';
import { Rooms } from '../../src/server/online/rooms.js';
import { sqliteOnlineStore } from '../../src/server/online/sqliteStore.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { allGames, startServer, type TestServer } from './harness.js';

/** A worker that thinks until the test lets it answer, noting the turns in the order it was given them. */
function heldWorker() {
  const started: ComputerTask[] = [];
  const answers: (() => void)[] = [];
  return {
    started,
    /** Lets the oldest turn still thinking answer (Konobi 5×5's b2). */
    answer() {
      answers.shift()?.();
    },
    run(task: ComputerTask) {
      started.push(task);
      return new Promise<string>((resolve) => answers.push(() => resolve('b2')));
    },
    close: async () => {},
  };
}

let app: FastifyInstance | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await server?.close();
  server = undefined;
});

/** A socket to `url` from the local address `from`, with how it closed (code and reason) once it does. */
async function openFrom(url: string, from: string) {
  const socket = new WebSocket(url, { localAddress: from });
  const closed = new Promise<[number, string]>((resolve) => {
    socket.on('close', (code, reason) => resolve([code, reason.toString()]));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** Whether a socket just opened is kept: it answers a ping (a refused one is closed first). */
async function kept(s: Awaited<ReturnType<typeof openFrom>>): Promise<boolean> {
  const answered = new Promise<boolean>((resolve) => {
    s.socket.once('message', () => resolve(true));
    void s.closed.then(() => resolve(false));
  });
  if (s.socket.readyState === WebSocket.OPEN) s.socket.send('{"type":"ping"}');
  return answered;
}

describe('the online sockets one address holds', () => {
  it('are at most `perAddress`: the next is closed at once with 1013 and why, others are not affected', async () => {
    server = await startServer({ online: { socket: { perAddress: 3 } } });
    const url = server.ws;
    const first = await Promise.all([1, 2, 3].map(() => openFrom(url, '127.0.0.1')));
    for (const s of first) expect(await kept(s)).toBe(true);
    const fourth = await openFrom(url, '127.0.0.1');
    expect(await kept(fourth)).toBe(false);
    expect(await fourth.closed).toEqual([CROWDED_CLOSE, 'too many connections from this address: at most 3']);
    // Another address has its own count.
    const elsewhere = await openFrom(url, '127.0.0.2');
    expect(await kept(elsewhere)).toBe(true);
    // One closed, one more may open.
    first[0]?.socket.close();
    await first[0]?.closed;
    await expect.poll(async () => kept(await openFrom(url, '127.0.0.1'))).toBe(true);
    for (const s of [...first, elsewhere]) s.socket.close();
  });
});

/** A Konobi 5×5 game against the computer, which moves first, created from `address`. */
async function createFrom(server: FastifyInstance, address: string): Promise<string> {
  const created = await server.inject({
    method: 'POST',
    url: '/api/online/games',
    remoteAddress: address,
    payload: {
      game: 'konobi',
      params: '5',
      seats: [{ kind: 'computer', level: 1 }, { kind: 'person' }],
      clock: { kind: 'none' },
      listed: false,
      name: 'Ada',
      sit: 1,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as CreateResponse).id;
}

/** A server whose computer's turns go to `worker`, one at a time, fairly between addresses. */
async function oneWorkerServer(worker: ComputerRunner): Promise<FastifyInstance> {
  app = await buildServer({
    dbPath: ':memory:',
    webRoot: join(tmpdir(), 'ludoteca-no-web'),
    games: allGames(),
    writeLimit: false,
    online: { computer: fairComputer(worker, { workers: 1 }) },
  });
  return app;
}

describe("the computer's turns", () => {
  it("of another address wait behind one of a busy address's turns, not behind all of them", async () => {
    const worker = heldWorker();
    const server = await oneWorkerServer(worker);
    const busy: string[] = [];
    for (let i = 0; i < 4; i++) busy.push(await createFrom(server, '203.0.113.9'));
    const other = await createFrom(server, '198.51.100.7');
    const seedOf = async (id: string) => (await server.storage.online.load(id))?.seed;
    const bySeed = new Map<string | undefined, string>();
    for (const id of [...busy, other]) bySeed.set(await seedOf(id), id);
    // One worker: the busy address's first turn is being thought about; its three others and the other address's
    // turn wait. Each answer frees the worker for the next.
    expect(worker.started).toHaveLength(1);
    for (let i = 1; i < 5; i++) {
      worker.answer();
      await expect.poll(() => worker.started.length).toBe(i + 1);
    }
    worker.answer();
    const order = worker.started.map((t) => bySeed.get(t.seed));
    expect(order).toEqual([busy[0], other, busy[1], busy[2], busy[3]]);
  });

  it('of the addresses of one IPv6 /64 wait in one line: rotating addresses in it takes no more turns', async () => {
    const worker = heldWorker();
    const server = await oneWorkerServer(worker);
    const busy: string[] = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '::ffff:203.0.113.9']) {
      busy.push(await createFrom(server, address));
    }
    const other = await createFrom(server, '2001:db8:1:3::1');
    const seedOf = async (id: string) => (await server.storage.online.load(id))?.seed;
    const bySeed = new Map<string | undefined, string>();
    for (const id of [...busy, other]) bySeed.set(await seedOf(id), id);
    for (let i = 1; i < 5; i++) {
      worker.answer();
      await expect.poll(() => worker.started.length).toBe(i + 1);
    }
    worker.answer();
    // The /64's three games share a line, so the other /64 waits behind one of them; the mapped IPv4 address is
    // a line of its own.
    const order = worker.started.map((t) => bySeed.get(t.seed));
    expect(order).toEqual([busy[0], busy[3], other, busy[1], busy[2]]);
  });

  it("of one address wait at most `perSource` at once: past it, the computer's fallback at once", async () => {
    const worker = heldWorker();
    const computer = fairComputer(worker, { workers: 1, perSource: 2 });
    const task = (seed: string): ComputerTask => ({
      game: 'konobi',
      params: '5',
      seed,
      moves: [],
      seat: 0,
      level: 1,
      timeMs: 1000,
    });
    const answers = ['a1', 'a2', 'a3', 'a4'].map((seed) => computer.move(task(seed), '203.0.113.9'));
    const otherAnswer = computer.move(task('b1'), '198.51.100.7');
    // a1 thinks, a2 and a3 wait: a4 is one too many for its address, not for the other's.
    expect(await answers[3]).toBeUndefined();
    for (let i = 0; i < 4; i++) {
      worker.answer();
      await expect.poll(() => worker.started.length).toBe(Math.min(4, i + 2));
    }
    expect(await Promise.all([...answers.slice(0, 3), otherAnswer])).toEqual(['b2', 'b2', 'b2', 'b2']);
    expect(worker.started.map((t) => t.seed)).toEqual(['a1', 'b1', 'a2', 'a3']);
    await computer.close();
  });

  it("after a person's move wait in the line of the address that sent it", async () => {
    const disk = openStore(':memory:');
    const store = sqliteOnlineStore(disk.db);
    await store.create({
      id: 'linesource000000',
      game: 'konobi',
      params: '5',
      seed: 's',
      clock: { kind: 'none' },
      listed: false,
      createdAt: Date.now(),
      seats: [
        { kind: 'person', tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
        { kind: 'computer', level: 1 },
      ],
    });
    const asked: (string | undefined)[] = [];
    const rooms = new Rooms({
      store,
      games: allGames(),
      computer: {
        async move(_task, source) {
          asked.push(source);
          return 'b2';
        },
        close: async () => {},
      },
    });
    await rooms.start();
    const ada = { seat: null, address: '203.0.113.9', send: () => {} };
    await rooms.hello(ada, { type: 'hello', game: 'linesource000000', token: 'ada-token-aaaaaaaaaaaa' });
    await rooms.request(ada, { type: 'move', id: 'm1', version: 0, move: 'c3' });
    await expect.poll(() => asked.length).toBe(1);
    expect(asked).toEqual(['203.0.113.9']);
    await rooms.close();
    disk.close();
  });
});
