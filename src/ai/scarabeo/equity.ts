// Static equity for Scarabeo: the value of the tiles a play keeps (a factored leave model, learned by self-play
// in src/bench/scarabeo-leaves.ts) and an estimate of the premium squares a play opens to the next player.
import { letterCode, letterOf } from '../../games/scarabeo/alphabet.js';
import { type Cells, JOLLY, LETTER_MASK, SIZE, SQUARES, WORD_MULTIPLIER } from '../../games/scarabeo/board.js';
import { RACK_JOLLY, RACK_SIZE, type Rack } from '../../games/scarabeo/play.js';

/**
 * The value of a leave (the tiles kept after a play or an exchange), in points, as a sum of factors: full
 * tables of 8-tile multisets over 22 kinds are far too big to learn from a few thousand games, so the model
 * is the sum of a value per tile kept, a value per extra copy of a kind, a value for the vowel/consonant
 * balance of the leave (which also carries its size) and a value for a Q kept without a U or a jolly.
 */
export interface LeaveModel {
  /** How the numbers were made (the learning run), for the record. */
  readonly run: string;
  /** By rack index (0 the jolly, 1–21 the letters): the value of each tile of that kind kept. */
  readonly letter: readonly number[];
  /** By rack index: the value of each copy beyond the first (a penalty, so usually negative). */
  readonly duplicate: readonly number[];
  /** Index vowels × 9 + consonants (jolly excluded, vowels + consonants ≤ 8); empty means all 0. */
  readonly balance: readonly number[];
  /** Added when the leave holds a Q and neither a U nor a jolly. */
  readonly qWithoutU: number;
}

const CODE_Q = letterCode('Q');
const CODE_U = letterCode('U');
/** A, E, I, O, U by code: Italian's five vowels (U is a 4-point tile in Scarabeo, but still a vowel). */
export const IS_VOWEL: readonly boolean[] = Array.from(
  { length: 22 },
  (_, k) => k > 0 && 'AEIOU'.includes(letterOf(k)),
);

// The learner's feature layout: the model's numbers are the weights of these features, in this order.
export const FEATURE_LETTER = 0;
export const FEATURE_DUPLICATE = 22;
export const FEATURE_BALANCE = 44;
export const FEATURE_Q = FEATURE_BALANCE + 81;
export const FEATURE_COUNT = FEATURE_Q + 1;

/** The indices of the features that are on for `leave`, with their values, in `index`/`value` (returns how many). */
export function leaveFeatures(leave: Rack, index: Int32Array, value: Float64Array): number {
  let n = 0;
  let vowels = 0;
  let consonants = 0;
  for (let k = 0; k < 22; k++) {
    const c = leave[k] as number;
    if (c === 0) continue;
    index[n] = FEATURE_LETTER + k;
    value[n++] = c;
    if (c > 1) {
      index[n] = FEATURE_DUPLICATE + k;
      value[n++] = c - 1;
    }
    if (k === RACK_JOLLY) continue;
    if (IS_VOWEL[k]) vowels += c;
    else consonants += c;
  }
  index[n] = FEATURE_BALANCE + Math.min(8, vowels) * 9 + Math.min(8 - Math.min(8, vowels), consonants);
  value[n++] = 1;
  if ((leave[CODE_Q] as number) > 0 && (leave[CODE_U] as number) === 0 && (leave[RACK_JOLLY] as number) === 0) {
    index[n] = FEATURE_Q;
    value[n++] = 1;
  }
  return n;
}

/** The model whose numbers are the weights `w` of the features above. */
export function modelFromWeights(w: ArrayLike<number>, run: string): LeaveModel {
  const slice = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => w[from + i] as number);
  return {
    run,
    letter: slice(FEATURE_LETTER, 22),
    duplicate: slice(FEATURE_DUPLICATE, 22),
    balance: slice(FEATURE_BALANCE, 81),
    qWithoutU: w[FEATURE_Q] as number,
  };
}

const scratchIndex = new Int32Array(64);
const scratchValue = new Float64Array(64);

/** The model's value of keeping `leave`. */
export function leaveValue(model: LeaveModel, leave: Rack): number {
  const n = leaveFeatures(leave, scratchIndex, scratchValue);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const f = scratchIndex[i] as number;
    const x = scratchValue[i] as number;
    if (f < FEATURE_DUPLICATE) sum += (model.letter[f - FEATURE_LETTER] ?? 0) * x;
    else if (f < FEATURE_BALANCE) sum += (model.duplicate[f - FEATURE_DUPLICATE] ?? 0) * x;
    else if (f < FEATURE_Q) sum += (model.balance[f - FEATURE_BALANCE] ?? 0) * x;
    else sum += model.qWithoutU * x;
  }
  return sum;
}

/**
 * Every leave of one rack, valued once: a rack of 8 tiles has at most 2^8 sub-multisets, indexed in a mixed
 * radix by how many of each kind are kept, so a play's leave is a subtraction away (no allocation per play).
 */
