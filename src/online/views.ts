// What each reader of an online game may see, as JSON (docs/online.md, "Views and public moves"): Konobi hides
// nothing (its view is the position text); Scarabeo shows a seat its own rack and everyone only counts of the
// other racks and the bag, and racks to spectators only once the game is over. Pure; the server encodes, the
// browser and the terminal decode.
import { err, ok, type Result } from '../core/result.js';
import { formatPosition as formatKonobiPosition, type KonobiState, parseAnyPosition } from '../games/konobi/index.js';
import {
  type Cells,
  cellChar,
  emptyRack,
  formatMove as formatScarabeoMove,
  formatTiles,
  JOLLY,
  letterCode,
  parseParams as parseScarabeoParams,
  parseTiles,
  type Rack,
  rackSize,
  type ScarabeoEnd,
  type ScarabeoParams,
  type ScarabeoState,
  type ScarabeoView,
  SIZE,
  SQUARES,
} from '../games/scarabeo/index.js';
import { view as scarabeoView } from '../games/scarabeo/state.js';
import type { EncodedScarabeoView, EncodedView, OnlineGameName } from './protocol.js';

/** Scarabeo's view as a face reads it from the server: the engine's view, with the last move as public text. */
export interface OnlineScarabeoView extends Omit<ScarabeoView, 'last'> {
  /** False for a spectator: `rack` is then empty and means nothing. */
  readonly hasRack: boolean;
  /** Every seat's rack, once the game is over. */
  readonly racks?: readonly Rack[];
  readonly lastMove?: { readonly player: number; readonly move: string; readonly score: number };
}

export type DecodedView =
  | { readonly game: 'konobi'; readonly state: KonobiState }
  | { readonly game: 'scarabeo'; readonly view: OnlineScarabeoView };

function rows(cells: Cells): string[] {
  const out: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    let row = '';
    for (let c = 0; c < SIZE; c++) {
      const cell = cells[r * SIZE + c] as number;
      row += cell === 0 ? '.' : cellChar(cell);
    }
    out.push(row);
  }
  return out;
}

/**
 * A move of Scarabeo as `reader` may read it, from the state it was played in: another seat's exchange shows
 * only how many tiles (`exchange 3`); plays, swaps and passes are public. `reader` null is a spectator.
 */
function publicScarabeoMove(before: ScarabeoState, text: string, reader: number | null): string {
  if (reader === before.toMove) return text;
  const m = /^\s*exchange\s+(\S+)\s*$/i.exec(text);
  if (!m) return text;
  const tiles = parseTiles(m[1] as string);
  return `exchange ${tiles.ok ? rackSize(tiles.value) : 0}`;
}

/**
 * The move `text` (canonical, as the server keeps it) played in `before`, as `reader` may read it (a seat, or
 * null for a spectator). Konobi's moves are public; a Scarabeo exchange of another seat is `exchange <count>`.
 */
export function publicMove(game: OnlineGameName, before: unknown, text: string, reader: number | null): string {
  return game === 'scarabeo' ? publicScarabeoMove(before as ScarabeoState, text, reader) : text;
}

/** Every move of a game as `reader` may read it; `states[i]` is the state `moves[i]` was played in. */
export function publicMoves(
  game: OnlineGameName,
  states: readonly unknown[],
  moves: readonly string[],
  reader: number | null,
): string[] {
  return moves.map((m, i) => publicMove(game, states[i], m, reader));
}

function encodeEnd(end: ScarabeoEnd | undefined): EncodedScarabeoView['end'] {
  if (!end) return null;
  return { reason: end.reason, player: end.player ?? null, settlement: end.settlement, winners: end.winners };
}

/**
 * The view of `state` for `seat` (null: a spectator) as JSON. Scarabeo: the board, the seat's own rack, counts of
 * the other racks and the bag, and every rack once the game is over (`over`: by the rules, or ended by a
 * resignation, a time-out or a claim); never the bag's order or its seed.
 */
