// Who won a Scarabeo game, in words, for the end panel and the score bar.
import { SC_TEXT, type ScarabeoText } from './text.js';

/** The names a local game gives the person at this screen by default, in each language. */
const YOU_NAMES: ReadonlySet<string> = new Set([SC_TEXT.en.you, SC_TEXT.it.you]);

/**
 * Who won, in words. A local game's default name for the person at this screen is "You" (in either language),
 * and "You wins!" reads oddly: that winner is told "You win!". Online the names are the players' own.
 */
export function winnerLine(sc: ScarabeoText, winners: readonly string[], local: boolean): string {
  if (winners.length > 1) return sc.tie(winners.join(', '));
  const name = winners[0] ?? '?';
  return local && YOU_NAMES.has(name) ? sc.youWin : sc.winner(name);
}
