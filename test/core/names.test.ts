// The rule of a player's name (src/core/names.ts): a table, and agreement with what the terminal shows escaped.
import { describe, expect, it } from 'vitest';
import { printable } from '../../src/cli/text.js';
import { describeNameProblem } from '../../src/core/messages.js';
import { nameClash, parsePlayerName } from '../../src/core/names.js';

describe('parsePlayerName', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Bea  ', 'Bea'],
    ['Jose\u0301', 'Jos\u00e9'],
    ['😀'.repeat(40), '😀'.repeat(40)],
    // A family emoji: its joiners stay.
    ['👩\u200d👧', '👩\u200d👧'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(parsePlayerName(raw)).toEqual({ ok: true, value: kept });
  });

  it.each([
    ['A\x1b]0;pwned\x07x', 'has a control, direction or invisible character (U+001B)'],
    ['a\tb', 'has a control, direction or invisible character (U+0009)'],
    ['abc\u202edef', 'has a control, direction or invisible character (U+202E)'],
    ['a\u200bb', 'has a control, direction or invisible character (U+200B)'],
    ['a\ud800b', 'has a control, direction or invisible character (U+D800)'],
    ['   ', 'must not be blank'],
    ['', 'must not be blank'],
    ['x'.repeat(500), 'is too long: at most 40 characters (it has 500)'],
    ['😀'.repeat(41), 'is too long: at most 40 characters (it has 41)'],
    ['\u0301', 'has no visible character (a letter, digit or symbol)'],
  ])('refuses %j: the name %s', (raw, problem) => {
    const r = parsePlayerName(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeNameProblem(r.error)).toBe(problem);
  });

  it('refuses every character the terminal shows escaped, but the joiners emoji need', () => {
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      if (printable(ch) === ch || code === 0x200c || code === 0x200d) continue;
      expect(parsePlayerName(`a${ch}b`).ok, `U+${code.toString(16)}`).toBe(false);
    }
  });
});

describe('nameClash', () => {
  it('finds the first two seats of one name, case and spaces set aside', () => {
    expect(nameClash(['Ada', 'Bea'])).toBeUndefined();
    expect(nameClash(['Ada', 'Bea', 'ada '])).toEqual([0, 2]);
    expect(nameClash(['Ada', 'Bea', 'Bea', 'Ada'])).toEqual([1, 2]);
  });
});
