// The page's side of the Konobi computer player: one request at a time as a promise; cancel() ends a search.
import type { AiReply, AiRequest } from './aiProtocol.js';

const GRACE_MS = 5000;

export class AiClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: AiReply) => void>();

  private ensureWorker(): Worker {
    if (!this.worker) {
      const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<AiReply>) => {
        const resolve = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        resolve?.(event.data);
      };
      worker.onerror = () => this.cancel('the computer player stopped');
      this.worker = worker;
    }
    return this.worker;
  }

  think(size: number, moves: readonly string[], level: number, timeMs: number): Promise<AiReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.cancel('the computer took too long'), timeMs + GRACE_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      const request: AiRequest = { id, size, moves: [...moves], level, timeMs };
      this.ensureWorker().postMessage(request);
    });
  }

  /** Stops any search in progress (the worker is replaced); pending promises resolve with an error. */
  cancel(reason = 'cancelled'): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, resolve] of this.pending) resolve({ id, error: reason });
    this.pending.clear();
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
