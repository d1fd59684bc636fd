// The room: an online game as the server holds it, pure (docs/online.md, "Rules the room enforces"). Built from
// the stored game and its events; a client's request is decided against it (refused, answered again, or an
// event to append); an appended event makes the next room. Clocks, claims against an absent player, rematches
// and what each reader is sent (snapshot) live here, so every store and every instance applies the same rules.
import type { AnyGame, Outcome, Problem } from '../core/game.js';
import { seatOf } from '../games/konobi/index.js';
import { current, dealSession, type Session, play as sessionPlay } from '../session/session.js';
import type { NewOnlineGame, OnlineEvent, StoredOnlineGame, StoredSeat } from './events.js';
import type {
  ClientMessage,
  ClockState,
  ErrorCode,
  GameEnd,
  GameStatus,
  OnlineGameName,
  SeatInfo,
  Snapshot,
} from './protocol.js';
import { offersRematch } from './protocol.js';
import { encodeView, publicMoves } from './views.js';

/** No clock: the seat to move may be claimed against after this long without a connection. */
export const ABSENT_MS = 2 * 60_000;
export const DAY_MS = 86_400_000;
/**
 * With a clock: how long a seat has for its first move (its clock does not run meanwhile) before the game is
 * aborted.
 */
export const FIRST_MOVE_MS = 30_000;
/** The longest first-move time, for the slowest clocks. */
export const FIRST_MOVE_MAX_MS = 2 * 60_000;

export interface Room {
  readonly stored: StoredOnlineGame;
  readonly game: AnyGame;
  readonly name: OnlineGameName;
  /** The moves replayed; `current(session)` is the position. */
  readonly session: Session;
  readonly version: number;
  /** How the game ended by resignation, time, claim or abort; or by the rules (filled from the engine). */
  readonly end?: GameEnd;
  /** Each seat's time left when the current turn began (games with a clock). */
  readonly clocks?: readonly number[];
  /** When the current turn began, by this instance's clock (see `openRoom`'s `since`). */
  readonly turnStartedAt: number;
  /** When the last event was stored (or the game created): the start of a correspondence turn. */
  readonly lastEventAt: number;
  readonly rematchOffers: readonly number[];
  readonly rematchGame?: string;
  /** `<seat>:<client id>` → the version its event made, to answer a resend with the same ack. */
  readonly acks: ReadonlyMap<string, number>;
}

export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  /** An illegal move's engine error (its code and details), for each face to put into words in its language. */
  readonly reason?: Problem;
}

/** What to do with a client's request. */
export type Decision =
  | { readonly kind: 'refuse'; readonly error: Refusal }
  /** Already done (the same client id): answer with the same ack. */
  | { readonly kind: 'ack'; readonly version: number }
  /** Append this event; `rematch` says that it completes the agreement, so a new game must be made first. */
  | { readonly kind: 'append'; readonly event: OnlineEvent; readonly rematch?: boolean };

const refuse = (code: ErrorCode, message: string, reason?: Problem): Decision => ({
  kind: 'refuse',
  error: { code, message, ...(reason ? { reason } : {}) },
});

function personSeats(seats: readonly StoredSeat[]): number[] {
  return seats.flatMap((s, i) => (s.kind === 'person' ? [i] : []));
}

/** Whether every person seat has been taken (so the game is under way). */
export function seatsFilled(seats: readonly StoredSeat[]): boolean {
  return seats.every((s) => s.kind !== 'person' || s.name !== undefined);
}

/** The colour a Konobi seat plays in `state` (the pie rule swaps them). */
function konobiColour(state: Parameters<typeof seatOf>[0], seat: number): 'black' | 'white' {
  return seatOf(state, 'black') === seat ? 'black' : 'white';
}

/** The result text of a game that ended otherwise than by the rules: the same form as the engine's. */
function resultFor(room: Room, winners: readonly number[]): string {
  const state = current(room.session);
  if (room.name === 'konobi') {
    return winners.length === 1 ? konobiColour(state as never, winners[0] as number) : 'draw';
  }
  const scores = (state as { scores: readonly number[] }).scores;
  return `${winners.map((w) => w + 1).join('=')}:${scores.join('-')}`;
}

/**
 * The winners when `loser` resigns, runs out of time or is claimed against: the other seat of a two-seat game;
 * with more seats (Scarabeo), the others with the highest score.
 */
