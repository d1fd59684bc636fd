// `npm run bench -- server [--rows N] [--posts N] [--time-ms N]`: POST /api/records latency (p50, p99, max) with
// N ranked games already stored (one game and params, so every rank counts against all of them).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { unwrap } from '../core/result.js';
import { createRng } from '../core/rng.js';
import { newGame, parseParams, samegame } from '../games/samegame/index.js';
import { buildServer } from '../server/app.js';
import { openStore } from '../server/db.js';
import { serverGames } from '../server/games.js';

const USAGE =
  'usage: npm run bench -- server [--rows N] [--posts N] [--time-ms N]   (defaults: 1000000 rows, 1000 posts, 60000 ms)\n';

function parseOptions(args: readonly string[]): { rows: number; posts: number; timeMs: number } {
  const options = { rows: 1_000_000, posts: 1000, timeMs: 60_000 };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = Number(args[i + 1]);
    const key = { '--rows': 'rows', '--posts': 'posts', '--time-ms': 'timeMs' }[name ?? ''] as
      | keyof typeof options
      | undefined;
    if (!key || !Number.isInteger(value) || value < 0) {
      process.stderr.write(`bad option ${[name, args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
    options[key] = value;
  }
  return options;
}

const { rows, posts, timeMs } = parseOptions(process.argv.slice(2));
const PARAMS = '15x10c4';
const params = unwrap(parseParams(PARAMS));

/** A finished 15×10 game, played with the first legal move each turn (as a player's record would be posted). */
function finishedRecord(seed: string) {
  let state = newGame(params, createRng(seed));
  const moves: string[] = [];
  while (!samegame.isOver(state)) {
    const move = samegame.legalMoves(state)[0];
    if (move === undefined) break;
    moves.push(samegame.formatMove(state, move));
    state = samegame.play(state, move);
  }
  return { version: 1 as const, game: 'samegame', params: PARAMS, seed, moves };
}

/** Each thread's CPU time so far (user + system, ms), by thread name, from /proc (Linux; empty elsewhere). */
function threadCpu(): Map<string, number> {
  const byThread = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The fields after the name in parentheses (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      const name = tid === String(process.pid) ? 'main' : readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      byThread.set(`${name}#${tid}`, ms);
    }
  } catch {
    // Not Linux: no per-thread figures.
  }
  return byThread;
}

