// The registry: one factory per game, each taking what its rules need from outside the engine layer (Scarabeo's
// lexicons, Shisen-Sho's winnable deals from the solver), so every game is registered the same way and the
// server, the records and the tests handle them all through the Game contract.
import type { AnyGame, Problem } from '../core/game.js';
import type { Lang } from '../core/lang.js';
import { describeKonobiError, konobi } from './konobi/index.js';
import { describeSameGameError, samegame } from './samegame/index.js';
import type { Dawg } from './scarabeo/dawg.js';
import { scarabeoGameWith } from './scarabeo/game.js';
import { describeScarabeoError } from './scarabeo/messages.js';
import type { LexiconKind } from './scarabeo/params.js';
import { describeShisenShoError, shisenShoGame, type WinnableDeals } from './shisensho/index.js';

/** What a face can hand the factories (the session layer's `registeredGames` fills in the solver's part). */
export interface GameNeeds {
  /** The word graph of each Scarabeo lexicon (a game's params say which it plays with). */
  readonly lexicons?: (kind: LexiconKind) => Dawg;
  /** Shisen-Sho's winnable deals and scrambles: src/ai/shisensho's `winnableDeals` (the solver proves them). */
  readonly shisenShoDeals?: WinnableDeals;
}

export interface GameFactory {
  /** The name used in game ids and records. */
  readonly name: string;
  /** The game, or undefined when `needs` lacks what its rules need. */
  make(needs: GameNeeds): AnyGame | undefined;
  /** Its failures as text, available even when the game cannot be made (to say why a record was refused). */
  describeError(error: Problem, lang: Lang): string;
}

// biome-ignore lint/suspicious/noExplicitAny: each game's describeError takes its own union of codes.
const describe = (f: (e: any, lang: Lang) => string) => (e: Problem, lang: Lang) => f(e, lang);

/** Every game, in the order the faces list them. A new game is one line here. */
export const REGISTRY: readonly GameFactory[] = [
  { name: samegame.name, make: () => samegame, describeError: describe(describeSameGameError) },
  {
    name: 'shisensho',
    make: (needs) => (needs.shisenShoDeals ? shisenShoGame(needs.shisenShoDeals) : undefined),
    describeError: describe(describeShisenShoError),
  },
  {
    name: 'scarabeo',
    make: (needs) => (needs.lexicons ? scarabeoGameWith(needs.lexicons) : undefined),
    describeError: describe(describeScarabeoError),
  },
  { name: konobi.name, make: () => konobi, describeError: describe(describeKonobiError) },
];

/** The games that `needs` allows, by name. */
export function createGames(needs: GameNeeds = {}): ReadonlyMap<string, AnyGame> {
  const games = new Map<string, AnyGame>();
  for (const factory of REGISTRY) {
    const game = factory.make(needs);
    if (game) games.set(factory.name, game);
  }
  return games;
}

/** Text for any registered game's problem (the game's name from a record); the bare code for an unknown game. */
export function describeProblem(game: string, problem: Problem, lang: Lang = 'en'): string {
  const factory = REGISTRY.find((f) => f.name === game);
  return factory ? factory.describeError(problem, lang) : problem.code;
}
