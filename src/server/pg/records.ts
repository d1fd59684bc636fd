// Finished games on PostgreSQL: the RecordStore of storage.ts with the same answers as SQLite's (db.ts), over the
// tables of migrations.ts.
import type pg from 'pg';
import type { HistoryRow, NewRecord, StoredRecord } from '../db.js';
import type { RecordStore } from '../storage.js';
import { guarded, transaction } from './connect.js';

interface RecordRow {
  id: number;
  game: string;
  params: string;
  seed: string | null;
  start: string | null;
  moves: string;
  player: string;
  score: number | null;
  result: string | null;
  finished_at: string;
  game_id: string | null;
  players: string | null;
  elapsed_ms: number | null;
  hints: number | null;
  scrambles: number | null;
}

// The stored copy of a record: served by the unique index records_same (its expressions, the moves' MD5 included).
const SELECT_SAME = `SELECT id, finished_at FROM records
  WHERE game = $1 AND params = $2 AND coalesce(seed, '') = coalesce($3, '') AND coalesce(start, '') = coalesce($4, '')
    AND md5(moves) = md5($5) AND moves = $5 AND player = $6`;
const INSERT = `INSERT INTO records (game, params, seed, start, moves, player, score, result, finished_at, game_id,
    players, elapsed_ms, hints, scrambles)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
  ON CONFLICT (game, params, (coalesce(seed, '')), (coalesce(start, '')), (md5(moves)), player) DO NOTHING
  RETURNING id, finished_at`;
// Rank = 1 + the records before this one, as in db.ts: better scores summed from rank_counts, then the same score's
// earlier records; for a time, the whole seconds before its second, then its own second's faster or earlier ones.
const SCORES_ABOVE = `SELECT coalesce(SUM(n), 0)::bigint AS n FROM rank_counts
  WHERE game = $1 AND params = $2 AND kind = 'score' AND bucket > $3`;
const SCORE_TIES = 'SELECT COUNT(*) AS n FROM records WHERE game = $1 AND params = $2 AND score = $3 AND id < $4';
const SECONDS_BEFORE = `SELECT coalesce(SUM(n), 0)::bigint AS n FROM rank_counts
  WHERE game = $1 AND params = $2 AND kind = 'time' AND bucket < $3::integer / 1000`;
const SAME_SECOND_BEFORE = `SELECT COUNT(*) AS n FROM records
  WHERE game = $1 AND params = $2 AND elapsed_ms >= ($3::integer / 1000) * 1000
    AND (elapsed_ms < $3 OR (elapsed_ms = $3 AND id < $4))`;
const RECENT = `SELECT id, game, params, game_id, player, score, result, finished_at, players,
    json_array_length(moves::json) AS move_count FROM records`;

