// The solver's dead-position check without gravity: a relaxation of the game that removes at least what real
// play removes, so a tile it cannot remove proves that no sequence of pairs clears the position.
//
// The relaxation marks as gone every live tile whose path reaches the cell of a live, allowed partner, on the
// board without the tiles marked so far (a partner's own cell counts as passable at the end of the path), and
// repeats until nothing changes; which copy pairs with which is ignored. By induction any real play removes
// only tiles it marks: a pair joined on the real board is joined on the relaxed one, which has at least the
// same empty cells. Each node replays its parent's marks first (see `check`), so a node costs little more
// than the tiles its move changed.
import { type Board, boardOf, findPath, setCell } from '../../games/shisensho/index.js';

/** What the relaxation reads of the search's live position. */
export interface LivePosition {
  /** Tiles at the start, numbered 0 … n − 1. */
  readonly n: number;
  /** The live board (tiles removed so far emptied, masks kept). */
  readonly board: Board;
  /** The kinds present at the start, and the tiles of each kind. */
  readonly kinds: readonly number[];
  readonly byKind: readonly Int32Array[];
  readonly kindOf: Uint8Array;
  /** The padded cell of each tile, and the tile on each padded cell (-1: none). */
  readonly pos: Int16Array;
  readonly idAt: Int16Array;
  /** The removed tiles (bit id & 31 of word id >> 5). */
  readonly removed: Uint32Array;
  alive(id: number): boolean;
  /** Some pair is forbidden (else `isForbidden` need not be asked). */
  readonly anyForbid: boolean;
  isForbidden(p: number, q: number): boolean;
  /** The forbidden pairs, a bit each, and the two tiles of each pair. */
  readonly forbid: Uint32Array;
  readonly pairP: Int16Array;
  readonly pairQ: Int16Array;
}

export class Relaxation {
  private readonly stride: number;
  /** The relaxed board and its cells. */
  private readonly relaxBoard: Board;
  private readonly relax: Readonly<Uint8Array>;
  /** Scratch: live tiles grouped by kind, and where each group ends; tiles waiting for a partner. */
  private readonly tiles: Int32Array;
  private readonly ends: Int32Array;
  private readonly waits: Uint8Array;
  /** The number of marks made when each waiting tile last failed to find a partner. */
  private readonly failedAt: Int32Array;
  /** The marks of each level's relaxation (pairs of tiles, in order), `n` pairs of room per level. */
  private readonly marks: Int32Array;
  private readonly marksLength: Int32Array;
  private out = 0;
  private count = 0;

  constructor(private readonly live: LivePosition) {
    const board = live.board;
    this.stride = board.width + 2;
    this.relaxBoard = boardOf(board);
    this.relax = this.relaxBoard.cells;
    this.tiles = new Int32Array(board.cells.length);
    this.ends = new Int32Array(64);
    const n = live.n;
    this.waits = new Uint8Array(n);
    this.failedAt = new Int32Array(n);
    this.marks = new Int32Array(((n >> 1) + 1) * n * 2 + 2);
    this.marksLength = new Int32Array((n >> 1) + 1);
  }

