// What the server sends over the socket (src/online/protocol.ts), as the terminal reads it: each message checked
// for the fields the terminal uses (parse, don't trust: a malformed message is ignored, never a crash).

import type { Outcome, Problem } from '../../core/game.js';
import {
  type ClockSpec,
  type ClockState,
  END_REASONS,
  type GameEnd,
  ONLINE_GAMES,
  type ReceivedMessage,
  type SeatInfo,
  type Snapshot,
} from '../../online/protocol.js';

export type { ClientMessage, SeatInfo } from '../../online/protocol.js';

/**
 * The server's `state` (protocol.ts's Snapshot) as the terminal reads it: the fields it draws, each checked; the
 * view is checked where it is drawn (decodeView), and of the end and the outcome the terminal keeps what it says.
 */
export type StateMessage = { readonly type: 'state' } & Pick<
  Snapshot,
  'id' | 'game' | 'params' | 'version' | 'status' | 'seat' | 'seats' | 'moves' | 'toMove' | 'clock' | 'clocks'
> &
  Pick<Snapshot, 'rematch' | 'claimableAt' | 'firstMoveBy'> & {
    readonly view: unknown;
    readonly end: Pick<GameEnd, 'reason' | 'result' | 'seat'> | null;
    readonly outcome: Pick<Outcome, 'winners' | 'scores'> | null;
  };

/** What the server sends, as the terminal reads it (protocol.ts). */
export type ServerMessage = StateMessage | Exclude<ReceivedMessage, { readonly type: 'state' }>;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isSeatIndex = (v: unknown): v is number | null => v === null || (isCount(v) && v < 8);
const str = (v: unknown, max = 4096): v is string => typeof v === 'string' && v.length <= max;

function parseSeat(v: unknown): SeatInfo | undefined {
  if (!isObject(v)) return undefined;
  if (v.kind === 'computer') return { kind: 'computer', level: isCount(v.level) ? v.level : 0 };
  if (v.kind !== 'person') return undefined;
  return {
    kind: 'person',
    name: str(v.name, 200) ? v.name : null,
    taken: v.taken === true,
    connected: v.connected === true,
  };
}

function parseClock(v: unknown): ClockSpec {
  if (isObject(v) && v.kind === 'clock' && isCount(v.initialMs) && isCount(v.incrementMs ?? 0)) {
    return { kind: 'clock', initialMs: v.initialMs, incrementMs: (v.incrementMs ?? 0) as number };
  }
  if (isObject(v) && v.kind === 'correspondence' && isCount(v.daysPerMove)) {
    return { kind: 'correspondence', daysPerMove: v.daysPerMove };
  }
  return { kind: 'none' };
}

function parseClocks(v: unknown): ClockState | null {
  if (!isObject(v) || !Array.isArray(v.remainingMs) || !v.remainingMs.every((n) => typeof n === 'number')) return null;
  return {
    remainingMs: v.remainingMs as number[],
    running: isSeatIndex(v.running) ? v.running : null,
    serverTime: typeof v.serverTime === 'number' ? v.serverTime : 0,
  };
}

const seatList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => isCount(x) && x < 8) : []);

function parseEnd(v: unknown): StateMessage['end'] {
  if (!isObject(v) || !str(v.result, 512)) return null;
  const reason = END_REASONS.find((r) => r === v.reason);
  if (!reason) return null;
  return { reason, result: v.result, ...(isCount(v.seat) && v.seat < 8 ? { seat: v.seat } : {}) };
}

function parseOutcome(v: unknown): StateMessage['outcome'] {
  if (!isObject(v)) return null;
  return {
    ...(Array.isArray(v.winners) ? { winners: seatList(v.winners) } : {}),
    ...(Array.isArray(v.scores) && v.scores.every(Number.isSafeInteger) ? { scores: v.scores as number[] } : {}),
  };
}

function parseState(m: Json): StateMessage | undefined {
  const status = m.status;
  if (status !== 'waiting' && status !== 'playing' && status !== 'over') return undefined;
  const game = ONLINE_GAMES.find((g) => g === m.game);
  if (!str(m.id, 64) || !game || !str(m.params, 256) || !isCount(m.version)) return undefined;
  if (!Array.isArray(m.seats) || !Array.isArray(m.moves) || !m.moves.every((x) => str(x, 512))) return undefined;
  const seats = m.seats.map(parseSeat);
  if (seats.some((s) => s === undefined) || !isSeatIndex(m.seat ?? null) || !isSeatIndex(m.toMove ?? null)) {
    return undefined;
  }
  const rematch =
    isObject(m.rematch) && Array.isArray(m.rematch.offeredBy)
      ? {
          offeredBy: seatList(m.rematch.offeredBy),
          ...(str(m.rematch.game, 64) ? { game: m.rematch.game } : {}),
        }
      : null;
  return {
    type: 'state',
    id: m.id,
    game,
    params: m.params,
    version: m.version,
    status,
    seat: (m.seat ?? null) as number | null,
    seats: seats as SeatInfo[],
    moves: m.moves as string[],
    view: m.view,
    toMove: (m.toMove ?? null) as number | null,
    clock: parseClock(m.clock),
    clocks: parseClocks(m.clocks),
    end: parseEnd(m.end),
    outcome: parseOutcome(m.outcome),
    rematch,
    claimableAt: typeof m.claimableAt === 'number' ? m.claimableAt : null,
    firstMoveBy: typeof m.firstMoveBy === 'number' ? m.firstMoveBy : null,
  };
}

/** The message, or undefined for anything the terminal does not understand (ignored). */
export function parseServerMessage(v: unknown): ServerMessage | undefined {
  if (!isObject(v)) return undefined;
  switch (v.type) {
    case 'state':
      return parseState(v);
    case 'ack':
      return str(v.id, 64) && isCount(v.version) ? { type: 'ack', id: v.id, version: v.version } : undefined;
    case 'rematch':
      return str(v.game, 64) && str(v.token, 256) ? { type: 'rematch', game: v.game, token: v.token } : undefined;
    case 'error':
      if (!str(v.code, 64)) return undefined;
      return {
        type: 'error',
        code: v.code,
        message: str(v.message, 2048) ? v.message : v.code,
        ...(str(v.id, 64) ? { id: v.id } : {}),
        ...(isObject(v.reason) && str(v.reason.code, 64) ? { reason: v.reason as unknown as Problem } : {}),
      };
    case 'pong':
      return { type: 'pong' };
    default:
      return undefined;
  }
}