function winnersWithout(room: Room, loser: number): number[] {
  const n = room.stored.seats.length;
  const others = Array.from({ length: n }, (_, i) => i).filter((i) => i !== loser);
  if (room.name !== 'scarabeo' || n === 2) return others;
  const scores = (current(room.session) as { scores: readonly number[] }).scores;
  const best = Math.max(...others.map((i) => scores[i] as number));
  return others.filter((i) => scores[i] === best);
}

function endOf(room: Room, reason: GameEnd['reason'], seat: number): GameEnd {
  const winners = winnersWithout(room, seat);
  return { reason, seat, winners, result: resultFor(room, winners) };
}

/** The end by the rules, from the engine's outcome. */
function rulesEnd(game: AnyGame, session: Session): GameEnd | undefined {
  const state = current(session);
  if (!game.isOver(state)) return undefined;
  const o: Outcome = game.outcome(state);
  return { reason: 'rules', winners: o.winners ?? [], result: o.result ?? 'draw' };
}

export function status(room: Room): GameStatus {
  if (room.end) return 'over';
  return seatsFilled(room.stored.seats) ? 'playing' : 'waiting';
}

/** The seat to move while the game is under way; null while waiting or once over. */
export function seatToMove(room: Room): number | null {
  return status(room) === 'playing' ? room.game.toMove(current(room.session)) : null;
}

/**
 * The room of a stored game, every event applied. `since` is when this instance took the game up: a turn in
 * progress is taken to have begun then (or at its last event, if later), so clocks do not run while no
 * server holds the game.
 */
export function openRoom(game: AnyGame, stored: StoredOnlineGame, since: number): Room {
  const params = game.parseParams(stored.params);
  if (!params.ok) throw new Error(`online game ${stored.id}: stored params do not parse`);
  const start = dealSession(game, params.value, stored.seed);
  const clock = stored.clock;
  let room: Room = {
    stored: { ...stored, events: [] },
    game,
    name: stored.game,
    session: start,
    version: 0,
    ...(clock.kind === 'clock' ? { clocks: stored.seats.map(() => clock.initialMs) } : {}),
    turnStartedAt: stored.createdAt,
    lastEventAt: stored.createdAt,
    rematchOffers: [],
    acks: new Map(),
  };
  for (const event of stored.events) room = applyEvent(room, event);
  return { ...room, stored, turnStartedAt: Math.max(room.turnStartedAt, since) };
}

/** The room after a stored event (trusted: it was decided by a room and committed). */
export function applyEvent(room: Room, event: OnlineEvent): Room {
  if (event.version !== room.version + 1) throw new Error(`event ${event.version} after version ${room.version}`);
  const acks = new Map(room.acks);
  if (event.clientId !== undefined) acks.set(`${event.seat}:${event.clientId}`, event.version);
  const base = {
    ...room,
    stored: { ...room.stored, events: [...room.stored.events, event], updatedAt: event.at },
    version: event.version,
    acks,
    lastEventAt: event.at,
    ...(event.clocks ? { clocks: event.clocks } : {}),
  };
  switch (event.kind) {
    case 'move': {
      const move = room.game.parseMove(current(room.session), event.move ?? '');
      if (!move.ok) throw new Error(`stored move ${event.version} of ${room.stored.id} does not parse`);
      const session = sessionPlay(room.session, move.value);
      const end = rulesEnd(room.game, session);
      return { ...base, session, turnStartedAt: event.at, ...(end ? { end } : {}) };
    }
    case 'resign':
      return { ...base, end: endOf(room, 'resign', event.seat) };
    case 'timeout':
      return { ...base, end: endOf(room, 'time', event.seat) };
    case 'claim': {
      const absent = room.game.toMove(current(room.session));
      return { ...base, end: endOf(room, 'abandoned', absent) };
    }
    case 'abort':
      // No winner and no result: an aborted game counts for nobody (it is not written to the history).
      return { ...base, end: { reason: 'aborted', seat: event.seat, winners: [], result: 'aborted' } };
    case 'rematch-offer':
      return {
        ...base,
        rematchOffers: [...room.rematchOffers.filter((s) => s !== event.seat), event.seat],
        ...(event.rematch === undefined ? {} : { rematchGame: event.rematch }),
      };
  }
}

