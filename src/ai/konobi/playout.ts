// Konobi playouts on a private mutable board built for speed: a grid with a border ring; per point and colour
// an 8-bit mask of the surrounding stones, kept up to date by each stone (8 writes), so legality is a few bit
// operations on two masks (the engine's KonobiBoard keeps every point's legality up to date instead, which
// costs a 7×7 window per stone and is too slow for tens of thousands of playouts); chains labelled exactly
// with each stone carrying its chain's edges (so "would this point win?" reads 9 cells), found around a point
// through the runs of its mask (consecutive neighbours touch, so a run is one chain); decisive moves (take a
// winning point next to the own last stone), anti-decisive moves (occupy the opponent's winning point next to
// its last stone), the connection-saving reply, and a small generator of its own seeded from the caller's Rng
// once per playout. Nothing is allocated per move or playout.
// The rules are the engine's (docs/konobi.md); test/ai/konobi.test.ts checks this board against the engine's,
// and test/ai/konobi/playout.test.ts its playouts against the slower board it replaced, move for move.
import type { Rng } from '../../core/rng.js';
import { BLACK, type KonobiBoard } from '../../games/konobi/index.js';

/** A cell of the border ring: neither colour nor empty. */
const BORDER = 3;
/** winningNear's answer when no point next to the stone would join the two edges, legal or not. */
export const NO_CANDIDATE = -2;

/**
 * Neighbour masks: bit i stands for the neighbour in direction i, going round the point clockwise from the
 * top-left: 0 NW, 1 N, 2 NE, 3 E, 4 SE, 5 S, 6 SW, 7 W. Neighbours i and i + 1 (mod 8) touch orthogonally,
 * so the stones of a run of consecutive bits belong to one chain. The diagonals are the even bits.
 */
const DIAGONALS = 0x55;

/** The mask turned one step clockwise (bit i - 1 moves to bit i) and anticlockwise (bit i + 1 to bit i). */
function turnCw(m: number): number {
  return ((m << 1) | (m >>> 7)) & 0xff;
}
function turnCcw(m: number): number {
  return ((m >>> 1) | (m << 7)) & 0xff;
}

/** For a mask of own stones around an empty point: the diagonals a stone there would be weakly connected to. */
const WEAK = new Uint8Array(256);
/**
 * For a mask of own stones: the direction of the first stone of each run, packed 4 bits each as direction + 8
 * (so every entry is non-zero), at most 4 runs. Below 16: at most one run, so at most one chain.
 */
const RUNS = new Uint16Array(256);
for (let m = 0; m < 256; m++) {
  WEAK[m] = m & DIAGONALS & ~(turnCw(m) | turnCcw(m));
  const starts = m === 0xff ? 1 : m & ~turnCw(m);
  let list = 0;
  let shift = 0;
  for (let i = 0; i < 8; i++) {
    if ((starts & (1 << i)) === 0) continue;
    list |= (i + 8) << shift;
    shift += 4;
  }
  RUNS[m] = list;
}

