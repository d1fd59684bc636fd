// A game of Scarabeo (docs/scarabeo.md): the deal from a seeded generator, turns (play, exchange, pass, and the
// Editrice jolly swap), refills, the end when a player goes out with an empty bag (with the settlement) or
// after two full rounds without a word (the stall), and each seat's view with the hidden tiles redacted.
import { err, ok, type Result } from '../../core/result.js';
import { createRng, type Rng, shuffle } from '../../core/rng.js';
import { JOLLY_COUNT, LETTER_COUNTS, LETTER_POINTS, letterOf } from './alphabet.js';
import { type Cells, JOLLY, LETTER_MASK, SQUARES, squareName } from './board.js';
import type { Dawg } from './dawg.js';
import type { ScarabeoError } from './errors.js';
import { formatExchange, formatTiles, type MoveText, parseMoveText, rackSize } from './notation.js';
import type { ScarabeoParams } from './params.js';
import { emptyRack, formatPlay, RACK_JOLLY, RACK_SIZE, type Rack, type ScoredPlay } from './play.js';
import { cellChar, checkPlay } from './rules.js';

export type ScarabeoMove =
  | { readonly type: 'play'; readonly scored: ScoredPlay }
  | { readonly type: 'exchange'; readonly tiles: Rack }
  | { readonly type: 'pass' }
  /** The jolly on `square` goes to the mover's rack and their tile `letter` takes its place (Editrice rules). */
  | { readonly type: 'swap'; readonly square: number; readonly letter: number };

export interface ScarabeoEnd {
  /** 'out': a player played their last tile with the bag empty; 'stall': two full rounds without a word. */
  readonly reason: 'out' | 'stall';
  /** Who went out (reason 'out'). */
  readonly player?: number;
  /** Points each player gained in the settlement (only the player who went out gains; the others lose nothing). */
  readonly settlement: readonly number[];
  /** The seats with the highest final score (more than one on a tie). */
  readonly winners: readonly number[];
}

export interface ScarabeoState {
  readonly params: ScarabeoParams;
  readonly cells: Cells;
  readonly racks: readonly Rack[];
  /** The tiles in the bag in drawing order (drawn from the end): letter codes 1–21, RACK_JOLLY (0) a jolly. */
  readonly bag: Uint8Array;
  /**
   * Where the bag's reshuffles come from. An exchange puts tiles back and shuffles the bag with a generator
   * seeded from this string and the move number, so the state stays plain data (no generator object to copy
   * or serialise), a replay of a record draws exactly the same tiles, and undo is just an earlier state.
   */
  readonly bagSeed: string;
  readonly scores: readonly number[];
  readonly toMove: number;
  /** Moves made so far (every play, exchange, pass and swap). */
  readonly turn: number;
  /** Consecutive turns without a word placed (passes and exchanges); the game stalls at 2 × players. */
  readonly idleTurns: number;
  /**
   * Each seat's exchanges since it last placed a word (a pass does not reset it): the seed's automatic action
   * and the computer exchange at most three times in a row, then pass.
   */
  readonly exchangeStreaks: readonly number[];
  readonly end?: ScarabeoEnd;
  /** The last move, who made it and its points. */
  readonly last?: { readonly player: number; readonly move: ScarabeoMove; readonly score: number };
}

/** What one seat may see: its own rack, and only counts for the bag and the other racks. */
export interface ScarabeoView {
  readonly params: ScarabeoParams;
  readonly seat: number;
  readonly cells: Cells;
  readonly rack: Rack;
  readonly rackCounts: readonly number[];
  readonly bagCount: number;
  readonly scores: readonly number[];
  readonly toMove: number;
  readonly turn: number;
  readonly idleTurns: number;
  /** This seat's exchanges since it last placed a word. */
  readonly exchangeStreak: number;
  readonly end?: ScarabeoEnd;
  readonly last?: ScarabeoState['last'];
}

/** The full set in code order: 128 letters, then the 2 jollies. */
export function fullBag(): number[] {
  const tiles: number[] = [];
  for (let code = 1; code < LETTER_COUNTS.length; code++) {
    for (let i = 0; i < (LETTER_COUNTS[code] as number); i++) tiles.push(code);
  }
  for (let i = 0; i < JOLLY_COUNT; i++) tiles.push(RACK_JOLLY);
  return tiles;
}

