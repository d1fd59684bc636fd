// One search of solveOnCores (samegameCores.ts), in a worker thread: the solver until the shared deadline.
import { parentPort, workerData } from 'node:worker_threads';
import { solve } from '../ai/samegame/index.js';
import { createRng } from '../core/rng.js';
import { type CoreRequest, probeOption, searchBudget } from './samegameCores.js';

const request = workerData as CoreRequest;
const field = { width: request.width, height: request.height, cells: request.cells };
// The budget is shared with the other threads: a wall-clock deadline, or the process's CPU time.
const result = solve(field, {
  rng: createRng(request.seed),
  ...searchBudget(request),
  beamShare: request.beamShare,
  method: request.method,
  ...probeOption(request),
  ...(request.tail === undefined ? {} : { tail: request.tail }),
});
parentPort?.postMessage(result);
