// SameGame computer play: the solver (search for a high-scoring sequence) and the demo strategies.
// PLACEHOLDER API — the solver helper replaces the internals; the signatures below are the contract.
import type { Rng } from '../../core/rng.js';
import {
  type Field,
  findGroups,
  legalMoves,
  newState,
  play,
  type SameGameMove,
  type SameGameParams,
} from '../../games/samegame/index.js';

export interface SolveOptions {
  /** Wall-clock budget in milliseconds, measured with the `now` function given (engines have no clock). */
  readonly timeMs: number;
  readonly now: () => number;
  readonly rng: Rng;
  /** Called now and then with the best line so far, so a UI can show progress. */
  readonly onImprove?: (best: SolveResult) => void;
}

export interface SolveResult {
  readonly score: number;
  readonly cleared: boolean;
  /** Moves in play order, each the canonical block of its group on the field as it is when played. */
  readonly moves: readonly SameGameMove[];
}

export type Strategy = 'random' | 'leftmost' | 'largest' | 'best';
export const STRATEGIES: readonly Strategy[] = ['random', 'leftmost', 'largest', 'best'];

/** Searches for a high-scoring sequence of moves from `field`. */
export function solve(field: Field, options: SolveOptions): SolveResult {
  const params: SameGameParams = { width: field.width, height: field.height, colors: 9, winnable: false };
  let state = newState(params, field);
  const moves: SameGameMove[] = [];
  for (;;) {
    const groups = findGroups(state.field);
    if (groups.length === 0) break;
    let best = groups[0];
    for (const g of groups) if (best === undefined || g.size > best.size) best = g;
    if (!best) break;
    const move = { x: best.x, y: best.y };
    moves.push(move);
    state = play(state, move);
  }
  void options;
  void legalMoves;
  return { score: state.score, cleared: state.blocksLeft === 0, moves };
}
