// Konobi playouts on a private mutable board built for speed: a grid with a border ring; per point and colour
// an 8-bit mask of the surrounding stones, kept up to date by each stone (8 writes), so legality is a few bit
// operations on two masks (the engine's KonobiBoard keeps every point's legality up to date instead, which
// costs a 7×7 window per stone and is too slow for tens of thousands of playouts); chains labelled exactly
// with each stone carrying its chain's edges (so "would this point win?" reads 9 cells), found around a point
// through the runs of its mask (consecutive neighbours touch, so a run is one chain); decisive moves (take a
// winning point next to the own last stone), anti-decisive moves (occupy the opponent's winning point next to
// its last stone), the connection-saving reply, and a small generator of its own seeded from the caller's Rng
// once per playout. The live board's state is in module-level arrays (see below). Nothing is allocated per move
// or playout.
// The rules are the engine's (docs/konobi.md); test/ai/konobi.test.ts checks this board against the engine's,
// and test/ai/konobi/playout.test.ts its playouts against the slower board it replaced, move for move.
import type { Rng } from '../../core/rng.js';
import { BLACK, type KonobiBoard, LIMITS } from '../../games/konobi/index.js';

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
 * For a mask of the opponent's stones around an empty point: the diagonals both of whose neighbours on the ring
 * (the points beside them) are the opponent's, where an own stone would be crosscut.
 */
const CROSSED = new Uint8Array(256);
/**
 * For a mask of own stones: the direction of the first stone of each run, packed 4 bits each as direction + 8
 * (so every entry is non-zero), at most 4 runs. Below 16: at most one run, so at most one chain.
 */
