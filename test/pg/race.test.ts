// Several instances on one PostgreSQL each take up every game in progress when they start, so each computes the
// computer's move and watches the clock of every game. Two instances that both commit such a move or time-out
// for one game must not both succeed: the append is a compare-and-set on the game's version. Here two instances
// are made to race for real (their appends of one game at one version wait for each other, then go together):
// one commits, the other is answered 'conflict' and takes up what was committed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/online/protocol.js';
import type { ComputerPlayer, ComputerTask } from '../../src/server/online/computer.js';
import type { NewOnlineGame, OnlineStore } from '../../src/server/online/store.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { openStorage } from '../../src/server/openStorage.js';
import type { Storage } from '../../src/server/storage.js';
import { Client, get, type TestServer } from '../online/harness.js';
import { type PgCluster, startPostgres } from './harness.js';
import { konobiMove, startPgServer } from './online.js';

let cluster: PgCluster;
const opened: { close(): Promise<void> }[] = [];
const clients: Client[] = [];
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const o of opened.reverse()) await o.close();
  await cluster?.stop();
});

/**
 * A meeting point: `arrive(key)` waits until `n` callers have arrived with that key (then all go on together), or
 * `ms` have passed. `met` lists the keys where all `n` met.
 */
function meeting(n: number, ms = 30_000) {
  const points = new Map<string, { count: number; all: Promise<void>; release: () => void }>();
  const met: string[] = [];
  return {
    met,
    async arrive(key: string): Promise<void> {
      let point = points.get(key);
      if (!point) {
        let release = () => {};
        const all = new Promise<void>((resolve) => {
          release = resolve;
        });
        point = { count: 0, all, release };
        points.set(key, point);
        setTimeout(release, ms).unref();
      }
      if (++point.count === n) {
        met.push(key);
        point.release();
      }
      await point.all;
    },
  };
}

/**
 * `inner`, its appends of `game` at version `at` (any, by default) waiting at `meet` first; what each of them
 * answered (or threw) goes to `answers`.
 */
function racing(
  inner: OnlineStore,
  game: string,
  meet: ReturnType<typeof meeting>,
  answers: string[],
  at?: number,
): OnlineStore {
  return {
    ...inner,
    async append(id, expected, event, progress, rematch) {
      if (id !== game || (at !== undefined && expected !== at)) {
        return inner.append(id, expected, event, progress, rematch);
      }
      await meet.arrive(`${id}@${expected}`);
      try {
        const answer = await inner.append(id, expected, event, progress, rematch);
        answers.push(answer);
        return answer;
      } catch (e) {
        answers.push(`threw: ${(e as Error).message}`);
        throw e;
      }
    },
  };
}

/** A computer seat that plays the `pick`-th legal Konobi move (its instance's own choice); the tasks it was given. */
function computer(pick: number, tasks: ComputerTask[]): ComputerPlayer {
  return {
    move: async (task) => {
      tasks.push(task);
      return konobiMove({ params: task.params, moves: task.moves }, pick);
    },
    close: async () => {},
  };
}

async function storageOn(url: string): Promise<Storage> {
  const storage = await openStorage({ dbPath: ':memory:', databaseUrl: url });
  opened.push(storage);
  return storage;
}

/**
 * Two instances on `url`, each with its own store racing the other's for `game` (at version `at`, or any), and its
 * own computer player.
 */
async function twoInstances(url: string, game: string, at?: number) {
  const meet = meeting(2);
  const answers: string[] = [];
  const tasks: ComputerTask[] = [];
  const servers: TestServer[] = [];
  // In parallel, as instances deployed together start: each takes up every game in progress.
  await Promise.all(
    [0, -1].map(async (pick, i) => {
      const store = racing((await storageOn(url)).online, game, meet, answers, at);
      const server = await startPgServer(url, undefined, { store, computer: computer(pick, tasks) });
      opened.push(server);
      servers[i] = server;
    }),
  );
  return { meet, answers, tasks, servers: servers as [TestServer, TestServer] };
}

async function eventsOf(url: string, game: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query('SELECT version, kind, seat, move FROM online_events WHERE game_id = $1', [game]);
    const row = await client.query('SELECT version, over FROM online_games WHERE id = $1', [game]);
    return { events: events.rows, game: row.rows[0] };
  } finally {
    await client.end();
  }
}

