// Hunspell affix expansion: parses an .aff file's PFX/SFX classes and expands a .dic file into its word forms.
// Covers what dictionary-it uses (single-character flags, strip/add/condition, cross products); it has no
// continuation classes, compounding or FLAG types, and a file that uses them is refused rather than misread.
import { err, ok, type Result } from '../../../core/result.js';

export interface AffixRule {
  readonly kind: 'PFX' | 'SFX';
  readonly flag: string;
  /** Position of the rule within its class, from 0 (for reports). */
  readonly index: number;
  readonly strip: string;
  readonly add: string;
  /** The condition as written in the file ("." for any). */
  readonly condition: string;
  /** The condition compiled: one entry per character position, from the word's start (PFX) or end (SFX). */
  readonly test: readonly CharTest[];
}

/** One condition position: `chars` a set of characters, `negated` for `[^…]`; an empty, negated set is `.`. */
export interface CharTest {
  readonly chars: string;
  readonly negated: boolean;
}

export interface AffixClass {
  readonly kind: 'PFX' | 'SFX';
  readonly flag: string;
  /** Whether the class combines with classes of the other kind on the same entry (the Y/N header field). */
  readonly cross: boolean;
  readonly rules: readonly AffixRule[];
}

export interface AffixFile {
  readonly classes: ReadonlyMap<string, AffixClass>;
}

export type AffixError =
  | { readonly code: 'affix-header'; readonly line: number; readonly text: string }
  | { readonly code: 'affix-rule'; readonly line: number; readonly text: string }
  | { readonly code: 'affix-condition'; readonly line: number; readonly condition: string }
  | { readonly code: 'affix-count'; readonly flag: string; readonly expected: number; readonly found: number }
  | { readonly code: 'affix-unsupported'; readonly line: number; readonly text: string };

/** Directives this expander cannot honour: a file with one of them would expand wrongly, so it is refused. */
const UNSUPPORTED = new Set([
  'FLAG',
  'COMPOUNDFLAG',
  'COMPOUNDBEGIN',
  'COMPOUNDMIDDLE',
  'COMPOUNDEND',
  'COMPOUNDRULE',
  'NEEDAFFIX',
  'CIRCUMFIX',
  'ONLYINCOMPOUND',
  'FORBIDDENWORD',
  'AF',
  'AM',
  'FULLSTRIP',
  'COMPLEXPREFIXES',
]);

/** Parses the PFX and SFX classes of an .aff text; other known directives (TRY, REP, MAP…) are ignored. */
export function parseAffixes(text: string): Result<AffixFile, AffixError> {
  const classes = new Map<string, AffixClass>();
  const lines = text.split(/\r?\n/);
  let current: { kind: 'PFX' | 'SFX'; flag: string; cross: boolean; expected: number; rules: AffixRule[] } | null =
    null;
  const close = (): AffixError | null => {
    if (current === null) return null;
    const c = current;
    current = null;
    if (c.rules.length !== c.expected)
      return { code: 'affix-count', flag: c.flag, expected: c.expected, found: c.rules.length };
    classes.set(c.flag, { kind: c.kind, flag: c.flag, cross: c.cross, rules: c.rules });
    return null;
  };
  for (let n = 0; n < lines.length; n++) {
    const line = (lines[n] as string).trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    const head = fields[0] as string;
    if (UNSUPPORTED.has(head)) return err({ code: 'affix-unsupported', line: n + 1, text: line });
    if (head !== 'PFX' && head !== 'SFX') continue;
    const flag = fields[1] ?? '';
    if ([...flag].length !== 1) return err({ code: 'affix-header', line: n + 1, text: line });
    if (current !== null && current.flag === flag && current.kind === head && fields[2] !== 'Y' && fields[2] !== 'N') {
      if (current.rules.length >= current.expected) return err({ code: 'affix-rule', line: n + 1, text: line });
      if (fields.length < 5) return err({ code: 'affix-rule', line: n + 1, text: line });
      const strip = zero(fields[2] as string);
      const addField = fields[3] as string;
      if (addField.includes('/')) return err({ code: 'affix-unsupported', line: n + 1, text: line });
      const condition = fields[4] as string;
      const test = compileCondition(condition);
      if (test === null) return err({ code: 'affix-condition', line: n + 1, condition });
      current.rules.push({
        kind: head,
        flag,
        index: current.rules.length,
        strip,
        add: zero(addField),
        condition,
        test,
      });
      continue;
    }
    // A class header: PFX|SFX flag Y|N count.
    const closed = close();
    if (closed) return err(closed);
    const count = Number(fields[3]);
    if ((fields[2] !== 'Y' && fields[2] !== 'N') || !Number.isInteger(count) || count < 0 || classes.has(flag))
      return err({ code: 'affix-header', line: n + 1, text: line });
    current = { kind: head, flag, cross: fields[2] === 'Y', expected: count, rules: [] };
  }
  const closed = close();
  if (closed) return err(closed);
  return ok({ classes });
}

function zero(field: string): string {
  return field === '0' ? '' : field;
}

