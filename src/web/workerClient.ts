// The page's side of a game's Web Worker: each request a promise matched to its reply by id; cancel() ends a search.

/** A request without its id (which the client assigns), kept a union so each kind keeps its own fields. */
export type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface WorkerClientOptions<Reply> {
  /** Creates the worker; it stays in the game's module, where Vite finds `new Worker(new URL(…))` to bundle it. */
  readonly start: () => Worker;
  /** The reply a pending request gets when its search is stopped. */
  readonly failed: (id: number, reason: string) => Reply;
  /** Why a request failed when the worker crashed, and when it overran its time. */
  readonly stopped: string;
  readonly tooLong: string;
}

/** How the computer players' clients (Konobi, Scarabeo) fail a request: a reply that is only the reason. */
export const PLAYER_FAILURES = {
  failed: (id: number, error: string) => ({ id, error }),
  stopped: 'the computer player stopped',
  tooLong: 'the computer took too long',
} as const;

export class WorkerClient<Request extends { readonly id: number }, Reply extends { readonly id: number }> {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  /** Per request, where its interim messages (`interim: true`, e.g. progress) go; the last message answers it. */
  private readonly interim = new Map<number, (reply: Reply) => void>();

  constructor(private readonly options: WorkerClientOptions<Reply>) {}

  private ensureWorker(): Worker {
    if (!this.worker) {
      const worker = this.options.start();
      worker.onmessage = (event: MessageEvent<Reply>) => {
        if ((event.data as { interim?: boolean }).interim) {
          this.interim.get(event.data.id)?.(event.data);
          return;
        }
        this.interim.delete(event.data.id);
        const resolve = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        resolve?.(event.data);
      };
      worker.onerror = () => this.cancel(this.options.stopped);
      this.worker = worker;
    }
    return this.worker;
  }

  /** Sends `request`; after `timeoutMs` the search is stopped, so the page never waits forever. */
  protected send(request: Unsent<Request>, timeoutMs: number, onInterim?: (reply: Reply) => void): Promise<Reply> {
    const id = this.nextId++;
    if (onInterim) this.interim.set(id, onInterim);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.cancel(this.options.tooLong), timeoutMs);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.ensureWorker().postMessage({ ...request, id });
    });
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Stops any search in progress (a search cannot be interrupted, so the worker is replaced). */
  cancel(reason = 'cancelled'): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = undefined;
    for (const [id, resolve] of this.pending) resolve(this.options.failed(id, reason));
    this.pending.clear();
    this.interim.clear();
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
