// Scarabeo's lexicons on disk: builds standard.dawg and full.dawg from dictionary-it, checked against morph-it,
// caches them beside a manifest (rebuilt only when the inputs or the builder change), and loads them.
// See docs/scarabeo-lexicon.md.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { err, ok, type Result } from '../core/result.js';
import { type Dawg, type DawgFileError, decodeDawg, encodeDawg } from '../games/scarabeo/dawg.js';
import { buildDawg, type DawgBuildError } from '../games/scarabeo/dawgBuild.js';
import { type AffixError, expandDictionary, parseAffixes } from '../games/scarabeo/lexicon/affix.js';
import { encodeCompactDawg } from '../games/scarabeo/lexicon/compact.js';
import { cliticRules, foldForm, REJECTIONS, type Rejection, romanClasses } from '../games/scarabeo/lexicon/filter.js';
import {
  HAND_ADDITIONS,
  type MorphItAdjectives,
  type MorphItNouns,
  type MorphItVerbs,
  type References,
  readMorphIt,
  TWO_LETTER_WORDS,
} from '../games/scarabeo/lexicon/references.js';
import {
  attestationAdmits,
  EXCLUSIONS,
  type Exclusion,
  exclusion,
  standardRules,
} from '../games/scarabeo/lexicon/standard.js';
import { ATTESTED_GAPS, WITALIAN_ATTESTED } from '../games/scarabeo/lexicon/witalian.js';
import { PACKAGE_ROOT } from './paths.js';

export type LexiconKind = 'standard' | 'full';
export const LEXICON_KINDS: readonly LexiconKind[] = ['standard', 'full'];

/**
 * Bumped whenever the expansion, the filters or the file format change, so cached lexicons are rebuilt.
 * It is part of the input hash.
 */
export const BUILDER_VERSION = 2;

export interface LexiconOptions {
  /** The Hunspell files; default: the installed dictionary-it package. */
  readonly affPath?: string;
  readonly dicPath?: string;
  /** Where the .dawg files and manifest.json go; default: <package>/dist/lexicon. */
  readonly outDir?: string;
  /** Progress lines (default: stderr when it is a terminal or when `progress` is true). */
  readonly progress?: boolean | ((line: string) => void);
}

export type LexiconError =
  | { readonly code: 'dictionary-missing'; readonly message: string }
  | { readonly code: 'references-missing'; readonly message: string }
  | { readonly code: 'references-invalid'; readonly path: string; readonly message: string }
  | { readonly code: 'read-failed'; readonly path: string; readonly message: string }
  | { readonly code: 'write-failed'; readonly path: string; readonly message: string }
  | { readonly code: 'affix-file'; readonly error: AffixError }
  | { readonly code: 'graph'; readonly kind: LexiconKind; readonly error: DawgBuildError }
  | { readonly code: 'lexicon-file'; readonly path: string; readonly error: DawgFileError };

export interface LexiconFileStats {
  readonly words: number;
  readonly edges: number;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** The compact download form (<kind>.cdawg, lexicon/compact.ts). */
  readonly compactBytes: number;
  readonly compactGzipBytes: number;
}

/** The rejected forms of one reason: how many forms (not distinct words) and a few distinct examples. */
export interface RejectionStats {
  readonly forms: number;
  readonly samples: readonly string[];
}

export interface Manifest {
  readonly builder: number;
  readonly inputHash: string;
  readonly builtAt: string;
  readonly seconds: number;
  readonly entries: number;
  readonly forms: number;
  readonly lexicons: Readonly<Record<LexiconKind, LexiconFileStats>>;
  readonly rejections: Readonly<Partial<Record<Rejection, RejectionStats>>>;
  /** Words in full but not in standard, a sample. */
  readonly cliticSamples: readonly string[];
  /** Why words are in full but not in standard: how many words (by their first reason) and a sample. */
  readonly exclusions: Readonly<
    Partial<Record<Exclusion, { readonly words: number; readonly samples: readonly string[] }>>
  >;
  /** Words added to both lexicons although dictionary-it makes none of them. */
  readonly additions: readonly string[];
  /** The clitic rules, as `class: strip>add` per class (for the docs). */
  readonly cliticRules: Readonly<Record<string, readonly string[]>>;
  readonly unknownFlags: readonly string[];
}

export interface BuildReport {
  readonly seconds: number;
  readonly words: Readonly<Record<LexiconKind, number>>;
  readonly bytes: Readonly<Record<LexiconKind, number>>;
  readonly manifest: Manifest;
}

