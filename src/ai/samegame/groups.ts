// The removable groups of a playout's board, with their move codes and weights, kept up to date move by move.
import type { Board } from './board.js';

/** How a move is coded, so that the same group shares its weight across positions. */
export type MoveCoding = 'cell' | 'group';

/** The policy's table: 2^14 weights, indexed by a move's code. */
export const TABLE_BITS = 14;
export const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** Above every cell index. */
const NO_CELL = 0x7fffffff;

/**
 * Every removable group of a board, in typed arrays: its canonical cell (the smallest index), code, colour,
 * last padded column, prior (size^bias), and the running sum of exp(weight) × prior over the groups not of
 * the tabu colour up to it. After a move only the groups it can have changed are listed again: a move changes
 * nothing left of its leftmost column, and when it empties no column (nothing slides) nothing right of its
 * rightmost one, so the groups wholly two columns or more away on either side keep their entries (the policy
 * does not change during a playout, so neither do their weights).
 */
export class Groups {
  count = 0;
  readonly move: Int32Array;
  readonly code: Int32Array;
  readonly color: Uint8Array;
  readonly maxX: Int32Array;
  readonly prior: Float64Array;
  readonly sum: Float64Array;
  private readonly tabu: number;
  private readonly byGroup: boolean;
  /** priorOf[n]: the prior of a group of n blocks. */
  private readonly priorOf: Float64Array;
  /** Per cell index and colour, a random 32-bit value: a group's code (coding 'group') sums its cells'. */
  private readonly zobrist: Int32Array;
  /** The fill's stack. */
  private readonly stack: Int32Array;
  /** The fills' copy of the board's cells, emptied as they go. */
  private readonly work: Uint8Array;

  /** `random` fills the code table (any 32-bit values; a seeded generator keeps searches reproducible). */
  constructor(size: number, tabu: number, coding: MoveCoding, bias: number, random: () => number) {
    this.move = new Int32Array(size);
    this.code = new Int32Array(size);
    this.color = new Uint8Array(size);
    this.maxX = new Int32Array(size);
    this.prior = new Float64Array(size);
    this.sum = new Float64Array(size);
    this.tabu = tabu;
    this.byGroup = coding === 'group';
    this.priorOf = new Float64Array(size + 1);
    for (let n = 0; n <= size; n++) this.priorOf[n] = n ** bias;
    this.zobrist = new Int32Array(size * 16);
    for (let i = 0; i < this.zobrist.length; i++) this.zobrist[i] = random() | 0;
    this.stack = new Int32Array(size);
    this.work = new Uint8Array(size);
  }

  /** Lists every group of `board` under the policy whose exponentials are `exps`. */
  listAll(board: Board, exps: Float64Array): void {
    this.count = 0;
    this.relist(board, exps, 1, board.columns);
  }

  /** Brings the list up to date after board.take(), from the columns it reports changed. */
  afterTake(board: Board, exps: Float64Array): void {
    const { move, code, color, maxX, prior, sum, tabu } = this;
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
      code[keep] = code[k] as number;
      color[keep] = color[k] as number;
      maxX[keep] = maxX[k] as number;
      prior[keep] = prior[k] as number;
      if (color[keep] !== tabu) total += (exps[code[keep] as number] as number) * (prior[keep] as number);
      sum[keep] = total;
      keep++;
    }
    this.count = keep;
    this.relist(board, exps, Math.max(cut, 1), right);
  }

  /**
   * Lists after the entries kept the groups that have a block in padded columns `from` to `to`. The fills run
   * on a copy of the cells that each empties as it reaches them, so a neighbour costs one test (its colour)
   * instead of two (its colour, then a visited mark): a cell still coloured has not been listed, and neither
   * have its neighbours of its colour (they are in its group), so the copy also tells which cells have one.
   */
  private relist(board: Board, exps: Float64Array, from: number, to: number): void {
    const { move, code: codes, sum: sums, color: colors, maxX: maxXs, prior, priorOf, zobrist, tabu } = this;
    const { stack, work } = this;
    const { stride, heights, colOf } = board;
    const byGroup = this.byGroup;
    work.set(board.cells);
    let n = this.count;
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
          if (byGroup) h = (h + (zobrist[j * 16 + color] as number)) | 0;
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
        move[n] = min;
        codes[n] = code;
        colors[n] = color;
        // Cells are numbered column by column, so the largest is in the rightmost column.
        maxXs[n] = colOf[max] as number;
        const b = priorOf[size] as number;
        prior[n] = b;
        if (color !== tabu) sum += (exps[code] as number) * b;
        sums[n] = sum;
        n++;
      }
    }
    this.count = n;
  }
}
