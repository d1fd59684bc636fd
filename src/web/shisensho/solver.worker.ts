// The Web Worker that runs Shisen-Sho's exact solver for hints, so the page never freezes while it searches.
import { solve } from '../../ai/shisensho/index.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

// The DOM lib types `self` as a Window; in a worker only these two members are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage(message: SolverReply): void;
};

function answer(request: SolverRequest): SolverReply {
  const board = { width: request.width, height: request.height, cells: request.cells };
  const result = solve(board, { gravity: request.gravity, timeMs: request.timeMs, now: () => performance.now() });
  const first = result.moves[0];
  return {
    id: request.id,
    solvable: result.solvable,
    ...(first ? { move: { a: { ...first.a }, b: { ...first.b } } } : {}),
  };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (e) {
    scope.postMessage({ id: event.data.id, solvable: null, error: e instanceof Error ? e.message : String(e) });
  }
};