  /**
   * Whether the relaxation removes every live tile; its marks are kept as those of `level` (the search depth).
   * With `parent` (the level of the nearest ancestor that ran it, else -1) the parent's marks are replayed
   * in order: up to the first that fails, the relaxed board here has at least the parent's empty cells at the
   * same point, so a recorded path is still clear; after it, each mark is checked again (a tile whose partner
   * is gone or forbidden looks for another), and the tiles that find none are retried at the end until
   * nothing changes. Every live tile was live at the parent, where some mark took it, so the replay sees all.
   */
  check(level: number, parent: number): boolean {
    const live = this.live;
    const relax = this.relax;
    const relaxBoard = this.relaxBoard;
    (relax as Uint8Array).set(live.board.cells);
    relaxBoard.rowBits.set(live.board.rowBits);
    relaxBoard.colBits.set(live.board.colBits);
    const n = live.n;
    const pos = live.pos;
    this.count = 0;
    this.out = level * n * 2;
    if (parent >= 0) {
      const from = parent * n * 2;
      const count = this.marksLength[parent];
      const pending = this.tiles;
      const waits = this.waits;
      const failedAt = this.failedAt;
      let waiting = 0;
      let exact = true;
      for (let e = 0; e < count; e++) {
        const t = this.marks[from + 2 * e];
        const u = this.marks[from + 2 * e + 1];
        const tLive = live.alive(t) && relax[pos[t]] !== 0 && waits[t] === 0;
        const uLive = live.alive(u) && relax[pos[u]] !== 0 && waits[u] === 0;
        if (exact && tLive && uLive && !(live.anyForbid && live.isForbidden(t, u))) {
          setCell(relaxBoard, pos[t], 0);
          setCell(relaxBoard, pos[u], 0);
          this.record(t, u);
          continue;
        }
        if (tLive && !this.markVia(t, uLive ? u : -1)) {
          exact = false;
          waits[t] = 1;
          failedAt[t] = this.count;
          pending[waiting++] = t;
        }
        if (uLive && relax[pos[u]] !== 0 && !this.markVia(u, -1)) {
          exact = false;
          waits[u] = 1;
          failedAt[u] = this.count;
          pending[waiting++] = u;
        }
      }
      for (let k = 0; k < waiting; k++) waits[pending[k]] = 0;
      for (let changed = true; changed && waiting > 0; ) {
        changed = false;
        for (let k = 0; k < waiting; k++) {
          const t = pending[k];
          // Nothing marked since t last failed: the relaxed board is the same, so it would fail again.
          if (relax[pos[t]] !== 0 && (failedAt[t] === this.count || !this.markVia(t, -1))) {
            failedAt[t] = this.count;
            continue;
          }
          pending[k--] = pending[--waiting];
          changed = true;
        }
      }
      this.marksLength[level] = this.count;
      return waiting === 0;
    }
    const tiles = this.tiles;
    const ends = this.ends;
    let m = 0;
    let groups = 0;
    let left = 0;
    for (const kind of live.kinds) {
      const list = live.byKind[kind];
      const start = m;
      for (let k = 0; k < list.length; k++) {
        if (!live.alive(list[k])) continue;
        tiles[m++] = list[k];
        if (relax[pos[list[k]]] !== 0) left++;
      }
      if (m > start) ends[groups++] = m;
    }
    const s = this.stride;
    for (let changed = true; changed && left > 0; ) {
      changed = false;
      let start = 0;
      for (let g = 0; g < groups; g++) {
        const end = ends[g];
        for (let i = start; i < end; i++) {
          const a = pos[tiles[i]];
          if (relax[a] === 0) continue;
          // A tile with no empty neighbour reaches only a partner next to it.
          const shut = relax[a - 1] !== 0 && relax[a + 1] !== 0 && relax[a - s] !== 0 && relax[a + s] !== 0;
          for (let j = start; j < end; j++) {
            if (j === i || (live.anyForbid && live.isForbidden(tiles[i], tiles[j]))) continue;
            const b = pos[tiles[j]];
            if (shut) {
              const d = a > b ? a - b : b - a;
              if (d !== 1 && d !== s) continue;
            } else if (findPath(relaxBoard, a, b) === 0) continue;
            setCell(relaxBoard, a, 0);
            left--;
            if (relax[b] !== 0) {
              setCell(relaxBoard, b, 0);
              left--;
            }
            this.record(tiles[i], tiles[j]);
            changed = true;
            break;
          }
        }
        start = end;
      }
    }
    this.marksLength[level] = this.count;
    return left === 0;
  }

  /**
   * Marks live tile t on the relaxed board through any allowed live partner it reaches there, trying
   * `first` (its partner in the parent's marks, else -1) before the others: it is usually still reached.
   */
  private markVia(t: number, first: number): boolean {
    if (first >= 0 && this.reaches(t, first)) return true;
    const list = this.live.byKind[this.live.kindOf[t]];
    for (let k = 0; k < list.length; k++) {
      const u = list[k];
      if (u !== first && this.reaches(t, u)) return true;
    }
    return false;
  }

  /** Marks t and u gone when u is a live, allowed partner of t that t reaches on the relaxed board. */
  private reaches(t: number, u: number): boolean {
    const live = this.live;
    if (u === t || !live.alive(u) || (live.anyForbid && live.isForbidden(t, u))) return false;
    const relax = this.relax;
    const a = live.pos[t];
    const b = live.pos[u];
    const s = this.stride;
    const d = a > b ? a - b : b - a;
    // Next to each other they are joined; else each needs an empty neighbour (u's cell may be empty already).
    if (d !== 1 && d !== s) {
      if (relax[a - 1] !== 0 && relax[a + 1] !== 0 && relax[a - s] !== 0 && relax[a + s] !== 0) return false;
      if (relax[b] !== 0 && relax[b - 1] !== 0 && relax[b + 1] !== 0 && relax[b - s] !== 0 && relax[b + s] !== 0)
        return false;
      if (findPath(this.relaxBoard, a, b) === 0) return false;
    }
    setCell(this.relaxBoard, a, 0);
    setCell(this.relaxBoard, b, 0);
    this.record(t, u);
    return true;
  }

  private record(t: number, u: number): void {
    const at = this.out + 2 * this.count++;
    this.marks[at] = t;
    this.marks[at + 1] = u;
  }
}
