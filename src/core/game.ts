// The interface every game's rules module implements (after Tatham's `struct game`), so records, the server
// and the faces can handle any game the same way. Per-game extras are plain named exports of each game.
import type { Result } from './result.js';
import type { Rng } from './rng.js';

/** An engine failure as data: a code from the game's union of codes plus the details a message needs. */
export interface Problem {
  readonly code: string;
}

export interface Game<Params, State, Move, E extends Problem = Problem> {
  /** The name used in game ids and URLs, e.g. "samegame". */
  readonly name: string;
  readonly defaultParams: Params;
  parseParams(text: string): Result<Params, E>;
  formatParams(params: Params): string;
  /** A new game from a seeded generator: the same params and seed give the same deal everywhere. */
  newGame(params: Params, rng: Rng): State;
  /** A game from a start position in the game's text form (formats.md). */
  parsePosition(params: Params, text: string): Result<State, E>;
  formatPosition(state: State): string;
  /** Parses a move in the game's notation and checks it is legal in `state`. */
  parseMove(state: State, text: string): Result<Move, E>;
  /** The canonical notation of a legal move. */
  formatMove(state: State, move: Move): string;
  /** The next state after a legal move (trusts its input: moves come from `parseMove` or `legalMoves`). */
  play(state: State, move: Move): State;
  legalMoves(state: State): Move[];
  isOver(state: State): boolean;
  /** The score of a solo game, for high scores (higher is better); absent for games without one. */
  score?(state: State): number;
  /**
   * A short text for the outcome of a finished game without a score (Konobi's winner, "black" or "white"), so
   * the server can store and list it; undefined while the game is not over. Absent for games without one.
   */
  result?(state: State): string | undefined;
  /**
   * Present for games whose high scores are the fastest wins (Shisen-Sho): the server stores the time the client
   * claims for a finished game that `won` accepts, refuses the others, and ranks the times ascending, listing
   * the scrambles (or the like) the game used as `scrambles` counts from the replay.
   */
  readonly timed?: { won(state: State): boolean; scrambles?(state: State): number };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different types.
export type AnyGame = Game<any, any, any, Problem>;
