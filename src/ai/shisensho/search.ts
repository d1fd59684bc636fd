// The exact Shisen-Sho solver's search: a depth-first search over removable pairs on a mutable position
// (make/unmake by snapshots), with safe removals, forbidden pairings and restarts; the table of failed
// positions (table.ts), the dead-position check (relax.ts) and the restart rounds (restarts.ts) are its parts.
//
// Why it is exact and what it prunes (docs/shisensho.md, "Solver"):
// - Without gravity, removing tiles only empties cells, so a pair that can connect stays connectable until
//   it is used. A removal that moves no other tile ("frontable": always without gravity; with gravity, two
//   tiles with nothing above them but each other) can be moved to the front of any solution that makes it.
//   Hence: clearing a whole kind now by frontable pairs in sequence is safe; and when removing a frontable
//   pair first fails, no solution uses that pair at all, so the later siblings forbid it (with four live
//   tiles, the complementary pair too). A kind left with one pairing has its pairs removed as soon as they
//   are frontable and joined; a kind left with none fails the node. Without gravity the search is thus a
//   search over how the four copies of each kind pair up.
// - Time is bounded by `maxNodes` (over all rounds) and optionally by `timeMs` on an injected clock; when a
//   budget runs out the answer is null, never a guess.
import {
  type Board,
  type BoardCells,
  boardOf,
  type Cell,
  findPath,
  isBefore,
  type ShisenShoMove,
  setCell,
} from '../../games/shisensho/index.js';
import { FallRelaxation } from './fallRelax.js';
import { type LivePosition, Relaxation } from './relax.js';
import { luby, orderKey, type RestartOrder, TieBreaks } from './restarts.js';
import { FailureTable, type SharedTableMemory } from './table.js';

/** The search's budgets and memory bound, resolved from the solver's options (solve.ts). */
export interface SearchLimits {
  readonly gravity: boolean;
  /** Nodes over all rounds. */
  readonly maxNodes: number;
  /** Stop when `now()` passes `deadline` (checked every 256 nodes); no clock, no deadline. */
  readonly now: (() => number) | undefined;
  readonly deadline: number;
  /** Stop (checked with the clock) once its first Int32 is not 0: another search of the board has decided. */
  readonly stop?: Int32Array;
  /** Failed positions remembered at most. */
  readonly maxTableEntries: number;
  /** Nodes of the shortest restart round. */
  readonly restartNodes: number;
  readonly restartOrder: RestartOrder;
  /** Look a position up in the table on entry too, and store it (before the safe removals) when it fails. */
  readonly entryTable: boolean;
  /** The nodes of a round resuming the first order, in rounds of a new order (0: none; see `run`). */
  readonly proofShare: number;
  /** The order of the first round (and of the rounds resuming it), 0–3 (`orderKey`); the next rounds follow it. */
  readonly firstOrder: number;
  /** Without gravity, the dead-position check before the safe removals, else after them (see `search`). */
  readonly deadCheckFirst: boolean;
  /** With gravity, the dead-position check (fallRelax.ts) at every node, after the safe removals. */
  readonly fallCheck: boolean;
  /** With the check, learn small stuck sets of dead positions and test them first (fallRelax.ts). */
  readonly fallLearn: boolean;
  /**
   * With gravity, keep what is known of the joins of each kind across removals (`forgetColumn`; default true):
   * false asks the path check every time, the same search node for node (for tests).
   */
  readonly joinCache?: boolean;
  /** The memory of a table of failed positions shared with searches of the same board on other threads. */
  readonly sharedTable?: SharedTableMemory;
}

/** One level's snapshot (see `remove`), as views into the snapshot arrays. */
interface LevelViews {
  /** The live state (`Search.state`) before the level's removal, and its removed tiles within it. */
  readonly state: Uint8Array;
  readonly removed: Uint32Array;
  readonly forbid: Uint32Array;
}

/** What `kindState` says about the live tiles of one kind under the forbidden pairs. */
const FREE = 0;
const DEAD = 1;
const DETERMINED = 2;
/** Removals one `clearKind` call may try (it backtracks over pairings, exponential in the copies of a kind). */
const CLEAR_KIND_STEPS = 64;
/** The six pairs of four tiles, numbered so that pair 5 - m is the complement of pair m. */
const PAIR_A = [0, 0, 0, 1, 1, 2];
const PAIR_B = [1, 2, 3, 2, 3, 3];
/** The pair number (as above) of slots i and j of a four-tile kind's list, at i * 4 + j. */
const PAIR_OF = [-1, 0, 1, 2, 0, -1, 3, 4, 1, 3, -1, 5, 2, 4, 5, -1];
/** The pairs among the live slots of a four-tile kind, by its mask of live slots (32: a kind of another size, -1). */
const LIVE_PAIRS = Int8Array.from({ length: 33 }, (_, mask) => {
  if (mask > 15) return -1;
  let pairs = 0;
  for (let m = 0; m < 6; m++) if ((mask >> PAIR_A[m]) & (mask >> PAIR_B[m]) & 1) pairs |= 1 << m;
  return pairs;
});
/** The pairs (bits, as above) of slot i of a four-tile kind's list; slot 4: a tile of another kind, none. */
const PAIRS_WITH = [0b000111, 0b011001, 0b101010, 0b110100, 0];

/**
 * Of the three pairings of four tiles (tile 0 with tile k, the other two together), those that use no pair
 * forbidden in `f` (bit m for the pair PAIR_A[m], PAIR_B[m], the order in which the search numbers a kind's
 * pairs): bit k - 1 for the pairing of tile 0 with tile k. Pairing k keeps pairs k - 1 and 6 - k.
 */
