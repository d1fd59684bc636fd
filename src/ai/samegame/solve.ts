// The solver's entry point: budget rules, the search driver, and the conversion of a line to canonical moves.
import type { Rng } from '../../core/rng.js';
import { CLEAR_BONUS, type Field, type SameGameMove } from '../../games/samegame/index.js';
import { Board, points } from './board.js';
import { DEFAULT_NRPA, type NrpaOptions } from './nrpa.js';
import { FastRng } from './random.js';
import { NestedSearch } from './search.js';
import { improveTail, NODES_PER_PLAYOUT, type TailOptions, TailSolver } from './tail.js';

/**
 * What searches after the opening beams: nested Monte-Carlo search, or nested rollout policy adaptation sparing
 * the most frequent colour (`nrpa`) or the colour whose short run scored best, the most frequent among those tried
 * (`nrpa-colour`).
 */
export type SolveMethod = 'nmcs' | 'nrpa' | 'nrpa-colour';

export const SOLVE_METHODS: readonly SolveMethod[] = ['nrpa', 'nrpa-colour', 'nmcs'];

export const DEFAULT_METHOD: SolveMethod = 'nrpa';

/**
 * The method of search `k` (from 0) of several run side by side on one field when none is asked for, in turn:
 * NRPA sparing the most frequent colour, NRPA sparing the best of the others, the nested search. Why: each
 * finds lines the others miss, and the best line is kept, so on several cores a portfolio beats several runs of
 * one method (docs/samegame.md).
 */
export function methodOfSearch(k: number): SolveMethod {
  return SOLVE_METHODS[k % SOLVE_METHODS.length] as SolveMethod;
}

export interface SolveOptions {
  /** Wall-clock budget in milliseconds, measured with `now` (engines have no clock); ignored without `now`. */
  readonly timeMs?: number;
  /** The clock, in milliseconds (performance.now or Date.now in the caller). */
  readonly now?: () => number;
  readonly rng: Rng;
  /** Called now and then with the best line so far, so a UI can show progress. */
  readonly onImprove?: (best: SolveResult) => void;
  /**
   * A deterministic budget: stop after this many playouts, whatever the clock says, so a seed and this
   * number give the same result on every machine. Without a clock budget it defaults to DEFAULT_PLAYOUTS.
   */
  readonly maxPlayouts?: number;
  /**
   * The highest nesting level searched (default 3): level 1 runs first, then level-2 passes, each step given a
   * share of the budget left; a level above 2 is tried only when a pass leaves most of the budget unspent.
   */
  readonly maxLevel?: number;
  /**
   * The share of the budget the opening beam searches may take before the nested search (default 0.2; 0 for
   * none): beams of doubling width, each field in a layer rated by a playout.
   */
  readonly beamShare?: number;
  /** The search after the beams (default DEFAULT_METHOD). */
  readonly method?: SolveMethod;
  /** NRPA's options, its defaults (DEFAULT_NRPA) for those not given. */
  readonly nrpa?: Partial<NrpaOptions>;
  /**
   * The exact tail search (tail.ts) on the line found, at the end: it takes `share` of the budget (the search stops
   * that much earlier, in playouts or on the clock). Absent: none (solveOnCores turns it on, DEFAULT_TAIL).
   */
  readonly tail?: TailOptions;
}

/**
 * The tail search of solveOnCores (the bench, the terminal): start where at most 120 blocks are left, at most a
 * million positions (some 1–3 CPU-s on this machine), at most 5% of the budget; measured in docs/samegame.md.
 */
export const DEFAULT_TAIL: TailOptions = { maxBlocks: 120, maxNodes: 1_000_000, share: 0.05 };

export interface SolveResult {
  readonly score: number;
  readonly cleared: boolean;
  /** Moves in play order, each the canonical block of its group on the field as it is when played. */
  readonly moves: readonly SameGameMove[];
  /** How many playouts the search ran (absent in results not made by the search). */
  readonly playouts?: number;
  /** With the tail search on: the points it added to the search's line, and the positions it searched. */
  readonly tail?: { readonly gain: number; readonly nodes: number };
}

/** The playout budget when neither `maxPlayouts` nor a clock budget is given: a few seconds of search. */
export const DEFAULT_PLAYOUTS = 100_000;

