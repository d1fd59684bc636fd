// The online tables' rows as both stores read them (SQLite and PostgreSQL share the schema), and their mapping
// to the store's types, written once.
import type { ClockSpec, GameEnd, OnlineGameName } from '../../online/protocol.js';
import type { OnlineEvent, OnlineSummary, StoredOnlineGame, StoredSeat } from './store.js';

export interface GameRow {
  id: string;
  game: string;
  params: string;
  seed: string;
  clock: string;
  /** SQLite answers 0/1, PostgreSQL a boolean. */
  listed: number | boolean;
  created_at: number;
  updated_at: number;
  version: number;
  to_move: number | null;
  over: number | boolean;
  free_seats: number;
  rematch_of: string | null;
  /** JSON GameEnd, once over (NULL for a game that ended before the column was added). */
  ending: string | null;
  /** Whether its history entry is still to be written (SQLite 0/1, PostgreSQL a boolean). */
  history_pending?: number | boolean;
}

export interface SeatRow {
  game_id: string;
  seat: number;
  kind: string;
  level: number | null;
  token_hash: string | null;
  name: string | null;
}

export interface EventRow {
  version: number;
  kind: string;
  seat: number;
  move: string | null;
  client_id: string | null;
  at: number;
  clocks: string | null;
  rematch: string | null;
}

export function seatOfRow(row: SeatRow): StoredSeat {
  return {
    kind: row.kind === 'computer' ? 'computer' : 'person',
    ...(row.level === null ? {} : { level: row.level }),
    ...(row.token_hash === null ? {} : { tokenHash: row.token_hash }),
    ...(row.name === null ? {} : { name: row.name }),
  };
}

export function eventOfRow(row: EventRow): OnlineEvent {
  return {
    version: row.version,
    kind: row.kind as OnlineEvent['kind'],
    seat: row.seat,
    ...(row.move === null ? {} : { move: row.move }),
    ...(row.client_id === null ? {} : { clientId: row.client_id }),
    at: row.at,
    ...(row.clocks === null ? {} : { clocks: JSON.parse(row.clocks) as number[] }),
    ...(row.rematch === null ? {} : { rematch: row.rematch }),
  };
}

/** A stored game from its row, with its seats and its events in order. */
export function gameOfRow(row: GameRow, seats: StoredSeat[], events: OnlineEvent[]): StoredOnlineGame {
  return {
    id: row.id,
    game: row.game as OnlineGameName,
    params: row.params,
    seed: row.seed,
    clock: JSON.parse(row.clock) as ClockSpec,
    listed: Boolean(row.listed),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.rematch_of === null ? {} : { rematchOf: row.rematch_of }),
    ...(row.history_pending ? { historyPending: true } : {}),
    seats,
    events,
  };
}

export function summaryOf(row: GameRow, seats: readonly StoredSeat[], seat?: number): OnlineSummary {
  return {
    id: row.id,
    game: row.game as OnlineGameName,
    params: row.params,
    clock: JSON.parse(row.clock) as ClockSpec,
    seats,
    listed: Boolean(row.listed),
    over: Boolean(row.over),
    toMove: row.to_move,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.ending === null ? {} : { end: JSON.parse(row.ending) as GameEnd }),
    ...(seat === undefined ? {} : { seat }),
  };
}
