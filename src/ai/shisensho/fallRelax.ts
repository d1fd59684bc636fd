// The solver's dead-position check with gravity: a relaxation of the game that removes at least what real play
// removes, so a tile it cannot remove proves that no sequence of pairs clears the position.
//
// What gravity keeps: a tile never leaves its column, the tiles of a column keep their order, and a column's
// tiles are always a stack on its bottom row (on a board with no floating tile), so the occupied cells only
// shrink. The relaxation marks tiles gone, like the one without gravity (relax.ts), but a tile's cell is not
// fixed: a live tile t sits with j tiles below it, where j is at least the unmarked tiles below it and at most
// the live tiles below it now. The relaxed board is each column's unmarked tiles as a stack, except that the
// column of t, with t at height j, holds at least j + 1 tiles and the unmarked tiles above t (they are live
// and stacked on it). Marking t gone (with its partner u) needs an allowed live partner u and heights for both
// in those ranges (in one column, in their order, further apart than the unmarked tiles between them: those
// are live, and between them) joined by a path through that board's empty cells; repeat until nothing changes.
//
// Why it is sound: take any real play and its first removal of an unmarked tile t, with partner u. Every tile
// removed before it is marked, so every unmarked tile is still live: t and u sit within their ranges, each
// column holds at least its unmarked tiles, and t's and u's columns at least the bound above, so the real
// empty cells are relaxed empty cells and the real path is a relaxed one (the end cells do not count). Then
// the relaxation would have marked t. So a position where it leaves a tile unmarked cannot be cleared.
// (Without the bound on t's own column it proved almost nothing: a tile at its old height with the tiles on
// it gone, a state no play reaches, let everything through.)
//
// The tiles a dead position leaves unmarked are learned, and tested first at later nodes (`learnedDead`): with
// every other tile marked for free, which only adds ways to mark, they often stay stuck, at the cost of a few
// path checks instead of the whole relaxation.
import type { Occupancy } from '../../games/shisensho/index.js';
import { findPath } from '../../games/shisensho/index.js';
import type { LivePosition } from './relax.js';

/** Learned stuck sets kept (most hits are on the last one or two). */
const SETS = 3;
/** A test of a learned set gives up when more of its tiles than this have to be tried. */
const SET_OPEN = 12;
/** A test of a learned set gives up when more tiles than this are live that were gone when it was learned. */
const SET_BACK = 8;
/**
 * The tests' credit: a hit earns SET_HIT_CREDIT (up to SET_CREDIT), a miss costs 1, and without credit only
 * one position in SET_PROBE is tested. So where the sets seldom prove anything (less than one test in nine),
 * as in searches whose dead positions have little in common, the tests cost little.
 */
const SET_CREDIT = 32;
const SET_HIT_CREDIT = 8;
const SET_PROBE = 16;

