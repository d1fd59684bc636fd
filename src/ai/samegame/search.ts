// The search driver for SameGame: opening beams, then NRPA (nrpa.ts) or nested Monte-Carlo search, with tabu-colour playouts and a shared budget.
import { CLEAR_BONUS } from '../../games/samegame/index.js';
import { CandidateHeap, hashOf, Layer } from './beam.js';
import { Board, points } from './board.js';
import { Nrpa, type NrpaOptions, type PlayoutSink } from './nrpa.js';
import type { FastRng } from './random.js';

/** What a search may spend: it stops at whichever limit comes first. */
export interface Budget {
  /** Stop after this many playouts (a deterministic budget, for tests and reproducible runs). */
  readonly maxPlayouts: number;
  /** Stop when `now() - start >= timeMs`. */
  readonly timeMs: number;
  readonly now: (() => number) | undefined;
}

/** Playouts between two looks at the clock and two progress reports; a playout takes some 10–50 µs. */
const CHECK_EVERY = 64;

/** A `dirty` column right of every board: nothing changed since the last scan. */
const CLEAN = 0x7fffffff;

/** The share of the budget left that one top-level step may spend. */
const STEP_SHARE = 0.12;

/**
 * The opening beam searches (see openingBeams) stop doubling their width once the next one would take them past
 * this share of the whole budget.
 */
const BEAM_SHARE = 0.2;
const FIRST_BEAM_WIDTH = 4;
/** A bound on the width, so an unbounded budget cannot make the layers outgrow memory. */
const MAX_BEAM_WIDTH = 4096;

/**
 * The search state: one board per nesting level (mutated as that level follows its best line), one scratch
 * child per level, the path from the root to the node being searched, and the best full line found so far.
 * The global best is updated at the end of every playout, so the search can stop anywhere and still return
 * the best complete line it has seen.
 */
export class NestedSearch {
  readonly root: Board;
  playouts = 0;
  aborted = false;
  bestScore = -1;
  bestLength = 0;
  readonly best: Int32Array;
  private improved = false;
  // The top level's per-step allowance: when it is spent, the step stops searching moves and follows its line.
  private stepAborted = false;
  private stepPlayouts = Number.POSITIVE_INFINITY;
  private stepDeadline = Number.POSITIVE_INFINITY;
  /** Allot steps by playouts (deterministic) when a playout budget is set or there is no clock. */
  private readonly byPlayouts: boolean;

  private readonly rng: FastRng;
  private readonly budget: Budget;
  private readonly start: number;
  private readonly onImprove: ((search: NestedSearch) => void) | undefined;
  private readonly size: number;
  // The moves from the root to the node being searched, and the points they scored.
  private readonly path: Int32Array;
  private pathLength = 0;
  private pathScore = 0;
  // Scratch shared by every level: the current group's cells, and the playout's candidate cells.
  private readonly group: Int32Array;
  private readonly candidates: Int32Array;
  private readonly tabuCandidates: Int32Array;
  // The last playout's moves (any cell of each group) and their number.
  private readonly playoutLine: Int32Array;
  private playoutLength = 0;
  // Per level: the working board, a child board, the move list, and the best line from the level's start.
  private readonly boards: Board[] = [];
  private readonly children: Board[] = [];
  private readonly moves: Int32Array[] = [];
  private readonly sizes: Int32Array[] = [];
  private readonly lines: Int32Array[] = [];
  private readonly lineLengths: number[] = [];

  constructor(root: Board, rng: FastRng, budget: Budget, onImprove?: (search: NestedSearch) => void) {
    this.root = root;
    this.rng = rng;
    this.budget = budget;
    this.onImprove = onImprove;
    this.start = budget.now ? budget.now() : 0;
    this.byPlayouts = budget.now === undefined || Number.isFinite(budget.maxPlayouts);
    // Lines, paths and scratch sized by the padded cell count: far more than the longest line (half the blocks).
    this.size = root.cells.length;
    this.best = new Int32Array(this.size);
    this.path = new Int32Array(this.size);
    this.group = new Int32Array(this.size);
    this.candidates = new Int32Array(this.size);
    this.tabuCandidates = new Int32Array(this.size);
    this.playoutLine = new Int32Array(this.size);
  }

