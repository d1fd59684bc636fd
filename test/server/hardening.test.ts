// The server facing the internet: a costly record replays off the event loop under a budget, a locked database
// is waited for then refused with 503, slow clients are timed out, errors from the HTTP parser and the record's
// fields keep the API's shape, names are one normalised kind of text, writes are rate-limited, headers are set.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnableDeals } from '../../src/ai/shisensho/index.js';
import { createGames } from '../../src/games/index.js';
import { buildServer, securityHeaders } from '../../src/server/app.js';
import { poolReplayer } from '../../src/server/replay.js';
import { issueDeal, memoryServer, playToEnd, tempDir } from './fixtures.js';
import { ensureBuilt, killServer, type RealServer, startServer } from './realServer.js';

const noWeb = () => join(tempDir(), 'no-web');

/**
 * The costliest record the server accepts for replay: the largest Shisen-Sho board, dealt winnable, with a move
 * for each of its 384 pairs (a record with fewer is refused before its deal).
 */
const COSTLY = { version: 1, game: 'shisensho', params: '32x24k1', seed: 'costly', moves: Array(384).fill('a1 a2') };

/** A server whose records are replayed by one worker thread (the built one), within `budgetMs` when given. */
async function oneWorkerServer(budgetMs?: number): Promise<FastifyInstance> {
  ensureBuilt();
  return buildServer({
    dbPath: ':memory:',
    webRoot: noWeb(),
    games: createGames({ shisenShoDeals: winnableDeals }),
    replay: { workers: 1, ...(budgetMs === undefined ? {} : { budgetMs }) },
  });
}

/** Sends raw bytes on a socket and collects everything until the server closes it. */
function rawExchange(port: number, chunks: readonly string[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    let i = 0;
    const next = () => {
      if (socket.destroyed || i >= chunks.length) return;
      socket.write(chunks[i++] as string);
      setTimeout(next, gapMs);
    };
    next();
  });
}

function jsonOf(http: string): unknown {
  return JSON.parse(http.slice(http.indexOf('\r\n\r\n') + 4));
}