interface Resolved {
  readonly affPath: string;
  readonly dicPath: string;
  readonly referencePaths: ReferencePaths;
  readonly outDir: string;
  readonly log: (line: string) => void;
}

/** Finds dictionary-it's index.aff and index.dic (its package exports only index.js, so go through its path). */
export function dictionaryPaths(): Result<{ affPath: string; dicPath: string }, LexiconError> {
  try {
    const main = createRequire(import.meta.url).resolve('dictionary-it');
    const dir = dirname(main);
    return ok({ affPath: join(dir, 'index.aff'), dicPath: join(dir, 'index.dic') });
  } catch (e) {
    return err({ code: 'dictionary-missing', message: (e as Error).message });
  }
}

/** The morph-it word lists (italian-words-dict, italian-adjectives-dict, italian-verbs-dict). */
export interface ReferencePaths {
  readonly nouns: string;
  readonly adjectives: string;
  readonly verbs: string;
}

export function referencePaths(): Result<ReferencePaths, LexiconError> {
  try {
    const require = createRequire(import.meta.url);
    return ok({
      nouns: require.resolve('italian-words-dict/dist/words.json'),
      adjectives: require.resolve('italian-adjectives-dict/dist/adjectives.json'),
      verbs: require.resolve('italian-verbs-dict/dist/verbs.json'),
    });
  } catch (e) {
    return err({ code: 'references-missing', message: (e as Error).message });
  }
}

const loadedReferences = new Map<string, References>();

/** Reads the three morph-it files into the reference sets (once per process: they are 9 MB of JSON). */
export function loadReferences(paths: ReferencePaths): Result<References, LexiconError> {
  const key = `${paths.nouns}\n${paths.adjectives}\n${paths.verbs}`;
  const known = loadedReferences.get(key);
  if (known !== undefined) return ok(known);
  const json = (path: string): Result<unknown, LexiconError> => {
    const bytes = read(path);
    if (!bytes.ok) return bytes;
    try {
      const v: unknown = JSON.parse(bytes.value.toString('utf8'));
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
      return ok(v);
    } catch (e) {
      return err({ code: 'references-invalid', path, message: (e as Error).message });
    }
  };
  const nouns = json(paths.nouns);
  if (!nouns.ok) return nouns;
  const adjectives = json(paths.adjectives);
  if (!adjectives.ok) return adjectives;
  const verbs = json(paths.verbs);
  if (!verbs.ok) return verbs;
  const refs = readMorphIt(
    nouns.value as MorphItNouns,
    adjectives.value as MorphItAdjectives,
    verbs.value as MorphItVerbs,
  );
  loadedReferences.set(key, refs);
  return ok(refs);
}

function resolve(options: LexiconOptions): Result<Resolved, LexiconError> {
  let affPath = options.affPath;
  let dicPath = options.dicPath;
  if (affPath === undefined || dicPath === undefined) {
    const found = dictionaryPaths();
    if (!found.ok) return found;
    affPath ??= found.value.affPath;
    dicPath ??= found.value.dicPath;
  }
  const refs = referencePaths();
  if (!refs.ok) return refs;
  const p = options.progress;
  const log =
    typeof p === 'function'
      ? p
      : p === true || (p === undefined && process.stderr.isTTY)
        ? (line: string) => process.stderr.write(`${line}\n`)
        : () => {};
  return ok({
    affPath,
    dicPath,
    referencePaths: refs.value,
    outDir: options.outDir ?? join(PACKAGE_ROOT, 'dist', 'lexicon'),
    log,
  });
}

export function lexiconPath(kind: LexiconKind, options: LexiconOptions = {}): string {
  return join(options.outDir ?? join(PACKAGE_ROOT, 'dist', 'lexicon'), `${kind}.dawg`);
}

function read(path: string): Result<Buffer, LexiconError> {
  try {
    return ok(readFileSync(path));
  } catch (e) {
    return err({ code: 'read-failed', path, message: (e as Error).message });
  }
}

