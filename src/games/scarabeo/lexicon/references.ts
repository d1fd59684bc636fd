// The independent word lists that decide the standard lexicon: morph-it's nouns, adjectives and verb
// conjugations (the italian-*-dict packages, read by src/node/lexicon.ts), the conjugations of the two
// auxiliaries that those packages lack, and the two-letter list. See docs/scarabeo-lexicon.md.
import { foldWord } from './filter.js';

/** italian-words-dict: a noun's singular (the key) and plural. */
export type MorphItNouns = Readonly<Record<string, { readonly S?: string | null; readonly P?: string | null }>>;
/** italian-adjectives-dict: the masculine singular (the key) and the other three forms. */
export type MorphItAdjectives = Readonly<Record<string, Partial<Record<'MS' | 'MP' | 'FS' | 'FP', string | null>>>>;
/** italian-verbs-dict: the infinitive (the key) and its forms by mode, tense and person, nested. */
export type MorphItVerbs = Readonly<Record<string, unknown>>;

export interface References {
  /** Noun and adjective forms, folded (NATALE, GENERALI). */
  readonly lexical: ReadonlySet<string>;
  /** Plain verb forms, folded: every slot of every conjugation, never a verb + clitic compound. */
  readonly verbForms: ReadonlySet<string>;
  /** The infinitives whose conjugation is known, spelt as dictionary-it spells its entries (mangiare). */
  readonly verbs: ReadonlySet<string>;
}

/**
 * The reference sets from the three packages. The verb package puts a clitic compound in the infinitive or
 * gerund slot of about 2,200 verbs (mangiarsi, credendosi): those are not taken as plain forms; the slot's
 * plain form is (the infinitive itself, the gerund without its pronouns). A pronominal verb listed under its
 * -rsi infinitive (accorgersi) is a headword and counts as a plain form; its conjugation is that of the verb
 * without -si (accorgere), which is the entry dictionary-it has.
 */
const PLAIN = /^[a-z]+$/;

export function readMorphIt(nouns: MorphItNouns, adjectives: MorphItAdjectives, verbs: MorphItVerbs): References {
  const lexical = new Set<string>();
  const verbForms = new Set<string>();
  const known = new Set<string>();
  const add = (set: Set<string>, raw: unknown): void => {
    if (typeof raw !== 'string' || raw === '') return;
    // Most forms are plain letters, which need no accent folding (a third of the build's reading time).
    if (PLAIN.test(raw)) set.add(raw.toUpperCase());
    // Capitalised entries are names (Natale is also natale, which the lowercase entry gives).
    else if (raw === raw.toLowerCase()) set.add(foldWord(raw));
  };
  for (const [key, n] of Object.entries(nouns)) {
    add(lexical, key);
    add(lexical, n.S);
    add(lexical, n.P);
  }
  for (const [key, a] of Object.entries(adjectives)) {
    add(lexical, key);
    for (const k of ['MS', 'MP', 'FS', 'FP'] as const) add(lexical, a[k]);
  }
  for (const [infinitive, conjugation] of Object.entries(verbs)) {
    if (infinitive !== infinitive.toLowerCase()) continue;
    known.add(infinitive);
    if (infinitive.endsWith('rsi')) known.add(`${infinitive.slice(0, -3)}re`);
    add(verbForms, infinitive);
    const visit = (node: unknown, mode: string): void => {
      if (typeof node === 'string') {
        if (mode === 'inf') return; // the infinitive is the key; the slot may hold a compound
        if (mode === 'ger' && !node.endsWith('ndo')) add(verbForms, node.replace(/ndo[a-z]*$/, 'ndo'));
        else add(verbForms, node);
        return;
      }
      if (node === null || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) visit(v, mode === '' ? k : mode);
    };
    visit(conjugation, '');
  }
  for (const w of AUXILIARY_FORMS) verbForms.add(w);
  for (const v of ['avere', 'essere']) known.add(v);
  return { lexical, verbForms, verbs: known };
}

/**
 * avere and essere, which the verb package lacks: every simple form (indicative, subjunctive, conditional,
 * imperative, infinitive, gerund, participles), folded. One-letter forms (è, e) are left out: no word is that short.
 */
