// The rooms this instance holds (docs/online.md): each game loaded once, its requests run one at a time, every
// event committed to the store before the mover's ack and before any socket sees it; the sockets following a
// game here (fan-out), clock timers, forced passes and computer seats; other instances' events and connected
// seats picked up from the store's notifications. The rules themselves are the pure room's (src/online/room.ts).
import type { AnyGame } from '../../core/game.js';
import type { NewOnlineGame, OnlineEvent, StoredOnlineGame } from '../../online/events.js';
import type { ClientMessage, ErrorCode, ServerMessage, TakeSeatResponse } from '../../online/protocol.js';
import {
  applyEvent,
  clockDeadline,
  computerToMove,
  type Decision,
  decide,
  forcedMove,
  openRoom,
  playerNames,
  progress,
  type Refusal,
  type Room,
  rematchGame,
  seatsFilled,
  serverMove,
  snapshot,
  status,
  timeoutEvent,
} from '../../online/room.js';
import { current } from '../../session/session.js';
import type { NewRecord } from '../db.js';
import { type ComputerPlayer, computerBudgetMs } from './computer.js';
import type { OnlineStore } from './store.js';
import { hashToken, newGameId, newSeed, newToken } from './tokens.js';

/**
 * Whether a move may have been made on news this room has not heard yet: the client saw a later version (through
 * another instance, before a reconnection here), or the game still waits for a seat here that another instance
 * may have filled (a seat taken is no event, so no version tells). The store's notification would bring it soon,
 * but the move would be refused meanwhile.
 */
function behind(room: Room, message: ClientMessage): boolean {
  return message.type === 'move' && (message.version > room.version || status(room) === 'waiting');
}

/**
 * The history entry (the records) of a game that has ended, or undefined when it does not belong there: a game
 * given up before anyone joined it (its creator resigned while waiting) is not a game of the history, nor is an
 * aborted one (a seat never made its first move): it has no winner and no result.
 */
function historyRecord(room: Room): NewRecord | undefined {
  const end = room.end;
  if (!end || end.reason === 'aborted' || !seatsFilled(room.stored.seats)) return undefined;
  const players = playerNames(room.stored.seats);
  return {
    game: room.stored.game,
    params: room.stored.params,
    seed: room.stored.seed,
    moves: room.session.moves.slice(0, room.session.at),
    player: players.join(', '),
    result: end.result,
    gameId: `${room.stored.game}:${room.stored.params}#${room.stored.seed}`,
    players,
  };
}

/** One socket following one game, as the rooms see it. */
export interface Follower {
  /** The seat its token holds, or null for a spectator. */
  seat: number | null;
  /** The token it said hello with (to hand it the rematch's link). */
  token?: string;
  game?: string;
  /** The client's address: a computer's turn that its request leads to waits in that address's line. */
  readonly address?: string;
  /** Set when its socket has closed, so a hello still waiting for the game does not follow it. */
  closed?: boolean;
  send(message: ServerMessage): void;
}

export interface RoomsOptions {
  readonly store: OnlineStore;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly computer?: ComputerPlayer;
  readonly now?: () => number;
  /** Stores a finished game in the records history. */
  readonly recordFinished?: (record: NewRecord) => unknown;
  readonly log?: (message: string, error?: unknown) => void;
  /** How often the pending history entries are looked for while running (HISTORY_RETRY_MS; tests shorten it). */
  readonly historyRetryMs?: number;
}

/** While this instance holds a connection of a seat, it tells the other instances again this often. */
export const PRESENCE_REFRESH_MS = 30_000;
/** Another instance's connection of a seat counts until it says it left, or this long after it was last heard of. */
export const PRESENCE_TTL_MS = 90_000;
/**
 * While running, the history entries still pending (a write that failed: the records database was down, say) are
 * looked for this often, so they are written without waiting for a restart or for someone to open the game.
 */
export const HISTORY_RETRY_MS = 60_000;
/** An entry that failed again waits twice as long before the next try, up to this. */
export const HISTORY_RETRY_MAX_MS = 60 * 60_000;
/** Entries tried per look: a database back after a long outage is caught up a few games at a time. */
export const HISTORY_RETRY_BATCH = 5;

