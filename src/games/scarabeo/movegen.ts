// Scarabeo's move generator: every legal play for a position and a rack, scored (Appel & Jacobson on the DAWG).
//
// The algorithm is Appel and Jacobson's ("The World's Fastest Scrabble Program", CACM 1988), adapted to the
// crossing rule (docs/scarabeo.md): after the first play the word along the play's line must include a tile
// already on the board, so an anchor for an across play is an empty square with a tile left or right of it
// (I9 on the empty board), not any square next to a tile. For each line and direction:
// - cross-checks: for every empty square, the letters that make a valid perpendicular word there, as a 21-bit
//   mask, with the points of that word's existing letters, so a cross word is scored in O(1);
// - for each anchor, the left part is either the tiles already left of it, or k tiles from the rack on the
//   empty non-anchor squares left of it (k up to the previous anchor, so each play comes from its leftmost
//   anchor and appears once). Unlike the classic algorithm those squares can carry cross-checks (a square
//   above a tile is not an anchor for an across play), so each left length k is walked from the square where
//   the word starts, through the DAWG from its root;
// - extend right through the anchor, laying rack tiles (a jolly tried as every letter allowed there) and
//   walking through board tiles, scoring incrementally, recording a play where the word ends.
// The recursion allocates nothing: the rack, the word and the placed flags are preallocated typed arrays;
// a ScoredPlay is built only for a result the caller keeps.
import { LETTER_POINTS, LETTERS, letterCode } from './alphabet.js';
import { CENTRE, type Cells, JOLLY, LETTER_MASK, LETTER_MULTIPLIER, SIZE, SQUARES, WORD_MULTIPLIER } from './board.js';
import { type Dawg, EDGE_CHILD_SHIFT, EDGE_END, EDGE_LAST, EDGE_LETTER } from './dawg.js';
import { formatPlay, type Placement, RACK_JOLLY, type Rack, type ScoredPlay } from './play.js';
import { type BoardView, NO_JOLLY_BONUS, SCARABEO_BONUS, SCARABEO_WORDS, TILES_BONUS } from './rules.js';

/** A play the generator has just found; valid only during the visitor's call. */
export interface FoundPlay {
  /** Tiles placed from the rack. */
  readonly tiles: number;
  /** The play's points, bonuses included. */
  readonly score: number;
  /** Builds the play as the rest of the engine shares it (allocates; call it only for plays you keep). */
  toScoredPlay(): ScoredPlay;
  /**
   * Writes the placed tiles' squares and cell values into `squares` and `cells` from index `at`, without
   * allocating (searches that keep thousands of plays); returns how many (the play's `tiles`).
   */
  writePlacements(squares: Int32Array, cells: Uint8Array, at: number): number;
}

export type PlayVisitor = (found: FoundPlay) => void;

/** Every letter 1–21 allowed: the mask of a square with no perpendicular neighbour. */
const ALL_LETTERS = 0x3ffffe;
const SCARABE = [...'SCARABE'].map(letterCode);
const CODE_O = letterCode('O');
const CODE_I = letterCode('I');
const LOWER = LETTERS.toLowerCase();
const SCARABEO_CODES = SCARABEO_WORDS.map((w) => [...w].map(letterCode));

class Generator implements FoundPlay {
  // The position and the lexicon.
  private cells: Cells = new Uint8Array(SQUARES);
  private edges: Uint32Array = new Uint32Array(2);
  private editrice = false;
  // The rack as counts, taken from and given back during the search; `left` is how many tiles remain.
  private readonly rack = new Uint8Array(22);
  private left = 0;
  /** Bit l set while the rack holds letter l (the jolly is not in it). */
  private rackMask = 0;
  private jollies = 0;
  // The cross-checks in use: the generator's own, computed for each call, or the caller's (kept up to date).
  private readonly ownCross = new CrossChecks();
  private cross: CrossChecks = this.ownCross;
  // The line being searched: its first square, the step along it, where the word starts and its anchor.
  private dir = 0;
  private base = 0;
  private step = 1;
  private start = 0;
  private anchor = 0;
  // The word laid so far along the line, by position: cell values, and 1 where a rack tile was placed.
  private readonly word = new Uint8Array(SIZE);
  private readonly placedHere = new Uint8Array(SIZE);
  private readonly isAnchor = new Uint8Array(SIZE);
  private visitor: PlayVisitor = () => {};
  // The play just found.
  private end = 0;
  tiles = 0;
  score = 0;

