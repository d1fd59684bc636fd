// Frozen copy of the Konobi playout board before the speed work (neighbour masks, one-chain joins): the
// benchmark's "before" line, and the reference test/ai/konobi/playout.test.ts holds today's board to, playout
// for playout. Not used by the program. Do not edit.
import type { Rng } from '../../core/rng.js';
import { BLACK, type KonobiBoard } from '../../games/konobi/index.js';

/** A cell of the border ring: neither colour nor empty. */
const BORDER = 3;
/** winningNear's answer when no point next to the stone would join the two edges, legal or not. */
export const NO_CANDIDATE = -2;

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
  /**
   * Each stone's chain representative (kept exact: a merge relabels the smaller chains), the edges and
   * the number of stones at each representative, and each chain's stones as a ring (next stone of the
   * same chain) so a chain can be walked.
   */
  readonly chainOf: Int32Array;
  readonly edges: Uint8Array;
  private readonly stones: Int32Array;
  readonly next: Int32Array;
  /** Per colour (index 1 Black, 2 White): the edges of the chain of each stone of that colour, 0 elsewhere. */
  readonly chainEdges: Uint8Array[];
  /** Stone code of the winner, 0 while nobody has won. */
  winner = 0;
  /** Offsets of the 8 surrounding neighbours. */
  private readonly around: Int32Array;
  /** Edge bits per padded point, for Black (index 1) and White (index 2). */
  private readonly edgeOf: Uint8Array[];
  /** 1 on the two outer rings of the board (where a stone far from the others is usually wasted). */
  private readonly outer: Uint8Array;
  /** The empty points and each point's slot in that list, for random choice without scanning. */
  readonly empties: Int32Array;
  private readonly slot: Int32Array;
  emptyCount = 0;
  /** Scratch list of legal points, for the full scan when random tries keep hitting illegal points. */
  private readonly scratch: Int32Array;
  /** The distinct chains next to the stone being placed. */
  private readonly roots = new Int32Array(8);
  /** Scratch bits per chain representative for saveNear, all 0 between calls. */
  private readonly mark: Uint8Array;
  /** Whether playouts answer a stone between two own chains by joining them elsewhere (see saveNear). */
  saveConnections = true;
  /** State of the playout's generator (mulberry32), seeded from the caller's Rng at each playout. */
  private seed = 0;

  constructor(size: number) {
    this.size = size;
    const w = size + 2;
    this.width = w;
    this.cells = new Uint8Array(w * w).fill(BORDER);
    this.chainOf = new Int32Array(w * w);
    this.stones = new Int32Array(w * w);
    this.edges = new Uint8Array(w * w);
    this.next = new Int32Array(w * w);
    this.chainEdges = [new Uint8Array(0), new Uint8Array(w * w), new Uint8Array(w * w)];
    this.around = Int32Array.of(-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1);
    this.edgeOf = [new Uint8Array(0), new Uint8Array(w * w), new Uint8Array(w * w)];
    this.outer = new Uint8Array(w * w);
    this.mark = new Uint8Array(w * w);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const p = (y + 1) * w + x + 1;
        this.outer[p] = Math.min(x, y, size - 1 - x, size - 1 - y) <= 1 ? 1 : 0;
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

  /** Loads the engine's board: stones, chains (representatives, rings and edge flags) and winner. */
  load(board: KonobiBoard): void {
    const n = this.size;
    this.chainEdges[1].fill(0);
    this.chainEdges[2].fill(0);
    this.stones.fill(0);
    for (let point = 0; point < n * n; point++) {
      const p = this.pad(point);
      const c = board.cells[point];
      this.cells[p] = c;
      const root = board.find(point);
      const r = this.pad(root);
      this.chainOf[p] = r;
      this.edges[p] = root === point ? board.edges[point] : 0;
      this.next[p] = p;
      if (c !== 0) {
        this.chainEdges[c][p] = board.edges[root];
        this.stones[r]++;
      }
    }
    // Then each stone joins its representative's ring (every ring starts as the stone alone above).
    for (let point = 0; point < n * n; point++) {
      const p = this.pad(point);
      const r = this.chainOf[p];
      if (this.cells[p] === 0 || r === p) continue;
      this.next[p] = this.next[r];
      this.next[r] = p;
    }
    this.winner = board.winner;
    this.listEmpties();
  }

  /** Copies another FastBoard of the same size (cheaper than `load` for every playout). */
  copyFrom(other: FastBoard): void {
    this.cells.set(other.cells);
    this.chainOf.set(other.chainOf);
    this.edges.set(other.edges);
    this.stones.set(other.stones);
    this.next.set(other.next);
    this.chainEdges[1].set(other.chainEdges[1]);
    this.chainEdges[2].set(other.chainEdges[2]);
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
    // Each diagonal neighbour of colour c with neither shared orthogonal neighbour of colour c is a weak link.
    if (cells[a - w - 1] === c && cells[a - 1] !== c && cells[a - w] !== c) return false;
    if (cells[a - w + 1] === c && cells[a + 1] !== c && cells[a - w] !== c) return false;
    if (cells[a + w - 1] === c && cells[a - 1] !== c && cells[a + w] !== c) return false;
    if (cells[a + w + 1] === c && cells[a + 1] !== c && cells[a + w] !== c) return false;
    return true;
  }

  /** Whether colour c, placing at p, would be weakly connected to q = p + dx + dy (dx = ±1, dy = ±width) illegally or form a crosscut. */
  private badDiagonal(p: number, dx: number, dy: number, c: number): boolean {
    const cells = this.cells;
    const q = p + dx + dy;
    if (cells[q] !== c) return false;
    const h = cells[p + dx];
    const v = cells[p + dy];
    if (h === c || v === c) return false;
    if (h === (c ^ 3) && v === (c ^ 3)) return true;
    // Weak to q: illegal if some orthogonal neighbour of q is a clean strong attachment.
    const w = this.width;
    return this.clean(q - w, c) || this.clean(q - 1, c) || this.clean(q + 1, c) || this.clean(q + w, c);
  }

  /** The engine's rule for colour c at the padded point p: empty, no crosscut, no illegal weak connection. */
  legalAt(p: number, c: number): boolean {
    if (this.cells[p] !== 0) return false;
    const w = this.width;
    return (
      !this.badDiagonal(p, -1, -w, c) &&
      !this.badDiagonal(p, 1, -w, c) &&
      !this.badDiagonal(p, -1, w, c) &&
      !this.badDiagonal(p, 1, w, c)
    );
  }

  /** The representative stone of p's chain. */
  find(p: number): number {
    return this.chainOf[p];
  }

  /** The edges colour c would touch with a stone at p: its own and those of the chains around it. */
  edgesWith(p: number, c: number): number {
    const e = this.chainEdges[c];
    const w = this.width;
    return (
      this.edgeOf[c][p] |
      e[p - w - 1] |
      e[p - w] |
      e[p - w + 1] |
      e[p - 1] |
      e[p + 1] |
      e[p + w - 1] |
      e[p + w] |
      e[p + w + 1]
    );
  }

  /** Whether colour c may place at p and would join its two edges. */
  wins(p: number, c: number): boolean {
    return this.edgesWith(p, c) === 3 && this.legalAt(p, c);
  }

  /**
   * Whether a stone of colour c at the empty point x leaves the opponent none of its `count` winning
   * candidates (points joining its edges, legal or not) as a legal point. Legality reads only the cells,
   * so the stone is put down and taken back.
   */
  stopsAll(x: number, c: number, candidates: Int32Array, count: number): boolean {
    const o = c ^ 3;
    this.cells[x] = c;
    let stops = true;
    for (let i = 0; i < count && stops; i++) if (candidates[i] !== x && this.legalAt(candidates[i], o)) stops = false;
    this.cells[x] = 0;
    return stops;
  }

  /** Places colour c at the empty point p (trusted legal), joining its chains and noting a win. */
  place(p: number, c: number): void {
    const cells = this.cells;
    const chainOf = this.chainOf;
    const edges = this.edges;
    const stones = this.stones;
    const roots = this.roots;
    cells[p] = c;
    const s = this.slot[p];
    const last = this.empties[--this.emptyCount];
    this.empties[s] = last;
    this.slot[last] = s;
    chainOf[p] = p;
    stones[p] = 1;
    this.next[p] = p;
    edges[p] = this.edgeOf[c][p];
    // The distinct chains around p and their edges; the largest one absorbs the others and p.
    let bits = edges[p];
    let k = 0;
    let big = p;
    for (let i = 0; i < 8; i++) {
      const q = p + this.around[i];
      if (cells[q] !== c) continue;
      const r = chainOf[q];
      let seen = false;
      for (let j = 0; j < k; j++) if (roots[j] === r) seen = true;
      if (seen) continue;
      roots[k++] = r;
      bits |= edges[r];
      if (stones[r] > stones[big]) big = r;
    }
    const chain = this.chainEdges[c];
    if (big !== p) this.absorb(big, p, bits, chain);
    for (let j = 0; j < k; j++) if (roots[j] !== big) this.absorb(big, roots[j], bits, chain);
    if (edges[big] !== bits) {
      // The surviving chain gains an edge: each stone's flags change at most twice a game.
      let t = big;
      do {
        chain[t] = bits;
        t = this.next[t];
      } while (t !== big);
      edges[big] = bits;
    }
    chain[p] = bits;
    if (bits === 3 && this.winner === 0) this.winner = c;
  }

  /** Moves chain r's stones into chain big (relabelled, with the joint edges), splicing the rings. */
  private absorb(big: number, r: number, bits: number, chain: Uint8Array): void {
    const next = this.next;
    const chainOf = this.chainOf;
    let t = r;
    do {
      chainOf[t] = big;
      chain[t] = bits;
      t = next[t];
    } while (t !== r);
    this.stones[big] += this.stones[r];
    const after = next[big];
    next[big] = next[r];
    next[r] = after;
  }

  /**
   * A winning point of colour c among the 8 neighbours of m (a stone of colour c): the point, -1 when there
   * is none, or NO_CANDIDATE when no empty neighbour would even join the two edges (legal or not), which stays
   * true until colour c places another stone (m < 0: NO_CANDIDATE).
   */
  winningNear(m: number, c: number): number {
    // A point next to m whose win does not use m's chain was a winning point before m: only look when m's
    // chain touches an edge (most chains in a playout touch none, so this saves most of the work).
    if (m < 0 || this.chainEdges[c][m] === 0) return NO_CANDIDATE;
    const cells = this.cells;
    let found = NO_CANDIDATE;
    for (let i = 0; i < 8; i++) {
      const p = m + this.around[i];
      if (cells[p] !== 0 || this.edgesWith(p, c) !== 3) continue;
      if (this.legalAt(p, c)) return p;
      found = -1;
    }
    return found;
  }

  /**
   * The playout's connection-saving reply: when the opponent's stone x touches two or more chains of colour c
   * (it took a point that would have joined them), a legal point next to x that still touches two of those
   * chains, or -1. The analogue of saving a bridge in Hex: two chains with two shared neighbours are as
   * good as joined.
   */
  saveNear(x: number, c: number): number {
    if (x < 0) return -1;
    const cells = this.cells;
    const chainOf = this.chainOf;
    const around = this.around;
    const roots = this.roots;
    const mark = this.mark;
    // Each distinct chain around x gets a bit in `mark` (at its representative), cleared before returning.
    let k = 0;
    for (let i = 0; i < 8; i++) {
      const q = x + around[i];
      if (cells[q] !== c) continue;
      const r = chainOf[q];
      if (mark[r] !== 0) continue;
      mark[r] = 1 << k;
      roots[k++] = r;
    }
    let found = -1;
    if (k >= 2) {
      const start = this.below(8);
      for (let n = 0; n < 8 && found < 0; n++) {
        const y = x + around[(start + n) & 7];
        if (cells[y] !== 0) continue;
        let mask = 0;
        for (let i = 0; i < 8; i++) {
          const q = y + around[i];
          if (cells[q] === c) mask |= mark[chainOf[q]];
        }
        if ((mask & (mask - 1)) !== 0 && this.legalAt(y, c)) found = y;
      }
    }
    for (let j = 0; j < k; j++) mark[roots[j]] = 0;
    return found;
  }

  /**
   * Simple knowledge about a stone of colour c at the empty point p, for the search's prior values: how many
   * distinct own chains it touches (2 or more: it joins them), whether it touches an opponent stone, whether
   * it is next to the point `near` (the opponent's last stone), and whether it is on the two outer rings with
   * no stone around it. Packed as joins | contact << 3 | local << 4 | lonely << 5.
   */
  features(p: number, c: number, near: number): number {
    const cells = this.cells;
    const chainOf = this.chainOf;
    const around = this.around;
    const roots = this.roots;
    let k = 0;
    let contact = 0;
    let local = 0;
    for (let i = 0; i < 8; i++) {
      const q = p + around[i];
      if (q === near) local = 1;
      const v = cells[q];
      if (v === (c ^ 3)) contact = 1;
      if (v !== c) continue;
      const r = chainOf[q];
      let seen = false;
      for (let j = 0; j < k; j++) if (roots[j] === r) seen = true;
      if (!seen) roots[k++] = r;
    }
    const lonely = k === 0 && contact === 0 && this.outer[p] === 1 ? 1 : 0;
    return k | (contact << 3) | (local << 4) | (lonely << 5);
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

  /** A uniform integer in [0, n) from the playout's own generator (mulberry32; n far below 2^21). */
  below(n: number): number {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) * n) / 4294967296) | 0;
  }

  /** A uniformly random legal point of colour c, or -1 when it has none (then it must pass). */
  private randomLegal(c: number): number {
    const count = this.emptyCount;
    if (count === 0) return -1;
    for (let tries = 0; tries < 16; tries++) {
      const p = this.empties[this.below(count)];
      if (this.legalAt(p, c)) return p;
    }
    const k = this.legalPoints(c, this.scratch);
    return k === 0 ? -1 : this.scratch[this.below(k)];
  }

  /**
   * Plays random legal moves (colour c to move; lastBlack/lastWhite the last stones, -1 if unknown) until
   * someone wins; returns the winner's stone code, or 0 if neither side can move.
   */
  playout(c: number, lastBlack: number, lastWhite: number, rng: Rng): number {
    this.seed = rng.nextUint32() | 0;
    let lastOwn = c === BLACK ? lastBlack : lastWhite;
    let lastOther = c === BLACK ? lastWhite : lastBlack;
    // Whether the own last stone is known to have no winning point next to it: the opponent looked on its
    // turn, and only a stone of the own colour can create one.
    let ownClear = false;
    let passes = 0;
    while (this.winner === 0) {
      const o = c ^ 3;
      let p: number = ownClear ? NO_CANDIDATE : this.winningNear(lastOwn, c);
      let otherClear = false;
      if (p < 0) {
        p = this.winningNear(lastOther, o);
        otherClear = p === NO_CANDIDATE;
        if (p >= 0 && !this.legalAt(p, c)) p = -1;
      }
      if (p < 0 && this.saveConnections) p = this.saveNear(lastOther, c);
      if (p < 0) p = this.randomLegal(c);
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
      ownClear = otherClear;
      c = o;
    }
    return this.winner;
  }
}
