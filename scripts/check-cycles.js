#!/usr/bin/env node
// Lint rule: no import cycle among the modules under src (or the directory given), type-only imports included,
// since a cycle of types is still two modules that cannot be read, moved or layered apart. Biome's
// noImportCycles skips `import type`, and madge and dependency-cruiser parse TypeScript with the compiler's
// JavaScript API, which TypeScript 7 no longer has; our imports are formatted by Biome, so a scan suffices.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const dir = resolve(process.argv[2] ?? join(root, 'src'));

// `import … from '…'` and `export … from '…'` (type-only too), a bare `import '…'`, and `import('…')`.
const CLAUSE = String.raw`(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)`;
const PATTERNS = [
  new RegExp(String.raw`^\s*(?:import|export)\s+${CLAUSE}\s*from\s*['"]([^'"]+)['"]`, 'gm'),
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sources(path) {
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const full = join(path, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names (`./x.js` is ./x.ts or ./x.tsx), or undefined (a package, or not ours). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

function importsOf(file) {
  // Comments dropped first, so an import in a comment is not one.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = new Set();
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const target = resolveImport(file, m[1]);
      if (target) found.add(target);
    }
  }
  return [...found].sort();
}

const files = sources(dir).sort();
const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: a component of two or more files (or a file importing itself) is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function connect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || graph.get(v).includes(v)) cycles.push(component);
}
for (const f of files) if (!index.has(f)) connect(f);

/** One cycle through the component, from its first file back to it (breadth-first, so a shortest one). */
function cycleThrough(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v)) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = previous.get(u)) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

if (cycles.length > 0) {
  const lines = cycles.map(
    (c) =>
      `  ${cycleThrough(c)
        .map((f) => relative(root, f))
        .join(' → ')}`,
  );
  process.stderr.write(
    `import cycles (${cycles.length}); move the shared part into a module both import:\n${lines.join('\n')}\n`,
  );
  process.exit(1);
}
