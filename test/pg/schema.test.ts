// PostgreSQL's migrations, written from the schema both databases share (src/server/schema.ts): a database made
// by the migrations as they shipped (the text is kept in test/fixtures/server) and then upgraded by the code ends
// up with the very catalog of one the code makes new (columns, constraints, indexes, triggers, functions), its
// rows and ranks kept (an online game that ended before migration 5 kept endings is listed without one); and the
// plan of a timed board reads the partial ranked_times of migration 4.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/server/openStorage.js';
import { PG_MIGRATIONS } from '../../src/server/pg/migrations.js';
import { TIME_TIES, TOP_TIMES } from '../../src/server/pg/records.js';
import { type PgCluster, startPostgres } from './harness.js';

/** PostgreSQL's migrations 1 to 3 as they shipped (before schema.ts wrote them). */
const SHIPPED: readonly string[] = JSON.parse(
  readFileSync(new URL('../fixtures/server/pg-migrations-shipped.json', import.meta.url), 'utf8'),
).migrations;

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
});

async function withClient<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** Everything the migrations make, as text, in a stable order. */
const CATALOG = `
  SELECT 'column' AS kind, table_name || '.' || column_name AS name,
    concat_ws(' ', ordinal_position, data_type, is_nullable, column_default, is_identity, identity_generation) AS def
  FROM information_schema.columns WHERE table_schema = 'public'
  UNION ALL SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL SELECT 'constraint', conrelid::regclass || '.' || conname, pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT 'trigger', tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'function', proname, pg_get_functiondef(oid) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
  ORDER BY 1, 2`;
const catalogOf = (url: string) => withClient(url, async (c) => (await c.query(CATALOG)).rows);

describe('PostgreSQL migrations written from the shared schema', () => {
  it('carry a database made by the shipped migrations to the catalog of a new one, its rows and ranks kept', async () => {
    expect(SHIPPED).toHaveLength(3);
    const old = await cluster.createDatabase();
    await withClient(old, async (c) => {
      // As connect.ts's migrate did then: each migration, and the version, in one transaction.
      await c.query('BEGIN');
      await c.query('CREATE TABLE ludoteca_schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)');
      for (const m of SHIPPED) await c.query(m);
      await c.query('INSERT INTO ludoteca_schema (id, version) VALUES (1, 3)');
      await c.query('COMMIT');
      const T = '2026-01-01T00:00:00.000Z';
      const games: [string, string, string, string, number | null, number | null][] = [
        ['samegame', '4x3c2', 's1', 'Ada', 500, null],
        ['samegame', '4x3c2', 's2', 'Bo', 700, null],
        ['shisensho', '4x4', 't1', 'Cy', null, 90_000],
        ['shisensho', '4x4', 't2', 'Di', null, 45_000],
      ];
      for (const [game, params, seed, player, score, ms] of games) {
        const id = (
          await c.query<{ id: number }>(
            `INSERT INTO records (game, params, seed, moves, player, score, result, finished_at, game_id, elapsed_ms)
             VALUES ($1, $2, $3, '[]', $4, $5, $6, $7, $8, $9) RETURNING id`,
            [game, params, seed, player, score, score === null ? 'won' : null, T, `${game}:${params}#${seed}`, ms],
          )
        ).rows[0]?.id;
        await c.query(
          `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms,
             finished_at) VALUES ($1, 'deals', NULL, $2, $3, $4, '[]', $5, $6, $7, $8)`,
          [id, game, params, seed, player, score, ms, T],
        );
      }
      // An online game Bo resigned, stored before its ending was kept (migration 5).
      await c.query(
        `INSERT INTO online_games (id, game, params, seed, clock, listed, created_at, updated_at, version, to_move,
           over, free_seats) VALUES ('oldfinishedgame1', 'konobi', '5', 'seed', '{"kind":"none"}', false, 1000,
           2000, 1, NULL, true, 0)`,
      );
      await c.query(
        `INSERT INTO online_seats (game_id, seat, kind, token_hash, name)
         VALUES ('oldfinishedgame1', 0, 'person', 'h-ada', 'Ada'), ('oldfinishedgame1', 1, 'person', 'h-bo', 'Bo')`,
      );
    });
    const fresh = await cluster.createDatabase();
    const upgraded = await openStorage({ dbPath: ':memory:', databaseUrl: old });
    const made = await openStorage({ dbPath: ':memory:', databaseUrl: fresh });
    try {
      const [a, b] = [await catalogOf(old), await catalogOf(fresh)];
      expect(a.length).toBeGreaterThan(50);
      expect(a).toEqual(b);
      expect(a).toContainEqual(
        expect.objectContaining({
          name: 'ranked_times',
          def: expect.stringMatching(/WHERE \(server_ms IS NOT NULL\)$/),
        }),
      );
      expect(await withClient(old, async (c) => (await c.query('SELECT version FROM ludoteca_schema')).rows)).toEqual([
        { version: PG_MIGRATIONS.length },
      ]);
      const scores = await upgraded.records.topScores('samegame', '4x3c2', 10);
      expect(scores.map((r) => [r.rank, r.player, r.score])).toEqual([
        [1, 'Bo', 700],
        [2, 'Ada', 500],
      ]);
      const times = await upgraded.records.topScores('shisensho', '4x4', 10, 'time');
      expect(times.map((r) => [r.rank, r.player, r.serverMs])).toEqual([
        [1, 'Di', 45_000],
        [2, 'Cy', 90_000],
      ]);
      // A timed game ranked after the upgrade: among them, its tie counted.
      const added = await upgraded.records.addRecord(
        { game: 'shisensho', params: '4x4', seed: 't3', moves: ['x'], player: 'Ed', result: 'won', elapsedMs: 1 },
        { issuedAt: 0, receivedAt: 45_000 },
      );
      expect(added.ranking).toMatchObject({ board: 'deals', rank: 2, serverMs: 45_000 });
      // The old online game is listed over, with no ending: nothing to say it by but its events.
      const [finished] = await upgraded.online.findByTokens(['h-ada']);
      expect(finished).toMatchObject({ id: 'oldfinishedgame1', over: true });
      expect(finished?.end).toBeUndefined();
      // The timed board and a tie's count read the partial ranked_times (the table is too small for the planner
      // to choose an index by itself: a scan of it is made dear).
      const plans = await withClient(old, async (c) => {
        await c.query('SET enable_seqscan = off');
        const plan = async (sql: string, values: unknown[]) =>
          (await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values)).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
        return [
          await plan(TOP_TIMES, ['deals', '', 'shisensho', '4x4', 10]),
          await plan(TIME_TIES, ['deals', '', 'shisensho', '4x4', 45_000, 9]),
        ];
      });
      for (const plan of plans) expect(plan).toMatch(/Index (Only )?Scan using ranked_times on ranked_games/);
    } finally {
      await upgraded.close();
      await made.close();
    }
  }, 120_000);
});
