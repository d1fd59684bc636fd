// The 17×17 board: squares, premium squares, and the cell encoding every Scarabeo module shares.

export const SIZE = 17;
export const SQUARES = SIZE * SIZE;
/** I9, the centre square with the scarab: column I (index 8), row 9 (index 8). */
export const CENTRE = 8 * SIZE + 8;

/**
 * A board is a Uint8Array of SQUARES cells, index row * SIZE + col (row 0 at the top, col 0 = column A).
 * A cell is 0 when empty, else a letter code 1–21 (alphabet.ts), plus JOLLY when a jolly stands for it.
 */
export type Cells = Uint8Array;
export const EMPTY = 0;
export const JOLLY = 32;
export const LETTER_MASK = 31;

export function squareOf(row: number, col: number): number {
  return row * SIZE + col;
}

/** Premium squares as the spec draws them: T triple word, D double word, t triple letter, d double letter. */
export const PREMIUM_LAYOUT: readonly string[] = [
  'T...d...T...d...T',
  '.D....t...t....D.',
  '..D....d.d....D..',
  '...D....d....D...',
  'd...D.......D...d',
  '.....D.....D.....',
  '.t....t...t....t.',
  '..d....d.d....d..',
  'T..d....*....d..T',
  '..d....d.d....d..',
  '.t....t...t....t.',
  '.....D.....D.....',
  'd...D.......D...d',
  '...D....d....D...',
  '..D....d.d....D..',
  '.D....t...t....D.',
  'T...d...T...d...T',
];

/** The letter multiplier of each square (1, 2 or 3). */
export const LETTER_MULTIPLIER: Readonly<Uint8Array> = multipliers({ d: 2, t: 3 });
/** The word multiplier of each square (1, 2 or 3); the centre is not a premium square. */
export const WORD_MULTIPLIER: Readonly<Uint8Array> = multipliers({ D: 2, T: 3 });

function multipliers(marks: Record<string, number>): Uint8Array {
  const out = new Uint8Array(SQUARES).fill(1);
  PREMIUM_LAYOUT.forEach((line, row) => {
    for (let col = 0; col < SIZE; col++) out[squareOf(row, col)] = marks[line.charAt(col)] ?? 1;
  });
  return out;
}

/** Column letter A–Q of a column index. */
export function columnName(col: number): string {
  return String.fromCharCode(65 + col);
}

/** The square's name in notation, e.g. I9 for the centre. */
export function squareName(square: number): string {
  return `${columnName(square % SIZE)}${Math.floor(square / SIZE) + 1}`;
}
