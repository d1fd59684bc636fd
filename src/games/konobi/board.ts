// The Konobi board with its rule caches, kept up to date stone by stone: cells, "clean" points, legal
// points for both colours, and chains in a union-find. Legality of a point depends only on the cells
// within 3 points of it (docs/konobi.md, "Consequences"), so a stone changes the caches in a 7×7 window.
// Mutable on purpose: the immutable state in rules.ts copies a board before changing it, search code may
// mutate its own copy.
import { BLACK, EMPTY, type Stone, WHITE } from './points.js';

/** Diagonal steps in reading order, so refusals name the first stone in reading order. */
const DIAGONALS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
];
/** Orthogonal steps in reading order. */
const ORTHOGONALS: readonly (readonly [number, number])[] = [
  [0, -1],
  [-1, 0],
  [1, 0],
  [0, 1],
];

/** Edge bits of a chain: Black's top and bottom, White's left and right (docs/konobi.md). */
const FIRST_EDGE = 1;
const SECOND_EDGE = 2;
const BOTH_EDGES = 3;

/** Why a point is refused to a colour, as indices (rules.ts turns them into notation). */
export type PointRefusal =
  | { readonly rule: 'occupied' }
  | { readonly rule: 'crosscut'; readonly stone: number }
  | { readonly rule: 'weak'; readonly stone: number; readonly alternative: number };

export class KonobiBoard {
  readonly size: number;
  /** 0 empty, 1 Black, 2 White; index y * size + x, row 0 at the top. */
  readonly cells: Uint8Array;
  /**
   * Bit c set when the point is empty and a stone of colour c there would be weakly connected to no stone:
   * a "clean strong attachment" for any neighbouring stone of colour c.
   */
  readonly clean: Uint8Array;
  /** Bit c set when colour c may place a stone there now. */
  readonly legal: Uint8Array;
  /** Union-find over stones; links are never cut (a cut needs a crosscut), so chains only ever merge. */
  readonly parent: Int32Array;
  /** At a chain's root: which of its colour's edges the chain touches. */
  readonly edges: Uint8Array;
  /** Index by stone code: the number of legal points (legalCount[1] Black, [2] White) and of stones. */
  readonly legalCount: Int32Array;
  readonly stoneCount: Int32Array;
  /** 0 while nobody has won, else the stone code of the winner. */
  winner: number;

  constructor(size: number, from?: KonobiBoard) {
    this.size = size;
    const n = size * size;
    if (from) {
      this.cells = from.cells.slice();
      this.clean = from.clean.slice();
      this.legal = from.legal.slice();
      this.parent = from.parent.slice();
      this.edges = from.edges.slice();
      this.legalCount = from.legalCount.slice();
      this.stoneCount = from.stoneCount.slice();
      this.winner = from.winner;
      return;
    }
    this.cells = new Uint8Array(n);
    this.clean = new Uint8Array(n).fill(BLACK | WHITE);
    this.legal = new Uint8Array(n).fill(BLACK | WHITE);
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
    this.edges = new Uint8Array(n);
    this.legalCount = Int32Array.of(0, n, n);
    this.stoneCount = new Int32Array(3);
    this.winner = 0;
  }

  clone(): KonobiBoard {
    return new KonobiBoard(this.size, this);
  }

  /** The cell at (x, y), or 3 (neither colour) off the board, so "holds no stone of colour c" needs no bounds check. */
  at(x: number, y: number): number {
    const n = this.size;
    return x >= 0 && y >= 0 && x < n && y < n ? (this.cells[y * n + x] as number) : 3;
  }

  /** Whether a stone of colour c at (x, y) would be weakly connected to a stone at (x+dx, y+dy). */
  private weakTo(x: number, y: number, dx: number, dy: number, c: number): boolean {
    return this.at(x + dx, y + dy) === c && this.at(x + dx, y) !== c && this.at(x, y + dy) !== c;
  }

