// A computer-seat worker thread (run by computer.ts's pool): replays the game, and from the seat's view only
// (Scarabeo: its rack and the counts) asks the ai layer for the level's move within the budget.
import { performance } from 'node:perf_hooks';
import { chooseMove as konobiMove } from '../../ai/konobi/index.js';
import { type ScarabeoLevel, chooseMove as scarabeoMove } from '../../ai/scarabeo/index.js';
import { createRng } from '../../core/rng.js';
import type { KonobiState } from '../../games/konobi/index.js';
import type { Dawg, LexiconKind, ScarabeoState } from '../../games/scarabeo/index.js';
import { formatMove as formatScarabeoMove } from '../../games/scarabeo/state.js';
import { loadLexicon } from '../../node/lexicon.js';
import { computerInput } from '../../session/scarabeo.js';
import { current, recordSession } from '../../session/session.js';
import { serverGames } from '../games.js';
import type { ComputerTask } from './computer.js';

const games = serverGames();
const lexicons = new Map<LexiconKind, Dawg>();

function lexicon(kind: LexiconKind): Dawg {
  let dawg = lexicons.get(kind);
  if (!dawg) {
    const loaded = loadLexicon(kind);
    if (!loaded.ok) throw new Error(`lexicon ${kind} did not load`);
    dawg = loaded.value;
    lexicons.set(kind, dawg);
  }
  return dawg;
}

export default function move(task: ComputerTask): string {
  const game = games.get(task.game);
  if (!game) throw new Error(`unknown game ${task.game}`);
  const replayed = recordSession(game, {
    version: 1,
    game: task.game,
    params: task.params,
    seed: task.seed,
    moves: [...task.moves],
  });
  if (!replayed.ok) throw new Error('the game does not replay');
  const state = current(replayed.value);
  const rng = createRng(`${task.seed}:${task.moves.length}`);
  const now = () => performance.now();
  if (task.game === 'konobi') {
    const level = Math.min(5, Math.max(1, task.level));
    const m = konobiMove(state as KonobiState, { level, rng, timeMs: task.timeMs, now });
    return game.formatMove(state, m);
  }
  const s = state as ScarabeoState;
  const input = computerInput(game.view(s, task.seat));
  const level = Math.min(6, Math.max(1, task.level)) as ScarabeoLevel;
  return formatScarabeoMove(scarabeoMove(input, level, lexicon(s.params.lexicon), rng, { now, timeMs: task.timeMs }));
}
