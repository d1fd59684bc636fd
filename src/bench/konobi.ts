// `npm run bench -- konobi [--games N] [--size N] [--time-ms MS]`: playouts per second on 11×11, then a match
// table: the computer at 1 s per move against itself at 0.1 s per move, and against a random player, with
// sides alternated (the stronger player is Black in odd games, White in even ones).
import { performance } from 'node:perf_hooks';
import { FastBoard, randomPlayer, search } from '../ai/konobi/index.js';
import { createRng, type Rng } from '../core/rng.js';
import {
  formatMove,
  isOver,
  type KonobiMove,
  type KonobiState,
  newGame,
  play,
  stoneOf,
  winner,
} from '../games/konobi/index.js';

const USAGE =
  'usage: npm run bench -- konobi [--games N] [--size N] [--time-ms MS] [--speed-ms MS]\n' +
  '  defaults: 50 games per match, 11×11, 1000 ms per move for the strong side (a tenth for the weak one)\n';

interface Options {
  games: number;
  size: number;
  timeMs: number;
  speedMs: number;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { games: 50, size: 11, timeMs: 1000, speedMs: 3000 };
  const names: Record<string, keyof Options> = {
    '--games': 'games',
    '--size': 'size',
    '--time-ms': 'timeMs',
    '--speed-ms': 'speedMs',
  };
  for (let i = 0; i < args.length; i += 2) {
    const key = names[args[i] as string];
    const value = Number(args[i + 1]);
    if (key === undefined || !Number.isInteger(value) || value < 0) {
      process.stderr.write(`bad option ${[args[i], args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
    options[key] = value;
  }
  if (options.size < 5 || options.size > 19) {
    process.stderr.write(`--size must be from 5 to 19\n${USAGE}`);
    process.exit(2);
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const now = (): number => performance.now();

/** Playouts from the empty board for `ms` milliseconds, on one core. */
function playoutSpeed(size: number, ms: number): void {
  const start = newGame({ size });
  const base = new FastBoard(size);
  base.load(start.board);
  const playout = new FastBoard(size);
  const rng = createRng('bench-konobi-speed');
  let count = 0;
  let stones = 0;
  const wins = [0, 0, 0];
  const t0 = now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 100; i++) {
      playout.copyFrom(base);
      const w = playout.playout(stoneOf('black'), -1, -1, rng);
      wins[w]++;
      stones += size * size - playout.emptyCount;
      count++;
    }
    elapsed = now() - t0;
  }
  const perSecond = Math.round((count * 1000) / elapsed);
  console.log(`Playouts on ${size}×${size} from the empty board: ${count} in ${Math.round(elapsed)} ms`);
  console.log(`  ${perSecond} playouts/s (one core); ${(stones / count).toFixed(1)} stones per playout`);
  console.log(`  Black won ${wins[1]}, White ${wins[2]}, neither ${wins[0]}`);
}

type Player = (state: KonobiState, rng: Rng) => KonobiMove;

function computer(timeMs: number): Player {
  return (state, rng) => search(state, { timeMs, now, rng }).move;
}

/** Plays one game; returns the winning side's index (0 Black, 1 White) and the number of moves. */
function playGame(black: Player, white: Player, rng: Rng, size: number): { winner: 0 | 1 | -1; moves: number } {
  let state = newGame({ size });
  let moves = 0;
  // After a swap the players exchange colours: `players[0]` is whoever now owns Black.
  const players = [black, white];
  const owners = [0, 1];
  while (!isOver(state)) {
    const mover = state.toMove === 'black' ? 0 : 1;
    const move = (players[owners[mover]] as Player)(state, rng);
    if (move.type === 'swap') owners.reverse();
    formatMove(state, move);
    state = play(state, move);
    moves++;
  }
  const w = winner(state);
  if (w === undefined) return { winner: -1, moves };
  return { winner: owners[w === 'black' ? 0 : 1] as 0 | 1, moves };
}

function match(title: string, strong: Player, weak: Player, games: number, size: number): void {
  let strongWins = 0;
  let asBlack = 0;
  let asWhite = 0;
  let totalMoves = 0;
  const t0 = now();
  for (let g = 0; g < games; g++) {
    const rng = createRng(`bench-konobi-${title}-${g}`);
    const strongIsBlack = g % 2 === 0;
    const r = strongIsBlack ? playGame(strong, weak, rng, size) : playGame(weak, strong, rng, size);
    const won = r.winner === (strongIsBlack ? 0 : 1);
    totalMoves += r.moves;
    if (won) {
      strongWins++;
      if (strongIsBlack) asBlack++;
      else asWhite++;
    }
    process.stdout.write(
      `  game ${g + 1}: ${won ? 'won' : 'lost'} as ${strongIsBlack ? 'Black' : 'White'} in ${r.moves} moves\n`,
    );
  }
  const pct = games > 0 ? Math.round((100 * strongWins) / games) : 0;
  console.log(
    `${title.padEnd(34)} ${String(strongWins).padStart(3)}/${games} (${pct}%)  as Black ${asBlack}, as White ${asWhite}; ` +
      `${(totalMoves / Math.max(1, games)).toFixed(1)} moves/game, ${Math.round((now() - t0) / 1000)} s`,
  );
}

console.log(`Konobi benchmark (${options.size}×${options.size} matches, ${options.games} games each)\n`);
playoutSpeed(11, options.speedMs);
console.log('');
const strong = computer(options.timeMs);
const weak = computer(Math.max(1, Math.round(options.timeMs / 10)));
match(`computer ${options.timeMs} ms vs random`, strong, randomPlayer, options.games, options.size);
match(
  `computer ${options.timeMs} ms vs ${Math.round(options.timeMs / 10)} ms`,
  strong,
  weak,
  options.games,
  options.size,
);
