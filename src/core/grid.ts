// Grid helpers shared by the board games: column letters (a … z, aa, ab, …) and whole numbers in text.

/** Column letter(s) for a 0-based column: 0 → "a", 25 → "z", 26 → "aa", 27 → "ab" (docs/formats.md). */
export function formatColumnLetters(column: number): string {
  let n = column + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(97 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The 0-based column named by lowercase letters, or -1 when the text is not letters. */
export function parseColumnLetters(text: string): number {
  if (!/^[a-z]+$/.test(text) || text.length > 3) return -1;
  let n = 0;
  for (let i = 0; i < text.length; i++) n = n * 26 + (text.charCodeAt(i) - 96);
  return n - 1;
}

/** Parses a non-negative decimal integer written with digits only, or returns undefined. */
export function parseNatural(text: string): number | undefined {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
