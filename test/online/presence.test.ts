// Presence heard from other instances (docs/online.md, "Several instances"): a seat another instance holds a
// connection of is connected here and cannot be claimed against; it is kept while announced again, and forgotten
// PRESENCE_TTL_MS after it was last heard of (an instance killed), when its absence starts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/online/protocol.js';
import { ABSENT_MS } from '../../src/online/room.js';
import { openStore } from '../../src/server/db.js';
import { type Follower, PRESENCE_TTL_MS, Rooms } from '../../src/server/online/rooms.js';
import { sqliteOnlineStore } from '../../src/server/online/sqliteStore.js';
import type { OnlineStore } from '../../src/server/online/store.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { allGames } from './harness.js';

type State = Extract<ServerMessage, { type: 'state' }>;
const GAME = 'presence00000001';

const db = openStore(':memory:');
const base = sqliteOnlineStore(db.db);
/** What this instance announced, and the way other instances' announcements reach it. */
const announced: [string, number, boolean][] = [];
let hear: (instance: string, id: string, seat: number, connected: boolean) => void = () => {};
const store: OnlineStore = {
  ...base,
  async listen(onChange, onPresence) {
    if (onPresence) hear = onPresence;
    return base.listen(onChange);
  },
  presence: (id, seat, connected) => announced.push([id, seat, connected]),
};
/** The rooms' clock (claims), moved on by the test; the expiry timers are vitest's fake ones. */
let clock = 1_000_000;
const rooms = new Rooms({ store, games: allGames(), now: () => clock });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  await rooms.start();
});
afterAll(async () => {
  await rooms.close();
  vi.useRealTimers();
  db.close();
});

function follower(): Follower & { got: ServerMessage[]; last(): State } {
  const got: ServerMessage[] = [];
  return {
    seat: null,
    got,
    send: (m) => got.push(m),
    last() {
      const states = got.filter((m): m is State => m.type === 'state');
      const state = states[states.length - 1];
      if (!state) throw new Error('no state');
      return state;
    },
  };
}

const boConnected = (state: State) => state.seats[1]?.kind === 'person' && state.seats[1].connected;

describe('presence heard from other instances', () => {
  it('a seat held elsewhere is connected here, until it is not heard of for PRESENCE_TTL_MS', async () => {
    await store.create({
      id: GAME,
      game: 'konobi',
      params: '5',
      seed: 's',
      clock: { kind: 'none' },
      listed: false,
      createdAt: clock,
      seats: [
        { kind: 'person', tokenHash: hashToken('ada-token-aaaaaaaaaaaa'), name: 'Ada' },
        { kind: 'person', tokenHash: hashToken('bo-token-bbbbbbbbbbbbbb'), name: 'Bo' },
      ],
    });
    const ada = follower();
    await rooms.hello(ada, { type: 'hello', game: GAME, token: 'ada-token-aaaaaaaaaaaa' });
    // Ada's first socket here is announced to the other instances.
    expect(announced).toEqual([[GAME, 0, true]]);
    await rooms.request(ada, { type: 'move', id: 'a', version: 0, move: 'c3' });
    expect(boConnected(ada.last())).toBe(false);

    // Two other instances hold Bo; one of them lets go.
    hear('b', GAME, 1, true);
    hear('c', GAME, 1, true);
    expect(boConnected(ada.last())).toBe(true);
    expect(ada.last().claimableAt).toBeNull();
    hear('c', GAME, 1, false);
    clock += ABSENT_MS + 1000;
    await rooms.request(ada, { type: 'claim', id: 'c1' });
    expect(ada.got.at(-1)).toMatchObject({ type: 'error', id: 'c1', code: 'not-claimable' });

    // B announces again before the expiry: Bo stays connected past PRESENCE_TTL_MS from the first announcement.
    vi.advanceTimersByTime(PRESENCE_TTL_MS - 1000);
    hear('b', GAME, 1, true);
    vi.advanceTimersByTime(PRESENCE_TTL_MS - 1000);
    expect((await rooms.publicSnapshot(GAME))?.seats[1]).toMatchObject({ connected: true });

    // B falls silent (killed): Bo is forgotten, and his absence counts from then.
    vi.advanceTimersByTime(1000);
    expect(boConnected(ada.last())).toBe(false);
    expect(ada.last().claimableAt).toBe(clock + ABSENT_MS);
    await rooms.request(ada, { type: 'claim', id: 'c2' });
    expect(ada.got.at(-1)).toMatchObject({ type: 'error', id: 'c2', code: 'not-claimable' });
    clock += ABSENT_MS;
    await rooms.request(ada, { type: 'claim', id: 'c3' });
    expect(ada.got.find((m) => m.type === 'ack' && m.id === 'c3')).toEqual({ type: 'ack', id: 'c3', version: 2 });

    // Ada's socket closing is announced too.
    rooms.unfollow(ada);
    expect(announced.at(-1)).toEqual([GAME, 0, false]);
  });
});
