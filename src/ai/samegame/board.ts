// The solver's private SameGame board: mutable typed arrays, column heights and colour counts, no allocation.
import type { Field } from '../../games/samegame/index.js';

/** Colours are 1–9; index 0 of per-colour arrays is unused so a cell's value indexes them directly. */
export const MAX_COLOR = 9;

/** Points for a group of n blocks, (n − 2)²; the engine's groupPoints without the n < 2 branch. */
export function points(n: number): number {
  return (n - 2) * (n - 2);
}

const NONE = 0x7fffffff;

/**
 * Column-major like the engine's Field (y = 0 at the bottom), but padded so neighbour tests need no bounds
 * checks: each column has an always-empty cell on top (stride height + 1), and an always-empty column sits
 * on each side. Cell (x, y) is index (x + 1) * stride + y; index order is still canonical order (smallest x,
 * then smallest y). Also kept: each column's height, how many columns are non-empty (always the leftmost
 * ones), the number of blocks and the count of each colour.
 */
export class Board {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly cells: Uint8Array;
  /** heights[x + 1] is the height of column x (the padding columns stay 0). */
  readonly heights: Uint8Array;
  readonly counts: Int32Array;
  columns = 0;
  blocks = 0;
  /** The leftmost padded column the last take() changed: the columns left of it are as they were. */
  lastMinX = 0;
  /** The rightmost padded column the last take() removed blocks from, and whether it emptied a column (then
   * every column right of lastMinX may have slid left; otherwise those right of lastMaxX are as they were). */
  lastMaxX = 0;
  lastSlid = false;
  // Flood-fill scratch, per board so boards of different sizes can coexist; stamps avoid clearing `seen`.
  private readonly stack: Int32Array;
  /** Fill marks, per cell: a cell is marked when it holds the current stamp. */
  private readonly seen: Uint32Array;
  private stamp = 0;
  /** The padded column of each cell index (x + 1 for cell (x, y)), so take() needs no division. */
  readonly colOf: Uint8Array;
  /** Per padded column, the lowest cell take() emptied in it; NONE when it emptied none. */
  private readonly low: Int32Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.stride = height + 1;
    this.cells = new Uint8Array((width + 2) * this.stride);
    this.heights = new Uint8Array(width + 2);
    this.counts = new Int32Array(MAX_COLOR + 1);
    this.stack = new Int32Array(this.cells.length);
    this.seen = new Uint32Array(this.cells.length);
    this.colOf = new Uint8Array(this.cells.length);
    for (let i = 0; i < this.cells.length; i++) this.colOf[i] = Math.floor(i / this.stride);
    this.low = new Int32Array(width + 2).fill(NONE);
  }

  static fromField(field: Field): Board {
    const board = new Board(field.width, field.height);
    const { height } = field;
    for (let x = 0; x < field.width; x++) {
      for (let y = 0; y < height; y++) board.cells[board.index(x, y)] = field.cells[x * height + y];
    }
    board.recount();
    return board;
  }

  index(x: number, y: number): number {
    return (x + 1) * this.stride + y;
  }

  /** The column of a cell index. */
  xOf(i: number): number {
    return Math.floor(i / this.stride) - 1;
  }

  /** The row of a cell index. */
  yOf(i: number): number {
    return i % this.stride;
  }

  /** Recomputes heights, columns, blocks and counts from the cells (which must be compacted). */
  recount(): void {
    const { cells, height, heights, counts, stride } = this;
    counts.fill(0);
    this.blocks = 0;
    this.columns = 0;
    for (let x = 0; x < this.width; x++) {
      const base = (x + 1) * stride;
      let h = 0;
      while (h < height && cells[base + h] !== 0) {
        counts[cells[base + h]]++;
        h++;
      }
      heights[x + 1] = h;
      this.blocks += h;
      if (h > 0) this.columns = x + 1;
    }
  }

  copyFrom(other: Board): void {
    this.cells.set(other.cells);
    this.heights.set(other.heights);
    this.counts.set(other.counts);
    this.columns = other.columns;
    this.blocks = other.blocks;
  }

  toField(): Field {
    const field = { width: this.width, height: this.height, cells: new Uint8Array(this.width * this.height) };
    for (let x = 0; x < this.width; x++) {
      for (let y = 0; y < this.height; y++) field.cells[x * this.height + y] = this.cells[this.index(x, y)];
    }
    return field;
  }

  /** The colour with the most blocks (the lowest such colour on a tie), 0 on an empty board. */
  mostFrequentColor(): number {
    let best = 0;
    for (let c = 1; c <= MAX_COLOR; c++) if (this.counts[c] > this.counts[best]) best = c;
    return best;
  }

  /** True when the block at cell i (non-empty) has a neighbour of its colour, i.e. its group is removable. */
  hasPartner(i: number): boolean {
    const { cells, stride } = this;
    const c = cells[i];
    return cells[i - 1] === c || cells[i + 1] === c || cells[i - stride] === c || cells[i + stride] === c;
  }

  /** Writes the cells of the group at cell i into `out` from position 0 and returns its size (0 if empty). */
  group(i: number, out: Int32Array): number {
    const { cells, stride, stack, seen } = this;
    const color = cells[i];
    if (color === 0) return 0;
    if (++this.stamp === 0xffffffff) {
      seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    let top = 0;
    let n = 0;
    stack[top++] = i;
    seen[i] = stamp;
    // The padding is empty (0) and colours are ≥ 1, so no neighbour test can leave the board.
    while (top > 0) {
      const j = stack[--top];
      out[n++] = j;
      if (cells[j - 1] === color && seen[j - 1] !== stamp) {
        seen[j - 1] = stamp;
        stack[top++] = j - 1;
      }
      if (cells[j + 1] === color && seen[j + 1] !== stamp) {
        seen[j + 1] = stamp;
        stack[top++] = j + 1;
      }
      if (cells[j - stride] === color && seen[j - stride] !== stamp) {
        seen[j - stride] = stamp;
        stack[top++] = j - stride;
      }
      if (cells[j + stride] === color && seen[j + stride] !== stamp) {
        seen[j + stride] = stamp;
        stack[top++] = j + stride;
      }
    }
    return n;
  }

  /**
   * Lists every removable group once, by its canonical cell (the smallest index: smallest x, then smallest
   * y), in canonical order; sizes[k] describes moves[k]. Returns the number of groups. `scratch` must hold
   * as many entries as `cells`; it receives each group's cells in turn.
   */
  listMoves(moves: Int32Array, sizes: Int32Array, scratch: Int32Array): number {
    const { stride, heights, seen } = this;
    // One stamp marks every cell of every group met, so each group is filled once; the first cell of a group
    // met in index order is its smallest index, hence canonical.
    if (++this.stamp === 0xffffffff) {
      seen.fill(0);
      this.stamp = 1;
    }
    const mark = this.stamp;
    let count = 0;
    for (let x = 1; x <= this.columns; x++) {
      const base = x * stride;
      for (let i = base; i < base + heights[x]; i++) {
        if (seen[i] === mark || !this.hasPartner(i)) continue;
        const n = this.group(i, scratch);
        for (let k = 0; k < n; k++) seen[scratch[k]] = mark;
        moves[count] = i;
        sizes[count] = n;
        count++;
      }
    }
    // group() bumped the stamp for its own fills; the marks written above keep the value `mark`, which is
    // never reused until the counter wraps, so later fills are unaffected.
    return count;
  }

  /** True when some group of two or more blocks is left. */
  hasMove(): boolean {
    const { cells, stride, heights } = this;
    for (let x = 1; x <= this.columns; x++) {
      const base = x * stride;
      for (let i = base; i < base + heights[x]; i++) {
        const c = cells[i];
        if (cells[i + 1] === c || cells[i + stride] === c) return true;
      }
    }
    return false;
  }

  /**
   * Removes the group at cell i, which must have a neighbour of its colour, compacts, and returns its size:
   * group() and remove() fused for the hot loops. The fill empties each cell as it reaches it, so it needs no
   * visited marks, and notes the lowest emptied cell of each column, where compaction starts.
   */
  take(i: number): number {
    const { cells, stride, colOf, low, stack } = this;
    const color = cells[i];
    cells[i] = 0;
    stack[0] = i;
    let top = 1;
    let n = 0;
    let minX = colOf[i];
    let maxX = minX;
    while (top > 0) {
      const j = stack[--top];
      n++;
      const x = colOf[j];
      if (j < low[x]) low[x] = j;
      if (x < minX) minX = x;
      else if (x > maxX) maxX = x;
      if (cells[j - 1] === color) {
        cells[j - 1] = 0;
        stack[top++] = j - 1;
      }
      if (cells[j + 1] === color) {
        cells[j + 1] = 0;
        stack[top++] = j + 1;
      }
      if (cells[j - stride] === color) {
        cells[j - stride] = 0;
        stack[top++] = j - stride;
      }
      if (cells[j + stride] === color) {
        cells[j + stride] = 0;
        stack[top++] = j + stride;
      }
    }
    this.counts[color] -= n;
    this.blocks -= n;
    const { heights } = this;
    let emptied = false;
    // A group is connected, so every column from minX to maxX lost a block.
    for (let x = minX; x <= maxX; x++) {
      const base = x * stride;
      const end = base + heights[x];
      let w = low[x];
      low[x] = NONE;
      for (let r = w + 1; r < end; r++) {
        const c = cells[r];
        if (c !== 0) {
          cells[w++] = c;
          cells[r] = 0;
        }
      }
      heights[x] = w - base;
      if (w === base) emptied = true;
    }
    if (emptied) this.slide(minX);
    this.lastMinX = minX;
    this.lastMaxX = maxX;
    this.lastSlid = emptied;
    return n;
  }

  /** Removes the n cells of `group` (one group, as written by group()) and compacts in place. */
  remove(group: Int32Array, n: number): void {
    const { cells, stride, heights } = this;
    const color = cells[group[0]];
    let minX = this.width + 1;
    let maxX = 0;
    for (let k = 0; k < n; k++) {
      const i = group[k];
      cells[i] = 0;
      const x = (i / stride) | 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
    }
    this.counts[color] -= n;
    this.blocks -= n;
    let emptied = false;
    for (let x = minX; x <= maxX; x++) {
      const base = x * stride;
      const top = base + heights[x];
      let w = base;
      while (w < top && cells[w] !== 0) w++;
      for (let r = w + 1; r < top; r++) {
        const c = cells[r];
        if (c !== 0) {
          cells[w++] = c;
          cells[r] = 0;
        }
      }
      heights[x] = w - base;
      if (w === base) emptied = true;
    }
    if (emptied) this.slide(minX);
  }

  /** Slides the non-empty columns from padded column minX on left over the emptied ones. */
  private slide(minX: number): void {
    const { cells, stride, heights } = this;
    let t = minX;
    const last = this.columns;
    for (let x = minX; x <= last; x++) {
      const h = heights[x];
      if (h === 0) continue;
      if (x !== t) {
        const from = x * stride;
        const to = t * stride;
        for (let y = 0; y < h; y++) {
          cells[to + y] = cells[from + y];
          cells[from + y] = 0;
        }
        heights[t] = h;
        heights[x] = 0;
      }
      t++;
    }
    this.columns = t - 1;
  }
}
