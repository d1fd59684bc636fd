// Shisen-Sho computer play: the exact solver (with and without gravity), the winnable deals it proves, and
// the Game built with them, for every face (hints, `solve`, the web worker, the bench, the server).
import { shisenShoGame } from '../../games/shisensho/index.js';
import { winnableDeals } from './winnable.js';

export type { RestartOrder } from './restarts.js';
export {
  DEAL_SEARCH,
  DEFAULT_MAX_NODES,
  DEFAULT_RESTART_NODES,
  DEFAULT_TABLE_ENTRIES,
  mayClear,
  PROOF_SHARE,
  type SolveOptions,
  type SolveResult,
  secondSearch,
  sharedTable,
  solve,
  solveState,
} from './solve.js';
export type { SharedTableMemory } from './table.js';
export {
  dealWinnable,
  scrambleWinnable,
  WINNABLE_NODES,
  WINNABLE_TOTAL_NODES,
  WINNABLE_TRIES,
  winnableDeals,
} from './winnable.js';

/** Shisen-Sho as every face plays it: winnable boards dealt and scrambled with the solver's proof. */
export const shisensho = shisenShoGame(winnableDeals);
