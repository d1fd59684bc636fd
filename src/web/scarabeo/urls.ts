// Scarabeo's URLs: /scarabeo/<params>#<seed> (the game id scarabeo:<params>#<seed>), /scarabeo/example/<id>,
// /scarabeo/record/<id> (a stored game's replay), /scarabeo/rules; /scarabeo alone opens the start screen.
import { newSeed } from '../../core/gameId.js';

export const START_PATH = '/scarabeo';
export const RULES_PATH = '/scarabeo/rules';

export function gamePath(params: string, seed: string): string {
  return `/scarabeo/${params}#${seed}`;
}

export function examplePath(id: string): string {
  return `/scarabeo/example/${id}`;
}

export function recordPath(id: string): string {
  return `/scarabeo/record/${id}`;
}

/** A fresh seed from the browser's cryptographic generator (the engine itself never draws randomness). */
export function randomSeed(): string {
  const word = new Uint32Array(1);
  return newSeed(() => {
    crypto.getRandomValues(word);
    return word[0] as number;
  });
}
