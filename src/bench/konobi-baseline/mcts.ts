// Frozen copy of the Konobi player before the search enhancements: the benchmark's "old default". Do not edit.
// Monte Carlo tree search for Konobi with RAVE: UCT-style descent where each child's value blends its own
// win rate with its all-moves-as-first rate (Gelly & Silver 2007), playouts from playout.ts, and exact
// decisive / anti-decisive checks at the root. Time comes only from a `now` function, randomness from an Rng.
import type { Rng } from '../../core/rng.js';
import {
  BLACK,
  canSwap,
  isOver,
  type KonobiMove,
  type KonobiState,
  legalMoves,
  stoneOf,
} from '../../games/konobi/index.js';
import { openingPoint, shouldSwap } from './pie.js';
import { FastBoard, winningPoints } from './playout.js';

/** Playout budgets of the levels, weakest first (at about 20,000 playouts per second on 11×11, level 5 thinks about 2 s). */
export const LEVEL_PLAYOUTS = [200, 1000, 4000, 12000, 40000] as const;
export const LEVELS = LEVEL_PLAYOUTS.length;
export const DEFAULT_LEVEL = 3;

export interface SearchOptions {
  /** 1 (easy) to LEVELS (strong): a playout budget from LEVEL_PLAYOUTS; ignored when maxPlayouts is given. */
  readonly level?: number;
  readonly maxPlayouts?: number;
  /** A time budget in milliseconds, measured with `now` (both needed). */
  readonly timeMs?: number;
  readonly now?: () => number;
  readonly rng: Rng;
}

export interface SearchResult {
  readonly move: KonobiMove;
  readonly playouts: number;
  /** The estimated chance that the player to move wins after `move` (0.5 when nothing was searched). */
  readonly winRate: number;
  /** Why the move was chosen without a full search, if it was. */
  readonly reason: 'search' | 'only-move' | 'winning-point' | 'pie';
}

/** RAVE's bias constant b² in β = ñ / (n + ñ + 4 b² n ñ). */
const RAVE_BIAS = 4 * 0.05 * 0.05;
const EXPLORATION = 0.15;

class Node {
  readonly point: number;
  /** The stone code of the colour that made the move into this node. */
  readonly mover: number;
  children: Node[] | undefined;
  visits = 0;
  wins = 0;
  raveVisits = 0;
  raveWins = 0;

  constructor(point: number, mover: number) {
    this.point = point;
    this.mover = mover;
  }
}

/** Children for every legal point of colour c on `board` (a pass when there is none), in random order. */
function expand(node: Node, board: FastBoard, c: number, rng: Rng, scratch: Int32Array, only?: number[]): void {
  const children: Node[] = [];
  if (only) {
    for (const p of only) children.push(new Node(p, c));
  } else {
    const k = board.legalPoints(c, scratch);
    for (let i = 0; i < k; i++) children.push(new Node(scratch[i], c));
    if (k === 0) children.push(new Node(-1, c));
  }
  // A random order breaks ties between equal children without favouring the top-left corner.
  for (let i = children.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = children[i];
    children[i] = children[j];
    children[j] = t;
  }
  node.children = children;
}

function select(node: Node): Node {
  const children = node.children as Node[];
  const logN = Math.log(node.visits + 1);
  let best = children[0];
  let bestValue = -1;
  for (const ch of children) {
    const n = ch.visits;
    const rn = ch.raveVisits;
    const q = n > 0 ? ch.wins / n : 0.5;
    const amaf = rn > 0 ? ch.raveWins / rn : 0.5;
    const beta = rn > 0 ? rn / (n + rn + RAVE_BIAS * n * rn) : 0;
    const value = (1 - beta) * q + beta * amaf + EXPLORATION * Math.sqrt(logN / (n + 1));
    if (value > bestValue) {
      bestValue = value;
      best = ch;
    }
  }
  return best;
}

function budgetOf(options: SearchOptions): number {
  if (options.maxPlayouts !== undefined) return Math.max(1, options.maxPlayouts);
  if (options.level === undefined && options.timeMs !== undefined) return Number.POSITIVE_INFINITY;
  const level = Math.min(LEVELS, Math.max(1, Math.round(options.level ?? DEFAULT_LEVEL)));
  return LEVEL_PLAYOUTS[level - 1];
}

