// The online client's parsing and arithmetic (src/web/online/client.ts, clock.tsx): the server's messages parsed
// into typed values or refused (a table of good and bad ones, and fast-check: any text or JSON value is parsed
// or refused, never thrown on), the reconnection backoff's bounds, the clocks as drawn, the squares of
// Scarabeo's last play, a refused move worded from the engine's reason, and "my games" read and worded from
// each seat's point of view (who won, and why when not by the rules).
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newState } from '../../src/games/konobi/index.js';
import { squareName } from '../../src/games/scarabeo/index.js';
import { describeScarabeoError } from '../../src/games/scarabeo/messages.js';
import type { MyGame } from '../../src/online/protocol.js';
import { encodeView } from '../../src/online/views.js';
import { DICTS } from '../../src/web/i18n.js';
import { backoffMs, fetchMine, parseServerMessage } from '../../src/web/online/client.js';
import { formatClock, remainingNow } from '../../src/web/online/clock.js';
import { lastPlaySquares } from '../../src/web/online/scarabeoView.js';
import { describeMyGame, describeRefusal, myOpponents } from '../../src/web/online/words.js';

const ID = 'abcdefgh23456789';

/** A state message as the server sends it (docs/online.md), with `change` applied. */
function state(change: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: 'state',
    id: ID,
    game: 'konobi',
    params: '5',
    version: 2,
    status: 'playing',
    seat: 1,
    seats: [
      { kind: 'person', name: 'Ada', taken: true, connected: true },
      { kind: 'computer', level: 3 },
    ],
    moves: ['c1', 'a1'],
    view: encodeView('konobi', newState({ size: 5 }), 1),
    toMove: 0,
    clock: { kind: 'clock', initialMs: 300000, incrementMs: 2000 },
    clocks: { remainingMs: [290000, 301000], running: 0, serverTime: 1_700_000_000_000 },
    outcome: null,
    end: null,
    rematch: null,
    claimableAt: null,
    firstMoveBy: null,
    rematchOf: null,
    seed: null,
    ...change,
  });
}

