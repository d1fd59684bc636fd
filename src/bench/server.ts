// `npm run bench -- server [--rows N] [--posts N] [--runs N] [--time-ms N] [--health 0|1]`: POST /api/records latency
// (p50, p99, max) with N ranked games already stored (one game and params, so every rank counts against all of
// them), posted by a client process over HTTP, with where the server's time went; then the health checks.
import { fork } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { unwrap } from '../core/result.js';
import { createRng } from '../core/rng.js';
import { newGame, parseParams, samegame } from '../games/samegame/index.js';
import { buildServer } from '../server/app.js';
import { MIGRATIONS, openStore } from '../server/db.js';
import { serverGames } from '../server/games.js';
import type { ClientResult, ClientTask } from './server/client.js';

const USAGE =
  'usage: npm run bench -- server [--rows N] [--posts N] [--runs N] [--time-ms N] [--health 0|1]\n' +
  '  (defaults: 1000000 rows, 1000 posts a run, 1 run, 60000 ms a run; --health 0 skips the health checks)\n';

function parseOptions(args: readonly string[]): {
  rows: number;
  posts: number;
  runs: number;
  timeMs: number;
  health: number;
} {
  const options = { rows: 1_000_000, posts: 1000, runs: 1, timeMs: 60_000, health: 1 };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = Number(args[i + 1]);
    const key = { '--rows': 'rows', '--posts': 'posts', '--runs': 'runs', '--time-ms': 'timeMs', '--health': 'health' }[
      name ?? ''
    ] as keyof typeof options | undefined;
    if (!key || !Number.isInteger(value) || value < 0) {
      process.stderr.write(`bad option ${[name, args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
    options[key] = value;
  }
  return options;
}

const { rows, posts, runs, timeMs, health } = parseOptions(process.argv.slice(2));
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

/**
 * The main thread's time on a CPU and time waiting for one (runnable, not running) so far, in ms, from the
 * kernel's scheduler statistics (Linux; zeros elsewhere): what the machine's load adds to a post, apart.
 */
function mainSchedstat(): [number, number] {
  try {
    const [ran, queued] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return [Number(ran) / 1e6, Number(queued) / 1e6];
  } catch {
    return [0, 0];
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const path = join(tmpdir(), `ludoteca-bench-${process.pid}.db`);
// The filled database is kept for the next run (a minute or more to build; a copy takes a second), one per row
// count and schema version; delete it to build it again.
const cached = join(tmpdir(), `ludoteca-bench-server-${rows}-rows-v${MIGRATIONS.length}.db`);

/** Fills the database at `path` with `rows` ranked games (records and ranked_games, the rank counts by trigger). */
async function fill(): Promise<void> {
  await openStore(path).close();
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
}

/** One run's figures: wall time per post (the client's), the server's own time per post, CPU per post, GC. */
interface RunFigures {
  times: number[];
  serverTimes: number[];
  cpuTimes: number[];
  /** The main thread's time on a CPU, and waiting for one, per post. */
  mainTimes: number[];
  queuedTimes: number[];
  refused: number;
  threads: { name: string; ms: number }[];
  gcMs: number;
  gcCount: number;
  gcMaxMs: number;
  /** Of the posts slower than the run's p99, how many had a GC pause of the main thread inside them. */
  slowWithGc: number;
  slow: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sortedCopy = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const f = (ms: number) => `${ms.toFixed(2)} ms`;
const spread = (xs: readonly number[]) => {
  const s = sortedCopy(xs);
  return s.length === 1
    ? f(s[0] ?? Number.NaN)
    : `min ${f(s[0] ?? Number.NaN)}, median ${f(percentile(s, 50))}, max ${f(s[s.length - 1] ?? Number.NaN)}`;
};

/**
 * /api/health over real HTTP every 20 ms while the costliest record the server replays (a 32×24 Shisen-Sho deal,
 * seconds of work) is being checked: the event loop must keep answering. Idle checks first for comparison.
 */
async function measureHealth(base: string): Promise<string> {
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
  return (
    `GET /api/health with nothing else running: ${idleTimes.length} checks  p50 ${f(percentile(idleTimes, 50))}  ` +
    `p99 ${f(percentile(idleTimes, 99))}  max ${f(idleTimes[idleTimes.length - 1] ?? Number.NaN)}\n` +
    `GET /api/health during the costliest replay (32x24k1 deal, answered ${costlyAnswer.status} ` +
    `${costlyAnswer.body.error ?? 'stored'} after ${(costlyMs / 1000).toFixed(1)} s): ${healthTimes.length} checks  ` +
    `p50 ${f(percentile(healthTimes, 50))}  p99 ${f(percentile(healthTimes, 99))}  ` +
    `max ${f(healthTimes[healthTimes.length - 1] ?? Number.NaN)}\n`
  );
}

try {
  const fillStart = performance.now();
  const fromCache = existsSync(cached);
  if (fromCache) {
    copyFileSync(cached, path);
  } else {
    await fill();
    copyFileSync(path, `${cached}.${process.pid}`);
    renameSync(`${cached}.${process.pid}`, cached);
  }
  const fillMs = performance.now() - fillStart;

  const app = await buildServer({
    dbPath: path,
    webRoot: join(tmpdir(), 'ludoteca-bench-no-web'),
    games: serverGames(),
    replay: {},
    writeLimit: false,
  });
  // The server's own time and CPU time (the process's, all threads) for each post, from the request's arrival to
  // its answer sent.
  const measured: { start: number; ms: number; cpuMs: number; mainMs: number; queuedMs: number }[] = [];
  const begun = new WeakMap<object, { start: number; cpu: NodeJS.CpuUsage; sched: [number, number] }>();
  app.addHook('onRequest', (request, _reply, done) => {
    begun.set(request, { start: performance.now(), cpu: process.cpuUsage(), sched: mainSchedstat() });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const b = begun.get(request);
    if (b && request.method === 'POST' && request.url === '/api/records') {
      const cpu = process.cpuUsage(b.cpu);
      const [ran, queued] = mainSchedstat();
      measured.push({
        start: b.start,
        ms: performance.now() - b.start,
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainMs: ran - b.sched[0],
        queuedMs: queued - b.sched[1],
      });
    }
    done();
  });
  // The main thread's GC pauses, to tell which slow posts had one.
  const gcs: { start: number; end: number }[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  gcObserver.observe({ entryTypes: ['gc'] });
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

  // The client posts from a process of its own over HTTP (server/client.ts), so what it costs is not the server's.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const client = fork(fileURLToPath(new URL('./server/client.js', import.meta.url)));
  const postAll = (task: ClientTask) =>
    new Promise<ClientResult>((resolve) => {
      client.once('message', (result) => resolve(result as ClientResult));
      client.send(task);
    });
  const runFigures: RunFigures[] = [];
  for (let run = 0; run < runs; run++) {
    // The deals and their finished games first, unmeasured, so the posts' figures are the server's alone.
    const bodies: string[] = [];
    for (let i = 0; i < posts; i++) {
      const deal = await issue();
      bodies.push(JSON.stringify({ record: finishedRecord(deal.seed), player: 'bench', deal: deal.deal }));
    }
    measured.length = 0;
    gcs.length = 0;
    const threadsBefore = threadCpu();
    const { times, refused } = await postAll({ url: `${base}/api/records`, bodies, timeMs });
    const threads = threadCpuSince(threadsBefore);
    // Let the observer deliver the last GC entries.
    await new Promise((r) => setTimeout(r, 10));
    const spans = measured.map((m) => ({ start: m.start, end: m.start + m.ms }));
    const duringPosts = gcs.filter((g) => spans.some((s) => g.start < s.end && g.end > s.start));
    const serverTimes = measured.map((m) => m.ms);
    const p99 = percentile(sortedCopy(serverTimes), 99);
    const slowSpans = spans.filter((s) => s.end - s.start >= p99);
    runFigures.push({
      times,
      serverTimes,
      cpuTimes: measured.map((m) => m.cpuMs),
      mainTimes: measured.map((m) => m.mainMs),
      queuedTimes: measured.map((m) => m.queuedMs),
      refused,
      threads,
      gcMs: duringPosts.reduce((a, g) => a + g.end - g.start, 0),
      gcCount: duringPosts.length,
      gcMaxMs: Math.max(0, ...duringPosts.map((g) => g.end - g.start)),
      slowWithGc: slowSpans.filter((s) => gcs.some((g) => g.start < s.end && g.end > s.start)).length,
      slow: slowSpans.length,
    });
  }
  client.kill();
  gcObserver.disconnect();
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

  const healthText = health ? await measureHealth(base) : '';
  await app.close();
  const all = (pick: (r: RunFigures) => number[]) => sortedCopy(runFigures.flatMap(pick));
  const times = all((r) => r.times);
  const serverAll = all((r) => r.serverTimes);
  const cpuTimes = all((r) => r.cpuTimes);
  const perRun = runFigures
    .map((r, i) => {
      const t = sortedCopy(r.times);
      const st = sortedCopy(r.serverTimes);
      const c = sortedCopy(r.cpuTimes);
      const m = sortedCopy(r.mainTimes);
      const q = sortedCopy(r.queuedTimes);
      // The slowest posts (server time at or over its p99): where their time went.
      const p99 = percentile(st, 99);
      const slowest = r.serverTimes.flatMap((ms, k) => (ms >= p99 ? [k] : []));
      const slowMean = (xs: readonly number[]) => f(mean(slowest.map((k) => xs[k] ?? 0)));
      const asleep = r.serverTimes.map((ms, k) => ms - (r.mainTimes[k] ?? 0) - (r.queuedTimes[k] ?? 0));
      return (
        `  run ${i + 1}: ${t.length} posts, ${r.refused} refused or unranked; wall p50 ${f(percentile(t, 50))}  ` +
        `p99 ${f(percentile(t, 99))}  max ${f(t[t.length - 1] ?? Number.NaN)}; server p50 ${f(percentile(st, 50))}  ` +
        `p99 ${f(percentile(st, 99))}; CPU p50 ${f(percentile(c, 50))}  p99 ${f(percentile(c, 99))}  mean ${f(mean(c))}\n` +
        `    main thread per post: on a CPU p50 ${f(percentile(m, 50))}  p99 ${f(percentile(m, 99))}; waiting for a CPU ` +
        `p50 ${f(percentile(q, 50))}  p99 ${f(percentile(q, 99))}; the ${slowest.length} slowest posts (server time ` +
        `≥ p99), mean: ${slowMean(r.serverTimes)} server, ${slowMean(r.mainTimes)} main on a CPU, ${slowMean(r.queuedTimes)} ` +
        `main waiting for a CPU, ${slowMean(asleep)} main asleep (waiting for the replay worker), ` +
        `${slowMean(r.cpuTimes)} CPU of the process\n` +
        `    GC of the main thread during the posts: ${r.gcCount} pauses, ${f(r.gcMs)} in all, longest ${f(r.gcMaxMs)}; ` +
        `${r.slowWithGc} of the ${r.slow} posts at or over p99 had one\n` +
        `    CPU per post by thread (/proc, 10 ms ticks; node = the replay and checkpoint workers): ${r.threads
          .map(({ name, ms }) => `${name} ${f(ms / Math.max(1, t.length))}`)
          .join(', ')}\n`
      );
    })
    .join('');
  process.stdout.write(
    `server: ${rows.toLocaleString('en')} rows ${fromCache ? `copied from ${cached}` : 'filled'} in ${(fillMs / 1000).toFixed(1)} s; ` +
      `${count.toLocaleString('en')} rows after\n` +
      `POST /api/records (15x10c4 SameGame of an issued deal, replayed in the worker pool, ranked): ${runs} run(s) of ` +
      `${posts} posts\n${perRun}` +
      `  all ${times.length} posts: wall p50 ${f(percentile(times, 50))}  p99 ${f(percentile(times, 99))}  ` +
      `max ${f(times[times.length - 1] ?? Number.NaN)}; server p50 ${f(percentile(serverAll, 50))}  p99 ${f(percentile(serverAll, 99))}; ` +
      `CPU p50 ${f(percentile(cpuTimes, 50))}  p99 ${f(percentile(cpuTimes, 99))}  mean ${f(mean(cpuTimes))}\n` +
      (runs > 1
        ? `  p99 across the runs: wall ${spread(runFigures.map((r) => percentile(sortedCopy(r.times), 99)))}; ` +
          `server ${spread(runFigures.map((r) => percentile(sortedCopy(r.serverTimes), 99)))}\n`
        : '') +
      `the store alone (addRecord with its rank): 1000 inserts  p50 ${f(percentile(storeTimes, 50))}  ` +
      `p99 ${f(percentile(storeTimes, 99))}  max ${f(storeTimes[storeTimes.length - 1] ?? Number.NaN)}\n` +
      healthText,
  );
} finally {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
