// The HTTP server (Fastify): the JSON API over the record store, and the built web app with an SPA fallback.
// Built by a function, not at import, so tests drive it with app.inject() on a `:memory:` database and no port.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { join, sep } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import helmet from 'helmet';
import { winnableDeals } from '../ai/shisensho/index.js';
import type { AnyGame } from '../core/game.js';
import { ok } from '../core/result.js';
import { createGames, describeProblem } from '../games/index.js';
import { clientKey } from './clientKey.js';
import { DatabaseBusyError } from './db.js';
import { registerDealRoutes } from './dealRoutes.js';
import { openDeals } from './deals.js';
import { type ComputerPlayer, computerPool } from './online/computer.js';
import { registerOnline, type SocketLimits } from './online/routes.js';
import type { OnlineStore } from './online/store.js';
import { openStorage } from './openStorage.js';
import { inlineReplayer, poolReplayer, type Replayer, type ReplayOptions, ReplayUnavailable } from './replay.js';
import type { RecordStore, Storage } from './storage.js';
import { type ApiError, apiError, parsePlayerName } from './submission.js';

export interface ServerOptions {
  /** SQLite file, or `:memory:`; its folder is created if missing. Unused when `databaseUrl` is given. */
  readonly dbPath: string;
  /** A PostgreSQL connection URL (postgres://…): keep everything there instead, shared by several instances. */
  readonly databaseUrl?: string | undefined;
  /** The built web app (dist/web); when it has no index.html, `/` says how to build it. */
  readonly webRoot: string;
  /** Fastify's logger option; off by default so `npm start` prints only its one line. */
  readonly logger?: FastifyServerOptions['logger'];
  /** The games to serve; the registry by default (tests may pass others, e.g. one without a score). */
  readonly games?: ReadonlyMap<string, AnyGame>;
  /**
   * Replay posted records in a pool of worker threads under a time budget (main.ts does). The workers load the
   * registry and Scarabeo themselves (serverGames()), so only with those games; without it records are replayed
   * in the event loop (tests that serve games of their own).
   */
  readonly replay?: ReplayOptions;
  /** Posts of records one address may make per window; `false` for none (tests that post many). */
  readonly writeLimit?: WriteLimit | false;
  /** Socket limits; the defaults suit the internet, tests shorten them. */
  readonly limits?: Partial<ConnectionLimits>;
  /** The clock of the ranked deals (issue times, the server-measured time of a timed game); tests fix it. */
  readonly now?: () => number;
  /** Online play (docs/online.md): its store (the server's database by default), computer seats, socket limits. */
  readonly online?: OnlineServerOptions;
}

export interface OnlineServerOptions {
  /** Where online games are kept: by default the server's database (SQLite, or PostgreSQL with databaseUrl). */
  readonly store?: OnlineStore;
  /** Who plays computer seats: by default a pool of worker threads (started on the first computer move). */
  readonly computer?: ComputerPlayer;
  readonly socket?: Partial<SocketLimits>;
}

export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this many ms, else 408 and the socket is closed. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this many ms. */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  readonly keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this many ms. */
  readonly idleTimeoutMs: number;
  /** How often Node checks the request and header timeouts. */
  readonly checkIntervalMs: number;
  /** Open connections at most; Node closes any beyond it as soon as it connects. */
  readonly maxConnections: number;
}

export interface WriteLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** A person finishes a game in a minute at the quickest; a minute's 30 posts leave room for retries. */
export const WRITE_LIMIT: WriteLimit = { max: 30, windowMs: 60_000 };

