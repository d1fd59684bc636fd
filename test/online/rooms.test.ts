// Two Rooms on one store stand for two instances: an event appended through one reaches the followers of the
// other through the store's `listen`, and the compare-and-set lets only one of two concurrent moves in.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/online/protocol.js';
import { FIRST_MOVE_MS } from '../../src/online/room.js';
import { openStore } from '../../src/server/db.js';
import { type Follower, Rooms } from '../../src/server/online/rooms.js';
import { sqliteOnlineStore } from '../../src/server/online/sqliteStore.js';
import type { OnlineStore, StoredSeat } from '../../src/server/online/store.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { allGames } from './harness.js';

const db = openStore(':memory:');
const store = sqliteOnlineStore(db.db);
const a = new Rooms({ store, games: allGames() });
const b = new Rooms({ store, games: allGames() });
afterAll(async () => {
  await a.close();
  await b.close();
  db.close();
});

function follower(): Follower & {
  got: ServerMessage[];
  wait(test: (m: ServerMessage) => boolean): Promise<ServerMessage>;
} {
  const got: ServerMessage[] = [];
  const waiters: [(m: ServerMessage) => boolean, (m: ServerMessage) => void][] = [];
  return {
    seat: null,
    got,
    send(m) {
      got.push(m);
      for (const [test, done] of waiters) if (test(m)) done(m);
    },
    wait(test) {
      const seen = got.find(test);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push([test, resolve]));
    },
  };
}

