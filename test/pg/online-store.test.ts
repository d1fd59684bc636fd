// The online store (server/online/store.ts) answers the same on SQLite and on PostgreSQL (one table of cases run
// against both); on PostgreSQL two stores on one database stand for two instances: an append through one is
// heard by the other (LISTEN/NOTIFY, also after the listening connection drops), and concurrent appends of one
// game are serialised by the version's compare-and-set. On both, a finished game's history entry left pending
// by an instance that died after the ending was committed is written once by the next one.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/online/protocol.js';
import type { NewRecord } from '../../src/server/db.js';
import { Rooms } from '../../src/server/online/rooms.js';
import type { NewOnlineGame, OnlineEvent } from '../../src/server/online/store.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { openStorage } from '../../src/server/openStorage.js';
import type { Storage } from '../../src/server/storage.js';
import { allGames } from '../online/harness.js';
import { type PgCluster, startPostgres, storageBackends } from './harness.js';

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
const { backends: BACKENDS, close } = storageBackends(() => cluster);
afterAll(async () => {
  await close();
  await cluster?.stop();
});

const T0 = Date.parse('2026-11-26T10:00:00Z');

function newGame(id: string, overrides: Partial<NewOnlineGame> = {}): NewOnlineGame {
  return {
    id,
    game: 'konobi',
    params: '7',
    seed: `seed-${id}`,
    clock: { kind: 'clock', initialMs: 300_000, incrementMs: 5_000 },
    listed: true,
    createdAt: T0,
    seats: [
      { kind: 'person', tokenHash: `hash-${id}-0`, name: 'Ada' },
      { kind: 'person', tokenHash: `hash-${id}-1` },
    ],
    ...overrides,
  };
}

const move = (version: number, seat: number, text: string, at = T0 + version * 1000): OnlineEvent => ({
  version,
  kind: 'move',
  seat,
  move: text,
  clientId: `c${version}`,
  at,
  clocks: [300_000 - version, 300_000],
});

/** Resolves with the first `n` announcements, or what came within `ms`. */
function collect(into: [string, number][], n: number, ms = 10_000): Promise<[string, number][]> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const poll = () => (into.length >= n || Date.now() > deadline ? resolve(into.slice()) : setTimeout(poll, 10));
    poll();
  });
}

