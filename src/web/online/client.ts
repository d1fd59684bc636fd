// The online games' client: the HTTP calls (create, take a seat, lobby, my games) and one WebSocket that follows
// one game, reconnecting with backoff and saying hello again, so every (re)connection starts from the server's
// whole `state`. Everything the server sends is parsed here; the pages get typed values or a refusal.
import type { Outcome, Problem } from '../../core/game.js';
import { err, ok, type Result } from '../../core/result.js';
import type {
  ClockSpec,
  ClockState,
  CreateRequest,
  CreateResponse,
  EncodedView,
  GameEnd,
  MyGame,
  OnlineGameName,
  ClientMessage as ProtocolClientMessage,
  ReceivedMessage,
  RematchState,
  SeatInfo,
  SeatSpec,
  Snapshot,
} from '../../online/protocol.js';
import { CROWDED_CLOSE, END_REASONS, GAME_ID_PATTERN, TOKEN_PATTERN } from '../../online/protocol.js';

export type { ClockSpec, GameEnd, MyGame, OnlineGameName, SeatInfo, SeatSpec, Snapshot };

/**
 * What the server sends (protocol.ts), as the pages get it: a `state` carries its snapshot under `state`; the
 * other messages as received.
 */
export type ServerMessage =
  | { readonly type: 'state'; readonly state: Snapshot }
  | Exclude<ReceivedMessage, { readonly type: 'state' }>;

/** What a page sends (protocol.ts): `hello` and `ping` are the connection's own. */
export type ClientMessage = Exclude<ProtocolClientMessage, { readonly type: 'hello' | 'ping' }>;

/** A game id: 16 characters of [a-z0-9]. */
export const GAME_ID = GAME_ID_PATTERN;
export const TOKEN = TOKEN_PATTERN;

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isSeatIndex = (v: unknown): v is number => isInt(v) && v >= 0 && v < 8;

export function parseClockSpec(v: unknown): ClockSpec | undefined {
  if (!isObject(v)) return undefined;
  if (v.kind === 'none') return { kind: 'none' };
  if (v.kind === 'clock' && isInt(v.initialMs) && isInt(v.incrementMs ?? 0))
    return { kind: 'clock', initialMs: v.initialMs, incrementMs: (v.incrementMs ?? 0) as number };
  if (v.kind === 'correspondence' && typeof v.daysPerMove === 'number' && v.daysPerMove > 0)
    return { kind: 'correspondence', daysPerMove: v.daysPerMove };
  return undefined;
}

function parseSeat(v: unknown): SeatInfo | undefined {
  if (!isObject(v)) return undefined;
  if (v.kind === 'computer') return isInt(v.level) ? { kind: 'computer', level: v.level } : undefined;
  if (v.kind !== 'person') return undefined;
  return {
    kind: 'person',
    name: typeof v.name === 'string' ? v.name : null,
    taken: v.taken === true,
    connected: v.connected === true,
  };
}

function parseClocks(v: unknown): ClockState | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObject(v) || !Array.isArray(v.remainingMs) || !v.remainingMs.every((n) => typeof n === 'number'))
    return undefined;
  const running = v.running === null || v.running === undefined ? null : v.running;
  if (running !== null && !isSeatIndex(running)) return undefined;
  return {
    remainingMs: v.remainingMs as number[],
    running,
    serverTime: typeof v.serverTime === 'number' ? v.serverTime : Date.now(),
  };
}

const seatList = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isSeatIndex) : []);

function parseEnd(v: unknown): GameEnd | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObject(v)) return undefined;
  const reason = END_REASONS.find((r) => r === v.reason);
  if (!reason) return undefined;
  return {
    reason,
    result: typeof v.result === 'string' ? v.result : '',
    ...(isSeatIndex(v.seat) ? { seat: v.seat } : {}),
    winners: seatList(v.winners),
  };
}

function parseRematch(v: unknown): RematchState | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObject(v) || !Array.isArray(v.offeredBy) || !v.offeredBy.every(isSeatIndex)) return undefined;
  return {
    offeredBy: v.offeredBy as number[],
    ...(typeof v.game === 'string' && GAME_ID.test(v.game) ? { game: v.game } : {}),
  };
}

function parseOutcome(v: unknown): Outcome | null {
  if (!isObject(v)) return null;
  return {
    over: v.over === true,
    ...(typeof v.result === 'string' ? { result: v.result } : {}),
    ...(Array.isArray(v.scores) && v.scores.every(isInt) ? { scores: v.scores as number[] } : {}),
    ...(Array.isArray(v.winners) ? { winners: seatList(v.winners) } : {}),
  };
}

