// The computer's moves for the terminal, over src/ai/samegame: the hint (with what the move scores) and the
// demo players of the four strategies.
import { chooseMove, hint, type Strategy, solve } from '../../ai/samegame/index.js';
import { createRng, type Rng } from '../../core/rng.js';
import {
  CLEAR_BONUS,
  checkMove,
  formatField,
  formatMove,
  groupPoints,
  groupSize,
  isOver,
  legalMoves,
  type SameGameMove,
  type SameGameState,
} from '../../games/samegame/index.js';

export interface Hint {
  /** Canonical notation of the suggested move. */
  readonly move: string;
  readonly removed: number;
  /** What the move itself scores (with the clear bonus when it empties the field). */
  readonly points: number;
}

/** The solver's suggestion within `timeMs`, or undefined when no move is left. */
export function suggestMove(state: SameGameState, timeMs: number, now: () => number): Hint | undefined {
  if (isOver(state)) return undefined;
  // Seeded by the position, so asking twice about the same field tends to give the same advice.
  let move = hint(state, { timeMs, now, rng: createRng(formatField(state.field, '/')) });
  // The engine has the last word: a suggestion it would refuse is replaced by the first legal move.
  if (move === undefined || !checkMove(state, move.x, move.y).ok) move = legalMoves(state)[0] as SameGameMove;
  const removed = groupSize(state.field, move.x, move.y);
  const points = groupPoints(removed) + (removed === state.blocksLeft ? CLEAR_BONUS : 0);
  return { move: formatMove(state, move), removed, points };
}

export interface DemoBudget {
  readonly timeMs: number;
  readonly now: () => number;
}

/**
 * A demo player for one game: each call returns the strategy's move on the given state, or undefined when
 * the game is over. The seed's strategies come from the AI module's chooseMove. `best` searches once with
 * the whole budget and then follows that line, rather than searching anew before every move: one long
 * search finds a better and more coherent line than many short ones, and the demo does not stall at each
 * step. It searches again only if the line runs out while moves are left.
 */
export function createDemoPlayer(
  strategy: Strategy,
  rng: Rng,
  budget: DemoBudget,
): (state: SameGameState) => SameGameMove | undefined {
  let plan: readonly SameGameMove[] = [];
  let next = 0;
  return (state) => {
    if (isOver(state)) return undefined;
    if (strategy !== 'best') return chooseMove(state, strategy, rng);
    let planned = plan[next];
    if (planned === undefined || !checkMove(state, planned.x, planned.y).ok) {
      plan = solve(state.field, { timeMs: budget.timeMs, now: budget.now, rng }).moves;
      next = 0;
      planned = plan[0];
      if (planned === undefined || !checkMove(state, planned.x, planned.y).ok) return legalMoves(state)[0];
    }
    next++;
    return planned;
  };
}
