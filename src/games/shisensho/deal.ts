// Shisen-Sho deals: uniformly random boards, and the construction of winnable boards by placing pairs in
// reverse play order. A winnable deal is first of all a random deal the exact solver proves clearable; that
// part lives with the solver (src/ai/shisensho/winnable.ts) and reaches the rules as `WinnableDeals`.
import { type Rng, shuffle } from '../../core/rng.js';
import {
  type Board,
  type Cell,
  cellAt,
  copyBoard,
  createBoard,
  isBefore,
  type ShisenShoMove,
  setCell,
  settleColumn,
} from './board.js';
import { pairCount, type ShisenShoParams } from './params.js';
import { findPath } from './path.js';

/** The kind of each pair of a deal: kinds in turn, so extra pairs wrap around to the first kinds. */
export function dealKinds(params: ShisenShoParams): number[] {
  return Array.from({ length: pairCount(params) }, (_, p) => 1 + (p % params.kinds));
}

/** Deals a board: uniformly random, or (params.winnable) one with a proof that it can be cleared. */
export function dealBoard(params: ShisenShoParams, rng: Rng, deals: WinnableDeals): Board {
  return params.winnable ? deals.deal(params, rng).board : dealRandom(params, rng);
}

/** Every tile of the deal shuffled over the cells (an odd board's spare cell lands anywhere, empty). */
export function dealRandom(params: ShisenShoParams, rng: Rng): Board {
  const board = createBoard(params.width, params.height);
  const tiles: number[] = [];
  for (const k of dealKinds(params)) tiles.push(k, k);
  while (tiles.length < params.width * params.height) tiles.push(0);
  shuffle(tiles, rng);
  let t = 0;
  for (let y = 0; y < params.height; y++) {
    for (let x = 0; x < params.width; x++) setCell(board, (y + 1) * (params.width + 2) + x + 1, tiles[t++]);
  }
  return board;
}

export interface WinnableDeal {
  readonly board: Board;
  /** Pairs in play order that clear the board (the solver's, or the construction read backwards): its proof. */
  readonly solution: readonly ShisenShoMove[];
  /** Where the board comes from: a random deal the solver proved clearable, or the construction. */
  readonly source: 'random' | 'built';
  /** Random deals drawn before this one was accepted (or before the construction took over). */
  readonly tries: number;
}

/** What the construction gives: a winnable deal without the random tries before it. */
export type Built = Omit<WinnableDeal, 'tries'>;

/**
 * How a game deals and scrambles winnable boards (params without `u`). Proving a random deal clearable takes
 * the exact solver, which lives in the layer above the engine (src/ai/shisensho), so the Game is built with
 * this given to it (`shisenShoGame(deals)`); src/ai/shisensho's `winnableDeals` is the one every face uses.
 * Both must be deterministic given the generator: a game id deals the same board everywhere.
 */
export interface WinnableDeals {
  /** A winnable board for `params`, drawn from `rng`. */
  deal(params: ShisenShoParams, rng: Rng): WinnableDeal;
  /** A winnable rearrangement of the tiles on `board` over the same cells (with gravity: the same columns). */
  scramble(board: Board, gravity: boolean, rng: Rng): WinnableDeal;
}

/** The construction: a board built by placing pairs in reverse play order, with its solution. */
export function buildWinnable(params: ShisenShoParams, rng: Rng): Built {
  const kinds = shuffle(dealKinds(params), rng);
  const { width: W, height: H } = params;
  if (params.gravity) return buildGravity(W, H, new Array<number>(W).fill(H), kinds, rng);
  const targets: number[] = [];
  for (let y = 1; y <= H; y++) for (let x = 1; x <= W; x++) targets.push(y * (W + 2) + x);
  // An odd board keeps one random cell empty.
  if (targets.length % 2 === 1) targets.splice(rng.int(targets.length), 1);
  return buildFlat(W, H, targets, kinds, rng);
}

