// Scarabeo's level 6: level 5's static equity picks the candidates and a Monte Carlo simulation of the next two
// plies (the opponent's rack dealt at random from the unseen tiles) chooses among them, within a time budget;
// with the bag empty the exact endgame solver decides.
import type { Rng } from '../../core/rng.js';
import { JOLLY, LETTER_MASK, SIZE, SQUARES } from '../../games/scarabeo/board.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { CrossChecks, type FoundPlay, forEachPlayOnLine } from '../../games/scarabeo/movegen.js';
import { rackSize } from '../../games/scarabeo/notation.js';
import { emptyRack, RACK_JOLLY, RACK_SIZE, type Rack } from '../../games/scarabeo/play.js';
import type { BoardView } from '../../games/scarabeo/rules.js';
import { formatMove, rackPoints, type ScarabeoMove, unseenTiles } from '../../games/scarabeo/state.js';
import { solveEndgame } from './endgame.js';
import { LeaveTable, leaveValue, winProbability } from './equity.js';
import { LEAVES } from './leaves.js';
import {
  bestByEquity,
  chooseMoveWith,
  LEVEL_STYLES,
  type ScarabeoAiInput,
  type StaticCandidate,
  staticCandidates,
} from './players.js';

/** How long level 6 may think, and where it reports how far along it is. */
export interface ThinkBudget {
  /** The clock in milliseconds (performance.now in the caller); without it only `maxIterations` limits. */
  readonly now?: () => number;
  /** Time for the move, measured with `now` (default THINK_MS). */
  readonly timeMs?: number;
  /** Simulation iterations at most (default: unlimited with a clock, DEFAULT_ITERATIONS without). */
  readonly maxIterations?: number;
  /** Called as the search goes on, so a face can show that it thinks and how far along it is. */
  readonly onProgress?: (progress: ThinkProgress) => void;
}

export interface ThinkProgress {
  /** 0 to 1: the part of the time (or of the iterations) used. */
  readonly fraction: number;
  /** Simulation iterations so far (0 in the endgame). */
  readonly iterations: number;
  /** Candidates still in the running (the endgame: 1). */
  readonly candidates: number;
  /** With the bag empty: whether the endgame search has proven its move best. */
  readonly proven?: boolean;
}

/** Level 6's default time per move. */
export const THINK_MS = 3000;
/** Without a clock, the iterations of a move (deterministic; the tests use it). */
export const DEFAULT_ITERATIONS = 24;
/** Plays taken from level 5's ranking (its best exchange is added when the rules allow one). */
const CANDIDATES = 6;
/** Candidates whose static equity is this far below the best are not simulated. */
const EQUITY_WINDOW = 15;
/** Every this many iterations (from the second time on), candidates clearly worse than the leader are dropped. */
const PRUNE_EVERY = 8;
/** How many standard errors below the leader a candidate must be to be dropped. */
const PRUNE_SIGMAS = 2.5;
/** The leader replaces level 5's choice when better by this many standard errors of their paired difference. */
const SWITCH_SIGMAS = 1;
/** Without a clock, the endgame search's budget in positions (deterministic). */
const ENDGAME_NODES = 20_000;
/** An endgame search not proven is trusted from this many plays deep. */
const TRUSTED_DEPTH = 3;
/** Fewer iterations than this (a slow rack on a tight clock): level 5's choice stands. */
const MIN_ITERATIONS = 4;
/**
 * With at most this many tiles in the bag (and the score known), a line is valued by the chance of winning after
 * it, WIN_WEIGHT × Φ(spread / σ(bag)) (equity.ts), plus its points, which break ties (a lost or won game).
 */
const WIN_BAG = 30;
/** The tiles an average play puts down with tiles in the bag (5.55 in the level-5 self-play of equity.ts's fit). */
const REPLY_TILES = 5.5;
/** Points a whole win is worth against the line's points: 1% of winning chance = 10 points. */
const WIN_WEIGHT = 1000;

const sameMove = (a: ScarabeoMove, b: ScarabeoMove): boolean => formatMove(a) === formatMove(b);

