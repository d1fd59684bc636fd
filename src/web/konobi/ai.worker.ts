// The Web Worker that runs Konobi's Monte Carlo search, so the page never freezes while the computer thinks.
import { chooseMove, SearchTree } from '../../ai/konobi/index.js';
import { createRng } from '../../core/rng.js';
import { formatMove, type KonobiState, konobi } from '../../games/konobi/index.js';
import { current, recordSession } from '../../session/index.js';
import type { AiReply, AiRequest } from './aiProtocol.js';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
};

/** The search tree kept between the computer's moves (a position that does not follow is searched afresh). */
const tree = new SearchTree();

function answer(request: AiRequest): AiReply {
  const record = {
    version: 1,
    game: 'konobi',
    params: String(request.size),
    seed: 'worker',
    moves: request.moves,
  } as const;
  const session = recordSession(konobi, record);
  if (!session.ok) return { id: request.id, error: 'the moves do not replay' };
  const state = current(session.value) as KonobiState;
  const rng = createRng(`${Date.now()}-${Math.random()}`);
  const move = chooseMove(state, {
    level: request.level,
    rng,
    timeMs: request.timeMs,
    now: () => performance.now(),
    tree,
  });
  return { id: request.id, move: formatMove(state, move) };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (e) {
    scope.postMessage({ id: event.data.id, error: e instanceof Error ? e.message : String(e) });
  }
};
