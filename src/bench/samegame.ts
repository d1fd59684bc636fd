// `npm run bench -- samegame [--time-ms N] [--fields N] [--workers N] [--set NAME] [--clock wall|cpu]`: engine
// moves per second, then solver and greedy scores on the fields `samegame:15x15c5#<set>-1` … (every core by default).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chooseMove, SOLVE_METHODS, type SolveMethod } from '../ai/samegame/index.js';
import { unwrap } from '../core/result.js';
import { createRng } from '../core/rng.js';
import {
  copyField,
  findGroup,
  hasMove,
  newGame,
  newState,
  parseField,
  parseParams,
  play,
  removeAndCompact,
  type SameGameState,
} from '../games/samegame/index.js';
import { processCpuMs } from '../node/cpuClock.js';
import { type Clock, coreCount, solveOnCores } from '../node/samegameCores.js';
import { STANDARD_FIELDS } from './fields/samegame-standard.js';

const USAGE =
  'usage: npm run bench -- samegame [--time-ms N] [--fields N] [--workers N] [--set NAME] [--clock wall|cpu]\n' +
  '  [--beam-share S] [--method nrpa|nrpa-colour|nmcs] [--probe-share S] [--restart-after N]\n  [--tail on|none]\n' +
  '  (defaults: 10000 ms per field, 20 fields, one search per core, set "bench": fields samegame:15x15c5#bench-1 …,\n' +
  '  set "standard": the 20 fields of the literature\'s benchmark (src/bench/fields/samegame-standard.ts);\n' +
  '  wall clock; with --clock cpu each field gets N ms of CPU time per search, however loaded the machine;\n' +
  "  --beam-share: the share of the budget for the opening beam searches, 0 for none, default the solver's;\n" +
  '  --method: the search after the beams for every search; default the three in turn, one per core;\n' +
  "  --probe-share: the share of the budget NRPA spends choosing its tabu colour, 0 for none, default the solver's;\n" +
  '  --restart-after: how many playouts an NRPA run may go without a better line before a fresh\n' +
  "  run replaces it, 0 for never, default the solver's;\n" +
  '  --tail none: without the exact tail search at the end of each search, on by default (DEFAULT_TAIL))\n';

