// The storage interface (storage.ts: records, high scores, ranked deals) answers the same on SQLite and on
// PostgreSQL: one table of cases run against both, a fresh database for each case; and the HTTP API on PostgreSQL.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.js';
import type { NewRecord, RankClaim } from '../../src/server/db.js';
import { openStorage } from '../../src/server/openStorage.js';
import type { Storage } from '../../src/server/storage.js';
import { playToEnd, tempDir } from '../server/fixtures.js';
import { type PgCluster, startPostgres, storageBackends } from './harness.js';

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
const { backends: BACKENDS, close } = storageBackends(() => cluster);
afterAll(async () => {
  await close();
  await cluster?.stop();
});

const samegame = (seed: string, score: number, player = 'Ada', moves = ['a1']): NewRecord => ({
  game: 'samegame',
  params: '4x3c2',
  seed,
  moves,
  player,
  score,
  gameId: `samegame:4x3c2#${seed}`,
});
const shisensho = (seed: string, elapsedMs: number, player = 'Ada'): NewRecord => ({
  game: 'shisensho',
  params: '8x4k1',
  seed,
  moves: ['a1 b1'],
  player,
  result: 'won',
  elapsedMs,
  hints: 1,
  scrambles: 0,
});
/** A verified issued deal (a daily one with `day`), issued at T and received `ms` later. */
const T = Date.parse('2026-11-26T10:00:00Z');
const deal = (ms = 1000, day?: string): RankClaim => ({ issuedAt: T, receivedAt: T + ms, ...(day ? { day } : {}) });

type Case = readonly [string, (s: Storage) => Promise<void>];

