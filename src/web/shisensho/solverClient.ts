// The page's side of the Shisen-Sho solver worker: one request at a time as a promise; cancel() ends a long search.
import type { Board } from '../../games/shisensho/index.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

const GRACE_MS = 4000;

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

  /** The solver's first pair on `board`: one that keeps it clearable. */
  solve(board: Board, gravity: boolean, timeMs: number): Promise<SolverReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      // A search that overruns its budget well past the grace period is stopped, so the page never waits forever.
      const timer = setTimeout(() => this.cancel('the solver took too long'), timeMs + GRACE_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      const request: SolverRequest = {
        id,
        width: board.width,
        height: board.height,
        // A copy: the page's board stays untouched whatever the worker does.
        cells: board.cells.slice(),
        gravity,
        timeMs,
      };
      this.ensureWorker().postMessage(request);
    });
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Stops any search in progress (a search cannot be interrupted, so the worker is replaced). */
  cancel(reason = 'cancelled'): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, resolve] of this.pending) resolve({ id, solvable: null, error: reason });
    this.pending.clear();
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
