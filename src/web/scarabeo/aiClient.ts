// The page's side of Scarabeo's worker: one promise per request; cancel() drops a search no longer wanted.
import { PLAYER_FAILURES, type Unsent, WorkerClient } from '../workerClient.js';
import type { AiReply, AiRequest } from './aiProtocol.js';

// Generous: the first request also downloads and decodes the lexicon.
const TIMEOUT_MS = 60_000;

export class AiClient extends WorkerClient<AiRequest, AiReply> {
  constructor() {
    super({
      start: () => new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
      ...PLAYER_FAILURES,
    });
  }

  /** `onProgress` hears how far along a thinking level is (0–1) before the answer. */
  ask(request: Unsent<AiRequest>, onProgress?: (fraction: number) => void): Promise<AiReply> {
    return this.send(request, TIMEOUT_MS, onProgress && ((reply) => onProgress(reply.progress ?? 0)));
  }
}
