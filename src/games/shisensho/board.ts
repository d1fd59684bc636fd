// The Shisen-Sho board: tile codes, a padded Uint8Array with the one-cell empty ring, board text, cells, moves.
import { formatColumnLetters, parseColumnLetters } from '../../core/grid.js';
import { err, ok, type Result } from '../../core/result.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { ShisenShoError } from './errors.js';
import { LIMITS } from './params.js';

/** Tile codes in docs/formats.md order; kind k (1-based) is TILE_CODES[k - 1]. */
export const TILE_CODES = [
  ...['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'],
  ...['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'],
  ...['1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s'],
  ...['1z', '2z', '3z', '4z', '5z', '6z', '7z'],
  ...['1f', '2f', '3f', '4f', '5f', '6f', '7f', '8f'],
] as const;
export type TileCode = (typeof TILE_CODES)[number];
export const EMPTY_CODE = '..';

const KIND_OF_CODE: ReadonlyMap<string, number> = new Map(TILE_CODES.map((c, i) => [c, i + 1]));

/**
 * A board of `width` × `height` cells inside a ring of empty cells: `cells` has (width+2)·(height+2)
 * entries, row-major, index (y+1)·(width+2) + (x+1) for the board cell (x, y), 0 = empty, 1–42 a kind.
 * Paths may run through the ring, so the path check needs no bounds tests; the ring is never written.
 *
 * `rowBits` and `colBits` say which cells hold a tile, a row or a column in one 32-bit word (the board is at
 * most 32 × 24): bit x of rowBits[y + 1] and bit y of colBits[x + 1] are set when the board cell (x, y) holds
 * a tile; the ring's entries (rowBits[0], rowBits[height + 1], colBits[0], colBits[width + 1]) stay 0. The path
 * check reads only these. Everything is read-only at the surface: write cells with `setCell` (or
 * `settleColumn`, `fillCells`), which keep the masks in step.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly cells: Readonly<Uint8Array>;
  readonly rowBits: Int32Array;
  readonly colBits: Int32Array;
}

/** The cells of a board and its size, without the masks: what the solver takes (e.g. from a Web Worker message). */
export interface BoardCells {
  readonly width: number;
  readonly height: number;
  readonly cells: Readonly<Uint8Array>;
}

/** A board cell, 0-based: x from the left, y from the top (`a1` is {x: 0, y: 0}). */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Two tiles to remove, in canonical (reading) order: `a` before `b`. */
export interface ShisenShoMove {
  readonly a: Cell;
  readonly b: Cell;
}

export function createBoard(width: number, height: number): Board {
  return {
    width,
    height,
    cells: new Uint8Array((width + 2) * (height + 2)),
    rowBits: new Int32Array(height + 2),
    colBits: new Int32Array(width + 2),
  };
}

export function copyBoard(board: Board): Board {
  return {
    width: board.width,
    height: board.height,
    cells: board.cells.slice(),
    rowBits: board.rowBits.slice(),
    colBits: board.colBits.slice(),
  };
}

/** A board (with its masks) holding a copy of `source`'s cells. */
export function boardOf(source: BoardCells): Board {
  const board = createBoard(source.width, source.height);
  fillCells(board, source.cells);
  return board;
}

/**
 * Puts `kind` (0: empty) in the board cell at padded index `index` and updates the masks: O(1). `index`
 * must be a board cell, never the ring.
 */
export function setCell(board: Board, index: number, kind: number): void {
  const stride = board.colBits.length;
  const x = index % stride;
  const y = (index - x) / stride;
  (board.cells as Uint8Array)[index] = kind;
  if (kind !== 0) {
    board.rowBits[y] |= 1 << (x - 1);
    board.colBits[x] |= 1 << (y - 1);
  } else {
    board.rowBits[y] &= ~(1 << (x - 1));
    board.colBits[x] &= ~(1 << (y - 1));
  }
}

/** Copies a whole padded cell array (the ring empty) into the board and recomputes the masks: O(W·H). */
export function fillCells(board: Board, cells: Readonly<Uint8Array>): void {
  (board.cells as Uint8Array).set(cells);
  const stride = board.width + 2;
  board.rowBits.fill(0);
  board.colBits.fill(0);
  for (let y = 1; y <= board.height; y++) {
    for (let x = 1; x <= board.width; x++) {
      if (cells[y * stride + x] === 0) continue;
      board.rowBits[y] |= 1 << (x - 1);
      board.colBits[x] |= 1 << (y - 1);
    }
  }
}

/** The padded index of board cell (x, y). */
export function indexOf(board: Board, x: number, y: number): number {
  return (y + 1) * (board.width + 2) + x + 1;
}

/** The board cell at a padded index (the ring gives -1 or width / height). */
export function cellAt(board: Board, index: number): Cell {
  const stride = board.width + 2;
  return { x: (index % stride) - 1, y: Math.floor(index / stride) - 1 };
}

export function kindAt(board: Board, x: number, y: number): number {
  return board.cells[indexOf(board, x, y)];
}

