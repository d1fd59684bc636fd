// `npm run bench -- konobi [options]`: playouts per CPU second on 11×11 (the default player's playout board, the
// same without its connection-saving reply, a frozen copy of the old player's board, then inside the search: now
// and old), then match tables between computer players at equal time per move (wall or CPU time), sides
// alternated, pie rule on, each with its sample size and a 95% confidence interval (Wilson score interval).

import { performance } from 'node:perf_hooks';
import { FastBoard, randomPlayer, SearchTree, type SearchTuning, search } from '../ai/konobi/index.js';
import { createRng, type Rng } from '../core/rng.js';
import { isOver, type KonobiMove, type KonobiState, newGame, play, stoneOf, winner } from '../games/konobi/index.js';
import { processCpuMs } from '../node/cpuClock.js';
import { search as oldSearch } from './konobi-baseline/mcts.js';
import { FastBoard as OldFastBoard } from './konobi-baseline/playout.js';
import { parseTuning } from './konobi-shared/tuning.js';

const PLAYERS: Record<string, string> = {
  new: 'the default player',
  old: 'the player before these enhancements (frozen copy)',
  'no-solver': 'the default without the MCTS-Solver and the wins in one inside the tree',
  'no-reuse': 'the default without tree reuse',
  'no-rave': 'the default without RAVE',
  'no-save': 'the default without the connection-saving reply in playouts',
  explore0: 'the default with no UCT exploration term (RAVE explores)',
  expand2: 'the default expanding a leaf on its 2nd visit',
  expand8: 'the default expanding a leaf on its 8th visit',
  'no-priors': 'the default without prior knowledge in new nodes',
  random: 'uniform over the legal moves',
};

/** The tuning of each named variant of the default player. */
const TUNINGS: Record<string, Partial<SearchTuning>> = {
  'no-solver': { solver: false },
  'no-reuse': { reuse: false },
  'no-rave': { raveBias: 0 },
  'no-save': { saveConnections: false },
  explore0: { exploration: 0 },
  expand2: { expandAt: 2 },
  expand8: { expandAt: 8 },
  'no-priors': { priors: 0 },
};

const USAGE =
  'usage: npm run bench -- konobi [--games N] [--first N] [--size N] [--time-ms MS] [--speed-ms MS]\n' +
  '                               [--match A-B,...] [--seed TEXT] [--clock wall|cpu]\n' +
  '  defaults: 20 games per match from game 0, 11×11, 100 ms per move for both sides, 3000 ms per speed test\n' +
  '            (0: no speed test),\n' +
  "            --clock wall (cpu: each move gets its milliseconds of this process's CPU time, fair on a loaded\n" +
  '            machine),\n' +
  '            --match new-old; players: ' +
  Object.keys(PLAYERS).join(', ') +
  '\n  game g uses the seed TEXT-g and gives A Black in even games; split a long match with --first.\n';

interface Options {
  games: number;
  first: number;
  size: number;
  timeMs: number;
  speedMs: number;
  matches: [string, string][];
  seed: string;
  clock: 'wall' | 'cpu';
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    games: 20,
    first: 0,
    size: 11,
    timeMs: 100,
    speedMs: 3000,
    matches: [['new', 'old']],
    seed: 'konobi',
    clock: 'wall',
  };
  const numbers: Record<string, 'games' | 'first' | 'size' | 'timeMs' | 'speedMs'> = {
    '--games': 'games',
    '--first': 'first',
    '--size': 'size',
    '--time-ms': 'timeMs',
    '--speed-ms': 'speedMs',
  };
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] as string;
    const text = args[i + 1];
    if (text === undefined) fail(`${flag} needs a value`);
    if (flag === '--seed') {
      options.seed = text;
    } else if (flag === '--clock') {
      if (text !== 'wall' && text !== 'cpu') fail(`bad clock ${text}: expected wall or cpu`);
      options.clock = text;
    } else if (flag === '--match') {
      options.matches = text.split(',').map((pair) => {
        const [a, b] = pair.split('-').length === 2 ? pair.split('-') : splitPair(pair);
        if (!isPlayer(a) || !isPlayer(b)) fail(`bad match ${pair}: expected two players joined by -`);
        return [a, b] as [string, string];
      });
    } else {
      const key = numbers[flag];
      const value = Number(text);
      if (key === undefined || !Number.isInteger(value) || value < 0) fail(`bad option ${flag} ${text}`);
      options[key] = value;
    }
  }
  if (options.size < 5 || options.size > 19) fail('--size must be from 5 to 19');
  return options;
}

/** A named player, or `new:` followed by tuning settings joined by +, e.g. `new:expandAt=4+priors=0`. */
function isPlayer(name: string): boolean {
  return name in PLAYERS || tuningOf(name) !== undefined;
}

