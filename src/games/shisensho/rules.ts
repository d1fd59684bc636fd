// Shisen-Sho rules (docs/shisensho.md; KShisen for gravity and the board sizes): legal
// pairs, removal, gravity, stuck detection, scramble, and the Game interface.
import type { Game, Outcome } from '../../core/game.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng, type Rng, shuffle } from '../../core/rng.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import {
  type Board,
  type Cell,
  cellAt,
  copyBoard,
  countTiles,
  formatBoard,
  formatCell,
  formatTile,
  indexOf,
  isBefore,
  isOnBoard,
  parseBoard,
  parseCellPair,
  type ShisenShoMove,
  setCell,
  settleColumn,
  tileCounts,
} from './board.js';
import { dealBoard, type WinnableDeals } from './deal.js';
import type { ShisenShoError } from './errors.js';
import { describeShisenShoError } from './messages.js';
import { checkParams, DEFAULT_PARAMS, formatParams, pairCount, parseParams, type ShisenShoParams } from './params.js';
import { findPath, minTurns } from './path.js';

/** A corner point of a path, `[col, row]` 1-based on the board, 0 and W+1 / H+1 on the ring (docs/formats.md). */
export type PathPoint = readonly [number, number];

/**
 * The Scramble as a record move (notation `scramble N`, our extension of docs/formats.md's two-cell moves): N is
 * its draw, the scramble's number in the game counting the ones undone, and seeds its shuffle, so every scramble
 * of a game is a new one and a record still replays exactly. Without a draw (a bare `scramble`, as records kept
 * before 2026-11-28) the shuffle is seeded by the move number, as it then was.
 */
export interface ScrambleMove {
  readonly scramble: true;
  readonly draw?: number;
}

/** A move of the Game: a pair to remove, or a scramble. The solver, hints and legalMoves deal in pairs only. */
export type ShisenShoPlay = ShisenShoMove | ScrambleMove;

/** The scramble of old records, seeded by the move number. */
export const SCRAMBLE_MOVE: ScrambleMove = { scramble: true };
/** The notation of a scramble in records: this word, then its draw. */
export const SCRAMBLE_NOTATION = 'scramble';
/** The highest draw a scramble may have: far more scrambles than a game will see, and a short number. */
export const MAX_DRAW = 999_999;

/** The scramble numbered `draw` (1 for a game's first). */
export function scrambleMove(draw: number): ScrambleMove {
  return { scramble: true, draw };
}

export function isScramble(move: ShisenShoPlay): move is ScrambleMove {
  return 'scramble' in move;
}

export interface ShisenShoState {
  readonly params: ShisenShoParams;
  readonly board: Board;
  readonly tilesLeft: number;
  /**
   * Seeds every scramble of the game with the move number (as Scarabeo's bagSeed), so a record with scrambles
   * replays to the same boards: drawn from the deal's generator after the deal, or derived from a start position.
   */
  readonly seed: string;
  /** Moves (pairs and scrambles) played since the start. */
  readonly moves: number;
  /** Scrambles among them. */
  readonly scrambles: number;
  /**
   * The highest draw among the scrambles played to reach this state (0 before any): a scramble's draw must be
   * higher, so no draw comes twice on one line. An old record's scramble counts as the scramble's number.
   */
  readonly draws: number;
  /** The last pair removed and its path (as it ran before the removal), for drawing; absent at the start. */
  readonly last?: { readonly move: ShisenShoMove; readonly path: readonly PathPoint[] };
}

/** A game starting on `board`; without a seed (an imported position) the scramble seed is derived from the board. */
export function newState(params: ShisenShoParams, board: Board, seed?: string): ShisenShoState {
  return {
    params,
    board,
    tilesLeft: countTiles(board),
    seed: seed ?? `position:${formatBoard(board)}`,
    moves: 0,
    scrambles: 0,
    draws: 0,
  };
}

/**
 * Deals from `rng` (winnable params through `deals`), then draws the scramble seed from it (after the deal,
 * so game ids keep their boards).
 */
export function newGame(params: ShisenShoParams, rng: Rng, deals: WinnableDeals): ShisenShoState {
  const board = dealBoard(params, rng, deals);
  return newState(params, board, `${rng.nextUint32().toString(36)}${rng.nextUint32().toString(36)}`);
}

/** Params that describe an imported board: its size and the highest kind in it. */
export function paramsOfBoard(board: Board, gravity = false): ShisenShoParams {
  let kinds = 1;
  for (const c of board.cells) if (c > kinds) kinds = c;
  return { width: board.width, height: board.height, kinds, gravity, winnable: false };
}