/** A game's public snapshot (the socket's `state`, GET /api/online/games/<id>), or why it is not one. The view
 * is checked by views.ts's decodeView where it is drawn. */
export function parseSnapshot(v: unknown): Result<Snapshot, string> {
  if (!isObject(v)) return err('not an object');
  const { id, game, params, version, status, seat, seats, moves, toMove } = v;
  if (typeof id !== 'string' || !GAME_ID.test(id)) return err('bad id');
  if (game !== 'konobi' && game !== 'scarabeo') return err('bad game');
  if (typeof params !== 'string') return err('bad params');
  if (!isInt(version) || version < 0) return err('bad version');
  if (status !== 'waiting' && status !== 'playing' && status !== 'over') return err('bad status');
  if (seat !== null && seat !== undefined && !isSeatIndex(seat)) return err('bad seat');
  if (!Array.isArray(seats)) return err('bad seats');
  const parsedSeats = seats.map(parseSeat);
  if (parsedSeats.some((s) => s === undefined)) return err('bad seats');
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) return err('bad moves');
  if (toMove !== null && toMove !== undefined && !isSeatIndex(toMove)) return err('bad toMove');
  const clock = parseClockSpec(v.clock) ?? { kind: 'none' };
  const clocks = parseClocks(v.clocks);
  const end = parseEnd(v.end);
  const rematch = parseRematch(v.rematch);
  if (clocks === undefined || end === undefined || rematch === undefined) return err('bad clocks, end or rematch');
  return ok({
    id,
    game,
    params,
    version,
    status,
    seat: seat ?? null,
    seats: parsedSeats as SeatInfo[],
    moves: moves as string[],
    view: v.view as EncodedView,
    toMove: toMove ?? null,
    clock,
    clocks,
    outcome: parseOutcome(v.outcome),
    end,
    rematch,
    claimableAt: typeof v.claimableAt === 'number' ? v.claimableAt : null,
    firstMoveBy: typeof v.firstMoveBy === 'number' ? v.firstMoveBy : null,
    rematchOf: typeof v.rematchOf === 'string' && GAME_ID.test(v.rematchOf) ? v.rematchOf : null,
    seed: typeof v.seed === 'string' ? v.seed : null,
  });
}

