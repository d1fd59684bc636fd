#!/usr/bin/env node
// `npm run fuzz -- <target|all> [--runs N] [--seed S]`: compiles src/fuzz, then runs dist/fuzz/main.js.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', `${root}src/fuzz`], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const r = spawnSync(process.execPath, [`${root}dist/fuzz/main.js`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