export class FallRelaxation {
  private readonly stride: number;
  private readonly height: number;
  private readonly width: number;
  /** The relaxed board: each column's unmarked tiles as a stack from the bottom. */
  private readonly relaxed: Occupancy;
  /** Per column, how many live tiles. */
  private readonly live: Int32Array;
  /** Per column, unmarked tiles, and the levels of its marked ones (bit k: the tile k up). */
  private readonly unmarked: Int32Array;
  private readonly markedLevels: Int32Array;
  /** Per tile: marked gone; its column; its index in the column's stack (live tiles below it now). */
  private readonly marked: Uint8Array;
  private readonly column: Int32Array;
  private readonly level: Int32Array;
  /** Scratch: the live tiles still unmarked. */
  private readonly pending: Int32Array;
  /**
   * The marks made in this check when each waiting tile last failed to find a partner (-1: never tried), and
   * the region a mark must empty a cell of to change that (see `touched`): bit x of `regionColumns`, bit y of
   * `regionRows` (padded indices).
   */
  private readonly failedAt: Int32Array;
  private readonly regionColumns: Int32Array;
  private readonly regionRows: Int32Array;
  /** Each tile marked in this check, in order: its column and the padded row of the relaxed cell it emptied. */
  private readonly eventX: Int8Array;
  private readonly eventY: Int8Array;
  private events = 0;
  /** The heights (tiles under each) at which `joins` last joined two tiles. */
  private witnessT = 0;
  private witnessU = 0;
  /** Each tile's partner when last marked (tried first next time). */
  private readonly via: Int32Array;
  /** Each column's height on the relaxed board now. */
  private readonly shown: Int32Array;
  /**
   * Each level's marks (in order, `n` of room a level: the two tiles and the heights at which they joined) and
   * its columns' live heights.
   */
  private readonly marks: Int32Array;
  private readonly marksLength: Int32Array;
  private readonly heights: Int32Array;
  private out = 0;
  private count = 0;
  /**
   * While the parent's marks are replayed: per column, the parent's unmarked tiles (columns that lost tiles)
   * or marked levels (the others) at this point of its sequence, whether the column is the same live stack
   * as the parent's, and whether it is behind the parent's (`noteBehind`); how many are; the tiles the
   * parent has marked so far (`parentSeen[t] === stamp`).
   */
  private readonly parentUnmarked: Int32Array;
  private readonly parentLevels: Int32Array;
  private readonly sameLive: Uint8Array;
  private readonly behindColumn: Uint8Array;
  private behind = 0;
  private replaying = false;
  private readonly parentSeen: Int32Array;
  private stamp = 0;
  /**
   * Learn the stuck sets of dead positions and test them first (`learnedDead`; not with more than 31 copies
   * of a kind). The sets (`learnStuck`), `n` of room each: the tiles; each tile's region and its allowed live
   * partners (bit k: the kind's k-th tile) when learned; every tile's level then (-1: gone); each column's
   * unmarked tiles then; the removed tiles, the forbidden pairs and the set's tiles, as bit sets; the order to
   * test them in (most recently useful first).
   */
  learn = false;
  private readonly setTiles: Int32Array;
  private readonly setSize: Int32Array;
  private readonly setColumns: Int32Array;
  private readonly setRows: Int32Array;
  private readonly setPartners: Int32Array;
  private readonly setLevel: Int8Array;
  private readonly setUnmarked: Int32Array;
  private readonly setOrder: Int32Array;
  private readonly setRemoved: Uint32Array;
  private readonly setForbid: Uint32Array;
  private readonly setMember: Uint32Array;
  private sets = 0;
  /** A tile's partners fit in a 31-bit word (no kind has more than 31 copies). */
  private readonly learnable: boolean;
  /** Scratch: per column, the levels of a set's live tiles. */
  private readonly keepLevels: Int32Array;
  /** A set is being tested: a tile that finds a partner ends the test, nothing is marked. */
  private testing = false;
  /** Positions the learned sets were tested on, and proven dead by them (for tests and measures). */
  learnedTests = 0;
  learnedHits = 0;
  private credit = SET_CREDIT;
  private skipped = 0;

  /**
   * Whether boards `width` wide fit the check: its column masks (regions, events) take a bit for each padded
   * column, the ring's included, and `span` reaches bit 30. (Wider boards, up to 32, are searched without it.)
   */
  static fits(width: number): boolean {
    return width + 1 <= 30;
  }

  constructor(private readonly position: LivePosition) {
    const board = position.board;
    this.stride = board.width + 2;
    this.width = board.width;
    this.height = board.height;
    this.relaxed = { rowBits: new Int32Array(board.height + 2), colBits: new Int32Array(board.width + 2) };
    this.live = new Int32Array(this.stride);
    this.unmarked = new Int32Array(this.stride);
    this.markedLevels = new Int32Array(this.stride);
    const n = position.n;
    this.marked = new Uint8Array(n);
    this.column = new Int32Array(n);
    this.level = new Int32Array(n);
    this.pending = new Int32Array(n);
    this.via = new Int32Array(n).fill(-1);
    this.shown = new Int32Array(this.stride);
    const levels = (n >> 1) + 1;
    this.marks = new Int32Array(levels * n * 4 + 4);
    this.setTiles = new Int32Array(SETS * n);
    this.setSize = new Int32Array(SETS);
    this.setColumns = new Int32Array(SETS * n);
    this.setRows = new Int32Array(SETS * n);
    this.setPartners = new Int32Array(SETS * n);
    this.setLevel = new Int8Array(SETS * n);
    this.setUnmarked = new Int32Array(SETS * this.stride);
    this.setOrder = new Int32Array(SETS);
    this.keepLevels = new Int32Array(this.stride);
    this.learnable = position.byKind.every((list) => list.length <= 31);
    this.setRemoved = new Uint32Array(SETS * position.removed.length);
    this.setForbid = new Uint32Array(SETS * position.forbid.length);
    this.setMember = new Uint32Array(SETS * position.removed.length);
    this.failedAt = new Int32Array(n);
    this.regionColumns = new Int32Array(n);
    this.regionRows = new Int32Array(n);
    this.eventX = new Int8Array(n);
    this.eventY = new Int8Array(n);
    this.marksLength = new Int32Array(levels);
    this.heights = new Int32Array(levels * this.stride);
    this.parentUnmarked = new Int32Array(this.stride);
    this.parentLevels = new Int32Array(this.stride);
    this.sameLive = new Uint8Array(this.stride);
    this.behindColumn = new Uint8Array(this.stride);
    this.parentSeen = new Int32Array(n);
    // A tile never leaves its column.
    for (let id = 0; id < n; id++) this.column[id] = position.pos[id] % this.stride;
  }