  /** Takes the board, rack, lexicon and visitor of a generation; false when there is nothing to generate. */
  private begin(board: BoardView, rack: Rack, dawg: Dawg, visitor: PlayVisitor): boolean {
    this.cells = board.cells;
    this.edges = dawg.edges;
    this.editrice = board.rules === 'editrice';
    this.visitor = visitor;
    this.rack.set(rack.subarray(0, 22));
    let left = 0;
    for (let i = 0; i < 22; i++) left += this.rack[i] as number;
    this.left = left;
    this.rackMask = 0;
    for (let l = 1; l < 22; l++) if ((this.rack[l] as number) > 0) this.rackMask |= 1 << l;
    this.jollies = this.rack[RACK_JOLLY] as number;
    return left > 0 && dawg.root !== 0;
  }

  /** The plays of one line only (`dir` 0 across, 1 down; `line` its row or column), on a board not empty. */
  runLine(
    board: BoardView,
    rack: Rack,
    dawg: Dawg,
    visitor: PlayVisitor,
    cross: CrossChecks,
    dir: number,
    line: number,
  ): void {
    if (!this.begin(board, rack, dawg, visitor)) return;
    this.cross = cross;
    this.dir = dir;
    this.step = dir === 0 ? 1 : SIZE;
    this.base = dir === 0 ? line * SIZE : line;
    this.searchLine(dawg.root, false);
  }

  run(board: BoardView, rack: Rack, dawg: Dawg, visitor: PlayVisitor, cross?: CrossChecks): void {
    if (!this.begin(board, rack, dawg, visitor)) return;
    let empty = true;
    for (let s = 0; s < SQUARES; s++) {
      if (this.cells[s] !== 0) {
        empty = false;
        break;
      }
    }
    if (cross) this.cross = cross;
    else {
      this.cross = this.ownCross;
      this.ownCross.compute(board, dawg);
    }
    for (let dir = 0; dir < 2; dir++) {
      this.dir = dir;
      this.step = dir === 0 ? 1 : SIZE;
      for (let line = 0; line < SIZE; line++) {
        if (empty && line !== 8) continue;
        this.base = dir === 0 ? line * SIZE : line;
        this.searchLine(dawg.root, empty);
      }
    }
  }

  /** Finds the anchors of the current line, then searches from each with every left part. */
  private searchLine(root: number, empty: boolean): void {
    const cells = this.cells;
    const base = this.base;
    const step = this.step;
    const isAnchor = this.isAnchor;
    let any = false;
    for (let p = 0; p < SIZE; p++) {
      const s = base + p * step;
      let a = 0;
      if (empty) a = s === CENTRE ? 1 : 0;
      else if (cells[s] === 0 && ((p > 0 && cells[s - step] !== 0) || (p < SIZE - 1 && cells[s + step] !== 0))) a = 1;
      isAnchor[p] = a;
      if (a) any = true;
    }
    if (!any) return;
    for (let p = 0; p < SIZE; p++) {
      if (!isAnchor[p]) continue;
      this.anchor = p;
      if (p > 0 && cells[base + (p - 1) * step] !== 0) {
        // The left part is the run of tiles already there.
        let q = p - 1;
        while (q > 0 && cells[base + (q - 1) * step] !== 0) q--;
        this.start = q;
        this.extend(q, root, 0, 0, 1, 0);
      } else {
        let limit = 0;
        while (
          limit < this.left - 1 &&
          p - limit - 1 >= 0 &&
          !isAnchor[p - limit - 1] &&
          cells[base + (p - limit - 1) * step] === 0
        )
          limit++;
        for (let k = 0; k <= limit; k++) {
          this.start = p - k;
          this.extend(p - k, root, 0, 0, 1, 0);
        }
      }
    }
  }

