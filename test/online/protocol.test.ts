// The pure online modules: client messages parsed (a table, and properties: any text is answered, never
// thrown; a good message survives a JSON round trip), views encoded and decoded, and the room's clocks,
// claims and rematch, with times passed in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { konobi } from '../../src/games/konobi/index.js';
import type { ScarabeoState } from '../../src/games/scarabeo/index.js';
import type { StoredOnlineGame } from '../../src/online/events.js';
import {
  type EncodedScarabeoView,
  everySeatTaken,
  MAX_MESSAGE_BYTES,
  offersRematch,
  parseClientMessage,
  parseCreateRequest,
  utf8Length,
} from '../../src/online/protocol.js';
import {
  ABSENT_MS,
  applyEvent,
  claimableAt,
  clockDeadline,
  DAY_MS,
  decide,
  FIRST_MOVE_MS,
  firstMoveDeadline,
  firstMoveMs,
  openRoom,
  outcomeOf,
  rematchGame,
  snapshot,
  timeoutEvent,
} from '../../src/online/room.js';
import { decodeView, encodeView, publicMove } from '../../src/online/views.js';
import { current, dealSession, playText } from '../../src/session/session.js';
import { allGames } from './harness.js';

describe('parseClientMessage', () => {
  const good: [string, unknown][] = [
    ['{"type":"ping"}', { type: 'ping' }],
    ['{"type":"hello","game":"abcdefghij012345"}', { type: 'hello', game: 'abcdefghij012345' }],
    [
      '{"type":"hello","game":"abcdefghij012345","token":"AAAAAAAAAAAAAAAAAAAAAA","name":"  Ada "}',
      { type: 'hello', game: 'abcdefghij012345', token: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'Ada' },
    ],
    ['{"type":"move","id":"1","version":3,"move":"8H CASA"}', { type: 'move', id: '1', version: 3, move: '8H CASA' }],
    ['{"type":"resign","id":"x"}', { type: 'resign', id: 'x' }],
    ['{"type":"claim","id":"x"}', { type: 'claim', id: 'x' }],
    ['{"type":"rematch","id":"x"}', { type: 'rematch', id: 'x' }],
  ];
  for (const [text, value] of good) {
    it(`reads ${text}`, () => expect(parseClientMessage(text)).toEqual({ ok: true, value }));
  }
  const bad = [
    '',
    'null',
    '"ping"',
    '{"type":"hello","game":"ABC"}',
    '{"type":"hello","game":"abcdefghij012345","token":"short"}',
    '{"type":"hello","game":"abcdefghij012345","name":""}',
    '{"type":"hello","game":"abcdefghij012345","name":"\\u202eevil"}',
    '{"type":"ping","id":"x"}',
    '{"type":"resign"}',
    '{"type":"move","id":"1","version":1e300,"move":"a1"}',
    '{"type":"move","id":"1","version":1,"move":""}',
    `{"type":"ping"}${' '.repeat(MAX_MESSAGE_BYTES)}`,
  ];
  for (const text of bad) {
    it(`refuses ${text.slice(0, 60)}`, () => {
      const r = parseClientMessage(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-message');
    });
  }

  it('answers any text with a result, never an exception, and refuses anything over the size', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'grapheme', maxLength: 3000 })), (text) => {
        const r = parseClientMessage(text);
        if (utf8Length(text) > MAX_MESSAGE_BYTES) expect(r.ok).toBe(false);
      }),
    );
  });

  it('reads back every well-formed move message it would send', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat({ max: 1_000_000 }),
        fc.string({ minLength: 1, maxLength: 256 }),
        (id, version, move) => {
          const message = { type: 'move', id, version, move };
          expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
        },
      ),
    );
  });

  it('counts UTF-8 bytes as the wire does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(utf8Length(s)).toBe(Buffer.byteLength(s));
      }),
    );
  });
});

describe('parseCreateRequest', () => {
  it('fills the defaults: no clock, unlisted, anonymous, the first person seat', () => {
    expect(parseCreateRequest({ game: 'konobi', seats: [{ kind: 'computer', level: 2 }, { kind: 'person' }] })).toEqual(
      {
        ok: true,
        value: {
          game: 'konobi',
          params: '',
          seats: [{ kind: 'computer', level: 2 }, { kind: 'person' }],
          clock: { kind: 'none' },
          listed: false,
          name: 'anonymous',
          sit: 1,
        },
      },
    );
  });
});

