// The lint check for import cycles (scripts/check-cycles.js), run as `npm run lint` runs it, on small trees.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/check-cycles.js', import.meta.url).pathname;
const trees: string[] = [];

/** Runs the check on a fresh directory holding `files` (path → text). */
function check(files: Record<string, string>): { status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  trees.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const r = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-cycles', () => {
  it('passes a tree whose imports go one way', () => {
    const r = check({
      'a.ts': "import { b } from './b.js';\nimport type { C } from './c/c.js';\nexport const a = (x: C) => b(x);\n",
      'b.ts': "import { type C, c } from './c/c.js';\nexport const b = (x: C) => c(x);\n",
      'c/c.ts': "// import { a } from '../a.js';\nexport type C = number;\nexport const c = (x: C) => x;\n",
    });
    expect(r).toEqual({ status: 0, stderr: '' });
  });

  it('finds a cycle made of type-only imports and names it', () => {
    const r = check({
      'rules.ts': "import { deal } from './deal.js';\nexport type Move = number;\nexport const play = () => deal();\n",
      'deal.ts': "import type { Move } from './rules.js';\nexport const deal = (): Move => 1;\n",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/deal\.ts → .*rules\.ts → .*deal\.ts/);
  });

  it('follows multi-line imports, re-exports, .tsx files and dynamic imports', () => {
    const r = check({
      'a.ts': "import {\n  b,\n  type B,\n} from './b.js';\nexport const a: B = b;\n",
      'b.ts': "export * from './c.js';\nexport type B = number;\nexport const b = 1;\n",
      'c.tsx': "export const c = () => import('./a.js');\n",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('import cycles (1)');
  });
});
