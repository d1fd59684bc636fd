// SameGame computer play: the solver (beams, then NRPA or nested Monte-Carlo search) and the demo strategies, for every face.
export {
  bestOf,
  DEFAULT_METHOD,
  DEFAULT_PLAYOUTS,
  DEFAULT_TAIL,
  EXACT_MAX_BLOCKS,
  EXACT_NODES,
  methodOfSearch,
  SOLVE_METHODS,
  type SolveMethod,
  type SolveOptions,
  type SolveResult,
  solve,
  solveExactly,
} from './solve.js';
export {
  type ChooseOptions,
  chooseMove,
  HINT_PLAYOUTS,
  HINT_TIME_MS,
  type HintOptions,
  hint,
  STRATEGIES,
  type Strategy,
} from './strategies.js';
export type { TailOptions } from './tail.js';
