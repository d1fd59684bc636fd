// `ludoteca shisensho solve` and `ludoteca shisensho moves` (docs/formats.md): read a board, then the exact
// solver's answer replayed on the engine, or every removable pair with its path. Scripts get exact JSON.
import { shisensho, solve } from '../../ai/shisensho/index.js';
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
import { reportFailure } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import { type Lang, tr } from '../lang.js';
import type { MovesOptions, SolveOptions } from './options.js';
import { formatPath } from './render.js';
import { pairs, tiles } from './text.js';

/** Reads and checks the board of FILE (or stdin for `-`); a failure is already reported, as its exit status. */
async function readBoard(path: string, gravity: boolean, io: Io, lang: Lang): Promise<Result<Board, number>> {
  const prompt = tr(lang, 'Type or paste the board, then Ctrl-D:\n', 'Scrivi o incolla il tavolo, poi Ctrl-D:\n');
  const text = await readInput(io, path, prompt, lang);
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

export async function solveCommand(o: SolveOptions, io: Io): Promise<number> {
  const { lang } = o;
  const board = await readBoard(o.path, o.gravity, io, lang);
  if (!board.ok) return board.error;
  const result = solve(board.value, { gravity: o.gravity, maxNodes: o.maxNodes });
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
  const reason =
    result.solvable === null
      ? tr(
          lang,
          `the node budget ran out: the solver stopped after ${result.nodes} nodes (--max-nodes ${o.maxNodes}) without an answer`,
          `il limite di nodi si è esaurito: il risolutore si è fermato dopo ${result.nodes} nodi (--max-nodes ${o.maxNodes}) senza una risposta`,
        )
      : undefined;
  if (o.json) {
    io.stdout(`${JSON.stringify({ solvable: result.solvable, moves, ...(reason === undefined ? {} : { reason }) })}\n`);
    return 0;
  }
  const tilesOn = newState(paramsOfBoard(board.value, o.gravity), board.value).tilesLeft;
  const nodes =
    result.nodes === 1 ? tr(lang, '1 node', '1 nodo') : tr(lang, `${result.nodes} nodes`, `${result.nodes} nodi`);
  const gravity = o.gravity ? tr(lang, ' with gravity', ' con la gravità') : '';
  if (result.solvable === true) {
    io.stdout(
      tr(
        lang,
        `solvable${gravity}: ${pairs(lang, moves.length)} clear the ${tiles(lang, tilesOn)} (${nodes})\n`,
        `risolvibile${gravity}: ${pairs(lang, moves.length)} tolgono le ${tiles(lang, tilesOn)} (${nodes})\n`,
      ),
    );
    if (rows.length > 0) io.stdout(`${rows.join('\n')}\n`);
  } else if (result.solvable === false) {
    io.stdout(
      tr(
        lang,
        `not solvable${gravity}: no sequence of pairs clears the ${tiles(lang, tilesOn)} (proven, ${nodes})\n`,
        `non risolvibile${gravity}: nessuna sequenza di coppie toglie le ${tiles(lang, tilesOn)} (dimostrato, ${nodes})\n`,
      ),
    );
  } else {
    io.stdout(`${tr(lang, 'unknown', 'non so')}: ${reason}\n`);
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
  io.stdout(
    tr(lang, `${pairs(lang, found.length)} can be removed\n`, `${pairs(lang, found.length)} si possono togliere\n`),
  );
  for (const p of found) io.stdout(`  ${p.move.padEnd(8)} ${formatPath(board.value, p.path)}\n`);
  return 0;
}
