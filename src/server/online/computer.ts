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
  /**
   * The move text, or undefined when the pool could not answer in time. `source` is the address whose request led
   * to this turn (a move, a seat taken, a game created): each source's turns wait in a line of their own.
   */
  move(task: ComputerTask, source?: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The most a computer seat thinks: Scarabeo's thinking level as long as in the browser, Konobi's strongest 5 s. */
export function computerBudgetMs(game: string): number {
  return game === 'scarabeo' ? THINK_MS : 5000;
}
/** What a worker may take beyond its budget (a loaded machine, a first lexicon load) before it is given up on. */
const GRACE_MS = 20_000;
/** Turns that may wait for a worker in all; past it a computer plays its fallback move at once. */
export const COMPUTER_QUEUE = 1000;
/**
 * Turns one source may have waiting: a classroom behind one address, each pupil playing the computer, fits; a
 * longer line would time out waiting anyway (a turn gives up its budget plus GRACE_MS after it was asked for).
 */
export const COMPUTER_PER_SOURCE = 32;

export interface FairOptions {
  /** Turns thought about at once (the pool's threads). */
  readonly workers?: number;
  readonly queue?: number;
  readonly perSource?: number;
}

/** Thinks about one turn on a worker, giving it up when `signal` aborts. */
export interface ComputerRunner {
  run(task: ComputerTask, signal: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

interface Turn {
  readonly task: ComputerTask;
  readonly budget: AbortController;
  done(text: string | undefined): void;
}

interface Line {
  readonly turns: Turn[];
  running: number;
  /** When this source was last given a worker (a count), 0 if not yet: the least recently served goes next. */
  served: number;
}

/**
 * The computer's turns, given to `runner` at most `workers` at a time, fairly between sources: each waits in its
 * source's line, and a free worker takes the first turn of the source served least recently. So one address
 * with many games against the computer has one turn thought about while each other address has one, instead of
 * all of its turns ahead of theirs (the pool's own queue is first come, first served).
 */
export function fairComputer(runner: ComputerRunner, options: FairOptions = {}): ComputerPlayer {
  const workers = options.workers ?? 1;
  const queue = options.queue ?? COMPUTER_QUEUE;
  const perSource = options.perSource ?? COMPUTER_PER_SOURCE;
  const lines = new Map<string, Line>();
  let waiting = 0;
  let running = 0;
  let serial = 0;
  let closed = false;
  const forget = (source: string, line: Line) => {
    if (line.running === 0 && line.turns.length === 0 && lines.get(source) === line) lines.delete(source);
  };
  const next = () => {
    while (running < workers && waiting > 0) {
      let chosen: [string, Line] | undefined;
      for (const entry of lines) {
        if (entry[1].turns.length > 0 && (!chosen || entry[1].served < chosen[1].served)) chosen = entry;
      }
      if (!chosen) return;
      const [source, line] = chosen;
      const turn = line.turns.shift() as Turn;
      waiting--;
      running++;
      line.running++;
      line.served = ++serial;
      runner
        .run(turn.task, turn.budget.signal)
        .then(
          (text) => turn.done(text),
          () => turn.done(undefined),
        )
        .finally(() => {
          running--;
          line.running--;
          forget(source, line);
          next();
        });
    }
  };
  return {
    move(task, source = '') {
      let line = lines.get(source);
      if (closed || waiting >= queue || (line?.turns.length ?? 0) >= perSource) return Promise.resolve(undefined);
      if (!line) {
        line = { turns: [], running: 0, served: 0 };
        lines.set(source, line);
      }
      const own = line;
      return new Promise((resolve) => {
        const budget = new AbortController();
        // The budget counts from the asking, waiting included, as the pool's own timeout did.
        const timer = setTimeout(() => {
          budget.abort();
          const at = own.turns.indexOf(turn);
          if (at < 0) return;
          own.turns.splice(at, 1);
          waiting--;
          forget(source, own);
          turn.done(undefined);
        }, task.timeMs + GRACE_MS);
        timer.unref?.();
        const turn: Turn = {
          task,
          budget,
          done(text) {
            clearTimeout(timer);
            resolve(text);
          },
        };
        own.turns.push(turn);
        waiting++;
        next();
      });
    },
    async close() {
      closed = true;
      for (const line of lines.values()) for (const turn of line.turns.splice(0)) turn.done(undefined);
      waiting = 0;
      await runner.close();
    },
  };
}

function workerFile(): string {
  const here = import.meta.url;
  return (
    here.endsWith('.ts')
      ? new URL('../../../dist/server/online/computerWorker.js', here)
      : new URL('./computerWorker.js', here)
  ).href;
}

/** A pool of `workers` threads (one by default: the event loop keeps the other core), its turns taken fairly. */
export function computerPool(options: FairOptions = {}): ComputerPlayer {
  const workers = options.workers ?? 1;
  const pool = new Piscina<ComputerTask, string>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  return fairComputer(
    { run: (task, signal) => pool.run(task, { signal }), close: () => pool.destroy() },
    { ...options, workers },
  );
}