describe('views', () => {
  const scarabeo = allGames().get('scarabeo') as AnyGame;

  it('Konobi: the position text, decoded to the same position', () => {
    let s = dealSession(konobi, { size: 7 }, 'x');
    for (const m of ['d4', 'swap', 'c3']) s = (playText(s, m) as { ok: true; value: typeof s }).value;
    const encoded = encodeView('konobi', current(s), null);
    const decoded = decodeView('konobi', '7', encoded);
    expect(decoded.ok && decoded.value.game === 'konobi' && konobi.formatPosition(decoded.value.state)).toBe(encoded);
  });

  it('Scarabeo: a seat decodes its own view; a spectator has no rack until the end', () => {
    const s = dealSession(scarabeo, scarabeo.defaultParams, 'seed-1');
    const state = current(s) as ScarabeoState;
    const mine = encodeView('scarabeo', state, 1);
    const decoded = decodeView('scarabeo', '2p', mine, 1);
    expect(decoded.ok).toBe(true);
    if (decoded.ok && decoded.value.game === 'scarabeo') {
      const engine = scarabeo.view(state, 1);
      expect(decoded.value.view.rack).toEqual(engine.rack);
      expect(decoded.value.view.cells).toEqual(engine.cells);
      expect(decoded.value.view.rackCounts).toEqual(engine.rackCounts);
      expect(decoded.value.view.hasRack).toBe(true);
    }
    const spectator = encodeView('scarabeo', state, null) as { rack: unknown; racks: unknown };
    expect(spectator.rack).toBeNull();
    expect(spectator.racks).toBeNull();
    expect((encodeView('scarabeo', state, null, true) as EncodedScarabeoView).racks).toHaveLength(2);
    expect(decodeView('scarabeo', '2p', { ...(mine as object), cells: ['x'] }).ok).toBe(false);
  });

  it("publicMove: another seat's exchange is a count; the mover reads its own", () => {
    const state = current(dealSession(scarabeo, scarabeo.defaultParams, 'seed-2')) as ScarabeoState;
    expect(publicMove('scarabeo', state, 'exchange AB?', 0)).toBe('exchange AB?');
    expect(publicMove('scarabeo', state, 'exchange AB?', 1)).toBe('exchange 3');
    expect(publicMove('scarabeo', state, 'exchange AB?', null)).toBe('exchange 3');
    expect(publicMove('scarabeo', state, '8H CASA', 1)).toBe('8H CASA');
    expect(publicMove('konobi', state, 'c3', null)).toBe('c3');
  });
});

