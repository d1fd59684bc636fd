// Scarabeo's computer levels by number, for every face: 1–5 the static players (players.ts), 6 the simulating
// player with the exact endgame (simulate.ts).
import type { Rng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import type { ScarabeoMove } from '../../games/scarabeo/state.js';
import { chooseMoveWith, LEVEL_STYLES, type ScarabeoAiInput } from './players.js';
import { simulatedMove, type ThinkBudget } from './simulate.js';

/** 1 easy, 2 casual, 3 good, 4 strong, 5 strongest at once, 6 championship (simulates; takes its time). */
export type ScarabeoLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const SCARABEO_LEVELS: readonly ScarabeoLevel[] = [1, 2, 3, 4, 5, 6];
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