/** Searches the position and returns the move for the player to move (the state must not be over). */
export function search(state: KonobiState, options: SearchOptions): SearchResult {
  if (isOver(state)) throw new Error('search: the game is over');
  const { rng } = options;
  const root = state.board;
  const c = stoneOf(state.toMove);
  const o = c ^ 3;
  if (canSwap(state)) {
    return shouldSwap(state)
      ? { move: { type: 'swap' }, playouts: 0, winRate: 0.5, reason: 'pie' }
      : searchPoints(state, options, c, o);
  }
  if (root.stoneCount[BLACK] === 0 && root.stoneCount[2] === 0 && !state.swapped) {
    // Black's first stone with the pie rule ahead: a point White should not want to take over.
    return { move: { type: 'place', point: openingPoint(root.size, rng) }, playouts: 0, winRate: 0.5, reason: 'pie' };
  }
  return searchPoints(state, options, c, o);
}

function searchPoints(state: KonobiState, options: SearchOptions, c: number, o: number): SearchResult {
  const { rng } = options;
  const root = state.board;
  if (root.legalCount[c] === 0) return { move: { type: 'pass' }, playouts: 0, winRate: 0.5, reason: 'only-move' };
  const wins = winningPoints(root, c);
  if (wins.length > 0) {
    return { move: { type: 'place', point: wins[0] }, playouts: 0, winRate: 1, reason: 'winning-point' };
  }
  // The opponent's winning points that we can occupy: one of them must be played, or the game is lost.
  const threats = winningPoints(root, o).filter((p) => (root.legal[p] & c) !== 0);
  if (threats.length === 1) {
    return { move: { type: 'place', point: threats[0] }, playouts: 0, winRate: 0.5, reason: 'winning-point' };
  }
  if (root.legalCount[c] === 1) {
    const only = legalMoves(state).find((m) => m.type === 'place') as KonobiMove;
    return { move: only, playouts: 0, winRate: 0.5, reason: 'only-move' };
  }
  const budget = budgetOf(options);
  const { timeMs, now } = options;
  const deadline = timeMs !== undefined && now !== undefined ? now() + timeMs : Number.POSITIVE_INFINITY;
  const base = new FastBoard(root.size);
  base.load(root);
  const board = new FastBoard(root.size);
  const scratch = new Int32Array(root.size * root.size);
  const top = new Node(-1, o);
  expand(top, base, c, rng, scratch, threats.length > 0 ? threats.map((p) => base.pad(p)) : undefined);
  const path: Node[] = [];
  const lastOf = (colour: 'black' | 'white'): number =>
    state.last?.colour === colour && state.last.move.type === 'place' ? base.pad(state.last.move.point) : -1;
  const rootLast = [-1, lastOf('black'), lastOf('white')];
  const last = [-1, -1, -1];
  let playouts = 0;
  while (playouts < budget) {
    if ((playouts & 31) === 0 && playouts > 0 && now !== undefined && now() >= deadline) break;
    board.copyFrom(base);
    last[1] = rootLast[1];
    last[2] = rootLast[2];
    path.length = 0;
    let node = top;
    let mover = c;
    let passes = 0;
    path.push(node);
    while (board.winner === 0 && passes < 2) {
      if (node.children === undefined) {
        if (node.visits === 0) break;
        expand(node, board, mover, rng, scratch);
      }
      node = select(node);
      if (node.point >= 0) {
        board.place(node.point, mover);
        last[mover] = node.point;
        passes = 0;
      } else {
        passes++;
      }
      path.push(node);
      mover ^= 3;
    }
    const winner = board.winner !== 0 || passes >= 2 ? board.winner : board.playout(mover, last[1], last[2], rng);
    playouts++;
    const cells = board.cells;
    for (const n of path) {
      n.visits++;
      if (winner === n.mover) n.wins++;
      else if (winner === 0) n.wins += 0.5;
      if (n.children === undefined) continue;
      // All moves as first: a child's point later taken by its mover counts as if played here.
      for (const ch of n.children) {
        if (ch.point < 0 || cells[ch.point] !== ch.mover) continue;
        ch.raveVisits++;
        if (winner === ch.mover) ch.raveWins++;
        else if (winner === 0) ch.raveWins += 0.5;
      }
    }
  }
  let best = (top.children as Node[])[0];
  for (const ch of top.children as Node[]) if (ch.visits > best.visits) best = ch;
  return {
    move: best.point < 0 ? { type: 'pass' } : { type: 'place', point: base.unpad(best.point) },
    playouts,
    winRate: best.visits > 0 ? best.wins / best.visits : 0.5,
    reason: 'search',
  };
}

/** The computer's move for the player to move: see `search`. */
export function chooseMove(state: KonobiState, options: SearchOptions): KonobiMove {
  return search(state, options).move;
}

/** A player that picks uniformly among the legal moves (points, `swap` when allowed, `pass` when forced). */
export function randomPlayer(state: KonobiState, rng: Rng): KonobiMove {
  const moves = legalMoves(state);
  return moves[rng.int(moves.length)];
}
