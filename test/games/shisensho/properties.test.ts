// Shisen-Sho invariants by fast-check: the O(W+H) path check against a plain breadth-first search, the
// occupancy masks against the cells, round trips of every text form, parsers that never throw, tiles
// conserved, winnable deals that replay.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealWinnable, scrambleWinnable, shisensho, winnableDeals } from '../../../src/ai/shisensho/index.js';
import { createRng } from '../../../src/core/rng.js';
import {
  type Board,
  boardsEqual,
  buildWinnable,
  cellAt,
  createBoard,
  dealRandom,
  fillCells,
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
  removePair,
  type ShisenShoParams,
  scramble,
  scrambleBoard,
  setCell,
  settleColumn,
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

/** Random boards up to `maxWidth` × `maxHeight`, each cell a tile with probability about `full`. */
const randomBoard = (maxWidth: number, maxHeight: number, full: number) =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxWidth }), height: fc.integer({ min: 1, max: maxHeight }) })
    .chain(({ width, height }) =>
      fc
        .array(
          fc.integer({ min: 0, max: 99 }).map((r) => (r < 100 * full ? 1 + (r % 2) : 0)),
          { minLength: width * height, maxLength: width * height },
        )
        .map((kinds) => {
          const board = createBoard(width, height);
          kinds.forEach((k, n) => {
            setCell(board, (Math.floor(n / width) + 1) * (width + 2) + (n % width) + 1, k);
          });
          return board;
        }),
    );

/** The masks recomputed from the cells, as the Board doc defines them. */
function masksOf(board: Board): { rowBits: number[]; colBits: number[] } {
  const rowBits = new Array<number>(board.height + 2).fill(0);
  const colBits = new Array<number>(board.width + 2).fill(0);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (board.cells[(y + 1) * (board.width + 2) + x + 1] === 0) continue;
      rowBits[y + 1] = rowBits[y + 1] | (1 << x) | 0;
      colBits[x + 1] = colBits[x + 1] | (1 << y) | 0;
    }
  }
  return { rowBits, colBits };
}

function expectMasksInStep(board: Board): void {
  expect({ rowBits: Array.from(board.rowBits), colBits: Array.from(board.colBits) }).toEqual(masksOf(board));
}

describe('path check', () => {
  const agreesWithBfs = (board: Board, p: number, q: number) => {
    const cellsOnBoard: number[] = [];
    for (let y = 1; y <= board.height; y++)
      for (let x = 1; x <= board.width; x++) cellsOnBoard.push(y * (board.width + 2) + x);
    const a = cellsOnBoard[p % cellsOnBoard.length];
    const b = cellsOnBoard[q % cellsOnBoard.length];
    if (a === b) return;
    const stride = board.width + 2;
    const out = new Int32Array(4);
    const n = findPath(board, a, b, out);
    const turns = bfsTurns(board, a, b);
    expect(n !== 0).toBe(turns >= 0);
    expect(findPath(board, a, b) !== 0).toBe(turns >= 0);
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
  };
  it('agrees with a breadth-first search over (cell, direction, turns), and its path is a real one', () => {
    fc.assert(fc.property(randomBoard(7, 6, 0.67), fc.nat(), fc.nat(), agreesWithBfs), { numRuns: 3000 });
  });
  it('agrees with the search on boards up to the largest, 32 × 24 (every bit of a row word)', () => {
    const sizes = fc.oneof(randomBoard(32, 24, 0.5), randomBoard(32, 24, 0.15), randomBoard(32, 3, 0.4));
    fc.assert(fc.property(sizes, fc.nat(), fc.nat(), agreesWithBfs), { numRuns: 300 });
  });
});

