// `npm run bench -- shisensho [options]` (USAGE below): pair checks per second, winnable 18×8
// deal times (and how many came from the solver or the construction), solver rates.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  dealWinnable,
  type SharedTableMemory,
  type SolveResult,
  sharedTable,
  shisensho,
  solve,
} from '../ai/shisensho/index.js';
import { createRng } from '../core/rng.js';
import {
  type Board,
  dealRandom,
  findPath,
  formatMove,
  newState,
  parseMove,
  type ShisenShoMove,
  type ShisenShoParams,
  setCell,
} from '../games/shisensho/index.js';
import { processCpuMs } from '../node/cpuClock.js';
import { CoresSolver } from '../node/shisenshoCores.js';

const USAGE =
  'usage: npm run bench -- shisensho [--deals N] [--from N] [--time-ms N | --max-nodes N] [--clock wall|cpu]\n' +
  '                                  [--mode both|gravity|plain] [--seeds N,N,…] [--solver-only] [--proof-share N]\n' +
  '                                  [--fall-check on|off] [--fall-learn on|off] [--second OPTION:VALUE,…]\n' +
  '                                  [--cores 2 [--share on|off]] [--table-entries N]\n' +
  '  (defaults: 200 deals from solve-0, 1000 ms of wall time each, both modes; --max-nodes gives each deal a node\n' +
  "   budget instead, the same on any machine; --clock cpu measures this process's CPU time, steadier on a\n" +
  '   loaded machine; --seeds solves only solve-N for those N; --solver-only skips the path and deal timings;\n' +
  "   --proof-share sets the solver's option of that name, 0 for the schedule before it; --fall-check sets\n" +
  '   fallCheck, the gravity dead-position check, and --fall-learn its fallLearn, the learned stuck sets;\n' +
  '   --second also counts a second search, as on a second core, with those options (proof-share:N,\n' +
  '   first-order:0-3, fall-check:on|off, fall-learn:on|off): run with the same budget on each deal the first\n' +
  '   leaves undecided;\n' +
  '   --cores 2 solves each deal with two searches on two threads (the second: --second, else secondSearch of\n' +
  '   src/ai/shisensho/solve.ts) sharing their table of failed positions (--share off: not), each with the budget;\n' +
  "   --table-entries sets the solver's maxTableEntries, and the size of the table --second shares; not with\n" +
  '   --cores 2)\n';

interface Options {
  deals: number;
  from: number;
  timeMs: number;
  maxNodes: number | undefined;
  clock: 'wall' | 'cpu';
  mode: 'both' | 'gravity' | 'plain';
  seeds: number[] | undefined;
  solverOnly: boolean;
  proofShare: number | undefined;
  fallCheck: boolean | undefined;
  fallLearn: boolean | undefined;
  second: SecondSearch | undefined;
  cores: 1 | 2;
  share: boolean;
  tableEntries: number | undefined;
}

/** With `--second` and the table shared, the slices of the budget each search takes in turn. */
const SLICES = 4;

/** The options of the second search (`--second`). */
interface SecondSearch {
  proofShare?: number;
  firstOrder?: number;
  fallCheck?: boolean;
  fallLearn?: boolean;
}

