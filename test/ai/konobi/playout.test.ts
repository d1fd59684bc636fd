// The playout board's speed-ups change no decision: from the same positions and seeds, today's FastBoard plays
// exactly the playouts (every stone, in order, and the winner) of the slower board it replaced, with and
// without the connection-saving reply, and its legality, winning-point, saving-reply and feature answers agree
// on every point. The slower board's are recorded in test/fixtures/konobi/decisions.json (decisions.ts).
import { describe, expect, it } from 'vitest';
import { FastBoard } from '../../../src/ai/konobi/index.js';
import { PLAYOUT_CASES, recordAnswers, recordedDecisions, recordPlayouts } from './decisions.js';

const recorded = recordedDecisions();
const make = (size: number) => new FastBoard(size);

describe('FastBoard against the board it replaced', () => {
  it.each(PLAYOUT_CASES)('plays the same playouts stone for stone (size %i, saving reply %s)', (size, save) => {
    const expected = recorded.playouts[`${size} ${save}`] ?? [];
    const records = recordPlayouts(make, size, save);
    expect(records.length).toBeGreaterThan(4);
    expect(records.length).toBe(expected.length);
    for (const [i, record] of records.entries()) expect(record, `position ${i}: hash, winners`).toBe(expected[i]);
  });

  it('agrees on legality, winning points, the saving reply and features on every point of random positions', () => {
    const records = recordAnswers(make);
    expect(records.length).toBeGreaterThan(4);
    expect(records.length).toBe(recorded.answers.length);
    for (const [i, record] of records.entries()) {
      expect(record, `position ${i}: legalAt wins features winningNear saveNear`).toBe(recorded.answers[i]);
    }
  });
});
