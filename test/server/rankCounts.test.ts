// The rank from the levelled rank counts (migration 8) is the rank from counting every ranked game, for any
// scores or times, however far apart, ties included; re-posting a ranked record answers its current rank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyRanges, openStore, setKeyRanges } from '../../src/server/db.js';

interface Posted {
  readonly id: number;
  readonly value: number;
}

const gameOf = (kind: 'score' | 'time') => (kind === 'score' ? 'samegame' : 'shisensho');

/** 1 + the games better than `value`, or as good and ranked earlier (lower id): the rank by definition. */
function counted(all: readonly Posted[], id: number, value: number, better: (a: number, b: number) => boolean) {
  return 1 + all.filter((o) => better(o.value, value) || (o.value === value && o.id < id)).length;
}

describe('the rank from the rank counts', () => {
  it('equals counting for scores (higher first) and for times (lower first)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('score' as const, 'time' as const),
        // Values spread over every level (64^0 to 64^4 and beyond), with many ties among the small ones.
        fc.array(fc.oneof(fc.integer({ min: 0, max: 70 }), fc.integer({ min: 0, max: 86_400_000 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (kind, values) => {
          const store = openStore(':memory:');
          const posted: Posted[] = [];
          const better = kind === 'score' ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
          for (const [i, value] of values.entries()) {
            const base = { game: gameOf(kind), params: 'p', seed: `s${i}` };
            const added =
              kind === 'score'
                ? store.addRecord({ ...base, moves: [], player: 'x', score: value }, { issuedAt: 0, receivedAt: 0 })
                : store.addRecord(
                    { ...base, moves: [], player: 'x', result: 'won', elapsedMs: 1000 },
                    { issuedAt: 1_000_000, receivedAt: 1_000_000 + value },
                  );
            posted.push({ id: added.id, value });
            expect(added.rank).toBe(counted(posted, added.id, value, better));
          }
          // Every game's rank now, asked again (a record posted again): the same as counting.
          for (const [i, p] of posted.entries()) {
            const base = { game: gameOf(kind), params: 'p', seed: `s${i}` };
            const again =
              kind === 'score'
                ? store.addRecord({ ...base, moves: [], player: 'x', score: p.value })
                : store.addRecord({ ...base, moves: [], player: 'x', result: 'won', elapsedMs: 1000 });
            expect(again).toMatchObject({ id: p.id, created: false, rank: counted(posted, p.id, p.value, better) });
          }
          // And the table lists them in that order.
          const table = store.topScores(gameOf(kind), 'p', 100, kind);
          expect(table.map((row) => row.recordId)).toEqual(
            [...posted]
              .sort((a, b) => counted(posted, a.id, a.value, better) - counted(posted, b.id, b.value, better))
              .map((p) => p.id),
          );
          store.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('setKeyRanges', () => {
  it('writes over a reused object exactly what keyRanges gives for each key, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3_000_000, max: 86_400_000 }), { minLength: 1, maxLength: 20 }),
        (keys) => {
          const reused: Record<string, string | number> = { board: 'deals' };
          for (const key of keys) {
            setKeyRanges(key, reused);
            expect(reused).toEqual({ board: 'deals', ...keyRanges(key) });
          }
        },
      ),
    );
  });
});
