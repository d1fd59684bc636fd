// The page's side of Scarabeo's worker: one promise per request; cancel() drops a search no longer wanted.
import type { AiReply, AiRequest } from './aiProtocol.js';

// Generous: the first request also downloads and decodes the lexicon.
const TIMEOUT_MS = 60_000;

type Body = AiRequest extends infer R ? (R extends AiRequest ? Omit<R, 'id'> : never) : never;

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

  ask(body: Body): Promise<AiReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.cancel('the computer took too long'), TIMEOUT_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.ensureWorker().postMessage({ ...body, id } as AiRequest);
    });
  }

  /** Stops any work in progress (the worker is replaced); pending promises resolve with an error. */
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
