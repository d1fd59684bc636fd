// Shisen-Sho params as tables: text, parsed params or the refusal code; presets and copies per kind.
import { describe, expect, it } from 'vitest';
import { copiesOf, dealtParams, formatParams, PRESETS, parseParams } from '../../../src/games/shisensho/index.js';

const GOOD: [string, string, number, number, number, boolean, boolean][] = [
  ['18x8k36', '18x8k36', 18, 8, 36, false, true],
  ['12x6k12g', '12x6k12g', 12, 6, 12, true, true],
  [' 18X8K36GU ', '18x8k36gu', 18, 8, 36, true, false],
  ['4x3k2u', '4x3k2u', 4, 3, 2, false, false],
  // One column is a board: its pairs join round the ring.
  ['1x2k1', '1x2k1', 1, 2, 1, false, true],
  // The flags in any order, as Scarabeo's; printed in the canonical one.
  ['18x8k36ug', '18x8k36gu', 18, 8, 36, true, false],
  ['12x6k12u', '12x6k12u', 12, 6, 12, false, false],
];

const BAD: [string, string][] = [
  ['', 'params-syntax'],
  ['18x8', 'params-syntax'],
  ['18x8k36gg', 'params-syntax'],
  ['18x8k36gug', 'params-syntax'],
  ['18x8k36x', 'params-syntax'],
  ['0x8k36', 'size-out-of-range'],
  ['33x8k36', 'size-out-of-range'],
  ['18x25k36', 'size-out-of-range'],
  ['1x1k1', 'too-few-cells'],
  ['18x8k0', 'kinds-out-of-range'],
  ['18x8k43', 'kinds-out-of-range'],
];

describe('Shisen-Sho params', () => {
  it.each(GOOD)('%j → %s', (text, canonical, width, height, kinds, gravity, winnable) => {
    const r = parseParams(text);
    expect(r).toEqual({ ok: true, value: { width, height, kinds, gravity, winnable } });
    if (r.ok) expect(formatParams(r.value)).toBe(canonical);
  });
  it.each(BAD)('%j is refused as %s', (text, code) => {
    const r = parseParams(text);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });
  it('a deal names the kinds it deals: no more than its pairs', () => {
    const two = parseParams('2x2k5');
    expect(two.ok && formatParams(dealtParams(two.value))).toBe('2x2k2');
    const seed = parseParams('12x6k12');
    expect(seed.ok && dealtParams(seed.value)).toBe(seed.ok && seed.value);
  });
  it('gives the presets W*H/K copies of every kind', () => {
    expect(PRESETS.map((p) => `${formatParams(p.params)}×${copiesOf(p.params, 1)}`)).toEqual([
      '12x6k12×6',
      '18x8k36×4',
      '14x6k21×4',
      '16x9k36×4',
      '24x12k36×8',
    ]);
    for (const { params } of PRESETS) {
      for (let k = 1; k <= params.kinds; k++)
        expect(copiesOf(params, k)).toBe((params.width * params.height) / params.kinds);
    }
  });
});
