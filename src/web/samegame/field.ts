// What the SameGame page reads off a field for drawing: each cell's group size, the cells of one group, and a
// keyboard cursor kept on a block after the field compacts; all through the engine's flood fill.
import { type Field, findGroup } from '../../games/samegame/index.js';

export type Point = { readonly x: number; readonly y: number };

/** For every cell, the size of its group (0 for empty cells). */
export function groupSizesOf(field: Field): Int32Array {
  const sizes = new Int32Array(field.cells.length);
  const out = new Int32Array(field.cells.length);
  for (let i = 0; i < sizes.length; i++) {
    if (field.cells[i] === 0 || sizes[i] !== 0) continue;
    const n = findGroup(field, i, out);
    for (let k = 0; k < n; k++) sizes[out[k] as number] = n;
  }
  return sizes;
}

/** The cells of the group at `p` (empty when it is a single block or no block). */
export function groupCells(field: Field, p: Point | undefined): Set<number> {
  if (!p || p.x >= field.width || p.y >= field.height) return new Set();
  const out = new Int32Array(field.cells.length);
  const n = findGroup(field, p.x * field.height + p.y, out);
  return n < 2 ? new Set() : new Set(out.subarray(0, n));
}

/** Keeps the cursor on a block after the field has compacted under it. */
export function snapCursor(field: Field, p: Point): Point {
  const { width, height, cells } = field;
  let x = Math.min(Math.max(p.x, 0), width - 1);
  while (x > 0 && cells[x * height] === 0) x--;
  let y = Math.min(Math.max(p.y, 0), height - 1);
  while (y > 0 && cells[x * height + y] === 0) y--;
  return { x, y };
}
