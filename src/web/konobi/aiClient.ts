// The page's side of the Konobi computer player: one request at a time as a promise; cancel() ends a search.
import { PLAYER_FAILURES, WorkerClient } from '../workerClient.js';
import type { AiReply, AiRequest } from './aiProtocol.js';

const GRACE_MS = 5000;

export class AiClient extends WorkerClient<AiRequest, AiReply> {
  constructor() {
    super({
      start: () => new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
      ...PLAYER_FAILURES,
    });
  }

  think(size: number, moves: readonly string[], level: number, timeMs: number): Promise<AiReply> {
    return this.send({ size, moves: [...moves], level, timeMs }, timeMs + GRACE_MS);
  }
}