describe('parseServerMessage', () => {
  it('reads when a first move is due (null when absent or not a number) and an aborted end', () => {
    const due = (change: Record<string, unknown>) => {
      const m = parseServerMessage(state(change));
      return m.ok && m.value.type === 'state' ? m.value.state : undefined;
    };
    expect(due({ firstMoveBy: 1_700_000_030_000 })?.firstMoveBy).toBe(1_700_000_030_000);
    expect(due({ firstMoveBy: 'soon' })?.firstMoveBy).toBeNull();
    expect(due({ firstMoveBy: undefined })?.firstMoveBy).toBeNull();
    const end = { reason: 'aborted', seat: 0, winners: [], result: 'aborted' };
    expect(due({ status: 'over', toMove: null, end })?.end).toEqual(end);
  });

  it('parses a state into the snapshot, and keeps what the page needs', () => {
    const m = parseServerMessage(state());
    expect(m.ok).toBe(true);
    if (!m.ok || m.value.type !== 'state') return;
    const s = m.value.state;
    expect(s.id).toBe(ID);
    expect(s.seat).toBe(1);
    expect(s.seats[0]).toEqual({ kind: 'person', name: 'Ada', taken: true, connected: true });
    expect(s.seats[1]).toEqual({ kind: 'computer', level: 3 });
    expect(s.clock).toEqual({ kind: 'clock', initialMs: 300000, incrementMs: 2000 });
    expect(s.clocks?.running).toBe(0);
    expect(s.moves).toEqual(['c1', 'a1']);
  });

  it('parses an ended game: the end, its winners, the rematch', () => {
    const m = parseServerMessage(
      state({
        status: 'over',
        toMove: null,
        end: { reason: 'resign', result: 'black', seat: 1, winners: [0] },
        outcome: { over: true, winners: [0], result: 'black' },
        rematch: { offeredBy: [0], game: 'zzzzzzzzzzzzzzzz' },
      }),
    );
    if (!m.ok || m.value.type !== 'state') throw new Error('refused');
    expect(m.value.state.end).toEqual({ reason: 'resign', result: 'black', seat: 1, winners: [0] });
    expect(m.value.state.rematch).toEqual({ offeredBy: [0], game: 'zzzzzzzzzzzzzzzz' });
  });

  it.each([
    ['a game id of the wrong form', { id: 'ABC' }],
    ['another game', { game: 'samegame' }],
    ['a negative version', { version: -1 }],
    ['an unknown status', { status: 'paused' }],
    ['a seat out of range', { seat: 99 }],
    ['a seat of an unknown kind', { seats: [{ kind: 'robot' }] }],
    ['moves that are not text', { moves: [1, 2] }],
    ['clocks without times', { clocks: { running: 0 } }],
    ['an end with an unknown reason', { end: { reason: 'boredom', result: '' } }],
    ['a rematch offered by no seat', { rematch: { offeredBy: ['x'] } }],
  ])('refuses a state with %s', (_why, change) => {
    expect(parseServerMessage(state(change)).ok).toBe(false);
  });

  it.each([
    ['{"type":"ack","id":"m1","version":3}', { type: 'ack', id: 'm1', version: 3 }],
    ['{"type":"pong"}', { type: 'pong' }],
    [
      '{"type":"error","id":"m1","code":"stale-version","message":"the game is at 4"}',
      { type: 'error', id: 'm1', code: 'stale-version', message: 'the game is at 4' },
    ],
    [
      '{"type":"error","id":"m1","code":"illegal-move","message":"c3 is taken","reason":{"code":"point-occupied","point":"c3","by":"black"}}',
      {
        type: 'error',
        id: 'm1',
        code: 'illegal-move',
        message: 'c3 is taken',
        reason: { code: 'point-occupied', point: 'c3', by: 'black' },
      },
    ],
    // A reason that is no error (no code) is dropped; the English text stays.
    [
      '{"type":"error","code":"illegal-move","message":"no","reason":["point-occupied"]}',
      { type: 'error', code: 'illegal-move', message: 'no' },
    ],
    [
      `{"type":"rematch","game":"${ID}","token":"abcdefghijklmnopqrstuv"}`,
      { type: 'rematch', game: ID, token: 'abcdefghijklmnopqrstuv' },
    ],
  ])('parses %s', (text, expected) => {
    expect(parseServerMessage(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['not JSON', 'hello'],
    ['not an object', '[1,2]'],
    ['an unknown type', '{"type":"gossip"}'],
    ['an ack without a version', '{"type":"ack","id":"m1"}'],
    ['a rematch with a short token', `{"type":"rematch","game":"${ID}","token":"short"}`],
  ])('refuses %s', (_why, text) => {
    expect(parseServerMessage(text).ok).toBe(false);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ type: 'state', v })),
        ),
        (t) => {
          const r = parseServerMessage(t);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
    );
  });
});

describe('the reconnection backoff', () => {
  it('starts under a second, doubles, and stays within 15 s', () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(0, () => 1)).toBe(375);
    expect(backoffMs(1, () => 0)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(4000);
    fc.assert(
      fc.property(fc.nat(1000), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, r) => {
        const wait = backoffMs(n, () => r);
        expect(wait).toBeGreaterThanOrEqual(375);
        expect(wait).toBeLessThanOrEqual(15_000);
      }),
    );
  });
});

describe('the clocks', () => {
  it.each([
    [0, '0:00'],
    [9_001, '0:10'],
    [65_000, '1:05'],
    [600_000, '10:00'],
    [3_600_000, '1:00:00'],
    [3 * 86_400_000, '3 d 0 h'],
    [86_400_000 + 5 * 3_600_000 + 1, '1 d 5 h'],
  ])('%i ms is drawn %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it("counts down only the running seat's clock, from the snapshot's arrival, and stops at zero", () => {
    const clocks = { remainingMs: [10_000, 20_000], running: 0, serverTime: 0 };
    expect(remainingNow(clocks, 0, 1000, 4000)).toBe(7000);
    expect(remainingNow(clocks, 1, 1000, 4000)).toBe(20_000);
    expect(remainingNow(clocks, 0, 1000, 60_000)).toBe(0);
  });
});