/** Checks a board against params: size, kinds, an even count of each kind, and no floating tile under gravity. */
export function checkBoard(params: ShisenShoParams, board: Board): Result<Board, ShisenShoError> {
  const { width, height } = board;
  if (width !== params.width || height !== params.height) {
    return err({ code: 'board-size', width, height, expected: `${params.width}×${params.height}` });
  }
  const counts = tileCounts(board);
  for (let k = 1; k < counts.length; k++) {
    if (counts[k] === 0) continue;
    if (k > params.kinds) return err({ code: 'too-many-kinds', tile: formatTile(k), kinds: params.kinds });
    if (counts[k] % 2 !== 0) return err({ code: 'odd-count', tile: formatTile(k), count: counts[k] });
  }
  if (params.gravity) {
    for (let x = 0; x < width; x++) {
      for (let y = 1; y < height; y++) {
        if (board.cells[indexOf(board, x, y)] === 0 && board.cells[indexOf(board, x, y - 1)] !== 0) {
          return err({ code: 'floating-tile', cell: formatCell({ x, y: y - 1 }) });
        }
      }
    }
  }
  return ok(board);
}

export function parsePosition(params: ShisenShoParams, text: string): Result<ShisenShoState, ShisenShoError> {
  const board = parseBoard(text);
  if (!board.ok) return board;
  const checked = checkBoard(params, board.value);
  return checked.ok ? ok(newState(params, checked.value)) : checked;
}

export function formatPosition(state: ShisenShoState): string {
  return formatBoard(state.board);
}

/** Puts two cells in canonical (reading) order. */
export function orderPair(a: Cell, b: Cell): ShisenShoMove {
  return isBefore(b, a) ? { a: b, b: a } : { a, b };
}

/** The path's corner points as docs/formats.md writes them (padded coordinates are exactly that). */
function toPoints(board: Board, indices: Int32Array, n: number): PathPoint[] {
  const stride = board.width + 2;
  const points: PathPoint[] = [];
  for (let k = 0; k < n; k++) points.push([indices[k] % stride, Math.floor(indices[k] / stride)]);
  return points;
}

/** The drawn path of a legal pair (fewest turns, then shortest), or undefined when the tiles cannot be joined. */
export function pathOf(board: Board, move: ShisenShoMove): PathPoint[] | undefined {
  const out = new Int32Array(4);
  const n = findPath(board, indexOf(board, move.a.x, move.a.y), indexOf(board, move.b.x, move.b.y), out);
  return n === 0 ? undefined : toPoints(board, out, n);
}

/**
 * Checks that two cells form a removable pair; the error names the first rule broken, in this order: a cell
 * outside the board, the same cell twice, an empty cell, different kinds, then the path (needs 3+ turns, or
 * blocked outright). On success gives the canonical move and its path.
 */
export function checkPair(
  board: Board,
  first: Cell,
  second: Cell,
): Result<{ readonly move: ShisenShoMove; readonly path: PathPoint[] }, ShisenShoError> {
  for (const c of [first, second]) {
    if (!isOnBoard(board, c)) {
      return err({ code: 'outside-board', cell: cellText(c), width: board.width, height: board.height });
    }
  }
  if (first.x === second.x && first.y === second.y) return err({ code: 'same-cell', cell: formatCell(first) });
  const { a, b } = orderPair(first, second);
  const ia = indexOf(board, a.x, a.y);
  const ib = indexOf(board, b.x, b.y);
  for (const [c, i] of [
    [a, ia],
    [b, ib],
  ] as const) {
    if (board.cells[i] === 0) return err({ code: 'empty-cell', cell: formatCell(c) });
  }
  const [ta, tb] = [formatCell(a), formatCell(b)];
  if (board.cells[ia] !== board.cells[ib]) {
    return err({
      code: 'different-kinds',
      a: ta,
      b: tb,
      tileA: formatTile(board.cells[ia]),
      tileB: formatTile(board.cells[ib]),
    });
  }
  const path = pathOf(board, { a, b });
  if (path) return ok({ move: { a, b }, path });
  const turns = minTurns(board.cells, board.width + 2, board.height + 2, ia, ib);
  return turns < 0 ? err({ code: 'blocked', a: ta, b: tb }) : err({ code: 'path-needs-3-turns', a: ta, b: tb, turns });
}

/**
 * A cell's text even when it lies off the board: as typed for any cell a player can type (row 0 is `a0`),
 * numbers only left of column a or above row 0, which no typed cell reaches.
 */
