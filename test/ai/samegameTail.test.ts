// The SameGame tail solver: its optimum equals a brute force over every line on small fields, its lines replay on the engine, its bound holds; a small field solved exactly up front.
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/ai/samegame/board.js';
import { EXACT_MAX_BLOCKS, solve, solveExactly } from '../../src/ai/samegame/solve.js';
import { improveTail, TailSolver, tailBound } from '../../src/ai/samegame/tail.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  findGroups,
  formatField,
  isWon,
  newGame,
  parseParams,
  parseStartField,
  play,
  type SameGameState,
} from '../../src/games/samegame/index.js';

function deal(params: string, seed: string): SameGameState {
  return newGame(unwrap(parseParams(params)), createRng(seed));
}

/** The best score reachable from `state` on the engine (bonus included): every move tried, positions memoised by their text. */
function brute(state: SameGameState, memo = new Map<string, number>()): number {
  const key = formatField(state.field);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = 0;
  for (const g of findGroups(state.field)) {
    const next = play(state, { x: g.x, y: g.y });
    const v = next.score - state.score + brute(next, memo);
    if (v > best) best = v;
  }
  memo.set(key, best);
  return best;
}

/** Plays a line of padded cell indices of `board`'s layout on the engine from `state`; returns the end. */
function replayCells(board: Board, state: SameGameState, line: Int32Array, length: number): SameGameState {
  let s = state;
  for (let k = 0; k < length; k++) {
    const i = line[k] as number;
    const move = { x: board.xOf(i), y: board.yOf(i) };
    expect(findGroups(s.field).some((g) => g.x === move.x && g.y === move.y)).toBe(true);
    s = play(s, move);
  }
  return s;
}

const SMALL = ['5x5c3', '5x5c4', '6x5c3', '6x5c4', '6x6c4', '4x7c3'];

describe('tail solver', () => {
  it('finds the brute-force optimum on small fields, and its line replays on the engine to it', () => {
    let cleared = 0;
    for (const params of SMALL) {
      for (let seed = 0; seed < 12; seed++) {
        const start = deal(params, `tail-${seed}`);
        const board = Board.fromField(start.field);
        const r = new TailSolver(board.width, board.height).solve(board, -1, Number.POSITIVE_INFINITY);
        expect(r.complete).toBe(true);
        expect(r.improved).toBe(true);
        const best = brute(start);
        expect(r.score).toBe(best);
        const end = replayCells(board, start, r.line, r.length);
        expect(end.score).toBe(best);
        expect(findGroups(end.field)).toEqual([]);
        if (end.blocksLeft === 0) cleared++;
      }
    }
    // Cleared and uncleared optima both occur, so the bonus's side of the bound is exercised.
    expect(cleared).toBeGreaterThan(0);
    expect(cleared).toBeLessThan(SMALL.length * 12);
  });

  it('finds nothing above the optimum, and reports an incumbent at the optimum as not beaten', () => {
    for (let seed = 0; seed < 8; seed++) {
      const start = deal('5x5c3', `bar-${seed}`);
      const board = Board.fromField(start.field);
      const best = brute(start);
      const solver = new TailSolver(board.width, board.height);
      const at = solver.solve(board, best, Number.POSITIVE_INFINITY);
      expect(at.improved).toBe(false);
      expect(at.score).toBe(best);
      const below = solver.solve(board, best - 1, Number.POSITIVE_INFINITY);
      expect(below.improved).toBe(true);
      expect(below.score).toBe(best);
    }
  });

  it('its bound is never below the brute-force optimum', () => {
    for (const params of SMALL) {
      for (let seed = 0; seed < 6; seed++) {
        const start = deal(params, `bound-${seed}`);
        expect(tailBound(Board.fromField(start.field))).toBeGreaterThanOrEqual(brute(start));
      }
    }
  });

  it('improveTail keeps the line replayable, never lowers its score, and reaches the optimum when allowed every block', () => {
    const rng = createRng('lines');
    let gains = 0;
    for (const params of ['6x6c4', '6x5c3', '8x8c4', '15x15c5']) {
      for (let seed = 0; seed < 5; seed++) {
        const start = deal(params, `improve-${seed}`);
        const root = Board.fromField(start.field);
        // A random line to the end.
        const line = new Int32Array(root.cells.length);
        const board = Board.fromField(start.field);
        const moves = new Int32Array(root.cells.length);
        const sizes = new Int32Array(root.cells.length);
        const group = new Int32Array(root.cells.length);
        let length = 0;
        for (let n = board.listMoves(moves, sizes, group); n > 0; n = board.listMoves(moves, sizes, group)) {
          const m = moves[rng.int(n)] as number;
          line[length++] = m;
          board.take(m);
        }
        const before = replayCells(root, start, line, length).score;
        const solver = new TailSolver(root.width, root.height);
        const small = params !== '15x15c5' && params !== '8x8c4';
        const r = improveTail(solver, root, line, length, small ? 100 : 25, small ? 1e9 : 50_000);
        const end = replayCells(root, start, line, r.length);
        expect(findGroups(end.field)).toEqual([]);
        expect(end.score).toBe(r.score);
        expect(r.score).toBe(before + r.gain);
        expect(r.gain).toBeGreaterThanOrEqual(0);
        if (r.gain > 0) gains++;
        if (small) expect(r.score).toBe(brute(start));
      }
    }
    expect(gains).toBeGreaterThan(0);
  });
});

