// The page's side of the solver worker: one request at a time as a promise; cancel() ends a long search.
import type { Strategy } from '../../ai/samegame/index.js';
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

  solve(field: Field, timeMs: number): Promise<SolverReply> {
    return this.ask({ kind: 'solve', width: field.width, height: field.height, cells: field.cells, timeMs });
  }

  choose(field: Field, strategy: Strategy, timeMs: number): Promise<SolverReply> {
    const { width, height, cells } = field;
    return this.ask({ kind: 'choose', strategy, width, height, cells, timeMs });
  }
}
