// SQLite's migrations are written from the schema both databases share (src/server/schema.ts), and a migration a
// database has already run must not change: its text is held here to what shipped, byte for byte (SQLite keeps
// each CREATE's text in sqlite_schema, so a new database must get the very text an old one has). PostgreSQL's
// side of the same promise is test/pg/schema.test.ts.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { MyGame } from '../../src/online/protocol.js';
import { MIGRATIONS, openStore, TOP_TIMES } from '../../src/server/db.js';
import { hashToken } from '../../src/server/online/tokens.js';
import { Client, post, startServer } from '../online/harness.js';

/** SHA-256 of each migration's text as it shipped (migrations 1 to 10, before schema.ts wrote them). */
const SHIPPED = [
  '32ae705b2967a0c9793ab9da1ebac7228bb7f6abc11ab4e30b10cbc478894d4e',
  '1f923ac68fb039a85016a0d70981599d8632c90ab5726dad2fe3c62c9d642ed8',
  '2ec80a4568d28daf7373522f375702e3ddef79855782707c2394f9d826349184',
  '753b57f179916184074b66923e4f80c3be735020e36210825c3d99e1c18a38e0',
  'f3fd1a1ad20dd2db1e1e1fdce715dad15fbe099cbef4a038c6521898d4ea3041',
  'b5c4bf43544da36eb6b5c1498d596f90115b0e6868a7eb95bf311ada1068aeca',
  'ce59496c434e5dced9edb3d2c53c7eb24965dfda67da88ac89bbcebd40eb0486',
  '4fdee5b6f12987f8dc688c48b800ba5fe3112cdefe0f13fbb6e414f9e1025d5c',
  '2ae5934f9e0b40856e675d29abfde9ccaf0310c9bbf1b3411c3265465685fb05',
  '896dcbbeed1ceafeca680574d9a6e18bc9f507ff9b33c79ffdf1c340d2d62e08',
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Migration 8 as it shipped (its counts of every level grouped from the ranked games). */
const SHIPPED_8: string = JSON.parse(
  readFileSync(new URL('../fixtures/server/sqlite-migration-8-shipped.json', import.meta.url), 'utf8'),
).migration;

describe('SQLite migrations written from the shared schema', () => {
  it('are, for every migration that has shipped, the very text it shipped with (but 8, below)', () => {
    const texts = MIGRATIONS.slice(0, SHIPPED.length).map(sha256);
    expect(texts.filter((_, i) => i !== 7)).toEqual(SHIPPED.filter((_, i) => i !== 7));
    expect(texts[7]).not.toBe(SHIPPED[7]);
    expect(sha256(SHIPPED_8)).toBe(SHIPPED[7]);
  });

  it('8, rewritten to sum levels 1-4 from level 0, makes the database the text it shipped with made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-schema-'));
    try {
      // A version-7 database with ranked games of both kinds, on both boards and several days: keys from -3000
      // (a score) to 2^31 (a long time), so every level has buckets of its own and some shared.
      const v7 = new Database(join(dir, 'v7.db'));
      for (const m of MIGRATIONS.slice(0, 7)) v7.exec(m);
      const record = v7.prepare(
        `INSERT INTO records (game, params, seed, moves, player, score, result, finished_at, elapsed_ms)
         VALUES (?, 'p', ?, '[]', 'x', ?, ?, '${T}', ?)`,
      );
      const ranked = v7.prepare(
        `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms, finished_at)
         VALUES (?, ?, ?, ?, 'p', ?, '[]', 'x', ?, ?, '${T}')`,
      );
      const TIMES = [1, 63, 64, 4095, 4096, 262_144, 2 ** 31];
      v7.exec('BEGIN');
      for (let i = 0; i < 3000; i++) {
        const timed = i % 3 === 0;
        const game = timed ? 'shisensho' : 'samegame';
        const score = timed ? null : (i * 7919) % 3001;
        const ms = timed ? (TIMES[i % 7] ?? 0) + (i % 11) : null;
        const day = i % 4 === 0 ? `2026-01-0${1 + (i % 3)}` : null;
        const id = Number(record.run(game, `s${i}`, score, timed ? 'won' : null, ms).lastInsertRowid);
        ranked.run(id, day ? 'daily' : 'deals', day, game, `s${i}`, score, ms);
      }
      v7.exec('COMMIT');
      v7.close();
      const migrated = (path: string, eighth: string) => {
        copyFileSync(join(dir, 'v7.db'), path);
        const db = new Database(path);
        db.exec(eighth);
        const counts = db.prepare('SELECT * FROM rank_counts ORDER BY board, day, game, params, level, bucket').all();
        const schema = schemaOf(db);
        db.close();
        return { counts, schema };
      };
      const before = migrated(join(dir, 'shipped.db'), SHIPPED_8);
      const now = migrated(join(dir, 'now.db'), MIGRATIONS[7] as string);
      expect(before.counts.length).toBeGreaterThan(1000);
      expect(now.counts).toEqual(before.counts);
      expect(now.schema).toEqual(before.schema);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const T = '2026-01-01T00:00:00.000Z';

/** A database at version `version` made by the migrations before it, with scored and timed ranked games. */
function databaseAt(path: string, version: number): void {
  const db = new Database(path);
  for (const m of MIGRATIONS.slice(0, version)) db.exec(m);
  db.pragma(`user_version = ${version}`);
  const record = db.prepare(
    `INSERT INTO records (game, params, seed, moves, player, score, result, finished_at, game_id, elapsed_ms)
     VALUES (?, ?, ?, '[]', ?, ?, ?, '${T}', ?, ?)`,
  );
  const ranked = db.prepare(
    `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, '${T}')`,
  );
  const games: [game: string, params: string, seed: string, player: string, score: number | null, ms: number | null][] =
    [
      ['samegame', '4x3c2', 's1', 'Ada', 500, null],
      ['samegame', '4x3c2', 's2', 'Bo', 700, null],
      ['shisensho', '4x4', 't1', 'Cy', null, 90_000],
      ['shisensho', '4x4', 't2', 'Di', null, 45_000],
      ['shisensho', '4x4', 't3', 'Ed', null, 45_000],
    ];
  for (const [game, params, seed, player, score, ms] of games) {
    const id = Number(
      record.run(game, params, seed, player, score, score === null ? 'won' : null, `${game}:${params}#${seed}`, ms)
        .lastInsertRowid,
    );
    ranked.run(id, 'deals', null, game, params, seed, player, score, score === null ? ms : null);
  }
  db.close();
}

const schemaOf = (db: Database.Database) =>
  db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all();

describe('migration 11 on a version-10 database (the last before it)', () => {
  it('keeps every row and rank, and leaves the schema of a database made new', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-schema-'));
    try {
      databaseAt(join(dir, 'v10.db'), 10);
      const store = openStore(join(dir, 'v10.db'));
      const fresh = openStore(join(dir, 'new.db'));
      expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(schemaOf(store.db)).toEqual(schemaOf(fresh.db));
      expect(store.topScores('samegame', '4x3c2', 10).map((r) => [r.rank, r.player, r.score])).toEqual([
        [1, 'Bo', 700],
        [2, 'Ada', 500],
      ]);
      expect(store.topScores('shisensho', '4x4', 10, 'time').map((r) => [r.rank, r.player, r.serverMs])).toEqual([
        [1, 'Di', 45_000],
        [2, 'Ed', 45_000],
        [3, 'Cy', 90_000],
      ]);
      // A new timed game ranks among them, ties and all (the count of its ties reads the partial index).
      const timed = store.addRecord(
        { game: 'shisensho', params: '4x4', seed: 't4', moves: ['x'], player: 'Fa', result: 'won', elapsedMs: 50_000 },
        { issuedAt: 0, receivedAt: 45_000 },
      );
      expect(timed.ranking).toMatchObject({ board: 'deals', rank: 3, serverMs: 45_000 });
      expect(
        store.addRecord(
          {
            game: 'shisensho',
            params: '4x4',
            seed: 't4',
            moves: ['x'],
            player: 'Fa',
            result: 'won',
            elapsedMs: 50_000,
          },
          { issuedAt: 0, receivedAt: 45_000 },
        ).ranking,
      ).toMatchObject({ rank: 3 });
      await store.close();
      await fresh.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes ranked_times hold the timed games only, and the timed board and its ties still read it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-schema-'));
    try {
      databaseAt(join(dir, 'v10.db'), 10);
      const store = openStore(join(dir, 'v10.db'));
      const plan = (sql: string) =>
        (
          store.db
            .prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .all({ board: 'deals', day: '', game: 'shisensho', params: '4x4', limit: 10, serverMs: 1, id: 1 }) as {
            detail: string;
          }[]
        )
          .map((r) => r.detail)
          .join('; ');
      expect(plan(TOP_TIMES)).toMatch(/USING INDEX ranked_times\b/);
      expect(plan(TOP_TIMES)).not.toMatch(/TEMP B-TREE/);
      expect(
        plan(`SELECT COUNT(*) FROM ranked_games WHERE board = @board AND ifnull(day, '') = @day AND game = @game
          AND params = @params AND server_ms = @serverMs AND record_id < @id`),
      ).toMatch(/ranked_times/);
      // Its scored games are left out of the index itself.
      expect(store.db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'ranked_times'").get()).toEqual({
        sql: expect.stringMatching(/WHERE server_ms IS NOT NULL$/),
      });
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 12 on a version-11 database (online games before their ending was kept)', () => {
  it('opens and plays on: an old finished game reads "over" with no ending, one ended since says how', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-schema-'));
    try {
      const path = join(dir, 'v11.db');
      databaseAt(path, 11);
      // Two Konobi games between Ada and Bo as version 11 stored them: one Bo resigned, one in progress.
      const [ada, bo] = ['adaTokenAAAAAAAAAAAAAA', 'boTokenBBBBBBBBBBBBBBBB'];
      const old = new Database(path);
      const game = old.prepare(
        `INSERT INTO online_games (id, game, params, seed, clock, listed, created_at, updated_at, version, to_move,
           over, free_seats) VALUES (?, 'konobi', '5', 'seed', '{"kind":"none"}', 0, ?, ?, ?, ?, ?, 0)`,
      );
      const seat = old.prepare(
        `INSERT INTO online_seats (game_id, seat, kind, token_hash, name) VALUES (?, ?, 'person', ?, ?)`,
      );
      game.run('oldfinishedgame1', 1000, 2000, 1, null, 1);
      game.run('oldplayinggame01', 1000, 1000, 0, 0, 0);
      for (const id of ['oldfinishedgame1', 'oldplayinggame01']) {
        seat.run(id, 0, hashToken(ada), 'Ada');
        seat.run(id, 1, hashToken(bo), 'Bo');
      }
      old
        .prepare(`INSERT INTO online_events (game_id, version, kind, seat, at) VALUES (?, 1, 'resign', 1, 2000)`)
        .run('oldfinishedgame1');
      old.close();

      const store = openStore(path);
      const fresh = openStore(join(dir, 'new.db'));
      expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(schemaOf(store.db)).toEqual(schemaOf(fresh.db));
      await store.close();
      await fresh.close();

      const server = await startServer({ dbPath: path });
      try {
        const mine = async () =>
          new Map(
            (await post<{ games: MyGame[] }>(server, '/api/online/mine', { tokens: [ada] })).body.games.map((g) => [
              g.id,
              g,
            ]),
          );
        let games = await mine();
        // Ended before the column: "over", without an ending (its page, which replays the events, still says).
        expect(games.get('oldfinishedgame1')).toMatchObject({ status: 'over', end: null });
        expect(games.get('oldplayinggame01')).toMatchObject({ status: 'playing', yourTurn: true, end: null });
        const b = await Client.open(server);
        expect(await b.hello('oldplayinggame01', bo)).toMatchObject({ seat: 1, status: 'playing' });
        await b.ask({ type: 'resign', id: 'r1' }, 'ack');
        await b.close();
        games = await mine();
        expect(games.get('oldplayinggame01')).toMatchObject({
          status: 'over',
          end: { reason: 'resign', seat: 1, winners: [0], result: 'black' },
        });
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 13 on a version-12 database (online games before a pending history entry was kept)', () => {
  it('writes no history entry again for a game that ended before it, and keeps one for a game ended since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludoteca-schema-'));
    try {
      const path = join(dir, 'v12.db');
      databaseAt(path, 12);
      // Two Konobi games between Ada and Bo as version 12 stored them: one Bo resigned, one in progress.
      const [ada, bo] = ['adaTokenAAAAAAAAAAAAAA', 'boTokenBBBBBBBBBBBBBBBB'];
      const old = new Database(path);
      const game = old.prepare(
        `INSERT INTO online_games (id, game, params, seed, clock, listed, created_at, updated_at, version, to_move,
           over, free_seats, ending) VALUES (?, 'konobi', '5', ?, '{"kind":"none"}', 0, ?, ?, ?, ?, ?, 0, ?)`,
      );
      const seat = old.prepare(
        `INSERT INTO online_seats (game_id, seat, kind, token_hash, name) VALUES (?, ?, 'person', ?, ?)`,
      );
      const ending = JSON.stringify({ reason: 'resign', seat: 1, winners: [0], result: 'black' });
      game.run('oldfinishedgame1', 'old', 1000, 2000, 1, null, 1, ending);
      game.run('oldplayinggame01', 'new', 1000, 1000, 0, 0, 0, null);
      for (const id of ['oldfinishedgame1', 'oldplayinggame01']) {
        seat.run(id, 0, hashToken(ada), 'Ada');
        seat.run(id, 1, hashToken(bo), 'Bo');
      }
      old
        .prepare(`INSERT INTO online_events (game_id, version, kind, seat, at) VALUES (?, 1, 'resign', 1, 2000)`)
        .run('oldfinishedgame1');
      old.close();

      const store = openStore(path);
      const fresh = openStore(join(dir, 'new.db'));
      expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(schemaOf(store.db)).toEqual(schemaOf(fresh.db));
      await store.close();
      await fresh.close();

      const server = await startServer({ dbPath: path });
      try {
        // The game in progress ends after the upgrade: its entry goes to the history.
        const b = await Client.open(server);
        expect(await b.hello('oldplayinggame01', bo)).toMatchObject({ seat: 1, status: 'playing' });
        await b.ask({ type: 'resign', id: 'r1' }, 'ack');
        await b.close();
      } finally {
        await server.close();
      }
      // A server started on it again finds nothing pending: the game that ended before the upgrade (whose entry
      // was written then, or lost for good) is not written now; the one ended since is there once.
      const again = await startServer({ dbPath: path });
      await again.close();
      const after = new Database(path);
      const konobi = after.prepare("SELECT seed FROM records WHERE game = 'konobi'").all();
      const pending = after.prepare('SELECT id FROM online_games WHERE history_pending = 1').all();
      after.close();
      expect(konobi).toEqual([{ seed: 'new' }]);
      expect(pending).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