/** The directions in reading order (NW, N, NE, W, E, SW, S, SE): the order the playout policy scans in. */
const READING = [0, 1, 2, 7, 3, 6, 5, 4];
/** For a mask: its directions in reading order, 3 bits each, and (POPULATION) how many. */
const IN_READING = new Uint32Array(256);
const POPULATION = new Uint8Array(256);
for (let m = 0; m < 256; m++) {
  let list = 0;
  let count = 0;
  for (const d of READING) {
    if ((m & (1 << d)) === 0) continue;
    list |= d << (3 * count);
    count++;
  }
  IN_READING[m] = list;
  POPULATION[m] = count;
}
/** A mask by direction turned into one by reading order (bit i for the i-th direction of READING). */
const TO_READING = new Uint8Array(256);
for (let m = 0; m < 256; m++) for (let i = 0; i < 8; i++) if (m & (1 << READING[i])) TO_READING[m] |= 1 << i;

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
  /**
   * Per colour: the edges of the chain of each stone of that colour at c · area + point (c = 1 Black, 2
   * White), 0 elsewhere. One flat array (like `masks` and `edgeOf`): a read is one typed-array access, not two.
   */
  readonly chainEdges: Uint8Array;
  /**
   * The whole state a playout changes, as bytes: the chain labels, stone counts, rings, empty slots and empty
   * points, then the cells, edges, chain edges and masks, all views into one buffer, so that `copyFrom` is one
   * copy (a `set` call costs 30–60 ns however short the array: nine cost more than one of the whole state).
   */
  private readonly state: Uint8Array;
  /** Stone code of the winner, 0 while nobody has won. */
  winner = 0;
  /**
   * Each point's mask of the stones of colour c around it, at c · area + point (c = 1 Black, 2 White): one
   * array for both colours, so a read is one typed-array access.
   */
  readonly masks: Uint8Array;
  /** The number of cells of the padded grid, width². */
  readonly area: number;
  /** Offsets of the 8 surrounding neighbours in reading order (the order the playout policy scans them). */
  private readonly around: Int32Array;
  /** Offsets of the 8 surrounding neighbours by mask direction (clockwise from the top-left). */
  private readonly step: Int32Array;
  /** Edge bits of colour c per padded point, at c · area + point. */
  private readonly edgeOf: Uint8Array;
  /** 1 on the two outer rings of the board (where a stone far from the others is usually wasted). */
  private readonly outer: Uint8Array;
  /** At p - q + width + 1: 1 when the points p and q are neighbours (one of the 8 around), for `features`. */
  private readonly adjacent: Uint8Array;
  /** Each point's mask of the neighbours on the board (not on the border ring). */
  private readonly inside: Uint8Array;
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
    const a = w * w;
    this.area = a;
    const intCount = 4 * a + size * size;
    const buffer = new ArrayBuffer(4 * intCount + 8 * a);
    this.state = new Uint8Array(buffer);
    this.chainOf = new Int32Array(buffer, 0, a);
    this.stones = new Int32Array(buffer, 4 * a, a);
    this.next = new Int32Array(buffer, 8 * a, a);
    this.slot = new Int32Array(buffer, 12 * a, a);
    this.empties = new Int32Array(buffer, 16 * a, size * size);
    const bytes = 4 * intCount;
    this.cells = new Uint8Array(buffer, bytes, a).fill(BORDER);
    this.edges = new Uint8Array(buffer, bytes + a, a);
    this.chainEdges = new Uint8Array(buffer, bytes + 2 * a, 3 * a);
    this.masks = new Uint8Array(buffer, bytes + 5 * a, 3 * a);
    this.around = Int32Array.of(-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1);
    this.step = Int32Array.of(-w - 1, -w, -w + 1, 1, w + 1, w, w - 1, -1);
    this.edgeOf = new Uint8Array(3 * w * w);
    this.outer = new Uint8Array(w * w);
    this.inside = new Uint8Array(w * w);
    this.mark = new Uint8Array(w * w);
    this.adjacent = new Uint8Array(2 * w + 3);
    for (const d of this.around) this.adjacent[d + w + 1] = 1;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const p = (y + 1) * w + x + 1;
        this.outer[p] = Math.min(x, y, size - 1 - x, size - 1 - y) <= 1 ? 1 : 0;
        for (let d = 0; d < 8; d++) {
          const q = p + this.step[d];
          const qx = (q % w) - 1;
          const qy = (q - qx - 1) / w - 1;
          if (qx >= 0 && qx < size && qy >= 0 && qy < size) this.inside[p] |= 1 << d;
        }
        this.edgeOf[w * w + p] = edgeBits(size, x, y, 1);
        this.edgeOf[2 * w * w + p] = edgeBits(size, x, y, 2);
      }
    }
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
    this.chainEdges.fill(0);
    this.masks.fill(0);
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
        this.chainEdges[c * this.area + p] = board.edges[root];
        this.stones[r]++;
        this.surround(p, c);
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
    this.state.set(other.state);
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

  /** Marks a stone of colour c at p in the masks of the points around it (each sees it from the opposite side). */
  private surround(p: number, c: number): void {
    const masks = this.masks;
    const w = this.width;
    p += c * this.area;
    masks[p - w - 1] |= 16;
    masks[p - w] |= 32;
    masks[p - w + 1] |= 64;
    masks[p + 1] |= 128;
    masks[p + w + 1] |= 1;
    masks[p + w] |= 2;
    masks[p + w - 1] |= 4;
    masks[p - 1] |= 8;
  }

  /** Takes a stone of colour c at p out of the masks around it (undoes `surround` for an empty point). */
  private unsurround(p: number, c: number): void {
    const masks = this.masks;
    const w = this.width;
    p += c * this.area;
    masks[p - w - 1] &= ~16;
    masks[p - w] &= ~32;
    masks[p - w + 1] &= ~64;
    masks[p + 1] &= ~128;
    masks[p + w + 1] &= ~1;
    masks[p + w] &= ~2;
    masks[p + w - 1] &= ~4;
    masks[p - 1] &= ~8;
  }

  /** Whether a stone of colour c at the point a would be empty and weakly connected to no stone. */
  private clean(a: number, c: number): boolean {
    return this.cells[a] === 0 && WEAK[this.masks[c * this.area + a]] === 0;
  }

  /**
   * The engine's rule for colour c at the padded point p: empty, no crosscut (an own diagonal stone with both
   * points beside it the opponent's), and no illegal weak connection (an own diagonal stone with neither point
   * beside it own, next to which some empty point could be joined strongly with no weak connection).
   */
  legalAt(p: number, c: number): boolean {
    if (this.cells[p] !== 0) return false;
    const own = this.masks[c * this.area + p];
    const diagonals = own & DIAGONALS;
    if (diagonals === 0) return true;
    const other = this.masks[(c ^ 3) * this.area + p];
    if ((diagonals & turnCw(other) & turnCcw(other)) !== 0) return false;
    const weak = WEAK[own];
    if (weak === 0) return true;
    const w = this.width;
    for (let d = 0; d < 8; d += 2) {
      if ((weak & (1 << d)) === 0) continue;
      const q = p + this.step[d];
      if (this.clean(q - w, c) || this.clean(q - 1, c) || this.clean(q + 1, c) || this.clean(q + w, c)) return false;
    }
    return true;
  }

  /** The representative stone of p's chain. */
  find(p: number): number {
    return this.chainOf[p];
  }

  /** The edges colour c would touch with a stone at p: its own and those of the chains around it. */
  edgesWith(p: number, c: number): number {
    const e = this.chainEdges;
    const w = this.width;
    const q = c * this.area + p;
    return (
      this.edgeOf[q] |
      e[q - w - 1] |
      e[q - w] |
      e[q - w + 1] |
      e[q - 1] |
      e[q + 1] |
      e[q + w - 1] |
      e[q + w] |
      e[q + w + 1]
    );
  }

  /** Whether colour c may place at p and would join its two edges. */
  wins(p: number, c: number): boolean {
    return this.edgesWith(p, c) === 3 && this.legalAt(p, c);
  }

  /**
   * Whether a stone of colour c at the empty point x leaves the opponent none of its `count` winning
   * candidates (points joining its edges, legal or not) as a legal point. Legality reads only the cells,
   * so the stone is put down (cell and masks) and taken back.
   */
  stopsAll(x: number, c: number, candidates: Int32Array, count: number): boolean {
    const o = c ^ 3;
    this.cells[x] = c;
    this.surround(x, c);
    let stops = true;
    for (let i = 0; i < count && stops; i++) if (candidates[i] !== x && this.legalAt(candidates[i], o)) stops = false;
    this.unsurround(x, c);
    this.cells[x] = 0;
    return stops;
  }

  /** Places colour c at the empty point p (trusted legal), joining its chains and noting a win. */
  place(p: number, c: number): void {
    const cells = this.cells;
    const chainOf = this.chainOf;
    const edges = this.edges;
    const stones = this.stones;
    const next = this.next;
    // The colour's part of chainEdges, as an offset.
    const chain = c * this.area;
    cells[p] = c;
    const s = this.slot[p];
    const last = this.empties[--this.emptyCount];
    this.empties[s] = last;
    this.slot[last] = s;
    const runs = RUNS[this.masks[c * this.area + p]];
    this.surround(p, c);
    let bits = this.edgeOf[chain + p];
    if (runs < 16) {
      // At most one run of own stones around p, so at most one chain (the usual cases): p starts a chain or
      // joins that one.
      if (runs === 0) {
        chainOf[p] = p;
        stones[p] = 1;
        next[p] = p;
        edges[p] = bits;
        this.chainEdges[chain + p] = bits;
      } else {
        const r = chainOf[p + this.step[runs - 8]];
        chainOf[p] = r;
        stones[r]++;
        next[p] = next[r];
        next[r] = p;
        bits |= edges[r];
        if (edges[r] !== bits) this.spread(r, bits, chain);
        else this.chainEdges[chain + p] = bits;
      }
    } else {
      bits = this.merge(p, runs, bits, chain);
    }
    if (bits === 3 && this.winner === 0) this.winner = c;
  }

  /** Chain r gains an edge: every stone's flags change (each stone's at most twice a game). */
  private spread(r: number, bits: number, chain: number): void {
    const e = this.chainEdges;
    let t = r;
    do {
      e[chain + t] = bits;
      t = this.next[t];
    } while (t !== r);
    this.edges[r] = bits;
  }

  /**
   * Joins the stone just placed at p (edges `bits` of its own) with the distinct chains around it, one stone
   * per run (`runs`, from RUNS): the largest absorbs the others and p. Returns the joint edges.
   */
  private merge(p: number, runs: number, bits: number, chain: number): number {
    const chainOf = this.chainOf;
    const edges = this.edges;
    const stones = this.stones;
    const roots = this.roots;
    const step = this.step;
    chainOf[p] = p;
    stones[p] = 1;
    this.next[p] = p;
    edges[p] = bits;
    let k = 0;
    let big = p;
    for (; runs !== 0; runs >>>= 4) {
      const r = chainOf[p + step[(runs & 15) - 8]];
      let seen = false;
      for (let j = 0; j < k; j++) if (roots[j] === r) seen = true;
      if (seen) continue;
      roots[k++] = r;
      bits |= edges[r];
      if (stones[r] > stones[big]) big = r;
    }
    if (big !== p) this.absorb(big, p, bits, chain);
    for (let j = 0; j < k; j++) if (roots[j] !== big) this.absorb(big, roots[j], bits, chain);
    if (edges[big] !== bits) this.spread(big, bits, chain);
    this.chainEdges[chain + p] = bits;
    return bits;
  }

  /** Moves chain r's stones into chain big (relabelled, with the joint edges), splicing the rings. */
  private absorb(big: number, r: number, bits: number, chain: number): void {
    const next = this.next;
    const chainOf = this.chainOf;
    const e = this.chainEdges;
    let t = r;
    do {
      chainOf[t] = big;
      e[chain + t] = bits;
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
    if (m < 0 || this.chainEdges[c * this.area + m] === 0) return NO_CANDIDATE;
    // The empty neighbours, from the masks, in reading order.
    const masks = this.masks;
    const a = this.area;
    const empty = this.inside[m] & ~(masks[a + m] | masks[2 * a + m]);
    let found = NO_CANDIDATE;
    let list = IN_READING[empty];
    for (let n = POPULATION[empty]; n > 0; n--, list >>>= 3) {
      const p = m + this.step[list & 7];
      if (this.edgesWith(p, c) !== 3) continue;
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
    const masks = this.masks;
    const own = c * this.area;
    // One run of own stones around x (the usual case) is one chain: nothing to save.
    let runs = RUNS[masks[own + x]];
    if (runs < 16) return -1;
    const chainOf = this.chainOf;
    const around = this.around;
    const step = this.step;
    const roots = this.roots;
    const mark = this.mark;
    // Each distinct chain around x gets a bit in `mark` (at its representative), cleared before returning.
    let k = 0;
    for (; runs !== 0; runs >>>= 4) {
      const r = chainOf[x + step[(runs & 15) - 8]];
      if (mark[r] !== 0) continue;
      mark[r] = 1 << k;
      roots[k++] = r;
    }
    let found = -1;
    if (k >= 2) {
      // The empty neighbours in reading order (bit i: the i-th), turned so that bit 0 is the random start.
      const start = this.below(8);
      const a = this.area;
      const empty = TO_READING[this.inside[x] & ~(masks[a + x] | masks[2 * a + x])];
      let left = ((empty >>> start) | (empty << (8 - start))) & 0xff;
      while (left !== 0 && found < 0) {
        const n = 31 - Math.clz32(left & -left);
        left &= left - 1;
        const y = x + around[(start + n) & 7];
        // One run of own stones around y is one chain: y cannot touch two.
        let r = RUNS[masks[own + y]];
        if (r < 16) continue;
        let mask = 0;
        for (; r !== 0; r >>>= 4) mask |= mark[chainOf[y + step[(r & 15) - 8]]];
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
    const masks = this.masks;
    // The distinct chains from the runs of own stones around p (one run is one chain), as in `merge`.
    let runs = RUNS[masks[c * this.area + p]];
    let k = runs === 0 ? 0 : 1;
    if (runs >= 16) {
      const chainOf = this.chainOf;
      const step = this.step;
      const roots = this.roots;
      k = 0;
      for (; runs !== 0; runs >>>= 4) {
        const r = chainOf[p + step[(runs & 15) - 8]];
        let seen = false;
        for (let j = 0; j < k; j++) if (roots[j] === r) seen = true;
        if (!seen) roots[k++] = r;
      }
    }
    const contact = masks[(c ^ 3) * this.area + p] === 0 ? 0 : 1;
    const d = p - near + this.width + 1;
    const local = near >= 0 && d >= 0 && d < this.adjacent.length ? this.adjacent[d] : 0;
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
    // × 2^-32, exact: the same number as dividing by 2^32, without the division.
    return (((t ^ (t >>> 14)) >>> 0) * n * 2.3283064365386963e-10) | 0;
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
    // The calls' usual answers are decided here without the calls (the same tests as theirs, first lines):
    // no winning point near a stone whose chain touches no edge, nothing to save around a stone with one run
    // of the mover's stones around it.
    const { area, chainEdges, masks, saveConnections } = this;
    while (this.winner === 0) {
      const o = c ^ 3;
      let p: number =
        ownClear || lastOwn < 0 || chainEdges[c * area + lastOwn] === 0 ? NO_CANDIDATE : this.winningNear(lastOwn, c);
      let otherClear = false;
      if (p < 0) {
        p = lastOther < 0 || chainEdges[o * area + lastOther] === 0 ? NO_CANDIDATE : this.winningNear(lastOther, o);
        otherClear = p === NO_CANDIDATE;
        if (p >= 0 && !this.legalAt(p, c)) p = -1;
      }
      if (p < 0 && saveConnections && lastOther >= 0 && RUNS[masks[c * area + lastOther]] >= 16) {
        p = this.saveNear(lastOther, c);
      }
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
