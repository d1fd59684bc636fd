// The search's typed-array tree changes no decision: from the same positions, seeds and budgets, today's
// search returns exactly what the search with a node object per move returned (move, playouts, win rate,
// reason, reused playouts), with and without tree reuse, the solver and the priors. The old search's results
// are recorded in test/fixtures/konobi/decisions.json (decisions.ts).
import { describe, expect, it } from 'vitest';
import { SearchTree, search } from '../../../src/ai/konobi/index.js';
import { caseKey, GAME_CASES, recordedDecisions, recordGame, recordSearches, SEARCH_CASES } from './decisions.js';

const recorded = recordedDecisions();

describe('search against the search it replaced', () => {
  it.each(SEARCH_CASES)('gives the same results on random positions (size %i, tuning %o)', (size, tuning) => {
    const expected = recorded.searches[caseKey(size, tuning)] ?? [];
    const records = recordSearches(search, size, tuning);
    expect(records.length).toBeGreaterThan(4);
    expect(records.length).toBe(expected.length);
    for (const [i, record] of records.entries()) expect(record, `position ${i}`).toEqual(expected[i]);
  });

  it.each(GAME_CASES)(
    'gives the same results through a whole game with tree reuse (size %i, tuning %o)',
    (size, tuning) => {
      const expected = recorded.games[caseKey(size, tuning)] ?? [];
      const records = recordGame(search, () => new SearchTree(), size, tuning);
      expect(records.length).toBe(expected.length);
      for (const [i, record] of records.entries()) expect(record, `turn ${i}`).toEqual(expected[i]);
      expect(records.reduce((sum, [, , , , reused]) => sum + reused, 0)).toBeGreaterThan(0);
    },
  );
});
