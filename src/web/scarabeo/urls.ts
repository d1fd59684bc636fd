// Scarabeo's URLs: /scarabeo/<params>#<seed> (the game id scarabeo:<params>#<seed>), /scarabeo/example/<id>,
// /scarabeo/rules; /scarabeo alone opens the start screen. A stored game's replay is the replay viewer's.
import { newSeed } from '../../core/gameId.js';

export const START_PATH = '/scarabeo';
export const RULES_PATH = '/scarabeo/rules';

export function gamePath(params: string, seed: string): string {
  return `/scarabeo/${params}#${seed}`;
}

export function examplePath(id: string): string {
  return `/scarabeo/example/${id}`;
}

/** A fresh seed from the browser's cryptographic generator (the engine itself never draws randomness). */
export function randomSeed(): string {
  const word = new Uint32Array(1);
  return newSeed(() => {
    crypto.getRandomValues(word);
    return word[0] as number;
  });
}
