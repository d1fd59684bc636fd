// SameGame's solver on every core for one field: one worker thread per core, each an independent search with
// its own generator and the same deadline, and the best line of them all (root parallelisation).
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  bestOf,
  DEFAULT_TAIL,
  methodOfSearch,
  type SolveMethod,
  type SolveResult,
  solve,
  type TailOptions,
} from '../ai/samegame/index.js';
import { createRng } from '../core/rng.js';
import type { Field } from '../games/samegame/index.js';
import { processCpuMs } from './cpuClock.js';

/**
 * Which clock a budget is counted on: `wall` (elapsed time, what a user waits) or `cpu` (the process's CPU
 * time shared out between the searches, so a benchmark on a loaded machine still gives each search its due).
 */
export type Clock = 'wall' | 'cpu';

/**
 * What a worker is asked: the field, its generator's seed, and its budget: with the wall clock a deadline in
 * Date.now() time; with the CPU clock the process's CPU time when the call began and the milliseconds of CPU
 * time each of the `searches` may use (they stop when the process has used searches × timeMs since the start).
 */
export interface CoreRequest {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly seed: string;
  readonly clock: Clock;
  readonly deadline: number;
  readonly cpuStart: number;
  readonly timeMs: number;
  readonly searches: number;
  /** The solver's beamShare (its default when absent). */
  readonly beamShare?: number;
  /** The solver's method (its default when absent). */
  readonly method?: SolveMethod;
  /** The share of the budget NRPA's searches spend choosing their tabu colour (the solver's default when absent). */
  readonly probeShare?: number;
  /** How long an NRPA run may go without a better line before a fresh one replaces it (the solver's default when absent). */
  readonly restartPlayouts?: number;
  /** The exact tail search at the end of each search (none when absent). */
  readonly tail?: TailOptions;
}

/** A search's clock and what is left of its budget on it, from a request (the calling thread's included). */
export function searchBudget(request: CoreRequest): { now: () => number; timeMs: number } {
  if (request.clock === 'cpu') {
    const now = (): number => processCpuMs() / request.searches;
    return { now, timeMs: Math.max(0, request.timeMs - (now() - request.cpuStart / request.searches)) };
  }
  return { now: () => performance.now(), timeMs: Math.max(0, request.deadline - Date.now()) };
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
  /** The clock the budget is counted on (default wall). */
  readonly clock?: Clock;
  /** The solver's beamShare (its default when absent). */
  readonly beamShare?: number;
  /** The method of every search (absent: mixed by methodOfSearch, the three methods in turn). */
  readonly method?: SolveMethod;
  /** The share of the budget NRPA's searches spend choosing their tabu colour (the solver's default when absent). */
  readonly probeShare?: number;
  /** How long an NRPA run may go without a better line before a fresh one replaces it (the solver's default when absent). */
  readonly restartPlayouts?: number;
  /** The exact tail search at the end of each search (default DEFAULT_TAIL; false: none). */
  readonly tail?: TailOptions | false;
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
 * With the CPU clock a loaded machine stretches the wall time: a thread is still stopped after this many times
 * the budget of wall time, so every run ends.
 */
const CPU_WALL_FACTOR = 30;

/**
 * The best line of `workers` searches of `field`, within `timeMs`: `workers - 1` threads and one search on
 * this thread (which has no start-up cost, so there is always a line). A thread that has not answered
 * GRACE_MS after the deadline (slow to start on a loaded machine) is stopped and left out.
 */
export async function solveOnCores(field: Field, options: CoresOptions): Promise<CoresResult> {
  const workers = Math.max(1, options.workers ?? coreCount());
  const clock = options.clock ?? 'wall';
  const request = (seed: string): CoreRequest => ({
    width: field.width,
    height: field.height,
    cells: field.cells.slice(),
    seed,
    clock,
    deadline: Date.now() + options.timeMs,
    cpuStart: processCpuMs(),
    timeMs: options.timeMs,
    searches: workers,
    ...(options.beamShare === undefined ? {} : { beamShare: options.beamShare }),
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.probeShare === undefined ? {} : { probeShare: options.probeShare }),
    ...(options.restartPlayouts === undefined ? {} : { restartPlayouts: options.restartPlayouts }),
    ...(options.tail === false ? {} : { tail: options.tail ?? DEFAULT_TAIL }),
  });
  const first = request(`${options.seed}#0`);
  // The wall time a thread may take before it is left out: the deadline, or with the CPU clock a far bound.
  const wallLimit = clock === 'cpu' ? Date.now() + options.timeMs * CPU_WALL_FACTOR : first.deadline;
  const grace = options.graceMs ?? GRACE_MS;
  const threads = Array.from({ length: workers - 1 }, (_, k) =>
    runThread(
      { ...first, seed: `${options.seed}#${k + 1}`, method: options.method ?? methodOfSearch(k + 1) },
      wallLimit,
      grace,
    ),
  );
  const own = solveRequest({ ...first, method: options.method ?? methodOfSearch(0) });
  const answered = (await Promise.all(threads)).filter((r): r is SolveResult => r !== undefined);
  return { ...bestOf([own, ...answered]), searches: 1 + answered.length };
}

/** One search of a request, on the thread that calls it (this one's, or a worker's): the solver until the budget. */
export function solveRequest(request: CoreRequest): SolveResult {
  const field = { width: request.width, height: request.height, cells: request.cells };
  return solve(field, {
    rng: createRng(request.seed),
    ...searchBudget(request),
    beamShare: request.beamShare,
    method: request.method,
    nrpa: {
      ...(request.probeShare === undefined ? {} : { probeShare: request.probeShare }),
      ...(request.restartPlayouts === undefined ? {} : { restartPlayouts: request.restartPlayouts }),
    },
    ...(request.tail === undefined ? {} : { tail: request.tail }),
  });
}

/** One search on a worker thread; undefined when it fails or answers too late. */
function runThread(request: CoreRequest, deadline: number, grace: number): Promise<SolveResult | undefined> {
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
