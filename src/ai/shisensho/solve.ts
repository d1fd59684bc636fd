// The exact Shisen-Sho solver, with and without gravity: depth-first search over removable pairs, forced
// safe removals, and a bounded table of failed positions keyed by the exact set of removed tiles.
//
// Why it is exact and what it prunes (facts from issue 3):
// - Without gravity, removing tiles only empties cells, so a pair that can connect stays connectable until
//   it is used. Hence clearing a whole kind now, when its tiles can be paired off in sequence, is always
//   safe: any solution stays valid with those removals moved to the front. The closure applies it before
//   each branching, so the only real choices left are how to pair the copies of kinds still needing them.
// - With gravity the same holds for tiles with nothing above them: removing such tiles moves no other tile,
//   so a kind whose tiles can be removed in sequence, each one on top of its column when it goes, is safe.
// - The set of removed tiles identifies a position (with gravity too: each column is its remaining tiles,
//   fallen to the bottom in their order), so a failed set is stored and never searched again. Keys are the
//   full bitsets, not hashes, so a table hit is never a false one.
// Memory is bounded: the table holds at most `maxTableEntries` sets (default 2^18, about 5 MB for 18×8);
// when it is full the search goes on without storing. Time is bounded by `maxNodes` (default 2,000,000)
// and optionally by `timeMs` on an injected clock; when a budget runs out the answer is null, never a guess.
import {
  type Board,
  type Cell,
  findPath,
  isBefore,
  type ShisenShoMove,
  type ShisenShoState,
} from '../../games/shisensho/index.js';

export interface SolveOptions {
  /** Whether tiles fall after a removal (the gravity variant); default false. */
  readonly gravity?: boolean;
  /** Nodes (positions expanded) before giving up with `solvable: null`. */
  readonly maxNodes?: number;
  /** Wall-clock budget in milliseconds, measured with `now` (engines have no clock); ignored without it. */
  readonly timeMs?: number;
  readonly now?: () => number;
  /** The most failed positions remembered (memory bound). */
  readonly maxTableEntries?: number;
}

export interface SolveResult {
  /** true: `moves` clear the board; false: proven that no sequence does; null: the budget ran out first. */
  readonly solvable: boolean | null;
  /** When solvable, the pairs in play order, each as the cells are when it is played. */
  readonly moves: readonly ShisenShoMove[];
  /** Positions expanded. */
  readonly nodes: number;
}

export const DEFAULT_MAX_NODES = 2_000_000;
export const DEFAULT_TABLE_ENTRIES = 1 << 18;

export function solveState(state: ShisenShoState, options: Omit<SolveOptions, 'gravity'> = {}): SolveResult {
  return solve(state.board, { ...options, gravity: state.params.gravity });
}

export function solve(board: Board, options: SolveOptions = {}): SolveResult {
  const search = new Search(board, options);
  const found = search.run();
  return {
    solvable: search.aborted ? null : found,
    moves: found ? search.solution() : [],
    nodes: search.nodes,
  };
}

/** A mutable position with make/unmake by snapshots; private to the solver. */
class Search {
  nodes = 0;
  aborted = false;
  private readonly stride: number;
  private readonly rows: number;
  private readonly height: number;
  private readonly gravity: boolean;
  private readonly n: number;
  private readonly words: number;
  private readonly kindOf: Uint8Array;
  private readonly byKind: Int32Array[];
  private readonly kinds: number[];
  private readonly zobrist: Uint32Array;
  // The live position.
  private readonly cells: Uint8Array;
  private readonly idAt: Int16Array;
  private readonly pos: Int16Array;
  private readonly removed: Uint32Array;
  private hash = 0;
  private depth = 0;
  // Snapshots before each removal (by depth) and the removals made (two padded cells each, as played).
  private readonly savedCells: Uint8Array;
  private readonly savedIdAt: Int16Array;
  private readonly savedPos: Int16Array;
  private readonly savedRemoved: Uint32Array;
  private readonly savedHash: Int32Array;
  private readonly played: Int32Array;
  // Candidate pairs, a stack of frames.
  private readonly cand: Int32Array;
  private sp = 0;
  // Failed positions: open addressing on the hash, full keys compared.
  private readonly tableMask: number;
  private readonly tableKeys: Uint32Array;
  private readonly tableUsed: Uint8Array;
  private tableCount = 0;
  private readonly maxEntries: number;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly now: (() => number) | undefined;

