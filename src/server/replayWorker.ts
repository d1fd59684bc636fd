// A replay worker thread (run by the piscina pool of replay.ts): checks one posted record with the server's games.
import { workerData } from 'node:worker_threads';
import { serverGames } from './games.js';
import type { ReplayOutcome, ReplayTask } from './replay.js';
import { checkSubmission } from './submission.js';

const served = new Set((workerData as { games: readonly string[] }).games);
const games = new Map([...serverGames()].filter(([name]) => served.has(name)));

export default function replay(task: ReplayTask): ReplayOutcome {
  return checkSubmission(games, task.record, task.player, task.claim);
}
