// The removable groups of a playout's board, with their move codes and weights, kept up to date move by move.
import type { Board } from './board.js';

/** How a move is coded, so that the same group shares its weight across positions. */
export type MoveCoding = 'cell' | 'group';

/** The policy's table: 2^14 weights, indexed by a move's code. */
export const TABLE_BITS = 14;
export const TABLE_MASK = (1 << TABLE_BITS) - 1;
/**
 * A group's key: its code in the low TABLE_BITS bits, its size above them (under 2^17 blocks), so that one integer
 * gives both the policy's weight (by the code) and the prior (priorOf[size]).
 */
export function keyOf(code: number, size: number): number {
  return code | (size << TABLE_BITS);
}
/** Above every cell index. */
const NO_CELL = 0x7fffffff;

/**
 * Every removable group of a board, in typed arrays, in two lists: the groups not of the tabu colour (the
 * playouts' moves while one is left) and those of the tabu colour. Per group: its canonical cell (the smallest
 * index), key (its code and size, see keyOf), last padded column, its place in the order the groups were listed in
 * (`order`: the two lists merged by it give the one list of every group), and, in the first list, the running
 * sum of exp(weight) × prior up to it. After a move only the groups it can have changed are listed again: a move
 * changes nothing left of its leftmost column, and when it empties no column (nothing slides) nothing right of
 * its rightmost one, so the groups wholly two columns or more away on either side keep their entries (the
 * policy does not change during a playout, so neither do their weights). Why two lists: a playout writes down
 * the moves allowed at each step, which are the first list whole, and draws from it without stepping over tabu
 * groups; the running sums are the same as over one list, since a tabu group adds nothing to them.
 */
export class Groups {
  /** The groups not of the tabu colour. */
  count = 0;
  readonly move: Int32Array;
  readonly key: Int32Array;
  readonly maxX: Int32Array;
  readonly sum: Float64Array;
  readonly order: Int32Array;
  /** exp(weight) × prior, so the running sums are summed again without reading the policy. */
  private readonly weight: Float64Array;
  /** The groups of the tabu colour. */
  tabuCount = 0;
  readonly tabuMove: Int32Array;
  readonly tabuKey: Int32Array;
  readonly tabuMaxX: Int32Array;
  readonly tabuOrder: Int32Array;
  /** The next entry's place in the listing order, counted from listAll. */
  private listed = 0;
  private readonly tabu: number;
  private readonly byGroup: boolean;
  /** priorOf[n]: the prior of a group of n blocks. */
  readonly priorOf: Float64Array;
  /**
   * Per colour and cell index, a random 32-bit value (zobrist[c * size + i]): a group's code (coding 'group')
   * sums its cells'. Drawn per cell and colour (i * 16 + c), stored by colour so that a group's cells, which are
   * near one another, share cache lines.
   */
  private readonly zobrist: Int32Array;
  private readonly size: number;
  /** The fill's stack. */
  private readonly stack: Int32Array;
  /** The fills' copy of the board's cells, emptied as they go. */
  private readonly work: Uint8Array;

  /** `random` fills the code table (any 32-bit values; a seeded generator keeps searches reproducible). */
  constructor(size: number, tabu: number, coding: MoveCoding, bias: number, random: () => number) {
    this.move = new Int32Array(size);
    this.key = new Int32Array(size);
    this.maxX = new Int32Array(size);
    this.sum = new Float64Array(size);
    this.order = new Int32Array(size);
    this.weight = new Float64Array(size);
    this.tabuMove = new Int32Array(size);
    this.tabuKey = new Int32Array(size);
    this.tabuMaxX = new Int32Array(size);
    this.tabuOrder = new Int32Array(size);
    this.tabu = tabu;
    this.byGroup = coding === 'group';
    this.priorOf = new Float64Array(size + 1);
    for (let n = 0; n <= size; n++) this.priorOf[n] = n ** bias;
    this.size = size;
    this.zobrist = new Int32Array(size * 16);
    for (let k = 0; k < this.zobrist.length; k++) this.zobrist[(k & 15) * size + (k >> 4)] = random() | 0;
    this.stack = new Int32Array(size);
    this.work = new Uint8Array(size);
  }

  /** Lists every group of `board` under the policy whose exponentials are `exps`. */
  listAll(board: Board, exps: Float64Array): void {
    this.count = 0;
    this.tabuCount = 0;
    this.listed = 0;
    this.relist(board, exps, 1, board.columns);
  }

