// The JSON API through app.inject(): health, games, storing finished records, high scores, refusals, 404s.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { type SameGameState, samegame } from '../../src/games/samegame/index.js';
import { buildServer } from '../../src/server/app.js';
import { issueDeal, memoryServer, playToEnd, tempDir } from './fixtures.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await memoryServer();
});

afterEach(async () => {
  await app.close();
});

function post(body: unknown, player?: string) {
  const payload = player === undefined ? { record: body } : { record: body, player };
  return app.inject({ method: 'POST', url: '/api/records', payload });
}

describe('GET /api/health and /api/games', () => {
  it('answers ok', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true });
  });

  it('lists the games of the registry', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/games' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ games: [{ name: 'samegame' }, { name: 'shisensho' }, { name: 'konobi' }] });
  });
});

describe('POST /api/records', () => {
  it('stores a finished game with the score the engine computes', async () => {
    const { record, score } = playToEnd('srv-1');
    const r = await post(record, 'Ada');
    expect(r.statusCode).toBe(201);
    const body = r.json();
    // A seed the client chose: stored with its score, but not ranked (only server-issued deals are).
    expect(body).toEqual({ id: expect.any(Number), score, rank: null });

    const stored = await app.inject({ method: 'GET', url: `/api/records/${body.id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      ...record,
      id: body.id,
      player: 'Ada',
      score,
      gameId: 'samegame:4x3c2#srv-1',
      finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('ignores any score the client sends and stores canonical params and moves', async () => {
    const { record, score } = playToEnd('srv-2');
    // Lenient input (upper case params, "x y" moves) is accepted and stored in canonical form.
    const lenient = { ...record, params: '4X3C2', moves: record.moves.map((m) => m.replace(',', ' ')), result: '9999' };
    const r = await post(lenient);
    expect(r.statusCode).toBe(201);
    expect(r.json().score).toBe(score);
    const stored = (await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` })).json();
    expect(stored.params).toBe('4x3c2');
    expect(stored.moves).toEqual(record.moves);
    expect(stored.player).toBe('anonymous');
  });

  const refusals: [string, () => unknown, string, RegExp][] = [
    [
      'an illegal move',
      () => {
        const { record } = playToEnd('srv-3');
        return { record: { ...record, moves: ['99,99', ...record.moves.slice(1)] } };
      },
      'record-move',
      /move 1 \(99,99\) cannot be played: .*outside the field/,
    ],
    [
      'a move list cut short',
      () => {
        const { record } = playToEnd('srv-3');
        return { record: { ...record, moves: record.moves.slice(0, -1) } };
      },
      'not-finished',
      /not over after its \d+ moves?/,
    ],
    [
      'a seed with bad characters',
      () => ({ record: { ...playToEnd('srv-3').record, seed: 'no spaces!' } }),
      'record-shape',
      /"seed" must be 1–64 of A-Z a-z 0-9 _ -/,
    ],
    [
      'another seed than the one played',
      () => ({ record: { ...playToEnd('srv-4', '8x6c3').record, seed: 'srv-4-other' } }),
      // Either a move fails on the other deal or the game is not over: both are refusals.
      '',
      /refused/,
    ],
    [
      'a wrong version',
      () => ({ record: { ...playToEnd('srv-3').record, version: 2 } }),
      'record-version',
      /version 2/,
    ],
    [
      'an unknown game',
      () => ({ record: { ...playToEnd('srv-3').record, game: 'chess' } }),
      'unknown-game',
      /unknown game "chess"/,
    ],
    [
      'bad params',
      () => ({ record: { ...playToEnd('srv-3').record, params: '1x3c2' } }),
      'record-params',
      /width 1 is out of range/,
    ],
    [
      'a start position instead of a seed',
      () => {
        const { seed: _seed, ...rest } = playToEnd('srv-3').record;
        return { record: { ...rest, start: '1122\n1122\n1122' } };
      },
      'not-dealt',
      /only dealt games/,
    ],
    ['a body without a record', () => ({ player: 'x' }), 'bad-request', /missing "record"/],
    [
      'a record without moves',
      () => {
        const { moves: _moves, ...rest } = playToEnd('srv-3').record;
        return { record: rest };
      },
      'record-shape',
      /"moves" must be a list of moves/,
    ],
    ['a record that is not an object', () => ({ record: 'samegame:4x3c2#a' }), 'bad-request', /must be a JSON object/],
    [
      'a huge player name',
      () => ({ record: playToEnd('srv-3').record, player: 'x'.repeat(41) }),
      'bad-request',
      /"player" is too long: at most 40 characters/,
    ],
    ['an empty player name', () => ({ record: playToEnd('srv-3').record, player: '' }), 'bad-request', /"player"/],
    ['a blank player name', () => ({ record: playToEnd('srv-3').record, player: '   ' }), 'bad-request', /blank/],
    [
      'a player name with control characters',
      () => ({ record: playToEnd('srv-3').record, player: 'a\u0007b' }),
      'bad-request',
      /without control characters/,
    ],
    [
      'a player that is not a string',
      () => ({ record: playToEnd('srv-3').record, player: 5 }),
      'bad-request',
      /"player" must be a string/,
    ],
    [
      'an unknown field',
      () => ({ record: playToEnd('srv-3').record, score: 1e9 }),
      'bad-request',
      /unexpected field "score"/,
    ],
    ['a JSON array', () => [1, 2], 'bad-request', /the body must be a JSON object/],
  ];

  for (const [what, body, code, message] of refusals) {
    it(`refuses ${what} with 400, a clear message and nothing stored`, async () => {
      const r = await app.inject({ method: 'POST', url: '/api/records', payload: body() as object });
      expect(r.statusCode).toBe(400);
      const answer = r.json();
      if (code) expect(answer.error).toBe(code);
      expect(answer.message).toMatch(message);
      expect(answer.message).not.toMatch(/\n\s+at /);
      expect(await app.store.countRecords()).toBe(0);
    });
  }

  const badBodies: [string, string, string | undefined, number, string, RegExp][] = [
    ['text that is not JSON', 'not json', 'application/json', 400, 'bad-json', /not valid JSON/],
    ['JSON cut short', '{"record": {"version": 1', 'application/json', 400, 'bad-json', /not valid JSON/],
    ['an empty body', '', 'application/json', 400, 'bad-json', /empty/],
    [
      'a prototype-poisoning key',
      '{"record": {"__proto__": {"x": 1}}}',
      'application/json',
      400,
      'bad-json',
      /__proto__/,
    ],
    [
      'a prototype-poisoning key spelt with escapes',
      '{"record": {"\\u005f_proto__": {"x": 1}}}',
      'application/json',
      400,
      'bad-json',
      /__proto__/,
    ],
    [
      'a constructor key holding a prototype',
      '{"record": {"constructor": {"prototype": {"x": 1}}}}',
      'application/json',
      400,
      'bad-json',
      /constructor/,
    ],
    ['a body sent as text', '{"record": {}}', 'text/plain', 415, 'unsupported-media-type', /application\/json/],
    ['a body over 1 MB', `{"record": "${'x'.repeat(1_100_000)}"}`, 'application/json', 413, 'body-too-large', /limit/],
  ];

  for (const [what, payload, type, status, code, message] of badBodies) {
    it(`refuses ${what} with ${status} in the same JSON shape`, async () => {
      const headers = type === undefined ? {} : { 'content-type': type };
      const r = await app.inject({ method: 'POST', url: '/api/records', payload, headers });
      expect(r.statusCode).toBe(status);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(r.json()).toEqual({ error: code, message: expect.stringMatching(message) });
      expect(await app.store.countRecords()).toBe(0);
    });
  }
});

