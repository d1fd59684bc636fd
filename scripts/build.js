#!/usr/bin/env node
// Builds what the CLI and the server run: the TypeScript layers (tsc -b → dist/) and the web app (vite → dist/web).
// With --if-missing (npm start, npm install) it builds only when an output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
if (!ifMissing || stale('dist/cli/main.js', 'src/core', 'src/games', 'src/ai', 'src/cli', 'src/server')) {
  run('compiling TypeScript', process.execPath, [tsc, '-b', 'src/cli', 'src/server']);
}
if (existsSync(join(root, 'src/web/index.html'))) {
  if (!ifMissing || stale('dist/web/index.html', 'src/core', 'src/games', 'src/ai', 'src/web')) {
    run('building the web app', process.execPath, [vite, 'build', '--logLevel', 'warn']);
  }
}
