// Konobi's URLs: /konobi/<size> (a board of that size), /konobi/rules; /konobi alone opens the standard 11×11.
import { DEFAULT_PARAMS } from '../../games/konobi/index.js';

export function gamePath(size: number): string {
  return `/konobi/${size}`;
}

export const DEFAULT_PATH = gamePath(DEFAULT_PARAMS.size);

/** The start form, whatever game is in progress: /konobi/new. */
export const NEW = 'new';
export const NEW_PATH = `/konobi/${NEW}`;