describe('a costly record', () => {
  let server: RealServer | undefined;
  beforeAll(() => ensureBuilt());
  afterAll(async () => {
    if (server) await killServer(server);
  });

  it('replays in a worker: /api/health answers while it is still being replayed', async () => {
    server = await startServer({ LUDOTECA_DB: ':memory:' });
    let postDone = false;
    const post = fetch(`${server.url}/api/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record: COSTLY, elapsedMs: 5000 }),
    }).then(
      () => {
        postDone = true;
      },
      () => {
        postDone = true;
      },
    );
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    // In the event loop, the replay (seconds) would have held the health check until the post was answered.
    expect(postDone).toBe(false);
    await killServer(server);
    await post;
    server = undefined;
  }, 30_000);

  it('is refused with 503 replay-too-long past the budget (it takes seconds), and nothing is stored', async () => {
    const app = await oneWorkerServer(2000);
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/records',
        payload: { record: COSTLY, elapsedMs: 5000 },
      });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ error: 'replay-too-long', message: expect.stringMatching(/ 2 s/) });
      expect(r.headers['retry-after']).toBe('5');
      // The pool still works after a worker was stopped mid-replay (the new worker may need a retry to start up
      // within the short budget on a loaded machine, as a client told retry-after would).
      const { record, score } = playToEnd('after-abort');
      let ok = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
      for (let retry = 0; retry < 5 && ok.statusCode === 503; retry++) {
        ok = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
      }
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ score });
      expect(await app.store.countRecords()).toBe(1);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('takes at most two records at once from one address: a third is refused with 503', async () => {
    const app = await oneWorkerServer(2000);
    try {
      const post = (seed: string) =>
        app.inject({
          method: 'POST',
          url: '/api/records',
          payload: { record: { ...COSTLY, seed }, elapsedMs: 5000 },
          remoteAddress: '10.0.0.1',
        });
      // Three costly records (seconds each) at once from 10.0.0.1: two are checked, whichever arrives last is refused.
      const answers = (await Promise.all([post('costly-1'), post('costly-2'), post('costly-3')])).map((r) => ({
        status: r.statusCode,
        body: r.json(),
      }));
      const busy = {
        status: 503,
        body: {
          error: 'server-busy',
          message:
            'the server is still checking 2 records posted from this address; post this one when they are answered',
        },
      };
      expect(answers.filter((a) => a.status === 503 && a.body.error === 'server-busy')).toEqual([busy]);
      expect(answers.filter((a) => a.body.error === 'replay-too-long')).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('counts the records being checked by address, and an answered one no longer counts', async () => {
    ensureBuilt();
    const replayer = poolReplayer(['samegame'], { workers: 1 });
    try {
      const task = (seed: string) => ({ record: playToEnd(seed).record, player: 'p', claim: {} });
      // Each call counts its record before it waits for the worker, so the third from one address is refused.
      const two = [replayer.replay(task('a1'), 'a'), replayer.replay(task('a2'), 'a')];
      await expect(replayer.replay(task('a3'), 'a')).rejects.toMatchObject({ code: 'server-busy' });
      const other = replayer.replay(task('b1'), 'b');
      for (const r of [...(await Promise.all(two)), await other]) expect(r.ok).toBe(true);
      expect((await replayer.replay(task('a4'), 'a')).ok).toBe(true);
    } finally {
      await replayer.close();
    }
  }, 30_000);

  it('refuses a record nested 30,000 deep with 400 record-shape, as the worker would, and never hands it over', async () => {
    ensureBuilt();
    const app = await buildServer({
      dbPath: ':memory:',
      webRoot: noWeb(),
      games: createGames(),
      replay: { workers: 1 },
    });
    try {
      // Copied to a worker thread as posted, such a value overflowed the stack: a 500 for a malformed body.
      const { record } = playToEnd('deep');
      const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      const text = JSON.stringify({ record: { ...record, players: '@' } }).replace('"@"', deep);
      const r = await app.inject({
        method: 'POST',
        url: '/api/records',
        headers: { 'content-type': 'application/json' },
        payload: text,
      });
      expect([r.statusCode, r.json().error, r.json().message]).toEqual([
        400,
        'record-shape',
        expect.stringContaining('"players"'),
      ]);
      expect((await app.inject({ method: 'POST', url: '/api/records', payload: { record } })).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('may not have more than 1,000 moves', async () => {
    const app = await memoryServer();
    const record = { ...playToEnd('long').record, moves: Array(1001).fill('0,0') };
    const r = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'record-shape', message: expect.stringMatching(/1001 moves.*1000/) });
    await app.close();
  });
});

describe('a database locked by another connection', () => {
  it('is waited for, then refused with 503 server-busy (not 500); the next post after release is stored', async () => {
    const path = join(tempDir(), 'locked.db');
    const app = await buildServer({ dbPath: path, webRoot: noWeb() });
    // Another process takes the write lock and holds it until told to let go.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(path)});
         db.exec('BEGIN IMMEDIATE');
         db.prepare("INSERT INTO records (game, params, seed, moves, player, score, finished_at) VALUES ('samegame', '4x3c2', 'held', '[]', 'x', 1, 'now')").run();
         console.log('locked');
         process.stdin.once('data', () => { db.exec('ROLLBACK'); console.log('released'); process.exit(0); });`,
      ],
      { cwd: join(import.meta.dirname, '..', '..') },
    );
    const said = (word: string) =>
      new Promise<void>((resolve) => {
        holder.stdout.on('data', (d: Buffer) => {
          if (d.toString().includes(word)) resolve();
        });
      });
    await said('locked');
    const { record } = playToEnd('while-locked');
    const busy = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ error: 'server-busy', message: expect.stringMatching(/busy/) });
    const released = said('released');
    holder.stdin.write('go\n');
    await released;
    const stored = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
    expect(stored.statusCode).toBe(201);
    expect(await app.store.countRecords()).toBe(1);
    await app.close();
  }, 20_000);
});

