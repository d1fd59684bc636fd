// The online protocol as data (docs/online.md): every message a client sends, parsed from untrusted text into a
// Result (size, schema, no unknown field), and the types of what the server sends back. Pure: the server, the
// browser and the terminal share it.

import { LEVELS as KONOBI_LEVELS } from '../ai/konobi/levels.js';
import { SCARABEO_LEVELS } from '../ai/scarabeo/levelRange.js';
import type { Outcome, Problem } from '../core/game.js';
import { describeNameProblem } from '../core/messages.js';
import { PLAYER_NAME_MAX, parsePlayerName } from '../core/names.js';
import { err, ok, type Result } from '../core/result.js';

/** The most bytes (UTF-8) of one client message over the socket; a longer one is refused unread. */
export const MAX_MESSAGE_BYTES = 4096;
/** A client's id for one of its requests (so a resend is answered, not replayed). */
export const CLIENT_ID_MAX = 64;
/** The longest move text a client may send (Scarabeo's longest play is far shorter). */
export const MOVE_MAX = 256;
/** A seat's token: base64url, 22+ characters (16+ random bytes). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/**
 * The close code of a socket the server refused because its address holds too many already: 1013, "try again
 * later" (RFC 6455's registry), so a client tells it from a dropped connection and says why.
 */
export const CROWDED_CLOSE = 1013;
/** An online game's id: 16 characters of [a-z0-9]. */
export const GAME_ID_PATTERN = /^[a-z0-9]{16}$/;
export const NAME_MAX = PLAYER_NAME_MAX;
export const ONLINE_GAMES = ['konobi', 'scarabeo'] as const;
export type OnlineGameName = (typeof ONLINE_GAMES)[number];

// ---- Client → server -------------------------------------------------------------------------------------

export type ClientMessage =
  /** Follow a game: as the seat the token holds (taking it if it is a free invite), or as a spectator. */
  | { readonly type: 'hello'; readonly game: string; readonly token?: string; readonly name?: string }
  | { readonly type: 'move'; readonly id: string; readonly version: number; readonly move: string }
  | { readonly type: 'resign'; readonly id: string }
  /** The win against an absent opponent, once `claimableAt` has passed. */
  | { readonly type: 'claim'; readonly id: string }
  /** Offer a rematch, or accept the one offered. */
  | { readonly type: 'rematch'; readonly id: string }
  | { readonly type: 'ping' };

export type ClientMessageType = ClientMessage['type'];

/** Why a message was refused before anything looked at the game. */
export interface BadMessage {
  readonly code: 'bad-message';
  readonly message: string;
}

// ---- Server → client -------------------------------------------------------------------------------------

export type ClockSpec =
  | { readonly kind: 'none' }
  /** A clock per player: Konobi minutes plus an increment per move; Scarabeo a total per player (increment 0). */
  | { readonly kind: 'clock'; readonly initialMs: number; readonly incrementMs: number }
  /** Days per move, for games that last days. */
  | { readonly kind: 'correspondence'; readonly daysPerMove: number };

/** A seat as the creator asks for it. */
export type SeatSpec = { readonly kind: 'person' } | { readonly kind: 'computer'; readonly level: number };

/** A seat as everyone sees it. */
export type SeatInfo =
  | {
      readonly kind: 'person';
      /** The name the player gave, or null while the seat is free. */
      readonly name: string | null;
      readonly taken: boolean;
      /** Whether a socket of this seat is open on the instance that sent the snapshot. */
      readonly connected: boolean;
    }
  | { readonly kind: 'computer'; readonly level: number };

export type GameStatus = 'waiting' | 'playing' | 'over';

/**
 * How a game ended: by the rules, a resignation, a flag fall, a claim against an absent player, or aborted (a
 * seat with a clock did not make its first move in time: no winner, no result).
 */
