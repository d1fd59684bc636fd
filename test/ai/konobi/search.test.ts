// The search's typed-array tree changes no decision: from the same positions, seeds and budgets, today's
// search returns exactly what the search with a node object per move returned (move, playouts, win rate,
// reason, reused playouts), with and without tree reuse, the solver and the priors. The old search's results
// are recorded in test/fixtures/konobi/decisions.json (decisions.ts). Also: the tree's pool, large (trees of up to
// 1.8 million nodes give the unbounded tree's results) and full (a capped search stops expanding and still plays).
import { describe, expect, it } from 'vitest';
import { type SearchResult, SearchTree, search } from '../../../src/ai/konobi/index.js';
import { poolNodes } from '../../../src/ai/konobi/mcts.js';
import { createRng } from '../../../src/core/rng.js';
import { isOver, type KonobiState, legalMoves, newGame, play } from '../../../src/games/konobi/index.js';
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

describe('a search with a large tree', () => {
  // Every leaf expanded at once (expandAt 1) builds about 400,000 nodes (7×7) and 1.8 million (11×11, close
  // to the pool's 2²¹) within these budgets; the first player's third search reuses the copy kept from its
  // first. The results are those the search before the pool returned, whose tree grew without a limit
  // (recorded from its build with the same script).
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

describe('a search that fills the pool', () => {
  /** The bench's early 11×11 position: the centre stone and one two rows above it. */
  const early = (): KonobiState => {
    let state = newGame({ size: 11 });
    state = play(state, { type: 'place', point: 5 * 11 + 5 });
    return play(state, { type: 'place', point: 3 * 11 + 5 });
  };

  it('stops expanding at the cap and still plays every playout and a legal move', () => {
    const budget = { maxPlayouts: 3000, rng: createRng('full') };
    const free = search(early(), budget);
    const unlimited = poolNodes();
    const full = search(early(), { ...budget, rng: createRng('full'), tuning: { maxNodes: 4000 } });
    // The cap binds (the free search builds several times as many nodes) and holds.
    expect(unlimited).toBeGreaterThan(20000);
    expect(poolNodes()).toBeLessThanOrEqual(4000);
    expect(poolNodes()).toBeGreaterThan(3000);
    expect(full.playouts).toBe(3000);
    expect(full.reason).toBe('search');
    expect(legalMoves(early())).toContainEqual(full.move);
    expect(full.winRate).toBeGreaterThan(0.3);
    expect(full.winRate).toBeLessThan(0.8);
    expect(free.playouts).toBe(3000);
  });

  it('fills the whole pool (2²¹ nodes) and goes on playing', () => {
    // Every leaf expanded at once (expandAt 1): 400 playouts build 1.8 million nodes (above), 600 more than
    // the pool holds.
    const full = search(early(), { maxPlayouts: 600, rng: createRng('whole'), tuning: { expandAt: 1 } });
    expect(poolNodes()).toBeLessThanOrEqual(2 ** 21);
    expect(poolNodes()).toBeGreaterThan(2 ** 21 - 2 * 121);
    expect(full.playouts).toBe(600);
    expect(legalMoves(early())).toContainEqual(full.move);
  });

  it('refuses a search started from inside another (they would share the pool), and searches again after', () => {
    const inner = (): SearchResult => search(early(), { maxPlayouts: 100, rng: createRng('inner') });
    const outer = (): SearchResult =>
      search(early(), { maxPlayouts: 600, rng: createRng('outer'), onProgress: (p) => p > 0 && inner() });
    expect(outer).toThrow(/another search is running/);
    expect(inner().playouts).toBe(100);
  });

  it('decides as without a cap when the tree stays below it', () => {
    const record = (r: SearchResult): string => JSON.stringify([r.move, r.playouts, r.winRate]);
    const free = search(early(), { maxPlayouts: 1500, rng: createRng('below') });
    const used = poolNodes();
    const capped = search(early(), { maxPlayouts: 1500, rng: createRng('below'), tuning: { maxNodes: used + 121 } });
    expect(record(capped)).toBe(record(free));
  });

  it('keeps playing a game with tree reuse, a kept subtree larger than the cap', () => {
    // 7×7, both players keeping their trees: two searches without a cap, then Black's capped at 60 nodes (its
    // reused subtrees are larger: nothing more is expanded) and White's at 2,000.
    let state = newGame({ size: 7 });
    state = play(state, { type: 'place', point: 24 });
    state = play(state, { type: 'place', point: 10 });
    const trees = { black: new SearchTree(), white: new SearchTree() };
    const rng = createRng('full-game');
    let reused = 0;
    let largest = 0;
    for (let turn = 0; turn < 8 && !isOver(state); turn++) {
      const black = state.toMove === 'black';
      const maxNodes = turn < 2 ? undefined : black ? 60 : 2000;
      const result = search(state, { maxPlayouts: 3000, rng, tree: trees[state.toMove], tuning: { maxNodes } });
      expect(legalMoves(state)).toContainEqual(result.move);
      expect(result.playouts).toBe(3000);
      if (maxNodes !== undefined && result.reused === 0) expect(poolNodes()).toBeLessThanOrEqual(maxNodes);
      if (maxNodes !== undefined) reused += result.reused;
      if (black && maxNodes !== undefined && result.reused > 0) largest = Math.max(largest, poolNodes());
      state = play(state, result.move);
    }
    expect(reused).toBeGreaterThan(0);
    expect(largest).toBeGreaterThan(60);
  });
});
