// Scores, totals and counts as the page's language writes them ("12,345", "12.345"); records, notation and the
// server's JSON keep plain digits.

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `n` grouped in thousands for `lang`. Italian, as its usage and Unicode's locale data have it, groups from five
 * digits: "1234", "12.345".
 */
export function formatNumber(n: number, lang: string): string {
  let format = formats.get(lang);
  if (format === undefined) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    formats.set(lang, format);
  }
  return format.format(n);
}

/** For a dictionary written in one language: its numbers as that language writes them. */
export const numEn = (n: number): string => formatNumber(n, 'en');
export const numIt = (n: number): string => formatNumber(n, 'it');