describe('the room', () => {
  const T0 = 1_000_000;
  function stored(clock: StoredOnlineGame['clock'], events: StoredOnlineGame['events'] = []): StoredOnlineGame {
    return {
      id: 'abcdefghij012345',
      game: 'konobi',
      params: '5',
      seed: 's',
      clock,
      listed: false,
      createdAt: T0,
      updatedAt: T0,
      seats: [
        { kind: 'person', tokenHash: 'a', name: 'Ada' },
        { kind: 'person', tokenHash: 'b', name: 'Bo' },
      ],
      events,
    };
  }
  const present = [null, null];

  /** Ada's and Bo's first moves (a3, then e5, at T0 + 1000 and T0 + 2000): their clocks do not run for them. */
  function afterFirstMoves(clock: StoredOnlineGame['clock']) {
    let room = openRoom(konobi, stored(clock), T0);
    for (const [seat, move, at] of [
      [0, 'a3', T0 + 1000],
      [1, 'e5', T0 + 2000],
    ] as const) {
      const d = decide(room, seat, { type: 'move', id: move, version: room.version, move }, at, present);
      if (d.kind !== 'append') throw new Error(`${move} refused`);
      room = applyEvent(room, d.event);
    }
    return room;
  }

  it('takes the time used off the mover and adds the increment; the flag falls at the deadline', () => {
    const room = afterFirstMoves({ kind: 'clock', initialMs: 10_000, incrementMs: 1000 });
    expect(room.clocks).toEqual([10_000, 10_000]);
    const d = decide(room, 0, { type: 'move', id: 'a', version: 2, move: 'c3' }, T0 + 5000, present);
    expect(d.kind).toBe('append');
    if (d.kind !== 'append') return;
    expect(d.event.clocks).toEqual([8000, 10_000]);
    const next = applyEvent(room, d.event);
    expect(clockDeadline(next)).toBe(T0 + 5000 + 10_000);
    expect(timeoutEvent(next, T0 + 14_999)).toBeUndefined();
    expect(timeoutEvent(next, T0 + 15_000)).toMatchObject({ kind: 'timeout', seat: 1, clocks: [8000, 0] });
  });

  it('runs no clock before a seat’s first move, and aborts the game when that move does not come in time', () => {
    const clock = { kind: 'clock', initialMs: 2000, incrementMs: 0 } as const;
    const room = openRoom(konobi, stored(clock), T0);
    // A 2 s clock: no time-out at 2 s, the abort after FIRST_MOVE_MS.
    expect(clockDeadline(room)).toBe(T0 + FIRST_MOVE_MS);
    expect(timeoutEvent(room, T0 + 2000)).toBeUndefined();
    const snap = snapshot(room, 1, [true, true], present, T0);
    expect(snap.firstMoveBy).toBe(T0 + FIRST_MOVE_MS);
    expect(snap.clocks?.running).toBeNull();
    const abort = timeoutEvent(room, T0 + FIRST_MOVE_MS);
    expect(abort).toEqual({ version: 1, kind: 'abort', seat: 0, at: T0 + FIRST_MOVE_MS, clocks: [2000, 2000] });
    const over = applyEvent(room, abort as NonNullable<typeof abort>);
    expect(over.end).toEqual({ reason: 'aborted', seat: 0, winners: [], result: 'aborted' });
    expect(outcomeOf(over)).toMatchObject({ over: true, winners: [], result: 'aborted' });
    const late = decide(over, 0, { type: 'move', id: 'late', version: 1, move: 'c3' }, T0 + FIRST_MOVE_MS, present);
    expect(late).toMatchObject({ kind: 'refuse', error: { code: 'game-over' } });
    // Ada moved after 20 s, her clock untouched: Bo's own first-move time counts from then.
    const d = decide(room, 0, { type: 'move', id: 'a', version: 0, move: 'c3' }, T0 + 20_000, present);
    if (d.kind !== 'append') throw new Error('refused');
    expect(d.event.clocks).toEqual([2000, 2000]);
    const next = applyEvent(room, d.event);
    expect(clockDeadline(next)).toBe(T0 + 20_000 + FIRST_MOVE_MS);
    expect(timeoutEvent(next, T0 + 20_000 + FIRST_MOVE_MS)).toMatchObject({ kind: 'abort', seat: 1 });
    // Once both have moved, the clocks run and a flag falls as before.
    const both = afterFirstMoves(clock);
    expect(clockDeadline(both)).toBe(T0 + 2000 + 2000);
    expect(snapshot(both, 0, [true, true], present, T0).firstMoveBy).toBeNull();
  });

  it('gives slow clocks longer for the first move, and none to a computer or without a clock', () => {
    expect(firstMoveMs({ kind: 'clock', initialMs: 60_000, incrementMs: 0 })).toBe(FIRST_MOVE_MS);
    expect(firstMoveMs({ kind: 'clock', initialMs: 20 * 60_000, incrementMs: 0 })).toBe(60_000);
    expect(firstMoveMs({ kind: 'clock', initialMs: 3 * 3_600_000, incrementMs: 0 })).toBe(2 * 60_000);
    expect(firstMoveMs({ kind: 'correspondence', daysPerMove: 1 })).toBeUndefined();
    const computer = openRoom(
      konobi,
      {
        ...stored({ kind: 'clock', initialMs: 2000, incrementMs: 0 }),
        seats: [
          { kind: 'computer', level: 1 },
          { kind: 'person', tokenHash: 'b', name: 'Bo' },
        ],
      },
      T0,
    );
    expect(firstMoveDeadline(computer)).toBeUndefined();
    expect(timeoutEvent(computer, T0 + 3_600_000)).toBeUndefined();
    const mail = openRoom(konobi, stored({ kind: 'correspondence', daysPerMove: 1 }), T0);
    expect(firstMoveDeadline(mail)).toBeUndefined();
    expect(snapshot(mail, 0, [true, true], present, T0).firstMoveBy).toBeNull();
  });

  it('after a restart, counts the turn from when the game was taken up again', () => {
    const events = [
      { version: 1, kind: 'move' as const, seat: 0, move: 'a3', at: T0 + 1000, clocks: [10_000, 10_000] },
      { version: 2, kind: 'move' as const, seat: 1, move: 'e5', at: T0 + 2000, clocks: [10_000, 10_000] },
      { version: 3, kind: 'move' as const, seat: 0, move: 'c3', at: T0 + 5000, clocks: [8000, 10_000] },
    ];
    const later = T0 + 60_000;
    const room = openRoom(konobi, stored({ kind: 'clock', initialMs: 10_000, incrementMs: 1000 }, events), later);
    expect(room.clocks).toEqual([8000, 10_000]);
    expect(clockDeadline(room)).toBe(later + 10_000);
    // An abort replays as it was decided: the game over, nobody winning.
    const aborted = openRoom(
      konobi,
      stored({ kind: 'clock', initialMs: 10_000, incrementMs: 0 }, [
        { version: 1, kind: 'abort', seat: 0, at: T0 + FIRST_MOVE_MS, clocks: [10_000, 10_000] },
      ]),
      later,
    );
    expect(aborted.end).toEqual({ reason: 'aborted', seat: 0, winners: [], result: 'aborted' });
    expect(clockDeadline(aborted)).toBeUndefined();
  });

  it('lets a seat claim after two minutes of absence, or after the days of a correspondence move', () => {
    const room = openRoom(konobi, stored({ kind: 'none' }), T0);
    expect(claimableAt(room, [T0, null])).toBe(T0 + ABSENT_MS);
    expect(claimableAt(room, [null, T0])).toBeNull();
    const early = decide(room, 1, { type: 'claim', id: 'c' }, T0 + ABSENT_MS - 1, [T0, null]);
    expect(early).toMatchObject({ kind: 'refuse', error: { code: 'not-claimable' } });
    expect(decide(room, 1, { type: 'claim', id: 'c' }, T0 + ABSENT_MS, [T0, null]).kind).toBe('append');
    const mail = openRoom(konobi, stored({ kind: 'correspondence', daysPerMove: 3 }), T0);
    expect(claimableAt(mail, [null, null])).toBe(T0 + 3 * DAY_MS);
  });

  it('rotates the seats of a rematch, keeping tokens and names', () => {
    const room = openRoom(konobi, stored({ kind: 'none' }), T0);
    const again = rematchGame(room, 'zzzzzzzzzzzzzzzz', 'seed', T0);
    expect(again.seats.map((s) => s.name)).toEqual(['Bo', 'Ada']);
    expect(again.seats.map((s) => s.tokenHash)).toEqual(['b', 'a']);
    expect(again.rematchOf).toBe('abcdefghij012345');
  });

  it('refuses a seat that moves for the other, and answers a used client id with its ack', () => {
    const room = openRoom(konobi, stored({ kind: 'none' }), T0);
    expect(decide(room, 1, { type: 'move', id: 'x', version: 0, move: 'c3' }, T0, present)).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    const d = decide(room, 0, { type: 'move', id: 'x', version: 0, move: 'c3' }, T0, present);
    if (d.kind !== 'append') throw new Error('expected an event');
    const next = applyEvent(room, d.event);
    expect(decide(next, 0, { type: 'move', id: 'x', version: 0, move: 'c3' }, T0, present)).toEqual({
      kind: 'ack',
      version: 1,
    });
    // The same client id from the other seat is that seat's own request.
    expect(decide(next, 1, { type: 'move', id: 'x', version: 1, move: 'b2' }, T0, present).kind).toBe('append');
  });

  it('encodes the same view whatever the hidden tiles are (spot check with a seeded redeal)', () => {
    const scarabeo = allGames().get('scarabeo') as AnyGame;
    const state = current(dealSession(scarabeo, scarabeo.defaultParams, 'z')) as ScarabeoState;
    const redealt = scarabeo.redealHidden?.(state, 0, createRng('other')) as ScarabeoState;
    expect(encodeView('scarabeo', redealt, 0)).toEqual(encodeView('scarabeo', state, 0));
    expect(encodeView('scarabeo', redealt, 1)).not.toEqual(encodeView('scarabeo', state, 1));
  });
});

describe('offersRematch', () => {
  const taken = { kind: 'person', name: 'Ada', taken: true, connected: true } as const;
  const free = { kind: 'person', name: null, taken: false, connected: false } as const;
  it('offers one after a game that began, not after an aborted one nor one cancelled while a seat was free', () => {
    expect(everySeatTaken([taken, { kind: 'computer', level: 1 }])).toBe(true);
    expect(everySeatTaken([taken, free])).toBe(false);
    expect(offersRematch({ reason: 'resign' }, everySeatTaken([taken, taken]))).toBe(true);
    expect(offersRematch({ reason: 'aborted' }, true)).toBe(false);
    expect(offersRematch({ reason: 'resign' }, everySeatTaken([taken, free]))).toBe(false);
    expect(offersRematch(undefined, true)).toBe(true);
  });
});
