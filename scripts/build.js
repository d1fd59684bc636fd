#!/usr/bin/env node
// Builds what the CLI and the server run: the TypeScript layers (tsc -b → dist/) and the web app (vite → dist/web).
// With --if-missing (npm start, npm install) it builds only when an output is missing or older than its sources.
// Scarabeo's lexicons (dist/lexicon) are built after tsc when their inputs changed (dist/node/buildLexicon.js
// keeps a hash of them) and copied, with a gzipped copy, into dist/web/lexicon for the browser.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const ifMissing = process.argv.includes('--if-missing');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function stale(output, ...inputs) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((i) => newest(join(root, i)) > built);
}

function run(what, command, args) {
  process.stderr.write(`ludoteca: ${what}…\n`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`ludoteca: ${what} failed (exit status ${r.status}).\n`);
    process.exit(r.status ?? 1);
  }
}

const tsc = join(root, 'node_modules/typescript/bin/tsc');
const vite = join(root, 'node_modules/vite/bin/vite.js');
if (
  !ifMissing ||
  stale(
    'dist/cli/main.js',
    'src/core',
    'src/games',
    'src/ai',
    'src/session',
    'src/online',
    'src/node',
    'src/cli',
    'src/server',
  )
) {
  run('compiling TypeScript', process.execPath, [tsc, '-b', 'src/cli', 'src/server']);
}
// Quick when nothing changed: it compares a hash of dictionary-it's and morph-it's files with the manifest.
run('checking the Scarabeo lexicons', process.execPath, [join(root, 'dist/node/buildLexicon.js')]);
if (existsSync(join(root, 'src/web/index.html'))) {
  if (
    !ifMissing ||
    stale('dist/web/index.html', 'src/core', 'src/games', 'src/ai', 'src/session', 'src/online', 'src/web')
  ) {
    run('building the web app', process.execPath, [vite, 'build', '--logLevel', 'warn']);
  }
}

// The browser fetches the lexicons from dist/web/lexicon; the .gz beside each lets the server send it precompressed.
if (existsSync(join(root, 'dist/web'))) {
  const web = join(root, 'dist/web/lexicon');
  mkdirSync(web, { recursive: true });
  // .dawg is the plain edge array; .cdawg the compact form (src/games/scarabeo/lexicon/compact.ts), 30% smaller.
  for (const file of ['standard.dawg', 'full.dawg', 'standard.cdawg', 'full.cdawg']) {
    const from = join(root, 'dist/lexicon', file);
    const to = join(web, file);
    if (existsSync(to) && existsSync(`${to}.gz`) && statSync(to).mtimeMs >= statSync(from).mtimeMs) continue;
    copyFileSync(from, to);
    writeFileSync(`${to}.gz`, gzipSync(readFileSync(from), { level: 9 }));
  }
}
