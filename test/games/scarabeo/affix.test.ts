// Hunspell affix expansion: small .aff/.dic texts and the forms they must give (conditions, strip, cross products).
import { describe, expect, it } from 'vitest';
import { expandDictionary, parseAffixes } from '../../../src/games/scarabeo/lexicon/affix.js';

function expand(aff: string, dic: string): string[] {
  const parsed = parseAffixes(aff);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const out: string[] = [];
  expandDictionary(parsed.value, dic, (f) => out.push(f.word));
  return out.sort();
}

const AFF = `
SET UTF-8
# a comment
SFX A Y 3
SFX A o i [^c]o
SFX A o hi co
SFX A 0 ne .
SFX B N 2
SFX B are iamo [^i]are
SFX B iare iamo iare
PFX R Y 1
PFX R 0 ri .
PFX S N 1
PFX S a dis a
`;

describe('expandDictionary', () => {
  // Rows: dictionary text → every form, sorted.
  const rows: [string, string, string[]][] = [
    ['entry alone', '1\ncasa', ['casa']],
    ['condition [^c]o, strip o', '1\ngatto/A', ['gatti', 'gatto', 'gattone']],
    ['condition co: a different rule applies', '1\nbianco/A', ['bianchi', 'bianco', 'biancone']],
    [
      'condition on the stem, not on the strip',
      '2\nlodare/B\nmangiare/B',
      ['lodare', 'lodiamo', 'mangiamo', 'mangiare'],
    ],
    ['cross product Y×Y', '1\nfatto/AR', ['fatti', 'fatto', 'fattone', 'rifatti', 'rifatto', 'rifattone']],
    ['no cross product when a class says N', '1\namare/BR', ['amare', 'amiamo', 'riamare']],
    ['prefix strip and condition', '2\nabile/S\nubile/S', ['abile', 'disbile', 'ubile']],
    ['comments, blank lines, unknown flags', '3\n/ a comment\n\nvia/Z\n', ['via']],
    ['the strip must leave a stem', '1\no/A', ['o', 'one']],
  ];
  it.each(rows)('%s', (_, dic, expected) => {
    expect(expand(AFF, dic)).toEqual([...expected].sort());
  });

  it('reports entries and unknown flags', () => {
    const parsed = parseAffixes(AFF);
    if (!parsed.ok) throw new Error('parse');
    const stats = expandDictionary(parsed.value, '2\na/Z\nb/AQ', () => {});
    expect(stats).toEqual({ entries: 2, unknownFlags: ['Q', 'Z'] });
  });

  it('can skip the cross products of a prefix rule', () => {
    const parsed = parseAffixes(AFF);
    if (!parsed.ok) throw new Error('parse');
    const out: string[] = [];
    expandDictionary(parsed.value, '1\nfatto/AR', (f) => out.push(f.word), { skipCrossProducts: () => true });
    expect(out.sort()).toEqual(['fatti', 'fatto', 'fattone', 'rifatto']);
  });
});

describe('parseAffixes', () => {
  // Rows: .aff text → error code.
  const bad: [string, string][] = [
    ['SFX A Y 2\nSFX A o i o', 'affix-count'],
    ['SFX A Y x', 'affix-header'],
    ['SFX A Y 1\nSFX A o i [o', 'affix-condition'],
    ['SFX A Y 1\nSFX A o i/B o', 'affix-unsupported'],
    ['FLAG long\nSFX A Y 0', 'affix-unsupported'],
    ['SFX A Y 1\nSFX A o', 'affix-rule'],
  ];
  it.each(bad)('refuses %j', (text, code) => {
    const r = parseAffixes(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('reads the classes of dictionary-it without an error', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const main = createRequire(import.meta.url).resolve('dictionary-it');
    const r = parseAffixes(readFileSync(main.replace(/index\.js$/, 'index.aff'), 'utf8'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.classes.size).toBe(60);
  });
});
