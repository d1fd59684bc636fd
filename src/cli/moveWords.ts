// The Italian words for the moves the notation writes as English words (exchange, pass, swap): in Italian a
// line starting with one is read as the notation's word, so the engine parses it and the record keeps notation.
import type { Lang } from './lang.js';

/** Italian word → the notation's word. */
export type MoveWords = Readonly<Record<string, string>>;

/** Scarabeo: `scambia ABC` (or `cambia`) exchanges, `passa` (or `passo`) passes, `prendi H9` swaps a jolly. */
export const SCARABEO_MOVE_WORDS: MoveWords = {
  scambia: 'exchange',
  cambia: 'exchange',
  passa: 'pass',
  passo: 'pass',
  prendi: 'swap',
};

/** Konobi: `scambio` (or `scambia`) takes Black's first stone by the pie rule, `passa` (or `passo`) passes. */
export const KONOBI_MOVE_WORDS: MoveWords = {
  scambio: 'swap',
  scambia: 'swap',
  passa: 'pass',
  passo: 'pass',
};

/** The line with its first word in notation when it is one of `table`'s Italian words (in Italian only). */
export function localMove(input: string, lang: Lang, table: MoveWords): string {
  if (lang !== 'it') return input;
  const m = /^\s*(\S+)(.*)$/s.exec(input);
  if (!m) return input;
  const word = (m[1] as string).toLowerCase();
  return Object.hasOwn(table, word) ? `${table[word]}${m[2]}` : input;
}

/** The help's line naming the Italian words (Italian only: in English there is none). */
export function moveWordsHelp(lang: Lang, table: MoveWords): string {
  if (lang !== 'it') return '';
  const byMove = new Map<string, string[]>();
  for (const [it, move] of Object.entries(table)) byMove.set(move, [...(byMove.get(move) ?? []), it]);
  const parts = [...byMove].map(([move, its]) => `${its.join(' o ')} (${move})`);
  return `  in italiano anche: ${parts.join(', ')}`;
}