  private computeClean(x: number, y: number): number {
    if (this.cells[y * this.size + x] !== EMPTY) return 0;
    let bits = 0;
    for (let c = BLACK; c <= WHITE; c++) {
      let clean = true;
      for (const [dx, dy] of DIAGONALS) {
        if (this.weakTo(x, y, dx, dy, c)) {
          clean = false;
          break;
        }
      }
      if (clean) bits |= c;
    }
    return bits;
  }

  /** The own stone diagonal to (x, y) across which a stone of colour c would make a crosscut, or -1. */
  crosscutStone(x: number, y: number, c: number): number {
    const o = c ^ 3;
    for (const [dx, dy] of DIAGONALS) {
      if (this.at(x + dx, y + dy) === c && this.at(x + dx, y) === o && this.at(x, y + dy) === o) {
        return (y + dy) * this.size + x + dx;
      }
    }
    return -1;
  }

  /**
   * The weak-connection rule: the first stone q (reading order) that a stone of colour c at (x, y) would be
   * weakly connected to while an empty clean point a orthogonal to q exists; [q, a] or undefined.
   */
  weakViolation(x: number, y: number, c: number): [number, number] | undefined {
    const n = this.size;
    for (const [dx, dy] of DIAGONALS) {
      if (!this.weakTo(x, y, dx, dy, c)) continue;
      const qx = x + dx;
      const qy = y + dy;
      for (const [ox, oy] of ORTHOGONALS) {
        const ax = qx + ox;
        const ay = qy + oy;
        if (ax >= 0 && ay >= 0 && ax < n && ay < n && ((this.clean[ay * n + ax] as number) & c) !== 0) {
          return [qy * n + qx, ay * n + ax];
        }
      }
    }
    return undefined;
  }

  /** Why colour c may not place at point p, or undefined when it may. */
  refusal(p: number, c: Stone): PointRefusal | undefined {
    const n = this.size;
    if (this.cells[p] !== EMPTY) return { rule: 'occupied' };
    const x = p % n;
    const y = (p - x) / n;
    const stone = this.crosscutStone(x, y, c);
    if (stone >= 0) return { rule: 'crosscut', stone };
    const weak = this.weakViolation(x, y, c);
    if (weak) return { rule: 'weak', stone: weak[0], alternative: weak[1] };
    return undefined;
  }

  private computeLegal(x: number, y: number): number {
    if (this.cells[y * this.size + x] !== EMPTY) return 0;
    let bits = 0;
    for (let c = BLACK; c <= WHITE; c++) {
      if (this.crosscutStone(x, y, c) < 0 && this.weakViolation(x, y, c) === undefined) bits |= c;
    }
    return bits;
  }

  private setLegal(p: number, bits: number): void {
    const old = this.legal[p] as number;
    if (old === bits) return;
    this.legal[p] = bits;
    const lc = this.legalCount;
    lc[BLACK] = (lc[BLACK] as number) + (bits & BLACK) - (old & BLACK);
    lc[WHITE] = (lc[WHITE] as number) + ((bits & WHITE) >> 1) - ((old & WHITE) >> 1);
  }

  find(p: number): number {
    const parent = this.parent;
    while (parent[p] !== p) {
      const up = parent[parent[p] as number] as number;
      parent[p] = up;
      p = up;
    }
    return p;
  }

  private edgeBits(x: number, y: number, c: number): number {
    const n = this.size;
    if (c === BLACK) return (y === 0 ? FIRST_EDGE : 0) | (y === n - 1 ? SECOND_EDGE : 0);
    return (x === 0 ? FIRST_EDGE : 0) | (x === n - 1 ? SECOND_EDGE : 0);
  }

