#!/usr/bin/env node
// `node scripts/samegame-nrpa-ab.js same|rate --other DIR [options]`: this checkout's built SameGame solver
// (dist/) against another build (DIR: a dist directory, say a copy of main's, with a package.json of "type":
// "module" in its parent). `same`: runs `solve` (beams, then NRPA, one search) with --playouts playouts and seed
// --seed on each field in both builds and compares score and line; with --nrpa-lines also NRPA alone (level 3,
// no beams), comparing a hash of every line and score it offers. `rate`: NRPA alone on each field for
// --playouts playouts, the two builds alternating --rounds times in this one process (which goes first
// alternating too), on the process's CPU clock; prints each build's playouts per CPU-second and their ratio.
// Fields: --fields bench-1,second-3,standard-7 (default bench-1..3, second-1..3, standard-1..3). Needs
// `npm run build` first.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const mode = args[0];
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const otherDir = flag('--other');
if ((mode !== 'same' && mode !== 'rate') || !otherDir) {
  process.stderr.write('usage: node scripts/samegame-nrpa-ab.js same|rate --other DIST [--playouts N] [--seed S]\n');
  process.stderr.write('  [--fields bench-1,second-2,standard-3] [--rounds N] [--nrpa-lines]\n');
  process.exit(2);
}
const playouts = Number(flag('--playouts', mode === 'same' ? 30_000 : 10_000));
const seed = flag('--seed', 's');
const rounds = Number(flag('--rounds', 3));
const fieldIds = flag(
  '--fields',
  'bench-1,bench-2,bench-3,second-1,second-2,second-3,standard-1,standard-2,standard-3',
).split(',');

async function load(dist) {
  const m = (p) => import(join(dist, p));
  return {
    name: dist,
    solve: (await m('ai/samegame/solve.js')).solve,
    Nrpa: (await m('ai/samegame/nrpa.js')).Nrpa,
    DEFAULT_NRPA: (await m('ai/samegame/nrpa.js')).DEFAULT_NRPA,
    Board: (await m('ai/samegame/board.js')).Board,
    FastRng: (await m('ai/samegame/random.js')).FastRng,
  };
}
const mine = await load(join(root, 'dist'));
const other = await load(resolve(otherDir));
// Fields and seeds come from this build's engine, so both solvers get the very same input.
const { createRng } = await import(join(root, 'dist/core/rng.js'));
const { newGame, newState, parseField, parseParams } = await import(join(root, 'dist/games/samegame/index.js'));
const { STANDARD_FIELDS } = await import(join(root, 'dist/bench/fields/samegame-standard.js'));
const params = parseParams('15x15c5').value;
const fieldOf = (id) => {
  const [, set, n] = /^([\w]+)-(\d+)$/.exec(id) ?? [];
  if (set === 'standard') return newState(params, parseField(STANDARD_FIELDS[Number(n) - 1]).value).field;
  return newGame(params, createRng(id)).field;
};
const load3 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A sink that counts the playouts and folds every offered line and score into a 32-bit hash. */
class Sink {
  constructor(limit) {
    this.limit = limit;
    this.playouts = 0;
    this.best = -1;
    this.hash = 0;
  }
  offer(line, length, score) {
    this.playouts++;
    if (score > this.best) this.best = score;
    let h = Math.imul(this.hash ^ score, 0x9e3779b1);
    for (let k = 0; k < length; k++) h = Math.imul(h ^ line[k], 0x85ebca6b) ^ (h >>> 13);
    this.hash = h;
    return this.playouts >= this.limit;
  }
}

function nrpaRun(build, id, limit) {
  const sink = new Sink(limit);
  new build.Nrpa(
    build.Board.fromField(fieldOf(id)),
    new build.FastRng(createRng(`${seed}-${id}`)),
    sink,
    build.DEFAULT_NRPA,
  ).run();
  return sink;
}

console.log(`samegame-nrpa-ab ${args.join(' ')}; load average ${load3()}`);
if (mode === 'same') {
  let differ = 0;
  for (const id of fieldIds) {
    const field = fieldOf(id);
    const r = [mine, other].map((b) => b.solve(field, { rng: createRng(`${seed}-${id}`), maxPlayouts: playouts }));
    const line = (x) => x.moves.map((m) => `${m.x},${m.y}`).join(' ');
    const same = r[0].score === r[1].score && line(r[0]) === line(r[1]) && r[0].playouts === r[1].playouts;
    if (!same) differ++;
    let extra = '';
    if (args.includes('--nrpa-lines')) {
      const s = [mine, other].map((b) => nrpaRun(b, id, playouts));
      const sameLines = s[0].hash === s[1].hash && s[0].best === s[1].best;
      if (!sameLines) differ++;
      extra = `; NRPA alone ${s[0].playouts} playouts, best ${s[0].best}/${s[1].best}, ${sameLines ? 'every line the same' : 'LINES DIFFER'}`;
    }
    console.log(
      `${id.padEnd(12)} solve ${r[0].score}/${r[1].score}, ${r[0].moves.length} moves, ${same ? 'same' : 'DIFFERENT'}${extra}`,
    );
  }
  console.log(`${differ === 0 ? 'all the same' : `${differ} differences`}; load average ${load3()}`);
  process.exit(differ === 0 ? 0 : 1);
}
const total = new Map([
  [mine, { cpu: 0, playouts: 0 }],
  [other, { cpu: 0, playouts: 0 }],
]);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [mine, other] : [other, mine];
  for (const id of fieldIds) {
    for (const b of order) {
      const c0 = cpuMs();
      const s = nrpaRun(b, id, playouts);
      const t = total.get(b);
      t.cpu += cpuMs() - c0;
      t.playouts += s.playouts;
    }
  }
  const rate = (b) => (total.get(b).playouts / total.get(b).cpu) * 1000;
  console.log(
    `after round ${round + 1}: this build ${Math.round(rate(mine))}, other ${Math.round(rate(other))} playouts/CPU-s, ` +
      `ratio ${(rate(mine) / rate(other)).toFixed(3)}; load average ${load3()}`,
  );
}