export function allowedPairings(f: number): number {
  return ((f & 0b100001) === 0 ? 1 : 0) | ((f & 0b010010) === 0 ? 2 : 0) | ((f & 0b001100) === 0 ? 4 : 0);
}

export class Search implements LivePosition {
  nodes = 0;
  aborted = false;
  private readonly stride: number;
  private readonly rows: number;
  private readonly height: number;
  private readonly gravity: boolean;
  /** With gravity, some tile starts above an empty cell (only odd or imported boards): no safe removals then. */
  private readonly floating: boolean;
  readonly n: number;
  private readonly words: number;
  readonly kindOf: Uint8Array;
  readonly byKind: Int32Array[];
  readonly kinds: number[];
  private readonly zobrist: Uint32Array;
  // Same-kind pairs of tiles: pairIndex[p * n + q] is the bit of pair {p, q} in `forbid` (-1 across kinds).
  private readonly pairIndex: Int16Array;
  readonly pairP: Int16Array;
  readonly pairQ: Int16Array;
  /** Each tile's place in its kind's list (`byKind`) when the kind has four tiles, else 4. */
  private readonly slot: Uint8Array;
  /**
   * Of each four-tile kind: at `kind` its joined pairs and at 64 + kind the pairs whose answer is known (a bit
   * each, PAIR_A/PAIR_B order; with gravity, what is known on the live board: each removal forgets what it may
   * have changed, `forgetColumn`), at 128 + kind its live tiles (a bit per slot; 32 for a kind of another size).
   * Kept in the snapshots.
   */
  private readonly joins: Uint8Array;
  private readonly joinCache: boolean;
  /** For a kind of exactly four tiles, the bit of its first pair; its six pairs follow in PAIR_A/PAIR_B order. */
  private readonly kindPairs: Int32Array;
  private readonly fwords: number;
  // The live position: a board of its own, views into `state`; `remove` and `settle` keep its masks with its
  // cells (as `setCell` would); `cells` is its cell array, for reading.
  readonly board: Board;
  private readonly cells: Readonly<Uint8Array>;
  readonly idAt: Int16Array;
  readonly pos: Int16Array;
  readonly removed: Uint32Array;
  /** Pairs no solution of the current branch uses (see `search`); restored by each node on return. */
  readonly forbid: Uint32Array;
  /** Some pair is forbidden (else the checks are skipped). */
  anyForbid = false;
  private hash = 0;
  private depth = 0;
  // Snapshots before each removal (by depth) and the removals made (two padded cells each, as played).
  /**
   * The live state in one buffer, so that a snapshot is one copy: the board's masks, `removed`, `idAt`, `pos`,
   * the cells and `joins` are views into it.
   */
  private readonly state: Uint8Array;
  private readonly savedState: Uint8Array;
  private readonly savedHash: Int32Array;
  private readonly savedForbid: Uint32Array;
  private readonly played: Int32Array;
  private readonly levels: LevelViews[];
  // Candidate pairs (p, q, key), a stack of frames.
  private readonly cand: Int32Array;
  private sp = 0;
  // The live tiles of the kind last given to `kindState`, and the forced pairs it found.
  private readonly live = new Int32Array(64);
  private liveCount = 0;
  private readonly forced = new Int32Array(4);
  private forcedCount = 0;
  /** The dead-position check without gravity, and the depth of the nearest ancestor that ran it (-1: none). */
  private readonly relaxation: Relaxation;
  /** The dead-position check with gravity, when asked for (never on a board with a floating tile). */
  readonly fall: FallRelaxation | undefined;
  /** The depth of the nearest ancestor that ran it (-1: none). */
  private fallParent = -1;
  private relaxParent = -1;
  /** Failed positions, and scratch for the forbidden pairs an entry stores. */
  private readonly table: FailureTable;
  private readonly liveForbid: Uint32Array;
  // The restart round, its node limit and its tie-breaks.
  private round = 0;
  private limit = 0;
  private readonly ties: TieBreaks;
  private readonly entryTable: boolean;
  private readonly proofShare: number;
  private readonly firstOrder: number;
  private readonly deadCheckFirst: boolean;
  private readonly maxNodes: number;
  private readonly restartNodes: number;
  private readonly deadline: number;
  private readonly now: (() => number) | undefined;
  private readonly stop: Int32Array | undefined;

