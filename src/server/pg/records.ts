// Finished games and high scores on PostgreSQL: storage.ts's RecordStore with the same answers as SQLite's
// (db.ts), over the tables of migrations.ts.
import type pg from 'pg';
import { keyRanges, type NewRecord, RANK_LEVELS, type RankClaim, type Ranking } from '../db.js';
import {
  alreadyRanked,
  historyOfRow,
  type RankedRow,
  type RecentRow,
  type RecordRow,
  rankingOfRow,
  recordOfRow,
  scoreOfRow,
  type TopRow,
} from '../recordRows.js';
import type { RecordStore } from '../storage.js';
import { guarded, transaction } from './connect.js';

// The stored copy of a record: served by the unique index records_same (its expressions, the moves' MD5 included).
const SELECT_SAME = `SELECT id, finished_at FROM records
  WHERE game = $1 AND params = $2 AND coalesce(seed, '') = coalesce($3, '') AND coalesce(start, '') = coalesce($4, '')
    AND md5(moves) = md5($5) AND moves = $5 AND player = $6`;
const INSERT = `INSERT INTO records (game, params, seed, start, moves, player, score, result, finished_at, game_id,
    players, elapsed_ms, hints, scrambles)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
  ON CONFLICT (game, params, (coalesce(seed, '')), (coalesce(start, '')), (md5(moves)), player) DO NOTHING
  RETURNING id, finished_at`;
// A game is ranked at most once: ranked_same_game and, for an issued deal, ranked_deal_once refuse a second row.
const INSERT_RANKED = `INSERT INTO ranked_games (record_id, board, day, game, params, seed, moves, player, score,
    server_ms, claimed_ms, finished_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`;
// Rank = 1 + the ranked games of the board before this one, as in db.ts: the better keys summed from the levelled
// rank_counts (on each level the buckets below the key's, within the key's bucket of the level above; on the top
// level every bucket before it), then the same key's games ranked earlier.
// One primary-key range per level, its bounds computed by db.ts's keyRanges ($5, $6 for level 0, and so on).
const LEVELS = Array.from(
  { length: RANK_LEVELS },
  (_, level) => `(SELECT coalesce(SUM(n), 0) FROM rank_counts
     WHERE board = $1 AND day = $2 AND game = $3 AND params = $4 AND level = ${level}
       AND bucket >= $${5 + 2 * level} AND bucket < $${6 + 2 * level})`,
);
const KEYS_BEFORE = `SELECT (${LEVELS.join(' + ')})::bigint AS n`;
const BOARD_ROWS = `board = $1 AND coalesce(day, '') = $2 AND game = $3 AND params = $4`;
const SCORE_TIES = `SELECT COUNT(*) AS n FROM ranked_games WHERE ${BOARD_ROWS} AND score = $5 AND record_id < $6`;
export const TIME_TIES = `SELECT COUNT(*) AS n FROM ranked_games WHERE ${BOARD_ROWS} AND server_ms = $5 AND record_id < $6`;
// The high-score tables: a board's ranked games joined to their records (a timed game's hints and scrambles). For a
// timed board `server_ms IS NOT NULL` (every timed game's) lets ranked_times, partial since migration 4, serve it.
// Exported for the test that checks the plans.
const TOP = `SELECT g.record_id, g.player, g.score, g.server_ms, g.claimed_ms, g.seed, g.finished_at, r.hints,
    r.scrambles, r.game_id
  FROM ranked_games g JOIN records r ON r.id = g.record_id
  WHERE g.board = $1 AND coalesce(g.day, '') = $2 AND g.game = $3 AND g.params = $4`;
export const TOP_SCORES = `${TOP} ORDER BY g.score DESC, g.record_id LIMIT $5`;
export const TOP_TIMES = `${TOP} AND g.server_ms IS NOT NULL ORDER BY g.server_ms, g.record_id LIMIT $5`;
const RECENT = `SELECT id, game, params, game_id, player, score, result, finished_at, players,
    json_array_length(moves::json) AS move_count FROM records`;

