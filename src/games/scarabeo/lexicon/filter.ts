// Which expanded Hunspell forms become Scarabeo words: accent folding, the filters (each rejection with a
// reason code, so docs/scarabeo-lexicon.md can show samples), and the rule that splits standard from full.
import { ALPHABET_SIZE, letterCode } from '../alphabet.js';
import type { AffixFile, AffixRule, WordForm } from './affix.js';

export const MIN_WORD_LENGTH = 2;
/** The board is 17 squares wide. */
export const MAX_WORD_LENGTH = 17;

export const REJECTIONS = [
  'apostrophe',
  'hyphen',
  'dot',
  'digit',
  'other-character',
  'acronym',
  'proper-noun',
  'roman-numeral',
  'foreign-letter',
  'too-short',
  'too-long',
  'no-vowel',
  'abbreviation',
] as const;
export type Rejection = (typeof REJECTIONS)[number];

/**
 * Lowercase entries of dictionary-it that are abbreviations although they have a vowel (those without a vowel,
 * like cm, kg, tbc, are caught by 'no-vowel').
 */
/** Italian words (the pronouns mi and vi) that dictionary-it spells only as roman numerals (m + i, v + i). */
export const ROMAN_BUT_WORDS: ReadonlySet<string> = new Set(['MI', 'VI']);

export const ABBREVIATIONS: ReadonlySet<string> = new Set(['CA', 'ECC', 'ETC', 'ING', 'RAG']);

/** perché → PERCHE: canonical decomposition, combining marks dropped, uppercase. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

export type FoldResult =
  | { readonly ok: true; readonly word: string }
  | { readonly ok: false; readonly reason: Rejection };

const VOWEL = /[AEIOU]/;

/**
 * The Scarabeo word a raw form stands for, or why it is none. `roman` says the form came from a roman-numeral
 * entry (see romanClasses); the caller knows the derivation, this function only the string.
 */
export function foldForm(raw: string, roman = false): FoldResult {
  if (raw.includes("'") || raw.includes('’')) return { ok: false, reason: 'apostrophe' };
  if (raw.includes('-')) return { ok: false, reason: 'hyphen' };
  if (raw.includes('.')) return { ok: false, reason: 'dot' };
  if (/\d/.test(raw)) return { ok: false, reason: 'digit' };
  if (!/^\p{L}+$/u.test(raw)) return { ok: false, reason: 'other-character' };
  // Hunspell lists names and acronyms with their capitals; Scrabble-type games allow neither.
  let capitals = 0;
  for (const ch of raw) if (ch !== ch.toLowerCase()) capitals++;
  if (capitals > 1) return { ok: false, reason: 'acronym' };
  if (capitals === 1 && raw.charAt(0) !== raw.charAt(0).toLowerCase()) return { ok: false, reason: 'proper-noun' };
  if (capitals === 1) return { ok: false, reason: 'other-character' };
  const word = foldWord(raw);
  if (roman && /^[IVXLCDM]+$/.test(word) && !ROMAN_BUT_WORDS.has(word)) return { ok: false, reason: 'roman-numeral' };
  for (let i = 0; i < word.length; i++) {
    const code = letterCode(word.charAt(i));
    if (code < 1 || code > ALPHABET_SIZE) return { ok: false, reason: 'foreign-letter' };
  }
  if (word.length < MIN_WORD_LENGTH) return { ok: false, reason: 'too-short' };
  if (word.length > MAX_WORD_LENGTH) return { ok: false, reason: 'too-long' };
  if (!VOWEL.test(word)) return { ok: false, reason: 'no-vowel' };
  if (ABBREVIATIONS.has(word)) return { ok: false, reason: 'abbreviation' };
  return { ok: true, word };
}

/**
 * Classes that spell roman numerals: suffix or prefix classes whose every rule strips nothing and adds only
 * roman digits (dictionary-it's `£` makes c → ci, cii, civ… and `$` makes x → cx, mx…). An entry carrying such a
 * flag is a numeral, and so are its forms that read as one; `mi` or `di` made that way are rejected here but
 * stay in the lexicon through their own entries.
 */
export function romanClasses(aff: AffixFile): ReadonlySet<string> {
  const out = new Set<string>();
  for (const c of aff.classes.values()) {
    if (c.rules.length > 0 && c.rules.every((r) => r.strip === '' && /^[ivxlcdm]+$/.test(r.add))) out.add(c.flag);
  }
  return out;
}

// ---- The standard/full split: verb + clitic compounds ----

/** The enclitic pronouns and their pairs (mi, lo, glielo, melo, …; mici and misi as dictionary-it has them). */
const SINGLE = ['mi', 'ti', 'ci', 'vi', 'si', 'lo', 'la', 'li', 'le', 'ne', 'gli'];
const FIRST_OF_PAIR = ['me', 'te', 'ce', 've', 'se', 'glie'];
const SECOND_OF_PAIR = ['lo', 'la', 'li', 'le', 'ne'];
/** A cluster with one of these is an object or partitive pronoun, never a verb ending on its own. */
const MARKERS = ['lo', 'la', 'li', 'le', 'ne', 'gli'];