export class LeaveTable {
  /** Per kind, the radix of its digit (0 for kinds not on the rack). */
  readonly radix = new Int32Array(22);
  readonly values: Float64Array;
  /** The index of the whole rack (nothing played). */
  readonly full: number;
  readonly max: number;

  constructor(
    readonly rack: Rack,
    value: (leave: Rack) => number,
  ) {
    let size = 1;
    for (let k = 0; k < 22; k++) {
      const c = rack[k] as number;
      if (c === 0) continue;
      this.radix[k] = size;
      size *= c + 1;
    }
    this.values = new Float64Array(size);
    this.full = size - 1;
    const leave = new Uint8Array(22);
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < size; i++) {
      for (let k = 0; k < 22; k++) {
        const c = rack[k] as number;
        leave[k] = c === 0 ? 0 : Math.floor(i / (this.radix[k] as number)) % (c + 1);
      }
      const v = value(leave);
      this.values[i] = v;
      if (v > max) max = v;
    }
    this.max = max;
  }

  /** The index of the leave after placing cells (letter codes, plus JOLLY for a jolly). */
  indexAfter(placed: readonly { readonly cell: number }[]): number {
    let i = this.full;
    for (const p of placed) i -= this.radix[(p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK] as number;
    return i;
  }

  /** The leave at `index` as a rack. */
  leaveAt(index: number): Rack {
    const leave = new Uint8Array(22);
    for (let k = 0; k < 22; k++) {
      const c = this.rack[k] as number;
      leave[k] = c === 0 ? 0 : Math.floor(index / (this.radix[k] as number)) % (c + 1);
    }
    return leave;
  }
}

// ---- Premium squares opened to the next player. ----
//
// With Scarabeo's crossing rule a play's word must include a tile already on its line, so an empty word-premium
// square can be reached only along its row or column, from the nearest tile there: the fewer tiles a play needs
// to join it, the likelier the next player uses it. The estimate is the chance-like weight DECAY[tiles needed]
// times the square's worth, summed over the word-premium squares and the pairs of them one word can cover
// (the ×4 and ×6 lanes), after the play minus before it.

/** By tiles needed to reach the square (1 = next to a tile): a rough chance the next player can use it. */
const DECAY = [0, 0.6, 0.8, 0.6, 0.4, 0.25, 0.15, 0.08, 0.04];
/** The worth of a square the next player may use, in points: a typical word there gains this much. */
const WORTH: Readonly<Record<number, number>> = { 2: 4, 3: 10 };
const LANE_WORTH = 16;

interface Lane {
  readonly a: number;
  readonly b: number;
  readonly step: number;
  readonly worth: number;
}

const PREMIUM_WORD_SQUARES: readonly number[] = Array.from({ length: SQUARES }, (_, s) => s).filter(
  (s) => (WORD_MULTIPLIER[s] as number) > 1,
);

const LANES: readonly Lane[] = (() => {
  const lanes: Lane[] = [];
  for (const a of PREMIUM_WORD_SQUARES) {
    for (const b of PREMIUM_WORD_SQUARES) {
      if (b <= a) continue;
      const sameRow = Math.floor(a / SIZE) === Math.floor(b / SIZE);
      const sameCol = a % SIZE === b % SIZE;
      const span = sameRow ? b - a : sameCol ? (b - a) / SIZE : 99;
      // Nine squares at most: one tile already inside and eight from a rack.
      if (span <= 8) lanes.push({ a, b, step: sameRow ? 1 : SIZE, worth: LANE_WORTH });
    }
  }
  return lanes;
})();

/** Tiles needed from a square to the nearest tile along its row and column (9 when none within reach). */
function reach(cells: Cells, s: number): number {
  const row = Math.floor(s / SIZE);
  const col = s % SIZE;
  let best = 9;
  const walk = (dr: number, dc: number): void => {
    let r = row + dr;
    let c = col + dc;
    for (let d = 1; d < best && r >= 0 && r < SIZE && c >= 0 && c < SIZE; d++, r += dr, c += dc) {
      if (cells[r * SIZE + c] !== 0) {
        best = d;
        return;
      }
    }
  };
  walk(0, 1);
  walk(0, -1);
  walk(1, 0);
  walk(-1, 0);
  return best;
}

