// Konobi params, points, positions and messages as tables: text, parsed value or the refusal code.
import { describe, expect, it } from 'vitest';
import {
  describeKonobiError,
  formatPosition,
  type KonobiError,
  konobi,
  newGame,
  parseAnyPosition,
  parseMove,
  parseParams,
  parsePosition,
} from '../../../src/games/konobi/index.js';

const PARAMS: [string, number | string][] = [
  ['11', 11],
  [' 5 ', 5],
  ['19', 19],
  ['4', 'size-out-of-range'],
  ['20', 'size-out-of-range'],
  ['', 'params-syntax'],
  ['11x11', 'params-syntax'],
  ['-7', 'params-syntax'],
];

describe('Konobi params', () => {
  it.each(PARAMS)('%j → %s', (text, expected) => {
    const r = parseParams(text);
    expect(r.ok ? r.value.size : r.error.code).toBe(expected);
  });
  it('the Game object: name, default 11×11, empty board with Black to move', () => {
    expect(konobi.name).toBe('konobi');
    expect(konobi.formatParams(konobi.defaultParams)).toBe('11');
    const state = konobi.newGame(
      { size: 7 },
      { nextUint32: () => 0, int: () => 0, float: () => 0, clone: () => undefined as never },
    );
    expect(konobi.formatPosition(state)).toBe(`${'.......\n'.repeat(7)}to-move: black`);
    expect(konobi.legalMoves(state)).toHaveLength(49);
  });
});

// [text, the refusal code, or the canonical one-line form it reads as]
const POSITIONS: [string, string][] = [
  ['...../...../..X../...../.....', '...../...../..X../...../...../to-move: white'],
  [' ..... \n .....\n ..x..\n .....\n .....\n\n To-Move: B \n', '...../...../..X../...../...../to-move: black'],
  [
    '...../...../..X../...../...../to-move: white/swap: used',
    '...../...../..X../...../...../to-move: white/swap: used',
  ],
  ['...../...../..X../...../...../swap: no', '...../...../..X../...../...../to-move: white'],
  ['', 'position-syntax'],
  ['...../...../..Y../...../.....', 'position-syntax'],
  ['...../...../..X./...../.....', 'position-syntax'],
  ['...../...../...../...../...../to-move: red', 'position-syntax'],
  ['...../...../...../...../...../to-move: black/to-move: white', 'position-syntax'],
  ['...../...../...../...../...../swap: maybe', 'position-syntax'],
  ['...../...../...../...../...../colour: black', 'position-syntax'],
  ['...../...../...../...../to-move: black/.....', 'position-syntax'],
  ['..../..../..../....', 'position-size'],
  ['....../....../....../....../.....', 'position-syntax'],
  ['....../....../....../....../......', 'position-size'],
  ['...................../', 'position-size'],
  ['XO.../OX.../...../...../.....', 'position-crosscut'],
  ['XX.../...../...../...../.....', 'position-to-move'],
];

describe('Konobi positions', () => {
  it.each(POSITIONS)('%j → %s', (text, expected) => {
    const r = parseAnyPosition(text);
    expect(r.ok ? formatPosition(r.value, '/') : r.error.code).toBe(expected);
  });
  it('a position of another size than the params is refused', () => {
    const r = parsePosition({ size: 7 }, '...../...../...../...../.....');
    expect(r.ok ? 'ok' : r.error.code).toBe('position-size');
  });
});

describe('Konobi messages', () => {
  it('say the rule in English and Italian', () => {
    const e: KonobiError = { code: 'illegal-weak-connection', point: 'd5', stone: 'c4', alternative: 'c3' };
    expect(describeKonobiError(e)).toBe('this weak connection is illegal: c4 can be joined strongly (e.g. at c3)');
    expect(describeKonobiError(e, 'it')).toContain('connessione debole è illegale');
  });
  it('exist for every refusal the engine gives', () => {
    const state = newGame({ size: 5 });
    for (const text of ['pass', 'swap', 'f9', 'zz', 'a1']) {
      const r = parseMove(state, text);
      if (r.ok) continue;
      for (const lang of ['en', 'it'] as const) expect(describeKonobiError(r.error, lang).length).toBeGreaterThan(10);
    }
  });
});