/** CPU time per kind of thread since `before` (threads of one name summed), the busiest first. */
function threadCpuSince(before: Map<string, number>): { name: string; ms: number }[] {
  const byName = new Map<string, number>();
  for (const [thread, ms] of threadCpu()) {
    const name = thread.slice(0, thread.lastIndexOf('#'));
    byName.set(name, (byName.get(name) ?? 0) + ms - (before.get(thread) ?? 0));
  }
  return [...byName]
    .map(([name, ms]) => ({ name, ms }))
    .filter((t) => t.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const path = join(tmpdir(), `ludoteca-bench-${process.pid}.db`);
try {
  // The tables, filled directly: a million records, each a ranked game of an issued deal (the rows every rank
  // counts against; the triggers of migration 7 keep the rank counts), with scores spread like real ones.
  openStore(path).close();
  const fillStart = performance.now();
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // One statement per table generates the rows (a JavaScript loop of inserts is ten times slower). Scores are
  // skewed towards low ones, as most games are: the square of a uniform draw (a hash of the row number), × 3000.
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < @rows - 1)
     INSERT INTO records (game, params, seed, moves, player, score, finished_at, game_id)
     SELECT 'samegame', @params, 'fill-' || i, '[]', 'bench',
       CAST(((i * 2654435761) % 1000003) * ((i * 2654435761) % 1000003) * 3000.0 / 1000003.0 / 1000003.0 AS INTEGER),
       '2026-01-01T00:00:00.000Z', 'samegame:' || @params || '#fill-' || i
     FROM n`,
  ).run({ rows, params: PARAMS });
  db.prepare(
    `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, finished_at)
     SELECT id, 'deals', NULL, game, params, seed, moves, player, score, finished_at FROM records`,
  ).run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const fillMs = performance.now() - fillStart;

  const app = await buildServer({
    dbPath: path,
    webRoot: join(tmpdir(), 'ludoteca-bench-no-web'),
    games: serverGames(),
    replay: {},
    writeLimit: false,
  });
  // Each post is a game of a deal the server issued (so it is ranked): the deal asked for first, unmeasured.
  const issue = async () =>
    (await app.inject({ method: 'POST', url: '/api/deals', payload: { game: 'samegame', params: PARAMS } })).json() as {
      seed: string;
      deal: string;
    };
  const warm = await issue();
  await app.inject({
    method: 'POST',
    url: '/api/records',
    payload: { record: finishedRecord(warm.seed), deal: warm.deal },
  });
  // The deals and their finished games first, unmeasured, so the posts' CPU figures are the server's alone.
  const games = [];
  for (let i = 0; i < posts; i++) {
    const deal = await issue();
    games.push({ deal, record: finishedRecord(deal.seed) });
  }
  const threadsBefore = threadCpu();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const deadline = performance.now() + timeMs;
  let refused = 0;
  for (const { deal, record } of games) {
    if (performance.now() > deadline) break;
    const t = performance.now();
    const cpu = process.cpuUsage();
    const r = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record, player: 'bench', deal: deal.deal },
    });
    times.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (r.statusCode !== 201 || typeof r.json().rank !== 'number') refused++;
  }
  const postsCpu = threadCpuSince(threadsBefore);
  // The store's part alone (transaction, duplicate lookup, insert, ranking, triggers, rank), without replay or HTTP.
  const storeTimes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await app.store.addRecord(
      {
        game: 'samegame',
        params: PARAMS,
        seed: `store-${i}`,
        moves: [],
        player: 'bench',
        score: (i * 7919) % 3000,
        gameId: `samegame:${PARAMS}#store-${i}`,
      },
      { issuedAt: Date.now(), receivedAt: Date.now() },
    );
    storeTimes.push(performance.now() - t);
  }
  storeTimes.sort((a, b) => a - b);
  const count = await app.store.countRecords();

  // /api/health over real HTTP every 20 ms while the costliest record the server replays (a 32×24 Shisen-Sho
  // deal, seconds of work) is being checked: the event loop must keep answering.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  // The same checks with nothing else running first: on a loaded machine the spread is the machine's, not ours.
  const idleTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    idleTimes.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  idleTimes.sort((a, b) => a - b);
  const costly = { version: 1, game: 'shisensho', params: '32x24k1', seed: 'bench-costly', moves: [] };
  let replaying = true;
  const costlyStart = performance.now();
  const costlyPost = fetch(`${base}/api/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record: costly, elapsedMs: 5000 }),
  }).then(async (r) => {
    replaying = false;
    return { status: r.status, body: (await r.json()) as { error?: string } };
  });
  const healthTimes: number[] = [];
  while (replaying) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    if (replaying) healthTimes.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  const costlyAnswer = await costlyPost;
  const costlyMs = performance.now() - costlyStart;
  healthTimes.sort((a, b) => a - b);
  await app.close();
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  process.stdout.write(
    `server: ${rows.toLocaleString('en')} rows filled in ${(fillMs / 1000).toFixed(1)} s; ${count.toLocaleString('en')} rows after\n` +
      `POST /api/records (15x10c4 SameGame of an issued deal, replayed in the worker pool, ranked): ${times.length} posts, ` +
      `${refused} refused or unranked\n  p50 ${f(percentile(times, 50))}  p99 ${f(percentile(times, 99))}  max ${f(times[times.length - 1] ?? Number.NaN)}\n` +
      `  CPU time per post (the process, all threads): p50 ${f(percentile(cpuTimes, 50))}  p99 ${f(percentile(cpuTimes, 99))}  ` +
      `mean ${f(cpuTimes.reduce((a, b) => a + b, 0) / Math.max(1, cpuTimes.length))}\n` +
      `  CPU time per post by thread (/proc, 10 ms ticks summed over the posts; node = the replay and checkpoint workers): ${postsCpu
        .map(({ name, ms }) => `${name} ${f(ms / Math.max(1, times.length))}`)
        .join(', ')}\n` +
      `the store alone (addRecord with its rank): 1000 inserts  p50 ${f(percentile(storeTimes, 50))}  ` +
      `p99 ${f(percentile(storeTimes, 99))}  max ${f(storeTimes[storeTimes.length - 1] ?? Number.NaN)}\n` +
      `GET /api/health with nothing else running: ${idleTimes.length} checks  p50 ${f(percentile(idleTimes, 50))}  ` +
      `p99 ${f(percentile(idleTimes, 99))}  max ${f(idleTimes[idleTimes.length - 1] ?? Number.NaN)}\n` +
      `GET /api/health during the costliest replay (32x24k1 deal, answered ${costlyAnswer.status} ` +
      `${costlyAnswer.body.error ?? 'stored'} after ${(costlyMs / 1000).toFixed(1)} s): ${healthTimes.length} checks  ` +
      `p50 ${f(percentile(healthTimes, 50))}  p99 ${f(percentile(healthTimes, 99))}  ` +
      `max ${f(healthTimes[healthTimes.length - 1] ?? Number.NaN)}\n`,
  );
} finally {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