export function isOnBoard(board: Board, cell: Cell): boolean {
  return cell.x >= 0 && cell.y >= 0 && cell.x < board.width && cell.y < board.height;
}

export function countTiles(board: Board): number {
  let n = 0;
  for (const c of board.cells) if (c !== 0) n++;
  return n;
}

/** How many tiles of each kind lie on the board: counts[k] for kind k (index 0 unused). */
export function tileCounts(board: Board): number[] {
  const counts = new Array<number>(LIMITS.maxKinds + 1).fill(0);
  for (const c of board.cells) if (c !== 0) counts[c]++;
  return counts;
}

export function boardsEqual(a: Board, b: Board): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

export function formatTile(kind: number): string {
  return kind === 0 ? EMPTY_CODE : TILE_CODES[kind - 1];
}

/** The kind of a tile code (0 for `..`), or -1 when the text is not a code. Case-insensitive. */
export function parseTile(text: string): number {
  const t = text.toLowerCase();
  return t === EMPTY_CODE ? 0 : (KIND_OF_CODE.get(t) ?? -1);
}

/**
 * H lines of W codes separated by one space, top row first (docs/formats.md); the one-line form joins the rows
 * with `/` as `rowSeparator`.
 */
export function formatBoard(board: Board, rowSeparator = '\n'): string {
  const lines: string[] = [];
  for (let y = 0; y < board.height; y++) {
    const row: string[] = [];
    for (let x = 0; x < board.width; x++) row.push(formatTile(kindAt(board, x, y)));
    lines.push(row.join(' '));
  }
  return lines.join(rowSeparator);
}

/**
 * Reads board text, its rows on lines or in the one-line form (joined by `/`), lenient about white space and
 * case; counts and params are checked by the rules.
 */
export function parseBoard(text: string): Result<Board, ShisenShoError> {
  if (text.length > TEXT_LIMITS.position) return err({ code: 'board-syntax', line: 1, reason: 'too-long' });
  const lines = text
    .split(/\r?\n|\//)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length === 0) return err({ code: 'board-syntax', line: 1, reason: 'empty' });
  if (lines.length > LIMITS.maxHeight)
    return err({ code: 'board-syntax', line: LIMITS.maxHeight + 1, reason: 'too-large' });
  const rows = lines.map((l) => l.split(/\s+/));
  const width = rows[0].length;
  if (width > LIMITS.maxWidth) return err({ code: 'board-syntax', line: 1, reason: 'too-large' });
  const board = createBoard(width, rows.length);
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y];
    if (row.length !== width) return err({ code: 'board-syntax', line: y + 1, reason: 'ragged-rows' });
    for (let x = 0; x < width; x++) {
      const kind = parseTile(row[x]);
      if (kind < 0) return err({ code: 'board-syntax', line: y + 1, reason: 'bad-tile', token: row[x].slice(0, 20) });
      setCell(board, indexOf(board, x, y), kind);
    }
  }
  return ok(board);
}

/** `a1` is the top-left cell; after `z` come `aa`, `ab`, … (docs/formats.md). */
export function formatCell(cell: Cell): string {
  return `${formatColumnLetters(cell.x)}${cell.y + 1}`;
}

/** Reads a cell such as `b3` (any case); the cell may lie outside a board (the rules say so). */
export function parseCell(text: string): Cell | undefined {
  const m = /^([a-z]{1,3})(\d{1,4})$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  return { x: parseColumnLetters(m[1]), y: Number(m[2]) - 1 };
}

/** True when cell a comes before cell b in reading order (row, then column): the canonical order of a move. */
export function isBefore(a: Cell, b: Cell): boolean {
  return a.y < b.y || (a.y === b.y && a.x < b.x);
}

/** The two cells of a move, `b3 h7` or `b3-h7`, in the order typed; undefined when the text is not two cells. */
export function parseCellPair(text: string): readonly [Cell, Cell] | undefined {
  // Trimmed first, and one way to match each text (no two white-space runs side by side): linear in the text.
  const m =
    text.length <= TEXT_LIMITS.move
      ? /^([a-z]{1,3}\d{1,4})(?:\s*-\s*|\s+)([a-z]{1,3}\d{1,4})$/i.exec(text.trim())
      : null;
  if (!m) return undefined;
  const a = parseCell(m[1]);
  const b = parseCell(m[2]);
  return a && b ? [a, b] : undefined;
}

/**
 * Gravity (KShisen's): in padded column `column` the tiles fall down until they rest on a tile or the
 * bottom. Mutates the board, masks included.
 */
export function settleColumn(board: Board, column: number): void {
  const cells = board.cells;
  const stride = board.width + 2;
  let write = board.height * stride + column;
  for (let read = write; read >= stride; read -= stride) {
    const c = cells[read];
    if (c === 0) continue;
    if (read !== write) {
      setCell(board, write, c);
      setCell(board, read, 0);
    }
    write -= stride;
  }
}
