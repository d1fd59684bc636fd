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

/** What a suffix rule makes, decided once per rule (the build asks about four million forms). */
enum RuleKind {
  /** A noun, adjective or adverb rule, or a conjugation rule of a class that conjugates nothing known. */
  Other,
  Clitic,
  /** A conjugated form: attested, or its verb unknown to morph-it, else `unattested-verb-form`. */
  Conjugation,
  VerbSi,
  /** A superlative ending: doubtful when the entry takes clitic pronouns. */
  Superlative,
  /** Adds nothing: a truncated infinitive when it leaves the infinitive without its final -e. */
  Truncation,
}

export interface StandardRules {
  readonly kinds: ReadonlyMap<AffixRule, RuleKind>;
  /** Suffix classes that conjugate verbs: one of their rules strips the infinitive's -re. */
  readonly conjugation: ReadonlySet<string>;
  /** Classes that make clitic compounds: verbs' and past participles' (adjectives take no pronoun). */
  readonly cliticClasses: ReadonlySet<string>;
  readonly references: References;
  /** morph-it's nouns, adjectives and plain verb forms in one set. */
  readonly morphIt: ReadonlySet<string>;
  /** Words the second reference (Debian's witalian) attests that morph-it lacks (witalian.ts). */
  readonly alsoAttested: ReadonlySet<string>;
}

export function standardRules(
  aff: AffixFile,
  clitic: ReadonlySet<AffixRule>,
  references: References,
  alsoAttested: ReadonlySet<string>,
): StandardRules {
  const kinds = new Map<AffixRule, RuleKind>();
  const conjugation = new Set<string>();
  for (const c of aff.classes.values()) {
    if (c.kind !== 'SFX') continue;
    const conjugates = c.rules.some((r) => r.strip.endsWith('re'));
    if (conjugates) conjugation.add(c.flag);
    for (const rule of c.rules) kinds.set(rule, ruleKind(rule, conjugates, clitic));
  }
  const cliticClasses = new Set([...clitic].map((r) => r.flag));
  const morphIt = new Set([...references.lexical, ...references.verbForms]);
  return { kinds, conjugation, cliticClasses, references, morphIt, alsoAttested };
}

function ruleKind(rule: AffixRule, conjugation: boolean, clitic: ReadonlySet<AffixRule>): RuleKind {
  const add = rule.add;
  if (clitic.has(rule)) return RuleKind.Clitic;
  // ottimizzantesi, credevasi, accedesi: a participle, an imperfect or a present + impersonal si.
  if (conjugation && ((rule.strip === 're' && add === 'si') || /(?:vasi|ntesi|ntisi)$/.test(add)))
    return RuleKind.VerbSi;
  if (/issim[oaie]$/.test(add)) return RuleKind.Superlative;
  if (conjugation && add === '' && rule.strip.endsWith('e')) return RuleKind.Truncation;
  return conjugation ? RuleKind.Conjugation : RuleKind.Other;
}

/** Which doubtful class a form belongs to, if any (all three are a verb form + something). */
function doubtfulClass(form: WordForm, kind: RuleKind, rules: StandardRules): Exclusion | null {
  switch (kind) {
    case RuleKind.VerbSi:
      return 'verb-si';
    case RuleKind.Superlative:
      // tediatissima: a superlative of an entry that takes clitic pronouns, i.e. a verb or a past participle
      // (tediato/Ey: E makes tediatomi, y tediatissimo).
      for (const f of form.flags) if (rules.cliticClasses.has(f)) return 'participle-superlative';
      return null;
    case RuleKind.Truncation:
      // portar, antepor: the infinitive without its final -e (mangia from mangiare is a conjugated form).
      return form.stem.endsWith('re') && form.word.endsWith('r') ? 'short-infinitive' : null;
    default:
      return null;
  }
}

/**
 * Why a form's derivation keeps it out of the standard lexicon, or null when it puts it in. A word is left out
 * only when every way of making it is excluded and no reference attests it (see `attestationAdmits`).
 */
export function exclusion(form: WordForm, rules: StandardRules): Exclusion | null {
  const rule = form.suffix;
  if (rule === null) return null; // an entry is a word the dictionary's authors listed
  const kind = rules.kinds.get(rule) ?? RuleKind.Other;
  if (kind === RuleKind.Other) return null;
  if (kind === RuleKind.Clitic) return 'clitic';
  const doubtful = doubtfulClass(form, kind, rules);
  if (doubtful !== null) return doubtful;
  if (kind !== RuleKind.Conjugation && kind !== RuleKind.Truncation) return null;
  const lemma = form.prefix === null ? form.stem : applyPrefix(form.prefix, form.stem);
  if (!rules.references.verbs.has(lemma)) return null;
  return REGULAR_FUTURE_VERBS.has(lemma) && isRegularFuture(lemma, form.word) ? null : 'unattested-verb-form';
}

/**
 * Whether a reference's word overrides an exclusion (`word` folded): morph-it's nouns, adjectives and plain verb
 * forms override them all (NATALE is not natare + le); witalian, which also lists clitic compounds, overrides
 * all but the clitic one. The two-letter list is never overridden. Checked once per word after the expansion,
 * not per form: a few hundred thousand look-ups instead of four million.
 */
export function attestationAdmits(why: Exclusion, word: string, rules: StandardRules): boolean {
  if (why === 'two-letter') return false;
  return rules.morphIt.has(word) || (why !== 'clitic' && rules.alsoAttested.has(word));
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
