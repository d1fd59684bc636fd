// Shisen-Sho's solver on two cores for one board: two different searches side by side, the first answer taken.
// With gravity the default search decides most deals soonest, and the search with the dead-position check and
// the proof rounds decides some of those it leaves (docs/shisensho.md, "Two searches on two cores").
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { type SolveOptions, type SolveResult, solve } from '../ai/shisensho/index.js';
import type { BoardCells } from '../games/shisensho/index.js';

/**
 * The search on the second core: with gravity the dead-position check with the proof rounds (strong on the
 * proofs and on clearable deals with large failing subtrees, but dear a node); without gravity the default
 * search already decides nearly every deal, so the same options with the check off.
 */
export const SECOND_SEARCH = { fallCheck: true, proofShare: 15 } as const satisfies SolveOptions;

/** What the worker is asked: the board, the variant, the second search's options and the shared deadline. */
export interface CoresRequest {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly gravity: boolean;
  readonly options: SolveOptions;
  /** In Date.now() time. */
  readonly deadline: number;
  /** One Int32 the searches stop on when it is not 0 (set when the other search has decided). */
  readonly stop: SharedArrayBuffer;
}

export interface CoresOptions {
  readonly gravity: boolean;
  /** The budget of wall time for the whole call, in milliseconds. */
  readonly timeMs: number;
  /** The first search's options (default: the solver's defaults). */
  readonly first?: SolveOptions;
  /** The second search's options (default SECOND_SEARCH with gravity, the solver's defaults without). */
  readonly second?: SolveOptions;
  /** How long past the deadline the worker may take to answer before it is left out (default GRACE_MS). */
  readonly graceMs?: number;
}

/** The answer, and which search gave it ('first' on this thread, 'second' on the worker, 'none' undecided). */
export type CoresResult = SolveResult & { readonly by: 'first' | 'second' | 'none' };

const GRACE_MS = 200;

/**
 * A clock for `solve` that jumps past every deadline once `stop` is set: the search checks its clock every 256
 * nodes, so it gives up (answer null) soon after the other search has decided.
 */
export function stoppableClock(stop: Int32Array): () => number {
  return () => (Atomics.load(stop, 0) !== 0 ? Number.POSITIVE_INFINITY : performance.now());
}

/**
 * Solves `board` with two searches at once within `timeMs`: the default search on this thread and the second
 * search on a worker thread. The first decided answer is taken and the other search stopped; both are exact,
 * so they never disagree. A worker that has not answered GRACE_MS after the deadline is stopped and left out.
 */
export async function solveOnCores(board: BoardCells, options: CoresOptions): Promise<CoresResult> {
  const stopBuffer = new SharedArrayBuffer(4);
  const stop = new Int32Array(stopBuffer);
  const deadline = Date.now() + options.timeMs;
  const request: CoresRequest = {
    width: board.width,
    height: board.height,
    cells: board.cells.slice(),
    gravity: options.gravity,
    options: options.second ?? (options.gravity ? SECOND_SEARCH : {}),
    deadline,
    stop: stopBuffer,
  };
  const second = runWorker(request, deadline + (options.graceMs ?? GRACE_MS));
  const first = solve(board, {
    ...options.first,
    gravity: options.gravity,
    timeMs: Math.max(0, deadline - Date.now()),
    now: stoppableClock(stop),
  });
  if (first.solvable !== null) {
    // The worker stops at its next look at the clock; its answer is not waited for.
    Atomics.store(stop, 0, 1);
    return { ...first, by: 'first' };
  }
  const other = await second;
  if (other !== undefined && other.solvable !== null) return { ...other, by: 'second' };
  return { ...first, by: 'none' };
}

/** The second search on a worker thread; undefined when it fails or answers too late. */
function runWorker(request: CoresRequest, latest: number): Promise<SolveResult | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./shisenshoWorker.js', import.meta.url), { workerData: request });
    const done = (result: SolveResult | undefined): void => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => done(undefined), Math.max(0, latest - Date.now()));
    worker.once('message', (result: SolveResult) => done(result));
    worker.once('error', () => done(undefined));
    worker.once('exit', () => done(undefined));
  });
}