  constructor(board: BoardCells, limits: SearchLimits) {
    this.stride = board.width + 2;
    this.rows = board.height + 2;
    this.height = board.height;
    this.gravity = limits.gravity;
    this.maxNodes = limits.maxNodes;
    this.restartNodes = limits.restartNodes;
    this.now = limits.now;
    this.deadline = limits.deadline;
    this.stop = limits.stop;
    this.ties = new TieBreaks(limits.restartOrder);
    this.entryTable = limits.entryTable;
    this.proofShare = limits.proofShare;
    this.firstOrder = limits.firstOrder;
    this.deadCheckFirst = limits.deadCheckFirst;
    const size = board.cells.length;
    let tiles = 0;
    for (let i = 0; i < size; i++) if (board.cells[i] !== 0) tiles++;
    const words = Math.max(1, Math.ceil(tiles / 32));
    // The state's layout: 32-bit masks and removed tiles, then 16-bit idAt and pos, then bytes.
    const atRemoved = 4 * (this.rows + this.stride);
    const atIdAt = atRemoved + 4 * words;
    const atCells = atIdAt + 2 * (size + tiles);
    const bytes = (atCells + size + 192 + 3) & ~3;
    const buffer = new ArrayBuffer(bytes);
    const source = boardOf(board);
    this.board = {
      width: board.width,
      height: board.height,
      cells: new Uint8Array(buffer, atCells, size),
      rowBits: new Int32Array(buffer, 0, this.rows),
      colBits: new Int32Array(buffer, 4 * this.rows, this.stride),
    };
    (this.board.cells as Uint8Array).set(source.cells);
    this.board.rowBits.set(source.rowBits);
    this.board.colBits.set(source.colBits);
    this.cells = this.board.cells;
    this.state = new Uint8Array(buffer);
    this.joins = new Uint8Array(buffer, atCells + size, 192);
    let floating = false;
    if (this.gravity) {
      for (let i = this.stride; i < this.height * this.stride; i++) {
        if (this.cells[i] !== 0 && this.cells[i + this.stride] === 0 && i + this.stride < (this.rows - 1) * this.stride)
          floating = true;
      }
    }
    this.floating = floating;
    this.joinCache = this.gravity && !floating && limits.joinCache !== false;
    this.idAt = new Int16Array(buffer, atIdAt, size).fill(-1);
    const ids: number[] = [];
    for (let i = 0; i < size; i++) if (this.cells[i] !== 0) ids.push(i);
    this.n = ids.length;
    this.words = words;
    this.pos = new Int16Array(buffer, atIdAt + 2 * size, this.n);
    this.kindOf = new Uint8Array(this.n);
    this.slot = new Uint8Array(this.n);
    const lists: number[][] = Array.from({ length: 64 }, () => []);
    ids.forEach((cell, id) => {
      this.idAt[cell] = id;
      this.pos[id] = cell;
      this.kindOf[id] = this.cells[cell];
      this.slot[id] = lists[this.cells[cell]].length;
      lists[this.cells[cell]].push(id);
    });
    this.byKind = lists.map((l) => Int32Array.from(l));
    this.kinds = [];
    let maxPairs = 1;
    this.pairIndex = new Int16Array(this.n * this.n).fill(-1);
    const pairP: number[] = [];
    const pairQ: number[] = [];
    lists.forEach((l, k) => {
      if (l.length === 0) return;
      this.kinds.push(k);
      maxPairs += (l.length * (l.length - 1)) / 2;
      for (let i = 0; i < l.length; i++) {
        for (let j = i + 1; j < l.length; j++) {
          this.pairIndex[l[i] * this.n + l[j]] = pairP.length;
          this.pairIndex[l[j] * this.n + l[i]] = pairP.length;
          pairP.push(l[i]);
          pairQ.push(l[j]);
        }
      }
    });
    this.kindPairs = new Int32Array(lists.length).fill(-1);
    lists.forEach((l, k) => {
      if (l.length === 4) {
        this.kindPairs[k] = this.pairIndex[(l[0] as number) * this.n + (l[1] as number)] as number;
        this.joins[128 + k] = 15;
      } else {
        this.joins[128 + k] = 32;
        for (const id of l) this.slot[id] = 4;
      }
    });
    this.pairP = Int16Array.from(pairP);
    this.pairQ = Int16Array.from(pairQ);
    this.fwords = Math.max(1, Math.ceil(pairP.length / 32));
    this.removed = new Uint32Array(buffer, atRemoved, this.words);
    this.forbid = new Uint32Array(this.fwords);
    // Deterministic Zobrist keys (xorshift32): the hash only picks table slots; keys are compared in full.
    this.zobrist = new Uint32Array(this.n);
    let x = 0x9e3779b9;
    for (let i = 0; i < this.n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.zobrist[i] = x >>> 0;
    }
    const levels = (this.n >> 1) + 1;
    this.savedState = new Uint8Array(levels * bytes);
    this.savedHash = new Int32Array(levels);
    this.savedForbid = new Uint32Array(levels * this.fwords);
    this.played = new Int32Array(levels * 2);
    // Views of each level's snapshot, made once: taking a position back allocates nothing.
    this.levels = Array.from({ length: levels }, (_, d) => ({
      state: this.savedState.subarray(d * bytes, (d + 1) * bytes),
      removed: new Uint32Array(this.savedState.buffer, d * bytes + atRemoved, this.words),
      forbid: this.savedForbid.subarray(d * this.fwords, (d + 1) * this.fwords),
    }));
    this.cand = new Int32Array(levels * maxPairs * 3 + 3);
    this.table = new FailureTable(this.words, this.fwords, limits.maxTableEntries, limits.sharedTable);
    this.liveForbid = new Uint32Array(this.fwords);
    this.relaxation = new Relaxation(this);
    this.fall =
      this.gravity && limits.fallCheck && !this.floating && FallRelaxation.fits(board.width)
        ? new FallRelaxation(this)
        : undefined;
    if (this.fall !== undefined) this.fall.learn = limits.fallLearn;
  }

  /** The dead-position check on the whole position (false: proven dead; true: it may clear); with gravity, when asked for. */
  relaxedClear(): boolean {
    if (this.n % 2 !== 0) return false;
    if (this.gravity) return this.fall === undefined || this.fall.check(0, -1);
    return this.relaxation.check(0, -1);
  }

  run(): boolean {
    if (this.n % 2 !== 0) return false;
    // Restarts on the Luby schedule, each with the next ordering; the table of failed positions is shared,
    // so a restart repeats no finished subtree. A round that finishes without running out decides.
    // With `proofShare` k, rounds come in pairs: the first round again (same order, no jitter), which walks
    // the same tree, its finished subtrees now failures in the table, so it goes on where it stopped, with k
    // times the pair's Luby budget; then a round with a new order and that budget, for the clearable deals
    // whose first order is unlucky.
    for (let r = 0; ; r++) {
      const share = this.proofShare;
      const proof = share > 0 && r % 2 === 0;
      const round = share > 0 ? (proof ? 0 : (r + 1) >> 1) : r;
      const unit = share > 0 ? (proof ? share : 1) * luby((r >> 1) + 1) : luby(r + 1);
      const nodes = unit * this.restartNodes;
      const decided = this.runRound(round, nodes);
      if (decided !== undefined) return decided;
    }
  }

