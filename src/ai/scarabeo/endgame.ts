// Scarabeo's exact two-player endgame (bag empty, so each rack is the other's unseen tiles): negamax alpha-beta
// on the spread still to come, iterative deepening, a transposition table; and the position with one tile in
// the bag, solved by trying each tile the bag may hold.
import { LETTER_POINTS } from '../../games/scarabeo/alphabet.js';
import { JOLLY, LETTER_MASK, LETTER_MULTIPLIER, SIZE, SQUARES, WORD_MULTIPLIER } from '../../games/scarabeo/board.js';
import { type Dawg, hasCodes } from '../../games/scarabeo/dawg.js';
import { CrossChecks, forEachPlay, forEachPlayOnLine } from '../../games/scarabeo/movegen.js';
import { rackSize } from '../../games/scarabeo/notation.js';
import { RACK_JOLLY, type Rack, type ScoredPlay } from '../../games/scarabeo/play.js';
import type { BoardView } from '../../games/scarabeo/rules.js';
import { rackPoints } from '../../games/scarabeo/state.js';

/** A move of the endgame: a play, or a pass (exchanges are impossible with the bag empty). */
export type EndgameMove = { readonly type: 'play'; readonly scored: ScoredPlay } | { readonly type: 'pass' };

/** A two-player position with the bag empty. */
export interface EndgamePosition {
  readonly board: BoardView;
  /** The player to move's rack, then the opponent's. */
  readonly racks: readonly [Rack, Rack];
  /** Turns in a row without a word so far; with two players the game stalls at the fourth (default 0). */
  readonly idleTurns?: number;
}

/** How long a search may run: a clock (engines have none of their own), a node budget, or both. */
export interface SearchBudget {
  /** The clock in milliseconds (performance.now in the caller); without it `timeMs` is ignored. */
  readonly now?: () => number;
  readonly timeMs?: number;
  /** Positions searched at most (deterministic budgets for tests and benchmarks). */
  readonly maxNodes?: number;
  /** Called after each completed depth, so a face can show how far along the search is. */
  readonly onProgress?: (progress: EndgameProgress) => void;
}

export interface EndgameProgress {
  readonly depth: number;
  readonly nodes: number;
  /** The value found at that depth (exact when `proven`). */
  readonly value: number;
  readonly proven: boolean;
}

export interface EndgameResult {
  /**
   * The points the player to move gains from here to the end minus the opponent's (the settlement included),
   * with best play on both sides; exact when `proven`, otherwise the deepest completed search's estimate.
   */
  readonly value: number;
  readonly proven: boolean;
  /** The best line, the player to move's move first (empty only when the game is already over). */
  readonly line: readonly EndgameMove[];
  /** The deepest search completed, in plays (passes are not counted: the stall bounds them). */
  readonly depth: number;
  readonly nodes: number;
}

/** With two players the game stalls after this many turns in a row without a word (2 × players). */
const STALL = 4;
const INF = 1_000_000;
/** 17 rows for across plays, then 17 columns for down plays. */
const LINES = 2 * SIZE;
/**
 * A proof attempt after a depth may search this many times the positions searched so far (1, 3 and 10 proved
 * the same 7 of 10 endgames in about the same CPU time, 0.3 took a fifth more; 3 leaves the deepening deeper
 * than 10 when no proof comes, for the estimate).
 */
const PROOF_SHARE = 3;
/** Plays per position at most, for the move ordering's keys (2^20). */
const ORDER_SPAN = 1 << 20;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
/** Depth recorded for an entry whose subtree reached the end of the game on every line: valid at any depth. */
const PROVEN_DEPTH = 1000;

class Abort extends Error {}
/** A proof attempt ran out of its share of positions (the iterative deepening goes on). */
class ProofAbort extends Error {}

interface Entry {
  depth: number;
  flag: number;
  value: number;
  /** Index of the best move in the node's generation order (plays, then the pass). */
  move: number;
}

/**
 * The transposition table on typed arrays (a Map of objects was a tenth of the time in the collector, and was
 * dropped whole when full): up to 2^20 buckets of two entries (from 2^12, doubling as it fills), found by the
 * key's low bits and checked on all 64. The first entry of a bucket keeps the most valuable position (proven,
 * else the deepest search), the second the latest, so a proven entry is lost only to another proven one.
 * An entry is 4 numbers in one Int32Array (the key's halves, value with depth and flag, move), a bucket 32
 * bytes: a probe touches one cache line, not six arrays (32 MB at most; 40 MB in six arrays).
 */
class Table {
  /** Buckets at first (small searches, e.g. the many of the position with one tile in the bag, stay cheap). */
  private static readonly FIRST = 1 << 12;
  private static readonly MOST = 1 << 20;
  private buckets = Table.FIRST;
  /**
   * Per entry: key low, key high, meta (value × 4096 + depth × 4 + flag + 1; 0 for an empty entry: values are
   * spreads far below 2^19, depths below 1024), move.
   */
  private data = new Int32Array(8 * Table.FIRST);
  /** Entries in use; the table doubles when they pass half its slots, up to MOST buckets. */
  private used = 0;
  /** The entry found by the last `get` (its offset in `data`), read through `depth`, `flag`, `value`, `move`. */
  private at = -1;

  /** Whether the position with key (lo, hi) is kept; its entry is then `depth()`, `flag()`, `value()`, `move()`. */
  get(lo: number, hi: number): boolean {
    const d = this.data;
    const i = 8 * (lo & (this.buckets - 1));
    if (d[i + 2] !== 0 && d[i] === lo && d[i + 1] === hi) this.at = i;
    else if (d[i + 6] !== 0 && d[i + 4] === lo && d[i + 5] === hi) this.at = i + 4;
    else return false;
    return true;
  }

  depth(): number {
    return ((this.data[this.at + 2] as number) & 4095) >> 2;
  }
  flag(): number {
    return ((this.data[this.at + 2] as number) & 3) - 1;
  }
  value(): number {
    return (this.data[this.at + 2] as number) >> 12;
  }
  move(): number {
    return this.data[this.at + 3] as number;
  }

  set(lo: number, hi: number, depth: number, flag: number, value: number, move: number): void {
    // A value the entry cannot hold is not kept (none is that far from 0; a missing entry only costs a search).
    if (value >= 1 << 19 || value < -(1 << 19)) return;
    if (this.used >= this.buckets && this.buckets < Table.MOST) this.grow();
    const d = this.data;
    const b = 8 * (lo & (this.buckets - 1));
    let i = b + 4;
    const firstUsed = d[b + 2] !== 0;
    const same = firstUsed && d[b] === lo && d[b + 1] === hi;
    if (!firstUsed || same || depth >= ((d[b + 2] as number) & 4095) >> 2) {
      // The first entry moves to the second when the new position takes its place.
      if (firstUsed && !same) {
        if (d[b + 6] === 0) this.used++;
        d.copyWithin(b + 4, b, b + 4);
      } else if (!firstUsed) this.used++;
      i = b;
    } else if (d[b + 6] === 0) this.used++;
    d[i] = lo;
    d[i + 1] = hi;
    d[i + 2] = value * 4096 + depth * 4 + flag + 1;
    d[i + 3] = move;
  }

  /** Doubles the buckets and puts every entry back (the second entries first, so the first ones stay first). */
  private grow(): void {
    const old = this.data;
    this.buckets *= 2;
    this.data = new Int32Array(8 * this.buckets);
    this.used = 0;
    for (let second = 4; second >= 0; second -= 4)
      for (let j = second; j < old.length; j += 8) {
        const meta = old[j + 2] as number;
        if (meta !== 0)
          this.set(
            old[j] as number,
            old[j + 1] as number,
            (meta & 4095) >> 2,
            (meta & 3) - 1,
            meta >> 12,
            old[j + 3] as number,
          );
      }
  }
}

/** Zobrist keys: two 32-bit halves per feature, from a fixed xorshift sequence (the same in every run). */
const ZOBRIST = (() => {
  let x = 0x9e3779b9;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
  const squares = new Uint32Array(2 * SQUARES * 64);
  for (let i = 0; i < squares.length; i++) squares[i] = next();
  const racks = new Uint32Array(2 * 2 * 22 * 16);
  for (let i = 0; i < racks.length; i++) racks[i] = next();
  const misc = new Uint32Array(2 * 16);
  for (let i = 0; i < misc.length; i++) misc[i] = next();
  return { squares, racks, misc };
})();

/** A key per direction and square (two 32-bit halves) for the line hashes' shares, from a fixed xorshift sequence. */
const SQUARE_KEYS = (() => {
  let x = 0x2545f491;
  const keys = new Int32Array(2 * 2 * SQUARES);
  for (let i = 0; i < keys.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    keys[i] = x;
  }
  return keys;
})();

const kindOf = (cell: number): number => ((cell & JOLLY) !== 0 ? RACK_JOLLY : cell & LETTER_MASK);
const tilePoints = (cell: number): number => ((cell & JOLLY) !== 0 ? 0 : (LETTER_POINTS[cell & LETTER_MASK] as number));

/** The tile points of the `n` placements from `at` of `cells`. */
function shedOf(cells: Uint8Array, at: number, n: number): number {
  let shed = 0;
  for (let j = at; j < at + n; j++) shed += tilePoints(cells[j] as number);
  return shed;
}

