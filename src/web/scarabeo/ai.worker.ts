// The Web Worker that finds Scarabeo's computer moves and hints, so the page never freezes; it loads the
// lexicon itself.
import { createRng } from '../../core/rng.js';
import { topPlays } from '../../games/scarabeo/movegen.js';
import { formatPlay } from '../../games/scarabeo/play.js';
import type { AiReply, AiRequest } from './aiProtocol.js';
import { automaticMoveText, computerMoveText } from './computer.js';
import { loadLexicon } from './lexicon.js';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
  location: { origin: string };
};

async function answer(request: AiRequest): Promise<AiReply> {
  const dawg = await loadLexicon(request.lexicon, scope.location.origin);
  if (request.task === 'warm') return { id: request.id };
  const board = { cells: request.cells, rules: request.rules };
  const start = performance.now();
  if (request.task === 'hints') {
    const hints = topPlays(board, request.rack, dawg, request.top).map((p) => ({
      move: formatPlay(p.play),
      score: p.score,
      words: p.words,
    }));
    return { id: request.id, hints, ms: performance.now() - start };
  }
  const input = {
    board,
    rack: request.rack,
    bagCount: request.bagCount,
    unseen: request.unseen,
    exchangesInARow: request.exchangesInARow,
  };
  const move = request.auto
    ? automaticMoveText(input, dawg)
    : computerMoveText(input, request.level, dawg, createRng(`${Date.now()}-${Math.random()}`));
  return { id: request.id, move, ms: performance.now() - start };
}

scope.onmessage = (event) => {
  answer(event.data).then(
    (reply) => scope.postMessage(reply),
    (e: unknown) => scope.postMessage({ id: event.data.id, error: e instanceof Error ? e.message : String(e) }),
  );
};
