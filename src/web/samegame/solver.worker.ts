// The Web Worker that runs SameGame's solver and demo strategies, so the page never freezes while they think.

import { chooseMove, type Strategy, solve } from '../../ai/samegame/index.js';
import { createRng } from '../../core/rng.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

// The DOM lib types `self` as a Window; in a worker only these two members are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage(message: SolverReply): void;
};

const now = () => performance.now();

function seed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${words[0]}-${words[1]}`;
}

function answer(request: SolverRequest): SolverReply {
  const field = { width: request.width, height: request.height, cells: request.cells };
  const rng = createRng(seed());
  if (request.kind === 'solve') {
    const result = solve(field, { rng, now, timeMs: request.timeMs, method: request.method });
    return { id: request.id, moves: result.moves.map((m) => ({ x: m.x, y: m.y })), score: result.score };
  }
  const strategy: Strategy = request.strategy;
  const move = chooseMove({ field }, strategy, rng, { now, timeMs: request.timeMs });
  return { id: request.id, moves: move ? [{ x: move.x, y: move.y }] : [] };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (e) {
    scope.postMessage({ id: event.data.id, moves: [], error: e instanceof Error ? e.message : String(e) });
  }
};
