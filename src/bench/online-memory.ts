// `npm run bench -- online-memory [--games N] [--game konobi|scarabeo] [--moves N]`: what online games with a
// running clock cost the server's memory while nobody follows them. Stores N games in an SQLite file in memory
// (two people, a 3-hour clock, the same --moves moves each), then measures the heap (after a full collection)
// before and after an instance takes them up (Rooms.start, as after a restart) and after each is read once (a
// snapshot). Prints the heap per game and how many the instance holds in memory and how many it only times.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AnyGame } from '../core/game.js';
import { createRng } from '../core/rng.js';
import type { OnlineEvent } from '../online/events.js';
import { applyEvent, openRoom, progress } from '../online/room.js';
import { openStore } from '../server/db.js';
import { serverGames } from '../server/games.js';
import { Rooms } from '../server/online/rooms.js';
import { sqliteOnlineStore } from '../server/online/sqliteStore.js';
import { hashToken } from '../server/online/tokens.js';
import { current } from '../session/session.js';

const USAGE = 'usage: npm run bench -- online-memory [--games N] [--game konobi|scarabeo] [--moves N]\n';
const options: { games: number; game: 'konobi' | 'scarabeo'; moves: number } = {
  games: 1000,
  game: 'konobi',
  moves: 40,
};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const [flag, text] = [args[i], args[i + 1] ?? ''];
  if (flag === '--game' && (text === 'konobi' || text === 'scarabeo')) options.game = text;
  else if ((flag === '--games' || flag === '--moves') && /^[1-9][0-9]{0,5}$/.test(text)) {
    options[flag === '--games' ? 'games' : 'moves'] = Number(text);
  } else {
    process.stderr.write(`${flag} ${text}: not an option\n${USAGE}`);
    process.exit(2);
  }
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const games = serverGames();
const game = games.get(options.game) as AnyGame;
const params = options.game === 'konobi' ? '11' : '2p';
const clock = { kind: 'clock' as const, initialMs: 3 * 3_600_000, incrementMs: 0 };
const seats = ['Ada', 'Bo'].map((name) => ({ kind: 'person' as const, tokenHash: hashToken(`${name}-token`), name }));
const now = Date.now();
const base = { game: options.game, params, seed: 'memory', clock, listed: false, createdAt: now, seats };

// One game's moves, played once (each stored game repeats them): a random legal move each turn, the game not over.
const rng = createRng('memory-moves');
let room = openRoom(game, { ...base, id: 'x', events: [], updatedAt: now } as never, now);
const events: OnlineEvent[] = [];
for (let v = 1; v <= options.moves && !room.end; v++) {
  const state = current(room.session);
  // Tiles placed where the game allows (a Scarabeo game of passes and exchanges ends after six).
  const all = game.legalMoves(state).map((m) => game.formatMove(state, m));
  const placed = all.filter((m) => m !== 'pass' && !m.startsWith('exchange'));
  const legal = placed.length > 0 ? placed : all;
  if (legal.length === 0) break;
  const move = legal[rng.int(legal.length)] as string;
  const seat = game.toMove(state);
  const event: OnlineEvent = {
    version: v,
    kind: 'move',
    seat,
    move,
    at: now,
    clocks: [clock.initialMs, clock.initialMs],
  };
  const next = applyEvent(room, event);
  if (next.end) break;
  events.push(event);
  room = next;
}

const disk = openStore(':memory:');
const store = sqliteOnlineStore(disk.db);
for (let g = 0; g < options.games; g++) {
  const id = `mem${String(g).padStart(13, '0')}`;
  await store.create({ ...base, id });
  let at = openRoom(game, { ...base, id, events: [], updatedAt: now } as never, now);
  for (const event of events) {
    const next = applyEvent(at, event);
    await store.append(id, at.version, event, progress(next));
    at = next;
  }
}

const before = heapMb();
const rooms = new Rooms({ store, games });
await rooms.start();
const started = heapMb();
const startedCounts = `held ${rooms.heldGames()}, timed ${rooms.timedGames()}`;
for (let g = 0; g < options.games; g++) await rooms.publicSnapshot(`mem${String(g).padStart(13, '0')}`);
const read = heapMb();
const perGame = (mb: number) => `${(((mb - before) * 1024) / options.games).toFixed(1)} KB a game`;
process.stdout.write(
  `${options.games} ${options.game} ${params} games, ${events.length} moves each, a 3-hour clock, nobody following\n` +
    `heap before: ${before.toFixed(1)} MB\n` +
    `taken up (start): ${started.toFixed(1)} MB, ${perGame(started)}; ${startedCounts}\n` +
    `each read once:   ${read.toFixed(1)} MB, ${perGame(read)}; held ${rooms.heldGames()}, timed ${rooms.timedGames()}\n`,
);
await rooms.close();
disk.close();