/** Draws up to `count` tiles from the end of `bag` into `rack` (both mutated); returns the new bag length. */
function draw(bag: number[], rack: Rack, count: number): void {
  for (let i = 0; i < count && bag.length > 0; i++) {
    const t = bag.pop() as number;
    rack[t] = (rack[t] as number) + 1;
  }
}

function seedFrom(rng: Rng): string {
  return `${rng.nextUint32().toString(36)}${rng.nextUint32().toString(36)}`;
}

/**
 * The tiles a seat cannot see, as counts: the full set minus the board and `rack` (so the bag and the other
 * racks). Never below 0, even for a position with more of a tile than the set has.
 */
export function unseenTiles(cells: Cells, rack: Rack): Rack {
  const unseen = emptyRack();
  for (let k = 1; k < 22; k++) unseen[k] = LETTER_COUNTS[k] as number;
  unseen[RACK_JOLLY] = JOLLY_COUNT;
  const take = (k: number, n: number): void => {
    unseen[k] = Math.max(0, (unseen[k] as number) - n);
  };
  for (let s = 0; s < SQUARES; s++) {
    const c = cells[s] as number;
    if (c !== 0) take((c & JOLLY) !== 0 ? RACK_JOLLY : c & LETTER_MASK, 1);
  }
  for (let k = 0; k < 22; k++) take(k, rack[k] as number);
  return unseen;
}

/** Deals a new game: the bag shuffled by `rng`, then 8 tiles to each player in seat order. */
export function newGame(params: ScarabeoParams, rng: Rng): ScarabeoState {
  const bag = shuffle(fullBag(), rng);
  const racks: Rack[] = [];
  for (let p = 0; p < params.players; p++) {
    const rack = emptyRack();
    draw(bag, rack, RACK_SIZE);
    racks.push(rack);
  }
  return {
    params,
    cells: new Uint8Array(SQUARES),
    racks,
    bag: Uint8Array.from(bag),
    bagSeed: seedFrom(rng),
    scores: new Array<number>(params.players).fill(0),
    toMove: 0,
    turn: 0,
    idleTurns: 0,
    exchangeStreaks: new Array<number>(params.players).fill(0),
  };
}

/**
 * A game from a board and the rack of the player to move (seat 0); the unseen tiles (the full set minus the
 * board and that rack) are shuffled by `rng` into the bag, and the other racks (and a missing first rack) drawn
 * from it. Scores start at 0.
 */
export function gameFromBoard(params: ScarabeoParams, cells: Cells, rack: Rack | undefined, rng: Rng): ScarabeoState {
  const unseen = unseenTiles(cells, rack ?? emptyRack());
  const bag: number[] = [];
  for (let k = 0; k < 22; k++) for (let i = 0; i < (unseen[k] as number); i++) bag.push(k);
  shuffle(bag, rng);
  const racks: Rack[] = [];
  for (let p = 0; p < params.players; p++) {
    const r = p === 0 && rack ? new Uint8Array(rack) : emptyRack();
    if (!(p === 0 && rack)) draw(bag, r, RACK_SIZE);
    racks.push(r);
  }
  return {
    params,
    cells: new Uint8Array(cells),
    racks,
    bag: Uint8Array.from(bag),
    bagSeed: seedFrom(rng),
    scores: new Array<number>(params.players).fill(0),
    toMove: 0,
    turn: 0,
    idleTurns: 0,
    exchangeStreaks: new Array<number>(params.players).fill(0),
  };
}

function missingFromRack(rack: Rack, tiles: Rack): ScarabeoError | undefined {
  for (let k = 0; k < tiles.length; k++) {
    if ((tiles[k] as number) > (rack[k] as number)) {
      return {
        code: 'not-in-rack',
        letter: k === RACK_JOLLY ? '?' : letterOf(k),
        need: tiles[k] as number,
        have: rack[k] as number,
      };
    }
  }
  return undefined;
}