interface Options {
  timeMs: number;
  fields: number;
  workers: number;
  set: string;
  clock: Clock;
  beamShare: number | undefined;
  method: SolveMethod | undefined;
  probeShare: number | undefined;
  restartPlayouts: number | undefined;
  tail: boolean;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    timeMs: 10_000,
    fields: 20,
    workers: coreCount(),
    set: 'bench',
    clock: 'wall',
    beamShare: undefined,
    method: undefined,
    probeShare: undefined,
    restartPlayouts: undefined,
    tail: true,
  };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const text = args[i + 1] ?? '';
    const value = Number(text);
    if (name === '--set' && /^[\w-]{1,40}$/.test(text)) options.set = text;
    else if (name === '--clock' && (text === 'wall' || text === 'cpu')) options.clock = text;
    else if (name === '--method' && SOLVE_METHODS.includes(text as SolveMethod)) options.method = text as SolveMethod;
    else if (name === '--beam-share' && text !== '' && value >= 0 && value <= 1) options.beamShare = value;
    else if (name === '--probe-share' && text !== '' && value >= 0 && value <= 1) options.probeShare = value;
    else if (name === '--restart-after' && Number.isInteger(value) && value >= 0) options.restartPlayouts = value;
    else if (name === '--tail' && (text === 'on' || text === 'none')) options.tail = text === 'on';
    else if (name === '--time-ms' && Number.isInteger(value) && value >= 1) options.timeMs = value;
    else if (name === '--fields' && Number.isInteger(value) && value >= 1) options.fields = value;
    else if (name === '--workers' && Number.isInteger(value) && value >= 1 && value <= 64) options.workers = value;
    else {
      process.stderr.write(`bad option ${[name, args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
  }
  return options;
}

const { timeMs, fields, workers, set, clock, beamShare, method, probeShare, restartPlayouts, tail } = parseOptions(
  process.argv.slice(2),
);
if (set === 'standard' && fields > STANDARD_FIELDS.length) {
  process.stderr.write(
    `bad option --fields ${fields}: the standard set has ${STANDARD_FIELDS.length} fields\n${USAGE}`,
  );
  process.exit(2);
}
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const params = unwrap(parseParams('15x15c5'));
/** Field f (from 1) of the set: the standard benchmark's, or the one dealt by the game id `<set>-<f>`. */
const deal = (f: number): SameGameState => {
  if (set !== 'standard') return newGame(params, createRng(`${set}-${f}`));
  return newState(params, unwrap(parseField(STANDARD_FIELDS[f - 1] as string)));
};
const fieldName = (f: number): string => (set === 'standard' ? `standard #${f}` : `samegame:15x15c5#${set}-${f}`);

/**
 * (a) The engine's group finding + removal + compaction: random games to the end on fresh 15×15 fields, for
 * `ms` of this process's CPU time (only the main thread is busy here), so other processes' time slices do not
 * count.
 */
function engineSpeed(ms: number): void {
  const rng = createRng('bench-speed');
  const starts = Array.from({ length: 100 }, (_, k) => newGame(params, createRng(`speed-${k}`)).field);
  const group = new Int32Array(15 * 15);
  let moves = 0;
  let games = 0;
  const t0 = processCpuMs();
  // The clock is read every 256 games (some 16,000 moves): reading it every game took a tenth of the time.
  while (games % 256 !== 0 || processCpuMs() - t0 < ms) {
    const field = copyField(starts[games++ % starts.length] as SameGameState['field']);
    // Pick random cells until one is in a removable group: every accepted pick is one move. A refused pick
    // changes nothing, so whether a move is left is asked again only after a move (asking before every pick,
    // some 11 a move, made the same games take 1.7 times as long).
    let more = hasMove(field);
    while (more) {
      const n = findGroup(field, rng.int(225), group);
      if (n < 2) continue;
      removeAndCompact(field, group, n);
      moves++;
      more = hasMove(field);
    }
  }
  const s = (processCpuMs() - t0) / 1000;
  console.log(
    `engine: ${moves} moves in ${games} random games on 15x15c5 fields in ${s.toFixed(1)} CPU-s: ` +
      `${Math.round(moves / s).toLocaleString('en')} moves per CPU-second (findGroup + removeAndCompact + hasMove, with the ` +
      `random picks); load average ${load()}`,
  );
}

/** The greedy 'largest' strategy played to the end. */
function greedy(start: SameGameState): number {
  let state = start;
  for (let m = chooseMove(state, 'largest', createRng('greedy')); m; m = chooseMove(state, 'largest', createRng('g'))) {
    state = play(state, m);
  }
  return state.score;
}

engineSpeed(2000);
console.log(
  `solver: opening beams (share ${beamShare ?? 'default'}) then ${method ?? 'nrpa, nrpa-colour and nmcs in turn'} (NRPA's colour probes: share ${probeShare ?? 'default'}; restarts after ${restartPlayouts ?? 'default'} playouts), tail search ${tail ? 'on' : 'none'}, ${timeMs} ms ${clock === 'cpu' ? 'of CPU time per search' : 'of wall time'} ` +
    `per field, ${fields} fields (${fieldName(1)} …), ` +
    `${workers} search${workers === 1 ? '' : 'es'} side by side (best line kept); load average ${load()}`,
);
let total = 0;
let greedyTotal = 0;
let cleared = 0;
let playoutsTotal = 0;
for (let f = 1; f <= fields; f++) {
  const start = deal(f);
  const t0 = performance.now();
  const c0 = processCpuMs();
  const r = await solveOnCores(start.field, {
    timeMs,
    seed: `solve-${f}`,
    workers,
    clock,
    beamShare,
    method,
    probeShare,
    restartPlayouts,
    ...(tail ? {} : { tail: false }),
  });
  const ms = performance.now() - t0;
  const cpu = processCpuMs() - c0;
  const g = greedy(start);
  total += r.score;
  playoutsTotal += r.playouts ?? 0;
  greedyTotal += g;
  if (r.cleared) cleared++;
  console.log(
    fieldName(f).padEnd(28) +
      `${String(r.score).padStart(6)}${r.cleared ? ' cleared' : '        '}` +
      `  greedy ${String(g).padStart(5)}  ${String(r.playouts).padStart(8)} playouts in ${Math.round(ms)} ms (${Math.round(cpu)} ms CPU)` +
      (r.tail === undefined ? '' : `  tail +${r.tail.gain} (${r.tail.nodes} positions)`) +
      (r.searches < workers ? `  (${r.searches} of ${workers} searches answered in time)` : ''),
  );
}
console.log(
  `total ${total} (${cleared}/${fields} cleared), mean ${Math.round(total / fields)} a field, ` +
    `${Math.round(playoutsTotal / fields).toLocaleString('en')} playouts a field   ` +
    `greedy 'largest' total ${greedyTotal}   load average ${load()}`,
);
