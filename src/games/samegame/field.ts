// The SameGame field: a column-major Uint8Array (cell x*height + y, y = 0 at the bottom, 0 = empty,
// 1–9 colours), group finding by an iterative flood fill, and removal with compaction in place.
import { err, ok, type Result } from '../../core/result.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { SameGameError } from './errors.js';
import { LIMITS } from './params.js';

export interface Field {
  readonly width: number;
  readonly height: number;
  /** Column-major colours; read-only by convention at the surface, mutated only inside this module and solvers. */
  readonly cells: Uint8Array;
}

export function createField(width: number, height: number): Field {
  return { width, height, cells: new Uint8Array(width * height) };
}

export function copyField(field: Field): Field {
  return { width: field.width, height: field.height, cells: field.cells.slice() };
}

export function colorAt(field: Field, x: number, y: number): number {
  return field.cells[x * field.height + y] as number;
}

export function countBlocks(field: Field): number {
  let n = 0;
  for (const c of field.cells) if (c !== 0) n++;
  return n;
}

// Scratch buffers reused by every flood fill: group finding is the hot path, so it allocates nothing.
let stack = new Int32Array(0);
let seen = new Uint32Array(0);
let stamp = 0;
/** Which neighbours each cell has on a field of `edgesOf` (width, height): the bits below. */
let edges = new Uint8Array(0);
let edgesWidth = 0;
let edgesHeight = 0;
/** Per column, the lowest cell a removal emptied (-1: none); removeAndCompact leaves it all -1. */
let lowest = new Int32Array(0);
const HAS_BELOW = 1;
const HAS_ABOVE = 2;
const HAS_LEFT = 4;
const HAS_RIGHT = 8;

function ensureScratch(width: number, height: number): void {
  const size = width * height;
  if (stack.length < size) {
    stack = new Int32Array(size);
    seen = new Uint32Array(size);
    stamp = 0;
  }
  if (++stamp === 0xffffffff) {
    seen.fill(0);
    stamp = 1;
  }
  if (width !== edgesWidth || height !== edgesHeight) {
    // A table instead of i % height and bounds tests in the fill: computed once per field size.
    edges = new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      const y = i % height;
      edges[i] =
        (y > 0 ? HAS_BELOW : 0) |
        (y < height - 1 ? HAS_ABOVE : 0) |
        (i >= height ? HAS_LEFT : 0) |
        (i + height < size ? HAS_RIGHT : 0);
    }
    edgesWidth = width;
    edgesHeight = height;
  }
}

/**
 * Writes the cell indices of the group containing cell `index` into `out` (from position 0) and returns
 * its size; 0 for an empty cell. `out` must hold width*height entries.
 */
export function findGroup(field: Field, index: number, out: Int32Array): number {
  const { cells, height } = field;
  const color = cells[index] as number;
  if (color === 0) return 0;
  ensureScratch(field.width, height);
  // Local copies: the module's scratch bindings may be replaced by ensureScratch, never during a fill.
  const st = stack;
  const sn = seen;
  const ed = edges;
  // A block standing alone (most blocks a random pick meets) needs no fill.
  const e0 = ed[index] as number;
  if (
    ((e0 & HAS_BELOW) === 0 || cells[index - 1] !== color) &&
    ((e0 & HAS_ABOVE) === 0 || cells[index + 1] !== color) &&
    ((e0 & HAS_LEFT) === 0 || cells[index - height] !== color) &&
    ((e0 & HAS_RIGHT) === 0 || cells[index + height] !== color)
  ) {
    out[0] = index;
    return 1;
  }
  const mark = stamp;
  let top = 0;
  let n = 0;
  st[top++] = index;
  sn[index] = mark;
  while (top > 0) {
    const i = st[--top] as number;
    out[n++] = i;
    const e = ed[i] as number;
    // Below, above, left, right; a cell is pushed once, when first seen.
    if ((e & HAS_BELOW) !== 0 && cells[i - 1] === color && sn[i - 1] !== mark) {
      sn[i - 1] = mark;
      st[top++] = i - 1;
    }
    if ((e & HAS_ABOVE) !== 0 && cells[i + 1] === color && sn[i + 1] !== mark) {
      sn[i + 1] = mark;
      st[top++] = i + 1;
    }
    if ((e & HAS_LEFT) !== 0 && cells[i - height] === color && sn[i - height] !== mark) {
      sn[i - height] = mark;
      st[top++] = i - height;
    }
    if ((e & HAS_RIGHT) !== 0 && cells[i + height] === color && sn[i + height] !== mark) {
      sn[i + height] = mark;
      st[top++] = i + height;
    }
  }
  return n;
}

/** The size of the group at (x, y) without recording its cells. */
export function groupSize(field: Field, x: number, y: number): number {
  const out = new Int32Array(field.cells.length);
  return findGroup(field, x * field.height + y, out);
}

/**
 * Removes the `n` cells listed in `group` and compacts the field in place: blocks fall down in each column,
 * then empty columns are removed and the columns to their right slide left.
 */