/** The occupied cells of `board` and its tiles as kinds, one entry per pair (the multiset a Scramble keeps). */
function tilesOf(board: Board): { counts: number[]; targets: number[]; kinds: number[] } {
  const counts = new Array<number>(64).fill(0);
  const targets: number[] = [];
  for (let i = 0; i < board.cells.length; i++) {
    if (board.cells[i] === 0) continue;
    counts[board.cells[i]]++;
    targets.push(i);
  }
  const kinds: number[] = [];
  counts.forEach((n, k) => {
    for (let p = 0; p < n / 2; p++) kinds.push(k);
  });
  return { counts, targets, kinds };
}

/** Uniform shuffles a winnable Scramble tries (each played out greedily) before it builds an arrangement. */
export const SCRAMBLE_TRIES = 8;

/**
 * A winnable rearrangement of the tiles on `board` over the same cells (with gravity: the same column
 * heights), for the winnable Scramble. The kinds stay the same multiset. The first of up to SCRAMBLE_TRIES
 * uniform shuffles that a greedy playout clears (its pairs are the proof), else an arrangement built pair by
 * pair without backtracking. No search: a Scramble is a move of the game record, replayed by every load of a
 * saved game and by the server for every record posted, so it must cost a few playouts, never a solver run
 * or the backtracking construction (seconds per Scramble on the largest boards).
 */
export function scrambleWithoutSearch(board: Board, gravity: boolean, rng: Rng): WinnableDeal {
  const { width: W, height: H } = board;
  const { counts, targets, kinds } = tilesOf(board);
  let tries = 0;
  const even = counts.every((n) => n % 2 === 0);
  const settled = !gravity || targets.every((i) => i + W + 2 >= (H + 1) * (W + 2) || board.cells[i + W + 2] !== 0);
  if (even && settled) {
    for (tries = 1; tries <= SCRAMBLE_TRIES; tries++) {
      const next = copyBoard(board);
      const shuffled = shuffle(
        targets.map((i) => board.cells[i]),
        rng,
      );
      targets.forEach((i, k) => {
        setCell(next, i, shuffled[k]);
      });
      const solution = greedyClear(next, gravity);
      if (solution) return { board: next, solution, source: 'random', tries };
    }
    tries = SCRAMBLE_TRIES;
  }
  shuffle(kinds, rng);
  if (!gravity) return { ...buildFlatFromTops(W, H, targets, kinds, rng), tries };
  const heights = new Array<number>(W).fill(0);
  for (const i of targets) heights[(i % (W + 2)) - 1]++;
  return { ...buildGravity(W, H, heights, kinds, rng), tries };
}

/**
 * Plays a copy of `board` greedily, each turn removing the first joinable pair (by kind, then reading order),
 * and returns the pairs when that clears it; undefined when it gets stuck (the board may still be clearable).
 * One playout: at most a pair-scan per pair removed.
 */
function greedyClear(board: Board, gravity: boolean): ShisenShoMove[] | undefined {
  const work = copyBoard(board);
  const stride = work.width + 2;
  const solution: ShisenShoMove[] = [];
  const byKind: number[][] = Array.from({ length: 64 }, () => []);
  for (;;) {
    for (const tiles of byKind) tiles.length = 0;
    let left = 0;
    for (let i = 0; i < work.cells.length; i++) {
      if (work.cells[i] !== 0) {
        byKind[work.cells[i]].push(i);
        left++;
      }
    }
    if (left === 0) return solution;
    let pair: [number, number] | undefined;
    for (const tiles of byKind) {
      for (let a = 0; a < tiles.length && !pair; a++) {
        for (let b = a + 1; b < tiles.length; b++) {
          if (findPath(work, tiles[a], tiles[b]) !== 0) {
            pair = [tiles[a], tiles[b]];
            break;
          }
        }
      }
      if (pair) break;
    }
    if (!pair) return undefined;
    const [i, j] = pair;
    solution.push(pairOf(work, i, j));
    setCell(work, i, 0);
    setCell(work, j, 0);
    if (gravity) {
      settleColumn(work, i % stride);
      if (j % stride !== i % stride) settleColumn(work, j % stride);
    }
  }
}