export const END_REASONS = ['rules', 'resign', 'time', 'abandoned', 'aborted'] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface GameEnd {
  readonly reason: EndReason;
  /** The result as records keep it (docs/formats.md): Konobi the winning colour, Scarabeo `1:312-280`; `aborted`. */
  readonly result: string;
  /** The seat that resigned, ran out of time, was claimed against or did not make its first move (not for `rules`). */
  readonly seat?: number;
  readonly winners: readonly number[];
}

/**
 * Whether a finished game offers a rematch: not an aborted one, where nobody made a first move, nor one cancelled
 * before it began (its creator gave it up while a seat was still free: `begun` is false), as there is no game to
 * play again and nobody to ask; its faces offer a new game instead, as lichess does. A game over with no end kept
 * (before the server kept endings) still offers one.
 */
export function offersRematch(end: Pick<GameEnd, 'reason'> | null | undefined, begun: boolean): boolean {
  return begun && end?.reason !== 'aborted';
}

/** Whether every person seat was taken, so the game began (a finished game with a free seat was cancelled). */
export function everySeatTaken(seats: readonly SeatInfo[]): boolean {
  return seats.every((s) => s.kind !== 'person' || s.taken);
}

export interface ClockState {
  /** Each seat's time left, as it was when the turn began (the running seat's clock counts down from then). */
  readonly remainingMs: readonly number[];
  /** The seat whose clock runs, or null (game over, waiting for players, or before the mover's first move). */
  readonly running: number | null;
  /** The server's clock when this snapshot was made, so a client can correct for its own. */
  readonly serverTime: number;
}

export interface RematchState {
  /** The seats that asked for a rematch (computer seats always agree). */
  readonly offeredBy: readonly number[];
  /** The new game, once every seat agreed. */
  readonly game?: string;
}

/** Everything a seat or a spectator needs to draw a game; sent whole after `hello` and after every change. */
export interface Snapshot {
  readonly id: string;
  readonly game: OnlineGameName;
  /** The canonical params text (`11`, `2s`). */
  readonly params: string;
  readonly version: number;
  readonly status: GameStatus;
  /** The seat this socket holds, or null for a spectator. */
  readonly seat: number | null;
  readonly seats: readonly SeatInfo[];
  /** Every move played, as this reader may see it (publicMove: a Scarabeo exchange of another seat is `exchange 3`). */
  readonly moves: readonly string[];
  /** The encoded view (views.ts) for this seat, or a spectator's. */
  readonly view: EncodedView;
  /** The seat to move, or null when the game is over or waits for players. */
  readonly toMove: number | null;
  readonly clock: ClockSpec;
  readonly clocks: ClockState | null;
  readonly outcome: Outcome | null;
  readonly end: GameEnd | null;
  readonly rematch: RematchState | null;
  /** When the seat to move may be claimed against as absent (server time), or null. */
  readonly claimableAt: number | null;
  /** With a clock, when the seat to move must make its first move or the game is aborted (server time), or null. */
  readonly firstMoveBy: number | null;
  /** The game this one is a rematch of, if any. */
  readonly rematchOf: string | null;
  /** The deal's seed, once the game is over (with the moves, the game's record); null before. */
  readonly seed: string | null;
}

/** A view as JSON (views.ts): Konobi's position text, or Scarabeo's board, own rack and counts. */
export type EncodedView = string | EncodedScarabeoView;

export interface EncodedScarabeoView {
  /** 17 rows of 17 characters: `.` empty, a capital letter, a lowercase letter for a jolly. */
  readonly cells: readonly string[];
  /** This seat's rack (`AACS?`), or null for a spectator while the game goes on. */
  readonly rack: string | null;
  /** Every rack, once the game is over; null before. */
  readonly racks: readonly string[] | null;
  readonly rackCounts: readonly number[];
  readonly bagCount: number;
  readonly scores: readonly number[];
  readonly toMove: number;
  readonly turn: number;
  readonly idleTurns: number;
  /** This seat's exchanges since it last placed a word (0 for a spectator). */
  readonly exchangeStreak: number;
  readonly end: {
    readonly reason: 'out' | 'stall';
    readonly player: number | null;
    readonly settlement: readonly number[];
    readonly winners: readonly number[];
  } | null;
  /** The last move as this reader may see it. */
  readonly last: { readonly player: number; readonly move: string; readonly score: number } | null;
}

