// `npm run bench -- scarabeo-leaves [--games N] [--iterations K] [--write]`: learns the leave model of the Scarabeo
// equity player by self-play (Quackle's method, factored) and with --write regenerates src/ai/scarabeo/leaves.ts.
//
// Each iteration plays N two-player games from fixed seeds, both seats the equity player with the model of the
// previous iteration (the first plays for score alone). Whenever a player keeps a leave and draws a full refill
// with tiles still in the bag afterwards, the points it scores on its next turn (0 for an exchange or a pass)
// are one sample for that leave. Quackle values a leave as the mean of those points minus the mean over all
// leaves; with 8-tile racks over 22 kinds there are far too many leaves for a table, so the value is a sum of
// factors (equity.ts: per tile kept, per extra copy, vowel/consonant balance with the leave's size, Q without
// U) whose weights are fitted to the centred samples by ridge-regularised least squares.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  chooseMoveWith,
  FEATURE_COUNT,
  type LeaveModel,
  leaveFeatures,
  modelFromWeights,
  type PlayerStyle,
  playOut,
  type SeatPlayer,
} from '../ai/scarabeo/index.js';
import { createRng } from '../core/rng.js';
import { LETTERS } from '../games/scarabeo/alphabet.js';
import { JOLLY, LETTER_MASK } from '../games/scarabeo/board.js';
import { DEFAULT_PARAMS } from '../games/scarabeo/params.js';
import { RACK_JOLLY, type Rack } from '../games/scarabeo/play.js';
import { describeLexiconError, loadLexicon } from '../node/lexicon.js';

const USAGE = 'usage: npm run bench -- scarabeo-leaves [--games N] [--iterations K] [--ridge R] [--write]\n';