/** First cells, and partners of each, tried at one step of the flat construction. */
const FIRSTS = 8;
const SECONDS = 4;
/** Steps (pairs placed, including those taken back) one attempt of the flat construction may spend. */
const STEP_BUDGET = 4000;
/** Random noise added to a cell's depth when choosing which cell to fill next. */
const NOISE = 2;

/**
 * Without gravity: fills `targets` (padded indices) pair by pair, each new pair joined by a legal path on
 * the board as it stands (unfilled cells empty). Read backwards that is a legal game: when pair k is
 * removed, exactly the pairs placed before it remain. A cell that no longer connects to any unfilled cell
 * never will (the board only fills), so a pair is kept only if every unfilled cell still has a partner, and
 * when no tried pair keeps that, the search backtracks. After a few attempts over budget it falls back to
 * a construction that cannot fail.
 */
function buildFlat(W: number, H: number, targets: readonly number[], kinds: readonly number[], rng: Rng): Built {
  const stride = W + 2;
  const rows = H + 2;
  const hasPartner = (board: Board, open: readonly number[], p: number): boolean => {
    for (let q = 0; q < open.length; q++) if (q !== p && findPath(board, open[p], open[q]) !== 0) return true;
    return false;
  };
  const depth = (i: number): number => {
    const x = i % stride;
    const y = (i - x) / stride;
    return Math.min(x, y, stride - 1 - x, rows - 1 - y);
  };
  for (let attempt = 0; attempt < 4; attempt++) {
    const board = createBoard(W, H);
    const steps: [number, number][] = [];
    let budget = STEP_BUDGET;
    const fill = (open: readonly number[]): boolean => {
      if (open.length === 0) return true;
      // Natural play clears from the ring inwards, so the construction fills from the inside out: the first
      // cells tried are the deepest (with some noise), so the cells left open at the end lie along the ring.
      const firsts = shuffle(open.slice(), rng)
        .map((i) => ({ i, key: depth(i) + rng.int(NOISE) }))
        .sort((u, v) => v.key - u.key)
        .slice(0, FIRSTS)
        .map((u) => u.i);
      for (const i of firsts) {
        const partners = shuffle(
          open.filter((j) => j !== i && findPath(board, i, j) !== 0),
          rng,
        ).slice(0, SECONDS);
        for (const j of partners) {
          if (--budget < 0) return false;
          setCell(board, i, kinds[steps.length]);
          setCell(board, j, kinds[steps.length]);
          const rest = open.filter((k) => k !== i && k !== j);
          let fine = true;
          for (let r = 0; r < rest.length && fine; r++) fine = hasPartner(board, rest, r);
          if (fine) {
            steps.push([i, j]);
            if (fill(rest)) return true;
            steps.pop();
          }
          setCell(board, i, 0);
          setCell(board, j, 0);
        }
      }
      return false;
    };
    if (fill(targets)) return { board, solution: toSolution(board, steps), source: 'built' };
  }
  return buildFlatFromTops(W, H, targets, kinds, rng);
}

/**
 * The fallback that always succeeds: fill each column from its lowest target upwards, so every new tile sees
 * the top ring along its column; two such tiles join over the top ring (two turns), or in one column directly.
 */
