// The Shisen-Sho path check: can two cells be joined by at most three straight segments through empty cells?
//
// Method (KShisen's and the issue's): extend each tile in the four directions over empty cells (the ring
// included), then look for a clear connecting row between the two vertical reaches or a clear connecting
// column between the two horizontal reaches; a straight line is the case with no turn. The reaches cost
// O(W+H) and each connecting line stops at its first obstacle. It allocates nothing: it is the hot path of
// the solver and of the deal construction. The contents of the two end cells are ignored, so the deal
// construction can ask about cells it has not filled yet.

/**
 * Finds a path from padded index `a` to padded index `b` on `cells` (stride `stride`, `rows` rows including
 * the ring). Returns 0 when there is none; otherwise the number of corner points (2–4). With `out`, the path
 * with the fewest turns and then the shortest length is written to it as padded indices, from a to b;
 * without `out`, the first path found answers and nothing is written.
 */
export function findPath(
  cells: Uint8Array,
  stride: number,
  rows: number,
  a: number,
  b: number,
  out?: Int32Array,
): number {
  const ax = a % stride;
  const ay = (a - ax) / stride;
  const bx = b % stride;
  const by = (b - bx) / stride;
  if (ay === by) {
    const lo = ax < bx ? a : b;
    const hi = ax < bx ? b : a;
    let i = lo + 1;
    while (i < hi && cells[i] === 0) i++;
    if (i === hi) return write2(out, a, b);
  } else if (ax === bx) {
    const lo = ay < by ? a : b;
    const hi = ay < by ? b : a;
    let i = lo + stride;
    while (i < hi && cells[i] === 0) i += stride;
    if (i === hi) return write2(out, a, b);
  }
  const rowA = a - ax;
  const rowB = b - bx;
  // Vertical reaches of a and b, then horizontal ones (each includes its own row or column).
  let aU = ay;
  while (aU > 0 && cells[(aU - 1) * stride + ax] === 0) aU--;
  let aD = ay;
  while (aD < rows - 1 && cells[(aD + 1) * stride + ax] === 0) aD++;
  let bU = by;
  while (bU > 0 && cells[(bU - 1) * stride + bx] === 0) bU--;
  let bD = by;
  while (bD < rows - 1 && cells[(bD + 1) * stride + bx] === 0) bD++;
  let aL = ax;
  while (aL > 0 && cells[rowA + aL - 1] === 0) aL--;
  let aR = ax;
  while (aR < stride - 1 && cells[rowA + aR + 1] === 0) aR++;
  let bL = bx;
  while (bL > 0 && cells[rowB + bL - 1] === 0) bL--;
  let bR = bx;
  while (bR < stride - 1 && cells[rowB + bR + 1] === 0) bR++;

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
    for (let r = lo; r <= hi; r++) {
      // Cost: turns first (×4096 outweighs any length on a 32×24 board), then length.
      const cost = ((r !== ay ? 1 : 0) + (r !== by ? 1 : 0)) * 4096 + dx + Math.abs(ay - r) + Math.abs(by - r);
      if (cost >= bestCost) continue;
      const base = r * stride;
      let x = x0;
      while (x < x1 && cells[base + x] === 0) x++;
      if (x < x1) continue;
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
    for (let c = lo; c <= hi; c++) {
      const cost = ((c !== ax ? 1 : 0) + (c !== bx ? 1 : 0)) * 4096 + dy + Math.abs(ax - c) + Math.abs(bx - c);
      if (cost >= bestCost) continue;
      let i = y0 * stride + c;
      const end = y1 * stride + c;
      while (i < end && cells[i] === 0) i += stride;
      if (i < end) continue;
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
    if (bestLine !== ax) out[n++] = rowA + bestLine;
    if (bestLine !== bx) out[n++] = rowB + bestLine;
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
