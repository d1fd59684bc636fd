// Konobi computer play: Monte Carlo tree search (RAVE, solver, tree reuse) and a random player, for every face.
export {
  chooseMove,
  DEFAULT_LEVEL,
  DEFAULT_TUNING,
  LEVEL_PLAYOUTS,
  LEVELS,
  randomPlayer,
  type SearchOptions,
  type SearchResult,
  SearchTree,
  type SearchTuning,
  search,
} from './mcts.js';
export { openingPoint, shouldSwap } from './pie.js';
export { FastBoard, isWinningPoint, winningPoints } from './playout.js';
