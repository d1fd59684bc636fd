// One search of solveOnCores (samegameCores.ts), in a worker thread: the solver until the shared deadline.
import { parentPort, workerData } from 'node:worker_threads';
import { type CoreRequest, solveRequest } from './samegameCores.js';

// The budget is shared with the other threads: a wall-clock deadline, or the process's CPU time.
parentPort?.postMessage(solveRequest(workerData as CoreRequest));
