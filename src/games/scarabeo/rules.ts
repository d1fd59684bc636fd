// Scarabeo's rule check and scoring of a play (docs/scarabeo.md: the seed rules and Editrice Giochi's
// published rules): one line, no gaps, the first play on I9, every later play crossing the board, every word
// formed in the lexicon; each word the sum of its letters with premiums (only under new tiles by the seed's rules,
// every time under Editrice's), the 6/7/8-tile bonuses and +100 for SCARABEO or SCARABEI.
import { err, ok, type Result } from '../../core/result.js';
import { LETTER_POINTS, letterCode, letterOf } from './alphabet.js';
import {
  CENTRE,
  type Cells,
  columnName,
  JOLLY,
  LETTER_MASK,
  LETTER_MULTIPLIER,
  SIZE,
  SQUARES,
  squareName,
  WORD_MULTIPLIER,
} from './board.js';
import { type Dawg, hasCodes } from './dawg.js';
import type { ScarabeoError } from './errors.js';
import {
  formatPlay,
  type Placement,
  type Play,
  RACK_JOLLY,
  type Rack,
  type RulesVariant,
  type ScoredPlay,
} from './play.js';

/** What a rule check needs of a game: the board and which scoring rules apply. */
export interface BoardView {
  readonly cells: Cells;
  readonly rules: RulesVariant;
}

/** Bonus by number of tiles placed in one play (index = tiles): 6 → 10, 7 → 30, 8 → 50. */
export const TILES_BONUS: readonly number[] = [0, 0, 0, 0, 0, 0, 10, 30, 50];
/** Editrice rules: a 6/7/8-tile play without a jolly gets this much more. */
export const NO_JOLLY_BONUS = 10;
/** +100 for each word formed that is SCARABEO or SCARABEI (the seed's rule). */
export const SCARABEO_BONUS = 100;
export const SCARABEO_WORDS: readonly string[] = ['SCARABEO', 'SCARABEI'];

/** A cell as notation writes it: the letter, lowercase when a jolly stands for it. */
export function cellChar(cell: number): string {
  const letter = letterOf(cell & LETTER_MASK);
  return (cell & JOLLY) !== 0 ? letter.toLowerCase() : letter;
}

export function isBoardEmpty(cells: Cells): boolean {
  for (let i = 0; i < SQUARES; i++) if (cells[i] !== 0) return false;
  return true;
}

/** The first square of the run of occupied squares through `square` along a line (`step` 1 or SIZE). */
function runStart(cells: Cells, square: number, across: boolean): number {
  let s = square;
  if (across) while (s % SIZE > 0 && cells[s - 1] !== 0) s--;
  else while (s >= SIZE && cells[s - SIZE] !== 0) s -= SIZE;
  return s;
}

function runLength(cells: Cells, start: number, across: boolean): number {
  let n = 0;
  let s = start;
  while (s < SQUARES && cells[s] !== 0) {
    n++;
    if (across && s % SIZE === SIZE - 1) break;
    s += across ? 1 : SIZE;
  }
  return n;
}

function runText(cells: Cells, start: number, length: number, across: boolean, upper: boolean): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const cell = cells[start + i * (across ? 1 : SIZE)] as number;
    out += upper ? letterOf(cell & LETTER_MASK) : cellChar(cell);
  }
  return out;
}

/**
 * Points of the word on `cells` from `start`: letters times letter premiums, times the word premiums. A premium
 * counts under a tile placed this turn (`isNew`), and under every tile with the Editrice rules.
 */
function wordScore(
  cells: Cells,
  start: number,
  length: number,
  across: boolean,
  isNew: Uint8Array,
  rules: RulesVariant,
): number {
  let sum = 0;
  let multiplier = 1;
  for (let i = 0; i < length; i++) {
    const s = start + i * (across ? 1 : SIZE);
    // A jolly scores the points of the letter it stands for (the seed's rule, kept for both variants).
    let points = LETTER_POINTS[(cells[s] as number) & LETTER_MASK] as number;
    if (isNew[s] === 1 || rules === 'editrice') {
      points *= LETTER_MULTIPLIER[s] as number;
      multiplier *= WORD_MULTIPLIER[s] as number;
    }
    sum += points;
  }
  return sum * multiplier;
}

