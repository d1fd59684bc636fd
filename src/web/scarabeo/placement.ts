// What a person does with the rack during one turn, as pure steps on a value (no React, no DOM): the tiles in
// display order, the tiles placed on the board, the selected tile, the exchange choice, the jolly's letter
// picker, the keyboard cursor and the hint list. The page keeps one `Turn` and replaces it through these steps.
import { letterCode } from '../../games/scarabeo/alphabet.js';
import { CENTRE, JOLLY, LETTER_MASK, SIZE, SQUARES } from '../../games/scarabeo/board.js';
import type { ScoredPlay } from '../../games/scarabeo/play.js';
import { RACK_JOLLY, type Rack } from '../../games/scarabeo/play.js';
import type { HintPlay } from './aiProtocol.js';
import type { Pending } from './board.js';

export interface Cursor {
  readonly square: number;
  readonly across: boolean;
}

export interface Turn {
  /** The turn this belongs to: a new turn (or another rack on screen) starts from `freshTurn`. */
  readonly key: string;
  /** The rack's tiles in display order: letter codes, 0 a jolly. */
  readonly order: readonly number[];
  readonly placed: readonly Pending[];
  readonly selected?: number;
  readonly exchange?: ReadonlySet<number>;
  readonly picker?: { readonly square: number; readonly slot: number };
  readonly cursor?: Cursor;
  readonly hints?: readonly HintPlay[] | 'working';
}

/** The rack's tiles in letter order, jollies last. */
export function rackOrder(rack: Rack): number[] {
  const out: number[] = [];
  for (let k = 1; k < rack.length; k++) for (let i = 0; i < (rack[k] as number); i++) out.push(k);
  for (let i = 0; i < (rack[RACK_JOLLY] as number); i++) out.push(RACK_JOLLY);
  return out;
}

export function freshTurn(key: string, rack: Rack | undefined): Turn {
  return { key, order: rack ? rackOrder(rack) : [], placed: [] };
}

export function usedSlots(turn: Turn): Set<number> {
  return new Set(turn.placed.map((p) => p.slot));
}

/**
 * Puts the tile of `slot` on `square` (moving it there from `from` when it is already on the board). A jolly
 * taken from the rack opens the letter picker instead. Unchanged when the square is taken.
 */
export function placeTile(turn: Turn, cells: Uint8Array, slot: number, square: number, from?: number): Turn {
  if (square < 0 || square >= SQUARES || (cells[square] as number) !== 0) return turn;
  const code = turn.order[slot];
  if (code === undefined) return turn;
  if (turn.placed.some((p) => p.square === square && p.slot !== slot)) return turn;
  const moving = from !== undefined ? turn.placed.find((p) => p.square === from) : undefined;
  const others = turn.placed.filter((p) => p.slot !== slot);
  if (code === RACK_JOLLY && !moving) return { ...turn, placed: others, picker: { square, slot }, selected: undefined };
  return { ...turn, placed: [...others, { square, slot, cell: moving ? moving.cell : code }], selected: undefined };
}

export function takeBack(turn: Turn, slot: number): Turn {
  return { ...turn, placed: turn.placed.filter((p) => p.slot !== slot) };
}

/** The jolly waiting in the picker becomes `letter`. */
export function pickJollyLetter(turn: Turn, letter: number): Turn {
  const picker = turn.picker;
  if (!picker) return turn;
  const others = turn.placed.filter((p) => p.slot !== picker.slot);
  return { ...turn, picker: undefined, placed: [...others, { ...picker, cell: letter | JOLLY }] };
}

/** A click on a rack tile: chosen for the exchange while choosing, else selected (or unselected). */
export function clickRackTile(turn: Turn, slot: number): Turn {
  if (turn.exchange) {
    const next = new Set(turn.exchange);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    return { ...turn, exchange: next };
  }
  return { ...turn, selected: turn.selected === slot ? undefined : slot };
}

/** A click on an empty square without a selected tile: the cursor goes there, or turns if it is there. */
export function pointCursor(turn: Turn, square: number): Turn {
  const across = turn.cursor?.square === square ? !turn.cursor.across : (turn.cursor?.across ?? true);
  return { ...turn, cursor: { square, across } };
}

