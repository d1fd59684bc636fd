// `npm run bench -- scarabeo-endgame [--positions N] [--time MS] [--nodes N] [--max-rack N] [--from N] [--games G,G,…]
// [--clock wall|cpu] [--lines]`: how often the exact endgame solver proves the best play within the time (or a budget of
// positions searched, which the machine's load does not change), on endgames sampled from fixed-seed level-5 games.
// `--lines` prints each best line (score and placements of every move), so two builds' searches can be compared.

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chooseMove, inputFromView, solveEndgame } from '../ai/scarabeo/index.js';
import { createRng } from '../core/rng.js';
import { rackSize } from '../games/scarabeo/notation.js';
import { DEFAULT_PARAMS } from '../games/scarabeo/params.js';
import { newGame, play, type ScarabeoState, view } from '../games/scarabeo/state.js';
import { processCpuMs } from '../node/cpuClock.js';
import { describeLexiconError, loadLexicon } from '../node/lexicon.js';

const USAGE =
  'usage: npm run bench -- scarabeo-endgame [--positions N] [--time MS] [--nodes N] [--max-rack N] [--from N] ' +
  '[--games G,G,…] [--clock wall|cpu] [--lines]\n';

function parseOptions(args: readonly string[]) {
  const options = {
    positions: 40,
    time: 5000,
    nodes: 0,
    maxRack: 7,
    from: 0,
    clock: 'wall',
    games: undefined as number[] | undefined,
    lines: false,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = args[i + 1] ?? '';
    if (a === '--clock' && (value === 'wall' || value === 'cpu')) {
      options.clock = value;
      i++;
      continue;
    }
    if (a === '--lines') {
      options.lines = true;
      continue;
    }
    if (a === '--games' && /^\d{1,6}(,\d{1,6}){0,199}$/.test(value)) {
      options.games = value.split(',').map(Number);
      i++;
      continue;
    }
    if (!/^\d{1,8}$/.test(value)) {
      process.stderr.write(`bad option ${a}\n${USAGE}`);
      process.exit(2);
    }
    if (a === '--positions') options.positions = Number(value);
    else if (a === '--time') options.time = Number(value);
    else if (a === '--nodes') options.nodes = Number(value);
    else if (a === '--max-rack') options.maxRack = Number(value);
    else if (a === '--from') options.from = Number(value);
    else {
      process.stderr.write(`bad option ${a}\n${USAGE}`);
      process.exit(2);
    }
    i++;
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

/**
 * Game g between level-5 players (deal and noise from fixed seeds), played on until the bag is empty and both
 * racks hold at most `maxRack` tiles; undefined when the game ends first.
 */
function endgameOf(g: number, maxRack: number): ScarabeoState | undefined {
  const rng = createRng(`scarabeo-endgame-${g}`);
  let state = newGame(DEFAULT_PARAMS, rng);
  while (!state.end) {
    if (state.bag.length === 0 && state.racks.every((r) => rackSize(r) <= maxRack)) return state;
    state = play(state, chooseMove(inputFromView(view(state, state.toMove)), 5, dawg, rng));
  }
  return undefined;
}

const budget =
  options.nodes > 0
    ? `${options.nodes} positions each`
    : `${options.time} ms each (${options.clock === 'cpu' ? 'CPU' : 'wall'} time)`;
const sample = options.games ? `games ${options.games.join(', ')}` : `from game ${options.from}`;
console.log(
  `Scarabeo endgame solver: first positions with the bag empty and both racks of at most ${options.maxRack} tiles in ` +
    `fixed-seed level-5 games (${sample}), ${budget}, one core\n`,
);
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average ${load()}`);
console.log(' game  racks  proven  value  depth    nodes     ms  best');
let nodes = 0;
let solveCpu = 0;
let proven = 0;
let count = 0;
const times: number[] = [];
/** The CPU (or wall) time of each proven endgame. */
const provenTimes: number[] = [];
const games = options.games ?? Array.from({ length: 20 * options.positions }, (_, i) => options.from + i);
for (const g of games) {
  if (!options.games && count >= options.positions) break;
  const state = endgameOf(g, options.maxRack);
  if (!state) continue;
  count++;
  const me = state.toMove;
  const cpu0 = processCpuMs();
  const t0 = options.clock === 'cpu' ? processCpuMs() : performance.now();
  const result = solveEndgame(
    {
      board: { cells: state.cells, rules: state.params.rules },
      racks: [state.racks[me] as Uint8Array, state.racks[1 - me] as Uint8Array],
      idleTurns: state.idleTurns,
    },
    dawg,
    options.nodes > 0
      ? { maxNodes: options.nodes }
      : { now: options.clock === 'cpu' ? processCpuMs : () => performance.now(), timeMs: options.time },
  );
  const ms = (options.clock === 'cpu' ? processCpuMs() : performance.now()) - t0;
  times.push(ms);
  nodes += result.nodes;
  solveCpu += processCpuMs() - cpu0;
  if (result.proven) {
    proven++;
    provenTimes.push(ms);
  }
  const first = result.line[0];
  const best = first === undefined ? '-' : first.type === 'pass' ? 'pass' : `${first.scored.score}`;
  console.log(
    `${String(g).padStart(5)}  ${rackSize(state.racks[me] as Uint8Array)}v${rackSize(state.racks[1 - me] as Uint8Array)}` +
      `    ${result.proven ? 'yes' : ' no'}  ${String(result.value).padStart(5)}  ${String(result.depth).padStart(5)}` +
      `  ${String(result.nodes).padStart(7)}  ${ms.toFixed(0).padStart(5)}  ${best}`,
  );
  if (options.lines)
    console.log(
      `       line ${result.line
        .map((m) =>
          m.type === 'pass'
            ? 'pass'
            : `${m.scored.score}:${m.scored.placed.map((p) => `${p.square}.${p.cell}`).join(',')}`,
        )
        .join(' ')}`,
    );
}
times.sort((a, b) => a - b);
provenTimes.sort((a, b) => a - b);
console.log(
  `\nproven ${proven} of ${count} (${((100 * proven) / Math.max(1, count)).toFixed(1)}%) within ${budget}; ` +
    `median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms; ` +
    `median of the proven ${(provenTimes[Math.floor(provenTimes.length / 2)] ?? 0).toFixed(0)} ms; ` +
    `${Math.round(nodes / Math.max(0.001, solveCpu / 1000)).toLocaleString('en')} positions per CPU-second of solving; load average ${load()}`,
);
