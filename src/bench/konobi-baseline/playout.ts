// Frozen copy of the Konobi player before the search enhancements: the benchmark's "old default". Do not edit.
// Konobi playouts on a private mutable board built for speed: a grid with a border ring, legality computed
// only for the point about to be played (the engine's KonobiBoard keeps every point's legality up to date,
// which costs a 7×7 window per stone and is too slow for tens of thousands of playouts), union-find chains
// with edge flags, decisive moves (take a winning point next to the own last stone) and anti-decisive moves
// (occupy the opponent's winning point next to its last stone). Nothing is allocated per move or playout.
// The rules are the engine's (docs/konobi.md); test/ai/konobi.test.ts checks legalAt against board.legal.
import type { Rng } from '../../core/rng.js';
import { BLACK, type KonobiBoard } from '../../games/konobi/index.js';

/** A cell of the border ring: neither colour nor empty. */
const BORDER = 3;

/** The edges of colour c that a stone at (x, y) touches: bit 1 top/left, bit 2 bottom/right (as board.ts). */
function edgeBits(size: number, x: number, y: number, c: number): number {
  if (c === BLACK) return (y === 0 ? 1 : 0) | (y === size - 1 ? 2 : 0);
  return (x === 0 ? 1 : 0) | (x === size - 1 ? 2 : 0);
}

/** Whether colour c may place at p on the engine's board and would thereby join its two edges. */
export function isWinningPoint(board: KonobiBoard, p: number, c: number): boolean {
  if ((board.legal[p] & c) === 0) return false;
  const n = board.size;
  const x = p % n;
  const y = (p - x) / n;
  let bits = edgeBits(n, x, y, c);
  for (let dy = -1; dy <= 1; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= n) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= n || (dx === 0 && dy === 0)) continue;
      const q = yy * n + xx;
      if (board.cells[q] === c) bits |= board.edges[board.find(q)];
    }
  }
  return bits === 3;
}

/** Every winning point of colour c, in reading order (a full scan: for the root, not for playouts). */
export function winningPoints(board: KonobiBoard, c: number): number[] {
  const points: number[] = [];
  for (let p = 0; p < board.cells.length; p++) if (isWinningPoint(board, p, c)) points.push(p);
  return points;
}

/**
 * The search's board: cells on a (size + 2)² grid whose border ring holds BORDER, so neighbours need no
 * bounds checks. Points here are padded indices; `pad` and `unpad` convert from and to the engine's.
 */
export class FastBoard {
  readonly size: number;
  readonly width: number;
  readonly cells: Uint8Array;
  readonly parent: Int32Array;
  readonly edges: Uint8Array;
  /** Stone code of the winner, 0 while nobody has won. */
  winner = 0;
  /** Offsets of the 4 diagonal and the 8 surrounding neighbours. */
  private readonly diagonals: Int32Array;
  private readonly around: Int32Array;
  /** Edge bits per padded point, for Black (index 1) and White (index 2). */
  private readonly edgeOf: Uint8Array[];
  /** The empty points and each point's slot in that list, for random choice without scanning. */
  readonly empties: Int32Array;
  private readonly slot: Int32Array;
  emptyCount = 0;
  /** Scratch list of legal points, for the full scan when random tries keep hitting illegal points. */
  private readonly scratch: Int32Array;