/** Tiles needed to cover a lane (both ends empty) with a word that includes a tile on its line. */
function laneReach(cells: Cells, lane: Lane): number {
  const { a, b, step } = lane;
  if (cells[a] !== 0 || cells[b] !== 0) return 9;
  let inside = 0;
  let empty = 0;
  for (let s = a; s <= b; s += step) {
    if (cells[s] !== 0) inside++;
    else empty++;
  }
  if (inside > 0) return empty;
  // No tile between: the word must run on to the nearest tile beyond one end.
  const lineStart = step === 1 ? a - (a % SIZE) : a % SIZE;
  const lineEnd = step === 1 ? lineStart + SIZE - 1 : lineStart + (SIZE - 1) * SIZE;
  let best = 9;
  for (let s = a - step, d = 1; s >= lineStart && d < 9; s -= step, d++) {
    if (cells[s] !== 0) {
      best = Math.min(best, empty + d - 1);
      break;
    }
  }
  for (let s = b + step, d = 1; s <= lineEnd && d < 9; s += step, d++) {
    if (cells[s] !== 0) {
      best = Math.min(best, empty + d - 1);
      break;
    }
  }
  return best;
}

const decay = (tiles: number): number => (tiles >= 1 && tiles <= RACK_SIZE ? (DECAY[tiles] as number) : 0);

/** How much the board offers the next player on its word-premium squares and lanes, in rough points. */
export function premiumExposure(cells: Cells): number {
  let sum = 0;
  for (const s of PREMIUM_WORD_SQUARES) {
    if (cells[s] !== 0) continue;
    sum += (WORTH[WORD_MULTIPLIER[s] as number] ?? 0) * decay(reach(cells, s));
  }
  for (const lane of LANES) sum += lane.worth * decay(laneReach(cells, lane));
  return sum;
}

/** The exposure after placing `placed` on `cells` (both unchanged) minus `before`. */
export function openedBy(
  cells: Cells,
  placed: readonly { readonly square: number; readonly cell: number }[],
  before: number,
  scratch: Uint8Array,
): number {
  scratch.set(cells);
  for (const p of placed) scratch[p.square] = p.cell;
  return premiumExposure(scratch) - before;
}

/**
 * The standard normal distribution function Φ (Abramowitz and Stegun 7.1.26 for erf, error below 1.5e-7),
 * for the chance of winning from a spread.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const tail = (poly * Math.exp(-z * z)) / 2; // Φ(−|x|), computed directly so that far tails stay above 0
  return x >= 0 ? 1 - tail : tail;
}

/*
 * How the spread moves from a position to the game's end, for the player about to move with a given number of
 * tiles not yet on the board (the bag and both racks): on average it gains SPREAD_GAIN (being on move is worth
 * about half a turn, less as the tiles run out), spread around that with the standard deviation
 * SPREAD_DEVIATION; linear between the knots. Fitted on level-5 self-play (a scratch script, not in the
 * repository): 1,000 games (seed rules, standard lexicon), 28,884 positions, each the player to move's final
 * spread minus its spread then, grouped by the tiles left (each knot the mean and standard deviation of the
 * positions within 1 tile of it up to 14, then ±2 to ±5; 750 to 2,000 positions each, the means' standard
 * errors 0.3–2.4 points). σ² grows about linearly with the tiles left, as for a random walk.
 */
const SPREAD_KNOTS = [2, 4, 8, 14, 20, 32, 48, 64, 80, 100, 120];
const SPREAD_GAIN = [2.4, 5.0, 8.6, 14.4, 17.4, 18.5, 20.4, 22.7, 24.5, 24.7, 28.0];
const SPREAD_DEVIATION = [10.8, 15.4, 20.4, 27.6, 33.8, 46.4, 59.9, 70.9, 81.5, 96.6, 107.2];

/** `values` at `tilesLeft`, linear between SPREAD_KNOTS and constant beyond them. */
function atTiles(values: readonly number[], tilesLeft: number): number {
  const last = SPREAD_KNOTS.length - 1;
  if (tilesLeft <= (SPREAD_KNOTS[0] as number)) return values[0] as number;
  if (tilesLeft >= (SPREAD_KNOTS[last] as number)) return values[last] as number;
  let i = 1;
  while ((SPREAD_KNOTS[i] as number) < tilesLeft) i++;
  const lo = SPREAD_KNOTS[i - 1] as number;
  const t = (tilesLeft - lo) / ((SPREAD_KNOTS[i] as number) - lo);
  return (values[i - 1] as number) + t * ((values[i] as number) - (values[i - 1] as number));
}

/** The average gain in spread to the game's end of the player about to move, with `tilesLeft` tiles not yet played. */
export function spreadGain(tilesLeft: number): number {
  return atTiles(SPREAD_GAIN, tilesLeft);
}

/** The standard deviation of that gain, in points. */
export function spreadDeviation(tilesLeft: number): number {
  return atTiles(SPREAD_DEVIATION, tilesLeft);
}

/**
 * The chance of winning (a tie counts half) of the player about to move, whose spread (its score minus the
 * opponent's) is `spread` with `tilesLeft` tiles not yet played (the bag and both racks): Φ((spread + gain) / σ),
 * the normal model with which Quackle's championship player and Macondo value a late position.
 */
export function winProbability(spread: number, tilesLeft: number): number {
  return normalCdf((spread + spreadGain(tilesLeft)) / spreadDeviation(tilesLeft));
}
