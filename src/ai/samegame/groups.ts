// The removable groups of a playout's board, with their move codes and weights, kept up to date move by move.
import type { Board } from './board.js';
import type { FastRng } from './random.js';

/** How a move is coded, so that the same group shares its weight across positions. */
export type MoveCoding = 'cell' | 'group';

/** The policy's table: 2^14 weights, indexed by a move's code. */
export const TABLE_BITS = 14;
export const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** 1 / 2^32, to turn a 32-bit draw into [0, 1). */
const UNIT = 2.3283064365386963e-10;
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
  /** The cells sample() has drawn, for the benchmark's rejection rate. */
  draws = 0;
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
  /** priorRatio[n]: prior(n) / n, what sample() weighs a block's group by on top of its weight. */
  private readonly priorRatio: Float64Array;
  /** Whether prior(n) / n rises with n (bias > 1): then its bound on a board is its value at the board's blocks. */
  private readonly priorRising: boolean;
  /** The fill's stack. */
  private readonly stack: Int32Array;
  /** The code and canonical cell of the group fill() last filled. */
  private lastCode = 0;
  private lastMin = 0;

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
    this.priorRatio = new Float64Array(size + 1);
    for (let n = 1; n <= size; n++) this.priorRatio[n] = n ** (bias - 1);
    this.priorRising = bias > 1;
    this.zobrist = new Int32Array(size * 16);
    for (let i = 0; i < this.zobrist.length; i++) this.zobrist[i] = random() | 0;
    this.stack = new Int32Array(size);
  }

  /**
   * Draws a move of `board` without listing the groups: a random block, taken if it is in a group of two or
   * more not of the tabu colour, draws such a group with probability ∝ its size n; accepting it with
   * probability (prior(n) / n) × exp(weight) / (priorBound × maxExp), where maxExp bounds every exp(weight)
   * and priorBound every prior(m) / m on the board, makes the draw exactly the listed draw's (∝ prior ×
   * exp(weight), see drawListed): rejection sampling. Returns the group's canonical cell, or -1 after `tries` draws (empty cells and rejected blocks included) that took nothing, when
   * the caller lists the groups instead, which keeps the step's distribution exact (each draw is independent
   * of the ones before). Also -1 on a board whose only moves are of the tabu colour.
   */
  sample(board: Board, exps: Float64Array, maxExp: number, tries: number, rng: FastRng): number {
    const { cells, stride, height } = board;
    const { tabu, priorRatio } = this;
    const columns = board.columns;
    const bound = maxExp * (this.priorRising ? (priorRatio[board.blocks] as number) : (priorRatio[2] as number));
    for (let t = 0; t < tries; t++) {
      // One 32-bit draw gives both coordinates of a cell of the columns × height rectangle; 16 bits each leave a
      // bias of at most columns / 2^16 between cells, far below what a search can tell.
      const r = rng.next();
      const i = (1 + (((r >>> 16) * columns) >>> 16)) * stride + (((r & 0xffff) * height) >>> 16);
      const c = cells[i] as number;
      if (c === 0 || c === tabu) continue;
      if (cells[i - 1] !== c && cells[i + 1] !== c && cells[i - stride] !== c && cells[i + stride] !== c) continue;
      const n = this.fill(board, i);
      if (rng.next() * UNIT * bound < (exps[this.lastCode] as number) * (priorRatio[n] as number)) {
        this.draws += t + 1;
        return this.lastMin;
      }
    }
    this.draws += tries;
    return -1;
  }

  /**
   * Draws one of the listed groups (listAll, afterTake) with probability ∝ prior × exp(weight) among those not
   * of the tabu colour, or among the tabu colour's when nothing else is left; returns its index in the list,
   * or -1 when the list is empty.
   */
  drawListed(exps: Float64Array, rng: FastRng): number {
    const { count, sum, color, code, prior, tabu } = this;
    if (count === 0) return -1;
    const z = sum[count - 1] as number;
    if (z > 0) {
      // The first non-tabu group whose running sum passes r: tabu groups add nothing, so never chosen.
      const r = rng.next() * UNIT * z;
      let lo = 0;
      let hi = count - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sum[mid] as number) > r) hi = mid;
        else lo = mid + 1;
      }
      while (color[lo] === tabu) lo--;
      return lo;
    }
    // Only the tabu colour is left: draw among all its groups.
    let all = 0;
    for (let k = 0; k < count; k++) all += (exps[code[k] as number] as number) * (prior[k] as number);
    let r = rng.next() * UNIT * all;
    for (let k = 0; k < count - 1; k++) {
      r -= (exps[code[k] as number] as number) * (prior[k] as number);
      if (r < 0) return k;
    }
    return count - 1;
  }

  /**
   * Fills the group at cell i (a block with a partner) without changing the board; returns its size, and leaves
   * its code in lastCode and its canonical cell in lastMin.
   */
  private fill(board: Board, i: number): number {
    const { zobrist, stack } = this;
    const { cells, stride } = board;
    const seen = board.seen;
    const stamp = board.markStamp();
    const color = cells[i] as number;
    let h = 0;
    let min = i;
    let size = 0;
    let top = 0;
    stack[top++] = i;
    seen[i] = stamp;
    while (top > 0) {
      const j = stack[--top] as number;
      size++;
      if (j < min) min = j;
      h = (h + (zobrist[j * 16 + color] as number)) | 0;
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
    this.lastCode = this.byGroup ? (h ^ (h >>> 14) ^ (h >>> 28)) & TABLE_MASK : (min * 16 + color) & TABLE_MASK;
    this.lastMin = min;
    return size;
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
    let keep = 0;
    let total = 0;
    for (let k = 0; k < this.count; k++) {
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

  /** Lists after the entries kept the groups that have a block in padded columns `from` to `to`. */
  private relist(board: Board, exps: Float64Array, from: number, to: number): void {
    const { move, code: codes, sum: sums, color: colors, maxX: maxXs, prior, priorOf, zobrist, tabu } = this;
    const stack = this.stack;
    const { cells, stride, heights, colOf } = board;
    const byGroup = this.byGroup;
    const stamp = board.markStamp();
    const seen = board.seen;
    let n = this.count;
    let sum = n > 0 ? (sums[n - 1] as number) : 0;
    const last = Math.min(to, board.columns);
    for (let x = from; x <= last; x++) {
      const base = x * stride;
      const end = base + (heights[x] as number);
      for (let i = base; i < end; i++) {
        if (seen[i] === stamp || !board.hasPartner(i)) continue;
        const color = cells[i] as number;
        // The fill marks with this listing's stamp, so each group is filled once; the padding is empty (0),
        // so no neighbour test leaves the board.
        let h = 0;
        let min = i;
        let maxX = x;
        let size = 0;
        let top = 0;
        stack[top++] = i;
        seen[i] = stamp;
        while (top > 0) {
          const j = stack[--top] as number;
          size++;
          if (j < min) min = j;
          const xj = colOf[j] as number;
          if (xj > maxX) maxX = xj;
          if (byGroup) h = (h + (zobrist[j * 16 + color] as number)) | 0;
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
        const code = byGroup ? (h ^ (h >>> 14) ^ (h >>> 28)) & TABLE_MASK : (min * 16 + color) & TABLE_MASK;
        move[n] = min;
        codes[n] = code;
        colors[n] = color;
        maxXs[n] = maxX;
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