  /** Joins p's chain with every stone of its colour among its 8 neighbours (a chain is an 8-connected group). */
  private link(p: number): void {
    const n = this.size;
    const c = this.cells[p] as number;
    const x = p % n;
    const y = (p - x) / n;
    let root = this.find(p);
    this.edges[root] = (this.edges[root] as number) | this.edgeBits(x, y, c);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || this.at(x + dx, y + dy) !== c) continue;
        const other = this.find((y + dy) * n + x + dx);
        if (other === root) continue;
        // Union by index keeps this deterministic; path halving keeps the trees shallow enough.
        this.parent[other] = root;
        this.edges[root] = (this.edges[root] as number) | (this.edges[other] as number);
      }
    }
    root = this.find(p);
    if (this.edges[root] === BOTH_EDGES && this.winner === 0) this.winner = c;
  }

  /** Places a stone of colour c at the empty point p and updates every cache; trusts its input. */
  place(p: number, c: Stone): void {
    const n = this.size;
    const x = p % n;
    const y = (p - x) / n;
    this.cells[p] = c;
    this.stoneCount[c] = (this.stoneCount[c] as number) + 1;
    // Clean flags depend on the 3×3 around a point; find the box of those that changed.
    let minX = x - 1;
    let maxX = x + 1;
    let minY = y - 1;
    let maxY = y + 1;
    let changedMinX = n;
    let changedMaxX = -1;
    let changedMinY = n;
    let changedMaxY = -1;
    for (let cy = Math.max(0, minY); cy <= Math.min(n - 1, maxY); cy++) {
      for (let cx = Math.max(0, minX); cx <= Math.min(n - 1, maxX); cx++) {
        const i = cy * n + cx;
        const bits = this.computeClean(cx, cy);
        if (bits === this.clean[i]) continue;
        this.clean[i] = bits;
        changedMinX = Math.min(changedMinX, cx);
        changedMaxX = Math.max(changedMaxX, cx);
        changedMinY = Math.min(changedMinY, cy);
        changedMaxY = Math.max(changedMaxY, cy);
      }
    }
    // Legality depends on the cells within 1 (crosscuts, weak links) and on clean flags within 2 (a clean
    // attachment is orthogonal to a diagonal neighbour), so recompute that window and nothing more.
    if (changedMaxX >= 0) {
      minX = Math.min(minX, changedMinX - 2);
      maxX = Math.max(maxX, changedMaxX + 2);
      minY = Math.min(minY, changedMinY - 2);
      maxY = Math.max(maxY, changedMaxY + 2);
    }
    for (let ly = Math.max(0, minY); ly <= Math.min(n - 1, maxY); ly++) {
      for (let lx = Math.max(0, minX); lx <= Math.min(n - 1, maxX); lx++) {
        this.setLegal(ly * n + lx, this.computeLegal(lx, ly));
      }
    }
    this.link(p);
  }

  /** Rebuilds every cache from the cells alone (after a position is read). */
  recomputeAll(): void {
    const n = this.size;
    this.stoneCount.fill(0);
    this.legalCount.fill(0);
    this.legal.fill(0);
    this.winner = 0;
    for (let i = 0; i < n * n; i++) {
      this.parent[i] = i;
      this.edges[i] = 0;
      const c = this.cells[i] as number;
      if (c !== EMPTY) this.stoneCount[c] = (this.stoneCount[c] as number) + 1;
    }
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) this.clean[y * n + x] = this.computeClean(x, y);
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) this.setLegal(y * n + x, this.computeLegal(x, y));
    for (let i = 0; i < n * n; i++) if (this.cells[i] !== EMPTY) this.link(i);
  }

  /** The top-left point of a 2×2 square holding a crosscut, or -1 when the position has none. */
  findCrosscut(): number {
    const n = this.size;
    const cells = this.cells;
    for (let y = 0; y + 1 < n; y++) {
      for (let x = 0; x + 1 < n; x++) {
        const a = cells[y * n + x] as number;
        const b = cells[y * n + x + 1] as number;
        const c = cells[(y + 1) * n + x] as number;
        const d = cells[(y + 1) * n + x + 1] as number;
        if (a !== EMPTY && b !== EMPTY && a === d && b === c && a !== b) return y * n + x;
      }
    }
    return -1;
  }
}