/** A 32-bit hash of the `n` placements from `at` (squares and cells): names a play in any position. */
function idOf(squares: Int32Array, cells: Uint8Array, at: number, n: number): number {
  let h = 0x3c6ef372;
  for (let j = at; j < at + n; j++) {
    h = Math.imul(h ^ (((squares[j] as number) << 6) | (cells[j] as number)), 0x9e3779b1);
    h ^= h >>> 15;
  }
  return h;
}

/**
 * Sorts keys[from .. to) ascending: by insertion for a short run (the typed array's own sort first makes a view of
 * the run and calls into the runtime, which costs more than sorting a few dozen numbers). The keys are distinct
 * (each carries its play's index), so every sort gives the same order.
 */
function sortKeys(keys: Float64Array, from: number, to: number): void {
  if (to - from > 48) {
    keys.subarray(from, to).sort();
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const k = keys[i] as number;
    let j = i - 1;
    while (j >= from && (keys[j] as number) > k) {
      keys[j + 1] = keys[j] as number;
      j--;
    }
    keys[j + 1] = k;
  }
}

/** Plays as the solver keeps them: score, tiles and the placements from `first` in `squares` and `cells`. */
interface PlayList {
  readonly score: Int32Array;
  readonly tiles: Uint8Array;
  readonly first: Int32Array;
  readonly squares: Int32Array;
  readonly cells: Uint8Array;
}

/** Each lexicon's two-letter words (see `twoLetterWords`). */
const TWO_LETTER_WORDS = new WeakMap<Dawg, Uint8Array>();

/**
 * The lexicon's two-letter words, looked up by `soloBound2` for every single play (a walk of the DAWG per letter
 * was most of its time): at first × 32 + second, 1 when a word; a letter 0 (a jolly, RACK_JOLLY) stands for any
 * letter, so [x × 32] says whether x starts a two-letter word and [x] whether one ends in x.
 */
function twoLetterWords(dawg: Dawg): Uint8Array {
  let words = TWO_LETTER_WORDS.get(dawg);
  if (words) return words;
  words = new Uint8Array(32 * 32);
  const codes = new Uint8Array(2);
  for (let a = 1; a <= 21; a++)
    for (let b = 1; b <= 21; b++) {
      codes[0] = a;
      codes[1] = b;
      if (!hasCodes(dawg, codes, 0, 2)) continue;
      words[a * 32 + b] = 1;
      words[a * 32] = 1;
      words[b] = 1;
    }
  TWO_LETTER_WORDS.set(dawg, words);
  return words;
}
/** `soloBound2`'s best single play by square and cell (square × 64 + cell), -1 for none. */
const SINGLE_BY_CELL = new Int32Array(SQUARES * 64).fill(-1);
/** `soloBound2`'s best single play by square and tile kind (square × 22 + kind), -1 for none. */
const SINGLE_BY_KIND = new Int32Array(SQUARES * 22).fill(-1);

/**
 * What the player to move, holding two tiles x and y, gains at most if the opponent passes every turn, from its
 * plays now (stack indices from..to): out now with both; or a play of one, x, then the other, y, later and out
 * (or 0, or one play and no more). The later play of y, on the board with x, is one of three kinds:
 * - it forms no word through x's square: then it is a play of y now with the same score;
 * - its word along some line holds x and a tile on the board now: then x and y together on their squares is a
 *   play now (its words are that word and the two tiles' cross words, each formed by one of the two plays, and
 *   its word holds a tile of the board, as a play's must) scoring at least as much (x's square's premiums count
 *   again, and x's cross word is added);
 * - its word along that line is x and y alone (a two-letter word, the squares beyond both empty): then it scores
 *   that word (y's square's premiums on it) plus y's cross word, which is y's single play there now (or 0).
 * So the two plays score at most: the best single x plus the best single y now; a two-tile play now plus the
 * single play now of one of its tiles on its square; or a single play now plus the two-letter word it can make
 * with the other tile beside it plus the other's single play there now. Plus the opponent's tile points.
 */
function soloBound2(
  st: PlayList,
  from: number,
  to: number,
  rack: Rack,
  board: BoardView,
  dawg: Dawg,
  oppPoints: number,
  alpha: number,
): number {
  let kx = -1;
  let ky = -1;
  for (let k = 0; k < 22; k++) {
    const c = rack[k] as number;
    if (c === 0) continue;
    if (kx < 0) kx = k;
    if (c === 2 || kx !== k) ky = k;
  }
  let bestX = -INF;
  let bestY = -INF;
  let bestXY = -INF;
  for (let i = from; i < to; i++) {
    const score = st.score[i] as number;
    if ((st.tiles[i] as number) === 2) {
      if (score > bestXY) bestXY = score;
    } else if (kx !== ky && kindOf(st.cells[st.first[i] as number] as number) === kx) {
      if (score > bestX) bestX = score;
    } else if (score > bestY) bestY = score;
  }
  // Two tiles of one kind: both are "y" above.
  if (kx === ky) bestX = bestY;
  let ub = Math.max(0, bestX, bestY, bestXY + oppPoints);
  if (bestX > -INF && bestY > -INF) ub = Math.max(ub, bestX + bestY + oppPoints);
  // The rest only raises the bound: once above alpha it cannot fail the node low, and is not worked out further.
  if (ub > alpha) return ub;
  // The best single play on each square by cell and by kind (read below for each play; a scan of every play for
  // each play was quadratic), cleared again before returning.
  const byCell = SINGLE_BY_CELL;
  const byKind = SINGLE_BY_KIND;
  for (let i = from; i < to; i++) {
    if ((st.tiles[i] as number) !== 1) continue;
    const g = st.first[i] as number;
    const s = st.squares[g] as number;
    const c = st.cells[g] as number;
    const score = st.score[i] as number;
    if (score > (byCell[s * 64 + c] as number)) byCell[s * 64 + c] = score;
    if (score > (byKind[s * 22 + kindOf(c)] as number)) byKind[s * 22 + kindOf(c)] = score;
  }
  ub = soloBound2Pairs(st, from, to, board, dawg, oppPoints, alpha, ub, kx, ky);
  for (let i = from; i < to; i++) {
    if ((st.tiles[i] as number) !== 1) continue;
    const g = st.first[i] as number;
    const s = st.squares[g] as number;
    const c = st.cells[g] as number;
    byCell[s * 64 + c] = -1;
    byKind[s * 22 + kindOf(c)] = -1;
  }
  return ub;
}

/**
 * `soloBound2`'s second half (see there): the two-tile plays with a single play of one of their tiles, and the
 * single plays with a two-letter word beside them, from `ub` on; the best single plays by square are in
 * SINGLE_BY_CELL and SINGLE_BY_KIND.
 */
function soloBound2Pairs(
  st: PlayList,
  from: number,
  to: number,
  board: BoardView,
  dawg: Dawg,
  oppPoints: number,
  alpha: number,
  bound: number,
  kx: number,
  ky: number,
): number {
  let ub = bound;
  const cells = board.cells;
  const editrice = board.rules === 'editrice';
  const words = twoLetterWords(dawg);
  for (let i = from; i < to; i++) {
    const f = st.first[i] as number;
    if ((st.tiles[i] as number) === 2) {
      // The two-tile play with the single play of one of its tiles on the same square.
      for (let t = f; t < f + 2; t++) {
        const single = SINGLE_BY_CELL[(st.squares[t] as number) * 64 + (st.cells[t] as number)] as number;
        if (single >= 0) ub = Math.max(ub, single + (st.score[i] as number) + oppPoints);
      }
      continue;
    }
    // A single play, then the other tile beside it making a two-letter word.
    const a = st.squares[f] as number;
    const cell = st.cells[f] as number;
    const other = kindOf(cell) === kx ? ky : kx;
    const otherPoints = other === RACK_JOLLY ? 0 : (LETTER_POINTS[other] as number);
    const row = Math.floor(a / SIZE);
    const col = a % SIZE;
    for (let d = 0; d < 4; d++) {
      const across = d < 2;
      const sign = d % 2 === 0 ? 1 : -1;
      const step = across ? 1 : SIZE;
      const b = a + sign * step;
      const bLine = across ? col + sign : row + sign;
      if (bLine < 0 || bLine >= SIZE || cells[b] !== 0) continue;
      // The squares beyond the pair along the line must be empty (else the word holds a tile of the board).
      const low = Math.min(a, b) - step;
      const high = Math.max(a, b) + step;
      const lowLine = Math.min(across ? col : row, bLine) - 1;
      const highLine = Math.max(across ? col : row, bLine) + 1;
      if ((lowLine >= 0 && cells[low] !== 0) || (highLine < SIZE && cells[high] !== 0)) continue;
      const x = cell & LETTER_MASK;
      if (words[sign > 0 ? x * 32 + other : other * 32 + x] === 0) continue;
      const single = Math.max(0, SINGLE_BY_KIND[b * 22 + other] as number);
      const two =
        ((tilePoints(cell) * (editrice ? (LETTER_MULTIPLIER[a] as number) : 1) +
          otherPoints * (LETTER_MULTIPLIER[b] as number)) *
          (WORD_MULTIPLIER[b] as number) *
          (editrice ? (WORD_MULTIPLIER[a] as number) : 1)) |
        0;
      ub = Math.max(ub, (st.score[i] as number) + two + single + oppPoints);
    }
    if (ub > alpha) return ub;
  }
  return ub;
}