/** Compiles `.`, literal characters and `[abc]` / `[^abc]` groups; null when a bracket is not closed. */
function compileCondition(condition: string): CharTest[] | null {
  if (condition === '.') return [];
  const out: CharTest[] = [];
  const chars = [...condition];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === '[') {
      const close = chars.indexOf(']', i + 1);
      if (close < 0) return null;
      let body = chars.slice(i + 1, close);
      const negated = body[0] === '^';
      if (negated) body = body.slice(1);
      out.push({ chars: body.join(''), negated });
      i = close;
    } else if (c === ']') return null;
    else if (c === '.') out.push({ chars: '', negated: true });
    else out.push({ chars: c, negated: false });
  }
  return out;
}

function charMatches(t: CharTest, ch: string): boolean {
  return t.chars.includes(ch) !== t.negated;
}

/** Whether a suffix rule applies to `word` (its condition matches the word's end and the strip can go). */
export function suffixApplies(rule: AffixRule, word: string): boolean {
  const t = rule.test;
  if (word.length <= rule.strip.length || word.length < t.length) return false;
  if (rule.strip !== '' && !word.endsWith(rule.strip)) return false;
  const start = word.length - t.length;
  for (let i = 0; i < t.length; i++) if (!charMatches(t[i] as CharTest, word.charAt(start + i))) return false;
  return true;
}

/** Whether a prefix rule applies to `word` (its condition matches the word's start and the strip can go). */
export function prefixApplies(rule: AffixRule, word: string): boolean {
  const t = rule.test;
  if (word.length <= rule.strip.length || word.length < t.length) return false;
  if (rule.strip !== '' && !word.startsWith(rule.strip)) return false;
  for (let i = 0; i < t.length; i++) if (!charMatches(t[i] as CharTest, word.charAt(i))) return false;
  return true;
}

export function applySuffix(rule: AffixRule, word: string): string {
  return word.slice(0, word.length - rule.strip.length) + rule.add;
}

export function applyPrefix(rule: AffixRule, word: string): string {
  return rule.add + word.slice(rule.strip.length);
}

/** One word form and how it was made: the entry's stem, and the prefix and suffix rules applied (or null). */
export interface WordForm {
  readonly word: string;
  readonly stem: string;
  /** The entry's flags as written after the slash. */
  readonly flags: string;
  readonly prefix: AffixRule | null;
  readonly suffix: AffixRule | null;
}

export interface ExpandOptions {
  /**
   * A prefix rule for which this returns true is applied to the bare entry only, never combined with
   * suffixes: for rules whose every product the caller would reject anyway (it saves millions of forms).
   */
  readonly skipCrossProducts?: (prefix: AffixRule) => boolean;
}

export interface ExpandStats {
  readonly entries: number;
  /** Flags used by entries but defined by no class (ignored). */
  readonly unknownFlags: readonly string[];
}

/**
 * Expands every entry of a .dic text into its forms, calling `visit` for each (the entry itself first, then
 * suffix forms, prefix forms, and cross products). Forms are not collected here, so millions of them are never
 * held at once. The first line is the entry count; lines starting with `/`, `#` or a tab are comments.
 */
export function expandDictionary(
  aff: AffixFile,
  dic: string,
  visit: (form: WordForm) => void,
  options: ExpandOptions = {},
): ExpandStats {
  const skip = options.skipCrossProducts ?? (() => false);
  const unknown = new Set<string>();
  let entries = 0;
  let start = 0;
  let first = true;
  while (start < dic.length) {
    let end = dic.indexOf('\n', start);
    if (end < 0) end = dic.length;
    const line = dic.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (first) {
      first = false;
      if (/^\d+\s*$/.test(line)) continue;
    }
    if (line === '' || line.startsWith('/') || line.startsWith('#') || line.startsWith('\t')) continue;
    const field = line.split(/\s/, 1)[0] as string;
    const slash = field.indexOf('/');
    const stem = slash < 0 ? field : field.slice(0, slash);
    const flags = slash < 0 ? '' : field.slice(slash + 1);
    if (stem === '') continue;
    entries++;
    expandEntry(aff, stem, flags, visit, skip, unknown);
  }
  return { entries, unknownFlags: [...unknown].sort() };
}

function expandEntry(
  aff: AffixFile,
  stem: string,
  flags: string,
  visit: (form: WordForm) => void,
  skip: (prefix: AffixRule) => boolean,
  unknown: Set<string>,
): void {
  visit({ word: stem, stem, flags, prefix: null, suffix: null });
  const prefixes: AffixClass[] = [];
  const suffixes: AffixClass[] = [];
  for (const flag of flags) {
    const c = aff.classes.get(flag);
    if (!c) unknown.add(flag);
    else if (c.kind === 'PFX') prefixes.push(c);
    else suffixes.push(c);
  }
  // Suffix forms, kept when they can take a prefix too.
  const crossable: { word: string; rule: AffixRule }[] = [];
  for (const c of suffixes) {
    for (const rule of c.rules) {
      if (!suffixApplies(rule, stem)) continue;
      const word = applySuffix(rule, stem);
      visit({ word, stem, flags, prefix: null, suffix: rule });
      if (c.cross) crossable.push({ word, rule });
    }
  }
  for (const c of prefixes) {
    for (const rule of c.rules) {
      if (!prefixApplies(rule, stem)) continue;
      visit({ word: applyPrefix(rule, stem), stem, flags, prefix: rule, suffix: null });
      if (!c.cross || skip(rule)) continue;
      for (const s of crossable) {
        if (prefixApplies(rule, s.word)) {
          visit({ word: applyPrefix(rule, s.word), stem, flags, prefix: rule, suffix: s.rule });
        }
      }
    }
  }
}