  /**
   * Whether the relaxation removes every live tile (false: the position is proven dead); its marks are kept
   * as those of `level` (the search depth). With `parent` (the level of the nearest ancestor that ran it, else
   * -1), the parent's marks are replayed in order, each without a path check while its two tiles are live,
   * allowed, in columns that lost no tile since, and no column is behind the parent's at that point of its
   * sequence (`noteBehind`): the parent's path is still clear. Other marks are checked again (a tile looks
   * for any partner), and the tiles that find none are tried again when a later mark may help (`touched`),
   * until nothing changes. The answer does not depend on the order: marks only add ways to mark, so every
   * order ends with the same tiles marked.
   */
  check(level: number, parent: number): boolean {
    const p = this.position;
    const s = this.stride;
    const n = p.n;
    this.readColumns();
    for (let x = 1; x <= this.width; x++) this.heights[level * s + x] = this.live[x];
    if (this.sets > 0 && this.learnedDead()) {
      this.marksLength[level] = 0;
      return false;
    }
    this.out = level * n * 4;
    this.count = 0;
    this.events = 0;
    const pending = this.pending;
    let waiting = 0;
    if (parent >= 0) {
      const from = parent * n * 4;
      const count = this.marksLength[parent];
      const before = parent * s;
      // The parent's relaxed board as its marks are replayed (see `behind`).
      for (let x = 1; x <= this.width; x++) {
        this.parentUnmarked[x] = this.heights[before + x];
        this.parentLevels[x] = 0;
        this.sameLive[x] = this.live[x] === this.parentUnmarked[x] ? 1 : 0;
        this.behindColumn[x] = 0;
      }
      this.behind = 0;
      this.replaying = true;
      const stamp = ++this.stamp;
      for (let e = 0; e < count; e++) {
        const at = from + 4 * e;
        const t = this.marks[at];
        const u = this.marks[at + 1];
        const tOpen = p.alive(t) && this.marked[t] === 0;
        const uOpen = p.alive(u) && this.marked[u] === 0;
        if (tOpen || uOpen) {
          let done = false;
          if (p.alive(t) && p.alive(u) && !(p.anyForbid && p.isForbidden(t, u))) {
            const jt = this.marks[at + 2];
            const ju = this.marks[at + 3];
            // No column behind the parent's and the pair's columns unchanged: the parent's path is still clear.
            // Else its heights are tried first, with one path check.
            const same =
              this.behind === 0 && this.sameLive[this.column[t]] === 1 && this.sameLive[this.column[u]] === 1;
            if (same || this.joinsAt(t, u, jt, ju)) {
              this.witnessT = jt;
              this.witnessU = ju;
              if (tOpen) this.mark(t);
              if (uOpen) this.mark(u);
              this.record(t, u);
              done = true;
            }
          }
          if (!done) {
            if (tOpen && !this.markVia(t)) {
              this.failedAt[t] = this.events;
              pending[waiting++] = t;
            }
            if (uOpen && this.marked[u] === 0 && !this.markVia(u)) {
              this.failedAt[u] = this.events;
              pending[waiting++] = u;
            }
          }
        }
        // The parent's board after this mark.
        this.parentMark(t, stamp);
        this.parentMark(u, stamp);
      }
      this.replaying = false;
    } else {
      for (let id = 0; id < n; id++) {
        if (!p.alive(id)) continue;
        this.failedAt[id] = -1;
        pending[waiting++] = id;
      }
    }
    for (let changed = true; changed && waiting > 0; ) {
      changed = false;
      let kept = 0;
      for (let i = 0; i < waiting; i++) {
        const t = pending[i];
        if (this.marked[t] === 0) {
          // No mark since t last failed could give it a partner (see `touched`): it would fail again.
          if (!this.touched(t) || !this.markVia(t)) {
            this.failedAt[t] = this.events;
            pending[kept++] = t;
            continue;
          }
        }
        changed = true;
      }
      waiting = kept;
    }
    this.marksLength[level] = this.count;
    if (waiting > 0 && this.learn && this.learnable) this.learnStuck(waiting);
    return waiting === 0;
  }