interface Options {
  games: number;
  iterations: number;
  ridge: number;
  write: boolean;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { games: 500, iterations: 2, ridge: 30, write: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = args[i + 1] ?? '';
    if (a === '--write') options.write = true;
    else if (a === '--games' && /^[1-9]\d{0,5}$/.test(value)) options.games = Number(args[++i]);
    else if (a === '--iterations' && /^[1-9]$/.test(value)) options.iterations = Number(args[++i]);
    else if (a === '--ridge' && /^\d+(\.\d+)?$/.test(value)) options.ridge = Number(args[++i]);
    else {
      process.stderr.write(`bad option ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const loaded = loadLexicon('standard');
if (!loaded.ok) {
  process.stderr.write(`cannot load the lexicon: ${describeLexiconError(loaded.error)}\n`);
  process.exit(1);
}
const dawg = loaded.value;

/** The normal equations of the least-squares fit, accumulated sample by sample (features are sparse). */
class Accumulator {
  readonly xtx = new Float64Array(FEATURE_COUNT * FEATURE_COUNT);
  readonly xty = new Float64Array(FEATURE_COUNT);
  readonly seen = new Float64Array(FEATURE_COUNT);
  samples: { index: Int32Array; value: Float64Array; n: number; y: number }[] = [];

  add(leave: Rack, y: number): void {
    const index = new Int32Array(48);
    const value = new Float64Array(48);
    const n = leaveFeatures(leave, index, value);
    this.samples.push({ index, value, n, y });
  }

  /** Ridge least squares on the centred targets; returns the weights, the mean and the in-sample R². */
  fit(ridge: number): { w: Float64Array; mean: number; r2: number } {
    const mean = this.samples.reduce((a, s) => a + s.y, 0) / Math.max(1, this.samples.length);
    const F = FEATURE_COUNT;
    for (const s of this.samples) {
      const y = s.y - mean;
      for (let i = 0; i < s.n; i++) {
        const fi = s.index[i] as number;
        const xi = s.value[i] as number;
        this.xty[fi] = (this.xty[fi] as number) + xi * y;
        this.seen[fi] = (this.seen[fi] as number) + 1;
        for (let j = 0; j < s.n; j++) {
          const k = fi * F + (s.index[j] as number);
          this.xtx[k] = (this.xtx[k] as number) + xi * (s.value[j] as number);
        }
      }
    }
    const a = Float64Array.from(this.xtx);
    for (let i = 0; i < F; i++) a[i * F + i] = (a[i * F + i] as number) + ridge;
    const w = solve(a, Float64Array.from(this.xty), F);
    let ss = 0;
    let res = 0;
    for (const s of this.samples) {
      let pred = 0;
      for (let i = 0; i < s.n; i++) pred += (w[s.index[i] as number] as number) * (s.value[i] as number);
      const y = s.y - mean;
      ss += y * y;
      res += (y - pred) * (y - pred);
    }
    return { w, mean, r2: ss > 0 ? 1 - res / ss : 0 };
  }
}

/** Solves the symmetric positive definite system a·x = b (n × n, row-major) by Cholesky. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      l[i * n + j] = i === j ? Math.sqrt(sum) : sum / (l[j * n + j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * n + i] as number);
  }
  return x;
}

const ZERO: LeaveModel = { run: 'zero', letter: [], duplicate: [], balance: [], qWithoutU: 0 };

function learnerStyle(model: LeaveModel): PlayerStyle {
  return {
    maxWordLength: 17,
    choices: 1,
    weights: 'uniform',
    leaves: model,
    openings: 0,
    exchanges: true,
    endgame: false,
  };
}

/** One iteration: self-play with `model`, the samples, the fit. */
function iterate(model: LeaveModel, iteration: number, games: number) {
  const style = learnerStyle(model);
  const player: SeatPlayer = (input, rng) => chooseMoveWith(input, style, dawg, rng);
  const acc = new Accumulator();
  let scoreSum = 0;
  let turns = 0;
  for (let g = 0; g < games; g++) {
    // The leave each seat kept at its last move, waiting for the points of its next one.
    const pending: (Rack | undefined)[] = [undefined, undefined];
    playOut(
      [player, player],
      DEFAULT_PARAMS,
      createRng(`scarabeo-leaves-${iteration}-${g}`),
      createRng(`scarabeo-leaves-noise-${iteration}-${g}`),
      (state, move) => {
        const seat = state.toMove;
        const points = move.type === 'play' ? move.scored.score : 0;
        const kept = pending[seat];
        if (kept) acc.add(kept, points);
        scoreSum += points;
        turns++;
        const leave = new Uint8Array(state.racks[seat] as Rack);
        let used = 0;
        if (move.type === 'play') {
          for (const p of move.scored.placed) {
            const k = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
            leave[k] = (leave[k] as number) - 1;
            used++;
          }
        } else if (move.type === 'exchange') {
          for (let k = 0; k < 22; k++) {
            leave[k] = (leave[k] as number) - (move.tiles[k] as number);
            used += move.tiles[k] as number;
          }
        }
        // Only leaves that get a full refill and a next turn with tiles still in the bag: mid-game leaves.
        pending[seat] = state.bag.length > used ? leave : undefined;
      },
    );
  }
  return { acc, meanScore: scoreSum / Math.max(1, turns) };
}

const round = (x: number): number => Math.round(x * 100) / 100;

function describe(model: LeaveModel): string {
  const lines: string[] = [];
  const names = ['?', ...LETTERS];
  lines.push(
    `  per tile kept:   ${names.map((n, k) => `${n} ${(model.letter[k] ?? 0).toFixed(1)}`).join('  ')}`,
    `  per extra copy:  ${names.map((n, k) => `${n} ${(model.duplicate[k] ?? 0).toFixed(1)}`).join('  ')}`,
    `  Q without U: ${model.qWithoutU.toFixed(1)}`,
    '  balance (rows: vowels 0–8, columns: consonants 0–8):',
  );
  for (let v = 0; v <= 8; v++) {
    const row: string[] = [];
    for (let c = 0; c + v <= 8; c++) row.push((model.balance[v * 9 + c] ?? 0).toFixed(1).padStart(6));
    lines.push(`    ${v}: ${row.join('')}`);
  }
  return lines.join('\n');
}

function moduleText(model: LeaveModel): string {
  // Wrapped as the formatter fills number arrays, so the generated file passes `biome check` as written.
  const list = (xs: readonly number[]): string => {
    const lines: string[] = [];
    let line = '';
    for (const x of xs.map(round)) {
      const item = `${x},`;
      if (line !== '' && 4 + line.length + 1 + item.length > 120) {
        lines.push(line);
        line = item;
      } else line = line === '' ? item : `${line} ${item}`;
    }
    lines.push(line);
    return `[\n${lines.map((l) => `    ${l}`).join('\n')}\n  ]`;
  };
  return `// Generated by \`npm run bench -- scarabeo-leaves ${process.argv.slice(2).join(' ')}\` (src/bench/scarabeo-leaves.ts); do not edit by hand.
// Run: ${model.run}.
import type { LeaveModel } from './equity.js';

/** The leave model learned by self-play (the layout is equity.ts's LeaveModel; rack index 0 is the jolly). */
export const LEAVES: LeaveModel = {
  run: '${model.run.replace(/'/g, "\\'")}',
  letter: ${list(model.letter)},
  duplicate: ${list(model.duplicate)},
  balance: ${list(model.balance)},
  qWithoutU: ${round(model.qWithoutU)},
};
`;
}

console.log(
  `Scarabeo leave learning: ${options.iterations} iteration(s) of ${options.games} self-play games, ridge ${options.ridge}\n`,
);
const t0 = performance.now();
let model = ZERO;
for (let it = 0; it < options.iterations; it++) {
  const t1 = performance.now();
  const { acc, meanScore } = iterate(model, it, options.games);
  const { w, mean, r2 } = acc.fit(options.ridge);
  const seconds = Math.round((performance.now() - t1) / 1000);
  const run =
    `${options.iterations} iteration(s) × ${options.games} games, ridge ${options.ridge}; last iteration: ` +
    `${acc.samples.length} samples, mean next-turn score ${mean.toFixed(2)}, R² ${r2.toFixed(3)}`;
  model = modelFromWeights(w, run);
  console.log(
    `iteration ${it + 1}: ${acc.samples.length} samples, mean points per turn ${meanScore.toFixed(2)}, ` +
      `mean next-turn score ${mean.toFixed(2)}, R² ${r2.toFixed(3)}, ${seconds} s`,
  );
  console.log(describe(model));
}
console.log(`\ntotal ${Math.round((performance.now() - t0) / 1000)} s`);
if (options.write) {
  const path = new URL('../../src/ai/scarabeo/leaves.ts', import.meta.url).pathname;
  writeFileSync(path, moduleText(model));
  console.log(`wrote ${path}`);
}
