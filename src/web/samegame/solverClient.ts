// The page's side of the solver worker: one request at a time as a promise; cancel() ends a long search.
import type { Strategy } from '../../ai/samegame/index.js';
import type { Field } from '../../games/samegame/index.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

const GRACE_MS = 4000;

/** A request without its id (which the client assigns), kept a union so each kind keeps its own fields. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

export class SolverClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: SolverReply) => void>();

  private ensureWorker(): Worker {
    if (!this.worker) {
      const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<SolverReply>) => {
        const resolve = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        resolve?.(event.data);
      };
      worker.onerror = () => this.cancel('the solver stopped');
      this.worker = worker;
    }
    return this.worker;
  }

  private send(request: Unsent<SolverRequest>): Promise<SolverReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      // A search that overruns its budget well past the grace period is stopped, so the page never waits forever.
      const timer = setTimeout(() => this.cancel('the solver took too long'), request.timeMs + GRACE_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      // A copy of the cells: the caller's field stays untouched whatever the worker does.
      this.ensureWorker().postMessage({ ...request, id, cells: request.cells.slice() } as SolverRequest);
    });
  }

  solve(field: Field, timeMs: number): Promise<SolverReply> {
    return this.send({ kind: 'solve', width: field.width, height: field.height, cells: field.cells, timeMs });
  }

  choose(field: Field, strategy: Strategy, timeMs: number): Promise<SolverReply> {
    const { width, height, cells } = field;
    return this.send({ kind: 'choose', strategy, width, height, cells, timeMs });
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Stops any search in progress (a search cannot be interrupted, so the worker is replaced). */
  cancel(reason = 'cancelled'): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, resolve] of this.pending) resolve({ id, moves: [], error: reason });
    this.pending.clear();
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