function parseSecond(text: string): SecondSearch {
  const second: SecondSearch = {};
  for (const item of text.split(',')) {
    const [name, value] = item.split(':');
    if (name === 'proof-share' && value !== undefined && /^\d{1,4}$/.test(value)) second.proofShare = Number(value);
    else if (name === 'first-order' && value !== undefined && /^[0-3]$/.test(value)) second.firstOrder = Number(value);
    else if ((name === 'fall-check' || name === 'fall-learn') && (value === 'on' || value === 'off')) {
      if (name === 'fall-check') second.fallCheck = value === 'on';
      else second.fallLearn = value === 'on';
    } else
      fail(
        `bad option --second ${text}: expected items like proof-share:15, first-order:1 or fall-check:on, joined by commas`,
      );
  }
  return second;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    deals: 200,
    from: 0,
    timeMs: 1000,
    maxNodes: undefined,
    clock: 'wall',
    mode: 'both',
    seeds: undefined,
    solverOnly: false,
    proofShare: undefined,
    fallCheck: undefined,
    fallLearn: undefined,
    second: undefined,
    cores: 1,
    share: true,
    tableEntries: undefined,
  };
  for (let i = 0; i < args.length; i++) {
    const name = args[i] as string;
    if (name === '--solver-only') {
      options.solverOnly = true;
      continue;
    }
    const text = args[++i];
    if (text === undefined) fail(`${name} needs a value`);
    if (name === '--clock') {
      if (text !== 'wall' && text !== 'cpu') fail(`bad option --clock ${text}: expected wall or cpu`);
      options.clock = text;
      continue;
    }
    if (name === '--mode') {
      if (text !== 'both' && text !== 'gravity' && text !== 'plain')
        fail(`bad option --mode ${text}: expected both, gravity or plain`);
      options.mode = text;
      continue;
    }
    if (name === '--seeds') {
      if (!/^\d{1,7}(,\d{1,7})*$/.test(text)) fail(`bad option --seeds ${text}: expected numbers like 130,442`);
      options.seeds = text.split(',').map(Number);
      continue;
    }
    if (name === '--cores') {
      if (text !== '1' && text !== '2') fail(`bad option --cores ${text}: expected 1 or 2`);
      options.cores = text === '2' ? 2 : 1;
      continue;
    }
    if (name === '--share') {
      if (text !== 'on' && text !== 'off') fail(`bad option --share ${text}: expected on or off`);
      options.share = text === 'on';
      continue;
    }
    if (name === '--second') {
      options.second = parseSecond(text);
      continue;
    }
    if (name === '--fall-check' || name === '--fall-learn') {
      if (text !== 'on' && text !== 'off') fail(`bad option ${name} ${text}: expected on or off`);
      if (name === '--fall-check') options.fallCheck = text === 'on';
      else options.fallLearn = text === 'on';
      continue;
    }
    const value = Number(text);
    const min = name === '--from' || name === '--proof-share' ? 0 : 1;
    const numeric = ['--deals', '--from', '--time-ms', '--max-nodes', '--proof-share', '--table-entries'];
    if (!numeric.includes(name) || !Number.isInteger(value) || value < min) fail(`bad option ${name} ${text}`);
    if (name === '--deals') options.deals = value;
    else if (name === '--proof-share') options.proofShare = value;
    else if (name === '--from') options.from = value;
    else if (name === '--time-ms') options.timeMs = value;
    else if (name === '--table-entries') options.tableEntries = value;
    else options.maxNodes = value;
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const { deals, timeMs, maxNodes } = options;
const clock = options.clock === 'cpu' ? processCpuMs : () => performance.now();
const budget =
  maxNodes === undefined ? `${timeMs} ms of ${options.clock === 'cpu' ? 'CPU' : 'wall'} time` : `${maxNodes} nodes`;
const solverSeeds = options.seeds ?? Array.from({ length: deals }, (_, k) => options.from + k);
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const params = (gravity: boolean, winnable: boolean): ShisenShoParams => ({
  width: 18,
  height: 8,
  kinds: 36,
  gravity,
  winnable,
});
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Path checks between same-kind tiles of random half-cleared 18×8 boards (a realistic mix of hits and misses). */
function pairChecks(ms: number): void {
  const boards = Array.from({ length: 50 }, (_, k) => {
    const b = dealRandom(params(false, false), createRng(`pairs-${k}`));
    const rng = createRng(`holes-${k}`);
    for (let i = 0; i < 70; i++) setCell(b, (1 + rng.int(8)) * 20 + 1 + rng.int(18), 0);
    return b;
  });
  const tiles = boards.map((b) => {
    const list: number[] = [];
    for (let i = 0; i < b.cells.length; i++) if (b.cells[i] !== 0) list.push(i);
    return list;
  });
  let checks = 0;
  let found = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let k = 0; k < boards.length; k++) {
      const board = boards[k];
      const cells = board.cells;
      const list = tiles[k];
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          if (cells[list[i]] !== cells[list[j]]) continue;
          checks++;
          if (findPath(board, list[i], list[j]) !== 0) found++;
        }
      }
    }
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `path check: ${Math.round(checks / s).toLocaleString('en')} pair checks/s ` +
      `(${Math.round((100 * found) / checks)}% joined, same-kind pairs on half-cleared 18x8 boards)`,
  );
}

