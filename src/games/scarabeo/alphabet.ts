// Scarabeo's 21-letter Italian alphabet: letter codes 1–21, tile counts and points (docs/scarabeo.md).

/** The letters in code order: code 1 is A, code 21 is Z. There is no J, K, W, X or Y. */
export const LETTERS = 'ABCDEFGHILMNOPQRSTUVZ';
export const ALPHABET_SIZE = 21;

const CODES: Int8Array = (() => {
  const codes = new Int8Array(128).fill(-1);
  for (let i = 0; i < LETTERS.length; i++) codes[LETTERS.charCodeAt(i)] = i + 1;
  return codes;
})();

/** Points of each letter by code (index 0 unused): a jolly scores its letter's points (the seed's rule). */
export const LETTER_POINTS: Readonly<Uint8Array> = pointsTable();
/** How many tiles of each letter the bag holds at the start, by code (index 0 unused). */
export const LETTER_COUNTS: Readonly<Uint8Array> = countsTable();
export const JOLLY_COUNT = 2;
/** 128 letters and 2 jolly. */
export const TILE_COUNT = 130;

/** The code (1–21) of an uppercase letter of the alphabet, or -1 for any other character. */
export function letterCode(ch: string): number {
  const c = ch.charCodeAt(0);
  return c < 128 ? (CODES[c] ?? -1) : -1;
}

/** The uppercase letter of a code 1–21. */
export function letterOf(code: number): string {
  return LETTERS.charAt(code - 1);
}

/** A word's codes, or undefined when it has a character outside the alphabet (uppercase only). */
export function encodeWord(word: string): Uint8Array | undefined {
  const out = new Uint8Array(word.length);
  for (let i = 0; i < word.length; i++) {
    const code = letterCode(word.charAt(i));
    if (code < 0) return undefined;
    out[i] = code;
  }
  return out;
}

function pointsTable(): Uint8Array {
  const t = new Uint8Array(ALPHABET_SIZE + 1);
  const groups: [string, number][] = [
    ['AEIOCRST', 1],
    ['LMN', 2],
    ['P', 3],
    ['BDFGUV', 4],
    ['HZ', 8],
    ['Q', 10],
  ];
  for (const [letters, points] of groups) for (const l of letters) t[letterCode(l)] = points;
  return t;
}

function countsTable(): Uint8Array {
  const t = new Uint8Array(ALPHABET_SIZE + 1);
  const groups: [string, number][] = [
    ['AEIO', 12],
    ['CRST', 7],
    ['LMN', 6],
    ['PBDFGUV', 4],
    ['HZQ', 2],
  ];
  for (const [letters, count] of groups) for (const l of letters) t[letterCode(l)] = count;
  return t;
}