function clusters(): Set<string> {
  const out = new Set<string>(SINGLE);
  for (const a of FIRST_OF_PAIR) for (const b of SECOND_OF_PAIR) out.add(a + b);
  for (const a of ['mi', 'ti', 'ci', 'vi', 'gli', 'le']) for (const b of ['ci', 'si']) if (a !== b) out.add(a + b);
  return out;
}
const PLAIN_CLUSTERS = clusters();
/** After a one-syllable imperative the consonant doubles: fa + lo → fallo, di + mi → dimmi. */
const DOUBLED_CLUSTERS = new Set([...PLAIN_CLUSTERS].filter((c) => !c.startsWith('gl')).map((c) => c.charAt(0) + c));
const CLUSTERS = new Set([...PLAIN_CLUSTERS, ...DOUBLED_CLUSTERS]);

function isMarker(cluster: string): boolean {
  return MARKERS.some((m) => cluster.includes(m));
}

/**
 * The suffix rules that make verb + clitic compounds (mangiarglielo, mangiandolo, mangiatelo, fallo…).
 * dictionary-it has no morphology fields, so the rule is read off the affix table. A suffix rule's added text
 * is split into host + cluster, where the cluster is one of the enclitic pronouns or pairs above (doubled only
 * right after the strip: fa + llo; a doubled consonant or gli is never split). The host is the longest one that
 * is itself the added text of another rule of the class with the same strip (credete + lo, andiamo + ne), else
 * the shortest (mangiato + melo). The rule is a clitic rule when
 *   1. no other rule of its class with the same strip extends host + cluster with letters that are not a
 *      cluster (ne in pone/ponemmo and ci in conduci/conduciamo are verb endings, not pronouns), and
 *   2. a. its class has, for the same strip and host, at least two clusters, one of them an object or
 *         partitive pronoun (lo, la, li, le, ne, gli): a verb ending may look like one pronoun (mangiavi,
 *         finiti, credetti), never like a set of them; or
 *      b. its host is a non-empty form of the same class and its cluster has such a pronoun (andiamo + ne); or
 *      c. its host's own rule is a clitic rule (dandomi + ci).
 * A word is left out of the standard lexicon only when every way of making it uses a clitic rule, so the
 * simple forms (mangiare, mangiando, mangia, mangiato, mangiavi) stay.
 */
export function cliticRules(aff: AffixFile): ReadonlySet<AffixRule> {
  const out = new Set<AffixRule>();
  for (const c of aff.classes.values()) {
    if (c.kind !== 'SFX') continue;
    const adds = new Map<string, AffixRule>();
    for (const rule of c.rules) adds.set(`${rule.strip}\u0000${rule.add}`, rule);
    const formOf = (strip: string, add: string): AffixRule | undefined => adds.get(`${strip}\u0000${add}`);
    const splits = new Map<AffixRule, { host: string; cluster: string }>();
    const groups = new Map<string, Set<string>>();
    for (const rule of c.rules) {
      const candidates: { host: string; cluster: string }[] = [];
      for (let cut = 0; cut < rule.add.length; cut++) {
        const host = rule.add.slice(0, cut);
        const cluster = rule.add.slice(cut);
        // A doubled consonant is never split (fallo is fa + llo, not fal + lo), nor is gli (g + li).
        const last = host.charAt(host.length - 1);
        if (host !== '' && (last === cluster.charAt(0) || (last === 'g' && cluster.startsWith('l')))) continue;
        if (host === '' ? CLUSTERS.has(cluster) : PLAIN_CLUSTERS.has(cluster)) candidates.push({ host, cluster });
      }
      const split =
        candidates.filter((x) => x.host !== '' && formOf(rule.strip, x.host) !== undefined).pop() ?? candidates[0];
      if (split === undefined) continue;
      const extended = c.rules.some(
        (o) =>
          o.strip === rule.strip &&
          o.add.length > rule.add.length &&
          o.add.startsWith(rule.add) &&
          !CLUSTERS.has(o.add.slice(rule.add.length)) &&
          !CLUSTERS.has(o.add.slice(split.host.length)),
      );
      if (extended) continue;
      splits.set(rule, split);
      const key = `${rule.strip}\u0000${split.host}`;
      const g = groups.get(key) ?? new Set<string>();
      g.add(split.cluster);
      groups.set(key, g);
    }
    for (const [rule, { host, cluster }] of splits) {
      const g = groups.get(`${rule.strip}\u0000${host}`) as Set<string>;
      const byGroup = g.size >= 2 && [...g].some(isMarker);
      const byHost = host !== '' && formOf(rule.strip, host) !== undefined && isMarker(cluster);
      if (byGroup || byHost) out.add(rule);
    }
    // 2c, until nothing changes: a host that is itself a clitic form makes a clitic form.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [rule, { host }] of splits) {
        if (out.has(rule) || host === '') continue;
        const h = formOf(rule.strip, host);
        if (h !== undefined && out.has(h)) {
          out.add(rule);
          changed = true;
        }
      }
    }
  }
  return out;
}

/** Whether a form was made by a clitic rule (see cliticRules). */
export function isCliticForm(form: WordForm, clitic: ReadonlySet<AffixRule>): boolean {
  return form.suffix !== null && clitic.has(form.suffix);
}