  /** The columns' stacks, read from the live board from the bottom up, nothing marked. */
  private readColumns(): void {
    const H = this.height;
    const s = this.stride;
    const idAt = this.position.idAt;
    for (let x = 1; x <= this.width; x++) {
      let k = 0;
      for (let y = H; y >= 1; y--) {
        const id = idAt[y * s + x];
        if (id < 0) break;
        this.level[id] = k++;
        this.marked[id] = 0;
      }
      this.live[x] = k;
      this.unmarked[x] = k;
      this.markedLevels[x] = 0;
      this.setHeight(x, k);
    }
  }

  /**
   * Whether some learned stuck set (see `learnStuck`) is still stuck here, with every other live tile
   * marked: no tile of the set finds a partner then. Marks given for free only add ways to mark (a board with
   * fewer tiles, ranges of heights reaching lower), so the relaxation from nothing marked, the check, leaves
   * at least those tiles unmarked too: the position is dead, and the check would say so. Most of the set's
   * tiles need no try: a tile whose range and allowed live partners (and their ranges) are within those it
   * had when the set was learned, and whose region (`touched`) lost none of the set's tiles since, failed then
   * on a board no emptier, so it fails now. The others are tried (at most `SET_OPEN`, else no answer). The
   * columns must have been read, and are read again when no set is stuck.
   */
  private learnedDead(): boolean {
    if (this.credit <= 0 && ++this.skipped % SET_PROBE !== 0) return false;
    this.learnedTests++;
    this.testing = true;
    let dead = false;
    for (let c = 0; c < this.sets && !dead; c++) {
      const slot = this.setOrder[c];
      if (!this.stuckSet(slot)) continue;
      this.learnedHits++;
      this.credit = Math.min(SET_CREDIT, this.credit + SET_HIT_CREDIT);
      for (let k = c; k > 0; k--) this.setOrder[k] = this.setOrder[k - 1];
      this.setOrder[0] = slot;
      dead = true;
    }
    this.testing = false;
    if (!dead) {
      this.credit--;
      this.readColumns();
    }
    return dead;
  }

  /**
   * The test of learned set `slot` (see `learnedDead`): true when its live tiles stay stuck with every other
   * live tile marked. A tile may be outside what it had when the set was learned (`within`) only if a tile
   * live now and gone then is under it or under one of its partners, or is one of them, or a pair of it was
   * forbidden then and is not now: only those are looked at. Leaves the columns as that relaxation has them.
   */
  private stuckSet(slot: number): boolean {
    const p = this.position;
    const n = p.n;
    const H = this.height;
    const s = this.stride;
    const base = slot * n;
    const words = p.removed.length;
    const stamp = ++this.stamp;
    const seen = this.parentSeen;
    let open = 0;
    // The tiles back since (live now, gone then): few, or no test.
    let back = 0;
    for (let k = 0; k < words; k++) back += bitCount(this.setRemoved[slot * words + k] & ~p.removed[k]);
    if (back > SET_BACK) return false;
    for (let k = 0; k < words; k++) {
      let w = this.setRemoved[slot * words + k] & ~p.removed[k];
      while (w !== 0) {
        const bit = 31 - Math.clz32(w);
        w &= ~(1 << bit);
        // The tiles from it up its column: their levels may be higher than then, and it is back.
        const a = k * 32 + bit;
        const x = this.column[a];
        for (let j = this.level[a]; j < this.live[x]; j++) {
          const v = p.idAt[(H - j) * s + x];
          open = this.lookAt(slot, v, stamp, open);
          const list = p.byKind[p.kindOf[v]];
          for (let i = 0; i < list.length; i++) if (list[i] !== v) open = this.lookAt(slot, list[i], stamp, open);
          if (open > SET_OPEN) return false;
        }
      }
    }
    const fwords = p.forbid.length;
    for (let k = 0; k < fwords; k++) {
      let w = this.setForbid[slot * fwords + k] & ~p.forbid[k];
      while (w !== 0) {
        const bit = 31 - Math.clz32(w);
        w &= ~(1 << bit);
        open = this.lookAt(slot, p.pairP[k * 32 + bit], stamp, open);
        open = this.lookAt(slot, p.pairQ[k * 32 + bit], stamp, open);
        if (open > SET_OPEN) return false;
      }
    }
    // The relaxed board: the set's live tiles only; the cells its tiles gone since emptied (`events`).
    const keep = this.keepLevels;
    for (let x = 1; x <= this.width; x++) keep[x] = 0;
    let left = 0;
    for (let k = 0; k < words; k++) {
      let w = this.setMember[slot * words + k] & ~p.removed[k];
      if (w !== 0) left++;
      while (w !== 0) {
        const bit = 31 - Math.clz32(w);
        w &= ~(1 << bit);
        const t = k * 32 + bit;
        keep[this.column[t]] |= 1 << this.level[t];
      }
    }
    // A set whose tiles are all gone proves nothing.
    if (left === 0) return false;
    let eventColumns = 0;
    let eventRows = 0;
    for (let x = 1; x <= this.width; x++) {
      const k = this.live[x];
      const kept = keep[x];
      this.markedLevels[x] = ((1 << k) - 1) & ~kept;
      const h = bitCount(kept);
      this.unmarked[x] = h;
      this.setHeight(x, h);
      for (let was = this.setUnmarked[slot * s + x]; was > h; was--) {
        eventColumns |= 1 << x;
        eventRows |= 1 << (H - was + 1);
      }
    }
    // Stuck when no tile finds a partner (then nothing changes): those outside first, then those whose
    // region lost tiles of the set.
    for (let i = 0; i < open; i++) if (this.markVia(this.pending[i])) return false;
    if ((eventColumns | eventRows) === 0) return true;
    const size = this.setSize[slot];
    for (let i = 0; i < size; i++) {
      const t = this.setTiles[base + i];
      if (!p.alive(t) || seen[t] === -stamp) continue;
      const near = (this.setColumns[base + t] & eventColumns) | (this.setRows[base + t] & eventRows);
      if (near !== 0 && this.markVia(t)) return false;
    }
    return true;
  }

