#!/usr/bin/env node
// `node scripts/measure-shisensho-hint.js [--time-ms N | --nodes N] [--deals K,K,…]`: the browser's Shisen-Sho
// hint searches in Chromium (Playwright, Debian's browser) against the real server, on the random 18×8 gravity
// deals solve-K (the bench's deals; by default the thirteen one search leaves undecided within a CPU-second):
// one worker, as on a page that is not cross-origin isolated, against two workers sharing the solver's table and
// a stop flag, as the isolated page runs them (src/web/shisensho/solverClient.ts). The requests are the page's
// own, sent to the built worker. The budget is the hint's wall time (default 1500 ms), which the machine's load
// shortens, or N nodes per search (`--nodes`), which it cannot change: then one worker is also given 2N, the
// two workers' total. Prints per deal the answers, the nodes of each search and the time to the first decided
// answer, then how many each way decided, with the load average. Needs `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startBuiltApp } from './builtApp.js';

const root = new URL('..', import.meta.url).pathname;
const { sharedTable } = await import(join(root, 'dist/ai/shisensho/index.js'));
const { dealRandom } = await import(join(root, 'dist/games/shisensho/index.js'));
const { createRng } = await import(join(root, 'dist/core/rng.js'));

// The thirteen deals one search leaves undecided within a CPU-second (docs/shisensho.md, "Solver").
const HARD = '442,505,555,695,898,1338,1376,1761,2173,2344,2363,2522,2778';
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};
const nodes = flag('--nodes') === undefined ? undefined : Number(flag('--nodes'));
const timeMs = nodes === undefined ? Number(flag('--time-ms') ?? 1500) : 3_600_000;
const deals = (flag('--deals') ?? HARD).split(',').map(Number);
if (!(timeMs > 0) || (nodes !== undefined && !(nodes > 0)) || deals.some((k) => !Number.isInteger(k) || k < 0)) {
  process.stderr.write('usage: node scripts/measure-shisensho-hint.js [--time-ms N | --nodes N] [--deals K,K,…]\n');
  process.exit(2);
}
// Each way: how many workers, and each search's node budget (none: the time alone).
const WAYS =
  nodes === undefined
    ? { one: { workers: 1 }, two: { workers: 2 } }
    : {
        one: { workers: 1, maxNodes: nodes },
        two: { workers: 2, maxNodes: nodes },
        'one, 2N': { workers: 1, maxNodes: 2 * nodes },
      };
const assets = join(root, 'dist/web/assets');
// Two builds' workers are named solver.worker-*: Shisen-Sho's is the one with the second search's option.
const worker = readdirSync(assets).find(
  (f) => /^solver\.worker-.*\.js$/.test(f) && readFileSync(join(assets, f), 'utf8').includes('proofShare'),
);
if (worker === undefined) throw new Error('no Shisen-Sho solver worker in dist/web/assets: run npm run build first');

const { url, browser, close } = await startBuiltApp(root);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
try {
  const page = await browser.newPage();
  await page.goto(`${url}/shisensho/rules`);
  const isolated = await page.evaluate(() => self.crossOriginIsolated);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  process.stdout.write(`crossOriginIsolated ${isolated}, ${cores} cores, load average ${load()}\n`);
  await page.evaluate((src) => {
    // Two workers for the whole run, as the page keeps its pool, so their code is warm after the first deal.
    window.solvers = [new Worker(src, { type: 'module' }), new Worker(src, { type: 'module' })];
    window.ask = (w, request) =>
      new Promise((resolve) => {
        w.onmessage = (e) => resolve(e.data);
        w.postMessage(request);
      });
  }, `/assets/${worker}`);
  const rows = [];
  for (const k of deals) {
    const board = dealRandom(
      { width: 18, height: 8, kinds: 36, gravity: true, winnable: false },
      createRng(`solve-${k}`),
    );
    // The table's buffers are made in the page, of the sizes sharedTable gives.
    const sizes = Object.fromEntries(Object.entries(sharedTable(board)).map(([n, b]) => [n, b.byteLength]));
    const base = { id: k, width: board.width, height: board.height, cells: [...board.cells], gravity: true, timeMs };
    const row = { k };
    // The ways in turns, in another order on every deal, so none always runs on a colder machine.
    const names = Object.keys(WAYS);
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + k) % names.length];
      const way = WAYS[name];
      row[name] = await page.evaluate(
        async ({ base, sizes, way }) => {
          const request = {
            ...base,
            cells: new Uint8Array(base.cells),
            ...(way.maxNodes ? { maxNodes: way.maxNodes } : {}),
          };
          const start = performance.now();
          if (way.workers === 1) {
            const r = await ask(solvers[0], { ...request, second: false });
            return { solvable: r.solvable, nodes: `${r.nodes}`, by: 'none', ms: Math.round(performance.now() - start) };
          }
          const table = Object.fromEntries(Object.entries(sizes).map(([n, b]) => [n, new SharedArrayBuffer(b)]));
          const shared = { stop: new SharedArrayBuffer(4), table };
          let first;
          const replies = [
            ask(solvers[0], { ...request, second: false, shared }),
            ask(solvers[1], { ...request, second: true, shared }),
          ];
          for (const p of replies) {
            p.then((r) => {
              if (r.solvable !== null && first === undefined) first = { r, ms: Math.round(performance.now() - start) };
            });
          }
          const all = await Promise.all(replies);
          return {
            solvable: first ? first.r.solvable : null,
            nodes: `${all[0].nodes} + ${all[1].nodes}`,
            by: first ? (first.r === all[0] ? 'default' : 'second') : 'none',
            ms: first ? first.ms : Math.round(performance.now() - start),
          };
        },
        { base, sizes, way },
      );
    }
    rows.push(row);
    const say = (r) =>
      `${r.solvable === null ? 'unknown' : r.solvable ? 'clearable' : 'not clearable'} ${r.ms} ms` +
      `${r.by === 'none' ? '' : ` by the ${r.by} search`} (${r.nodes} nodes)`;
    process.stdout.write(`solve-${k}: ${names.map((n) => `${n}: ${say(row[n])}`).join('; ')}\n`);
  }
  const budget = nodes === undefined ? `${timeMs} ms` : `${nodes} nodes a search`;
  const decided = Object.keys(WAYS).map(
    (n) => `${n} ${rows.filter((r) => r[n].solvable !== null).length}/${rows.length}`,
  );
  process.stdout.write(`decided within ${budget}: ${decided.join(', ')}; load average ${load()}\n`);
} finally {
  await close();
}
