// Level 6's chance of winning from a spread late in the game: the normal model's shape, and the spread it reads
// from a seat's view.
import { describe, expect, it } from 'vitest';
import { normalCdf, spreadDeviation, spreadGain, winProbability } from '../../src/ai/scarabeo/equity.js';
import { inputFromView } from '../../src/ai/scarabeo/index.js';
import { createRng } from '../../src/core/rng.js';
import { DEFAULT_PARAMS, newGame, view } from '../../src/games/scarabeo/index.js';

describe('the normal distribution function', () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [-1, 0.158655],
    [1.96, 0.975002],
    [-3, 0.00135],
  ])('Φ(%d) = %d', (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 5);
  });
});

describe('the chance of winning', () => {
  it('grows with the spread, from near 0 to near 1', () => {
    for (const tiles of [1, 2, 5, 20, 60, 100]) {
      let before = 0;
      for (let spread = -60; spread <= 60; spread += 5) {
        const p = winProbability(spread, tiles);
        expect(p).toBeGreaterThan(before);
        expect(p).toBeLessThan(1);
        before = p;
      }
      expect(winProbability(-300, tiles)).toBeLessThan(0.01);
      expect(winProbability(-300, tiles)).toBeGreaterThanOrEqual(0);
      expect(winProbability(300, tiles)).toBeGreaterThan(0.99);
      expect(winProbability(300, tiles)).toBeLessThanOrEqual(1);
    }
  });

  it("is even when the spread makes up for the mover's average gain", () => {
    for (const tiles of [1, 3, 30, 100]) expect(winProbability(-spreadGain(tiles), tiles)).toBeCloseTo(0.5, 6);
    // Being on move is worth something: an even score is better than even.
    expect(winProbability(0, 30)).toBeGreaterThan(0.6);
  });

  it('makes a lead safer, and a deficit more hopeless, as the tiles run out', () => {
    for (let tiles = 3; tiles <= 120; tiles++) {
      expect(spreadDeviation(tiles)).toBeGreaterThan(spreadDeviation(tiles - 1));
      expect(winProbability(60, tiles - 1)).toBeGreaterThan(winProbability(60, tiles));
      expect(winProbability(-60, tiles - 1)).toBeLessThan(winProbability(-60, tiles));
    }
    // Linear between the knots: no jump from one count to the next.
    for (let tiles = 1; tiles <= 130; tiles++)
      expect(Math.abs(spreadDeviation(tiles) - spreadDeviation(tiles - 1))).toBeLessThan(5);
  });
});

describe('the spread a seat sees', () => {
  it('is its score minus the best other score', () => {
    const state = newGame({ ...DEFAULT_PARAMS, players: 3 }, createRng('spread'));
    const scored = { ...state, scores: [40, 75, 52] };
    expect(inputFromView(view(scored, 0)).spread).toBe(-35);
    expect(inputFromView(view(scored, 1)).spread).toBe(23);
    expect(inputFromView(view(scored, 2)).spread).toBe(-23);
  });
});
