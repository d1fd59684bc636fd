// The moves the worker makes: the computer's, by level (chooseMove in src/ai/scarabeo), and the seed's automatic
// action for a person ("Play for me", the original "aiuto"): the best-scoring play at once, or when there is
// none an exchange of every tile but the jollies (up to three times in a row), then a pass.
import { chooseBestPlay, chooseMove, MAX_EXCHANGES_IN_A_ROW, type ScarabeoAiInput } from '../../ai/scarabeo/index.js';
import type { Rng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { emptyRack } from '../../games/scarabeo/play.js';
import { formatMove, type ScarabeoMove } from '../../games/scarabeo/state.js';

/** The exchange the automatic action makes when no play exists: every tile but the jollies, as the bag allows. */
export function fallbackMove(input: ScarabeoAiInput): ScarabeoMove {
  if ((input.exchangesInARow ?? 0) < MAX_EXCHANGES_IN_A_ROW && input.bagCount > 0) {
    const tiles = emptyRack();
    let n = 0;
    for (let k = 1; k < input.rack.length && n < input.bagCount; k++) {
      const take = Math.min(input.rack[k] as number, input.bagCount - n);
      tiles[k] = take;
      n += take;
    }
    // With only jollies on the rack there is nothing to exchange: keep them and pass.
    if (n > 0) return { type: 'exchange', tiles };
  }
  return { type: 'pass' };
}

export function automaticMove(input: ScarabeoAiInput, dawg: Dawg): ScarabeoMove {
  const best = chooseBestPlay(input.board, input.rack, dawg);
  return best ? { type: 'play', scored: best } : fallbackMove(input);
}

export function computerMoveText(input: ScarabeoAiInput, level: number, dawg: Dawg, rng: Rng): string {
  const l = Math.min(5, Math.max(1, Math.round(level))) as 1 | 2 | 3 | 4 | 5;
  return formatMove(chooseMove(input, l, dawg, rng));
}

export function automaticMoveText(input: ScarabeoAiInput, dawg: Dawg): string {
  return formatMove(automaticMove(input, dawg));
}