/** sha256 over the builder version, both input files and the references: the cache key in the manifest. */
function hashInputs(aff: Uint8Array, dic: Uint8Array, references: ReferencePaths): Result<string, LexiconError> {
  const h = createHash('sha256');
  h.update(`ludoteca-lexicon-builder ${BUILDER_VERSION}\n`);
  h.update(aff);
  h.update('\n--\n');
  h.update(dic);
  for (const path of [references.nouns, references.adjectives, references.verbs]) {
    const bytes = read(path);
    if (!bytes.ok) return bytes;
    h.update('\n--\n');
    h.update(bytes.value);
  }
  return ok(h.digest('hex'));
}

export function inputHash(options: LexiconOptions = {}): Result<string, LexiconError> {
  const r = resolve(options);
  if (!r.ok) return r;
  const aff = read(r.value.affPath);
  if (!aff.ok) return aff;
  const dic = read(r.value.dicPath);
  if (!dic.ok) return dic;
  return hashInputs(aff.value, dic.value, r.value.referencePaths);
}

export function readManifest(options: LexiconOptions = {}): Manifest | null {
  const dir = options.outDir ?? join(PACKAGE_ROOT, 'dist', 'lexicon');
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    return typeof m === 'object' && m !== null && typeof m.inputHash === 'string' ? m : null;
  } catch {
    return null;
  }
}

/** Whether the lexicons must be (re)built: a file or the manifest is missing, or the input hash differs. */
export function lexiconsStale(options: LexiconOptions = {}): Result<boolean, LexiconError> {
  const hash = inputHash(options);
  if (!hash.ok) return hash;
  const m = readManifest(options);
  if (m === null || m.inputHash !== hash.value || m.builder !== BUILDER_VERSION) return ok(true);
  const dir = options.outDir ?? join(PACKAGE_ROOT, 'dist', 'lexicon');
  return ok(LEXICON_KINDS.some((k) => !existsSync(lexiconPath(k, options)) || !existsSync(join(dir, `${k}.cdawg`))));
}

const ADMITTED = 1;
const exclusionBit = (why: Exclusion): number => 2 << EXCLUSIONS.indexOf(why);
const SAMPLE_CAP = 400;
const SAMPLES_SHOWN = 24;

