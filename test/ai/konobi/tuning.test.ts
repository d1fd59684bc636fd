// The search's cheaper-loop tunings (AMAF updates at the first levels only, several playouts per leaf) do what
// they say: checked against searches they must equal, since what they change is decisions.
import { describe, expect, it } from 'vitest';
import { search } from '../../../src/ai/konobi/index.js';
import { createRng } from '../../../src/core/rng.js';
import { newGame, play } from '../../../src/games/konobi/index.js';
import { recordSearches } from './decisions.js';

describe('amafLevels', () => {
  it('at 0 searches exactly as RAVE switched off (no AMAF counts anywhere)', () => {
    expect(recordSearches(search, 9, { amafLevels: 0 })).toEqual(recordSearches(search, 9, { raveBias: 0 }));
  });

  it('deeper than any path searches exactly as the default', () => {
    expect(recordSearches(search, 7, { amafLevels: 200 })).toEqual(recordSearches(search, 7, {}));
  });

  it('at 1 (the root only) changes the searches', () => {
    expect(recordSearches(search, 9, { amafLevels: 1 })).not.toEqual(recordSearches(search, 9, {}));
  });
});

describe('leafPlayouts', () => {
  it('at 2 is the default', () => {
    expect(recordSearches(search, 7, { leafPlayouts: 2 })).toEqual(recordSearches(search, 7, {}));
  });

  it('at 1, 2 or 3 spends exactly the budget, odd ones too, and 1 and 3 change the searches', () => {
    let state = newGame({ size: 9 });
    state = play(state, { type: 'place', point: 40 });
    state = play(state, { type: 'place', point: 22 });
    for (const leafPlayouts of [1, 2, 3]) {
      for (const budget of [1, 2, 501]) {
        const r = search(state, { maxPlayouts: budget, rng: createRng('leaf'), tuning: { leafPlayouts } });
        expect(r.playouts).toBe(budget);
      }
      if (leafPlayouts !== 2)
        expect(recordSearches(search, 9, { leafPlayouts })).not.toEqual(recordSearches(search, 9, {}));
    }
  });
});