/** Level 6's move: level 5's candidates, simulated two plies deep; the exact endgame with the bag empty. */
export function simulatedMove(input: ScarabeoAiInput, dawg: Dawg, rng: Rng, budget: ThinkBudget = {}): ScarabeoMove {
  const { board, rack, bagCount } = input;
  const levelFive = (): ScarabeoMove => chooseMoveWith(input, LEVEL_STYLES[5], dawg, rng);
  if (rackSize(rack) === 0 || (input.players ?? 2) !== 2) return levelFive();
  const unseen = input.unseen ?? unseenTiles(board.cells, rack);
  const timeMs = budget.timeMs ?? THINK_MS;
  const start = budget.now?.() ?? 0;
  if (bagCount === 0) {
    const { now } = budget;
    const result = solveEndgame({ board, racks: [rack, unseen], idleTurns: input.idleTurns ?? 0 }, dawg, {
      ...(now ? { now, timeMs } : { maxNodes: ENDGAME_NODES }),
      onProgress: (p) =>
        budget.onProgress?.({
          fraction: p.proven ? 1 : now ? Math.min(1, (now() - start) / timeMs) : Math.min(1, p.nodes / ENDGAME_NODES),
          iterations: 0,
          candidates: 1,
          proven: p.proven,
        }),
    });
    // Unproven, a shallow search's guess is no better than level 5's look at the reply.
    const first = result.line[0];
    return first && (result.proven || result.depth >= TRUSTED_DEPTH) ? first : levelFive();
  }
  const all = staticCandidates(input, CANDIDATES, dawg);
  const top = all.reduce((m, c) => Math.max(m, c.equity), Number.NEGATIVE_INFINITY);
  const candidates = all.filter((c) => c.equity >= top - EQUITY_WINDOW);
  // No play at all: level 5's no-play rule (exchange the rack, at most three times in a row, then pass).
  if (!candidates.some((c) => c.move.type === 'play')) return levelFive();
  if (candidates.length === 1) return (candidates[0] as StaticCandidate).move;
  const sim = new Simulation(input, unseen, candidates, dawg, rng);
  const maxIterations = budget.maxIterations ?? (budget.now ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const fraction = (): number =>
    budget.now ? Math.min(1, (budget.now() - start) / timeMs) : sim.iterations / maxIterations;
  while (sim.iterations < maxIterations && sim.alive > 1 && fraction() < 1) {
    sim.iterate();
    if (sim.iterations % PRUNE_EVERY === 0 && sim.iterations > PRUNE_EVERY) sim.prune();
    budget.onProgress?.({ fraction: fraction(), iterations: sim.iterations, candidates: sim.alive });
  }
  // Level 5's choice stands unless the simulation shows another candidate better by more than its noise.
  const five = levelFive();
  if (sim.iterations < MIN_ITERATIONS) return five;
  const leader = sim.leader();
  const mine = candidates.findIndex((c) => sameMove(c.move, five));
  if (mine < 0 || mine === leader || sim.advantage(leader, mine) > SWITCH_SIGMAS)
    return (candidates[leader] as StaticCandidate).move;
  return five;
}

/**
 * The simulation's state: each iteration deals the opponent a rack from the unseen tiles (the rest is the bag,
 * in drawing order), and every candidate still in the running is valued on that same deal (common random
 * numbers, so the differences between candidates are far less noisy than the values).
 */
class Simulation {
  private readonly tiles: Uint8Array;
  private readonly oppRack = emptyRack();
  private readonly myRack = emptyRack();
  /** The board's cross-checks, and each candidate's board after it with its own. */
  private readonly cross: CrossChecks;
  private readonly after: readonly AfterCandidate[];
  /** This iteration's best reply by static equity on each line of the board before our play (−∞: none). */
  private readonly lineBest = new Float64Array(LINES);
  private readonly lines = new LineSearch();
  private readonly live: boolean[];
  /** Per candidate, its value in each iteration. */
  private readonly values: number[][];
  /** The spread before the move when lines are valued by the chance of winning (undefined: by points). */
  private readonly spread: number | undefined;
  /** The tiles not yet on the board after the line being valued, and whether the game is over (set by `points`). */
  private tilesAfter = 0;
  private over = false;
  iterations = 0;
  alive: number;

  constructor(
    private readonly input: ScarabeoAiInput,
    unseen: Rack,
    private readonly candidates: readonly StaticCandidate[],
    private readonly dawg: Dawg,
    private readonly rng: Rng,
  ) {
    const tiles: number[] = [];
    for (let k = 0; k < 22; k++) for (let i = 0; i < (unseen[k] as number); i++) tiles.push(k);
    this.tiles = Uint8Array.from(tiles);
    this.cross = new CrossChecks();
    this.cross.compute(input.board, dawg);
    this.after = candidates.map((c) => afterCandidate(input.board, this.cross, c.move, dawg));
    this.live = candidates.map(() => true);
    this.values = candidates.map(() => []);
    this.alive = candidates.length;
    this.spread = input.spread !== undefined && input.bagCount <= WIN_BAG ? input.spread : undefined;
  }

  iterate(): void {
    const tiles = this.tiles;
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      const t = tiles[i] as number;
      tiles[i] = tiles[j] as number;
      tiles[j] = t;
    }
    const oppSize = Math.min(RACK_SIZE, tiles.length);
    this.oppRack.fill(0);
    for (let i = 0; i < oppSize; i++) this.oppRack[tiles[i] as number]++;
    const bag = Math.min(this.input.bagCount, tiles.length - oppSize);
    const midTable = new LeaveTable(this.oppRack, (leave) => leaveValue(LEAVES, leave));
    // The opponent's best reply on each line of the board as it is: a candidate changes only a few lines, so
    // its reply is the best of the other lines' (found once here) and of its own changed lines'. A line every
    // candidate still in the running changes is not needed.
    for (let l = 0; l < LINES; l++) {
      let needed = false;
      for (let c = 0; c < this.candidates.length && !needed; c++)
        needed = (this.live[c] as boolean) && (this.after[c] as AfterCandidate).changed[l] === 0;
      this.lineBest[l] = needed
        ? this.lines.best(this.input.board, this.cross, l, this.oppRack, midTable, this.dawg, Number.NEGATIVE_INFINITY)
        : Number.NEGATIVE_INFINITY;
    }
    for (let c = 0; c < this.candidates.length; c++) {
      if (this.live[c]) (this.values[c] as number[]).push(this.value(c, oppSize, bag, midTable));
    }
    this.iterations++;
  }

  /**
   * Candidate `c`'s value on this iteration's deal: its points (below); late in a game, the chance of winning
   * after it, weighted, plus the points.
   */
  private value(c: number, oppSize: number, bag: number, midTable: LeaveTable): number {
    const points = this.points(c, oppSize, bag, midTable);
    if (this.spread === undefined) return points;
    const spread = this.spread + points;
    // We move next, or the game is over and its result is known.
    const win = this.over ? (spread > 0 ? 1 : spread === 0 ? 0.5 : 0) : winProbability(spread, this.tilesAfter);
    return WIN_WEIGHT * win + points;
  }

  /**
   * Candidate `c` on this iteration's deal: its points, minus the opponent's best reply by static equity, plus
   * the value of the tiles it keeps, minus the value of the opponent's; when the bag runs out, the settlement.
   */
  private points(c: number, oppSize: number, bag: number, midTable: LeaveTable): number {
    const { rack } = this.input;
    const candidate = this.candidates[c] as StaticCandidate;
    const after = this.after[c] as AfterCandidate;
    const move = candidate.move;
    let score = 0;
    let placed = 0;
    this.myRack.set(rack);
    if (move.type === 'play') {
      score = move.scored.score;
      for (const p of move.scored.placed) {
        const k = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
        this.myRack[k] = (this.myRack[k] as number) - 1;
      }
      placed = move.scored.placed.length;
    } else if (move.type === 'exchange') {
      for (let k = 0; k < 22; k++) this.myRack[k] = (this.myRack[k] as number) - (move.tiles[k] as number);
      placed = rackSize(move.tiles);
    }
    const drawn = Math.min(placed, bag);
    for (let i = 0; i < drawn; i++) {
      const t = this.tiles[oppSize + i] as number;
      this.myRack[t] = (this.myRack[t] as number) + 1;
    }
    const oppPoints = rackPoints(this.oppRack);
    const bagLeft = bag - drawn + (move.type === 'exchange' ? placed : 0);
    // Our rack, the bag and the opponent's rack, less our tiles played and the reply's (an average play's).
    this.tilesAfter = Math.max(
      1,
      rackSize(rack) + this.tiles.length - (move.type === 'play' ? placed : 0) - REPLY_TILES,
    );
    this.over = false;
    if (bagLeft > 0) {
      const best = replyAfter(after, this.lineBest, this.lines, this.oppRack, midTable, this.dawg);
      return best > Number.NEGATIVE_INFINITY
        ? score + candidate.leave - best
        : score + candidate.leave - (midTable.values[midTable.full] as number);
    }
    // The bag is empty now: going out ends the game; otherwise the opponent replies for points, going out if it can.
    if (rackSize(this.myRack) === 0) {
      this.over = true;
      return score + oppPoints;
    }
    const myPoints = rackPoints(this.myRack);
    const endTable = new LeaveTable(this.oppRack, (leave) => (rackSize(leave) === 0 ? myPoints : -rackPoints(leave)));
    const reply = bestByEquity(after.board, this.oppRack, this.dawg, endTable);
    return score - (reply ? reply.value : -oppPoints);
  }

  private mean(c: number): number {
    const v = this.values[c] as number[];
    let sum = 0;
    for (const x of v) sum += x;
    return v.length === 0 ? Number.NEGATIVE_INFINITY : sum / v.length;
  }

  /** The candidate with the best average, ties to level 5's order. */
  leader(): number {
    let best = -1;
    let bestMean = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < this.candidates.length; c++) {
      if (!this.live[c]) continue;
      const m = this.mean(c);
      if (m > bestMean) {
        bestMean = m;
        best = c;
      }
    }
    return best;
  }

  /**
   * How many standard errors candidate `a`'s average is above `b`'s, over the iterations both were simulated
   * (b's values align with a's last ones: a candidate once dropped never comes back); +∞ when `b` was dropped.
   */
  advantage(a: number, b: number): number {
    if (!this.live[b]) return Number.POSITIVE_INFINITY;
    const { mean, se } = this.difference(this.values[a] as number[], this.values[b] as number[]);
    return se === 0 ? (mean > 0 ? Number.POSITIVE_INFINITY : 0) : mean / se;
  }

  /** The mean and standard error of a − b over b's iterations (b's values align with a's last ones). */
  private difference(a: readonly number[], b: readonly number[]): { mean: number; se: number } {
    const n = b.length;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const d = (a[a.length - n + i] as number) - (b[i] as number);
      sum += d;
      sumSq += d * d;
    }
    const mean = sum / n;
    return { mean, se: Math.sqrt(Math.max(0, sumSq / n - mean * mean) / Math.max(1, n - 1)) };
  }

  /** Drops the candidates whose paired difference to the leader is more than PRUNE_SIGMAS standard errors below 0. */
  prune(): void {
    const lead = this.leader();
    const leadValues = this.values[lead] as number[];
    for (let c = 0; c < this.candidates.length; c++) {
      if (!this.live[c] || c === lead) continue;
      const { mean, se } = this.difference(this.values[c] as number[], leadValues);
      if (mean + PRUNE_SIGMAS * se < 0) {
        this.live[c] = false;
        this.alive--;
      }
    }
  }
}

