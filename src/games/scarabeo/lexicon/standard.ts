// Which forms the standard lexicon leaves to the full one: verb + clitic compounds that no reference knows
// as a plain word, forms of known verbs that no reference attests, and three classes that the references
// (almost) never have. The full lexicon keeps them all. See docs/scarabeo-lexicon.md.
import { type AffixFile, type AffixRule, applyPrefix, type WordForm } from './affix.js';
import type { References } from './references.js';

export const EXCLUSIONS = [
  'clitic',
  'verb-si',
  'participle-superlative',
  'short-infinitive',
  'unattested-verb-form',
  'two-letter',
] as const;
export type Exclusion = (typeof EXCLUSIONS)[number];

export interface StandardRules {
  /** filter.ts's cliticRules. */
  readonly clitic: ReadonlySet<AffixRule>;
  /** Suffix classes that conjugate verbs: one of their rules strips the infinitive's -re. */
  readonly conjugation: ReadonlySet<string>;
  /** Classes that make clitic compounds: verbs' and past participles' (adjectives take no pronoun). */
  readonly cliticClasses: ReadonlySet<string>;
  readonly references: References;
  /** Words the second reference (Debian's witalian) attests that morph-it lacks (witalian.ts). */
  readonly alsoAttested: ReadonlySet<string>;
}

export function standardRules(
  aff: AffixFile,
  clitic: ReadonlySet<AffixRule>,
  references: References,
  alsoAttested: ReadonlySet<string>,
): StandardRules {
  const conjugation = new Set<string>();
  for (const c of aff.classes.values()) {
    if (c.kind === 'SFX' && c.rules.some((r) => r.strip.endsWith('re'))) conjugation.add(c.flag);
  }
  const cliticClasses = new Set([...clitic].map((r) => r.flag));
  return { clitic, conjugation, cliticClasses, references, alsoAttested };
}

/** Which of the doubtful classes a suffix rule makes, if any (all three are verb forms + a suffix). */
function doubtfulClass(form: WordForm, rule: AffixRule, rules: StandardRules): Exclusion | null {
  const add = rule.add;
  // ottimizzantesi, credevasi, accedesi: a participle, an imperfect or a present + impersonal si.
  if (rules.conjugation.has(rule.flag) && ((rule.strip === 're' && add === 'si') || /(?:vasi|ntesi|ntisi)$/.test(add)))
    return 'verb-si';
  // tediatissima: a superlative of an entry that takes clitic pronouns, i.e. a verb or a past participle
  // (tediato/Ey: E makes tediatomi, y tediatissimo); adjectives take no pronoun.
  if (/issim[oaie]$/.test(add) && [...form.flags].some((f) => rules.cliticClasses.has(f)))
    return 'participle-superlative';
  // portar, antepor: the infinitive without its final -e.
  if (add === '' && form.stem.endsWith('re') && form.word.endsWith('r')) return 'short-infinitive';
  return null;
}

/**
 * Why a form stays out of the standard lexicon, or null when it goes in (`word` is the folded form). A word is
 * left out only when every way of making it is excluded. Attested means a reference has the word: morph-it as
 * a noun, an adjective or a plain verb form, or (for the doubtful classes and verb forms) witalian.
 */
export function exclusion(form: WordForm, word: string, rules: StandardRules): Exclusion | null {
  const rule = form.suffix;
  if (rule === null) return null; // an entry is a word the dictionary's authors listed
  const refs = rules.references;
  const morphIt = refs.lexical.has(word) || refs.verbForms.has(word);
  if (rules.clitic.has(rule)) return morphIt ? null : 'clitic';
  const attested = morphIt || rules.alsoAttested.has(word);
  const doubtful = doubtfulClass(form, rule, rules);
  if (doubtful !== null) return attested ? null : doubtful;
  if (!rules.conjugation.has(rule.flag) || attested) return null;
  const lemma = form.prefix === null ? form.stem : applyPrefix(form.prefix, form.stem);
  if (!refs.verbs.has(lemma)) return null;
  return REGULAR_FUTURE_VERBS.has(lemma) && isRegularFuture(lemma, form.word) ? null : 'unattested-verb-form';
}

/**
 * Verbs whose regular future and conditional (prevederò, provvederei) are correct beside or instead of the
 * contracted ones the verb package records (prevedrò, provvedrei); no other verb of the -vedere family has them.
 */
const REGULAR_FUTURE_VERBS: ReadonlySet<string> = new Set(['prevedere', 'provvedere']);
const FUTURE_ENDINGS = ['ò', 'ai', 'à', 'emo', 'ete', 'anno', 'ei', 'esti', 'ebbe', 'emmo', 'este', 'ebbero'];

function isRegularFuture(infinitive: string, word: string): boolean {
  const stem = infinitive.slice(0, -1);
  return FUTURE_ENDINGS.some((e) => word === stem + e);
}
