// Shisen-Sho's URLs: /shisensho/<params>#<seed>, so the address reads like the game id shisensho:<params>#<seed>.
import { formatParams, type ShisenShoParams } from '../../games/shisensho/index.js';
import { randomSeed } from '../samegame/urls.js';

export { randomSeed };

export function gamePath(params: ShisenShoParams, seed: string): string {
  return `/shisensho/${formatParams(params)}#${seed}`;
}
