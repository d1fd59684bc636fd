// readWhole: a number field's text read on submit, with what is wrong with it as data.
import { describe, expect, it } from 'vitest';
import { readWhole } from '../../src/web/numberField.js';

describe('readWhole', () => {
  it.each([
    ['13', { ok: true, value: 13 }],
    [' 7 ', { ok: true, value: 7 }],
    ['', { ok: false, error: { kind: 'empty' } }],
    ['   ', { ok: false, error: { kind: 'empty' } }],
    ['abc', { ok: false, error: { kind: 'not-whole', text: 'abc' } }],
    ['1e1', { ok: false, error: { kind: 'not-whole', text: '1e1' } }],
    ['1.5', { ok: false, error: { kind: 'not-whole', text: '1.5' } }],
    ['25', { ok: false, error: { kind: 'out-of-range', value: 25 } }],
    ['-1', { ok: false, error: { kind: 'out-of-range', value: -1 } }],
    ['0', { ok: false, error: { kind: 'out-of-range', value: 0 } }],
  ])('%j', (text, expected) => {
    expect(readWhole(text, 5, 19)).toEqual(expected);
  });
});
