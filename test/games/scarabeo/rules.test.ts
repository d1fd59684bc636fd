// Scarabeo's rule check and scoring as tables in notation: board (plays laid down), rack, play, and the score
// with the canonical play and its words, or the refusal with its details; both rule variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlay,
  describeScarabeoError,
  formatPlay,
  JOLLY,
  letterCode,
  parseMoveText,
  playFromPlacements,
  type RulesVariant,
  type ScarabeoError,
  squareOf,
} from '../../../src/games/scarabeo/index.js';
import { boardOf, lexicon, rackOf } from './helpers.js';

const DAWG = lexicon();

function details(e: ScarabeoError): string {
  const { code, ...rest } = e;
  const values = Object.values(rest).map((v) => (Array.isArray(v) ? v.join(',') : String(v)));
  return [code, ...values].join(' ');
}

/** "score canonical-play words" or the refusal's code and details. */
function attempt(board: readonly string[], rack: string, text: string, rules: RulesVariant): string {
  const parsed = parseMoveText(text);
  if (!parsed.ok) return details(parsed.error);
  if (parsed.value.type !== 'play') throw new Error('not a play');
  const r = checkPlay({ cells: boardOf(board), rules }, rackOf(rack), parsed.value.play, DAWG);
  if (!r.ok) return details(r.error);
  return `${r.value.score} ${formatPlay(r.value.play)} ${r.value.words.join(',')}`;
}

const SCARABEO = ['9E SCARABEO'];
const CASA = ['9G CASA'];
const CASA_CANE = ['9G CASA', 'G9 CANE'];

/**
 * [why, board, rack, play, seed rules, Editrice rules]. Premium squares from docs/scarabeo.md's layout:
 * D9 N9 H8 H10 J8 J10 double letter, E5 E13 double word, A9 Q9 triple word.
 */
const PLAYS: [string, string[], string, string, string, string][] = [
  [
    'first play, 8 tiles: S on D9 (double letter) 2 + 10 = 12, +50 for 8 tiles, +100 for SCARABEO; Editrice +10 without a jolly',
    [],
    'SCARABEO',
    '9D SCARABEO',
    '162 9D SCARABEO SCARABEO',
    '172 9D SCARABEO SCARABEO',
  ],
  [
    'SCARABEI earns the +100 too',
    [],
    'SCARABEI',
    '9D SCARABEI',
    '162 9D SCARABEI SCARABEI',
    '172 9D SCARABEI SCARABEI',
  ],
  [
    'a jolly for B scores B (4): the same total, and no Editrice +10 (a jolly was used)',
    [],
    'SCARAEO?',
    '9D SCARAbEO',
    '162 9D SCARAbEO SCARABEO',
    '162 9D SCARAbEO SCARABEO',
  ],
  [
    '6 tiles: C on D9 doubled, 11 + 10; Editrice +10 more',
    [],
    'CAVOLO',
    '9D CAVOLO',
    '21 9D CAVOLO CAVOLO',
    '31 9D CAVOLO CAVOLO',
  ],
  ['6 tiles with a jolly: no Editrice +10', [], 'CAVOO?', '9D CAVOlO', '21 9D CAVOlO CAVOLO', '21 9D CAVOlO CAVOLO'],
  [
    '7 tiles: A on D9 doubled, 11 + 30; Editrice +10',
    [],
    'CAMMINO',
    '9C CAMMINO',
    '41 9C CAMMINO CAMMINO',
    '51 9C CAMMINO CAMMINO',
  ],
  ['first play down through I9, no premium', [], 'CASA', 'I6 CASA', '4 I6 CASA CASA', '4 I6 CASA CASA'],
  ['first play across ending on I9', [], 'CASE', '9F CASE', '4 9F CASE CASE', '4 9F CASE CASE'],
  [
    'two double words (E5, E13) multiply: 9 × 4 + 50; Editrice +10',
    SCARABEO,
    'ACCEIORS',
    'E5 ACCESSORI',
    '86 E5 ACCESSORI ACCESSORI',
    '96 E5 ACCESSORI ACCESSORI',
  ],
  ['a double word under a new tile (E13)', SCARABEO, 'ASSO', 'E9 SASSO', '10 E9 SASSO SASSO', '10 E9 SASSO SASSO'],
  [
    'a double word under an old tile (E13 O): only Editrice counts it',
    [...SCARABEO, 'E9 SASSO'],
    'RSA',
    '13D ROSA',
    '4 13D ROSA ROSA',
    '8 13D ROSA ROSA',
  ],
  [
    'a double letter under an old tile (D9 S): only Editrice counts it',
    ['9D SCARABEO'],
    'ASSO',
    'D9 SASSO',
    '5 D9 SASSO SASSO',
    '6 D9 SASSO SASSO',
  ],
  [
    'a cross word: D on H10 (double letter) counts in AD across and AD down, 9 + 9',
    CASA_CANE,
    'D',
    '10G AD',
    '18 10G AD AD,AD',
    '18 10G AD AD,AD',
  ],
  [
    'a jolly scores its letter and takes the letter premium',
    CASA_CANE,
    '?',
    '10G Ad',
    '18 10G Ad AD,AD',
    '18 10G Ad AD,AD',
  ],
  [
    'one tile typed down, canonical across (its across word has 2 letters)',
    CASA_CANE,
    'D',
    'H9 AD',
    '18 10G AD AD,AD',
    '18 10G AD AD,AD',
  ],
  [
    'one tile typed across alone, canonical down: A1 + L on J10 doubled',
    CASA,
    'L',
    '10J L',
    '5 J9 AL AL',
    '5 J9 AL AL',
  ],
  ['a dot for a board letter; P and N on double letters', CASA, 'PNE', 'H8 P.NE', '12 H8 PANE PANE', '12 H8 PANE PANE'],
  ['the board letter typed as itself', CASA, 'PNE', 'h8 PANE', '12 H8 PANE PANE', '12 H8 PANE PANE'],
  ['refused: the first word must cover I9', [], 'CASA', '9A CASA', 'not-centre', 'not-centre'],
  ['refused: a first play of one letter', [], 'A', '9I A', 'too-short', 'too-short'],
  [
    'refused: off the board (R9 is past column Q)',
    [],
    'CASSA',
    '9O CASSA',
    'off-board 9O CASSA R9',
    'off-board 9O CASSA R9',
  ],
  ['refused: row 18', [], 'CASA', '18A CASA', 'off-board 18A CASA A18', 'off-board 18A CASA A18'],
  ['refused: a tile not in the rack', [], 'CAS', '9G CASA', 'not-in-rack A 2 1', 'not-in-rack A 2 1'],
  ['refused: a jolly not in the rack', [], 'CAS', '9G CASa', 'not-in-rack ? 1 0', 'not-in-rack ? 1 0'],
  ['refused: X is not in the set', [], 'CAS', '9G CASX', 'bad-letter 9G CASX X', 'bad-letter 9G CASX X'],
  ['refused: a word not in the lexicon', [], 'CASO', '9G CASO', 'not-in-lexicon CASO', 'not-in-lexicon CASO'],
  [
    'refused: main and cross word not in the lexicon, both named',
    CASA_CANE,
    'S',
    '10G AS',
    'not-in-lexicon AS,AS',
    'not-in-lexicon AS,AS',
  ],
  ['refused: H9 holds A, typed I', CASA, 'PINO', 'H8 PINO', 'square-occupied H9 A I', 'square-occupied H9 A I'],
  ['refused: not crossing the board', CASA, 'CASA', '11G CASA', 'no-cross', 'no-cross'],
  [
    'refused: the word goes on past its start',
    CASA,
    'SA',
    '9K SA',
    'word-continues J9 CASASA',
    'word-continues J9 CASASA',
  ],
  ['refused: no tile placed', CASA, 'CASA', '9G CASA', 'no-tiles', 'no-tiles'],
  ['refused: a dot on an empty square', CASA, 'C', '9F .CASA', 'dot-on-empty F9', 'dot-on-empty F9'],
  ['refused: not a play', [], 'CASA', 'CASA 9G', 'move-syntax CASA 9G', 'move-syntax CASA 9G'],
];

