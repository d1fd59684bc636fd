// An online game as the store keeps it (docs/online.md, "Persistence"): the game row (rules, the secret seed,
// seats, time control) and its events in version order. Pure types and the one rule of their shape, shared by
// the room, the SQLite store and the PostgreSQL store.
import type { ClockSpec, GameEnd, OnlineGameName, SeatSpec } from './protocol.js';

export type OnlineEventKind = 'move' | 'resign' | 'timeout' | 'abort' | 'claim' | 'rematch-offer';

/** One event of a game; `version` is its place (1 for the first), so a game's version is its count of events. */
export interface OnlineEvent {
  readonly version: number;
  readonly kind: OnlineEventKind;
  /**
   * The seat that moved, resigned, ran out of time, did not make its first move (abort), claimed, or offered a
   * rematch.
   */
  readonly seat: number;
  /** `move`: the move in canonical notation, whole (the store is the server's: exchanges keep their tiles). */
  readonly move?: string;
  /** The id the client gave its request, so a resend is answered with the same ack; none for the server's own. */
  readonly clientId?: string;
  /** The server's clock when the event was committed (ms since 1970). */
  readonly at: number;
  /** Each seat's time left after the event (the increment added), for a game with a clock; else absent. */
  readonly clocks?: readonly number[];
  /** `rematch-offer` that completed the agreement: the new game's id. */
  readonly rematch?: string;
}

/** A seat of a stored game: its kind, and for a person its token's SHA-256 (hex) and name once taken. */
export interface StoredSeat {
  readonly kind: SeatSpec['kind'];
  /** Computer seats: the level. */
  readonly level?: number;
  /** Person seats: the hash of the token that holds it (invites have one before anyone joins). */
  readonly tokenHash?: string;
  /** The name of the person who sat down, or undefined while the seat is free. */
  readonly name?: string;
}

export interface OnlineGameMeta {
  readonly id: string;
  readonly game: OnlineGameName;
  /** Canonical params text. */
  readonly params: string;
  /** The deal's seed: secret until the game is over. */
  readonly seed: string;
  readonly clock: ClockSpec;
  /** Shown in the lobby while a person seat is free. */
  readonly listed: boolean;
  readonly createdAt: number;
  /** The game this is a rematch of. */
  readonly rematchOf?: string;
}

export interface NewOnlineGame extends OnlineGameMeta {
  readonly seats: readonly StoredSeat[];
}

export interface StoredOnlineGame extends OnlineGameMeta {
  readonly seats: readonly StoredSeat[];
  /** Every event, in version order (events[i].version === i + 1). */
  readonly events: readonly OnlineEvent[];
  /** When the last event was stored, or createdAt. */
  readonly updatedAt: number;
  /** Set while its history entry (the records) is still to be written: the server writes it when it loads the game. */
  readonly historyPending?: boolean;
}

/** A game as the lobby and "my games" list it, cheap to read (no events). */
export interface OnlineSummary {
  readonly id: string;
  readonly game: OnlineGameName;
  readonly params: string;
  readonly clock: ClockSpec;
  readonly seats: readonly StoredSeat[];
  readonly listed: boolean;
  /** 'playing' while the game goes on (including waiting for a seat), 'over' once it ended. */
  readonly over: boolean;
  /** The seat to move, or null when over. Kept by the room in the game row after each event. */
  readonly toMove: number | null;
  /**
   * How the game ended, once over: written with the event that ended it. Absent for a game that ended before the
   * store kept it (its page, which replays the events, still says).
   */
  readonly end?: GameEnd;
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** findByTokens: the seat the matching token holds. */
  readonly seat?: number;
}
