#!/usr/bin/env node
// `node scripts/measure-pages.js`: opens every page of the built app in Chromium (Playwright, Debian's browser)
// against the real server, and prints what a first visit downloads: script bytes as sent (compressed), fonts and
// the rest apart, and any console error (a Content-Security-Policy violation shows there). What the service
// worker fetches in the background to precache the app for offline play (the workers, the lexicon, the icons)
// is counted apart ("sw"): the page does not wait for it. Exits 1 when a page logs an error or sends more than
// 150 KB of compressed script. Needs `npm run build` first.
import { startBuiltApp } from './builtApp.js';

const root = new URL('..', import.meta.url).pathname;
const PAGES = ['/', '/samegame', '/shisensho', '/scarabeo', '/konobi', '/samegame/rules', '/shisensho/rules'];
const SCRIPT_LIMIT = 150 * 1024;

const { url, browser, close } = await startBuiltApp(root);
let failed = false;
try {
  for (const path of PAGES) {
    // A fresh context per page: an empty cache, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const responses = [];
    // The context sees the workers' requests too (the lexicon, the computer players' scripts).
    context.on('response', (r) => responses.push(r));
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const bytes = { script: 0, font: 0, other: 0, sw: 0 };
    const encodings = new Set();
    for (const r of responses) {
      const sizes = await r.request().sizes();
      const type = r.request().resourceType();
      const fromWorker = r.request().serviceWorker() !== null;
      const kind = fromWorker ? 'sw' : type === 'script' ? 'script' : type === 'font' ? 'font' : 'other';
      // Chromium reports a negative size for a response the service worker answered from its cache.
      bytes[kind] += Math.max(0, sizes.responseBodySize);
      if (kind === 'script') encodings.add(r.headers()['content-encoding'] ?? 'identity');
      if (process.env.VERBOSE) process.stdout.write(`    ${type} ${r.status()} ${r.url()} ${sizes.responseBodySize}\n`);
    }
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    process.stdout.write(
      `${path.padEnd(18)} script ${kb(bytes.script).padStart(9)} (${[...encodings].join(', ')})  fonts ${kb(bytes.font).padStart(8)}  other ${kb(bytes.other).padStart(8)}  sw ${kb(bytes.sw).padStart(8)}  console errors ${errors.length}\n`,
    );
    for (const e of errors) process.stdout.write(`    ${e}\n`);
    if (errors.length > 0 || bytes.script > SCRIPT_LIMIT) failed = true;
    await context.close();
  }
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
