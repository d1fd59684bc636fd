// The rows of the records and ranked games tables as both stores read them (SQLite in db.ts, PostgreSQL in
// pg/records.ts: the same columns), and their mapping to db.ts's StoredRecord, ScoreRow and HistoryRow, written once.
// The answers' types stay in db.ts, which imports this module: their shapes are checked where the stores return them.

export interface RecordRow {
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

/** What ranking reads of a ranked game's row. */
export interface RankedRow {
  board: 'deals' | 'daily';
  day: string | null;
  score: number | null;
  server_ms: number | null;
}

/** A row of a high-score table: a ranked game joined to its record. */
export interface TopRow {
  record_id: number;
  player: string;
  score: number | null;
  server_ms: number | null;
  claimed_ms: number | null;
  seed: string;
  finished_at: string;
  hints: number | null;
  scrambles: number | null;
  game_id: string | null;
}

/** A line of the history: a record's columns but its moves, which are only counted. */
export type RecentRow = Omit<RecordRow, 'seed' | 'start' | 'moves'> & { move_count: number };

/** The stored record of a row: its absent fields left out, its JSON columns parsed. */
export function recordOfRow(row: RecordRow) {
  return {
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
}

/** The `index`th row (0-based) of the high-score table of `game` and `params`. */
export function scoreOfRow(row: TopRow, index: number, game: string, params: string) {
  return {
    rank: index + 1,
    player: row.player,
    score: row.score,
    ...(row.server_ms === null
      ? {}
      : {
          serverMs: row.server_ms,
          ...(row.claimed_ms === null ? {} : { claimedMs: row.claimed_ms }),
          hints: row.hints ?? 0,
          scrambles: row.scrambles ?? 0,
        }),
    gameId: row.game_id ?? `${game}:${params}#${row.seed}`,
    recordId: row.record_id,
    finishedAt: row.finished_at,
  };
}

export function historyOfRow(row: RecentRow) {
  return {
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
  };
}

/** The ranking of a record from its ranked row and the rank it holds there. */
export function rankingOfRow(row: RankedRow, rank: number | null) {
  return {
    board: row.board,
    ...(row.day === null ? {} : { day: row.day }),
    rank,
    ...(row.server_ms === null ? {} : { serverMs: row.server_ms }),
  };
}

/** The answer for a game of an issued deal that another game was ranked on first. */
export function alreadyRanked(deal: { readonly day?: string }) {
  return {
    board: deal.day === undefined ? ('deals' as const) : ('daily' as const),
    ...(deal.day === undefined ? {} : { day: deal.day }),
    rank: null,
    reason: 'already-ranked' as const,
  };
}