function tuningOf(name: string): Partial<SearchTuning> | undefined {
  if (name in TUNINGS) return TUNINGS[name];
  if (name === 'new') return {};
  return name.startsWith('new:') ? parseTuning(name.slice(4)) : undefined;
}

/** Splits "no-solver-old" style pairs, whose names contain dashes, at the dash that leaves two players. */
function splitPair(pair: string): [string, string] {
  const parts = pair.split('-');
  for (let i = 1; i < parts.length; i++) {
    const a = parts.slice(0, i).join('-');
    const b = parts.slice(i).join('-');
    if (isPlayer(a) && isPlayer(b)) return [a, b];
  }
  return ['', ''];
}

const options = parseOptions(process.argv.slice(2));
const now = (): number => performance.now();
/** The clock the players' time per move is measured with: wall time, or this process's CPU time (ms). */
const moveClock = options.clock === 'cpu' ? processCpuMs : now;

/** CPU seconds used by this process (user + system): the rate per CPU second is the one-core figure. */
const cpuSeconds = (): number => processCpuMs() / 1000;

interface Playable {
  copyFrom(other: never): void;
  playout(c: number, lastBlack: number, lastWhite: number, rng: Rng): number;
  emptyCount: number;
}

/** Playouts from the empty board for `ms` milliseconds. */
function playoutSpeed(title: string, make: () => { base: Playable; board: Playable }, size: number, ms: number): void {
  const { base, board } = make();
  const rng = createRng('bench-konobi-speed');
  // Warm up for a third of the measured time (at least 2,000 playouts), so the compiler's work, which goes on
  // for a while (code is optimised, thrown away and optimised again), is not counted.
  const warm = now();
  for (let i = 0; i < 2000 || now() - warm < ms / 3; i++) {
    board.copyFrom(base as never);
    board.playout(stoneOf('black'), -1, -1, rng);
  }
  let count = 0;
  let stones = 0;
  const t0 = now();
  const c0 = cpuSeconds();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 100; i++) {
      board.copyFrom(base as never);
      board.playout(stoneOf('black'), -1, -1, rng);
      stones += size * size - board.emptyCount;
      count++;
    }
    elapsed = now() - t0;
  }
  const cpu = cpuSeconds() - c0;
  console.log(
    `${title.padEnd(28)} ${String(Math.round(count / cpu)).padStart(6)} playouts per CPU second, ` +
      `${String(Math.round((count * 1000) / elapsed)).padStart(6)} per wall second ` +
      `(${count} playouts, ${(stones / count).toFixed(1)} stones each, ${Math.round((100 * cpu * 1000) / elapsed)}% of a core)`,
  );
}

/** Playouts per CPU second inside the search (tree, priors, solver and playouts) from an early 11×11 position. */
function searchSpeed(ms: number): void {
  let state = newGame({ size: 11 });
  state = play(state, { type: 'place', point: 5 * 11 + 5 });
  state = play(state, { type: 'place', point: 3 * 11 + 5 });
  for (const [name, run] of [
    ['search (now)', (rng: Rng) => search(state, { timeMs: ms, now, rng }).playouts],
    ['search (old)', (rng: Rng) => oldSearch(state, { timeMs: ms, now, rng }).playouts],
  ] as const) {
    run(createRng('warm-up'));
    const c0 = cpuSeconds();
    const t0 = now();
    const playouts = run(createRng('bench-konobi-search'));
    const cpu = cpuSeconds() - c0;
    console.log(
      `${name.padEnd(28)} ${String(Math.round(playouts / cpu)).padStart(6)} playouts per CPU second, ` +
        `${String(Math.round((playouts * 1000) / (now() - t0))).padStart(6)} per wall second (${playouts} playouts)`,
    );
  }
}

type Player = (state: KonobiState, rng: Rng) => KonobiMove;

/** Playouts and searched moves per player name, for the average playouts per move. */
const effort = new Map<string, { playouts: number; moves: number }>();

function count(name: string, playouts: number): void {
  const e = effort.get(name) ?? { playouts: 0, moves: 0 };
  if (playouts > 0) {
    e.playouts += playouts;
    e.moves++;
  }
  effort.set(name, e);
}

function perMove(name: string): string {
  const e = effort.get(name);
  return e && e.moves > 0 ? String(Math.round(e.playouts / e.moves)) : '-';
}