/** FNV-1a: picks rejection samples spread over the alphabet, the same on every build. */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Builds both lexicons and writes them with the manifest, whatever the cache says. */
export function buildLexicons(options: LexiconOptions = {}): Result<BuildReport, LexiconError> {
  const started = performance.now();
  const r = resolve(options);
  if (!r.ok) return r;
  const { affPath, dicPath, outDir, log } = r.value;
  const affBytes = read(affPath);
  if (!affBytes.ok) return affBytes;
  const dicBytes = read(dicPath);
  if (!dicBytes.ok) return dicBytes;
  const hash = hashInputs(affBytes.value, dicBytes.value, r.value.referencePaths);
  if (!hash.ok) return hash;
  const aff = parseAffixes(affBytes.value.toString('utf8'));
  if (!aff.ok) return err({ code: 'affix-file', error: aff.error });
  const references = loadReferences(r.value.referencePaths);
  if (!references.ok) return references;
  const clitic = cliticRules(aff.value);
  const roman = romanClasses(aff.value);
  const rules = standardRules(aff.value, clitic, references.value, new Set(WITALIAN_ATTESTED));

  // Per word, a bit set: ADMITTED when one derivation puts it in standard, and one bit per exclusion seen.
  const words = new Map<string, number>();
  const rejected = new Map<Rejection, { forms: number; samples: Set<string> }>();
  let forms = 0;
  const dic = dicBytes.value.toString('utf8');
  let nextReport = 0;
  let lastStem = '';
  let lastFlags = '';
  let isRoman = false;
  log('ludoteca: building the Scarabeo lexicons from dictionary-it…');
  const stats = expandDictionary(
    aff.value,
    dic,
    (form) => {
      forms++;
      if (form.stem !== lastStem) {
        lastStem = form.stem;
        if (forms >= nextReport) {
          nextReport = forms + 500_000;
          log(`  expanding: ${words.size.toLocaleString('en')} words so far (${forms.toLocaleString('en')} forms)`);
        }
      }
      if (form.flags !== lastFlags) {
        lastFlags = form.flags;
        isRoman = false;
        for (const f of form.flags) if (roman.has(f)) isRoman = true;
      }
      const folded = foldForm(form.word, isRoman);
      if (!folded.ok) {
        let s = rejected.get(folded.reason);
        if (!s) {
          s = { forms: 0, samples: new Set() };
          rejected.set(folded.reason, s);
        }
        s.forms++;
        if (s.samples.size < SAMPLE_CAP && (s.samples.size < 8 || fnv(form.word) % 53 === 0)) s.samples.add(form.word);
        return;
      }
      const why = exclusion(form, rules);
      words.set(folded.word, (words.get(folded.word) ?? 0) | (why === null ? ADMITTED : exclusionBit(why)));
    },
    // Every product of a prefix rule that adds an apostrophe (l', dell', un'…) would be rejected.
    { skipCrossProducts: (prefix) => prefix.add.includes("'") },
  );
  log(`  expanded ${stats.entries.toLocaleString('en')} entries into ${forms.toLocaleString('en')} forms`);

  // A word the references attest overrides its exclusions (standard.ts's attestationAdmits).
  for (const list of [rules.morphIt, rules.alsoAttested]) {
    for (const w of list) {
      const mark = words.get(w);
      if (mark === undefined || (mark & ADMITTED) !== 0) continue;
      if (EXCLUSIONS.some((why) => (mark & exclusionBit(why)) !== 0 && attestationAdmits(why, w, rules))) {
        words.set(w, mark | ADMITTED);
      }
    }
  }
  // The two-letter list decides standard's short words; the attested gaps go into both lexicons.
  for (const [w, mark] of words) {
    if (w.length === 2 && (mark & ADMITTED) !== 0 && !(w in TWO_LETTER_WORDS)) words.set(w, exclusionBit('two-letter'));
  }
  const additions: string[] = [];
  for (const w of [...Object.keys(TWO_LETTER_WORDS), ...HAND_ADDITIONS, ...ATTESTED_GAPS]) {
    const f = foldForm(w.toLowerCase());
    if (!f.ok || f.word !== w) continue; // the lists are written folded; anything else is a slip, left out
    if (!words.has(w)) additions.push(w);
    words.set(w, ADMITTED);
  }
  additions.sort();

  const sorted = [...words.keys()].sort();
  const standardWords: string[] = [];
  const fullOnly: string[] = [];
  const byExclusion = EXCLUSIONS.map((): string[] => []);
  for (const w of sorted) {
    const mark = words.get(w) as number;
    if ((mark & ADMITTED) !== 0) standardWords.push(w);
    else {
      fullOnly.push(w);
      // Counted under its first reason in EXCLUSIONS' order.
      byExclusion[EXCLUSIONS.findIndex((why) => (mark & exclusionBit(why)) !== 0)]?.push(w);
    }
  }
  words.clear();

  const outputs = {} as Record<LexiconKind, { bytes: Uint8Array; compact: Uint8Array; edges: number; words: number }>;
  for (const kind of LEXICON_KINDS) {
    const list = kind === 'standard' ? standardWords : sorted;
    log(`  compiling the ${kind} lexicon (${list.length.toLocaleString('en')} words)…`);
    const dawg = buildDawg(list);
    if (!dawg.ok) return err({ code: 'graph', kind, error: dawg.error });
    outputs[kind] = {
      bytes: encodeDawg(dawg.value),
      compact: encodeCompactDawg(dawg.value),
      edges: dawg.value.edges.length,
      words: dawg.value.words,
    };
  }

  try {
    mkdirSync(outDir, { recursive: true });
  } catch (e) {
    return err({ code: 'write-failed', path: outDir, message: (e as Error).message });
  }
  const lexicons = {} as Record<LexiconKind, LexiconFileStats>;
  for (const kind of LEXICON_KINDS) {
    const o = outputs[kind];
    const path = join(outDir, `${kind}.dawg`);
    const written = writeAtomic(path, o.bytes);
    if (!written.ok) return written;
    const compact = writeAtomic(join(outDir, `${kind}.cdawg`), o.compact);
    if (!compact.ok) return compact;
    lexicons[kind] = {
      words: o.words,
      edges: o.edges,
      bytes: o.bytes.byteLength,
      gzipBytes: gzipSync(o.bytes, { level: 9 }).byteLength,
      compactBytes: o.compact.byteLength,
      compactGzipBytes: gzipSync(o.compact, { level: 9 }).byteLength,
    };
  }
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  const rejections: Partial<Record<Rejection, RejectionStats>> = {};
  for (const reason of REJECTIONS) {
    const s = rejected.get(reason);
    if (!s) continue;
    // A form rejected here may be a word through another entry (mi from the numeral m, also the pronoun mi).
    const samples = [...s.samples]
      .filter((w) => {
        const f = foldForm(w);
        return !f.ok || !binaryHas(sorted, f.word);
      })
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : 1));
    rejections[reason] = { forms: s.forms, samples: spread(samples, SAMPLES_SHOWN) };
  }
  const cliticSamples = spread(fullOnly, SAMPLES_SHOWN);
  const exclusions: Partial<Record<Exclusion, { words: number; samples: string[] }>> = {};
  EXCLUSIONS.forEach((why, i) => {
    const list = byExclusion[i] as string[];
    if (list.length > 0) exclusions[why] = { words: list.length, samples: spread(list, SAMPLES_SHOWN) };
  });
  const ruleTable: Record<string, string[]> = {};
  for (const rule of clitic) {
    const list = ruleTable[rule.flag] ?? [];
    list.push(`${rule.strip || '0'}>${rule.add}`);
    ruleTable[rule.flag] = list;
  }
  const manifest: Manifest = {
    builder: BUILDER_VERSION,
    inputHash: hash.value,
    builtAt: new Date().toISOString(),
    seconds,
    entries: stats.entries,
    forms,
    lexicons,
    rejections,
    cliticSamples,
    exclusions,
    additions,
    cliticRules: ruleTable,
    unknownFlags: stats.unknownFlags,
  };
  const written = writeAtomic(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!written.ok) return written;
  log(
    `ludoteca: lexicons built in ${seconds} s: standard ${lexicons.standard.words.toLocaleString('en')} words, full ${lexicons.full.words.toLocaleString('en')}`,
  );
  return ok({
    seconds,
    words: { standard: lexicons.standard.words, full: lexicons.full.words },
    bytes: { standard: lexicons.standard.bytes, full: lexicons.full.bytes },
    manifest,
  });
}

