// The standard 20-field SameGame benchmark the bench's `--set standard` plays: 20 distinct full 15×15 fields of five
// colours, in our notation, and the first one as the source gives it (so a slip in the conversion shows).
import { describe, expect, it } from 'vitest';
import { STANDARD_FIELDS } from '../../src/bench/fields/samegame-standard.js';
import { unwrap } from '../../src/core/result.js';
import { colorAt, countBlocks, findGroups, formatField, parseField } from '../../src/games/samegame/index.js';

describe('the standard SameGame benchmark fields', () => {
  it('are 20 distinct full 15×15 fields using each of the colours 1–5', () => {
    expect(STANDARD_FIELDS).toHaveLength(20);
    expect(new Set(STANDARD_FIELDS).size).toBe(20);
    for (const text of STANDARD_FIELDS) {
      const field = unwrap(parseField(text));
      expect([field.width, field.height]).toEqual([15, 15]);
      expect(countBlocks(field)).toBe(225);
      const colours = new Set<number>();
      for (let x = 0; x < 15; x++) for (let y = 0; y < 15; y++) colours.add(colorAt(field, x, y));
      expect([...colours].sort()).toEqual([1, 2, 3, 4, 5]);
      expect(findGroups(field).length).toBeGreaterThan(0);
      expect(formatField(field, '/')).toBe(text);
    }
  });

  it('keep the source row order (top row first) and colours (0–4 there, 1–5 here)', () => {
    // Field 1's top and bottom rows in the source: "3 1 1 4 1 0 4 0 4 4 1 1 0 2 3" and "1 0 1 0 1 1 2 2 1 0 0 1 4 3 2".
    const field = unwrap(parseField(STANDARD_FIELDS[0] as string));
    const row = (y: number): string => Array.from({ length: 15 }, (_, x) => colorAt(field, x, y) - 1).join(' ');
    expect(row(14)).toBe('3 1 1 4 1 0 4 0 4 4 1 1 0 2 3');
    expect(row(0)).toBe('1 0 1 0 1 1 2 2 1 0 0 1 4 3 2');
  });
});
