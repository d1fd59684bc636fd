// Ranked deals: only server-issued deals are ranked, each once (the first to post it), with a timed game's time
// measured by the server from issue to post; the daily deal is the same for everyone and has its own board.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { isSeed } from '../../src/core/gameId.js';
import type { GameRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import { formatMove, parseParams } from '../../src/games/shisensho/index.js';
import { buildServer } from '../../src/server/app.js';
import { MIGRATIONS } from '../../src/server/db.js';
import { playToEnd, tempDir } from './fixtures.js';

interface Deal {
  game: string;
  params: string;
  seed: string;
  gameId: string;
  deal: string;
  day?: string;
}

let clock = Date.parse('2026-11-26T10:00:00Z');
const apps: FastifyInstance[] = [];

async function server(dbPath = ':memory:'): Promise<FastifyInstance> {
  const app = await buildServer({ dbPath, webRoot: join(tempDir(), 'no-web'), writeLimit: false, now: () => clock });
  apps.push(app);
  return app;
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  clock = Date.parse('2026-11-26T10:00:00Z');
});

async function issue(app: FastifyInstance, game: string, params?: string): Promise<Deal> {
  const r = await app.inject({ method: 'POST', url: '/api/deals', payload: { game, ...(params ? { params } : {}) } });
  expect(r.statusCode).toBe(201);
  return r.json() as Deal;
}

function post(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/records', payload: body });
}

/** A won Shisen-Sho game of a deal, by the solver. */
function won(deal: Deal): GameRecord {
  const p = parseParams(deal.params);
  if (!p.ok) throw new Error(deal.params);
  let s = shisensho.newGame(p.value, createRng(deal.seed));
  const solved = solveState(s);
  if (solved.solvable !== true) throw new Error('not clearable');
  const moves: string[] = [];
  for (const m of solved.moves) {
    moves.push(formatMove(s, m));
    s = shisensho.play(s, m);
  }
  return { version: 1, game: 'shisensho', params: deal.params, seed: deal.seed, moves };
}

