// The Web Worker that finds Scarabeo's computer moves and hints, so the page never freezes; it loads the
// lexicon itself. Level 6 thinks for its time budget and says how far along it is; with the bag empty the hint
// solves the endgame and says whether its choice is proven.
import { solveEndgame, THINK_MS } from '../../ai/scarabeo/index.js';
import { createRng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { topPlays } from '../../games/scarabeo/movegen.js';
import { formatPlay } from '../../games/scarabeo/play.js';
import type { BoardView } from '../../games/scarabeo/rules.js';
import { formatMove } from '../../games/scarabeo/state.js';
import type { AiReply, AiRequest, HintPlay, HintRequest } from './aiProtocol.js';
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
    const hints: HintPlay[] = topPlays(board, request.rack, dawg, request.top).map((p) => ({
      move: formatPlay(p.play),
      score: p.score,
      words: p.words,
    }));
    return { id: request.id, hints: withEndgame(hints, request, board, dawg), ms: performance.now() - start };
  }
  const input = {
    board,
    rack: request.rack,
    bagCount: request.bagCount,
    unseen: request.unseen,
    exchangesInARow: request.exchangesInARow,
    ...(request.idleTurns === undefined ? {} : { idleTurns: request.idleTurns }),
    ...(request.players === undefined ? {} : { players: request.players }),
    ...(request.spread === undefined ? {} : { spread: request.spread }),
  };
  let reported = 0;
  const onProgress = (p: { fraction: number }): void => {
    // A few messages a second at most: the page redraws its progress bar on each.
    const t = performance.now();
    if (t - reported < PROGRESS_EVERY_MS) return;
    reported = t;
    scope.postMessage({ id: request.id, interim: true, progress: p.fraction });
  };
  const move = request.auto
    ? automaticMoveText(input, dawg)
    : computerMoveText(input, request.level, dawg, createRng(`${Date.now()}-${Math.random()}`), {
        now: () => performance.now(),
        timeMs: THINK_MS,
        onProgress,
      });
  return { id: request.id, move, ms: performance.now() - start };
}

const PROGRESS_EVERY_MS = 150;
/** The hint's endgame search: long enough to prove most endgames, short enough to wait for. */
const HINT_ENDGAME_MS = 3000;

/**
 * With the bag empty and two players the unseen tiles are the opponent's rack, so the hint solves the endgame:
 * its choice goes first, marked with the spread to the end and whether it is proven.
 */
function withEndgame(hints: HintPlay[], request: HintRequest, board: BoardView, dawg: Dawg): HintPlay[] {
  if (request.bagCount !== 0 || request.players !== 2 || !request.unseen || hints.length === 0) return hints;
  const result = solveEndgame(
    { board, racks: [request.rack, request.unseen], idleTurns: request.idleTurns ?? 0 },
    dawg,
    {
      now: () => performance.now(),
      timeMs: HINT_ENDGAME_MS,
    },
  );
  const first = result.line[0];
  if (first?.type !== 'play') return hints;
  const move = formatMove(first);
  const endgame = { spread: result.value, proven: result.proven };
  const chosen = hints.find((h) => h.move === move) ?? { move, score: first.scored.score, words: first.scored.words };
  return [{ ...chosen, endgame }, ...hints.filter((h) => h.move !== move)].slice(0, Math.max(1, request.top));
}

scope.onmessage = (event) => {
  answer(event.data).then(
    (reply) => scope.postMessage(reply),
    (e: unknown) => scope.postMessage({ id: event.data.id, error: e instanceof Error ? e.message : String(e) }),
  );
};
