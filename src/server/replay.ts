// Checking a posted record off the event loop: a pool of worker threads (piscina) replays it under a time budget,
// so one costly record never stalls the other requests, and one that exceeds the budget is refused.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { AnyGame } from '../core/game.js';
import type { Result } from '../core/result.js';
import type { NewRecord } from './db.js';
import { type ApiError, type Claim, checkRecordShape, checkSubmission } from './submission.js';

/** A posted record to check: the untrusted record, the player's name, the time and hints the client claims. */
export interface ReplayTask {
  readonly record: unknown;
  readonly player: string;
  readonly claim: Claim;
}

export type ReplayOutcome = Result<NewRecord, ApiError>;

export interface Replayer {
  /**
   * The checked record, or why it was refused; rejects with ReplayUnavailable when the pool cannot replay it.
   * `source` (the client's address) names who posted it, so that no one source holds more than its share.
   */
  replay(task: ReplayTask, source?: string): Promise<ReplayOutcome>;
  close(): Promise<void>;
}

/** The pool could not replay the record (over budget, or too many waiting): a 503 the client may retry later. */
export class ReplayUnavailable extends Error {
  constructor(
    readonly code: 'replay-too-long' | 'server-busy',
    message: string,
  ) {
    super(message);
  }
}

export interface ReplayOptions {
  /** Worker threads; by default one fewer than the cores (at least one), so the event loop keeps a core. */
  readonly workers?: number;
  /** Milliseconds from arrival to answer that one record may take, waiting included; then it is refused. */
  readonly budgetMs?: number;
  /** Records that may wait for a worker; past that a post is refused at once with `server-busy`. */
  readonly queue?: number;
  /** Records of one source (address) that may be checked or waiting at once; past that `server-busy` too. */
  readonly perSource?: number;
}

/**
 * The budget: a 32×24 Shisen-Sho deal built without a solver takes a few seconds on a loaded machine, the
 * slowest record that replays; everything else takes milliseconds.
 */
export const REPLAY_BUDGET_MS = 10_000;
export const REPLAY_QUEUE = 64;
/**
 * A player posts one record at a time, when a game ends; a source with two already being checked is refused, so one
 * address posting costly records (seconds of a worker each) cannot fill the queue ahead of everyone else's.
 */
export const REPLAY_PER_SOURCE = 2;

/** Replays in the calling thread: for tests that serve games of their own, which a worker cannot load. */
export function inlineReplayer(games: ReadonlyMap<string, AnyGame>): Replayer {
  return {
    replay: async (task) => checkSubmission(games, task.record, task.player, task.claim),
    close: async () => {},
  };
}

/**
 * The worker module. Built next to this file; when this file runs from source (the tests, under vitest), the
 * built one in dist/ (`npm run build` first), since a worker thread cannot load TypeScript.
 */
function workerFile(): string {
  const here = import.meta.url;
  return (
    here.endsWith('.ts') ? new URL('../../dist/server/replayWorker.js', here) : new URL('./replayWorker.js', here)
  ).href;
}

/** A pool whose workers serve the named games (the registry's, and Scarabeo's when its lexicons load). */
export function poolReplayer(gameNames: readonly string[], options: ReplayOptions = {}): Replayer {
  const budgetMs = options.budgetMs ?? REPLAY_BUDGET_MS;
  const workers = options.workers ?? Math.max(1, availableParallelism() - 1);
  const pool = new Piscina<ReplayTask, ReplayOutcome>({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: workers,
    maxQueue: options.queue ?? REPLAY_QUEUE,
    workerData: { games: gameNames },
  });
  const perSource = options.perSource ?? REPLAY_PER_SOURCE;
  /** Records being checked or waiting, by source. */
  const inFlight = new Map<string, number>();
  return {
    async replay(task, source = '') {
      // Shape first, here: a malformed record never waits for a worker, and what is sent to one is flat (copying
      // a deeply nested value to a thread overflows the stack).
      const shaped = checkRecordShape(task.record, task.claim);
      if (!shaped.ok) return shaped;
      const held = inFlight.get(source) ?? 0;
      if (held >= perSource) {
        throw new ReplayUnavailable(
          'server-busy',
          `the server is still checking ${held} records posted from this address; post this one when they are answered`,
        );
      }
      inFlight.set(source, held + 1);
      // A timer of our own, cleared as soon as the replay ends: AbortSignal.timeout cost more main-thread time per
      // post than handing the task to the worker (a CPU profile of 420 posts: 361 ms against 174 ms, load 30).
      const budget = new AbortController();
      const timer = setTimeout(() => budget.abort(), budgetMs);
      try {
        return await pool.run({ ...task, record: shaped.value }, { signal: budget.signal });
      } catch (e) {
        const error = e as Error;
        if (error.name === 'AbortError') {
          throw new ReplayUnavailable(
            'replay-too-long',
            `replaying the record took longer than the ${budgetMs / 1000} s the server gives one record, so it was ` +
              'not stored; try again when the server is less busy',
          );
        }
        if (error.message === 'Task queue is at limit') {
          throw new ReplayUnavailable('server-busy', 'the server has too many records to check; try again shortly');
        }
        throw e;
      } finally {
        clearTimeout(timer);
        const left = (inFlight.get(source) ?? 1) - 1;
        if (left > 0) inFlight.set(source, left);
        else inFlight.delete(source);
      }
    },
    close: () => pool.destroy(),
  };
}
