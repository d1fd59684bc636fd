// Scarabeo's text forms: params, moves and positions parse leniently, print canonically, round-trip, and
// report bad input with its place (line and column for positions) without throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatParams,
  formatPlay,
  formatPositionText,
  formatTiles,
  parseMoveText,
  parseParams,
  parsePositionText,
  type ScarabeoError,
} from '../../../src/games/scarabeo/index.js';
import { boardOf, rackOf } from './helpers.js';

function details(e: ScarabeoError): string {
  const { code, ...rest } = e;
  return [code, ...Object.values(rest).map(String)].join(' ');
}

describe('params', () => {
  it.each([
    ['2p', '2p'],
    [' 4PE ', '4pe'],
    ['3pf', '3pf'],
    ['2pfe', '2pef'],
  ])('%s → %s', (text, canonical) => {
    const r = parseParams(text);
    expect(r.ok && formatParams(r.value)).toBe(canonical);
  });
  it.each([
    ['5p', 'players-out-of-range 5 2 4'],
    ['1p', 'players-out-of-range 1 2 4'],
    ['2pee', 'params-syntax 2pee'],
    ['2', 'params-syntax 2'],
  ])('%s refused', (text, expected) => {
    const r = parseParams(text);
    expect(r.ok ? 'ok' : details(r.error)).toBe(expected);
  });
});

describe('moves', () => {
  it.each([
    ['9E SCARABEO', '9E SCARABEO'],
    ['i5   casa', 'I5 casa'],
    ['9e S.ARA', '9E S.ARA'],
    ['17Q A', '17Q A'],
  ])('play %s → %s', (text, canonical) => {
    const r = parseMoveText(text);
    expect(r.ok && r.value.type === 'play' && formatPlay(r.value.play)).toBe(canonical);
  });
  it('reads exchange, pass and swap', () => {
    const ex = parseMoveText('Exchange ab c?');
    expect(ex.ok && ex.value.type === 'exchange' && formatTiles(ex.value.tiles)).toBe('ABC?');
    expect(parseMoveText(' PASS ')).toEqual({ ok: true, value: { type: 'pass' } });
    expect(parseMoveText('swap i9')).toEqual({ ok: true, value: { type: 'swap', square: 8 * 17 + 8 } });
  });
  it.each([
    ['9E', 'move-syntax 9E'],
    ['9E CASA X', 'move-syntax 9E CASA X'],
    ['0A CASA', 'off-board 0A CASA A0'],
    ['9R CASA', 'off-board 9R CASA R9'],
    ['Q15 CASA', 'off-board Q15 CASA Q18'],
    ['9A KIWI', 'bad-letter 9A KIWI K'],
    ['exchange AB1', 'bad-tile AB1 1'],
    ['swap', 'move-syntax swap'],
    ['swap 9I', 'move-syntax swap 9I'],
  ])('%s refused', (text, expected) => {
    const r = parseMoveText(text);
    expect(r.ok ? 'ok' : details(r.error)).toBe(expected);
  });
  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseMoveText(s).ok === 'boolean'));
  });
});

const EMPTY_ROW = '.................';

describe('positions', () => {
  it('round-trips a board with jollies, a rack and the rules', () => {
    const text = formatPositionText({
      cells: boardOf(['9G CaSA', 'G9 CANE']),
      rack: rackOf('QZ?a'),
      rules: 'editrice',
    });
    expect(text.split('\n')[8]).toBe('......CaSA.......');
    expect(text.endsWith('rack: AQZ?\nrules: editrice\n')).toBe(true);
    const r = parsePositionText(text);
    expect(r.ok && formatPositionText(r.value)).toBe(text);
  });
  it('is lenient about blank lines, spaces around lines and the settings’ case', () => {
    const text = `\n${new Array(17).fill(`  ${EMPTY_ROW} `).join('\n')}\n\nRACK: ab\nRules: Seed\n`;
    const r = parsePositionText(text);
    expect(r.ok && formatPositionText(r.value)).toBe(
      `${new Array(17).fill(EMPTY_ROW).join('\n')}\nrack: AB\nrules: seed\n`,
    );
  });
  const rows = (n: number, row = EMPTY_ROW) => new Array(n).fill(row).join('\n');
  it.each([
    ['a bad character', `${rows(2)}\n..K${EMPTY_ROW.slice(3)}\n${rows(14)}`, 'position-syntax 3 3 bad-character K'],
    ['a short row', `${rows(4)}\n....\n${rows(12)}`, 'position-syntax 5 0 row-length'],
    ['a long row', `${EMPTY_ROW}..\n${rows(16)}`, 'position-syntax 1 18 row-length'],
    ['16 rows', rows(16), 'position-syntax 17 0 row-count'],
    ['18 rows', rows(18), 'position-syntax 18 0 row-count'],
    ['nothing', '\n\n', 'position-syntax 1 0 empty'],
    ['a bad rack', `${rows(17)}\nrack: AB1`, 'position-syntax 18 9 bad-rack'],
    ['a rack of 9', `${rows(17)}\nrack: AAAAAAAAA`, 'position-syntax 18 0 rack-too-long'],
    ['bad rules', `${rows(17)}\nrules: scrabble`, 'position-syntax 18 8 bad-rules'],
    ['an unknown setting', `${rows(17)}\nplayer: 2`, 'position-syntax 18 1 unknown-line'],
    ['a row after the settings', `${rows(16)}\nrules: seed\n${EMPTY_ROW}`, 'position-syntax 18 0 row-after-setting'],
    ['three jollies', `${rows(16)}\nabc..............\nrack: A`, 'position-tiles ? 3 2'],
    ['three Qs', `${rows(16)}\nQQ...............\nrack: Q`, 'position-tiles Q 3 2'],
  ])('refuses %s', (_why, text, expected) => {
    const r = parsePositionText(text);
    expect(r.ok ? 'ok' : details(r.error)).toBe(expected);
  });
  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => typeof parsePositionText(s).ok === 'boolean'));
  });
});
