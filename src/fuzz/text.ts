// Input generators shared by the fuzz targets: text built from a parser's own vocabulary, arbitrary Unicode and
// long runs of one piece, since parse time that grows faster than the input shows only on long inputs.
import fc from 'fast-check';

/** Separators and look-alikes that parsers treat specially (or should): white space of every kind, punctuation. */
const SEPARATORS = [
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u2028',
  '\u2029',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\v',
  '\f',
  '\0',
  '\x1b',
  ',',
  '-',
  '/',
  ':',
  '.',
  '#',
  '=',
  '"',
  '\\',
];

/** One piece of an input: a word of the parser's vocabulary, a separator, or a few arbitrary characters. */
function piece(vocabulary: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...vocabulary), weight: 6 },
    { arbitrary: fc.constantFrom(...SEPARATORS), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 6 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }), weight: 2 },
  );
}

/** How often a piece repeats: mostly once, sometimes a few times, now and then tens of thousands of times. */
const repeats = fc.oneof(
  { arbitrary: fc.constant(1), weight: 20 },
  { arbitrary: fc.integer({ min: 2, max: 50 }), weight: 4 },
  { arbitrary: fc.integer({ min: 1_000, max: 60_000 }), weight: 1 },
);

/** Text of up to a dozen pieces, each repeated some times, e.g. `3` + 40,000 newlines + `4`. */
export function textFrom(vocabulary: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(piece(vocabulary), repeats), { maxLength: 12 })
    .map((parts) => parts.map(([p, n]) => p.repeat(n)).join(''));
}

/** Shows an input in a report: its length and a printable excerpt (control characters escaped, long runs cut). */
export function showText(text: string, max = 120): string {
  const json = JSON.stringify(text.length > max ? `${text.slice(0, max / 2)}…${text.slice(-max / 2)}` : text);
  return `${text.length} characters: ${json}`;
}