/** A 5×5 Konobi game without a clock in `store`, Ada in the first seat and `second` the other. */
function storeKonobi(id: string, second: StoredSeat): Promise<void> {
  return store.create({
    id,
    game: 'konobi',
    params: '5',
    seed: 's',
    clock: { kind: 'none' },
    listed: false,
    createdAt: Date.now(),
    seats: [{ kind: 'person', tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' }, second],
  });
}

describe('two instances on one store', () => {
  it('hear each other: a move through A reaches a follower on B; concurrent moves, one wins', async () => {
    await a.start();
    await b.start();
    await storeKonobi('abcdefghij012345', {
      kind: 'person',
      tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'),
      name: 'Bo',
    });
    const adaOnA = follower();
    const adaOnB = follower();
    const watcherOnB = follower();
    await a.hello(adaOnA, { type: 'hello', game: 'abcdefghij012345', token: 'ada-token-aaaaaaaaaaaa' });
    await b.hello(adaOnB, { type: 'hello', game: 'abcdefghij012345', token: 'ada-token-aaaaaaaaaaaa' });
    await b.hello(watcherOnB, { type: 'hello', game: 'abcdefghij012345' });
    // The same seat sends two different moves at version 0, one through each instance.
    await Promise.all([
      a.request(adaOnA, { type: 'move', id: 'one', version: 0, move: 'c3' }),
      b.request(adaOnB, { type: 'move', id: 'two', version: 0, move: 'b2' }),
    ]);
    const answers = [...adaOnA.got, ...adaOnB.got].filter((m) => m.type === 'ack' || m.type === 'error');
    expect(answers.filter((m) => m.type === 'ack')).toHaveLength(1);
    expect(answers.filter((m) => m.type === 'error').map((m) => m.type === 'error' && m.code)).toEqual([
      'stale-version',
    ]);
    const seen = await watcherOnB.wait((m) => m.type === 'state' && m.version === 1);
    expect(seen.type === 'state' && seen.moves).toHaveLength(1);
    const stored = await store.load('abcdefghij012345');
    expect(stored?.events).toHaveLength(1);
    // A plain move through A: B hears it from the store's notification alone.
    const boOnA = follower();
    await a.hello(boOnA, { type: 'hello', game: 'abcdefghij012345', token: 'bo-token-bbbbbbbbbbbbbb' });
    await a.request(boOnA, { type: 'move', id: 'b', version: 1, move: 'e5' });
    expect(boOnA.got.find((m) => m.type === 'ack')).toEqual({ type: 'ack', id: 'b', version: 2 });
    const second = await watcherOnB.wait((m) => m.type === 'state' && m.version === 2);
    expect(second.type === 'state' && second.moves).toHaveLength(2);
  });
});

describe('an instance that has not heard the news yet', () => {
  it('asks the store before refusing a move made on it: a seat taken elsewhere, a later version', async () => {
    // `deaf` never listens to the store, so it hears of nothing another instance does: the moments between a
    // change there and its notification here, held open.
    const deaf = new Rooms({ store, games: allGames() });
    try {
      await storeKonobi('deaf000000000000', { kind: 'person', tokenHash: hashToken('invite-token-iiiiiiiiiii') });
      const adaHere = follower();
      await deaf.hello(adaHere, { type: 'hello', game: 'deaf000000000000', token: 'ada-token-aaaaaaaaaaaa' });
      expect(adaHere.got.at(-1)).toMatchObject({ type: 'state', status: 'waiting' });
      const boOnA = follower();
      await a.hello(boOnA, { type: 'hello', game: 'deaf000000000000', token: 'invite-token-iiiiiiiiiii', name: 'Bo' });
      expect(boOnA.got.at(-1)).toMatchObject({ type: 'state', status: 'playing', seat: 1 });
      // Ada moves as soon as she learns (say from Bo) that the game has started: not refused as "not started".
      await deaf.request(adaHere, { type: 'move', id: 'a1', version: 0, move: 'c3' });
      expect(adaHere.got.find((m) => m.type === 'ack' || m.type === 'error')).toEqual({
        type: 'ack',
        id: 'a1',
        version: 1,
      });
      expect(adaHere.got.at(-1)).toMatchObject({ type: 'state', status: 'playing', version: 1 });
      // Bo answers through A; Ada, who saw it there, moves at version 2 here, where the room is at 1.
      await a.request(boOnA, { type: 'move', id: 'b1', version: 1, move: 'e5' });
      expect(boOnA.got.find((m) => m.type === 'ack')).toEqual({ type: 'ack', id: 'b1', version: 2 });
      await deaf.request(adaHere, { type: 'move', id: 'a2', version: 2, move: 'a1' });
      expect(adaHere.got.filter((m) => m.type === 'ack' || m.type === 'error').at(-1)).toEqual({
        type: 'ack',
        id: 'a2',
        version: 3,
      });
      expect((await store.load('deaf000000000000'))?.events.map((e) => e.kind === 'move' && e.move)).toEqual([
        'c3',
        'e5',
        'a1',
      ]);
      // Nothing new to hear: a move at an old version is still stale.
      await deaf.request(adaHere, { type: 'move', id: 'a3', version: 1, move: 'd4' });
      expect(adaHere.got.filter((m) => m.type === 'ack' || m.type === 'error').at(-1)).toMatchObject({
        type: 'error',
        code: 'stale-version',
      });
    } finally {
      await deaf.close();
    }
  });
});

/** A store on an in-memory database, Ada's and Bo's seats, and the fields of a 5×5 Konobi game to create there. */
function konobiOnDisk() {
  const disk = openStore(':memory:');
  const games = sqliteOnlineStore(disk.db);
  const ada = { kind: 'person' as const, tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' };
  const bo = { kind: 'person' as const, tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'), name: 'Bo' };
  const base = { game: 'konobi' as const, params: '5', seed: 's', listed: false, createdAt: Date.now() };
  return { disk, games, ada, bo, base };
}

/** Rooms on `games` whose computer always answers b2, noting in `asked` the moves it was asked after. */
function roomsWithComputer(games: OnlineStore, asked: string[]): Rooms {
  return new Rooms({
    store: games,
    games: allGames(),
    computer: {
      async move(task) {
        asked.push(task.moves.join(' '));
        return 'b2';
      },
      close: async () => {},
    },
  });
}

describe('an instance that takes up the games in progress', () => {
  it('plays the computer to move and runs the clocks, as after a restart', async () => {
    const disk = openStore(':memory:');
    const games = sqliteOnlineStore(disk.db);
    const seats = (computer: boolean) => [
      { kind: 'person' as const, tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
      computer ? { kind: 'computer' as const, level: 1 } : { kind: 'person' as const, name: 'Bo', tokenHash: 'x' },
    ];
    const base = { game: 'konobi' as const, params: '5', seed: 's', listed: false, createdAt: Date.now() };
    await games.create({ ...base, id: 'computer00000000', clock: { kind: 'none' }, seats: seats(true) });
    await games.create({
      ...base,
      id: 'clock00000000000',
      clock: { kind: 'clock', initialMs: 1000, incrementMs: 0 },
      seats: seats(false),
    });
    // Ada moved in both games, and then the instance that held them went away: the computer never answered. In
    // the clock game Bo had made his first move too, so Ada's clock runs.
    for (const id of ['computer00000000', 'clock00000000000']) {
      await games.append(
        id,
        0,
        { version: 1, kind: 'move', seat: 0, move: 'c3', at: Date.now(), clientId: 'a' },
        {
          toMove: 1,
          over: false,
        },
      );
    }
    await games.append(
      'clock00000000000',
      1,
      { version: 2, kind: 'move', seat: 1, move: 'b2', at: Date.now(), clientId: 'b' },
      { toMove: 0, over: false },
    );
    const asked: string[] = [];
    const next = roomsWithComputer(games, asked);
    await next.start();
    const watcher = follower();
    await next.hello(watcher, { type: 'hello', game: 'computer00000000' });
    await watcher.wait((m) => m.type === 'state' && m.version === 2);
    expect(asked).toEqual(['c3']);
    const timed = follower();
    await next.hello(timed, { type: 'hello', game: 'clock00000000000' });
    const over = await timed.wait((m) => m.type === 'state' && m.status === 'over');
    expect(over.type === 'state' && over.end).toMatchObject({ reason: 'time', seat: 0, winners: [1] });
    expect((await games.load('computer00000000'))?.events.map((e) => e.move)).toEqual(['c3', 'b2']);
    await next.close();
    disk.close();
  });
});

describe('a first move that does not come', () => {
  it("is aborted by the instance's own timer: no winner, nothing for the history, the store keeps the end", async () => {
    const disk = openStore(':memory:');
    const games = sqliteOnlineStore(disk.db);
    let offset = 0;
    const recorded: unknown[] = [];
    const rooms = new Rooms({
      store: games,
      games: allGames(),
      now: () => Date.now() + offset,
      recordFinished: (r) => recorded.push(r),
    });
    await games.create({
      id: 'firstmove0000000',
      game: 'konobi',
      params: '5',
      seed: 's',
      clock: { kind: 'clock', initialMs: 60_000, incrementMs: 0 },
      listed: false,
      createdAt: Date.now(),
      seats: [
        { kind: 'person', tokenHash: 'a', name: 'Ada' },
        { kind: 'person', tokenHash: 'b', name: 'Bo' },
      ],
    });
    // The instance took the game up, and the first-move time passed (its clock moved on): its timer falls.
    offset += FIRST_MOVE_MS + 1;
    await rooms.start();
    const watcher = follower();
    await rooms.hello(watcher, { type: 'hello', game: 'firstmove0000000' });
    const over = await watcher.wait((m) => m.type === 'state' && m.status === 'over');
    expect(over.type === 'state' && over.end).toEqual({ reason: 'aborted', seat: 0, winners: [], result: 'aborted' });
    const stored = await games.load('firstmove0000000');
    expect(stored?.events).toMatchObject([{ version: 1, kind: 'abort', seat: 0 }]);
    expect((await games.findByTokens(['a'])).map((g) => [g.over, g.end?.reason])).toEqual([[true, 'aborted']]);
    expect(recorded).toEqual([]);
    await rooms.close();
    disk.close();
  });
});

describe('a finished game whose history entry was not written', () => {
  it('is written once by the next instance on the store, at its start or when it loads the game', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    await games.create({ ...base, id: 'historystart0000', clock: { kind: 'none' }, seats: [ada, bo] });
    await games.create({ ...base, id: 'historyload00000', seed: 't', clock: { kind: 'none' }, seats: [ada, bo] });
    // The instance that ends both games fails every history write after the ending is committed (as if it had
    // been killed in between).
    const failed: string[] = [];
    const dying = new Rooms({
      store: games,
      games: allGames(),
      recordFinished: (r) => {
        failed.push(r.seed ?? '');
        throw new Error('the records database is gone');
      },
      log: () => {},
    });
    for (const id of ['historystart0000', 'historyload00000']) {
      const player = follower();
      await dying.hello(player, { type: 'hello', game: id, token: 'ada-token-aaaaaaaaaaaa' });
      await dying.request(player, { type: 'resign', id: 'give-up' });
      await player.wait((m) => m.type === 'ack');
      dying.unfollow(player);
    }
    await vi.waitFor(() => expect(failed.sort()).toEqual(['s', 't']));
    await dying.close();
    expect(disk.countRecords()).toBe(0);
    // The next instance writes the pending entries it finds at its start, each once.
    const written: string[] = [];
    const recordFinished = (r: Parameters<typeof disk.addRecord>[0]) => {
      written.push(r.seed ?? '');
      return disk.addRecord(r);
    };
    const next = new Rooms({ store: games, games: allGames(), recordFinished });
    await next.start();
    await vi.waitFor(async () => expect(await games.historyPending()).toEqual([]));
    expect(written.sort()).toEqual(['s', 't']);
    expect(disk.recentRecords('konobi', '5', 10).map((r) => r.player)).toEqual(['Ada, Bo', 'Ada, Bo']);
    // Opening the game again, or another start, writes nothing more.
    const reader = follower();
    await next.hello(reader, { type: 'hello', game: 'historyload00000' });
    next.unfollow(reader);
    await next.close();
    const later = new Rooms({ store: games, games: allGames(), recordFinished });
    await later.start();
    await later.close();
    expect(written).toHaveLength(2);
    expect(disk.countRecords()).toBe(2);
    disk.close();
  });

  it('is written when an instance that did not start with it pending loads the game', async () => {
    const disk = openStore(':memory:');
    const games = sqliteOnlineStore(disk.db);
    const seats = [
      { kind: 'person' as const, tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
      { kind: 'person' as const, tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'), name: 'Bo' },
    ];
    await games.create({
      id: 'historyopen00000',
      game: 'konobi',
      params: '5',
      seed: 's',
      clock: { kind: 'none' },
      listed: false,
      createdAt: Date.now(),
      seats,
    });
    // Started before the game ended elsewhere: nothing was pending then.
    const other = new Rooms({ store: games, games: allGames(), recordFinished: (r) => disk.addRecord(r) });
    await other.start();
    const dying = new Rooms({
      store: games,
      games: allGames(),
      recordFinished: () => Promise.reject(new Error('killed')),
      log: () => {},
    });
    const player = follower();
    await dying.hello(player, { type: 'hello', game: 'historyopen00000', token: 'ada-token-aaaaaaaaaaaa' });
    await dying.request(player, { type: 'resign', id: 'give-up' });
    await player.wait((m) => m.type === 'ack');
    await dying.close();
    expect(disk.countRecords()).toBe(0);
    const reader = follower();
    await other.hello(reader, { type: 'hello', game: 'historyopen00000' });
    await vi.waitFor(async () => expect(await games.historyPending()).toEqual([]));
    expect(disk.countRecords()).toBe(1);
    other.unfollow(reader);
    await other.close();
    disk.close();
  });
});

describe('history entries still pending while an instance runs', () => {
  it('are tried again a few a look, each one that fails again later and later', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    const end = { reason: 'resign', seat: 0, winners: [1], result: 'white' } as const;
    for (let i = 0; i < 7; i++) {
      const id = `pending${i}`.padEnd(16, '0');
      await games.create({ ...base, id, seed: `s${i}`, clock: { kind: 'none' }, seats: [ada, bo] });
      await games.append(
        id,
        0,
        { version: 1, kind: 'resign', seat: 0, at: 1 },
        { toMove: null, over: true, end, history: true },
      );
    }
    // Every write fails (the records database stays away); `log` has a look's start, then the games it tried.
    const log: string[] = [];
    const store: OnlineStore = {
      ...games,
      historyPending: () => {
        log.push('look');
        return games.historyPending();
      },
    };
    let clock = 1_000_000;
    const rooms = new Rooms({
      store,
      games: allGames(),
      now: () => clock,
      recordFinished: (r) => {
        log.push(r.seed ?? '');
        throw new Error('the records database is away');
      },
      log: () => {},
      historyRetryMs: 10,
    });
    const tries = () => log.filter((e) => e !== 'look').length;
    /** The most games one look tried. */
    const widest = () =>
      Math.max(
        ...log
          .join(' ')
          .split('look')
          .map((look) => look.trim().split(' ').filter(Boolean).length),
      );
    await rooms.start();
    // The start tries all seven; then the looks try them again, five at most a look.
    await vi.waitFor(() => expect(tries()).toBe(14));
    expect(widest()).toBe(7);
    log.splice(0, log.indexOf('look', 1));
    // Each waits twice the look's period now (20 ms on this clock, which stands still): none is tried.
    const looks = log.filter((e) => e === 'look').length;
    await vi.waitFor(() => expect(log.filter((e) => e === 'look').length).toBeGreaterThan(looks + 3));
    expect(tries()).toBe(7);
    expect(widest()).toBe(5);
    clock += 20;
    await vi.waitFor(() => expect(tries()).toBe(14));
    // Twice as long after the second failure: 20 ms more is not enough, 40 is.
    clock += 20;
    const later = log.filter((e) => e === 'look').length;
    await vi.waitFor(() => expect(log.filter((e) => e === 'look').length).toBeGreaterThan(later + 3));
    expect(tries()).toBe(14);
    clock += 20;
    await vi.waitFor(() => expect(tries()).toBe(21));
    expect(widest()).toBe(5);
    await rooms.close();
    expect(await games.historyPending()).toHaveLength(7);
    disk.close();
  });
});

describe('an instance holds in memory only the games being played, watched or timed', () => {
  it('lets go of a game nobody follows once nothing waits on it, and takes it up again when opened', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    await games.create({ ...base, id: 'persons000000000', clock: { kind: 'none' }, seats: [ada, bo] });
    await games.create({ ...base, id: 'read000000000000', clock: { kind: 'none' }, seats: [ada, bo] });
    const clock = { kind: 'clock' as const, initialMs: 600_000, incrementMs: 0 };
    await games.create({ ...base, id: 'clock00000000000', clock, seats: [ada, bo] });
    const first = { version: 1, kind: 'move' as const, seat: 0, move: 'c3', at: Date.now() };
    await games.append('clock00000000000', 0, first, { toMove: 1, over: false });
    const asked: string[] = [];
    const rooms = roomsWithComputer(games, asked);
    await rooms.start();
    // Only the game with a clock is taken up at the start, and let go at once: nobody follows it, only its
    // deadline is kept (timedGames).
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
    const player = follower();
    await rooms.hello(player, { type: 'hello', game: 'persons000000000', token: 'ada-token-aaaaaaaaaaaa' });
    expect(rooms.heldGames()).toBe(1);
    await rooms.request(player, { type: 'move', id: 'm', version: 0, move: 'c3' });
    rooms.unfollow(player);
    expect(rooms.heldGames()).toBe(0);
    // A reader of the snapshot does not keep the game either.
    expect((await rooms.publicSnapshot('read000000000000'))?.status).toBe('playing');
    expect(rooms.heldGames()).toBe(0);
    // Nor of the game with a clock: read back, let go again with its deadline.
    expect((await rooms.publicSnapshot('clock00000000000'))?.moves).toEqual(['c3']);
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
    // Opened again, the game is read back from the store with its move.
    const back = follower();
    await rooms.hello(back, { type: 'hello', game: 'persons000000000', token: 'bo-token-bbbbbbbbbbbbbb' });
    const state = await back.wait((m) => m.type === 'state');
    expect(state.type === 'state' && state.moves).toEqual(['c3']);
    rooms.unfollow(back);
    // A computer to move is held until it has moved, then let go.
    await games.create({
      ...base,
      id: 'computer00000000',
      clock: { kind: 'none' },
      seats: [{ kind: 'computer', level: 1 }, bo],
    });
    await rooms.created('computer00000000');
    await vi.waitFor(async () => expect((await games.load('computer00000000'))?.events).toHaveLength(1));
    await vi.waitFor(() => expect(rooms.heldGames()).toBe(0));
    expect(asked).toEqual(['']);
    await rooms.close();
    disk.close();
  });
});

describe('a game let go with its clock running', () => {
  it('keeps when its turn began: a first move counts from the seat taken that started the game, not its creation', async () => {
    const { disk, games, ada, base } = konobiOnDisk();
    const clock = { kind: 'clock' as const, initialMs: 600_000, incrementMs: 0 };
    let now = Date.now();
    await games.create({ ...base, id: 'firstmove0000000', createdAt: now, clock, seats: [ada, { kind: 'person' }] });
    const rooms = new Rooms({ store: games, games: allGames(), now: () => now });
    await rooms.start();
    // Bo takes the free seat 20 s later: Ada, to move, has 30 s for her first move from then.
    now += 20_000;
    const seatedAt = now;
    await rooms.takeFreeSeat('firstmove0000000', 'Bo');
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
    // Read back from the store (no event says when the seat was taken), let go again.
    now += 1_000;
    expect((await rooms.publicSnapshot('firstmove0000000'))?.firstMoveBy).toBe(seatedAt + FIRST_MOVE_MS);
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
    await rooms.close();
    disk.close();
  });
});

describe('a game let go with its clock running, read once its flag has fallen', () => {
  it('is held until its time-out is appended (read back meanwhile, it would be checked twice), then let go', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    const clock = { kind: 'clock' as const, initialMs: 600_000, incrementMs: 0 };
    let now = Date.now();
    await games.create({ ...base, id: 'fallen0000000000', createdAt: now, clock, seats: [ada, bo] });
    for (const [version, seat, move] of [
      [1, 0, 'a1'],
      [2, 1, 'e5'],
    ] as const) {
      const event = { version, kind: 'move' as const, seat, move, at: now, clocks: [600_000, 600_000] };
      await games.append('fallen0000000000', version - 1, event, { toMove: 1 - seat, over: false });
    }
    const rooms = new Rooms({ store: games, games: allGames(), now: () => now });
    await rooms.start();
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 1]);
    // Its timer is ten minutes away in real time; on this clock Ada's ten minutes are up, and a reader opens it.
    now += 600_001;
    expect((await rooms.publicSnapshot('fallen0000000000'))?.status).toBe('playing');
    expect([rooms.heldGames(), rooms.timedGames()]).toEqual([1, 0]);
    await vi.waitFor(async () => expect((await games.load('fallen0000000000'))?.events.at(-1)?.kind).toBe('timeout'));
    await vi.waitFor(() => expect([rooms.heldGames(), rooms.timedGames()]).toEqual([0, 0]));
    await rooms.close();
    disk.close();
  });
});

describe('a refused request keeps no game in memory', () => {
  it('lets go of the game after a bad token, a socket closed meanwhile, a refused seat and a used invite', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    await games.create({ ...base, id: 'full000000000000', clock: { kind: 'none' }, seats: [ada, bo] });
    const rooms = new Rooms({ store: games, games: allGames() });
    await rooms.start();
    // Anyone may send these for any game id they know, as often as the socket's rate allows: each must leave
    // nothing behind, or the games held grow with every game ever stored.
    const stranger = follower();
    await rooms.hello(stranger, { type: 'hello', game: 'full000000000000', token: 'not-a-seat-cccccccccccc' });
    expect(stranger.got.map((m) => m.type === 'error' && m.code)).toEqual(['bad-token']);
    expect(rooms.heldGames()).toBe(0);
    const gone = { ...follower(), closed: true };
    await rooms.hello(gone, { type: 'hello', game: 'full000000000000' });
    expect(rooms.heldGames()).toBe(0);
    await expect(rooms.takeFreeSeat('full000000000000', 'Cy')).rejects.toMatchObject({ code: 'no-free-seat' });
    expect(rooms.heldGames()).toBe(0);
    // An invite used by someone else, who took its seat with a token of their own.
    await games.create({
      ...base,
      id: 'invite0000000000',
      clock: { kind: 'none' },
      seats: [ada, { kind: 'person', tokenHash: hashToken('invite-token-dddddddddd') }],
    });
    await games.takeSeat('invite0000000000', 1, hashToken('own-token-eeeeeeeeeeeee'), 'Bo');
    const late = follower();
    await rooms.hello(late, { type: 'hello', game: 'invite0000000000', token: 'invite-token-dddddddddd' });
    expect(late.got.map((m) => m.type === 'error' && m.code)).toEqual(['bad-token']);
    expect(rooms.heldGames()).toBe(0);
    await rooms.close();
    disk.close();
  });
});

