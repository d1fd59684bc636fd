// Monte Carlo tree search for Konobi: UCT-style descent where each child's value blends its own win rate with
// its all-moves-as-first rate (RAVE, Gelly & Silver 2007), playouts from playout.ts, decisive and anti-decisive
// moves at every node (a win in one is taken; when the opponent has one, only the moves that stop it are
// searched), an MCTS-Solver that proves wins and losses up the tree (Winands, Björnsson & Saito 2008), and
// the subtree of the position reached kept between moves (`SearchTree`). Time comes only from a `now`
// function, randomness from an Rng.
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
import { DEFAULT_LEVEL, LEVEL_PLAYOUTS, LEVELS } from './levels.js';
import { openingPoint, shouldSwap } from './pie.js';
import { FastBoard } from './playout.js';

export { DEFAULT_LEVEL, LEVEL_PLAYOUTS, LEVELS };

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
  /**
   * The most nodes the tree may have (at most the pool's POOL_NODES, the default): when it has no room for
   * another node's children, its leaves stay leaves (a smaller cap lets a test fill it).
   */
  readonly maxNodes: number;
  /** AMAF counts are updated at the nodes of the path's first levels only (the root is level 0). */
  readonly amafLevels: number;
  /** Playouts run from a leaf not yet expanded at each visit (a whole number), one descent for them all. */
  readonly leafPlayouts: number;
}

/** The search tree's pool holds this many nodes (see POOL_LOOKUP below). */
const POOL_NODES = 1 << 21;

