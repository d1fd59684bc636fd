// SameGame's URLs: /samegame/<params>#<seed>, so the address reads like the game id samegame:<params>#<seed>.
import { newSeed } from '../../core/gameId.js';
import { formatParams, type SameGameParams } from '../../games/samegame/index.js';

export function gamePath(params: SameGameParams, seed: string): string {
  return `/samegame/${formatParams(params)}#${seed}`;
}

/** A fresh seed from the browser's cryptographic generator (the engine itself never draws randomness). */
export function randomSeed(): string {
  const word = new Uint32Array(1);
  return newSeed(() => {
    crypto.getRandomValues(word);
    return word[0] as number;
  });
}