const RUNS = new Uint16Array(256);
for (let m = 0; m < 256; m++) {
  WEAK[m] = m & DIAGONALS & ~(turnCw(m) | turnCcw(m));
  CROSSED[m] = DIAGONALS & turnCw(m) & turnCcw(m);
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

/*
 * The live board's state in module-level typed arrays. V8 compiles a read of a module-level `const` typed array
 * to one load at a fixed address with a constant bound, where an array held in a field of `this` costs a map
 * check and loads of its data pointer and length at every access: a prototype's playout did 92,000 instructions
 * instead of 126,000 (valgrind, 11×11; docs/konobi.md). Only one FastBoard can hold them at a time (the
 * live one); each FastBoard keeps its state in a snapshot of its own while another is live, and every public
 * method first makes its board the live one (a comparison while it already is). Sized for the largest board.
 */
/** The largest padded grid: 19×19 with its border ring. */
const MAX_WIDTH = LIMITS.maxSize + 2;
const MAX_AREA = MAX_WIDTH * MAX_WIDTH;
const MAX_POINTS = LIMITS.maxSize * LIMITS.maxSize;
/**
 * 16-bit words of the state (every number in them is below 19² padded, 441): chain labels, stone counts,
 * rings, empty slots, empty points, two counters. Not 32-bit: the state is copied once a playout, and 12 KB
 * took twice as long as 8 KB (140 → 280 ns alone, 4.6% of the search's time in its profile).
 */
const WORDS = 4 * MAX_AREA + MAX_POINTS + 2;
/** The whole state a playout changes, as bytes (a snapshot is one copy of it), then views into it. */
const STATE = new Uint8Array(2 * WORDS + 8 * MAX_AREA);
/** Each stone's chain representative (kept exact: a merge relabels the smaller chains). */
const CHAIN_OF = new Int16Array(STATE.buffer, 0, MAX_AREA);
/** The number of stones at each representative. */
const STONES = new Int16Array(STATE.buffer, 2 * MAX_AREA, MAX_AREA);
/** Each chain's stones as a ring (the next stone of the same chain), so a chain can be walked. */
const NEXT = new Int16Array(STATE.buffer, 4 * MAX_AREA, MAX_AREA);
/** The empty points and each point's slot in that list, for random choice without scanning. */
const SLOT = new Int16Array(STATE.buffer, 6 * MAX_AREA, MAX_AREA);
const EMPTIES = new Int16Array(STATE.buffer, 8 * MAX_AREA, MAX_POINTS);
/** COUNTS[EMPTY_COUNT]: how many points are empty; COUNTS[WINNER]: the winner's stone code, 0 while none. */
const COUNTS = new Int16Array(STATE.buffer, 2 * (WORDS - 2), 2);
const EMPTY_COUNT = 0;
const WINNER = 1;
const BYTES = 2 * WORDS;
/** Each point's content: 0 empty, 1 Black, 2 White, BORDER on the ring. */
const CELLS = new Uint8Array(STATE.buffer, BYTES, MAX_AREA);
/** The edges of each chain, at its representative. */
const EDGES = new Uint8Array(STATE.buffer, BYTES + MAX_AREA, MAX_AREA);
/**
 * Per colour: the edges of the chain of each stone of that colour at c · area + point (c = 1 Black, 2 White),
 * 0 elsewhere. One flat array (like `MASKS` and `EDGE_OF`): a read is one access, not two.
 */
const CHAIN_EDGES = new Uint8Array(STATE.buffer, BYTES + 2 * MAX_AREA, 3 * MAX_AREA);
/** Each point's mask of the stones of colour c around it, at c · area + point (c = 1 Black, 2 White). */
const MASKS = new Uint8Array(STATE.buffer, BYTES + 5 * MAX_AREA, 3 * MAX_AREA);
/**
 * A small typed array whose elements live outside V8's heap. V8 keeps the elements of a typed array of up to 64
 * bytes made by `new Int32Array(n)` inside the heap, where the garbage collector may move them, so every read
 * loads the data pointer and checks the length; one over its own ArrayBuffer is read at a fixed address, as the
 * larger tables are.
 */
function offHeap(length: number): Int32Array {
  return new Int32Array(new ArrayBuffer(4 * length));
}

/** The live board's generator state (mulberry32), seeded from the caller's Rng at each playout. */
const SEED = offHeap(1);

/* The live board's geometry, set when a board of another size goes live. */
/** GEOMETRY[0]: the width of the padded grid; GEOMETRY[1]: its area. */
const GEOMETRY = offHeap(2);
/** Offsets of the 8 surrounding neighbours in reading order (the order the playout policy scans them). */
const AROUND = offHeap(8);
/** Offsets of the 8 surrounding neighbours by mask direction (clockwise from the top-left). */
const STEP = offHeap(8);
/** Edge bits of colour c per padded point, at c · area + point. */
const EDGE_OF = new Uint8Array(3 * MAX_AREA);
/** 1 on the two outer rings of the board (where a stone far from the others is usually wasted). */
const OUTER = new Uint8Array(MAX_AREA);
/** At p - q + width + 1: 1 when the points p and q are neighbours (one of the 8 around), for `features`. */
const ADJACENT = new Uint8Array(new ArrayBuffer(2 * MAX_WIDTH + 3));
/** Each point's mask of the neighbours on the board (not on the border ring). */
const INSIDE = new Uint8Array(MAX_AREA);

/* Scratch space. */
/** Legal points, for the full scan when random tries keep hitting illegal points. */
const SCRATCH = new Int32Array(MAX_POINTS);
/** The distinct chains next to the stone being placed. */
const ROOTS = offHeap(8);
/** Bits per chain representative for saveNear, all 0 between calls. */
const MARK = new Uint8Array(MAX_AREA);

/** The board whose state the arrays above hold, and the size their geometry is set for. */
let live: FastBoard | undefined;
let geometrySize = 0;

/** Sets the geometry of a board of this size (the tables above); the same numbers as before for every size. */
function setGeometry(size: number): void {
  const w = size + 2;
  GEOMETRY[0] = w;
  GEOMETRY[1] = w * w;
  AROUND.set([-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1]);
  STEP.set([-w - 1, -w, -w + 1, 1, w + 1, w, w - 1, -1]);
  EDGE_OF.fill(0);
  OUTER.fill(0);
  INSIDE.fill(0);
  ADJACENT.fill(0);
  for (const d of AROUND) ADJACENT[d + w + 1] = 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = (y + 1) * w + x + 1;
      OUTER[p] = Math.min(x, y, size - 1 - x, size - 1 - y) <= 1 ? 1 : 0;
      for (let d = 0; d < 8; d++) {
        const q = p + STEP[d];
        const qx = (q % w) - 1;
        const qy = (q - qx - 1) / w - 1;
        if (qx >= 0 && qx < size && qy >= 0 && qy < size) INSIDE[p] |= 1 << d;
      }
      EDGE_OF[w * w + p] = edgeBits(size, x, y, 1);
      EDGE_OF[2 * w * w + p] = edgeBits(size, x, y, 2);
    }
  }
  geometrySize = size;
}

