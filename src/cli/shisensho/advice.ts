// The computer's help for the terminal, over src/ai/shisensho: the hint is the solver's next pair (one that
// keeps the board clearable), with its path; when the solver cannot say, any legal pair, and why.
import type { SolveResult } from '../../ai/shisensho/index.js';
import { checkPair, formatMove, legalPairs, type PathPoint, type ShisenShoState } from '../../games/shisensho/index.js';

export interface Hint {
  /** Canonical notation of the suggested pair. */
  readonly move: string;
  readonly path: readonly PathPoint[];
  /** winning: the solver's pair, the board stays clearable; lost: no sequence clears the board any more;
   * unknown: the solver's budget ran out first. */
  readonly verdict: 'winning' | 'lost' | 'unknown';
}

/**
 * The hint for a state from the solver's answer (`search`: in the process, two searches on two cores within
 * the hint's budget), or undefined when no pair can be removed.
 */
export async function suggestPair(
  state: ShisenShoState,
  search: (state: ShisenShoState) => Promise<SolveResult>,
): Promise<Hint | undefined> {
  const legal = legalPairs(state.board);
  const fallback = legal[0];
  if (fallback === undefined) return undefined;
  const result = await search(state);
  const planned = result.solvable === true ? result.moves[0] : undefined;
  // The engine has the last word: a suggestion it would refuse is replaced by the first legal pair.
  const checked = planned && checkPair(state.board, planned.a, planned.b);
  if (checked?.ok) return { move: formatMove(state, checked.value.move), path: checked.value.path, verdict: 'winning' };
  const first = checkPair(state.board, fallback.a, fallback.b);
  const path = first.ok ? first.value.path : [];
  return { move: formatMove(state, fallback), path, verdict: result.solvable === false ? 'lost' : 'unknown' };
}
