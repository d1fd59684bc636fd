// `ludoteca shisensho solve` and `ludoteca shisensho moves` (docs/formats.md): read a board, then the exact
// solver's answer (one search by nodes, or two on two cores by time) replayed on the engine, or every removable
// pair with its path. Scripts get exact JSON.
import { type SolveResult, shisensho, solve } from '../../ai/shisensho/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type Board,
  checkBoard,
  checkPair,
  describeShisenShoError,
  formatBoard,
  formatMove,
  legalPairs,
  newState,
  paramsOfBoard,
  parseBoard,
} from '../../games/shisensho/index.js';
import { solveOnCores } from '../../node/shisenshoCores.js';
import { reportFailure } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import type { Lang } from '../lang.js';
import type { MovesOptions, SolveBudget, SolveOptions } from './options.js';
import { formatPath } from './render.js';
import { words } from './text.js';

/** Reads and checks the board of FILE (or stdin for `-`); a failure is already reported, as its exit status. */
async function readBoard(path: string, gravity: boolean, io: Io, lang: Lang): Promise<Result<Board, number>> {
  const text = await readInput(io, path, words(lang).boardToEnd, lang);
  if (!text.ok) return err(reportFailure(io, text.error));
  const where = path === '-' ? 'stdin' : path;
  const board = parseBoard(text.value);
  const checked = board.ok ? checkBoard(paramsOfBoard(board.value, gravity), board.value) : board;
  if (!checked.ok) {
    io.stderr(`ludoteca: ${where}: ${describeShisenShoError(checked.error, lang)}\n`);
    return err(1);
  }
  return ok(checked.value);
}

/**
 * The solver's answer within the budget: one search of at most so many nodes (the same answer on every run), or
 * two searches on two cores for so many milliseconds (CoresSolver), whose nodes are counted together.
 */
async function search(board: Board, gravity: boolean, budget: SolveBudget): Promise<SolveResult> {
  if (budget.kind === 'nodes') return solve(board, { gravity, maxNodes: budget.maxNodes });
  const result = await solveOnCores(board, { gravity, timeMs: budget.timeMs });
  return { ...result, nodes: result.firstNodes + result.secondNodes };
}

function ranOut(nodes: number, budget: SolveBudget, lang: Lang): string {
  const t = words(lang);
  return budget.kind === 'nodes' ? t.budgetRanOut(nodes, budget.maxNodes) : t.timeRanOut(nodes, budget.timeMs);
}

export async function solveCommand(o: SolveOptions, io: Io): Promise<number> {
  const { lang } = o;
  const board = await readBoard(o.path, o.gravity, io, lang);
  if (!board.ok) return board.error;
  const result = await search(board.value, o.gravity, o.budget);
  // Replayed on the engine, so every pair printed is one the rules accept as the board then stands.
  let state = newState(paramsOfBoard(board.value, o.gravity), board.value);
  const moves: string[] = [];
  const rows: string[] = [];
  for (const move of result.moves) {
    const r = checkPair(state.board, move.a, move.b);
    if (!r.ok) {
      io.stderr(
        `ludoteca: internal error: the solver proposed ${formatMove(state, move)}, which is not a legal pair\n`,
      );
      return 1;
    }
    const notation = formatMove(state, r.value.move);
    rows.push(
      `${String(moves.length + 1).padStart(4)}. ${notation.padEnd(8)} ${formatPath(state.board, r.value.path)}`,
    );
    moves.push(notation);
    state = shisensho.play(state, r.value.move);
  }
  if (result.solvable === true && state.tilesLeft !== 0) {
    io.stderr(
      `ludoteca: internal error: the solver's pairs leave ${state.tilesLeft} tiles on\n${formatBoard(state.board)}\n`,
    );
    return 1;
  }
  const reason = result.solvable === null ? ranOut(result.nodes, o.budget, lang) : undefined;
  if (o.json) {
    io.stdout(`${JSON.stringify({ solvable: result.solvable, moves, ...(reason === undefined ? {} : { reason }) })}\n`);
    return 0;
  }
  const tilesOn = newState(paramsOfBoard(board.value, o.gravity), board.value).tilesLeft;
  const t = words(lang);
  const nodes = t.nodes(result.nodes);
  const gravity = o.gravity ? t.withGravitySolve : '';
  if (result.solvable === true) {
    io.stdout(t.solvable(gravity, moves.length, tilesOn, nodes));
    if (rows.length > 0) io.stdout(`${rows.join('\n')}\n`);
  } else if (result.solvable === false) {
    io.stdout(t.notSolvable(gravity, tilesOn, nodes));
  } else {
    io.stdout(`${t.unknown}: ${reason}\n`);
  }
  return 0;
}

export async function movesCommand(o: MovesOptions, io: Io): Promise<number> {
  const { lang } = o;
  const board = await readBoard(o.path, false, io, lang);
  if (!board.ok) return board.error;
  const state = newState(paramsOfBoard(board.value), board.value);
  const found = legalPairs(board.value).map((m) => {
    const r = checkPair(board.value, m.a, m.b);
    return { move: formatMove(state, m), path: r.ok ? r.value.path : [] };
  });
  if (o.json) {
    io.stdout(`${JSON.stringify({ pairs: found.map((p) => ({ move: p.move, path: p.path })) })}\n`);
    return 0;
  }
  io.stdout(words(lang).canBeRemoved(found.length));
  for (const p of found) io.stdout(`  ${p.move.padEnd(8)} ${formatPath(board.value, p.path)}\n`);
  return 0;
}
