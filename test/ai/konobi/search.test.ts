// The search's typed-array tree changes no decision: from the same positions, seeds and budgets, today's
// search returns exactly what the search with a node object per move returned (move, playouts, win rate,
// reason, reused playouts), with and without tree reuse, the solver and the priors. The old search's results
// are recorded in test/fixtures/konobi/decisions.json (decisions.ts).
import { describe, expect, it } from 'vitest';
import { type SearchResult, SearchTree, search } from '../../../src/ai/konobi/index.js';
import { createRng } from '../../../src/core/rng.js';
import { isOver, newGame, play } from '../../../src/games/konobi/index.js';
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

describe('a search whose tree outgrows the live arrays', () => {
  // Every leaf expanded at once (expandAt 1) fills the live tree's 8,192 blocks (7×7) or its 262,144 nodes
  // (11×11) within these budgets, so each search moves its tree to arrays of its own mid-search and ends
  // there; the first player's third search reuses the copy kept from its first. The results are those the
  // search before the live arrays returned (recorded from its build with the same script).
  const cases: [number, number, string][] = [
    [7, 600, '21 600 0.6153846153846154 0|3 600 0.5145569620253164 0|20 600 0.6954545454545454 3'],
    [11, 400, '40 400 0.5319148936170213 0|91 400 0.5294117647058824 0|37 400 0.5930232558139535 0'],
  ];
  it.each(cases)('gives the same results (size %i, %i playouts)', (size, playouts, expected) => {
    let state = newGame({ size });
    const centre = (size >> 1) * size + (size >> 1);
    state = play(state, { type: 'place', point: centre });
    state = play(state, { type: 'place', point: centre - 2 * size });
    const tree = new SearchTree();
    const rng = createRng(`outgrow-${size}`);
    const results: SearchResult[] = [];
    for (let turn = 0; turn < 3 && !isOver(state); turn++) {
      const options = { maxPlayouts: playouts, rng, tuning: { expandAt: 1 } };
      const result = search(state, turn % 2 === 0 ? { ...options, tree } : options);
      results.push(result);
      state = play(state, result.move);
    }
    const record = (r: SearchResult): string =>
      `${r.move.type === 'place' ? r.move.point : r.move.type} ${r.playouts} ${r.winRate} ${r.reused}`;
    expect(results.map(record).join('|')).toBe(expected);
  });
});
