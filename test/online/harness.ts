// Helpers for the online tests: a real server on port 0 (SQLite file or :memory:, Scarabeo served with its
// lexicons), HTTP calls, and WebSocket clients (ws) that keep every message they receive, raw, for the checks.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { AnyGame } from '../../src/core/game.js';
import type { CreateResponse, ServerMessage, Snapshot } from '../../src/online/protocol.js';
import { buildServer, type OnlineServerOptions } from '../../src/server/app.js';
import { serverGames } from '../../src/server/games.js';

let games: ReadonlyMap<string, AnyGame> | undefined;
/** The server's games, Scarabeo with its lexicons (loaded once per test file). */
export function allGames(): ReadonlyMap<string, AnyGame> {
  games ??= serverGames();
  return games;
}

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'ludoteca-online-')), 'online.db');
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly http: string;
  readonly ws: string;
  close(): Promise<void>;
}

export async function startServer(
  options: { dbPath?: string; online?: OnlineServerOptions; now?: () => number } = {},
): Promise<TestServer> {
  const app = await buildServer({
    dbPath: options.dbPath ?? ':memory:',
    webRoot: join(tmpdir(), 'ludoteca-no-web'),
    games: allGames(),
    writeLimit: false,
    ...(options.online ? { online: options.online } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/api/online/socket`,
    close: () => app.close(),
  };
}

/** Where a server answers: HTTP and the socket's address. */
export interface Target {
  readonly http: string;
  readonly ws: string;
}

export function target(url: string): Target {
  return { http: url, ws: `${url.replace(/^http/, 'ws')}/api/online/socket` };
}

export async function post<T = unknown>(
  server: Target,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.http}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function get<T = unknown>(server: Target, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.http}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

export async function createGame(server: Target, body: Record<string, unknown>): Promise<CreateResponse> {
  const created = await post<CreateResponse>(server, '/api/online/games', body);
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body;
}

type State = Extract<ServerMessage, { type: 'state' }>;

/** A WebSocket client that records every message (raw text and parsed) and waits for the ones a test expects. */
export class Client {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; done: (m: ServerMessage) => void }[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.done(message);
        return false;
      });
    });
  }

  static async open(server: Target, options: WebSocket.ClientOptions = {}): Promise<Client> {
    const socket = new WebSocket(server.ws, options);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Client(socket);
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from now on (or already received after index `from`) that passes `test`. */
  next<M extends ServerMessage = ServerMessage>(
    test: (m: ServerMessage) => boolean,
    from = this.messages.length,
    timeoutMs = 20_000,
  ): Promise<M> {
    const seen = this.messages.slice(from).find(test);
    if (seen) return Promise.resolve(seen as M);
    return new Promise<M>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such message; last: ${this.raw.slice(-3).join(' | ')}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        done: (m) => {
          clearTimeout(timer);
          resolve(m as M);
        },
      });
    });
  }

  /** Sends `message` and waits for the first answer of one of the given types. */
  async ask<M extends ServerMessage = ServerMessage>(message: unknown, ...types: ServerMessage['type'][]): Promise<M> {
    const from = this.messages.length;
    this.send(message);
    return this.next<M>((m) => types.includes(m.type), from);
  }

  /** Says hello and waits for the first state. */
  async hello(game: string, token?: string, name?: string): Promise<State> {
    return this.ask<State>(
      { type: 'hello', game, ...(token ? { token } : {}), ...(name ? { name } : {}) },
      'state',
      'error',
    );
  }

  /** The next state at `version` or later. */
  state(version: number): Promise<State> {
    return this.next<State>((m) => m.type === 'state' && m.version >= version, 0);
  }

  latest(): Snapshot | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i] as ServerMessage;
      if (m.type === 'state') return m;
    }
    return undefined;
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