/**
 * The Content-Security-Policy: everything from this origin only. Workers (computer players, solvers) are
 * built as files under /assets, the lexicon and the API are fetched from here; no inline script. React sets
 * styles through the DOM, which CSP allows; 'unsafe-inline' for styles covers a style attribute in markup.
 * No upgrade-insecure-requests: the server speaks plain HTTP (a phone on the LAN opens http://<address>:8080).
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The security headers of every answer: helmet's set, with our Content-Security-Policy. helmet writes them onto a
 * response; here it writes them once into an object, which every answer then gets. (@fastify/helmet, used before,
 * ran helmet anew on each request, parsing the policy each time: about 3% of a post's time in the event loop and
 * 5.5 KB of its garbage.)
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Plain HTTP is how it is served (see above): do not pin browsers to HTTPS.
    strictTransportSecurity: false,
    // With helmet's Cross-Origin-Opener-Policy (same-origin), this makes the pages cross-origin isolated, so
    // they may share memory with their workers (Shisen-Sho's hint runs two searches on one table). Everything
    // the pages load is from this origin, which require-corp always allows.
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
  })({} as IncomingMessage, collect as unknown as ServerResponse, (e?: unknown) => {
    failure = e;
  });
  if (failure) throw failure;
  return headers;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  // Online play holds a WebSocket per player: 2,000 for 1,000 games, with room for page loads beside them.
  maxConnections: 10_000,
};

/**
 * Large enough for any real record (at most 1,000 moves of a few characters each, a Scarabeo word with its
 * square and direction the longest), small enough that parsing a body costs little.
 */
export const BODY_LIMIT = 64 * 1024;
export const DEFAULT_PLAYER = 'anonymous';
const MAX_SCORES = 100;
const DEFAULT_SCORES = 10;
const MAX_HISTORY = 100;
const DEFAULT_HISTORY = 10;

const EXPECTED = {
  postRecord:
    'expected a JSON object {"record": <game record>, "player": "<name, 1–40 characters, optional>", ' +
    '"elapsedMs": <milliseconds, for a timed game such as shisensho>, "hints": <0–999, optional>}, ' +
    'where the record is {"version": 1, "game": "samegame", "params": "15x10c4", "seed": "k2", "moves": ["3,0", …]}',
  getRecord: 'expected /api/records/<id> with id a positive integer, e.g. /api/records/12',
  getScores:
    'expected /api/scores?game=<game>&params=<params>&limit=<1–100>, e.g. /api/scores?game=samegame&params=15x10c4',
  getHistory:
    'expected /api/records?game=<game>&params=<params, optional>&limit=<1–100, optional>, e.g. /api/records?game=konobi',
} as const;

/** What a JSON text must contain to have a prototype-poisoning key: its name, or an escape that could spell it. */
const MAYBE_POISONED = /__proto__|constructor|\\u/;

/** A body that is not JSON; the message comes from the parser, so it says where the text broke. */
class BadJson extends Error {
  readonly statusCode = 400;
}

interface RouteConfig {
  /** What a correct request looks like, appended to the message of a request that is not. */
  readonly expected?: string;
  /** What a rate-limited route's requests make, for its 429 message ("records posted" unless it says). */
  readonly limitedAs?: string;
}

interface ValidationIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  object: 'a JSON object',
  integer: 'an integer',
  number: 'a number',
  array: 'a list',
  boolean: 'true or false',
};

/** What each pattern-checked field must look like, since a regular expression is no message for people. */
const PATTERN_TEXT: Record<string, string> = {
  id: 'a positive integer',
  limit: 'a whole number from 1 to 100',
};

/** One English sentence for the first schema violation (Ajv's own messages name paths, not what to send). */
function describeValidation(issue: ValidationIssue | undefined, context: string): string {
  const where = context === 'querystring' ? 'the query' : context === 'params' ? 'the path' : 'the body';
  if (!issue) return `${where} is not valid`;
  const field = issue.instancePath.slice(1).replaceAll('/', '.');
  const suffix = context === 'querystring' ? ' in the query' : context === 'params' ? ' in the path' : '';
  const name = field ? `"${field}"${suffix}` : where;
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${where} is missing "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `${where} has an unexpected field "${String(p.additionalProperty)}"`;
    case 'type':
      return `${name} must be ${TYPE_NAMES[String(p.type)] ?? String(p.type)}`;
    case 'minLength':
      return `${name} must not be empty`;
    case 'maxLength':
      return `${name} is too long: at most ${String(p.limit)} characters`;
    case 'pattern':
      return `${name} must be ${PATTERN_TEXT[field] ?? 'in the expected form'}`;
    default:
      return `${name} ${issue.message ?? 'is not valid'}`;
  }
}

