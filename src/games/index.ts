// The registry of every game's rules module, by the name used in game ids and records, built with what the
// games need from outside the engine layer.
import type { AnyGame, Problem } from '../core/game.js';
import type { Lang } from '../core/messages.js';
import { describeKonobiError, type KonobiError, konobi } from './konobi/index.js';
import { describeSameGameError, type SameGameError, samegame } from './samegame/index.js';
import { describeScarabeoError, type ScarabeoError } from './scarabeo/index.js';
import { describeShisenShoError, type ShisenShoError, shisenShoGame, type WinnableDeals } from './shisensho/index.js';

/** What the games need that the engine layer cannot provide; the faces pass it in. */
export interface GameNeeds {
  /** Shisen-Sho's winnable deals and scrambles: src/ai/shisensho's `winnableDeals` (the solver proves them). */
  readonly shisenShoDeals: WinnableDeals;
}

/** Every game's rules, by name (Scarabeo apart: its rules need a lexicon, see `scarabeoGameWith`). */
export function createGames(needs: GameNeeds): ReadonlyMap<string, AnyGame> {
  const shisensho = shisenShoGame(needs.shisenShoDeals);
  return new Map<string, AnyGame>([
    [samegame.name, samegame],
    [shisensho.name, shisensho],
    [konobi.name, konobi],
  ]);
}

/** Text for any game's problem, dispatched on the game (each game has its own union of codes). */
export function describeProblem(game: string, problem: Problem, lang: Lang = 'en'): string {
  if (game === 'samegame') return describeSameGameError(problem as SameGameError, lang);
  if (game === 'shisensho') return describeShisenShoError(problem as ShisenShoError, lang);
  if (game === 'konobi') return describeKonobiError(problem as KonobiError, lang);
  // Scarabeo is not in GAMES (its rules need a lexicon, which the server loads and passes in), but its
  // records are replayed all the same, so its refusals need words too.
  if (game === 'scarabeo') return describeScarabeoError(problem as ScarabeoError, lang);
  return problem.code;
}