describe("the last play's squares (Scarabeo)", () => {
  const view = (move: string | undefined) =>
    ({ lastMove: move === undefined ? undefined : { player: 0, move, score: 10 } }) as Parameters<
      typeof lastPlaySquares
    >[0];
  const names = (squares: Set<number>) => [...squares].map(squareName).sort();

  it.each([
    ['9H ORTOLANA', ['H9', 'I9', 'J9', 'K9', 'L9', 'M9', 'N9', 'O9']],
    // Down from H8; the '.' is a tile already on H10.
    ['H8 CA.A', ['H8', 'H9', 'H11']],
    ['pass', []],
    ['exchange 3', []],
  ])('%s', (move, expected) => {
    expect(names(lastPlaySquares(view(move)))).toEqual([...expected].sort());
  });

  it('none before the first move', () => {
    expect(lastPlaySquares(view(undefined)).size).toBe(0);
  });
});

describe('a refusal in words', () => {
  const reason = { code: 'not-in-rack', letter: 'Z', need: 3, have: 1 };
  const refusal = { code: 'illegal-move', message: 'the move needs 3 × Z but the rack has 1', reason };

  it('words an illegal move from the engine’s reason, in Italian as local play does', () => {
    const it = describeRefusal(refusal, DICTS.it, 'it', 'scarabeo');
    expect(it).toBe(
      DICTS.it.ol.illegal(describeScarabeoError({ code: 'not-in-rack', letter: 'Z', need: 3, have: 1 }, 'it')),
    );
    expect(it).toContain('servono 3 Z ma il leggio ne ha 1');
    expect(describeRefusal(refusal, DICTS.en, 'en', 'scarabeo')).toBe(DICTS.en.ol.illegal(refusal.message));
  });

  it('falls back on the server’s English text without a reason it can read', () => {
    const konobiReason = describeRefusal(refusal, DICTS.it, 'it', 'konobi');
    expect(konobiReason).toBe(DICTS.it.ol.illegal(refusal.message));
    const { reason: _none, ...bare } = refusal;
    expect(describeRefusal(bare, DICTS.it, 'it', 'scarabeo')).toBe(DICTS.it.ol.illegal(refusal.message));
    expect(describeRefusal({ code: 'not-your-turn', message: 'x' }, DICTS.it, 'it', 'scarabeo')).toBe(
      'Non tocca a te.',
    );
  });
});