  /**
   * Runs beam searches of doubling width (openingBeams), NMCS level 1 from the root, then passes of the top
   * level (level 2 first) with a per-step allowance (see top()) until the budget runs out or `maxLevel` is done.
   * Each stage starts from the best line of the ones before and can only improve it.
   */
  run(maxLevel: number, beamShare = BEAM_SHARE, nrpa?: NrpaOptions): void {
    // A first playout guarantees a line even with the smallest budget.
    const board = new Board(this.root.width, this.root.height);
    board.copyFrom(this.root);
    this.playout(board);
    if (beamShare > 0) this.openingBeams(beamShare);
    if (nrpa) {
      this.nrpaRuns(nrpa, beamShare > 0);
      if (this.improved) this.report();
      return;
    }
    this.ensureLevel(1);
    const b = this.boards[1] as Board;
    b.copyFrom(this.root);
    this.nested(b, 1);
    // Then passes of the top level, each starting from the best line so far: the next level up only when a
    // pass left most of the budget unspent, else the same level again (a restart that can only improve).
    let level = Math.min(2, maxLevel);
    while (level >= 2 && !this.aborted) {
      this.ensureLevel(level);
      const before = this.playouts;
      const left = this.left();
      this.top(level);
      if (this.playouts === before) break;
      if (level < maxLevel && this.left() > left * 0.9) level++;
    }
    if (this.improved) this.report();
  }

  /**
   * Beam searches from the root, of width FIRST_BEAM_WIDTH, then twice as wide each time, while the next one
   * (which costs about twice the last) would keep them within `share` of the budget. This opening before the
   * nested search gave +0.6% to +4% at fixed playout budgets, and +10% and +1% on two sets of fields at 10
   * CPU-seconds a field (docs/samegame.md).
   */
  private openingBeams(share: number): void {
    const total = this.spent() + this.left();
    for (let width = FIRST_BEAM_WIDTH; width <= MAX_BEAM_WIDTH && !this.aborted; width *= 2) {
      const before = this.spent();
      if (!this.beam(width)) break;
      const cost = this.spent() - before;
      if (this.spent() + 2 * cost > share * total) break;
    }
  }

  /**
   * NRPA runs until the budget is spent. The first spares the tabu colour (see NrpaOptions' tabuChoice) and starts
   * from the chosen colour's probe line, else from the beams' line when there were beams. With `restartPlayouts`, a
   * run that found nothing better for that share of the budget gives way to the next: the same colour from a zero
   * policy and no line, or with probes the next colour they ranked, from its probe's line.
   */
  private nrpaRuns(nrpa: NrpaOptions, beams: boolean): void {
    const probes = nrpa.tabuChoice === 'frequent' ? [] : this.rankColours(nrpa);
    const first = probes[0];
    let colour = first ? first.colour : this.root.mostFrequentColor();
    let [line, length] =
      first && first.length > 0 ? [first.line, first.length] : [this.best, beams ? this.bestLength : 0];
    const span = nrpa.restartPlayouts;
    for (let k = 1; !this.aborted; k++) {
      const sink = span > 0 ? new Stale(this, span) : this;
      new Nrpa(this.root, this.rng, sink, nrpa, colour).run(line, length);
      const next = probes.length > 1 ? probes[k % probes.length] : undefined;
      if (next) {
        colour = next.colour;
        [line, length] = [next.line, next.length];
      } else length = 0;
    }
  }

  /**
   * Runs sparing each candidate colour of the root in turn (the most frequent first, so a tie keeps it), each
   * given an equal part of `probeShare` of the whole budget, every playout offered as usual; the runs best first.
   * A lone candidate is taken without a run (an empty line); none (a field of one colour) gives none.
   */
  private rankColours(nrpa: NrpaOptions): Probe[] {
    const { root } = this;
    const colours: number[] = [];
    for (let c = 1; c < root.counts.length; c++) if ((root.counts[c] as number) >= 2) colours.push(c);
    colours.sort((a, b) => (root.counts[b] as number) - (root.counts[a] as number) || a - b);
    if (colours.length === 0) return [];
    if (colours.length === 1) return [new Probe(this, colours[0] as number, 0)];
    const part = (nrpa.probeShare * (this.spent() + this.left())) / colours.length;
    const probes: Probe[] = [];
    for (const c of colours) {
      if (this.aborted) break;
      const probe = new Probe(this, c, this.spent() + part);
      new Nrpa(root, this.rng, probe, nrpa, c).run();
      probes.push(probe);
    }
    // A stable sort: of equal scores the more frequent colour comes first.
    return probes.sort((a, b) => b.score - a.score);
  }

