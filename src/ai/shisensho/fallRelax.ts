// The solver's dead-position check with gravity: a relaxation of the game that removes at least what real play
// removes, so a tile it cannot remove proves that no sequence of pairs clears the position.
//
// What gravity keeps: a tile never leaves its column, the tiles of a column keep their order, and a column's
// tiles are always a stack on its bottom row (on a board with no floating tile), so the occupied cells only
// shrink. The relaxation marks tiles gone, like the one without gravity (relax.ts), but a tile's cell is not
// fixed: a live tile t sits with j tiles below it, where j is at least the unmarked tiles below it and at most
// the live tiles below it now. The relaxed board is each column's unmarked tiles as a stack. Marking t gone
// (with its partner u) needs an allowed live partner u and heights for both in those ranges (in one column,
// in their order) joined by a path through the relaxed board's empty cells; repeat until nothing changes.
//
// Why it is sound: take any real play and its first removal of an unmarked tile t, with partner u. Every tile
// removed before it is marked, so every unmarked tile is still live: t and u sit within their ranges, and each
// column holds at least its unmarked tiles, so the real empty cells are relaxed empty cells and the real path
// is a relaxed one (the end cells do not count). Then the relaxation would have marked t. So a position where
// it leaves a tile unmarked cannot be cleared.
import type { Occupancy } from '../../games/shisensho/index.js';
import { findPath } from '../../games/shisensho/index.js';
import type { LivePosition } from './relax.js';

export class FallRelaxation {
  private readonly stride: number;
  private readonly height: number;
  private readonly width: number;
  /** The relaxed board: each column's unmarked tiles as a stack from the bottom. */
  private readonly relaxed: Occupancy;
  /** Per column, the live tiles from the bottom (`stack[x * height + k]`) and how many. */
  private readonly stack: Int32Array;
  private readonly live: Int32Array;
  /** Per column, unmarked tiles. */
  private readonly unmarked: Int32Array;
  /** Per tile: marked gone; its column; its index in the column's stack (live tiles below it now). */
  private readonly marked: Uint8Array;
  private readonly column: Int32Array;
  private readonly level: Int32Array;
  /** Scratch: the live tiles still unmarked. */
  private readonly pending: Int32Array;

  constructor(private readonly position: LivePosition) {
    const board = position.board;
    this.stride = board.width + 2;
    this.width = board.width;
    this.height = board.height;
    this.relaxed = { rowBits: new Int32Array(board.height + 2), colBits: new Int32Array(board.width + 2) };
    this.stack = new Int32Array(this.stride * board.height);
    this.live = new Int32Array(this.stride);
    this.unmarked = new Int32Array(this.stride);
    const n = position.n;
    this.marked = new Uint8Array(n);
    this.column = new Int32Array(n);
    this.level = new Int32Array(n);
    this.pending = new Int32Array(n);
  }

  /** Whether the relaxation removes every live tile (false: the position is proven dead). */
  check(): boolean {
    const p = this.position;
    const H = this.height;
    const s = this.stride;
    const cells = p.board.cells;
    // The columns' stacks, read from the live board from the bottom up.
    let waiting = 0;
    for (let x = 1; x <= this.width; x++) {
      let k = 0;
      for (let y = H; y >= 1; y--) {
        const at = y * s + x;
        if (cells[at] === 0) break;
        k++;
      }
      this.live[x] = k;
      this.unmarked[x] = k;
    }
    for (let id = 0; id < p.n; id++) {
      if (!p.alive(id)) continue;
      const at = p.pos[id];
      const x = at % s;
      const k = H - (at - x) / s;
      this.column[id] = x;
      this.level[id] = k;
      this.marked[id] = 0;
      this.stack[x * H + k] = id;
      this.pending[waiting++] = id;
    }
    for (let x = 1; x <= this.width; x++) this.setHeight(x, this.unmarked[x]);
    const pending = this.pending;
    for (let changed = true; changed && waiting > 0; ) {
      changed = false;
      for (let i = 0; i < waiting; i++) {
        const t = pending[i];
        if (this.marked[t] === 0 && !this.markVia(t)) continue;
        pending[i--] = pending[--waiting];
        changed = true;
      }
    }
    return waiting === 0;
  }

  /** Marks t (and its partner) gone when some allowed live partner joins it in the relaxation. */
  private markVia(t: number): boolean {
    const p = this.position;
    const list = p.byKind[p.kindOf[t]];
    for (let k = 0; k < list.length; k++) {
      const u = list[k];
      if (u === t || !p.alive(u) || (p.anyForbid && p.isForbidden(t, u))) continue;
      if (!this.joins(t, u)) continue;
      this.mark(t);
      if (this.marked[u] === 0) this.mark(u);
      return true;
    }
    return false;
  }

  /** Some heights of t and u within their ranges (in their order in one column) are joined on the relaxed board. */
  private joins(t: number, u: number): boolean {
    const H = this.height;
    const s = this.stride;
    const xt = this.column[t];
    const xu = this.column[u];
    const tLo = this.unmarkedBelow(t);
    const tHi = this.level[t];
    const uLo = this.unmarkedBelow(u);
    const uHi = this.level[u];
    for (let jt = tLo; jt <= tHi; jt++) {
      const a = (H - jt) * s + xt;
      for (let ju = uLo; ju <= uHi; ju++) {
        if (xt === xu && (ju === jt || ju > jt !== this.level[u] > this.level[t])) continue;
        if (findPath(this.relaxed, a, (H - ju) * s + xu) !== 0) return true;
      }
    }
    return false;
  }

  private unmarkedBelow(t: number): number {
    const x = this.column[t];
    const base = x * this.height;
    let c = 0;
    for (let k = this.level[t] - 1; k >= 0; k--) if (this.marked[this.stack[base + k]] === 0) c++;
    return c;
  }

  private mark(t: number): void {
    this.marked[t] = 1;
    const x = this.column[t];
    this.setHeight(x, --this.unmarked[x]);
  }

  /** Makes column x of the relaxed board a stack of `h` tiles. */
  private setHeight(x: number, h: number): void {
    const H = this.height;
    const bit = 1 << (x - 1);
    // Rows H - h + 1 … H hold tiles: bits H - h … H - 1 of the column word.
    const col = h === 0 ? 0 : ((h >= 32 ? -1 : (1 << h) - 1) << (H - h)) | 0;
    this.relaxed.colBits[x] = col;
    for (let y = 1; y <= H; y++) {
      if (y > H - h) this.relaxed.rowBits[y] |= bit;
      else this.relaxed.rowBits[y] &= ~bit;
    }
  }
}