/** The plays of every node on the current line, stacked: a child's moves go above its parent's. */
class MoveStack {
  score = new Int32Array(1 << 14);
  tiles = new Uint8Array(1 << 14);
  /** The points of the tiles the play puts down (which the opponent gains if the player is left holding them). */
  shed = new Int16Array(1 << 14);
  /** A hash of the play's placements, the same in every position (killer moves). */
  id = new Int32Array(1 << 14);
  first = new Int32Array(1 << 14);
  key = new Float64Array(1 << 14);
  order = new Int32Array(1 << 14);
  squares = new Int32Array(1 << 17);
  cells = new Uint8Array(1 << 17);
  top = 0;
  placed = 0;

  push(score: number, found: { writePlacements(s: Int32Array, c: Uint8Array, at: number): number }): void {
    if (this.top === this.score.length) this.growMoves();
    if (this.placed + 8 > this.squares.length) this.growPlacements();
    const i = this.top++;
    this.score[i] = score;
    this.first[i] = this.placed;
    const n = found.writePlacements(this.squares, this.cells, this.placed);
    this.tiles[i] = n;
    this.shed[i] = shedOf(this.cells, this.placed, n);
    this.id[i] = idOf(this.squares, this.cells, this.placed, n);
    this.placed += n;
  }

  /** Pushes a play kept elsewhere: its score, and its `tiles` placements at `at` of `squares` and `cells`. */
  pushFrom(
    score: number,
    tiles: number,
    shed: number,
    id: number,
    squares: Int32Array,
    cells: Uint8Array,
    at: number,
  ): void {
    if (this.top === this.score.length) this.growMoves();
    if (this.placed + 8 > this.squares.length) this.growPlacements();
    const i = this.top++;
    this.score[i] = score;
    this.shed[i] = shed;
    this.id[i] = id;
    this.first[i] = this.placed;
    this.tiles[i] = tiles;
    for (let j = 0; j < tiles; j++) {
      this.squares[this.placed + j] = squares[at + j] as number;
      this.cells[this.placed + j] = cells[at + j] as number;
    }
    this.placed += tiles;
  }

  private growMoves(): void {
    const n = this.score.length * 2;
    const grow = <T extends Int32Array | Int16Array | Uint8Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.score = grow(this.score, (k) => new Int32Array(k));
    this.tiles = grow(this.tiles, (k) => new Uint8Array(k));
    this.shed = grow(this.shed, (k) => new Int16Array(k));
    this.id = grow(this.id, (k) => new Int32Array(k));
    this.first = grow(this.first, (k) => new Int32Array(k));
    this.key = grow(this.key, (k) => new Float64Array(k));
    this.order = grow(this.order, (k) => new Int32Array(k));
  }

  private growPlacements(): void {
    const squares = new Int32Array(this.squares.length * 2);
    squares.set(this.squares);
    this.squares = squares;
    const cells = new Uint8Array(this.cells.length * 2);
    cells.set(this.cells);
    this.cells = cells;
  }
}

/**
 * Each line's plays for a rack, kept while nothing the line's plays depend on changes: the tiles on the line, the
 * cross-checks of its squares in its direction, and the rack. A position's plays are then its 34 lines', and only
 * the lines the last plays touched are generated again. Keyed by two 32-bit hashes of all that (53 bits in the
 * Map's key, the rest checked on a hit); the plays live in one pool, dropped whole when it fills.
 */
class LineCache {
  // An open-addressing table (linear probing) from the two hashes to the line's plays in the pool; a slot is in
  // use when its stamp is the current epoch, so dropping everything is one increment. A slot's numbers lie
  // together (the two hashes, the first play, the count with the stamp above its 15 bits; 16 bytes), so a look-up
  // touches one cache line, not five arrays: the look-ups, 34 a position in a table of up to 2^20 slots, are
  // mostly misses, and 16 MB of slots miss the processor's cache less than the 32 MB of a stride of 8.
  private slots = 1 << 14;
  private slot = new Int32Array(4 * this.slots);
  /** How many times the pool was dropped (a play's index in it from before a drop names another play). */
  drops = 0;
  private epoch = 1;
  private used = 0;
  /**
   * The plays, 4 numbers each (score; tiles + points shed × 256; id; first placement), so copying a play onto the
   * stack reads one cache line, not five arrays.
   */
  play = new Int32Array(4 << 14);
  squares = new Int32Array(1 << 16);
  cells = new Uint8Array(1 << 16);
  plays = 0;
  placed = 0;
  /** Where the last `find` stopped: the line's slot, or the empty slot to store it in (its offset in `slot`). */
  private at = 0;

  /** @param most plays the pool holds at most (2^19; tests make it small, so it is dropped often). */
  constructor(private readonly most = 1 << 19) {}

  /** The first play in the pool of the line with hashes a and b, or -1 (then `store` may keep it). */
  find(a: number, b: number): number {
    const mask = this.slots - 1;
    const slot = this.slot;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const j = 4 * i;
      if ((slot[j + 3] as number) >>> 15 !== this.epoch) {
        this.at = j;
        return -1;
      }
      if (slot[j] === a && slot[j + 1] === b) {
        this.at = j;
        return slot[j + 2] as number;
      }
    }
  }

  /** Reads the first slot of hashes a (the look-up to come), so the slots of several lines load at once. */
  touch(a: number): number {
    return this.slot[4 * (a & (this.slots - 1)) + 3] as number;
  }

  /** How many plays the line found by the last `find` has. */
  found(): number {
    return (this.slot[this.at + 3] as number) & 0x7fff;
  }

  /** Keeps the plays from pool index `start` on as the line with hashes a and b (after a `find` that missed). */
  store(a: number, b: number, start: number): void {
    const j = this.at;
    const slot = this.slot;
    slot[j] = a;
    slot[j + 1] = b;
    slot[j + 2] = start;
    slot[j + 3] = (this.epoch << 15) | (this.plays - start);
    this.used++;
  }

  private rehash(): void {
    const old = this.slot;
    const epoch = this.epoch;
    this.slots *= 2;
    this.slot = new Int32Array(4 * this.slots);
    this.epoch = 1;
    const mask = this.slots - 1;
    const slot = this.slot;
    for (let k = 0; k < old.length; k += 4) {
      if ((old[k + 3] as number) >>> 15 !== epoch) continue;
      let i = (old[k] as number) & mask;
      while (slot[4 * i + 3] !== 0) i = (i + 1) & mask;
      slot.set(old.subarray(k, k + 3), 4 * i);
      slot[4 * i + 3] = (1 << 15) | ((old[k + 3] as number) & 0x7fff);
    }
  }

  /** Forgets every line (the pool is reused from the start). */
  private drop(): void {
    this.drops++;
    this.epoch++;
    // The stamp has 16 bits: when they run out, the slots are cleared and the stamps start again.
    if (this.epoch === 1 << 16) {
      this.slot.fill(0);
      this.epoch = 1;
    }
    this.used = 0;
    this.plays = 0;
    this.placed = 0;
  }

  /**
   * Makes room for one more line, before its `find` (a line never holds 16,384 plays): the table doubles up to
   * 2^20 slots and the pool up to 2^19 plays (about 34 MB in all), then both are dropped whole.
   */
  reserve(): void {
    if (2 * (this.used + 1) > this.slots) {
      if (this.slots < 1 << 20) this.rehash();
      else this.drop();
    }
    const room = 1 << 14;
    if (4 * (this.plays + room) <= this.play.length && this.placed + 8 * room <= this.squares.length) return;
    if (this.play.length < 4 * this.most) {
      const grow = <T extends Int32Array | Int16Array | Uint8Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.play = grow(this.play, (n) => new Int32Array(n));
      this.squares = grow(this.squares, (n) => new Int32Array(n));
      this.cells = grow(this.cells, (n) => new Uint8Array(n));
      return;
    }
    this.drop();
  }
}

class Solver {
  private readonly cells: Uint8Array;
  private readonly board: BoardView;
  private readonly racks: [Uint8Array, Uint8Array];
  private readonly sizes = [0, 0];
  private readonly points = [0, 0];
  private toMove = 0;
  private idle = 0;
  private hashLo = 0;
  private hashHi = 0;
  private readonly table = new Table();
  private readonly stack = new MoveStack();
  /**
   * The cross-checks of the current ply's board, one set for the whole line: computed once at the root, then
   * updated in place by a play's child on the squares next to the tiles placed and put back when the line leaves
   * it (`logCross`, `restoreCross`); a pass's child has its parent's.
   */
  private readonly cross = new CrossChecks();
  /** Whether `cross` and the line hashes hold each ply's board yet (a play's child updates them when first needed). */
  private readonly crossReady: boolean[] = [];
  /**
   * The hashes of each ply's 34 lines (hashLine), kept alongside its cross-checks: two per line, then whether
   * the line has an anchor (an empty square next to a tile along it; a line without one has no plays).
   */
  private readonly linesOwn: Int32Array[] = [];
  private readonly linesAt: Int32Array[] = [];
  /** Each player's rack as two 32-bit Zobrist hashes (the same keys for both players: the line cache's key). */
  private readonly rackLo = [0, 0];
  private readonly rackHi = [0, 0];
  /** The stack index of the play that led to each ply (-1 after a pass). */
  private readonly playTo: number[] = [];
  private ply = 0;
  /** Two killer moves per ply (play ids, 0 for none). */
  private readonly killers = new Int32Array(256);
  private readonly useKillers: boolean;
  /** Cut-offs caused by each play (by its id's low 16 bits), weighted by depth squared. */
  private readonly history = new Int32Array(1 << 16);
  private readonly useProof: boolean;
  private readonly useEtc: boolean;
  private readonly checkCross: boolean;
  private readonly proofShare: number;
  /** Tiles on the board at the root (none: the first play's special rules, no line cache). */
  private onBoard = 0;
  /** Plays kept per line (undefined: every position generates all its plays). */
  private readonly lines: LineCache | undefined;
  /**
   * Whether the player to move at each ply of the current line had no play at all (generated none). A node reached
   * by a pass from such a node has an opponent with no play on its board.
   */
  private readonly stuckAt = new Uint8Array(256);
  private readonly useStuck: boolean;
  private readonly usePassBound: boolean;
  private readonly useSoloBound: boolean;
  private readonly usePassRefutes: boolean;
  /** Whether the root's opponent has no play on the root's board. */
  private readonly rootOpponentStuck: boolean;