export const DEFAULT_TUNING: SearchTuning = {
  raveBias: 0.05,
  exploration: 0.15,
  solver: true,
  reuse: true,
  saveConnections: true,
  expandAt: 6,
  priors: 10,
  maxNodes: POOL_NODES,
  amafLevels: Number.POSITIVE_INFINITY,
  leafPlayouts: 2,
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
  /**
   * Called every 256 playouts with the playouts so far and the budget (Infinity under a time budget only). It
   * must not start another search: every search builds its tree in the one pool.
   */
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

/**
 * The search tree lives in a pool: module-level constant typed arrays of POOL_NODES nodes, which V8 reads as one
 * load at a fixed address, where a typed array in a field costs a map check and loads of its data pointer and
 * length at each access (see playout.ts). Only one search runs at a time (they are synchronous), so one pool
 * serves every search; each starts by clearing what the previous one used. When the pool is full the search
 * stops expanding (its leaves stay leaves and the playouts go on, as MoHex and Fuego do with their node
 * limits), so only a search that fills it decides differently from one with unlimited memory. The arrays are
 * zeroed memory that the system commits only as they are written: importing the player costs almost nothing,
 * a search costs what its tree touches (about 54 bytes a node and 2 bytes per padded point of each lookup
 * block), and those pages stay with the process for the next search.
 *
 * A node is an index into the arrays (node 0 is the root), so building a node's ~100 children allocates
 * nothing and the descent and the updates read arrays instead of objects. A node's children are consecutive:
 * FIRST (0 while it has none: node 0 is nobody's child) and SIZE. A node with children also has a block
 * (BLOCK, numbered from 1): its children by point (LOOKUP, 1 + the child's offset from FIRST per padded point,
 * 0 where no child has that point) and the least visit count its children started with (LEAST), for the AMAF
 * update and the descent. The lookup entries make POOL_LOOKUP / area blocks (49,636 on 11×11, whose padded
 * grid has 169 points; 19,022 on 19×19), at most POOL_BLOCKS (on 5×5, 49 padded points: 171,196).
 */
const POOL_LOOKUP = 1 << 23;
const POOL_BLOCKS = 1 << 18;
/** The point played into the node (padded), -1 for a pass. */
const POINT = new Int32Array(POOL_NODES);
/** The stone code of the colour that made the move into the node. */
const MOVER = new Uint8Array(POOL_NODES);
/** Games through the node, counting the prior's virtual ones; PLAYED counts only the real ones. */
const VISITS = new Float64Array(POOL_NODES);
const WINS = new Float64Array(POOL_NODES);
const PLAYED = new Int32Array(POOL_NODES);
const RAVE_VISITS = new Int32Array(POOL_NODES);
/** AMAF wins counted in halves (a game without a winner is half a win): exact, and 4 bytes instead of 8. */
const RAVE_HALVES = new Int32Array(POOL_NODES);
/**
 * The node's value to its parent's descent without the exploration term, (1 − β)·q + β·AMAF, kept up to date
 * whenever the numbers it is made of change (`blendOf`); +∞ for a proven win, −∞ for a proven loss.
 */
const BLEND = new Float64Array(POOL_NODES);
const PROOF = new Int8Array(POOL_NODES);
const FIRST = new Int32Array(POOL_NODES);
const SIZE = new Int32Array(POOL_NODES);
const BLOCK = new Int32Array(POOL_NODES);
const LOOKUP = new Uint16Array(POOL_LOOKUP);
const LEAST = new Float64Array(POOL_BLOCKS);

/**
 * A tree's arrays: the pool's (`POOL`, the constants above) or those of a subtree kept between two searches
 * (`SearchTree`, arrays of its own without lookup blocks). Only the copies between the two go through it; the
 * search reads the constants.
 */
class Nodes {
  /** Nodes in use. */
  count = 0;
  /** Blocks in use, counting the unused block 0. */
  blocks = 1;
  /** The padded points of the board (the size of a lookup block). */
  area = 0;
  readonly point: Int32Array;
  readonly mover: Uint8Array;
  readonly visits: Float64Array;
  readonly wins: Float64Array;
  readonly played: Int32Array;
  readonly raveVisits: Int32Array;
  readonly raveHalves: Int32Array;
  readonly blend: Float64Array;
  readonly proof: Int8Array;
  readonly first: Int32Array;
  readonly size: Int32Array;
  readonly block: Int32Array;
  readonly lookup: Uint16Array;
  readonly least: Float64Array;

  /** Arrays of their own for `nodes` nodes and `blocks` blocks (block 0 unused), without lookup entries. */
  constructor(nodes: number, blocks: number, area: number, pool = false) {
    this.area = area;
    this.point = pool ? POINT : new Int32Array(nodes);
    this.mover = pool ? MOVER : new Uint8Array(nodes);
    this.visits = pool ? VISITS : new Float64Array(nodes);
    this.wins = pool ? WINS : new Float64Array(nodes);
    this.played = pool ? PLAYED : new Int32Array(nodes);
    this.raveVisits = pool ? RAVE_VISITS : new Int32Array(nodes);
    this.raveHalves = pool ? RAVE_HALVES : new Int32Array(nodes);
    this.blend = pool ? BLEND : new Float64Array(nodes);
    this.proof = pool ? PROOF : new Int8Array(nodes);
    this.first = pool ? FIRST : new Int32Array(nodes);
    this.size = pool ? SIZE : new Int32Array(nodes);
    this.block = pool ? BLOCK : new Int32Array(nodes);
    this.lookup = pool ? LOOKUP : new Uint16Array(0);
    this.least = pool ? LEAST : new Float64Array(blocks);
  }

  /** Adds k nodes, all fields 0 (the caller sets them), and returns the first one's number. */
  add(k: number): number {
    const first = this.count;
    this.count += k;
    return first;
  }

  /** Gives `node` the next block (all points without a child, in the pool) and returns it. */
  addBlock(node: number, least: number): number {
    const b = this.blocks++;
    this.block[node] = b;
    this.least[b] = least;
    return b;
  }

  /** Copies node s of `from` into node d of this tree (its statistics; not its children). */
  copyNode(from: Nodes, s: number, d: number): void {
    this.point[d] = from.point[s];
    this.mover[d] = from.mover[s];
    this.visits[d] = from.visits[s];
    this.wins[d] = from.wins[s];
    this.played[d] = from.played[s];
    this.raveVisits[d] = from.raveVisits[s];
    this.raveHalves[d] = from.raveHalves[s];
    this.blend[d] = from.blend[s];
    this.proof[d] = from.proof[s];
  }
}

/** The pool as a `Nodes`, for the copies to and from kept subtrees. */
const POOL = new Nodes(0, 0, 0, true);

/** Empties the pool (clearing what the previous search used) for a board of `area` padded points. */
function clearPool(area: number): void {
  for (const a of [POINT, MOVER, VISITS, WINS, PLAYED, RAVE_VISITS, RAVE_HALVES, BLEND, PROOF, FIRST, SIZE, BLOCK]) {
    a.fill(0, 0, POOL.count);
  }
  LOOKUP.fill(0, 0, POOL.blocks * POOL.area);
  LEAST.fill(0, 0, POOL.blocks);
  POOL.count = 0;
  POOL.blocks = 1;
  POOL.area = area;
}

/**
 * Node's value to its parent's descent without the exploration term: its win rate and AMAF rate blended
 * (`bias` is 4b²; 0 gives the win rate alone), or ±∞ when proven. Called whenever one of them changes, so
 * the descent reads one number per child; the descent adds the exploration term to it, which gives the same
 * sum, bit for bit, as computing the whole value there.
 */
function blendOf(node: number, bias: number): number {
  const proof = PROOF[node];
  if (proof !== UNKNOWN) return proof === PROVEN_WIN ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const n = VISITS[node];
  const rn = RAVE_VISITS[node];
  const q = n > 0 ? WINS[node] / n : 0.5;
  const amaf = rn > 0 ? (RAVE_HALVES[node] * 0.5) / rn : 0.5;
  const beta = rn > 0 && bias > 0 ? rn / (n + rn + bias * n * rn) : 0;
  return (1 - beta) * q + beta * amaf;
}

/** Sets node's proof (and so its blend). */
function setProof(node: number, proof: number): void {
  PROOF[node] = proof;
  BLEND[node] = proof === PROVEN_WIN ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
}

/** Node `root` of `from` and its descendants copied into `to`, an empty tree (root becomes node 0). */
function subtree(from: Nodes, root: number, to: Nodes): void {
  to.add(1);
  to.copyNode(from, root, 0);
  // Breadth first, so each node's children stay consecutive; queue[d] is the node copied to node d.
  const queue = [root];
  for (let d = 0; d < queue.length; d++) {
    const s = queue[d];
    const k = from.size[s];
    if (from.first[s] === 0 || k === 0) continue;
    const f = to.add(k);
    to.first[d] = f;
    to.size[d] = k;
    for (let j = 0; j < k; j++) {
      to.copyNode(from, from.first[s] + j, f + j);
      queue.push(from.first[s] + j);
    }
    const b = to.addBlock(d, from.least[from.block[s]]);
    // In the pool, the children by point.
    if (to === POOL) for (let j = 0; j < k; j++) if (POINT[f + j] >= 0) LOOKUP[b * to.area + POINT[f + j]] = j + 1;
  }
}

/** The size of node `root`'s subtree in the pool: [nodes, nodes with children]. */
function measure(root: number): [number, number] {
  let nodes = 1;
  let parents = 0;
  const queue = [root];
  for (let d = 0; d < queue.length; d++) {
    const s = queue[d];
    if (FIRST[s] === 0) continue;
    parents++;
    nodes += SIZE[s];
    for (let j = 0; j < SIZE[s]; j++) queue.push(FIRST[s] + j);
  }
  return [nodes, parents];
}

/** @internal The nodes in the pool after the last search (for tests and measurements). */
export function poolNodes(): number {
  return POOL.count;
}

/**
 * What one player keeps between its moves: the subtree of its last move and the board after it. Give
 * the same object to each `search` of one player in one game; a position that does not follow is searched
 * afresh.
 */
export class SearchTree {
  /** @internal The subtree of the last move (its node 0), in arrays of its own. */ nodes: Nodes | undefined;
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
  /** RAVE's 4b² (0: no RAVE), for the children's blends. */
  readonly bias: number;
  /** A leaf is expanded only while the pool has fewer nodes than this (room left for a child per empty point)… */
  readonly nodeLimit: number;
  /** …and fewer blocks than this. */
  readonly blockLimit: number;
}

/**
 * A new child's virtual record from its features: a point joining two own chains, in contact with the
 * opponent or next to its last stone is likely good; a point far from every stone is likely wasted.
 */
function givePrior(child: number, f: number, weight: number, bias: number): void {
  let value = 0.5;
  if ((f & 7) >= 2) value += 0.15;
  else if ((f & 7) === 1) value += 0.03;
  if (f & 8) value += 0.05;
  if (f & 16) value += 0.05;
  if (f & 32) value -= 0.1;
  VISITS[child] = weight;
  WINS[child] = weight * value;
  BLEND[child] = blendOf(child, bias);
}

function shuffle(points: Int32Array, k: number, rng: Rng): void {
  // A random order breaks ties between equal children without favouring the top-left corner.
  for (let i = k - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = points[i];
    points[i] = points[j];
    points[j] = t;
  }
}

/**
 * Gives node `node` the k children of colour c at `points` (in that order), with no games yet (the caller
 * may give them priors: `least` is the fewest visits it gives one); returns the first.
 */
function addChildren(node: number, points: Int32Array, k: number, c: number, least = 0): number {
  const f = POOL.add(k);
  FIRST[node] = f;
  SIZE[node] = k;
  const base = POOL.addBlock(node, least) * POOL.area;
  for (let j = 0; j < k; j++) {
    const p = points[j];
    POINT[f + j] = p;
    MOVER[f + j] = c;
    BLEND[f + j] = 0.5;
    if (p >= 0) LOOKUP[base + p] = j + 1;
  }
  return f;
}

const PASS = Int32Array.of(-1);

/**
 * Gives `node` its children for colour c to move on `board`: every legal point (a pass when there is none),
 * or with the solver only a winning point when there is one (the node is then lost for its mover), and only
 * the points that leave the opponent no win in one when it has one (none such: the node is won for its mover).
 */
function expand(node: number, board: FastBoard, c: number, work: Work): void {
  const { legal, candidates } = work;
  const k = board.legalPoints(c, legal);
  if (k === 0) {
    addChildren(node, PASS, 1, c);
    return;
  }
  if (work.solver) {
    for (let i = 0; i < k; i++) {
      if (board.edgesWith(legal[i], c) !== 3) continue;
      const win = addChildren(node, legal.subarray(i, i + 1), 1, c);
      setProof(win, PROVEN_WIN);
      setProof(node, PROVEN_LOSS);
      return;
    }
    const o = c ^ 3;
    // The opponent's points that would join its edges, legal now or not: a stone of ours can make one legal.
    let m = 0;
    let threatened = false;
    const { empties, emptyCount } = board;
    for (let i = 0; i < emptyCount; i++) {
      const p = empties[i];
      if (board.edgesWith(p, o) !== 3) continue;
      candidates[m++] = p;
      if (board.legalAt(p, o)) threatened = true;
    }
    if (threatened) {
      // The moves that stop every win in one, kept in place at the front of `legal`.
      let stopping = 0;
      for (let i = 0; i < k; i++) if (board.stopsAll(legal[i], c, candidates, m)) legal[stopping++] = legal[i];
      // None (then `legal` is untouched): every move leaves a win in one, lost. Keep every move, so a lost
      // position still gets an answer.
      const lost = stopping === 0;
      const n = lost ? k : stopping;
      shuffle(legal, n, work.rng);
      const f = addChildren(node, legal, n, c);
      if (lost) {
        for (let j = 0; j < n; j++) setProof(f + j, PROVEN_LOSS);
        setProof(node, PROVEN_WIN);
      }
      return;
    }
  }
  // The features depend only on the point, so they can be read after the shuffle.
  shuffle(legal, k, work.rng);
  const weight = work.priors;
  const f = addChildren(node, legal, k, c, Math.max(0, weight));
  if (weight > 0) {
    const near = POINT[node];
    for (let j = 0; j < k; j++) givePrior(f + j, board.features(legal[j], c, near), weight, work.bias);
  }
}

/**
 * The child to descend to: the best value blend + exploration · √(ln(N + 1) / (n + 1)), the first of equals; a
 * proven win (blend +∞) first, a proven loss (−∞) never unless all are. A child whose blend plus the largest
 * exploration term any child can have (the one of the fewest visits, `least`) is no better than the best so
 * far cannot be better (rounding is monotonic), so its own term is not computed.
 */
function select(node: number, exploration: number): number {
  const visits = VISITS;
  const blend = BLEND;
  const first = FIRST[node];
  const end = first + SIZE[node];
  const logN = Math.log(visits[node] + 1);
  const least = LEAST[BLOCK[node]];
  const bound = exploration >= 0 ? exploration * Math.sqrt(logN / (least + 1)) : Number.NaN;
  // A child with the fewest visits (usually one never visited, the most common kind) has the term `bound`.
  const leastN = exploration >= 0 ? least : -1;
  let best = first;
  let bestValue = Number.NEGATIVE_INFINITY;
  // The last child's term, for the next one with as many visits (common: the unvisited ones).
  let lastN = -1;
  let term = 0;
  let value = 0;
  for (let ch = first; ch < end; ch++) {
    const b = blend[ch];
    if (b + bound <= bestValue || b === Number.NEGATIVE_INFINITY) continue;
    const n = visits[ch];
    if (n === leastN) {
      value = b + bound;
    } else {
      if (n !== lastN) {
        lastN = n;
        term = exploration * Math.sqrt(logN / (n + 1));
      }
      value = b + term;
    }
    if (value > bestValue) {
      bestValue = value;
      best = ch;
    }
  }
  return best;
}

/** Sets node's proof from its children's (MCTS-Solver); returns whether it is now proven. */
function prove(node: number): boolean {
  const first = FIRST[node];
  if (first === 0 || PROOF[node] !== UNKNOWN) return PROOF[node] !== UNKNOWN;
  const end = first + SIZE[node];
  let allLost = true;
  for (let ch = first; ch < end; ch++) {
    if (PROOF[ch] === PROVEN_WIN) {
      setProof(node, PROVEN_LOSS);
      return true;
    }
    if (PROOF[ch] !== PROVEN_LOSS) allLost = false;
  }
  if (allLost) setProof(node, PROVEN_WIN);
  return allLost;
}

function budgetOf(options: SearchOptions): number {
  if (options.maxPlayouts !== undefined) return Math.max(1, options.maxPlayouts);
  if (options.level === undefined && options.timeMs !== undefined) return Number.POSITIVE_INFINITY;
  const level = Math.min(LEVELS, Math.max(1, Math.round(options.level ?? DEFAULT_LEVEL)));
  return LEVEL_PLAYOUTS[level - 1];
}

/** Whether a search is using the pool (a search started from another's callback would overwrite its tree). */
let searching = false;

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
  if (searching) throw new Error('search: another search is running (they share the tree pool)');
  searching = true;
  try {
    return searchPoints(state, options);
  } finally {
    searching = false;
  }
}

