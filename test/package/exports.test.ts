// The package's entry points (package.json's exports): only the pure layers and the one Node lexicon helper, every
// game's rules and computer player, each built with its types, importable by name in Node, and in the tarball.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../src/games/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Target = string | { readonly types: string; readonly default?: string; readonly node?: string };
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, Target>>;
  readonly bin: Readonly<Record<string, string>>;
};
const entries = Object.entries(pkg.exports).filter(([name]) => name !== './package.json');

/** The files an entry point names: the module and its types. */
function files(target: Target): string[] {
  return typeof target === 'string' ? [target] : [target.types, target.node ?? target.default ?? ''];
}

describe('exports', () => {
  it('points into the pure layers only, plus the Node lexicon helper, each module beside its types', () => {
    for (const [name, target] of entries) {
      expect(typeof target, name).toBe('object');
      if (typeof target !== 'object') continue;
      const module = target.default ?? target.node;
      expect(module, name).toMatch(/^\.\/dist\/[a-z/]+\.js$/);
      expect(target.types, name).toBe(module?.replace(/\.js$/, '.d.ts'));
      if (name === './scarabeo/lexicon') {
        // Node only: a bundler for the browser finds no condition it knows, rather than a module needing node:fs.
        expect(target).toEqual({ types: './dist/node/lexicon.d.ts', node: './dist/node/lexicon.js' });
      } else {
        expect(module, name).toMatch(/^\.\/dist\/(core|games|ai|session)\//);
      }
    }
  });

  it("names every registered game's rules and computer player", () => {
    for (const { name } of REGISTRY) {
      expect(pkg.exports[`./${name}`], name).toEqual({
        types: `./dist/games/${name}/index.d.ts`,
        default: `./dist/games/${name}/index.js`,
      });
      expect(pkg.exports[`./${name}/ai`], name).toEqual({
        types: `./dist/ai/${name}/index.d.ts`,
        default: `./dist/ai/${name}/index.js`,
      });
    }
  });

  it('is built: every file an entry point names exists', () => {
    if (!existsSync(join(ROOT, 'dist/core/index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
    for (const [name, target] of Object.entries(pkg.exports)) {
      for (const file of files(target)) expect(existsSync(join(ROOT, file)), `${name}: ${file}`).toBe(true);
    }
  });

  it('imports by the package name in Node, and refuses paths past the entry points', () => {
    // Node resolves a package's own name through its exports from inside it, as it does for a consumer.
    const script = `
      const found = {};
      for (const name of ${JSON.stringify(entries.map(([name]) => `ludoteca${name.slice(1)}`))}) {
        found[name] = Object.keys(await import(name)).length;
      }
      for (const name of ['ludoteca', 'ludoteca/dist/server/main.js', 'ludoteca/src/games/index.ts']) {
        found[name] = await import(name).then(() => 'imported', (e) => e.code);
      }
      process.stdout.write(JSON.stringify(found));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const found = JSON.parse(run.stdout) as Record<string, number | string>;
    for (const [name] of entries) expect(found[`ludoteca${name.slice(1)}`], name).toBeGreaterThan(0);
    expect(found.ludoteca).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(found['ludoteca/dist/server/main.js']).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(found['ludoteca/src/games/index.ts']).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  // npm packs 11 MB in memory to list them: seconds, and many more beside the browser tests on two cores.
  it('ships in the tarball: npm pack holds every file the entry points and the command need', () => {
    // --ignore-scripts: the files as they are (the real `npm pack` builds them first with `prepare`).
    const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [packed] = JSON.parse(run.stdout) as { files: { path: string }[] }[];
    const paths = new Set(packed?.files.map((f) => f.path));
    const needed = [
      ...Object.values(pkg.exports).flatMap(files),
      ...Object.values(pkg.bin),
      './dist/cli/main.js',
      './dist/lexicon/standard.dawg',
      './dist/lexicon/full.dawg',
    ];
    for (const file of needed) expect(paths.has(file.replace(/^\.\//, '')), file).toBe(true);
    // Build state and the repository's own tests stay out.
    expect([...paths].filter((p) => p.endsWith('.tsbuildinfo') || p.startsWith('test/'))).toEqual([]);
  }, 120_000);
});
