// Vite config for the web app (src/web → dist/web); vitest reads it too, so its test root stays the repo root.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
    // After the service worker's generation (vite-plugin-pwa writes sw.js in its own closeBundle), so that
    // sw.js and the Workbox runtime are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          // Every script and stylesheet, however small (a page's chunks may be tiny), so each is served compressed;
          // other files under MIN_BYTES are not worth a copy.
          if (statSync(file).size < MIN_BYTES && !/\.(js|css)$/.test(file)) continue;
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
    },
  };
}

/**
 * The standard lexicon, precached by the service worker so Scarabeo plays offline: 288 KB (215 KB as the gzip
 * the server sends), about what the app's own script weighs. It is built before the web app (scripts/build.js)
 * and copied beside it afterwards, so it enters the precache list by hand, with a hash of its bytes as revision.
 * The full lexicon (347 KB) is cached only once a game asks for it (runtime caching below).
 */
function lexiconEntries(): { url: string; revision: string }[] {
  const file = join(repo, 'dist/lexicon/standard.cdawg');
  if (!existsSync(file)) return [];
  const revision = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return [{ url: '/lexicon/standard.cdawg', revision }];
}

/**
 * The web app manifest (installable on a phone) and a Workbox service worker that precaches the app — its
 * script, the engines' workers, styles, fonts and icons — so every game plays offline; any address of the app
 * opens index.html offline, and the API is always asked over the network (its callers say when it is down).
 */
function pwa(): Plugin[] {
  return VitePWA({
    // main.tsx registers /sw.js itself (a few bytes), not through the plugin's script or workbox-window.
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Ludoteca',
      short_name: 'Ludoteca',
      description: 'SameGame, Shisen-Sho, Scarabeo and Konobi: play in the browser, online or offline.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#1b1e2b',
      theme_color: '#1b1e2b',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // The icons enter the list through the manifest (once: a second entry for one URL fails the install).
      globPatterns: ['**/*.{js,css,html,woff2}'],
      additionalManifestEntries: lexiconEntries(),
      // Every address of the app is the one page; the API and files with an extension are not, except under
      // the app's own sections (as src/server/app.ts decides), where a dot is a mistyped address the app explains.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/(?!(?:samegame|shisensho|scarabeo|konobi|online|replay)\/).*\.[^/]+$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname === '/lexicon/full.cdawg',
          handler: 'CacheFirst',
          options: { cacheName: 'ludoteca-lexicon', expiration: { maxEntries: 2, maxAgeSeconds: 7 * 24 * 3600 } },
        },
      ],
    },
  });
}

/** The headers that make a page cross-origin isolated, so it may share memory with its workers. */
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  root: 'src/web',
  plugins: [react(), pwa(), precompress()],
  // Every asset name carries a hash of its content (Vite's default), so the server caches /assets for a year.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Workbox's generation of the service worker takes seconds on a loaded machine: no report about it per build.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  // The dev server forwards the JSON API to a server started with `npm start` (PORT 8080), and sends the
  // cross-origin isolation headers as that server does (src/server/app.ts), so a hint runs on two cores there too.
  server: { proxy: { '/api': 'http://localhost:8080' }, headers: ISOLATION },
  preview: { headers: ISOLATION },
  // Without this, vitest would take src/web as its root and find none of the tests under test/.
  test: { root: repo },
});
