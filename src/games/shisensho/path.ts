// The Shisen-Sho path check: can two cells be joined by at most three straight segments through empty cells?
//
// Method (KShisen's): extend each tile in the four directions over empty cells (the ring
// included), then look for a clear connecting row between the two vertical reaches or a clear connecting
// column between the two horizontal reaches; a straight line is the case with no turn. It reads only the
// board's occupancy masks (one 32-bit word per row and per column, see `Board`), so a reach is the nearest
// set bit on one side of the tile (Math.clz32) and "is this stretch of row r empty" is one AND with a mask
// fixed for the pair: O(1) each. With at most H + 2 candidate rows and W + 2 candidate columns, a pair costs
// O(W + H), whatever the board holds. It allocates nothing: it is the hot path of the solver and of the deal
// construction. The contents of the two end cells are ignored, so the deal construction can ask about
// cells it has not filled yet.

/** The occupancy masks of a board (a `Board` is one): bit x - 1 of rowBits[y], bit y - 1 of colBits[x]. */
export interface Occupancy {
  readonly rowBits: Int32Array;
  readonly colBits: Int32Array;
}

/** BELOW[k + 1] has the bits 0 … k - 1 set (k from -1 to 33: none below 1, all from 32). */
const BELOW = Int32Array.from({ length: 35 }, (_, i) => (i <= 1 ? 0 : i >= 33 ? -1 : 2 ** (i - 1) - 1));

/**
 * Finds a path from padded index `a` to padded index `b` (board cells, not the ring) on a board's occupancy
 * masks. Returns 0 when there is none; otherwise the number of corner points (2–4). With `out`, the path
 * with the fewest turns and then the shortest length is written to it as padded indices, from a to b;
 * without `out`, the first path found answers and nothing is written.
 */
export function findPath(board: Occupancy, a: number, b: number, out?: Int32Array): number {
  const rowBits = board.rowBits;
  const colBits = board.colBits;
  const stride = colBits.length;
  const rows = rowBits.length;
  const ax = a % stride;
  const ay = (a - ax) / stride;
  const bx = b % stride;
  const by = (b - bx) / stride;
  // Reaches, each including the tile's own row or column: the cell next to the nearest tile on that side,
  // or the ring. Bit k of a column word is padded row k + 1, so the tiles above row ay are BELOW[ay].
  const colA = colBits[ax];
  const colB = colBits[bx];
  const rowA = rowBits[ay];
  const rowB = rowBits[by];
  let m = colA & BELOW[ay];
  const aU = m === 0 ? 0 : 33 - Math.clz32(m);
  m = colA & ~BELOW[ay + 1];
  const aD = m === 0 ? rows - 1 : 31 - Math.clz32(m & -m);
  m = colB & BELOW[by];
  const bU = m === 0 ? 0 : 33 - Math.clz32(m);
  m = colB & ~BELOW[by + 1];
  const bD = m === 0 ? rows - 1 : 31 - Math.clz32(m & -m);
  m = rowA & BELOW[ax];
  const aL = m === 0 ? 0 : 33 - Math.clz32(m);
  m = rowA & ~BELOW[ax + 1];
  const aR = m === 0 ? stride - 1 : 31 - Math.clz32(m & -m);
  m = rowB & BELOW[bx];
  const bL = m === 0 ? 0 : 33 - Math.clz32(m);
  m = rowB & ~BELOW[bx + 1];
  const bR = m === 0 ? stride - 1 : 31 - Math.clz32(m & -m);
  if (ay === by) {
    if (ax < bx ? aR >= bx - 1 : aL <= bx + 1) return write2(out, a, b);
  } else if (ax === bx) {
    if (ay < by ? aD >= by - 1 : aU <= by + 1) return write2(out, a, b);
  }

  let bestCost = Number.POSITIVE_INFINITY;
  let bestLine = -1;
  let bestIsRow = false;
  if (ax !== bx) {
    // A row r both tiles reach vertically, clear between their columns: a → (ax, r) → (bx, r) → b.
    const lo = Math.max(aU, bU);
    const hi = Math.min(aD, bD);
    const x0 = Math.min(ax, bx) + 1;
    const x1 = Math.max(ax, bx);
    const dx = x1 - x0 + 1;
    // Padded columns x0 … x1 - 1 are bits x0 - 1 … x1 - 2 of a row word.
    const between = BELOW[x1] & ~BELOW[x0];
    for (let r = lo; r <= hi; r++) {
      // Cost: turns first (×4096 outweighs any length on a 32×24 board), then length.
      const cost = ((r !== ay ? 1 : 0) + (r !== by ? 1 : 0)) * 4096 + dx + Math.abs(ay - r) + Math.abs(by - r);
      if (cost >= bestCost || (rowBits[r] & between) !== 0) continue;
      if (out === undefined) return r === ay || r === by ? 3 : 4;
      bestCost = cost;
      bestLine = r;
      bestIsRow = true;
    }
  }
  if (ay !== by) {
    // A column c both tiles reach horizontally, clear between their rows: a → (c, ay) → (c, by) → b.
    const lo = Math.max(aL, bL);
    const hi = Math.min(aR, bR);
    const y0 = Math.min(ay, by) + 1;
    const y1 = Math.max(ay, by);
    const dy = y1 - y0 + 1;
    const between = BELOW[y1] & ~BELOW[y0];
    for (let c = lo; c <= hi; c++) {
      const cost = ((c !== ax ? 1 : 0) + (c !== bx ? 1 : 0)) * 4096 + dy + Math.abs(ax - c) + Math.abs(bx - c);
      if (cost >= bestCost || (colBits[c] & between) !== 0) continue;
      if (out === undefined) return c === ax || c === bx ? 3 : 4;
      bestCost = cost;
      bestLine = c;
      bestIsRow = false;
    }
  }
  if (bestLine < 0 || out === undefined) return 0;
  let n = 0;
  out[n++] = a;
  if (bestIsRow) {
    if (bestLine !== ay) out[n++] = bestLine * stride + ax;
    if (bestLine !== by) out[n++] = bestLine * stride + bx;
  } else {
    if (bestLine !== ax) out[n++] = ay * stride + bestLine;
    if (bestLine !== bx) out[n++] = by * stride + bestLine;
  }
  out[n++] = b;
  return n;
}