  /**
   * Lays the word's letter at position `pos` of the line, coming from DAWG node `node`, with `placed` rack tiles
   * so far, the main word's letter sum `sum` and word multiplier `mult`, and the cross words' points `cross`.
   */
  private extend(pos: number, node: number, placed: number, sum: number, mult: number, cross: number): void {
    const cells = this.cells;
    const edges = this.edges;
    const sq = this.base + pos * this.step;
    const cell = cells[sq] as number;
    const next = pos + 1;
    const nextFree = next === SIZE || cells[sq + this.step] === 0;
    if (cell !== 0) {
      const letter = cell & LETTER_MASK;
      if (node === 0) return;
      let e = 0;
      for (let i = node; ; i++) {
        const x = edges[i] as number;
        const l = x & EDGE_LETTER;
        if (l === letter) {
          e = x;
          break;
        }
        if (l > letter || (x & EDGE_LAST) !== 0) return;
      }
      let points = LETTER_POINTS[letter] as number;
      if (this.editrice) {
        points *= LETTER_MULTIPLIER[sq] as number;
        mult *= WORD_MULTIPLIER[sq] as number;
      }
      sum += points;
      this.word[pos] = cell;
      if (nextFree && pos >= this.anchor && (e & EDGE_END) !== 0) this.record(pos, placed, sum, mult, cross);
      if (next < SIZE && (this.left > 0 || !nextFree))
        this.extend(next, e >>> EDGE_CHILD_SHIFT, placed, sum, mult, cross);
      return;
    }
    if (node === 0) return;
    const ci = this.dir * SQUARES + sq;
    const cc = this.cross;
    const mask = cc.mask[ci] as number;
    if (mask === 0) return;
    const rack = this.rack;
    const lm = LETTER_MULTIPLIER[sq] as number;
    const wm = WORD_MULTIPLIER[sq] as number;
    const crossed = cc.has[ci] === 1;
    const crossBase = cc.sum[ci] as number;
    const crossMult = wm * (cc.wordMult[ci] as number);
    const crossBonus = cc.bonus[ci] as number;
    const canRecord = nextFree && pos >= this.anchor;
    const placedNow = placed + 1;
    const multNow = mult * wm;
    const word = this.word;
    const placedHere = this.placedHere;
    // Letters worth trying here: allowed by the cross-check and on the rack (any letter while a jolly is left).
    const jolly = (rack[RACK_JOLLY] as number) > 0;
    const avail = mask & (jolly ? ALL_LETTERS : this.rackMask);
    if (avail === 0) return;
    placedHere[pos] = 1;
    for (let i = node; ; i++) {
      const x = edges[i] as number;
      const letter = x & EDGE_LETTER;
      const child = x >>> EDGE_CHILD_SHIFT;
      const end = canRecord && (x & EDGE_END) !== 0;
      if (((avail >> letter) & 1) !== 0 && (end || child !== 0)) {
        const points = (LETTER_POINTS[letter] as number) * lm;
        const sumNow = sum + points;
        let crossNow = cross;
        if (crossed)
          crossNow += (crossBase + points) * crossMult + (((crossBonus >> letter) & 1) !== 0 ? SCARABEO_BONUS : 0);
        if ((rack[letter] as number) > 0) {
          if (--rack[letter] === 0) this.rackMask &= ~(1 << letter);
          this.left--;
          word[pos] = letter;
          if (end) this.record(pos, placedNow, sumNow, multNow, crossNow);
          if (next < SIZE && child !== 0 && (this.left > 0 || !nextFree))
            this.extend(next, child, placedNow, sumNow, multNow, crossNow);
          rack[letter]++;
          this.rackMask |= 1 << letter;
          this.left++;
        }
        if (jolly) {
          rack[RACK_JOLLY]--;
          this.left--;
          word[pos] = letter | JOLLY;
          if (end) this.record(pos, placedNow, sumNow, multNow, crossNow);
          if (next < SIZE && child !== 0 && (this.left > 0 || !nextFree))
            this.extend(next, child, placedNow, sumNow, multNow, crossNow);
          rack[RACK_JOLLY]++;
          this.left++;
        }
      }
      if ((x & EDGE_LAST) !== 0) break;
    }
    placedHere[pos] = 0;
  }