describe('checkPlay', () => {
  it.each(PLAYS)('%s', (_why, board, rack, play, seed, editrice) => {
    expect(attempt(board, rack, play, 'seed')).toBe(seed);
    expect(attempt(board, rack, play, 'editrice')).toBe(editrice);
  });

  it('explains every refusal in English and Italian', () => {
    for (const [, board, rack, text] of PLAYS) {
      const parsed = parseMoveText(text);
      const r =
        parsed.ok && parsed.value.type === 'play'
          ? checkPlay({ cells: boardOf(board), rules: 'seed' }, rackOf(rack), parsed.value.play, DAWG)
          : parsed;
      if (r.ok) continue;
      expect(describeScarabeoError(r.error, 'en')).toMatch(/\w{3}/);
      expect(describeScarabeoError(r.error, 'it')).not.toBe(describeScarabeoError(r.error, 'en'));
    }
    expect(describeScarabeoError({ code: 'not-in-lexicon', words: ['CASO'] })).toBe('CASO is not in the lexicon');
  });
});

describe('checkPlay on arbitrary input', () => {
  it('never throws, and a legal play scores at least its letters and says so again in canonical form', () => {
    const board = { cells: boardOf(CASA_CANE), rules: 'seed' as const };
    const rack = rackOf('ADEINOS?');
    const play = fc.record({
      row: fc.integer({ min: 0, max: 16 }),
      col: fc.integer({ min: 0, max: 16 }),
      across: fc.boolean(),
      word: fc.string({ unit: fc.constantFrom(...'ACDEINOSad.'), minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(play, (p) => {
        const r = checkPlay(board, rack, p, DAWG);
        if (!r.ok) return true;
        const again = checkPlay(board, rack, r.value.play, DAWG);
        return again.ok && again.value.score === r.value.score && r.value.score >= 2;
      }),
      { numRuns: 3000 },
    );
  });
});

describe('playFromPlacements', () => {
  const cells = boardOf(CASA);
  const tile = (name: string, letter: string) => ({
    square: squareOf(Number(name.slice(1)) - 1, name.charCodeAt(0) - 65),
    cell: letterCode(letter.toUpperCase()) | (letter === letter.toLowerCase() ? JOLLY : 0),
  });
  const cases: [string, { square: number; cell: number }[], string][] = [
    ['a column through a board letter', [tile('H8', 'P'), tile('H10', 'N'), tile('H11', 'E')], 'H8 PANE'],
    ['one tile below a letter', [tile('J10', 'L')], 'J9 AL'],
    ['a jolly', [tile('H8', 'p'), tile('H10', 'N'), tile('H11', 'E')], 'H8 pANE'],
    ['not in one line', [tile('H8', 'P'), tile('J10', 'N')], 'not-in-line'],
    ['a gap', [tile('H10', 'P'), tile('H12', 'N')], 'gap H11'],
    ['on an occupied square', [tile('H9', 'P')], 'square-occupied H9 A P'],
    ['nothing', [], 'no-tiles'],
  ];
  it.each(cases)('%s', (_why, tiles, expected) => {
    const r = playFromPlacements(cells, tiles);
    expect(r.ok ? formatPlay(r.value) : details(r.error)).toBe(expected);
  });
});