export function pgRecords(pool: pg.Pool): RecordStore {
  const count = async (client: pg.ClientBase, sql: string, values: unknown[]) =>
    (await client.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;

  /**
   * The rank of a ranked game on its board. Its ties are counted over the index whether or not it was just
   * ranked: with several instances a game of a higher record id may already be there.
   */
  const rankOf = async (client: pg.ClientBase, r: NewRecord, id: number, row: RankedRow): Promise<number> => {
    const where = [row.board, row.day ?? '', r.game, r.params];
    const ranges = keyRanges(row.server_ms ?? -(row.score ?? 0));
    const bounds = Array.from({ length: RANK_LEVELS }, (_, l) => [ranges[`from${l}`], ranges[`to${l}`]]).flat();
    const better = await count(client, KEYS_BEFORE, [...where, ...bounds]);
    const ties =
      row.server_ms !== null
        ? await count(client, TIME_TIES, [...where, row.server_ms, id])
        : await count(client, SCORE_TIES, [...where, row.score, id]);
    return 1 + better + ties;
  };

  /** Ranks a stored record of a verified deal, unless the deal (or this game) is ranked already; its ranking. */
  const rank = async (
    client: pg.ClientBase,
    r: NewRecord,
    id: number,
    deal: RankClaim | undefined,
  ): Promise<Ranking | undefined> => {
    // A timed game (no score, a claimed time) is ranked by the server's time; a game with neither is not ranked.
    const timed = r.score === undefined && r.elapsedMs !== undefined;
    if (deal && r.seed !== undefined && (timed || r.score !== undefined)) {
      await client.query(INSERT_RANKED, [
        id,
        deal.day === undefined ? 'deals' : 'daily',
        deal.day ?? null,
        r.game,
        r.params,
        r.seed,
        JSON.stringify(r.moves),
        r.player,
        timed ? null : (r.score ?? null),
        timed ? Math.max(0, deal.receivedAt - deal.issuedAt) : null,
        r.elapsedMs ?? null,
        new Date(deal.receivedAt).toISOString(),
      ]);
    }
    const row = (
      await client.query<RankedRow>('SELECT board, day, score, server_ms FROM ranked_games WHERE record_id = $1', [id])
    ).rows[0];
    if (row) {
      return rankingOfRow(row, await rankOf(client, r, id, row));
    }
    if (!deal) return undefined;
    return alreadyRanked(deal);
  };

  return {
    addRecord: (r, deal) =>
      guarded(() =>
        transaction(pool, async (client) => {
          const same = [r.game, r.params, r.seed ?? null, r.start ?? null, JSON.stringify(r.moves), r.player];
          // Looked up first, as on SQLite, so a repost does not use up an id; the insert's ON CONFLICT covers the
          // same record posted through another instance at the same moment.
          let row = (await client.query<{ id: number; finished_at: string }>(SELECT_SAME, same)).rows[0];
          let created = false;
          if (!row) {
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
            created = inserted.rows.length === 1;
            row =
              inserted.rows[0] ?? (await client.query<{ id: number; finished_at: string }>(SELECT_SAME, same)).rows[0];
          }
          if (!row) throw new Error('a record conflicted with a stored one that cannot be found');
          const ranking = await rank(client, r, row.id, deal);
          return {
            id: row.id,
            finishedAt: row.finished_at,
            ...(ranking?.rank ? { rank: ranking.rank } : {}),
            ...(ranking ? { ranking } : {}),
            created,
          };
        }),
      ),
    getRecord: (id) =>
      guarded(async () => {
        const row = (await pool.query<RecordRow>('SELECT * FROM records WHERE id = $1', [id])).rows[0];
        return row && recordOfRow(row);
      }),
    topScores: (game, params, limit, order = 'score', day) =>
      guarded(async () => {
        const rows = await pool.query<TopRow>(order === 'time' ? TOP_TIMES : TOP_SCORES, [
          day === undefined ? 'deals' : 'daily',
          day ?? '',
          game,
          params,
          limit,
        ]);
        return rows.rows.map((row, i) => scoreOfRow(row, i, game, params));
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
        return (rows.rows as RecentRow[]).map(historyOfRow);
      }),
    countRecords: () =>
      guarded(async () => (await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM records')).rows[0]?.n ?? 0),
  };
}
