// The Web Worker that runs one of Shisen-Sho's hint searches (solverSearch.ts), so the page never freezes.
import type { SolverReply, SolverRequest } from './solverProtocol.js';
import { answer } from './solverSearch.js';

// The DOM lib types `self` as a Window; in a worker only these two members are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage(message: SolverReply): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data, () => performance.now()));
  } catch (e) {
    scope.postMessage({ id: event.data.id, solvable: null, error: e instanceof Error ? e.message : String(e) });
  }
};
