// Computer seats of online games: each move found in a pool of worker threads (piscina), within the level's
// time budget, so a search never stalls the sockets. The answer is move text; the room checks and appends it
// like a person's move.
import { Piscina } from 'piscina';
import { THINK_MS } from '../../ai/scarabeo/index.js';

export interface ComputerTask {
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  /** The moves played so far, canonical: the worker replays them and looks only at the seat's view. */
  readonly moves: readonly string[];
  readonly seat: number;
  readonly level: number;
  /** Milliseconds the search may think. */
  readonly timeMs: number;
}

export interface ComputerPlayer {
  /** The move text, or undefined when the pool could not answer in time. */
  move(task: ComputerTask): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The most a computer seat thinks: Scarabeo's thinking level as long as in the browser, Konobi's strongest 5 s. */
export function computerBudgetMs(game: string): number {
  return game === 'scarabeo' ? THINK_MS : 5000;
}
/** What a worker may take beyond its budget (a loaded machine, a first lexicon load) before it is given up on. */
const GRACE_MS = 20_000;

function workerFile(): string {
  const here = import.meta.url;
  return (
    here.endsWith('.ts')
      ? new URL('../../../dist/server/online/computerWorker.js', here)
      : new URL('./computerWorker.js', here)
  ).href;
}

/** A pool of `workers` threads (one by default: the event loop keeps the other core). */
export function computerPool(options: { workers?: number; queue?: number } = {}): ComputerPlayer {
  const pool = new Piscina<ComputerTask, string>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: options.workers ?? 1,
    maxQueue: options.queue ?? 1000,
    idleTimeout: 60_000,
  });
  return {
    async move(task) {
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(task.timeMs + GRACE_MS) });
      } catch {
        return undefined;
      }
    },
    close: () => pool.destroy(),
  };
}