  /** One round: its answer, or undefined when it ran out of its nodes (and no budget is spent). */
  private runRound(round: number, nodes: number): boolean | undefined {
    this.round = round + this.firstOrder;
    this.ties.startRound(this.round, round === 0);
    this.limit = Math.min(this.maxNodes, this.nodes + nodes);
    if (this.search()) return true;
    if (!this.aborted) return false;
    if (this.nodes > this.maxNodes || this.outOfTime()) return false;
    this.aborted = false;
    return undefined;
  }

  /** The removals made, as moves on the cells as they were when played. */
  solution(): ShisenShoMove[] {
    const moves: ShisenShoMove[] = [];
    for (let d = 0; d < this.depth; d++) {
      const a = this.cellOf(this.played[2 * d]);
      const b = this.cellOf(this.played[2 * d + 1]);
      moves.push(isBefore(b, a) ? { a: b, b: a } : { a, b });
    }
    return moves;
  }

  private cellOf(index: number): Cell {
    return { x: (index % this.stride) - 1, y: Math.floor(index / this.stride) - 1 };
  }

  alive(id: number): boolean {
    return (this.removed[id >> 5] & (1 << (id & 31))) === 0;
  }

  private connects(p: number, q: number): boolean {
    const a = this.pos[p];
    const b = this.pos[q];
    const s = this.stride;
    const c = this.cells;
    // A tile with no empty neighbour joins only a tile next to it.
    if (c[a - 1] !== 0 && c[a + 1] !== 0 && c[a - s] !== 0 && c[a + s] !== 0) {
      const d = a > b ? a - b : b - a;
      if (d !== 1 && d !== s) return false;
    }
    if (c[b - 1] !== 0 && c[b + 1] !== 0 && c[b - s] !== 0 && c[b + s] !== 0) {
      const d = a > b ? a - b : b - a;
      if (d !== 1 && d !== s) return false;
    }
    return findPath(this.board, a, b) !== 0;
  }

  /**
   * Which of the six pairs of the four live tiles in `live` are joined (bit m for PAIR_A[m], PAIR_B[m]):
   * `connects` for each, with each tile's neighbours looked at once.
   */
  private joinedFour(kind: number): number {
    const known = this.joins[64 + kind] as number;
    if (known === 63) return this.joins[kind] as number;
    const L = this.live;
    const s = this.stride;
    const c = this.cells;
    let shut = 0;
    for (let i = 0; i < 4; i++) {
      const a = this.pos[L[i] as number] as number;
      if (c[a - 1] !== 0 && c[a + 1] !== 0 && c[a - s] !== 0 && c[a + s] !== 0) shut |= 1 << i;
    }
    let joined = (this.joins[kind] as number) & known;
    for (let m = 0; m < 6; m++) {
      if ((known & (1 << m)) !== 0) continue;
      const i = PAIR_A[m] as number;
      const j = PAIR_B[m] as number;
      const a = this.pos[L[i] as number] as number;
      const b = this.pos[L[j] as number] as number;
      if ((shut & ((1 << i) | (1 << j))) !== 0) {
        // A tile with no empty neighbour joins only a tile next to it.
        const d = a > b ? a - b : b - a;
        if (d !== 1 && d !== s) continue;
      }
      if (findPath(this.board, a, b) !== 0) joined |= 1 << m;
    }
    if (this.joinCache && (this.kindPairs[kind] as number) >= 0) {
      this.joins[kind] = joined;
      this.joins[64 + kind] = 63;
    }
    return joined;
  }

  /** `connects` for two live tiles of `kind`, through what is known of the kind's joins (four-tile kinds). */
  private joinedPair(kind: number, p: number, q: number): boolean {
    if (!this.joinCache || this.kindPairs[kind] < 0) return this.connects(p, q);
    const bit = 1 << (PAIR_OF[(this.slot[p] as number) * 4 + (this.slot[q] as number)] as number);
    const joins = this.joins;
    if (((joins[64 + kind] as number) & bit) !== 0) return ((joins[kind] as number) & bit) !== 0;
    const joined = this.connects(p, q);
    joins[kind] = joined ? (joins[kind] as number) | bit : (joins[kind] as number) & ~bit;
    joins[64 + kind] = (joins[64 + kind] as number) | bit;
    return joined;
  }

  /**
   * After a removal that took `count` tiles from column x, the lowest at row `lowest` (the board settled, the
   * other column of the removal too), forgets the joins it may have changed there. The occupied cells only
   * shrink (each column's stack loses its top cells), so a pair of tiles that did not move and was joined stays
   * joined, and one that was not is joined now only by a path through an emptied cell e. Columns are stacks, so a tile leaves its cell upward only, and only from the top of its
   * stack; such a path has e on a segment in e's column from a tile below (the column's new top), or on a
   * segment along e's row from a tile of that row with nothing between them (the nearest on either side).
   * (Or on a middle segment along e's row between two column tops below it; but two column tops are joined
   * anyway, through the ring above the board.) Those tiles forget their pairs not joined; the tiles that
   * fell forget all their pairs.
   */
  private forgetColumn(x: number, lowest: number, count: number): void {
    const s = this.stride;
    const col = this.board.colBits[x] as number;
    const top = col === 0 ? this.height + 1 : 32 - Math.clz32(col & -col);
    // The tiles that fell, and the new top below the emptied cells.
    for (let y = top; y <= lowest; y++) this.forgetTile(y * s + x, 0);
    if (top <= this.height) this.forgetTile(top * s + x, 1);
    for (let y = top - count; y < top; y++) this.forgetRow(x, y);
  }

