// The terminal's reading of what the server sends (src/cli/online/messages.ts), typed from the protocol module:
// a state as the server makes it is read whole into protocol.ts's types; a field of the wrong kind is refused or
// dropped, never passed on unchecked; an error code the terminal does not know is kept with its message.
import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../../src/cli/online/messages.js';

const STATE = {
  type: 'state',
  id: 'abcdefgh23456789',
  game: 'konobi',
  params: '5',
  version: 2,
  status: 'over',
  seat: 0,
  seats: [
    { kind: 'person', name: 'Ada', taken: true, connected: true },
    { kind: 'person', name: null, taken: false, connected: false },
    { kind: 'computer', level: 3 },
  ],
  moves: ['c3', 'a1'],
  view: '5/5/5/5/5 b',
  toMove: null,
  clock: { kind: 'clock', initialMs: 300_000, incrementMs: 5_000 },
  clocks: { remainingMs: [1, 2], running: null, serverTime: 7 },
  outcome: { over: true, result: 'black', winners: [0] },
  end: { reason: 'time', result: 'black', seat: 1, winners: [0] },
  rematch: { offeredBy: [1] },
  claimableAt: null,
  firstMoveBy: null,
  rematchOf: null,
  seed: 'k2',
};

describe("the terminal's reading of the server's messages", () => {
  it('reads a state as the server sends it into the protocol types', () => {
    expect(parseServerMessage(STATE)).toEqual({
      type: 'state',
      id: 'abcdefgh23456789',
      game: 'konobi',
      params: '5',
      version: 2,
      status: 'over',
      seat: 0,
      seats: STATE.seats,
      moves: ['c3', 'a1'],
      view: '5/5/5/5/5 b',
      toMove: null,
      clock: { kind: 'clock', initialMs: 300_000, incrementMs: 5_000 },
      clocks: { remainingMs: [1, 2], running: null, serverTime: 7 },
      end: { reason: 'time', result: 'black', seat: 1 },
      outcome: { winners: [0] },
      rematch: { offeredBy: [1] },
      claimableAt: null,
      firstMoveBy: null,
    });
  });

  it('refuses a state of a game it does not know, and drops an end, a clock or winners of the wrong kind', () => {
    expect(parseServerMessage({ ...STATE, game: 'chess' })).toBeUndefined();
    expect(parseServerMessage({ ...STATE, seats: [{ kind: 'robot' }] })).toBeUndefined();
    const loose = parseServerMessage({
      ...STATE,
      end: { reason: 'boredom', result: 'black' },
      clock: { kind: 'clock', initialMs: '5 minutes' },
      outcome: { winners: [0, 'Ada', 9] },
    });
    expect(loose).toMatchObject({ end: null, clock: { kind: 'none' }, outcome: { winners: [0] } });
  });

  it('keeps an error code it does not know (a newer server’s) with its message, and refuses one without a code', () => {
    expect(parseServerMessage({ type: 'error', id: 'm1', code: 'new-rule', message: 'Not today.' })).toEqual({
      type: 'error',
      id: 'm1',
      code: 'new-rule',
      message: 'Not today.',
    });
    expect(parseServerMessage({ type: 'error', message: 'no code' })).toBeUndefined();
    expect(parseServerMessage({ type: 'ack', id: 'm1', version: 3 })).toEqual({ type: 'ack', id: 'm1', version: 3 });
  });
});
