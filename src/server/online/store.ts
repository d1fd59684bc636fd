// The storage interface of online games (docs/online.md, "Persistence"): one implementation on SQLite
// (sqliteStore.ts), one on PostgreSQL. Async everywhere, so the room code does not care which it talks to.
import type { NewOnlineGame, OnlineEvent, OnlineSummary, StoredOnlineGame } from '../../online/events.js';
import type { GameEnd } from '../../online/protocol.js';

export type {
  NewOnlineGame,
  OnlineEvent,
  OnlineGameMeta,
  OnlineSummary,
  StoredOnlineGame,
  StoredSeat,
} from '../../online/events.js';

/**
 * What the room writes beside an event, so lists are cheap: who moves next, whether the game is over, and how it
 * ended (kept once written: an ending never changes, and the events after it, rematch offers, need not repeat it).
 */
export interface GameProgress {
  readonly toMove: number | null;
  readonly over: boolean;
  readonly end?: GameEnd;
  /**
   * This event ends a game that belongs in the records history: the same transaction marks its history entry
   * pending (`historyPending`), so a crash before the entry is written does not lose it.
   */
  readonly history?: boolean;
}

export interface OnlineStore {
  /** Stores the game row and its seats (token hashes only) in one transaction. */
  create(game: NewOnlineGame): Promise<void>;
  /** The game row, its seats and every event in version order; undefined for an unknown id. */
  load(id: string): Promise<StoredOnlineGame | undefined>;
  /**
   * Appends `event` (its version must be `expected + 1`) only if the game is still at version `expected`
   * (compare-and-set), and updates the game row's progress (its ending too, in the same transaction); committed
   * before it resolves. 'conflict' when another writer got there first (nothing is written). `rematch` is the new
   * game the event starts (the offer that completes a rematch): created in the same transaction, so a losing append
   * leaves no game behind.
   */
  append(
    id: string,
    expected: number,
    event: OnlineEvent,
    progress: GameProgress,
    rematch?: NewOnlineGame,
  ): Promise<'ok' | 'conflict'>;
  /**
   * Sits `name` at `seat` and makes `tokenHash` its token, only if it is a person seat nobody has taken yet (its
   * name is unset): joining by the invite (the same hash) or taking a free seat (a new token replaces the
   * invite's). False otherwise; nothing changes.
   */
  takeSeat(id: string, seat: number, tokenHash: string, name: string): Promise<boolean>;
  /** The games where one of these token hashes holds a seat, most recently changed first. */
  findByTokens(hashes: readonly string[]): Promise<OnlineSummary[]>;
  /** Listed games still in progress with a free person seat, newest first. */
  lobby(limit: number): Promise<OnlineSummary[]>;
  /**
   * Ids of the games in progress the server must keep going by itself after a restart: those with a running clock
   * (not days per move: a claim decides those) and those where a computer seat is to move. The others wait for
   * a player to open them.
   */
  active(): Promise<string[]>;
  /** Ids of the finished games whose history entry is still pending (read through a partial index). */
  historyPending(): Promise<string[]>;
  /** The history entry of game `id` is written: it is no longer pending. */
  historyWritten(id: string): Promise<void>;
  /**
   * Calls `onChange(id, version)` when an event is appended (PostgreSQL: by any instance, LISTEN/NOTIFY;
   * SQLite: by this process), and `onChange(id, version, 'seat')` when another instance sat a person down, or
   * the game may have changed unseen (PostgreSQL only: after its listening connection came back): reload it.
   * `onPresence(instance, id, seat, connected)` when another instance announces (`presence`) whether it holds a
   * connection of a seat (PostgreSQL only). Resolves to a function that stops listening.
   */
  listen(
    onChange: (id: string, version: number, change?: 'seat') => void,
    onPresence?: (instance: string, id: string, seat: number, connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Tells the other instances that this one now holds a connection of `seat` (true) or none (false); sent again
   * while it holds one, since they forget an announcement they do not hear again (docs/online.md). Fire and
   * forget: a failure is only logged. SQLite: nothing to tell (one instance).
   */
  presence(id: string, seat: number, connected: boolean): void;
  close(): Promise<void>;
}
