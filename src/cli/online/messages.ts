// What the server sends over the socket (src/online/protocol.ts), as the terminal reads it: each message checked
// for the fields the terminal uses (parse, don't trust: a malformed message is ignored, never a crash).

import type { Problem } from '../../core/game.js';

export type SeatInfo =
  | { readonly kind: 'person'; readonly name: string; readonly taken: boolean; readonly connected: boolean }
  | { readonly kind: 'computer'; readonly level: number };

export interface Clocks {
  readonly remainingMs: readonly number[];
  readonly running: number | null;
  readonly serverTime: number;
}

export interface StateMessage {
  readonly type: 'state';
  readonly id: string;
  readonly game: string;
  readonly params: string;
  readonly version: number;
  readonly status: 'waiting' | 'playing' | 'over';
  readonly seat: number | null;
  readonly seats: readonly SeatInfo[];
  readonly moves: readonly string[];
  readonly view: unknown;
  readonly toMove: number | null;
  readonly clock: { readonly kind: string; readonly daysPerMove?: number } | null;
  readonly clocks: Clocks | null;
  readonly end: { readonly reason: string; readonly result: string } | null;
  readonly outcome: { readonly winners?: readonly number[]; readonly scores?: readonly number[] } | null;
  readonly rematch: { readonly offeredBy: readonly number[]; readonly game?: string } | null;
  readonly claimableAt: number | null;
}

export type ServerMessage =
  | StateMessage
  | { readonly type: 'ack'; readonly id: string; readonly version: number }
  | { readonly type: 'rematch'; readonly game: string; readonly token: string }
  | {
      readonly type: 'error';
      readonly id?: string;
      readonly code: string;
      readonly message: string;
      /** An illegal move's engine error: a code and its details, checked against the game where it is put into words. */
      readonly reason?: Problem;
    }
  | { readonly type: 'pong' };

export type { ClientMessage } from '../../online/protocol.js';

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
    name: str(v.name, 200) ? v.name : '',
    taken: v.taken === true,
    connected: v.connected === true,
  };
}

function parseClocks(v: unknown): Clocks | null {
  if (!isObject(v) || !Array.isArray(v.remainingMs) || !v.remainingMs.every((n) => typeof n === 'number')) return null;
  return {
    remainingMs: v.remainingMs as number[],
    running: isSeatIndex(v.running) ? v.running : null,
    serverTime: typeof v.serverTime === 'number' ? v.serverTime : 0,
  };
}

function parseState(m: Json): StateMessage | undefined {
  const status = m.status;
  if (status !== 'waiting' && status !== 'playing' && status !== 'over') return undefined;
  if (!str(m.id, 64) || !str(m.game, 32) || !str(m.params, 256) || !isCount(m.version)) return undefined;
  if (!Array.isArray(m.seats) || !Array.isArray(m.moves) || !m.moves.every((x) => str(x, 512))) return undefined;
  const seats = m.seats.map(parseSeat);
  if (seats.some((s) => s === undefined) || !isSeatIndex(m.seat ?? null) || !isSeatIndex(m.toMove ?? null)) {
    return undefined;
  }
  const end = isObject(m.end) && str(m.end.reason, 64) && str(m.end.result, 512) ? m.end : null;
  const rematch =
    isObject(m.rematch) && Array.isArray(m.rematch.offeredBy)
      ? {
          offeredBy: m.rematch.offeredBy.filter(isCount),
          ...(str(m.rematch.game, 64) ? { game: m.rematch.game } : {}),
        }
      : null;
  return {
    type: 'state',
    id: m.id,
    game: m.game,
    params: m.params,
    version: m.version,
    status,
    seat: (m.seat ?? null) as number | null,
    seats: seats as SeatInfo[],
    moves: m.moves as string[],
    view: m.view,
    toMove: (m.toMove ?? null) as number | null,
    clock: isObject(m.clock) && str(m.clock.kind, 32) ? (m.clock as StateMessage['clock']) : null,
    clocks: parseClocks(m.clocks),
    end: end as StateMessage['end'],
    outcome: isObject(m.outcome) ? (m.outcome as StateMessage['outcome']) : null,
    rematch,
    claimableAt: typeof m.claimableAt === 'number' ? m.claimableAt : null,
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