  /** `forgetColumn` for the emptied cell at column x, row y: the tiles that may reach it along its row. */
  private forgetRow(x: number, y: number): void {
    const s = this.stride;
    const w = this.board.rowBits[y] as number;
    // The nearest tiles of the row on either side (bit c - 1 is column c; 0 and s - 1 the ring).
    let m = w & ((1 << (x - 1)) - 1);
    const left = m === 0 ? 0 : 32 - Math.clz32(m);
    m = w & ~((1 << x) - 1);
    const right = m === 0 ? s - 1 : 32 - Math.clz32(m & -m);
    if (left > 0) this.forgetTile(y * s + left, 1);
    if (right < s - 1) this.forgetTile(y * s + right, 1);
  }

  /**
   * Forgets the joins of the tile at `cell` with the other tiles of its kind: those not joined (`keep` 1, a
   * tile that did not move), or all (`keep` 0, a tile that fell).
   */
  private forgetTile(cell: number, keep: number): void {
    const id = this.idAt[cell] as number;
    const k = this.kindOf[id] as number;
    const joins = this.joins;
    const pairs = PAIRS_WITH[this.slot[id] as number] as number;
    joins[64 + k] = (joins[64 + k] as number) & ~(pairs & ~((joins[k] as number) * keep));
  }

  isForbidden(p: number, q: number): boolean {
    const b = this.pairIndex[p * this.n + q];
    return (this.forbid[b >> 5] & (1 << (b & 31))) !== 0;
  }

  private addForbid(p: number, q: number): void {
    this.anyForbid = true;
    const b = this.pairIndex[p * this.n + q];
    this.forbid[b >> 5] |= 1 << (b & 31);
  }

  /**
   * True when removing p and q moves no other tile, now or later: without gravity always; with gravity when
   * nothing but the other tile lies on each and each rests on a full column. Such a removal can be moved to
   * the front of any solution that makes it (the tiles it frees are only more empty cells), which is what
   * makes safe removals and forbidding a tried pair sound.
   */
  private frontable(p: number, q: number): boolean {
    if (!this.gravity) return true;
    if (this.floating) return false;
    const s = this.stride;
    const a = this.pos[p];
    const b = this.pos[q];
    const aboveA = this.cells[a - s] === 0 || (a - s === b && this.cells[b - s] === 0);
    return aboveA && (this.cells[b - s] === 0 || (b - s === a && this.cells[a - s] === 0));
  }

  /**
   * The live tiles of `kind` (into `live`) and what the forbidden pairs leave of them: DEAD when no pairing of
   * them avoids the forbidden pairs (some tile has no allowed partner, or with four tiles all three pairings
   * are forbidden), DETERMINED when exactly one pairing is left (its pairs into `forced`), else FREE.
   */
  private kindState(kind: number): number {
    const list = this.byKind[kind];
    const mask = this.joins[128 + kind] as number;
    if (mask === 15) return this.fourState(kind, list);
    if (mask < 15) {
      if (mask !== 0) return this.twoState(list, mask);
      this.liveCount = 0;
      this.forcedCount = 0;
      return FREE;
    }
    let c = 0;
    for (let k = 0; k < list.length; k++) if (this.alive(list[k])) this.live[c++] = list[k];
    this.liveCount = c;
    this.forcedCount = 0;
    if (c === 0) return FREE;
    const L = this.live;
    if (c === 2) return this.pairState();
    if (!this.anyForbid) return FREE;
    if (c === 4) {
      let allowed = 0;
      let which = -1;
      for (let m = 1; m <= 3; m++) {
        // Pairing m: {0, m} and the other two.
        const r = m === 1 ? 2 : 1;
        const t = 6 - m - r;
        if (!this.isForbidden(L[0], L[m]) && !this.isForbidden(L[r], L[t])) {
          allowed++;
          which = m;
        }
      }
      if (allowed === 0) return DEAD;
      if (allowed > 1) return FREE;
      return this.forcePairing(which);
    }
    for (let i = 0; i < c; i++) {
      let partner = false;
      for (let j = 0; j < c && !partner; j++) partner = j !== i && !this.isForbidden(L[i], L[j]);
      if (!partner) return DEAD;
    }
    return FREE;
  }

  /**
   * `kindState` for a kind of four live tiles (the usual case), from its six forbidden-pair bits at once: the
   * same answer, live tiles and forced pairs.
   */
  private fourState(kind: number, list: Int32Array): number {
    const L = this.live;
    L[0] = list[0] as number;
    L[1] = list[1] as number;
    L[2] = list[2] as number;
    L[3] = list[3] as number;
    this.liveCount = 4;
    this.forcedCount = 0;
    if (!this.anyForbid) return FREE;
    const allowed = allowedPairings(this.kindForbid(kind));
    if (allowed === 0) return DEAD;
    if ((allowed & (allowed - 1)) !== 0) return FREE;
    return this.forcePairing(allowed === 1 ? 1 : allowed === 2 ? 2 : 3);
  }

  /** `kindState` for a kind of four tiles with two live (bits of `mask`): the same answer, live tiles and forced pair. */
  private twoState(list: Int32Array, mask: number): number {
    this.live[0] = list[31 - Math.clz32(mask & -mask)] as number;
    this.live[1] = list[31 - Math.clz32(mask)] as number;
    this.liveCount = 2;
    return this.pairState();
  }

