// The registered games with the part of their needs that the ai layer provides (Shisen-Sho's winnable deals),
// so a face only hands over what it loads itself (the lexicons).
import { winnableDeals } from '../ai/shisensho/index.js';
import type { AnyGame } from '../core/game.js';
import { createGames, type GameNeeds } from '../games/index.js';

export function registeredGames(needs: Omit<GameNeeds, 'shisenShoDeals'> = {}): ReadonlyMap<string, AnyGame> {
  return createGames({ ...needs, shisenShoDeals: winnableDeals });
}