/** How long a seat has for its first move under `clock`: FIRST_MOVE_MS, more for slow clocks (a twentieth). */
export function firstMoveMs(clock: StoredOnlineGame['clock']): number | undefined {
  if (clock.kind !== 'clock') return undefined;
  return Math.min(FIRST_MOVE_MAX_MS, Math.max(FIRST_MOVE_MS, Math.round(clock.initialMs / 20)));
}

/** Whether `seat` has made a move of its own yet (a forced pass counts: the server made it for that seat). */
function hasMoved(room: Room, seat: number): boolean {
  return room.stored.events.some((e) => e.kind === 'move' && e.seat === seat);
}

/**
 * With a clock, when the person seat to move must make its first move or the game is aborted (server time);
 * undefined otherwise (no clock, not under way, a later move, or a computer: it always moves in time).
 */
export function firstMoveDeadline(room: Room): number | undefined {
  const seat = seatToMove(room);
  const ms = firstMoveMs(room.stored.clock);
  if (seat === null || ms === undefined || room.stored.seats[seat]?.kind !== 'person' || hasMoved(room, seat)) {
    return undefined;
  }
  return room.turnStartedAt + ms;
}

/** The seat whose clock runs: the seat to move once it has made its first move (before that, no clock runs). */
function runningSeat(room: Room): number | null {
  const seat = seatToMove(room);
  return seat === null || !room.clocks || !hasMoved(room, seat) ? null : seat;
}

/**
 * When the server must look at the game again (server time), or undefined: the first-move deadline of a seat
 * that has not moved yet, else the fall of the running clock.
 */
export function clockDeadline(room: Room): number | undefined {
  const first = firstMoveDeadline(room);
  if (first !== undefined) return first;
  const seat = runningSeat(room);
  if (seat === null || !room.clocks) return undefined;
  return room.turnStartedAt + (room.clocks[seat] as number);
}

/**
 * The event to append once `clockDeadline` has passed by `now`: the abort when the seat to move let its
 * first-move time pass, else the time-out of the running clock.
 */
export function timeoutEvent(room: Room, now: number): OnlineEvent | undefined {
  const deadline = clockDeadline(room);
  if (deadline === undefined || now < deadline) return undefined;
  const seat = seatToMove(room) as number;
  if (firstMoveDeadline(room) !== undefined) {
    return { version: room.version + 1, kind: 'abort', seat, at: now, clocks: room.clocks as readonly number[] };
  }
  const clocks = (room.clocks as readonly number[]).map((ms, i) => (i === seat ? 0 : ms));
  return { version: room.version + 1, kind: 'timeout', seat, at: now, clocks };
}

/**
 * When the seat to move may be claimed against: no clock, after ABSENT_MS without a connection
 * (`absentSince[seat]`, null while connected); correspondence, after its days per move from its turn's start.
 */
export function claimableAt(room: Room, absentSince: readonly (number | null)[]): number | null {
  const seat = seatToMove(room);
  if (seat === null || room.stored.seats[seat]?.kind !== 'person') return null;
  const clock = room.stored.clock;
  if (clock.kind === 'correspondence') {
    // The first move's days count from when the game began (its seats filled), the others' from the last move.
    const turnBegan = room.version === 0 ? room.turnStartedAt : room.lastEventAt;
    return turnBegan + clock.daysPerMove * DAY_MS;
  }
  if (clock.kind === 'clock') return null;
  const since = absentSince[seat];
  return since === null || since === undefined ? null : since + ABSENT_MS;
}

/**
 * The clocks after `seat` moves at `now`: its time used taken off, the increment added. A seat's first move
 * leaves its clock as it was: it did not run.
 */
function clocksAfterMove(room: Room, seat: number, now: number): number[] | undefined {
  if (!room.clocks || room.stored.clock.kind !== 'clock') return undefined;
  if (runningSeat(room) !== seat) return [...room.clocks];
  const increment = room.stored.clock.incrementMs;
  return room.clocks.map((ms, i) => (i === seat ? Math.max(0, ms - (now - room.turnStartedAt)) + increment : ms));
}

