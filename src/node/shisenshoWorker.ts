// The worker thread of a CoresSolver (shisenshoCores.ts): for each board it is sent, the second search until
// the shared deadline, or until the search on the other thread has decided; then its answer.
import { parentPort } from 'node:worker_threads';
import { type CoresRequest, workerSearch } from './shisenshoCores.js';

parentPort?.on('message', (request: CoresRequest) => parentPort?.postMessage(workerSearch(request)));
