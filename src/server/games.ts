// The games the server serves: every registered game, Scarabeo with its lexicons when they load. Shared by main.ts
// and the replay workers, so a record is checked by the same rules in a worker as the routes name in the main thread.
import type { AnyGame } from '../core/game.js';
import type { Dawg } from '../games/scarabeo/dawg.js';
import { describeLexiconError, LEXICON_KINDS, type LexiconKind, loadLexicon } from '../node/lexicon.js';
import { registeredGames } from '../session/games.js';

/**
 * Every registered game, with what the factories need: the lexicons, both loaded now (a few milliseconds each;
 * built first if missing), so each stored Scarabeo game is checked with the lexicon its params name. Without a
 * lexicon the other games are still served; `warn` is told why Scarabeo is not.
 */
export function serverGames(warn: (message: string) => void = () => {}): ReadonlyMap<string, AnyGame> {
  const lexicons = new Map<LexiconKind, Dawg>();
  for (const kind of LEXICON_KINDS) {
    const loaded = loadLexicon(kind);
    if (!loaded.ok) {
      warn(`Scarabeo is not served: ${describeLexiconError(loaded.error)}`);
      return registeredGames();
    }
    lexicons.set(kind, loaded.value);
  }
  return registeredGames({ lexicons: (kind) => lexicons.get(kind) as Dawg });
}
