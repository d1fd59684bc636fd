// The second search of solveOnCores (shisenshoCores.ts), in a worker thread: the solver until the shared
// deadline, or until the search on the other thread has decided.
import { parentPort, workerData } from 'node:worker_threads';
import { type CoresRequest, workerSearch } from './shisenshoCores.js';

parentPort?.postMessage(workerSearch(workerData as CoresRequest));