describe('slow clients', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildServer({
      dbPath: ':memory:',
      webRoot: noWeb(),
      limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('are answered 408 and disconnected when the headers trickle in', async () => {
    const trickle = ['GET /api/health HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-${i}: a\r\n`)];
    const answer = await rawExchange(port, trickle, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(jsonOf(answer)).toEqual({ error: 'request-timeout', message: expect.any(String) });
  }, 10_000);

  it('are answered 408 and disconnected when the body trickles in', async () => {
    const head =
      'POST /api/records HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';
    const answer = await rawExchange(port, [head, ...Array(60).fill(' ')], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it('cannot hold more connections than the limit', async () => {
    const small = await buildServer({ dbPath: ':memory:', webRoot: noWeb(), limits: { maxConnections: 2 } });
    await small.listen({ port: 0, host: '127.0.0.1' });
    const smallPort = (small.server.address() as { port: number }).port;
    const open = (): Promise<{ closed: Promise<void>; end: () => void }> =>
      new Promise((resolve) => {
        const socket = connect(smallPort, '127.0.0.1', () => {
          // Half a request, so the connection stays open and counted.
          socket.write('GET /api/health HTTP/1.1\r\n');
          resolve({ closed, end: () => socket.destroy() });
        });
        const closed = new Promise<void>((r) => socket.on('close', () => r()));
        socket.on('error', () => {});
      });
    const first = await open();
    const second = await open();
    await new Promise((r) => setTimeout(r, 100));
    const third = await open();
    // The third is closed by the server at once, with nothing sent.
    await third.closed;
    expect(small.server.maxConnections).toBe(2);
    first.end();
    second.end();
    await small.close();
  }, 10_000);
});

describe('errors before routing', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await memoryServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it.each([
    ['an unknown method', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'bad-method'],
    ['a header line that is not a header', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400, 'bad-http'],
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers-too-large',
    ],
  ])('%s gets the API’s error shape', async (_what, request, status, code) => {
    const answer = await rawExchange(port, [request]);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(jsonOf(answer)).toEqual({ error: code, message: expect.any(String) });
  });

  it('a record with a field formats.md does not have is refused, naming it', async () => {
    const { record } = playToEnd('strict');
    const r = await app.inject({ method: 'POST', url: '/api/records', payload: { record: { ...record, bonus: 1 } } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'record-shape', message: expect.stringMatching(/unknown field "bonus"/) });
    expect(await app.store.countRecords()).toBe(0);
  });
});

describe('player names', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await memoryServer();
  });
  afterAll(() => app.close());

  const refused = [
    ['a C1 control character', 'a\u0085b'],
    ['a lone surrogate', 'a\ud800b'],
    ['a right-to-left override', 'abc\u202edef'],
    ['a directional isolate', '\u2067abc'],
    ['a line separator', 'a\u2028b'],
    ['only invisible characters', '\u200b\u200d\u200b'],
    ['only a combining mark', '\u0301'],
    ['41 characters outside the BMP', '😀'.repeat(41)],
  ] as const;

  it.each(refused)('refuses %s as "player" and as a seat in "players"', async (_what, name) => {
    const seed = `name-${name.length}-${name.codePointAt(0)}`;
    const { record } = playToEnd(seed);
    const asPlayer = await app.inject({ method: 'POST', url: '/api/records', payload: { record, player: name } });
    expect(asPlayer.statusCode).toBe(400);
    expect(asPlayer.json()).toEqual({ error: 'bad-request', message: expect.stringMatching(/"player"/) });
    const asSeat = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: { ...record, players: ['Ada', name] } },
    });
    expect(asSeat.statusCode).toBe(400);
    expect(asSeat.json()).toEqual({ error: 'bad-players', message: expect.stringMatching(/seat 2/) });
    expect(await app.store.countRecords()).toBe(0);
  });

  it('counts code points the same way in both: 40 emoji are a valid name', async () => {
    const name = '😀'.repeat(40);
    const { record } = playToEnd('emoji');
    const r = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: { ...record, players: [name] }, player: name },
    });
    expect(r.statusCode).toBe(201);
    const stored = await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` });
    expect(stored.json()).toMatchObject({ player: name, players: [name] });
  });

  it('stores names in NFC, trimmed', async () => {
    const { record } = playToEnd('nfc');
    const r = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: { ...record, players: ['Jose\u0301'] }, player: '  Rene\u0301 ' },
    });
    expect(r.statusCode).toBe(201);
    const stored = await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` });
    expect(stored.json()).toMatchObject({ player: 'Ren\u00e9', players: ['Jos\u00e9'] });
  });
});

