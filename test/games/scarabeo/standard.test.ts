// The standard lexicon's reference rules on a small affix file: morph-it's slots read as plain forms, and
// each form of a verb, a participle or a noun admitted or excluded for its reason.
import { describe, expect, it } from 'vitest';
import { expandDictionary, parseAffixes } from '../../../src/games/scarabeo/lexicon/affix.js';
import { cliticRules, foldForm } from '../../../src/games/scarabeo/lexicon/filter.js';
import { readMorphIt, TWO_LETTER_WORDS } from '../../../src/games/scarabeo/lexicon/references.js';
import { attestationAdmits, exclusion, standardRules } from '../../../src/games/scarabeo/lexicon/standard.js';

describe('readMorphIt', () => {
  const refs = readMorphIt(
    { natale: { P: 'natali' }, Roma: { P: null } },
    { generale: { MP: 'generali', FS: 'generale', FP: 'generali' } },
    {
      mangiare: { inf: { pres: 'mangiarsi' }, ger: { pres: 'mangiandoci' }, ind: { pres: { S1: 'mangio' } } },
      accorgersi: { ind: { impf: { S3: 'accorgeva' } } },
    },
  );

  it('takes nouns and adjectives, folded, and no capitalised name', () => {
    expect([...refs.lexical].sort()).toEqual(['GENERALE', 'GENERALI', 'NATALE', 'NATALI']);
  });

  it('takes the plain form of a slot that holds a clitic compound', () => {
    expect(refs.verbForms.has('MANGIARE')).toBe(true);
    expect(refs.verbForms.has('MANGIANDO')).toBe(true);
    expect(refs.verbForms.has('MANGIARSI')).toBe(false);
    expect(refs.verbForms.has('MANGIANDOCI')).toBe(false);
    expect(refs.verbForms.has('MANGIO')).toBe(true);
  });

  it('knows a pronominal verb by its headword and by the entry without -si, and the auxiliaries', () => {
    expect(refs.verbForms.has('ACCORGERSI')).toBe(true);
    expect([...refs.verbs].sort()).toEqual(['accorgere', 'accorgersi', 'avere', 'essere', 'mangiare']);
    expect(refs.verbForms.has('EBBERO')).toBe(true);
    expect(refs.verbForms.has('AVERONO')).toBe(false);
  });
});

describe('exclusion', () => {
  // V conjugates (it strips -re); P is a participle class that also takes pronouns; N makes noun plurals.
  const aff = parseAffixes(
    [
      'SFX V Y 9',
      'SFX V are o are',
      'SFX V are ai are',
      'SFX V re ntesi re',
      'SFX V re vasi re',
      'SFX V e 0 re',
      'SFX V re lo re',
      'SFX V re la re',
      'SFX V re le re',
      'SFX V re li re',
      'SFX P Y 3',
      'SFX P o issimo o',
      'SFX P 0 mi o',
      'SFX P 0 lo o',
      'SFX N Y 1',
      'SFX N e i e',
    ].join('\n'),
  );
  if (!aff.ok) throw new Error('parse');
  const refs = readMorphIt({ natale: { P: 'natali' } }, {}, { parlare: { ind: { pres: { S1: 'parlo' } } } });
  const rules = standardRules(aff.value, cliticRules(aff.value), refs, new Set(['PARLAVASI']));
  const verdicts = new Map<string, string>();
  expandDictionary(aff.value, '4\nparlare/V\ncantare/V\nparlato/P\nnatale/N\n', (form) => {
    const f = foldForm(form.word);
    if (!f.ok) return;
    const why = exclusion(form, rules);
    verdicts.set(f.word, why === null || attestationAdmits(why, f.word, rules) ? 'admitted' : why);
  });

  // Rows: word, verdict.
  const rows: [string, string][] = [
    ['PARLARE', 'admitted'], // an entry
    ['PARLO', 'admitted'], // attested
    ['PARLAI', 'unattested-verb-form'], // a verb morph-it conjugates, this form it lacks
    ['CANTAI', 'admitted'], // a verb morph-it does not know: the expansion is trusted
    ['PARLANTESI', 'verb-si'],
    ['CANTANTESI', 'verb-si'], // whatever the verb
    ['PARLAVASI', 'admitted'], // witalian attests it
    ['PARLAR', 'short-infinitive'],
    ['PARLALO', 'clitic'], // parla + lo
    ['PARLATISSIMO', 'participle-superlative'],
    ['PARLATOMI', 'clitic'],
    ['NATALI', 'admitted'], // a noun rule
  ];
  it.each(rows)('%s → %s', (word, verdict) => {
    expect(verdicts.get(word)).toBe(verdict);
  });

  it('rescues a clitic-looking form that morph-it knows as a noun', () => {
    const aff2 = parseAffixes('SFX V Y 4\nSFX V re le re\nSFX V re lo re\nSFX V re li re\nSFX V re la re\n');
    if (!aff2.ok) throw new Error('parse');
    const r = standardRules(aff2.value, cliticRules(aff2.value), refs, new Set());
    const seen = new Map<string, string>();
    expandDictionary(aff2.value, '1\nnatare/V\n', (form) => {
      const why = exclusion(form, r);
      seen.set(form.word, why === null || attestationAdmits(why, form.word.toUpperCase(), r) ? 'admitted' : why);
    });
    expect(seen.get('natale')).toBe('admitted');
    expect(seen.get('natalo')).toBe('clitic');
  });
});

describe('the two-letter list', () => {
  it('has only foldable two-letter words of the alphabet, each with its reason', () => {
    for (const [w, why] of Object.entries(TWO_LETTER_WORDS)) {
      const f = foldForm(w.toLowerCase());
      expect(f.ok && f.word === w && w.length === 2 && why.length > 3).toBe(true);
    }
  });
});
