// Scarabeo's move notation (docs/formats.md): `9E SCARABEO` across from E9, `I5 CASA` down from I5, lowercase for a
// jolly, `.` or the letter itself for a letter on the board; `exchange ABC?`, `pass`, and (Editrice rules
// only) `swap I9`. This module only reads the text; rules.ts checks the play against a board and a rack.
import { err, ok, type Result } from '../../core/result.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import { letterCode, letterOf } from './alphabet.js';
import { columnName, SIZE } from './board.js';
import type { ScarabeoError } from './errors.js';
import { emptyRack, type Play, RACK_JOLLY, type Rack } from './play.js';

/** A move as typed: not yet checked against a board, a rack or the bag. */
export type MoveText =
  | { readonly type: 'play'; readonly play: Play }
  | { readonly type: 'exchange'; readonly tiles: Rack }
  | { readonly type: 'pass' }
  /** Take the jolly on `square` back into the rack, putting the real letter there (Editrice rules). */
  | { readonly type: 'swap'; readonly square: number };

const ACROSS = /^(\d{1,2})([a-z])$/i;
const DOWN = /^([a-z])(\d{1,2})$/i;

/** The name of a square, also for one just outside the board (for off-board messages). */
function anyName(row: number, col: number): string {
  return `${columnName(col)}${row + 1}`;
}

/** Reads `<row><col> WORD` (across) or `<col><row> WORD` (down); lenient about white space and the square's case. */
export function parsePlay(text: string): Result<Play, ScarabeoError> {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return err({ code: 'move-syntax', text });
  const [where, word] = parts as [string, string];
  const across = ACROSS.exec(where);
  const down = across ? null : DOWN.exec(where);
  if (!across && !down) return err({ code: 'move-syntax', text });
  const rowText = across ? (across[1] as string) : ((down as RegExpExecArray)[2] as string);
  const colText = across ? (across[2] as string) : ((down as RegExpExecArray)[1] as string);
  const row = Number(rowText) - 1;
  const col = colText.toUpperCase().charCodeAt(0) - 65;
  if (row < 0 || row >= SIZE || col >= SIZE) return err({ code: 'off-board', text, square: anyName(row, col) });
  for (const ch of word) {
    if (ch !== '.' && letterCode(ch.toUpperCase()) < 0) return err({ code: 'bad-letter', text, letter: ch });
  }
  const isAcross = across !== null;
  const last = (isAcross ? col : row) + word.length - 1;
  if (last >= SIZE) {
    const square = isAcross ? anyName(row, SIZE) : anyName(SIZE, col);
    return err({ code: 'off-board', text, square });
  }
  return ok({ row, col, across: isAcross, word });
}

/** Tiles as letters (either case) and `?` for a jolly, as in `exchange ABC?` and a position's `rack:` line. */
export function parseTiles(text: string): Result<Rack, ScarabeoError> {
  const rack = emptyRack();
  for (const ch of text.replace(/\s+/g, '')) {
    if (ch === '?') rack[RACK_JOLLY] = (rack[RACK_JOLLY] as number) + 1;
    else {
      const code = letterCode(ch.toUpperCase());
      if (code < 0) return err({ code: 'bad-tile', text, letter: ch });
      rack[code] = (rack[code] as number) + 1;
    }
  }
  return ok(rack);
}

/** Tiles in alphabet order, jollies last as `?`: `AACS?`. */
export function formatTiles(rack: Rack): string {
  let out = '';
  for (let code = 1; code < rack.length; code++) out += letterOf(code).repeat(rack[code] as number);
  return out + '?'.repeat(rack[RACK_JOLLY] as number);
}

export function rackSize(rack: Rack): number {
  let n = 0;
  for (let i = 0; i < rack.length; i++) n += rack[i] as number;
  return n;
}

/** Reads a square such as `I9` (column then row). */
export function parseSquare(text: string): number | undefined {
  const m = DOWN.exec(text.trim());
  if (!m) return undefined;
  const row = Number(m[2]) - 1;
  const col = (m[1] as string).toUpperCase().charCodeAt(0) - 65;
  return row >= 0 && row < SIZE && col < SIZE ? row * SIZE + col : undefined;
}

/** Reads any move's text; the keywords are case-insensitive. */
export function parseMoveText(text: string): Result<MoveText, ScarabeoError> {
  if (text.length > TEXT_LIMITS.move) return err({ code: 'move-syntax', text: excerpt(text) });
  const t = text.trim();
  const lower = t.toLowerCase();
  if (lower === 'pass') return ok({ type: 'pass' });
  const words = t.split(/\s+/);
  const keyword = (words[0] ?? '').toLowerCase();
  if (keyword === 'exchange') {
    const tiles = parseTiles(words.slice(1).join(''));
    if (!tiles.ok) return tiles;
    if (rackSize(tiles.value) === 0) return err({ code: 'exchange-empty' });
    return ok({ type: 'exchange', tiles: tiles.value });
  }
  if (keyword === 'swap') {
    if (words.length !== 2) return err({ code: 'move-syntax', text });
    const where = words[1] as string;
    if (!DOWN.test(where)) return err({ code: 'move-syntax', text });
    const square = parseSquare(where);
    if (square === undefined) return err({ code: 'off-board', text, square: where.toUpperCase() });
    return ok({ type: 'swap', square });
  }
  const play = parsePlay(t);
  if (!play.ok) return play;
  return ok({ type: 'play', play: play.value });
}

/** `exchange ABC?` for those tiles. */
export function formatExchange(tiles: Rack): string {
  return `exchange ${formatTiles(tiles)}`;
}