describe('headers and the write limit', () => {
  it('sets a Content-Security-Policy and the other security headers on pages and the API', async () => {
    const app = await memoryServer();
    for (const url of ['/', '/api/health']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Cross-origin isolation, so a page may share memory with its workers (crossOriginIsolated).
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['cross-origin-embedder-policy']).toBe('require-corp');
    }
    await app.close();
  });

  it('sends the same security headers, worked out once, on every answer: pages, reads, errors', async () => {
    const app = await memoryServer();
    const expected = securityHeaders();
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
    const requests = [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'GET' as const, url: '/api/scores?game=samegame&params=15x10c4&limit=0' },
      { method: 'POST' as const, url: '/api/records', payload: { record: {}, extra: 1 } },
      {
        method: 'POST' as const,
        url: '/api/records',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const request of requests) {
      const r = await app.inject(request);
      for (const [name, value] of Object.entries(expected))
        expect([request.url, name, r.headers[name]]).toEqual([request.url, name, value]);
    }
    await app.close();
  });

  it('refuses posts past the limit with 429 rate-limited, and still serves reads', async () => {
    const app = await buildServer({ dbPath: ':memory:', webRoot: noWeb(), writeLimit: { max: 2, windowMs: 60_000 } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/records',
        payload: { record: playToEnd(`rl-${i}`).record },
      });
      codes.push(r.statusCode);
      if (i === 2) expect(r.json()).toEqual({ error: 'rate-limited', message: expect.stringMatching(/at most 2/) });
    }
    expect(codes).toEqual([201, 201, 429]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('counts the posts of one IPv6 /64 together, and an IPv4-mapped address as its IPv4 address', async () => {
    const app = await buildServer({ dbPath: ':memory:', webRoot: noWeb(), writeLimit: { max: 1, windowMs: 60_000 } });
    const post = async (remoteAddress: string, i: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/records',
          remoteAddress,
          payload: { record: playToEnd(`v6-${i}`).record },
        })
      ).statusCode;
    const addresses = ['2001:db8:1:2::1', '2001:db8:1:2::abcd', '2001:db8:1:3::1', '203.0.113.9', '::ffff:203.0.113.9'];
    const codes = [];
    for (const [i, a] of addresses.entries()) codes.push(await post(a, i));
    expect(codes).toEqual([201, 429, 201, 201, 429]);
    await app.close();
  });

  it('says in the 429 what was made too often: online games created, seats taken, records posted', async () => {
    const app = await buildServer({ dbPath: ':memory:', webRoot: noWeb(), writeLimit: { max: 1, windowMs: 60_000 } });
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/online/games',
        payload: { game: 'konobi', params: '5', seats: [{ kind: 'person' }, { kind: 'person' }] },
      });
    const game = (await create()).json().id as string;
    const seat = () => app.inject({ method: 'POST', url: `/api/online/games/${game}/seats`, payload: { name: 'Bo' } });
    expect((await seat()).statusCode).toBe(200);
    const messages = [(await create()).json(), (await seat()).json()];
    expect(messages).toEqual([
      { error: 'rate-limited', message: expect.stringMatching(/^too many online games created from this address/) },
      { error: 'rate-limited', message: expect.stringMatching(/^too many seats taken from this address/) },
    ]);
    await app.close();
  });
});

