// Bounds on the text an engine's parser reads, checked before anything else so that a parser's cost never
// depends on how long a refused text is, and the excerpt of a refused text that its message quotes.

/** The longest text each kind of parser reads; longer text is refused as it is, unread. */
export const TEXT_LIMITS = {
  /** Params such as `15x10c4w`. */
  params: 40,
  /** One move such as `3,0`, `b3 h7` or `8H CASA`, white space included. */
  move: 100,
  /** A start position: the largest board of any game, in its roomiest spacing, fits many times over. */
  position: 10_000,
  /** A game id `<game>:<params>#<seed>`. */
  gameId: 200,
} as const;

/** The text as a message quotes it: whole when short, else its start and how long it was. */
export function excerpt(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}
