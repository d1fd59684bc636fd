// Konobi positions as text (docs/formats.md): N lines of N characters, `X` Black, `O` White, `.` empty, top row
// first, then the settings a position needs beyond its stones: `to-move: black|white` and, once the pie rule
// has been used, `swap: used`. The one-line form joins all lines with `/`, e.g.
// `...../..X../...../...../...../to-move: white`. Parsing is lenient (case, white space, `b`/`w`).
import { err, ok, type Result } from '../../core/result.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { KonobiError } from './errors.js';
import { LIMITS } from './params.js';
import { BLACK, type Colour, EMPTY, parseColour, WHITE } from './points.js';

export interface PositionText {
  readonly size: number;
  readonly cells: Uint8Array;
  /** Absent when the text has no `to-move:` line. */
  readonly toMove?: Colour;
  readonly swapped: boolean;
}

const ROW = /^[xo.\s]+$/i;
// `s`: the value runs to the end of the line whatever it holds (without it, a U+2028 in the value sends the
// match backtracking through the white space before it, quadratic in the line).
const SETTING = /^([a-z-]+)\s*:\s*(.*)$/is;

/** Reads the text of a position of any size from 5 to 19; rules.ts checks the rest (crosscuts, turn). */
export function parsePositionText(text: string): Result<PositionText, KonobiError> {
  if (text.length > TEXT_LIMITS.position) return err({ code: 'position-syntax', line: 1, reason: 'too-long' });
  const pieces = text.split(/\r?\n|\//);
  const rows: string[] = [];
  let toMove: Colour | undefined;
  let swapped: boolean | undefined;
  let settingSeen = false;
  for (let i = 0; i < pieces.length; i++) {
    const line = (pieces[i] as string).trim();
    const lineNumber = i + 1;
    if (line === '') continue;
    if (ROW.test(line)) {
      if (settingSeen) return err({ code: 'position-syntax', line: lineNumber, reason: 'row-after-setting' });
      rows.push(line.replace(/\s+/g, '').toUpperCase());
      continue;
    }
    const m = SETTING.exec(line);
    if (!m) return err({ code: 'position-syntax', line: lineNumber, reason: 'bad-character' });
    settingSeen = true;
    const key = (m[1] as string).toLowerCase();
    const value = (m[2] as string).trim().toLowerCase();
    if (key === 'to-move') {
      if (toMove !== undefined) return err({ code: 'position-syntax', line: lineNumber, reason: 'repeated-setting' });
      toMove = parseColour(value);
      if (toMove === undefined) return err({ code: 'position-syntax', line: lineNumber, reason: 'bad-to-move' });
    } else if (key === 'swap') {
      if (swapped !== undefined) return err({ code: 'position-syntax', line: lineNumber, reason: 'repeated-setting' });
      if (value !== 'used' && value !== 'no') {
        return err({ code: 'position-syntax', line: lineNumber, reason: 'bad-swap' });
      }
      swapped = value === 'used';
    } else {
      return err({ code: 'position-syntax', line: lineNumber, reason: 'unknown-line' });
    }
  }
  if (rows.length === 0) return err({ code: 'position-syntax', line: 1, reason: 'empty' });
  const columns = (rows[0] as string).length;
  for (let y = 0; y < rows.length; y++) {
    if ((rows[y] as string).length !== columns) {
      return err({ code: 'position-syntax', line: y + 1, reason: 'ragged-rows' });
    }
  }
  const size = rows.length;
  if (columns !== size || size < LIMITS.minSize || size > LIMITS.maxSize) {
    return err({ code: 'position-size', rows: size, columns, min: LIMITS.minSize, max: LIMITS.maxSize });
  }
  const cells = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    const row = rows[y] as string;
    for (let x = 0; x < size; x++) {
      const ch = row[x];
      cells[y * size + x] = ch === 'X' ? BLACK : ch === 'O' ? WHITE : EMPTY;
    }
  }
  return ok({ size, cells, swapped: swapped ?? false, ...(toMove === undefined ? {} : { toMove }) });
}

/** The board alone: N lines of N characters, joined by `rowSeparator` (`/` for the one-line form). */
export function formatBoardCells(size: number, cells: Uint8Array, rowSeparator = '\n'): string {
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const c = cells[y * size + x];
      row += c === BLACK ? 'X' : c === WHITE ? 'O' : '.';
    }
    rows.push(row);
  }
  return rows.join(rowSeparator);
}
