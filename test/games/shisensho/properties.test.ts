// Shisen-Sho invariants by fast-check: the O(W+H) path check against a plain breadth-first search, round
// trips of every text form, parsers that never throw, tiles conserved, winnable deals that replay.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import {
  type Board,
  boardsEqual,
  buildWinnable,
  createBoard,
  dealRandom,
  dealWinnable,
  findPath,
  formatBoard,
  formatCell,
  formatMove,
  formatParams,
  newState,
  parseBoard,
  parseCell,
  parseMove,
  parseParams,
  play,
  type ShisenShoParams,
  scramble,
  scrambleBoard,
  tileCounts,
} from '../../../src/games/shisensho/index.js';

/** Fewest turns from a to b through empty cells by plain BFS over (cell, direction, turns), or -1. */
function bfsTurns(board: Board, a: number, b: number): number {
  const stride = board.width + 2;
  const rows = board.height + 2;
  const dx = [0, 1, 0, -1];
  const dy = [-1, 0, 1, 0];
  const seen = new Set<string>();
  let frontier: [number, number, number, number][] = [];
  for (let d = 0; d < 4; d++) frontier.push([a % stride, Math.floor(a / stride), d, 0]);
  let best = -1;
  while (frontier.length > 0) {
    const next: [number, number, number, number][] = [];
    for (const [x, y, d, t] of frontier) {
      for (let nd = 0; nd < 4; nd++) {
        const nt = t + (nd === d ? 0 : 1);
        // The first segment leaves a in any direction without a turn.
        const turns = x === a % stride && y === Math.floor(a / stride) ? 0 : nt;
        if (turns > 2) continue;
        const nx = x + dx[nd];
        const ny = y + dy[nd];
        if (nx < 0 || ny < 0 || nx >= stride || ny >= rows) continue;
        const i = ny * stride + nx;
        if (i === b) {
          if (best < 0 || turns < best) best = turns;
          continue;
        }
        if (board.cells[i] !== 0 || i === a) continue;
        const key = `${i},${nd},${turns}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([nx, ny, nd, turns]);
      }
    }
    frontier = next;
  }
  return best;
}

const randomBoard = fc
  .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 6 }) })
  .chain(({ width, height }) =>
    fc.array(fc.integer({ min: 0, max: 2 }), { minLength: width * height, maxLength: width * height }).map((kinds) => {
      const board = createBoard(width, height);
      kinds.forEach((k, n) => {
        board.cells[(Math.floor(n / width) + 1) * (width + 2) + (n % width) + 1] = k;
      });
      return board;
    }),
  );

describe('path check', () => {
  it('agrees with a breadth-first search over (cell, direction, turns), and its path is a real one', () => {
    fc.assert(
      fc.property(randomBoard, fc.nat(), fc.nat(), (board, p, q) => {
        const cellsOnBoard: number[] = [];
        for (let y = 1; y <= board.height; y++)
          for (let x = 1; x <= board.width; x++) cellsOnBoard.push(y * (board.width + 2) + x);
        const a = cellsOnBoard[p % cellsOnBoard.length];
        const b = cellsOnBoard[q % cellsOnBoard.length];
        if (a === b) return;
        const stride = board.width + 2;
        const out = new Int32Array(4);
        const n = findPath(board.cells, stride, board.height + 2, a, b, out);
        const turns = bfsTurns(board, a, b);
        expect(n !== 0).toBe(turns >= 0);
        expect(findPath(board.cells, stride, board.height + 2, a, b) !== 0).toBe(turns >= 0);
        if (n === 0) return;
        // Fewest turns, ends at a and b, straight segments through empty cells only.
        expect(n - 2).toBe(turns);
        expect([out[0], out[n - 1]]).toEqual([a, b]);
        for (let k = 0; k + 1 < n; k++) {
          const [u, v] = [out[k], out[k + 1]];
          const step = u % stride === v % stride ? stride : 1;
          expect(u % stride === v % stride || Math.floor(u / stride) === Math.floor(v / stride)).toBe(true);
          const dir = v > u ? step : -step;
          for (let i = u + dir; i !== v; i += dir) expect(board.cells[i]).toBe(0);
          if (k > 0) expect(board.cells[u]).toBe(0);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

const params = fc.record({
  width: fc.integer({ min: 1, max: 10 }),
  height: fc.integer({ min: 2, max: 8 }),
  kinds: fc.integer({ min: 1, max: 42 }),
  gravity: fc.boolean(),
  winnable: fc.boolean(),
});

describe('text forms', () => {
  it('parse(format(x)) = x for params, boards, cells and moves', () => {
    fc.assert(
      fc.property(params, fc.string({ maxLength: 8 }), (p: ShisenShoParams, seed) => {
        expect(parseParams(formatParams(p))).toEqual({ ok: true, value: p });
        const board = dealRandom(p, createRng(seed));
        const back = parseBoard(formatBoard(board));
        expect(back.ok && boardsEqual(back.value, board)).toBe(true);
        const cell = { x: seed.length * 3, y: seed.length };
        expect(parseCell(formatCell(cell))).toEqual(cell);
      }),
      { numRuns: 200 },
    );
  });
  it('random input never throws', () => {
    const state = newState(unwrapParams('4x3k2u'), dealRandom(unwrapParams('4x3k2u'), createRng('x')));
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        parseParams(text);
        parseBoard(text);
        parseCell(text);
        parseMove(state, text);
      }),
      { numRuns: 2000 },
    );
  });
});

function unwrapParams(text: string): ShisenShoParams {
  const r = parseParams(text);
  if (!r.ok) throw new Error(text);
  return r.value;
}

describe('deals and scramble', () => {
  it('winnable deals (and the construction alone) replay their solution to an empty board, with and without gravity', () => {
    fc.assert(
      fc.property(params, fc.string({ maxLength: 8 }), (p, seed) => {
        for (const deal of [dealWinnable(p, createRng(seed)), buildWinnable(p, createRng(seed))]) {
          expect(tileCounts(deal.board)).toEqual(tileCounts(dealRandom(p, createRng(seed))));
          let state = newState(p, deal.board);
          for (const m of deal.solution) {
            const move = parseMove(state, formatMove(state, m));
            expect(move.ok).toBe(true);
            if (move.ok) state = play(state, move.value);
          }
          expect(state.tilesLeft).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('scramble conserves the tiles and the empty cells', () => {
    fc.assert(
      fc.property(params, fc.string({ maxLength: 8 }), (p, seed) => {
        const start = newState(p, dealWinnable(p, createRng(seed)).board);
        const half = start.params.gravity
          ? start
          : play(start, dealWinnable(p, createRng(seed)).solution[0] ?? { a: { x: 0, y: 0 }, b: { x: 0, y: 0 } });
        const shuffled = scrambleBoard(half.board, createRng(`${seed}!`));
        const kept = scramble(half, createRng(`${seed}?`)).board;
        for (const b of [shuffled, kept]) {
          expect(tileCounts(b)).toEqual(tileCounts(half.board));
          for (let i = 0; i < b.cells.length; i++) expect(b.cells[i] === 0).toBe(half.board.cells[i] === 0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
