// The page's side of the Shisen-Sho solver workers: a hint is one search in one worker, or, on a cross-origin
// isolated page with two cores, two searches in two workers sharing a table of failed positions.
import { type SharedTableMemory, sharedTable } from '../../ai/shisensho/index.js';
import type { Board } from '../../games/shisensho/index.js';
import { type Unsent, WorkerClient } from '../workerClient.js';
import type { SharedSearch, SolverReply, SolverRequest } from './solverProtocol.js';

// A search that overruns its budget well past this grace period is stopped.
const GRACE_MS = 4000;

export class SolverClient extends WorkerClient<SolverRequest, SolverReply> {
  constructor() {
    super({
      start: () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
      failed: (id, error) => ({ id, solvable: null, error }),
      stopped: 'the solver stopped',
      tooLong: 'the solver took too long',
    });
  }

  /** The first pair of a search on `board`: one that keeps it clearable. */
  solve(board: Board, gravity: boolean, timeMs: number, second = false, shared?: SharedSearch): Promise<SolverReply> {
    const { width, height } = board;
    // A copy: the page's board stays untouched whatever the worker does.
    const request: Unsent<SolverRequest> = { width, height, cells: board.cells.slice(), gravity, timeMs, second };
    return this.send(shared === undefined ? request : { ...request, shared }, timeMs + GRACE_MS);
  }
}

/**
 * How many searches a hint runs: two (the default search and the solver's second search) when the page may
 * share memory with its workers (`crossOriginIsolated`, which needs the server's COOP and COEP headers) and
 * has two cores; else one, as on a page from a static file host. A third search would add nothing the
 * solver's figures show (docs/shisensho.md).
 */
export function hintSearches(): number {
  const isolated = globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
  return isolated && (navigator.hardwareConcurrency || 1) >= 2 ? 2 : 1;
}

/** The first reply that has decided (solvable true or false), else the first search's once all have answered. */
export function firstDecided(replies: readonly Promise<SolverReply>[]): Promise<SolverReply> {
  return new Promise((resolve) => {
    for (const reply of replies) {
      void reply.then((r) => {
        if (r.solvable !== null && r.error === undefined) resolve(r);
      });
    }
    void Promise.all(replies).then((all) => resolve(all[0] as SolverReply));
  });
}

/**
 * The memory the two searches of a hint share, or undefined when the page cannot have it: the table is tens of
 * megabytes (docs/shisensho.md), and a phone short of memory refuses the allocation, which would otherwise throw
 * out of the hint and leave it busy for good. Without it the hint runs one search.
 */
function sharedSearch(board: Board, reuse: SharedTableMemory | undefined): SharedSearch | undefined {
  try {
    return { stop: new SharedArrayBuffer(4), table: sharedTable(board, undefined, reuse) };
  } catch {
    return undefined;
  }
}

/**
 * The hint's searches: with two, both run on one board at once, sharing the table and a stop flag; the first
 * decided answer is taken, and the other search, seeing the flag, gives up (both are exact, so they never
 * disagree). As the terminal's CoresSolver (src/node/shisenshoCores.ts), in Web Workers.
 */
export class SolverPool {
  private readonly clients: SolverClient[];
  /** The shared memory of a hint whose searches have all answered, for the next hint to reuse. */
  private spare: SharedTableMemory | undefined;

  constructor(searches = hintSearches()) {
    this.clients = Array.from({ length: searches }, () => new SolverClient());
  }

  /** How many searches each hint runs. */
  get searches(): number {
    return this.clients.length;
  }

  solve(board: Board, gravity: boolean, timeMs: number): Promise<SolverReply> {
    const [first, ...others] = this.clients as [SolverClient, ...SolverClient[]];
    const shared = others.length === 0 ? undefined : sharedSearch(board, this.spare);
    this.spare = undefined;
    if (shared === undefined) return first.solve(board, gravity, timeMs);
    const replies = this.clients.map((c, k) => c.solve(board, gravity, timeMs, k > 0, shared));
    // Kept for the next hint once every search has answered of itself; not after a failure or a search stopped
    // for taking too long, whose worker may have been writing to it when it was stopped.
    void Promise.all(replies).then((all) => {
      if (all.every((r) => r.error === undefined)) this.spare = shared.table;
    });
    return firstDecided(replies);
  }

  dispose(): void {
    for (const c of this.clients) c.dispose();
  }
}
