// The messages between the page and the solver worker (plain data: fields travel as their typed arrays).
import type { SolveMethod, Strategy } from '../../ai/samegame/index.js';

interface FieldMessage {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly timeMs: number;
}

/** 'solve': the solver's whole line (hints, and the demo's 'best'); 'choose': one move of a demo strategy. */
export type SolverRequest =
  | (FieldMessage & { readonly kind: 'solve'; readonly method: SolveMethod })
  | (FieldMessage & { readonly kind: 'choose'; readonly strategy: Strategy });

export interface SolverReply {
  readonly id: number;
  readonly moves: readonly { readonly x: number; readonly y: number }[];
  readonly score?: number;
  readonly error?: string;
}
