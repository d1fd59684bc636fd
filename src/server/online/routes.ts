// The online routes (docs/online.md): HTTP to create a game, take a seat, list the lobby and "my games", read
// a public snapshot; and the WebSocket that follows one game (each message parsed and size-limited, each
// connection rate-limited, dead sockets found by a heartbeat and closed).
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WebSocket } from 'ws';
import type { AnyGame } from '../../core/game.js';
import type { StoredSeat } from '../../online/events.js';
import {
  CROWDED_CLOSE,
  type CreateResponse,
  GAME_ID_PATTERN,
  type GameSummary,
  LOBBY_LIMIT,
  MAX_MESSAGE_BYTES,
  type MyGame,
  parseClientMessage,
  parseCreateRequest,
  parseMineRequest,
  parseTakeSeatRequest,
  type ServerMessage,
} from '../../online/protocol.js';
import { seatInfo, seatsFilled } from '../../online/room.js';
import { clientKey } from '../clientKey.js';
import type { NewRecord } from '../db.js';
import type { ComputerPlayer } from './computer.js';
import { type Follower, OnlineError, Rooms } from './rooms.js';
import type { OnlineStore, OnlineSummary } from './store.js';
import { hashToken, newGameId, newSeed, newToken } from './tokens.js';

export interface OnlineOptions {
  readonly store: OnlineStore;
  readonly games: ReadonlyMap<string, AnyGame>;
  /** Plays computer seats; without it computer seats are refused when a game is created. */
  readonly computer?: ComputerPlayer;
  readonly recordFinished?: (record: NewRecord) => unknown;
  /** Creations and seat takings one address may make per window; false for none. */
  readonly writeLimit?: { readonly max: number; readonly windowMs: number } | false;
  readonly socket?: Partial<SocketLimits>;
  readonly now?: () => number;
}

export interface SocketLimits {
  /** Every this many ms each socket is pinged; one that did not answer the previous ping is closed. */
  readonly heartbeatMs: number;
  /** Messages a socket may send per second on average, and in a burst. */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Refused messages within `floodWindowMs` past which a socket that keeps flooding is closed. */
  readonly floodClose: number;
  /**
   * The window refused messages are counted in: a socket that hit the rate a few times long ago starts again from
   * none, instead of being closed as flooding on a later, innocent burst.
   */
  readonly floodWindowMs: number;
  /** Bytes waiting to be sent past which a socket that does not read is closed. */
  readonly maxBuffered: number;
  /**
   * Sockets one address may hold open; past it a new one is closed at once with CROWDED_CLOSE and a reason in
   * English (for a client that reads nothing else). 0: no limit.
   */
  readonly perAddress: number;
}

/**
 * Sockets one address may hold open (LUDOTECA_SOCKETS_PER_ADDRESS). A player holds one per game page open, a
 * spectator one per game watched; a household has a few, a school behind one NAT (or a mobile carrier's shared
 * address) may have a few hundred players at once. Without a bound, one address could take all of the server's
 * 10,000 connections and lock everyone else out of online play; with this one it takes twenty addresses.
 */
export const SOCKETS_PER_ADDRESS = 500;
/** A refused socket that does not answer the close is cut after this long, so a refusal holds nothing for long. */
const REFUSED_LINGER_MS = 1000;

export const SOCKET_LIMITS: SocketLimits = {
  heartbeatMs: 30_000,
  messagesPerSecond: 10,
  burst: 30,
  floodClose: 200,
  floodWindowMs: 60_000,
  maxBuffered: 1 << 20,
  perAddress: SOCKETS_PER_ADDRESS,
};

/** Each message's text, written once however many sockets it is sent to (a state goes to every spectator). */
const texts = new WeakMap<ServerMessage, string>();

function textOf(message: ServerMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}

/** Bodies of the online routes: far more than any request needs (100 tokens are 2.5 KB). */
export const ONLINE_BODY_LIMIT = 16 * 1024;
/** A frame past this is closed by ws unread; between MAX_MESSAGE_BYTES and this, it is answered with an error. */
const MAX_FRAME = 64 * 1024;

type ErrorBody = { error: string; message: string };
const body = (code: string, message: string): ErrorBody => ({ error: code, message });

function statusOf(e: OnlineError): number {
  switch (e.code) {
    case 'not-found':
    case 'unknown-game':
      return 404;
    case 'no-free-seat':
    case 'game-over':
      return 409;
    default:
      return 400;
  }
}

