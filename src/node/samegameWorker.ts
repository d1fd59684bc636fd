// One search of solveOnCores (samegameCores.ts), in a worker thread: the solver until the shared deadline.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { solve } from '../ai/samegame/index.js';
import { createRng } from '../core/rng.js';
import type { CoreRequest } from './samegameCores.js';

const request = workerData as CoreRequest;
const field = { width: request.width, height: request.height, cells: request.cells };
// The deadline is wall-clock time shared with the other threads; the search measures it on its own clock.
const timeMs = Math.max(0, request.deadline - Date.now());
const result = solve(field, { rng: createRng(request.seed), now: () => performance.now(), timeMs });
parentPort?.postMessage(result);