describe('the built web app', () => {
  const web = join(import.meta.dirname, '..', '..', 'dist', 'web');
  beforeAll(() => ensureBuilt());

  it('has a brotli and a gzip copy of every script and stylesheet, sent to a browser that accepts them', async () => {
    const assets = readdirSync(join(web, 'assets'));
    const scripts = assets.filter((f) => /\.(js|css)$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) {
      expect(assets).toContain(`${f}.br`);
      expect(assets).toContain(`${f}.gz`);
    }
    const app = await buildServer({ dbPath: ':memory:', webRoot: web });
    const script = scripts.find((f) => f.endsWith('.js')) as string;
    for (const encoding of ['br', 'gzip'] as const) {
      const r = await app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'accept-encoding': encoding } });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
      const file = `${script}.${encoding === 'br' ? 'br' : 'gz'}`;
      expect(r.rawPayload.length).toBe(statSync(join(web, 'assets', file)).size);
    }
    await app.close();
  });

  it('ships the tile font cut to the Mahjong Tiles, not the whole symbols file', () => {
    const fonts = readdirSync(join(web, 'assets')).filter((f) => /\.(woff2?|ttf)$/.test(f));
    expect(fonts).toEqual([expect.stringMatching(/^mahjong-tiles-.*\.woff2$/)]);
    expect(statSync(join(web, 'assets', fonts[0] as string)).size).toBeLessThan(40_000);
  });
});

describe('the rank', () => {
  it('counts of the ranked games (migrations 7 and 8) agree with counting them; unranked records count nothing', async () => {
    const path = join(tempDir(), 'ranks.db');
    const app = await buildServer({ dbPath: path, webRoot: noWeb(), writeLimit: false });
    const ranks: number[] = [];
    for (let s = 0; s < 12; s++) {
      const deal = await issueDeal(app, 'samegame', '5x4c3');
      const { record } = playToEnd(deal.seed, '5x4c3', s % 2 ? 'first' : 'last');
      const r = await app.inject({
        method: 'POST',
        url: '/api/records',
        payload: { record, player: `p${s}`, deal: deal.deal },
      });
      ranks.push(r.json().rank);
      // The same game under another name, and a game of the client's own seed: history only, no count.
      await app.inject({ method: 'POST', url: '/api/records', payload: { record, player: `q${s}` } });
      const own = playToEnd(`own-${s}`, '5x4c3').record;
      await app.inject({ method: 'POST', url: '/api/records', payload: { record: own, player: `p${s}` } });
    }
    await app.close();
    const db = new Database(path, { readonly: true });
    expect((db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n).toBe(36);
    const rows = db.prepare('SELECT record_id AS id, score FROM ranked_games ORDER BY record_id').all() as {
      id: number;
      score: number;
    }[];
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      // The rank answered when posted counts the games ranked before it.
      const before = rows.slice(0, i).filter((o) => o.score >= row.score).length;
      expect(ranks[i]).toBe(before + 1);
    });
    // Every level of migration 8 counts each ranked game once, in the bucket of its key (minus its score).
    for (const level of [0, 1, 2, 3, 4]) {
      const counts = db.prepare('SELECT bucket, n FROM rank_counts WHERE level = ? ORDER BY bucket').all(level);
      const expected = new Map<number, number>();
      for (const r of rows) {
        const bucket = Math.floor(-r.score / 64 ** level);
        expected.set(bucket, (expected.get(bucket) ?? 0) + 1);
      }
      expect(counts).toEqual([...expected].sort((a, b) => a[0] - b[0]).map(([bucket, n]) => ({ bucket, n })));
    }
    db.close();
  });
});