function summary(row: OnlineSummary): GameSummary {
  const filled = seatsFilled(row.seats);
  return {
    id: row.id,
    game: row.game,
    params: row.params,
    clock: row.clock,
    seats: seatInfo(row.seats, []),
    status: row.over ? 'over' : filled ? 'playing' : 'waiting',
    toMove: row.over || !filled ? null : row.toMove,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function mine(row: OnlineSummary): MyGame {
  const s = summary(row);
  const seat = row.seat ?? 0;
  const names = row.seats.flatMap((x: StoredSeat, i) =>
    i === seat ? [] : [x.kind === 'computer' ? `computer ${x.level ?? 1}` : (x.name ?? '')],
  );
  return {
    id: row.id,
    game: row.game,
    params: row.params,
    seat,
    status: s.status,
    toMove: s.toMove,
    yourTurn: s.status === 'playing' && s.toMove === seat,
    opponents: names.filter((n) => n !== ''),
    updatedAt: row.updatedAt,
    seats: s.seats,
    end: s.status === 'over' ? (row.end ?? null) : null,
  };
}

/** Registers the online routes and the rooms on `app`; the rooms are taken up when the app is ready. */
export async function registerOnline(app: FastifyInstance, options: OnlineOptions): Promise<Rooms> {
  const now = options.now ?? Date.now;
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.socket };
  const rooms = new Rooms({
    store: options.store,
    games: options.games,
    ...(options.computer ? { computer: options.computer } : {}),
    ...(options.recordFinished ? { recordFinished: options.recordFinished } : {}),
    now,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const sockets = new Set<WebSocket & { alive?: boolean }>();
  /** Open sockets per address, for `perAddress`. */
  const perAddress = new Map<string, number>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await rooms.start();
    heartbeat = setInterval(() => {
      for (const socket of sockets) {
        if (socket.alive === false) {
          socket.terminate();
          continue;
        }
        socket.alive = false;
        socket.ping();
      }
    }, limits.heartbeatMs);
    heartbeat.unref();
  });
  // Before the records' database closes (onClose): the rooms finish what they were writing.
  app.addHook('preClose', async () => {
    if (heartbeat) clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
    await rooms.close();
    await options.computer?.close();
    await options.store.close();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME } });

  const writeLimit = options.writeLimit ?? { max: 30, windowMs: 60_000 };
  const rateLimit: { rateLimit?: { max: number; timeWindow: number } } =
    writeLimit === false ? {} : { rateLimit: { max: writeLimit.max, timeWindow: writeLimit.windowMs } };
  const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.code(status).type('application/json; charset=utf-8').send(body(code, message));
  const failWith = (reply: FastifyReply, e: unknown) => {
    if (e instanceof OnlineError) return fail(reply, statusOf(e), e.code, e.message);
    throw e;
  };

  const limitedAs = (what: string) => ({ ...rateLimit, limitedAs: what });
  app.post(
    '/api/online/games',
    { bodyLimit: ONLINE_BODY_LIMIT, config: limitedAs('online games created') },
    async (request, reply) => {
      const parsed = parseCreateRequest(request.body);
      if (!parsed.ok) return fail(reply, 400, 'bad-request', parsed.error);
      const req = parsed.value;
      const game = options.games.get(req.game);
      if (!game) return fail(reply, 400, 'unknown-game', `${req.game} is not served here`);
      const params = game.parseParams(req.params === '' ? game.formatParams(game.defaultParams) : req.params);
      if (!params.ok) return fail(reply, 400, 'bad-params', game.describeError(params.error, 'en'));
      const seats = game.seats(params.value);
      if (req.seats.length !== seats) {
        return fail(
          reply,
          400,
          'bad-seats',
          `${req.game} ${game.formatParams(params.value)} has ${seats} seats, not ${req.seats.length}`,
        );
      }
      if (!options.computer && req.seats.some((s) => s.kind === 'computer')) {
        return fail(reply, 400, 'bad-seats', 'this server plays no computer seats');
      }
      const id = newGameId();
      const token = newToken();
      const invites: { seat: number; token: string }[] = [];
      const stored: StoredSeat[] = req.seats.map((s, i) => {
        if (s.kind === 'computer') return { kind: 'computer', level: s.level };
        if (i === req.sit) return { kind: 'person', tokenHash: hashToken(token), name: req.name };
        const invite = newToken();
        invites.push({ seat: i, token: invite });
        return { kind: 'person', tokenHash: hashToken(invite) };
      });
      await options.store.create({
        id,
        game: req.game,
        params: game.formatParams(params.value),
        seed: newSeed(),
        clock: req.clock,
        listed: req.listed,
        createdAt: now(),
        seats: stored,
      });
      await rooms.created(id, clientKey(request.ip));
      const answer: CreateResponse = { id, seat: req.sit, token, invites };
      return reply.code(201).send(answer);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/online/games/:id/seats',
    { bodyLimit: ONLINE_BODY_LIMIT, config: limitedAs('seats taken') },
    async (request, reply) => {
      const id = request.params.id;
      if (!GAME_ID_PATTERN.test(id)) return fail(reply, 404, 'not-found', 'an online game id is 16 letters and digits');
      const parsed = parseTakeSeatRequest(request.body ?? {});
      if (!parsed.ok) return fail(reply, 400, 'bad-request', parsed.error);
      try {
        return await rooms.takeFreeSeat(id, parsed.value.name, parsed.value.seat, clientKey(request.ip));
      } catch (e) {
        return failWith(reply, e);
      }
    },
  );

  // No query: a field is refused like the other routes' unknown fields, not ignored.
  app.get(
    '/api/online/lobby',
    {
      config: { expected: 'expected /api/online/lobby with no query' },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async () => ({ games: (await options.store.lobby(LOBBY_LIMIT)).map(summary) }),
  );

  app.post('/api/online/mine', { bodyLimit: ONLINE_BODY_LIMIT }, async (request, reply) => {
    const parsed = parseMineRequest(request.body);
    if (!parsed.ok) return fail(reply, 400, 'bad-request', parsed.error);
    const rows = await options.store.findByTokens(parsed.value.map(hashToken));
    return { games: rows.map(mine) };
  });

  app.get<{ Params: { id: string } }>('/api/online/games/:id', async (request, reply) => {
    const id = request.params.id;
    const snap = GAME_ID_PATTERN.test(id) ? await rooms.publicSnapshot(id) : undefined;
    if (!snap) return fail(reply, 404, 'not-found', `there is no online game ${id.slice(0, 40)}`);
    return { type: 'state', ...snap };
  });

  app.get('/api/online/socket', { websocket: true }, (socket: WebSocket & { alive?: boolean }, request) => {
    const address = clientKey(request.ip);
    const open = perAddress.get(address) ?? 0;
    if (limits.perAddress > 0 && open >= limits.perAddress) {
      socket.close(CROWDED_CLOSE, `too many connections from this address: at most ${limits.perAddress}`);
      setTimeout(() => socket.terminate(), REFUSED_LINGER_MS).unref();
      return;
    }
    perAddress.set(address, open + 1);
    sockets.add(socket);
    socket.alive = true;
    socket.on('pong', () => {
      socket.alive = true;
    });
    const send = (message: ServerMessage) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > limits.maxBuffered) {
        socket.terminate();
        return;
      }
      socket.send(textOf(message));
    };
    const follower: Follower = { seat: null, address, send };
    // A token bucket per connection: a burst, refilled at messagesPerSecond.
    let tokens = limits.burst;
    let refilled = now();
    let refused = 0;
    let refusedSince = 0;
    let queue = Promise.resolve();
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      socket.alive = true;
      const t = now();
      tokens = Math.min(limits.burst, tokens + ((t - refilled) / 1000) * limits.messagesPerSecond);
      refilled = t;
      if (tokens < 1) {
        if (t - refusedSince >= limits.floodWindowMs) {
          refused = 0;
          refusedSince = t;
        }
        refused++;
        if (refused > limits.floodClose) socket.close(1008, 'too many messages');
        else
          send({
            type: 'error',
            code: 'rate-limited',
            message: `at most ${limits.messagesPerSecond} messages a second`,
          });
        return;
      }
      tokens -= 1;
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (isBinary) return send({ type: 'error', code: 'bad-message', message: 'messages are JSON text, not binary' });
      if (bytes.length > MAX_MESSAGE_BYTES) {
        return send({
          type: 'error',
          code: 'bad-message',
          message: `the message is larger than ${MAX_MESSAGE_BYTES} bytes`,
        });
      }
      const parsed = parseClientMessage(bytes.toString('utf8'));
      if (!parsed.ok) return send({ type: 'error', code: 'bad-message', message: parsed.error.message });
      const message = parsed.value;
      if (message.type === 'ping') return send({ type: 'pong' });
      // One request of a socket at a time, so its answers come in the order it asked.
      queue = queue
        .then(() => (message.type === 'hello' ? rooms.hello(follower, message) : rooms.request(follower, message)))
        .catch((e: unknown) => {
          app.log.error(e);
          send({
            type: 'error',
            ...('id' in message ? { id: message.id } : {}),
            code: 'server-busy',
            message: 'the server failed on this request; say hello again to see the game as it stands',
          });
        });
    });
    socket.on('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      sockets.delete(socket);
      follower.closed = true;
      rooms.unfollow(follower);
    });
  });

  return rooms;
}