/** Searches for a high-scoring sequence of moves from `field` within the budget of `options`. */
export function solve(field: Field, options: SolveOptions): SolveResult {
  const root = Board.fromField(field);
  const clocked = options.now !== undefined && options.timeMs !== undefined && Number.isFinite(options.timeMs);
  const maxPlayouts = options.maxPlayouts ?? (clocked ? Number.POSITIVE_INFINITY : DEFAULT_PLAYOUTS);
  const timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
  const tail = options.tail;
  // The tail's share comes off the search's budget, so the whole stays within it.
  const searchShare = tail === undefined ? 1 : 1 - tail.share;
  const onImprove = options.onImprove;
  const start = clocked && options.now ? options.now() : 0;
  const search = new NestedSearch(
    root,
    new FastRng(options.rng),
    {
      maxPlayouts: Number.isFinite(maxPlayouts) ? Math.max(1, Math.floor(maxPlayouts * searchShare)) : maxPlayouts,
      timeMs: timeMs * searchShare,
      now: clocked ? options.now : undefined,
    },
    onImprove ? (s) => onImprove(lineResult(root, s.best, s.bestLength, s.playouts)) : undefined,
  );
  const method = options.method ?? DEFAULT_METHOD;
  const nrpa =
    method === 'nmcs'
      ? undefined
      : {
          ...DEFAULT_NRPA,
          // Every colour tried, the most frequent too: where it is clearly the colour to gather, a second search
          // sparing it beats one forced onto another (docs/samegame.md, "Which colour to spare").
          ...(method === 'nrpa-colour' ? { tabuChoice: 'probe' as const } : {}),
          ...options.nrpa,
        };
  search.run(options.maxLevel ?? 3, options.beamShare, nrpa);
  if (tail === undefined) return lineResult(root, search.best, search.bestLength, search.playouts);
  const now = options.now;
  // On a clock the tail stops at the budget; with playouts, at its share counted in positions, so a seed and a
  // playout budget still give the same line everywhere.
  const nodes = Number.isFinite(maxPlayouts)
    ? Math.min(tail.maxNodes, Math.floor(maxPlayouts * tail.share * NODES_PER_PLAYOUT))
    : tail.maxNodes;
  const stop = clocked && now ? () => now() - start >= timeMs : undefined;
  const solver = new TailSolver(root.width, root.height);
  const r = improveTail(solver, root, search.best, search.bestLength, tail.maxBlocks, nodes, stop);
  const result = lineResult(root, search.best, r.length, search.playouts);
  return { ...result, tail: { gain: r.gain, nodes: r.nodes } };
}

/**
 * Positions the exact search may take when `solveExactly` tries a whole field up front: some 0.1–0.7 CPU-s, and
 * enough for the random 8×8 fields of 3 colours measured (docs/samegame.md, "Proven best on small fields").
 */
export const EXACT_NODES = 200_000;

/**
 * Fields with more blocks are not tried up front: none of the 15×10 fields measured finished within EXACT_NODES,
 * so there the attempt would only take time from the search.
 */
export const EXACT_MAX_BLOCKS = 100;

/**
 * The best line of `field`, proven: the exact search (tail.ts) from the start, when it runs to its end within
 * `maxNodes` positions (and before `stop` says so); undefined when the field has more than EXACT_MAX_BLOCKS
 * blocks or the search is cut short. Nothing random: the same field gives the same line everywhere.
 */
export function solveExactly(
  field: Field,
  maxNodes = EXACT_NODES,
  stop?: () => boolean,
): (SolveResult & { readonly nodes: number }) | undefined {
  const root = Board.fromField(field);
  if (root.blocks > EXACT_MAX_BLOCKS) return undefined;
  // An incumbent below any score, so the search keeps the best line even when that scores nothing.
  const r = new TailSolver(root.width, root.height).solve(root, -1, maxNodes, stop);
  if (!r.complete) return undefined;
  return { ...lineResult(root, r.line, r.length), nodes: r.nodes };
}

/**
 * The best of several searches of one field (run on several cores, each with its own generator): the highest
 * score, the first on a tie; the playouts are summed.
 */
export function bestOf(results: readonly SolveResult[]): SolveResult {
  let best = results[0];
  let playouts = 0;
  for (const r of results) {
    playouts += r.playouts ?? 0;
    if (best === undefined || r.score > best.score) best = r;
  }
  if (best === undefined) return { score: 0, cleared: false, moves: [] };
  return { ...best, playouts };
}

/**
 * Replays a line (any cell of each group) from `root` and returns it as canonical moves with its score,
 * computed again rather than trusted, so the score always matches what the engine will count.
 */
export function lineResult(root: Board, line: Int32Array, length: number, playouts?: number): SolveResult {
  const board = new Board(root.width, root.height);
  board.copyFrom(root);
  const group = new Int32Array(root.cells.length);
  const moves: SameGameMove[] = [];
  let score = 0;
  for (let k = 0; k < length; k++) {
    const n = board.group(line[k], group);
    let canonical = line[k];
    for (let j = 0; j < n; j++) if (group[j] < canonical) canonical = group[j];
    moves.push({ x: board.xOf(canonical), y: board.yOf(canonical) });
    board.remove(group, n);
    score += points(n);
  }
  const cleared = board.blocks === 0;
  if (cleared) score += CLEAR_BONUS;
  return playouts === undefined ? { score, cleared, moves } : { score, cleared, moves, playouts };
}
