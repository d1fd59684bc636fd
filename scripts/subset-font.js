#!/usr/bin/env node
// Regenerates src/web/fonts/mahjong-tiles.woff2: Noto Sans Symbols 2 (from @fontsource, SIL OFL 1.1) cut down to
// the 44 glyphs of Unicode's Mahjong Tiles block (U+1F000–1F02B), the only ones the web app draws with it.
// The whole symbols file is 382 KB; the subset is what a page with Shisen-Sho tiles downloads. Run it after
// updating @fontsource/noto-sans-symbols-2: `node scripts/subset-font.js`.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const source = `${root}node_modules/@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff2`;
const target = `${root}src/web/fonts/mahjong-tiles.woff2`;
let text = '';
for (let code = 0x1f000; code <= 0x1f02b; code++) text += String.fromCodePoint(code);
const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
writeFileSync(target, subset);
process.stdout.write(`${target}: ${subset.length} bytes (from ${readFileSync(source).length})\n`);