/** At most `n` items spread evenly over a sorted list, so samples cover the alphabet. */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as T);
}

function binaryHas(sorted: readonly string[], word: string): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const w = sorted[mid] as string;
    if (w === word) return true;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Writes through a temporary file and a rename, so a reader never sees half a lexicon. */
function writeAtomic(path: string, data: Uint8Array | string): Result<true, LexiconError> {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
    return ok(true);
  } catch (e) {
    return err({ code: 'write-failed', path, message: (e as Error).message });
  }
}

/** Builds the lexicons when they are missing or stale; `built` says whether it did. */
export function ensureLexicons(options: LexiconOptions = {}): Result<{ built: boolean }, LexiconError> {
  const stale = lexiconsStale(options);
  if (!stale.ok) return stale;
  if (!stale.value) return ok({ built: false });
  const built = buildLexicons(options);
  return built.ok ? ok({ built: true }) : built;
}

/**
 * Loads a lexicon, building both first when a file is missing (not when merely stale: a running game keeps
 * its lexicon; `ensureLexicons` is the place for rebuilding). A damaged file is an error, never a crash.
 */
export function loadLexicon(kind: LexiconKind, options: LexiconOptions = {}): Result<Dawg, LexiconError> {
  const path = lexiconPath(kind, options);
  if (!existsSync(path)) {
    const built = buildLexicons(options);
    if (!built.ok) return built;
  }
  const bytes = read(path);
  if (!bytes.ok) return bytes;
  const b = bytes.value;
  const dawg = decodeDawg(new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
  return dawg.ok ? dawg : err({ code: 'lexicon-file', path, error: dawg.error });
}

/** One line of English for an error (the CLI and the build script print it). */
export function describeLexiconError(e: LexiconError): string {
  switch (e.code) {
    case 'dictionary-missing':
      return `the dictionary-it package is not installed (${e.message}); run npm install`;
    case 'references-missing':
      return `the morph-it word lists (italian-words-dict, italian-adjectives-dict, italian-verbs-dict) are not installed (${e.message}); run npm install`;
    case 'references-invalid':
      return `${e.path} is not a morph-it word list (${e.message}); run npm install`;
    case 'read-failed':
      return `cannot read ${e.path}: ${e.message}`;
    case 'write-failed':
      return `cannot write ${e.path}: ${e.message}`;
    case 'affix-file':
      return `the affix file cannot be used: ${JSON.stringify(e.error)}`;
    case 'graph':
      return `the ${e.kind} word graph cannot be built: ${JSON.stringify(e.error)}`;
    case 'lexicon-file':
      return `${e.path} is not a valid lexicon file (${e.error.code}); delete it to rebuild it`;
  }
}