  private record(end: number, placed: number, sum: number, mult: number, cross: number): void {
    // A one-tile play is written across when it forms an across word; the down search leaves it out then.
    if (this.dir === 1 && placed === 1 && this.cross.has[SQUARES + this.base + this.anchor * this.step] === 1) return;
    if (end === this.start) return;
    let score = sum * mult + cross + (TILES_BONUS[placed] as number);
    if (this.editrice && placed >= 6 && (this.rack[RACK_JOLLY] as number) === this.jollies) score += NO_JOLLY_BONUS;
    if (end - this.start === 7 && this.isScarabeo()) score += SCARABEO_BONUS;
    this.end = end;
    this.tiles = placed;
    this.score = score;
    this.visitor(this);
  }

  private isScarabeo(): boolean {
    const w = this.word;
    const s = this.start;
    for (let i = 0; i < 7; i++) if (((w[s + i] as number) & LETTER_MASK) !== SCARABE[i]) return false;
    const last = (w[s + 7] as number) & LETTER_MASK;
    return last === CODE_O || last === CODE_I;
  }

  writePlacements(squares: Int32Array, cells: Uint8Array, at: number): number {
    let n = at;
    for (let p = this.start; p <= this.end; p++) {
      if (this.placedHere[p] !== 1) continue;
      squares[n] = this.base + p * this.step;
      cells[n++] = this.word[p] as number;
    }
    return n - at;
  }

  toScoredPlay(): ScoredPlay {
    let word = '';
    let main = '';
    const placed: Placement[] = [];
    const crossWords: string[] = [];
    for (let p = this.start; p <= this.end; p++) {
      const cell = this.word[p] as number;
      const k = (cell & LETTER_MASK) - 1;
      const upper = LETTERS.charAt(k);
      main += upper;
      word += (cell & JOLLY) !== 0 ? LOWER.charAt(k) : upper;
      if (this.placedHere[p] === 1) {
        const square = this.base + p * this.step;
        placed.push({ square, cell });
        if (this.cross.has[this.dir * SQUARES + square] === 1) crossWords.push(this.crossWord(square, upper));
      }
    }
    const first = this.base + this.start * this.step;
    return {
      play: { row: Math.floor(first / SIZE), col: first % SIZE, across: this.dir === 0, word },
      placed,
      words: [main, ...crossWords],
      score: this.score,
    };
  }

  /** The perpendicular word a tile `upper` placed on `square` forms, read from the board's letters around it. */
  private crossWord(square: number, upper: string): string {
    const perp = this.dir === 0 ? SIZE : 1;
    const cells = this.cells;
    const along = this.dir === 0 ? Math.floor(square / SIZE) : square % SIZE;
    let first = along;
    while (first > 0 && cells[square - (along - first + 1) * perp] !== 0) first--;
    let last = along;
    while (last < SIZE - 1 && cells[square + (last - along + 1) * perp] !== 0) last++;
    let word = '';
    for (let p = first; p <= last; p++)
      word += p === along ? upper : LETTERS.charAt(((cells[square + (p - along) * perp] as number) & LETTER_MASK) - 1);
    return word;
  }
}

/**
 * The cross-checks of a board, for both directions (index dir * SQUARES + square; dir 0 for across plays,
 * whose cross words run down): for every empty square the letters that complete a valid perpendicular word
 * there (a 21-bit mask; all letters when no tile is next to it that way), the points of that word's tiles
 * already on the board (times their letter premiums under the Editrice rules), its word multiplier, and the
 * letters making it SCARABEO or SCARABEI. A search that places tiles one play at a time keeps them with
 * `update` (only the squares at the ends of the placed tiles' perpendicular runs change) instead of computing
 * all 578 again for every position.
 */
export class CrossChecks {
  readonly mask = new Int32Array(2 * SQUARES);
  readonly sum = new Int32Array(2 * SQUARES);
  readonly wordMult = new Int32Array(2 * SQUARES);
  readonly bonus = new Int32Array(2 * SQUARES);
  readonly has = new Uint8Array(2 * SQUARES);
  /** Scratch: the letters of the cross word through the square (its own position left unset). */
  private readonly run = new Uint8Array(SIZE);