function write2(out: Int32Array | undefined, a: number, b: number): number {
  if (out !== undefined) {
    out[0] = a;
    out[1] = b;
  }
  return 2;
}

/**
 * The fewest turns of any path from `a` to `b` through empty cells (any number of turns), or -1 when none
 * exists: a 0-1 breadth-first search over (cell, direction). Used only to explain a refused pair, so it may
 * allocate.
 */
export function minTurns(cells: Uint8Array, stride: number, rows: number, a: number, b: number): number {
  const size = stride * rows;
  const steps = [-stride, 1, stride, -1];
  const dist = new Int32Array(size * 4).fill(-1);
  // Deque as an array with a moving head: same-direction steps go to the front (cost 0), turns to the back.
  const deque = new Int32Array(size * 4 * 2 + 8);
  let head = size * 4;
  let tail = head;
  for (let d = 0; d < 4; d++) {
    dist[a * 4 + d] = 0;
    deque[tail++] = a * 4 + d;
  }
  const done = new Uint8Array(size * 4);
  while (head < tail) {
    const s = deque[head++];
    if (done[s]) continue;
    done[s] = 1;
    const cell = s >> 2;
    const dir = s & 3;
    const t = dist[s];
    for (let d = 0; d < 4; d++) {
      if (d === (dir ^ 2) && cell !== a) continue;
      const next = cell + steps[d];
      const nx = next % stride;
      const cx = cell % stride;
      if (next < 0 || next >= size || Math.abs(nx - cx) > 1) continue;
      const nt = t + (d === dir || cell === a ? 0 : 1);
      if (next === b) return nt;
      if (cells[next] !== 0) continue;
      const ns = next * 4 + d;
      if (dist[ns] !== -1 && dist[ns] <= nt) continue;
      dist[ns] = nt;
      if (nt === t) deque[--head] = ns;
      else deque[tail++] = ns;
    }
  }
  return -1;
}
