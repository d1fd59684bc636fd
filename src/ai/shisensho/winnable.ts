// Winnable Shisen-Sho deals and scrambles, as KShisen makes them: random boards that the exact solver proves
// clearable, else (when none of a fixed number of them is proven so) the engine's construction. Given to the
// rules as `WinnableDeals` (see `shisensho` in index.ts), since the engine cannot call the solver.
import type { Rng } from '../../core/rng.js';
import {
  type Board,
  buildWinnable,
  dealKinds,
  dealRandom,
  type ShisenShoMove,
  type ShisenShoParams,
  scrambleWithoutSearch,
  settleColumn,
  type WinnableDeal,
  type WinnableDeals,
} from '../../games/shisensho/index.js';
import { DEAL_SEARCH, solve } from './solve.js';

/**
 * Random deals (or shuffles) tried before falling back to the construction. Without gravity about 92% of
 * random 18×8 deals can be cleared and with gravity most can, so the fallback is rare on KShisen's boards;
 * it remains for boards whose random deals seldom clear (few copies per kind, tiny boards).
 */
export const WINNABLE_TRIES = 30;
/**
 * Solver nodes allowed per random deal, without and with gravity: a node budget, not a time budget, so a
 * game id deals the same board on every machine. Without gravity almost every clearable 18×8 deal takes a
 * few hundred nodes at most, and most that cannot be cleared are proven so at the root; with gravity nodes
 * are several times cheaper and clearable deals have a longer tail. About 0.2 s of search either way.
 * The solver's search within these budgets must never change: it decides which board a game id deals.
 */
export const WINNABLE_NODES = { flat: 5_000, gravity: 20_000 } as const;
/** Solver nodes over all the tries of one deal (4 tries' worth), so boards that seldom decide stay cheap. */
export const WINNABLE_TOTAL_NODES = { flat: 20_000, gravity: 80_000 } as const;
/** The solver's candidate stack grows with pairs × copies² per kind; past this many entries it is not asked. */
const SOLVER_MAX_CANDIDATES = 1 << 21;

/** The winnable deals and scrambles every face gives the rules. */
export const winnableDeals: WinnableDeals = { deal: dealWinnable, scramble: scrambleWinnable };

/**
 * A winnable deal: the first of up to WINNABLE_TRIES random deals that the solver proves clearable (so a
 * winnable deal is a random deal that happens to clear, as in KShisen), else a constructed one.
 */
export function dealWinnable(params: ShisenShoParams, rng: Rng): WinnableDeal {
  const W = params.width;
  const pairs = dealKinds(params);
  if (solverFits(countKinds(pairs), 2 * pairs.length)) {
    const found = provenRandom(() => {
      const board = dealRandom(params, rng);
      // With gravity an odd board's empty cell goes to the top of its column, as play would leave it.
      if (params.gravity) for (let x = 1; x <= W; x++) settleColumn(board, x);
      return board;
    }, params.gravity);
    if (found.board) return { board: found.board, solution: found.solution, source: 'random', tries: found.tries };
    return { ...buildWinnable(params, rng), tries: found.tries };
  }
  return { ...buildWinnable(params, rng), tries: 0 };
}

/**
 * The winnable Scramble: the engine's, which needs no solver (shuffles a greedy playout clears, else a
 * construction without backtracking). A Scramble is a record move, replayed on every reload and by the server
 * for every posted record, so it must not search; the deal, played once per game, may.
 */
export function scrambleWinnable(board: Board, gravity: boolean, rng: Rng): WinnableDeal {
  return scrambleWithoutSearch(board, gravity, rng);
}

/**
 * Draws random boards from `rng` with `draw` and returns the first the solver proves clearable within the
 * node budgets, or undefined after WINNABLE_TRIES. Deterministic given the rng: the solver has no clock here.
 */
function provenRandom(
  draw: () => Board,
  gravity: boolean,
): { board: Board; solution: readonly ShisenShoMove[]; tries: number } | { board: undefined; tries: number } {
  const mode = gravity ? 'gravity' : 'flat';
  const total = WINNABLE_TOTAL_NODES[mode];
  let spent = 0;
  for (let t = 1; t <= WINNABLE_TRIES; t++) {
    const board = draw();
    // The search these budgets were fixed with, so every game id keeps its board.
    const r = solve(board, { ...DEAL_SEARCH, gravity, maxNodes: Math.min(WINNABLE_NODES[mode], total - spent) });
    spent += r.nodes;
    if (r.solvable === true) return { board, solution: r.moves, tries: t };
    if (spent >= total) return { board: undefined, tries: t };
  }
  return { board: undefined, tries: WINNABLE_TRIES };
}

/** Whether the solver's memory stays small on a board with these tile counts (kind → copies). */
function solverFits(counts: readonly number[], tiles: number): boolean {
  let pairs = 1;
  for (const c of counts) pairs += (c * (c - 1)) / 2;
  return (tiles / 2 + 1) * pairs * 3 <= SOLVER_MAX_CANDIDATES;
}

function countKinds(kinds: readonly number[]): number[] {
  const counts = new Array<number>(64).fill(0);
  for (const k of kinds) counts[k] += 2;
  return counts;
}
