// The engine's reason an online refusal carries (src/online/reasons.ts): parsed back from JSON for its game and
// worded by that game's describeError in English and Italian, as local play words it; anything else refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/core/game.js';
import type { KonobiError } from '../../src/games/konobi/errors.js';
import { konobi, newGame } from '../../src/games/konobi/index.js';
import { describeKonobiError } from '../../src/games/konobi/messages.js';
import type { ScarabeoError } from '../../src/games/scarabeo/errors.js';
import { describeScarabeoError } from '../../src/games/scarabeo/messages.js';
import { parseMoveText } from '../../src/games/scarabeo/notation.js';
import { describeReason, parseReason } from '../../src/online/reasons.js';

/** As the socket carries it. */
const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

const SCARABEO: readonly ScarabeoError[] = [
  { code: 'move-syntax', text: 'passo' },
  { code: 'not-in-rack', letter: 'Z', need: 3, have: 1 },
  { code: 'not-in-rack', letter: '?', need: 2, have: 1 },
  { code: 'not-in-lexicon', words: ['ZZZ', 'QQ'] },
  { code: 'square-occupied', square: 'I9', board: 'a', typed: 'B' },
  { code: 'swap-not-allowed' },
  { code: 'swap-no-jolly', square: 'I9', board: '' },
  { code: 'exchange-bag', count: 7, bag: 3 },
  { code: 'position-syntax', line: 2, column: 0, reason: 'row-length' },
  { code: 'game-over' },
];

const KONOBI: readonly KonobiError[] = [
  { code: 'outside-board', text: 'z9', size: 5 },
  { code: 'point-occupied', point: 'c3', by: 'white' },
  { code: 'illegal-weak-connection', point: 'b2', stone: 'c3', alternative: 'b3' },
  { code: 'pass-not-allowed', count: 12, example: 'a1' },
  { code: 'game-over', winner: 'black' },
  { code: 'game-over', winner: undefined },
];

describe('an engine reason from the wire', () => {
  it.each(SCARABEO.map((e) => [e.code, e] as const))('Scarabeo %s: the same error, the same words', (_c, e) => {
    expect(parseReason('scarabeo', wire(e))).toEqual(wire(e));
    for (const lang of ['en', 'it'] as const) {
      expect(describeReason('scarabeo', wire(e), lang)).toBe(describeScarabeoError(e, lang));
    }
  });

  it.each(KONOBI.map((e) => [e.code, e] as const))('Konobi %s: the same error, the same words', (_c, e) => {
    expect(parseReason('konobi', wire(e))).toEqual(wire(e));
    for (const lang of ['en', 'it'] as const) {
      expect(describeReason('konobi', wire(e), lang)).toBe(describeKonobiError(e, lang));
    }
  });

  it('words what the engines return, in Italian as local play does', () => {
    const typed = parseMoveText('passo');
    if (typed.ok) throw new Error('"passo" parsed');
    expect(describeReason('scarabeo', wire(typed.error), 'it')).toMatch(/^"passo" non è una mossa/);
    const state = newGame({ size: 5 });
    const first = konobi.parseMove(state, 'c3');
    if (!first.ok) throw new Error('c3 refused');
    const again = konobi.parseMove(konobi.play(state, first.value), 'c3');
    if (again.ok) throw new Error('c3 taken twice');
    expect(describeReason('konobi', wire(again.error), 'it')).toBe(describeKonobiError(again.error, 'it'));
  });

  it('keeps only the fields of the error', () => {
    const extra = { code: 'not-in-lexicon', words: ['ZZZ'], secret: 'x' };
    expect(parseReason('scarabeo', extra)).toEqual({ code: 'not-in-lexicon', words: ['ZZZ'] });
  });

  const malformed: [string, 'konobi' | 'scarabeo', unknown][] = [
    ['not an object', 'scarabeo', 'not-in-lexicon'],
    ['an array', 'scarabeo', [{ code: 'game-over' }]],
    ['no code', 'scarabeo', { words: ['ZZZ'] }],
    ['an unknown code', 'scarabeo', { code: 'no-such-rule' }],
    ["another game's code", 'konobi', { code: 'not-in-lexicon', words: ['ZZZ'] }],
    ['a missing field', 'scarabeo', { code: 'not-in-rack', letter: 'Z', need: 3 }],
    ['a number as text', 'scarabeo', { code: 'not-in-rack', letter: 'Z', need: '3', have: 1 }],
    ['a fraction', 'konobi', { code: 'outside-board', text: 'z9', size: 5.5 }],
    ['a word list of numbers', 'scarabeo', { code: 'not-in-lexicon', words: [1, 2] }],
    ['an unknown colour', 'konobi', { code: 'point-occupied', point: 'c3', by: 'red' }],
    ['an unknown position reason', 'scarabeo', { code: 'position-syntax', line: 1, column: 0, reason: 'x' }],
    ['a text too long', 'scarabeo', { code: 'move-syntax', text: 'A'.repeat(513) }],
    ['a code from the prototype', 'scarabeo', { code: 'toString' }],
  ];
  it.each(malformed)('refuses %s', (_what, game, reason) => {
    expect(parseReason(game, reason)).toBeUndefined();
    expect(describeReason(game, reason, 'it')).toBeUndefined();
  });

  it('never throws, whatever arrives', () => {
    const problem = fc.record({ code: fc.constantFrom(...SCARABEO.map((e) => e.code), ...KONOBI.map((e) => e.code)) });
    fc.assert(
      fc.property(
        fc.constantFrom('konobi' as const, 'scarabeo' as const),
        fc.oneof(
          fc.jsonValue(),
          fc.tuple(problem, fc.dictionary(fc.string(), fc.jsonValue())).map(([p, d]) => ({
            ...d,
            ...p,
          })),
        ),
        fc.constantFrom('en' as const, 'it' as const),
        (game, reason, lang) => {
          const said = describeReason(game, reason, lang);
          expect(said === undefined || said.length > 0).toBe(true);
          const parsed: Problem | undefined = parseReason(game, reason);
          expect(parsed === undefined).toBe(said === undefined);
        },
      ),
    );
  });
});
