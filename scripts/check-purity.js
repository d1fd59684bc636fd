#!/usr/bin/env node
// Lint rule the compiler cannot express: the pure layers (core, games, ai, session) take time and randomness only as
// arguments, so deals and searches are reproducible. Fails on clocks, Math.random, globals of a host, or I/O.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const FORBIDDEN = [
  [/\bMath\.random\b/, 'Math.random (pass an Rng from src/core/rng.ts)'],
  [/\bDate\.now\b|\bnew Date\(/, 'the clock (pass a `now` function)'],
  [/\bperformance\.now\b/, 'the clock (pass a `now` function)'],
  [/\bconsole\./, 'console output (return data; faces print)'],
  [/\bprocess\./, 'the Node process'],
  [/from ['"]node:/, 'Node modules'],
];

const problems = [];
function scan(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) scan(path);
    else if (/\.tsx?$/.test(entry.name)) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
          for (const [pattern, what] of FORBIDDEN) {
            if (pattern.test(line)) problems.push(`${relative(root, path)}:${i + 1}: engine code must not use ${what}`);
          }
        });
    }
  }
}
for (const layer of ['core', 'games', 'ai', 'session']) scan(join(root, 'src', layer));
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
