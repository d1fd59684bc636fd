// The search's typed-array tree changes no decision: from the same positions, seeds and budgets, today's
// search returns exactly what the search with a node object per move returned (move, playouts, win rate,
// reason, reused playouts), with and without tree reuse, the solver and the priors.
import { describe, expect, it } from 'vitest';
import { randomPlayer, SearchTree, type SearchTuning, search } from '../../../src/ai/konobi/index.js';
import { SearchTree as ReferenceTree, search as referenceSearch } from '../../../src/bench/konobi-before-speed/mcts.js';
import { createRng } from '../../../src/core/rng.js';
import { isOver, type KonobiState, newGame, play } from '../../../src/games/konobi/index.js';

/** Positions along random games (every few moves). */
function positions(size: number, games: number, seed: string): KonobiState[] {
  const rng = createRng(seed);
  const found: KonobiState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ size });
    for (let move = 0; !isOver(state); move++) {
      if (move % 5 === 2) found.push(state);
      state = play(state, randomPlayer(state, rng));
    }
  }
  return found;
}

describe('search against the search it replaced', () => {
  it.each([
    [7, {}],
    [9, { solver: false }],
    [9, { priors: 0, raveBias: 0 }],
    [11, {}],
  ] as [number, Partial<SearchTuning>][])(
    'gives the same results on random positions (size %i, tuning %o)',
    (size, tuning) => {
      let searched = 0;
      for (const [i, state] of positions(size, 2, `same-search-${size}`).entries()) {
        const options = { maxPlayouts: 300, tuning };
        const result = search(state, { ...options, rng: createRng(`search-${i}`) });
        const expected = referenceSearch(state, { ...options, rng: createRng(`search-${i}`) });
        expect(result, `position ${i}`).toEqual(expected);
        searched++;
      }
      expect(searched).toBeGreaterThan(4);
    },
  );

  it('gives the same results through whole games with tree reuse', () => {
    for (const size of [7, 9]) {
      const rng = createRng(`same-games-${size}`);
      const referenceRng = createRng(`same-games-${size}`);
      const trees = [new SearchTree(), new SearchTree()];
      const referenceTrees = [new ReferenceTree(), new ReferenceTree()];
      let state = newGame({ size });
      let reused = 0;
      for (let turn = 0; !isOver(state); turn++) {
        const side = turn % 2;
        const result = search(state, { maxPlayouts: 300, rng, tree: trees[side] });
        const expected = referenceSearch(state, { maxPlayouts: 300, rng: referenceRng, tree: referenceTrees[side] });
        expect(result, `turn ${turn}`).toEqual(expected);
        reused += result.reused;
        state = play(state, result.move);
      }
      expect(reused).toBeGreaterThan(0);
    }
  });
});