/** Marks a stone of colour c at p in the masks of the points around it (each sees it from the opposite side). */
function surround(p: number, c: number): void {
  const w = GEOMETRY[0];
  p += c * GEOMETRY[1];
  MASKS[p - w - 1] |= 16;
  MASKS[p - w] |= 32;
  MASKS[p - w + 1] |= 64;
  MASKS[p + 1] |= 128;
  MASKS[p + w + 1] |= 1;
  MASKS[p + w] |= 2;
  MASKS[p + w - 1] |= 4;
  MASKS[p - 1] |= 8;
}

/** Takes a stone of colour c at p out of the masks around it (undoes `surround` for an empty point). */
function unsurround(p: number, c: number): void {
  const w = GEOMETRY[0];
  p += c * GEOMETRY[1];
  MASKS[p - w - 1] &= ~16;
  MASKS[p - w] &= ~32;
  MASKS[p - w + 1] &= ~64;
  MASKS[p + 1] &= ~128;
  MASKS[p + w + 1] &= ~1;
  MASKS[p + w] &= ~2;
  MASKS[p + w - 1] &= ~4;
  MASKS[p - 1] &= ~8;
}

/**
 * 0 when a stone of colour c (its masks at `own`, c · area) at the point a would be empty and weakly connected
 * to no stone, else some other number: one comparison for the two conditions.
 */
function unclean(a: number, own: number): number {
  return CELLS[a] | WEAK[MASKS[own + a]];
}

/** FastBoard.legalAt on the live board. */
function legal(p: number, c: number): boolean {
  if (CELLS[p] !== 0) return false;
  const a = GEOMETRY[1];
  const own = c * a;
  const mask = MASKS[own + p];
  // An own diagonal stone with both points beside it the opponent's: a crosscut. No crosscut and no weak
  // connection (the usual cases, among them no own diagonal stone) is one test.
  const crossed = mask & CROSSED[MASKS[(c ^ 3) * a + p]];
  const weak = WEAK[mask];
  if ((crossed | weak) === 0) return true;
  if (crossed !== 0) return false;
  const w = GEOMETRY[0];
  for (let d = 0; d < 8; d += 2) {
    if ((weak & (1 << d)) === 0) continue;
    const q = p + STEP[d];
    // Some point beside q clean (its number 0, so its number - 1 negative): illegal.
    if (
      ((unclean(q - w, own) - 1) | (unclean(q - 1, own) - 1) | (unclean(q + 1, own) - 1) | (unclean(q + w, own) - 1)) <
      0
    ) {
      return false;
    }
  }
  return true;
}

/** FastBoard.edgesWith on the live board. */
function edgesAt(p: number, c: number): number {
  const w = GEOMETRY[0];
  const q = c * GEOMETRY[1] + p;
  return (
    EDGE_OF[q] |
    CHAIN_EDGES[q - w - 1] |
    CHAIN_EDGES[q - w] |
    CHAIN_EDGES[q - w + 1] |
    CHAIN_EDGES[q - 1] |
    CHAIN_EDGES[q + 1] |
    CHAIN_EDGES[q + w - 1] |
    CHAIN_EDGES[q + w] |
    CHAIN_EDGES[q + w + 1]
  );
}

