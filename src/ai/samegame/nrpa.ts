// Nested Rollout Policy Adaptation (Rosin 2011) for SameGame: a softmax policy over move codes, learnt along the best line.
import { CLEAR_BONUS } from '../../games/samegame/index.js';
import { Board, points } from './board.js';
import { Groups, type MoveCoding, TABLE_BITS, TABLE_MASK } from './groups.js';
import type { FastRng } from './random.js';

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
  /**
   * A prior on moves (as in Generalized NRPA, Cazenave 2020): a group of n blocks is drawn with probability
   * ∝ n^bias × exp(weight), so 1 favours big groups as drawing a random block does; 0 is plain NRPA.
   */
  readonly bias: number;
  /**
   * How the tabu colour is chosen: the root's most frequent (`frequent`, the playouts' heuristic), or by short
   * runs (`probe`: an NRPA run sparing each colour of the root in turn, then the main run with the colour whose
   * run scored best, starting from that run's best line). Why: on a field whose colours are about as frequent,
   * the most frequent is often not the colour to gather (docs/samegame.md, "Which colour to spare").
   */
  readonly tabuChoice: TabuChoice;
  /** The share of the whole budget the runs choosing the colour take, all colours together. */
  readonly probeShare: number;
  /**
   * A run that found no line better than its own best in this many playouts is given up for a fresh one (0: never),
   * the search's best line kept: sparing the same colour from a zero policy (`frequent`), or the next colour the
   * probes ranked, from its probe's line (`probe`). Why: a level-3 run often settles on one line early and spends
   * the rest of its budget near it (docs/samegame.md, "Restarts, kept"). Counted in playouts, not as a share of the
   * budget, so that short searches (10 s, the hint's second) run as before: at a share, 10 s lost 0.7%.
   */
  readonly restartPlayouts: number;
}

export type TabuChoice = 'frequent' | 'probe';

export type { MoveCoding };

export const DEFAULT_NRPA: NrpaOptions = {
  level: 3,
  iterations: 100,
  alpha: 1,
  coding: 'group',
  bias: 1,
  tabuChoice: 'frequent',
  probeShare: 0.25,
  restartPlayouts: 240_000,
};

/** 1 / 2^32, to turn a 32-bit draw into [0, 1). */
const UNIT = 2.3283064365386963e-10;

/**
 * A level's best line with what adaptation needs: at each step the keys of every move that was allowed (their
 * codes and sizes, so their biases, see Groups' keyOf; flat, step t's from starts[t] to starts[t + 1]) and the
 * code of the move chosen.
 */
class Line {
  readonly moves: Int32Array;
  readonly chosen: Int32Array;
  readonly starts: Int32Array;
  keys: Int32Array;
  length = 0;
  score = -1;

  constructor(size: number) {
    this.moves = new Int32Array(size);
    this.chosen = new Int32Array(size);
    this.starts = new Int32Array(size + 1);
    this.keys = new Int32Array(size * 8);
  }

  /** Makes room for m allowed moves in all, keeping the first `kept`. */
  ensure(m: number, kept: number): void {
    if (this.keys.length >= m) return;
    const keys = new Int32Array(2 * m);
    keys.set(this.keys.subarray(0, kept));
    this.keys = keys;
  }

  copyFrom(other: Line): void {
    const n = other.length;
    const m = other.starts[n] as number;
    this.ensure(m, 0);
    this.moves.set(other.moves.subarray(0, n));
    this.chosen.set(other.chosen.subarray(0, n));
    this.starts.set(other.starts.subarray(0, n + 1));
    this.keys.set(other.keys.subarray(0, m));
    this.length = n;
    this.score = other.score;
  }
}

/** A policy: a weight per code, and its exponential, kept up to date so playouts need no Math.exp. */
class Policy {
  readonly weights = new Float64Array(TABLE_MASK + 1);
  readonly exps = new Float64Array(TABLE_MASK + 1).fill(1);

  copyFrom(other: Policy): void {
    this.weights.set(other.weights);
    this.exps.set(other.exps);
  }

  reset(): void {
    this.weights.fill(0);
    this.exps.fill(1);
  }
}

