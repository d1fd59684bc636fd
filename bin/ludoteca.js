#!/usr/bin/env node
// The `ludoteca` command: runs the compiled CLI (npm install builds it; see scripts/build.js).
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('ludoteca: the program is not built yet; run `npm run build` in the ludoteca folder.\n');
  process.exit(1);
}
await import(main.href);
