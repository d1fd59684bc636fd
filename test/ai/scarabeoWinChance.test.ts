// Level 6's chance of winning from a spread late in the game: the normal model's shape, the spread it reads from a
// seat's view, and a late position where it changes level 6's choice.
import { beforeAll, describe, expect, it } from 'vitest';
import { normalCdf, spreadDeviation, spreadGain, winProbability } from '../../src/ai/scarabeo/equity.js';
import { chooseMove, inputFromView, type ScarabeoAiInput } from '../../src/ai/scarabeo/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import { type Dawg, DEFAULT_PARAMS, formatMove, newGame, play, view } from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';

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

describe('level 6 late in the game', () => {
  let dawg: Dawg;
  beforeAll(() => {
    dawg = unwrap(loadLexicon('standard'));
  });

  /** The position before move `turn` of a fixed-seed level-5 game. */
  function position(game: number, turn: number): ScarabeoAiInput {
    let state = newGame(DEFAULT_PARAMS, createRng(`scan-deal-${game}`));
    const rng = createRng(`scan-noise-${game}`);
    while (state.turn < turn) state = play(state, chooseMove(inputFromView(view(state, state.toMove)), 5, dawg, rng));
    return inputFromView(view(state, state.toMove));
  }
  const six = (input: ScarabeoAiInput): string => formatMove(chooseMove(input, 6, dawg, createRng('same')));

  it('plays for the win when the score is known, for points when the game is decided or the score unknown', () => {
    // 7 tiles in the bag, 40 points ahead: the chance of winning picks another play than the points do.
    const input = position(0, 26);
    expect(input.bagCount).toBe(7);
    expect(input.spread).toBe(40);
    const { spread: _, ...unknown } = input;
    const forPoints = six(unknown);
    expect(six(input)).not.toBe(forPoints);
    // Far ahead or far behind every line's chance is 1 or 0 alike, and the points decide.
    expect(six({ ...input, spread: 400 })).toBe(forPoints);
    expect(six({ ...input, spread: -400 })).toBe(forPoints);
  }, 120_000);
});
