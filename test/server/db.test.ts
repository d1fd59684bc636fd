// The SQLite store: migrations on a fresh file, re-run idempotently on restart, data kept, a version-1 file carried
// forward; bad paths refused.
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.js';
import { DatabaseOpenError, MIGRATIONS, openStore, SELECT_SAME } from '../../src/server/db.js';
import { playKonobi, playToEnd, tempDir } from './fixtures.js';

const noWeb = () => join(tempDir(), 'no-web');

describe('migrations', () => {
  it('create the folder, the schema and WAL mode on a fresh file', () => {
    const path = join(tempDir(), 'nested', 'deeper', 'ludoteca.db');
    const store = openStore(path);
    store.close();
    expect(existsSync(path)).toBe(true);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name").all();
    expect(tables).toEqual(
      expect.arrayContaining([{ name: 'records' }, { name: 'ranked_games' }, { name: 'rank_counts' }]),
    );
    // Migration 7: the records' score and time indexes served the old high scores and are gone.
    expect(tables).not.toContainEqual({ name: 'records_scores' });
    expect(tables).not.toContainEqual({ name: 'records_times' });
    db.close();
  });

  it('re-run idempotently on restart, and the stored records survive', async () => {
    const path = join(tempDir(), 'ludoteca.db');
    const { record, score } = playToEnd('restart-1');

    const first = await buildServer({ dbPath: path, webRoot: noWeb() });
    const posted = await first.inject({ method: 'POST', url: '/api/records', payload: { record, player: 'Bo' } });
    expect(posted.statusCode).toBe(201);
    await first.close();

    for (let restart = 0; restart < 2; restart++) {
      const again = await buildServer({ dbPath: path, webRoot: noWeb() });
      const stored = await again.inject({ method: 'GET', url: `/api/records/${posted.json().id}` });
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toMatchObject({ ...record, player: 'Bo', score });
      expect(await again.store.countRecords()).toBe(1);
      await again.close();
    }
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('refuses a database from a newer schema version, leaving it untouched', () => {
    const path = join(tempDir(), 'future.db');
    const db = new Database(path);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openStore(path)).toThrow(DatabaseOpenError);
    expect(() => openStore(path)).toThrow(/newer than this Ludoteca knows/);
  });
});

describe('migration 2 on a version-1 database', () => {
  /** A file as Ludoteca left it before migration 2: the shipped first migration, user_version 1, some rows. */
  function versionOneFile(): { path: string; rows: number } {
    const path = join(tempDir(), 'v1.db');
    const db = new Database(path);
    db.exec(MIGRATIONS[0] as string);
    db.pragma('user_version = 1');
    const insert = db.prepare(
      `INSERT INTO records (game, params, seed, start, moves, player, score, finished_at, game_id)
       VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
    );
    const a = playToEnd('old-a');
    const b = playToEnd('old-b', '5x4c3');
    const row = (r: typeof a, player: string, at: string) =>
      [
        r.record.game,
        r.record.params,
        r.record.seed,
        JSON.stringify(r.record.moves),
        player,
        r.score,
        at,
        `samegame:${r.record.params}#${r.record.seed}`,
      ] as const;
    insert.run(...row(a, 'Ada', '2025-01-01T10:00:00.000Z')); // id 1
    insert.run(...row(b, 'Bo', '2025-01-02T10:00:00.000Z')); // id 2
    insert.run(...row(a, 'Ada', '2025-01-03T10:00:00.000Z')); // id 3: the defect, a second copy of id 1
    insert.run(...row(a, 'Cy', '2025-01-04T10:00:00.000Z')); // id 4: the same game by someone else
    insert.run(...row(b, 'Bo', '2025-01-05T10:00:00.000Z')); // id 5: a second copy of id 2, the last id
    db.close();
    return { path, rows: 5 };
  }

  it('keeps every distinct row with its id, drops the duplicates, and stores games without a score', async () => {
    const { path } = versionOneFile();
    const app = await buildServer({ dbPath: path, webRoot: noWeb() });
    expect(await app.store.countRecords()).toBe(3);
    const first = (await app.inject({ method: 'GET', url: '/api/records/1' })).json();
    expect(first).toMatchObject({
      ...playToEnd('old-a').record,
      id: 1,
      player: 'Ada',
      score: playToEnd('old-a').score,
      finishedAt: '2025-01-01T10:00:00.000Z',
      gameId: 'samegame:4x3c2#old-a',
    });
    expect(first).not.toHaveProperty('result');
    expect((await app.inject({ method: 'GET', url: '/api/records/2' })).json()).toMatchObject({ id: 2, player: 'Bo' });
    expect((await app.inject({ method: 'GET', url: '/api/records/4' })).json()).toMatchObject({ id: 4, player: 'Cy' });
    expect((await app.inject({ method: 'GET', url: '/api/records/3' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/records/5' })).statusCode).toBe(404);

    // The old rows stay in the history, unranked (their seeds were the clients'); re-posting an old game finds it
    // instead of storing it again.
    const scores = (await app.inject({ method: 'GET', url: '/api/scores?game=samegame&params=4x3c2' })).json();
    expect(scores.scores).toEqual([]);
    const repost = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: playToEnd('old-a').record, player: 'Ada' },
    });
    expect(repost.statusCode).toBe(200);
    expect(repost.json().id).toBe(1);

    // A game without a score goes in now, with its result; the id counter went on past the dropped id 5.
    const { record, winner } = playKonobi('after-migration', 5);
    const posted = await app.inject({ method: 'POST', url: '/api/records', payload: { record } });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ id: 6, score: null, rank: null, result: winner });
    const history = (await app.inject({ method: 'GET', url: '/api/records?game=konobi' })).json();
    expect(history.records).toEqual([expect.objectContaining({ id: 6, score: null, result: winner, players: null })]);
    // Migration 3's column: the seats' names a record gives are kept (old rows have none).
    const named = playKonobi('after-migration-named', 5);
    const withNames = await app.inject({
      method: 'POST',
      url: '/api/records',
      payload: { record: { ...named.record, players: ['Ann', 'Ben'] } },
    });
    expect(withNames.statusCode).toBe(201);
    const got = (await app.inject({ method: 'GET', url: `/api/records/${withNames.json().id}` })).json();
    expect(got.players).toEqual(['Ann', 'Ben']);
    expect((await app.inject({ method: 'GET', url: '/api/records/1' })).json()).not.toHaveProperty('players');
    await app.close();

    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").all();
    expect(indexes).toEqual(
      expect.arrayContaining([{ name: 'records_recent' }, { name: 'records_same' }, { name: 'ranked_scores' }]),
    );
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'records_v2'").all()).toEqual([]);
    db.close();
  });

  it('refuses a row with neither a score nor a result, and a second copy of a row, in the database itself', () => {
    const path = join(tempDir(), 'checks.db');
    openStore(path).close();
    const db = new Database(path);
    const insert = db.prepare(
      `INSERT INTO records (game, params, seed, moves, player, score, result, finished_at)
       VALUES ('konobi', '5', 's', '[]', 'x', ?, ?, '2025-01-01T00:00:00.000Z')`,
    );
    expect(() => insert.run(null, null)).toThrow(/CHECK constraint failed/);
    insert.run(null, 'black');
    expect(() => insert.run(null, 'white')).toThrow(/UNIQUE constraint failed/);
    db.close();
  });

  it('finds an earlier copy through the unique index, not by scanning the table', () => {
    const path = join(tempDir(), 'plan.db');
    openStore(path).close();
    const db = new Database(path, { readonly: true });
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${SELECT_SAME}`)
      .all({ game: 'konobi', params: '5', seed: 's', start: null, moves: '[]', player: 'p' }) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING (COVERING )?INDEX records_same/);
    db.close();
  });
});

describe('migration 7 on a version-6 database', () => {
  it('counts only the ranked games: the old records stay in the history, unranked, and stop counting', () => {
    const path = join(tempDir(), 'v6.db');
    const db = new Database(path);
    for (const m of MIGRATIONS.slice(0, 6)) db.exec(m);
    db.pragma('user_version = 6');
    const insert = db.prepare(
      `INSERT INTO records (game, params, seed, moves, player, score, finished_at, game_id)
       VALUES ('samegame', '4x3c2', ?, '[]', 'x', ?, '2026-01-01T00:00:00.000Z', ?)`,
    );
    for (const [seed, score] of [
      ['own-a', 900],
      ['own-b', 800],
      ['dealt', 500],
    ] as const) {
      insert.run(seed, score, `samegame:4x3c2#${seed}`);
    }
    // Migration 6 ranked the third as an issued deal; migration 5's triggers counted all three.
    db.exec(`INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, finished_at)
      VALUES (3, 'deals', NULL, 'samegame', '4x3c2', 'dealt', '[]', 'x', 500, '2026-01-01T00:00:00.000Z')`);
    expect(db.prepare('SELECT SUM(n) AS n FROM rank_counts').get()).toEqual({ n: 3 });
    db.close();

    const store = openStore(path);
    expect(store.topScores('samegame', '4x3c2', 10)).toEqual([
      expect.objectContaining({ rank: 1, score: 500, recordId: 3, gameId: 'samegame:4x3c2#dealt' }),
    ]);
    // A new record of a seed of its own: stored, not ranked, not counted.
    const own = store.addRecord({
      game: 'samegame',
      params: '4x3c2',
      seed: 'own-c',
      moves: [],
      player: 'y',
      score: 999,
    });
    expect(own).toMatchObject({ created: true });
    expect(own.rank).toBeUndefined();
    // Counted on each level of migration 8, by key (minus the score).
    const counts = store.db.prepare('SELECT board, day, game, params, level, bucket, n FROM rank_counts').all();
    expect(counts).toEqual(
      [0, 1, 2, 3, 4].map((level) => ({
        board: 'deals',
        day: '',
        game: 'samegame',
        params: '4x3c2',
        level,
        bucket: Math.floor(-500 / 64 ** level),
        n: 1,
      })),
    );
    // A ranked game of a new deal counts, and ranks against the ranked games only.
    const dealt = store.addRecord(
      { game: 'samegame', params: '4x3c2', seed: 'dealt-2', moves: [], player: 'z', score: 600 },
      { issuedAt: 0, receivedAt: 1 },
    );
    expect(dealt).toMatchObject({ rank: 1, ranking: { board: 'deals', rank: 1 } });
    expect(store.db.prepare('SELECT SUM(n) AS n FROM rank_counts WHERE level = 0').get()).toEqual({ n: 2 });
    store.close();
  });
});

