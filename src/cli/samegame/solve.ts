// `ludoteca samegame solve [FILE] [--time-ms N] [--json]`: the solver's best line for a field (a search on
// every core), replayed on the engine before printing, so every move and the score shown are the rules' own.
import {
  CLEAR_BONUS,
  checkMove,
  describeSameGameError,
  formatField,
  formatMove,
  newState,
  paramsOfField,
  parseField,
  play,
} from '../../games/samegame/index.js';
import { solveOnCores } from '../../node/samegameCores.js';
import { reportFailure } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import { tr } from '../lang.js';
import type { SolveOptions } from './options.js';
import { blocks } from './text.js';

export async function solveCommand(o: SolveOptions, io: Io): Promise<number> {
  const { lang } = o;
  const prompt = tr(lang, 'Type or paste the field, then Ctrl-D:\n', 'Scrivi o incolla il campo, poi Ctrl-D:\n');
  const text = await readInput(io, o.path, prompt, lang);
  if (!text.ok) return reportFailure(io, text.error);
  const field = parseField(text.value);
  if (!field.ok) {
    const where = o.path === '-' ? 'stdin' : o.path;
    io.stderr(`ludoteca: ${where}: ${describeSameGameError(field.error, lang)}\n`);
    return 1;
  }
  // Every core searches the field for the whole budget; the best line of them is printed.
  const result = await solveOnCores(field.value, { timeMs: o.timeMs, seed: formatField(field.value, '/') });
  let state = newState(paramsOfField(field.value), field.value);
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
      `${String(moves.length).padStart(4)}. ${notation.padEnd(6)} ${blocks(lang, last.removed).padEnd(11)} ${gained}`,
    );
  }
  const cleared = state.blocksLeft === 0;
  if (o.json) {
    io.stdout(`${JSON.stringify({ score: state.score, cleared, moves })}\n`);
    return 0;
  }
  const outcome = cleared
    ? tr(lang, 'field cleared', 'campo svuotato')
    : tr(lang, `${blocks(lang, state.blocksLeft)} left`, `blocchi rimasti ${state.blocksLeft}`);
  io.stdout(
    `${tr(lang, `score ${state.score}`, `punteggio ${state.score}`)}, ${outcome}, ${tr(lang, `${moves.length} moves`, `${moves.length} mosse`)}\n`,
  );
  if (rows.length > 0) io.stdout(`${rows.join('\n')}\n`);
  return 0;
}
