// The demo strategies of the seed (random, leftmost, largest) and ours (best), and the hint.
import type { Rng } from '../../core/rng.js';
import { findGroups, type SameGameMove, type SameGameState } from '../../games/samegame/index.js';
import { solve } from './solve.js';

export type Strategy = 'random' | 'leftmost' | 'largest' | 'best';
export const STRATEGIES: readonly Strategy[] = ['random', 'leftmost', 'largest', 'best'];

/** The budget of the solver behind 'best'; the other strategies ignore it. */
export interface ChooseOptions {
  readonly timeMs?: number;
  readonly now?: () => number;
  readonly maxPlayouts?: number;
}

/**
 * The move `strategy` plays on `state`'s field, as the canonical block of its group, or undefined when no
 * move is left. 'random': uniform among the removable groups. 'leftmost': the removable block furthest left,
 * lowest in its column on a tie — the canonical block of the first group in canonical order. 'largest': the
 * group with the most blocks, the first in canonical order on a tie. 'best': the solver's first move.
 */
export function chooseMove(
  state: Pick<SameGameState, 'field'>,
  strategy: Strategy,
  rng: Rng,
  options: ChooseOptions = {},
): SameGameMove | undefined {
  if (strategy === 'best') return hint(state, { ...options, rng });
  const groups = findGroups(state.field);
  if (groups.length === 0) return undefined;
  let chosen = groups[0];
  if (strategy === 'random') chosen = groups[rng.int(groups.length)];
  else if (strategy === 'largest') for (const g of groups) if (chosen === undefined || g.size > chosen.size) chosen = g;
  return chosen === undefined ? undefined : { x: chosen.x, y: chosen.y };
}

export interface HintOptions extends ChooseOptions {
  readonly rng: Rng;
}

/** A hint's budget when the caller gives none: short enough for a key press, long enough to beat greed. */
export const HINT_TIME_MS = 1000;
export const HINT_PLAYOUTS = 20_000;

/** The best next move by a short solver run, or undefined when no move is left. */
export function hint(state: Pick<SameGameState, 'field'>, options: HintOptions): SameGameMove | undefined {
  const clocked = options.now !== undefined;
  const result = solve(state.field, {
    rng: options.rng,
    ...(clocked ? { now: options.now, timeMs: options.timeMs ?? HINT_TIME_MS } : {}),
    ...(options.maxPlayouts !== undefined || !clocked ? { maxPlayouts: options.maxPlayouts ?? HINT_PLAYOUTS } : {}),
  });
  return result.moves[0];
}