  /**
   * Whether the opponent of the player to move has no play on this board, as far as is known without generating
   * its plays: at the root, or when it passed into this node having none.
   */
  private opponentStuck(): boolean {
    const p = this.ply;
    if (p === 0) return this.rootOpponentStuck;
    return (this.playTo[p] as number) < 0 && this.stuckAt[p - 1] === 1;
  }

  /** Whether the value the last `search` returned holds for the real game (see `search`). */
  private proven = false;
  private firstDepth = false;
  nodes = 0;
  private readonly deadline: number;
  private readonly maxNodes: number;

  constructor(
    position: EndgamePosition,
    private readonly dawg: Dawg,
    private readonly budget: SearchBudget,
    options: EndgameOptions,
  ) {
    this.lines = (options.lineCache ?? true) ? new LineCache(options.linePool) : undefined;
    this.useKillers = options.killers ?? true;
    this.useProof = options.proofSearch ?? true;
    this.useEtc = options.etc ?? true;
    this.checkCross = options.checkCross ?? false;
    this.proofShare = options.proofShare ?? PROOF_SHARE;
    this.useStuck = options.stuckPass ?? true;
    this.usePassBound = options.passBound ?? true;
    this.useSoloBound = options.soloBound ?? true;
    this.usePassRefutes = options.passRefutes ?? true;
    this.cells = new Uint8Array(position.board.cells);
    this.board = { cells: this.cells, rules: position.board.rules };
    this.racks = [new Uint8Array(position.racks[0]), new Uint8Array(position.racks[1])];
    this.idle = position.idleTurns ?? 0;
    for (let p = 0; p < 2; p++) {
      const rack = this.racks[p] as Uint8Array;
      this.sizes[p] = rackSize(rack);
      this.points[p] = rackPoints(rack);
      for (let k = 0; k < 22; k++) this.toggleRack(p, k, rack[k] as number);
    }
    for (let s = 0; s < SQUARES; s++) {
      if (this.cells[s] === 0) continue;
      this.toggleSquare(s, this.cells[s] as number);
      this.onBoard++;
    }
    let opponentPlays = 0;
    if (this.useStuck) forEachPlay(this.board, this.racks[1], dawg, () => opponentPlays++);
    this.rootOpponentStuck = this.useStuck && opponentPlays === 0;
    this.deadline = budget.now && budget.timeMs !== undefined ? budget.now() + budget.timeMs : Number.POSITIVE_INFINITY;
    this.maxNodes = budget.maxNodes ?? Number.POSITIVE_INFINITY;
  }

  private toggleSquare(s: number, cell: number): void {
    const i = 2 * (s * 64 + cell);
    this.hashLo ^= ZOBRIST.squares[i] as number;
    this.hashHi ^= ZOBRIST.squares[i + 1] as number;
  }

  private toggleRack(p: number, k: number, count: number): void {
    const i = 2 * ((p * 22 + k) * 16 + count);
    this.hashLo ^= ZOBRIST.racks[i] as number;
    this.hashHi ^= ZOBRIST.racks[i + 1] as number;
    const j = 2 * (k * 16 + count);
    this.rackLo[p] = (this.rackLo[p] as number) ^ (ZOBRIST.racks[j] as number);
    this.rackHi[p] = (this.rackHi[p] as number) ^ (ZOBRIST.racks[j + 1] as number);
  }

  /** Looks the position up in the table (its key is then in keyLo and keyHi for `store`). */
  private lookUp(): boolean {
    const i = 2 * (this.toMove * 5 + this.idle);
    this.keyLo = this.hashLo ^ (ZOBRIST.misc[i] as number);
    this.keyHi = this.hashHi ^ (ZOBRIST.misc[i + 1] as number);
    return this.table.get(this.keyLo, this.keyHi);
  }

  /** Looks up the position after play `m` of the stack by the player to move, without making it. */
  private probeChild(m: number): boolean {
    const st = this.stack;
    const p = this.toMove;
    const rack = this.racks[p] as Uint8Array;
    let lo = this.hashLo;
    let hi = this.hashHi;
    const first = st.first[m] as number;
    const end = first + (st.tiles[m] as number);
    for (let j = first; j < end; j++) {
      const s = st.squares[j] as number;
      const cell = st.cells[j] as number;
      let i = 2 * (s * 64 + cell);
      lo ^= ZOBRIST.squares[i] as number;
      hi ^= ZOBRIST.squares[i + 1] as number;
      // The rack's count of this kind before this tile leaves it: the count less the same kind placed before.
      const k = kindOf(cell);
      let c = rack[k] as number;
      for (let q = first; q < j; q++) if (kindOf(st.cells[q] as number) === k) c--;
      i = 2 * ((p * 22 + k) * 16 + c);
      lo ^= (ZOBRIST.racks[i] as number) ^ (ZOBRIST.racks[i - 2] as number);
      hi ^= (ZOBRIST.racks[i + 1] as number) ^ (ZOBRIST.racks[i - 1] as number);
    }
    const i = 2 * ((1 - p) * 5);
    return this.table.get(lo ^ (ZOBRIST.misc[i] as number), hi ^ (ZOBRIST.misc[i + 1] as number));
  }

  /** The table's entry for the position, or undefined. */
  private entry(): Entry | undefined {
    if (!this.lookUp()) return undefined;
    const t = this.table;
    return { depth: t.depth(), flag: t.flag(), value: t.value(), move: t.move() };
  }

  private keyLo = 0;
  private keyHi = 0;

  /** Puts move `m` of the stack on the board for the player to move. */
  private apply(m: number): void {
    const st = this.stack;
    const p = this.toMove;
    const rack = this.racks[p] as Uint8Array;
    for (let j = st.first[m] as number, end = j + (st.tiles[m] as number); j < end; j++) {
      const s = st.squares[j] as number;
      const cell = st.cells[j] as number;
      this.cells[s] = cell;
      this.toggleSquare(s, cell);
      const k = kindOf(cell);
      const c = rack[k] as number;
      this.toggleRack(p, k, c);
      this.toggleRack(p, k, c - 1);
      rack[k] = c - 1;
      this.points[p] = (this.points[p] as number) - tilePoints(cell);
    }
    this.sizes[p] = (this.sizes[p] as number) - (st.tiles[m] as number);
  }

  private undo(m: number): void {
    const st = this.stack;
    const p = this.toMove;
    const rack = this.racks[p] as Uint8Array;
    for (let j = st.first[m] as number, end = j + (st.tiles[m] as number); j < end; j++) {
      const s = st.squares[j] as number;
      const cell = st.cells[j] as number;
      this.cells[s] = 0;
      this.toggleSquare(s, cell);
      const k = kindOf(cell);
      const c = rack[k] as number;
      this.toggleRack(p, k, c);
      this.toggleRack(p, k, c + 1);
      rack[k] = c + 1;
      this.points[p] = (this.points[p] as number) + tilePoints(cell);
    }
    this.sizes[p] = (this.sizes[p] as number) + (st.tiles[m] as number);
  }

  /** Each ply's last generated lines: per line its key's two halves, first play, count and the pool's drops. */
  private readonly plyLines: Int32Array[] = [];
  /** Each line's two line-cache keys, for the current generation. */
  private readonly lineKeyA = new Int32Array(LINES);
  private readonly lineKeyB = new Int32Array(LINES);
  /** The XOR of the touched slots (read by nothing; only kept). */
  touched = 0;

  /**
   * Generates the player to move's plays onto the stack; returns the index of the first. `slot` names what is
   * remembered of the lines' plays (the ply's own by default).
   */
  private generate(cross?: CrossChecks, slot = this.ply): number {
    const st = this.stack;
    const from = st.top;
    st.placed = from === 0 ? 0 : (st.first[from - 1] as number) + (st.tiles[from - 1] as number);
    if (cross && this.lines && this.onBoard > 0) this.generateByLine(this.lines, slot);
    else forEachPlay(this.board, this.racks[this.toMove] as Uint8Array, this.dawg, (f) => st.push(f.score, f), cross);
    return from;
  }

