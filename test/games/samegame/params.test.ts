// SameGame params as tables: text, parsed params or the refusal code.
import { describe, expect, it } from 'vitest';
import { parseParams } from '../../../src/games/samegame/index.js';

const GOOD: [string, number, number, number, boolean][] = [
  ['15x10c4', 15, 10, 4, false],
  ['10x5c5w', 10, 5, 5, true],
  [' 2X2C2 ', 2, 2, 2, false],
  ['40x40c9w', 40, 40, 9, true],
];

const BAD: [string, string][] = [
  ['', 'params-syntax'],
  ['15x10', 'params-syntax'],
  ['15x10c4q', 'params-syntax'],
  ['1x10c4', 'size-out-of-range'],
  ['15x41c4', 'size-out-of-range'],
  ['15x10c1', 'colors-out-of-range'],
  ['15x10c10', 'colors-out-of-range'],
  // Numbers of any length are numbers, just too large: out of range, not a wrong shape.
  ['99999x99999c4', 'size-out-of-range'],
  ['15x10c100', 'colors-out-of-range'],
  ['15x10c4444444444', 'colors-out-of-range'],
];

describe('SameGame params', () => {
  it.each(GOOD)('%j → %i×%i, %i colours, winnable %s', (text, width, height, colors, winnable) => {
    expect(parseParams(text)).toEqual({ ok: true, value: { width, height, colors, winnable } });
  });
  it.each(BAD)('%j is refused as %s', (text, code) => {
    const r = parseParams(text);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });
});
