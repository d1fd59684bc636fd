// Konobi rules (docs/konobi.md: the designer Luis Bolaños Mures' rules made precise): placing
// stones under the weak-connection and crosscut rules, forced passes, the pie rule, the win by a chain
// joining a player's two edges, and the Game interface. The caches that make this fast are in board.ts.
import type { Game, Outcome } from '../../core/game.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Rng } from '../../core/rng.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import { KonobiBoard } from './board.js';
import type { KonobiError } from './errors.js';
import { describeKonobiError } from './messages.js';
import { DEFAULT_PARAMS, formatParams, type KonobiParams, parseParams } from './params.js';
import {
  BLACK,
  type Colour,
  colourOf,
  formatPoint,
  opponent,
  parsePoint,
  type Stone,
  stoneOf,
  WHITE,
} from './points.js';
import { formatBoardCells, parsePositionText } from './position.js';

export interface KonobiState {
  readonly params: KonobiParams;
  /** The stones and the rule caches; read-only by convention: `play` copies it. */
  readonly board: KonobiBoard;
  readonly toMove: Colour;
  /**
   * The pie rule has been used: the players have exchanged colours. The stones keep their colours and
   * White moves next (the player who placed Black's first stone now plays White).
   */
  readonly swapped: boolean;
  /** The last move and who made it, for the faces to mark (undefined at the start). */
  readonly last?: { readonly colour: Colour; readonly move: KonobiMove };
}

/** A point is the index y * size + x (row 0 at the top). */
export type KonobiMove =
  | { readonly type: 'place'; readonly point: number }
  | { readonly type: 'pass' }
  | { readonly type: 'swap' };

export function newState(params: KonobiParams): KonobiState {
  return { params, board: new KonobiBoard(params.size), toMove: 'black', swapped: false };
}

/** Konobi has no deal: every game starts on the empty board, so the generator is not used. */
export function newGame(params: KonobiParams, _rng?: Rng): KonobiState {
  return newState(params);
}

function stateFromCells(
  size: number,
  cells: Uint8Array,
  toMove: Colour | undefined,
  swapped: boolean,
  fallback?: Colour,
): Result<KonobiState, KonobiError> {
  const board = new KonobiBoard(size);
  board.cells.set(cells);
  // A crosscut can never be reached (it is refused when formed), and the engine relies on there being none.
  const square = board.findCrosscut();
  if (square >= 0) return err({ code: 'position-crosscut', square: formatPoint(size, square) });
  board.recomputeAll();
  let colour = toMove;
  if (colour === undefined) {
    // Without passes the turn follows from the counts; with them the text must say whose turn it is.
    const black = board.stoneCount[BLACK] as number;
    const white = board.stoneCount[WHITE] as number;
    if (black === white) colour = 'black';
    else if (black === white + 1) colour = 'white';
    else if (fallback !== undefined) colour = fallback;
    else return err({ code: 'position-to-move' });
  }
  return ok({ params: { size }, board, toMove: colour, swapped });
}

/**
 * A position of any size from 5 to 19 (its size is the number of rows), e.g. for GTP's konobi-setup.
 * `fallback` is the side to move when neither the text nor the stone counts tell (forced passes make any
 * count reachable); without it such a position is refused.
 */
export function parseAnyPosition(text: string, fallback?: Colour): Result<KonobiState, KonobiError> {
  const parsed = parsePositionText(text);
  if (!parsed.ok) return parsed;
  const { size, cells, toMove, swapped } = parsed.value;
  return stateFromCells(size, cells, toMove, swapped, fallback);
}

/** A position of the params' size (docs/formats.md, with the `to-move:` and `swap:` lines of position.ts). */
export function parsePosition(params: KonobiParams, text: string): Result<KonobiState, KonobiError> {
  const parsed = parsePositionText(text);
  if (!parsed.ok) return parsed;
  const { size, cells, toMove, swapped } = parsed.value;
  if (size !== params.size) {
    return err({ code: 'position-size', rows: size, columns: size, min: params.size, max: params.size });
  }
  return stateFromCells(size, cells, toMove, swapped);
}