export type ErrorCode =
  | 'bad-message'
  | 'not-your-turn'
  | 'not-a-seat'
  | 'game-over'
  | 'not-over'
  | 'no-rematch'
  | 'stale-version'
  | 'illegal-move'
  | 'unknown-game'
  | 'seat-taken'
  | 'bad-token'
  | 'not-claimable'
  | 'no-hello'
  | 'rate-limited'
  | 'server-busy';

export type ServerMessage =
  | ({ readonly type: 'state' } & Snapshot)
  | { readonly type: 'ack'; readonly id: string; readonly version: number }
  | { readonly type: 'rematch'; readonly game: string; readonly token: string }
  | {
      readonly type: 'error';
      readonly id?: string;
      readonly code: ErrorCode;
      /** In English, for a client that does not read `reason`. */
      readonly message: string;
      /** `illegal-move`: the engine's error, its code and details (src/online/reasons.ts puts it into words). */
      readonly reason?: Problem;
    }
  | { readonly type: 'pong' };

/**
 * What the server sends as a client receives it (the browser's and the terminal's parsers): the same messages,
 * but an error's code may be one this client does not know (a newer server's), so it is any text there; its
 * message says what went wrong.
 */
export type ReceivedMessage =
  | Exclude<ServerMessage, { readonly type: 'error' }>
  | (Omit<Extract<ServerMessage, { readonly type: 'error' }>, 'code'> & { readonly code: string });

// ---- HTTP bodies -----------------------------------------------------------------------------------------

export interface CreateRequest {
  readonly game: OnlineGameName;
  /** Params text as the player wrote it; the server checks it with the game's parseParams. */
  readonly params: string;
  readonly seats: readonly SeatSpec[];
  readonly clock: ClockSpec;
  readonly listed: boolean;
  readonly name: string;
  /** The seat the creator takes (a person seat). */
  readonly sit: number;
}

export interface CreateResponse {
  readonly id: string;
  readonly seat: number;
  readonly token: string;
  readonly invites: readonly { readonly seat: number; readonly token: string }[];
}

export interface TakeSeatRequest {
  readonly name: string;
  readonly seat?: number;
}

export interface TakeSeatResponse {
  readonly seat: number;
  readonly token: string;
}

