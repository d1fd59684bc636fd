// Shisen-Sho computer play: the exact solver (with and without gravity) and hints built on it, for every face.
// The solver itself is rules-level knowledge ("can this position be cleared") and lives in the engine
// (src/games/shisensho/solve.ts), where the winnable deals use it; it is re-exported here for the faces.
export {
  DEFAULT_MAX_NODES,
  DEFAULT_RESTART_NODES,
  DEFAULT_TABLE_ENTRIES,
  mayClear,
  type SolveOptions,
  type SolveResult,
  solve,
  solveState,
} from '../../games/shisensho/solve.js';
