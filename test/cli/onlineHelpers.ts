// For the terminal's online tests: the real server (`node dist/server/main.js`) on a free loopback port with a
// throwaway database, games created over HTTP, a scripted WebSocket player, and the real `ludoteca` binary run
// with piped stdin while the test goes on (spawnSync would stop the scripted player's event loop).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT, type Run, tempDir } from './helpers.js';

export interface TestServer {
  readonly url: string;
  readonly port: number;
  /** Kills the server (SIGKILL) and deletes the database it created. */
  stop(): Promise<void>;
  /** Kills the server (SIGKILL) and keeps its database, to start again on it. */
  crash(): Promise<void>;
}

/**
 * Starts the server with a fresh database (or `db`, to restart on the same one) on `port` (0: a free one), with
 * `env` added to its environment.
 */
export async function startServer(
  port = 0,
  db?: string,
  env: Record<string, string> = {},
): Promise<TestServer & { readonly db: string }> {
  const main = join(ROOT, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const dir = db === undefined ? mkdtempSync(join(tmpdir(), 'ludoteca-online-cli-')) : undefined;
  const path = db ?? join(dir as string, 'online.db');
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LUDOTECA_DB: path,
      LUDOTECA_WRITE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const actual = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  const crash = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    db: path,
    crash,
    async stop() {
      await crash();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CreatedGame {
  readonly id: string;
  readonly token: string;
  readonly invites: readonly { readonly seat: number; readonly token: string }[];
}

export async function createGame(server: TestServer, body: Record<string, unknown>): Promise<CreatedGame> {
  const r = await fetch(`${server.url}/api/online/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clock: { kind: 'none' }, listed: false, name: 'Ada', sit: 0, ...body }),
  });
  const answer = (await r.json()) as CreatedGame;
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(answer)}`);
  return answer;
}

export type Message = Record<string, unknown> & { readonly type: string };

/** A player driven by the test over its own WebSocket: hello, then moves as the test says. */
export class ScriptedPlayer {
  readonly received: Message[] = [];
  private readonly waiters: (() => void)[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as Message);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async join(server: TestServer, game: string, token?: string, name = 'Bo'): Promise<ScriptedPlayer> {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/online/socket`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const player = new ScriptedPlayer(socket);
    socket.send(JSON.stringify({ type: 'hello', game, ...(token ? { token } : {}), name }));
    await player.next((m) => m.type === 'state');
    return player;
  }

  /** The latest state received. */
  get state(): Message {
    const states = this.received.filter((m) => m.type === 'state');
    return states[states.length - 1] as Message;
  }

  /** Waits (at most `ms`) for a message received from now on (or already, when `seen` is not given) that passes. */
  async next(test: (m: Message) => boolean, ms = 30_000, from = 0): Promise<Message> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.received.slice(from).find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message in ${ms} ms; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  /** Waits for its turn (a state with toMove its seat), or the end. */
  async turn(): Promise<Message> {
    return this.next(
      (m) => m.type === 'state' && (m.status === 'over' || (m.status === 'playing' && m.toMove === m.seat)),
      30_000,
      Math.max(0, this.received.length - 1),
    );
  }

  /** Sends a move at the latest version and waits for its ack or error. */
  async move(text: string): Promise<Message> {
    const id = `t${Math.random().toString(36).slice(2)}`;
    const from = this.received.length;
    this.socket.send(JSON.stringify({ type: 'move', id, version: this.state.version, move: text }));
    return this.next((m) => (m.type === 'ack' || m.type === 'error') && m.id === id, 30_000, from);
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.socket.terminate();
  }
}

/** The `ludoteca` binary running with a stdin pipe the test writes to, its output gathered as it comes. */
export class LiveRun {
  stdout = '';
  stderr = '';
  readonly done: Promise<Run>;
  private readonly child: ChildProcess;

  constructor(args: readonly string[], env: Record<string, string> = {}) {
    const e: Record<string, string> = { ...(process.env as Record<string, string>) };
    delete e.LC_ALL;
    delete e.LC_MESSAGES;
    e.LANG = 'C.UTF-8';
    e.LUDOTECA_HOME = tempDir();
    Object.assign(e, env);
    this.child = spawn(process.execPath, [join(ROOT, 'bin/ludoteca.js'), ...args], { cwd: ROOT, env: e });
    this.child.stdout?.on('data', (c: Buffer) => {
      this.stdout += c.toString();
    });
    this.child.stderr?.on('data', (c: Buffer) => {
      this.stderr += c.toString();
    });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 60_000);
    this.done = new Promise((resolve) => {
      this.child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout: this.stdout, stderr: this.stderr });
      });
    });
  }

  write(text: string): void {
    this.child.stdin?.write(text);
  }

  end(text = ''): void {
    this.child.stdin?.end(text);
  }

  /** Waits until stdout holds `pattern` (at most `ms`). */
  async waitFor(pattern: RegExp, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!pattern.test(this.stdout)) {
      if (Date.now() > deadline)
        throw new Error(`no ${pattern} in ${ms} ms; stdout:\n${this.stdout}\nstderr:\n${this.stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
