// The page's side of the Shisen-Sho solver worker: one request at a time as a promise; cancel() ends a long search.
import type { Board } from '../../games/shisensho/index.js';
import { WorkerClient } from '../workerClient.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

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

  /** The solver's first pair on `board`: one that keeps it clearable. */
  solve(board: Board, gravity: boolean, timeMs: number): Promise<SolverReply> {
    const { width, height } = board;
    // A copy: the page's board stays untouched whatever the worker does.
    return this.send({ width, height, cells: board.cells.slice(), gravity, timeMs }, timeMs + GRACE_MS);
  }
}