  /** The same plays in the same order as forEachPlay, each line's from the cache when nothing on it changed. */
  private generateByLine(lines: LineCache, slot: number): void {
    const st = this.stack;
    const rack = this.racks[this.toMove] as Uint8Array;
    const cross = this.cross;
    const hashes = this.linesAt[this.ply] as Int32Array;
    const ra = this.rackLo[this.toMove] as number;
    const rb = this.rackHi[this.toMove] as number;
    // Each ply remembers its last generation's lines (key, first play, count, the pool's drops then): the nodes
    // below one parent have the same player to move with the same rack, and differ only on the lines the parent's
    // moves touched, so most lines are found there without a look-up in the large table. The other lines' keys
    // first, touching each one's slot, then the look-ups: the slots are mostly not in the processor's cache, and
    // loads that do not wait on each other overlap.
    let memo = this.plyLines[slot];
    if (!memo) {
      memo = new Int32Array(5 * LINES).fill(-1);
      this.plyLines[slot] = memo;
    }
    const keyA = this.lineKeyA;
    const keyB = this.lineKeyB;
    let touched = 0;
    for (let l = 0; l < LINES; l++) {
      if (hashes[2 * LINES + l] === 0) continue;
      let ha = Math.imul((hashes[l] as number) ^ ra, 0x85ebca77);
      ha ^= ha >>> 15;
      let hb = Math.imul((hashes[LINES + l] as number) + rb, 0x27d4eb2f);
      hb ^= hb >>> 13;
      keyA[l] = ha;
      keyB[l] = hb;
      if (memo[5 * l] !== ha || memo[5 * l + 1] !== hb || memo[5 * l + 4] !== lines.drops) touched ^= lines.touch(ha);
    }
    // Kept, so the compiler does not drop the loads as unused.
    this.touched = touched;
    for (let dir = 0; dir < 2; dir++) {
      for (let line = 0; line < SIZE; line++) {
        const l = dir * SIZE + line;
        // A line without an anchor has no plays.
        if (hashes[2 * LINES + l] === 0) continue;
        const ha = keyA[l] as number;
        const hb = keyB[l] as number;
        const k = 5 * l;
        let start: number;
        let count: number;
        if (memo[k] === ha && memo[k + 1] === hb && memo[k + 4] === lines.drops) {
          start = memo[k + 2] as number;
          count = memo[k + 3] as number;
        } else {
          lines.reserve();
          start = lines.find(ha, hb);
          if (start < 0) {
            start = lines.plays;
            forEachPlayOnLine(this.board, rack, this.dawg, cross, dir, line, (f) => {
              const i = 4 * lines.plays++;
              const n = f.writePlacements(lines.squares, lines.cells, lines.placed);
              lines.play[i] = f.score;
              lines.play[i + 1] = n + 256 * shedOf(lines.cells, lines.placed, n);
              lines.play[i + 2] = idOf(lines.squares, lines.cells, lines.placed, n);
              lines.play[i + 3] = lines.placed;
              lines.placed += n;
            });
            count = lines.plays - start;
            lines.store(ha, hb, start);
          } else count = lines.found();
          memo[k] = ha;
          memo[k + 1] = hb;
          memo[k + 2] = start;
          memo[k + 3] = count;
          memo[k + 4] = lines.drops;
        }
        const play = lines.play;
        for (let i = 4 * start, end = 4 * (start + count); i < end; i += 4) {
          const packed = play[i + 1] as number;
          st.pushFrom(
            play[i] as number,
            packed & 255,
            packed >> 8,
            play[i + 2] as number,
            lines.squares,
            lines.cells,
            play[i + 3] as number,
          );
        }
      }
    }
  }

  /**
   * Square `sq`'s share of its line's two hashes in direction `dir` (a row for 0, a column for 1): its cell and its
   * cross-checks in that direction, mixed with a key of its place on the line. A line's hashes are the XOR of its
   * 17 squares' shares, so a play changes them by the shares of the few squares it changed.
   */
  private shareOf(cross: CrossChecks, dir: number, sq: number, cell: number): void {
    const ci = dir * SQUARES + sq;
    this.share(
      ci,
      cell,
      cross.has[ci] as number,
      cross.wordMult[ci] as number,
      cross.sum[ci] as number,
      cross.mask[ci] as number,
      cross.bonus[ci] as number,
    );
  }

  /** The share of square `ci` (direction × SQUARES + square) with this cell and these cross-checks. */
  private share(
    ci: number,
    cell: number,
    has: number,
    wordMult: number,
    sum: number,
    mask: number,
    bonus: number,
  ): void {
    const a = cell | (has << 6) | (wordMult << 8) | (sum << 13);
    const b = mask ^ Math.imul(bonus, 0x9e3779b1);
    let ha = Math.imul(a ^ (SQUARE_KEYS[2 * ci] as number), 0x85ebca77);
    ha = Math.imul(ha ^ (ha >>> 13) ^ b, 0xc2b2ae3d);
    let hb = Math.imul(b ^ (SQUARE_KEYS[2 * ci + 1] as number), 0x27d4eb2f);
    hb = Math.imul(hb ^ (hb >>> 15) ^ a, 0x165667b1);
    this.shareA = ha ^ (ha >>> 16);
    this.shareB = hb ^ (hb >>> 16);
  }

  private shareA = 0;
  private shareB = 0;

  /**
   * The two 32-bit hashes of line `l` (0–16 the rows, for across plays; 17–33 the columns, for down plays): its
   * cells and its squares' cross-checks in its direction, all a line's plays depend on besides the rack (the XOR
   * of the squares' shares); and whether it has an anchor.
   */
  private hashLine(cross: CrossChecks, l: number, out: Int32Array): void {
    const dir = l < SIZE ? 0 : 1;
    const line = l - dir * SIZE;
    const step = dir === 0 ? 1 : SIZE;
    const base = dir === 0 ? line * SIZE : line;
    let ha = 0;
    let hb = 0;
    for (let p = 0, sq = base; p < SIZE; p++, sq += step) {
      this.shareOf(cross, dir, sq, this.cells[sq] as number);
      ha ^= this.shareA;
      hb ^= this.shareB;
    }
    out[l] = ha;
    out[LINES + l] = hb;
    this.anchorOf(l, out);
  }

  /** Whether line `l` has an anchor (an empty square next to a tile along it), into out[2 × LINES + l]. */
  private anchorOf(l: number, out: Int32Array): void {
    const dir = l < SIZE ? 0 : 1;
    const line = l - dir * SIZE;
    const step = dir === 0 ? 1 : SIZE;
    const base = dir === 0 ? line * SIZE : line;
    const cells = this.cells;
    let anchor = 0;
    for (let p = 0, sq = base; p < SIZE && anchor === 0; p++, sq += step)
      if (cells[sq] === 0 && ((p > 0 && cells[sq - step] !== 0) || (p < SIZE - 1 && cells[sq + step] !== 0)))
        anchor = 1;
    out[2 * LINES + l] = anchor;
  }

  /** Marks of the squares `logCross` has logged (by direction and square), by its call. */
  private readonly loggedAt = new Int32Array(2 * SQUARES);
  private logStamp = 0;

  /** The cross-checks each ply changed, as they were before: per square (direction × SQUARES + square) 6 numbers. */
  private crossLog = new Int32Array(6 * 1024);
  private crossLogTop = 0;
  /** Where each ply's entries start in the log (-1: it changed none, or has put them back). */
  private readonly crossLogFrom = new Int32Array(256).fill(-1);

  /**
   * Logs the cross-checks a play on squares[from .. from + count) changes (the board already holding it), before
   * they change: the squares CrossChecks.update recomputes, each placed square in both directions and the empty
   * squares at the ends of its runs across and down, all empty before; each once.
   */
  private logCross(p: number, cross: CrossChecks, squares: Int32Array, from: number, count: number): void {
    const cells = this.cells;
    const stamp = ++this.logStamp;
    this.crossLogFrom[p] = this.crossLogTop;
    if (this.crossLogTop + 6 * 6 * count > this.crossLog.length) {
      const log = new Int32Array(2 * this.crossLog.length + 6 * 6 * count);
      log.set(this.crossLog);
      this.crossLog = log;
    }
    for (let i = from; i < from + count; i++) {
      const s = squares[i] as number;
      const row = Math.floor(s / SIZE);
      const col = s % SIZE;
      this.logSquare(cross, s, stamp);
      this.logSquare(cross, SQUARES + s, stamp);
      let r = row;
      while (r > 0 && cells[(r - 1) * SIZE + col] !== 0) r--;
      if (r > 0) this.logSquare(cross, (r - 1) * SIZE + col, stamp);
      r = row;
      while (r < SIZE - 1 && cells[(r + 1) * SIZE + col] !== 0) r++;
      if (r < SIZE - 1) this.logSquare(cross, (r + 1) * SIZE + col, stamp);
      let c = col;
      while (c > 0 && cells[row * SIZE + c - 1] !== 0) c--;
      if (c > 0) this.logSquare(cross, SQUARES + row * SIZE + c - 1, stamp);
      c = col;
      while (c < SIZE - 1 && cells[row * SIZE + c + 1] !== 0) c++;
      if (c < SIZE - 1) this.logSquare(cross, SQUARES + row * SIZE + c + 1, stamp);
    }
  }

  private logSquare(cross: CrossChecks, ci: number, stamp: number): void {
    if (this.loggedAt[ci] === stamp) return;
    this.loggedAt[ci] = stamp;
    const log = this.crossLog;
    const t = this.crossLogTop;
    log[t] = ci;
    log[t + 1] = cross.mask[ci] as number;
    log[t + 2] = cross.sum[ci] as number;
    log[t + 3] = cross.wordMult[ci] as number;
    log[t + 4] = cross.bonus[ci] as number;
    log[t + 5] = cross.has[ci] as number;
    this.crossLogTop = t + 6;
  }

