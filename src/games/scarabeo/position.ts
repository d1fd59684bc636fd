// Scarabeo positions as text (docs/formats.md): 17 lines of 17 characters (uppercase a tile, lowercase a jolly
// standing for that letter, `.` empty), then optional lines `rack: ABCDEFG?` and `rules: seed|editrice`.
// Parsing is lenient about blank lines, spaces around lines and the settings' case; errors give line and column.
import { err, ok, type Result } from '../../core/result.js';
import { TEXT_LIMITS } from '../../core/text.js';
import { JOLLY_COUNT, LETTER_COUNTS, letterCode, letterOf } from './alphabet.js';
import { type Cells, JOLLY, LETTER_MASK, SIZE, SQUARES } from './board.js';
import type { ScarabeoError } from './errors.js';
import { formatTiles, parseTiles, rackSize } from './notation.js';
import { RACK_JOLLY, RACK_SIZE, type Rack, type RulesVariant } from './play.js';
import { cellChar } from './rules.js';

export interface PositionText {
  readonly cells: Cells;
  /** Absent without a `rack:` line. */
  readonly rack?: Rack;
  /** Absent without a `rules:` line. */
  readonly rules?: RulesVariant;
}

// `s`: the value runs to the end of the line whatever it holds (without it, a U+2028 in the value sends the
// match backtracking through the white space before it, quadratic in the line).
const SETTING = /^([a-z]+)\s*:\s*(.*)$/is;

export function parsePositionText(text: string): Result<PositionText, ScarabeoError> {
  if (text.length > TEXT_LIMITS.position) return err(positionError(1, 0, 'too-long'));
  const lines = text.split(/\r?\n/);
  const cells = new Uint8Array(SQUARES);
  let rows = 0;
  let rack: Rack | undefined;
  let rules: RulesVariant | undefined;
  let settingSeen = false;
  let lastRowLine = 0;
  const syntax = (line: number, column: number, reason: Parameters<typeof positionError>[2]) =>
    err(positionError(line, column, reason));
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = raw.trim();
    const lineNumber = i + 1;
    if (line === '') continue;
    const setting = SETTING.exec(line);
    if (setting) {
      settingSeen = true;
      const key = (setting[1] as string).toLowerCase();
      const value = (setting[2] as string).trim();
      if (key === 'rack') {
        if (rack !== undefined) return syntax(lineNumber, 0, 'repeated-setting');
        const tiles = parseTiles(value);
        if (!tiles.ok) {
          const bad = tiles.error.code === 'bad-tile' ? tiles.error.letter : '';
          return syntax(lineNumber, raw.indexOf(bad, raw.indexOf(':') + 1) + 1, 'bad-rack');
        }
        if (rackSize(tiles.value) > RACK_SIZE) return syntax(lineNumber, 0, 'rack-too-long');
        rack = tiles.value;
      } else if (key === 'rules') {
        if (rules !== undefined) return syntax(lineNumber, 0, 'repeated-setting');
        const v = value.toLowerCase();
        if (v !== 'seed' && v !== 'editrice')
          return syntax(lineNumber, raw.indexOf(value, raw.indexOf(':') + 1) + 1, 'bad-rules');
        rules = v;
      } else {
        return syntax(lineNumber, 1, 'unknown-line');
      }
      continue;
    }
    if (settingSeen) return syntax(lineNumber, 0, 'row-after-setting');
    const indent = raw.length - raw.trimStart().length;
    for (let c = 0; c < line.length; c++) {
      const ch = line.charAt(c);
      if (ch !== '.' && letterCode(ch.toUpperCase()) < 0) {
        const char = String.fromCodePoint(line.codePointAt(c) as number);
        return err({
          code: 'position-syntax',
          line: lineNumber,
          column: indent + c + 1,
          reason: 'bad-character',
          char,
        });
      }
    }
    if (line.length !== SIZE) return syntax(lineNumber, line.length > SIZE ? indent + SIZE + 1 : 0, 'row-length');
    if (rows === SIZE) return syntax(lineNumber, 0, 'row-count');
    for (let c = 0; c < SIZE; c++) {
      const ch = line.charAt(c);
      if (ch === '.') continue;
      const upper = ch.toUpperCase();
      cells[rows * SIZE + c] = letterCode(upper) | (ch === upper ? 0 : JOLLY);
    }
    rows++;
    lastRowLine = lineNumber;
  }
  if (rows === 0) return syntax(1, 0, 'empty');
  if (rows !== SIZE) return syntax(lastRowLine + 1, 0, 'row-count');
  // The board and the rack together cannot hold more tiles than the set.
  const used = new Uint8Array(22);
  for (let s = 0; s < SQUARES; s++) {
    const c = cells[s] as number;
    if (c === 0) continue;
    const k = (c & JOLLY) !== 0 ? RACK_JOLLY : c & LETTER_MASK;
    used[k] = (used[k] as number) + 1;
  }
  if (rack) for (let k = 0; k < used.length; k++) used[k] = (used[k] as number) + (rack[k] as number);
  for (let k = 0; k < used.length; k++) {
    const max = k === RACK_JOLLY ? JOLLY_COUNT : (LETTER_COUNTS[k] as number);
    if ((used[k] as number) > max) {
      return err({
        code: 'position-tiles',
        letter: k === RACK_JOLLY ? '?' : letterOf(k),
        count: used[k] as number,
        max,
      });
    }
  }
  return ok({ cells, ...(rack ? { rack } : {}), ...(rules ? { rules } : {}) });
}

function positionError(
  line: number,
  column: number,
  reason: Extract<ScarabeoError, { code: 'position-syntax' }>['reason'],
): ScarabeoError {
  return { code: 'position-syntax', line, column, reason };
}

/** The board alone: 17 lines of 17 characters. */
export function formatBoard(cells: Cells): string {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    let row = '';
    for (let c = 0; c < SIZE; c++) {
      const cell = cells[r * SIZE + c] as number;
      row += cell === 0 ? '.' : cellChar(cell);
    }
    rows.push(row);
  }
  return rows.join('\n');
}

export function formatPositionText(p: PositionText): string {
  let out = formatBoard(p.cells);
  if (p.rack) out += `\nrack: ${formatTiles(p.rack)}`;
  if (p.rules) out += `\nrules: ${p.rules}`;
  return `${out}\n`;
}
