// The browser's side of placing tiles in one turn, as pure steps on a value: the session layer's placement
// controller (`Placing`: the rack's order, the tiles put down, the jolly's picker, the exchange choice) with what
// only the page has — the selected rack tile, the keyboard cursor and typed letters, the shuffle, the hint list.
import { letterCode } from '../../games/scarabeo/alphabet.js';
import { CENTRE, LETTER_MASK, SIZE, SQUARES } from '../../games/scarabeo/board.js';
import { emptyRack, RACK_JOLLY, type Rack } from '../../games/scarabeo/play.js';
import {
  clearPlacing,
  type Placing,
  pickJolly,
  placeTile,
  startPlacing,
  takeBack,
  toggleExchange,
} from '../../session/scarabeo.js';
import type { HintPlay } from './aiProtocol.js';

export interface Cursor {
  readonly square: number;
  readonly across: boolean;
}

export interface Turn {
  /** The turn this belongs to: a new turn (or another rack on screen) starts from `freshTurn`. */
  readonly key: string;
  readonly placing: Placing;
  /** The rack slot clicked, to put on the next square clicked. */
  readonly selected?: number;
  readonly cursor?: Cursor;
  readonly hints?: readonly HintPlay[] | 'working';
}

export function freshTurn(key: string, rack: Rack | undefined): Turn {
  return { key, placing: startPlacing(rack ?? emptyRack()) };
}

export function usedSlots(turn: Turn): Set<number> {
  return new Set(turn.placing.placed.map((p) => p.slot));
}

/** The slot's tile put on `square` (or moved there); the selection is done with. */
export function place(turn: Turn, cells: Uint8Array, slot: number, square: number): Turn {
  return { ...turn, placing: placeTile(turn.placing, cells, slot, square), selected: undefined };
}

/** A click on a rack tile selects it (or unselects it). */
export function select(turn: Turn, slot: number): Turn {
  return { ...turn, selected: turn.selected === slot ? undefined : slot };
}

/** A click on a rack tile: while choosing an exchange it is chosen (or not), otherwise selected (or not). */
export function clickTile(turn: Turn, slot: number): Turn {
  return turn.placing.exchange ? { ...turn, placing: toggleExchange(turn.placing, slot) } : select(turn, slot);
}

/** The tile placed last goes back to the rack. */
export function undoTile(turn: Turn): Turn {
  return { ...turn, placing: { ...turn.placing, placed: turn.placing.placed.slice(0, -1) } };
}

/** The tile of `slot`, placed this turn, goes back to the rack. */
export function takeBackTile(turn: Turn, slot: number): Turn {
  return { ...turn, placing: takeBack(turn.placing, slot) };
}

/** Every placed tile goes back to the rack (and an exchange being chosen is given up). */
export function recall(turn: Turn): Turn {
  return { ...turn, placing: clearPlacing(turn.placing), selected: undefined };
}

/** The tiles go back to the rack and the player chooses which of them to exchange. */
export function startExchange(turn: Turn): Turn {
  return { ...turn, placing: { ...clearPlacing(turn.placing), exchange: new Set() }, selected: undefined };
}

/** The jolly being placed becomes `letter`; without a letter the picker closes and the jolly stays on the rack. */
export function answerPicker(turn: Turn, letter?: number): Turn {
  const placing = letter === undefined ? { ...turn.placing, picker: undefined } : pickJolly(turn.placing, letter);
  return { ...turn, placing };
}

/** The face of a dragged tile: the rack slot's, or (dragged from `square`) the letter placed there. */
export function dragCode(turn: Turn, slot: number, square: number | undefined): number {
  const { placing } = turn;
  return square !== undefined
    ? (placing.placed.find((p) => p.square === square)?.cell ?? 0) & LETTER_MASK
    : (placing.order[slot] ?? 0);
}

/** A click on an empty square without a selected tile: the cursor goes there, or turns if it is there. */
export function pointCursor(turn: Turn, square: number): Turn {
  const across = turn.cursor?.square === square ? !turn.cursor.across : (turn.cursor?.across ?? true);
  return { ...turn, cursor: { square, across } };
}

/** The free tiles in a new random order (placed tiles keep their slots). */
export function shuffleRack(turn: Turn, random: () => number = Math.random): Turn {
  const { order, placed } = turn.placing;
  const free = order.flatMap((_c, i) => (placed.some((p) => p.slot === i) ? [] : [i]));
  const codes = free.map((i) => order[i] as number);
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [codes[i], codes[j]] = [codes[j] as number, codes[i] as number];
  }
  const next = [...order];
  free.forEach((i, k) => {
    next[i] = codes[k] as number;
  });
  return { ...turn, placing: { ...turn.placing, order: next }, selected: undefined };
}