describe('a move watched by many', () => {
  it('makes one state for all spectators and one per seat, not one per socket', async () => {
    const { disk, games, ada, bo, base } = konobiOnDisk();
    await games.create({ ...base, id: 'watched000000000', clock: { kind: 'none' }, seats: [ada, bo] });
    const rooms = new Rooms({ store: games, games: allGames() });
    await rooms.start();
    const player = follower();
    const opponent = follower();
    await rooms.hello(player, { type: 'hello', game: 'watched000000000', token: 'ada-token-aaaaaaaaaaaa' });
    await rooms.hello(opponent, { type: 'hello', game: 'watched000000000', token: 'bo-token-bbbbbbbbbbbbbb' });
    const watchers = Array.from({ length: 5 }, () => follower());
    for (const w of watchers) await rooms.hello(w, { type: 'hello', game: 'watched000000000' });
    await rooms.request(player, { type: 'move', id: 'm', version: 0, move: 'c3' });
    const moved = (f: ReturnType<typeof follower>) => f.got.find((m) => m.type === 'state' && m.version === 1);
    const seen = watchers.map(moved);
    expect(seen[0]).toMatchObject({ seat: null, moves: ['c3'] });
    // The same message, made once: anyone may open sockets that watch, so the cost must not grow with them.
    for (const m of seen) expect(m).toBe(seen[0]);
    expect(moved(opponent)).toMatchObject({ seat: 1, moves: ['c3'] });
    expect(moved(opponent)).not.toBe(seen[0]);
    await rooms.close();
    disk.close();
  });
});