/** Winnable deal times, and how many came from the solver (a random deal proven clearable) or the construction. */
function dealTimes(gravity: boolean): void {
  const times: number[] = [];
  let random = 0;
  let tries = 0;
  let slowest = { seed: '', ms: 0 };
  for (let k = 0; k < deals; k++) {
    const t0 = performance.now();
    const deal = dealWinnable(params(gravity, true), createRng(`deal-${k}`));
    const ms = performance.now() - t0;
    times.push(ms);
    if (deal.source === 'random') random++;
    tries += deal.tries;
    if (ms > slowest.ms) slowest = { seed: `deal-${k}`, ms };
  }
  times.sort((a, b) => a - b);
  console.log(
    `winnable 18x8 deal${gravity ? ' with gravity   ' : ' without gravity'}: median ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, max ${slowest.ms.toFixed(0)} ms (${slowest.seed}) over ${deals} seeds; ` +
      `${random} random deals proven clearable, ${deals - random} built; ${(tries / deals).toFixed(2)} random deals drawn per deal`,
  );
}

function solverRates(gravity: boolean): void {
  const times: number[] = [];
  const answers = { yes: 0, no: 0, unknown: 0 };
  const unknown: string[] = [];
  const refused: string[] = [];
  const second = { yes: [] as string[], no: [] as string[] };
  let slowest = { seed: '', ms: 0, nodes: 0 };
  let nodes = 0;
  const cpu0 = processCpuMs();
  const entries = options.tableEntries;
  const first: SecondSearch = {
    ...(options.proofShare === undefined ? {} : { proofShare: options.proofShare }),
    ...(options.fallCheck === undefined ? {} : { fallCheck: options.fallCheck }),
    ...(options.fallLearn === undefined ? {} : { fallLearn: options.fallLearn }),
  };
  const run = (board: Board, search: SecondSearch, share = 1, table?: SharedTableMemory) => {
    const t0 = clock();
    const limit = maxNodes === undefined ? { timeMs: timeMs / share, now: clock } : { maxNodes: maxNodes / share };
    const r = solve(board, {
      gravity,
      ...limit,
      ...search,
      ...(entries === undefined ? {} : { maxTableEntries: entries }),
      ...(table === undefined ? {} : { sharedTable: table }),
    });
    return { r, ms: clock() - t0 };
  };
  // Two cores sharing their table, taken in turns on this thread: SLICES slices of the budget each, both
  // searches starting again at each slice (from the table they fill), until one decides.
  const together = (board: Board, second: SecondSearch): SolveResult => {
    const table = sharedTable(board, entries);
    let r: SolveResult | undefined;
    for (let i = 0; i < SLICES && (r === undefined || r.solvable === null); i++) {
      r = run(board, first, SLICES, table).r;
      if (r.solvable === null) r = run(board, second, SLICES, table).r;
    }
    return r as SolveResult;
  };
  for (const k of solverSeeds) {
    const board = dealRandom(params(gravity, false), createRng(`solve-${k}`));
    const { r, ms } = run(board, first);
    times.push(ms);
    nodes += r.nodes;
    if (r.solvable === true) {
      answers.yes++;
      if (!clears(params(gravity, false), board, r.moves)) refused.push(`solve-${k}`);
    } else if (r.solvable === false) answers.no++;
    else {
      answers.unknown++;
      unknown.push(`solve-${k} (${r.nodes} nodes)`);
      if (options.second !== undefined) {
        // What a second core would add: the second search, with the same budget, on the deals the first leaves.
        const other = options.share ? together(board, options.second) : run(board, options.second).r;
        if (other.solvable === true) {
          second.yes.push(`solve-${k}`);
          if (!clears(params(gravity, false), board, other.moves)) refused.push(`solve-${k} (second)`);
        } else if (other.solvable === false) second.no.push(`solve-${k}`);
      }
    }
    if (r.solvable !== null && ms > slowest.ms) slowest = { seed: `solve-${k}`, ms, nodes: r.nodes };
  }
  times.sort((a, b) => a - b);
  const count = solverSeeds.length;
  const decided = answers.yes + answers.no;
  console.log(
    `solver, random 18x8${gravity ? ' with gravity   ' : ' without gravity'}: decided ${decided}/${count} ` +
      `(${((100 * decided) / count).toFixed(1)}%) within ${budget}: ${answers.yes} clearable, ${answers.no} not, ` +
      `${answers.unknown} unknown; median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; ` +
      `${Math.round(nodes / Math.max(1, processCpuMs() - cpu0))} nodes per CPU-ms`,
  );
  console.log(
    `  slowest decided: ${slowest.seed} ${slowest.ms.toFixed(0)} ms (${slowest.nodes} nodes); ` +
      `unknown: ${unknown.length > 0 ? unknown.join(', ') : 'none'}`,
  );
  if (options.second !== undefined) {
    const added = second.yes.length + second.no.length;
    console.log(
      `  with the second search (${JSON.stringify(options.second)}) on the deals left, ` +
        `${options.share ? `sharing the table, in ${SLICES} slices each` : 'alone'}: decided ${decided + added}/${count}; ` +
        `clearable ${second.yes.join(', ') || 'none'}; not ${second.no.join(', ') || 'none'}`,
    );
  }
  // Every "clearable" answer is taken only once its pairs, replayed on the engine, clear the board.
  const yes = answers.yes + second.yes.length;
  console.log(
    `  clearable answers replayed on the engine: ${yes - refused.length}/${yes} clear the board` +
      (refused.length > 0 ? `; REFUSED: ${refused.join(', ')}` : ''),
  );
}