  /** Puts back the cross-checks ply `p` changed (when the line leaves it). */
  private restoreCross(p: number): void {
    const from = this.crossLogFrom[p] as number;
    if (from < 0) return;
    const log = this.crossLog;
    const cross = this.cross;
    for (let t = from; t < this.crossLogTop; t += 6) {
      const ci = log[t] as number;
      cross.mask[ci] = log[t + 1] as number;
      cross.sum[ci] = log[t + 2] as number;
      cross.wordMult[ci] = log[t + 3] as number;
      cross.bonus[ci] = log[t + 4] as number;
      cross.has[ci] = log[t + 5] as number;
    }
    this.crossLogTop = from;
    this.crossLogFrom[p] = -1;
  }

  /**
   * Brings the line hashes up to date after a play on squares[from .. from + count) (the board already holding it,
   * `cross` its cross-checks, the squares it changed logged with their cross-checks before): each logged square's
   * share swapped from the one before (an empty square then) to its own; and the anchors of the rows and columns
   * of the placed squares.
   */
  private rehashLines(cross: CrossChecks, squares: Int32Array, from: number, count: number, out: Int32Array): void {
    const log = this.crossLog;
    for (let t = this.crossLogFrom[this.ply] as number; t < this.crossLogTop; t += 6) {
      const ci = log[t] as number;
      const dir = ci < SQUARES ? 0 : 1;
      const sq = ci - dir * SQUARES;
      const l = dir === 0 ? Math.floor(sq / SIZE) : SIZE + (sq % SIZE);
      this.share(
        ci,
        0,
        log[t + 5] as number,
        log[t + 3] as number,
        log[t + 2] as number,
        log[t + 1] as number,
        log[t + 4] as number,
      );
      let ha = this.shareA;
      let hb = this.shareB;
      this.shareOf(cross, dir, sq, this.cells[sq] as number);
      ha ^= this.shareA;
      hb ^= this.shareB;
      out[l] = (out[l] as number) ^ ha;
      out[LINES + l] = (out[LINES + l] as number) ^ hb;
    }
    let rows = 0;
    let cols = 0;
    for (let i = from; i < from + count; i++) {
      const s = squares[i] as number;
      rows |= 1 << Math.floor(s / SIZE);
      cols |= 1 << (s % SIZE);
    }
    for (let l = 0; l < SIZE; l++) {
      if (((rows >> l) & 1) !== 0) this.anchorOf(l, out);
      if (((cols >> l) & 1) !== 0) this.anchorOf(SIZE + l, out);
    }
  }

  /** The cross-checks of the current ply's board, brought up to date from its parent's when first needed. */
  private crossChecks(): CrossChecks {
    const p = this.ply;
    if (this.crossReady[p]) return this.cross;
    const m = this.playTo[p] as number;
    const own = this.cross;
    let hashes = this.linesOwn[p];
    if (!hashes) {
      hashes = new Int32Array(3 * LINES);
      this.linesOwn[p] = hashes;
    }
    if (p === 0) {
      own.compute(this.board, this.dawg);
      for (let l = 0; l < LINES; l++) this.hashLine(own, l, hashes);
    } else {
      // The one set of cross-checks changes in place: the squares the play changes are logged first, and put
      // back when the line leaves this ply (`restoreCross`), instead of copying all 578 × 2 of them.
      const st = this.stack;
      this.logCross(p, own, st.squares, st.first[m] as number, st.tiles[m] as number);
      own.update(this.board, this.dawg, st.squares, st.first[m] as number, st.tiles[m] as number);
      hashes.set(this.linesAt[p - 1] as Int32Array);
      this.rehashLines(own, st.squares, st.first[m] as number, st.tiles[m] as number, hashes);
    }
    this.linesAt[p] = hashes;
    this.crossReady[p] = true;
    if (this.checkCross) this.checkAfresh(own, hashes);
    return own;
  }

  /** Throws unless the cross-checks and line hashes kept for this board are those computed from it afresh (tests). */
  private checkAfresh(cross: CrossChecks, hashes: Int32Array): void {
    const fresh = new CrossChecks();
    fresh.compute(this.board, this.dawg);
    const kinds = ['mask', 'sum', 'wordMult', 'bonus', 'has'] as const;
    for (const kind of kinds)
      for (let ci = 0; ci < 2 * SQUARES; ci++)
        if (fresh[kind][ci] !== cross[kind][ci]) throw new Error(`cross-check ${kind} of ${ci} kept wrong`);
    const lines = new Int32Array(3 * LINES);
    for (let l = 0; l < LINES; l++) this.hashLine(fresh, l, lines);
    for (let i = 0; i < 3 * LINES; i++) if (lines[i] !== hashes[i]) throw new Error(`line hash ${i} kept wrong`);
  }

  /** Enters the child position after the play at stack index `m` (-1: a pass), for the cross-checks. */
  private enter(m: number): void {
    const p = ++this.ply;
    this.playTo[p] = m;
    if (m < 0) {
      this.linesAt[p] = this.linesAt[p - 1] as Int32Array;
      this.crossReady[p] = true;
    } else this.crossReady[p] = false;
  }

  private tick(): void {
    this.nodes++;
    // The first depth always completes (one generation and its estimates), so there is always a move.
    if (this.firstDepth) return;
    if (this.nodes > this.maxNodes) throw new Abort();
    if (this.nodes > this.proofLimit) throw new ProofAbort();
    if (this.nodes < this.nextCheck || !this.budget.now) return;
    // Reading the clock costs (process.cpuUsage is a system call of about 14 µs), so it is read every 5–20 ms: the
    // interval in positions adapts to how fast they go (a CPU clock may advance in steps of several ms).
    const now = this.budget.now();
    if (now > this.deadline) throw new Abort();
    const elapsed = now - this.lastCheck;
    if (elapsed < 5 && this.checkEvery < 1 << 16) this.checkEvery *= 2;
    else if (elapsed > 20 && this.checkEvery > 1) this.checkEvery >>= 1;
    this.lastCheck = now;
    this.nextCheck = this.nodes + this.checkEvery;
  }

  /** The positions a proof attempt may reach (Infinity outside one). */
  private proofLimit = Number.POSITIVE_INFINITY;
  private checkEvery = 16;
  private nextCheck = 0;
  private lastCheck = Number.NEGATIVE_INFINITY;

  /** A guess for a position searched no deeper: whoever is left holding tiles loses their points. */
  private estimate(): number {
    const me = this.toMove;
    return (this.points[1 - me] as number) - (this.points[me] as number);
  }