/** Both instances' public snapshot, once each has reached `version`. */
async function bothAt(servers: readonly TestServer[], game: string, version: number): Promise<Snapshot[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const snaps = await Promise.all(
      servers.map(async (s) => (await get<Snapshot>(s, `/api/online/games/${game}`)).body),
    );
    if (snaps.every((s) => s.version >= version) || Date.now() > deadline) return snaps;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const T0 = Date.now();
const newGame = (id: string, overrides: Partial<NewOnlineGame>): NewOnlineGame => ({
  id,
  game: 'konobi',
  params: '5',
  seed: `seed-${id}`,
  clock: { kind: 'none' },
  listed: false,
  createdAt: T0,
  seats: [
    { kind: 'person', tokenHash: `hash-${id}-0`, name: 'Ada' },
    { kind: 'person', tokenHash: `hash-${id}-1`, name: 'Bo' },
  ],
  ...overrides,
});

const progress = (toMove: number) => ({ toMove, over: false });

describe('two instances starting with the same game in progress', () => {
  it("commit the computer's move once: one append is acknowledged, the other is a conflict", async () => {
    const url = await cluster.createDatabase();
    const id = 'racecomputer0001';
    // The computer (seat 0) moves first; both instances take the game up at start and ask their own computer.
    await (await storageOn(url)).online.create(
      newGame(id, {
        seats: [
          { kind: 'computer', level: 1 },
          { kind: 'person', tokenHash: 'h', name: 'Bo' },
        ],
      }),
    );
    const { meet, answers, tasks, servers } = await twoInstances(url, id);

    const snaps = await bothAt(servers, id, 1);
    // Each instance asked its computer at version 0, and both appended at version 0 at once.
    expect(tasks.map((t) => t.moves)).toEqual([[], []]);
    expect(meet.met).toEqual([`${id}@0`]);
    expect(answers.sort()).toEqual(['conflict', 'ok']);
    // One move is stored, and both instances show it (the loser took up the winner's move).
    const stored = await eventsOf(url, id);
    expect(stored.game).toEqual({ version: 1, over: false });
    expect(stored.events).toEqual([{ version: 1, kind: 'move', seat: 0, move: expect.any(String) }]);
    expect(snaps.map((s) => [s.version, s.moves])).toEqual([
      [1, [stored.events[0].move]],
      [1, [stored.events[0].move]],
    ]);
  }, 120_000);

  it('commit a fallen flag once: one time-out is acknowledged, the other is a conflict', async () => {
    const url = await cluster.createDatabase();
    const id = 'racetimeout00001';
    // One second each: an instance counts a turn from when it took the game up (no clock runs while no server
    // holds a game), so both instances' timers fall about a second after they start. Both seats have made their
    // first moves (before them no clock runs): Ada's clock is running.
    const storage = await storageOn(url);
    await storage.online.create(newGame(id, { clock: { kind: 'clock', initialMs: 1_000, incrementMs: 0 } }));
    const clocks = [1_000, 1_000];
    await storage.online.append(id, 0, { version: 1, kind: 'move', seat: 0, move: 'c3', at: T0, clocks }, progress(1));
    await storage.online.append(id, 1, { version: 2, kind: 'move', seat: 1, move: 'b2', at: T0, clocks }, progress(0));
    const { meet, answers, tasks, servers } = await twoInstances(url, id);

    const snaps = await bothAt(servers, id, 3);
    expect(tasks).toEqual([]);
    expect(meet.met).toEqual([`${id}@2`]);
    expect(answers.sort()).toEqual(['conflict', 'ok']);
    const stored = await eventsOf(url, id);
    expect(stored.game).toEqual({ version: 3, over: true });
    expect(stored.events.at(-1)).toEqual({ version: 3, kind: 'timeout', seat: 0, move: null });
    for (const snap of snaps) {
      expect(snap).toMatchObject({ version: 3, status: 'over', end: { reason: 'time', seat: 0, winners: [1] } });
    }
  }, 120_000);
});

describe('two instances completing one rematch at once', () => {
  it('start one new game: the losing append creates none', async () => {
    const url = await cluster.createDatabase();
    const id = 'racerematch00001';
    const ada = 'ada-token-for-the-race-1';
    const bo = 'bo-token-for-the-race-12';
    await (await storageOn(url)).online.create(
      newGame(id, {
        seats: [
          { kind: 'person', tokenHash: hashToken(ada), name: 'Ada' },
          { kind: 'person', tokenHash: hashToken(bo), name: 'Bo' },
        ],
      }),
    );
    // The race is the append at version 2: the offer that completes the rematch.
    const { meet, answers, servers } = await twoInstances(url, id, 2);
    const [adaOnA, adaOnB, boOnA] = [
      await Client.open(servers[0]),
      await Client.open(servers[1]),
      await Client.open(servers[0]),
    ];
    clients.push(adaOnA, adaOnB, boOnA);
    await adaOnA.hello(id, ada);
    await adaOnB.hello(id, ada);
    await boOnA.hello(id, bo);
    expect(await adaOnA.ask({ type: 'resign', id: 'r1' }, 'ack', 'error')).toMatchObject({ type: 'ack', version: 1 });
    expect(await boOnA.ask({ type: 'rematch', id: 'b1' }, 'ack', 'error')).toMatchObject({ type: 'ack', version: 2 });
    await adaOnB.state(2);
    // Ada accepts from both instances at once: each would start the new game.
    await Promise.all([
      adaOnA.ask({ type: 'rematch', id: 'a1' }, 'ack', 'error'),
      adaOnB.ask({ type: 'rematch', id: 'a2' }, 'ack', 'error'),
    ]);
    expect(meet.met).toEqual([`${id}@2`]);
    expect(answers.sort()).toEqual(['conflict', 'ok']);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const rematches = await db.query('SELECT id FROM online_games WHERE rematch_of = $1', [id]);
      const offers = await db.query('SELECT rematch FROM online_events WHERE game_id = $1 AND version = 3', [id]);
      expect(rematches.rows).toHaveLength(1);
      expect(offers.rows).toEqual([{ rematch: rematches.rows[0]?.id }]);
    } finally {
      await db.end();
    }
  }, 120_000);
});
