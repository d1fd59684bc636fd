// Checkpoints of the SQLite write-ahead log, off the event loop: a worker thread with a connection of its own copies
// the log into the database every half second. Left to the connection that writes (SQLite's autocheckpoint), a
// checkpoint, fsync included, would land inside whichever post crossed the threshold: a tail of tens of ms.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints (a PASSIVE checkpoint: it never waits for, or blocks, a writer). */
export const CHECKPOINT_INTERVAL_MS = 500;

/**
 * What the connection that writes checkpoints itself past, as a safety net should the worker fall behind or stop:
 * 10,000 pages (40 MB of log).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// CommonJS run by the worker (eval), so it needs no file of its own in dist/; the driver's path comes from here.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or failing: the next tick tries again, and the writer's fallback bounds the log meanwhile.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /**
   * Stops the worker after its current checkpoint; it closes its connection itself. Resolves once the worker has
   * exited, so that nothing touches the database's files afterwards (a directory can then be removed).
   */
  stop(): Promise<void>;
}

/** Starts checkpointing the database file at `path` (in WAL mode) from a worker thread. */
export function startCheckpointer(path: string, intervalMs = CHECKPOINT_INTERVAL_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { path, driver, intervalMs } });
  // Never what keeps the process alive; a failure only leaves checkpoints to the writer's fallback.
  worker.unref();
  worker.on('error', () => {});
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  return {
    stop: () => {
      // Held by the process from here, so that awaiting the exit keeps it alive until the worker has closed.
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