  /**
   * The value for the player to move of the rest of the game, searched `depth` plays deep, in the window
   * (alpha, beta), fail-soft: at most alpha means the true value is at most that, at least beta means at least
   * that, in between it is the value. Afterwards `proven` says whether that statement holds for the real game
   * (no estimate at the depth limit decided it), node by node: a cut-off is proven when the move that caused
   * it is, a node without one when every move's value is.
   */
  search(depth: number, alpha: number, beta: number): number {
    this.tick();
    let ttMove = -1;
    if (this.lookUp()) {
      const t = this.table;
      const entryDepth = t.depth();
      if (entryDepth >= depth) {
        const v = t.value();
        const flag = t.flag();
        if (flag === EXACT || (flag === LOWER && v >= beta) || (flag === UPPER && v <= alpha)) {
          this.proven = entryDepth >= PROVEN_DEPTH;
          return v;
        }
      }
      ttMove = t.move();
    }
    const keyLo = this.keyLo;
    const keyHi = this.keyHi;
    if (depth === 0) {
      this.proven = false;
      return this.estimate();
    }
    const me = this.toMove;
    const opp = 1 - me;
    const st = this.stack;
    const cross = this.crossChecks();
    // The pass as a refutation (`passRefutes`): the mover can pass, and the opponent then gains at most what it
    // gains alone, which its plays now bound when it holds one or two tiles; where that makes the pass worth at
    // least beta the node fails high with it, proven, and the mover's plays are not generated.
    if (this.usePassRefutes && beta < INF && this.idle + 1 < STALL && (this.sizes[opp] as number) <= 2) {
      const ub = this.opponentAlone(cross, -beta);
      if (-ub >= beta) {
        this.table.set(keyLo, keyHi, PROVEN_DEPTH, LOWER, -ub, -1);
        this.proven = true;
        return -ub;
      }
    }
    const from = this.generate(cross);
    const to = st.top;
    this.stuckAt[this.ply] = to === from ? 1 : 0;
    const mySize = this.sizes[me] as number;
    const oppPoints = this.points[opp] as number;
    // Bounds from the opponent passing every turn (one way the opponent can play, so the mover gains at most what
    // it gains alone, its plays on boards only its own tiles change): with no play now, nothing (at most 0); with
    // two tiles, `soloBound2`. Used where they fail the node low.
    if (this.useSoloBound && alpha >= 0) {
      const ub =
        to === from
          ? 0
          : mySize === 2
            ? soloBound2(st, from, to, this.racks[me] as Uint8Array, this.board, this.dawg, oppPoints, alpha)
            : INF;
      if (ub <= alpha) {
        st.top = from;
        this.table.set(keyLo, keyHi, PROVEN_DEPTH, UPPER, ub, to - from);
        this.proven = true;
        return ub;
      }
    }
    // Order: the previous best first, then plays going out, then the killer moves (the plays that last caused a
    // cut-off at this ply), then by points scored plus points shed, ties by the history of cut-offs (how often
    // and how deep the same placements caused one anywhere). Each key carries its play's index in its low 20
    // bits, so a plain numeric sort (no comparison function) orders them, the rest of the ties in generation order.
    const keys = st.key;
    const ply = this.ply;
    const killer0 = this.useKillers ? (this.killers[2 * ply] as number) : 0;
    const killer1 = this.useKillers ? (this.killers[2 * ply + 1] as number) : 0;
    const history = this.history;
    for (let i = from; i < to; i++) {
      const id = st.id[i] as number;
      const out = (st.tiles[i] as number) === mySize;
      const tier = i - from === ttMove ? 4 : out ? 3 : id === killer0 ? 2 : id === killer1 ? 1 : 0;
      const stat = Math.min(1023, (st.score[i] as number) + (st.shed[i] as number) + (out ? oppPoints : 0));
      const h = this.useKillers ? (history[id & 0xffff] as number) : 0;
      keys[i] = (tier * 2 ** 27 + stat * 1024 + Math.min(h, 1023)) * ORDER_SPAN + (ORDER_SPAN - 1 - (i - from));
    }
    sortKeys(keys, from, to);
    // The low bits by a division by a power of two, exact in floating point (% on a double calls fmod).
    for (let i = from; i < to; i++) {
      const key = keys[to - 1 - (i - from)] as number;
      st.order[i] = from + ORDER_SPAN - 1 - (key - Math.floor(key / ORDER_SPAN) * ORDER_SPAN);
    }
    // Enhanced transposition cut-off: a play whose child the table already bounds low enough for a cut-off here
    // makes searching any play unnecessary (the same position is often reached by the same plays in another order).
    if (this.useEtc && depth >= 2) {
      const t = this.table;
      for (let o = from; o < to; o++) {
        const m = st.order[o] as number;
        if ((st.tiles[m] as number) === mySize || !this.probeChild(m)) continue;
        const flag = t.flag();
        const entryDepth = t.depth();
        if (entryDepth < depth - 1 || flag === LOWER) continue;
        const v = (st.score[m] as number) - t.value();
        if (v < beta) continue;
        const proven = entryDepth >= PROVEN_DEPTH;
        this.table.set(keyLo, keyHi, proven ? PROVEN_DEPTH : depth, LOWER, v, m - from);
        this.proven = proven;
        st.top = from;
        return v;
      }
    }
    const alphaStart = alpha;
    let best = -INF;
    let bestMove = -1;
    // Whether every value so far is proven, and whether the best one is (what a cut-off needs).
    let allProven = true;
    let bestProven = false;
    const passIndex = to - from;
    const tryPass = (): boolean => {
      let v: number;
      let proven = true;
      // A pass is worth 0 when the stall ends it, and also when the opponent has no play on this board
      // (`opponentStuck`): the opponent must pass back, which gives the mover this position at two more idle
      // turns, whose plays are these plays (a play resets the idle count) and whose pass ends the game by the
      // stall; so the pass adds nothing but the stall's 0 to the plays' values.
      if (this.idle + 1 >= STALL || (this.useStuck && this.opponentStuck())) v = 0;
      else {
        this.idle++;
        this.toMove = opp;
        this.enter(-1);
        try {
          // A pass costs no depth: the stall bounds a run of passes, and depth counts plays.
          v = -this.search(depth, -beta, -alpha);
          proven = this.proven;
        } finally {
          this.ply--;
          this.toMove = me;
          this.idle--;
        }
      }
      allProven &&= proven;
      if (v > best) {
        best = v;
        bestMove = passIndex;
        bestProven = proven;
      }
      if (v > alpha) alpha = v;
      return alpha >= beta;
    };
    let done = ttMove === passIndex && tryPass();
    const idleBefore = this.idle;
    for (let o = from; o < to && !done; o++) {
      const m = st.order[o] as number;
      const score = st.score[m] as number;
      let v: number;
      let proven = true;
      if ((st.tiles[m] as number) === mySize) v = score + oppPoints;
      else {
        this.apply(m);
        this.toMove = opp;
        this.idle = 0;
        this.enter(m);
        try {
          v = score - this.search(depth - 1, score - beta, score - alpha);
          proven = this.proven;
        } finally {
          this.restoreCross(this.ply);
          this.ply--;
          this.toMove = me;
          this.idle = idleBefore;
          this.undo(m);
          st.top = to;
        }
      }
      allProven &&= proven;
      if (v > best) {
        best = v;
        bestMove = m - from;
        bestProven = proven;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) {
        done = true;
        const id = st.id[m] as number;
        const dd = Math.min(depth, 16);
        this.history[id & 0xffff] = (this.history[id & 0xffff] as number) + dd * dd;
        if (id !== this.killers[2 * ply]) {
          this.killers[2 * ply + 1] = this.killers[2 * ply] as number;
          this.killers[2 * ply] = id;
        }
      }
    }
    // The pass is worth at most max(the best play's value, 0), so it need not be searched once alpha is 0 or more
    // after the plays: the opponent can always pass back, which gives the mover this board at two more idle
    // turns, where its plays lead to the same positions as here (a play resets the idle count) and its pass
    // lets the opponent end the game by the stall at 0. An upper bound of the plays (all failed low) then bounds
    // the node by max(it, 0).
    if (!done && ttMove !== passIndex) {
      if (this.usePassBound && to > from && alpha >= 0) best = Math.max(best, 0);
      else tryPass();
    }
    st.top = from;
    const flag = best <= alphaStart ? UPPER : best >= beta ? LOWER : EXACT;
    const proven = flag === LOWER ? bestProven : allProven;
    this.table.set(keyLo, keyHi, proven ? PROVEN_DEPTH : depth, flag, best, bestMove);
    this.proven = proven;
    return best;
  }

  /**
   * What the opponent of the player to move, holding one or two tiles, gains at most alone on this board (the
   * mover passing every turn): 0 with no play, its best play going out with one tile, `soloBound2` with two (which
   * stops once above `alpha`). Its plays are generated on the stack and taken off again (what each ply remembers of
   * its lines is kept apart from the mover's, so neither undoes the other's).
   */
  private opponentAlone(cross: CrossChecks, alpha: number): number {
    const me = this.toMove;
    const opp = 1 - me;
    const st = this.stack;
    this.toMove = opp;
    const from = this.generate(cross, this.ply + 128);
    this.toMove = me;
    const to = st.top;
    const myPoints = this.points[me] as number;
    let ub = 0;
    if (to > from && (this.sizes[opp] as number) === 1) {
      for (let i = from; i < to; i++) ub = Math.max(ub, (st.score[i] as number) + myPoints);
    } else if (to > from)
      ub = soloBound2(st, from, to, this.racks[opp] as Uint8Array, this.board, this.dawg, myPoints, alpha);
    st.top = from;
    return ub;
  }

  /** Iterative deepening until a search reaches the end of the game on every line, or the budget runs out. */
  solve(): EndgameResult {
    let value = this.estimate();
    let depth = 0;
    let proven = false;
    const maxDepth = (this.sizes[0] as number) + (this.sizes[1] as number);
    let lastBest: Entry | undefined;
    for (let d = 1; d <= maxDepth && !proven; d++) {
      this.firstDepth = d === 1;
      try {
        value = this.search(d, -INF, INF);
      } catch (e) {
        if (!(e instanceof Abort)) throw e;
        this.stack.top = 0;
        this.ply = 0;
        break;
      }
      lastBest = this.entry();
      depth = d;
      proven = this.proven;
      this.budget.onProgress?.({ depth, nodes: this.nodes, value, proven });
      if (proven || !this.useProof || d < 2 || d === maxDepth) continue;
      let exact: number | undefined;
      try {
        exact = this.prove(maxDepth, value, this.proofShare * this.nodes);
      } catch (e) {
        if (!(e instanceof Abort)) throw e;
        this.stack.top = 0;
        this.ply = 0;
        break;
      }
      if (exact !== undefined) {
        value = exact;
        proven = true;
        lastBest = this.entry();
        this.budget.onProgress?.({ depth, nodes: this.nodes, value, proven });
      }
    }
    // + 0 turns a negated 0 (a stall one pass down) into 0.
    return { value: value + 0, proven, line: lastBest ? this.principalLine(lastBest) : [], depth, nodes: this.nodes };
  }

  /**
   * Tries to prove the value with searches to the end of the game (depth `full`, the tiles on both racks: every
   * line ends), each with the narrowest window that can return an exact value, (g − 1, g + 1) around the guess g
   * (the last depth's value at first, then each failed search's bound), within `limit` more positions. Every
   * value such a search returns is proven (no line is cut by the depth), so entries it leaves in the table serve
   * the next depths even when it runs out. Returns the exact value, or undefined.
   */
  private prove(full: number, guess: number, limit: number): number | undefined {
    this.proofLimit = this.nodes + limit;
    // The guess starts inside what earlier attempts proved; a run of searches failing the same way doubles its
    // step, and once the value is bracketed the guess is the middle of the bracket.
    let g = Math.min(this.provenHigh, Math.max(this.provenLow, guess));
    let step = 1;
    let lastWay = 0;
    try {
      for (let i = 0; i < 64; i++) {
        const v = this.search(full, g - 1, g + 1);
        if (!this.proven) return undefined;
        if (v === g) {
          this.provenLow = v;
          this.provenHigh = v;
          return v;
        }
        const way = v > g ? 1 : -1;
        if (way > 0) this.provenLow = Math.max(this.provenLow, v);
        else this.provenHigh = Math.min(this.provenHigh, v);
        step = way === lastWay ? step * 2 : 1;
        lastWay = way;
        const low = this.provenLow;
        const high = this.provenHigh;
        if (low > -INF && high < INF && high - low <= 2 * step) g = low + ((high - low) >> 1);
        else g = Math.min(high, Math.max(low, v + way * (step - 1)));
      }
    } catch (e) {
      if (!(e instanceof ProofAbort)) throw e;
      this.stack.top = 0;
      this.ply = 0;
    } finally {
      this.proofLimit = Number.POSITIVE_INFINITY;
    }
    return undefined;
  }

