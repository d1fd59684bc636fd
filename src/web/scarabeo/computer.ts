// The moves the worker makes: the computer's, by level, and the seed's automatic action for a person ("Play for
// me", the original "aiuto"), which is exactly level 3 of src/ai/scarabeo: the best-scoring play at once, or
// when there is none an exchange of the rack (up to three times in a row), then a pass.
import { chooseMove, type ScarabeoAiInput, type ScarabeoLevel, type ThinkBudget } from '../../ai/scarabeo/index.js';
import { createRng, type Rng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { formatMove } from '../../games/scarabeo/state.js';

/** The seed's "aiuto" is the best-scoring play with the seed's no-play rule: level 3. */
const AUTOMATIC_LEVEL: ScarabeoLevel = 3;

export function computerMoveText(
  input: ScarabeoAiInput,
  level: number,
  dawg: Dawg,
  rng: Rng,
  budget?: ThinkBudget,
): string {
  const l = Math.min(6, Math.max(1, Math.round(level))) as ScarabeoLevel;
  return formatMove(chooseMove(input, l, dawg, rng, budget));
}

export function automaticMoveText(input: ScarabeoAiInput, dawg: Dawg): string {
  // Level 3 draws nothing from its generator; one is passed because the API takes one.
  return formatMove(chooseMove(input, AUTOMATIC_LEVEL, dawg, createRng('automatic')));
}
