// The built lexicons (npm test builds them first): sample words, the references as an oracle, damaged files, and
// the manifest's rebuild rule.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasWord } from '../../src/games/scarabeo/dawg.js';
import { TWO_LETTER_WORDS } from '../../src/games/scarabeo/lexicon/references.js';
import {
  ensureLexicons,
  type LexiconOptions,
  lexiconPath,
  loadLexicon,
  loadReferences,
  readManifest,
  referencePaths,
} from '../../src/node/lexicon.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'ludoteca-lexicon-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the built lexicons', () => {
  const standard = loadLexicon('standard');
  const full = loadLexicon('full');
  if (!standard.ok || !full.ok) throw new Error('the lexicons do not load: run npm run build');

  // Rows: word, in standard, in full.
  const rows: [string, boolean, boolean][] = [
    ['CASA', true, true],
    ['SCARABEO', true, true],
    ['SCARABEI', true, true],
    ['PERCHE', true, true],
    ['MANGIARE', true, true],
    ['MANGIANDO', true, true],
    ['MANGIA', true, true],
    ['MANGIATO', true, true],
    ['MANGIAVI', true, true],
    ['QUA', true, true],
    ['QUI', true, true],
    ['ZIO', true, true],
    ['ZII', true, true],
    ['MI', true, true],
    ['MANGIARGLIELO', false, true],
    ['MANGIANDOLO', false, true],
    ['MANGIATELO', false, true],
    ['ROMA', false, false],
    ['XX', false, false],
    ['CM', false, false],
    ['DELL', false, false],
    ['PERCHÉ', false, false],
    // Nouns and adjectives that dictionary-it makes only as verb + clitic look-alikes (generare + le).
    ...[
      'GENERALE',
      'NORMALE',
      'LOCALE',
      'NATALE',
      'CAPITALE',
      'CENTRALE',
      'MATERIALE',
      'SEGNALE',
      'APRILE',
      'BILE',
      'PENALE',
      'MUSICALE',
      'COMMERCIALE',
      'ORIENTALI',
      'PORTICI',
      'RIMASI',
    ].map((w): [string, boolean, boolean] => [w, true, true]),
    // Attested gaps: words dictionary-it does not make at all.
    ...['PACI', 'FAMI', 'SOLEVA', 'STEMMO', 'BOH', 'UFF'].map((w): [string, boolean, boolean] => [w, true, true]),
    // Wrong forms of irregular verbs (regular endings on avere, essere, sapere, bere, tenere…): full only.
    ...[
      'AVERONO',
      'ESSEMMO',
      'ESSEVA',
      'SAPIAMO',
      'DOVIAMO',
      'BIAMO',
      'BETE',
      'BERO',
      'TENONO',
      'VALONO',
      'PIACONO',
      'RIMANERANNO',
      'OTTENERESTI',
    ].map((w): [string, boolean, boolean] => [w, false, true]),
    // Correct conditionals, contracted or not; the doubtful classes (full only).
    ['PREVEDREI', true, true],
    ['PREVEDEREI', true, true],
    ['PROVVEDEREI', true, true],
    ['OTTIMIZZANTESI', false, true],
    ['TEDIATISSIMA', false, true],
    ['PORTAR', false, true],
    // Two-letter words: the list decides.
    ...['EI', 'GI', 'CU', 'VU', 'MU', 'NU', 'FI', 'DO', 'HO'].map((w): [string, boolean, boolean] => [w, true, true]),
    ...['AB', 'ET', 'UP', 'OP', 'UD', 'ON', 'OC', 'DE', 'BE', 'BO'].map((w): [string, boolean, boolean] => [
      w,
      false,
      true,
    ]),
  ];
  it.each(rows)('%s: standard %s, full %s', (word, inStandard, inFull) => {
    expect(hasWord(standard.value, word)).toBe(inStandard);
    expect(hasWord(full.value, word)).toBe(inFull);
  });

  it('holds, in standard, every morph-it noun, adjective and plain verb form that full holds', () => {
    const paths = referencePaths();
    if (!paths.ok) throw new Error('the morph-it packages are not installed');
    const refs = loadReferences(paths.value);
    if (!refs.ok) throw new Error('the morph-it packages do not load');
    const missing: string[] = [];
    let checked = 0;
    for (const set of [refs.value.lexical, refs.value.verbForms]) {
      for (const w of set) {
        if (!hasWord(full.value, w) || (w.length === 2 && !(w in TWO_LETTER_WORDS))) continue;
        checked++;
        if (!hasWord(standard.value, w)) missing.push(w);
      }
    }
    expect(checked).toBeGreaterThan(290_000);
    expect(missing).toEqual([]);
  });

  it('has exactly the listed two-letter words in standard', () => {
    const letters = 'ABCDEFGHILMNOPQRSTUVZ';
    const found: string[] = [];
    for (const a of letters) for (const b of letters) if (hasWord(standard.value, a + b)) found.push(a + b);
    expect(found).toEqual(Object.keys(TWO_LETTER_WORDS).sort());
  });

  it('has the manifest beside it with the counts', () => {
    const m = readManifest();
    expect(m?.lexicons.standard.words).toBe(standard.value.words);
    expect(m?.lexicons.full.words).toBe(full.value.words);
    expect(standard.value.words).toBeLessThan(full.value.words);
  });
});

