// Vite config for the web app (src/web → dist/web); vitest reads it too, so its test root stays the repo root.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const repo = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(repo, 'dist/web');

/** Files worth compressing (fonts and images are compressed already); smaller ones cost more than they save. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at their best
 * levels, once: the server sends the copy the browser accepts (@fastify/static's preCompressed) with no work
 * per request.
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return {
    name: 'ludoteca-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress()],
  // Every asset name carries a hash of its content (Vite's default), so the server caches /assets for a year.
  build: { outDir: '../../dist/web', emptyOutDir: true },
  // The dev server forwards the JSON API to a server started with `npm start` (PORT 8080).
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // Without this, vitest would take src/web as its root and find none of the tests under test/.
  test: { root: repo },
});