  /** Every square's cross-checks for `board`. */
  compute(board: BoardView, dawg: Dawg): void {
    const editrice = board.rules === 'editrice';
    for (let dir = 0; dir < 2; dir++)
      for (let sq = 0; sq < SQUARES; sq++) this.at(board.cells, dawg, editrice, dir, sq);
  }

  /** Takes `other`'s cross-checks (a search's child position starts from its parent's). */
  copyFrom(other: CrossChecks): void {
    this.mask.set(other.mask);
    this.sum.set(other.sum);
    this.wordMult.set(other.wordMult);
    this.bonus.set(other.bonus);
    this.has.set(other.has);
  }

  /**
   * Brings the cross-checks up to date after tiles were placed on `squares[from .. from + count)` of `board`
   * (which already holds them): those squares, and the empty squares at both ends of each one's runs of tiles
   * across and down, are the only ones whose perpendicular words changed.
   */
  update(board: BoardView, dawg: Dawg, squares: ArrayLike<number>, from: number, count: number): void {
    const cells = board.cells;
    const editrice = board.rules === 'editrice';
    for (let i = from; i < from + count; i++) {
      const s = squares[i] as number;
      this.at(cells, dawg, editrice, 0, s);
      this.at(cells, dawg, editrice, 1, s);
      const row = Math.floor(s / SIZE);
      const col = s % SIZE;
      // Down the column: the squares above and below the run hold the cross words of across plays.
      let r = row;
      while (r > 0 && cells[s - (row - r) * SIZE] !== 0) r--;
      if (cells[s - (row - r) * SIZE] === 0) this.at(cells, dawg, editrice, 0, s - (row - r) * SIZE);
      r = row;
      while (r < SIZE - 1 && cells[s + (r - row) * SIZE] !== 0) r++;
      if (cells[s + (r - row) * SIZE] === 0) this.at(cells, dawg, editrice, 0, s + (r - row) * SIZE);
      // Along the row: the squares left and right of the run hold the cross words of down plays.
      let c = col;
      while (c > 0 && cells[s - (col - c)] !== 0) c--;
      if (cells[s - (col - c)] === 0) this.at(cells, dawg, editrice, 1, s - (col - c));
      c = col;
      while (c < SIZE - 1 && cells[s + (c - col)] !== 0) c++;
      if (cells[s + (c - col)] === 0) this.at(cells, dawg, editrice, 1, s + (c - col));
    }
  }

  /** The cross-check of square `sq` for plays in direction `dir`. */
  private at(cells: Cells, dawg: Dawg, editrice: boolean, dir: number, sq: number): void {
    const perp = dir === 0 ? SIZE : 1;
    const ci = dir * SQUARES + sq;
    this.has[ci] = 0;
    this.mask[ci] = 0;
    this.bonus[ci] = 0;
    this.sum[ci] = 0;
    this.wordMult[ci] = 1;
    if (cells[sq] !== 0) return;
    const along = dir === 0 ? Math.floor(sq / SIZE) : sq % SIZE;
    let first = along;
    while (first > 0 && cells[sq - (along - first + 1) * perp] !== 0) first--;
    let last = along;
    while (last < SIZE - 1 && cells[sq + (last - along + 1) * perp] !== 0) last++;
    if (first === along && last === along) {
      this.mask[ci] = ALL_LETTERS;
      return;
    }
    this.has[ci] = 1;
    const run = this.run;
    let sum = 0;
    let mult = 1;
    // The run's letters, 5 bits each, packed for the memo's key (at most 16 letters: 6, 6 and 4 in k0, k1, k2,
    // with the gap's position above them in k2), so the key names the cross word's pattern exactly.
    let k0 = 0;
    let k1 = 0;
    let k2 = (along - first) << 20;
    let n = 0;
    for (let p = first; p <= last; p++) {
      if (p === along) continue;
      const s = sq + (p - along) * perp;
      const letter = (cells[s] as number) & LETTER_MASK;
      run[p - first] = letter;
      sum += editrice
        ? (LETTER_POINTS[letter] as number) * (LETTER_MULTIPLIER[s] as number)
        : (LETTER_POINTS[letter] as number);
      if (editrice) mult *= WORD_MULTIPLIER[s] as number;
      if (n < 6) k0 |= letter << (5 * n);
      else if (n < 12) k1 |= letter << (5 * (n - 6));
      else k2 |= letter << (5 * (n - 12));
      n++;
    }
    this.sum[ci] = sum;
    this.wordMult[ci] = mult;
    const mask = crossMask(dawg, run, along - first, last - first, k0, k1, k2);
    this.mask[ci] = mask;
    // Letters that make the cross word SCARABEO or SCARABEI, for the +100.
    if (mask !== 0 && last - first === 7) {
      let bonus = 0;
      for (const target of SCARABEO_CODES) {
        let fits = true;
        for (let p = first; p <= last && fits; p++)
          if (p !== along && run[p - first] !== target[p - first]) fits = false;
        const letter = target[along - first] as number;
        if (fits && ((mask >> letter) & 1) !== 0) bonus |= 1 << letter;
      }
      this.bonus[ci] = bonus;
    }
  }
}

