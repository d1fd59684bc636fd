// A play as every Scarabeo module shares it: where the whole word starts, its direction, and the word in notation.
import { columnName } from './board.js';

/**
 * A play in the shape of its notation (docs/formats.md): the whole word along the line, from its first square.
 * In `word`, uppercase letters are tiles, a lowercase letter is a jolly standing for that letter, and letters
 * already on the board are written as themselves (the canonical form; a parser also accepts `.` for them).
 */
export interface Play {
  readonly row: number;
  readonly col: number;
  readonly across: boolean;
  readonly word: string;
}

/** `8H CASA` across from H8, `H8 CASA` down from H8 (rows from 1 at the top, columns A–Q). */
export function formatPlay(play: Play): string {
  const row = String(play.row + 1);
  const col = columnName(play.col);
  return `${play.across ? row + col : col + row} ${play.word}`;
}

/** A tile put down by a play: its square and its cell value (letter code, plus JOLLY for a jolly). */
export interface Placement {
  readonly square: number;
  readonly cell: number;
}

/** A legal play with what it forms: the main word first, then the cross words in board order; its points. */
export interface ScoredPlay {
  readonly play: Play;
  readonly placed: readonly Placement[];
  readonly words: readonly string[];
  /** Points including the 6/7/8-tile bonus and the SCARABEO/SCARABEI bonus. */
  readonly score: number;
}

/** Scoring rules: the seed's (premiums only under new tiles) or Editrice Giochi's published ones. */
export type RulesVariant = 'seed' | 'editrice';

/**
 * A rack as counts: index 1–21 the letters by code, index RACK_JOLLY the jolly. A count array, not a list,
 * because the move generator takes and gives back tiles millions of times.
 */
export type Rack = Uint8Array;
export const RACK_JOLLY = 0;
export const RACK_SIZE = 8;

export function emptyRack(): Rack {
  return new Uint8Array(22);
}