  /** `kindState` for the two live tiles in `live`: DEAD when their pair is forbidden, else that pair forced. */
  private pairState(): number {
    const p = this.live[0] as number;
    const q = this.live[1] as number;
    this.forcedCount = 0;
    if (this.anyForbid && this.isForbidden(p, q)) return DEAD;
    this.forced[0] = p;
    this.forced[1] = q;
    this.forcedCount = 1;
    return DETERMINED;
  }

  /** The forbidden pairs of a four-tile kind (six bits, PAIR_A/PAIR_B order). */
  private kindForbid(kind: number): number {
    const bit = this.kindPairs[kind] as number;
    const w = bit >> 5;
    const o = bit & 31;
    let f = (this.forbid[w] as number) >>> o;
    if (o > 26 && w + 1 < this.fwords) f |= (this.forbid[w + 1] as number) << (32 - o);
    return f & 63;
  }

  /** The one pairing left of the four tiles in `live`, tile 0 with tile `which` (1–3), as the forced pairs. */
  private forcePairing(which: number): number {
    const L = this.live;
    const r = which === 1 ? 2 : 1;
    this.forced[0] = L[0] as number;
    this.forced[1] = L[which] as number;
    this.forced[2] = L[r] as number;
    this.forced[3] = L[6 - which - r] as number;
    this.forcedCount = 2;
    return DETERMINED;
  }

  private remove(p: number, q: number): void {
    const d = this.depth;
    this.savedState.set(this.state, d * this.state.length);
    this.savedHash[d] = this.hash;
    const a = this.pos[p] as number;
    const b = this.pos[q] as number;
    this.played[2 * d] = a;
    this.played[2 * d + 1] = b;
    // The two cells emptied (as setCell would, without its divisions).
    const s = this.stride;
    const ax = a % s;
    const bx = b % s;
    const ay = (a - ax) / s;
    const by = (b - bx) / s;
    const cells = this.cells as Uint8Array;
    const { rowBits, colBits } = this.board;
    cells[a] = 0;
    cells[b] = 0;
    rowBits[ay] &= ~(1 << (ax - 1));
    rowBits[by] &= ~(1 << (bx - 1));
    colBits[ax] &= ~(1 << (ay - 1));
    colBits[bx] &= ~(1 << (by - 1));
    this.idAt[a] = -1;
    this.idAt[b] = -1;
    this.removed[p >> 5] |= 1 << (p & 31);
    this.removed[q >> 5] |= 1 << (q & 31);
    this.hash = (this.hash ^ this.zobrist[p] ^ this.zobrist[q]) | 0;
    const live = 128 + (this.kindOf[p] as number);
    this.joins[live] =
      (this.joins[live] as number) & ~((1 << (this.slot[p] as number)) | (1 << (this.slot[q] as number)));
    if (this.gravity) {
      this.settle(ax);
      if (bx !== ax) this.settle(bx);
      if (this.joinCache) {
        if (ax === bx) this.forgetColumn(ax, Math.max(ay, by), 2);
        else {
          this.forgetColumn(ax, ay, 1);
          this.forgetColumn(bx, by, 1);
        }
      }
    }
    this.depth = d + 1;
  }

  /** Lets the tiles of a column fall onto each other, the masks kept as setCell keeps them. */
  private settle(column: number): void {
    const s = this.stride;
    const cells = this.cells as Uint8Array;
    const rowBits = this.board.rowBits;
    const bit = 1 << (column - 1);
    let write = this.height;
    for (let read = write; read >= 1; read--) {
      const from = read * s + column;
      const c = cells[from] as number;
      if (c === 0) continue;
      if (read !== write) {
        const to = write * s + column;
        const id = this.idAt[from] as number;
        cells[to] = c;
        rowBits[write] |= bit;
        this.idAt[to] = id;
        this.pos[id] = to;
        cells[from] = 0;
        rowBits[read] &= ~bit;
        this.idAt[from] = -1;
      }
      write--;
    }
    // Rows write + 1 … height hold the column's tiles (bit y - 1 for row y).
    this.board.colBits[column] = ((1 << this.height) - 1) & ~((1 << write) - 1);
  }

  /** Takes back every removal made at depth `d` and after. */
  private undoTo(d: number): void {
    if (this.depth === d) return;
    const saved = this.levels[d] as LevelViews;
    this.state.set(saved.state);
    this.hash = this.savedHash[d];
    this.depth = d;
  }

  /**
   * Removes every live tile of `kind` by frontable pairs joined in sequence, or changes nothing and returns
   * false. Safe whatever the forbidden pairs: a solution of the branch, with the kind's removals replaced by
   * these at the front, is still one (the other pairs are untouched). With many copies of a kind the
   * pairings to try grow exponentially, so it gives up (false, nothing changed) after `clearSteps` removals:
   * it is only a shortcut, and the search still finds whatever it would have removed.
   */
  private clearKind(kind: number): boolean {
    const list = this.byKind[kind];
    const mark = this.depth;
    let any = false;
    for (let i = 0; i < list.length; i++) {
      const p = list[i];
      if (!this.alive(p)) continue;
      any = true;
      for (let j = i + 1; j < list.length; j++) {
        const q = list[j];
        if (!this.alive(q) || !this.frontable(p, q) || !this.connects(p, q)) continue;
        if (--this.clearSteps < 0) return false;
        this.remove(p, q);
        if (this.clearKind(kind)) return true;
        this.undoTo(mark);
      }
    }
    return !any;
  }

  /** Removals `clearKind` may still try in its current call. */
  private clearSteps = 0;

  private remaining(): number {
    return this.n - 2 * this.depth;
  }