/**
 * Checks a play on a board for a rack and scores it. `play.word` is the whole word along the line: uppercase a
 * tile, lowercase a jolly, `.` or the letter itself for a letter already there. The result's play is canonical
 * (board letters as they are on the board, one-tile plays across when the across word has two letters or more).
 * Refusals, in the order they are checked: letters and squares (off the board, occupied by another letter, `.`
 * on an empty square, the word continuing past its ends), no tile placed, the first play not on I9 or a single
 * letter, a later play not crossing the board, tiles missing from the rack, words not in the lexicon (all named).
 */
export function checkPlay(board: BoardView, rack: Rack, play: Play, dawg: Dawg): Result<ScoredPlay, ScarabeoError> {
  const { cells } = board;
  const text = formatPlay(play);
  const { row, col, across, word } = play;
  const step = across ? 1 : SIZE;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= SIZE || col >= SIZE) {
    return err({ code: 'off-board', text, square: `${columnName(Math.max(col, 0))}${row + 1}` });
  }
  if (word.length === 0) return err({ code: 'no-tiles' });
  const lastIndex = (across ? col : row) + word.length - 1;
  if (lastIndex >= SIZE) {
    return err({
      code: 'off-board',
      text,
      square: across ? `${columnName(SIZE)}${row + 1}` : `${columnName(col)}${SIZE + 1}`,
    });
  }
  const start = row * SIZE + col;
  const after = new Uint8Array(cells);
  const isNew = new Uint8Array(SQUARES);
  const placed: Placement[] = [];
  for (let i = 0; i < word.length; i++) {
    const s = start + i * step;
    const ch = word.charAt(i);
    const cell = cells[s] as number;
    if (ch === '.') {
      if (cell === 0) return err({ code: 'dot-on-empty', square: squareName(s) });
      continue;
    }
    const upper = ch.toUpperCase();
    const code = letterCode(upper);
    if (code < 0) return err({ code: 'bad-letter', text, letter: ch });
    if (cell !== 0) {
      if ((cell & LETTER_MASK) !== code) {
        return err({ code: 'square-occupied', square: squareName(s), board: cellChar(cell), typed: ch });
      }
      continue;
    }
    const value = code | (ch === upper ? 0 : JOLLY);
    after[s] = value;
    isNew[s] = 1;
    placed.push({ square: s, cell: value });
  }
  // The typed word must be the whole word: no letter on the board right before or after it along the line.
  const end = start + (word.length - 1) * step;
  const beforeSquare = across ? (col > 0 ? start - 1 : -1) : row > 0 ? start - SIZE : -1;
  const afterSquare = across ? (end % SIZE < SIZE - 1 ? end + 1 : -1) : end + SIZE < SQUARES ? end + SIZE : -1;
  for (const s of [beforeSquare, afterSquare]) {
    if (s >= 0 && cells[s] !== 0) {
      const first = runStart(after, start, across);
      const whole = runText(after, first, runLength(after, first, across), across, false);
      return err({ code: 'word-continues', square: squareName(s), word: whole });
    }
  }
  if (placed.length === 0) return err({ code: 'no-tiles' });
  const firstPlay = isBoardEmpty(cells);

  // The main word: a one-tile play takes the direction where it forms a word (across first, the canonical one).
  let mainAcross = across;
  let mainStart = start;
  let mainLength = word.length;
  if (placed.length === 1) {
    const s = (placed[0] as Placement).square;
    const acrossStart = runStart(after, s, true);
    const acrossLength = runLength(after, acrossStart, true);
    if (acrossLength >= 2) {
      mainAcross = true;
      mainStart = acrossStart;
      mainLength = acrossLength;
    } else {
      mainAcross = false;
      mainStart = runStart(after, s, false);
      mainLength = runLength(after, mainStart, false);
    }
  }
  if (firstPlay) {
    if (isNew[CENTRE] !== 1) return err({ code: 'not-centre' });
    if (mainLength < 2) return err({ code: 'too-short' });
  } else if (mainLength === placed.length) {
    return err({ code: 'no-cross' });
  }

  // The rack must hold every tile placed: the letters, and a jolly for each lowercase one.
  const need = new Uint8Array(rack.length);
  for (const p of placed) {
    const k = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
    need[k] = (need[k] as number) + 1;
  }
  for (let k = 0; k < need.length; k++) {
    const n = need[k] as number;
    if (n > (rack[k] as number)) {
      return err({
        code: 'not-in-rack',
        letter: k === RACK_JOLLY ? '?' : letterOf(k),
        need: n,
        have: rack[k] as number,
      });
    }
  }

  // Words: the main one, then the cross word of each placed tile that has a neighbour across the line.
  const words: string[] = [runText(after, mainStart, mainLength, mainAcross, true)];
  const missing: string[] = [];
  const codes = new Uint8Array(SIZE);
  const inLexicon = (s: number, length: number, dir: boolean): boolean => {
    for (let i = 0; i < length; i++) codes[i] = (after[s + i * (dir ? 1 : SIZE)] as number) & LETTER_MASK;
    return hasCodes(dawg, codes, 0, length);
  };
  if (!inLexicon(mainStart, mainLength, mainAcross)) missing.push(words[0] as string);
  let score = wordScore(after, mainStart, mainLength, mainAcross, isNew, board.rules);
  let bonus = 0;
  if (SCARABEO_WORDS.includes(words[0] as string)) bonus += SCARABEO_BONUS;
  for (const p of placed) {
    const crossStart = runStart(after, p.square, !mainAcross);
    const crossLength = runLength(after, crossStart, !mainAcross);
    if (crossLength < 2) continue;
    const w = runText(after, crossStart, crossLength, !mainAcross, true);
    words.push(w);
    if (!inLexicon(crossStart, crossLength, !mainAcross)) missing.push(w);
    score += wordScore(after, crossStart, crossLength, !mainAcross, isNew, board.rules);
    if (SCARABEO_WORDS.includes(w)) bonus += SCARABEO_BONUS;
  }
  if (missing.length > 0) return err({ code: 'not-in-lexicon', words: missing });

  bonus += TILES_BONUS[placed.length] ?? 0;
  if (board.rules === 'editrice' && placed.length >= 6 && placed.every((p) => (p.cell & JOLLY) === 0)) {
    bonus += NO_JOLLY_BONUS;
  }
  const canonical: Play = {
    row: Math.floor(mainStart / SIZE),
    col: mainStart % SIZE,
    across: mainAcross,
    word: runText(after, mainStart, mainLength, mainAcross, false),
  };
  return ok({ play: canonical, placed, words, score: score + bonus });
}