/** Checks a move as typed against the state: whose turn, the rack, the bag, the board and the lexicon. */
export function checkMove(state: ScarabeoState, move: MoveText, dawg: Dawg): Result<ScarabeoMove, ScarabeoError> {
  if (state.end) return err({ code: 'game-over' });
  const rack = state.racks[state.toMove] as Rack;
  switch (move.type) {
    case 'pass':
      return ok({ type: 'pass' });
    case 'exchange': {
      const missing = missingFromRack(rack, move.tiles);
      if (missing) return err(missing);
      const count = rackSize(move.tiles);
      if (count > state.bag.length) return err({ code: 'exchange-bag', count, bag: state.bag.length });
      return ok({ type: 'exchange', tiles: move.tiles });
    }
    case 'swap': {
      if (state.params.rules !== 'editrice') return err({ code: 'swap-not-allowed' });
      const cell = state.cells[move.square] as number;
      if (cell === 0 || (cell & JOLLY) === 0) {
        return err({ code: 'swap-no-jolly', square: squareName(move.square), board: cell === 0 ? '' : cellChar(cell) });
      }
      const letter = cell & LETTER_MASK;
      if ((rack[letter] as number) === 0)
        return err({ code: 'not-in-rack', letter: letterOf(letter), need: 1, have: 0 });
      return ok({ type: 'swap', square: move.square, letter });
    }
    case 'play': {
      const scored = checkPlay({ cells: state.cells, rules: state.params.rules }, rack, move.play, dawg);
      return scored.ok ? ok({ type: 'play', scored: scored.value }) : scored;
    }
  }
}

export function parseMove(state: ScarabeoState, text: string, dawg: Dawg): Result<ScarabeoMove, ScarabeoError> {
  const parsed = parseMoveText(text);
  return parsed.ok ? checkMove(state, parsed.value, dawg) : parsed;
}

export function formatMove(move: ScarabeoMove): string {
  switch (move.type) {
    case 'play':
      return formatPlay(move.scored.play);
    case 'exchange':
      return formatExchange(move.tiles);
    case 'pass':
      return 'pass';
    case 'swap':
      return `swap ${squareName(move.square)}`;
  }
}

/** Points of the tiles on a rack, for the settlement: a jolly left on a rack counts 0. */
export function rackPoints(rack: Rack): number {
  let sum = 0;
  for (let code = 1; code < rack.length; code++) sum += (rack[code] as number) * (LETTER_POINTS[code] as number);
  return sum;
}

function winnersOf(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, i) => (s === best ? [i] : []));
}

/** The next state after a checked move (from checkMove or parseMove). */
export function play(state: ScarabeoState, move: ScarabeoMove): ScarabeoState {
  const p = state.toMove;
  const players = state.params.players;
  const racks = state.racks.map((r) => new Uint8Array(r));
  const rack = racks[p] as Rack;
  const scores = [...state.scores];
  let cells = state.cells;
  let bag = state.bag;
  let idleTurns = state.idleTurns;
  const exchangeStreaks = [...state.exchangeStreaks];
  let toMove = (p + 1) % players;
  let points = 0;
  let end: ScarabeoEnd | undefined;
  switch (move.type) {
    case 'play': {
      cells = new Uint8Array(state.cells);
      for (const t of move.scored.placed) {
        cells[t.square] = t.cell;
        const k = (t.cell & JOLLY) !== 0 ? RACK_JOLLY : t.cell & LETTER_MASK;
        rack[k] = (rack[k] as number) - 1;
      }
      points = move.scored.score;
      scores[p] = (scores[p] as number) + points;
      const tiles = Array.from(bag);
      draw(tiles, rack, RACK_SIZE - rackSize(rack));
      bag = Uint8Array.from(tiles);
      idleTurns = 0;
      exchangeStreaks[p] = 0;
      if (bag.length === 0 && rackSize(rack) === 0) {
        // The settlement: the player who went out adds the points left on every opponent's rack.
        let gained = 0;
        for (let q = 0; q < players; q++) if (q !== p) gained += rackPoints(racks[q] as Rack);
        const settlement = new Array<number>(players).fill(0);
        settlement[p] = gained;
        scores[p] = (scores[p] as number) + gained;
        end = { reason: 'out', player: p, settlement, winners: winnersOf(scores) };
      }
      break;
    }
    case 'exchange': {
      // Draw first, then put the tiles back, so a player never draws back the tiles they gave up.
      const tiles = Array.from(bag);
      const count = rackSize(move.tiles);
      for (let k = 0; k < move.tiles.length; k++) rack[k] = (rack[k] as number) - (move.tiles[k] as number);
      draw(tiles, rack, count);
      for (let k = 0; k < move.tiles.length; k++) for (let i = 0; i < (move.tiles[k] as number); i++) tiles.push(k);
      shuffle(tiles, createRng(`${state.bagSeed}:${state.turn}`));
      bag = Uint8Array.from(tiles);
      idleTurns++;
      exchangeStreaks[p] = (exchangeStreaks[p] as number) + 1;
      break;
    }
    case 'pass':
      idleTurns++;
      break;
    case 'swap': {
      cells = new Uint8Array(state.cells);
      cells[move.square] = move.letter;
      rack[move.letter] = (rack[move.letter] as number) - 1;
      rack[RACK_JOLLY] = (rack[RACK_JOLLY] as number) + 1;
      // The swap is part of a turn: the same player then plays, exchanges or passes.
      toMove = p;
      break;
    }
  }
  if (!end && idleTurns >= 2 * players) {
    end = { reason: 'stall', settlement: new Array<number>(players).fill(0), winners: winnersOf(scores) };
  }
  return {
    params: state.params,
    cells,
    racks,
    bag,
    bagSeed: state.bagSeed,
    scores,
    toMove: end ? p : toMove,
    turn: state.turn + 1,
    idleTurns,
    exchangeStreaks,
    ...(end ? { end } : {}),
    last: { player: p, move, score: points },
  };
}

