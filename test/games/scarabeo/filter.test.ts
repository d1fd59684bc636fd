// Lexicon filters: raw Hunspell forms → the Scarabeo word or the reason it is none; the clitic-rule split.
import { describe, expect, it } from 'vitest';
import { expandDictionary, parseAffixes } from '../../../src/games/scarabeo/lexicon/affix.js';
import {
  cliticRules,
  foldForm,
  foldWord,
  isCliticForm,
  romanClasses,
} from '../../../src/games/scarabeo/lexicon/filter.js';

describe('foldForm', () => {
  // Rows: raw form, from a roman-numeral entry?, expected word or rejection reason.
  const rows: [string, boolean, string][] = [
    ['casa', false, 'CASA'],
    ['perché', false, 'PERCHE'],
    ['città', false, 'CITTA'],
    ['più', false, 'PIU'],
    ['scarabei', false, 'SCARABEI'],
    ["dell'abaco", false, 'apostrophe'],
    ["quell'", false, 'apostrophe'],
    ['ex-voto', false, 'hyphen'],
    ['ecc.', false, 'dot'],
    ['b2b', false, 'digit'],
    ['eBay', false, 'other-character'],
    ['due parole', false, 'other-character'],
    ['AIDS', false, 'acronym'],
    ['Roma', false, 'proper-noun'],
    ['xx', true, 'roman-numeral'],
    ['civ', true, 'roman-numeral'],
    ['mi', true, 'MI'],
    ['vi', true, 'VI'],
    ['civ', false, 'CIV'],
    ['taxi', false, 'foreign-letter'],
    ['yogurt', false, 'foreign-letter'],
    ['è', false, 'too-short'],
    ['a', false, 'too-short'],
    ['precipitevolissimevolmente', false, 'too-long'],
    ['abcdefghilmnopqrs', false, 'ABCDEFGHILMNOPQRS'],
    ['cm', false, 'no-vowel'],
    ['tbc', false, 'no-vowel'],
    ['ecc', false, 'abbreviation'],
  ];
  it.each(rows)('%s (roman %s) → %s', (raw, roman, expected) => {
    const r = foldForm(raw, roman);
    expect(r.ok ? r.word : r.reason).toBe(expected);
  });

  it('folds every accent of the dictionary', () => {
    expect(foldWord('àèéìòùâôç')).toBe('AEEIOUAOC');
  });
});

describe('romanClasses', () => {
  it('finds classes that only add roman digits to the bare entry', () => {
    const aff = parseAffixes('SFX £ Y 3\nSFX £ 0 i .\nSFX £ 0 ii .\nSFX £ 0 x .\nSFX A Y 1\nSFX A a i a\n');
    if (!aff.ok) throw new Error('parse');
    expect([...romanClasses(aff.value)]).toEqual(['£']);
  });
});

// A verb class in the style of dictionary-it: simple forms, and the infinitive, gerund and imperative with
// enclitic pronouns (lo, la, ne, glielo…), plus endings that only look like pronouns (mangiavi, mangiassi).
const VERB_AFF = `
SFX A Y 9
SFX A re 0 are
SFX A re vi are
SFX A re vo are
SFX A re ssi are
SFX A re ssimo are
SFX A re ndo are
SFX A re te are
SFX A re to are
SFX A re ti are
SFX C Y 10
SFX C e lo are
SFX C e la are
SFX C e ne are
SFX C e glielo are
SFX C e mi are
SFX C re ndolo are
SFX C re ndone are
SFX C re telo are
SFX C re teli are
SFX C re tene are
SFX P N 3
SFX P rre ne orre
SFX P rre nemmo orre
SFX P rre si orre
`;

describe('cliticRules', () => {
  const aff = parseAffixes(VERB_AFF);
  if (!aff.ok) throw new Error('parse');
  const clitic = cliticRules(aff.value);
  const forms = new Map<string, boolean>();
  expandDictionary(aff.value, '2\nmangiare/AC\nporre/P', (f) => {
    forms.set(f.word, (forms.get(f.word) ?? true) && isCliticForm(f, clitic));
  });
  // Rows: form, made only by clitic rules?
  const rows: [string, boolean][] = [
    ['mangiare', false],
    ['mangia', false],
    ['mangiavi', false],
    ['mangiassi', false],
    ['mangiando', false],
    ['mangiate', false],
    ['mangiati', false],
    ['mangiarlo', true],
    ['mangiarne', true],
    ['mangiarglielo', true],
    ['mangiarmi', true],
    ['mangiandolo', true],
    ['mangiatelo', true],
    ['pone', false],
    ['posi', false],
  ];
  it.each(rows)('%s clitic: %s', (word, expected) => {
    expect(forms.get(word)).toBe(expected);
  });
});