/** Chain r gains an edge: every stone's flags change (each stone's at most twice a game). */
function spread(r: number, bits: number, chain: number): void {
  let t = r;
  do {
    CHAIN_EDGES[chain + t] = bits;
    t = NEXT[t];
  } while (t !== r);
  EDGES[r] = bits;
}

/** Moves chain r's stones into chain big (relabelled, with the joint edges), splicing the rings. */
function absorb(big: number, r: number, bits: number, chain: number): void {
  let t = r;
  do {
    CHAIN_OF[t] = big;
    CHAIN_EDGES[chain + t] = bits;
    t = NEXT[t];
  } while (t !== r);
  STONES[big] += STONES[r];
  const after = NEXT[big];
  NEXT[big] = NEXT[r];
  NEXT[r] = after;
}

/**
 * Joins the stone just placed at p (edges `bits` of its own) with the distinct chains around it, one stone
 * per run (`runs`, from RUNS): the largest absorbs the others and p. Returns the joint edges.
 */
function merge(p: number, runs: number, bits: number, chain: number): number {
  CHAIN_OF[p] = p;
  STONES[p] = 1;
  NEXT[p] = p;
  EDGES[p] = bits;
  let k = 0;
  let big = p;
  for (; runs !== 0; runs >>>= 4) {
    const r = CHAIN_OF[p + STEP[(runs & 15) - 8]];
    let seen = false;
    for (let j = 0; j < k; j++) if (ROOTS[j] === r) seen = true;
    if (seen) continue;
    ROOTS[k++] = r;
    bits |= EDGES[r];
    if (STONES[r] > STONES[big]) big = r;
  }
  if (big !== p) absorb(big, p, bits, chain);
  for (let j = 0; j < k; j++) if (ROOTS[j] !== big) absorb(big, ROOTS[j], bits, chain);
  if (EDGES[big] !== bits) spread(big, bits, chain);
  CHAIN_EDGES[chain + p] = bits;
  return bits;
}

/** FastBoard.place on the live board. */
function placeStone(p: number, c: number): void {
  // The colour's part of CHAIN_EDGES, as an offset.
  const chain = c * GEOMETRY[1];
  CELLS[p] = c;
  const s = SLOT[p];
  const last = EMPTIES[--COUNTS[EMPTY_COUNT]];
  EMPTIES[s] = last;
  SLOT[last] = s;
  const runs = RUNS[MASKS[chain + p]];
  surround(p, c);
  let bits = EDGE_OF[chain + p];
  if (runs < 16) {
    // At most one run of own stones around p, so at most one chain (the usual cases): p starts a chain or
    // joins that one.
    if (runs === 0) {
      CHAIN_OF[p] = p;
      STONES[p] = 1;
      NEXT[p] = p;
      EDGES[p] = bits;
      CHAIN_EDGES[chain + p] = bits;
    } else {
      const r = CHAIN_OF[p + STEP[runs - 8]];
      CHAIN_OF[p] = r;
      STONES[r]++;
      NEXT[p] = NEXT[r];
      NEXT[r] = p;
      bits |= EDGES[r];
      if (EDGES[r] !== bits) spread(r, bits, chain);
      else CHAIN_EDGES[chain + p] = bits;
    }
  } else {
    bits = merge(p, runs, bits, chain);
  }
  if (bits === 3 && COUNTS[WINNER] === 0) COUNTS[WINNER] = c;
}

/** FastBoard.winningNear on the live board. */
function winningAround(m: number, c: number): number {
  // A point next to m whose win does not use m's chain was a winning point before m: only look when m's
  // chain touches an edge (most chains in a playout touch none, so this saves most of the work).
  const a = GEOMETRY[1];
  if (m < 0 || CHAIN_EDGES[c * a + m] === 0) return NO_CANDIDATE;
  // The empty neighbours, from the masks, in reading order.
  const empty = INSIDE[m] & ~(MASKS[a + m] | MASKS[2 * a + m]);
  let found = NO_CANDIDATE;
  let list = IN_READING[empty];
  for (let n = POPULATION[empty]; n > 0; n--, list >>>= 3) {
    const p = m + STEP[list & 7];
    if (edgesAt(p, c) !== 3) continue;
    if (legal(p, c)) return p;
    found = -1;
  }
  return found;
}