export function pgRecords(pool: pg.Pool): RecordStore {
  const count = async (client: pg.ClientBase, sql: string, values: unknown[]) =>
    (await client.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;

  const rankOf = async (client: pg.ClientBase, r: NewRecord, id: number): Promise<number | undefined> => {
    if (r.score !== undefined) {
      const key = [r.game, r.params, r.score];
      return 1 + (await count(client, SCORES_ABOVE, key)) + (await count(client, SCORE_TIES, [...key, id]));
    }
    // The stored time, which for a record posted again is the first claim, not this one.
    const stored = await client.query<{ elapsed_ms: number | null }>('SELECT elapsed_ms FROM records WHERE id = $1', [
      id,
    ]);
    const elapsedMs = stored.rows[0]?.elapsed_ms;
    if (elapsedMs === null || elapsedMs === undefined) return undefined;
    const key = [r.game, r.params, elapsedMs];
    return 1 + (await count(client, SECONDS_BEFORE, key)) + (await count(client, SAME_SECOND_BEFORE, [...key, id]));
  };

  return {
    kind: 'postgres',
    addRecord: (r) =>
      guarded(() =>
        transaction(pool, async (client) => {
          const same = [r.game, r.params, r.seed ?? null, r.start ?? null, JSON.stringify(r.moves), r.player];
          // Looked up first, as on SQLite, so a repost does not use up an id; the insert's ON CONFLICT covers the
          // same record posted through another instance at the same moment.
          const found = (await client.query<{ id: number; finished_at: string }>(SELECT_SAME, same)).rows[0];
          if (found) {
            const rank = await rankOf(client, r, found.id);
            return { id: found.id, finishedAt: found.finished_at, rank, created: false };
          }
          const inserted = await client.query<{ id: number; finished_at: string }>(INSERT, [
            ...same,
            r.score ?? null,
            r.result ?? null,
            new Date().toISOString(),
            r.gameId ?? null,
            r.players === undefined ? null : JSON.stringify(r.players),
            r.elapsedMs ?? null,
            r.hints ?? null,
            r.scrambles ?? null,
          ]);
          // Nothing inserted: the same record is stored already (perhaps by another instance a moment ago).
          const row =
            inserted.rows[0] ?? (await client.query<{ id: number; finished_at: string }>(SELECT_SAME, same)).rows[0];
          if (!row) throw new Error('a record conflicted with a stored one that cannot be found');
          const rank = await rankOf(client, r, row.id);
          return { id: row.id, finishedAt: row.finished_at, rank, created: inserted.rows.length === 1 };
        }),
      ),
    getRecord: (id) =>
      guarded(async () => {
        const row = (await pool.query<RecordRow>('SELECT * FROM records WHERE id = $1', [id])).rows[0];
        if (!row) return undefined;
        const record: StoredRecord = {
          id: row.id,
          game: row.game,
          params: row.params,
          ...(row.seed === null ? {} : { seed: row.seed }),
          ...(row.start === null ? {} : { start: row.start }),
          moves: JSON.parse(row.moves) as string[],
          player: row.player,
          ...(row.score === null ? {} : { score: row.score }),
          ...(row.result === null ? {} : { result: row.result }),
          finishedAt: row.finished_at,
          ...(row.game_id === null ? {} : { gameId: row.game_id }),
          ...(row.players === null ? {} : { players: JSON.parse(row.players) as string[] }),
          ...(row.elapsed_ms === null ? {} : { elapsedMs: row.elapsed_ms }),
          ...(row.hints === null ? {} : { hints: row.hints }),
          ...(row.scrambles === null ? {} : { scrambles: row.scrambles }),
        };
        return record;
      }),
    topScores: (game, params, limit, order = 'score') =>
      guarded(async () => {
        if (order === 'time') {
          const rows = await pool.query<RecordRow & { elapsed_ms: number }>(
            `SELECT id, player, elapsed_ms, hints, scrambles, game_id, finished_at FROM records
             WHERE game = $1 AND params = $2 AND elapsed_ms IS NOT NULL ORDER BY elapsed_ms ASC, id ASC LIMIT $3`,
            [game, params, limit],
          );
          return rows.rows.map((row, i) => ({
            rank: i + 1,
            player: row.player,
            score: null,
            elapsedMs: row.elapsed_ms,
            hints: row.hints ?? 0,
            scrambles: row.scrambles ?? 0,
            gameId: row.game_id,
            recordId: row.id,
            finishedAt: row.finished_at,
          }));
        }
        const rows = await pool.query<RecordRow & { score: number }>(
          `SELECT id, player, score, game_id, finished_at FROM records
           WHERE game = $1 AND params = $2 AND score IS NOT NULL ORDER BY score DESC, id ASC LIMIT $3`,
          [game, params, limit],
        );
        return rows.rows.map((row, i) => ({
          rank: i + 1,
          player: row.player,
          score: row.score,
          gameId: row.game_id,
          recordId: row.id,
          finishedAt: row.finished_at,
        }));
      }),
    recentRecords: (game, params, limit) =>
      guarded(async () => {
        const rows =
          params === undefined
            ? await pool.query(`${RECENT} WHERE game = $1 ORDER BY id DESC LIMIT $2`, [game, limit])
            : await pool.query(`${RECENT} WHERE game = $1 AND params = $2 ORDER BY id DESC LIMIT $3`, [
                game,
                params,
                limit,
              ]);
        return (rows.rows as (Omit<RecordRow, 'seed' | 'start' | 'moves'> & { move_count: number })[]).map(
          (row): HistoryRow => ({
            id: row.id,
            game: row.game,
            params: row.params,
            gameId: row.game_id,
            player: row.player,
            score: row.score,
            result: row.result,
            finishedAt: row.finished_at,
            moves: row.move_count,
            players: row.players === null ? null : (JSON.parse(row.players) as string[]),
          }),
        );
      }),
    countRecords: () =>
      guarded(async () => (await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM records')).rows[0]?.n ?? 0),
  };
}