  /** What has been spent of the budget, in the unit steps are allotted in. */
  spent(): number {
    if (this.byPlayouts) return this.playouts;
    return this.budget.now ? this.budget.now() - this.start : 0;
  }

  /**
   * Monte-Carlo beam search: layer by layer from the root, every move of every field in the layer is rated by
   * the score to it plus one tabu-colour playout from it (which also updates the best line, as every playout
   * does), and the next layer keeps the `width` best distinct fields (a hash of the cells drops a field met
   * before: different move orders often lead to the same field). Returns false when the budget ran out.
   */
  private beam(width: number): boolean {
    const { root } = this;
    this.ensureLevel(0);
    const cellsLength = root.cells.length;
    const columnsLength = root.heights.length;
    let cur = new Layer(width, cellsLength, columnsLength);
    let next = new Layer(width, cellsLength, columnsLength);
    const heap = new CandidateHeap(2 * width);
    const parents: Int32Array[] = [];
    const movesAt: Int32Array[] = [];
    const board = new Board(root.width, root.height);
    const child = new Board(root.width, root.height);
    const moves = this.moves[0] as Int32Array;
    const sizes = this.sizes[0] as Int32Array;
    const seen = new Set<number>();
    cur.store(0, root, 0);
    let layerSize = 1;
    for (let depth = 0; layerSize > 0; depth++) {
      heap.size = 0;
      for (let f = 0; f < layerSize && !this.aborted; f++) {
        cur.load(f, board);
        const score = cur.scores[f] as number;
        // The path to this field, for the playouts' full lines.
        let i = f;
        for (let d = depth - 1; d >= 0; d--) {
          this.path[d] = (movesAt[d] as Int32Array)[i] as number;
          i = (parents[d] as Int32Array)[i] as number;
        }
        this.pathLength = depth;
        this.pathScore = score;
        const n = board.listMoves(moves, sizes, this.group);
        for (let k = 0; k < n && !this.aborted; k++) {
          const move = moves[k] as number;
          child.copyFrom(board);
          const g = child.take(move);
          const p = points(g) + (child.blocks === 0 ? CLEAR_BONUS : 0);
          this.path[this.pathLength++] = move;
          this.pathScore += p;
          const s = this.playout(child);
          this.pathLength--;
          this.pathScore -= p;
          heap.offer(score + p + s + this.rng.next() * 2.3283064365386963e-10, f, move, score + p);
        }
      }
      this.pathLength = 0;
      this.pathScore = 0;
      if (this.aborted) return false;
      if (heap.size === 0) break;
      seen.clear();
      while (parents.length <= depth) {
        parents.push(new Int32Array(width));
        movesAt.push(new Int32Array(width));
      }
      const ps = parents[depth] as Int32Array;
      const ms = movesAt[depth] as Int32Array;
      let size = 0;
      for (const j of heap.sorted()) {
        if (size >= width) break;
        const parent = heap.parent[j] as number;
        cur.load(parent, child);
        const move = heap.move[j] as number;
        child.take(move);
        const h = hashOf(child);
        if (seen.has(h)) continue;
        seen.add(h);
        next.store(size, child, heap.score[j] as number);
        ps[size] = parent;
        ms[size] = move;
        size++;
      }
      const swap = cur;
      cur = next;
      next = swap;
      layerSize = size;
    }
    return true;
  }

  private ensureLevel(level: number): void {
    while (this.boards.length <= level) {
      const { width, height } = this.root;
      this.boards.push(new Board(width, height));
      this.children.push(new Board(width, height));
      this.moves.push(new Int32Array(this.size));
      this.sizes.push(new Int32Array(this.size));
      this.lines.push(new Int32Array(this.size));
      this.lineLengths.push(0);
    }
  }

