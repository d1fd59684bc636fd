// `ludoteca samegame solve [FILE] [--time-ms N] [--json]`: the solver's best line for a field (a small field's
// proven best by the exact search, else a search on every core), replayed on the engine before printing, so every
// move and the score shown are the rules' own.
import { performance } from 'node:perf_hooks';
import { EXACT_NODES, solveExactly } from '../../ai/samegame/index.js';
import {
  CLEAR_BONUS,
  checkMove,
  describeSameGameError,
  formatField,
  formatMove,
  newState,
  parseStartField,
  play,
} from '../../games/samegame/index.js';
import { solveOnCores } from '../../node/samegameCores.js';
import { reportFailure } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import type { SolveOptions } from './options.js';
import { words } from './text.js';

export async function solveCommand(o: SolveOptions, io: Io): Promise<number> {
  const { lang } = o;
  const t = words(lang);
  const text = await readInput(io, o.path, t.fieldPrompt, lang);
  if (!text.ok) return reportFailure(io, text.error);
  // Read as a game's start, so solve and play take and refuse the same fields.
  const start = parseStartField(text.value);
  if (!start.ok) {
    const where = o.path === '-' ? 'stdin' : o.path;
    io.stderr(`ludoteca: ${where}: ${describeSameGameError(start.error, lang)}\n`);
    return 1;
  }
  const { field, params } = start.value;
  // A small field the exact search finishes up front is answered at once, its line proven best; any other
  // field gets every core searching for what is left of the budget, and the best line of them is printed.
  const started = performance.now();
  const exact = solveExactly(field, EXACT_NODES, () => performance.now() - started >= o.timeMs);
  const timeMs = Math.max(1, o.timeMs - Math.round(performance.now() - started));
  const result = exact ?? (await solveOnCores(field, { timeMs, seed: formatField(field, '/') }));
  const proven = exact !== undefined;
  let state = newState(params, field);
  const moves: string[] = [];
  const rows: string[] = [];
  for (const move of result.moves) {
    if (!checkMove(state, move.x, move.y).ok) {
      io.stderr(`ludoteca: internal error: the solver proposed ${move.x},${move.y}, which is not a legal move\n`);
      return 1;
    }
    const notation = formatMove(state, move);
    state = play(state, move);
    moves.push(notation);
    const last = state.last as { removed: number; points: number };
    const gained = state.blocksLeft === 0 ? `+${last.points - CLEAR_BONUS} +${CLEAR_BONUS} bonus` : `+${last.points}`;
    rows.push(
      `${String(moves.length).padStart(4)}. ${notation.padEnd(6)} ${t.blocks(last.removed).padEnd(11)} ${gained}`,
    );
  }
  const cleared = state.blocksLeft === 0;
  if (o.json) {
    io.stdout(`${JSON.stringify({ score: state.score, cleared, moves, proven })}\n`);
    return 0;
  }
  const outcome = cleared ? t.cleared : t.left(state.blocksLeft);
  io.stdout(`${t.score(state.score)}, ${outcome}, ${t.moves(moves.length)}${proven ? t.provenBest : ''}\n`);
  if (rows.length > 0) io.stdout(`${rows.join('\n')}\n`);
  return 0;
}
