// The playout policy's scans against plain reference implementations written here from the engine's board
// (its cells, chains and legality): on random positions of several sizes, at every stone and for both colours,
// FastBoard's winning point next to a stone (winningNear), its connection-saving reply (saveNear, with the
// same random start) and its legality must be the references' answers. A faster board that changed an answer
// anywhere would fail here, whatever the recorded playouts happen to exercise.
import { describe, expect, it } from 'vitest';
import { FastBoard } from '../../../src/ai/konobi/index.js';
import { NO_CANDIDATE } from '../../../src/ai/konobi/playout.js';
import type { KonobiBoard } from '../../../src/games/konobi/index.js';
import { positions } from './decisions.js';

/** The 8 neighbours in reading order (NW, N, NE, W, E, SW, S, SE), the order the policy scans them in. */
const READING: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** The engine's points around p (x, y) in reading order, with -1 off the board. */
function around(board: KonobiBoard, p: number): number[] {
  const n = board.size;
  const x = p % n;
  const y = (p - x) / n;
  return READING.map(([dx, dy]) => {
    const xx = x + dx;
    const yy = y + dy;
    return xx < 0 || yy < 0 || xx >= n || yy >= n ? -1 : yy * n + xx;
  });
}

/** The edges of colour c a stone at p would touch: its own (1 top/left, 2 bottom/right) and its chains'. */
function edgesWith(board: KonobiBoard, p: number, c: number): number {
  const n = board.size;
  const x = p % n;
  const y = (p - x) / n;
  const along = c === 1 ? y : x;
  let bits = (along === 0 ? 1 : 0) | (along === n - 1 ? 2 : 0);
  for (const q of around(board, p)) if (q >= 0 && board.cells[q] === c) bits |= board.edges[board.find(q)] as number;
  return bits;
}

/** The distinct chains (engine roots) of colour c among the neighbours of p. */
function chainsAround(board: KonobiBoard, p: number, c: number): Set<number> {
  const chains = new Set<number>();
  for (const q of around(board, p)) if (q >= 0 && board.cells[q] === c) chains.add(board.find(q));
  return chains;
}

/**
 * winningNear by its contract: NO_CANDIDATE when m's chain touches no edge (a winning point next to m would
 * then not need m) or when no empty neighbour would join the two edges; else the first such neighbour in
 * reading order that is legal, or -1.
 */
function referenceWinningNear(board: KonobiBoard, m: number, c: number): number {
  if (board.edges[board.find(m)] === 0) return NO_CANDIDATE;
  let found = NO_CANDIDATE;
  for (const p of around(board, m)) {
    if (p < 0 || board.cells[p] !== 0 || edgesWith(board, p, c) !== 3) continue;
    if ((board.legal[p] & c) !== 0) return p;
    found = -1;
  }
  return found;
}

/**
 * saveNear by its definition: when x touches two or more chains of colour c, the first empty neighbour of x,
 * in reading order from a random start (drawn only then) and round, that touches two of those chains and is
 * legal for c; else -1.
 */
function referenceSaveNear(board: KonobiBoard, x: number, c: number, drawStart: () => number): number {
  const chains = chainsAround(board, x, c);
  if (chains.size < 2) return -1;
  const start = drawStart();
  const points = around(board, x);
  for (let i = 0; i < 8; i++) {
    const y = points[(start + i) % 8] as number;
    if (y < 0 || board.cells[y] !== 0) continue;
    let touched = 0;
    for (const r of chainsAround(board, y, c)) if (chains.has(r)) touched++;
    if (touched >= 2 && (board.legal[y] & c) !== 0) return y;
  }
  return -1;
}

describe('FastBoard against plain reference implementations', () => {
  it.each([
    [7, 6],
    [9, 4],
    [11, 3],
  ])('answers as the references at every stone of random positions (size %i, %i games)', (size, games) => {
    let checked = 0;
    let saves = 0;
    let wins = 0;
    for (const state of positions(size, games, `reference-${size}`, 3, 1)) {
      const { board } = state;
      const fast = new FastBoard(size);
      fast.load(board);
      // A second board with the same (fresh) generator draws the saving reply's starts for the reference:
      // both draw exactly when x touches two chains, so they stay in step.
      const starts = new FastBoard(size);
      for (let point = 0; point < size * size; point++) {
        const p = fast.pad(point);
        for (const c of [1, 2]) {
          expect(fast.legalAt(p, c), `legal ${point} ${c}`).toBe((board.legal[point] & c) !== 0);
          if (board.cells[point] === 0) continue;
          if (board.cells[point] === c) {
            const expected = referenceWinningNear(board, point, c);
            const answer = fast.winningNear(p, c);
            expect(answer < 0 ? answer : fast.unpad(answer), `winningNear ${point} ${c}`).toBe(expected);
            if (expected >= 0) wins++;
          }
          const expected = referenceSaveNear(board, point, c, () => starts.below(8));
          const answer = fast.saveNear(p, c);
          expect(answer < 0 ? answer : fast.unpad(answer), `saveNear ${point} ${c}`).toBe(expected);
          if (expected >= 0) saves++;
          checked++;
        }
      }
    }
    // The positions exercise the interesting answers, not only the trivial ones.
    expect(checked).toBeGreaterThan(500);
    expect(saves).toBeGreaterThan(20);
    expect(wins).toBeGreaterThan(0);
  });
});
