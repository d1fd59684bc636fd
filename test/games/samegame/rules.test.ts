// SameGame rules as tables in docs/formats.md notation: field, move, field after compaction, points, canonical move.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result.js';
import {
  formatField,
  formatMove,
  isOver,
  legalMoves,
  paramsOfField,
  parseField,
  parseMove,
  parsePosition,
  parseStartField,
  play,
  type SameGameState,
} from '../../../src/games/samegame/index.js';

function position(text: string): SameGameState {
  const field = unwrap(parseField(text));
  return unwrap(parsePosition(paramsOfField(field), text));
}

// [field before, move as typed, canonical move, field after, points]
const MOVES: [string, string, string, string, number][] = [
  // docs/samegame.md worked example, first move: the 3s of column 2 and the 3 at (3,3).
  ['213312/213112/123221/123211', '2,0', '2,0', '21.12./21112./12221./12211.', 9],
  // The same group named by another of its blocks, with a space instead of a comma.
  ['213312/213112/123221/123211', '3 3', '2,0', '21.12./21112./12221./12211.', 9],
  // docs/samegame.md worked example, second move: five 1s across three columns.
  ['21.12./21112./12221./12211.', '1,2', '1,2', '2...2./2...2./12221./12211.', 9],
  // A whole column goes: the columns to its right slide left.
  ['1.../12../1222', '0,0', '0,0', '..../2.../222.', 1],
  // Blocks fall into the hole left in the same column.
  ['3./12/12', '1,0', '1,0', '3./1./1.', 0],
  // A group in the middle of a column: the blocks above fall by two.
  ['3/1/1/2', '0,1', '0,1', '././3/2', 0],
  // A pair of two scores (2−2)² = 0.
  ['11/23', '1,1', '0,1', '../23', 0],
  // Clearing the field adds 1000.
  ['11/11', '1,0', '0,0', '../..', 1000 + 4],
  // Lenient input: white space around the move.
  ['22/11', '  0 , 0 ', '0,0', '../22', 0],
];

describe('SameGame moves', () => {
  it.each(MOVES)(
    '%s: %s removes the group (canonical %s) leaving %s for %i points',
    (before, move, canonical, after, points) => {
      const state = position(before);
      const parsed = unwrap(parseMove(state, move));
      expect(formatMove(state, parsed)).toBe(canonical);
      const next = play(state, parsed);
      expect(formatField(next.field, '/')).toBe(after);
      expect(next.last?.points).toBe(points);
      expect(next.score).toBe(points);
    },
  );
});

// [field, move as typed, error code]
const REFUSED: [string, string, string][] = [
  ['213312/213112/123221/123211', 'foo', 'move-syntax'],
  ['213312/213112/123221/123211', '1', 'move-syntax'],
  ['213312/213112/123221/123211', '-1,0', 'move-syntax'],
  ['213312/213112/123221/123211', '1.5,0', 'move-syntax'],
  ['213312/213112/123221/123211', '99 99', 'outside-field'],
  ['213312/213112/123221/123211', '6,0', 'outside-field'],
  ['213312/213112/123221/123211', '0,4', 'outside-field'],
  ['21.12./21112./12221./12211.', '2,3', 'empty-cell'],
  ['21.12./21112./12221./12211.', '5,0', 'empty-cell'],
  ['12/21', '0,0', 'lone-block'],
  ['112/221', '2,1', 'lone-block'],
];

describe('SameGame refused moves', () => {
  it.each(REFUSED)('%s: %s is refused as %s and nothing changes', (before, move, code) => {
    const state = position(before);
    const result = parseMove(state, move);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
    expect(formatField(state.field, '/')).toBe(before);
  });
});

describe('SameGame worked example', () => {
  it('leaves exactly the removable groups of the worked example, named canonically', () => {
    let state = position('213312/213112/123221/123211');
    state = play(state, unwrap(parseMove(state, '2,0')));
    state = play(state, unwrap(parseMove(state, '1,2')));
    expect(state.score).toBe(18);
    expect(legalMoves(state).map((m) => formatMove(state, m))).toEqual(['0,0', '0,2', '1,0', '3,0', '4,2']);
  });
});

// [field, over?]
const OVER: [string, boolean][] = [
  ['12/21', true],
  ['../..', true],
  ['1./2.', true],
  ['11/22', false],
  ['1./1.', false],
  ['121/212', true],
  ['121/211', false],
];

describe('SameGame game over', () => {
  it.each(OVER)('%s over: %s', (field, over) => {
    const state = position(field);
    expect(isOver(state)).toBe(over);
    expect(legalMoves(state).length === 0).toBe(over);
  });
});

// [text, error code, reason]
const BAD_FIELDS: [string, string, string | undefined][] = [
  ['', 'field-syntax', 'empty'],
  ['12/1', 'field-syntax', 'ragged-rows'],
  ['1a/11', 'field-syntax', 'bad-character'],
  ['10/11', 'field-syntax', 'bad-character'],
  ['1./.1', 'field-syntax', 'floating-block'],
  ['.1/.1', 'field-syntax', 'gap-column'],
];

describe('SameGame field text', () => {
  it.each(BAD_FIELDS)('%j is refused: %s %s', (text, code, reason) => {
    const r = parseField(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      if (reason && r.error.code === 'field-syntax') expect(r.error.reason).toBe(reason);
    }
  });

  // [text, error code, details] for a field a game starts from: the limits of a deal, and a block to remove.
  const BAD_STARTS: [string, string, Record<string, unknown>][] = [
    ['../..', 'no-blocks', {}],
    ['1122', 'size-out-of-range', { what: 'height', value: 1, min: 2, max: 40 }],
    ['1/1/2', 'size-out-of-range', { what: 'width', value: 1, min: 2, max: 40 }],
    [`${'12'.repeat(21)}1`, 'size-out-of-range', { what: 'width', value: 43, min: 2, max: 40 }],
    [Array(41).fill('12').join('/'), 'size-out-of-range', { what: 'height', value: 41, min: 2, max: 40 }],
    ['1a/11', 'field-syntax', { line: 1, reason: 'bad-character', column: 2, char: 'a' }],
  ];

  it.each(BAD_STARTS)('%j is no start: %s', (text, code, details) => {
    const r = parseStartField(text);
    expect(r.ok ? undefined : r.error).toEqual({ code, ...details });
  });

  it('a start is the field with its params: its size and highest colour', () => {
    const r = unwrap(parseStartField('13./12.'));
    expect(r.params).toEqual({ width: 3, height: 2, colors: 3, winnable: false });
    expect(formatField(r.field, '/')).toBe('13./12.');
    expect(unwrap(parseStartField('1./1.')).params.colors).toBe(2);
  });

  it('reads lines or slashes, with spaces, and prints canonically', () => {
    const f = unwrap(parseField('  21.\n 211 \n\n'));
    expect(formatField(f)).toBe('21.\n211');
    expect(formatField(f, '/')).toBe('21./211');
  });
});