  /**
   * NMCS at `level` ≥ 1 from `board` (consumed: it ends as the end of the line followed). For every move,
   * search the child one level lower; then play the next move of the best line seen from this node, which
   * may come from an earlier step (the "memorised best sequence" of the original paper). Returns the best
   * score from `board`; the line is in lines[level].
   */
  private nested(board: Board, level: number): number {
    const moves = this.moves[level] as Int32Array;
    const sizes = this.sizes[level] as Int32Array;
    const line = this.lines[level] as Int32Array;
    const child = this.children[level] as Board;
    const group = this.group;
    let bestScore = -1;
    let lineLength = 0;
    let played = 0;
    let playedScore = 0;
    const pathBase = this.pathLength;
    for (;;) {
      const n = board.listMoves(moves, sizes, group);
      if (n === 0) {
        if (playedScore > bestScore) {
          bestScore = playedScore;
          lineLength = played;
        }
        break;
      }
      // Every move is searched, the tabu colour of the playouts included: sparing it here as well (which saves
      // about 1/C of the work) was measured to cost some 4% of the score at the same number of playouts.
      for (let k = 0; k < n && !this.aborted && !this.stepAborted; k++) {
        const move = moves[k];
        child.copyFrom(board);
        const g = child.take(move);
        const p = points(g) + (child.blocks === 0 ? CLEAR_BONUS : 0);
        this.path[this.pathLength++] = move;
        this.pathScore += p;
        let s: number;
        let sub: Int32Array;
        let subLength: number;
        if (level === 1) {
          s = this.playout(child);
          sub = this.playoutLine;
          subLength = this.playoutLength;
        } else {
          s = this.nested(child, level - 1);
          sub = this.lines[level - 1] as Int32Array;
          subLength = this.lineLengths[level - 1] as number;
        }
        this.pathLength--;
        this.pathScore -= p;
        if (playedScore + p + s > bestScore) {
          bestScore = playedScore + p + s;
          line[played] = move;
          line.set(sub.subarray(0, subLength), played + 1);
          lineLength = played + 1 + subLength;
        }
      }
      if (this.aborted || this.stepAborted || played >= lineLength) break;
      // Follow the best line one move.
      const move = line[played];
      const g = board.take(move);
      const p = points(g) + (board.blocks === 0 ? CLEAR_BONUS : 0);
      this.path[this.pathLength++] = move;
      this.pathScore += p;
      playedScore += p;
      played++;
    }
    this.pathScore -= playedScore;
    this.pathLength = pathBase;
    this.lineLengths[level] = lineLength;
    return bestScore;
  }

