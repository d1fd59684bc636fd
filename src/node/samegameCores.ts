// SameGame's solver on every core for one field: one worker thread per core, each an independent search with
// its own generator and the same deadline, and the best line of them all (root parallelisation).
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { bestOf, type SolveResult, solve } from '../ai/samegame/index.js';
import { createRng } from '../core/rng.js';
import type { Field } from '../games/samegame/index.js';

/** What a worker is asked: the field, its generator's seed, and the wall-clock deadline (Date.now() time). */
export interface CoreRequest {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly seed: string;
  readonly deadline: number;
}

export interface CoresOptions {
  /** The budget for the whole call, in milliseconds: the workers stop by then, starting them included. */
  readonly timeMs: number;
  /** Seeds the searches: worker k uses `${seed}#${k}`, so the lines differ and a run can be repeated. */
  readonly seed: string;
  /** How many searches run side by side (default: every core). */
  readonly workers?: number;
  /** How long past the deadline a thread may take to answer before it is left out (default GRACE_MS). */
  readonly graceMs?: number;
}

/** The cores Node may use, at least one. */
export function coreCount(): number {
  return Math.max(1, availableParallelism());
}

/** The best line, its playouts summed over the searches, and how many searches answered in time. */
export type CoresResult = SolveResult & { readonly searches: number };

/** How long past the deadline a thread may take to answer before it is stopped and left out. */
const GRACE_MS = 200;

/**
 * The best line of `workers` searches of `field`, within `timeMs`: `workers - 1` threads and one search on
 * this thread (which has no start-up cost, so there is always a line). A thread that has not answered
 * GRACE_MS after the deadline (slow to start on a loaded machine) is stopped and left out.
 */
export async function solveOnCores(field: Field, options: CoresOptions): Promise<CoresResult> {
  const workers = Math.max(1, options.workers ?? coreCount());
  const deadline = Date.now() + options.timeMs;
  const grace = options.graceMs ?? GRACE_MS;
  const threads = Array.from({ length: workers - 1 }, (_, k) =>
    runThread(field, `${options.seed}#${k + 1}`, deadline, grace),
  );
  const own = solve(field, {
    rng: createRng(`${options.seed}#0`),
    now: () => performance.now(),
    timeMs: Math.max(0, deadline - Date.now()),
  });
  const answered = (await Promise.all(threads)).filter((r): r is SolveResult => r !== undefined);
  return { ...bestOf([own, ...answered]), searches: 1 + answered.length };
}

/** One search on a worker thread; undefined when it fails or answers too late. */
function runThread(field: Field, seed: string, deadline: number, grace: number): Promise<SolveResult | undefined> {
  const request: CoreRequest = {
    width: field.width,
    height: field.height,
    cells: field.cells.slice(),
    seed,
    deadline,
  };
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./samegameWorker.js', import.meta.url), { workerData: request });
    const done = (result: SolveResult | undefined): void => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    // Measured from when this thread looks again (after its own search), so a busy thread never drops answers.
    const timer = setTimeout(() => done(undefined), Math.max(0, deadline - Date.now()) + grace);
    worker.once('message', (result: SolveResult) => done(result));
    worker.once('error', () => done(undefined));
    worker.once('exit', () => done(undefined));
  });
}
