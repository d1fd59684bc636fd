// An exact endgame search for SameGame (depth-first, transposition table, upper bound) that improves a line's last moves.
import { CLEAR_BONUS } from '../../games/samegame/index.js';
import { hashOf } from './beam.js';
import { Board, MAX_COLOR, points } from './board.js';

/**
 * An upper bound on what is still to be scored from `board`, the clear bonus included: each colour removed as
 * one group ((n − 2)² ≥ the sum of (g − 2)² over any groups g summing to at most n), and the bonus only when no
 * colour has exactly one block left (a lone block of a colour can never be removed). Exact on an empty board.
 */
export function tailBound(board: Board): number {
  const { counts } = board;
  let bound = 0;
  let clearable = true;
  for (let c = 1; c <= MAX_COLOR; c++) {
    const n = counts[c] as number;
    if (n >= 2) bound += (n - 2) * (n - 2);
    else if (n === 1) clearable = false;
  }
  return clearable ? bound + CLEAR_BONUS : bound;
}

/**
 * The tail search's settings: it may start where at most `maxBlocks` blocks are left, search at most `maxNodes`
 * positions, and take `share` of the search's budget.
 */
export interface TailOptions {
  readonly maxBlocks: number;
  readonly maxNodes: number;
  readonly share: number;
}

/**
 * What one NRPA playout costs in tail-search positions, roughly (1 million positions took 1.0–3.5 CPU-s, 100,000
 * NRPA playouts 7–11, docs/samegame.md), to count a tail's share of a playout budget in positions.
 */
export const NODES_PER_PLAYOUT = 50;

/** Positions between two calls of a tail search's `stop` (some 2 ms). */
const STOP_EVERY = 1024;

/** What a tail search found: the best score from its start (bonus included) and, when it beat the incumbent, its line. */
export interface TailResult {
  /** The best score found, or the incumbent when nothing beat it. */
  score: number;
  /** True when the search beat the incumbent; `line` then holds its moves (canonical cells). */
  improved: boolean;
  line: Int32Array;
  length: number;
  /** True when the search ran to its end (its answer is then the exact optimum, or the incumbent is). */
  complete: boolean;
  nodes: number;
}

/**
 * Depth-first search for the best continuation from a position, pruned by tailBound against the best found
 * so far (the incumbent first, so only strictly better lines are looked for), and by a transposition table:
 * a position reached again with no more points than when it was searched before is skipped (everything from
 * it was already searched, with a lower bar). Children are tried best bound first. Boards, move lists and the
 * path are allocated per depth once and reused.
 */