/**
 * Whether `tree` holds this position (one stone of `o` more than its own): then the subtree of that stone's
 * node is copied into the (cleared) pool as its root, and the answer is true.
 */
function reuse(tree: SearchTree | undefined, base: FastBoard, o: number): boolean {
  const { nodes, cells } = tree ?? {};
  // The kept subtree's root (the position after the player's last move) is its node 0.
  if (nodes === undefined || cells === undefined || cells.length !== base.cells.length) return false;
  if (nodes.first[0] === 0) return false;
  let added = -1;
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] === base.cells[p]) continue;
    if (cells[p] !== 0 || base.cells[p] !== o || added >= 0) return false;
    added = p;
  }
  const first = nodes.first[0];
  for (let ch = first; ch < first + nodes.size[0]; ch++) {
    if (nodes.point[ch] !== added || nodes.mover[ch] !== o) continue;
    if (nodes.first[ch] === 0) return false;
    subtree(nodes, ch, POOL);
    return true;
  }
  return false;
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
  // The tuning's cap within the pool (NaN, from a setting given as undefined: the whole pool).
  const asked = Math.floor(tuning.maxNodes);
  const nodeCap = Number.isNaN(asked) ? POOL_NODES : Math.max(1, Math.min(POOL_NODES, asked));
  const work: Work = {
    legal: new Int32Array(root.size * root.size),
    candidates: new Int32Array(root.size * root.size),
    rng,
    solver: true,
    priors: tuning.priors,
    bias: 4 * tuning.raveBias * tuning.raveBias,
    nodeLimit: nodeCap - Math.max(1, base.emptyCount),
    blockLimit: Math.min(POOL_BLOCKS, Math.floor(POOL_LOOKUP / base.area)),
  };
  const tree = tuning.reuse ? options.tree : undefined;
  // The position's node is node 0 of the pool, kept from the previous search or new. The root is always
  // expanded (the pool holds the children of any position, whatever the tuning's cap).
  clearPool(base.area);
  const reused = reuse(tree, base, o) ? PLAYED[0] : 0;
  if (POOL.count === 0) {
    POOL.add(1);
    POINT[0] = -1;
    MOVER[0] = o;
    expand(0, base, c, work);
  }
  work.solver = tuning.solver;
  const answer = (node: number, playouts: number, reason: SearchResult['reason']): SearchResult => {
    const point = POINT[node];
    if (tree) {
      // A copy of the chosen move's subtree: the next search clears the pool.
      const [nodes, parents] = measure(node);
      tree.nodes = new Nodes(nodes, parents + 1, POOL.area);
      subtree(POOL, node, tree.nodes);
      tree.cells = base.cells.slice();
      if (point >= 0) tree.cells[point] = c;
    }
    const winRate =
      PROOF[node] === PROVEN_WIN
        ? 1
        : PROOF[node] === PROVEN_LOSS
          ? 0
          : VISITS[node] > 0
            ? WINS[node] / VISITS[node]
            : 0.5;
    const move: KonobiMove = point < 0 ? { type: 'pass' } : { type: 'place', point: base.unpad(point) };
    return { move, playouts, winRate, reason, reused };
  };
  const first = FIRST[0];
  const end = first + SIZE[0];
  // A win in one, the only move that stops the opponent's, or the only legal point: no search needed.
  if (end - first === 1 || PROOF[first] === PROVEN_WIN) {
    const only = first;
    return answer(only, 0, PROOF[only] === PROVEN_WIN || root.legalCount[c] > 1 ? 'winning-point' : 'only-move');
  }
  const playouts = runPlayouts(state, base, c, work, tuning, options);
  // The most visited child, unless the solver proved one; a proven loss only when every move loses.
  let best = -1;
  for (let ch = first; ch < end; ch++) {
    if (PROOF[ch] === PROVEN_WIN) {
      best = ch;
      break;
    }
    if (PROOF[ch] === PROVEN_LOSS && PROOF[0] !== PROVEN_WIN) continue;
    if (best < 0 || VISITS[ch] > VISITS[best]) best = ch;
  }
  return answer(best < 0 ? first : best, playouts, 'search');
}