/**
 * The letters allowed on a square between the letters run[0 .. gap) and run(gap .. last], memoised: a square's
 * cross-check depends only on that pattern, and a search that keeps cross-checks up to date meets the same
 * patterns again and again (recomputing them, a walk through the DAWG each, was a seventh of the endgame
 * solver's time). The key is the pattern itself, packed (k0, k1, k2: exact, no hash collision can mix two); the
 * memo is an open-addressing table of 2^16 slots per lexicon, made on first use and emptied when half full (a
 * server with both lexicons switches between them without emptying either).
 */
const MEMO_SLOTS = 1 << 16;

interface CrossMemo {
  readonly table: Int32Array;
  used: number;
}

const memos = new WeakMap<Dawg, CrossMemo>();
/** The last lexicon's memo, so most calls skip the WeakMap. */
let memoDawg: Dawg | undefined;
let current: CrossMemo = { table: new Int32Array(0), used: 0 };

function crossMask(dawg: Dawg, run: Uint8Array, gap: number, last: number, k0: number, k1: number, k2: number): number {
  if (memoDawg !== dawg) {
    let found = memos.get(dawg);
    if (!found) {
      found = { table: new Int32Array(4 * MEMO_SLOTS), used: 0 };
      memos.set(dawg, found);
    }
    current = found;
    memoDawg = dawg;
  }
  const memo = current.table;
  if (2 * current.used >= MEMO_SLOTS) {
    memo.fill(0);
    current.used = 0;
  }
  let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca77), 0xc2b2ae3d);
  h ^= h >>> 15;
  const mask = MEMO_SLOTS - 1;
  let i = h & mask;
  // k0 is never 0 (the run has a letter), so 0 marks an empty slot.
  while (memo[4 * i] !== 0) {
    if (memo[4 * i] === k0 && memo[4 * i + 1] === k1 && memo[4 * i + 2] === k2) return memo[4 * i + 3] as number;
    i = (i + 1) & mask;
  }
  const found = allowedBetween(dawg, run, gap, last);
  memo[4 * i] = k0;
  memo[4 * i + 1] = k1;
  memo[4 * i + 2] = k2;
  memo[4 * i + 3] = found;
  current.used++;
  return found;
}

/** The letters x for which run[0 .. gap) x run(gap .. last] is a word (walked through the DAWG). */
function allowedBetween(dawg: Dawg, run: Uint8Array, gap: number, last: number): number {
  const edges = dawg.edges;
  let node = dawg.root;
  for (let p = 0; p < gap && node !== 0; p++) node = child(edges, node, run[p] as number);
  if (node === 0) return 0;
  const suffix = run.subarray(gap + 1, last + 1);
  let mask = 0;
  for (let i = node; ; i++) {
    const x = edges[i] as number;
    if (completes(edges, x, suffix, last - gap)) mask |= 1 << (x & EDGE_LETTER);
    if ((x & EDGE_LAST) !== 0) break;
  }
  return mask;
}

/** The child of `node`'s edge with `letter`, or 0 when there is none. */
function child(edges: Uint32Array, node: number, letter: number): number {
  for (let i = node; ; i++) {
    const x = edges[i] as number;
    const l = x & EDGE_LETTER;
    if (l === letter) return x >>> EDGE_CHILD_SHIFT;
    if (l > letter || (x & EDGE_LAST) !== 0) return 0;
  }
}

