// Nested Rollout Policy Adaptation (Rosin 2011) for SameGame: a softmax policy over move codes, learnt along the best line.
import { CLEAR_BONUS } from '../../games/samegame/index.js';
import { Board, points } from './board.js';
import type { FastRng } from './random.js';

/** How a move is coded, so that the same group shares its weight across positions. */
export type MoveCoding = 'cell' | 'group';

/** What NRPA reports each playout to: it counts the playout, keeps the best line, and says when to stop. */
export interface PlayoutSink {
  /** Called after every playout with its line (from the root) and score; true when the budget is spent. */
  offer(line: Int32Array, length: number, score: number): boolean;
}

export interface NrpaOptions {
  /** The nesting level of each run (1 = playouts adapting one policy). */
  readonly level: number;
  /** Iterations per level. */
  readonly iterations: number;
  /** The learning rate of the adaptation. */
  readonly alpha: number;
  readonly coding: MoveCoding;
}

export const DEFAULT_NRPA: NrpaOptions = { level: 2, iterations: 100, alpha: 1, coding: 'group' };

/** The policy's table: 2^14 weights, indexed by a move's code. */
const TABLE_BITS = 14;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** 1 / 2^32, to turn a 32-bit draw into [0, 1). */
const UNIT = 2.3283064365386963e-10;

/**
 * A level's best line with what adaptation needs: at each step the codes of every move that was allowed
 * (flat, step t's from starts[t] to starts[t + 1]) and the code of the move chosen.
 */
class Line {
  readonly moves: Int32Array;
  readonly chosen: Int32Array;
  readonly starts: Int32Array;
  codes: Int32Array;
  length = 0;
  score = -1;

  constructor(size: number) {
    this.moves = new Int32Array(size);
    this.chosen = new Int32Array(size);
    this.starts = new Int32Array(size + 1);
    this.codes = new Int32Array(size * 8);
  }

  copyFrom(other: Line): void {
    const n = other.length;
    const m = other.starts[n] as number;
    if (this.codes.length < m) this.codes = new Int32Array(other.codes.length);
    this.moves.set(other.moves.subarray(0, n));
    this.chosen.set(other.chosen.subarray(0, n));
    this.starts.set(other.starts.subarray(0, n + 1));
    this.codes.set(other.codes.subarray(0, m));
    this.length = n;
    this.score = other.score;
  }
}

/**
 * NRPA from the root: level L runs `iterations` times level L − 1 with its own copy of the policy and adapts it
 * toward the best line found at its level; level 0 is a playout drawing each move with probability
 * ∝ exp(weight of its code). The playouts spare the tabu colour (the root's most frequent one) while any other
 * move is left, the selective policy that makes SameGame playouts score well. Everything lives in typed
 * arrays allocated once; a playout allocates nothing.
 */
export class Nrpa {
  private readonly root: Board;
  private readonly board: Board;
  private readonly rng: FastRng;
  private readonly sink: PlayoutSink;
  private readonly options: NrpaOptions;
  private readonly tabu: number;
  private aborted = false;
  /** policies[l]: the policy level l adapts (level 0 uses its caller's). */
  private readonly policies: Float64Array[] = [];
  private readonly best: Line[] = [];
  private readonly playoutLine: Line;
  // The playout's groups, in canonical order: canonical cell, code, colour, last padded column, weight.
  private readonly gMove: Int32Array;
  private readonly gCode: Int32Array;
  private readonly gColor: Uint8Array;
  private readonly gMaxX: Int32Array;
  private readonly gWeight: Float64Array;
  // Scratch: a group's cells, and adaptation's probabilities.
  private readonly group: Int32Array;
  private probs: Float64Array;
  /** Per cell index and colour, a random 32-bit value: a group's code sums its cells' values. */
  private readonly zobrist: Int32Array;

