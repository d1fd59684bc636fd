// Records without a score (Konobi: stored with the winner from the server's replay), one row per record posted
// twice, and the history endpoint GET /api/records?game=…: order, limit, params and refusals.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueDeal, memoryServer, playKonobi, playToEnd } from './fixtures.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await memoryServer();
});

afterEach(async () => {
  await app.close();
});

function post(record: unknown, player?: string) {
  const payload = player === undefined ? { record } : { record, player };
  return app.inject({ method: 'POST', url: '/api/records', payload });
}

function history(query: string) {
  return app.inject({ method: 'GET', url: `/api/records?${query}` });
}

describe('POST /api/records for Konobi (no score, a winner)', () => {
  it('stores a finished game with the winner found by the replay, and no score', async () => {
    const { record, winner } = playKonobi('kb-1', 5);
    expect(winner).toBeDefined();
    const r = await post(record, 'Ada');
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ id: expect.any(Number), score: null, rank: null, result: winner });

    const stored = await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({
      ...record,
      id: r.json().id,
      player: 'Ada',
      score: null,
      result: winner,
      gameId: 'konobi:5#kb-1',
      finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('ignores the result the client claims and stores canonical moves', async () => {
    const { record, winner } = playKonobi('kb-2', 5, 'last');
    const loser = winner === 'black' ? 'white' : 'black';
    // Lenient input (upper case, spaces) is accepted and stored canonically; the claimed result is not trusted.
    const lenient = { ...record, moves: record.moves.map((m) => ` ${m.toUpperCase()} `), result: loser };
    const r = await post(lenient);
    expect(r.statusCode).toBe(201);
    expect(r.json().result).toBe(winner);
    const stored = (await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` })).json();
    expect(stored.moves).toEqual(record.moves);
    expect(stored.result).toBe(winner);
  });

  const refusals: [string, () => unknown, string, RegExp][] = [
    [
      'an unfinished game',
      () => playKonobi('kb-3', 7, 'first', 4).record,
      'not-finished',
      /not over after its 4 moves.*only finished games are stored/,
    ],
    ['an empty game', () => playKonobi('kb-3', 7, 'first', 0).record, 'not-finished', /not over after its 0 moves/],
    [
      'a move on a stone',
      () => {
        const { record } = playKonobi('kb-3', 5);
        return { ...record, moves: [record.moves[0], record.moves[0], ...record.moves.slice(2)] };
      },
      'record-move',
      /the record was refused: move 2 \(\w+\) cannot be played/,
    ],
    [
      'moves after the end',
      () => {
        const { record } = playKonobi('kb-3', 5);
        return { ...record, moves: [...record.moves, 'pass'] };
      },
      'record-move',
      /the record was refused: move \d+ \(pass\) cannot be played/,
    ],
    ['a board too small', () => ({ ...playKonobi('kb-3', 5).record, params: '2' }), 'record-params', /refused/],
    [
      'a start position instead of a seed',
      () => {
        const { seed: _seed, ...rest } = playKonobi('kb-3', 5).record;
        return { ...rest, start: '.....\n.....\n.....\n.....\n.....' };
      },
      'not-dealt',
      /only dealt games/,
    ],
  ];
  for (const [what, record, code, message] of refusals) {
    it(`refuses ${what} with 400 and a clear message, storing nothing`, async () => {
      const r = await post(record());
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: code, message: expect.stringMatching(message) });
      expect(r.json().message).not.toMatch(/\n\s+at /);
      expect(await app.store.countRecords()).toBe(0);
    });
  }

  it('keeps Konobi out of the high scores', async () => {
    await post(playKonobi('kb-4', 5).record);
    const r = await app.inject({ method: 'GET', url: '/api/scores?game=konobi&params=5' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('no-score');
  });
});

describe('the same record posted twice', () => {
  it('is stored once: the second post answers 200 with the first one’s id and rank', async () => {
    const deal = await issueDeal(app, 'samegame', '4x3c2');
    const { record, score } = playToEnd(deal.seed);
    const first = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record, player: 'Ada', deal: deal.deal },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), score, rank: 1, ranked: { board: 'deals', rank: 1 } });
    // A different spelling of the same moves and params is the same record once canonical.
    const again = await post(
      { ...record, params: '4X3C2', moves: record.moves.map((m) => m.replace(',', ' ')) },
      'Ada',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, score, rank: 1, ranked: { board: 'deals', rank: 1 } });
    expect(await app.store.countRecords()).toBe(1);
    const scores = (await app.inject({ method: 'GET', url: '/api/scores?game=samegame&params=4x3c2' })).json();
    expect(scores.scores).toHaveLength(1);
  });

  it('is stored once for Konobi too, keeping the first finish time', async () => {
    const { record, winner } = playKonobi('dup-2', 5);
    const first = await post(record);
    const finishedAt = (await app.inject({ method: 'GET', url: `/api/records/${first.json().id}` })).json().finishedAt;
    const again = await post(record);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, score: null, rank: null, result: winner });
    expect(await app.store.countRecords()).toBe(1);
    const stored = (await app.inject({ method: 'GET', url: `/api/records/${first.json().id}` })).json();
    expect(stored.finishedAt).toBe(finishedAt);
  });

  it('is a new record when the player, the seed or the moves differ', async () => {
    const { record } = playToEnd('dup-3', '5x4c3', 'first');
    const ids = new Set<number>();
    for (const [body, player] of [
      [record, 'Ada'],
      [record, 'Bo'],
      [playToEnd('dup-3', '5x4c3', 'last').record, 'Ada'],
      [playToEnd('dup-4', '5x4c3', 'first').record, 'Ada'],
      [playKonobi('dup-3', 5).record, 'Ada'],
      [playKonobi('dup-4', 5).record, 'Ada'],
    ] as const) {
      const r = await post(body, player);
      expect(r.statusCode).toBe(201);
      ids.add(r.json().id);
    }
    expect(ids.size).toBe(6);
    expect(await app.store.countRecords()).toBe(6);
  });
});

describe('GET /api/records (history)', () => {
  it('lists a game’s records newest first, with results, scores, move counts; limit and params filter', async () => {
    const posted: { id: number; size: number; winner: string | undefined; moves: number }[] = [];
    for (const [i, size] of [5, 6, 5, 7, 5].entries()) {
      const { record, winner } = playKonobi(`hist-${i}`, size, i % 2 === 0 ? 'first' : 'last');
      const r = await post(record, `p${i}`);
      expect(r.statusCode).toBe(201);
      posted.push({ id: r.json().id, size, winner, moves: record.moves.length });
    }
    // Another game's records stay out of Konobi's history.
    const same = await post(playToEnd('hist-sg').record, 'Sam');
    expect(same.statusCode).toBe(201);

    const r = await history('game=konobi');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.game).toBe('konobi');
    expect(body.params).toBeNull();
    const newestFirst = [...posted].reverse();
    expect(body.records.map((x: { id: number }) => x.id)).toEqual(newestFirst.map((p) => p.id));
    expect(body.records[0]).toEqual({
      id: newestFirst[0]?.id,
      game: 'konobi',
      params: '5',
      gameId: 'konobi:5#hist-4',
      player: 'p4',
      score: null,
      result: newestFirst[0]?.winner,
      finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      moves: newestFirst[0]?.moves,
      players: null,
    });
    for (const [i, row] of (body.records as { result: string; moves: number }[]).entries()) {
      expect(row.result).toBe(newestFirst[i]?.winner);
      expect(row.moves).toBe(newestFirst[i]?.moves);
    }

    const two = (await history('game=konobi&limit=2')).json();
    expect(two.records).toEqual(body.records.slice(0, 2));
    const fives = (await history('game=KONOBI&params=5&limit=100')).json();
    expect(fives.params).toBe('5');
    expect(fives.records.map((x: { id: number }) => x.id)).toEqual(
      newestFirst.filter((p) => p.size === 5).map((p) => p.id),
    );
    const none = (await history('game=konobi&params=13')).json();
    expect(none).toEqual({ game: 'konobi', params: '13', records: [] });

    const scored = (await history('game=samegame')).json();
    expect(scored.records).toEqual([
      expect.objectContaining({ id: same.json().id, score: expect.any(Number), result: null, player: 'Sam' }),
    ]);
  });

  it('answers 10 records by default', async () => {
    for (let i = 0; i < 12; i++) expect((await post(playKonobi(`many-${i}`, 5).record)).statusCode).toBe(201);
    const body = (await history('game=konobi')).json();
    expect(body.records).toHaveLength(10);
    expect(body.records[0].id).toBeGreaterThan(body.records[9].id);
  });

  const bad: [string, string, RegExp][] = [
    ['', 'bad-request', /the query is missing "game"/],
    ['params=5', 'bad-request', /missing "game"/],
    ['game=chess', 'unknown-game', /unknown game "chess" \(known: samegame, shisensho, konobi\)/],
    ['game=konobi&params=3', 'bad-params', /expected \/api\/records\?game=<game>/],
    ['game=konobi&params=big', 'bad-params', /./],
    ['game=konobi&limit=0', 'bad-limit', /limit 0 is out of range: it must be from 1 to 100/],
    ['game=konobi&limit=101', 'bad-limit', /from 1 to 100/],
    ['game=konobi&limit=ten', 'bad-request', /"limit" in the query must be a whole number from 1 to 100/],
    ['game=konobi&limit=1&limit=2', 'bad-request', /"limit" in the query must be a string/],
    ['game=konobi&game=samegame', 'bad-request', /"game" in the query must be a string/],
    ['game=konobi&sort=asc', 'bad-request', /unexpected field "sort"/],
    ['game=', 'bad-request', /"game" in the query must not be empty/],
  ];
  for (const [query, code, message] of bad) {
    it(`refuses ?${query} with 400`, async () => {
      const r = await history(query);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: code, message: expect.stringMatching(message) });
    });
  }
});