  /**
   * Is there a sequence clearing the position that uses no forbidden pair? Forbidden pairs come from tried
   * siblings: when removing a frontable pair first failed, no solution of that node uses the pair at all
   * (it could have been moved to the front), so later siblings and their subtrees never pair those tiles.
   * With four live tiles of the kind the complementary pair goes too, and a kind left with one pairing has
   * its pairs removed as soon as they are frontable and joined.
   */
  private search(): boolean {
    if (!this.enter()) return false;
    // A position that failed before under forbidden pairs all forbidden now fails again: known on entry,
    // before the safe removals cost anything (with gravity about two nodes in three are such repeats).
    if (this.entryTable && this.table.failed(this.removed, this.hash, this.forbid)) return false;
    const mark = this.depth;
    const fw = this.fwords;
    this.savedForbid.set(this.forbid, mark * fw);
    // Safe removals until none applies (a kind the forbidden pairs leave no pairing for fails the node),
    // then the candidate pairs, found by the last pass.
    const base = this.sp;
    // Without gravity the dead-position check comes first: more than half the nodes of a hard proof fail it,
    // and they are spared the safe removals. It is as sound there, a little weaker (a tile may still reach a
    // copy that a safe removal takes), and its marks serve the children all the same (their boards only have
    // more empty cells).
    if (!this.gravity && this.deadCheckFirst) {
      this.noteForbids();
      if (!this.relaxation.check(mark, this.relaxParent)) return false;
    }
    if (!this.close(base)) {
      this.sp = base;
      this.undoTo(mark);
      return false;
    }
    if (this.remaining() === 0) return true;
    if (
      this.table.failed(this.removed, this.hash, this.forbid) ||
      (!this.gravity && !this.deadCheckFirst && !this.relaxation.check(this.depth, this.relaxParent))
    ) {
      this.sp = base;
      this.undoTo(mark);
      return false;
    }
    const fall = this.fall;
    if (fall !== undefined && !fall.check(this.depth, this.fallParent)) {
      // Dead under the forbidden pairs: stored like a failed search, so a repeat costs no second check.
      this.sp = base;
      this.store(this.removed, this.hash);
      if (this.entryTable && this.depth > mark) {
        this.store((this.levels[mark] as LevelViews).removed, this.savedHash[mark] as number);
      }
      this.undoTo(mark);
      return false;
    }
    const top = this.sp;
    this.sortCandidates(base, top);
    const here = this.depth;
    const relaxParent = this.relaxParent;
    if (!this.gravity) this.relaxParent = this.deadCheckFirst ? mark : here;
    const fallParent = this.fallParent;
    if (fall !== undefined) this.fallParent = here;
    let failed = true;
    for (let c = base; c < top; c += 3) {
      const p = this.cand[c];
      const q = this.cand[c + 1];
      if (this.isForbidden(p, q)) continue;
      const front = this.frontable(p, q);
      if (this.entryTable && this.childFailed(p, q)) {
        // A repeat (most nodes with gravity): counted as `search` would count it, without making the removal.
        if (!this.enter()) {
          failed = false;
          break;
        }
      } else {
        this.remove(p, q);
        if (this.search()) {
          this.sp = base;
          return true;
        }
        this.undoTo(here);
        if (this.aborted) {
          failed = false;
          break;
        }
      }
      if (front) {
        this.addForbid(p, q);
        const kind = this.kindOf[p];
        if (this.kindState(kind) === DEAD) break;
        if (this.liveCount === 4) {
          const L = this.live;
          let r = -1;
          let t = -1;
          for (let k = 0; k < 4; k++) {
            if (L[k] === p || L[k] === q) continue;
            if (r < 0) r = L[k];
            else t = L[k];
          }
          this.addForbid(r, t);
          if (this.kindState(kind) === DEAD) break;
        }
      }
    }
    this.sp = base;
    this.relaxParent = relaxParent;
    this.fallParent = fallParent;
    this.forbid.set((this.levels[mark] as LevelViews).forbid);
    if (failed) {
      this.store(this.removed, this.hash);
      // The position on entry too, when the safe removals changed it (its key is in the snapshot).
      if (this.entryTable && this.depth > mark) {
        this.store((this.levels[mark] as LevelViews).removed, this.savedHash[mark] as number);
      }
    }
    this.undoTo(mark);
    return false;
  }

  /** Whether the clock has passed the deadline, or another search has decided (the stop flag). */
  private outOfTime(): boolean {
    if (this.now !== undefined && this.now() > this.deadline) return true;
    return this.stop !== undefined && Atomics.load(this.stop, 0) !== 0;
  }

  /** Counts a node; false (and `aborted`) when a budget has run out. */
  private enter(): boolean {
    this.nodes++;
    if (this.nodes > this.limit || ((this.nodes & 255) === 0 && this.outOfTime())) {
      this.aborted = true;
      return false;
    }
    return true;
  }

  /**
   * Whether removing p and q leads to a position the table knows failed, under the forbidden pairs the child
   * would start with (these): the lookup `search` makes on entry, without the removal and its undoing.
   */
  private childFailed(p: number, q: number): boolean {
    const removed = this.removed;
    const bitP = 1 << (p & 31);
    const bitQ = 1 << (q & 31);
    removed[p >> 5] |= bitP;
    removed[q >> 5] |= bitQ;
    const failed = this.table.failed(removed, (this.hash ^ this.zobrist[p] ^ this.zobrist[q]) | 0, this.forbid);
    removed[p >> 5] &= ~bitP;
    removed[q >> 5] &= ~bitQ;
    return failed;
  }

