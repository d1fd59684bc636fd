// Konobi points and colours in notation (docs/formats.md): column letter from `a` at the left, row from 1 at the
// top, so `a1` is the top-left point; inside the engine a point is the index y * size + x.
import { formatColumnLetters, parseColumnLetters, parseNatural } from '../../core/grid.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Colour } from './colour.js';
import type { KonobiError } from './errors.js';

export { COLOURS, type Colour } from './colour.js';

/** Stone codes in the board's cells: 0 empty, 1 Black, 2 White (also usable as bit masks). */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Stone = typeof BLACK | typeof WHITE;

export function stoneOf(colour: Colour): Stone {
  return colour === 'black' ? BLACK : WHITE;
}

export function colourOf(stone: Stone): Colour {
  return stone === BLACK ? 'black' : 'white';
}

export function opponent(colour: Colour): Colour {
  return colour === 'black' ? 'white' : 'black';
}

/** `black`/`b` or `white`/`w`, any case (GTP's spellings). */
export function parseColour(text: string): Colour | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'black' || t === 'b') return 'black';
  if (t === 'white' || t === 'w') return 'white';
  return undefined;
}

export function formatPoint(size: number, point: number): string {
  return `${formatColumnLetters(point % size)}${Math.floor(point / size) + 1}`;
}

/** Parses `c4` (any case, white space around) on a size × size board into a point index. */
export function parsePoint(size: number, text: string): Result<number, KonobiError> {
  const m = /^([a-z]{1,3})(\d{1,9})$/.exec(text.trim().toLowerCase());
  if (!m) return err({ code: 'move-syntax', text });
  const x = parseColumnLetters(m[1] as string);
  const row = parseNatural(m[2] as string);
  if (x < 0 || row === undefined) return err({ code: 'move-syntax', text });
  if (x >= size || row < 1 || row > size) return err({ code: 'outside-board', text: text.trim(), size });
  return ok((row - 1) * size + x);
}