describe('occupancy masks', () => {
  const sized = fc.record({
    width: fc.integer({ min: 1, max: 32 }),
    height: fc.integer({ min: 2, max: 24 }),
    kinds: fc.integer({ min: 1, max: 42 }),
    gravity: fc.boolean(),
    winnable: fc.boolean(),
  });
  it('equal a recomputation from the cells after deals, removals (with and without gravity) and scrambles', () => {
    fc.assert(
      fc.property(sized, fc.string({ maxLength: 8 }), fc.array(fc.nat(), { maxLength: 40 }), (p, seed, picks) => {
        const rng = createRng(seed);
        let board = p.winnable && p.width * p.height <= 64 ? dealWinnable(p, rng).board : dealRandom(p, rng);
        expectMasksInStep(board);
        let state = newState(p, board);
        for (const [k, pick] of picks.entries()) {
          if (k % 10 === 9) {
            // Scrambles: the game's (winnable or not) and the two underneath.
            state = scramble(state, createRng(`${seed}/${k}`), winnableDeals);
            expectMasksInStep(state.board);
            expectMasksInStep(scrambleBoard(state.board, createRng(`${seed}+${k}`)));
            if (p.width * p.height <= 64)
              expectMasksInStep(scrambleWinnable(state.board, p.gravity, createRng(`${seed}-${k}`)).board);
            continue;
          }
          // A random pair of tiles of one kind removed, joined or not (removePair does not check), so
          // gravity gets to move whole stacks; shisensho.play() copies, removePair mutates in place.
          const tiles: number[] = [];
          for (let i = 0; i < state.board.cells.length; i++) if (state.board.cells[i] !== 0) tiles.push(i);
          if (tiles.length < 2) break;
          const n = tiles.length;
          const i = tiles[pick % n];
          const mates = tiles.filter((t) => t !== i && state.board.cells[t] === state.board.cells[i]);
          const j = mates[(pick >> 8) % mates.length];
          const move = { a: cellAt(state.board, i), b: cellAt(state.board, j) };
          if (k % 2 === 0) {
            state = shisensho.play(state, move);
          } else {
            removePair(state.board, move, p.gravity);
          }
          expectMasksInStep(state.board);
        }
        board = state.board;
        const parsed = parseBoard(formatBoard(board));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expectMasksInStep(parsed.value);
      }),
      { numRuns: 300 },
    );
  });
  it('follow single writes, column settling and whole-array fills', () => {
    fc.assert(
      fc.property(
        randomBoard(32, 24, 0.6),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
        (board, writes) => {
          const stride = board.width + 2;
          for (const [n, kind] of writes) {
            const x = n % board.width;
            const y = (n >> 5) % board.height;
            setCell(board, (y + 1) * stride + x + 1, kind);
            expectMasksInStep(board);
            if (kind === 3) {
              settleColumn(board, x + 1);
              expectMasksInStep(board);
            }
          }
          const copy = createBoard(board.width, board.height);
          fillCells(copy, board.cells);
          expectMasksInStep(copy);
          expect(Array.from(copy.rowBits)).toEqual(Array.from(board.rowBits));
        },
      ),
      { numRuns: 500 },
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
  it('parse(format(x)) = x for params, boards (on lines or on one), cells and moves', () => {
    fc.assert(
      fc.property(params, fc.string({ maxLength: 8 }), (p: ShisenShoParams, seed) => {
        expect(parseParams(formatParams(p))).toEqual({ ok: true, value: p });
        const board = dealRandom(p, createRng(seed));
        const back = parseBoard(formatBoard(board));
        expect(back.ok && boardsEqual(back.value, board)).toBe(true);
        // The one-line form of --json (rows joined by `/`) reads back the same.
        const line = parseBoard(formatBoard(board, '/'));
        expect(line.ok && boardsEqual(line.value, board)).toBe(true);
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
            if (move.ok) state = shisensho.play(state, move.value);
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
          : shisensho.play(
              start,
              dealWinnable(p, createRng(seed)).solution[0] ?? { a: { x: 0, y: 0 }, b: { x: 0, y: 0 } },
            );
        const shuffled = scrambleBoard(half.board, createRng(`${seed}!`));
        const kept = scramble(half, createRng(`${seed}?`), winnableDeals).board;
        for (const b of [shuffled, kept]) {
          expect(tileCounts(b)).toEqual(tileCounts(half.board));
          for (let i = 0; i < b.cells.length; i++) expect(b.cells[i] === 0).toBe(half.board.cells[i] === 0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
