// docs/engines.md run for real, so the page cannot drift from the code: each `ts` block is written as a consumer's
// file inside the package, type-checked by tsc as a strict consumer would (imports by the package's name, through
// package.json's exports and their types), run with Node, and must print the `text` block under it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

interface Example {
  /** The heading the block is under. */
  readonly section: string;
  readonly code: string;
  /** The `text` block right after it: what it prints. */
  readonly output?: string;
}

/** The `ts` blocks of a Markdown page, each with its section and the `text` block that follows it, if any. */
function examples(markdown: string): Example[] {
  const found: Example[] = [];
  let section = '';
  let pending: { section: string; code: string } | undefined;
  const fence = /^## (.+)$|^```(\w*)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(fence)) {
    if (m[1] !== undefined) {
      section = m[1];
      continue;
    }
    const [lang, body] = [m[2], m[3] as string];
    if (pending && lang === 'text') {
      found.push({ ...pending, output: body });
      pending = undefined;
      continue;
    }
    if (pending) found.push(pending);
    pending = lang === 'ts' ? { section, code: body } : undefined;
  }
  if (pending) found.push(pending);
  return found;
}

const page = examples(readFileSync(join(ROOT, 'docs/engines.md'), 'utf8'));
let dir = '';
let compiled: { status: number | null; output: string } = { status: null, output: '' };

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/core/index.js'))) {
    throw new Error('dist/core/index.js is missing: run `npm run build` first');
  }
  // Inside the package (build/ is ignored by git), so Node and tsc resolve `ludoteca/…` as the package itself.
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  dir = mkdtempSync(join(ROOT, 'build', 'engines-doc-'));
  page.forEach((e, i) => {
    writeFileSync(join(dir, `example${i + 1}.ts`), e.code);
  });
  // A consumer's strict settings; skipLibCheck off, so the emitted .d.ts files are checked as a consumer gets them.
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    lib: ['ES2022'],
    types: ['node'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  const tsc = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  compiled = { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}` };
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('docs/engines.md', () => {
  it('has an example for each game and the session layer, each with its output, importing only by package name', () => {
    expect(page.map((e) => e.section)).toEqual([
      'SameGame',
      'Shisen-Sho',
      'Scarabeo',
      'Konobi',
      'A game in progress: the session layer',
    ]);
    for (const e of page) {
      expect(e.output, e.section).toBeDefined();
      const sources = [...e.code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(sources.length, e.section).toBeGreaterThan(0);
      for (const s of sources) expect(s, e.section).toMatch(/^ludoteca\/[a-z/]+$/);
    }
  });

  it('type-checks as a consumer of the package', () => {
    expect(compiled.output).toBe('');
    expect(compiled.status).toBe(0);
  });

  page.forEach((e, i) => {
    it(`runs the example under "${e.section}" and prints what the page shows`, () => {
      const run = spawnSync(process.execPath, [join(dir, `example${i + 1}.js`)], { cwd: dir, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(e.output);
      expect(run.status).toBe(0);
    });
  });
});