  /**
   * Makes the safe removals until none applies, and leaves on the candidate stack from `base` every joined
   * pair that is not forbidden, keyed by how many such pairs its kind has. False when some kind is dead.
   * Safe removals: a kind whose live tiles can all go now by frontable pairs in sequence, and the pairs of
   * a kind left with one pairing, when frontable and joined.
   */
  private close(base: number): boolean {
    const L = this.live;
    this.noteForbids();
    for (;;) {
      this.sp = base;
      let changed = false;
      for (const kind of this.kinds) {
        // A four-tile kind none of whose live pairs is joined, as known, removes and pushes nothing. Nor is it
        // dead: the forbidden pairs always leave such a kind a pairing here. They change only in `search`'s loop,
        // which stops at once when they leave the kind of the pair it forbids none; with four live tiles they
        // are forbidden in complementary pairs, so the two tiles a removal leaves are never a forbidden pair.
        const joins = this.joins;
        const pairs = LIVE_PAIRS[joins[128 + kind] as number] as number;
        if (((joins[64 + kind] as number) & pairs) === pairs && ((joins[kind] as number) & pairs) === 0) continue;
        const state = this.kindState(kind);
        if (state === DEAD) return false;
        const c = this.liveCount;
        if (c === 0) continue;
        const start = this.sp;
        if (state === DETERMINED) {
          const before = this.depth;
          for (let f = 0; f < this.forcedCount; f++) {
            const p = this.forced[2 * f];
            const q = this.forced[2 * f + 1];
            if (this.joinedPair(kind, p, q)) {
              if (this.frontable(p, q)) this.remove(p, q);
              else this.push(p, q);
            }
          }
          if (this.depth > before) {
            changed = true;
            this.sp = start;
            continue;
          }
        } else if (c === 4) {
          // Joined pairs among the six, and whether a whole pairing can go in sequence.
          const joined = this.joinedFour(kind);
          if (joined === 0) continue;
          let cleared = false;
          for (let m = 0; m < 6 && !cleared; m++) {
            if ((joined & (1 << m)) === 0) continue;
            const p = L[PAIR_A[m]];
            const q = L[PAIR_B[m]];
            const r = L[PAIR_A[5 - m]];
            const t = L[PAIR_B[5 - m]];
            if (!this.frontable(p, q)) continue;
            // The other pair as it would be once p and q are gone (a frontable removal moves nothing).
            const a = this.pos[p];
            const b = this.pos[q];
            setCell(this.board, a, 0);
            setCell(this.board, b, 0);
            const next = this.frontable(r, t) && this.connects(r, t);
            setCell(this.board, a, kind);
            setCell(this.board, b, kind);
            if (next) {
              this.remove(p, q);
              this.remove(r, t);
              cleared = true;
            }
          }
          if (cleared) {
            changed = true;
            continue;
          }
          for (let m = 0; m < 6; m++) {
            if ((joined & (1 << m)) !== 0 && !(this.anyForbid && this.isForbidden(L[PAIR_A[m]], L[PAIR_B[m]])))
              this.push(L[PAIR_A[m]], L[PAIR_B[m]]);
          }
        } else {
          this.clearSteps = CLEAR_KIND_STEPS;
          if (this.clearKind(kind)) {
            changed = true;
            continue;
          }
          for (let i = 0; i < c; i++) {
            for (let j = i + 1; j < c; j++) {
              if (!this.isForbidden(L[i], L[j]) && this.connects(L[i], L[j])) this.push(L[i], L[j]);
            }
          }
        }
        const count = (this.sp - start) / 3;
        for (let k = start; k < this.sp; k += 3) this.cand[k + 2] = this.keyOf(this.cand[k], this.cand[k + 1], count);
      }
      if (!changed) return true;
    }
  }

  /** Sets `anyForbid` from the forbidden pairs. */
  private noteForbids(): void {
    this.anyForbid = false;
    for (let k = 0; k < this.fwords; k++) if (this.forbid[k] !== 0) this.anyForbid = true;
  }

  /** The sort key of a candidate: its round's order, with random tie-breaks (or more) after the first round. */
  private keyOf(p: number, q: number, count: number): number {
    const rows = ((this.pos[p] / this.stride) | 0) + ((this.pos[q] / this.stride) | 0);
    return this.ties.key(orderKey(this.round, rows, this.frontable(p, q), count));
  }

  private push(p: number, q: number): void {
    this.cand[this.sp++] = p;
    this.cand[this.sp++] = q;
    this.cand[this.sp++] = 0;
  }

  /** Insertion sort of the candidate triples in [from, to) by key, stable. */
  private sortCandidates(from: number, to: number): void {
    const c = this.cand;
    for (let i = from + 3; i < to; i += 3) {
      const p = c[i];
      const q = c[i + 1];
      const k = c[i + 2];
      let j = i - 3;
      while (j >= from && c[j + 2] > k) {
        c[j + 3] = c[j];
        c[j + 4] = c[j + 1];
        c[j + 5] = c[j + 2];
        j -= 3;
      }
      c[j + 3] = p;
      c[j + 4] = q;
      c[j + 5] = k;
    }
  }

  /**
   * Records that the position with removed tiles `removed` (hash `hash`) fails under the current forbidden
   * pairs, keeping only pairs of two tiles live in that position (dropping more would claim too much).
   */
  private store(removed: Uint32Array, hash: number): void {
    const live = (id: number): boolean => (removed[id >> 5] & (1 << (id & 31))) === 0;
    for (let k = 0; k < this.fwords; k++) {
      let w = this.forbid[k];
      let out = w;
      while (w !== 0) {
        const bit = 31 - Math.clz32(w);
        w &= ~(1 << bit);
        const b = k * 32 + bit;
        if (!live(this.pairP[b]) || !live(this.pairQ[b])) out &= ~(1 << bit);
      }
      this.liveForbid[k] = out >>> 0;
    }
    this.table.store(removed, hash, this.liveForbid);
  }
}