describe('GET /api/records/:id', () => {
  it('answers 404 for a record that does not exist', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/records/42' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'not-found', message: 'there is no record 42' });
  });

  for (const id of ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999999']) {
    it(`answers 400 for the id "${id}"`, async () => {
      const r = await app.inject({ method: 'GET', url: `/api/records/${id}` });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'bad-request', message: expect.stringMatching(/positive integer/) });
    });
  }
});

describe('GET /api/scores', () => {
  it('lists the ranked games best first, earlier first on a tie, with ranks matching the POST answers', async () => {
    // Twelve issued deals, played two ways: each deal is ranked once, for the one who posted it.
    const games = [];
    for (let i = 0; i < 12; i++) {
      const deal = await issueDeal(app, 'samegame', '5x4c3');
      games.push({ deal, ...playToEnd(deal.seed, '5x4c3', i % 2 ? 'first' : 'last') });
    }
    const ids: number[] = [];
    const ranks: number[] = [];
    for (const [i, g] of games.entries()) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/records',
        payload: { record: g.record, player: `p${i}`, deal: g.deal.deal },
      });
      expect(r.statusCode).toBe(201);
      ids.push(r.json().id);
      ranks.push(r.json().rank);
      expect(r.json().ranked).toEqual({ board: 'deals', rank: r.json().rank });
    }
    const first = games[0] as (typeof games)[0];
    // The same game again under another name: stored in the history, but it takes no second place.
    const again = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: first.record, player: 'late', deal: first.deal.deal },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      rank: null,
      ranked: { board: 'deals', rank: null, reason: 'already-ranked' },
    });
    // A game on a seed of the client's own, however good: history only.
    expect((await post(playToEnd('own-seed', '5x4c3').record, 'own')).json().rank).toBeNull();

    const r = await app.inject({ method: 'GET', url: '/api/scores?game=samegame&params=5X4c3&limit=100' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.game).toBe('samegame');
    expect(body.params).toBe('5x4c3');
    const scores = body.scores as { rank: number; score: number; recordId: number; player: string }[];
    expect(scores).toHaveLength(games.length);
    expect(scores.map((s) => s.rank)).toEqual(scores.map((_, i) => i + 1));
    const expected = games.map((g) => g.score).sort((a, b) => b - a);
    expect(scores.map((s) => s.score)).toEqual(expected);
    for (let i = 1; i < scores.length; i++) {
      const [prev, cur] = [scores[i - 1], scores[i]] as [(typeof scores)[0], (typeof scores)[0]];
      if (prev.score === cur.score) expect(prev.recordId).toBeLessThan(cur.recordId);
    }
    expect(scores.map((s) => s.player)).not.toContain('late');
    expect(scores.map((s) => s.player)).not.toContain('own');
    // The rank a POST answered counts the games ranked before it: never better than where it stands now.
    for (const [i, id] of ids.entries()) {
      const row = scores.find((s) => s.recordId === id);
      expect(row?.rank).toBeGreaterThanOrEqual(ranks[i] as number);
    }
    // The last one posted answered its final rank.
    expect(scores.find((s) => s.recordId === ids[ids.length - 1])?.rank).toBe(ranks[ranks.length - 1]);
    expect(scores[0]).toEqual({
      rank: 1,
      player: expect.any(String),
      score: expected[0],
      gameId: expect.stringMatching(/^samegame:5x4c3#[a-z2-9]{12}$/),
      recordId: expect.any(Number),
      finishedAt: expect.any(String),
    });

    const top3 = (await app.inject({ method: 'GET', url: '/api/scores?game=samegame&params=5x4c3&limit=3' })).json();
    expect(top3.scores).toEqual(scores.slice(0, 3));
    const other = (await app.inject({ method: 'GET', url: '/api/scores?game=samegame&params=15x10c4' })).json();
    expect(other).toEqual({ game: 'samegame', params: '15x10c4', scores: [] });
  });

  const bad: [string, string, RegExp][] = [
    ['game=samegame', 'bad-request', /missing "params"/],
    ['params=15x10c4', 'bad-request', /missing "game"/],
    ['game=chess&params=8', 'unknown-game', /unknown game "chess"/],
    ['game=samegame&params=15x10', 'bad-params', /bad params "15x10": expected <W>x<H>c<C>/],
    ['game=samegame&params=15x10c12', 'bad-params', /the number of colours must be from 2 to 9, not 12/],
    ['game=samegame&params=15x10c4&limit=0', 'bad-limit', /from 1 to 100/],
    ['game=samegame&params=15x10c4&limit=101', 'bad-limit', /from 1 to 100/],
    ['game=samegame&params=15x10c4&limit=ten', 'bad-request', /"limit" in the query must be a whole number/],
    ['game=samegame&params=15x10c4&limit=1&limit=2', 'bad-request', /"limit" in the query must be a string/],
    ['game=samegame&params=15x10c4&sort=asc', 'bad-request', /unexpected field "sort"/],
  ];
  for (const [query, code, message] of bad) {
    it(`refuses ?${query} with 400`, async () => {
      const r = await app.inject({ method: 'GET', url: `/api/scores?${query}` });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: code, message: expect.stringMatching(message) });
    });
  }
});