  /**
   * Plays random moves to the end on `board` (consumed) and returns the points scored. The tabu colour — the
   * most frequent one when the playout starts — is played only when no other move is left, so its blocks
   * tend to gather into one big group: the single heuristic that makes random SameGame playouts score well.
   * A move is drawn by sampling a few random blocks (which favours big groups, another help) and, when that
   * fails, by scanning the board for every block that has a partner.
   */
  private playout(board: Board): number {
    const { rng, candidates, tabuCandidates, playoutLine } = this;
    const { cells, heights, stride } = board;
    const tabu = board.mostFrequentColor();
    let score = 0;
    let length = 0;
    // After a scan that found few non-tabu candidates, sampling would mostly fail: scan again directly.
    let sample = true;
    // The candidates of the last scan, in index order, stay valid left of the column before `dirty`, the
    // leftmost column changed since (a move changes nothing left of its group, and only the column just left
    // of it sees a new neighbour): a scan keeps them and starts there. Tabu blocks are listed only when
    // nothing else is left, by a scan of their own.
    let nc = 0;
    let dirty = 1;
    while (board.blocks > 0) {
      let pick = -1;
      for (let t = 0; sample && t < 6; t++) {
        // One 32-bit draw gives both coordinates: 16 bits each is plenty for 40 columns and rows.
        const r = rng.next();
        const x = 1 + (((r >>> 16) * board.columns) >>> 16);
        const i = x * stride + (((r & 0xffff) * heights[x]) >>> 16);
        const c = cells[i];
        if (
          c !== tabu &&
          (cells[i - 1] === c || cells[i + 1] === c || cells[i - stride] === c || cells[i + stride] === c)
        ) {
          pick = i;
          break;
        }
      }
      if (pick < 0) {
        const from = dirty > 1 ? dirty - 1 : 1;
        const cut = from * stride;
        while (nc > 0 && candidates[nc - 1] >= cut) nc--;
        for (let x = from; x <= board.columns; x++) {
          const base = x * stride;
          const end = base + heights[x];
          for (let i = base; i < end; i++) {
            const c = cells[i];
            if (c === tabu) continue;
            if (cells[i - 1] === c || cells[i + 1] === c || cells[i - stride] === c || cells[i + stride] === c) {
              candidates[nc++] = i;
            }
          }
        }
        dirty = CLEAN;
        sample = nc >= 8;
        if (nc > 0) pick = candidates[rng.below(nc)];
        else {
          let nt = 0;
          for (let x = 1; x <= board.columns; x++) {
            const base = x * stride;
            const end = base + heights[x];
            for (let i = base; i < end; i++) {
              if (cells[i] === tabu && board.hasPartner(i)) tabuCandidates[nt++] = i;
            }
          }
          if (nt === 0) break;
          pick = tabuCandidates[rng.below(nt)];
        }
      }
      const g = board.take(pick);
      if (board.lastMinX < dirty) dirty = board.lastMinX;
      score += points(g);
      playoutLine[length++] = pick;
    }
    // A playout from a board already cleared (by the move before it) must not count the bonus twice.
    if (board.blocks === 0 && length > 0) score += CLEAR_BONUS;
    this.playoutLength = length;
    this.playouts++;
    const total = this.pathScore + score;
    if (total > this.bestScore) {
      this.bestScore = total;
      this.best.set(this.path.subarray(0, this.pathLength));
      this.best.set(playoutLine.subarray(0, length), this.pathLength);
      this.bestLength = this.pathLength + length;
      this.improved = true;
    }
    if (this.playouts >= this.budget.maxPlayouts) this.aborted = true;
    else {
      if (this.playouts >= this.stepPlayouts) this.stepAborted = true;
      if (this.playouts % CHECK_EVERY === 0) this.check();
    }
    return score;
  }

  /** Counts a playout made by another search from the root (NRPA), keeps its line if best; true when spent. */
  offer(line: Int32Array, length: number, score: number): boolean {
    this.playouts++;
    if (score > this.bestScore) {
      this.bestScore = score;
      this.best.set(line.subarray(0, length));
      this.bestLength = length;
      this.improved = true;
    }
    if (this.playouts >= this.budget.maxPlayouts) this.aborted = true;
    else if (this.playouts % CHECK_EVERY === 0) this.check();
    return this.aborted;
  }

  private check(): void {
    const { budget } = this;
    if (budget.now) {
      const t = budget.now();
      if (t - this.start >= budget.timeMs) this.aborted = true;
      if (t >= this.stepDeadline) this.stepAborted = true;
    }
    if (this.improved) this.report();
  }

  /** Sets the allowance of a top-level step: a share of what is left of the budget. */
  private startStep(): void {
    const { budget } = this;
    if (this.byPlayouts) {
      this.stepPlayouts = this.playouts + Math.max(1, Math.floor((budget.maxPlayouts - this.playouts) * STEP_SHARE));
    } else if (budget.now) {
      const t = budget.now();
      this.stepDeadline = t + (this.start + budget.timeMs - t) * STEP_SHARE;
    }
  }

  /** What is left of the budget, in the unit steps are allotted in. */
  private left(): number {
    const { budget } = this;
    if (this.byPlayouts) return budget.maxPlayouts - this.playouts;
    return budget.now ? this.start + budget.timeMs - budget.now() : 0;
  }

  private endStep(): void {
    this.stepAborted = false;
    this.stepPlayouts = Number.POSITIVE_INFINITY;
    this.stepDeadline = Number.POSITIVE_INFINITY;
  }