interface Live {
  room: Room;
  readonly followers: Set<Follower>;
  /** Open sockets per seat on this instance. */
  connected: number[];
  /** Since when each seat has had no socket on any instance (null while it has one, here or elsewhere). */
  absentSince: (number | null)[];
  /** The requests of this game, run one after the other. */
  queue: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
  /** The version a computer is thinking at, so one search runs per turn. */
  thinkingAt?: number;
  /**
   * The address of the last request that acted on the game here (a move, a seat taken, its creation): the
   * computer's turn it leads to waits in that address's line (computer.ts). Unknown after a restart or a reload:
   * the game's own line then.
   */
  source?: string;
}

/**
 * A game let go while its clock runs (release): only when to look at it again, and what reading it back from the
 * store cannot tell: about half a KB where the game itself is tens of KB (docs/online.md has the figures).
 */
interface Timed {
  readonly timer: ReturnType<typeof setTimeout>;
  /**
   * The version it was let go at and when its turn began then: a turn begun by the seat taken that filled the
   * game is no event, so read back its first-move time would count from the game's creation.
   */
  readonly version: number;
  readonly turnStartedAt: number;
  readonly source?: string;
}

export class OnlineError extends Error {
  constructor(
    readonly code: ErrorCode | 'not-found' | 'no-free-seat' | 'bad-request',
    message: string,
  ) {
    super(message);
  }
}

/** Everything the server does with online games, store-agnostic and async. */
export class Rooms {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private readonly now: () => number;
  private readonly startedAt: number;
  private stopListening?: () => Promise<void>;
  private closed = false;
  /**
   * The seats other instances say they hold a connection of (`<game id>.<seat>`, any game, held here or not), each
   * instance's with the timer that forgets it when it is not heard of again.
   */
  private readonly elsewhere = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();
  private presenceRefresh?: ReturnType<typeof setInterval>;
  private historyRetry?: ReturnType<typeof setInterval>;
  /** Whether a look for pending history entries is still running (the next one then skips its turn). */
  private retrying = false;
  /** The pending history entries a look has tried: how many times, and not to be tried again before `due`. */
  private readonly historyTries = new Map<string, { tries: number; due: number }>();
  /** The history entries being written now, so that a look does not start a second write of one. */
  private readonly writing = new Set<string>();
  /** The games let go with a clock running, each woken at its deadline to append the time-out or the abort. */
  private readonly timed = new Map<string, Timed>();

  constructor(private readonly options: RoomsOptions) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  /**
   * Takes up the games in progress the server keeps going by itself (clocks, a computer to move; the others are
   * loaded when opened), writes the history entries left pending, and listens for other instances' events.
   */
  async start(): Promise<void> {
    this.stopListening = await this.options.store.listen(
      (id, version, change) => this.changed(id, version, change),
      (instance, id, seat, connected) => this.heard(instance, id, seat, connected),
    );
    this.presenceRefresh = setInterval(() => this.refreshPresence(), PRESENCE_REFRESH_MS);
    this.presenceRefresh.unref?.();
    for (const id of await this.options.store.active()) {
      try {
        const live = await this.get(id);
        if (live) this.schedule(id, live);
      } catch (e) {
        // One game that no longer replays must not keep the server from starting; it stays in the database.
        this.log(`online game ${id} was not taken up`, e);
      }
    }
    // The finished games whose history entry is still pending: loading one writes it (get), and a game nobody
    // follows is let go again.
    for (const id of await this.options.store.historyPending()) {
      try {
        const live = await this.get(id);
        if (live) this.release(id, live);
      } catch (e) {
        this.log(`online game ${id}: its pending history entry was not written`, e);
      }
    }
    if (this.closed) return;
    this.historyRetry = setInterval(() => void this.retryHistory(), this.options.historyRetryMs ?? HISTORY_RETRY_MS);
    this.historyRetry.unref?.();
  }

