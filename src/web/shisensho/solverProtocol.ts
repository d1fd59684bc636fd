// The messages between the page and the Shisen-Sho solver worker (plain data: the board travels as its typed array).

export interface SolverRequest {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** The padded cells (with the empty ring), as the engine's Board holds them. */
  readonly cells: Uint8Array;
  readonly gravity: boolean;
  readonly timeMs: number;
}

export interface SolverReply {
  readonly id: number;
  /** true: `move` keeps the board clearable; false: no sequence clears it; null: the budget ran out. */
  readonly solvable: boolean | null;
  readonly move?: { readonly a: { x: number; y: number }; readonly b: { x: number; y: number } };
  readonly error?: string;
}