describe('a game without a score', () => {
  it('refuses its records and its high scores with no-score', async () => {
    // The same rules without a ranking or points in their outcome: as a game with no notion of either would be.
    const { ranking: _ranking, ...rules } = samegame;
    const unscored = { ...rules, outcome: (state: SameGameState) => ({ over: samegame.isOver(state) }) };
    const scoreless = await buildServer({
      dbPath: ':memory:',
      webRoot: tempDir(),
      games: new Map<string, AnyGame>([['samegame', unscored]]),
    });
    const r = await scoreless.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: playToEnd('ns').record },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'no-score', message: expect.stringMatching(/has no score/) });
    const s = await scoreless.inject({ method: 'GET', url: '/api/scores?game=samegame&params=4x3c2' });
    expect(s.statusCode).toBe(400);
    expect(s.json().error).toBe('no-score');
    expect(await scoreless.store.countRecords()).toBe(0);
    await scoreless.close();
  });
});

describe('malformed URLs', () => {
  for (const [url, status, code] of [
    ['/api/records/%E0', 400, 'bad-url'],
    ['/%', 400, 'bad-url'],
    [`/api/records/${'1'.repeat(120)}`, 414, 'url-too-long'],
  ] as const) {
    it(`answers ${url.slice(0, 24)} with ${status} in JSON`, async () => {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(status);
      expect(r.json()).toEqual({ error: code, message: expect.any(String) });
    });
  }
});

describe('unknown routes', () => {
  for (const [method, url] of [
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/health'],
    ['DELETE', '/api/records/1'],
    ['GET', '/missing.js'],
    ['POST', '/samegame/15x10c4'],
  ] as const) {
    it(`answers ${method} ${url} with a 404 in JSON`, async () => {
      const r = await app.inject({ method, url });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'not-found', message: expect.stringContaining(`there is no ${method}`) });
    });
  }
});
