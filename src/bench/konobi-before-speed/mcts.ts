// Frozen copy of the Konobi search before the speed work (a node object per move), on the frozen playout board
// beside it: the benchmark's "before" line, and the reference test/ai/konobi/search.test.ts holds today's search
// to, result for result. Not used by the program. Do not edit.
import { openingPoint, shouldSwap } from '../../ai/konobi/pie.js';
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
import { FastBoard } from './playout.js';

/** Playout budgets of the levels, weakest first (on 11×11 and one quiet core, level 5 thinks one to two seconds). */
export const LEVEL_PLAYOUTS = [200, 1000, 4000, 12000, 40000] as const;
export const LEVELS = LEVEL_PLAYOUTS.length;
export const DEFAULT_LEVEL = 3;

/** The knobs of the search, each one an enhancement the benchmark can switch off to measure it. */
export interface SearchTuning {
  /** RAVE's bias constant b in β = ñ / (n + ñ + 4 b² n ñ); 0 turns RAVE off. */
  readonly raveBias: number;
  /** The UCT exploration constant. */
  readonly exploration: number;
  /** Prove wins and losses (MCTS-Solver) and take / stop wins in one at every node. */
  readonly solver: boolean;
  /** Keep the subtree of the position reached when a `SearchTree` is given. */
  readonly reuse: boolean;
  /** Playouts join two own chains when the opponent takes one of their shared neighbours (FastBoard.saveNear). */
  readonly saveConnections: boolean;
  /** A leaf gets its children on this visit (fewer nodes, less garbage, when larger). */
  readonly expandAt: number;
  /** Virtual games given to a new child from simple knowledge (FastBoard.features); 0 turns priors off. */
  readonly priors: number;
}

export const DEFAULT_TUNING: SearchTuning = {
  raveBias: 0.05,
  exploration: 0.15,
  solver: true,
  reuse: true,
  saveConnections: true,
  expandAt: 4,
  priors: 10,
};

export interface SearchOptions {
  /** 1 (easy) to LEVELS (strong): a playout budget from LEVEL_PLAYOUTS; ignored when maxPlayouts is given. */
  readonly level?: number;
  readonly maxPlayouts?: number;
  /** A time budget in milliseconds, measured with `now` (both needed). */
  readonly timeMs?: number;
  readonly now?: () => number;
  readonly rng: Rng;
  /** A tree kept from this player's previous move, reused when the position follows from it. */
  readonly tree?: SearchTree;
  readonly tuning?: Partial<SearchTuning>;
  /** Called every 256 playouts with the playouts so far and the budget (Infinity under a time budget only). */
  readonly onProgress?: (playouts: number, budget: number) => void;
}

export interface SearchResult {
  readonly move: KonobiMove;
  readonly playouts: number;
  /** The estimated chance that the player to move wins after `move` (1 or 0 when proven; 0.5 when nothing was searched). */
  readonly winRate: number;
  /** Why the move was chosen without a full search, if it was. */
  readonly reason: 'search' | 'only-move' | 'winning-point' | 'pie';
  /** Playouts already spent on this position by the previous search (tree reuse). */
  readonly reused: number;
}

/** A node's proof, from the point of view of the player who moved into it. */
const UNKNOWN = 0;
const PROVEN_WIN = 1;
const PROVEN_LOSS = -1;

class Node {
  readonly point: number;
  /** The stone code of the colour that made the move into this node. */
  readonly mover: number;
  children: Node[] | undefined;
  /** Games through this node, counting the prior's virtual ones; `played` counts only the real ones. */
  visits = 0;
  wins = 0;
  played = 0;
  raveVisits = 0;
  raveWins = 0;
  proof = UNKNOWN;

  constructor(point: number, mover: number) {
    this.point = point;
    this.mover = mover;
  }
}

/**
 * What one player keeps between its moves: the node reached by its last move and the board after it. Give
 * the same object to each `search` of one player in one game; a position that does not follow is searched
 * afresh.
 */
export class SearchTree {
  /** @internal */ node: Node | undefined;
  /** @internal */ cells: Uint8Array | undefined;
}

/** Scratch space of one search. */
interface Work {
  readonly legal: Int32Array;
  readonly candidates: Int32Array;
  readonly rng: Rng;
  /** Whether expand looks for wins in one (always at the root, where the exact checks cost nothing). */
  solver: boolean;
  priors: number;
}

/**
 * A new child's virtual record from its features: a point joining two own chains, in contact with the
 * opponent or next to its last stone is likely good; a point far from every stone is likely wasted.
 */
function givePrior(child: Node, f: number, weight: number): void {
  let value = 0.5;
  if ((f & 7) >= 2) value += 0.15;
  else if ((f & 7) === 1) value += 0.03;
  if (f & 8) value += 0.05;
  if (f & 16) value += 0.05;
  if (f & 32) value -= 0.1;
  child.visits = weight;
  child.wins = weight * value;
}

function shuffle(children: Node[], rng: Rng): void {
  // A random order breaks ties between equal children without favouring the top-left corner.
  for (let i = children.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = children[i];
    children[i] = children[j];
    children[j] = t;
  }
}