/** The position's canonical text: the board, `to-move: <colour>`, and `swap: used` once the pie rule was used. */
export function formatPosition(state: KonobiState, separator = '\n'): string {
  const lines = [formatBoard(state, separator), `to-move: ${state.toMove}`];
  if (state.swapped) lines.push('swap: used');
  return lines.join(separator);
}

/** The board alone (N lines, or one line joined by `/`), as GTP's konobi-setup and showboard use it. */
export function formatBoard(state: KonobiState, separator = '\n'): string {
  return formatBoardCells(state.board.size, state.board.cells, separator);
}

export function winner(state: KonobiState): Colour | undefined {
  const w = state.board.winner;
  return w === 0 ? undefined : colourOf(w as Stone);
}

/** The winner's chain that touches both of its edges, in reading order (empty while nobody has won). */
export function winningChain(state: KonobiState): number[] {
  const { board } = state;
  if (board.winner === 0) return [];
  let root = -1;
  for (let p = 0; p < board.cells.length && root < 0; p++) {
    if (board.cells[p] === board.winner && board.edges[board.find(p)] === 3) root = board.find(p);
  }
  const points: number[] = [];
  for (let p = 0; p < board.cells.length; p++) {
    if (board.cells[p] === board.winner && board.find(p) === root) points.push(p);
  }
  return points;
}

/** The game ends when a player has won; the "neither can move" case cannot happen (spec) but is covered. */
export function isOver(state: KonobiState): boolean {
  const { board } = state;
  return board.winner !== 0 || (board.legalCount[BLACK] === 0 && board.legalCount[WHITE] === 0);
}

/**
 * The point a face marks as the last move: the stone just placed or, after the pie rule's swap, the stone the
 * swap took over (Black's one stone); none after a pass or at the start.
 */
export function lastMovePoint(state: KonobiState): number | undefined {
  const move = state.last?.move;
  if (move?.type === 'place') return move.point;
  if (move?.type !== 'swap') return undefined;
  const stone = state.board.cells.findIndex((c) => c !== 0);
  return stone < 0 ? undefined : stone;
}

/** The pie rule: on White's first turn only, i.e. after Black's one stone, before any White move or swap. */
export function canSwap(state: KonobiState): boolean {
  const { board } = state;
  return (
    !state.swapped &&
    state.toMove === 'white' &&
    board.winner === 0 &&
    board.stoneCount[BLACK] === 1 &&
    board.stoneCount[WHITE] === 0
  );
}

/** The points where `colour` may place a stone now, in reading order (from the incremental cache). */
export function legalPoints(state: KonobiState, colour: Colour = state.toMove): number[] {
  const { legal } = state.board;
  const c = stoneOf(colour);
  const points: number[] = [];
  for (let p = 0; p < legal.length; p++) if (((legal[p] as number) & c) !== 0) points.push(p);
  return points;
}

/** Why `colour` may not place at `point` (occupied, crosscut, weak connection), or undefined when it may. */
export function checkPoint(state: KonobiState, colour: Colour, point: number): KonobiError | undefined {
  const { board } = state;
  const n = board.size;
  if (!Number.isInteger(point) || point < 0 || point >= n * n) {
    return { code: 'outside-board', text: String(point), size: n };
  }
  const why = board.refusal(point, stoneOf(colour));
  if (why === undefined) return undefined;
  const at = formatPoint(n, point);
  switch (why.rule) {
    case 'occupied':
      return { code: 'point-occupied', point: at, by: colourOf(board.cells[point] as Stone) };
    case 'crosscut':
      return { code: 'crosscut', point: at, stone: formatPoint(n, why.stone) };
    case 'weak':
      return {
        code: 'illegal-weak-connection',
        point: at,
        stone: formatPoint(n, why.stone),
        alternative: formatPoint(n, why.alternative),
      };
  }
}

