// Konobi computer play: Monte Carlo tree search with RAVE and a random player, for every face.
export {
  chooseMove,
  DEFAULT_LEVEL,
  LEVEL_PLAYOUTS,
  LEVELS,
  randomPlayer,
  type SearchOptions,
  type SearchResult,
  search,
} from './mcts.js';
export { openingPoint, shouldSwap } from './pie.js';
export { FastBoard, isWinningPoint, winningPoints } from './playout.js';