/** Waits (at most `ms`) until `heard` holds [id, version]; true when it does. */
async function hears(heard: [string, number][], id: string, version: number, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!heard.some(([i, v]) => i === id && v === version)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

type Case = readonly [string, (s: Storage) => Promise<void>];

const CASES: readonly Case[] = [
  [
    'creates a game and loads it whole: meta, seats, no events',
    async (s) => {
      const game = newGame('g1', {
        game: 'scarabeo',
        params: 'it',
        clock: { kind: 'correspondence', daysPerMove: 3 },
        listed: false,
        rematchOf: 'g0',
        seats: [
          { kind: 'person', tokenHash: 'h0', name: 'Niccolò 🎲' },
          { kind: 'computer', level: 3 },
        ],
      });
      await s.online.create(game);
      expect(await s.online.load('g1')).toEqual({ ...game, events: [], updatedAt: T0 });
      expect(await s.online.load('nope')).toBeUndefined();
    },
  ],
  [
    'appends by compare-and-set: the expected version only, events back in order with their fields',
    async (s) => {
      await s.online.create(newGame('g1'));
      expect(await s.online.append('g1', 0, move(1, 0, 'd4'), { toMove: 1, over: false })).toBe('ok');
      // Another writer still at version 0: refused, nothing written.
      expect(await s.online.append('g1', 0, move(1, 1, 'e5'), { toMove: 0, over: false })).toBe('conflict');
      const resign: OnlineEvent = { version: 2, kind: 'resign', seat: 1, at: T0 + 5000 };
      expect(await s.online.append('g1', 1, resign, { toMove: null, over: true })).toBe('ok');
      const stored = await s.online.load('g1');
      expect(stored?.events).toEqual([move(1, 0, 'd4'), resign]);
      expect(stored?.updatedAt).toBe(T0 + 5000);
      await expect(s.online.append('g1', 2, move(4, 0, 'a1'), { toMove: 1, over: false })).rejects.toThrow();
      expect(await s.online.append('nope', 0, move(1, 0, 'd4'), { toMove: 1, over: false })).toBe('conflict');
    },
  ],
  [
    'starts a rematch with the append that completes it, and none with an append that loses',
    async (s) => {
      await s.online.create(newGame('g1'));
      const resign: OnlineEvent = { version: 1, kind: 'resign', seat: 0, at: T0 + 1000 };
      expect(await s.online.append('g1', 0, resign, { toMove: null, over: true })).toBe('ok');
      const offer = (version: number, rematch: string): OnlineEvent => ({
        version,
        kind: 'rematch-offer',
        seat: 1,
        at: T0 + 2000,
        rematch,
      });
      const loser = newGame('r1', { rematchOf: 'g1', createdAt: T0 + 2000 });
      const winner = newGame('r2', { rematchOf: 'g1', createdAt: T0 + 2000 });
      // At a version the game has left: refused, and the new game is not created.
      expect(await s.online.append('g1', 0, offer(1, 'r1'), { toMove: null, over: true }, loser)).toBe('conflict');
      expect(await s.online.load('r1')).toBeUndefined();
      expect(await s.online.append('g1', 1, offer(2, 'r2'), { toMove: null, over: true }, winner)).toBe('ok');
      expect(await s.online.load('r2')).toMatchObject({ id: 'r2', rematchOf: 'g1', events: [] });
      expect((await s.online.load('g1'))?.events.at(-1)).toMatchObject({ kind: 'rematch-offer', rematch: 'r2' });
    },
  ],
  [
    'sits a person on a free seat once; never on a taken or a computer seat',
    async (s) => {
      await s.online.create(newGame('g1', { seats: [{ kind: 'person' }, { kind: 'computer', level: 1 }] }));
      expect(await s.online.takeSeat('g1', 0, 'h-bo', 'Bo')).toBe(true);
      expect(await s.online.takeSeat('g1', 0, 'h-cy', 'Cy')).toBe(false);
      expect(await s.online.takeSeat('g1', 1, 'h-cy', 'Cy')).toBe(false);
      expect(await s.online.takeSeat('g1', 5, 'h-cy', 'Cy')).toBe(false);
      expect((await s.online.load('g1'))?.seats).toEqual([
        { kind: 'person', tokenHash: 'h-bo', name: 'Bo' },
        { kind: 'computer', level: 1 },
      ]);
    },
  ],
  [
    'lists the lobby: listed games in progress with a free seat, newest first, at most the limit',
    async (s) => {
      await s.online.create(newGame('old', { createdAt: T0 }));
      await s.online.create(newGame('new', { createdAt: T0 + 2 }));
      await s.online.create(newGame('mid', { createdAt: T0 + 1 }));
      await s.online.create(newGame('unlisted', { listed: false, createdAt: T0 + 3 }));
      await s.online.create(newGame('over', { createdAt: T0 + 4 }));
      await s.online.append(
        'over',
        0,
        { version: 1, kind: 'resign', seat: 0, at: T0 + 9 },
        { toMove: null, over: true },
      );
      await s.online.create(newGame('full', { createdAt: T0 + 5 }));
      await s.online.takeSeat('full', 1, 'h', 'Bo');
      expect((await s.online.lobby(50)).map((g) => g.id)).toEqual(['new', 'mid', 'old']);
      expect((await s.online.lobby(2)).map((g) => g.id)).toEqual(['new', 'mid']);
      const [first] = await s.online.lobby(1);
      expect(first).toEqual({
        id: 'new',
        game: 'konobi',
        params: '7',
        clock: { kind: 'clock', initialMs: 300_000, incrementMs: 5_000 },
        seats: newGame('new').seats,
        listed: true,
        over: false,
        toMove: 0,
        version: 0,
        createdAt: T0 + 2,
        updatedAt: T0 + 2,
      });
    },
  ],
  [
    'finds the games tokens hold a taken seat in, most recently changed first, and the games in progress',
    async (s) => {
      await s.online.create(newGame('a'));
      await s.online.create(newGame('b', { createdAt: T0 + 1 }));
      await s.online.create(newGame('c'));
      await s.online.append('a', 0, move(1, 0, 'd4', T0 + 50), { toMove: 1, over: false });
      await s.online.append('c', 0, { version: 1, kind: 'resign', seat: 0, at: T0 + 60 }, { toMove: null, over: true });
      // hash-b-1 is an invite nobody has taken: not a game that token plays.
      const found = await s.online.findByTokens(['hash-a-0', 'hash-b-0', 'hash-b-1', 'hash-c-0', 'unknown']);
      expect(found.map((g) => [g.id, g.seat, g.version, g.over, g.toMove])).toEqual([
        ['c', 0, 1, true, null],
        ['a', 0, 1, false, 1],
        ['b', 0, 0, false, 0],
      ]);
      expect(await s.online.findByTokens([])).toEqual([]);
      // Active: in progress with a clock (a, b) or a computer to move (e); not d, persons without a clock.
      await s.online.create(newGame('d', { clock: { kind: 'none' } }));
      await s.online.create(
        newGame('e', { clock: { kind: 'none' }, seats: [{ kind: 'computer', level: 1 }, { kind: 'person' }] }),
      );
      expect((await s.online.active()).sort()).toEqual(['a', 'b', 'e']);
    },
  ],
  [
    'keeps how a game ended, written with the event that ended it, and never changed by the events after it',
    async (s) => {
      await s.online.create(newGame('a'));
      await s.online.create(newGame('b', { createdAt: T0 + 1 }));
      await s.online.append('a', 0, move(1, 0, 'd4', T0 + 50), { toMove: 1, over: false });
      const end = { reason: 'resign', seat: 1, winners: [0], result: 'black' } as const;
      await s.online.append(
        'a',
        1,
        { version: 2, kind: 'resign', seat: 1, at: T0 + 60 },
        { toMove: null, over: true, end },
      );
      // A rematch offer after the end: the ending stays as it was written.
      await s.online.append(
        'a',
        2,
        { version: 3, kind: 'rematch-offer', seat: 0, at: T0 + 70 },
        { toMove: null, over: true, end: { ...end, winners: [1] } },
      );
      // An append that loses the compare-and-set writes no ending either.
      await s.online.append(
        'b',
        5,
        { version: 6, kind: 'resign', seat: 0, at: T0 + 80 },
        { toMove: null, over: true, end: { ...end, seat: 0, winners: [1] } },
      );
      const found = await s.online.findByTokens(['hash-a-0', 'hash-b-0']);
      expect(found.map((g) => [g.id, g.over, g.end])).toEqual([
        ['a', true, end],
        ['b', false, undefined],
      ]);
      expect((await s.online.lobby(50)).map((g) => [g.id, g.end])).toEqual([['b', undefined]]);
    },
  ],
  [
    'keeps an aborted game: the abort event as it was, its ending without a winner, no longer active',
    async (s) => {
      await s.online.create(
        newGame('a', { seats: [...newGame('a').seats.slice(0, 1), { kind: 'person', name: 'Bo' }] }),
      );
      expect(await s.online.active()).toEqual(['a']);
      const abort: OnlineEvent = { version: 1, kind: 'abort', seat: 0, at: T0 + 30_000, clocks: [300_000, 300_000] };
      const end = { reason: 'aborted', seat: 0, winners: [], result: 'aborted' } as const;
      expect(await s.online.append('a', 0, abort, { toMove: null, over: true, end })).toBe('ok');
      expect((await s.online.load('a'))?.events).toEqual([abort]);
      expect((await s.online.findByTokens(['hash-a-0'])).map((g) => [g.id, g.over, g.end])).toEqual([['a', true, end]]);
      expect(await s.online.active()).toEqual([]);
    },
  ],
  [
    'marks a history entry pending with the ending event that says so, until it is written; nothing else',
    async (s) => {
      for (const id of ['a', 'b', 'c']) await s.online.create(newGame(id));
      const end = { reason: 'resign', seat: 0, winners: [1], result: 'white' } as const;
      const resign: OnlineEvent = { version: 1, kind: 'resign', seat: 0, at: T0 + 60 };
      await s.online.append('a', 0, resign, { toMove: null, over: true, end, history: true });
      await s.online.append('b', 0, resign, { toMove: null, over: true, end });
      await s.online.append('c', 0, move(1, 0, 'd4'), { toMove: 1, over: false });
      // An append that loses the compare-and-set marks nothing.
      await s.online.append('c', 0, resign, { toMove: null, over: true, end, history: true });
      expect(await s.online.historyPending()).toEqual(['a']);
      expect((await s.online.load('a'))?.historyPending).toBe(true);
      expect((await s.online.load('b'))?.historyPending).toBeUndefined();
      // An event after the end (a rematch offer) leaves the mark as it is.
      const offer: OnlineEvent = { version: 2, kind: 'rematch-offer', seat: 1, at: T0 + 70 };
      await s.online.append('a', 1, offer, { toMove: null, over: true });
      expect(await s.online.historyPending()).toEqual(['a']);
      await s.online.historyWritten('a');
      expect(await s.online.historyPending()).toEqual([]);
      expect((await s.online.load('a'))?.historyPending).toBeUndefined();
    },
  ],
  [
    'announces each append to its listeners once, until they stop listening',
    async (s) => {
      await s.online.create(newGame('g1'));
      const heard: [string, number][] = [];
      const stop = await s.online.listen((id, version) => heard.push([id, version]));
      await s.online.append('g1', 0, move(1, 0, 'd4'), { toMove: 1, over: false });
      await s.online.append('g1', 0, move(1, 0, 'd5'), { toMove: 1, over: false }); // a conflict: no news
      await s.online.append('g1', 1, move(2, 1, 'e4'), { toMove: 0, over: false });
      expect(await collect(heard, 2)).toEqual([
        ['g1', 1],
        ['g1', 2],
      ]);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toHaveLength(2);
      await stop();
      await s.online.append('g1', 2, move(3, 0, 'f4'), { toMove: 1, over: false });
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toHaveLength(2);
    },
  ],
];

describe.each(BACKENDS)('online store on %s', (_name, backend) => {
  it.each(CASES)('%s', async (_what, run) => {
    const { storage, done } = await backend.open();
    try {
      await run(storage);
    } finally {
      await done();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  async function pair(): Promise<{ a: Storage; b: Storage; url: string }> {
    const url = await cluster.createDatabase();
    const a = await openStorage({ dbPath: ':memory:', databaseUrl: url });
    const b = await openStorage({ dbPath: ':memory:', databaseUrl: url });
    return { a, b, url };
  }

  it('an append through A is heard by B (once) and by A itself (once)', async () => {
    const { a, b } = await pair();
    try {
      await a.online.create(newGame('g1'));
      const heardA: [string, number][] = [];
      const heardB: [string, number][] = [];
      await a.online.listen((id, v) => heardA.push([id, v]));
      await b.online.listen((id, v) => heardB.push([id, v]));
      await a.online.append('g1', 0, move(1, 0, 'd4'), { toMove: 1, over: false });
      await b.online.append('g1', 1, move(2, 1, 'e4'), { toMove: 0, over: false });
      const expected = [
        ['g1', 1],
        ['g1', 2],
      ];
      // In either order: an instance hears its own append at once, the other's when the NOTIFY arrives.
      const sorted = (heard: [string, number][]) => heard.slice().sort((x, y) => x[1] - y[1]);
      expect(sorted(await collect(heardB, 2))).toEqual(expected);
      expect(sorted(await collect(heardA, 2))).toEqual(expected);
      await new Promise((r) => setTimeout(r, 200));
      expect([heardA.length, heardB.length]).toEqual([2, 2]);
      expect((await b.online.load('g1'))?.events.map((e) => e.move)).toEqual(['d4', 'e4']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('serialises concurrent appends of one game: exactly one wins each round', async () => {
    const { a, b } = await pair();
    try {
      await a.online.create(newGame('g1'));
      for (let v = 0; v < 10; v++) {
        const results = await Promise.all([
          a.online.append('g1', v, move(v + 1, 0, `a${v}`), { toMove: 1, over: false }),
          b.online.append('g1', v, move(v + 1, 1, `b${v}`), { toMove: 0, over: false }),
        ]);
        expect(results.sort()).toEqual(['conflict', 'ok']);
      }
      const events = (await a.online.load('g1'))?.events ?? [];
      expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('B hears again after its listening connection is killed, and catches up on what it missed', async () => {
    const { a, b, url } = await pair();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await a.online.create(newGame('g1'));
      await a.online.create(newGame('g2'));
      const heard: [string, number][] = [];
      await b.online.listen((id, v) => heard.push([id, v]));
      // Every LISTEN connection of the database is cut (A has none: it never listened).
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBe(1);
      // Made while B may be deaf: announced by the catch-up after the reconnect, if not by the NOTIFY itself.
      // (Stamped with the time now, as a server stamps its events: the catch-up looks back from the drop.)
      await a.online.append('g1', 0, move(1, 0, 'd4', Date.now()), { toMove: 1, over: false });
      expect(await hears(heard, 'g1', 1)).toBe(true);
      // Wait until B listens again (a new LISTEN connection), then a later append arrives as a notification.
      for (let i = 0; i < 100; i++) {
        const listening = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        if (listening.rowCount === 1) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await a.online.append('g2', 0, move(1, 0, 'c3'), { toMove: 1, over: false });
      expect(await hears(heard, 'g2', 1)).toBe(true);
    } finally {
      await admin.end();
      await a.close();
      await b.close();
    }
  });
});

describe.each(BACKENDS)('a finished game whose history entry was not written, on %s', (_name, backend) => {
  it('is written once by the next instance on the store, and by none after it', async () => {
    const { storage, done } = await backend.open();
    try {
      const seats = [
        { kind: 'person' as const, tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
        { kind: 'person' as const, tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'), name: 'Bo' },
      ];
      await storage.online.create(newGame('historypg0000000', { clock: { kind: 'none' }, listed: false, seats }));
      // The instance that ends the game fails its history write after the ending is committed (as if killed).
      let failed = 0;
      const dying = new Rooms({
        store: storage.online,
        games: allGames(),
        recordFinished: () => {
          failed += 1;
          throw new Error('killed');
        },
        log: () => {},
      });
      const got: ServerMessage[] = [];
      const ada = { seat: null, send: (m: ServerMessage) => got.push(m) };
      await dying.hello(ada, { type: 'hello', game: 'historypg0000000', token: 'ada-token-aaaaaaaaaaaa' });
      await dying.request(ada, { type: 'resign', id: 'give-up' });
      await vi.waitFor(() => expect(failed).toBe(1));
      dying.unfollow(ada);
      await dying.close();
      expect(await storage.records.countRecords()).toBe(0);
      let written = 0;
      const recordFinished = (r: NewRecord) => {
        written += 1;
        return storage.records.addRecord(r);
      };
      const next = new Rooms({ store: storage.online, games: allGames(), recordFinished });
      await next.start();
      await vi.waitFor(async () => expect(await storage.online.historyPending()).toEqual([]));
      await next.close();
      const later = new Rooms({ store: storage.online, games: allGames(), recordFinished });
      await later.start();
      await later.close();
      expect(written).toBe(1);
      expect((await storage.records.recentRecords('konobi', '7', 10)).map((r) => [r.players, r.result])).toEqual([
        [['Ada', 'Bo'], 'white'],
      ]);
    } finally {
      await done();
    }
  });
});

describe.each(BACKENDS)('a history write that failed, on %s', (_name, backend) => {
  it('is tried again while the instance runs, with no restart and nobody opening the game', async () => {
    const { storage, done } = await backend.open();
    const seats = (id: string) => [
      { kind: 'person' as const, tokenHash: hashToken(`ada-token-${id}`), name: 'Ada' },
      { kind: 'person' as const, tokenHash: hashToken(`bo-token-${id}`), name: 'Bo' },
    ];
    // One game Ada still follows after it ends (held in memory), one she leaves (let go, loaded again to write).
    const ids = ['retryheld0000000', 'retryleft0000000'];
    for (const id of ids) {
      await storage.online.create(newGame(id, { clock: { kind: 'none' }, listed: false, seats: seats(id) }));
    }
    // The first write of each game fails (the records database was away for a moment); later ones go through.
    const tries = new Map<string, number>();
    const rooms = new Rooms({
      store: storage.online,
      games: allGames(),
      recordFinished: (r: NewRecord) => {
        const n = (tries.get(r.seed ?? '') ?? 0) + 1;
        tries.set(r.seed ?? '', n);
        if (n === 1) throw new Error('the records database is away');
        return storage.records.addRecord(r);
      },
      log: () => {},
      historyRetryMs: 20,
    });
    try {
      await rooms.start();
      const followers = ids.map(() => ({ seat: null, send: (_m: ServerMessage) => {} }));
      for (const [i, id] of ids.entries()) {
        const ada = followers[i] as (typeof followers)[number];
        await rooms.hello(ada, { type: 'hello', game: id, token: `ada-token-${id}` });
        await rooms.request(ada, { type: 'resign', id: 'give-up' });
      }
      rooms.unfollow(followers[1] as (typeof followers)[number]);
      await vi.waitFor(async () => expect(await storage.online.historyPending()).toEqual([]), { timeout: 5000 });
      expect(Object.fromEntries(tries)).toEqual({ 'seed-retryheld0000000': 2, 'seed-retryleft0000000': 2 });
      expect((await storage.records.recentRecords('konobi', '7', 10)).map((r) => r.gameId).sort()).toEqual([
        'konobi:7#seed-retryheld0000000',
        'konobi:7#seed-retryleft0000000',
      ]);
    } finally {
      await rooms.close();
      await done();
    }
  });
});

describe.each(BACKENDS)('a game with a clock running that nobody follows, on %s', (_name, backend) => {
  it('is not held in memory, and its time-out is still appended at its deadline, after the acked move', async () => {
    const { storage, done } = await backend.open();
    const seats = [
      { kind: 'person' as const, tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
      { kind: 'person' as const, tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'), name: 'Bo' },
    ];
    const id = 'timedpg000000000';
    const at = Date.now();
    await storage.online.create(newGame(id, { listed: false, seats, createdAt: at }));
    // Both have moved: Ada, to move, has 5 s left, Bo 300 ms.
    for (const [version, seat, text] of [
      [1, 0, 'c3'],
      [2, 1, 'e5'],
    ] as const) {
      const event = { ...move(version, seat, text, at), clocks: [5_000, 300] };
      await storage.online.append(id, version - 1, event, { toMove: 1 - seat, over: false });
    }
    const rooms = new Rooms({
      store: storage.online,
      games: allGames(),
      recordFinished: (r: NewRecord) => storage.records.addRecord(r),
    });
    try {
      await rooms.start();
      expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
      const got: ServerMessage[] = [];
      const ada = { seat: null, send: (m: ServerMessage) => got.push(m) };
      await rooms.hello(ada, { type: 'hello', game: id, token: 'ada-token-aaaaaaaaaaaa' });
      expect([rooms.heldGames(), rooms.timedGames()]).toEqual([1, 0]);
      await rooms.request(ada, { type: 'move', id: 'm3', version: 2, move: 'g7' });
      expect(got.filter((m) => m.type !== 'state')).toEqual([{ type: 'ack', id: 'm3', version: 3 }]);
      const movedAt = Date.now();
      // Ada leaves: the game is let go, only its deadline kept; Bo's 300 ms run out meanwhile.
      rooms.unfollow(ada);
      expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
      await vi.waitFor(async () => expect((await storage.online.load(id))?.events).toHaveLength(4), { timeout: 5000 });
      const events = (await storage.online.load(id))?.events ?? [];
      expect(events.map((e) => [e.kind, e.seat, e.move])).toEqual([
        ['move', 0, 'c3'],
        ['move', 1, 'e5'],
        ['move', 0, 'g7'],
        ['timeout', 1, undefined],
      ]);
      // Not before Bo's time was up.
      expect((events[3]?.at ?? 0) - (events[2]?.at ?? 0)).toBeGreaterThanOrEqual(300);
      expect(events[2]?.at ?? 0).toBeLessThanOrEqual(movedAt);
      await vi.waitFor(async () => expect(await storage.online.historyPending()).toEqual([]));
      expect((await storage.records.recentRecords('konobi', '7', 10)).map((r) => r.result)).toHaveLength(1);
      expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 0]);
    } finally {
      await rooms.close();
      await done();
    }
  });
});