  /** Brings the lists up to date after board.take(), from the columns it reports changed. */
  afterTake(board: Board, exps: Float64Array): void {
    const { move, key, maxX, sum, order, weight } = this;
    const cut = board.lastMinX - 1;
    const right = board.lastSlid ? board.columns : board.lastMaxX + 1;
    // The old indices of columns that slid are not their new ones: then nothing on the right is kept.
    const rightCell = board.lastSlid ? NO_CELL : (right + 1) * board.stride;
    // The entries before the first one dropped stay where they are, running sums included (the weights do not
    // change during a playout).
    const count = this.count;
    let k = 0;
    while (k < count && ((maxX[k] as number) < cut || (move[k] as number) >= rightCell)) k++;
    let keep = k;
    let total = k > 0 ? (sum[k - 1] as number) : 0;
    for (; k < count; k++) {
      if ((maxX[k] as number) >= cut && (move[k] as number) < rightCell) continue;
      move[keep] = move[k] as number;
      key[keep] = key[k] as number;
      maxX[keep] = maxX[k] as number;
      order[keep] = order[k] as number;
      const w = weight[k] as number;
      weight[keep] = w;
      total += w;
      sum[keep] = total;
      keep++;
    }
    this.count = keep;
    const { tabuMove, tabuKey, tabuMaxX, tabuOrder } = this;
    const tabuCount = this.tabuCount;
    keep = 0;
    for (k = 0; k < tabuCount; k++) {
      if ((tabuMaxX[k] as number) >= cut && (tabuMove[k] as number) < rightCell) continue;
      tabuMove[keep] = tabuMove[k] as number;
      tabuKey[keep] = tabuKey[k] as number;
      tabuMaxX[keep] = tabuMaxX[k] as number;
      tabuOrder[keep] = tabuOrder[k] as number;
      keep++;
    }
    this.tabuCount = keep;
    this.relist(board, exps, Math.max(cut, 1), right);
  }

  /** The key of the group whose canonical cell is `move`, in either list (-1 if none). */
  keyAt(move: number): number {
    for (let k = 0; k < this.count; k++) if (this.move[k] === move) return this.key[k] as number;
    for (let k = 0; k < this.tabuCount; k++) if (this.tabuMove[k] === move) return this.tabuKey[k] as number;
    return -1;
  }

  /**
   * Writes every group, of both lists, in the order they were listed (the one list a search without the split
   * would keep), into `move` and `key`; returns their number.
   */
  inOrder(move: Int32Array, key: Int32Array): number {
    let a = 0;
    let b = 0;
    let n = 0;
    while (a < this.count || b < this.tabuCount) {
      if (b >= this.tabuCount || (a < this.count && (this.order[a] as number) < (this.tabuOrder[b] as number))) {
        move[n] = this.move[a] as number;
        key[n++] = this.key[a++] as number;
      } else {
        move[n] = this.tabuMove[b] as number;
        key[n++] = this.tabuKey[b++] as number;
      }
    }
    return n;
  }

  /**
   * Lists after the entries kept the groups that have a block in padded columns `from` to `to`. The fills run
   * on a copy of the cells that each empties as it reaches them, so a neighbour costs one test (its colour)
   * instead of two (its colour, then a visited mark): a cell still coloured has not been listed, and neither
   * have its neighbours of its colour (they are in its group), so the copy also tells which cells have one.
   */
  private relist(board: Board, exps: Float64Array, from: number, to: number): void {
    const { move, key: keys, sum: sums, maxX: maxXs, order, weight, priorOf, zobrist, tabu } = this;
    const { tabuMove, tabuKey, tabuMaxX, tabuOrder, stack, work } = this;
    const { stride, heights, colOf } = board;
    const byGroup = this.byGroup;
    work.set(board.cells);
    let n = this.count;
    let nt = this.tabuCount;
    let listed = this.listed;
    let sum = n > 0 ? (sums[n - 1] as number) : 0;
    const last = Math.min(to, board.columns);
    for (let x = from; x <= last; x++) {
      const base = x * stride;
      const end = base + (heights[x] as number);
      for (let i = base; i < end; i++) {
        const color = work[i] as number;
        if (
          color === 0 ||
          (work[i - 1] !== color && work[i + 1] !== color && work[i - stride] !== color && work[i + stride] !== color)
        )
          continue;
        // The padding is empty (0), so no neighbour test leaves the board.
        const zBase = color * this.size;
        let h = 0;
        let min = i;
        let max = i;
        let size = 0;
        let top = 0;
        stack[top++] = i;
        work[i] = 0;
        while (top > 0) {
          const j = stack[--top] as number;
          size++;
          min = Math.min(min, j);
          max = Math.max(max, j);
          if (byGroup) h = (h + (zobrist[zBase + j] as number)) | 0;
          if (work[j - 1] === color) {
            work[j - 1] = 0;
            stack[top++] = j - 1;
          }
          if (work[j + 1] === color) {
            work[j + 1] = 0;
            stack[top++] = j + 1;
          }
          if (work[j - stride] === color) {
            work[j - stride] = 0;
            stack[top++] = j - stride;
          }
          if (work[j + stride] === color) {
            work[j + stride] = 0;
            stack[top++] = j + stride;
          }
        }
        const code = byGroup ? (h ^ (h >>> 14) ^ (h >>> 28)) & TABLE_MASK : (min * 16 + color) & TABLE_MASK;
        // Cells are numbered column by column, so the largest is in the rightmost column.
        const right = colOf[max] as number;
        const key = keyOf(code, size);
        if (color === tabu) {
          tabuMove[nt] = min;
          tabuKey[nt] = key;
          tabuMaxX[nt] = right;
          tabuOrder[nt++] = listed++;
        } else {
          move[n] = min;
          keys[n] = key;
          maxXs[n] = right;
          order[n] = listed++;
          const w = (exps[code] as number) * (priorOf[size] as number);
          weight[n] = w;
          sum += w;
          sums[n++] = sum;
        }
      }
    }
    this.count = n;
    this.tabuCount = nt;
    this.listed = listed;
  }
}