  /**
   * The history entries still pending, tried again while the server runs: at most HISTORY_RETRY_BATCH a look,
   * each one that was tried before only once its backoff has passed (so an entry that keeps failing, a game this
   * instance does not serve, say, costs one load an hour, not one a minute, and does not hold up the others).
   */
  private async retryHistory(): Promise<void> {
    if (this.retrying || this.closed) return;
    this.retrying = true;
    try {
      const pending = await this.options.store.historyPending();
      const still = new Set(pending);
      // Written meanwhile (by another instance, or by a player opening the game): forgotten.
      for (const id of this.historyTries.keys()) if (!still.has(id)) this.historyTries.delete(id);
      const now = this.now();
      const due = pending.filter((id) => !this.writing.has(id) && (this.historyTries.get(id)?.due ?? 0) <= now);
      for (const id of due.slice(0, HISTORY_RETRY_BATCH)) {
        if (this.closed) return;
        const tries = (this.historyTries.get(id)?.tries ?? 0) + 1;
        const wait = Math.min(HISTORY_RETRY_MAX_MS, (this.options.historyRetryMs ?? HISTORY_RETRY_MS) * 2 ** tries);
        // Counted before the write: a write that succeeds forgets it (writeHistory), one that fails waits `wait`.
        this.historyTries.set(id, { tries, due: now + wait });
        const held = this.live.get(id);
        if (held) {
          const record = historyRecord(held.room);
          if (record) await this.writeHistory(id, record);
          continue;
        }
        // Loading a game marked pending writes its entry (get); nobody follows it, so it is let go again.
        const live = await this.get(id);
        if (live) this.release(id, live);
      }
    } catch (e) {
      this.log('the pending history entries were not tried again', e);
    } finally {
      this.retrying = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.presenceRefresh) clearInterval(this.presenceRefresh);
    if (this.historyRetry) clearInterval(this.historyRetry);
    await this.stopListening?.();
    for (const instances of this.elsewhere.values()) for (const timer of instances.values()) clearTimeout(timer);
    this.elsewhere.clear();
    // The other instances need not wait for these seats' announcements to expire.
    for (const [id, live] of this.live) {
      for (const [seat, count] of live.connected.entries()) if (count > 0) this.options.store.presence(id, seat, false);
    }
    for (const live of this.live.values()) {
      if (live.timer) clearTimeout(live.timer);
      await live.queue.catch(() => {});
    }
    this.live.clear();
    for (const timed of this.timed.values()) clearTimeout(timed.timer);
    this.timed.clear();
  }

  /** How many games this instance holds in memory (for tests and health checks). */
  heldGames(): number {
    return this.live.size;
  }

  /** How many games this instance has let go with a clock running, to be woken at its deadline. */
  timedGames(): number {
    return this.timed.size;
  }

  private log(message: string, error?: unknown): void {
    this.options.log?.(message, error);
  }

  private gameOf(stored: StoredOnlineGame): AnyGame {
    const game = this.options.games.get(stored.game);
    if (!game) throw new OnlineError('unknown-game', `${stored.game} is not served here`);
    return game;
  }

