// The SQLite online store's group commit: appends asked for together share a transaction, yet each is its own
// compare-and-set, and each is told only after the commit.
import { describe, expect, it } from 'vitest';
import type { OnlineEvent } from '../../src/online/events.js';
import { openStore } from '../../src/server/db.js';
import { sqliteOnlineStore } from '../../src/server/online/sqliteStore.js';

function setup() {
  const db = openStore(':memory:');
  const store = sqliteOnlineStore(db.db);
  const create = (id: string) =>
    store.create({
      id,
      game: 'konobi',
      params: '5',
      seed: 's',
      clock: { kind: 'none' },
      listed: true,
      createdAt: 1,
      seats: [{ kind: 'person', tokenHash: 'h', name: 'Ada' }, { kind: 'person' }],
    });
  const move = (version: number, text: string): OnlineEvent => ({ version, kind: 'move', seat: 0, move: text, at: 2 });
  return { db, store, create, move };
}

describe('the SQLite online store', () => {
  it('lets one of two appends at the same version in, and both games of a batch', async () => {
    const { db, store, create, move } = setup();
    await create('aaaaaaaaaaaaaaaa');
    await create('bbbbbbbbbbbbbbbb');
    const progress = { toMove: 1, over: false };
    const heard: string[] = [];
    await store.listen((id, version) => heard.push(`${id}@${version}`));
    const results = await Promise.all([
      store.append('aaaaaaaaaaaaaaaa', 0, move(1, 'c3'), progress),
      store.append('aaaaaaaaaaaaaaaa', 0, move(1, 'b2'), progress),
      store.append('bbbbbbbbbbbbbbbb', 0, move(1, 'e5'), progress),
    ]);
    expect(results).toEqual(['ok', 'conflict', 'ok']);
    expect((await store.load('aaaaaaaaaaaaaaaa'))?.events.map((e) => e.move)).toEqual(['c3']);
    expect((await store.load('bbbbbbbbbbbbbbbb'))?.events.map((e) => e.move)).toEqual(['e5']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard.sort()).toEqual(['aaaaaaaaaaaaaaaa@1', 'bbbbbbbbbbbbbbbb@1']);
    db.close();
  });

  it('keeps seats as hashes, takes a seat once, and lists the lobby and the holders of tokens', async () => {
    const { db, store, create } = setup();
    await create('cccccccccccccccc');
    expect((await store.lobby(10)).map((g) => g.id)).toEqual(['cccccccccccccccc']);
    expect(await store.takeSeat('cccccccccccccccc', 1, 'hash-bo', 'Bo')).toBe(true);
    expect(await store.takeSeat('cccccccccccccccc', 1, 'hash-cy', 'Cy')).toBe(false);
    expect(await store.takeSeat('cccccccccccccccc', 0, 'hash-cy', 'Cy')).toBe(false);
    expect(await store.lobby(10)).toEqual([]);
    const mine = await store.findByTokens(['hash-bo', 'h', 'nobody']);
    expect(mine.map((g) => g.seat).sort()).toEqual([0, 1]);
    // Persons only and no clock: nothing for the server to do until someone opens it.
    expect(await store.active()).toEqual([]);
    db.close();
  });

  it('lists as active the games in progress with a running clock or a computer to move, not the others', async () => {
    const { db, store, move } = setup();
    const person = { kind: 'person' as const, tokenHash: 'h', name: 'Ada' };
    const computer = { kind: 'computer' as const, level: 1 };
    const make = (id: string, clock: 'none' | 'clock' | 'days', seats: (typeof person | typeof computer)[]) =>
      store.create({
        id,
        game: 'konobi',
        params: '5',
        seed: 's',
        clock:
          clock === 'none'
            ? { kind: 'none' }
            : clock === 'clock'
              ? { kind: 'clock', initialMs: 60_000, incrementMs: 0 }
              : { kind: 'correspondence', daysPerMove: 3 },
        listed: false,
        createdAt: 1,
        seats,
      });
    await make('persons-no-clock', 'none', [person, person]);
    await make('persons-clock', 'clock', [person, person]);
    await make('persons-days', 'days', [person, person]);
    await make('computer-first', 'none', [computer, person]);
    await make('computer-second', 'none', [person, computer]);
    await make('computer-to-move', 'none', [person, computer]);
    await make('over-clock', 'clock', [person, person]);
    await store.append('computer-to-move', 0, move(1, 'c3'), { toMove: 1, over: false });
    await store.append('over-clock', 0, { version: 1, kind: 'resign', seat: 0, at: 2 }, { toMove: null, over: true });
    expect((await store.active()).sort()).toEqual(['computer-first', 'computer-to-move', 'persons-clock']);
    db.close();
  });

  it('marks a history entry pending with the ending event, until it is written; nothing else is pending', async () => {
    const { db, store, create, move } = setup();
    await create('ended-history000');
    await create('ended-nohistory0');
    await create('still-playing000');
    const end = { reason: 'resign' as const, seat: 0, winners: [1], result: 'white' };
    const resign = { version: 1, kind: 'resign' as const, seat: 0, at: 2 };
    await store.append('ended-history000', 0, resign, { toMove: null, over: true, end, history: true });
    await store.append('ended-nohistory0', 0, resign, { toMove: null, over: true, end });
    await store.append('still-playing000', 0, move(1, 'c3'), { toMove: 1, over: false });
    expect(await store.historyPending()).toEqual(['ended-history000']);
    expect((await store.load('ended-history000'))?.historyPending).toBe(true);
    expect((await store.load('ended-nohistory0'))?.historyPending).toBeUndefined();
    // An event after the end (a rematch offer) leaves the mark as it is.
    const offer = { version: 2, kind: 'rematch-offer' as const, seat: 1, at: 3 };
    await store.append('ended-history000', 1, offer, { toMove: null, over: true });
    expect(await store.historyPending()).toEqual(['ended-history000']);
    await store.historyWritten('ended-history000');
    expect(await store.historyPending()).toEqual([]);
    expect((await store.load('ended-history000'))?.historyPending).toBeUndefined();
    // A conflicting append marks nothing.
    await store.append('still-playing000', 0, resign, { toMove: null, over: true, end, history: true });
    expect(await store.historyPending()).toEqual([]);
    db.close();
  });
});
