// Scarabeo test helpers: a small lexicon built with buildDawg, and boards laid out from plays in notation.
import { unwrap } from '../../../src/core/result.js';
import {
  buildDawg,
  type Dawg,
  JOLLY,
  letterCode,
  parsePlay,
  parseTiles,
  type Rack,
  SIZE,
  SQUARES,
} from '../../../src/games/scarabeo/index.js';

export const WORDS = [
  'ACCESSORI',
  'AD',
  'AI',
  'AL',
  'ALA',
  'CAMMINO',
  'CANE',
  'CASA',
  'CASE',
  'CAVOLO',
  'DA',
  'PANE',
  'ROSA',
  'SASSO',
  'SCARABEI',
  'SCARABEO',
];

export function lexicon(words: readonly string[] = WORDS): Dawg {
  const built = buildDawg([...words].sort());
  if (!built.ok) throw new Error(`test lexicon: ${JSON.stringify(built.error)}`);
  return built.value;
}

/** A board with the letters of these plays written on it, unchecked (tests may set any board). */
export function boardOf(plays: readonly string[]): Uint8Array {
  const cells = new Uint8Array(SQUARES);
  for (const text of plays) {
    const p = unwrap(parsePlay(text));
    for (let i = 0; i < p.word.length; i++) {
      const ch = p.word.charAt(i);
      if (ch === '.') continue;
      const s = p.row * SIZE + p.col + i * (p.across ? 1 : SIZE);
      cells[s] = letterCode(ch.toUpperCase()) | (ch === ch.toUpperCase() ? 0 : JOLLY);
    }
  }
  return cells;
}

export function rackOf(letters: string): Rack {
  return unwrap(parseTiles(letters));
}