export function encodeView(
  game: OnlineGameName,
  state: unknown,
  seat: number | null,
  over = game === 'scarabeo' && (state as ScarabeoState).end !== undefined,
): EncodedView {
  if (game === 'konobi') return formatKonobiPosition(state as KonobiState);
  const s = state as ScarabeoState;
  const v = scarabeoView(s, seat ?? 0);
  const last = s.last;
  let lastMove: EncodedScarabeoView['last'] = null;
  if (last) {
    const text = formatScarabeoMove(last.move);
    const mine = seat === last.player;
    lastMove = {
      player: last.player,
      move: mine || last.move.type !== 'exchange' ? text : `exchange ${rackSize(last.move.tiles)}`,
      score: last.score,
    };
  }
  return {
    cells: rows(v.cells),
    rack: seat === null ? null : formatTiles(v.rack),
    racks: over ? s.racks.map(formatTiles) : null,
    rackCounts: v.rackCounts,
    bagCount: v.bagCount,
    scores: v.scores,
    toMove: v.toMove,
    turn: v.turn,
    idleTurns: v.idleTurns,
    exchangeStreak: seat === null ? 0 : v.exchangeStreak,
    end: encodeEnd(v.end),
    last: lastMove,
  };
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const counts = (v: unknown, n: number): v is number[] => Array.isArray(v) && v.length === n && v.every(isCount);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function decodeCells(value: unknown): Cells | undefined {
  if (!Array.isArray(value) || value.length !== SIZE) return undefined;
  const cells = new Uint8Array(SQUARES);
  for (let r = 0; r < SIZE; r++) {
    const row = value[r];
    if (typeof row !== 'string' || row.length !== SIZE) return undefined;
    for (let c = 0; c < SIZE; c++) {
      const ch = row.charAt(c);
      if (ch === '.') continue;
      const code = letterCode(ch.toUpperCase());
      if (code < 0) return undefined;
      cells[r * SIZE + c] = ch === ch.toUpperCase() ? code : code | JOLLY;
    }
  }
  return cells;
}

function decodeRack(value: unknown): Rack | undefined {
  if (typeof value !== 'string' || value.length > 8) return undefined;
  const rack = parseTiles(value);
  return rack.ok ? rack.value : undefined;
}

function decodeScarabeo(params: ScarabeoParams, v: unknown, seat: number): Result<OnlineScarabeoView, string> {
  if (!isObj(v)) return err('a Scarabeo view must be an object');
  const n = params.players;
  const cells = decodeCells(v.cells);
  if (!cells) return err('the view\'s "cells" must be 17 rows of 17 characters');
  const hasRack = v.rack !== null;
  const rack = hasRack ? decodeRack(v.rack) : emptyRack();
  if (!rack) return err('the view\'s "rack" must be tiles such as "AACS?" or null');
  let racks: Rack[] | undefined;
  if (v.racks !== null) {
    if (!Array.isArray(v.racks) || v.racks.length !== n) return err('the view\'s "racks" must be one per seat or null');
    racks = [];
    for (const r of v.racks) {
      const decoded = decodeRack(r);
      if (!decoded) return err('the view\'s "racks" holds a bad rack');
      racks.push(decoded);
    }
  }
  if (!counts(v.rackCounts, n) || !counts(v.scores, n)) return err('the view needs "rackCounts" and "scores" per seat');
  if (!isCount(v.bagCount) || !isCount(v.turn) || !isCount(v.idleTurns) || !isCount(v.exchangeStreak)) {
    return err('the view\'s counts ("bagCount", "turn", "idleTurns", "exchangeStreak") must be whole numbers');
  }
  if (!isCount(v.toMove) || v.toMove >= n) return err('the view\'s "toMove" must be a seat');
  let end: ScarabeoEnd | undefined;
  if (v.end !== null) {
    const e = v.end;
    if (!isObj(e) || (e.reason !== 'out' && e.reason !== 'stall') || !counts(e.settlement, n)) {
      return err('the view\'s "end" must be null or {reason, player, settlement, winners}');
    }
    if (!Array.isArray(e.winners) || !e.winners.every((w) => isCount(w) && w < n)) {
      return err('the view\'s "end.winners" must be seats');
    }
    end = {
      reason: e.reason,
      ...(isInt(e.player) ? { player: e.player } : {}),
      settlement: e.settlement,
      winners: e.winners as number[],
    };
  }
  let lastMove: OnlineScarabeoView['lastMove'];
  if (v.last !== null) {
    const l = v.last;
    if (!isObj(l) || !isCount(l.player) || typeof l.move !== 'string' || !isInt(l.score)) {
      return err('the view\'s "last" must be null or {player, move, score}');
    }
    lastMove = { player: l.player, move: l.move, score: l.score };
  }
  return ok({
    params,
    seat,
    cells,
    rack,
    hasRack,
    rackCounts: v.rackCounts,
    bagCount: v.bagCount,
    scores: v.scores,
    toMove: v.toMove,
    turn: v.turn,
    idleTurns: v.idleTurns,
    exchangeStreak: v.exchangeStreak,
    ...(end ? { end } : {}),
    ...(racks ? { racks } : {}),
    ...(lastMove ? { lastMove } : {}),
  });
}

/**
 * A view from the server, checked: Konobi's position (a KonobiState to draw and to search), Scarabeo's view
 * (the engine's ScarabeoView, so the session layer's controllers and `computerInput` take it, with `seat` set by
 * the snapshot's seat, 0 for a spectator). `params` is the snapshot's params text.
 */
export function decodeView(
  game: OnlineGameName,
  params: string,
  json: unknown,
  seat: number | null = null,
): Result<DecodedView, string> {
  if (game === 'konobi') {
    if (typeof json !== 'string' || json.length > 2000) return err('a Konobi view must be the position text');
    const state = parseAnyPosition(json);
    return state.ok
      ? ok({ game, state: state.value })
      : err(`the Konobi position does not parse (${state.error.code})`);
  }
  const p = parseScarabeoParams(params);
  if (!p.ok) return err(`bad Scarabeo params "${params.slice(0, 40)}"`);
  const v = decodeScarabeo(p.value, json, seat ?? 0);
  return v.ok ? ok({ game, view: v.value }) : v;
}

/** The tiles the reader cannot see in a Scarabeo state: for tests and checks, the letters of every other rack. */
export function hiddenRacks(state: ScarabeoState, reader: number | null): string[] {
  return state.racks.flatMap((r, i) => (i === reader ? [] : [formatTiles(r)]));
}