/** Runs playouts from the pool's root (the position `base`, colour c to move) within the budget; returns how many. */
function runPlayouts(
  state: KonobiState,
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
  const raveBias = work.bias;
  const { exploration } = tuning;
  const board = new FastBoard(base.size);
  board.saveConnections = tuning.saveConnections;
  const expandAt = Math.max(1, tuning.expandAt) - 1;
  // The nodes from the root down (a game has at most one move per point and two passes in a row between).
  const path = new Int32Array(2 * base.size * base.size + 4);
  const lastOf = (colour: 'black' | 'white'): number =>
    state.last?.colour === colour && state.last.move.type === 'place' ? base.pad(state.last.move.point) : -1;
  const rootLast = [-1, lastOf('black'), lastOf('white')];
  const last = [-1, -1, -1];
  // The points empty at the root (copied: reading `base` during the loop would make it the live board, see
  // FastBoard) and those a playout filled, per colour (one spare entry each, see below).
  const rootEmpties = base.empties.slice(0, base.emptyCount);
  const blackTaken = new Int32Array(rootEmpties.length + 1);
  const whiteTaken = new Int32Array(rootEmpties.length + 1);
  let playouts = 0;
  // The leaf's position, mover, last stones and depth while more playouts are due there (leafPlayouts > 1).
  const leaf = tuning.leafPlayouts > 1 ? new FastBoard(base.size) : base;
  const leafAt = [0, -1, -1, 0];
  let again = 0;
  const { onProgress } = options;
  const area = base.area;
  while (playouts < budget && PROOF[0] === UNKNOWN) {
    if ((playouts & 31) === 0 && playouts > 0 && now !== undefined && now() >= deadline) break;
    if ((playouts & 255) === 0) onProgress?.(playouts, budget);
    const repeat = again > 0;
    board.copyFrom(repeat ? leaf : base);
    last[1] = rootLast[1];
    last[2] = rootLast[2];
    let depth = 0;
    let node = 0;
    let mover = c;
    let passes = 0;
    path[depth++] = node;
    let winner = 0;
    if (repeat) {
      // The last playout's path again, without the descent: only a playout from its leaf.
      again--;
      depth = leafAt[3];
      winner = board.playout(leafAt[0], leafAt[1], leafAt[2], rng);
    }
    while (!repeat) {
      const proof = PROOF[node];
      if (proof !== UNKNOWN) {
        winner = proof === PROVEN_WIN ? MOVER[node] : MOVER[node] ^ 3;
        break;
      }
      if (board.winner !== 0 || passes >= 2) {
        winner = board.winner;
        break;
      }
      if (FIRST[node] === 0) {
        // The root always has children; a full pool leaves a leaf a leaf.
        if (PLAYED[node] < expandAt || POOL.count > work.nodeLimit || POOL.blocks >= work.blockLimit) {
          if (leaf !== base) {
            leaf.copyFrom(board);
            leafAt[0] = mover;
            leafAt[1] = last[1];
            leafAt[2] = last[2];
            leafAt[3] = depth;
            again = tuning.leafPlayouts - 1;
          }
          winner = board.playout(mover, last[1], last[2], rng);
          break;
        }
        expand(node, board, mover, work);
        if (PROOF[node] !== UNKNOWN) continue;
      }
      node = select(node, exploration);
      const point = POINT[node];
      if (point >= 0) {
        board.place(point, mover);
        last[mover] = point;
        passes = 0;
      } else {
        passes++;
      }
      path[depth++] = node;
      mover ^= 3;
    }
    playouts++;
    // Proofs climb from the deepest node; each update below uses the same winner.
    for (let i = depth - 2; i >= 0 && PROOF[path[i + 1]] !== UNKNOWN; i--) if (!prove(path[i])) break;
    // The stones each colour placed below the root, read off the final board (stones are never removed).
    // Without branches: each point is written at the end of both lists and kept by its colour's (v & 1 for
    // Black, v >> 1 for White; neither for a point still empty).
    const cells = board.cells;
    let blacks = 0;
    let whites = 0;
    for (let i = 0; i < rootEmpties.length; i++) {
      const p = rootEmpties[i];
      const v = cells[p];
      blackTaken[blacks] = p;
      whiteTaken[whites] = p;
      blacks += v & 1;
      whites += v >> 1;
    }
    const visits = VISITS;
    const wins = WINS;
    const raveVisits = RAVE_VISITS;
    const raveHalves = RAVE_HALVES;
    const blend = BLEND;
    const lookup = LOOKUP;
    const amafDepth = Math.min(depth, tuning.amafLevels);
    for (let i = 0; i < depth; i++) {
      const n = path[i];
      visits[n]++;
      PLAYED[n]++;
      if (winner === MOVER[n]) wins[n]++;
      else if (winner === 0) wins[n] += 0.5;
      blend[n] = blendOf(n, raveBias);
      const f = FIRST[n];
      if (f === 0 || raveBias === 0 || i >= amafDepth) continue;
      // All moves as first: each child whose point its mover took later in the game (a stone of that colour
      // placed below the root that the node had a child for: the stones above the node are not its children)
      // counts as if played here. The children of a node share their mover.
      const m = MOVER[f];
      const halves = winner === m ? 2 : winner === 0 ? 1 : 0;
      const at = BLOCK[n] * area;
      const taken = m === BLACK ? blackTaken : whiteTaken;
      const count = m === BLACK ? blacks : whites;
      // The child's blend is recomputed here as in blendOf (the same operations, so the same number): the
      // AMAF count is now positive and 4b² too, and a proven child (the only kind whose blend is ±∞, read here
      // instead of its proof: one array less) keeps it.
      for (let t = 0; t < count; t++) {
        const j = lookup[at + taken[t]];
        if (j === 0) continue;
        const ch = f + j - 1;
        const rn = raveVisits[ch] + 1;
        const h = raveHalves[ch] + halves;
        raveVisits[ch] = rn;
        raveHalves[ch] = h;
        const old = blend[ch];
        if (old === Number.POSITIVE_INFINITY || old === Number.NEGATIVE_INFINITY) continue;
        const visited = visits[ch];
        const q = visited > 0 ? wins[ch] / visited : 0.5;
        const beta = rn / (visited + rn + raveBias * visited * rn);
        blend[ch] = (1 - beta) * q + beta * ((h * 0.5) / rn);
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
