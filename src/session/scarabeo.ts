// The headless Scarabeo placement controller, shared by the faces: tiles taken from the rack and put on
// squares (a jolly asks which letter it stands for), taken back, chosen for an exchange; the play they make
// checked with its score or the rule it breaks; the jolly swaps the Editrice rules allow; and the computer's
// input, all from the seat's view (never from the other racks or the bag).
import { inputFromView, type ScarabeoAiInput } from '../ai/scarabeo/index.js';
import { err, ok, type Result } from '../core/result.js';
import {
  checkPlay,
  type Dawg,
  emptyRack,
  formatExchange,
  formatMove,
  JOLLY,
  jollySwapSquares,
  LETTER_MASK,
  letterOf,
  parsePlay,
  playFromPlacements,
  RACK_JOLLY,
  type Rack,
  type ScarabeoError,
  type ScarabeoView,
  type ScoredPlay,
  SQUARES,
} from '../games/scarabeo/index.js';

/** A rack tile (by its slot in the rack's order) put on a square, as the letter it stands for (a jolly: letter | JOLLY). */
export interface Placement {
  readonly square: number;
  readonly slot: number;
  readonly cell: number;
}

/** What the player is doing with the rack this turn: UI state, dropped when the turn changes (undo never restores it). */
export interface Placing {
  /** The rack's tiles in display order: letter codes, RACK_JOLLY (0) for a jolly. */
  readonly order: readonly number[];
  readonly placed: readonly Placement[];
  /** A jolly put on a square, waiting for the letter it stands for. */
  readonly picker?: { readonly square: number; readonly slot: number };
  /** The slots chosen for an exchange (instead of placing). */
  readonly exchange?: ReadonlySet<number>;
}

/** The rack's tiles in alphabetical order, jollies last. */
export function rackOrder(rack: Rack): number[] {
  const out: number[] = [];
  for (let k = 1; k < rack.length; k++) for (let i = 0; i < (rack[k] as number); i++) out.push(k);
  for (let i = 0; i < (rack[RACK_JOLLY] as number); i++) out.push(RACK_JOLLY);
  return out;
}

export function startPlacing(rack: Rack, order: readonly number[] = rackOrder(rack)): Placing {
  return { order, placed: [] };
}

/**
 * Puts the tile of `slot` on `square` (or moves it there from another square): refused (unchanged) on a
 * square already holding a tile; a jolly from the rack opens the letter picker instead.
 */
export function placeTile(p: Placing, cells: Uint8Array, slot: number, square: number): Placing {
  const code = p.order[slot];
  if (code === undefined || square < 0 || square >= SQUARES || (cells[square] as number) !== 0) return p;
  if (p.placed.some((t) => t.square === square && t.slot !== slot)) return p;
  const moving = p.placed.find((t) => t.slot === slot);
  const rest = p.placed.filter((t) => t.slot !== slot);
  const { picker: _picker, ...keep } = p;
  if (code === RACK_JOLLY && !moving) return { ...keep, placed: rest, picker: { square, slot } };
  return { ...keep, placed: [...rest, { square, slot, cell: moving ? moving.cell : code }] };
}

/** The letter the jolly waiting in the picker stands for. */
export function pickJolly(p: Placing, letter: number): Placing {
  const { picker, ...keep } = p;
  if (!picker) return p;
  return { ...keep, placed: [...p.placed, { square: picker.square, slot: picker.slot, cell: letter | JOLLY }] };
}

/** The tile of `slot` back to the rack (and any picker closed). */
export function takeBack(p: Placing, slot: number): Placing {
  const { picker: _picker, ...keep } = p;
  return { ...keep, placed: p.placed.filter((t) => t.slot !== slot) };
}

/** Every placed tile back to the rack. */
export function clearPlacing(p: Placing): Placing {
  return { order: p.order, placed: [] };
}

/** The slot's tile chosen for the exchange, or dropped from it. */
export function toggleExchange(p: Placing, slot: number): Placing {
  const chosen = new Set(p.exchange ?? []);
  if (chosen.has(slot)) chosen.delete(slot);
  else if (p.order[slot] !== undefined) chosen.add(slot);
  return { order: p.order, placed: [], exchange: chosen };
}

/** The placed tiles as a play, checked by the rules: its score and words, or the rule it breaks. */
export function previewPlay(p: Placing, view: ScarabeoView, dawg: Dawg): Result<ScoredPlay, ScarabeoError> {
  const play = playFromPlacements(
    view.cells,
    p.placed.map((t) => ({ square: t.square, cell: t.cell })),
  );
  if (!play.ok) return play;
  return checkPlay({ cells: view.cells, rules: view.params.rules }, view.rack, play.value, dawg);
}

/** The move notation of a checked play (what the session plays). */
export function playNotation(scored: ScoredPlay): string {
  return formatMove({ type: 'play', scored });
}

/** The exchange of the chosen tiles in notation (`exchange AB?`), or undefined when none is chosen. */
export function exchangeNotation(p: Placing): string | undefined {
  if (!p.exchange || p.exchange.size === 0) return undefined;
  const tiles = emptyRack();
  for (const slot of p.exchange) {
    const code = p.order[slot] as number;
    tiles[code] = (tiles[code] as number) + 1;
  }
  return formatExchange(tiles);
}

/**
 * A play in notation (a hint) laid out on the board with the rack's own tiles, so the player sees it before
 * confirming; an error when it is not a legal play for this rack.
 */
export function placeNotation(
  p: Placing,
  view: ScarabeoView,
  text: string,
  dawg: Dawg,
): Result<Placing, ScarabeoError> {
  const play = parsePlay(text);
  if (!play.ok) return play;
  const checked = checkPlay({ cells: view.cells, rules: view.params.rules }, view.rack, play.value, dawg);
  if (!checked.ok) return checked;
  const used = new Set<number>();
  const placed: Placement[] = [];
  for (const t of checked.value.placed) {
    const want = (t.cell & JOLLY) !== 0 ? RACK_JOLLY : t.cell & LETTER_MASK;
    const slot = p.order.findIndex((c, i) => c === want && !used.has(i));
    // checkPlay has counted the rack, so a tile is missing only when `order` is not this rack's.
    if (slot < 0)
      return err({ code: 'not-in-rack', letter: want === RACK_JOLLY ? '?' : letterOf(want), need: 1, have: 0 });
    used.add(slot);
    placed.push({ square: t.square, slot, cell: t.cell });
  }
  return ok({ order: p.order, placed });
}

/** The squares whose jolly the seat may take back by a swap (Editrice rules: it holds that letter). */
export function jollySwaps(view: ScarabeoView): number[] {
  if (view.params.rules !== 'editrice' || view.end) return [];
  return jollySwapSquares(view.cells, view.rack);
}

/** What the computer player needs for the seat to move, from that seat's view only. */
export function computerInput(view: ScarabeoView): ScarabeoAiInput {
  return inputFromView(view);
}