  constructor(board: Board, options: SolveOptions) {
    this.stride = board.width + 2;
    this.rows = board.height + 2;
    this.height = board.height;
    this.gravity = options.gravity ?? false;
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.maxEntries = options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES;
    this.now = options.timeMs !== undefined && options.now !== undefined ? options.now : undefined;
    this.deadline = this.now ? this.now() + (options.timeMs as number) : Number.POSITIVE_INFINITY;
    const size = board.cells.length;
    this.cells = board.cells.slice();
    this.idAt = new Int16Array(size).fill(-1);
    const ids: number[] = [];
    for (let i = 0; i < size; i++) if (this.cells[i] !== 0) ids.push(i);
    this.n = ids.length;
    this.words = Math.max(1, Math.ceil(this.n / 32));
    this.pos = new Int16Array(this.n);
    this.kindOf = new Uint8Array(this.n);
    const lists: number[][] = Array.from({ length: 64 }, () => []);
    ids.forEach((cell, id) => {
      this.idAt[cell] = id;
      this.pos[id] = cell;
      this.kindOf[id] = this.cells[cell];
      lists[this.cells[cell]].push(id);
    });
    this.byKind = lists.map((l) => Int32Array.from(l));
    this.kinds = [];
    let maxPairs = 1;
    lists.forEach((l, k) => {
      if (l.length > 0) {
        this.kinds.push(k);
        maxPairs += (l.length * (l.length - 1)) / 2;
      }
    });
    this.removed = new Uint32Array(this.words);
    // Deterministic Zobrist keys (xorshift32): the hash only picks table slots; keys are compared in full.
    this.zobrist = new Uint32Array(this.n);
    let x = 0x9e3779b9;
    for (let i = 0; i < this.n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.zobrist[i] = x >>> 0;
    }
    const levels = (this.n >> 1) + 1;
    this.savedCells = new Uint8Array(levels * size);
    this.savedIdAt = new Int16Array(levels * size);
    this.savedPos = new Int16Array(levels * Math.max(1, this.n));
    this.savedRemoved = new Uint32Array(levels * this.words);
    this.savedHash = new Int32Array(levels);
    this.played = new Int32Array(levels * 2);
    this.cand = new Int32Array(levels * maxPairs * 2 + 2);
    let cap = 1024;
    while (cap < this.maxEntries * 2) cap *= 2;
    this.tableMask = cap - 1;
    this.tableKeys = new Uint32Array(cap * this.words);
    this.tableUsed = new Uint8Array(cap);
  }

  run(): boolean {
    if (this.n % 2 !== 0) return false;
    return this.search();
  }

  /** The removals made, as moves on the cells as they were when played. */
  solution(): ShisenShoMove[] {
    const moves: ShisenShoMove[] = [];
    for (let d = 0; d < this.depth; d++) {
      const a = this.cellOf(this.played[2 * d]);
      const b = this.cellOf(this.played[2 * d + 1]);
      moves.push(isBefore(b, a) ? { a: b, b: a } : { a, b });
    }
    return moves;
  }

  private cellOf(index: number): Cell {
    return { x: (index % this.stride) - 1, y: Math.floor(index / this.stride) - 1 };
  }

  private alive(id: number): boolean {
    return (this.removed[id >> 5] & (1 << (id & 31))) === 0;
  }

  private connects(p: number, q: number): boolean {
    return findPath(this.cells, this.stride, this.rows, this.pos[p], this.pos[q]) !== 0;
  }

  /** With gravity, a tile is free when nothing lies on it, so removing it moves no other tile. */
  private isTop(id: number): boolean {
    return this.cells[this.pos[id] - this.stride] === 0;
  }

  private remove(p: number, q: number): void {
    const d = this.depth;
    const size = this.cells.length;
    this.savedCells.set(this.cells, d * size);
    this.savedIdAt.set(this.idAt, d * size);
    this.savedPos.set(this.pos, d * this.n);
    this.savedRemoved.set(this.removed, d * this.words);
    this.savedHash[d] = this.hash;
    const a = this.pos[p];
    const b = this.pos[q];
    this.played[2 * d] = a;
    this.played[2 * d + 1] = b;
    this.cells[a] = 0;
    this.cells[b] = 0;
    this.idAt[a] = -1;
    this.idAt[b] = -1;
    this.removed[p >> 5] |= 1 << (p & 31);
    this.removed[q >> 5] |= 1 << (q & 31);
    this.hash = (this.hash ^ this.zobrist[p] ^ this.zobrist[q]) | 0;
    if (this.gravity) {
      this.settle(a % this.stride);
      if (b % this.stride !== a % this.stride) this.settle(b % this.stride);
    }
    this.depth = d + 1;
  }