function errorBody(e: ApiError): { error: string; message: string } {
  return { error: e.code, message: e.message };
}

/** The web app's own first segments (src/web/app.tsx): no built file lives under them. */
const APP_SECTIONS = /^\/(?:samegame|shisensho|scarabeo|konobi|online|replay)(?:\/|$)/;

/**
 * Paths the web app routes itself (`/`, `/<game>/<params>`, `/<game>/rules`): not the API, not a file name.
 * Under the app's own sections any path is the app's, dot or not (/replay/1.5), so the page explains it.
 */
function isAppPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (APP_SECTIONS.test(path)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ludoteca</title></head>
<body><h1>Ludoteca</h1><p>The web app is not built. Run <code>npm run build</code>, then restart the server
(<code>npm start</code>). The JSON API is up: <a href="/api/health">/api/health</a>.</p></body></html>
`;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const games = options.games ?? createGames({ shisenShoDeals: winnableDeals });
  // Opened before Fastify so a bad path fails here, with one clear error, before anything listens.
  const storage = await openStorage(options);
  const store = storage.records;
  const limits: ConnectionLimits = { ...CONNECTION_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // A slow client (a byte every few seconds) must not hold a connection forever.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    // Strict input: no coercion ("player": 5 is refused, not turned into "5") and unknown fields are refused.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Errors Node's HTTP parser raises before Fastify sees a request (a malformed request line, an unknown method,
    // headers over 16 KB, a request that took too long) get the same JSON shape as every other error.
    clientErrorHandler(error: NodeJS.ErrnoException, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, body] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, apiError('request-timeout', 'the request did not arrive in time; send it whole and promptly')]
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, apiError('headers-too-large', 'the request headers are larger than the limit of 16 KB')]
            : error.code === 'HPE_INVALID_METHOD'
              ? [400, apiError('bad-method', "the request method is not one of HTTP's; the API uses GET and POST")]
              : [400, apiError('bad-http', 'the request is not valid HTTP/1.1')];
      const text = JSON.stringify(errorBody(body));
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
        );
      }
      socket.destroy();
    },
    // Errors raised before routing (a bad %-escape, an overlong path segment) get the same JSON shape as the rest.
    frameworkErrors(error, _request, rawReply) {
      // The hook's reply is typed for a generic route; ours sends only the error shape.
      const reply = rawReply as FastifyReply;
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      const body = tooLong
        ? apiError('url-too-long', 'a part of the path is too long')
        : apiError('bad-url', 'the path is not a valid URL: check its %-escapes');
      return reply.code(status).type('application/json; charset=utf-8').send(errorBody(body));
    },
  });
  app.server.maxConnections = limits.maxConnections;
  app.decorate('store', store);
  app.decorate('storage', storage);
  const deals = openDeals(await storage.dealSecret(randomBytes(32)), games, options.now);
  const replayer: Replayer = options.replay ? poolReplayer([...games.keys()], options.replay) : inlineReplayer(games);

  // The API speaks JSON only: a text body is refused with 415 rather than misread as a string.
  app.removeContentTypeParser('text/plain');
  // Our own JSON parser, so a syntax error says where it broke (Fastify's default hides the parser's message).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(new BadJson('the body is empty'), undefined);
    try {
      // Refuse prototype-poisoning keys outright (as Fastify's default parser does), though nothing here merges.
      // The reviver that looks for them visits every value, so only a body that could hold one (the key's name in
      // it, or a \u escape that could spell it) pays for it: others parse as plain JSON, check included, in a sixth
      // of the time (6.5 µs against 40 µs for a 90-move SameGame body).
      if (!MAYBE_POISONED.test(text)) return done(null, JSON.parse(text) as unknown);
      const value: unknown = JSON.parse(text, (key, v) => {
        const poisoned =
          key === '__proto__' || (key === 'constructor' && typeof v === 'object' && v !== null && 'prototype' in v);
        if (poisoned) throw new BadJson(`the body has a forbidden key "${key}"`);
        return v;
      });
      return done(null, value);
    } catch (e) {
      if (e instanceof BadJson) return done(e, undefined);
      return done(new BadJson(`the body is not valid JSON: ${(e as Error).message}`), undefined);
    }
  });
  // Security headers on every answer, the API's included: the same for all, so worked out once (securityHeaders).
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Writes only (POST /api/records, through its route config): reads are cheap and cached by the browser.
  const writeLimit = options.writeLimit ?? WRITE_LIMIT;
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: 'rate-limited',
      message:
        `too many ${(request.routeOptions.config as RouteConfig | undefined)?.limitedAs ?? 'records posted'} from ` +
        `this address: at most ${context.max} a minute; try again in ${context.after}`,
    }),
  });
  app.addHook('onClose', async () => {
    await replayer.close();
    await storage.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const expected = (request.routeOptions.config as RouteConfig | undefined)?.expected;
    const withExpected = (text: string) => (expected ? `${text}; ${expected}` : text);
    let status = 400;
    let body: ApiError;
    if (error.validation) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      body = apiError('bad-request', withExpected(describeValidation(issue, error.validationContext ?? 'body')));
    } else if (error.statusCode === 429) {
      status = 429;
      body = apiError('rate-limited', error.message);
    } else if (error instanceof ReplayUnavailable || error instanceof DatabaseBusyError) {
      // Not the record's fault: the server could not take it now. Nothing was stored; the client may retry.
      status = 503;
      reply.header('retry-after', '5');
      body =
        error instanceof ReplayUnavailable
          ? apiError(error.code, error.message)
          : apiError('server-busy', 'the database is busy; nothing was stored, try again shortly');
    } else if (error instanceof BadJson) {
      body = apiError('bad-json', withExpected(error.message));
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      body = apiError('bad-json', withExpected('the body is not valid JSON'));
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = apiError('body-too-large', `the body is larger than the limit of ${BODY_LIMIT} bytes`);
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = apiError(
        'unsupported-media-type',
        'send the body as JSON, with the header content-type: application/json',
      );
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = apiError('bad-request', withExpected(`the request was refused: ${error.message}`));
    } else {
      // A bug, not bad input: log it for the operator, and tell the client only that nothing was applied.
      request.log.error(error);
      status = 500;
      body = apiError('internal-error', 'the server failed on this request, and nothing was changed');
    }
    return reply.code(status).type('application/json; charset=utf-8').send(errorBody(body));
  });

  const webIndex = join(options.webRoot, 'index.html');
  const webBuilt = existsSync(webIndex);
  if (webBuilt) {
    const assetsDir = join(options.webRoot, 'assets') + sep;
    try {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        // The build writes a .gz beside each lexicon (lexicon/<kind>.cdawg, 216 KB gzipped): sent as is to a
        // browser that accepts gzip, with no compression work per request.
        preCompressed: true,
        // Vite's hashed assets never change under the same name; everything else must be revalidated.
        setHeaders(reply, path) {
          if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'no-cache');
        },
      });
    } catch (e) {
      // The app never started, so its onClose hook will not run: stop the workers and close the database here.
      await replayer.close();
      await storage.close();
      throw e;
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPath(request.url)) {
      // The web app routes /<game>/<params> and /<game>/rules itself: every such path gets its index.html.
      if (webBuilt) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const path = request.url.split('?')[0];
    return reply
      .code(404)
      .send(
        errorBody(
          apiError(
            'not-found',
            `there is no ${request.method} ${path}; the API has GET /api/health, GET /api/games, ` +
              'POST /api/records, GET /api/records, GET /api/records/<id> and GET /api/scores',
          ),
        ),
      );
  });

  app.get('/api/health', async () => ({ ok: true }));

  registerDealRoutes(app, deals, store, games, errorBody);

  await registerOnline(app, {
    store: options.online?.store ?? storage.online,
    games,
    computer: options.online?.computer ?? computerPool(),
    recordFinished: (record) => store.addRecord(record),
    writeLimit,
    ...(options.online?.socket ? { socket: options.online.socket } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  app.get('/api/games', async () => ({ games: [...games.values()].map((g) => ({ name: g.name })) }));

  app.post(
    '/api/records',
    {
      config: {
        expected: EXPECTED.postRecord,
        ...(writeLimit === false ? {} : { rateLimit: { max: writeLimit.max, timeWindow: writeLimit.windowMs } }),
      },
      schema: {
        body: {
          type: 'object',
          required: ['record'],
          additionalProperties: false,
          properties: {
            record: { type: 'object' },
            // Checked by parsePlayerName (normalised, counted in code points, no control characters).
            player: { type: 'string' },
            // Range-checked by checkSubmission, whose message says the bounds.
            elapsedMs: { type: 'integer' },
            hints: { type: 'integer' },
            // A ranked deal's token (deals.ts), checked against the record after its replay.
            deal: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const receivedAt = (options.now ?? Date.now)();
      const body = request.body as {
        record: unknown;
        player?: string;
        elapsedMs?: number;
        hints?: number;
        deal?: string;
      };
      const name = body.player === undefined ? ok(DEFAULT_PLAYER) : parsePlayerName(body.player, '"player"');
      if (!name.ok) {
        return reply.code(400).send(errorBody(apiError('bad-request', `${name.error}; ${EXPECTED.postRecord}`)));
      }
      const player = name.value;
      const claim = {
        ...(body.elapsedMs === undefined ? {} : { elapsedMs: body.elapsedMs }),
        ...(body.hints === undefined ? {} : { hints: body.hints }),
      };
      const checked = await replayer.replay({ record: body.record, player, claim }, clientKey(request.ip));
      if (!checked.ok) return reply.code(400).send(errorBody(checked.error));
      const dealClaim = body.deal === undefined ? undefined : deals.verify(body.deal, checked.value);
      if (dealClaim && !dealClaim.ok) return reply.code(400).send(errorBody(dealClaim.error));
      // Only a deal the server issued is ranked; the record and its ranking are stored in one transaction.
      const deal = dealClaim && {
        ...(dealClaim.value.day === undefined ? {} : { day: dealClaim.value.day }),
        issuedAt: dealClaim.value.issuedAt,
        receivedAt,
      };
      const stored = await store.addRecord(checked.value, deal);
      // The same record posted again (a retry, a second click) is not a new game: 200 with the stored one's id.
      return reply.code(stored.created ? 201 : 200).send({
        id: stored.id,
        score: checked.value.score ?? null,
        rank: stored.rank ?? null,
        ...(checked.value.result === undefined ? {} : { result: checked.value.result }),
        ...(checked.value.elapsedMs === undefined ? {} : { elapsedMs: checked.value.elapsedMs }),
        // Where the record is ranked, or, posted with a deal, why it is not.
        ...(stored.ranking ? { ranked: stored.ranking } : {}),
      });
    },
  );

  app.get(
    '/api/records',
    {
      config: { expected: EXPECTED.getHistory } satisfies RouteConfig,
      schema: {
        querystring: {
          type: 'object',
          required: ['game'],
          additionalProperties: false,
          properties: {
            game: { type: 'string', minLength: 1, maxLength: 20 },
            params: { type: 'string', minLength: 1, maxLength: 40 },
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { game: string; params?: string; limit?: string };
      const fail = (code: string, text: string) =>
        reply.code(400).send(errorBody(apiError(code, `${text}; ${EXPECTED.getHistory}`)));
      const name = query.game.trim().toLowerCase();
      const game = games.get(name);
      if (!game) return fail('unknown-game', `unknown game "${query.game}" (known: ${[...games.keys()].join(', ')})`);
      let canonical: string | undefined;
      if (query.params !== undefined) {
        const params = game.parseParams(query.params);
        if (!params.ok) return fail('bad-params', describeProblem(game.name, params.error));
        canonical = game.formatParams(params.value);
      }
      const limit = query.limit === undefined ? DEFAULT_HISTORY : Number(query.limit);
      if (limit < 1 || limit > MAX_HISTORY) {
        return fail('bad-limit', `limit ${query.limit} is out of range: it must be from 1 to ${MAX_HISTORY}`);
      }
      return {
        game: game.name,
        params: canonical ?? null,
        records: await store.recentRecords(game.name, canonical, limit),
      };
    },
  );

  app.get(
    '/api/records/:id',
    {
      config: { expected: EXPECTED.getRecord } satisfies RouteConfig,
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
      },
    },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const record = await store.getRecord(id);
      if (!record) {
        return reply.code(404).send(errorBody(apiError('not-found', `there is no record ${id}`)));
      }
      return {
        version: 1,
        game: record.game,
        params: record.params,
        ...(record.seed === undefined ? {} : { seed: record.seed }),
        ...(record.start === undefined ? {} : { start: record.start }),
        moves: record.moves,
        id: record.id,
        player: record.player,
        score: record.score ?? null,
        // Only when there is one, so the answer stays a valid record (a record's result is text when present).
        ...(record.result === undefined ? {} : { result: record.result }),
        finishedAt: record.finishedAt,
        ...(record.gameId === undefined ? {} : { gameId: record.gameId }),
        ...(record.players === undefined ? {} : { players: record.players }),
        ...(record.elapsedMs === undefined ? {} : { elapsedMs: record.elapsedMs }),
        ...(record.hints === undefined ? {} : { hints: record.hints }),
        ...(record.scrambles === undefined ? {} : { scrambles: record.scrambles }),
      };
    },
  );

  app.get(
    '/api/scores',
    {
      config: { expected: EXPECTED.getScores } satisfies RouteConfig,
      schema: {
        querystring: {
          type: 'object',
          required: ['game', 'params'],
          additionalProperties: false,
          properties: {
            game: { type: 'string', minLength: 1, maxLength: 20 },
            params: { type: 'string', minLength: 1, maxLength: 40 },
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { game: string; params: string; limit?: string };
      const fail = (code: string, text: string) =>
        reply.code(400).send(errorBody(apiError(code, `${text}; ${EXPECTED.getScores}`)));
      const name = query.game.trim().toLowerCase();
      const game = games.get(name);
      if (!game) return fail('unknown-game', `unknown game "${query.game}" (known: ${[...games.keys()].join(', ')})`);
      if (!game.ranking) return fail('no-score', `${game.name} has no score, so it has no high scores`);
      const params = game.parseParams(query.params);
      if (!params.ok) return fail('bad-params', describeProblem(game.name, params.error));
      const limit = query.limit === undefined ? DEFAULT_SCORES : Number(query.limit);
      if (limit < 1 || limit > MAX_SCORES) {
        return fail('bad-limit', `limit ${query.limit} is out of range: it must be from 1 to ${MAX_SCORES}`);
      }
      const canonical = game.formatParams(params.value);
      const order = game.ranking;
      return { game: game.name, params: canonical, scores: await store.topScores(game.name, canonical, limit, order) };
    },
  );

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The record store, exposed so tests can check that a refused record left nothing behind. */
    store: RecordStore;
    /** Everything the server keeps (the online games, and on SQLite the connection), for tests. */
    storage: Storage;
  }
}