/** Two searches on two threads for each deal (solveOnCores), sharing their table unless --share off. */
async function coresRates(gravity: boolean): Promise<void> {
  if (maxNodes !== undefined) fail('--cores 2 takes a time budget (--time-ms), not --max-nodes');
  if (options.tableEntries !== undefined) fail('--table-entries is not for --cores 2 (its table is made in src/node)');
  const by = { first: 0, second: 0 };
  const unknown: string[] = [];
  const refused: string[] = [];
  let yes = 0;
  let no = 0;
  const times: number[] = [];
  // One worker for every deal, as a page or a server would keep it: warm after the first.
  const solver = new CoresSolver();
  for (const k of solverSeeds) {
    const board = dealRandom(params(gravity, false), createRng(`solve-${k}`));
    const t0 = clock();
    const r = await solver.solve(board, {
      gravity,
      timeMs,
      clock: options.clock,
      shareTable: options.share,
      ...(options.second === undefined ? {} : { second: options.second }),
    });
    // With the CPU clock, the process's CPU time halved: each search's share, as the budget counts it.
    times.push((clock() - t0) / (options.clock === 'cpu' ? 2 : 1));
    if (r.by !== 'none') by[r.by]++;
    if (r.solvable === true) {
      yes++;
      if (!clears(params(gravity, false), board, r.moves)) refused.push(`solve-${k}`);
    } else if (r.solvable === false) no++;
    else unknown.push(`solve-${k} (${r.firstNodes} + ${r.secondNodes} nodes)`);
  }
  await solver.close();
  times.sort((a, b) => a - b);
  const count = solverSeeds.length;
  console.log(
    `solver on two threads, random 18x8${gravity ? ' with gravity' : ' without gravity'}, table ${options.share ? 'shared' : 'not shared'}: ` +
      `decided ${yes + no}/${count} within ${budget} each: ${yes} clearable, ${no} not, ${unknown.length} unknown ` +
      `(by the first search ${by.first}, by the second ${by.second}); median ${percentile(times, 50).toFixed(1)} ms` +
      `${options.clock === 'cpu' ? ' of CPU time, halved' : ''}`,
  );
  console.log(`  unknown: ${unknown.length > 0 ? unknown.join(', ') : 'none'}`);
  console.log(
    `  clearable answers replayed on the engine: ${yes - refused.length}/${yes} clear the board` +
      (refused.length > 0 ? `; REFUSED: ${refused.join(', ')}` : ''),
  );
}

/** Whether the pairs, played through the engine's parser and rules, clear the board. */
function clears(p: ShisenShoParams, board: Board, moves: readonly ShisenShoMove[]): boolean {
  let state = newState(p, board);
  for (const m of moves) {
    const parsed = parseMove(state, formatMove(state, m));
    if (!parsed.ok) return false;
    state = shisensho.play(state, parsed.value);
  }
  return state.tilesLeft === 0;
}

console.log(`load average ${load()}`);
if (!options.solverOnly) {
  pairChecks(2000);
  dealTimes(false);
  dealTimes(true);
}
if (options.cores === 2) {
  if (options.mode !== 'gravity') await coresRates(false);
  if (options.mode !== 'plain') await coresRates(true);
} else {
  if (options.mode !== 'gravity') solverRates(false);
  if (options.mode !== 'plain') solverRates(true);
}
console.log(`load average ${load()}`);