  private settle(column: number): void {
    const stride = this.stride;
    let write = this.height * stride + column;
    for (let read = write; read >= stride; read -= stride) {
      const c = this.cells[read];
      if (c === 0) continue;
      if (read !== write) {
        const id = this.idAt[read];
        this.cells[write] = c;
        this.idAt[write] = id;
        this.pos[id] = write;
        this.cells[read] = 0;
        this.idAt[read] = -1;
      }
      write -= stride;
    }
  }

  /** Takes back every removal made at depth `d` and after. */
  private undoTo(d: number): void {
    if (this.depth === d) return;
    const size = this.cells.length;
    this.cells.set(this.savedCells.subarray(d * size, (d + 1) * size));
    this.idAt.set(this.savedIdAt.subarray(d * size, (d + 1) * size));
    this.pos.set(this.savedPos.subarray(d * this.n, (d + 1) * this.n));
    this.removed.set(this.savedRemoved.subarray(d * this.words, (d + 1) * this.words));
    this.hash = this.savedHash[d];
    this.depth = d;
  }

  /** Removes every tile of `kind` by pairs joined in sequence, or changes nothing and returns false. */
  private clearKind(kind: number): boolean {
    const list = this.byKind[kind];
    let first = -1;
    for (let k = 0; k < list.length; k++) {
      if (this.alive(list[k])) {
        first = list[k];
        break;
      }
    }
    if (first < 0) return true;
    if (this.gravity && !this.isTop(first)) return false;
    const mark = this.depth;
    for (let k = 0; k < list.length; k++) {
      const other = list[k];
      if (other === first || !this.alive(other)) continue;
      if (this.gravity && !this.isTop(other) && this.cells[this.pos[other] - this.stride] !== 0) {
        // Only the tile right under `first` may be covered, and only by `first` itself.
        if (this.pos[other] - this.stride !== this.pos[first]) continue;
      }
      if (!this.connects(first, other)) continue;
      this.remove(first, other);
      if (this.clearKind(kind)) return true;
      this.undoTo(mark);
    }
    return false;
  }

  private remaining(): number {
    return this.n - 2 * this.depth;
  }

  private search(): boolean {
    this.nodes++;
    if (
      this.nodes > this.maxNodes ||
      ((this.nodes & 255) === 0 && this.now !== undefined && this.now() > this.deadline)
    ) {
      this.aborted = true;
      return false;
    }
    const mark = this.depth;
    // Safe removals until none applies.
    for (let changed = true; changed; ) {
      changed = false;
      for (const kind of this.kinds) {
        const before = this.depth;
        if (this.hasAlive(kind) && this.clearKind(kind) && this.depth > before) changed = true;
      }
    }
    if (this.remaining() === 0) return true;
    if (this.seen()) {
      this.undoTo(mark);
      return false;
    }
    const base = this.sp;
    for (const kind of this.kinds) {
      const list = this.byKind[kind];
      for (let i = 0; i < list.length; i++) {
        const p = list[i];
        if (!this.alive(p)) continue;
        for (let j = i + 1; j < list.length; j++) {
          const q = list[j];
          if (this.alive(q) && this.connects(p, q)) {
            this.cand[this.sp++] = p;
            this.cand[this.sp++] = q;
          }
        }
      }
    }
    const top = this.sp;
    const here = this.depth;
    for (let c = base; c < top; c += 2) {
      this.remove(this.cand[c], this.cand[c + 1]);
      if (this.search()) {
        this.sp = base;
        return true;
      }
      this.undoTo(here);
      if (this.aborted) break;
    }
    this.sp = base;
    if (!this.aborted) this.store();
    this.undoTo(mark);
    return false;
  }

  private hasAlive(kind: number): boolean {
    const list = this.byKind[kind];
    for (let k = 0; k < list.length; k++) if (this.alive(list[k])) return true;
    return false;
  }

  private slotOf(): number {
    let slot = (Math.imul(this.hash, 0x9e3779b1) >>> 7) & this.tableMask;
    const w = this.words;
    for (;;) {
      if (this.tableUsed[slot] === 0) return slot;
      let same = true;
      for (let k = 0; k < w && same; k++) same = this.tableKeys[slot * w + k] === this.removed[k];
      if (same) return slot;
      slot = (slot + 1) & this.tableMask;
    }
  }

  private seen(): boolean {
    return this.tableUsed[this.slotOf()] === 1;
  }

  private store(): void {
    if (this.tableCount >= this.maxEntries) return;
    const slot = this.slotOf();
    if (this.tableUsed[slot] === 1) return;
    this.tableUsed[slot] = 1;
    this.tableKeys.set(this.removed, slot * this.words);
    this.tableCount++;
  }
}