/** A line of the lobby and of "my games". */
export interface GameSummary {
  readonly id: string;
  readonly game: OnlineGameName;
  readonly params: string;
  readonly clock: ClockSpec;
  readonly seats: readonly SeatInfo[];
  readonly status: GameStatus;
  readonly toMove: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A line of "my games": a summary from the point of view of the seat a token holds. */
export interface MyGame {
  readonly id: string;
  readonly game: OnlineGameName;
  readonly params: string;
  readonly seat: number;
  readonly status: GameStatus;
  readonly toMove: number | null;
  readonly yourTurn: boolean;
  readonly opponents: readonly string[];
  readonly updatedAt: number;
  /** Every seat, as the lobby shows them (so the faces can name the winners in their own words). */
  readonly seats: readonly SeatInfo[];
  /**
   * How the game ended, once over (the snapshot's `end`: public once the game is over); null while it goes on, and
   * for a game that ended before the server kept its ending.
   */
  readonly end: GameEnd | null;
}

export const MAX_MINE_TOKENS = 100;
export const LOBBY_LIMIT = 50;
/** Bounds of a time control (docs/online.md). */
export const CLOCK_LIMITS = {
  minInitialMs: 1_000,
  maxInitialMs: 3 * 3_600_000,
  maxIncrementMs: 60_000,
  minDays: 1,
  maxDays: 14,
} as const;
/** The computer levels each game offers: 1 to this (the engines' own ranges). */
export const LEVEL_MAX: Readonly<Record<OnlineGameName, number>> = {
  konobi: KONOBI_LEVELS,
  scarabeo: SCARABEO_LEVELS.length,
};

// ---- Parsing ---------------------------------------------------------------------------------------------

/** UTF-8 length of a string, stopping early past `limit` (so the cost of a huge text is bounded by the limit). */
export function utf8Length(text: string, limit = Number.POSITIVE_INFINITY): number {
  let n = 0;
  for (let i = 0; i < text.length && n <= limit; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

type Obj = Readonly<Record<string, unknown>>;
type Check<T> = Result<T, string>;

const bad = (message: string): Result<never, BadMessage> => err({ code: 'bad-message', message });

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first key of `value` outside `allowed`, if any. */
function unknownField(value: Obj, allowed: readonly string[]): string | undefined {
  return Object.keys(value).find((k) => !allowed.includes(k));
}

function str(value: Obj, key: string, min: number, max: number, required: boolean): Check<string | undefined> {
  const v = value[key];
  if (v === undefined) return required ? err(`"${key}" is missing`) : ok(undefined);
  if (typeof v !== 'string') return err(`"${key}" must be a string`);
  if (v.length < min) return err(`"${key}" must not be empty`);
  if (v.length > max) return err(`"${key}" is too long: at most ${max} characters`);
  return ok(v);
}

function int(value: Obj, key: string, min: number, max: number, required: boolean): Check<number | undefined> {
  const v = value[key];
  if (v === undefined) return required ? err(`"${key}" is missing`) : ok(undefined);
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return err(`"${key}" must be a whole number`);
  if (v < min || v > max) return err(`"${key}" must be from ${min} to ${max}`);
  return ok(v);
}

/** A player's name: the rule of every name (src/core/names.ts), 1–40 characters once trimmed. */
export function parseName(raw: string): Result<string, string> {
  const name = parsePlayerName(raw);
  return name.ok ? name : err(`the name ${describeNameProblem(name.error)}`);
}

const CLIENT_FIELDS: Record<ClientMessageType, readonly string[]> = {
  hello: ['type', 'game', 'token', 'name'],
  move: ['type', 'id', 'version', 'move'],
  resign: ['type', 'id'],
  claim: ['type', 'id'],
  rematch: ['type', 'id'],
  ping: ['type'],
};

const EXPECTED =
  'expected {"type":"hello","game":"<id>","token"?,"name"?}, {"type":"move","id","version","move"}, ' +
  '{"type":"resign"|"claim"|"rematch","id"} or {"type":"ping"}';

/** Parses one text message from a client: at most MAX_MESSAGE_BYTES, JSON, one of the documented shapes. */
export function parseClientMessage(text: string): Result<ClientMessage, BadMessage> {
  if (text.length > MAX_MESSAGE_BYTES || utf8Length(text, MAX_MESSAGE_BYTES) > MAX_MESSAGE_BYTES) {
    return bad(`the message is larger than ${MAX_MESSAGE_BYTES} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return bad(`the message is not JSON; ${EXPECTED}`);
  }
  if (!isObject(value)) return bad(`the message is not a JSON object; ${EXPECTED}`);
  const type = value.type;
  if (typeof type !== 'string' || !Object.hasOwn(CLIENT_FIELDS, type)) {
    return bad(`unknown message type ${JSON.stringify(type)?.slice(0, 40)}; ${EXPECTED}`);
  }
  const t = type as ClientMessageType;
  const extra = unknownField(value, CLIENT_FIELDS[t]);
  if (extra !== undefined) return bad(`a "${t}" message has no field "${extra.slice(0, 40)}"`);
  const checked = checkFields(t, value);
  return checked.ok ? checked : bad(`a "${t}" message: ${checked.error}`);
}

function checkFields(type: ClientMessageType, value: Obj): Check<ClientMessage> {
  switch (type) {
    case 'hello': {
      const game = str(value, 'game', 1, 16, true);
      if (!game.ok) return game;
      if (!GAME_ID_PATTERN.test(game.value as string)) return err('"game" must be a game id of 16 letters and digits');
      const token = str(value, 'token', 1, 64, false);
      if (!token.ok) return token;
      if (token.value !== undefined && !TOKEN_PATTERN.test(token.value)) {
        return err('"token" must be a seat token (22–64 characters of A–Z, a–z, 0–9, - and _)');
      }
      const name = str(value, 'name', 1, 200, false);
      if (!name.ok) return name;
      let cleanName: string | undefined;
      if (name.value !== undefined) {
        const parsed = parseName(name.value);
        if (!parsed.ok) return parsed;
        cleanName = parsed.value;
      }
      return ok({
        type,
        game: game.value as string,
        ...(token.value === undefined ? {} : { token: token.value }),
        ...(cleanName === undefined ? {} : { name: cleanName }),
      });
    }
    case 'move': {
      const id = str(value, 'id', 1, CLIENT_ID_MAX, true);
      if (!id.ok) return id;
      const version = int(value, 'version', 0, 1_000_000, true);
      if (!version.ok) return version;
      const move = str(value, 'move', 1, MOVE_MAX, true);
      if (!move.ok) return move;
      return ok({ type, id: id.value as string, version: version.value as number, move: move.value as string });
    }
    case 'resign':
    case 'claim':
    case 'rematch': {
      const id = str(value, 'id', 1, CLIENT_ID_MAX, true);
      if (!id.ok) return id;
      return ok({ type, id: id.value as string });
    }
    case 'ping':
      return ok({ type });
  }
}

const CREATE_FIELDS = ['game', 'params', 'seats', 'clock', 'listed', 'name', 'sit'];

/** Checks the time control of a new game against CLOCK_LIMITS. */
export function parseClockSpec(v: unknown, game: OnlineGameName): Check<ClockSpec> {
  if (!isObject(v)) return err('"clock" must be an object such as {"kind":"none"}');
  const kind = v.kind;
  if (kind === 'none') {
    const extra = unknownField(v, ['kind']);
    return extra === undefined ? ok({ kind }) : err(`"clock" has no field "${extra.slice(0, 40)}"`);
  }
  if (kind === 'clock') {
    const extra = unknownField(v, ['kind', 'initialMs', 'incrementMs']);
    if (extra !== undefined) return err(`"clock" has no field "${extra.slice(0, 40)}"`);
    const initial = int(v, 'initialMs', CLOCK_LIMITS.minInitialMs, CLOCK_LIMITS.maxInitialMs, true);
    if (!initial.ok) return err(`clock ${initial.error}`);
    const increment = int(v, 'incrementMs', 0, CLOCK_LIMITS.maxIncrementMs, false);
    if (!increment.ok) return err(`clock ${increment.error}`);
    const incrementMs = increment.value ?? 0;
    if (game === 'scarabeo' && incrementMs !== 0) return err("Scarabeo's clock is a total per player: incrementMs 0");
    return ok({ kind, initialMs: initial.value as number, incrementMs });
  }
  if (kind === 'correspondence') {
    const extra = unknownField(v, ['kind', 'daysPerMove']);
    if (extra !== undefined) return err(`"clock" has no field "${extra.slice(0, 40)}"`);
    const days = int(v, 'daysPerMove', CLOCK_LIMITS.minDays, CLOCK_LIMITS.maxDays, true);
    if (!days.ok) return err(`clock ${days.error}`);
    return ok({ kind, daysPerMove: days.value as number });
  }
  return err('"clock.kind" must be "none", "clock" or "correspondence"');
}

function parseSeatSpec(v: unknown, i: number, game: OnlineGameName): Check<SeatSpec> {
  const max = LEVEL_MAX[game];
  if (!isObject(v)) return err(`seat ${i} must be {"kind":"person"} or {"kind":"computer","level":1–${max}}`);
  if (v.kind === 'person') {
    return unknownField(v, ['kind']) === undefined ? ok({ kind: 'person' }) : err(`seat ${i} has an unknown field`);
  }
  if (v.kind === 'computer') {
    if (unknownField(v, ['kind', 'level']) !== undefined) return err(`seat ${i} has an unknown field`);
    const level = int(v, 'level', 1, max, true);
    return level.ok ? ok({ kind: 'computer', level: level.value as number }) : err(`seat ${i}: ${level.error}`);
  }
  return err(`seat ${i}: "kind" must be "person" or "computer"`);
}

/**
 * The body of `POST /api/online/games`, checked for shape and bounds; the params are checked by the game itself
 * (the server's parseParams), and the number of seats against them.
 */
export function parseCreateRequest(body: unknown): Result<CreateRequest, string> {
  if (!isObject(body)) return err('the body must be a JSON object');
  const extra = unknownField(body, CREATE_FIELDS);
  if (extra !== undefined) return err(`the body has an unexpected field "${extra.slice(0, 40)}"`);
  const game = body.game;
  if (game !== 'konobi' && game !== 'scarabeo') return err('"game" must be "konobi" or "scarabeo"');
  const params = str(body, 'params', 1, 40, false);
  if (!params.ok) return params;
  if (!Array.isArray(body.seats) || body.seats.length < 2 || body.seats.length > 4) {
    return err('"seats" must be a list of 2 to 4 seats');
  }
  const seats: SeatSpec[] = [];
  for (let i = 0; i < body.seats.length; i++) {
    const seat = parseSeatSpec(body.seats[i], i, game);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  const clock = body.clock === undefined ? ok<ClockSpec>({ kind: 'none' }) : parseClockSpec(body.clock, game);
  if (!clock.ok) return clock;
  if (body.listed !== undefined && typeof body.listed !== 'boolean') return err('"listed" must be true or false');
  const nameText = str(body, 'name', 1, 200, false);
  if (!nameText.ok) return nameText;
  const name = parseName(nameText.value ?? 'anonymous');
  if (!name.ok) return name;
  const sit = int(body, 'sit', 0, seats.length - 1, false);
  if (!sit.ok) return sit;
  const at = sit.value ?? seats.findIndex((s) => s.kind === 'person');
  if (seats[at]?.kind !== 'person') return err('"sit" must name a person seat (at least one seat is a person)');
  return ok({
    game,
    params: params.value ?? '',
    seats,
    clock: clock.value,
    listed: body.listed === true,
    name: name.value,
    sit: at,
  });
}

/** The body of `POST /api/online/games/<id>/seats`. */
export function parseTakeSeatRequest(body: unknown): Result<TakeSeatRequest, string> {
  if (!isObject(body)) return err('the body must be a JSON object {"name":"…","seat":<n>?}');
  const extra = unknownField(body, ['name', 'seat']);
  if (extra !== undefined) return err(`the body has an unexpected field "${extra.slice(0, 40)}"`);
  const nameText = str(body, 'name', 1, 200, false);
  if (!nameText.ok) return nameText;
  const name = parseName(nameText.value ?? 'anonymous');
  if (!name.ok) return name;
  const seat = int(body, 'seat', 0, 3, false);
  if (!seat.ok) return seat;
  return ok({ name: name.value, ...(seat.value === undefined ? {} : { seat: seat.value }) });
}

/** The body of `POST /api/online/mine`: the seat tokens this browser or terminal holds. */
export function parseMineRequest(body: unknown): Result<readonly string[], string> {
  if (!isObject(body)) return err('the body must be a JSON object {"tokens":["…"]}');
  const extra = unknownField(body, ['tokens']);
  if (extra !== undefined) return err(`the body has an unexpected field "${extra.slice(0, 40)}"`);
  const tokens = body.tokens;
  if (!Array.isArray(tokens) || tokens.length > MAX_MINE_TOKENS) {
    return err(`"tokens" must be a list of at most ${MAX_MINE_TOKENS} seat tokens`);
  }
  for (const t of tokens) if (typeof t !== 'string' || !TOKEN_PATTERN.test(t)) return err('"tokens" holds a bad token');
  return ok(tokens as string[]);
}
