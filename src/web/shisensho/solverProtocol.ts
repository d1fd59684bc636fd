// The messages between the page and the Shisen-Sho solver workers (plain data: the board travels as its typed
// array; the memory two searches share travels as SharedArrayBuffers, which both threads then see).
import type { SharedTableMemory } from '../../ai/shisensho/index.js';

/** What the two searches of one hint share: a stop flag and the table of failed positions. */
export interface SharedSearch {
  /** One Int32, set (not 0) by the search that has decided: the other then gives up within 256 nodes. */
  readonly stop: SharedArrayBuffer;
  readonly table: SharedTableMemory;
}

export interface SolverRequest {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** The padded cells (with the empty ring), as the engine's Board holds them. */
  readonly cells: Uint8Array;
  readonly gravity: boolean;
  readonly timeMs: number;
  /** A node budget as well (the solver's default when absent): measurements the machine's load cannot change. */
  readonly maxNodes?: number;
  /** The second core's search (the solver's `secondSearch`) rather than the default one. */
  readonly second: boolean;
  /** Present when the hint runs two searches side by side (a cross-origin isolated page). */
  readonly shared?: SharedSearch;
}

export interface SolverReply {
  readonly id: number;
  /** true: `move` keeps the board clearable; false: no sequence clears it; null: the budget ran out. */
  readonly solvable: boolean | null;
  /** The search's nodes (what it got done in its time, for measurements). */
  readonly nodes?: number;
  readonly move?: { readonly a: { x: number; y: number }; readonly b: { x: number; y: number } };
  readonly error?: string;
}
