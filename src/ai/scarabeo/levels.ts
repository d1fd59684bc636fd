// Scarabeo's computer levels by number, for every face: 1–5 the static players (players.ts), 6 the simulating
// player with the exact endgame (simulate.ts).
import type { Rng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { ScarabeoMove } from '../../games/scarabeo/state.js';
import type { ScarabeoLevel } from './levelRange.js';
import { chooseMoveWith, LEVEL_STYLES, type ScarabeoAiInput } from './players.js';
import { simulatedMove, type ThinkBudget } from './simulate.js';

export { SCARABEO_LEVELS, type ScarabeoLevel } from './levelRange.js';
/** The level that thinks within a time budget (the faces show its progress). */
export const THINKING_LEVEL: ScarabeoLevel = 6;

/**
 * The move of `level` for the seat described by `input`; `rng` is used by the levels with noise and by level
 * 6's simulation, `budget` only by level 6 (its clock, time and progress; without a clock it runs a fixed
 * number of iterations, so it is deterministic).
 */
export function chooseMove(
  input: ScarabeoAiInput,
  level: ScarabeoLevel,
  dawg: Dawg,
  rng: Rng,
  budget?: ThinkBudget,
): ScarabeoMove {
  return level === 6 ? simulatedMove(input, dawg, rng, budget) : chooseMoveWith(input, LEVEL_STYLES[level], dawg, rng);
}
