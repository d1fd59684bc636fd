// The simplest Scarabeo computer player: the highest-scoring legal play (the seed's "aiuto", the hint's first line).
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { topPlays } from '../../games/scarabeo/movegen.js';
import type { Rack, ScoredPlay } from '../../games/scarabeo/play.js';
import type { BoardView } from '../../games/scarabeo/rules.js';

/**
 * The best-scoring play for `rack` on `board`, ties broken by notation as generatePlays orders them; undefined
 * when there is none (the caller then exchanges or passes). Builds only the plays that lead at the time they
 * are found, not the whole list.
 */
export function chooseBestPlay(board: BoardView, rack: Rack, dawg: Dawg): ScoredPlay | undefined {
  return topPlays(board, rack, dawg, 1)[0];
}