/** The lines of the board: 17 rows (across plays), then 17 columns (down plays). */
export const LINES = 2 * SIZE;

/** A candidate's board after it, its cross-checks, and which lines' plays may differ from the board before it. */
export interface AfterCandidate {
  readonly board: BoardView;
  readonly cross: CrossChecks;
  /** Per line (0–16 rows, 17–33 columns), 1 when its tiles or its squares' cross-checks in its direction changed. */
  readonly changed: Uint8Array;
  /** The reply must be searched on the whole board (an exchange on the empty board: the opponent opens). */
  readonly whole: boolean;
}

/**
 * A line's plays depend only on its tiles, its squares' cross-checks in its direction and the rack (what the
 * endgame's line cache relies on too), so the lines where none of these changed have the same plays after.
 */
export function afterCandidate(board: BoardView, before: CrossChecks, move: ScarabeoMove, dawg: Dawg): AfterCandidate {
  const changed = new Uint8Array(LINES);
  if (move.type !== 'play') {
    // On the empty board the reply is the opening play, which no line search finds: the whole board is searched.
    const empty = board.cells.every((cell) => cell === 0);
    return { board, cross: before, changed: empty ? changed.fill(1) : changed, whole: empty };
  }
  const cells = new Uint8Array(board.cells);
  for (const p of move.scored.placed) cells[p.square] = p.cell;
  const after = { cells, rules: board.rules };
  const cross = new CrossChecks();
  cross.compute(after, dawg);
  for (let sq = 0; sq < SQUARES; sq++) {
    if (cells[sq] !== board.cells[sq]) {
      changed[Math.floor(sq / SIZE)] = 1;
      changed[SIZE + (sq % SIZE)] = 1;
    }
    for (let dir = 0; dir < 2; dir++) {
      const i = dir * SQUARES + sq;
      if (
        cross.mask[i] !== before.mask[i] ||
        cross.sum[i] !== before.sum[i] ||
        cross.wordMult[i] !== before.wordMult[i] ||
        cross.bonus[i] !== before.bonus[i] ||
        cross.has[i] !== before.has[i]
      )
        changed[dir === 0 ? Math.floor(sq / SIZE) : SIZE + (sq % SIZE)] = 1;
    }
  }
  return { board: after, cross, changed, whole: false };
}