  /**
   * Looks at tile t for the test of set `slot` (once a test): when it is a live tile of the set, not `within`,
   * it goes to the tiles to try (in `pending`, marked -stamp in `parentSeen`). The new count of those.
   */
  private lookAt(slot: number, t: number, stamp: number, open: number): number {
    const seen = this.parentSeen;
    if (seen[t] === stamp || seen[t] === -stamp) return open;
    seen[t] = stamp;
    const words = this.position.removed.length;
    if ((this.setMember[slot * words + (t >> 5)] & (1 << (t & 31))) === 0 || !this.position.alive(t)) return open;
    if (this.within(slot, t)) return open;
    seen[t] = -stamp;
    this.pending[open] = t;
    return open + 1;
  }

  /**
   * Whether live tile t of learned set `slot` has a range and allowed live partners within those it had when
   * the set was learned (its partners' ranges too: a range reaches no higher than the live tiles below).
   */
  private within(slot: number, t: number): boolean {
    const p = this.position;
    const base = slot * p.n;
    if (this.level[t] > this.setLevel[base + t]) return false;
    const allowed = this.allowedPartners(t);
    if ((allowed & ~this.setPartners[base + t]) !== 0) return false;
    const list = p.byKind[p.kindOf[t]];
    for (let k = 0; k < list.length; k++) {
      if (((allowed >>> k) & 1) !== 0 && this.level[list[k]] > this.setLevel[base + list[k]]) return false;
    }
    return true;
  }

  /** Tile t's live partners that no forbidden pair keeps from it: bit k, the kind's k-th tile. */
  private allowedPartners(t: number): number {
    const p = this.position;
    const list = p.byKind[p.kindOf[t]];
    let partners = 0;
    for (let k = 0; k < list.length; k++) {
      const u = list[k];
      if (u !== t && p.alive(u) && !(p.anyForbid && p.isForbidden(t, u))) partners |= 1 << k;
    }
    return partners;
  }