/** The clocks as they stand at `now` when an event other than a move ends the game. */
function clocksNow(room: Room, now: number): number[] | undefined {
  const seat = runningSeat(room);
  if (!room.clocks) return undefined;
  return room.clocks.map((ms, i) => (i === seat ? Math.max(0, ms - (now - room.turnStartedAt)) : ms));
}

/**
 * Decides a request of `seat` (null: a spectator's socket) at `now`. The caller first appends any time-out
 * (`timeoutEvent`), so a move after the flag fell finds the game over. `absentSince` as for `claimableAt`.
 */
export function decide(
  room: Room,
  seat: number | null,
  message: Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>,
  now: number,
  absentSince: readonly (number | null)[],
): Decision {
  if (seat !== null) {
    const done = room.acks.get(`${seat}:${message.id}`);
    if (done !== undefined) return { kind: 'ack', version: done };
  }
  if (seat === null) return refuse('not-a-seat', 'this connection follows the game as a spectator: it holds no seat');
  const st = status(room);
  const next = room.version + 1;
  const clientId = message.id;
  switch (message.type) {
    case 'move': {
      if (st === 'over') return refuse('game-over', 'the game is over');
      if (st === 'waiting') return refuse('not-your-turn', 'the game has not started: a seat is still free');
      if (message.version !== room.version) {
        return refuse(
          'stale-version',
          `the move was made at version ${message.version}; the game is at ${room.version}`,
        );
      }
      const toMove = seatToMove(room);
      // Seats are counted from 0 here as everywhere in the protocol (the snapshot's `seat` and `toMove`).
      if (toMove !== seat)
        return refuse('not-your-turn', `it is seat ${toMove}'s turn; this connection holds seat ${seat}`);
      const state = current(room.session);
      const move = room.game.parseMove(state, message.move);
      if (!move.ok) return refuse('illegal-move', room.game.describeError(move.error, 'en'), move.error);
      const text = room.game.formatMove(state, move.value);
      const clocks = clocksAfterMove(room, seat, now);
      return {
        kind: 'append',
        event: { version: next, kind: 'move', seat, move: text, clientId, at: now, ...(clocks ? { clocks } : {}) },
      };
    }
    case 'resign': {
      if (st === 'over') return refuse('game-over', 'the game is over');
      const clocks = clocksNow(room, now);
      return {
        kind: 'append',
        event: { version: next, kind: 'resign', seat, clientId, at: now, ...(clocks ? { clocks } : {}) },
      };
    }
    case 'claim': {
      if (st !== 'playing') return refuse(st === 'over' ? 'game-over' : 'not-claimable', 'there is nothing to claim');
      const toMove = seatToMove(room);
      if (toMove === seat) return refuse('not-claimable', 'it is your own turn');
      const at = claimableAt(room, absentSince);
      if (at === null || now < at) {
        return refuse(
          'not-claimable',
          at === null
            ? 'the player to move is here (or the clock decides): there is nothing to claim'
            : `the player to move may be claimed against in ${Math.ceil((at - now) / 1000)} s`,
        );
      }
      return { kind: 'append', event: { version: next, kind: 'claim', seat, clientId, at: now } };
    }
    case 'rematch': {
      if (st !== 'over') return refuse('not-over', 'a rematch is offered once the game is over');
      if (!offersRematch(room.end, seatsFilled(room.stored.seats))) {
        return refuse('no-rematch', 'a game aborted or cancelled before it began has no rematch: start a new game');
      }
      // Asked again (another client id) while the others have not answered: nothing new to store.
      if (room.rematchGame !== undefined || room.rematchOffers.includes(seat)) {
        return { kind: 'ack', version: room.version };
      }
      const offers = new Set([...room.rematchOffers, seat]);
      const complete = personSeats(room.stored.seats).every((s) => offers.has(s));
      return {
        kind: 'append',
        event: { version: next, kind: 'rematch-offer', seat, clientId, at: now },
        rematch: complete,
      };
    }
  }
}

/** The event of a move the server makes itself (a computer's, or a forced pass), at the room's version. */
export function serverMove(room: Room, text: string, now: number): OnlineEvent | undefined {
  const seat = seatToMove(room);
  if (seat === null) return undefined;
  const state = current(room.session);
  const move = room.game.parseMove(state, text);
  if (!move.ok) return undefined;
  const clocks = clocksAfterMove(room, seat, now);
  return {
    version: room.version + 1,
    kind: 'move',
    seat,
    move: room.game.formatMove(state, move.value),
    at: now,
    ...(clocks ? { clocks } : {}),
  };
}

