// `npm run bench -- scarabeo-ai [--games N] [--positions N] [--match NAME] [--time MS] [--clock wall|cpu]
// [--from G] [--every N]`: the Scarabeo computer levels' match table (the strongest static level against
// best-score-only, each level against the one below, level 6 at a time per move) and the move times of the
// static levels on fixed mid-game positions, on one core.

import { performance } from 'node:perf_hooks';
import {
  chooseBestPlay,
  chooseMove,
  chooseMoveWith,
  inputFromView,
  LEVEL_STYLES,
  MAX_EXCHANGES_IN_A_ROW,
  type PlayerStyle,
  playOut,
  SCARABEO_LEVELS,
  type ScarabeoLevel,
  type SeatPlayer,
  THINKING_LEVEL,
} from '../ai/scarabeo/index.js';
import { createRng } from '../core/rng.js';
import { JOLLY } from '../games/scarabeo/board.js';
import { DEFAULT_PARAMS } from '../games/scarabeo/params.js';
import { newGame, play, type ScarabeoState, view } from '../games/scarabeo/state.js';
import { processCpuMs } from '../node/cpuClock.js';
import { describeLexiconError, loadLexicon } from '../node/lexicon.js';

const USAGE =
  'usage: npm run bench -- scarabeo-ai [--games N] [--positions N] [--match NAME] [--time MS] [--clock wall|cpu]' +
  ' [--from G] [--every N]\n';