  /**
   * After a check left `waiting` tiles stuck (in `pending`), keeps them as a learned set, in the place of the
   * least recently useful one: the tiles, their regions (each failed last with no mark in it since, so it is
   * its region on the board at the end) and allowed live partners, every tile's level, each column's
   * unmarked tiles (the relaxed board at the end of the check holds only the set's tiles).
   */
  private learnStuck(waiting: number): void {
    const p = this.position;
    const n = p.n;
    const slot = this.sets < SETS ? this.sets++ : this.setOrder[SETS - 1];
    for (let k = this.sets - 1; k > 0; k--) this.setOrder[k] = this.setOrder[k - 1];
    this.setOrder[0] = slot;
    const base = slot * n;
    for (let id = 0; id < n; id++) this.setLevel[base + id] = p.alive(id) ? this.level[id] : -1;
    for (let i = 0; i < waiting; i++) {
      const t = this.pending[i];
      this.setTiles[base + i] = t;
      this.setColumns[base + t] = this.regionColumns[t];
      this.setRows[base + t] = this.regionRows[t];
      this.setPartners[base + t] = this.allowedPartners(t);
    }
    this.setSize[slot] = waiting;
    const words = p.removed.length;
    this.setRemoved.set(p.removed, slot * words);
    this.setForbid.set(p.forbid, slot * p.forbid.length);
    for (let k = 0; k < words; k++) this.setMember[slot * words + k] = 0;
    for (let i = 0; i < waiting; i++) {
      const t = this.pending[i];
      this.setMember[slot * words + (t >> 5)] |= 1 << (t & 31);
    }
    for (let x = 1; x <= this.width; x++) this.setUnmarked[slot * this.stride + x] = this.unmarked[x];
  }

  /**
   * Whether a mark since t last failed may let it find a partner now. Marks only empty relaxed cells, widen
   * the ranges of heights and free tiles that were shut in, and a path between two tiles lies in the columns
   * from one to the other or in the rows from one to the other (its middle segment is a row between their
   * columns or a column between their rows). So only a mark in t's region can change its answer: the columns
   * from t to each partner and the rows of all their possible heights; for t shut in, only its own and the
   * two next columns (its partner must be next to it); for a partner shut in and not next to t, only the
   * columns that decide whether it is. Those include the columns whose marks move the tiles' ranges.
   */
  private touched(t: number): boolean {
    const from = this.failedAt[t];
    if (from < 0) return true;
    const columns = this.regionColumns[t];
    const rows = this.regionRows[t];
    for (let e = from; e < this.events; e++) {
      if (((columns >>> this.eventX[e]) & 1) !== 0 || ((rows >>> this.eventY[e]) & 1) !== 0) return true;
    }
    return false;
  }

  /** The parent marked tile t (first time only) in its replayed sequence. */
  private parentMark(t: number, stamp: number): void {
    if (this.parentSeen[t] === stamp) return;
    this.parentSeen[t] = stamp;
    const x = this.column[t];
    if (this.sameLive[x] === 1) this.parentLevels[x] |= 1 << this.level[t];
    else this.parentUnmarked[x]--;
    this.noteBehind(x);
  }

  /**
   * Whether column x is behind the parent's at this point of the replay: in a column that lost no tile, some
   * tile the parent had marked is unmarked here; in one that lost tiles, more unmarked tiles than the
   * parent's. While no column is, the relaxed board here has at most the parent's tiles, each tile's range
   * reaches at least as low and has at most the parent's unmarked tiles above it, so the path the parent
   * found for its next mark is still clear (for tiles in columns that lost no tile, whose heights are the
   * parent's).
   */
  private noteBehind(x: number): void {
    const now =
      this.sameLive[x] === 1
        ? (this.parentLevels[x] & ~this.markedLevels[x]) !== 0
        : this.unmarked[x] > this.parentUnmarked[x];
    const was = this.behindColumn[x] === 1;
    if (now === was) return;
    this.behindColumn[x] = now ? 1 : 0;
    this.behind += now ? 1 : -1;
  }

  /** Records the mark of t and u, joined at the heights `witnessT` and `witnessU`. */
  private record(t: number, u: number): void {
    const at = this.out + 4 * this.count++;
    this.marks[at] = t;
    this.marks[at + 1] = u;
    this.marks[at + 2] = this.witnessT;
    this.marks[at + 3] = this.witnessU;
  }