describe('solve with the tail search', () => {
  it('returns lines that replay on the engine to their score, with either method, the same for a seed, within the budget', () => {
    const tail = { maxBlocks: 60, maxNodes: 20_000, share: 0.1 };
    let gains = 0;
    for (const [params, seed, method] of [
      ['15x15c5', 'tail-a', 'nrpa'],
      ['15x15c5', 'tail-a', 'nmcs'],
      ['10x10c4', 'tail-b', 'nrpa'],
      ['10x10c4', 'tail-b', 'nmcs'],
    ] as const) {
      const start = deal(params, seed);
      const r = solve(start.field, { rng: createRng(seed), maxPlayouts: 3000, method, tail });
      let s = start;
      for (const m of r.moves) s = play(s, m);
      expect(s.score).toBe(r.score);
      expect(isWon(s)).toBe(r.cleared);
      expect(findGroups(s.field)).toEqual([]);
      if ((r.tail?.gain ?? 0) > 0) gains++;
      // The search ran 90% of the budget, the tail the rest.
      expect(r.playouts).toBe(2700);
      expect(solve(start.field, { rng: createRng(seed), maxPlayouts: 3000, method, tail })).toEqual(r);
    }
    expect(gains).toBeGreaterThan(0);
  });
});

describe('solveExactly (a whole small field, proven)', () => {
  it("gives the brute force's optimum on small fields, its line replaying on the engine to that score", () => {
    for (const [params, seed] of [
      ['4x3c3', 'ex-a'],
      ['5x4c3', 'ex-b'],
      ['5x5c4', 'ex-c'],
      ['6x4c2', 'ex-d'],
    ] as const) {
      const start = deal(params, seed);
      const r = solveExactly(start.field);
      expect(r).toBeDefined();
      const exact = r as NonNullable<typeof r>;
      expect(exact.score).toBe(brute(start));
      let s = start;
      for (const m of exact.moves) s = play(s, m);
      expect(s.score).toBe(exact.score);
      expect(isWon(s)).toBe(exact.cleared);
      expect(findGroups(s.field)).toEqual([]);
    }
  });

  it('answers a field of no score too (no group, or one that leaves a block)', () => {
    const lone = unwrap(parseStartField('12\n21\n')).field;
    expect(solveExactly(lone)).toMatchObject({ score: 0, cleared: false, moves: [] });
  });

  it('gives up (undefined) when the search is cut short or the field is too large to try', () => {
    const medium = deal('8x8c3', 'ex-e').field;
    expect(solveExactly(medium, 50)).toBeUndefined();
    expect(solveExactly(medium, 10_000_000, () => true)).toBeUndefined();
    const large = deal('15x10c4', 'ex-f').field;
    expect(large.cells.filter((c) => c !== 0).length).toBeGreaterThan(EXACT_MAX_BLOCKS);
    expect(solveExactly(large)).toBeUndefined();
  });
});
