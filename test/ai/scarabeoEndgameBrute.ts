// The endgame tests' reference: a brute-force minimax over the engine's own moves and settlement, sharing none of
// the solver's code, and the random racks the tests deal from the unseen tiles.
import type { Rng } from '../../src/core/rng.js';
import {
  type Dawg,
  emptyRack,
  legalMoves,
  play,
  type Rack,
  type ScarabeoState,
} from '../../src/games/scarabeo/index.js';

/** The exact value for the player to move (their points from here minus the opponent's), by trying every line. */
export function bruteForce(state: ScarabeoState, dawg: Dawg, memo: Map<string, number>): number {
  if (state.end) return 0;
  const key = `${state.toMove}:${state.idleTurns}:${state.cells.join('')}:${state.racks.map((r) => r.join(',')).join('/')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const me = state.toMove;
  let best = Number.NEGATIVE_INFINITY;
  for (const move of legalMoves(state, dawg)) {
    const next = play(state, move);
    const gain =
      (next.scores[me] as number) -
      (state.scores[me] as number) -
      ((next.scores[1 - me] as number) - (state.scores[1 - me] as number));
    best = Math.max(best, gain - (next.end ? 0 : bruteForce(next, dawg, memo)));
  }
  memo.set(key, best);
  return best;
}

/** `n` tiles drawn at random from `pool` (counts, mutated). */
export function drawTiles(pool: Rack, n: number, rng: Rng): Rack {
  const rack = emptyRack();
  for (let i = 0; i < n; i++) {
    const tiles: number[] = [];
    pool.forEach((c, k) => {
      for (let j = 0; j < c; j++) tiles.push(k);
    });
    if (tiles.length === 0) break;
    const t = tiles[rng.int(tiles.length)] as number;
    pool[t] = (pool[t] as number) - 1;
    rack[t] = (rack[t] as number) + 1;
  }
  return rack;
}