  /** Marks t (and its partner) gone when some allowed live partner joins it in the relaxation. */
  private markVia(t: number): boolean {
    const p = this.position;
    const list = p.byKind[p.kindOf[t]];
    const first = this.via[t];
    const x = this.column[t];
    const shut = this.shut(t);
    // The region of t (see `touched`), kept when it fails.
    const H = this.height;
    const tRows = span(H - this.level[t], H - this.unmarkedBelow(t));
    let columns = span(x - 1, x + 1);
    let rows = 0;
    for (let k = -1; k < list.length; k++) {
      const u = k < 0 ? first : list[k];
      if (u < 0 || (k >= 0 && u === first) || u === t || !p.alive(u) || (p.anyForbid && p.isForbidden(t, u))) continue;
      const xu = this.column[u];
      // A tile shut in joins only a partner next to it, so in its own column or a neighbouring one.
      if (xu > x + 1 || xu < x - 1) {
        if (shut) continue;
        if (this.shut(u)) {
          columns |= span(xu - 1, xu + 1);
          continue;
        }
      }
      columns |= xu < x ? span(xu - 1, x + 1) : span(x - 1, xu + 1);
      // Shut in, t joins u only next to it: their heights decide, not the rows.
      if (!shut) rows |= tRows | span(H - this.level[u], H - this.unmarkedBelow(u));
      if (!(shut ? this.touches(t, u) : this.joins(t, u))) continue;
      // A test of a learned set stops at the first tile that finds a partner: nothing to mark.
      if (this.testing) return true;
      this.via[t] = u;
      this.via[u] = t;
      this.mark(t);
      if (this.marked[u] === 0) this.mark(u);
      this.record(t, u);
      return true;
    }
    this.regionColumns[t] = columns;
    this.regionRows[t] = rows;
    return false;
  }

  /**
   * Some heights of t and u within their ranges (in their order in one column) are joined on the relaxed board,
   * where the column of t, with t j tiles up, holds at least j + 1 tiles and the unmarked ones above t (and
   * the same for u): those are live, and stacked on t.
   */
  private joins(t: number, u: number): boolean {
    const tLo = this.unmarkedBelow(t);
    const tHi = this.level[t];
    const uLo = this.unmarkedBelow(u);
    const uHi = this.level[u];
    const tAbove = this.unmarkedAbove(t);
    const uAbove = this.unmarkedAbove(u);
    const xt = this.column[t];
    const xu = this.column[u];
    if (xt === xu) {
      for (let jt = tLo; jt <= tHi; jt++) {
        for (let ju = uLo; ju <= uHi; ju++) {
          if (this.pathAt(t, u, jt, ju, tAbove, uAbove)) {
            this.witnessT = jt;
            this.witnessU = ju;
            return true;
          }
        }
      }
      return false;
    }
    // Two columns: t's column is set once for each of its heights, and a pair of heights at which either tile
    // has no empty cell next to it (and they are not neighbours) needs no path check.
    const H = this.height;
    const s = this.stride;
    const tBase = this.unmarked[xt];
    const uBase = this.unmarked[xu];
    const near = xu === xt + 1 || xu === xt - 1;
    let found = false;
    for (let jt = tLo; jt <= tHi && !found; jt++) {
      const ht = Math.max(tBase, jt + 1 + tAbove);
      this.setHeight(xt, ht);
      for (let ju = uLo; ju <= uHi; ju++) {
        const hu = Math.max(uBase, ju + 1 + uAbove);
        const side = (near && ju === jt) || (this.open(xt, jt, tAbove, xu, hu) && this.open(xu, ju, uAbove, xt, ht));
        if (!side) continue;
        this.setHeight(xu, hu);
        if (findPath(this.relaxed, (H - jt) * s + xt, (H - ju) * s + xu) !== 0) {
          this.witnessT = jt;
          this.witnessU = ju;
          found = true;
          break;
        }
      }
    }
    this.setHeight(xt, tBase);
    this.setHeight(xu, uBase);
    return found;
  }

  /**
   * Whether a tile j tiles up column x, with `above` tiles stacked on it, has an empty cell next to it on the
   * relaxed board where column `other` is `otherHeight` tiles high: above it when nothing is on it, below it on
   * the bottom row, or beside it in a column no higher than it (the ring round the board is empty).
   */
  private open(x: number, j: number, above: number, other: number, otherHeight: number): boolean {
    if (above === 0 || j === 0) return true;
    const left = x - 1 === other ? otherHeight : this.unmarked[x - 1];
    const right = x + 1 === other ? otherHeight : this.unmarked[x + 1];
    return left <= j || right <= j;
  }

  /**
   * `joins` for t shut in at every height it may have: then its four neighbouring cells hold tiles on the
   * relaxed board, so it joins only a tile next to it (always, whatever else the board holds): u in a
   * neighbouring column at the same height, or in its column just above or below it (keeping their order, with
   * no unmarked tile between them).
   */
  private touches(t: number, u: number): boolean {
    const tLo = this.unmarkedBelow(t);
    const tHi = this.level[t];
    const uLo = this.unmarkedBelow(u);
    const uHi = this.level[u];
    // The heights jt of t with u at jt + d.
    const d = this.column[u] !== this.column[t] ? 0 : this.level[u] > tHi ? 1 : -1;
    if (d !== 0 && this.unmarkedBetween(t, u) > 0) return false;
    const lo = Math.max(tLo, uLo - d);
    if (lo > Math.min(tHi, uHi - d)) return false;
    this.witnessT = lo;
    this.witnessU = lo + d;
    return true;
  }