/** A fresh player for one game (its search tree lives for that game only). */
function player(name: string, timeMs: number): Player {
  if (name === 'random') return randomPlayer;
  if (name === 'old') {
    return (state, rng) => {
      const r = oldSearch(state, { timeMs, now: moveClock, rng });
      count(name, r.playouts);
      return r.move;
    };
  }
  const tuning = tuningOf(name) ?? {};
  const tree = new SearchTree();
  return (state, rng) => {
    const r = search(state, { timeMs, now: moveClock, rng, tree, tuning });
    count(name, r.playouts);
    return r.move;
  };
}

/** Plays one game; returns the winning side's index (0 the first player, 1 the second) and the number of moves. */
function playGame(first: Player, second: Player, rng: Rng, size: number): { winner: 0 | 1 | -1; moves: number } {
  let state = newGame({ size });
  let moves = 0;
  // After a swap the players exchange colours: `owners[0]` is whoever now owns Black.
  const players = [first, second];
  const owners = [0, 1];
  while (!isOver(state)) {
    const mover = state.toMove === 'black' ? 0 : 1;
    const move = (players[owners[mover]] as Player)(state, rng);
    if (move.type === 'swap') owners.reverse();
    state = play(state, move);
    moves++;
  }
  const w = winner(state);
  if (w === undefined) return { winner: -1, moves };
  return { winner: owners[w === 'black' ? 0 : 1] as 0 | 1, moves };
}

/** The Wilson score interval at 95% for `wins` out of `n`, in percent. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half)];
}

function summary(a: string, b: string, wins: number, games: number, asBlack: number, asWhite: number): string {
  const [lo, hi] = wilson(wins, games);
  const pct = games > 0 ? ((100 * wins) / games).toFixed(1) : '-';
  return `${`${a} vs ${b}`.padEnd(20)} ${String(wins).padStart(3)}/${games} = ${pct}% (95% CI ${lo.toFixed(1)}–${hi.toFixed(1)}%), as Black ${asBlack}, as White ${asWhite}`;
}

function match(a: string, b: string): string {
  let wins = 0;
  let asBlack = 0;
  let asWhite = 0;
  let totalMoves = 0;
  const t0 = now();
  effort.clear();
  const { games, first, size, timeMs, seed } = options;
  console.log(
    `${a} vs ${b}: ${games} games from game ${first}, ${size}×${size}, ${timeMs} ms (${options.clock}) per move each`,
  );
  for (let g = first; g < first + games; g++) {
    const rng = createRng(`${seed}-${g}`);
    const aIsBlack = g % 2 === 0;
    const pa = player(a, timeMs);
    const pb = player(b, timeMs);
    const r = aIsBlack ? playGame(pa, pb, rng, size) : playGame(pb, pa, rng, size);
    const won = r.winner === (aIsBlack ? 0 : 1);
    totalMoves += r.moves;
    if (won) {
      wins++;
      if (aIsBlack) asBlack++;
      else asWhite++;
    }
    const played = g - first + 1;
    process.stdout.write(
      `  game ${g}: ${a} ${won ? 'won' : 'lost'} as ${aIsBlack ? 'Black' : 'White'} in ${r.moves} moves; ` +
        `running ${wins}/${played} (${((100 * wins) / played).toFixed(1)}%)\n`,
    );
  }
  const line =
    `${summary(a, b, wins, games, asBlack, asWhite)}; ${(totalMoves / Math.max(1, games)).toFixed(1)} moves/game, ` +
    `playouts/move ${perMove(a)} vs ${perMove(b)}, ${Math.round((now() - t0) / 1000)} s`;
  console.log(line);
  return line;
}

if (options.speedMs > 0) {
  console.log(`Konobi benchmark: playouts on 11×11 from the empty board (${options.speedMs} ms each)`);
  const speedSize = 11;
  const empty = newGame({ size: speedSize }).board;
  playoutSpeed(
    'playout board (now)',
    () => {
      const base = new FastBoard(speedSize);
      base.load(empty);
      return { base, board: new FastBoard(speedSize) };
    },
    speedSize,
    options.speedMs,
  );
  playoutSpeed(
    'playout board (no save)',
    () => {
      const base = new FastBoard(speedSize);
      base.load(empty);
      const board = new FastBoard(speedSize);
      board.saveConnections = false;
      return { base, board };
    },
    speedSize,
    options.speedMs,
  );
  playoutSpeed(
    'playout board (old)',
    () => {
      const base = new OldFastBoard(speedSize);
      base.load(empty);
      return { base, board: new OldFastBoard(speedSize) };
    },
    speedSize,
    options.speedMs,
  );
  searchSpeed(options.speedMs);
}
console.log('');
const lines = options.matches.map(([a, b]) => match(a, b));
console.log(
  `\nMatch table (${options.size}×${options.size}, ${options.timeMs} ms (${options.clock}) per move, pie rule on, sides alternated):`,
);
for (const line of lines) console.log(`  ${line}`);