function cellText(c: Cell): string {
  return c.x >= 0 && c.y >= -1 ? formatCell(c) : `(${c.x + 1}, ${c.y + 1})`;
}

/**
 * The draw a move's text gives a scramble: null for a bare `scramble`, the text after it for `scramble N` (to be
 * checked), undefined when the text is no scramble at all. Case and spaces around and between are ignored.
 */
function scrambleText(text: string): string | null | undefined {
  if (text.length > TEXT_LIMITS.move) return undefined;
  const m = /^scramble(?:\s+(\S+))?$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  return m[1] ?? null;
}

/** Whether a move's text is a scramble (with its draw or without). */
export function isScrambleText(text: string): boolean {
  return scrambleText(text) !== undefined;
}

/**
 * Parses `b3 h7` or `b3-h7` (docs/formats.md) and checks the pair, or `scramble N` (legal while tiles remain,
 * N a whole number above every draw already on this line, at most MAX_DRAW), or an old record's `scramble`.
 */
export function parseMove(state: ShisenShoState, text: string): Result<ShisenShoPlay, ShisenShoError> {
  const draw = scrambleText(text);
  if (draw === undefined) return parsePair(state, text);
  if (state.tilesLeft === 0) return err({ code: 'nothing-to-scramble' });
  if (draw === null) return ok(SCRAMBLE_MOVE);
  const n = /^\d{1,7}$/.test(draw) ? Number(draw) : Number.NaN;
  if (!(n > state.draws && n <= MAX_DRAW)) {
    return err({ code: 'scramble-draw', text: excerpt(draw), after: state.draws, max: MAX_DRAW });
  }
  return ok(scrambleMove(n));
}

/** Parses and checks a pair only (`b3 h7` or `b3-h7`). */
export function parsePair(state: ShisenShoState, text: string): Result<ShisenShoMove, ShisenShoError> {
  const cells = parseCellPair(text);
  if (!cells) return err({ code: 'move-syntax', text: excerpt(text) });
  const r = checkPair(state.board, cells[0], cells[1]);
  return r.ok ? ok(r.value.move) : r;
}

export function formatMove(_state: ShisenShoState, move: ShisenShoPlay): string {
  if (isScramble(move)) return move.draw === undefined ? SCRAMBLE_NOTATION : `${SCRAMBLE_NOTATION} ${move.draw}`;
  const { a, b } = orderPair(move.a, move.b);
  return `${formatCell(a)} ${formatCell(b)}`;
}

/** Empties two cells of a board in place and, with gravity, lets their columns settle. */
export function removePair(board: Board, move: ShisenShoMove, gravity: boolean): void {
  setCell(board, indexOf(board, move.a.x, move.a.y), 0);
  setCell(board, indexOf(board, move.b.x, move.b.y), 0);
  if (gravity) {
    settleColumn(board, move.a.x + 1);
    if (move.b.x !== move.a.x) settleColumn(board, move.b.x + 1);
  }
}

/**
 * The next state after a pair, or after a scramble seeded by the game's seed and the scramble's draw (an old
 * record's, by the move number); winnable params scramble through `deals`.
 */
export function play(state: ShisenShoState, move: ShisenShoPlay, deals: WinnableDeals): ShisenShoState {
  if (isScramble(move)) {
    const scrambles = state.scrambles + 1;
    const draws = Math.max(state.draws, move.draw ?? scrambles);
    return { ...scramble(state, scrambleRng(state, move), deals), moves: state.moves + 1, scrambles, draws };
  }
  const path = pathOf(state.board, move) ?? [];
  const board = copyBoard(state.board);
  removePair(board, move, state.params.gravity);
  return {
    params: state.params,
    board,
    tilesLeft: state.tilesLeft - 2,
    seed: state.seed,
    moves: state.moves + 1,
    scrambles: state.scrambles,
    draws: state.draws,
    last: { move: orderPair(move.a, move.b), path },
  };
}

/**
 * The generator of `move` played on `state`: seeded by the game and the scramble's draw, so each scramble of a
 * game is a new shuffle, the same in every replay; an old record's scramble (no draw) by the move number.
 */
export function scrambleRng(state: ShisenShoState, move: ScrambleMove = SCRAMBLE_MOVE): Rng {
  if (move.draw !== undefined) return createRng(`${state.seed}:scramble-draw:${move.draw}`);
  return createRng(`${state.seed}:scramble:${state.moves + 1}`);
}

/** Padded indices of the tiles of each kind: tilesByKind(board)[k] for kind k. */
function tilesByKind(board: Board): number[][] {
  const byKind: number[][] = Array.from({ length: 43 }, () => []);
  for (let i = 0; i < board.cells.length; i++) if (board.cells[i] !== 0) byKind[board.cells[i]].push(i);
  return byKind;
}

