// `npm run bench -- scarabeo [--positions N] [--no-build]`: the lexicon's build and load times, look-ups per
// second, and move generation on fixed mid-game positions (8-tile racks, without and with a jolly), one core.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chooseBestPlay } from '../ai/scarabeo/index.js';
import { createRng, type Rng, shuffle } from '../core/rng.js';
import { LETTER_COUNTS, LETTERS } from '../games/scarabeo/alphabet.js';
import { type Cells, JOLLY, SQUARES } from '../games/scarabeo/board.js';
import { type Dawg, EDGE_CHILD_SHIFT, EDGE_END, EDGE_LAST, hasWord } from '../games/scarabeo/dawg.js';
import { forEachPlay, generatePlays } from '../games/scarabeo/movegen.js';
import { emptyRack, RACK_JOLLY, RACK_SIZE, type Rack } from '../games/scarabeo/play.js';
import type { BoardView } from '../games/scarabeo/rules.js';
import { buildLexicons, describeLexiconError, type LexiconOptions, loadLexicon } from '../node/lexicon.js';

const USAGE = 'usage: npm run bench -- scarabeo [--positions N] [--no-build]\n';

interface Options {
  positions: number;
  build: boolean;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { positions: 50, build: true };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--no-build') options.build = false;
    else if (a === '--positions' && /^[1-9]\d{0,3}$/.test(args[i + 1] ?? '')) options.positions = Number(args[++i]);
    else {
      process.stderr.write(`bad option ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const now = (): number => performance.now();

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
const median = (xs: readonly number[]): number =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const ms = (x: number): string => `${x.toFixed(2)} ms`;

function fail(what: string): never {
  process.stderr.write(`${what}\n`);
  process.exit(1);
}

// ---- The lexicon: build into a temporary folder (the package's own files are left alone), then load. ----

function lexicon(): Dawg {
  let lexOptions: LexiconOptions = { progress: false };
  let temp: string | undefined;
  if (options.build) {
    temp = mkdtempSync(join(tmpdir(), 'ludoteca-bench-'));
    lexOptions = { outDir: temp, progress: false };
    const t0 = now();
    const built = buildLexicons(lexOptions);
    if (!built.ok) fail(`lexicon build failed: ${describeLexiconError(built.error)}`);
    const r = built.value;
    console.log(
      `Lexicon build (both lexicons, from dictionary-it): ${((now() - t0) / 1000).toFixed(1)} s; ` +
        `standard ${r.words.standard} words (${r.bytes.standard} bytes), full ${r.words.full} words (${r.bytes.full} bytes)`,
    );
  } else {
    console.log('Lexicon build: skipped (--no-build); loading the package’s built lexicon');
  }
  try {
    const times: number[] = [];
    let dawg: Dawg | undefined;
    for (let i = 0; i < 5; i++) {
      const t0 = now();
      const loaded = loadLexicon('standard', lexOptions);
      times.push(now() - t0);
      if (!loaded.ok) fail(`lexicon load failed: ${describeLexiconError(loaded.error)}`);
      dawg = loaded.value;
    }
    const d = dawg as Dawg;
    console.log(
      `Load of the standard lexicon: median of 5: ${ms(median(times))} (${d.words} words, ${d.edges.length} edges)`,
    );
    return d;
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

// ---- Look-ups: words from random walks in the graph, and as many one-letter changes of them that are not words. ----

function randomWord(dawg: Dawg, rng: Rng): string {
  for (;;) {
    let node = dawg.root;
    let word = '';
    while (node !== 0) {
      let count = 0;
      while (((dawg.edges[node + count] as number) & EDGE_LAST) === 0) count++;
      const e = dawg.edges[node + rng.int(count + 1)] as number;
      word += LETTERS.charAt((e & 31) - 1);
      node = e >>> EDGE_CHILD_SHIFT;
      if ((e & EDGE_END) !== 0 && (node === 0 || rng.float() < 0.25)) return word;
    }
  }
}

function lookups(dawg: Dawg): void {
  const rng = createRng('bench-scarabeo-lookups');
  const words: string[] = [];
  while (words.length < 20_000) {
    const w = randomWord(dawg, rng);
    words.push(w);
    const i = rng.int(w.length);
    const changed = w.slice(0, i) + LETTERS.charAt(rng.int(21)) + w.slice(i + 1);
    if (!hasWord(dawg, changed)) words.push(changed);
  }
  shuffle(words, rng);
  let count = 0;
  let found = 0;
  const t0 = now();
  while (now() - t0 < 1000) {
    for (const w of words) if (hasWord(dawg, w)) found++;
    count += words.length;
  }
  const elapsed = now() - t0;
  const perSecond = Math.round((count * 1000) / elapsed);
  console.log(
    `Look-ups (hasWord, half words, half one-letter changes that are not; mean length ` +
      `${(words.reduce((a, w) => a + w.length, 0) / words.length).toFixed(1)}): ${perSecond.toLocaleString('en')} /s ` +
      `(${((100 * found) / count).toFixed(0)}% found)`,
  );
}

// ---- Positions: greedy self-play (chooseBestPlay) with a fixed seed, stopped after 8–12 plays. ----

interface Position {
  readonly board: BoardView;
  readonly plain: Rack;
  readonly jolly: Rack;
}

function positions(dawg: Dawg, n: number): Position[] {
  const out: Position[] = [];
  for (let g = 0; out.length < n; g++) {
    const rng = createRng(`bench-scarabeo-${g}`);
    const bag: number[] = [];
    for (let l = 1; l <= 21; l++) for (let i = 0; i < (LETTER_COUNTS[l] as number); i++) bag.push(l);
    bag.push(RACK_JOLLY, RACK_JOLLY);
    shuffle(bag, rng);
    const cells: Cells = new Uint8Array(SQUARES);
    const board: BoardView = { cells, rules: 'seed' };
    const racks = [emptyRack(), emptyRack()];
    const draw = (rack: Rack): void => {
      for (let size = rack.reduce((a, b) => a + b, 0); size < RACK_SIZE && bag.length > 0; size++) {
        const t = bag.pop() as number;
        rack[t] = (rack[t] as number) + 1;
      }
    };
    for (const r of racks) draw(r);
    const target = 8 + (g % 5);
    let plays = 0;
    for (let turn = 0; plays < target && turn < 4 * target; turn++) {
      const rack = racks[turn % 2] as Rack;
      const best = chooseBestPlay(board, rack, dawg);
      if (!best) continue;
      for (const t of best.placed) {
        cells[t.square] = t.cell;
        const k = (t.cell & JOLLY) !== 0 ? RACK_JOLLY : t.cell;
        rack[k] = (rack[k] as number) - 1;
      }
      draw(rack);
      plays++;
    }
    if (plays < target) continue;
    // The next player's rack, with its jollies swapped for letters from the bag, and with one letter made a jolly.
    const plain = (racks[target % 2] as Rack).slice();
    while ((plain[RACK_JOLLY] as number) > 0) {
      const i = bag.findIndex((t) => t !== RACK_JOLLY);
      if (i < 0) break;
      plain[RACK_JOLLY] = (plain[RACK_JOLLY] as number) - 1;
      const t = bag.splice(i, 1)[0] as number;
      plain[t] = (plain[t] as number) + 1;
    }
    const jolly = plain.slice();
    const letters = [...jolly.keys()].filter((l) => l > 0 && (jolly[l] as number) > 0);
    const l = letters[rng.int(letters.length)] as number;
    jolly[l] = (jolly[l] as number) - 1;
    jolly[RACK_JOLLY] = 1;
    out.push({ board: { cells: cells.slice(), rules: 'seed' }, plain, jolly });
  }
  return out;
}

/** Per position, the median wall time of three runs of `f`; then the median and 95th percentile over positions. */
function timeEach(ps: readonly Position[], rackOf: (p: Position) => Rack, f: (b: BoardView, r: Rack) => number) {
  const times: number[] = [];
  const counts: number[] = [];
  const cpu0 = process.cpuUsage();
  for (const p of ps) {
    const runs: number[] = [];
    let count = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = now();
      count = f(p.board, rackOf(p));
      runs.push(now() - t0);
    }
    times.push(median(runs));
    counts.push(count);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times[times.length - 1] as number,
    // CPU time is steadier than wall time on a machine shared with other work.
    cpuMean: (cpu.user + cpu.system) / 1000 / (3 * ps.length),
    found: median(counts),
  };
}

function movegen(dawg: Dawg, n: number): void {
  const t0 = now();
  const ps = positions(dawg, n);
  console.log(
    `\nMove generation: ${ps.length} positions after 8–12 greedy plays (fixed seeds), 8-tile racks, standard lexicon, one core ` +
      `(self-play took ${((now() - t0) / 1000).toFixed(1)} s)`,
  );
  const variants: [string, (b: BoardView, r: Rack) => number][] = [
    ['generatePlays (every play, built and sorted)', (b, r) => generatePlays(b, r, dawg).length],
    [
      'forEachPlay (every play found, none built)',
      (b, r) => {
        let c = 0;
        forEachPlay(b, r, dawg, () => c++);
        return c;
      },
    ],
    ['chooseBestPlay (the best play only)', (b, r) => (chooseBestPlay(b, r, dawg) ? 1 : 0)],
  ];
  // Warm-up so the figures are for compiled code.
  for (const p of ps.slice(0, 10)) generatePlays(p.board, p.jolly, dawg);
  for (const [name, f] of variants) {
    console.log(`  ${name}`);
    for (const [label, rackOf] of [
      ['without a jolly', (p: Position) => p.plain],
      ['with a jolly   ', (p: Position) => p.jolly],
    ] as const) {
      const r = timeEach(ps, rackOf, f);
      console.log(
        `    ${label}: median ${ms(r.median)}, 95th percentile ${ms(r.p95)}, max ${ms(r.max)}; ` +
          `CPU mean ${ms(r.cpuMean)}` +
          (name.startsWith('choose') ? '' : `; plays found: median ${r.found}`),
      );
    }
  }
}

console.log('Scarabeo benchmark\n');
const dawg = lexicon();
lookups(dawg);
movegen(dawg, options.positions);
