// The beam search's storage: a layer of fields packed in typed arrays, a hash that tells fields apart, and the
// bounded heap of the best candidates for the next layer.
import { type Board, MAX_COLOR } from './board.js';

/** The fields of one layer of the beam, packed in typed arrays. */
export class Layer {
  readonly cells: Uint8Array;
  readonly heights: Uint8Array;
  readonly counts: Int32Array;
  readonly scores: Int32Array;
  readonly columns: Int32Array;
  readonly blocks: Int32Array;
  private readonly cellsLength: number;
  private readonly columnsLength: number;

  constructor(width: number, cellsLength: number, columnsLength: number) {
    this.cellsLength = cellsLength;
    this.columnsLength = columnsLength;
    this.cells = new Uint8Array(width * cellsLength);
    this.heights = new Uint8Array(width * columnsLength);
    this.counts = new Int32Array(width * (MAX_COLOR + 1));
    this.scores = new Int32Array(width);
    this.columns = new Int32Array(width);
    this.blocks = new Int32Array(width);
  }

  store(f: number, board: Board, score: number): void {
    this.cells.set(board.cells, f * this.cellsLength);
    this.heights.set(board.heights, f * this.columnsLength);
    this.counts.set(board.counts, f * (MAX_COLOR + 1));
    this.scores[f] = score;
    this.columns[f] = board.columns;
    this.blocks[f] = board.blocks;
  }

  load(f: number, board: Board): void {
    board.cells.set(this.cells.subarray(f * this.cellsLength, (f + 1) * this.cellsLength));
    board.heights.set(this.heights.subarray(f * this.columnsLength, (f + 1) * this.columnsLength));
    board.counts.set(this.counts.subarray(f * (MAX_COLOR + 1), (f + 1) * (MAX_COLOR + 1)));
    board.columns = this.columns[f] as number;
    board.blocks = this.blocks[f] as number;
  }
}

/**
 * A 53-bit hash of a board's cells (two 32-bit multiplicative hashes), for telling fields apart; a false match,
 * rare with a few thousand fields a layer, only drops a field from the beam.
 */
export function hashOf(board: Board): number {
  const { cells, heights, stride } = board;
  let a = 0x9e3779b9 | 0;
  let b = 0x85ebca6b | 0;
  for (let x = 1; x <= board.columns; x++) {
    const base = x * stride;
    const end = base + (heights[x] as number);
    a = Math.imul(a ^ 0xff, 0x01000193);
    b = Math.imul(b + 0x3f, 0x5bd1e995);
    for (let i = base; i < end; i++) {
      const c = cells[i] as number;
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b + c, 0x5bd1e995) ^ (b >>> 15);
    }
  }
  return (a >>> 0) * 2097152 + ((b >>> 0) & 0x1fffff);
}

/** The best `capacity` candidates offered so far (a min-heap on rating): their rating, parent, move and score. */
export class CandidateHeap {
  readonly rating: Float64Array;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly score: Int32Array;
  size = 0;
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.rating = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.move = new Int32Array(capacity);
    this.score = new Int32Array(capacity);
  }

  offer(rating: number, parent: number, move: number, score: number): void {
    const r = this.rating;
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if ((r[p] as number) <= rating) break;
        this.copy(p, i);
        i = p;
      }
      this.set(i, rating, parent, move, score);
      return;
    }
    if (rating <= (r[0] as number)) return;
    const n = this.size;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const rr = l + 1;
      const m = rr < n && (r[rr] as number) < (r[l] as number) ? rr : l;
      if ((r[m] as number) >= rating) break;
      this.copy(m, i);
      i = m;
    }
    this.set(i, rating, parent, move, score);
  }

  /** The entries' indices, best rating first. */
  sorted(): number[] {
    const r = this.rating;
    return Array.from({ length: this.size }, (_, j) => j).sort((a, b) => (r[b] as number) - (r[a] as number));
  }

  private copy(from: number, to: number): void {
    this.rating[to] = this.rating[from] as number;
    this.parent[to] = this.parent[from] as number;
    this.move[to] = this.move[from] as number;
    this.score[to] = this.score[from] as number;
  }

  private set(i: number, rating: number, parent: number, move: number, score: number): void {
    this.rating[i] = rating;
    this.parent[i] = parent;
    this.move[i] = move;
    this.score[i] = score;
  }
}