/**
 * Turns tiles put on squares (the browser's drag and drop) into a play in notation, which checkPlay then
 * checks: the tiles must be on empty squares, in one row or column, without an empty square between them.
 */
export function playFromPlacements(cells: Cells, tiles: readonly Placement[]): Result<Play, ScarabeoError> {
  if (tiles.length === 0) return err({ code: 'no-tiles' });
  const after = new Uint8Array(cells);
  for (const t of tiles) {
    const c = cells[t.square] as number;
    if (c !== 0)
      return err({
        code: 'square-occupied',
        square: squareName(t.square),
        board: cellChar(c),
        typed: cellChar(t.cell),
      });
    after[t.square] = t.cell;
  }
  const squares = tiles.map((t) => t.square).sort((a, b) => a - b);
  const first = squares[0] as number;
  const last = squares[squares.length - 1] as number;
  const sameRow = squares.every((s) => Math.floor(s / SIZE) === Math.floor(first / SIZE));
  const sameCol = squares.every((s) => s % SIZE === first % SIZE);
  if (!sameRow && !sameCol) return err({ code: 'not-in-line' });
  // One tile: across when it has a neighbour across, else down (checkPlay makes it canonical either way).
  const across = squares.length > 1 ? sameRow : runLength(after, runStart(after, first, true), true) >= 2;
  const step = across ? 1 : SIZE;
  for (let s = first; s <= last; s += step) {
    if (after[s] === 0) return err({ code: 'gap', square: squareName(s) });
  }
  const start = runStart(after, first, across);
  return ok({
    row: Math.floor(start / SIZE),
    col: start % SIZE,
    across,
    word: runText(after, start, runLength(after, start, across), across, false),
  });
}