/**
 * Gives `node` its children for colour c to move on `board`: every legal point (a pass when there is none),
 * or with the solver only a winning point when there is one (the node is then lost for its mover), and only
 * the points that leave the opponent no win in one when it has one (none such: the node is won for its mover).
 */
function expand(node: Node, board: FastBoard, c: number, work: Work): void {
  const { legal, candidates } = work;
  const k = board.legalPoints(c, legal);
  if (k === 0) {
    node.children = [new Node(-1, c)];
    return;
  }
  if (work.solver) {
    for (let i = 0; i < k; i++) {
      if (board.edgesWith(legal[i], c) !== 3) continue;
      const win = new Node(legal[i], c);
      win.proof = PROVEN_WIN;
      node.children = [win];
      node.proof = PROVEN_LOSS;
      return;
    }
    const o = c ^ 3;
    // The opponent's points that would join its edges, legal now or not: a stone of ours can make one legal.
    let m = 0;
    let threatened = false;
    for (let i = 0; i < board.emptyCount; i++) {
      const p = board.empties[i];
      if (board.edgesWith(p, o) !== 3) continue;
      candidates[m++] = p;
      if (board.legalAt(p, o)) threatened = true;
    }
    if (threatened) {
      const children: Node[] = [];
      for (let i = 0; i < k; i++) if (board.stopsAll(legal[i], c, candidates, m)) children.push(new Node(legal[i], c));
      if (children.length === 0) {
        // Every move leaves a win in one: lost. Keep every move, so a lost position still gets an answer.
        for (let i = 0; i < k; i++) children.push(new Node(legal[i], c));
        for (const ch of children) ch.proof = PROVEN_LOSS;
        node.proof = PROVEN_WIN;
      }
      shuffle(children, work.rng);
      node.children = children;
      return;
    }
  }
  const children: Node[] = [];
  for (let i = 0; i < k; i++) {
    const child = new Node(legal[i], c);
    if (work.priors > 0) givePrior(child, board.features(legal[i], c, node.point), work.priors);
    children.push(child);
  }
  shuffle(children, work.rng);
  node.children = children;
}

function select(node: Node, raveBias: number, exploration: number): Node {
  const children = node.children as Node[];
  const logN = Math.log(node.visits + 1);
  let best = children[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const ch of children) {
    if (ch.proof === PROVEN_WIN) return ch;
    if (ch.proof === PROVEN_LOSS) continue;
    const n = ch.visits;
    const rn = ch.raveVisits;
    const q = n > 0 ? ch.wins / n : 0.5;
    const amaf = rn > 0 ? ch.raveWins / rn : 0.5;
    const beta = rn > 0 && raveBias > 0 ? rn / (n + rn + raveBias * n * rn) : 0;
    const value = (1 - beta) * q + beta * amaf + exploration * Math.sqrt(logN / (n + 1));
    if (value > bestValue) {
      bestValue = value;
      best = ch;
    }
  }
  return best;
}

/** Sets node's proof from its children's (MCTS-Solver); returns whether it is now proven. */
function prove(node: Node): boolean {
  const children = node.children;
  if (children === undefined || node.proof !== UNKNOWN) return node.proof !== UNKNOWN;
  let allLost = true;
  for (const ch of children) {
    if (ch.proof === PROVEN_WIN) {
      node.proof = PROVEN_LOSS;
      return true;
    }
    if (ch.proof !== PROVEN_LOSS) allLost = false;
  }
  if (allLost) node.proof = PROVEN_WIN;
  return allLost;
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
  if (canSwap(state) && shouldSwap(state)) {
    return { move: { type: 'swap' }, playouts: 0, winRate: 0.5, reason: 'pie', reused: 0 };
  }
  if (root.stoneCount[BLACK] === 0 && root.stoneCount[2] === 0 && !state.swapped) {
    // Black's first stone with the pie rule ahead: a point White should not want to take over.
    const point = openingPoint(root.size, rng);
    return { move: { type: 'place', point }, playouts: 0, winRate: 0.5, reason: 'pie', reused: 0 };
  }
  return searchPoints(state, options);
}

/** The node of `tree` for this position, if the position follows from the tree's (one stone of `o` more). */
function reusable(tree: SearchTree | undefined, base: FastBoard, o: number): Node | undefined {
  const { node, cells } = tree ?? {};
  if (node?.children === undefined || cells === undefined || cells.length !== base.cells.length) return undefined;
  let added = -1;
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] === base.cells[p]) continue;
    if (cells[p] !== 0 || base.cells[p] !== o || added >= 0) return undefined;
    added = p;
  }
  const next = node.children.find((ch) => ch.point === added && ch.mover === o);
  return next?.children !== undefined ? next : undefined;
}