  /**
   * NMCS at `level` ≥ 2 from the root, with a budget per step: each step may spend a share (STEP_SHARE) of
   * what is left, so the early steps, which matter most, get the most, and the search always reaches the end
   * of its line instead of stopping a few steps in and leaving the rest to a playout. A step searches its
   * moves one level lower in rounds until its share is spent. The line followed starts as the best line found
   * so far and only changes for a better one, so a step cut short loses nothing.
   */
  private top(level: number): void {
    const board = this.boards[level] as Board;
    board.copyFrom(this.root);
    const moves = this.moves[level] as Int32Array;
    const sizes = this.sizes[level] as Int32Array;
    const line = this.lines[level] as Int32Array;
    const child = this.children[level] as Board;
    const group = this.group;
    line.set(this.best.subarray(0, this.bestLength));
    let lineLength = this.bestLength;
    let bestScore = this.bestScore;
    let played = 0;
    let playedScore = 0;
    while (played < lineLength && !this.aborted) {
      const n = board.listMoves(moves, sizes, group);
      if (n === 0) break;
      this.startStep();
      // Rounds over the moves, each in an order started at random, until the step's allowance is spent:
      // a round that ends early is followed by another, whose searches can only improve the line.
      for (let before = -1; before !== this.playouts && !this.aborted && !this.stepAborted; ) {
        before = this.playouts;
        const first = this.rng.below(n);
        for (let j = 0; j < n && !this.aborted && !this.stepAborted; j++) {
          const move = moves[(first + j) % n];
          child.copyFrom(board);
          const g = child.take(move);
          const p = points(g) + (child.blocks === 0 ? CLEAR_BONUS : 0);
          this.path[this.pathLength++] = move;
          this.pathScore += p;
          const s = this.nested(child, level - 1);
          const sub = this.lines[level - 1] as Int32Array;
          const subLength = this.lineLengths[level - 1] as number;
          this.pathLength--;
          this.pathScore -= p;
          if (playedScore + p + s > bestScore) {
            bestScore = playedScore + p + s;
            line[played] = move;
            line.set(sub.subarray(0, subLength), played + 1);
            lineLength = played + 1 + subLength;
          }
        }
      }
      this.endStep();
      if (this.aborted || played >= lineLength) break;
      const move = line[played];
      const g = board.take(move);
      const p = points(g) + (board.blocks === 0 ? CLEAR_BONUS : 0);
      this.path[this.pathLength++] = move;
      this.pathScore += p;
      playedScore += p;
      played++;
    }
    this.pathScore = 0;
    this.pathLength = 0;
  }

  private report(): void {
    this.improved = false;
    this.onImprove?.(this);
  }
}

/** A run's sink that ends the run once it has found nothing better than its own best in `span` playouts. */
class Stale implements PlayoutSink {
  private score = -1;
  private since: number;

  constructor(
    private readonly search: NestedSearch,
    private readonly span: number,
  ) {
    this.since = search.playouts;
  }

  offer(line: Int32Array, length: number, score: number): boolean {
    if (this.search.offer(line, length, score)) return true;
    if (score > this.score) {
      this.score = score;
      this.since = this.search.playouts;
    }
    return this.search.playouts - this.since >= this.span;
  }
}

/**
 * The sink of one colour's run in rankColours: every playout goes to the search as usual, and the run stops when
 * the search's budget is spent or its own part is (looked at every CHECK_EVERY playouts, as the clock is).
 */
class Probe implements PlayoutSink {
  score = -1;
  /** The run's best line (any block of each group, from the root). */
  readonly line: Int32Array;
  length = 0;
  private count = 0;

  constructor(
    private readonly search: NestedSearch,
    readonly colour: number,
    private readonly until: number,
  ) {
    this.line = new Int32Array(search.root.cells.length);
  }

  offer(line: Int32Array, length: number, score: number): boolean {
    if (score > this.score) {
      this.score = score;
      this.line.set(line.subarray(0, length));
      this.length = length;
    }
    if (this.search.offer(line, length, score)) return true;
    return ++this.count % CHECK_EVERY === 0 && this.search.spent() >= this.until;
  }
}
