// Shisen-Sho's URLs: /shisensho/<params>#<seed>, so the address reads like the game id shisensho:<params>#<seed>.
import { formatParams, type ShisenShoParams } from '../../games/shisensho/index.js';
import { randomSeed } from '../samegame/urls.js';

export { randomSeed };

export function gamePath(params: ShisenShoParams, seed: string): string {
  return `/shisensho/${formatParams(params)}#${seed}`;
}

/** The URL of the last Shisen-Sho game played in this browser, or /shisensho (a fresh deal) when there is none. */
export function resumePath(lastId: string | undefined): string {
  const m = lastId ? /^shisensho:([^#]+)#(.+)$/.exec(lastId) : null;
  return m ? `/shisensho/${m[1]}#${m[2]}` : '/shisensho';
}