  constructor(size: number) {
    this.size = size;
    const w = size + 2;
    this.width = w;
    this.cells = new Uint8Array(w * w).fill(BORDER);
    this.parent = new Int32Array(w * w);
    this.edges = new Uint8Array(w * w);
    this.diagonals = Int32Array.of(-w - 1, -w + 1, w - 1, w + 1);
    this.around = Int32Array.of(-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1);
    this.edgeOf = [new Uint8Array(0), new Uint8Array(w * w), new Uint8Array(w * w)];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const p = (y + 1) * w + x + 1;
        this.edgeOf[1][p] = edgeBits(size, x, y, 1);
        this.edgeOf[2][p] = edgeBits(size, x, y, 2);
      }
    }
    this.empties = new Int32Array(size * size);
    this.slot = new Int32Array(w * w);
    this.scratch = new Int32Array(size * size);
  }

  pad(point: number): number {
    const x = point % this.size;
    return ((point - x) / this.size + 1) * this.width + x + 1;
  }

  unpad(p: number): number {
    const x = (p % this.width) - 1;
    return ((p - x - 1) / this.width - 1) * this.size + x;
  }

  /** Loads the engine's board: stones, chains (roots and edge flags) and winner. */
  load(board: KonobiBoard): void {
    const n = this.size;
    for (let point = 0; point < n * n; point++) {
      const p = this.pad(point);
      this.cells[p] = board.cells[point];
      const root = board.find(point);
      this.parent[p] = this.pad(root);
      this.edges[p] = root === point ? board.edges[point] : 0;
    }
    this.winner = board.winner;
    this.listEmpties();
  }

  /** Copies another FastBoard of the same size (cheaper than `load` for every playout). */
  copyFrom(other: FastBoard): void {
    this.cells.set(other.cells);
    this.parent.set(other.parent);
    this.edges.set(other.edges);
    this.empties.set(other.empties);
    this.slot.set(other.slot);
    this.emptyCount = other.emptyCount;
    this.winner = other.winner;
  }

  private listEmpties(): void {
    let count = 0;
    const cells = this.cells;
    for (let p = 0; p < cells.length; p++) {
      if (cells[p] === 0) {
        this.empties[count] = p;
        this.slot[p] = count;
        count++;
      }
    }
    this.emptyCount = count;
  }

  /** Whether a stone of colour c at the empty point a would be weakly connected to no stone. */
  private clean(a: number, c: number): boolean {
    const cells = this.cells;
    if (cells[a] !== 0) return false;
    const w = this.width;
    for (let i = 0; i < 4; i++) {
      const d = this.diagonals[i];
      if (cells[a + d] !== c) continue;
      const dx = d === -w - 1 || d === w - 1 ? -1 : 1;
      if (cells[a + dx] !== c && cells[a + d - dx] !== c) return false;
    }
    return true;
  }

  /** The engine's rule for colour c at the padded point p: empty, no crosscut, no illegal weak connection. */
  legalAt(p: number, c: number): boolean {
    const cells = this.cells;
    if (cells[p] !== 0) return false;
    const w = this.width;
    const o = c ^ 3;
    for (let i = 0; i < 4; i++) {
      const d = this.diagonals[i];
      const q = p + d;
      if (cells[q] !== c) continue;
      const dx = i === 0 || i === 2 ? -1 : 1;
      const h = cells[p + dx];
      const v = cells[q - dx];
      if (h === o && v === o) return false;
      if (h === c || v === c) continue;
      // Weak to q: illegal if some orthogonal neighbour of q is a clean strong attachment.
      if (this.clean(q - w, c) || this.clean(q - 1, c) || this.clean(q + 1, c) || this.clean(q + w, c)) return false;
    }
    return true;
  }

  find(p: number): number {
    const parent = this.parent;
    while (parent[p] !== p) {
      const up = parent[parent[p]];
      parent[p] = up;
      p = up;
    }
    return p;
  }

  /** Whether colour c may place at p and would join its two edges. */
  wins(p: number, c: number): boolean {
    let bits = this.edgeOf[c][p];
    const cells = this.cells;
    for (let i = 0; i < 8; i++) {
      const q = p + this.around[i];
      if (cells[q] === c) bits |= this.edges[this.find(q)];
    }
    return bits === 3 && this.legalAt(p, c);
  }

  /** Places colour c at the empty point p (trusted legal), joining its chains and noting a win. */
  place(p: number, c: number): void {
    const cells = this.cells;
    cells[p] = c;
    const s = this.slot[p];
    const last = this.empties[--this.emptyCount];
    this.empties[s] = last;
    this.slot[last] = s;
    this.parent[p] = p;
    let bits = this.edgeOf[c][p];
    for (let i = 0; i < 8; i++) {
      const q = p + this.around[i];
      if (cells[q] !== c) continue;
      const r = this.find(q);
      if (r === p) continue;
      bits |= this.edges[r];
      this.parent[r] = p;
    }
    this.edges[p] = bits;
    if (bits === 3 && this.winner === 0) this.winner = c;
  }

  /** A winning point of colour c among the 8 neighbours of m (a stone of colour c), or -1 (m < 0: none). */
  winningNear(m: number, c: number): number {
    // A point next to m whose win does not use m's chain was a winning point before m: only look when m's
    // chain touches an edge (most chains in a playout touch none, so this saves most of the work).
    if (m < 0 || this.edges[this.find(m)] === 0) return -1;
    for (let i = 0; i < 8; i++) {
      const p = m + this.around[i];
      if (this.cells[p] === 0 && this.wins(p, c)) return p;
    }
    return -1;
  }

  /** The legal points of colour c into `out` (from index 0); returns how many. */
  legalPoints(c: number, out: Int32Array): number {
    let k = 0;
    for (let i = 0; i < this.emptyCount; i++) {
      const p = this.empties[i];
      if (this.legalAt(p, c)) out[k++] = p;
    }
    return k;
  }

  /** A uniformly random legal point of colour c, or -1 when it has none (then it must pass). */
  randomLegal(c: number, rng: Rng): number {
    const count = this.emptyCount;
    if (count === 0) return -1;
    for (let tries = 0; tries < 16; tries++) {
      const p = this.empties[rng.int(count)];
      if (this.legalAt(p, c)) return p;
    }
    const k = this.legalPoints(c, this.scratch);
    return k === 0 ? -1 : this.scratch[rng.int(k)];
  }

  /**
   * Plays random legal moves (colour c to move; lastBlack/lastWhite the last stones, -1 if unknown) until
   * someone wins; returns the winner's stone code, or 0 if neither side can move.
   */
  playout(c: number, lastBlack: number, lastWhite: number, rng: Rng): number {
    let lastOwn = c === BLACK ? lastBlack : lastWhite;
    let lastOther = c === BLACK ? lastWhite : lastBlack;
    let passes = 0;
    while (this.winner === 0) {
      const o = c ^ 3;
      let p = this.winningNear(lastOwn, c);
      if (p < 0) {
        p = this.winningNear(lastOther, o);
        if (p >= 0 && !this.legalAt(p, c)) p = -1;
      }
      if (p < 0) p = this.randomLegal(c, rng);
      if (p < 0) {
        // A forced pass; two in a row mean neither side can move (the spec says this cannot happen).
        if (++passes === 2) return 0;
      } else {
        passes = 0;
        this.place(p, c);
      }
      const t = lastOwn;
      lastOwn = lastOther;
      lastOther = p < 0 ? t : p;
      c = o;
    }
    return this.winner;
  }
}
