// Whole Scarabeo games between computer players, for the benchmarks, the leave learner and the tests: each seat
// moves from its own view, exactly as a face would call it.
import type { Rng } from '../../core/rng.js';
import type { ScarabeoParams } from '../../games/scarabeo/params.js';
import { newGame, play, type ScarabeoMove, type ScarabeoState, view } from '../../games/scarabeo/state.js';
import { inputFromView, type ScarabeoAiInput } from './players.js';

/** A computer seat: the move for what it sees. */
export type SeatPlayer = (input: ScarabeoAiInput, rng: Rng) => ScarabeoMove;

/** Called before each move is played, with the state it is played in. */
export type MoveObserver = (state: ScarabeoState, move: ScarabeoMove) => void;

/**
 * Plays a game to its end: the deal from `deal`, the players' noise from `noise`. Stops after `maxTurns` as
 * a guard (the stall rule ends games long before).
 */
export function playOut(
  players: readonly SeatPlayer[],
  params: ScarabeoParams,
  deal: Rng,
  noise: Rng,
  observe?: MoveObserver,
  maxTurns = 1000,
): ScarabeoState {
  let state = newGame(params, deal);
  while (!state.end && state.turn < maxTurns) {
    const seat = state.toMove;
    const move = (players[seat] as SeatPlayer)(inputFromView(view(state, seat)), noise);
    observe?.(state, move);
    state = play(state, move);
  }
  return state;
}