  /** The game as this instance holds it, loaded from the store the first time. */
  private async get(id: string): Promise<Live | undefined> {
    const held = this.live.get(id);
    if (held) return held;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = (async () => {
        const stored = await this.options.store.load(id);
        // A game this server does not serve (Scarabeo without its lexicons) is unknown here.
        if (!stored || !this.options.games.has(stored.game)) return undefined;
        let room = openRoom(this.gameOf(stored), stored, this.startedAt);
        // Let go with its clock running: held again (its own timer now), its turn begun when it was.
        const timed = this.untime(id);
        if (timed?.version === room.version) room = { ...room, turnStartedAt: timed.turnStartedAt };
        // Its history entry was left pending (the instance that ended it crashed, or its write failed): written now.
        const record = stored.historyPending ? historyRecord(room) : undefined;
        if (record) void this.writeHistory(id, record);
        const n = stored.seats.length;
        const since = this.now();
        const live: Live = {
          room,
          followers: new Set(),
          connected: new Array<number>(n).fill(0),
          absentSince: stored.seats.map((_, seat) => (this.elsewhere.has(`${id}.${seat}`) ? null : since)),
          queue: Promise.resolve(),
          ...(timed?.source === undefined ? {} : { source: timed.source }),
        };
        this.live.set(id, live);
        return live;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Runs `task` after the game's earlier requests; its failure is logged, never left unhandled. */
  private run<T>(live: Live, task: () => Promise<T>): Promise<T> {
    const result = live.queue.then(task);
    live.queue = result.then(
      () => {},
      () => {},
    );
    return result;
  }

  /** The game again from the store (after a conflict, another instance's event, or a seat taken). */
  private async reload(id: string, live: Live, turnStartsNow = false): Promise<void> {
    const stored = await this.options.store.load(id);
    if (!stored) return;
    const since = turnStartsNow ? this.now() : this.startedAt;
    const before = live.room;
    live.room = openRoom(this.gameOf(stored), stored, since);
    if (live.room.version === before.version && !turnStartsNow) {
      live.room = { ...live.room, turnStartedAt: before.turnStartedAt };
    }
  }

  /** Whether each seat has a connection, here or on another instance. */
  private connectedSeats(live: Live): boolean[] {
    return live.absentSince.map((since) => since === null);
  }

  private state(live: Live, seat: number | null): ServerMessage {
    return { type: 'state', ...snapshot(live.room, seat, this.connectedSeats(live), live.absentSince, this.now()) };
  }

  private send(live: Live, follower: Follower): void {
    follower.send(this.state(live, follower.seat));
  }

  /**
   * Every follower's new state, made once per seat (and once for all spectators), not once per socket: a move's
   * cost must not grow with the spectators times the moves, and anyone may open sockets that watch a game.
   */
  private broadcast(live: Live, except?: Follower): void {
    const made = new Map<number | null, ServerMessage>();
    for (const f of live.followers) {
      if (f === except) continue;
      let message = made.get(f.seat);
      if (!message) {
        message = this.state(live, f.seat);
        made.set(f.seat, message);
      }
      f.send(message);
    }
  }

  /** The public snapshot (a spectator's), for `GET /api/online/games/<id>`. */
  async publicSnapshot(id: string) {
    const live = await this.get(id);
    if (!live) return undefined;
    const snap = snapshot(live.room, null, this.connectedSeats(live), live.absentSince, this.now());
    // A game nobody follows here is not kept in memory for a reader of its snapshot.
    this.release(id, live);
    return snap;
  }

  /**
   * Appends `event` if the game is still at the room's version (with `rematch`, the new game it starts, created in
   * the same transaction). On success the room moves on and the event is committed; 'conflict' reloads the room
   * (another instance moved first) and creates nothing.
   */
  private async commit(
    id: string,
    live: Live,
    event: OnlineEvent,
    rematch?: NewOnlineGame,
  ): Promise<'ok' | 'conflict'> {
    const before = live.room;
    const next = applyEvent(before, event);
    // The event that ends a game of the history marks its entry pending in the same transaction (docs/online.md).
    const record = before.end === undefined ? historyRecord(next) : undefined;
    const result = await this.options.store.append(
      id,
      before.version,
      event,
      {
        ...progress(next),
        ...(record ? { history: true } : {}),
      },
      rematch,
    );
    if (result === 'conflict') {
      await this.reload(id, live);
      // What another instance committed is news to this room's followers too: its NOTIFY, when it comes, finds
      // the room at that version already and says nothing.
      this.changedHere(id, live);
      return result;
    }
    live.room = next;
    if (record) void this.writeHistory(id, record);
    return result;
  }

  /** After a change: every follower's new state, then the timers and the server's own moves. */
  private changedHere(id: string, live: Live, except?: Follower): void {
    this.broadcast(live, except);
    this.schedule(id, live);
  }

  /**
   * Writes a finished game's history entry, then clears its mark in the store. The instance that committed its
   * last event writes it at once; one that finds it still pending (a crash, or this write failing, came between)
   * writes it when it starts or loads the game, and a running one when its periodic look finds it (retryHistory).
   * The records store keeps a record posted twice once, so two instances (or a retry after a write whose clearing
   * failed) still make one entry.
   */
  private async writeHistory(id: string, record: NewRecord): Promise<void> {
    const recordFinished = this.options.recordFinished;
    if (!recordFinished || this.writing.has(id)) return;
    this.writing.add(id);
    try {
      await recordFinished(record);
      await this.options.store.historyWritten(id);
      this.historyTries.delete(id);
    } catch (e) {
      this.log(`online game ${id}: the finished game was not stored in the history (still pending)`, e);
    } finally {
      this.writing.delete(id);
    }
  }

  /**
   * Lets go of a game nobody follows here and nothing here waits on at once (finished, or no computer and no
   * forced move to make): it is loaded again from the store when a player or reader opens it, so the memory held
   * grows with the games being played and watched, not with every game ever opened or left with a clock running.
   * One with a clock running is kept in `timed` (its deadline's timer, its version and turn's start) and loaded
   * again at its deadline to append the time-out or the abort (wake). (What is lost is when each absent seat left:
   * after a reload the time to claim against it counts from the reload, as after a restart.)
   */
  private release(id: string, live: Live): void {
    if (this.closed || live.followers.size > 0 || this.live.get(id) !== live) return;
    const room = live.room;
    const playing = status(room) === 'playing';
    if (playing && (forcedMove(room) !== undefined || computerToMove(room) !== undefined)) return;
    const deadline = playing ? clockDeadline(room) : undefined;
    // Due: held until its check has appended the time-out (read back meanwhile, it would be checked twice).
    if (deadline !== undefined && deadline <= this.now()) {
      if (live.timer === undefined) this.schedule(id, live);
      return;
    }
    this.live.delete(id);
    if (live.timer) clearTimeout(live.timer);
    live.timer = undefined;
    if (deadline === undefined) return;
    this.untime(id);
    const timer = setTimeout(() => this.wake(id), this.untilPast(deadline));
    timer.unref?.();
    this.timed.set(id, {
      timer,
      version: room.version,
      turnStartedAt: room.turnStartedAt,
      ...(live.source === undefined ? {} : { source: live.source }),
    });
  }

  /** The wait before a deadline's check: at least a millisecond, and a little past it so the check sees it passed. */
  private untilPast(deadline: number): number {
    return Math.max(1, deadline - this.now() + 1);
  }

  /** Forgets the game's entry in `timed` (it is held again, or being read back), returning it. */
  private untime(id: string): Timed | undefined {
    const timed = this.timed.get(id);
    if (!timed) return undefined;
    clearTimeout(timed.timer);
    this.timed.delete(id);
    return timed;
  }

  /**
   * The deadline of a game let go with its clock running: read back and its clock checked, which appends the
   * time-out or the abort when due (then it is let go for good), else lets it go again with its new deadline
   * (another instance moved meanwhile).
   */
  private wake(id: string): void {
    if (this.closed) return;
    // Held again meanwhile (opened by a player): its own timer does it.
    if (this.live.has(id)) {
      this.untime(id);
      return;
    }
    this.get(id)
      .then((live) => {
        if (live) this.tick(id, live);
      })
      .catch((e) => {
        this.log(`online game ${id}: the clock check failed; tried again in a minute`, e);
        // Not read back (the store is down, say): its entry stays, woken again later.
        const timed = this.timed.get(id);
        if (!timed || this.closed) return;
        const timer = setTimeout(() => this.wake(id), HISTORY_RETRY_MS);
        timer.unref?.();
        this.timed.set(id, { ...timed, timer });
      });
  }

  /** Timers for the clock, and the moves the server makes itself (forced passes, computer seats). */
  private schedule(id: string, live: Live): void {
    if (this.closed) return;
    // A game let go while a request on it was still running (release): held again, unless it was opened anew.
    if (this.live.get(id) !== live) {
      if (this.live.has(id)) return;
      this.live.set(id, live);
    }
    this.untime(id);
    if (live.timer) clearTimeout(live.timer);
    live.timer = undefined;
    const room = live.room;
    if (status(room) !== 'playing') {
      this.release(id, live);
      return;
    }
    const deadline = clockDeadline(room);
    if (deadline !== undefined) {
      live.timer = setTimeout(() => this.tick(id, live), this.untilPast(deadline));
      live.timer.unref?.();
    }
    if (forcedMove(room) !== undefined) {
      void this.run(live, () => this.serverMoves(id, live)).catch((e) => this.log(`online game ${id}`, e));
      return;
    }
    const computer = computerToMove(room);
    if (computer && live.thinkingAt !== room.version && this.options.computer) {
      live.thinkingAt = room.version;
      const version = room.version;
      const remaining = room.clocks?.[computer.seat];
      // Within the level's budget, and never more than a twentieth of the computer's own clock.
      const budget = computerBudgetMs(room.name);
      const timeMs = Math.max(50, Math.min(budget, remaining === undefined ? budget : remaining / 20));
      this.options.computer
        .move(
          {
            game: room.stored.game,
            params: room.stored.params,
            seed: room.stored.seed,
            moves: room.session.moves.slice(0, room.session.at),
            seat: computer.seat,
            level: computer.level,
            timeMs,
          },
          live.source ?? id,
        )
        .then((text) =>
          this.run(live, async () => {
            if (live.room.version !== version || this.closed) return;
            const event =
              (text === undefined ? undefined : serverMove(live.room, text, this.now())) ?? this.fallback(live.room);
            if (!event) return;
            if ((await this.commit(id, live, event)) === 'ok') this.changedHere(id, live);
          }),
        )
        .catch((e) => this.log(`online game ${id}: the computer's move failed`, e));
    }
    this.release(id, live);
  }

  /** A move when the computer could not answer in time: the first legal one (Scarabeo: a pass). */
  private fallback(room: Room): OnlineEvent | undefined {
    this.log(`online game ${room.stored.id}: the computer did not answer; it plays the first legal move`);
    const state = current(room.session);
    const text = room.name === 'scarabeo' ? 'pass' : room.game.formatMove(state, room.game.legalMoves(state)[0]);
    return serverMove(room, text, this.now());
  }

  /** Forced passes, one after another (each appended and sent like a move). */
  private async serverMoves(id: string, live: Live): Promise<void> {
    const text = forcedMove(live.room);
    if (text === undefined) return;
    const event = serverMove(live.room, text, this.now());
    if (event && (await this.commit(id, live, event)) === 'ok') this.changedHere(id, live);
  }

  /** The clock timer: a time-out if the flag has fallen, an abort if a first move did not come in time. */
  private tick(id: string, live: Live): void {
    void this.run(live, async () => {
      if (await this.checkTime(id, live)) this.changedHere(id, live);
      else this.schedule(id, live);
    }).catch((e) => this.log(`online game ${id}: the clock check failed`, e));
  }

  /** Appends the time-out (or the abort, before its first move) of the seat to move when due; true when it did. */
  private async checkTime(id: string, live: Live): Promise<boolean> {
    const event = timeoutEvent(live.room, this.now());
    if (!event) return false;
    return (await this.commit(id, live, event)) === 'ok';
  }

  /** Another instance appended an event (or this one did: the room is then already there). */
  private changed(id: string, version: number, change?: 'seat'): void {
    const live = this.live.get(id);
    if (!live) return;
    // A seat taken through another instance: not an event (the version stays), but the seats and status change.
    if (change === 'seat') {
      void this.run(live, () => this.seatTaken(id, live)).catch((e) => this.log(`online game ${id}: reload failed`, e));
      return;
    }
    if (live.room.version >= version) return;
    void this.run(live, async () => {
      if (live.room.version >= version) return;
      await this.reload(id, live);
      this.changedHere(id, live);
    }).catch((e) => this.log(`online game ${id}: reload failed`, e));
  }

  /**
   * Another instance holds a connection of `seat` (or no longer does, or was not heard of for PRESENCE_TTL_MS):
   * the seat is connected while this instance or any other holds one.
   */
  private heard(instance: string, id: string, seat: number, connected: boolean): void {
    const key = `${id}.${seat}`;
    const live = this.live.get(id);
    const known = live !== undefined && seat < live.absentSince.length;
    let instances = this.elsewhere.get(key);
    if (connected) {
      const timer = instances?.get(instance);
      if (timer) {
        timer.refresh();
        return;
      }
      if (!instances) {
        instances = new Map();
        this.elsewhere.set(key, instances);
      }
      const expiry = setTimeout(() => this.heard(instance, id, seat, false), PRESENCE_TTL_MS);
      expiry.unref?.();
      instances.set(instance, expiry);
      if (known && live.absentSince[seat] !== null) {
        live.absentSince[seat] = null;
        this.broadcast(live);
      }
      return;
    }
    const timer = instances?.get(instance);
    if (!instances || !timer) return;
    clearTimeout(timer);
    instances.delete(instance);
    if (instances.size > 0) return;
    this.elsewhere.delete(key);
    if (known && (live.connected[seat] ?? 0) === 0 && live.absentSince[seat] === null) {
      live.absentSince[seat] = this.now();
      this.broadcast(live);
    }
  }

  /** Every seat this instance holds a connection of, told again (the others forget what they do not hear again). */
  private refreshPresence(): void {
    for (const [id, live] of this.live) {
      for (const [seat, count] of live.connected.entries()) if (count > 0) this.options.store.presence(id, seat, true);
    }
  }

  // ---- What the routes call -----------------------------------------------------------------------------

  /**
   * A new game is stored (by a request from `source`); the room is taken up at once when a computer may have the
   * first move.
   */
  async created(id: string, source?: string): Promise<void> {
    const live = await this.get(id);
    if (!live) return;
    if (source !== undefined) live.source = source;
    this.schedule(id, live);
  }

  /**
   * Takes a free person seat (the given one, or the first free) for `name`, with a new token; the invite that
   * seat had stops working. Followers are sent the new seats.
   */
  async takeFreeSeat(id: string, name: string, seat?: number, source?: string): Promise<TakeSeatResponse> {
    const live = await this.get(id);
    if (!live) throw new OnlineError('not-found', `there is no online game ${id}`);
    try {
      return await this.takeSeatIn(id, live, name, seat, source);
    } finally {
      // Refused (no free seat, game over), the game was loaded for nothing: any client may ask this of any game.
      this.release(id, live);
    }
  }

  private takeSeatIn(id: string, live: Live, name: string, seat?: number, source?: string): Promise<TakeSeatResponse> {
    return this.run(live, async () => {
      if (status(live.room) === 'over') throw new OnlineError('game-over', 'the game is over');
      const seats = live.room.stored.seats;
      const free = seats.flatMap((s, i) => (s.kind === 'person' && s.name === undefined ? [i] : []));
      const chosen = seat ?? free[0];
      if (chosen === undefined || !free.includes(chosen)) {
        throw new OnlineError('no-free-seat', seat === undefined ? 'no seat is free' : `seat ${seat} is not free`);
      }
      const token = newToken();
      if (!(await this.options.store.takeSeat(id, chosen, hashToken(token), name))) {
        await this.reload(id, live);
        throw new OnlineError('no-free-seat', `seat ${chosen} was just taken`);
      }
      if (source !== undefined) live.source = source;
      await this.seatTaken(id, live);
      return { seat: chosen, token };
    });
  }

  private async seatTaken(id: string, live: Live): Promise<void> {
    const wasWaiting = !seatsFilled(live.room.stored.seats);
    await this.reload(id, live, wasWaiting);
    this.changedHere(id, live);
  }

  /** `hello`: follow a game as the seat the token holds (joining by an invite takes it) or as a spectator. */
  async hello(follower: Follower, message: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    const live = await this.get(message.game);
    if (!live) {
      follower.send({ type: 'error', code: 'unknown-game', message: `there is no online game ${message.game}` });
      return;
    }
    await this.run(live, async () => {
      let seat: number | null = null;
      if (message.token !== undefined) {
        const hash = hashToken(message.token);
        const seatOf = () => live.room.stored.seats.findIndex((s) => s.kind === 'person' && s.tokenHash === hash);
        let found = seatOf();
        // A seat just taken through another instance may not have reached this one yet: ask the store.
        if (found < 0) {
          await this.reload(message.game, live);
          found = seatOf();
        }
        if (found < 0) {
          follower.send({ type: 'error', code: 'bad-token', message: 'this token holds no seat of this game' });
          return;
        }
        if (live.room.stored.seats[found]?.name === undefined) {
          const taken = await this.options.store.takeSeat(message.game, found, hash, message.name ?? 'anonymous');
          if (taken && follower.address !== undefined) live.source = follower.address;
          await this.seatTaken(message.game, live);
          if (!taken && live.room.stored.seats[found]?.tokenHash !== hash) {
            follower.send({ type: 'error', code: 'seat-taken', message: 'someone else took this seat' });
            return;
          }
        }
        seat = found;
      }
      if (follower.closed) return;
      this.unfollow(follower);
      follower.game = message.game;
      follower.seat = seat;
      if (message.token !== undefined) follower.token = message.token;
      else delete follower.token;
      live.followers.add(follower);
      // A game may have been let go while this hello waited (release); it is held again while followed, and what
      // the server must do in it (a forced pass left by a crash, a computer's move) is done now.
      if (!this.live.has(message.game)) this.live.set(message.game, live);
      if (status(live.room) === 'playing' && live.timer === undefined) this.schedule(message.game, live);
      if (seat !== null) {
        live.connected[seat] = (live.connected[seat] ?? 0) + 1;
        if (live.connected[seat] === 1) this.options.store.presence(message.game, seat, true);
        const arrived = live.absentSince[seat] !== null;
        live.absentSince[seat] = null;
        if (arrived) this.broadcast(live, follower);
      }
      this.send(live, follower);
    });
    // A hello refused (a bad token, a seat someone else took) or from a socket closed meanwhile follows nothing:
    // the game is not kept in memory for it, else any socket could load every stored game in turn.
    if (!live.followers.has(follower)) this.release(message.game, live);
  }

  /** A socket closed or switched games: the seat's connection count, and when it became absent. */
  unfollow(follower: Follower): void {
    const id = follower.game;
    if (id === undefined) return;
    const live = this.live.get(id);
    follower.game = undefined;
    if (!live?.followers.delete(follower)) return;
    const seat = follower.seat;
    if (seat !== null) {
      live.connected[seat] = Math.max(0, (live.connected[seat] ?? 1) - 1);
      if (live.connected[seat] === 0) {
        this.options.store.presence(id, seat, false);
        // Still connected through another instance: nothing changes for the followers.
        if (!this.elsewhere.has(`${id}.${seat}`)) {
          live.absentSince[seat] = this.now();
          this.broadcast(live);
        }
      }
    }
    this.release(id, live);
  }

  /** A move, resignation, claim or rematch: decided, committed, acknowledged, then sent to every follower. */
  async request(
    follower: Follower,
    message: Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>,
  ): Promise<void> {
    const id = follower.game;
    const live = id === undefined ? undefined : this.live.get(id);
    if (id === undefined || !live) {
      follower.send({ type: 'error', id: message.id, code: 'no-hello', message: 'say hello to a game first' });
      return;
    }
    await this.run(live, async () => {
      if (behind(live.room, message)) await this.catchUp(id, live);
      if (await this.checkTime(id, live)) this.changedHere(id, live);
      for (let attempt = 0; attempt < 3; attempt++) {
        const decision: Decision = decide(live.room, follower.seat, message, this.now(), live.absentSince);
        if (decision.kind === 'refuse') return this.refuse(live, follower, message.id, decision.error);
        if (decision.kind === 'ack') {
          follower.send({ type: 'ack', id: message.id, version: decision.version });
          return;
        }
        // The offer that completes a rematch starts the new game, in the same transaction as the offer itself.
        const rematch = decision.rematch ? rematchGame(live.room, newGameId(), newSeed(), this.now()) : undefined;
        const event = rematch ? { ...decision.event, rematch: rematch.id } : decision.event;
        if ((await this.commit(id, live, event, rematch)) === 'conflict') continue;
        follower.send({ type: 'ack', id: message.id, version: event.version });
        if (follower.address !== undefined) live.source = follower.address;
        this.changedHere(id, live, undefined);
        if (rematch) await this.rematchStarted(live, rematch.id, follower.address);
        return;
      }
      this.refuse(live, follower, message.id, {
        code: 'server-busy',
        message: 'the game changed under this request; send it again',
      });
    });
  }

  /**
   * The game again from the store before a move this room would refuse only for want of news another instance
   * has not yet sent (see `behind`); its followers are told what changed. One load a request, so a client cannot
   * make it cost more than the move would.
   */
  private async catchUp(id: string, live: Live): Promise<void> {
    const before = live.room;
    await this.reload(id, live, !seatsFilled(before.stored.seats));
    const after = live.room;
    if (after.version !== before.version || seatsFilled(after.stored.seats) !== seatsFilled(before.stored.seats)) {
      this.changedHere(id, live);
    }
  }

  private refuse(live: Live, follower: Follower, id: string, error: Refusal): void {
    const { code, message, reason } = error;
    follower.send({ type: 'error', id, code, message, ...(reason ? { reason } : {}) });
    if (error.code === 'stale-version') this.send(live, follower);
  }

  /** Every seat following here is sent the new game and its token there (the same token: seats keep theirs). */
  private async rematchStarted(live: Live, game: string, source?: string): Promise<void> {
    for (const f of live.followers) {
      if (f.seat !== null && f.token !== undefined) f.send({ type: 'rematch', game, token: f.token });
    }
    await this.created(game, source);
  }

  /** How many games this instance holds, for tests and health checks. */
  get size(): number {
    return this.live.size;
  }
}