/** Finds the opponent's best reply by static equity (score + `table`'s leave value) on one line of a board. */
export class LineSearch {
  private table: LeaveTable | undefined;
  private value = Number.NEGATIVE_INFINITY;
  private readonly squares = new Int32Array(RACK_SIZE);
  private readonly cells = new Uint8Array(RACK_SIZE);

  /** The best value of `rack`'s plays on line `l` (0–16 rows, 17–33 columns) if above `floor`, else `floor`. */
  best(board: BoardView, cross: CrossChecks, l: number, rack: Rack, table: LeaveTable, dawg: Dawg, floor: number) {
    this.table = table;
    this.value = floor;
    forEachPlayOnLine(board, rack, dawg, cross, l < SIZE ? 0 : 1, l % SIZE, this.visit);
    return this.value;
  }

  private readonly visit = (f: FoundPlay): void => {
    const table = this.table as LeaveTable;
    if (f.score + table.max <= this.value) return;
    const n = f.writePlacements(this.squares, this.cells, 0);
    let i = table.full;
    for (let k = 0; k < n; k++) {
      const cell = this.cells[k] as number;
      i -= table.radix[(cell & JOLLY) !== 0 ? RACK_JOLLY : cell & LETTER_MASK] as number;
    }
    const v = f.score + (table.values[i] as number);
    if (v > this.value) this.value = v;
  };
}

/**
 * The opponent's best reply value after a candidate (−∞: no play): the best of `lineBest` (the board before it,
 * line by line) over the lines the candidate left unchanged, and of its changed lines searched on its board.
 */
export function replyAfter(
  after: AfterCandidate,
  lineBest: Float64Array,
  lines: LineSearch,
  rack: Rack,
  table: LeaveTable,
  dawg: Dawg,
): number {
  if (after.whole) return bestByEquity(after.board, rack, dawg, table)?.value ?? Number.NEGATIVE_INFINITY;
  let best = Number.NEGATIVE_INFINITY;
  for (let l = 0; l < LINES; l++) if (!after.changed[l]) best = Math.max(best, lineBest[l] as number);
  for (let l = 0; l < LINES; l++)
    if (after.changed[l]) best = lines.best(after.board, after.cross, l, rack, table, dawg, best);
  return best;
}