function searchPoints(state: KonobiState, options: SearchOptions): SearchResult {
  const { rng } = options;
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const root = state.board;
  const c = stoneOf(state.toMove);
  const o = c ^ 3;
  if (root.legalCount[c] === 0)
    return { move: { type: 'pass' }, playouts: 0, winRate: 0.5, reason: 'only-move', reused: 0 };
  const base = new FastBoard(root.size);
  base.load(root);
  const work: Work = {
    legal: new Int32Array(root.size * root.size),
    candidates: new Int32Array(root.size * root.size),
    rng,
    solver: true,
    priors: tuning.priors,
  };
  const tree = tuning.reuse ? options.tree : undefined;
  let top = reusable(tree, base, o);
  const reused = top?.played ?? 0;
  if (top === undefined) {
    top = new Node(-1, o);
    expand(top, base, c, work);
  }
  work.solver = tuning.solver;
  const children = top.children as Node[];
  const answer = (node: Node, playouts: number, reason: SearchResult['reason']): SearchResult => {
    if (tree) {
      tree.node = node;
      tree.cells = base.cells.slice();
      if (node.point >= 0) tree.cells[node.point] = c;
    }
    const winRate =
      node.proof === PROVEN_WIN ? 1 : node.proof === PROVEN_LOSS ? 0 : node.visits > 0 ? node.wins / node.visits : 0.5;
    const move: KonobiMove = node.point < 0 ? { type: 'pass' } : { type: 'place', point: base.unpad(node.point) };
    return { move, playouts, winRate, reason, reused };
  };
  // A win in one, the only move that stops the opponent's, or the only legal point: no search needed.
  if (children.length === 1 || children[0].proof === PROVEN_WIN) {
    const only = children[0];
    return answer(only, 0, only.proof === PROVEN_WIN || root.legalCount[c] > 1 ? 'winning-point' : 'only-move');
  }
  const playouts = runPlayouts(state, top, base, c, work, tuning, options);
  // The most visited child, unless the solver proved one; a proven loss only when every move loses.
  let best: Node | undefined;
  for (const ch of children) {
    if (ch.proof === PROVEN_WIN) {
      best = ch;
      break;
    }
    if (ch.proof === PROVEN_LOSS && top.proof !== PROVEN_WIN) continue;
    if (best === undefined || ch.visits > best.visits) best = ch;
  }
  return answer(best ?? children[0], playouts, 'search');
}

function runPlayouts(
  state: KonobiState,
  top: Node,
  base: FastBoard,
  c: number,
  work: Work,
  tuning: SearchTuning,
  options: SearchOptions,
): number {
  const { rng } = options;
  const budget = budgetOf(options);
  const { timeMs, now } = options;
  const deadline = timeMs !== undefined && now !== undefined ? now() + timeMs : Number.POSITIVE_INFINITY;
  const raveBias = 4 * tuning.raveBias * tuning.raveBias;
  const { exploration } = tuning;
  const board = new FastBoard(base.size);
  board.saveConnections = tuning.saveConnections;
  const expandAt = Math.max(1, tuning.expandAt) - 1;
  const path: Node[] = [];
  const lastOf = (colour: 'black' | 'white'): number =>
    state.last?.colour === colour && state.last.move.type === 'place' ? base.pad(state.last.move.point) : -1;
  const rootLast = [-1, lastOf('black'), lastOf('white')];
  const last = [-1, -1, -1];
  let playouts = 0;
  const { onProgress } = options;
  while (playouts < budget && top.proof === UNKNOWN) {
    if ((playouts & 31) === 0 && playouts > 0 && now !== undefined && now() >= deadline) break;
    if ((playouts & 255) === 0) onProgress?.(playouts, budget);
    board.copyFrom(base);
    last[1] = rootLast[1];
    last[2] = rootLast[2];
    path.length = 0;
    let node = top;
    let mover = c;
    let passes = 0;
    path.push(node);
    let winner = 0;
    while (true) {
      if (node.proof !== UNKNOWN) {
        winner = node.proof === PROVEN_WIN ? node.mover : node.mover ^ 3;
        break;
      }
      if (board.winner !== 0 || passes >= 2) {
        winner = board.winner;
        break;
      }
      if (node.children === undefined) {
        if (node.played < expandAt && node !== top) {
          winner = board.playout(mover, last[1], last[2], rng);
          break;
        }
        expand(node, board, mover, work);
        if (node.proof !== UNKNOWN) continue;
      }
      node = select(node, raveBias, exploration);
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
    playouts++;
    const cells = board.cells;
    // Proofs climb from the deepest node; each update below uses the same winner.
    for (let i = path.length - 2; i >= 0 && path[i + 1].proof !== UNKNOWN; i--) if (!prove(path[i])) break;
    for (const n of path) {
      n.visits++;
      n.played++;
      if (winner === n.mover) n.wins++;
      else if (winner === 0) n.wins += 0.5;
      if (n.children === undefined || raveBias === 0) continue;
      // All moves as first: a child's point later taken by its mover counts as if played here.
      for (const ch of n.children) {
        if (ch.point < 0 || cells[ch.point] !== ch.mover) continue;
        ch.raveVisits++;
        if (winner === ch.mover) ch.raveWins++;
        else if (winner === 0) ch.raveWins += 0.5;
      }
    }
  }
  return playouts;
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