/** The free tiles in a new random order (placed tiles keep their slots). */
export function shuffleRack(turn: Turn, random: () => number = Math.random): Turn {
  const free = turn.order.flatMap((_c, i) => (turn.placed.some((p) => p.slot === i) ? [] : [i]));
  const codes = free.map((i) => turn.order[i] as number);
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [codes[i], codes[j]] = [codes[j] as number, codes[i] as number];
  }
  const order = [...turn.order];
  free.forEach((i, k) => {
    order[i] = codes[k] as number;
  });
  return { ...turn, order, selected: undefined };
}

/** The placements of a checked play, each from a rack slot (undefined when the rack cannot make it). */
export function placementsOf(turn: Turn, play: ScoredPlay): Pending[] | undefined {
  const used = new Set<number>();
  const placed: Pending[] = [];
  for (const p of play.placed) {
    const want = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
    const slot = turn.order.findIndex((c, i) => c === want && !used.has(i));
    if (slot < 0) return undefined;
    used.add(slot);
    placed.push({ square: p.square, slot, cell: p.cell });
  }
  return placed;
}

/** What a key does on the board: a new turn, a message for the player, or a request to confirm. */
export type KeyResult =
  | { readonly kind: 'turn'; readonly turn: Turn }
  | { readonly kind: 'not-on-rack'; readonly letter: string }
  | { readonly kind: 'bad-letter'; readonly letter: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'ignored' };

/**
 * The keyboard on the board: arrows move the cursor, Space or Tab turn it, Backspace takes back the last tile,
 * Escape recalls every tile, Enter confirms, and a letter places that tile (a jolly when it is missing) at the
 * cursor, skipping squares already taken along the cursor's direction.
 */
export function boardKey(turn: Turn, cells: Uint8Array, key: string): KeyResult {
  const cursor = turn.cursor ?? { square: CENTRE, across: true };
  const row = Math.floor(cursor.square / SIZE);
  const col = cursor.square % SIZE;
  const at = (r: number, c: number): KeyResult => {
    const square = Math.max(0, Math.min(SIZE - 1, r)) * SIZE + Math.max(0, Math.min(SIZE - 1, c));
    return { kind: 'turn', turn: { ...turn, cursor: { square, across: cursor.across } } };
  };
  if (key === 'ArrowLeft') return at(row, col - 1);
  if (key === 'ArrowRight') return at(row, col + 1);
  if (key === 'ArrowUp') return at(row - 1, col);
  if (key === 'ArrowDown') return at(row + 1, col);
  if (key === ' ' || key === 'Tab')
    return { kind: 'turn', turn: { ...turn, cursor: { square: cursor.square, across: !cursor.across } } };
  if (key === 'Backspace') {
    const last = turn.placed[turn.placed.length - 1];
    if (!last) return { kind: 'turn', turn };
    return {
      kind: 'turn',
      turn: { ...turn, placed: turn.placed.slice(0, -1), cursor: { square: last.square, across: cursor.across } },
    };
  }
  if (key === 'Enter') return { kind: 'confirm' };
  if (key === 'Escape') return { kind: 'turn', turn: { ...turn, placed: [], selected: undefined } };
  if (!/^[a-zA-Z]$/.test(key)) return { kind: 'ignored' };
  const letter = key.toUpperCase();
  const code = letterCode(letter);
  if (code < 1) return { kind: 'bad-letter', letter };
  const taken = (square: number) => (cells[square] as number) !== 0 || turn.placed.some((p) => p.square === square);
  const step = cursor.across ? 1 : SIZE;
  const inLine = (square: number) => square < SQUARES && (cursor.across ? Math.floor(square / SIZE) === row : true);
  let square = cursor.square;
  while (inLine(square) && taken(square)) square += step;
  if (!inLine(square)) return { kind: 'turn', turn };
  const used = usedSlots(turn);
  let slot = turn.order.findIndex((c, i) => c === code && !used.has(i));
  let cell = code;
  if (slot < 0) {
    slot = turn.order.findIndex((c, i) => c === RACK_JOLLY && !used.has(i));
    cell = code | JOLLY;
  }
  if (slot < 0) return { kind: 'not-on-rack', letter };
  let next = square + step;
  while (inLine(next) && (cells[next] as number) !== 0) next += step;
  const cursorAfter = { square: inLine(next) ? next : square, across: cursor.across };
  return { kind: 'turn', turn: { ...turn, placed: [...turn.placed, { square, slot, cell }], cursor: cursorAfter } };
}