  constructor(root: Board, rng: FastRng, sink: PlayoutSink, options: NrpaOptions = DEFAULT_NRPA) {
    this.root = root;
    this.rng = rng;
    this.sink = sink;
    this.options = options;
    this.tabu = root.mostFrequentColor();
    const size = root.cells.length;
    this.board = new Board(root.width, root.height);
    this.gMove = new Int32Array(size);
    this.gCode = new Int32Array(size);
    this.gColor = new Uint8Array(size);
    this.gMaxX = new Int32Array(size);
    this.gWeight = new Float64Array(size);
    this.group = new Int32Array(size);
    this.probs = new Float64Array(size * 8);
    this.zobrist = new Int32Array(size * 16);
    for (let i = 0; i < this.zobrist.length; i++) this.zobrist[i] = rng.next() | 0;
    for (let l = 0; l <= options.level; l++) {
      this.policies.push(new Float64Array(TABLE_MASK + 1));
      this.best.push(new Line(size));
    }
    this.playoutLine = new Line(size);
  }

  /** Runs NRPA at the configured level from a zero policy, again and again, until the budget is spent. */
  run(): void {
    const top = this.options.level;
    while (!this.aborted) {
      (this.policies[top] as Float64Array).fill(0);
      this.level(top, this.policies[top] as Float64Array);
    }
  }

  /** Level `l` ≥ 1 with the policy `start` (copied): returns the best score; the line is in best[l]. */
  private level(l: number, start: Float64Array): number {
    const policy = this.policies[l] as Float64Array;
    if (policy !== start) policy.set(start);
    const best = this.best[l] as Line;
    best.score = -1;
    best.length = 0;
    for (let it = 0; it < this.options.iterations && !this.aborted; it++) {
      let found: Line;
      if (l === 1) {
        this.playout(policy);
        found = this.playoutLine;
      } else {
        this.level(l - 1, policy);
        found = this.best[l - 1] as Line;
      }
      if (found.score >= best.score) best.copyFrom(found);
      if (this.aborted) break;
      this.adapt(policy, best);
    }
    return best.score;
  }

  /**
   * Moves the policy toward `line`: at each step the chosen move's weight gains alpha and every allowed move's
   * loses alpha times its probability, all probabilities taken from the policy before the update.
   */
  private adapt(policy: Float64Array, line: Line): void {
    const { codes, starts, chosen } = line;
    const n = line.length;
    const m = starts[n] as number;
    if (this.probs.length < m) this.probs = new Float64Array(2 * m);
    const probs = this.probs;
    for (let t = 0; t < n; t++) {
      const from = starts[t] as number;
      const to = starts[t + 1] as number;
      let z = 0;
      for (let k = from; k < to; k++) {
        const e = Math.exp(policy[codes[k] as number] as number);
        probs[k] = e;
        z += e;
      }
      const f = this.options.alpha / z;
      for (let k = from; k < to; k++) probs[k] = (probs[k] as number) * f;
    }
    const alpha = this.options.alpha;
    for (let t = 0; t < n; t++) {
      const c = chosen[t] as number;
      policy[c] = (policy[c] as number) + alpha;
      const to = starts[t + 1] as number;
      for (let k = starts[t] as number; k < to; k++) {
        const ck = codes[k] as number;
        policy[ck] = (policy[ck] as number) - (probs[k] as number);
      }
    }
  }