export class TailSolver {
  private readonly width: number;
  private readonly height: number;
  private readonly boards: Board[] = [];
  private readonly moves: Int32Array[] = [];
  private readonly sizes: Int32Array[] = [];
  private readonly order: Int32Array[] = [];
  private readonly keys: Float64Array[] = [];
  private readonly group: Int32Array;
  private readonly path: Int32Array;
  private readonly bestLine: Int32Array;
  private readonly table = new Map<number, number>();
  private bestScore = 0;
  private bestLength = 0;
  private improved = false;
  private nodes = 0;
  private maxNodes = 0;
  private aborted = false;
  private stop: (() => boolean) | undefined;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    const size = (width + 2) * (height + 1);
    this.group = new Int32Array(size);
    this.path = new Int32Array(size);
    this.bestLine = new Int32Array(size);
  }

  /**
   * The best line from `start` (not changed) that scores more than `incumbent`, searching at most `maxNodes`
   * positions, or until `stop` (asked every STOP_EVERY positions: a clock) says so. The line's moves are
   * canonical cells of `start`'s board as it is when each is played.
   */
  solve(start: Board, incumbent: number, maxNodes: number, stop?: () => boolean): TailResult {
    this.stop = stop;
    this.table.clear();
    this.bestScore = incumbent;
    this.bestLength = 0;
    this.improved = false;
    this.nodes = 0;
    this.maxNodes = maxNodes;
    this.aborted = false;
    this.ensure(0);
    (this.boards[0] as Board).copyFrom(start);
    this.search(0, 0);
    return {
      score: this.bestScore,
      improved: this.improved,
      line: this.bestLine,
      length: this.bestLength,
      complete: !this.aborted,
      nodes: this.nodes,
    };
  }

  private ensure(depth: number): void {
    const cells = this.group.length;
    while (this.boards.length <= depth) {
      this.boards.push(new Board(this.width, this.height));
      this.moves.push(new Int32Array(cells));
      this.sizes.push(new Int32Array(cells));
      this.order.push(new Int32Array(cells));
      this.keys.push(new Float64Array(cells));
    }
  }

  /** Searches boards[depth], reached with `score` points since the start. */
  private search(depth: number, score: number): void {
    if (++this.nodes > this.maxNodes || (this.nodes % STOP_EVERY === 0 && this.stop?.() === true)) {
      this.aborted = true;
      return;
    }
    const board = this.boards[depth] as Board;
    if (score + tailBound(board) <= this.bestScore) return;
    const h = hashOf(board);
    const seen = this.table.get(h);
    if (seen !== undefined && seen >= score) return;
    this.table.set(h, score);
    const moves = this.moves[depth] as Int32Array;
    const sizes = this.sizes[depth] as Int32Array;
    const n = board.listMoves(moves, sizes, this.group);
    if (n === 0) {
      // The bound passed, so this end beats the best (an empty board's bound is exactly the bonus).
      const total = score + (board.blocks === 0 ? CLEAR_BONUS : 0);
      if (total > this.bestScore) {
        this.bestScore = total;
        this.bestLine.set(this.path.subarray(0, depth));
        this.bestLength = depth;
        this.improved = true;
      }
      return;
    }
    this.ensure(depth + 1);
    const child = this.boards[depth + 1] as Board;
    const order = this.order[depth] as Int32Array;
    const keys = this.keys[depth] as Float64Array;
    // Children by their bound, highest first (insertion sort: a few dozen moves at most).
    for (let k = 0; k < n; k++) {
      child.copyFrom(board);
      child.take(moves[k] as number);
      const key = points(sizes[k] as number) + tailBound(child);
      let j = k;
      while (j > 0 && (keys[j - 1] as number) < key) {
        keys[j] = keys[j - 1] as number;
        order[j] = order[j - 1] as number;
        j--;
      }
      keys[j] = key;
      order[j] = k;
    }
    for (let j = 0; j < n && !this.aborted; j++) {
      const k = order[j] as number;
      // Sorted by bound: once one cannot beat the best, none after it can.
      if (score + (keys[j] as number) <= this.bestScore) break;
      child.copyFrom(board);
      child.take(moves[k] as number);
      this.path[depth] = moves[k] as number;
      this.search(depth + 1, score + points(sizes[k] as number));
    }
  }
}

/** What improve() did to a line. */
export interface TailImprovement {
  /** The line's score from the root after (the clear bonus included). */
  score: number;
  length: number;
  /** How much the score rose (0 when the line is unchanged). */
  gain: number;
  nodes: number;
}

/** The block counts at which improve() starts its searches, latest start first. */
const TAIL_STEP = 5;
const FIRST_TAIL = 10;

/**
 * Improves the end of `line` (any cell of each group, from `root`; rewritten in place, so it must have room for
 * the longest line) by exact searches from later to earlier positions: from the first position with at most 10
 * blocks left, then 15, 20, … up to `maxBlocks`, each with the tail found so far as its bar, until `maxNodes`
 * positions in all have been searched or `stop` says so (a search cut short still keeps any better line it found).
 */
export function improveTail(
  solver: TailSolver,
  root: Board,
  line: Int32Array,
  length: number,
  maxBlocks: number,
  maxNodes: number,
  stop?: () => boolean,
): TailImprovement {
  const board = new Board(root.width, root.height);
  // The blocks left before each move and the points scored before it, for the line as it is.
  const blocks = new Int32Array(line.length + 1);
  const before = new Int32Array(line.length + 1);
  const replay = (): number => {
    board.copyFrom(root);
    let s = 0;
    for (let t = 0; t < length; t++) {
      blocks[t] = board.blocks;
      before[t] = s;
      s += points(board.take(line[t] as number));
    }
    blocks[length] = board.blocks;
    before[length] = s;
    return board.blocks === 0 ? s + CLEAR_BONUS : s;
  };
  let score = replay();
  const first = score;
  let nodes = 0;
  let done = -1;
  for (let limit = FIRST_TAIL; nodes < maxNodes; limit += TAIL_STEP) {
    const cap = Math.min(limit, maxBlocks);
    let t = 0;
    while (t < length && (blocks[t] as number) > cap) t++;
    if (t !== done) {
      done = t;
      board.copyFrom(root);
      for (let k = 0; k < t; k++) board.take(line[k] as number);
      const r = solver.solve(board, score - (before[t] as number), maxNodes - nodes, stop);
      nodes += r.nodes;
      if (r.improved) {
        line.set(r.line.subarray(0, r.length), t);
        length = t + r.length;
        score = replay();
      }
      if (!r.complete) break;
    }
    if (cap >= maxBlocks) break;
  }
  return { score, length, gain: score - first, nodes };
}
