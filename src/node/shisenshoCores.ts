// Shisen-Sho's solver on two cores for one board: two different searches side by side that share one table of
// failed positions, the first answer taken: each skips what the other has proven (docs/shisensho.md, "Two
// searches on two cores").
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  type SharedTableMemory,
  type SolveOptions,
  type SolveResult,
  secondSearch,
  sharedTable,
  solve,
} from '../ai/shisensho/index.js';
import type { BoardCells } from '../games/shisensho/index.js';
import { processCpuMs } from './cpuClock.js';

/**
 * Which clock the budget is counted on: `wall` (what a user waits) or `cpu` (the process's CPU time halved,
 * so each of the two searches gets its due on a loaded machine; for benchmarks).
 */
export type Clock = 'wall' | 'cpu';

/** What the worker is asked: the board, the variant, the second search's options, the budget and what is shared. */
export interface CoresRequest {
  /** Numbers the requests of one worker, so a late answer is never taken for the next board's. */
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly gravity: boolean;
  readonly options: SolveOptions;
  readonly clock: Clock;
  /** On the clock's scale (`clockOf`). */
  readonly deadline: number;
  /** One Int32 the searches stop on when it is not 0 (set when a search has decided). */
  readonly stop: SharedArrayBuffer;
  readonly table: SharedTableMemory;
}

/** The worker's answer to request `id`. */
export interface CoresReply {
  readonly id: number;
  readonly result: SolveResult;
}

export interface CoresOptions {
  readonly gravity: boolean;
  /** The budget, in milliseconds: of wall time for the whole call, or (`clock: 'cpu'`) of CPU time per search. */
  readonly timeMs: number;
  readonly clock?: Clock;
  /** The first search's options (default: the solver's defaults). */
  readonly first?: SolveOptions;
  /** The second search's options (default `secondSearch`). */
  readonly second?: SolveOptions;
  /** Share the table of failed positions between the two searches (default true). */
  readonly shareTable?: boolean;
  /** How long past the deadline the worker may take to answer before it is left out (default GRACE_MS). */
  readonly graceMs?: number;
}

/**
 * The answer, which search gave it ('first' on this thread, 'second' on the worker, 'none' undecided), and the
 * nodes of each (the second's unknown, 0, when the first decided: it is not waited for).
 */
export type CoresResult = SolveResult & {
  readonly by: 'first' | 'second' | 'none';
  readonly firstNodes: number;
  readonly secondNodes: number;
};

const GRACE_MS = 200;
/** With the CPU clock a loaded machine stretches the wall time: the worker is still left out after this many budgets. */
const CPU_WALL_FACTOR = 30;

/** The clock of a budget: wall time, or the process's CPU time shared by the two searches. */
function clockOf(clock: Clock): () => number {
  return clock === 'cpu' ? () => processCpuMs() / 2 : () => performance.now();
}

/**
 * Two searches of each board at once (`solve`), the second on a worker thread that stays between boards, so
 * its code is warm after the first (a new worker starts with cold, unoptimised code). `close` ends it.
 */
export class CoresSolver {
  private worker: Worker | undefined;
  private nextId = 0;
  /** The last board's table once both its searches are done with it, for the next board to reuse. */
  private spare: SharedTableMemory | undefined;

  /**
   * Solves `board` with two searches at once within `timeMs`: the first search on this thread and the second
   * on the worker, sharing a table of failed positions. The first decided answer is taken and the other
   * search stopped; both are exact, so they never disagree. A worker that has not answered GRACE_MS after the
   * deadline is stopped and left out (a new one starts for the next board).
   */
  async solve(board: BoardCells, options: CoresOptions): Promise<CoresResult> {
    const clock = options.clock ?? 'wall';
    const stopBuffer = new SharedArrayBuffer(4);
    const stop = new Int32Array(stopBuffer);
    const deadline = clockOf(clock)() + options.timeMs;
    const memory = sharedTable(board, undefined, this.spare);
    this.spare = undefined;
    const table = options.shareTable === false ? undefined : memory;
    const request: CoresRequest = {
      id: this.nextId++,
      width: board.width,
      height: board.height,
      cells: board.cells.slice(),
      gravity: options.gravity,
      options: options.second ?? secondSearch(options.gravity),
      clock,
      deadline,
      stop: stopBuffer,
      // Unshared: a table of the worker's own, still in shared memory (the request carries it either way).
      table: memory,
    };
    const wallLimit = performance.now() + options.timeMs * (clock === 'cpu' ? CPU_WALL_FACTOR : 1);
    const other = this.ask(request, wallLimit + (options.graceMs ?? GRACE_MS));
    const now = clockOf(clock);
    const first = solve(board, {
      ...options.first,
      gravity: options.gravity,
      timeMs: Math.max(0, deadline - now()),
      now,
      stop,
      ...(table === undefined ? {} : { sharedTable: table }),
    });
    // Waited for even when the first search decided (it stops within 256 nodes), so the worker is free again.
    const answer = await other;
    // Reused only when the worker answered: one left out may still be writing to it while it is being stopped.
    if (answer !== undefined) this.spare = memory;
    const nodes = { firstNodes: first.nodes, secondNodes: answer?.nodes ?? 0 };
    if (first.solvable !== null) return { ...first, by: 'first', ...nodes };
    if (answer !== undefined && answer.solvable !== null) return { ...answer, by: 'second', ...nodes };
    return { ...first, by: 'none', ...nodes };
  }

  /** Ends the worker. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker !== undefined) await worker.terminate();
  }

  /** The worker's answer to `request`; undefined when it fails or has not answered by `latest` (wall time). */
  private ask(request: CoresRequest, latest: number): Promise<SolveResult | undefined> {
    if (this.worker === undefined) {
      this.worker = new Worker(new URL('./shisenshoWorker.js', import.meta.url));
      this.worker.unref();
    }
    const worker = this.worker;
    return new Promise((resolve) => {
      const done = (result: SolveResult | undefined): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        if (result === undefined && this.worker === worker) {
          this.worker = undefined;
          void worker.terminate();
        }
        resolve(result);
      };
      const onMessage = (reply: CoresReply): void => {
        if (reply.id === request.id) done(reply.result);
      };
      const onFailure = (): void => done(undefined);
      const timer = setTimeout(onFailure, Math.max(0, latest - performance.now()));
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      worker.postMessage(request);
    });
  }
}

/** One board solved by a CoresSolver of its own (its worker ended after). */
export async function solveOnCores(board: BoardCells, options: CoresOptions): Promise<CoresResult> {
  const solver = new CoresSolver();
  try {
    return await solver.solve(board, options);
  } finally {
    await solver.close();
  }
}

/** Runs a worker's search (shisenshoWorker.ts) for `request`, on the worker's own thread. */
export function workerSearch(request: CoresRequest): CoresReply {
  const stop = new Int32Array(request.stop);
  const now = clockOf(request.clock);
  const result = solve(
    { width: request.width, height: request.height, cells: request.cells },
    {
      ...request.options,
      gravity: request.gravity,
      timeMs: Math.max(0, request.deadline - now()),
      now,
      // Set by the first search (the solver answers at once if it was set before this thread began), and by this
      // one when it decides, which stops the first.
      stop,
      sharedTable: request.table,
    },
  );
  return { id: request.id, result };
}