function buildFlatFromTops(
  W: number,
  H: number,
  targets: readonly number[],
  kinds: readonly number[],
  rng: Rng,
): Built {
  const stride = W + 2;
  const board = createBoard(W, H);
  const byColumn: number[][] = Array.from({ length: stride }, () => []);
  // Lowest cell last, so pop() gives the lowest unfilled target of a column.
  for (const i of [...targets].sort((p, q) => p - q)) byColumn[i % stride].push(i);
  const steps: [number, number][] = [];
  while (steps.length < kinds.length) {
    const columns = byColumn.map((c, x) => (c.length > 0 ? x : -1)).filter((x) => x >= 0);
    const c1 = columns[rng.int(columns.length)];
    const i = byColumn[c1].pop() as number;
    const rest = byColumn.map((c, x) => (c.length > 0 ? x : -1)).filter((x) => x >= 0);
    const c2 = rest[rng.int(rest.length)];
    const j = byColumn[c2].pop() as number;
    setCell(board, i, kinds[steps.length]);
    setCell(board, j, kinds[steps.length]);
    steps.push([i, j]);
  }
  return { board, solution: toSolution(board, steps), source: 'built' };
}

/**
 * With gravity: builds columns bottom-aligned up to `heights`, inserting each pair anywhere in one or two
 * columns (the tiles above move up) such that the two new tiles are joined on the board that results.
 * Removing them then lets those columns settle back to exactly the board before the step, so the steps read
 * backwards are a legal game. A few random insertions are tried; putting both tiles on top of their columns
 * always works (each sees the top ring straight up), so the construction never fails.
 */
function buildGravity(W: number, H: number, heights: readonly number[], kinds: readonly number[], rng: Rng): Built {
  const stride = W + 2;
  const cols: number[][] = Array.from({ length: W }, () => []);
  const board = createBoard(W, H);
  const movesBackwards: ShisenShoMove[] = [];
  const draw = (): void => {
    for (let x = 0; x < W; x++) {
      const col = cols[x];
      for (let j = 0; j < H; j++) setCell(board, (H - j) * stride + x + 1, j < col.length ? col[j] : 0);
    }
  };
  const room = (x: number): number => heights[x] - cols[x].length;
  for (let step = 0; step < kinds.length; step++) {
    const kind = kinds[step];
    const open: number[] = [];
    for (let x = 0; x < W; x++) if (room(x) > 0) open.push(x);
    let placed = false;
    for (let attempt = 0; attempt < 12 && !placed; attempt++) {
      const c1 = open[rng.int(open.length)];
      const c2 = open[rng.int(open.length)];
      if (c1 === c2 && room(c1) < 2) continue;
      const j1 = rng.int(cols[c1].length + 1);
      cols[c1].splice(j1, 0, kind);
      const j2 = rng.int(cols[c2].length + 1);
      cols[c2].splice(j2, 0, kind);
      // In one column the second insertion may push the first up.
      const j1After = c1 === c2 && j2 <= j1 ? j1 + 1 : j1;
      draw();
      const ia = (H - j1After) * stride + c1 + 1;
      const ib = (H - j2) * stride + c2 + 1;
      if (findPath(board, ia, ib) !== 0) {
        movesBackwards.push(pairOf(board, ia, ib));
        placed = true;
      } else {
        cols[c2].splice(j2, 1);
        cols[c1].splice(j1, 1);
      }
    }
    if (placed) continue;
    // On top of two columns (or twice on one): always joined, straight or over the top ring.
    const c1 = open[rng.int(open.length)];
    const others = open.filter((x) => x !== c1);
    const c2 = room(c1) >= 2 && (others.length === 0 || rng.int(2) === 0) ? c1 : others[rng.int(others.length)];
    cols[c1].push(kind);
    const ia = (H - cols[c1].length + 1) * stride + c1 + 1;
    cols[c2].push(kind);
    const ib = (H - cols[c2].length + 1) * stride + c2 + 1;
    movesBackwards.push(pairOf(board, ia, ib));
  }
  draw();
  return { board, solution: movesBackwards.reverse(), source: 'built' };
}

function pairOf(board: Board, i: number, j: number): ShisenShoMove {
  const a: Cell = cellAt(board, i);
  const b: Cell = cellAt(board, j);
  return isBefore(b, a) ? { a: b, b: a } : { a, b };
}

function toSolution(board: Board, steps: readonly (readonly [number, number])[]): ShisenShoMove[] {
  return steps.map(([i, j]) => pairOf(board, i, j)).reverse();
}
