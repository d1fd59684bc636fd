// The messages between the page and the Konobi computer player's worker (plain data: the game as its moves).

export interface AiRequest {
  readonly id: number;
  readonly size: number;
  /** The moves so far in notation (`c4`, `swap`, `pass`); the worker replays them. */
  readonly moves: readonly string[];
  readonly level: number;
  readonly timeMs: number;
}

export interface AiReply {
  readonly id: number;
  /** The chosen move in notation, absent on error. */
  readonly move?: string;
  readonly error?: string;
}