/** Every removable pair, in canonical order (by the first cell, then the second, in reading order). */
export function legalPairs(board: Board): ShisenShoMove[] {
  const pairs: [number, number][] = [];
  for (const tiles of tilesByKind(board)) {
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) {
        if (findPath(board, tiles[i], tiles[j]) !== 0) pairs.push([tiles[i], tiles[j]]);
      }
    }
  }
  // Padded indices are in reading order, so sorting them sorts the moves canonically.
  pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  return pairs.map(([i, j]) => ({ a: cellAt(board, i), b: cellAt(board, j) }));
}

/** True when some pair can be removed; stops at the first. */
export function hasPair(board: Board): boolean {
  for (const tiles of tilesByKind(board)) {
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) {
        if (findPath(board, tiles[i], tiles[j]) !== 0) return true;
      }
    }
  }
  return false;
}

export function legalMoves(state: ShisenShoState): ShisenShoMove[] {
  return legalPairs(state.board);
}

export function isWon(state: ShisenShoState): boolean {
  return state.tilesLeft === 0;
}

/** Tiles remain and no pair can be removed: the game is lost (unless the player scrambles). */
export function isStuck(state: ShisenShoState): boolean {
  return state.tilesLeft > 0 && !hasPair(state.board);
}

export function isOver(state: ShisenShoState): boolean {
  return state.tilesLeft === 0 || !hasPair(state.board);
}

/**
 * A uniform shuffle of the remaining tiles over the occupied cells (empty cells stay empty), as the spec's
 * Scramble: each call is a fresh Fisher–Yates shuffle, so using it twice does not undo it (the seed's did).
 */
export function scrambleBoard(board: Board, rng: Rng): Board {
  const occupied: number[] = [];
  for (let i = 0; i < board.cells.length; i++) if (board.cells[i] !== 0) occupied.push(i);
  const kinds = shuffle(
    occupied.map((i) => board.cells[i]),
    rng,
  );
  const next = copyBoard(board);
  occupied.forEach((i, k) => {
    setCell(next, i, kinds[k]);
  });
  return next;
}

/**
 * The Scramble on a game: with winnable params the tiles are rearranged over the same cells so that the board
 * can still be cleared (by `deals`); otherwise a uniform shuffle.
 */
export function scramble(state: ShisenShoState, rng: Rng, deals: WinnableDeals): ShisenShoState {
  const board = state.params.winnable
    ? deals.scramble(state.board, state.params.gravity, rng).board
    : scrambleBoard(state.board, rng);
  const { params, tilesLeft, seed, moves, scrambles, draws } = state;
  return { params, board, tilesLeft, seed, moves, scrambles, draws };
}

/**
 * Whether the board was cleared, with the scrambles used; the record's result is `won` (cleared) or `stuck`
 * (tiles left and no pair to remove), as docs/formats.md says.
 */
export function outcome(state: ShisenShoState): Outcome {
  const { scrambles } = state;
  if (!isOver(state)) return { over: false, scrambles };
  const won = isWon(state);
  return { over: true, won, scrambles, result: won ? 'won' : 'stuck' };
}

/**
 * A won game removes every pair, one move each; its scrambles come on top. So the pair moves of a won record are
 * counted without dealing its board (anything but a scramble is a pair, or refused by the replay).
 */
export function wonMoves(params: ShisenShoParams, moves: readonly string[]): { need: number; have: number } {
  let have = 0;
  for (const text of moves) if (!isScrambleText(text)) have++;
  return { need: pairCount(params), have };
}

export type ShisenShoGame = Game<ShisenShoParams, ShisenShoState, ShisenShoPlay, ShisenShoError>;

/**
 * The Game, given how to deal and scramble winnable boards (the solver's job, one layer up: pass
 * src/ai/shisensho's `winnableDeals`, or use the `shisensho` built there).
 */
export function shisenShoGame(deals: WinnableDeals): ShisenShoGame {
  return {
    name: 'shisensho',
    defaultParams: DEFAULT_PARAMS,
    ranking: 'time',
    parseParams,
    formatParams,
    seats: () => 1,
    newGame: (params, rng) => newGame(params, rng, deals),
    parsePosition,
    formatPosition,
    parseMove,
    formatMove,
    play: (state, move) => play(state, move, deals),
    legalMoves,
    isOver,
    wonMoves,
    toMove: () => 0,
    outcome,
    view: (state) => state,
    describeError: describeShisenShoError,
  };
}

export { checkParams };
