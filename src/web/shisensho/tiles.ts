// Tile faces: each engine tile code as a Unicode mahjong glyph (drawn with Noto Sans Symbols 2), its suit for
// the colour accent, and its name for screen readers, in English and Italian.
import type { Lang } from '../../core/messages.js';
import { formatTile } from '../../games/shisensho/index.js';

export type Suit = 'm' | 'p' | 's' | 'wind' | 'dragon' | 'flower' | 'season';

// Unicode's Mahjong Tiles block (U+1F000–1F02B): winds, dragons (red, green, white), characters, bamboo,
// circles, flowers (plum, orchid, bamboo, chrysanthemum), seasons (spring … winter).
const WIND_GLYPHS = [0x1f000, 0x1f001, 0x1f002, 0x1f003];
// 5z white, 6z green, 7z red (docs/formats.md order).
const DRAGON_GLYPHS = [0x1f006, 0x1f005, 0x1f004];

/** The glyph of a kind (1-based, docs/formats.md order). */
export function tileGlyph(kind: number): string {
  const code = formatTile(kind);
  const n = Number(code[0]);
  switch (code[1]) {
    case 'm':
      return String.fromCodePoint(0x1f007 + n - 1);
    case 'p':
      return String.fromCodePoint(0x1f019 + n - 1);
    case 's':
      return String.fromCodePoint(0x1f010 + n - 1);
    case 'z':
      return String.fromCodePoint(n <= 4 ? (WIND_GLYPHS[n - 1] as number) : (DRAGON_GLYPHS[n - 5] as number));
    default:
      return String.fromCodePoint(0x1f022 + n - 1);
  }
}

export function tileSuit(kind: number): Suit {
  const code = formatTile(kind);
  const n = Number(code[0]);
  if (code[1] === 'm' || code[1] === 'p' || code[1] === 's') return code[1];
  if (code[1] === 'z') return n <= 4 ? 'wind' : 'dragon';
  return n <= 4 ? 'flower' : 'season';
}

const NAMES = {
  en: {
    m: 'characters',
    p: 'circles',
    s: 'bamboo',
    winds: ['East wind', 'South wind', 'West wind', 'North wind'],
    dragons: ['White dragon', 'Green dragon', 'Red dragon'],
    flowers: ['Plum flower', 'Orchid flower', 'Bamboo flower', 'Chrysanthemum flower'],
    seasons: ['Spring', 'Summer', 'Autumn', 'Winter'],
    of: (n: number, suit: string) => `${n} of ${suit}`,
  },
  it: {
    m: 'caratteri',
    p: 'cerchi',
    s: 'bambù',
    winds: ['Vento dell’est', 'Vento del sud', 'Vento dell’ovest', 'Vento del nord'],
    dragons: ['Drago bianco', 'Drago verde', 'Drago rosso'],
    flowers: ['Fiore di pruno', 'Fiore di orchidea', 'Fiore di bambù', 'Fiore di crisantemo'],
    seasons: ['Primavera', 'Estate', 'Autunno', 'Inverno'],
    of: (n: number, suit: string) => `${n} di ${suit}`,
  },
} as const;

/**
 * "3 of characters", "East wind", "Spring" … with the code, e.g. "3 of characters (3m)"; without it where the
 * code is said apart (a tile's own label).
 */
export function tileName(kind: number, lang: Lang, withCode = true): string {
  const names = NAMES[lang];
  const code = formatTile(kind);
  const n = Number(code[0]);
  let name: string;
  switch (code[1]) {
    case 'm':
    case 'p':
    case 's':
      name = names.of(n, names[code[1]]);
      break;
    case 'z':
      name = (n <= 4 ? names.winds[n - 1] : names.dragons[n - 5]) as string;
      break;
    default:
      name = (n <= 4 ? names.flowers[n - 1] : names.seasons[n - 5]) as string;
  }
  return withCode ? `${name} (${code})` : name;
}
