// One search of a hint, as a solver worker runs it (kept apart from the worker's messaging so tests call it):
// the engine's solver, the default search or the second core's, stopped early when the other has decided.
import { secondSearch, solve } from '../../ai/shisensho/index.js';
import type { SolverReply, SolverRequest } from './solverProtocol.js';

/** The answer to `request` within its budget on the clock `now` (milliseconds). */
export function answer(request: SolverRequest, now: () => number): SolverReply {
  const board = { width: request.width, height: request.height, cells: request.cells };
  // The other search's decision stops this one (at once if it came before this worker's start), and this one's,
  // set by the solver, stops the other.
  const stop = request.shared === undefined ? undefined : new Int32Array(request.shared.stop);
  const result = solve(board, {
    ...(request.second ? secondSearch(request.gravity) : {}),
    gravity: request.gravity,
    timeMs: request.timeMs,
    ...(request.maxNodes === undefined ? {} : { maxNodes: request.maxNodes }),
    now,
    ...(request.shared === undefined ? {} : { stop, sharedTable: request.shared.table }),
  });
  const first = result.moves[0];
  return {
    id: request.id,
    solvable: result.solvable,
    nodes: result.nodes,
    ...(first ? { move: { a: { ...first.a }, b: { ...first.b } } } : {}),
  };
}
