// The ranked deals' table on PostgreSQL: deals.ts's DealTable over migration 2 of migrations.ts, with SQLite's
// answers (sqliteDealTable).
import type pg from 'pg';
import type { DealTable, StoredRankedRow } from '../deals.js';
import { guarded, transaction } from './connect.js';

const COLUMNS = 'record_id, player, score, server_ms, claimed_ms, game, params, seed, finished_at';
const BOARD = `board = $1 AND coalesce(day, '') = $2 AND game = $3`;

export function pgDealTable(pool: pg.Pool): DealTable {
  return {
    secret: (fresh) =>
      guarded(async () => {
        await pool.query('INSERT INTO deal_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [fresh]);
        const row = (await pool.query<{ secret: Buffer }>('SELECT secret FROM deal_secret WHERE id = 1')).rows[0];
        if (!row) throw new Error('the deal secret was not stored');
        return row.secret;
      }),
    enter: (e, key) =>
      guarded(() =>
        transaction(pool, async (client) => {
          // ON CONFLICT without a target: any of the unique indexes (this record, this deal, this game) refuses it.
          const inserted = await client.query(
            `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score, server_ms,
               claimed_ms, finished_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
            [
              e.recordId,
              e.board,
              e.day,
              e.game,
              e.params,
              e.seed,
              e.moves,
              e.player,
              e.score,
              e.serverMs,
              e.claimedMs,
              e.finishedAt,
            ],
          );
          // Already there for this very record (a retry after a lost answer): the rank it has.
          const own = (
            await client.query<{ server_ms: number | null }>(
              'SELECT server_ms FROM ranked_games WHERE record_id = $1',
              [e.recordId],
            )
          ).rows[0];
          if (inserted.rowCount !== 1 && !own) return undefined;
          const serverMs = own?.server_ms ?? e.serverMs;
          const where = [key.board, key.day, key.game, e.params, e.recordId];
          const ranked =
            key.order === 'time'
              ? await client.query<{ rank: number }>(
                  `SELECT 1 + COUNT(*) AS rank FROM ranked_games WHERE ${BOARD} AND params = $4
                     AND (server_ms < $6 OR (server_ms = $6 AND record_id < $5))`,
                  [...where, serverMs],
                )
              : await client.query<{ rank: number }>(
                  `SELECT 1 + COUNT(*) AS rank FROM ranked_games WHERE ${BOARD} AND params = $4
                     AND (score > $6 OR (score = $6 AND record_id < $5))`,
                  [...where, e.score ?? 0],
                );
          return { rank: ranked.rows[0]?.rank ?? 1, serverMs };
        }),
      ),
    top: (key, limit) =>
      guarded(async () => {
        const order = key.order === 'time' ? 'server_ms, record_id' : 'score DESC, record_id';
        const rows = await pool.query<{
          record_id: number;
          player: string;
          score: number | null;
          server_ms: number | null;
          claimed_ms: number | null;
          game: string;
          params: string;
          seed: string;
          finished_at: string;
        }>(
          `SELECT ${COLUMNS} FROM ranked_games WHERE ${BOARD} AND ($4::text IS NULL OR params = $4)
           ORDER BY ${order} LIMIT $5`,
          [key.board, key.day, key.game, key.params, limit],
        );
        return rows.rows.map(
          (r): StoredRankedRow => ({
            recordId: r.record_id,
            game: r.game,
            params: r.params,
            seed: r.seed,
            player: r.player,
            score: r.score,
            serverMs: r.server_ms,
            claimedMs: r.claimed_ms,
            finishedAt: r.finished_at,
          }),
        );
      }),
  };
}