const CASES: readonly Case[] = [
  [
    'stores a record and reads it back whole, Unicode and all; unranked without a deal',
    async (s) => {
      const record: NewRecord = {
        game: 'scarabeo',
        params: 'it',
        seed: 'abc',
        moves: ['H8 CASA', 'pass'],
        player: 'Niccolò 🎲',
        score: 42,
        result: 'Niccolò 🎲',
        players: ['Niccolò 🎲', 'Zoë'],
        gameId: 'scarabeo:it#abc',
      };
      const added = await s.records.addRecord(record);
      expect(added).toEqual({ id: 1, finishedAt: expect.any(String), created: true });
      expect(await s.records.getRecord(added.id)).toEqual({ ...record, id: 1, finishedAt: added.finishedAt });
      expect(await s.records.getRecord(2)).toBeUndefined();
      expect(await s.records.countRecords()).toBe(1);
      expect(await s.records.topScores('scarabeo', 'it', 10)).toEqual([]);
    },
  ],
  [
    'keeps an imported start position and a result without a score',
    async (s) => {
      const record: NewRecord = {
        game: 'konobi',
        params: '5',
        start: '5 b...',
        moves: ['c3'],
        player: 'Bo',
        result: 'black',
      };
      const added = await s.records.addRecord(record);
      expect(await s.records.getRecord(added.id)).toEqual({ ...record, id: added.id, finishedAt: added.finishedAt });
      expect(added.rank).toBeUndefined();
    },
  ],
  [
    'stores the same record once: the second add answers the first id and time, created false',
    async (s) => {
      const first = await s.records.addRecord(samegame('x', 100));
      await s.records.addRecord(samegame('y', 200));
      const again = await s.records.addRecord(samegame('x', 100));
      expect(again).toEqual({ id: first.id, finishedAt: first.finishedAt, created: false });
      expect(await s.records.countRecords()).toBe(2);
      // Another player, seed or moves is another record; ids go on without a gap.
      expect(await s.records.addRecord(samegame('x', 100, 'Bo'))).toMatchObject({ id: 3, created: true });
      expect(await s.records.addRecord(samegame('x', 100, 'Ada', ['b1']))).toMatchObject({ id: 4, created: true });
    },
  ],
  [
    'tells long records apart (moves beyond an index entry)',
    async (s) => {
      const long = Array.from({ length: 2000 }, (_, i) => `m${i}`);
      const a = await s.records.addRecord(samegame('long', 5, 'Ada', long));
      const b = await s.records.addRecord(samegame('long', 5, 'Ada', [...long.slice(0, -1), 'other']));
      expect(b.id).not.toBe(a.id);
      expect((await s.records.addRecord(samegame('long', 5, 'Ada', long))).id).toBe(a.id);
      expect((await s.records.getRecord(a.id))?.moves).toEqual(long);
    },
  ],
  [
    'ranks issued deals by score, best first, the earlier first on a tie, and lists the board so',
    async (s) => {
      const ranks = [];
      for (const [seed, score] of [
        ['a', 50],
        ['b', 80],
        ['c', 50],
        ['d', 10],
      ] as const) {
        ranks.push((await s.records.addRecord(samegame(seed, score), deal())).ranking);
      }
      expect(ranks.map((r) => r?.rank)).toEqual([1, 1, 3, 4]);
      expect(ranks[0]).toEqual({ board: 'deals', rank: 1 });
      const top = await s.records.topScores('samegame', '4x3c2', 3);
      expect(top.map((r) => [r.rank, r.score, r.recordId])).toEqual([
        [1, 80, 2],
        [2, 50, 1],
        [3, 50, 3],
      ]);
      expect(top[0]).toEqual({
        rank: 1,
        player: 'Ada',
        score: 80,
        gameId: 'samegame:4x3c2#b',
        recordId: 2,
        finishedAt: new Date(T + 1000).toISOString(),
      });
      expect(await s.records.topScores('samegame', '9x9c9', 3)).toEqual([]);
    },
  ],
  [
    'ranks a deal once: another game of it is stored unranked; a retry of the ranked one keeps its place',
    async (s) => {
      const first = await s.records.addRecord(samegame('d1', 100), deal());
      expect(first).toMatchObject({ id: 1, rank: 1, ranking: { board: 'deals', rank: 1 }, created: true });
      const other = await s.records.addRecord(samegame('d1', 300, 'Bo', ['b1']), deal());
      expect(other).toEqual({
        id: 2,
        finishedAt: expect.any(String),
        ranking: { board: 'deals', rank: null, reason: 'already-ranked' },
        created: true,
      });
      await s.records.addRecord(samegame('d2', 200), deal());
      const retry = await s.records.addRecord(samegame('d1', 100), deal());
      expect(retry).toMatchObject({ id: 1, rank: 2, ranking: { board: 'deals', rank: 2 }, created: false });
      expect((await s.records.topScores('samegame', '4x3c2', 10)).map((r) => r.recordId)).toEqual([3, 1]);
    },
  ],
  [
    'ranks a timed game by the server’s time on the daily board of its day, across and within whole seconds',
    async (s) => {
      const day = '2026-11-26';
      const ranks = [];
      for (const [seed, ms] of [
        ['a', 5_500],
        ['b', 5_200],
        ['c', 4_900],
        ['d', 5_200],
        ['e', 61_000],
      ] as const) {
        ranks.push((await s.records.addRecord(shisensho(seed, 1), deal(ms, day))).ranking);
      }
      expect(ranks.map((r) => r?.rank)).toEqual([1, 1, 1, 3, 5]);
      expect(ranks[0]).toEqual({ board: 'daily', day, rank: 1, serverMs: 5_500 });
      // Another day has a board of its own.
      expect((await s.records.addRecord(shisensho('f', 1), deal(9_000, '2026-11-27'))).ranking?.rank).toBe(1);
      const top = await s.records.topScores('shisensho', '8x4k1', 10, 'time', day);
      expect(top.map((r) => [r.rank, r.serverMs, r.recordId])).toEqual([
        [1, 4_900, 3],
        [2, 5_200, 2],
        [3, 5_200, 4],
        [4, 5_500, 1],
        [5, 61_000, 5],
      ]);
      expect(top[0]).toMatchObject({ score: null, claimedMs: 1, hints: 1, scrambles: 0, gameId: 'shisensho:8x4k1#c' });
      // Nothing on the deals board.
      expect(await s.records.topScores('shisensho', '8x4k1', 10, 'time')).toEqual([]);
    },
  ],
  [
    'gives the rank a count would give, scores spread over many buckets of every level',
    async (s) => {
      // Scores from 0 to about 2^27 (five levels of 64), some repeated: each rank as counting the board says.
      const scores: number[] = [];
      let x = 12345;
      for (let i = 0; i < 60; i++) {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        const score = i % 7 === 3 ? (scores[i - 3] as number) : x % (i % 2 === 0 ? 5000 : 2 ** 27);
        const added = await s.records.addRecord(samegame(`spread-${i}`, score), deal());
        const better = scores.filter((t) => t >= score).length;
        expect(added.rank).toBe(1 + better);
        scores.push(score);
      }
      const top = await s.records.topScores('samegame', '4x3c2', 100);
      expect(top.map((r) => r.score)).toEqual(scores.slice().sort((p, q) => q - p));
    },
  ],
  [
    'lists a game’s history newest first with move counts, by params when given',
    async (s) => {
      await s.records.addRecord(samegame('a', 1, 'Ada', ['a1', 'b1', 'c1']));
      await s.records.addRecord({ ...samegame('b', 2), params: '5x4c3' });
      await s.records.addRecord(shisensho('c', 1000));
      const all = await s.records.recentRecords('samegame', undefined, 10);
      expect(all.map((r) => [r.id, r.params, r.moves])).toEqual([
        [2, '5x4c3', 1],
        [1, '4x3c2', 3],
      ]);
      expect(all[1]).toEqual({
        id: 1,
        game: 'samegame',
        params: '4x3c2',
        gameId: 'samegame:4x3c2#a',
        player: 'Ada',
        score: 1,
        result: null,
        finishedAt: expect.any(String),
        moves: 3,
        players: null,
      });
      expect((await s.records.recentRecords('samegame', '4x3c2', 10)).map((r) => r.id)).toEqual([1]);
      expect((await s.records.recentRecords('samegame', undefined, 1)).map((r) => r.id)).toEqual([2]);
    },
  ],
  [
    'keeps one deal secret: the first stored, whatever is offered later',
    async (s) => {
      expect(await s.dealSecret(Buffer.alloc(32, 1))).toEqual(Buffer.alloc(32, 1));
      expect(await s.dealSecret(Buffer.alloc(32, 2))).toEqual(Buffer.alloc(32, 1));
    },
  ],
];

