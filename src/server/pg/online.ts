// OnlineStore on PostgreSQL: the games of several instances in one database. Every append is a compare-and-set
// on the game row's version (UPDATE … WHERE version = expected, in the transaction that inserts the event), and
// its NOTIFY is sent by the same transaction, so it reaches the other instances' LISTEN only once committed.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  type EventRow,
  eventOfRow,
  type GameRow,
  gameOfRow,
  type SeatRow,
  seatOfRow,
  summaryOf,
} from '../online/rows.js';
import type { NewOnlineGame, OnlineStore, StoredSeat } from '../online/store.js';
import { guarded, transaction } from './connect.js';
import { type ChannelListener, listenChannel } from './notify.js';

/**
 * The NOTIFY channel of online games. The payload is `<instance>:e:<version>:<game id>` for an appended event,
 * `<instance>:s:<version>:<game id>` for a seat taken, and `<instance>:p:<game id>.<seat>.<1|0>,…` for whether
 * the sender holds a connection of those seats; the instance is the sender's, so it skips its own echo.
 */
export const ONLINE_CHANNEL = 'ludoteca_online';

/** A presence NOTIFY carries at most this many characters of entries (PostgreSQL's limit is 8000 bytes). */
const PRESENCE_PAYLOAD_CHARS = 7_000;

/**
 * After the listening connection comes back, the games changed since it dropped are announced again, looking
 * back this much further: instances' clocks (which stamp updated_at) may differ a little, and announcing a game
 * twice costs a reload, while missing one leaves its players behind.
 */
const CATCH_UP_MARGIN_MS = 60_000;

/**
 * The online store on a migrated pool. `listenConfig` opens the dedicated LISTEN connection (the pool's
 * settings). `onListenError` is told when that connection drops or fails to come back (it keeps retrying).
 */
