// `npm run bench -- samegame-nrpa [--mode rate|score] …`: NRPA's playouts per CPU-second, or the solver's scores at a fixed budget, on a few fields of several sets.
import { loadavg } from 'node:os';
import { Board } from '../ai/samegame/board.js';
import { DEFAULT_NRPA, Nrpa, type NrpaOptions, type PlayoutSink } from '../ai/samegame/nrpa.js';
import { FastRng } from '../ai/samegame/random.js';
import { solve } from '../ai/samegame/solve.js';
import { unwrap } from '../core/result.js';
import { createRng } from '../core/rng.js';
import { newGame, parseParams } from '../games/samegame/index.js';
import { processCpuMs } from '../node/cpuClock.js';

const USAGE =
  'usage: npm run bench -- samegame-nrpa [--mode rate|score] [--sets bench,second] [--from N] [--to N]\n' +
  '  [--playouts N] [--time-ms N] [--seed S] [--level N] [--iterations N] [--alpha A]\n' +
  '  rate: NRPA alone (level 3, no beams) from each field for --playouts playouts; prints playouts per CPU-second\n' +
  '  and the best score. score: the solver (beams, then NRPA, one search, one core) with --playouts playouts, or\n' +
  '  with --time-ms of CPU time when given; prints each field and the total. Defaults: rate, bench and second,\n' +
  '  fields 1-3, 20000 playouts, seed s; --level, --iterations, --alpha set the NRPA options (DEFAULT_NRPA).\n';

interface Options {
  mode: 'rate' | 'score';
  sets: string[];
  from: number;
  to: number;
  playouts: number;
  timeMs: number | undefined;
  seed: string;
  nrpa: Partial<NrpaOptions>;
}

function parseOptions(args: readonly string[]): Options {
  const o: Options = {
    mode: 'rate',
    sets: ['bench', 'second'],
    from: 1,
    to: 3,
    playouts: 20_000,
    timeMs: undefined,
    seed: 's',
    nrpa: {},
  };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const text = args[i + 1] ?? '';
    const value = Number(text);
    const int = Number.isInteger(value) && value >= 0 && text !== '';
    if (name === '--mode' && (text === 'rate' || text === 'score')) o.mode = text;
    else if (name === '--sets' && /^[\w-]{1,40}(,[\w-]{1,40})*$/.test(text)) o.sets = text.split(',');
    else if (name === '--from' && int && value >= 1) o.from = value;
    else if (name === '--to' && int && value >= 1) o.to = value;
    else if (name === '--playouts' && int && value >= 1) o.playouts = value;
    else if (name === '--time-ms' && int && value >= 1) o.timeMs = value;
    else if (name === '--seed' && /^[\w-]{1,40}$/.test(text)) o.seed = text;
    else if (name === '--level' && int && value >= 1 && value <= 5) o.nrpa = { ...o.nrpa, level: value };
    else if (name === '--iterations' && int && value >= 1) o.nrpa = { ...o.nrpa, iterations: value };
    else if (name === '--alpha' && text !== '' && value > 0 && value <= 100) o.nrpa = { ...o.nrpa, alpha: value };
    else {
      process.stderr.write(`bad option ${[name, args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
  }
  return o;
}

const o = parseOptions(process.argv.slice(2));
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const params = unwrap(parseParams('15x15c5'));
const fieldOf = (id: string) => newGame(params, createRng(id)).field;
const ids: string[] = [];
for (const set of o.sets) for (let f = o.from; f <= o.to; f++) ids.push(`${set}-${f}`);

/** A sink that counts playouts and keeps the best score. */
class Counter implements PlayoutSink {
  playouts = 0;
  best = -1;
  constructor(private readonly limit: number) {}
  offer(_line: Int32Array, _length: number, score: number): boolean {
    this.playouts++;
    if (score > this.best) this.best = score;
    return this.playouts >= this.limit;
  }
}

console.log(`samegame-nrpa ${process.argv.slice(2).join(' ')}; load average ${load()}`);
const t = { score: 0, cleared: 0, cpu: 0, playouts: 0 };
for (const id of ids) {
  const c0 = processCpuMs();
  if (o.mode === 'rate') {
    const sink = new Counter(o.playouts);
    new Nrpa(Board.fromField(fieldOf(id)), new FastRng(createRng(`${o.seed}-${id}`)), sink, {
      ...DEFAULT_NRPA,
      ...o.nrpa,
    }).run();
    const cpu = processCpuMs() - c0;
    t.cpu += cpu;
    t.playouts += sink.playouts;
    t.score += sink.best;
    console.log(`${id.padEnd(10)} ${Math.round((sink.playouts / cpu) * 1000)} playouts/CPU-s, best ${sink.best}`);
  } else {
    const r = solve(fieldOf(id), {
      rng: createRng(`${o.seed}-${id}`),
      method: 'nrpa',
      nrpa: o.nrpa,
      ...(o.timeMs === undefined ? { maxPlayouts: o.playouts } : { timeMs: o.timeMs, now: processCpuMs }),
    });
    const cpu = processCpuMs() - c0;
    t.cpu += cpu;
    t.score += r.score;
    t.playouts += r.playouts ?? 0;
    if (r.cleared) t.cleared++;
    console.log(
      `${id.padEnd(10)} ${r.score}${r.cleared ? ' cleared' : ''}, ${(cpu / 1000).toFixed(1)} CPU-s, ${r.playouts} playouts`,
    );
  }
}
console.log(
  `total ${t.score}${o.mode === 'score' ? ` (${t.cleared} of ${ids.length} cleared)` : ' (best playouts)'}, ` +
    `${(t.cpu / 1000).toFixed(1)} CPU-s, ${Math.round((t.playouts / t.cpu) * 1000)} playouts/CPU-s; load average ${load()}`,
);