describe.each(BACKENDS)('storage on %s', (_name, backend) => {
  it.each(CASES)('%s', async (_what, run) => {
    const { storage, done } = await backend.open();
    try {
      await run(storage);
    } finally {
      await done();
    }
  });
});

describe('the server on PostgreSQL (DATABASE_URL)', () => {
  it('stores, lists and ranks records through the API, and keeps them across a restart', async () => {
    const databaseUrl = await cluster.createDatabase();
    const options = { dbPath: ':memory:', databaseUrl, webRoot: join(tempDir(), 'no-web'), writeLimit: false } as const;
    const first = await buildServer(options);
    const { record, score } = playToEnd('pg-1');
    const posted = await first.inject({ method: 'POST', url: '/api/records', payload: { record, player: 'Zoë' } });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ id: 1, score, rank: null });
    const deal = (
      await first.inject({ method: 'POST', url: '/api/deals', payload: { game: 'samegame', params: '4x3c2' } })
    ).json();
    await first.close();

    const second = await buildServer(options);
    expect((await second.inject({ method: 'GET', url: '/api/records/1' })).json()).toMatchObject({
      ...record,
      player: 'Zoë',
      score,
    });
    const again = await second.inject({ method: 'POST', url: '/api/records', payload: { record, player: 'Zoë' } });
    expect(again.statusCode).toBe(200);
    // A deal issued before the restart is ranked after it: the secret is in the database.
    const dealt = playToEnd(deal.seed, '4x3c2');
    const ranked = await second.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: dealt.record, player: 'Bo', deal: deal.deal },
    });
    expect(ranked.statusCode).toBe(201);
    expect(ranked.json().ranked).toEqual({ board: 'deals', rank: 1 });
    const board = (await second.inject({ method: 'GET', url: '/api/scores?game=samegame&params=4x3c2' })).json();
    expect(board.scores).toEqual([expect.objectContaining({ player: 'Bo', recordId: 2, rank: 1 })]);
    expect(await second.store.countRecords()).toBe(2);
    await second.close();
  });

  it('refuses a database it cannot reach with DatabaseOpenError, naming the server but not the password', async () => {
    const url = cluster.url('postgres').replace(`:${cluster.port}/`, ':1/');
    await expect(openStorage({ dbPath: ':memory:', databaseUrl: url })).rejects.toThrow(
      /cannot open the PostgreSQL database 127\.0\.0\.1:1\/postgres/,
    );
    await expect(openStorage({ dbPath: ':memory:', databaseUrl: url })).rejects.not.toThrow(/ludoteca-test/);
  });
});