/** What a key does on the board: a new turn, a message for the player, or a request to confirm. */
export type KeyResult =
  | { readonly kind: 'turn'; readonly turn: Turn }
  /** A letter neither on the rack nor coverable by a jolly: not placed; the cursor steps past its square. */
  | { readonly kind: 'not-on-rack'; readonly letter: string; readonly turn: Turn }
  | { readonly kind: 'bad-letter'; readonly letter: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'ignored' };

/**
 * The keyboard on the board: arrows move the cursor, Space turns it (not Tab, which must leave the board for the rack
 * and the buttons), Backspace takes back the last tile, Escape recalls every tile, Enter confirms, and a letter
 * places that tile (a jolly when it is missing; neither: a message, and its square stays empty) at the cursor, skipping squares already taken along the cursor's direction. A whole word can be typed: the letter on
 * the board under the cursor, typed, moves the cursor past it instead of placing a second one.
 */
export function boardKey(turn: Turn, cells: Uint8Array, key: string): KeyResult {
  const { placing } = turn;
  const cursor = turn.cursor ?? { square: CENTRE, across: true };
  const row = Math.floor(cursor.square / SIZE);
  const col = cursor.square % SIZE;
  const to = (square: number, across = cursor.across): Turn => ({ ...turn, cursor: { square, across } });
  const at = (r: number, c: number): KeyResult => {
    const clamp = (n: number) => Math.max(0, Math.min(SIZE - 1, n));
    return { kind: 'turn', turn: to(clamp(r) * SIZE + clamp(c)) };
  };
  if (key === 'ArrowLeft') return at(row, col - 1);
  if (key === 'ArrowRight') return at(row, col + 1);
  if (key === 'ArrowUp') return at(row - 1, col);
  if (key === 'ArrowDown') return at(row + 1, col);
  if (key === ' ') return { kind: 'turn', turn: to(cursor.square, !cursor.across) };
  if (key === 'Backspace') {
    const last = placing.placed[placing.placed.length - 1];
    if (!last) return { kind: 'turn', turn };
    return { kind: 'turn', turn: { ...to(last.square), placing: { ...placing, placed: placing.placed.slice(0, -1) } } };
  }
  if (key === 'Enter') return { kind: 'confirm' };
  if (key === 'Escape')
    return { kind: 'turn', turn: { ...turn, placing: { ...placing, placed: [] }, selected: undefined } };
  if (!/^[a-zA-Z]$/.test(key)) return { kind: 'ignored' };
  const letter = key.toUpperCase();
  const code = letterCode(letter);
  if (code < 1) return { kind: 'bad-letter', letter };
  const step = cursor.across ? 1 : SIZE;
  const inLine = (square: number) => square < SQUARES && (!cursor.across || Math.floor(square / SIZE) === row);
  const onBoard = cells[cursor.square] as number;
  if (onBoard !== 0 && (onBoard & LETTER_MASK) === code) {
    const next = cursor.square + step;
    return { kind: 'turn', turn: inLine(next) ? to(next) : turn };
  }
  const taken = (square: number) => (cells[square] as number) !== 0 || placing.placed.some((p) => p.square === square);
  let square = cursor.square;
  while (inLine(square) && taken(square)) square += step;
  if (!inLine(square)) return { kind: 'turn', turn };
  const used = usedSlots(turn);
  const free = (want: number) => placing.order.findIndex((c, i) => c === want && !used.has(i));
  const exact = free(code);
  const slot = exact >= 0 ? exact : free(RACK_JOLLY);
  const after = square + step;
  // A missing letter leaves its square empty, so the rest of a typed word lands where it was meant to rather than
  // closing up into another word (MQA is M, a gap, A; never MA).
  if (slot < 0) return { kind: 'not-on-rack', letter, turn: to(inLine(after) ? after : square) };
  const put = placeTile(placing, cells, slot, square);
  // A jolly opens the letter picker; the typed letter is the answer.
  const next = exact >= 0 ? put : pickJolly(put, code);
  // The cursor stops on a letter already on the board: typed next, it is stepped over (see above).
  return { kind: 'turn', turn: { ...to(inLine(after) ? after : square), placing: next } };
}