/** Whether following edge `x`, then the letters suffix[0..n), ends a word. */
function completes(edges: Uint32Array, x: number, suffix: Uint8Array, n: number): boolean {
  let e = x;
  for (let k = 0; k < n; k++) {
    const node = e >>> EDGE_CHILD_SHIFT;
    if (node === 0) return false;
    const letter = suffix[k] as number;
    let found = 0;
    for (let i = node; ; i++) {
      const y = edges[i] as number;
      const l = y & EDGE_LETTER;
      if (l === letter) {
        found = y;
        break;
      }
      if (l > letter || (y & EDGE_LAST) !== 0) return false;
    }
    e = found;
  }
  return (e & EDGE_END) !== 0;
}

// One generator is reused while it is free, so repeated calls allocate only their results; a visitor that
// calls back into the generator gets a fresh one.
let spare: Generator | undefined;

function withGenerator(f: (g: Generator) => void): void {
  const g = spare ?? new Generator();
  spare = undefined;
  try {
    f(g);
  } finally {
    spare = g;
  }
}

/**
 * Calls `visit` for every legal play, in no particular order; each FoundPlay is valid only during its call.
 * `cross`, when given, must be the board's cross-checks (CrossChecks.compute, then `update` after each play):
 * a search over many positions saves computing them for each.
 */
export function forEachPlay(board: BoardView, rack: Rack, dawg: Dawg, visit: PlayVisitor, cross?: CrossChecks): void {
  withGenerator((g) => g.run(board, rack, dawg, visit, cross));
}

/**
 * Calls `visit` for every legal play on one line of a board that is not empty (`dir` 0: across plays on row
 * `line`; 1: down plays on column `line`), given the board's cross-checks. `forEachPlay` is these 34 lines in
 * the order dir 0 rows 0–16, then dir 1 columns 0–16, each line's plays in the same order; a search that keeps
 * each line's plays while nothing on it changed regenerates only the lines a play touched.
 */
export function forEachPlayOnLine(
  board: BoardView,
  rack: Rack,
  dawg: Dawg,
  cross: CrossChecks,
  dir: number,
  line: number,
  visit: PlayVisitor,
): void {
  withGenerator((g) => g.runLine(board, rack, dawg, visit, cross, dir, line));
}

/** Best first: score descending, then notation ascending (formatPlay, compared by code units). */
export function comparePlays(a: ScoredPlay, b: ScoredPlay): number {
  if (a.score !== b.score) return b.score - a.score;
  const fa = formatPlay(a.play);
  const fb = formatPlay(b.play);
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/** Every legal play for `rack` on `board`, with its score and words, best first (score, then notation). */
export function generatePlays(board: BoardView, rack: Rack, dawg: Dawg): ScoredPlay[] {
  const found: { play: ScoredPlay; key: string }[] = [];
  forEachPlay(board, rack, dawg, (f) => {
    const play = f.toScoredPlay();
    found.push({ play, key: formatPlay(play.play) });
  });
  found.sort((a, b) =>
    a.play.score !== b.play.score ? b.play.score - a.play.score : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  return found.map((f) => f.play);
}

/** The best `k` plays in generatePlays's order, building only the plays that can still make the cut. */
export function topPlays(board: BoardView, rack: Rack, dawg: Dawg, k: number): ScoredPlay[] {
  const best: { play: ScoredPlay; key: string }[] = [];
  if (k <= 0) return [];
  forEachPlay(board, rack, dawg, (f) => {
    const worst = best.length === k ? (best[k - 1] as { play: ScoredPlay }).play.score : -1;
    if (f.score < worst) return;
    const play = f.toScoredPlay();
    const key = formatPlay(play.play);
    let at = best.length;
    while (at > 0) {
      const other = best[at - 1] as { play: ScoredPlay; key: string };
      if (other.play.score > play.score || (other.play.score === play.score && other.key < key)) break;
      at--;
    }
    if (at >= k) return;
    best.splice(at, 0, { play, key });
    if (best.length > k) best.pop();
  });
  return best.map((b) => b.play);
}
