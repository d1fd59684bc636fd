// The page's side of the solver workers: one request at a time as a promise, one worker per core for a line;
// cancel() ends a long search.
import { methodOfSearch, type SolveMethod, type Strategy } from '../../ai/samegame/index.js';
import type { Field } from '../../games/samegame/index.js';
import { type Unsent, WorkerClient } from '../workerClient.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

// A search that overruns its budget well past this grace period is stopped.
const GRACE_MS = 4000;

export class SolverClient extends WorkerClient<SolverRequest, SolverReply> {
  constructor() {
    super({
      start: () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
      failed: (id, error) => ({ id, moves: [], error }),
      stopped: 'the solver stopped',
      tooLong: 'the solver took too long',
    });
  }

  private ask(request: Unsent<SolverRequest>): Promise<SolverReply> {
    // A copy of the cells: the caller's field stays untouched whatever the worker does.
    return this.send({ ...request, cells: request.cells.slice() }, request.timeMs + GRACE_MS);
  }

  solve(field: Field, timeMs: number, method: SolveMethod = methodOfSearch(0)): Promise<SolverReply> {
    const { width, height, cells } = field;
    return this.ask({ kind: 'solve', method, width, height, cells, timeMs });
  }

  choose(field: Field, strategy: Strategy, timeMs: number): Promise<SolverReply> {
    const { width, height, cells } = field;
    return this.ask({ kind: 'choose', strategy, width, height, cells, timeMs });
  }
}

/** Searches side by side for one field: one worker per core the browser reports, at most this many. */
const MAX_WORKERS = 8;

/**
 * The solver on every core: `solve` asks one worker per core (each an independent search with its own seed,
 * all with the same budget, the methods mixed by methodOfSearch) and keeps the best line; `choose` (a demo
 * strategy's move) needs only one.
 */
export class SolverPool {
  private readonly clients: SolverClient[];

  constructor(workers = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1))) {
    this.clients = Array.from({ length: workers }, () => new SolverClient());
  }

  async solve(field: Field, timeMs: number): Promise<SolverReply> {
    const replies = await Promise.all(this.clients.map((c, k) => c.solve(field, timeMs, methodOfSearch(k))));
    const answered = replies.filter((r) => r.error === undefined);
    if (answered.length === 0) return replies[0] as SolverReply;
    return answered.reduce((best, r) => ((r.score ?? 0) > (best.score ?? 0) ? r : best));
  }

  choose(field: Field, strategy: Strategy, timeMs: number): Promise<SolverReply> {
    return (this.clients[0] as SolverClient).choose(field, strategy, timeMs);
  }

  get busy(): boolean {
    return this.clients.some((c) => c.busy);
  }

  cancel(reason?: string): void {
    for (const c of this.clients) c.cancel(reason);
  }

  dispose(): void {
    for (const c of this.clients) c.dispose();
  }
}