interface Options {
  games: number;
  positions: number;
  match?: string;
  /** Level 6's time per move, in ms. */
  time: number;
  /** Level 6's clock: wall time, or this process's CPU time (the same thinking on a loaded machine). */
  clock: 'wall' | 'cpu';
  /** The first game's number (so a long match can be split between processes: deals and seats follow it). */
  from: number;
  /** Prints running totals every N games of a level-6 match (0: only the final line). */
  every: number;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { games: 100, positions: 60, time: 3000, clock: 'wall', from: 0, every: 10 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = args[i + 1] ?? '';
    if (a === '--games' && /^[1-9]\d{0,4}$/.test(value)) options.games = Number(args[++i]);
    else if (a === '--positions' && /^\d{1,4}$/.test(value)) options.positions = Number(args[++i]);
    else if (a === '--match' && value !== '') options.match = args[++i] as string;
    else if (a === '--time' && /^[1-9]\d{0,5}$/.test(value)) options.time = Number(args[++i]);
    else if (a === '--clock' && (value === 'wall' || value === 'cpu')) options.clock = args[++i] as 'wall' | 'cpu';
    else if (a === '--from' && /^\d{1,5}$/.test(value)) options.from = Number(args[++i]);
    else if (a === '--every' && /^\d{1,5}$/.test(value)) options.every = Number(args[++i]);
    else {
      process.stderr.write(`bad option ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const now = (): number => performance.now();
const loaded = loadLexicon('standard');
if (!loaded.ok) {
  process.stderr.write(`cannot load the lexicon: ${describeLexiconError(loaded.error)}\n`);
  process.exit(1);
}
const dawg = loaded.value;

const level =
  (l: ScarabeoLevel): SeatPlayer =>
  (input, rng) =>
    chooseMove(input, l, dawg, rng);

/** Level 6 with the bench's time per move, on the wall clock or on this process's CPU time. */
const levelSix: SeatPlayer = (input, rng) =>
  chooseMove(input, 6, dawg, rng, { now: options.clock === 'cpu' ? processCpuMs : now, timeMs: options.time });

const styled =
  (style: PlayerStyle): SeatPlayer =>
  (input, rng) =>
    chooseMoveWith(input, style, dawg, rng);

/** chooseBestPlay, with the seed's behaviour when there is no play: exchange the rack up to 3 times, then pass. */
const bestScoreOnly: SeatPlayer = (input) => {
  const best = chooseBestPlay(input.board, input.rack, dawg);
  if (best) return { type: 'play', scored: best };
  let size = 0;
  for (const c of input.rack) size += c;
  if (input.bagCount >= size && (input.exchangesInARow ?? 0) < MAX_EXCHANGES_IN_A_ROW) {
    return { type: 'exchange', tiles: new Uint8Array(input.rack) };
  }
  return { type: 'pass' };
};

/**
 * Game g uses deal number ⌊g/2⌋ and the first player seats at g mod 2, so every deal is played twice with
 * the sides swapped (the luck of the draw largely cancels out).
 */
function match(name: string, first: SeatPlayer, second: SeatPlayer, games: number, every = 0): void {
  if (options.match && !name.includes(options.match)) return;
  let wins = 0;
  let losses = 0;
  let ties = 0;
  let mine = 0;
  let theirs = 0;
  let turns = 0;
  const t0 = now();
  for (let g = options.from; g < options.from + games; g++) {
    const seat = g % 2;
    const players = seat === 0 ? [first, second] : [second, first];
    const deal = Math.floor(g / 2);
    const end = playOut(
      players,
      DEFAULT_PARAMS,
      createRng(`scarabeo-ai-deal-${deal}`),
      createRng(`scarabeo-ai-noise-${name}-${g}`),
    );
    const a = end.scores[seat] as number;
    const b = end.scores[1 - seat] as number;
    mine += a;
    theirs += b;
    turns += end.turn;
    if (a > b) wins++;
    else if (a < b) losses++;
    else ties++;
    const played = g - options.from + 1;
    if (every > 0 && played % every === 0 && played < games) {
      const p = (wins + ties / 2) / played;
      console.log(
        `  … ${played} games (${options.from}–${g}): ${wins} wins, ${losses} losses, ${ties} ties, ` +
          `${(100 * p).toFixed(1)}% ± ${(196 * Math.sqrt((p * (1 - p)) / played)).toFixed(1)}, ` +
          `margin ${((mine - theirs) / played).toFixed(1)}, ${Math.round((now() - t0) / 1000)} s`,
      );
    }
  }
  const pct = (100 * (wins + ties / 2)) / games;
  console.log(
    `${name.padEnd(30)} ${String(wins).padStart(4)} ${String(losses).padStart(4)} ${String(ties).padStart(4)}` +
      `  ${pct.toFixed(1).padStart(5)}%  ${(mine / games).toFixed(1).padStart(6)} ${(theirs / games).toFixed(1).padStart(6)}` +
      `  ${((mine - theirs) / games).toFixed(1).padStart(6)}  ${(turns / games).toFixed(1).padStart(5)}` +
      `  ${Math.round((now() - t0) / 1000)} s`,
  );
}

// ---- Mid-game positions: fixed-seed games between level 3 players, stopped at turn 10–19. ----

function positions(n: number): ScarabeoState[] {
  const out: ScarabeoState[] = [];
  const player = level(3);
  for (let g = 0; out.length < n && g < 10 * n + 10; g++) {
    const rng = createRng(`scarabeo-ai-position-${g}`);
    let state = newGame(DEFAULT_PARAMS, rng);
    const stop = 10 + (g % 10);
    while (!state.end && state.turn < stop) state = play(state, player(inputFromView(view(state, state.toMove)), rng));
    if (!state.end && state.bag.length > 0) out.push(state);
  }
  return out;
}

/** The first position with the bag empty in fixed-seed level-3 games: where level 5 looks at the replies. */
function endgames(n: number): ScarabeoState[] {
  const out: ScarabeoState[] = [];
  const player = level(3);
  for (let g = 0; out.length < n && g < 2 * n + 10; g++) {
    const rng = createRng(`scarabeo-ai-endgame-${g}`);
    let state = newGame(DEFAULT_PARAMS, rng);
    while (!state.end && state.bag.length > 0)
      state = play(state, player(inputFromView(view(state, state.toMove)), rng));
    if (!state.end) out.push(state);
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * The same positions with one letter of the mover's rack turned into a jolly, where the board and the rack do
 * not already show both jollies (racks with a jolly cost the generator the most, and level 3 plays them soon).
 */
function withJolly(ps: readonly ScarabeoState[]): ScarabeoState[] {
  return ps.flatMap((s) => {
    const rack = new Uint8Array(s.racks[s.toMove] as Uint8Array);
    let seen = rack[0] as number;
    for (const c of s.cells) if ((c & JOLLY) !== 0) seen++;
    const letter = rack.findIndex((c, k) => k > 0 && c > 0);
    if (seen >= 2 || letter < 0) return [];
    rack[letter] = (rack[letter] as number) - 1;
    rack[0] = (rack[0] as number) + 1;
    return [{ ...s, racks: s.racks.map((r, i) => (i === s.toMove ? rack : r)) }];
  });
}

function moveTimes(ps: readonly ScarabeoState[], label: string): void {
  if (ps.length === 0) return;
  let jollies = 0;
  for (const s of ps) if ((s.racks[s.toMove] as Uint8Array)[0] !== 0) jollies++;
  console.log(
    `\nMove time on ${ps.length} positions, ${label} (${jollies} racks with a jolly), ` +
      'median of 3 runs per position, one core:',
  );
  const rng = createRng('scarabeo-ai-times');
  for (const p of ps.slice(0, 5)) chooseMove(inputFromView(view(p, p.toMove)), 5, dawg, rng);
  // Level 6 takes the time it is given, by design; the static levels are timed here.
  for (const l of SCARABEO_LEVELS.filter((x) => x !== THINKING_LEVEL).reverse()) {
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    for (const p of ps) {
      const input = inputFromView(view(p, p.toMove));
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = now();
        chooseMove(input, l, dawg, rng);
        runs.push(now() - t0);
      }
      runs.sort((a, b) => a - b);
      times.push(runs[1] as number);
    }
    const cpu = process.cpuUsage(cpu0);
    times.sort((a, b) => a - b);
    console.log(
      `  level ${l}: median ${quantile(times, 0.5).toFixed(1)} ms, 95th percentile ${quantile(times, 0.95).toFixed(1)} ms, ` +
        `max ${(times[times.length - 1] as number).toFixed(1)} ms; CPU mean ${((cpu.user + cpu.system) / 1000 / (3 * ps.length)).toFixed(1)} ms`,
    );
  }
}

console.log(
  `Scarabeo computer levels: ${options.games} two-player games per match from game ${options.from} (seed rules, ` +
    `standard lexicon), fixed deals, each deal played twice with the sides swapped; level 6 thinks ` +
    `${options.time} ms per move (${options.clock === 'cpu' ? 'CPU time' : 'wall time'})\n`,
);
console.log(`${'match (first named is "me")'.padEnd(30)} wins loss ties  score%   mine theirs  margin turns  time`);
match('level 6 vs level 5', levelSix, level(5), options.games, options.every);
match('level 5 vs best-score-only', level(5), bestScoreOnly, options.games);
for (const l of [5, 4, 3, 2] as const)
  match(`level ${l} vs level ${l - 1}`, level(l), level((l - 1) as ScarabeoLevel), options.games);
// Ablations of level 5, for the documentation: each of its parts removed in turn.
if (options.match) {
  const five = LEVEL_STYLES[5];
  match('ablation: 5 without openings', styled({ ...five, openings: 0 }), level(5), options.games);
  match('ablation: 5 with openings × 2', styled({ ...five, openings: 2 * five.openings }), level(5), options.games);
  match('ablation: 5 without exchanges', styled({ ...five, exchanges: false }), level(5), options.games);
  match('ablation: 5 without endgame', styled({ ...five, endgame: false }), level(5), options.games);
}
const ps = positions(options.positions);
moveTimes(ps, 'mid-game: turn 10–19 of fixed-seed level-3 games');
moveTimes(withJolly(ps), 'the same with a rack letter turned into a jolly');
moveTimes(endgames(Math.ceil(options.positions / 3)), 'the first with the bag empty in fixed-seed level-3 games');
