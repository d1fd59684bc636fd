// The second search of solveOnCores (shisenshoCores.ts), in a worker thread: the solver until the shared
// deadline, or until the search on the other thread has decided.
import { parentPort, workerData } from 'node:worker_threads';
import { solve } from '../ai/shisensho/index.js';
import { type CoresRequest, stoppableClock } from './shisenshoCores.js';

const request = workerData as CoresRequest;
const stop = new Int32Array(request.stop);
const result = solve(
  { width: request.width, height: request.height, cells: request.cells },
  {
    ...request.options,
    gravity: request.gravity,
    timeMs: Math.max(0, request.deadline - Date.now()),
    now: stoppableClock(stop),
  },
);
// Decided: the search on the other thread stops at its next look at the clock and waits for this answer.
if (result.solvable !== null) Atomics.store(stop, 0, 1);
parentPort?.postMessage(result);