describe('my games: read from the server and worded from my seat', () => {
  const person = (name: string | null) => ({ kind: 'person', name, taken: name !== null, connected: false }) as const;
  const line = (seat: number, seats: MyGame['seats'], end: MyGame['end']): MyGame => ({
    id: ID,
    game: 'scarabeo',
    params: `${seats.length}p`,
    seat,
    status: 'over',
    toMove: null,
    yourTurn: false,
    opponents: [],
    updatedAt: 1,
    seats,
    end,
  });
  const two = [person('Ada'), person('Bo')];
  const three = [person('Ada'), person('Bo'), { kind: 'computer', level: 3 } as const];
  const resign = (seat: number, winners: number[]) => ({ reason: 'resign', seat, winners, result: '' }) as const;
  const cases: [string, MyGame, string, string][] = [
    [
      'the winner, by the rules',
      line(0, two, { reason: 'rules', winners: [0], result: '' }),
      'Finished · you won',
      'Finita · hai vinto',
    ],
    [
      'the loser, by the rules',
      line(1, two, { reason: 'rules', winners: [0], result: '' }),
      'Finished · Ada won',
      'Finita · ha vinto Ada',
    ],
    [
      'a draw (no winner)',
      line(0, two, { reason: 'rules', winners: [], result: 'draw' }),
      'Finished · draw',
      'Finita · pareggio',
    ],
    [
      'a draw (every seat tied)',
      line(2, three, { reason: 'rules', winners: [0, 1, 2], result: '' }),
      'Finished · draw',
      'Finita · pareggio',
    ],
    [
      'the other resigned',
      line(0, two, resign(1, [0])),
      'Finished · you won: Bo resigned',
      'Finita · hai vinto: Bo ha abbandonato',
    ],
    [
      'I resigned',
      line(0, two, resign(0, [1])),
      'Finished · Bo won: you resigned',
      'Finita · ha vinto Bo: hai abbandonato',
    ],
    [
      'I resigned, two others share the win',
      line(0, three, resign(0, [1, 2])),
      'Finished · Bo and Computer (level 3) won: you resigned',
      'Finita · hanno vinto Bo e Computer (livello 3): hai abbandonato',
    ],
    [
      'I share the win',
      line(1, three, resign(0, [1, 2])),
      'Finished · you and Computer (level 3) won: Ada resigned',
      'Finita · avete vinto tu e Computer (livello 3): Ada ha abbandonato',
    ],
    [
      'my clock ran out',
      line(1, two, { reason: 'time', seat: 1, winners: [0], result: '' }),
      'Finished · Ada won: you ran out of time',
      'Finita · ha vinto Ada: hai finito il tempo',
    ],
    [
      'claimed against the other',
      line(0, two, { reason: 'abandoned', seat: 1, winners: [0], result: '' }),
      'Finished · you won: Bo was away too long',
      'Finita · hai vinto: Bo era assente da troppo tempo',
    ],
    [
      'aborted: the other never made a first move',
      line(0, two, { reason: 'aborted', seat: 1, winners: [], result: 'aborted' }),
      'Finished · aborted: Bo did not make a first move',
      'Finita · annullata: Bo non ha fatto la prima mossa',
    ],
    [
      'aborted: I never made a first move',
      line(1, two, { reason: 'aborted', seat: 1, winners: [], result: 'aborted' }),
      'Finished · aborted: you did not make a first move',
      'Finita · annullata: non hai fatto la prima mossa',
    ],
    [
      'cancelled before anyone joined',
      line(0, [person('Ada'), person(null)], resign(0, [1])),
      'Finished · cancelled before it began',
      'Finita · annullata prima di cominciare',
    ],
    ['no ending kept (ended before the server kept them)', line(0, two, null), 'Finished', 'Finita'],
  ];
  it.each(cases)('%s', (_what, game, en, it) => {
    expect(describeMyGame(game, DICTS.en)).toBe(en);
    expect(describeMyGame(game, DICTS.it)).toBe(it);
  });

  it('names the other seats in the page’s language, not the server’s English', () => {
    const g = { ...line(1, [...three, person(null)], null), opponents: ['Ada', 'computer 3'] };
    expect(myOpponents(g, DICTS.en)).toEqual(['Ada', 'Computer (level 3)']);
    expect(myOpponents(g, DICTS.it)).toEqual(['Ada', 'Computer (livello 3)']);
    // A server that sent no seats: its own list.
    expect(myOpponents({ ...g, seats: [] }, DICTS.it)).toEqual(['Ada', 'computer 3']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answer = (games: unknown[]) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ games }), { status: 200 }));
  const sent = {
    id: ID,
    game: 'konobi',
    params: '5',
    seat: 1,
    status: 'over',
    toMove: null,
    yourTurn: false,
    opponents: ['Ada'],
    updatedAt: 5,
    seats: [person('Ada'), person('Bo')],
    end: { reason: 'time', seat: 1, winners: [0], result: 'black' },
  };

  it('reads the seats and the ending of a finished game', async () => {
    answer([sent]);
    const r = await fetchMine(['t'.repeat(22)]);
    expect(r.ok && r.value).toEqual([sent]);
  });

  it('keeps a line whose ending is missing, malformed or names no seat of the game, without it', async () => {
    answer([
      { ...sent, end: undefined, seats: undefined },
      { ...sent, end: { reason: 'surrender', winners: [0] } },
      { ...sent, end: { ...sent.end, winners: [5] } },
      { ...sent, status: 'playing', toMove: 1, yourTurn: true },
    ]);
    const r = await fetchMine(['t'.repeat(22)]);
    expect(r.ok && r.value.map((g) => g.end)).toEqual([null, null, null, null]);
    expect(r.ok && r.value.map((g) => g.seats.length)).toEqual([0, 2, 2, 2]);
  });
});