/** The move the server makes without asking anyone: the game's forced move (Konobi's pass), in notation. */
export function forcedMove(room: Room): string | undefined {
  if (seatToMove(room) === null) return undefined;
  const state = current(room.session);
  const move = room.game.forcedMove?.(state);
  return move === undefined ? undefined : room.game.formatMove(state, move);
}

/** The computer seat to move and its level, if a computer is to move. */
export function computerToMove(room: Room): { seat: number; level: number } | undefined {
  const seat = seatToMove(room);
  if (seat === null) return undefined;
  const s = room.stored.seats[seat];
  return s?.kind === 'computer' ? { seat, level: s.level ?? 1 } : undefined;
}

/** The rematch of a finished game: the same seats and tokens, rotated so that the first player changes. */
export function rematchGame(room: Room, id: string, seed: string, now: number): NewOnlineGame {
  const seats = room.stored.seats;
  const n = seats.length;
  return {
    id,
    game: room.stored.game,
    params: room.stored.params,
    seed,
    clock: room.stored.clock,
    listed: false,
    createdAt: now,
    rematchOf: room.stored.id,
    seats: Array.from({ length: n }, (_, i) => seats[(i + 1) % n] as StoredSeat),
  };
}

/** Who sat where, as the record keeps them: a person's name, or `computer <level>`. */
export function playerNames(seats: readonly StoredSeat[]): string[] {
  return seats.map((s) => (s.kind === 'computer' ? `computer ${s.level ?? 1}` : (s.name ?? 'anonymous')));
}

/** The game row's progress after the room's last event, and how the game ended (stored beside it, for the lists). */
export function progress(room: Room): { toMove: number | null; over: boolean; end?: GameEnd } {
  return {
    toMove: status(room) === 'over' ? null : room.game.toMove(current(room.session)),
    over: !!room.end,
    ...(room.end ? { end: room.end } : {}),
  };
}

/** The outcome every face reads: the engine's, or the end by resignation, time or claim. */
export function outcomeOf(room: Room): Outcome | null {
  if (!room.end) return room.session.game.outcome(current(room.session));
  const engine = room.game.outcome(current(room.session));
  return { ...engine, over: true, winners: room.end.winners, result: room.end.result };
}

export function seatInfo(seats: readonly StoredSeat[], connected: readonly boolean[]): SeatInfo[] {
  return seats.map((s, i) =>
    s.kind === 'computer'
      ? { kind: 'computer', level: s.level ?? 1 }
      : { kind: 'person', name: s.name ?? null, taken: s.name !== undefined, connected: connected[i] === true },
  );
}

/**
 * What `reader` (a seat, or null for a spectator) is sent: the whole game as that reader may see it. Another
 * seat's rack and the bag never appear; a spectator sees racks only once the game is over.
 */
export function snapshot(
  room: Room,
  reader: number | null,
  connected: readonly boolean[],
  absentSince: readonly (number | null)[],
  now: number,
): Snapshot {
  const st = status(room);
  const over = st === 'over';
  const toMove = seatToMove(room);
  const clocks: ClockState | null = room.clocks
    ? { remainingMs: room.clocks, running: over ? null : runningSeat(room), serverTime: now }
    : null;
  return {
    id: room.stored.id,
    game: room.name,
    params: room.stored.params,
    version: room.version,
    status: st,
    seat: reader,
    seats: seatInfo(room.stored.seats, connected),
    moves: publicMoves(room.name, room.session.states, room.session.moves.slice(0, room.session.at), reader),
    view: encodeView(room.name, current(room.session), reader, over),
    toMove,
    clock: room.stored.clock,
    clocks,
    outcome: outcomeOf(room),
    end: room.end ?? null,
    rematch:
      room.rematchOffers.length > 0
        ? { offeredBy: room.rematchOffers, ...(room.rematchGame ? { game: room.rematchGame } : {}) }
        : null,
    claimableAt: over ? null : claimableAt(room, absentSince),
    firstMoveBy: firstMoveDeadline(room) ?? null,
    rematchOf: room.stored.rematchOf ?? null,
    seed: over ? room.stored.seed : null,
  };
}
