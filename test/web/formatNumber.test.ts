// formatNumber: scores and counts grouped in thousands as English and Italian write them.
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/web/formatNumber.js';

describe('formatNumber', () => {
  it('groups thousands with a comma in English and a full stop in Italian', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'it')).toBe('12.345');
    expect(formatNumber(1234567, 'it')).toBe('1.234.567');
    expect(formatNumber(1024, 'en')).toBe('1,024');
  });

  it('leaves small numbers, four Italian digits and negative scores as they are written', () => {
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(0, 'it')).toBe('0');
    expect(formatNumber(1024, 'it')).toBe('1024');
    expect(formatNumber(-12, 'en')).toBe('-12');
  });
});