/** Checks a move for the player to move; the error names the rule it breaks. */
export function checkMove(state: KonobiState, move: KonobiMove): Result<KonobiMove, KonobiError> {
  if (isOver(state)) return err({ code: 'game-over', winner: winner(state) });
  const { board } = state;
  switch (move.type) {
    case 'place': {
      const why = checkPoint(state, state.toMove, move.point);
      return why === undefined ? ok(move) : err(why);
    }
    case 'pass': {
      const count = board.legalCount[stoneOf(state.toMove)] as number;
      if (count === 0) return ok(move);
      const example = legalPoints(state)[0] as number;
      return err({ code: 'pass-not-allowed', count, example: formatPoint(board.size, example) });
    }
    case 'swap':
      return canSwap(state) ? ok(move) : err({ code: 'swap-not-allowed' });
  }
}

/** Parses a point, `pass` or `swap` (docs/formats.md; any case, white space around) and checks the move. */
export function parseMove(state: KonobiState, text: string): Result<KonobiMove, KonobiError> {
  if (text.length > TEXT_LIMITS.move) return err({ code: 'move-syntax', text: excerpt(text) });
  const t = text.trim().toLowerCase();
  if (t === 'pass') return checkMove(state, { type: 'pass' });
  if (t === 'swap') return checkMove(state, { type: 'swap' });
  const point = parsePoint(state.board.size, t);
  if (!point.ok) return point.error.code === 'move-syntax' ? err({ code: 'move-syntax', text }) : point;
  return checkMove(state, { type: 'place', point: point.value });
}

export function formatMove(state: KonobiState, move: KonobiMove): string {
  return move.type === 'place' ? formatPoint(state.board.size, move.point) : move.type;
}

/** The state after a legal move (trusts its input, as the Game interface says). */
export function play(state: KonobiState, move: KonobiMove): KonobiState {
  const last = { colour: state.toMove, move };
  switch (move.type) {
    case 'place': {
      const board = state.board.clone();
      board.place(move.point, stoneOf(state.toMove));
      return { params: state.params, board, toMove: opponent(state.toMove), swapped: state.swapped, last };
    }
    case 'pass':
      return { ...state, toMove: opponent(state.toMove), last };
    case 'swap':
      // The players exchange colours; the stones stay, and White (the first player now) is to move.
      return { ...state, swapped: true, last };
  }
}

/** Every legal move: the legal points in reading order, then `swap` when allowed; `pass` only when forced. */
export function legalMoves(state: KonobiState): KonobiMove[] {
  if (isOver(state)) return [];
  const moves: KonobiMove[] = legalPoints(state).map((point) => ({ type: 'place', point }));
  if (canSwap(state)) moves.push({ type: 'swap' });
  if (moves.length === 0) moves.push({ type: 'pass' });
  return moves;
}

/** The pass the side to move must play when it has no legal point (and no swap), else undefined. */
export function forcedMove(state: KonobiState): KonobiMove | undefined {
  if (isOver(state) || canSwap(state)) return undefined;
  return state.board.legalCount[stoneOf(state.toMove)] === 0 ? { type: 'pass' } : undefined;
}

/**
 * The seat (0 the first player, 1 the second) that plays `colour`: Black is the first player's until the pie
 * rule exchanges the colours.
 */
export function seatOf(state: KonobiState, colour: Colour): number {
  return (colour === 'black' ? 0 : 1) ^ (state.swapped ? 1 : 0);
}

/** The winner's seat once a chain joins its edges; the record's result is the winning colour (docs/formats.md). */
export function outcome(state: KonobiState): Outcome {
  if (!isOver(state)) return { over: false };
  const w = winner(state);
  return w === undefined ? { over: true, winners: [] } : { over: true, winners: [seatOf(state, w)], result: w };
}

export const konobi: Game<KonobiParams, KonobiState, KonobiMove, KonobiError> = {
  name: 'konobi',
  defaultParams: DEFAULT_PARAMS,
  parseParams,
  formatParams,
  seats: () => 2,
  newGame,
  parsePosition,
  formatPosition: (state) => formatPosition(state),
  parseMove,
  formatMove,
  play,
  legalMoves,
  forcedMove,
  isOver,
  toMove: (state) => seatOf(state, state.toMove),
  outcome,
  view: (state) => state,
  describeError: describeKonobiError,
};