export function removeAndCompact(field: Field, group: Int32Array, n: number): void {
  const { cells, height, width } = field;
  if (lowest.length < width) lowest = new Int32Array(width).fill(-1);
  let minX = width;
  let maxX = -1;
  for (let k = 0; k < n; k++) {
    const i = group[k] as number;
    cells[i] = 0;
    const x = (i / height) | 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    const low = lowest[x] as number;
    if (low < 0 || i < low) lowest[x] = i;
  }
  // Gravity, only in the columns the group touched (a group is connected: each of them lost a block), from
  // the lowest cell emptied in each; a column left empty means a slide.
  let emptied = false;
  for (let x = minX; x <= maxX; x++) {
    const base = x * height;
    const end = base + height;
    let write = lowest[x] as number;
    lowest[x] = -1;
    for (let r = write + 1; r < end; r++) {
      const c = cells[r] as number;
      if (c === 0) continue;
      cells[write++] = c;
      cells[r] = 0;
    }
    if (write === base) emptied = true;
  }
  if (!emptied) return;
  // Slide: copy every non-empty column (bottom cell set) left over the empty ones.
  let target = minX;
  for (let x = minX; x < width; x++) {
    if (cells[x * height] === 0) continue;
    if (x !== target) cells.copyWithin(target * height, x * height, x * height + height);
    target++;
  }
  if (target < width) cells.fill(0, target * height);
}

/** True when some block has an orthogonal neighbour of its colour, i.e. a move is left. */
export function hasMove(field: Field): boolean {
  const { cells, height, width } = field;
  // Compacted: a column's blocks sit at its bottom and the non-empty columns at the left, so each scan stops
  // at the first empty cell; a block pairs with the one above it or the one on its right.
  for (let x = 0; x < width; x++) {
    const base = x * height;
    if (cells[base] === 0) break;
    const end = base + height;
    const right = x + 1 < width;
    for (let i = base; i < end; i++) {
      const c = cells[i] as number;
      if (c === 0) break;
      if ((i + 1 < end && cells[i + 1] === c) || (right && cells[i + height] === c)) return true;
    }
  }
  return false;
}

export interface Group {
  /** The canonical block: smallest x, then smallest y. */
  readonly x: number;
  readonly y: number;
  readonly color: number;
  readonly size: number;
}

/** Every group of two or more blocks, in canonical order (by x, then y of the canonical block). */
export function findGroups(field: Field): Group[] {
  const { cells, height } = field;
  const total = cells.length;
  const label = new Int32Array(total).fill(-1);
  const out = new Int32Array(total);
  const groups: Group[] = [];
  // Cells are visited in column-major order, so the first cell met of a group is its canonical block.
  for (let i = 0; i < total; i++) {
    if (cells[i] === 0 || label[i] !== -1) continue;
    const n = findGroup(field, i, out);
    for (let k = 0; k < n; k++) label[out[k] as number] = i;
    if (n >= 2) groups.push({ x: (i / height) | 0, y: i % height, color: cells[i] as number, size: n });
  }
  return groups;
}

/** The canonical block of the group containing (x, y). */
export function canonicalBlock(field: Field, x: number, y: number): { x: number; y: number } {
  const out = new Int32Array(field.cells.length);
  const n = findGroup(field, x * field.height + y, out);
  let best = x * field.height + y;
  for (let k = 0; k < n; k++) if ((out[k] as number) < best) best = out[k] as number;
  return { x: (best / field.height) | 0, y: best % field.height };
}

/** The field in docs/formats.md text: H lines of W characters, top row first, `1`–`9` colours, `.` empty. */
export function formatField(field: Field, rowSeparator = '\n'): string {
  const rows: string[] = [];
  for (let y = field.height - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < field.width; x++) {
      const c = colorAt(field, x, y);
      row += c === 0 ? '.' : String(c);
    }
    rows.push(row);
  }
  return rows.join(rowSeparator);
}

/**
 * Parses a field (lines or `/`-joined rows, top row first). Holes are allowed only at the top of a
 * column or as whole empty columns at the right, as compaction leaves them.
 */
export function parseField(text: string): Result<Field, SameGameError> {
  if (text.length > TEXT_LIMITS.position) return err({ code: 'field-syntax', line: 1, reason: 'too-long' });
  // Split, then drop white space: a separator pattern with white space on both sides would backtrack over a
  // long run of spaces once per position, quadratic in the text.
  const lines = text
    .split(/[\n/]/)
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
  if (lines.length === 0) return err({ code: 'field-syntax', line: 1, reason: 'empty' });
  const width = (lines[0] as string).length;
  const height = lines.length;
  // Only the upper limit here, so that no text makes a field larger than a deal's; a game's start is checked
  // against both (parseStartField), with the message a size flag gets.
  for (const [what, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (value > LIMITS.maxSize) {
      return err({ code: 'size-out-of-range', what, value, min: LIMITS.minSize, max: LIMITS.maxSize });
    }
  }
  const field = createField(width, height);
  for (let row = 0; row < height; row++) {
    const line = lines[row] as string;
    if (line.length !== width) return err({ code: 'field-syntax', line: row + 1, reason: 'ragged-rows' });
    const y = height - 1 - row;
    for (let x = 0; x < width; x++) {
      const ch = line[x] as string;
      if (ch === '.') continue;
      if (ch < '1' || ch > '9') {
        const char = String.fromCodePoint(line.codePointAt(x) as number);
        return err({ code: 'field-syntax', line: row + 1, reason: 'bad-character', column: x + 1, char });
      }
      field.cells[x * height + y] = ch.charCodeAt(0) - 48;
    }
  }
  let emptyColumnSeen = false;
  for (let x = 0; x < width; x++) {
    let holeSeen = false;
    for (let y = 0; y < height; y++) {
      const c = colorAt(field, x, y);
      if (c === 0) holeSeen = true;
      else if (holeSeen) return err({ code: 'field-syntax', line: height - y, reason: 'floating-block' });
    }
    const empty = colorAt(field, x, 0) === 0;
    if (!empty && emptyColumnSeen) return err({ code: 'field-syntax', line: height, reason: 'gap-column' });
    if (empty) emptyColumnSeen = true;
  }
  return ok(field);
}

export function fieldsEqual(a: Field, b: Field): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}
