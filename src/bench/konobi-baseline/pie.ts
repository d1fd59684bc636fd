// Frozen copy of the Konobi player before the search enhancements: the benchmark's "old default". Do not edit.
// The pie rule for the computer: a table by distance from the centre. Black's first stone near the centre is
// strong (as in Hex), so White swaps it; on an edge ring it is weak, so White plays on. As Black the computer
// opens just outside the swap zone, where the stone is worth something but not worth taking.
import type { Rng } from '../../core/rng.js';
import { BLACK, type KonobiState } from '../../games/konobi/index.js';

/** Rings counted from the edge (0 the outer ring); a first stone on ring ≥ SWAP_RING(size) is swapped. */
function swapRing(size: number): number {
  return size <= 7 ? Math.floor((size - 1) / 2) : 2;
}

function ringOf(size: number, point: number): number {
  const x = point % size;
  const y = (point - x) / size;
  return Math.min(x, y, size - 1 - x, size - 1 - y);
}

/** Whether White, on its first turn, should take over Black's single stone. */
export function shouldSwap(state: KonobiState): boolean {
  const { board } = state;
  const point = board.cells.indexOf(BLACK);
  return point >= 0 && ringOf(board.size, point) >= swapRing(board.size);
}

/** Black's first stone: a random point of the ring just outside the swap zone. */
export function openingPoint(size: number, rng: Rng): number {
  const ring = swapRing(size) - 1;
  const points: number[] = [];
  for (let p = 0; p < size * size; p++) if (ringOf(size, p) === ring) points.push(p);
  return points[rng.int(points.length)];
}