/**
 * NRPA from the root: level L runs `iterations` times level L − 1 with its own copy of the policy and adapts it
 * toward the best line found at its level; level 0 is a playout drawing each move with probability
 * ∝ exp(weight of its code). The playouts spare the tabu colour (the root's most frequent one unless told) while
 * any other move is left, the selective policy that makes SameGame playouts score well. Everything lives in typed
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
  private readonly policies: Policy[] = [];
  /** Adaptation's marks of the codes it changed (touched[c] === touchStamp), and their list. */
  private readonly touched = new Uint32Array(TABLE_MASK + 1);
  private touchStamp = 0;
  private readonly touchedCodes = new Int32Array(TABLE_MASK + 1);
  private readonly best: Line[] = [];
  private playoutLine: Line;
  /** The line run() was given, with its codes. */
  private readonly startLine: Line;
  /** The playout's removable groups. */
  private readonly groups: Groups;
  /** Scratch: a group's cells. */
  private readonly group: Int32Array;
  /** Scratch: every group of the playout's board, in the order listed (Groups.inOrder). */
  private readonly allMove: Int32Array;
  private readonly allKey: Int32Array;

  constructor(
    root: Board,
    rng: FastRng,
    sink: PlayoutSink,
    options: NrpaOptions = DEFAULT_NRPA,
    tabu = root.mostFrequentColor(),
  ) {
    this.root = root;
    this.rng = rng;
    this.sink = sink;
    this.options = options;
    this.tabu = tabu;
    const size = root.cells.length;
    this.board = new Board(root.width, root.height);
    this.groups = new Groups(size, this.tabu, options.coding, options.bias, () => rng.next());
    this.group = new Int32Array(size);
    this.allMove = new Int32Array(size);
    this.allKey = new Int32Array(size);
    for (let l = 0; l <= options.level; l++) {
      this.policies.push(new Policy());
      this.best.push(new Line(size));
    }
    this.playoutLine = new Line(size);
    this.startLine = new Line(size);
  }

  /**
   * Runs NRPA at the configured level from a zero policy, again and again, until the budget is spent. With a
   * `start` line (any block of each group, from the root), every run starts with it as its top level's best
   * line, so the policy first learns toward it (say, the line the opening beams found).
   */
  run(start?: Int32Array, startLength = 0): void {
    const top = this.options.level;
    const seeded = start !== undefined && startLength > 0;
    if (seeded) {
      // The line's canonical cells, which the playout's replay looks for.
      const moves = this.playoutLine.moves;
      const board = this.board;
      board.copyFrom(this.root);
      for (let t = 0; t < startLength; t++) {
        const n = board.group(start[t] as number, this.group);
        let min = start[t] as number;
        for (let k = 0; k < n; k++) if ((this.group[k] as number) < min) min = this.group[k] as number;
        moves[t] = min;
        board.take(min);
      }
      this.playout((this.policies[top] as Policy).exps, true);
      this.startLine.copyFrom(this.playoutLine);
    }
    while (!this.aborted) {
      (this.policies[top] as Policy).reset();
      this.level(top, this.policies[top] as Policy, seeded ? this.startLine : undefined);
    }
  }

  /** Level `l` ≥ 1 with the policy `start` (copied): returns the best score; the line is in best[l]. */
  private level(l: number, start: Policy, seed?: Line): number {
    const policy = this.policies[l] as Policy;
    if (policy !== start) policy.copyFrom(start);
    let best = this.best[l] as Line;
    best.score = -1;
    best.length = 0;
    if (seed) best.copyFrom(seed);
    for (let it = 0; it < this.options.iterations && !this.aborted; it++) {
      if (l === 1) {
        // A playout records the codes adaptation needs as it goes (copied from the group list it keeps anyway);
        // one that ties or beats the level's best becomes it, and the old best's arrays take the next playout.
        if (this.playout(policy.exps, false) >= best.score) {
          this.best[l] = this.playoutLine;
          this.playoutLine = best;
          best = this.best[l] as Line;
        }
      } else {
        this.level(l - 1, policy);
        const found = this.best[l - 1] as Line;
        if (found.score >= best.score) best.copyFrom(found);
      }
      if (this.aborted) break;
      this.adapt(policy, best);
    }
    return best.score;
  }

  /**
   * Moves the policy toward `line`: at each step the chosen move's weight gains alpha and every allowed move's
   * loses alpha times its probability, all probabilities taken from the policy before the update.
   */
  private adapt(policy: Policy, line: Line): void {
    const { keys, starts, chosen } = line;
    const { weights, exps } = policy;
    const priorOf = this.groups.priorOf;
    const n = line.length;
    const alpha = this.options.alpha;
    if (++this.touchStamp === 0xffffffff) {
      this.touched.fill(0);
      this.touchStamp = 1;
    }
    const stamp = this.touchStamp;
    const { touched, touchedCodes } = this;
    let nt = 0;
    // The exponentials change only after the loop, so each step's probabilities are taken as it is reached
    // (no array of them): the same values, subtracted in the same order.
    for (let t = 0; t < n; t++) {
      const from = starts[t] as number;
      const to = starts[t + 1] as number;
      let z = 0;
      for (let k = from; k < to; k++) {
        const key = keys[k] as number;
        z += (exps[key & TABLE_MASK] as number) * (priorOf[key >>> TABLE_BITS] as number);
      }
      const f = alpha / z;
      const c = chosen[t] as number;
      weights[c] = (weights[c] as number) + alpha;
      if (touched[c] !== stamp) {
        touched[c] = stamp;
        touchedCodes[nt++] = c;
      }
      for (let k = from; k < to; k++) {
        const key = keys[k] as number;
        const ck = key & TABLE_MASK;
        weights[ck] = (weights[ck] as number) - (exps[ck] as number) * (priorOf[key >>> TABLE_BITS] as number) * f;
        if (touched[ck] !== stamp) {
          touched[ck] = stamp;
          touchedCodes[nt++] = ck;
        }
      }
    }
    for (let k = 0; k < nt; k++) {
      const c = touchedCodes[k] as number;
      exps[c] = Math.exp(weights[c] as number);
    }
  }

  /**
   * One playout from the root under the policy whose exponentials are `exps`; returns its score. It writes to
   * playoutLine its moves, and at each step the codes of the moves allowed and of the move chosen, which the
   * group list (kept up to date move by move, see Groups) holds anyway. Unless `given` it draws its moves and
   * offers the line to the sink; with `given` it replays playoutLine's moves.
   */
  private playout(exps: Float64Array, given: boolean): number {
    const { board, rng, groups, allMove, allKey } = this;
    const { move: gMove, key: gKey, sum: gSum, priorOf } = groups;
    const line = this.playoutLine;
    board.copyFrom(this.root);
    let score = 0;
    let length = 0;
    let m = 0;
    groups.listAll(board, exps);
    for (;;) {
      const open = groups.count;
      const count = open + groups.tabuCount;
      if (count === 0) break;
      const z = open > 0 ? (gSum[open - 1] as number) : 0;
      line.ensure(m + count, m);
      line.starts[length] = m;
      const keys = line.keys;
      let move: number;
      let chosen: number;
      if (z > 0) {
        if (given) {
          // A given line may play a group the playouts would not (the tabu colour's): it is still found.
          move = line.moves[length] as number;
          chosen = groups.keyAt(move) & TABLE_MASK;
        } else {
          // The first group whose running sum passes r.
          const r = rng.next() * UNIT * z;
          let lo = 0;
          let hi = open - 1;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if ((gSum[mid] as number) > r) hi = mid;
            else lo = mid + 1;
          }
          move = gMove[lo] as number;
          chosen = (gKey[lo] as number) & TABLE_MASK;
        }
        // What was allowed: every group but the tabu colour's, which is the first list whole.
        for (let k = 0; k < open; k++) keys[m + k] = gKey[k] as number;
        m += open;
      } else {
        // Only the tabu colour is left (or the other groups' weights are all 0): every group is allowed, and
        // drawn from, in the order the groups were listed.
        groups.inOrder(allMove, allKey);
        let pick = -1;
        if (given) {
          const target = line.moves[length] as number;
          for (let k = 0; k < count; k++) if (allMove[k] === target) pick = k;
        } else {
          let all = 0;
          for (let k = 0; k < count; k++) {
            const key = allKey[k] as number;
            all += (exps[key & TABLE_MASK] as number) * (priorOf[key >>> TABLE_BITS] as number);
          }
          let r = rng.next() * UNIT * all;
          pick = count - 1;
          for (let k = 0; k < count - 1; k++) {
            const key = allKey[k] as number;
            r -= (exps[key & TABLE_MASK] as number) * (priorOf[key >>> TABLE_BITS] as number);
            if (r < 0) {
              pick = k;
              break;
            }
          }
        }
        for (let k = 0; k < count; k++) keys[m++] = allKey[k] as number;
        move = allMove[pick] as number;
        chosen = (allKey[pick] as number) & TABLE_MASK;
      }
      line.chosen[length] = chosen;
      line.moves[length++] = move;
      score += points(board.take(move));
      groups.afterTake(board, exps);
    }
    if (board.blocks === 0) score += CLEAR_BONUS;
    line.starts[length] = m;
    line.length = length;
    line.score = score;
    if (!given && this.sink.offer(line.moves, length, score)) this.aborted = true;
    return score;
  }
}