  /** What the proof attempts have proved of the root's value: at least `provenLow`, at most `provenHigh`. */
  private provenLow = -INF;
  private provenHigh = INF;

  /** The best line, following the table's best moves from the root (the root's from its last full search). */
  private principalLine(root: Entry): EndgameMove[] {
    const line: EndgameMove[] = [];
    const taken: { m: number; idle: number; mover: number }[] = [];
    const idleAtRoot = this.idle;
    let entry: Entry | undefined = root;
    for (let ply = 0; entry && entry.move >= 0 && ply < 64; ply++) {
      const me = this.toMove;
      const from = this.generate();
      const count = this.stack.top - from;
      if (entry.move >= count) {
        line.push({ type: 'pass' });
        this.stack.top = from;
        if (this.idle + 1 >= STALL) break;
        this.idle++;
      } else {
        // The play stays on the stack until the line is taken back.
        const m = from + entry.move;
        line.push({ type: 'play', scored: this.scoredPlay(entry.move) });
        const goesOut = (this.stack.tiles[m] as number) === this.sizes[me];
        taken.push({ m, idle: this.idle, mover: me });
        this.apply(m);
        this.idle = 0;
        if (goesOut) {
          this.toMove = 1 - me;
          break;
        }
      }
      this.toMove = 1 - me;
      entry = this.entry();
    }
    for (let i = taken.length - 1; i >= 0; i--) {
      const { m, idle, mover } = taken[i] as { m: number; idle: number; mover: number };
      this.toMove = mover;
      this.idle = idle;
      this.undo(m);
    }
    this.idle = idleAtRoot;
    this.toMove = 0;
    this.stack.top = 0;
    return line;
  }

  /** The k-th play of the player to move in generation order, as the engine's ScoredPlay. */
  private scoredPlay(k: number): ScoredPlay {
    let i = 0;
    let found: ScoredPlay | undefined;
    forEachPlay(this.board, this.racks[this.toMove] as Uint8Array, this.dawg, (f) => {
      if (i++ === k) found = f.toScoredPlay();
    });
    return found as ScoredPlay;
  }
}

/**
 * Solves a two-player endgame: the best move for the player to move, the value (the spread still to come) and
 * the best line. Proven when the search reached the end of the game on every line it needed; otherwise the
 * deepest search the budget allowed.
 */
export function solveEndgame(
  position: EndgamePosition,
  dawg: Dawg,
  budget: SearchBudget = {},
  options: EndgameOptions = {},
): EndgameResult {
  if (rackSize(position.racks[0]) === 0 || rackSize(position.racks[1]) === 0 || (position.idleTurns ?? 0) >= STALL)
    return { value: 0, proven: true, line: [], depth: 0, nodes: 0 };
  return new Solver(position, dawg, budget, options).solve();
}

/**
 * The bound the solver uses for a player holding two tiles (`rack`) when the opponent, holding `oppPoints` in
 * tiles, passes every turn: at least what that player can gain alone from here (for tests).
 */
export function twoTileBound(board: BoardView, rack: Rack, oppPoints: number, dawg: Dawg): number {
  const plays = new MoveStack();
  forEachPlay(board, rack, dawg, (f) => plays.push(f.score, f));
  return soloBound2(plays, 0, plays.top, rack, board, dawg, oppPoints, INF);
}

/** Ways of searching that change the speed, never the result (for tests and benchmarks). */
export interface EndgameOptions {
  /** Keep each line's plays while nothing on it changes (default true); false generates every play each time. */
  readonly lineCache?: boolean;
  /** Plays the line cache's pool holds before it is dropped (default 2^19; tests make it small). */
  readonly linePool?: number;
  /** Killer moves and the history of cut-offs in the ordering (default true). */
  readonly killers?: boolean;
  /** After each depth, attempts to prove the value with searches to the end (default true). */
  readonly proofSearch?: boolean;
  /**
   * Checks at every position that the cross-checks and line hashes kept from its parent's are those computed
   * afresh, and throws if not (default false; for tests: slow).
   */
  readonly checkCross?: boolean;
  /** A proof attempt's positions at most, as a multiple of those searched before it (default PROOF_SHARE). */
  readonly proofShare?: number;
  /** Enhanced transposition cut-offs: the table probed for every child before searching any (default true). */
  readonly etc?: boolean;
  /**
   * A pass is worth 0 without searching it when the opponent has no play on the board, as known at the root and
   * after the opponent's pass with none (default true).
   */
  readonly stuckPass?: boolean;
  /**
   * The pass left unsearched once the plays have brought alpha to 0 or more: it is worth at most max(the best
   * play, 0), as the opponent can pass back (default true).
   */
  readonly passBound?: boolean;
  /**
   * Upper bounds from the opponent passing every turn, where they fail a node low: 0 for a mover with no play,
   * and the two-tile bound (default true).
   */
  readonly soloBound?: boolean;
  /**
   * The mover's pass as a refutation: where the opponent holds one or two tiles and what it gains alone (the bounds
   * above, from its plays now) makes the pass worth at least beta, the node fails high without generating the
   * mover's plays (default true).
   */
  readonly passRefutes?: boolean;
}

/** One play of the position with one tile in the bag, valued over every tile the bag may hold. */
export interface PreEndgamePlay {
  readonly move: EndgameMove;
  /** The spread to the end averaged over the possible last tiles (each weighted by how many copies are unseen). */
  readonly value: number;
  /** Every draw's endgame was proven. */
  readonly proven: boolean;
}

export interface PreEndgameResult {
  /** The plays looked at, best first. */
  readonly plays: readonly PreEndgamePlay[];
  /** How many legal plays the position has (the plays looked at are the best of them by score). */
  readonly legalPlays: number;
  /** Every play was looked at and every endgame proven: the first play is the best play (passes aside). */
  readonly proven: boolean;
}

/**
 * The position with one tile in the bag (two players; `unseen` is the opponent's rack and the bag's tile,
 * RACK_SIZE + 1 tiles): each play of the player to move draws the last tile, so for every tile the bag may
 * hold the opponent's rack is the rest, and the endgame that follows (the opponent to move, the bag empty) is
 * solved. A play's value is the average over those draws. The `candidates` best plays by score are tried (all
 * when absent); the time is shared evenly between the endgames. Passing and exchanging the last tile, which
 * leave the opponent in the same kind of position, are not searched.
 */
export function solvePreEndgame(
  board: BoardView,
  rack: Rack,
  unseen: Rack,
  dawg: Dawg,
  budget: SearchBudget & { readonly candidates?: number } = {},
): PreEndgameResult {
  const plays: ScoredPlay[] = [];
  forEachPlay(board, rack, dawg, (f) => plays.push(f.toScoredPlay()));
  plays.sort((a, b) => b.score - a.score);
  const tried = budget.candidates === undefined ? plays : plays.slice(0, budget.candidates);
  const kinds: number[] = [];
  for (let k = 0; k < 22; k++) if ((unseen[k] as number) > 0) kinds.push(k);
  const total = rackSize(unseen);
  const solves = Math.max(1, tried.length * kinds.length);
  const slice =
    budget.now && budget.timeMs !== undefined ? { now: budget.now, timeMs: budget.timeMs / solves } : undefined;
  const cells = new Uint8Array(board.cells);
  const out: PreEndgamePlay[] = [];
  let allProven = tried.length === plays.length;
  for (const play of tried) {
    for (const p of play.placed) cells[p.square] = p.cell;
    const mine = new Uint8Array(rack);
    for (const p of play.placed) {
      const k = kindOf(p.cell);
      mine[k] = (mine[k] as number) - 1;
    }
    let sum = 0;
    let proven = true;
    for (const k of kinds) {
      const theirs = new Uint8Array(unseen);
      theirs[k] = (theirs[k] as number) - 1;
      const drawn = new Uint8Array(mine);
      drawn[k] = (drawn[k] as number) + 1;
      const after = solveEndgame({ board: { cells, rules: board.rules }, racks: [theirs, drawn] }, dawg, {
        ...(slice ?? {}),
        ...(budget.maxNodes === undefined ? {} : { maxNodes: Math.ceil(budget.maxNodes / solves) }),
      });
      sum += (unseen[k] as number) * (play.score - after.value);
      proven &&= after.proven;
    }
    for (const p of play.placed) cells[p.square] = 0;
    out.push({ move: { type: 'play', scored: play }, value: sum / total, proven });
    allProven &&= proven;
  }
  out.sort((a, b) => b.value - a.value);
  return { plays: out, legalPlays: plays.length, proven: allProven && out.length > 0 };
}
