#!/usr/bin/env node
// `node scripts/samegame-tail.js [--fields standard-1,second-2] [--playouts N] [--seed S] [--ks 20,30,40] [--nodes N]`:
// runs the built solver (dist/, one search, NRPA, a fixed playout budget) on each field, then the tail solver on its
// line for each K (the blocks left where the exact search may start) with a node budget; prints the score before,
// each K's gain, nodes and CPU-ms. The search is the same for every K, so the gains are paired. Needs `npm run build`.
import { loadavg } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const m = (p) => import(join(root, 'dist', p));
const { solve } = await m('ai/samegame/solve.js');
const { Board } = await m('ai/samegame/board.js');
const { TailSolver, improveTail } = await m('ai/samegame/tail.js');
const { createRng } = await m('core/rng.js');
const { newGame, newState, parseField, parseParams } = await m('games/samegame/index.js');
const { STANDARD_FIELDS } = await m('bench/fields/samegame-standard.js');
const params = parseParams('15x15c5').value;
const fieldOf = (id) => {
  const [, set, n] = /^([\w]+)-(\d+)$/.exec(id) ?? [];
  if (set === 'standard') return newState(params, parseField(STANDARD_FIELDS[Number(n) - 1]).value).field;
  return newGame(params, createRng(id)).field;
};
const playouts = Number(flag('--playouts', 100_000));
const seed = flag('--seed', 's');
const ks = flag('--ks', '20,30,40').split(',').map(Number);
const maxNodes = Number(flag('--nodes', 1_000_000));
const fields = flag('--fields', 'standard-1,standard-2,standard-3').split(',');
const extra = JSON.parse(flag('--options', '{}'));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`samegame-tail ${args.join(' ')}; load average ${load()}`);
const total = { before: 0, after: ks.map(() => 0), nodes: ks.map(() => 0), ms: ks.map(() => 0), cleared: 0 };
for (const id of fields) {
  const field = fieldOf(id);
  const c0 = cpuMs();
  const r = solve(field, { rng: createRng(`${seed}-${id}`), maxPlayouts: playouts, ...extra });
  const searchMs = cpuMs() - c0;
  total.before += r.score;
  if (r.cleared) total.cleared++;
  const rootBoard = Board.fromField(field);
  const parts = [];
  ks.forEach((k, j) => {
    const line = new Int32Array(rootBoard.cells.length);
    r.moves.forEach((mv, t) => {
      line[t] = rootBoard.index(mv.x, mv.y);
    });
    const solver = new TailSolver(rootBoard.width, rootBoard.height);
    const t0 = cpuMs();
    const x = improveTail(solver, rootBoard, line, r.moves.length, k, maxNodes);
    const ms = cpuMs() - t0;
    total.after[j] += x.score;
    total.nodes[j] += x.nodes;
    total.ms[j] += ms;
    parts.push(`K${k} +${x.gain} ${x.nodes} nodes ${ms.toFixed(0)} ms`);
  });
  console.log(
    `${id.padEnd(12)} ${r.score}${r.cleared ? ' c' : ''} (${(searchMs / 1000).toFixed(1)} CPU-s) | ${parts.join(' | ')}`,
  );
}
console.log(
  `total before ${total.before} (${total.cleared} cleared) | ` +
    ks
      .map(
        (k, j) =>
          `K${k} ${total.after[j]} (+${total.after[j] - total.before}), ${total.nodes[j]} nodes, ${(total.ms[j] / 1000).toFixed(1)} s`,
      )
      .join(' | ') +
    `; load average ${load()}`,
);
