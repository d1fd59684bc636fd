// Scarabeo computer play, for every face: the best-scoring play now; a static-equity player (score plus the
// value of the tiles kept) and noisy weaker levels will sit beside it, on the same forEachPlay/topPlays.
export { chooseBestPlay } from './best.js';