export function parseServerMessage(text: string): Result<ServerMessage, string> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return err('not JSON');
  }
  if (!isObject(v)) return err('not an object');
  switch (v.type) {
    case 'state': {
      const s = parseSnapshot(v);
      return s.ok ? ok({ type: 'state', state: s.value }) : s;
    }
    case 'ack':
      return typeof v.id === 'string' && isInt(v.version)
        ? ok({ type: 'ack', id: v.id, version: v.version })
        : err('bad ack');
    case 'rematch':
      return typeof v.game === 'string' && GAME_ID.test(v.game) && typeof v.token === 'string' && TOKEN.test(v.token)
        ? ok({ type: 'rematch', game: v.game, token: v.token })
        : err('bad rematch');
    case 'error':
      return ok({
        type: 'error',
        ...(typeof v.id === 'string' ? { id: v.id } : {}),
        code: typeof v.code === 'string' ? v.code : 'unknown',
        message: typeof v.message === 'string' ? v.message : '',
        ...(isObject(v.reason) && typeof v.reason.code === 'string' ? { reason: v.reason as unknown as Problem } : {}),
      });
    case 'pong':
      return ok({ type: 'pong' });
    default:
      return err(`unknown type ${String(v.type)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

/** 'offline' when the server cannot be reached or answers nonsense; else the server's code and message. */
export type CallError =
  | { readonly kind: 'offline' }
  | { readonly kind: 'refused'; readonly status: number; readonly code: string; readonly message: string };

async function call(path: string, init?: { method: string; body: unknown }): Promise<Result<unknown, CallError>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init?.method ?? 'GET',
      headers: { accept: 'application/json', ...(init ? { 'content-type': 'application/json' } : {}) },
      ...(init ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    return err({ kind: 'offline' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return ok(body);
  if (isObject(body) && typeof body.message === 'string') {
    const code = typeof body.error === 'string' ? body.error : 'error';
    return err({ kind: 'refused', status: response.status, code, message: body.message });
  }
  return err({ kind: 'offline' });
}

export async function createGame(game: CreateRequest): Promise<Result<CreateResponse, CallError>> {
  const r = await call('/api/online/games', { method: 'POST', body: game });
  if (!r.ok) return r;
  const v = r.value;
  if (!isObject(v) || typeof v.id !== 'string' || !GAME_ID.test(v.id) || !isSeatIndex(v.seat)) {
    return err({ kind: 'offline' });
  }
  if (typeof v.token !== 'string' || !TOKEN.test(v.token)) return err({ kind: 'offline' });
  const invites = Array.isArray(v.invites)
    ? v.invites.filter(
        (i): i is { seat: number; token: string } =>
          isObject(i) && isSeatIndex(i.seat) && typeof i.token === 'string' && TOKEN.test(i.token),
      )
    : [];
  return ok({ id: v.id, seat: v.seat, token: v.token, invites });
}

/** Takes a free person seat (`seat`, or the first free one) under `name`. */
export async function takeSeat(
  id: string,
  name: string,
  seat?: number,
): Promise<Result<{ seat: number; token: string }, CallError>> {
  const body = seat === undefined ? { name } : { name, seat };
  const r = await call(`/api/online/games/${id}/seats`, { method: 'POST', body });
  if (!r.ok) return r;
  const v = r.value;
  if (!isObject(v) || !isSeatIndex(v.seat) || typeof v.token !== 'string' || !TOKEN.test(v.token)) {
    return err({ kind: 'offline' });
  }
  return ok({ seat: v.seat, token: v.token });
}

export interface LobbyGame {
  readonly id: string;
  readonly game: OnlineGameName;
  readonly params: string;
  readonly clock: ClockSpec;
  readonly seats: readonly SeatInfo[];
  readonly createdAt: number;
}

export async function fetchLobby(): Promise<Result<LobbyGame[], CallError>> {
  const r = await call('/api/online/lobby');
  if (!r.ok) return r;
  const v = r.value;
  if (!isObject(v) || !Array.isArray(v.games)) return err({ kind: 'offline' });
  const games: LobbyGame[] = [];
  for (const g of v.games) {
    if (!isObject(g) || typeof g.id !== 'string' || !GAME_ID.test(g.id)) continue;
    if ((g.game !== 'konobi' && g.game !== 'scarabeo') || typeof g.params !== 'string') continue;
    const seats = Array.isArray(g.seats) ? g.seats.map(parseSeat) : [];
    if (seats.some((s) => s === undefined)) continue;
    games.push({
      id: g.id,
      game: g.game,
      params: g.params,
      clock: parseClockSpec(g.clock) ?? { kind: 'none' },
      seats: seats as SeatInfo[],
      createdAt: typeof g.createdAt === 'number' ? g.createdAt : 0,
    });
  }
  return ok(games);
}

/** The games these tokens hold a seat in (at most 100 tokens are sent). */
export async function fetchMine(tokens: readonly string[]): Promise<Result<MyGame[], CallError>> {
  const r = await call('/api/online/mine', { method: 'POST', body: { tokens: tokens.slice(0, 100) } });
  if (!r.ok) return r;
  const v = r.value;
  if (!isObject(v) || !Array.isArray(v.games)) return err({ kind: 'offline' });
  const games: MyGame[] = [];
  for (const g of v.games) {
    if (!isObject(g) || typeof g.id !== 'string' || !GAME_ID.test(g.id)) continue;
    if ((g.game !== 'konobi' && g.game !== 'scarabeo') || typeof g.params !== 'string' || !isSeatIndex(g.seat))
      continue;
    const status = g.status === 'waiting' || g.status === 'playing' || g.status === 'over' ? g.status : 'playing';
    // A server from before the seats and the ending were sent (or a line it could not fill): "Finished" alone.
    const seats = Array.isArray(g.seats) ? g.seats.map(parseSeat) : [];
    const parsedSeats = seats.every((s) => s !== undefined) ? seats : [];
    const end = status === 'over' ? (parseEnd(g.end) ?? null) : null;
    games.push({
      id: g.id,
      game: g.game,
      params: g.params,
      seat: g.seat,
      status,
      toMove: isSeatIndex(g.toMove) ? g.toMove : null,
      yourTurn: g.yourTurn === true,
      opponents: Array.isArray(g.opponents) ? g.opponents.filter((n): n is string => typeof n === 'string') : [],
      updatedAt: typeof g.updatedAt === 'number' ? g.updatedAt : 0,
      seats: parsedSeats,
      // An ending that names a seat the game does not have says nothing true: left out.
      end: end && [...end.winners, end.seat ?? 0].every((w) => w < parsedSeats.length) ? end : null,
    });
  }
  return ok(games);
}

// ---------------------------------------------------------------------------------------------------------
// The live channel

export type Connection = 'connecting' | 'open' | 'closed';

export interface SocketEvents {
  readonly onMessage: (message: ServerMessage) => void;
  /**
   * The connection's state; once closed, when it is tried again, and `crowded` when the server refused it because
   * too many connections are open from this address (CROWDED_CLOSE), not because it dropped.
   */
  readonly onConnection: (connection: Connection, retryInMs?: number, crowded?: boolean) => void;
}

/** Waits before the n-th reconnection (0-based): 0.5 s doubling to 15 s, with up to a quarter of jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 - 0.25 * random()));
}

const PING_MS = 25_000;

/**
 * One game followed over a WebSocket: says hello (with the seat's token, if any) on every connection, so the
 * server answers with the whole state; reconnects after a drop with backoff, at once when the browser comes
 * back online or the page becomes visible again (and says hello again on a connection still open then); pings
 * so idle proxies keep it open, and drops a connection that stopped answering.
 */
export class GameSocket {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  private readonly wake = () => {
    if (!this.closed && this.socket === undefined) this.connectNow();
  };
  /** When the server was last heard from on this connection (any message, pongs included). */
  private lastHeard = 0;
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    // Back from a hidden tab or a closed laptop: connect if the connection is gone, else ask for the state
    // again (what changed meanwhile arrives at once, and a dead connection is found by the watchdog).
    if (this.socket === undefined) this.wake();
    else this.sendHello();
  };

  constructor(
    private readonly game: string,
    private hello: { token?: string; name?: string },
    private readonly events: SocketEvents,
  ) {
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.onVisible);
    this.connectNow();
  }

  /** Follows the game as another seat (a token just taken): says hello again on a fresh connection. */
  rehello(hello: { token?: string; name?: string }): void {
    this.hello = hello;
    this.socket?.close();
    this.socket = undefined;
    this.connectNow();
  }

  /** Sends a message if connected; false when it could not be sent (the page keeps it to send again). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Says hello again on the open connection: the server answers with the whole state. */
  resync(): void {
    this.sendHello();
  }

  /** Connects at once if not connected (the player asked, rather than wait for the backoff). */
  reconnectNow(): void {
    if (!this.closed && this.socket === undefined) this.connectNow();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.onVisible);
    const s = this.socket;
    this.socket = undefined;
    s?.close();
  }

  private connectNow(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    if (this.closed) return;
    const url = new URL('/api/online/socket', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.events.onConnection('connecting');
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      this.sendHello();
      this.events.onConnection('open');
      clearInterval(this.ping);
      this.ping = setInterval(() => {
        // A connection silent for three pings is dead even if the browser has not noticed (a network that
        // vanished without closing it): drop it and reconnect. (A hidden tab's timers may run once a minute.)
        if (Date.now() - this.lastHeard > 3 * PING_MS + 10_000) return this.drop(socket);
        if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
      }, PING_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      // The backoff starts over once the server answers, not when the socket opens: a socket the server refuses
      // (too many from this address) opens first, and must not be tried again every half second.
      this.attempt = 0;
      this.lastHeard = Date.now();
      const message = parseServerMessage(event.data);
      if (message.ok) this.events.onMessage(message.value);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.drop(socket, event.code === CROWDED_CLOSE);
    };
  }

  /** The connection is over (closed, refused, or found dead): forget it and reconnect after the backoff. */
  private drop(socket: WebSocket, crowded = false): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    clearInterval(this.ping);
    socket.close();
    this.scheduleRetry(crowded);
  }

  private sendHello(): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(
      JSON.stringify({
        type: 'hello',
        game: this.game,
        ...(this.hello.token ? { token: this.hello.token } : {}),
        ...(this.hello.name ? { name: this.hello.name } : {}),
      }),
    );
  }

  private scheduleRetry(crowded = false): void {
    if (this.closed) return;
    const wait = backoffMs(this.attempt++);
    this.events.onConnection('closed', wait, crowded);
    this.retry = setTimeout(() => this.connectNow(), wait);
  }
}

/** A client id for a move or an action: unique per browser, so a resend is recognised by the server. */
export function clientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