describe('damaged lexicon files', () => {
  const real = readFileSync(lexiconPath('standard'));
  // Rows: what is wrong, the bytes, the error code.
  const rows: [string, Uint8Array, string][] = [
    ['garbage', new TextEncoder().encode('not a lexicon at all, just text'), 'lexicon-file'],
    ['truncated', real.subarray(0, real.length - 8), 'lexicon-file'],
    ['empty', new Uint8Array(0), 'lexicon-file'],
    [
      'an edge pointing outside',
      (() => {
        const b = Uint8Array.from(real);
        new DataView(b.buffer).setUint32(24, 0xffffff80 | 1, true);
        return b;
      })(),
      'lexicon-file',
    ],
  ];
  it.each(rows)('%s → %s', (_, bytes, code) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'standard.dawg'), bytes);
    const r = loadLexicon('standard', { outDir: dir, affPath: join(dir, 'none.aff'), dicPath: join(dir, 'none.dic') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});

describe('the cache', () => {
  const AFF = 'SET UTF-8\nSFX A Y 2\nSFX A o i o\nSFX A o a o\n';
  function fake(): LexiconOptions {
    const dir = tempDir();
    writeFileSync(join(dir, 'it.aff'), AFF);
    writeFileSync(join(dir, 'it.dic'), '2\nzio/A\nperché\n');
    return { affPath: join(dir, 'it.aff'), dicPath: join(dir, 'it.dic'), outDir: join(dir, 'out'), progress: false };
  }

  it('builds when missing, not again when nothing changed, and again when an input changes', () => {
    const options = fake();
    expect(ensureLexicons(options)).toEqual({ ok: true, value: { built: true } });
    expect(ensureLexicons(options)).toEqual({ ok: true, value: { built: false } });
    const first = readManifest(options);
    // zio zia zii perché, and the words every build adds (two-letter words, attested gaps).
    expect(first?.lexicons.standard.words).toBe(4 + (first?.additions.length ?? 0));
    writeFileSync(options.dicPath as string, '3\nzio/A\nperché\ncasa\n');
    expect(ensureLexicons(options)).toEqual({ ok: true, value: { built: true } });
    const second = readManifest(options);
    expect(second?.inputHash).not.toBe(first?.inputHash);
    const dawg = loadLexicon('standard', options);
    expect(dawg.ok && ['CASA', 'PERCHE', 'ZIA', 'ZII', 'ZIO'].every((w) => hasWord(dawg.value, w))).toBe(true);
  });

  it('rebuilds when a lexicon file is deleted', () => {
    const options = fake();
    ensureLexicons(options);
    rmSync(lexiconPath('full', options));
    expect(ensureLexicons(options)).toEqual({ ok: true, value: { built: true } });
  });

  it('loadLexicon builds first when the file is missing', () => {
    const options = fake();
    const r = loadLexicon('full', options);
    expect(r.ok && r.value.words).toBe(4 + (readManifest(options)?.additions.length ?? 0));
  });

  it('reports a missing input as an error', () => {
    const options = { ...fake(), dicPath: '/nonexistent/it.dic' };
    const r = ensureLexicons(options);
    expect(r.ok ? 'ok' : r.error.code).toBe('read-failed');
  });
});
