// SameGame invariants checked by fast-check on random fields and random games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import {
  CLEAR_BONUS,
  checkMove,
  countBlocks,
  createField,
  dealWinnable,
  type Field,
  fieldsEqual,
  formatField,
  formatMove,
  formatParams,
  groupPoints,
  isOver,
  legalMoves,
  newGame,
  newState,
  parseField,
  parseMove,
  parseParams,
  play,
  type SameGameParams,
} from '../../../src/games/samegame/index.js';

const params = fc.record({
  width: fc.integer({ min: 2, max: 12 }),
  height: fc.integer({ min: 2, max: 12 }),
  colors: fc.integer({ min: 2, max: 6 }),
  winnable: fc.constant(false),
});

const randomField = params.chain((p) =>
  fc
    .array(fc.integer({ min: 1, max: p.colors }), { minLength: p.width * p.height, maxLength: p.width * p.height })
    .map((cells) => {
      const field = createField(p.width, p.height);
      field.cells.set(cells);
      return { params: p, field };
    }),
);

/** True when two orthogonal neighbours share a colour: the brute-force definition of "a move is left". */
function hasPairBruteForce(f: Field): boolean {
  for (let x = 0; x < f.width; x++) {
    for (let y = 0; y < f.height; y++) {
      const c = f.cells[x * f.height + y];
      if (c === 0) continue;
      if (x + 1 < f.width && f.cells[(x + 1) * f.height + y] === c) return true;
      if (y + 1 < f.height && f.cells[x * f.height + y + 1] === c) return true;
    }
  }
  return false;
}

/** Plays a random game: each step picks one of the legal moves by the next chooser value. */
const randomGame = fc.tuple(randomField, fc.array(fc.nat(), { maxLength: 200 }));

describe('SameGame properties', () => {
  it('conserves blocks, scores the sum of (n−2)² plus the clear bonus, and is over exactly when no pair is left', () => {
    fc.assert(
      fc.property(randomGame, ([{ params: p, field }, choices]) => {
        let state = newState(p, field);
        let expectedScore = 0;
        let removedTotal = 0;
        for (const choice of choices) {
          expect(isOver(state)).toBe(!hasPairBruteForce(state.field));
          const moves = legalMoves(state);
          if (moves.length === 0) break;
          const move = moves[choice % moves.length];
          if (!move) break;
          state = play(state, move);
          const removed = state.last?.removed ?? 0;
          expect(removed).toBeGreaterThanOrEqual(2);
          removedTotal += removed;
          expectedScore += groupPoints(removed) + (state.blocksLeft === 0 ? CLEAR_BONUS : 0);
          expect(state.score).toBe(expectedScore);
          expect(countBlocks(state.field)).toBe(state.blocksLeft);
          expect(state.blocksLeft + removedTotal).toBe(p.width * p.height);
          // Compaction leaves a field the strict parser accepts (holes on top, empty columns at the right).
          const reparsed = parseField(formatField(state.field));
          expect(reparsed.ok).toBe(true);
          if (reparsed.ok) expect(fieldsEqual(reparsed.value, state.field)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('parse(format(field)) is the field', () => {
    fc.assert(
      fc.property(randomField, ({ field }) => {
        const r = parseField(formatField(field, '/'));
        expect(r.ok && fieldsEqual(r.value, field)).toBe(true);
      }),
    );
  });

  it('parse(format(params)) is the params', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 2, max: 40 }),
          height: fc.integer({ min: 2, max: 40 }),
          colors: fc.integer({ min: 2, max: 9 }),
          winnable: fc.boolean(),
        }),
        (p: SameGameParams) => {
          expect(parseParams(formatParams(p))).toEqual({ ok: true, value: p });
        },
      ),
    );
  });

  it('every block of a group names the same canonical move, and the canonical move parses back to it', () => {
    fc.assert(
      fc.property(randomField, fc.nat(), fc.nat(), ({ params: p, field }, a, b) => {
        const state = newState(p, field);
        const x = a % p.width;
        const y = b % p.height;
        const move = checkMove(state, x, y);
        if (!move.ok) return;
        const canonical = formatMove(state, move.value);
        const again = parseMove(state, canonical);
        expect(again.ok).toBe(true);
        if (again.ok) expect(formatMove(state, again.value)).toBe(canonical);
        expect(legalMoves(state).map((m) => formatMove(state, m))).toContain(canonical);
      }),
    );
  });

  it('random input never makes a parser throw', () => {
    const state = newState(
      { width: 5, height: 5, colors: 3, winnable: false },
      newGame({ width: 5, height: 5, colors: 3, winnable: false }, createRng('p')).field,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(() => parseField(text)).not.toThrow();
        expect(() => parseParams(text)).not.toThrow();
        expect(() => parseMove(state, text)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.\n/ ]{0,60}$/), (text) => {
        expect(() => parseField(text)).not.toThrow();
        expect(() => parseMove(state, text)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('the same params and seed deal the same field', () => {
    fc.assert(
      fc.property(params, fc.boolean(), fc.string({ minLength: 1, maxLength: 20 }), (p, winnable, seed) => {
        const q = { ...p, winnable };
        expect(formatField(newGame(q, createRng(seed)).field)).toBe(formatField(newGame(q, createRng(seed)).field));
      }),
      { numRuns: 50 },
    );
  });

  it('a winnable deal is full and its proof replays to an empty field', () => {
    fc.assert(
      fc.property(params, fc.string({ minLength: 1, maxLength: 12 }), (p, seed) => {
        const deal = dealWinnable({ ...p, winnable: true }, createRng(seed));
        expect(countBlocks(deal.field)).toBe(p.width * p.height);
        let state = newState({ ...p, winnable: true }, deal.field);
        for (const [x, y] of deal.solution) {
          const move = checkMove(state, x, y);
          expect(move.ok).toBe(true);
          if (!move.ok) return;
          state = play(state, move.value);
        }
        expect(state.blocksLeft).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