/** The live board's generator's next 32 bits (mulberry32), as a signed integer. */
function next32(): number {
  const t0 = (SEED[0] + 0x6d2b79f5) | 0;
  SEED[0] = t0;
  let t = Math.imul(t0 ^ (t0 >>> 15), t0 | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return t ^ (t >>> 14);
}

/**
 * A uniform integer in [0, n) from the live board's generator, n below 2^16 (every draw of a playout: n is at
 * most the number of points): the high 32 bits of the 64-bit product of the 32 random bits and n, in 32-bit
 * integers (16 bits at a time). The same number as `drawAny` gives, without its conversions to floating point
 * and back, which were the costliest line of the random choice in the profile.
 */
function draw(n: number): number {
  const x = next32();
  // Math.imul: the products are below 2^32 (n below 2^16), and V8 keeps them in integers (`*` went to floating point).
  return (Math.imul(x >>> 16, n) + (Math.imul(x & 0xffff, n) >>> 16)) >>> 16;
}

/** A uniform integer in [0, n) from the live board's generator (n far below 2^21). */
function drawAny(n: number): number {
  // × 2^-32, exact: the same number as dividing by 2^32, without the division.
  return ((next32() >>> 0) * n * 2.3283064365386963e-10) | 0;
}

/** FastBoard.saveNear on the live board. */
function saveAround(x: number, c: number): number {
  if (x < 0) return -1;
  const a = GEOMETRY[1];
  const own = c * a;
  // One run of own stones around x (the usual case) is one chain: nothing to save.
  let runs = RUNS[MASKS[own + x]];
  if (runs < 16) return -1;
  // Each distinct chain around x gets a bit in MARK (at its representative), cleared before returning.
  let k = 0;
  for (; runs !== 0; runs >>>= 4) {
    const r = CHAIN_OF[x + STEP[(runs & 15) - 8]];
    if (MARK[r] !== 0) continue;
    MARK[r] = 1 << k;
    ROOTS[k++] = r;
  }
  let found = -1;
  if (k >= 2) {
    // The empty neighbours in reading order (bit i: the i-th), turned so that bit 0 is the random start.
    const start = draw(8);
    const empty = TO_READING[INSIDE[x] & ~(MASKS[a + x] | MASKS[2 * a + x])];
    let left = ((empty >>> start) | (empty << (8 - start))) & 0xff;
    while (left !== 0 && found < 0) {
      const n = 31 - Math.clz32(left & -left);
      left &= left - 1;
      const y = x + AROUND[(start + n) & 7];
      // One run of own stones around y is one chain: y cannot touch two.
      let r = RUNS[MASKS[own + y]];
      if (r < 16) continue;
      let mask = 0;
      for (; r !== 0; r >>>= 4) mask |= MARK[CHAIN_OF[y + STEP[(r & 15) - 8]]];
      if ((mask & (mask - 1)) !== 0 && legal(y, c)) found = y;
    }
  }
  for (let j = 0; j < k; j++) MARK[ROOTS[j]] = 0;
  return found;
}

/** FastBoard.legalPoints on the live board. */
function legalList(c: number, out: Int32Array): number {
  let k = 0;
  const count = COUNTS[EMPTY_COUNT];
  for (let i = 0; i < count; i++) {
    const p = EMPTIES[i];
    if (legal(p, c)) out[k++] = p;
  }
  return k;
}

/** A uniformly random legal point of colour c on the live board, or -1 when it has none (then it must pass). */
function randomLegal(c: number): number {
  const count = COUNTS[EMPTY_COUNT];
  if (count === 0) return -1;
  for (let tries = 0; tries < 16; tries++) {
    const p = EMPTIES[draw(count)];
    if (legal(p, c)) return p;
  }
  const k = legalList(c, SCRATCH);
  return k === 0 ? -1 : SCRATCH[draw(k)];
}

/**
 * The search's board: cells on a (size + 2)² grid whose border ring holds BORDER, so neighbours need no
 * bounds checks. Points here are padded indices; `pad` and `unpad` convert from and to the engine's. Its state
 * is in the module's arrays while it is the live board (see above), in its snapshot otherwise; the arrays it
 * gives out (`cells`, `masks`, …) are views of the live state, to be read while no other board has been used.
 */
export class FastBoard {
  readonly size: number;
  readonly width: number;
  /** The number of cells of the padded grid, width². */
  readonly area: number;
  /** Whether playouts answer a stone between two own chains by joining them elsewhere (see saveNear). */
  saveConnections = true;
  /** The state while another board is live: a copy of STATE. */
  private readonly snapshot = new Uint8Array(STATE.length);
  /** The generator's state while another board is live. */
  private seed = 0;
  /** Views of the live state over this board's grid. */
  private readonly views: {
    readonly cells: Uint8Array;
    readonly chainOf: Int16Array;
    readonly edges: Uint8Array;
    readonly next: Int16Array;
    readonly chainEdges: Uint8Array;
    readonly masks: Uint8Array;
    readonly empties: Int16Array;
  };

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1 || size > LIMITS.maxSize) throw new RangeError(`bad board size ${size}`);
    this.size = size;
    const w = size + 2;
    this.width = w;
    const a = w * w;
    this.area = a;
    // Every cell BORDER until `load` (as the engine's board has it); the rest 0.
    this.snapshot.fill(BORDER, BYTES, BYTES + a);
    this.views = {
      cells: CELLS.subarray(0, a),
      chainOf: CHAIN_OF.subarray(0, a),
      edges: EDGES.subarray(0, a),
      next: NEXT.subarray(0, a),
      chainEdges: CHAIN_EDGES.subarray(0, 3 * a),
      masks: MASKS.subarray(0, 3 * a),
      empties: EMPTIES.subarray(0, size * size),
    };
  }

  /** Makes this board the live one: the live board's state goes to its snapshot and this one's comes back. */
  private use(): void {
    if (live === this) return;
    this.takeOver();
    STATE.set(this.snapshot);
  }

  /** Saves the live board (if any) and makes this board live, its state not yet loaded. */
  private takeOver(): void {
    if (live !== undefined) {
      live.snapshot.set(STATE);
      live.seed = SEED[0];
    }
    live = this;
    SEED[0] = this.seed;
    if (geometrySize !== this.size) setGeometry(this.size);
  }

  get cells(): Uint8Array {
    this.use();
    return this.views.cells;
  }
  /** Each stone's chain representative (see `find`). */
  get chainOf(): Int16Array {
    this.use();
    return this.views.chainOf;
  }
  /** The edges of each chain, at its representative. */
  get edges(): Uint8Array {
    this.use();
    return this.views.edges;
  }
  /** Each chain's stones as a ring. */
  get next(): Int16Array {
    this.use();
    return this.views.next;
  }
  /** Per colour, the edges of each stone's chain, at c · area + point. */
  get chainEdges(): Uint8Array {
    this.use();
    return this.views.chainEdges;
  }
  /** Per colour, each point's mask of the stones of that colour around it, at c · area + point. */
  get masks(): Uint8Array {
    this.use();
    return this.views.masks;
  }
  /** The empty points (the first `emptyCount`), in no particular order. */
  get empties(): Int16Array {
    this.use();
    return this.views.empties;
  }
  get emptyCount(): number {
    this.use();
    return COUNTS[EMPTY_COUNT];
  }
  /** Stone code of the winner, 0 while nobody has won. */
  get winner(): number {
    this.use();
    return COUNTS[WINNER];
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
    this.use();
    const n = this.size;
    const a = this.area;
    CHAIN_EDGES.fill(0);
    MASKS.fill(0);
    STONES.fill(0);
    for (let point = 0; point < n * n; point++) {
      const p = this.pad(point);
      const c = board.cells[point];
      CELLS[p] = c;
      const root = board.find(point);
      const r = this.pad(root);
      CHAIN_OF[p] = r;
      EDGES[p] = root === point ? board.edges[point] : 0;
      NEXT[p] = p;
      if (c !== 0) {
        CHAIN_EDGES[c * a + p] = board.edges[root];
        STONES[r]++;
        surround(p, c);
      }
    }
    // Then each stone joins its representative's ring (every ring starts as the stone alone above).
    for (let point = 0; point < n * n; point++) {
      const p = this.pad(point);
      const r = CHAIN_OF[p];
      if (CELLS[p] === 0 || r === p) continue;
      NEXT[p] = NEXT[r];
      NEXT[r] = p;
    }
    COUNTS[WINNER] = board.winner;
    let count = 0;
    for (let p = 0; p < a; p++) {
      if (CELLS[p] === 0) {
        EMPTIES[count] = p;
        SLOT[p] = count;
        count++;
      }
    }
    COUNTS[EMPTY_COUNT] = count;
  }

  /** Copies another FastBoard of the same size (cheaper than `load` for every playout): one copy of its state. */
  copyFrom(other: FastBoard): void {
    if (other === this) return;
    // Saving the live board first makes the other's snapshot current if it was the live one.
    if (live !== this) this.takeOver();
    STATE.set(other.snapshot);
  }

  /**
   * The engine's rule for colour c at the padded point p: empty, no crosscut (an own diagonal stone with both
   * points beside it the opponent's), and no illegal weak connection (an own diagonal stone with neither point
   * beside it own, next to which some empty point could be joined strongly with no weak connection).
   */
  legalAt(p: number, c: number): boolean {
    this.use();
    return legal(p, c);
  }

  /** The representative stone of p's chain. */
  find(p: number): number {
    this.use();
    return CHAIN_OF[p];
  }

  /** The edges colour c would touch with a stone at p: its own and those of the chains around it. */
  edgesWith(p: number, c: number): number {
    this.use();
    return edgesAt(p, c);
  }

  /** Whether colour c may place at p and would join its two edges. */
  wins(p: number, c: number): boolean {
    this.use();
    return edgesAt(p, c) === 3 && legal(p, c);
  }

  /**
   * Whether a stone of colour c at the empty point x leaves the opponent none of its `count` winning
   * candidates (points joining its edges, legal or not) as a legal point. Legality reads only the cells,
   * so the stone is put down (cell and masks) and taken back.
   */
  stopsAll(x: number, c: number, candidates: Int32Array, count: number): boolean {
    this.use();
    const o = c ^ 3;
    CELLS[x] = c;
    surround(x, c);
    let stops = true;
    for (let i = 0; i < count && stops; i++) if (candidates[i] !== x && legal(candidates[i], o)) stops = false;
    unsurround(x, c);
    CELLS[x] = 0;
    return stops;
  }

  /** Places colour c at the empty point p (trusted legal), joining its chains and noting a win. */
  place(p: number, c: number): void {
    this.use();
    placeStone(p, c);
  }

  /**
   * A winning point of colour c among the 8 neighbours of m (a stone of colour c): the point, -1 when there
   * is none, or NO_CANDIDATE when no empty neighbour would even join the two edges (legal or not), which stays
   * true until colour c places another stone (m < 0: NO_CANDIDATE).
   */
  winningNear(m: number, c: number): number {
    this.use();
    return winningAround(m, c);
  }

  /**
   * The playout's connection-saving reply: when the opponent's stone x touches two or more chains of colour c
   * (it took a point that would have joined them), a legal point next to x that still touches two of those
   * chains, or -1. The analogue of saving a bridge in Hex: two chains with two shared neighbours are as
   * good as joined.
   */
  saveNear(x: number, c: number): number {
    this.use();
    return saveAround(x, c);
  }

  /**
   * Simple knowledge about a stone of colour c at the empty point p, for the search's prior values: how many
   * distinct own chains it touches (2 or more: it joins them), whether it touches an opponent stone, whether
   * it is next to the point `near` (the opponent's last stone), and whether it is on the two outer rings with
   * no stone around it. Packed as joins | contact << 3 | local << 4 | lonely << 5.
   */
  features(p: number, c: number, near: number): number {
    this.use();
    const a = this.area;
    // The distinct chains from the runs of own stones around p (one run is one chain), as in `merge`.
    let runs = RUNS[MASKS[c * a + p]];
    let k = runs === 0 ? 0 : 1;
    if (runs >= 16) {
      k = 0;
      for (; runs !== 0; runs >>>= 4) {
        const r = CHAIN_OF[p + STEP[(runs & 15) - 8]];
        let seen = false;
        for (let j = 0; j < k; j++) if (ROOTS[j] === r) seen = true;
        if (!seen) ROOTS[k++] = r;
      }
    }
    const contact = MASKS[(c ^ 3) * a + p] === 0 ? 0 : 1;
    const d = p - near + this.width + 1;
    const local = near >= 0 && d >= 0 && d < 2 * this.width + 3 ? ADJACENT[d] : 0;
    const lonely = k === 0 && contact === 0 && OUTER[p] === 1 ? 1 : 0;
    return k | (contact << 3) | (local << 4) | (lonely << 5);
  }

  /** The legal points of colour c into `out` (from index 0); returns how many. */
  legalPoints(c: number, out: Int32Array): number {
    this.use();
    return legalList(c, out);
  }

  /** A uniform integer in [0, n) from the playout's own generator (mulberry32; n far below 2^21). */
  below(n: number): number {
    this.use();
    return drawAny(n);
  }

  /**
   * Plays random legal moves (colour c to move; lastBlack/lastWhite the last stones, -1 if unknown) until
   * someone wins; returns the winner's stone code, or 0 if neither side can move. `watch`, if given, is told
   * each stone before it goes down (for tests).
   */
  playout(c: number, lastBlack: number, lastWhite: number, rng: Rng, watch?: (p: number, c: number) => void): number {
    this.use();
    SEED[0] = rng.nextUint32() | 0;
    let lastOwn = c === BLACK ? lastBlack : lastWhite;
    let lastOther = c === BLACK ? lastWhite : lastBlack;
    // Whether the own last stone is known to have no winning point next to it: the opponent looked on its
    // turn, and only a stone of the own colour can create one.
    let ownClear = false;
    let passes = 0;
    // The calls' usual answers are decided here without the calls (the same tests as theirs, first lines):
    // no winning point near a stone whose chain touches no edge, nothing to save around a stone with one run
    // of the mover's stones around it.
    const area = this.area;
    const saveConnections = this.saveConnections;
    while (COUNTS[WINNER] === 0) {
      const o = c ^ 3;
      let p: number =
        ownClear || lastOwn < 0 || CHAIN_EDGES[c * area + lastOwn] === 0 ? NO_CANDIDATE : winningAround(lastOwn, c);
      let otherClear = false;
      if (p < 0) {
        p = lastOther < 0 || CHAIN_EDGES[o * area + lastOther] === 0 ? NO_CANDIDATE : winningAround(lastOther, o);
        otherClear = p === NO_CANDIDATE;
        if (p >= 0 && !legal(p, c)) p = -1;
      }
      if (p < 0 && saveConnections && lastOther >= 0 && RUNS[MASKS[c * area + lastOther]] >= 16) {
        p = saveAround(lastOther, c);
      }
      if (p < 0) p = randomLegal(c);
      if (p < 0) {
        // A forced pass; two in a row mean neither side can move (the spec says this cannot happen).
        if (++passes === 2) return 0;
      } else {
        passes = 0;
        // Not through `place`: calling the method here made the playout a third to a half more instructions
        // (valgrind; V8 then compiled the loop differently), not only the check that the board is live.
        if (watch !== undefined) watch(p, c);
        placeStone(p, c);
      }
      const t = lastOwn;
      lastOwn = lastOther;
      lastOther = p < 0 ? t : p;
      ownClear = otherClear;
      c = o;
    }
    return COUNTS[WINNER];
  }
}
