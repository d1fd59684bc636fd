// OnlineStore on SQLite (better-sqlite3, the records' connection): every write in a BEGIN IMMEDIATE transaction,
// each append a compare-and-set on the game's version, committed before its promise resolves (appends made in
// the same turn of the event loop share one transaction).
import type Database from 'better-sqlite3';
import { type EventRow, eventOfRow, type GameRow, gameOfRow, type SeatRow, seatOfRow, summaryOf } from './rows.js';
import type { GameProgress, NewOnlineGame, OnlineEvent, OnlineStore, OnlineSummary } from './store.js';

interface PendingAppend {
  readonly id: string;
  readonly expected: number;
  readonly event: OnlineEvent;
  readonly progress: GameProgress;
  readonly rematch: NewOnlineGame | undefined;
  resolve(result: 'ok' | 'conflict'): void;
  reject(error: unknown): void;
}

/** The online store on an open, migrated database (db.ts's connection). */
export function sqliteOnlineStore(db: Database.Database): OnlineStore {
  const insertGame = db.prepare(
    `INSERT INTO online_games (id, game, params, seed, clock, listed, created_at, updated_at, version, to_move, over,
       free_seats, rematch_of)
     VALUES (@id, @game, @params, @seed, @clock, @listed, @createdAt, @createdAt, 0, 0, 0, @freeSeats, @rematchOf)`,
  );
  const insertSeat = db.prepare(
    `INSERT INTO online_seats (game_id, seat, kind, level, token_hash, name)
     VALUES (@gameId, @seat, @kind, @level, @tokenHash, @name)`,
  );
  const selectGame = db.prepare('SELECT * FROM online_games WHERE id = ?');
  const selectSeats = db.prepare('SELECT * FROM online_seats WHERE game_id = ? ORDER BY seat');
  const selectEvents = db.prepare('SELECT * FROM online_events WHERE game_id = ? ORDER BY version');
  const bumpVersion = db.prepare(
    `UPDATE online_games SET version = version + 1, to_move = @toMove, over = @over, updated_at = @at,
       ending = ifnull(ending, @ending), history_pending = max(history_pending, @history)
     WHERE id = @id AND version = @expected`,
  );
  const insertEvent = db.prepare(
    `INSERT INTO online_events (game_id, version, kind, seat, move, client_id, at, clocks, rematch)
     VALUES (@gameId, @version, @kind, @seat, @move, @clientId, @at, @clocks, @rematch)`,
  );
  const sitDown = db.prepare(
    `UPDATE online_seats SET token_hash = @tokenHash, name = @name
     WHERE game_id = @id AND seat = @seat AND kind = 'person' AND name IS NULL`,
  );
  const oneFewerFree = db.prepare('UPDATE online_games SET free_seats = free_seats - 1 WHERE id = ?');
  const selectLobby = db.prepare(
    `SELECT * FROM online_games WHERE listed = 1 AND over = 0 AND free_seats > 0 ORDER BY created_at DESC LIMIT ?`,
  );
  // The games the server keeps going by itself (OnlineStore.active): a clock runs, or a computer is to move.
  const selectActive = db.prepare(
    `SELECT g.id FROM online_games g
     WHERE g.over = 0 AND (json_extract(g.clock, '$.kind') = 'clock'
       OR EXISTS (SELECT 1 FROM online_seats s WHERE s.game_id = g.id AND s.seat = g.to_move AND s.kind = 'computer'))`,
  );
  const selectHistoryPending = db.prepare('SELECT id FROM online_games WHERE history_pending = 1');
  const clearHistoryPending = db.prepare('UPDATE online_games SET history_pending = 0 WHERE id = ?');
  const selectByToken = db.prepare(
    `SELECT g.*, s.seat AS my_seat FROM online_seats s JOIN online_games g ON g.id = s.game_id
     WHERE s.token_hash = ? AND s.name IS NOT NULL`,
  );

  const listeners = new Set<(id: string, version: number) => void>();
  const notify = (id: string, version: number) => {
    for (const listener of listeners) listener(id, version);
  };

  /** The game row and its seats, inside the caller's transaction. */
  const insertRows = (game: NewOnlineGame) => {
    insertGame.run({
      id: game.id,
      game: game.game,
      params: game.params,
      seed: game.seed,
      clock: JSON.stringify(game.clock),
      listed: game.listed ? 1 : 0,
      createdAt: game.createdAt,
      freeSeats: game.seats.filter((s) => s.kind === 'person' && s.name === undefined).length,
      rematchOf: game.rematchOf ?? null,
    });
    game.seats.forEach((s, seat) => {
      insertSeat.run({
        gameId: game.id,
        seat,
        kind: s.kind,
        level: s.level ?? null,
        tokenHash: s.tokenHash ?? null,
        name: s.name ?? null,
      });
    });
  };
  const create = db.transaction(insertRows);

  /** One compare-and-set append, inside the caller's transaction. */
  const appendOne = (a: PendingAppend): 'ok' | 'conflict' => {
    const { id, expected, event, progress, rematch } = a;
    if (event.version !== expected + 1) throw new Error(`event version ${event.version} after ${expected}`);
    const changed = bumpVersion.run({
      id,
      expected,
      toMove: progress.toMove,
      over: progress.over ? 1 : 0,
      at: event.at,
      ending: progress.end ? JSON.stringify(progress.end) : null,
      history: progress.history ? 1 : 0,
    }).changes;
    if (changed === 0) return 'conflict';
    if (rematch) insertRows(rematch);
    insertEvent.run({
      gameId: id,
      version: event.version,
      kind: event.kind,
      seat: event.seat,
      move: event.move ?? null,
      clientId: event.clientId ?? null,
      at: event.at,
      clocks: event.clocks ? JSON.stringify(event.clocks) : null,
      rematch: event.rematch ?? null,
    });
    return 'ok';
  };
  const appendMany = db.transaction((batch: readonly PendingAppend[]) => batch.map(appendOne));

  // Group commit: the appends asked for while the event loop handles one round of input are written in one
  // transaction (a commit costs about as much as four appends), each still a compare-and-set of its own, and
  // each promise resolves once that transaction is committed.
  let pending: PendingAppend[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    let results: ('ok' | 'conflict')[];
    try {
      results = appendMany.immediate(batch);
    } catch (e) {
      for (const a of batch) a.reject(e);
      return;
    }
    batch.forEach((a, i) => {
      const result = results[i] as 'ok' | 'conflict';
      a.resolve(result);
      // After the appender's own continuation, which has moved its room on: a notification it need not act on.
      if (result === 'ok') queueMicrotask(() => notify(a.id, a.event.version));
    });
  };

  const takeSeat = db.transaction((id: string, seat: number, tokenHash: string, name: string): boolean => {
    if (sitDown.run({ id, seat, tokenHash, name }).changes === 0) return false;
    oneFewerFree.run(id);
    return true;
  });

  const seatsOf = (id: string) => (selectSeats.all(id) as SeatRow[]).map(seatOfRow);

  return {
    async create(game) {
      create.immediate(game);
    },
    async load(id) {
      const row = selectGame.get(id) as GameRow | undefined;
      if (!row) return undefined;
      return gameOfRow(row, seatsOf(id), (selectEvents.all(id) as EventRow[]).map(eventOfRow));
    },
    append(id, expected, event, progress, rematch) {
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ id, expected, event, progress, rematch, resolve, reject });
      });
    },
    async takeSeat(id, seat, tokenHash, name) {
      return takeSeat.immediate(id, seat, tokenHash, name);
    },
    async findByTokens(hashes) {
      const out: OnlineSummary[] = [];
      for (const hash of new Set(hashes)) {
        for (const row of selectByToken.all(hash) as (GameRow & { my_seat: number })[]) {
          out.push(summaryOf(row, seatsOf(row.id), row.my_seat));
        }
      }
      return out.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async lobby(limit) {
      return (selectLobby.all(limit) as GameRow[]).map((row) => summaryOf(row, seatsOf(row.id)));
    },
    async active() {
      return (selectActive.all() as { id: string }[]).map((r) => r.id);
    },
    async historyPending() {
      return (selectHistoryPending.all() as { id: string }[]).map((r) => r.id);
    },
    async historyWritten(id) {
      clearHistoryPending.run(id);
    },
    async listen(onChange) {
      listeners.add(onChange);
      return async () => {
        listeners.delete(onChange);
      };
    },
    presence() {
      // One instance: its rooms count every connection themselves.
    },
    async close() {
      listeners.clear();
    },
  };
}
