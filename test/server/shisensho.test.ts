// Shisen-Sho on the server: a won game (scrambles included) stored with the time the client claims, best times
// ascending per params, lost and unfinished games refused, bad claims refused; migration 4 on an older database.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shisensho, solveState, winnableDeals } from '../../src/ai/shisensho/index.js';
import type { GameRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import {
  formatMove,
  legalPairs,
  parseParams,
  SCRAMBLE_MOVE,
  type ShisenShoState,
  shisenShoGame,
} from '../../src/games/shisensho/index.js';
import { buildServer } from '../../src/server/app.js';
import { MIGRATIONS, openStore } from '../../src/server/db.js';
import { type IssuedDeal, issueDeal, memoryServer, playToEnd, tempDir } from './fixtures.js';

function deal(params: string, seed: string): ShisenShoState {
  const p = parseParams(params);
  if (!p.ok) throw new Error(`bad params ${params}`);
  return shisensho.newGame(p.value, createRng(seed));
}

/** A won game: `scrambles` scrambles first, then the solver's pairs. */
function wonRecord(seed: string, scrambles = 1, params = '6x4k6'): GameRecord {
  let s = deal(params, seed);
  const moves: string[] = [];
  for (let i = 0; i < scrambles; i++) {
    moves.push('scramble');
    s = shisensho.play(s, SCRAMBLE_MOVE);
  }
  const solved = solveState(s);
  if (solved.solvable !== true) throw new Error('not clearable');
  for (const m of solved.moves) {
    moves.push(formatMove(s, m));
    s = shisensho.play(s, m);
  }
  if (s.tilesLeft !== 0) throw new Error('not cleared');
  return { version: 1, game: 'shisensho', params, seed, moves };
}

/** A game of an unwinnable deal played by the first pair until stuck with tiles left (the first such seed). */
function lostRecord(): GameRecord {
  for (let k = 0; k < 200; k++) {
    const seed = `lost-${k}`;
    let s = deal('8x4k16u', seed);
    const moves: string[] = [];
    for (let pair = legalPairs(s.board)[0]; pair; pair = legalPairs(s.board)[0]) {
      moves.push(formatMove(s, pair));
      s = shisensho.play(s, pair);
    }
    if (s.tilesLeft > 0) return { version: 1, game: 'shisensho', params: '8x4k16u', seed, moves };
  }
  throw new Error('no lost game found');
}

let app: FastifyInstance;

beforeEach(async () => {
  app = await memoryServer();
});

afterEach(async () => {
  await app.close();
});

function post(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/records', payload });
}

describe('POST /api/records for Shisen-Sho (timed)', () => {
  it('stores a won game with a scramble, its claimed time and hints, and the scrambles counted', async () => {
    const record = wonRecord('won-1');
    const r = await post({ record, player: 'Ada', elapsedMs: 61_500, hints: 2 });
    expect(r.statusCode).toBe(201);
    // On a seed of its own: stored, not ranked.
    expect(r.json()).toEqual({ id: expect.any(Number), score: null, rank: null, result: 'won', elapsedMs: 61_500 });
    const stored = await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` });
    expect(stored.json()).toMatchObject({
      ...record,
      player: 'Ada',
      score: null,
      result: 'won',
      elapsedMs: 61_500,
      hints: 2,
      scrambles: 1,
      gameId: 'shisensho:6x4k6#won-1',
    });
    // Posted again (even with another time): the same record, the first claim kept.
    const again = await post({ record, player: 'Ada', elapsedMs: 2000 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: r.json().id, rank: null });
  });

  it('lists the best times of the issued deals by the server’s time, with the claims, hints and scrambles', async () => {
    let clock = Date.parse('2026-11-26T10:00:00Z');
    const timed = await buildServer({ dbPath: ':memory:', webRoot: join(tempDir(), 'no-web'), now: () => clock });
    const dealt = async (params = '6x4k6') => (await issueDeal(timed, 'shisensho', params)) as IssuedDeal;
    const [slow, fast, mid, other] = [await dealt(), await dealt(), await dealt(), await dealt('6x4k6g')];
    const postAt = async (ms: number, d: IssuedDeal, scrambles: number, body: Record<string, unknown>) => {
      clock = Date.parse('2026-11-26T10:00:00Z') + ms;
      const record = wonRecord(d.seed, scrambles, d.params);
      return timed.inject({ method: 'POST', url: '/api/records', payload: { record, deal: d.deal, ...body } });
    };
    // Every claim says one second; the server ranks by what it measured from issuing each deal (times that are
    // not whole seconds, so a rank counted by whole seconds is checked within the second too).
    expect((await postAt(30_500, fast, 2, { player: 'Fast', elapsedMs: 1000, hints: 1 })).json().rank).toBe(1);
    expect((await postAt(90_750, slow, 0, { player: 'Slow', elapsedMs: 1000 })).json().rank).toBe(2);
    const m = await postAt(45_250, mid, 1, { player: 'Mid', elapsedMs: 1000 });
    expect(m.json()).toMatchObject({ rank: 2, elapsedMs: 1000, ranked: { board: 'deals', rank: 2, serverMs: 45_250 } });
    await postAt(1000, other, 0, { player: 'Other', elapsedMs: 1000 });
    const r = await timed.inject({ method: 'GET', url: '/api/scores?game=shisensho&params=6x4k6' });
    expect(r.statusCode).toBe(200);
    const row = (player: string, serverMs: number, hints: number, scrambles: number) =>
      expect.objectContaining({ player, score: null, serverMs, claimedMs: 1000, hints, scrambles });
    expect(r.json()).toEqual({
      game: 'shisensho',
      params: '6x4k6',
      scores: [row('Fast', 30_500, 1, 2), row('Mid', 45_250, 0, 1), row('Slow', 90_750, 0, 0)],
    });
    expect(r.json().scores.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 3]);
    await timed.close();
  });

  it('refuses a lost game and an unfinished one, storing nothing', async () => {
    const lost = await post({ record: lostRecord(), elapsedMs: 5000 });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error).toBe('not-won');
    const won = wonRecord('unfinished');
    const unfinished = await post({ record: { ...won, moves: won.moves.slice(0, 3) }, elapsedMs: 5000 });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().error).toBe('not-won');
    expect(unfinished.json().message).toMatch(
      /removes its 12 pairs, one a move, and this record has 2 moves besides its scrambles/,
    );
    expect(await app.store.countRecords()).toBe(0);
  });

  it('refuses a record too short to be won before dealing it, so a short post costs no deal', async () => {
    // The largest winnable boards take seconds to deal: a record of one move must not make the server deal one.
    const dealt: string[] = [];
    const counting = {
      deal: (...a: Parameters<typeof winnableDeals.deal>) => {
        dealt.push('deal');
        return winnableDeals.deal(...a);
      },
      scramble: winnableDeals.scramble,
    };
    const games = new Map([['shisensho', shisenShoGame(counting)]]);
    const server = await buildServer({
      dbPath: ':memory:',
      webRoot: join(tempDir(), 'no-web'),
      games,
      writeLimit: false,
    });
    const postTo = (record: GameRecord) =>
      server.inject({ method: 'POST', url: '/api/records', payload: { record, elapsedMs: 5000 } });
    const short: GameRecord = {
      version: 1,
      game: 'shisensho',
      params: '32x24k42',
      seed: 'big',
      moves: ['scramble', 'a1 a2'],
    };
    const refused = await postTo(short);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'not-won', message: expect.stringMatching(/384 pairs/) });
    expect((await postTo({ ...short, moves: Array(385).fill('a1 a2') })).json().error).toBe('not-won');
    expect(dealt).toEqual([]);
    // A record with the right count is dealt and replayed as before.
    expect((await postTo(wonRecord('counted', 1))).statusCode).toBe(201);
    expect(dealt).toEqual(['deal']);
    await server.close();
  });

  it.each([
    [{}, 400, 'bad-time', 'needs "elapsedMs"'],
    [{ elapsedMs: 999 }, 400, 'bad-time', 'elapsedMs 999 is out of range'],
    [{ elapsedMs: 86_400_001 }, 400, 'bad-time', 'from 1000 (1 s) to 86400000 (24 h)'],
    [{ elapsedMs: 1500.5 }, 400, 'bad-request', '"elapsedMs" must be an integer'],
    [{ elapsedMs: '5000' }, 400, 'bad-request', '"elapsedMs" must be an integer'],
    [{ elapsedMs: 5000, hints: -1 }, 400, 'bad-hints', 'from 0 to 999'],
    [{ elapsedMs: 5000, hints: 1000 }, 400, 'bad-hints', 'from 0 to 999'],
  ])('refuses the claim %j with a clear 400', async (claim, status, code, text) => {
    const r = await post({ record: wonRecord('claim'), ...claim });
    expect(r.statusCode).toBe(status);
    expect(r.json().error).toBe(code);
    expect(r.json().message).toContain(text);
    expect(await app.store.countRecords()).toBe(0);
  });

  it('keeps SameGame high scores by score, descending, with no time', async () => {
    const d = await issueDeal(app, 'samegame', '4x3c2');
    await post({ record: playToEnd(d.seed).record, elapsedMs: 5000, deal: d.deal });
    const r = await app.inject({ method: 'GET', url: `/api/scores?game=samegame&params=4x3c2` });
    const [row] = r.json().scores;
    expect(row.score).toEqual(expect.any(Number));
    expect(row.serverMs).toBeUndefined();
    expect(row.claimedMs).toBeUndefined();
  });
});

describe('migration 4 on a version-3 database', () => {
  it('carries the rows forward and adds the time columns', async () => {
    const path = join(tempDir(), 'v3.db');
    const db = new Database(path);
    for (const m of MIGRATIONS.slice(0, 3)) db.exec(m);
    db.pragma('user_version = 3');
    const a = playToEnd('v3-a');
    db.prepare(
      `INSERT INTO records (game, params, seed, moves, player, score, finished_at, game_id)
       VALUES (?, ?, ?, ?, 'Ada', ?, '2025-01-01T10:00:00.000Z', ?)`,
    ).run(
      a.record.game,
      a.record.params,
      a.record.seed,
      JSON.stringify(a.record.moves),
      a.score,
      'samegame:4x3c2#v3-a',
    );
    db.close();

    const store = openStore(path);
    expect(store.getRecord(1)).toMatchObject({ player: 'Ada', score: a.score });
    // Kept in the history; not ranked, as no server issued its deal.
    expect(store.topScores('samegame', '4x3c2', 10)).toEqual([]);
    store.close();
    const after = new Database(path);
    expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const columns = (after.prepare('PRAGMA table_info(records)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['elapsed_ms', 'hints', 'scrambles']));
    after.close();

    const server = await buildServer({ dbPath: path, webRoot: join(tempDir(), 'no-web') });
    const r = await server.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: wonRecord('v3-won'), elapsedMs: 12_345 },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().id).toBe(2);
    await server.close();
  });
});