describe('checkpoints', () => {
  it('are made by a worker thread, not by the connection that writes (whose own threshold is a fallback)', async () => {
    const path = join(tempDir(), 'checkpoints.db');
    const store = openStore(path);
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    const before = statSync(path).size;
    // A few hundred pages of records: far below any threshold, so only a checkpoint moves them into the file.
    const moves = Array.from({ length: 300 }, (_, i) => `${i},${i}`);
    for (let i = 0; i < 300; i++) {
      store.addRecord({ game: 'samegame', params: '4x3c2', seed: `c${i}`, moves, player: 'x', score: i });
    }
    const deadline = Date.now() + 10_000;
    while (statSync(path).size === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(statSync(path).size).toBeGreaterThan(before);
    store.close();
  });
});

describe('paths that cannot be opened', () => {
  it('refuses a file that is not a database with one clear error', () => {
    const path = join(tempDir(), 'not-a-db.db');
    writeFileSync(path, 'this is not SQLite, just text long enough to have a header of sorts'.repeat(20));
    expect(() => openStore(path)).toThrow(DatabaseOpenError);
  });

  it('refuses a path under a file', () => {
    const file = join(tempDir(), 'plain-file');
    writeFileSync(file, 'x');
    expect(() => openStore(join(file, 'ludoteca.db'))).toThrow(/cannot open the database/);
  });

  it.skipIf(process.getuid?.() === 0)('refuses a folder without write permission', () => {
    const dir = join(tempDir(), 'locked');
    mkdirSync(dir);
    chmodSync(dir, 0o500);
    expect(() => openStore(join(dir, 'ludoteca.db'))).toThrow(DatabaseOpenError);
  });
});