export const AUXILIARY_FORMS: readonly string[] = [
  // avere
  'AVERE',
  'AVENDO',
  'AVENTE',
  'AVENTI',
  'AVUTO',
  'AVUTA',
  'AVUTI',
  'AVUTE',
  'HO',
  'HAI',
  'HA',
  'ABBIAMO',
  'AVETE',
  'HANNO',
  'AVEVO',
  'AVEVI',
  'AVEVA',
  'AVEVAMO',
  'AVEVATE',
  'AVEVANO',
  'EBBI',
  'AVESTI',
  'EBBE',
  'AVEMMO',
  'AVESTE',
  'EBBERO',
  'AVRO',
  'AVRAI',
  'AVRA',
  'AVREMO',
  'AVRETE',
  'AVRANNO',
  'AVREI',
  'AVRESTI',
  'AVREBBE',
  'AVREMMO',
  'AVRESTE',
  'AVREBBERO',
  'ABBIA',
  'ABBIATE',
  'ABBIANO',
  'AVESSI',
  'AVESSE',
  'AVESSIMO',
  'AVESSERO',
  'ABBI',
  // essere
  'ESSERE',
  'ESSENDO',
  'STATO',
  'STATA',
  'STATI',
  'STATE',
  'SONO',
  'SEI',
  'SIAMO',
  'SIETE',
  'ERO',
  'ERI',
  'ERA',
  'ERAVAMO',
  'ERAVATE',
  'ERANO',
  'FUI',
  'FOSTI',
  'FU',
  'FUMMO',
  'FOSTE',
  'FURONO',
  'SARO',
  'SARAI',
  'SARA',
  'SAREMO',
  'SARETE',
  'SARANNO',
  'SAREI',
  'SARESTI',
  'SAREBBE',
  'SAREMMO',
  'SARESTE',
  'SAREBBERO',
  'SIA',
  'SIATE',
  'SIANO',
  'FOSSI',
  'FOSSE',
  'FOSSIMO',
  'FOSSERO',
  'SII',
];

/**
 * The standard lexicon's two-letter words, each with why it is a word (the full lexicon has these and every
 * two-letter word dictionary-it makes). Left out of standard: AB, DE, ET (Latin), UP, ON, OR, OP (English, or
 * abbreviations), OC (only in "lingua d'oc"), UD, ES (abbreviations), BA, BE, BO (regular forms of bere, which
 * are wrong, or nothing), MO and PO (mo' and po' need their apostrophe).
 */
export const TWO_LETTER_WORDS: Readonly<Record<string, string>> = {
  AD: 'a before a vowel',
  AH: 'interjection',
  AI: 'preposition a + i',
  AL: 'preposition a + il',
  BI: 'the letter b',
  CE: 'pronoun (ce lo)',
  CI: 'pronoun, adverb; the letter c',
  CU: 'the letter q',
  DA: 'preposition; dà, of dare',
  DI: 'preposition; di’, of dire; the letter d',
  DO: 'dò, of dare; the note',
  ED: 'e before a vowel',
  EH: 'interjection',
  EI: 'pronoun, poetic egli',
  FA: 'of fare; the note',
  FI: 'the Greek letter phi',
  FU: 'of essere',
  GI: 'the letter g',
  GO: 'the board game',
  HA: 'of avere',
  HO: 'of avere',
  ID: 'the psychoanalytic id',
  IL: 'article',
  IN: 'preposition',
  IO: 'pronoun',
  LA: 'article, pronoun; the note',
  LE: 'article, pronoun',
  LI: 'pronoun; lì, adverb',
  LO: 'article, pronoun',
  MA: 'conjunction',
  ME: 'pronoun',
  MI: 'pronoun; the note',
  MU: 'the Greek letter mu',
  NE: 'pronoun; né, conjunction',
  NO: 'adverb',
  NU: 'the Greek letter nu',
  OD: 'o before a vowel',
  OH: 'interjection',
  PI: 'the letter p; the Greek letter pi',
  RE: 'king; the note',
  SA: 'of sapere',
  SE: 'conjunction; sé, pronoun',
  SI: 'pronoun; sì, adverb; the note',
  SO: 'of sapere',
  SU: 'preposition, adverb',
  TE: 'pronoun; tè, tea',
  TI: 'pronoun; the letter t',
  TU: 'pronoun',
  UH: 'interjection',
  UN: 'article',
  VA: 'of andare',
  VE: 'pronoun (ve lo)',
  VI: 'pronoun, adverb; the letter v',
  VU: 'the letter v',
};

/**
 * Words both lexicons hold although dictionary-it makes none of them, each checked by eye: interjections,
 * and forms of stare and solere that dictionary-it misses.
 */
export const HAND_ADDITIONS: readonly string[] = [
  'BOH',
  'UFF',
  'STEMMO',
  'SOLERE',
  'SOGLIO',
  'SUOLI',
  'SUOLE',
  'SOGLIAMO',
  'SOLETE',
  'SOGLIONO',
  'SOLEVO',
  'SOLEVI',
  'SOLEVA',
  'SOLEVAMO',
  'SOLEVATE',
  'SOLEVANO',
  'SOGLIANO',
  'SOLESSI',
  'SOLESSE',
  'SOLESSIMO',
  'SOLESTE',
  'SOLESSERO',
  'SOLENDO',
];