  /**
   * One playout from the root under `policy`, written to playoutLine and offered to the sink. The groups are
   * listed once and then again only from where a move can have changed them: a move changes nothing left of
   * its leftmost column, so the groups that lie wholly two columns or more to the left of it are kept, with
   * their codes and weights (the policy does not change during a playout).
   */
  private playout(policy: Float64Array): void {
    const { board, rng, gMove, gCode, gWeight, gColor } = this;
    const line = this.playoutLine;
    board.copyFrom(this.root);
    let score = 0;
    let length = 0;
    let m = 0;
    let count = 0;
    let from = board.stride;
    for (;;) {
      count = this.relist(board, policy, count, from);
      if (count === 0) break;
      let others = 0;
      let z = 0;
      for (let k = 0; k < count; k++) {
        if (gColor[k] !== this.tabu) {
          others++;
          z += gWeight[k] as number;
        }
      }
      // The tabu colour's groups are allowed only when nothing else is left.
      const spare = others > 0 ? this.tabu : -1;
      if (others === 0) for (let k = 0; k < count; k++) z += gWeight[k] as number;
      const allowed = others > 0 ? others : count;
      if (line.codes.length < m + allowed) {
        const grown = new Int32Array(2 * (m + allowed));
        grown.set(line.codes.subarray(0, m));
        line.codes = grown;
      }
      let r = rng.next() * UNIT * z;
      let pick = -1;
      line.starts[length] = m;
      for (let k = 0; k < count; k++) {
        if (gColor[k] === spare) continue;
        line.codes[m++] = gCode[k] as number;
        if (pick < 0) {
          r -= gWeight[k] as number;
          if (r < 0) pick = k;
        }
      }
      // Rounding can leave r ≥ 0 past the last weight: take the last allowed group.
      if (pick < 0) for (let k = count - 1; pick < 0; k--) if (gColor[k] !== spare) pick = k;
      const move = gMove[pick] as number;
      line.moves[length] = move;
      line.chosen[length] = gCode[pick] as number;
      length++;
      score += points(board.take(move));
      // Keep the groups wholly left of the column before the leftmost changed one.
      const cut = board.lastMinX - 1;
      let keep = 0;
      while (keep < count && (this.gMaxX[keep] as number) < cut) keep++;
      // The first group not kept, and any group that now reaches the column before the changed ones, are
      // listed again: from the lower of their first cells.
      const cutCell = Math.max(1, cut) * board.stride;
      from = keep < count ? Math.min(cutCell, gMove[keep] as number) : cutCell;
      count = keep;
    }
    line.starts[length] = m;
    if (board.blocks === 0) score += CLEAR_BONUS;
    line.length = length;
    line.score = score;
    if (this.sink.offer(line.moves, length, score)) this.aborted = true;
  }

  /**
   * Lists the removable groups of `board` whose canonical cell is `from` or after it, after the first `count`
   * entries (which are kept), with their code, colour, last column and weight; a group met there whose
   * canonical cell lies before `from` is one of the kept ones. Returns the new count.
   */
  private relist(board: Board, policy: Float64Array, count: number, from: number): number {
    const { gMove, gCode, gWeight, gColor, gMaxX, group, zobrist } = this;
    const { cells, stride, heights } = board;
    const byGroup = this.options.coding === 'group';
    const stamp = board.markStamp();
    const seen = board.seen;
    let n = count;
    for (let x = (from / stride) | 0; x <= board.columns; x++) {
      const base = x * stride;
      const end = base + (heights[x] as number);
      for (let i = base; i < end; i++) {
        if (seen[i] === stamp || !board.hasPartner(i)) continue;
        const color = cells[i] as number;
        const size = board.group(i, group);
        let h = 0;
        let min = i;
        let maxX = x;
        for (let k = 0; k < size; k++) {
          const j = group[k] as number;
          seen[j] = stamp;
          if (j < min) min = j;
          const xj = (j / stride) | 0;
          if (xj > maxX) maxX = xj;
          if (byGroup) h = (h + (zobrist[j * 16 + color] as number)) | 0;
        }
        if (min < from) continue;
        const code = byGroup ? (h ^ (h >>> 14) ^ (h >>> 28)) & TABLE_MASK : (i * 16 + color) & TABLE_MASK;
        gMove[n] = i;
        gCode[n] = code;
        gColor[n] = color;
        gMaxX[n] = maxX;
        gWeight[n] = Math.exp(policy[code] as number);
        n++;
      }
    }
    return n;
  }
}
