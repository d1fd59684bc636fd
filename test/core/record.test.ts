// Game records: parsing untrusted JSON, and replay that refuses a record naming the move and the reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winnableDeals } from '../../src/ai/shisensho/index.js';
import { describeRecordError } from '../../src/core/messages.js';
import { parseRecord, type RecordError } from '../../src/core/record.js';
import { createGames, describeProblem } from '../../src/games/index.js';
import type { SameGameState } from '../../src/games/samegame/index.js';
import { replayRecord } from '../../src/session/index.js';

const GAMES = createGames({ shisenShoDeals: winnableDeals });

const WORKED = { version: 1, game: 'samegame', params: '6x4c3', start: '213312/213112/123221/123211' };

function replay(value: unknown) {
  const record = parseRecord(value);
  if (!record.ok) return record;
  return replayRecord<SameGameState>(GAMES, record.value);
}

function errorOf(value: unknown): RecordError | undefined {
  const r = replay(value);
  return r.ok ? undefined : r.error;
}

describe('records', () => {
  it('replays the worked example from its start position', () => {
    const r = replay({ ...WORKED, moves: ['2,0', '1,2'] });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.states).toHaveLength(3);
      expect(r.value.states[2]?.score).toBe(18);
    }
  });

  it('replays a dealt game from its seed the same way twice', () => {
    const record = { version: 1, game: 'samegame', params: '5x4c3', seed: 'abc', moves: [] };
    const a = replay(record);
    const b = replay(record);
    expect(a.ok && b.ok && a.value.states[0]?.field.cells.join() === b.value.states[0]?.field.cells.join()).toBe(true);
  });

  it.each([
    [{ ...WORKED, moves: ['2,0', '9,9'] }, 'record-move', 'move 2 (9,9) cannot be played: (9, 9) is outside the field'],
    [{ ...WORKED, moves: ['2,0', '2,3'] }, 'record-move', 'move 2 (2,3) cannot be played: there is no block at (2, 3)'],
    [{ ...WORKED, moves: ['x'] }, 'record-move', 'move 1 (x) cannot be played'],
    [{ ...WORKED, version: 2, moves: [] }, 'record-version', 'record version 2 is not supported'],
    // Found by the server's fuzz test: an object that cannot be turned into a string.
    [{ ...WORKED, version: { toString: null }, moves: [] }, 'record-version', 'its version is missing or not'],
    [{ ...WORKED, version: undefined, moves: [] }, 'record-version', 'version is missing or not a number (expected'],
    [{ ...WORKED, game: 'chess', moves: [] }, 'unknown-game', 'unknown game "chess"'],
    [{ ...WORKED, params: '6x4', moves: [] }, 'record-params', 'bad params'],
    [{ ...WORKED, params: '7x4c3', moves: [] }, 'record-start', 'bad start position'],
    [{ ...WORKED, seed: 'abc', moves: [] }, 'record-origin', 'it has both "seed" and "start"'],
    [{ ...WORKED, moves: 'all' }, 'record-shape', '"moves" must be'],
    [{ ...WORKED, start: undefined, moves: [] }, 'record-origin', 'it has neither "seed" nor "start"'],
    [{ ...WORKED, moves: [], players: ['A', 'B', 'C', 'D', 'E'] }, 'record-shape', '"players" must be a list of up'],
    [{ ...WORKED, moves: [], players: [1] }, 'record-shape', 'each a text'],
    [{ ...WORKED, moves: [], players: ['x'.repeat(500)] }, 'record-player', 'the name of seat 1 in "players" is too'],
    [{ ...WORKED, moves: [], players: ['Ada', 'A\x1b]0;t\x07'] }, 'record-player', 'seat 2 in "players" has a control'],
    [[], 'record-shape', 'a JSON object'],
    [null, 'record-shape', 'a JSON object'],
  ])('%j is refused as %s: "%s…"', (value, code, message) => {
    const e = errorOf(value);
    expect(e?.code).toBe(code);
    if (e) expect(describeRecordError(e, (p) => describeProblem('samegame', p))).toContain(message);
  });

  it("keeps the players' names as the rule of every name gives them (NFC, trimmed)", () => {
    const r = parseRecord({ ...WORKED, moves: [], players: [' Jose\u0301 ', 'Bea'] });
    expect(r.ok && r.value.players).toEqual(['Jos\u00e9', 'Bea']);
  });

  it('says what is wrong with a name: its length with the limit', () => {
    const e = errorOf({ ...WORKED, moves: [], players: ['x'.repeat(500)] });
    expect(e && describeRecordError(e, () => '')).toBe(
      'bad record: the name of seat 1 in "players" is too long: at most 40 characters (it has 500)',
    );
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void replay(value)));
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 10 }), (moves) => {
        expect(() => replay({ ...WORKED, moves })).not.toThrow();
      }),
    );
  });
});