export function isOver(state: ScarabeoState): boolean {
  return state.end !== undefined;
}

/** A seat's view: its own rack, and only how many tiles the bag and the other racks hold. */
export function view(state: ScarabeoState, seat: number): ScarabeoView {
  return {
    params: state.params,
    seat,
    cells: state.cells,
    rack: new Uint8Array(state.racks[seat] as Rack),
    rackCounts: state.racks.map(rackSize),
    bagCount: state.bag.length,
    scores: state.scores,
    toMove: state.toMove,
    turn: state.turn,
    idleTurns: state.idleTurns,
    exchangeStreak: state.exchangeStreaks[seat] as number,
    ...(state.end ? { end: state.end } : {}),
    ...(state.last ? { last: state.last } : {}),
  };
}

/** The seat's lead: its score minus the best other seat's (undefined alone at the board). */
export function leadOf(v: ScarabeoView): number | undefined {
  if (v.scores.length < 2) return undefined;
  const others = v.scores.filter((_, seat) => seat !== v.seat);
  return (v.scores[v.seat] ?? 0) - Math.max(...others);
}

/**
 * The game with everything `seat` cannot see dealt again from `rng`: the other racks and the bag pooled,
 * shuffled and dealt back in the same counts, and a new bag seed. The seat's view stays the same.
 */
export function redealHidden(state: ScarabeoState, seat: number, rng: Rng): ScarabeoState {
  const pool: number[] = [...state.bag];
  state.racks.forEach((rack, p) => {
    if (p === seat) return;
    for (let k = 0; k < rack.length; k++) for (let n = 0; n < (rack[k] as number); n++) pool.push(k);
  });
  const shuffled = shuffle(pool, rng);
  const racks = state.racks.map((rack, p) => {
    if (p === seat) return rack;
    const dealt = emptyRack();
    draw(shuffled, dealt, rackSize(rack));
    return dealt;
  });
  return { ...state, racks, bag: Uint8Array.from(shuffled), bagSeed: seedFrom(rng) };
}

/** Every distinct exchange of the rack (as tile multisets), when the bag allows it. */
export function exchanges(state: ScarabeoState): ScarabeoMove[] {
  const rack = state.racks[state.toMove] as Rack;
  const kinds: number[] = [];
  for (let k = 0; k < rack.length; k++) if ((rack[k] as number) > 0) kinds.push(k);
  const out: ScarabeoMove[] = [];
  const tiles = emptyRack();
  const walk = (i: number, count: number): void => {
    if (i === kinds.length) {
      if (count > 0 && count <= state.bag.length) out.push({ type: 'exchange', tiles: new Uint8Array(tiles) });
      return;
    }
    const k = kinds[i] as number;
    for (let n = 0; n <= (rack[k] as number); n++) {
      tiles[k] = n;
      walk(i + 1, count + n);
    }
    tiles[k] = 0;
  };
  walk(0, 0);
  return out;
}

/** The rack's tiles as text (`AACS?`). */
export function formatRack(rack: Rack): string {
  return formatTiles(rack);
}
