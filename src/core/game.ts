// The interface every game's rules module implements (after Tatham's `struct game`), so records, the session
// layer, the server and the faces handle any game the same way. Per-game extras are plain named exports.
import type { Lang } from './lang.js';
import type { Result } from './result.js';
import type { Rng } from './rng.js';

/** An engine failure as data: a code from the game's union of codes plus the details a message needs. */
export interface Problem {
  readonly code: string;
}

/**
 * How a game stands, as every face and the server read it: over or not, and what the game has to say about a
 * finished one (a solo score and whether it was won, each seat's score, the winning seats).
 */
export interface Outcome {
  readonly over: boolean;
  /**
   * The result as records and the server keep it, once the game is over (docs/formats.md, "Results"): the
   * same text in every face. Undefined while the game goes on, or when a finished game has nothing to say.
   */
  readonly result?: string;
  /** Solo games: whether the player won (cleared the board). */
  readonly won?: boolean;
  /** Solo games with points: the score so far (higher is better). */
  readonly score?: number;
  /** Games of several seats with points: each seat's score, in seat order. */
  readonly scores?: readonly number[];
  /** Games of several seats, once over: the winning seats, 0-based (more than one on a tie). */
  readonly winners?: readonly number[];
  /** Aids used that a ranking by time lists beside it (Shisen-Sho's scrambles). */
  readonly scrambles?: number;
}

export interface Game<Params, State, Move, E extends Problem = Problem, View = State> {
  /** The name used in game ids and URLs, e.g. "samegame". */
  readonly name: string;
  readonly defaultParams: Params;
  /**
   * How the server ranks finished games: by `outcome.score`, higher first; by the time the client reports for
   * a won game, fastest first; or absent, when games are only listed with their result.
   */
  readonly ranking?: 'score' | 'time';
  parseParams(text: string): Result<Params, E>;
  formatParams(params: Params): string;
  /** How many seats play (1 for a solo game). */
  seats(params: Params): number;
  /** A new game from a seeded generator: the same params and seed give the same deal everywhere. */
  newGame(params: Params, rng: Rng): State;
  /** A game from a start position in the game's text form (docs/formats.md). */
  parsePosition(params: Params, text: string): Result<State, E>;
  formatPosition(state: State): string;
  /** Parses a move in the game's notation and checks it is legal in `state`. */
  parseMove(state: State, text: string): Result<Move, E>;
  /** The canonical notation of a legal move. */
  formatMove(state: State, move: Move): string;
  /** The next state after a legal move (trusts its input: moves come from `parseMove` or `legalMoves`). */
  play(state: State, move: Move): State;
  /** Every legal move, except where a game documents one it leaves out (Shisen-Sho's scramble). */
  legalMoves(state: State): Move[];
  /**
   * The move the side to move must play because it has no other (Konobi's pass when no point is legal), else
   * undefined. Faces play it for the player, and undo and redo go past such a turn as past the computer's.
   */
  forcedMove?(state: State): Move | undefined;
  isOver(state: State): boolean;
  /**
   * For a game whose deal is costly (Shisen-Sho's winnable boards take seconds on the largest params): how many
   * of `moves` a won game of `params` must have and how many it has, counted from the texts alone, so a record
   * that cannot be a won game is refused before its deal is made. Absent when counting tells nothing.
   */
  wonMoves?(params: Params, moves: readonly string[]): { readonly need: number; readonly have: number };
  /** The seat to move (0-based; always 0 in a solo game). */
  toMove(state: State): number;
  outcome(state: State): Outcome;
  /** What `seat` may see: the state itself where nothing is hidden; Scarabeo hides other racks and the bag. */
  view(state: State, seat: number): View;
  /**
   * For games with hidden information: the state with everything `seat` cannot see dealt again from `rng`
   * (the same counts, different tiles), so a test can check that the seat's view does not change.
   */
  redealHidden?(state: State, seat: number, rng: Rng): State;
  /** Text for one of the game's failures, in English or Italian. */
  describeError(error: E, lang: Lang): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different types.
export type AnyGame = Game<any, any, any, any, any>;