describe('issued deals', () => {
  it('a deal is a fresh server seed with a signed token; each POST gives another', async () => {
    const app = await server();
    const a = await issue(app, 'samegame', '4x3c2');
    const b = await issue(app, 'samegame', '4x3c2');
    expect(isSeed(a.seed)).toBe(true);
    expect(a.seed).toMatch(/^[a-z2-9]{12}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(a.gameId).toBe(`samegame:4x3c2#${a.seed}`);
    expect(a.deal).toMatch(/^1\.samegame\.4x3c2\./);
  });

  it('ranks a deal once: the first to post it; the same game under another name goes to history unranked', async () => {
    const app = await server();
    const deal = await issue(app, 'samegame', '4x3c2');
    const { record, score } = playToEnd(deal.seed, '4x3c2');
    const first = await post(app, { record, player: 'Ann', deal: deal.deal });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rank: 1, ranked: { board: 'deals', rank: 1 } });
    const copy = await post(app, { record, player: 'Bob', deal: deal.deal });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ rank: null, ranked: { board: 'deals', rank: null, reason: 'already-ranked' } });
    // The same game without the token, under a third name: stored, not ranked.
    const bare = await post(app, { record, player: 'Cy' });
    expect(bare.json()).toMatchObject({ rank: null });
    expect(bare.json().ranked).toBeUndefined();
    const retry = await post(app, { record, player: 'Ann', deal: deal.deal });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ rank: 1, ranked: { board: 'deals', rank: 1 } });
    const board = await app.inject({ url: '/api/scores?game=samegame&params=4x3c2' });
    expect(board.json().scores).toEqual([
      expect.objectContaining({ rank: 1, player: 'Ann', score, gameId: deal.gameId, recordId: first.json().id }),
    ]);
    const history = await app.inject({ url: '/api/records?game=samegame' });
    expect(history.json().records.map((r: { player: string }) => r.player)).toEqual(['Cy', 'Bob', 'Ann']);
  });

  it('a game on a seed the client chose is stored in history but not ranked', async () => {
    const app = await server();
    const r = await post(app, { record: playToEnd('lucky', '4x3c2').record, player: 'Eve' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ rank: null });
    expect(r.json().ranked).toBeUndefined();
    const board = await app.inject({ url: '/api/scores?game=samegame&params=4x3c2' });
    expect(board.json().scores).toEqual([]);
  });

  it('refuses a forged, mismatched or expired token, storing nothing', async () => {
    const app = await server();
    const deal = await issue(app, 'samegame', '4x3c2');
    const { record } = playToEnd(deal.seed, '4x3c2');
    const forged = deal.deal.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await issue(app, 'samegame', '4x3c2');
    for (const token of [forged, other.deal, 'nonsense', `${deal.deal}.x`]) {
      const r = await post(app, { record, player: 'Eve', deal: token });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe('bad-deal');
    }
    clock += 25 * 60 * 60 * 1000;
    const late = await post(app, { record, player: 'Eve', deal: deal.deal });
    expect(late.json()).toEqual({
      error: 'bad-deal',
      message: 'the record was refused: its deal was issued more than 24 hours ago',
    });
    expect(await app.store.countRecords()).toBe(0);
  });

  it('ranks a Shisen-Sho deal by the time the server measured, keeping the claimed time as information', async () => {
    const app = await server();
    const slow = await issue(app, 'shisensho', '6x4k6');
    const fast = await issue(app, 'shisensho', '6x4k6');
    clock += 60_000;
    const a = await post(app, { record: won(fast), player: 'Fast', elapsedMs: 59_000, deal: fast.deal });
    expect(a.json().ranked).toEqual({ board: 'deals', rank: 1, serverMs: 60_000 });
    clock += 30_000;
    // Claims one second, but the server issued the deal 90 s ago: ranked after the 60 s game.
    const b = await post(app, { record: won(slow), player: 'Boaster', elapsedMs: 1000, deal: slow.deal });
    expect(b.json().ranked).toEqual({ board: 'deals', rank: 2, serverMs: 90_000 });
    const board = await app.inject({ url: '/api/scores?game=shisensho&params=6x4k6' });
    expect(board.json().scores.map((s: { player: string; serverMs: number; claimedMs: number }) => s)).toEqual([
      expect.objectContaining({ rank: 1, player: 'Fast', serverMs: 60_000, claimedMs: 59_000 }),
      expect.objectContaining({ rank: 2, player: 'Boaster', serverMs: 90_000, claimedMs: 1000 }),
    ]);
  });

  it('a game without a score or time has no deals', async () => {
    const app = await server();
    const r = await app.inject({ method: 'POST', url: '/api/deals', payload: { game: 'konobi' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('no-score');
  });

  it('the secret survives a restart: a deal issued before it is ranked after it', async () => {
    const path = join(tempDir(), 'deals.db');
    const before = await server(path);
    const deal = await issue(before, 'samegame', '4x3c2');
    await before.close();
    const after = await server(path);
    const r = await post(after, { record: playToEnd(deal.seed, '4x3c2').record, deal: deal.deal });
    expect(r.json().ranked).toEqual({ board: 'deals', rank: 1 });
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
    expect(MIGRATIONS.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the daily deal', () => {
  it('is the same for everyone all day, another the next day, and has its own board', async () => {
    const app = await server();
    const a = (await app.inject({ url: '/api/daily?game=samegame' })).json() as Deal;
    clock += 60_000;
    const b = (await app.inject({ url: '/api/daily?game=samegame' })).json() as Deal;
    expect(a.day).toBe('2026-11-26');
    expect(b.seed).toBe(a.seed);
    expect(b.params).toBe('15x10c4');
    const first = playToEnd(a.seed, '15x10c4', 'first');
    const last = playToEnd(a.seed, '15x10c4', 'last');
    expect((await post(app, { record: first.record, player: 'Ann', deal: a.deal })).json().ranked).toMatchObject({
      board: 'daily',
      day: '2026-11-26',
    });
    // The same moves again under another name are not ranked; another game of the same deal is.
    expect((await post(app, { record: first.record, player: 'Bob', deal: b.deal })).json().ranked.reason).toBe(
      'already-ranked',
    );
    expect((await post(app, { record: last.record, player: 'Cy', deal: b.deal })).json().ranked.rank).not.toBeNull();
    const board = (await app.inject({ url: '/api/daily/scores?game=samegame' })).json();
    expect(board.day).toBe('2026-11-26');
    expect(board.scores.map((s: { player: string }) => s.player).sort()).toEqual(['Ann', 'Cy']);
    expect((await app.inject({ url: '/api/scores?game=samegame&params=15x10c4' })).json().scores).toEqual([]);
    clock += 24 * 60 * 60 * 1000;
    const tomorrow = (await app.inject({ url: '/api/daily?game=samegame' })).json() as Deal;
    expect(tomorrow.day).toBe('2026-11-27');
    expect(tomorrow.seed).not.toBe(a.seed);
    expect((await app.inject({ url: '/api/daily/scores?game=samegame' })).json().scores).toEqual([]);
    expect((await app.inject({ url: '/api/daily/scores?game=samegame&day=2026-11-26' })).json().scores).toHaveLength(2);
  });

  it('refuses a day that is not on the calendar, rather than answer an empty board for it', async () => {
    const app = await server();
    for (const day of ['2026-02-30', '2026-13-01', '2026-11-00']) {
      const r = await app.inject({ url: `/api/daily/scores?game=samegame&day=${day}` });
      expect([day, r.statusCode, r.json()]).toEqual([
        day,
        400,
        { error: 'bad-day', message: expect.stringContaining(`${day} is not a day of the calendar`) },
      ]);
    }
    expect((await app.inject({ url: '/api/daily/scores?game=samegame&day=2028-02-29' })).statusCode).toBe(200);
  });
});
