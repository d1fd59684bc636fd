#!/usr/bin/env node
// Lint rules the compiler cannot express. The pure layers (core, games, ai, session, online) take time and randomness
// only as arguments, so deals and searches are reproducible: fails on clocks, Math.random, globals of a host,
// or I/O. And the repository stands alone: no source, test, script or doc points at documents outside it or
// at issue numbers (what the code relies on is written in docs/).
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
for (const layer of ['core', 'games', 'ai', 'session', 'online']) scan(join(root, 'src', layer));

// Split so that this file does not match itself.
const OUTSIDE = [
  [new RegExp(['\\.\\./', 'shared'].join('')), 'a path outside the repository'],
  [new RegExp(['\\bspec', '/[\\w-]+\\.md'].join('')), 'a specification outside the repository (cite docs/)'],
  [new RegExp(['\\bseeds', '/'].join('')), 'a document outside the repository'],
  [new RegExp(['\\bSTYLE', '\\.md'].join('')), 'a document outside the repository'],
  [new RegExp(['\\bissues?', ' #?\\d'].join(''), 'i'), 'an issue number (say what the code does and why instead)'],
];
function scanReferences(path) {
  let isDir = false;
  try {
    isDir = readdirSync(path, { withFileTypes: true }) && true;
  } catch {
    isDir = false;
  }
  if (isDir) {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      scanReferences(join(path, entry.name));
    }
    return;
  }
  if (!/\.(tsx?|js|md|css|html|json)$/.test(path)) return;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const [pattern, what] of OUTSIDE) {
        if (pattern.test(line)) problems.push(`${relative(root, path)}:${i + 1}: names ${what}`);
      }
    });
}
for (const place of ['src', 'test', 'scripts', 'docs', 'README.md']) scanReferences(join(root, place));
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
