#!/usr/bin/env node
// `npm run bench -- <name> [options]`: builds, then runs the benchmark program dist/bench/<name>.js, which prints figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const [name, ...rest] = process.argv.slice(2);
const available = existsSync(`${root}src/bench`)
  ? readdirSync(`${root}src/bench`)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
  : [];
if (!name || !available.includes(name)) {
  process.stderr.write(`usage: npm run bench -- <name> [options]\nbenchmarks: ${available.join(', ') || '(none)'}\n`);
  process.exit(2);
}
const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', `${root}src/bench`], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const r = spawnSync(process.execPath, [`${root}dist/bench/${name}.js`, ...rest], { stdio: 'inherit' });
process.exit(r.status ?? 1);