  /** `joins` at the heights jt and ju only (false when they are out of the tiles' ranges). */
  private joinsAt(t: number, u: number, jt: number, ju: number): boolean {
    if (jt < this.unmarkedBelow(t) || jt > this.level[t] || ju < this.unmarkedBelow(u) || ju > this.level[u]) {
      return false;
    }
    return this.pathAt(t, u, jt, ju, this.unmarkedAbove(t), this.unmarkedAbove(u));
  }

  /**
   * A path on the relaxed board between t, jt tiles up, and u, ju tiles up, their columns held up to their
   * tiles and the `tAbove` and `uAbove` unmarked ones stacked on them.
   */
  private pathAt(t: number, u: number, jt: number, ju: number, tAbove: number, uAbove: number): boolean {
    const H = this.height;
    const s = this.stride;
    const xt = this.column[t];
    const xu = this.column[u];
    const tBase = this.unmarked[xt];
    const uBase = this.unmarked[xu];
    const ht = Math.max(tBase, jt + 1 + tAbove);
    const hu = Math.max(uBase, ju + 1 + uAbove);
    if (xt === xu) {
      // In one column they keep their order, in distinct cells.
      if (ju === jt || ju > jt !== this.level[u] > this.level[t]) return false;
      if (Math.abs(jt - ju) <= this.unmarkedBetween(t, u)) return false;
      this.setHeight(xt, Math.max(ht, hu));
    } else {
      this.setHeight(xt, ht);
      this.setHeight(xu, hu);
    }
    const found = findPath(this.relaxed, (H - jt) * s + xt, (H - ju) * s + xu) !== 0;
    this.setHeight(xt, tBase);
    this.setHeight(xu, uBase);
    return found;
  }

  /**
   * Whether live tile t is shut in at every height it may have: a tile on it (an unmarked one above), one
   * under it (unmarked ones below), both neighbouring columns higher than it can be.
   */
  private shut(t: number): boolean {
    const x = this.column[t];
    const top = this.level[t];
    return (
      this.unmarked[x - 1] > top && this.unmarked[x + 1] > top && this.unmarkedBelow(t) > 0 && this.unmarkedAbove(t) > 0
    );
  }

  /** The unmarked tiles between t and u, two tiles of one column. */
  private unmarkedBetween(t: number, u: number): number {
    const a = this.level[t];
    const b = this.level[u];
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    if (hi - lo <= 1) return 0;
    return hi - lo - 1 - bitCount(this.markedLevels[this.column[t]] & span(lo + 1, hi - 1));
  }

  private unmarkedAbove(t: number): number {
    const x = this.column[t];
    const k = this.level[t];
    return this.live[x] - k - 1 - bitCount(this.markedLevels[x] >>> (k + 1));
  }

  private unmarkedBelow(t: number): number {
    const k = this.level[t];
    return k - bitCount(this.markedLevels[this.column[t]] & ((1 << k) - 1));
  }

  private mark(t: number): void {
    this.marked[t] = 1;
    const x = this.column[t];
    this.markedLevels[x] |= 1 << this.level[t];
    const h = --this.unmarked[x];
    this.setHeight(x, h);
    this.eventX[this.events] = x;
    this.eventY[this.events++] = this.height - h;
    if (this.replaying) this.noteBehind(x);
  }

  /** Makes column x of the relaxed board a stack of `h` tiles (only the rows that change are written). */
  private setHeight(x: number, h: number): void {
    const H = this.height;
    const was = this.shown[x];
    if (h === was) return;
    this.shown[x] = h;
    const bit = 1 << (x - 1);
    // Rows H - h + 1 … H hold tiles: bits H - h … H - 1 of the column word.
    this.relaxed.colBits[x] = h === 0 ? 0 : (((1 << h) - 1) << (H - h)) | 0;
    if (h > was) for (let y = H - h + 1; y <= H - was; y++) this.relaxed.rowBits[y] |= bit;
    else for (let y = H - was + 1; y <= H - h; y++) this.relaxed.rowBits[y] &= ~bit;
  }
}

/** The bits lo … hi of a word (lo ≥ 0, hi ≤ 30). */
function span(lo: number, hi: number): number {
  return ((1 << (hi + 1)) - (1 << lo)) | 0;
}

/** The set bits of a 32-bit word. */
function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
