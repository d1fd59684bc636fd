// Shisen-Sho computer play: the exact solver (with and without gravity) and hints built on it, for every face.
export {
  DEFAULT_MAX_NODES,
  DEFAULT_RESTART_NODES,
  DEFAULT_TABLE_ENTRIES,
  mayClear,
  type SolveOptions,
  type SolveResult,
  solve,
  solveState,
} from './solve.js';