export function pgOnlineStore(
  pool: pg.Pool,
  listenConfig: pg.ClientConfig,
  onListenError: (e: Error) => void = () => {},
): OnlineStore {
  // This process's appends are announced to its own listeners at once; the echo of their NOTIFY is skipped.
  const instance = randomBytes(6).toString('base64url');
  type Listener = (id: string, version: number, change?: 'seat') => void;
  const listeners = new Set<Listener>();
  const announce = (id: string, version: number, change?: 'seat') => {
    for (const listener of listeners) change ? listener(id, version, change) : listener(id, version);
  };
  type PresenceListener = (instance: string, id: string, seat: number, connected: boolean) => void;
  const presenceListeners = new Set<PresenceListener>();
  let channel: Promise<ChannelListener> | undefined;

  // Presence announced in one turn of the event loop goes out together (a refresh of every seat held is one
  // query), and one batch at a time, so a seat's 'left' never overtakes its 'here' on another pooled connection.
  const pendingPresence = new Map<string, boolean>();
  let presenceFlush: Promise<void> | undefined;
  let closed = false;
  const flushPresence = async () => {
    while (pendingPresence.size > 0) {
      const payloads: string[] = [];
      let entries: string[] = [];
      let length = 0;
      for (const [key, connected] of pendingPresence) {
        const entry = `${key}.${connected ? 1 : 0}`;
        if (length + entry.length + 1 > PRESENCE_PAYLOAD_CHARS) {
          payloads.push(`${instance}:p:${entries.join(',')}`);
          entries = [];
          length = 0;
        }
        entries.push(entry);
        length += entry.length + 1;
      }
      payloads.push(`${instance}:p:${entries.join(',')}`);
      pendingPresence.clear();
      await guarded(() =>
        pool.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [ONLINE_CHANNEL, payloads]),
      );
    }
  };
  const schedulePresence = () => {
    presenceFlush ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(flushPresence)
      .catch((e: Error) => onListenError(new Error(`presence not announced: ${e.message}`)))
      .finally(() => {
        presenceFlush = undefined;
        if (pendingPresence.size > 0 && !closed) schedulePresence();
      });
  };

  /** The game row and its seats, inside the caller's transaction. */
  const insertGame = async (client: pg.PoolClient, game: NewOnlineGame) => {
    await client.query(
      `INSERT INTO online_games (id, game, params, seed, clock, listed, created_at, updated_at, version,
         to_move, over, free_seats, rematch_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, 0, 0, false, $8, $9)`,
      [
        game.id,
        game.game,
        game.params,
        game.seed,
        JSON.stringify(game.clock),
        game.listed,
        game.createdAt,
        game.seats.filter((s) => s.kind === 'person' && s.name === undefined).length,
        game.rematchOf ?? null,
      ],
    );
    for (const [seat, s] of game.seats.entries()) {
      await client.query(
        `INSERT INTO online_seats (game_id, seat, kind, level, token_hash, name)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [game.id, seat, s.kind, s.level ?? null, s.tokenHash ?? null, s.name ?? null],
      );
    }
  };

  const seatsOf = async (client: pg.Pool | pg.PoolClient, ids: readonly string[]) => {
    const rows = await client.query<SeatRow>(
      'SELECT * FROM online_seats WHERE game_id = ANY($1::text[]) ORDER BY game_id, seat',
      [ids],
    );
    const byGame = new Map<string, StoredSeat[]>();
    for (const row of rows.rows) {
      const seats = byGame.get(row.game_id) ?? [];
      seats.push(seatOfRow(row));
      byGame.set(row.game_id, seats);
    }
    return byGame;
  };
  const summaries = async (rows: readonly (GameRow & { my_seat?: number })[]) => {
    const seats = await seatsOf(pool, [...new Set(rows.map((r) => r.id))]);
    return rows.map((row) => summaryOf(row, seats.get(row.id) ?? [], row.my_seat));
  };

  const onMessage = (payload: string) => {
    const p = /^([^:]+):p:([a-z0-9.,]+)$/.exec(payload);
    if (p) {
      if (p[1] === instance) return;
      for (const entry of (p[2] as string).split(',')) {
        const e = /^([a-z0-9]+)\.(\d{1,2})\.([01])$/.exec(entry);
        if (!e) continue;
        for (const listener of presenceListeners) listener(p[1] as string, e[1] as string, Number(e[2]), e[3] === '1');
      }
      return;
    }
    const m = /^([^:]+):([es]):(\d+):([a-z0-9]+)$/.exec(payload);
    if (!m || m[1] === instance) return;
    announce(m[4] as string, Number(m[3]), m[2] === 's' ? 'seat' : undefined);
  };
  // Deaf since `downSince`: every game changed since then (with a margin) is announced at its current version,
  // and every game in progress as 'seat' too (a seat taken meanwhile leaves no trace in updated_at), so the rooms
  // this instance holds reload; a room it does not hold ignores the news.
  const catchUp = (downSince: number) => {
    pool
      .query<{ id: string; version: number; over: boolean }>(
        'SELECT id, version, over FROM online_games WHERE updated_at >= $1 OR NOT over',
        [downSince - CATCH_UP_MARGIN_MS],
      )
      .then(
        (rows) => {
          for (const row of rows.rows) announce(row.id, row.version, row.over ? undefined : 'seat');
        },
        (e: Error) => onListenError(e),
      );
  };

  return {
    create: (game) => guarded(() => transaction(pool, (client) => insertGame(client, game))),
    load: (id) =>
      guarded(() =>
        // One snapshot for the row, the seats and the events, however many appends land meanwhile.
        transaction(
          pool,
          async (client) => {
            const row = (await client.query<GameRow>('SELECT * FROM online_games WHERE id = $1', [id])).rows[0];
            if (!row) return undefined;
            const seats = (await seatsOf(client, [id])).get(id) ?? [];
            const events = await client.query<EventRow>(
              'SELECT * FROM online_events WHERE game_id = $1 ORDER BY version',
              [id],
            );
            return gameOfRow(row, seats, events.rows.map(eventOfRow));
          },
          'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
        ),
      ),
    async append(id, expected, event, progress, rematch) {
      if (event.version !== expected + 1) throw new Error(`event version ${event.version} after ${expected}`);
      const result = await guarded(() =>
        transaction(pool, async (client) => {
          // The compare-and-set: a concurrent append through another instance holds the row until it commits,
          // then this UPDATE re-reads the row, finds the version moved on, and changes nothing.
          const bumped = await client.query(
            `UPDATE online_games SET version = version + 1, to_move = $3, over = $4, updated_at = $5,
               ending = coalesce(ending, $6), history_pending = history_pending OR $7
             WHERE id = $1 AND version = $2`,
            [
              id,
              expected,
              progress.toMove,
              progress.over,
              event.at,
              progress.end ? JSON.stringify(progress.end) : null,
              progress.history === true,
            ],
          );
          if (bumped.rowCount !== 1) return 'conflict' as const;
          if (rematch) await insertGame(client, rematch);
          await client.query(
            `INSERT INTO online_events (game_id, version, kind, seat, move, client_id, at, clocks, rematch)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              id,
              event.version,
              event.kind,
              event.seat,
              event.move ?? null,
              event.clientId ?? null,
              event.at,
              event.clocks ? JSON.stringify(event.clocks) : null,
              event.rematch ?? null,
            ],
          );
          // Delivered to every LISTEN when (and only if) this transaction commits.
          await client.query('SELECT pg_notify($1, $2)', [ONLINE_CHANNEL, `${instance}:e:${event.version}:${id}`]);
          return 'ok' as const;
        }),
      );
      if (result === 'ok') queueMicrotask(() => announce(id, event.version));
      return result;
    },
    takeSeat: (id, seat, tokenHash, name) =>
      guarded(() =>
        transaction(pool, async (client) => {
          const sat = await client.query(
            `UPDATE online_seats SET token_hash = $3, name = $4
             WHERE game_id = $1 AND seat = $2 AND kind = 'person' AND name IS NULL`,
            [id, seat, tokenHash, name],
          );
          if (sat.rowCount !== 1) return false;
          const game = await client.query<{ version: number }>(
            'UPDATE online_games SET free_seats = free_seats - 1 WHERE id = $1 RETURNING version',
            [id],
          );
          // The other instances' rooms of this game reload its seats (a game waiting for a player starts).
          await client.query('SELECT pg_notify($1, $2)', [
            ONLINE_CHANNEL,
            `${instance}:s:${game.rows[0]?.version ?? 0}:${id}`,
          ]);
          return true;
        }),
      ),
    findByTokens: (hashes) =>
      guarded(async () => {
        const rows = await pool.query<GameRow & { my_seat: number }>(
          `SELECT g.*, s.seat AS my_seat FROM online_seats s JOIN online_games g ON g.id = s.game_id
           WHERE s.token_hash = ANY($1::text[]) AND s.name IS NOT NULL ORDER BY g.updated_at DESC`,
          [[...new Set(hashes)]],
        );
        return summaries(rows.rows);
      }),
    lobby: (limit) =>
      guarded(async () => {
        const rows = await pool.query<GameRow>(
          `SELECT * FROM online_games WHERE listed AND NOT over AND free_seats > 0 ORDER BY created_at DESC LIMIT $1`,
          [limit],
        );
        return summaries(rows.rows);
      }),
    active: () =>
      guarded(async () =>
        (
          await pool.query<{ id: string }>(
            // The games the server keeps going by itself (OnlineStore.active): a clock runs, or a computer is to move.
            `SELECT g.id FROM online_games g
             WHERE NOT g.over AND ((g.clock::json ->> 'kind') = 'clock'
               OR EXISTS (SELECT 1 FROM online_seats s WHERE s.game_id = g.id AND s.seat = g.to_move AND s.kind = 'computer'))`,
          )
        ).rows.map((r) => r.id),
      ),
    historyPending: () =>
      guarded(async () =>
        (await pool.query<{ id: string }>('SELECT id FROM online_games WHERE history_pending')).rows.map((r) => r.id),
      ),
    historyWritten: (id) =>
      guarded(async () => {
        await pool.query('UPDATE online_games SET history_pending = false WHERE id = $1', [id]);
      }),
    async listen(onChange, onPresence) {
      listeners.add(onChange);
      if (onPresence) presenceListeners.add(onPresence);
      channel ??= listenChannel(listenConfig, ONLINE_CHANNEL, {
        onMessage,
        onReconnect: catchUp,
        onError: onListenError,
      });
      try {
        await channel;
      } catch (e) {
        listeners.delete(onChange);
        if (onPresence) presenceListeners.delete(onPresence);
        channel = undefined;
        throw e;
      }
      return async () => {
        listeners.delete(onChange);
        if (onPresence) presenceListeners.delete(onPresence);
      };
    },
    presence(id, seat, connected) {
      if (closed) return;
      pendingPresence.set(`${id}.${seat}`, connected);
      schedulePresence();
    },
    async close() {
      listeners.clear();
      presenceListeners.clear();
      closed = true;
      // The last announcements (this instance's seats leaving) go out before the pool closes.
      await presenceFlush;
      const open = channel;
      channel = undefined;
      await (await open?.catch(() => undefined))?.stop();
    },
  };
}
