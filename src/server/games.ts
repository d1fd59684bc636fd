// The games the server serves: the registry plus Scarabeo when its lexicons load. Shared by main.ts and the
// replay workers, so a record is checked by the same rules in a worker as the routes name in the main thread.
import { winnableDeals } from '../ai/shisensho/index.js';
import type { AnyGame } from '../core/game.js';
import { createGames } from '../games/index.js';
import type { Dawg } from '../games/scarabeo/dawg.js';
import { scarabeoGameWith } from '../games/scarabeo/game.js';
import { describeLexiconError, LEXICON_KINDS, type LexiconKind, loadLexicon } from '../node/lexicon.js';

/**
 * The registry plus Scarabeo, whose rules need a lexicon: both are loaded now (a few milliseconds each), and
 * each stored game is checked with the lexicon its params name. Without a lexicon the other games are still
 * served; `warn` is told why Scarabeo is not.
 */
export function serverGames(warn: (message: string) => void = () => {}): ReadonlyMap<string, AnyGame> {
  const games = createGames({ shisenShoDeals: winnableDeals });
  const lexicons = new Map<LexiconKind, Dawg>();
  for (const kind of LEXICON_KINDS) {
    const loaded = loadLexicon(kind);
    if (!loaded.ok) {
      warn(`Scarabeo is not served: ${describeLexiconError(loaded.error)}`);
      return games;
    }
    lexicons.set(kind, loaded.value);
  }
  const scarabeo = scarabeoGameWith((kind) => lexicons.get(kind) as Dawg);
  return new Map<string, AnyGame>([...games, [scarabeo.name, scarabeo]]);
}
