// The exact Shisen-Sho solver, with and without gravity: its options, its answer, and the dead-position check
// on its own. The search is search.ts; docs/shisensho.md ("Solver") explains the method.
import type { BoardCells, ShisenShoMove, ShisenShoState } from '../../games/shisensho/index.js';
import type { RestartOrder } from './restarts.js';
import { Search } from './search.js';
import { FailureTable, type SharedTableMemory } from './table.js';

export interface SolveOptions {
  /** Whether tiles fall after a removal (the gravity variant); default false. */
  readonly gravity?: boolean;
  /** Nodes (positions expanded) before giving up with `solvable: null`. */
  readonly maxNodes?: number;
  /** Wall-clock budget in milliseconds, measured with `now` (engines have no clock); ignored without it. */
  readonly timeMs?: number;
  readonly now?: () => number;
  /**
   * A flag shared with another search of the same board (one Int32 of a SharedArrayBuffer): once it is not 0
   * (that search has decided), this one gives up with `solvable: null` within 256 nodes, or at once if it was
   * set before the call; and this one sets it when it decides, so the other gives up in turn.
   */
  readonly stop?: Int32Array;
  /** The most failed positions remembered (memory bound). */
  readonly maxTableEntries?: number;
  /** Nodes of the shortest restart round (default 256; see restarts.ts). */
  readonly restartNodes?: number;
  /**
   * How rounds after the first order their candidates (restarts.ts): default 'shuffled' with gravity, 'ties'
   * without (the winnable deals: see DEAL_SEARCH).
   */
  readonly restartOrder?: RestartOrder;
  /**
   * Look each position up in the table of failed positions on entry as well as after its safe removals, and
   * store both when it fails (default true): fewer nodes cost a full expansion, the answers are the same.
   */
  readonly entryTable?: boolean;
  /**
   * The first order's share of the restarts (default PROOF_SHARE without gravity, 0 with it): every other
   * round repeats the first round, with this many times the nodes of the round with a new order after it.
   * A repeated first round walks the same tree, whose finished subtrees are failures in the table, so it
   * resumes that search instead of starting a new order: proofs of unclearability, which need the whole tree
   * of one order, are not lost to the restarts.
   */
  readonly proofShare?: number;
  /**
   * The order (0–3, restarts.ts `orderKey`) of the first round and of the rounds resuming it (default 0); the
   * rounds with new orders take the next ones. A second search may resume another order than the first's.
   */
  readonly firstOrder?: number;
  /**
   * Without gravity, make the dead-position check before the safe removals (default true): more than half
   * the nodes of a hard proof fail it, and they are then spared the safe removals. It is a little weaker there
   * (a tile may still reach a copy the safe removals take), so the nodes differ slightly.
   */
  readonly deadCheckFirst?: boolean;
  /**
   * With gravity, the dead-position check at every node (fallRelax.ts; default false): a relaxation that lets
   * each tile sit anywhere between where it is and where it falls to once the tiles it may lose below it go.
   * It cuts the nodes of the hard deals severalfold, but costs about ten nodes' time a node, so within one
   * second it decides fewer deals than the search without it (docs/shisensho.md).
   */
  readonly fallCheck?: boolean;
  /**
   * With `fallCheck`, keep the tiles a dead position left stuck and test them first at later nodes (default
   * true): a cheap test that proves most dead positions of a hard search, and never one the check would not
   * (fallRelax.ts), so the searches are the same, node for node, in less time.
   */
  readonly fallLearn?: boolean;
  /**
   * The memory of a table of failed positions shared with other searches of the same board, on other threads
   * too (`sharedTable`; made for `maxTableEntries`): a failure is a fact about the position, whichever search
   * found it, so searches that differ (one with the dead-position check, one without) feed each other.
   */
  readonly sharedTable?: SharedTableMemory;
}

/**
 * The search the winnable deals' node budgets were fixed with: a game id's board depends on what it proves
 * within them, so this must never change (later improvements are switched off here).
 */
export const DEAL_SEARCH = {
  restartOrder: 'ties',
  entryTable: false,
  proofShare: 0,
  deadCheckFirst: false,
  fallCheck: false,
} as const satisfies SolveOptions;

export interface SolveResult {
  /** true: `moves` clear the board; false: proven that no sequence does; null: the budget ran out first. */
  readonly solvable: boolean | null;
  /** When solvable, the pairs in play order, each as the cells are when it is played. */
  readonly moves: readonly ShisenShoMove[];
  /** Positions expanded. */
  readonly nodes: number;
}

export const DEFAULT_MAX_NODES = 2_000_000;
/**
 * At most about 55 MB of table on 18×8 (a shared table has all of it from the start): with 2^18 entries the
 * table filled up within the second on the hardest gravity deals, whose proofs then lost their stored subtrees
 * (docs/shisensho.md, "A table twice as large, now that a node is cheaper").
 */
export const DEFAULT_TABLE_ENTRIES = 1 << 19;
export const DEFAULT_RESTART_NODES = 256;
/**
 * Without gravity, the nodes of each round resuming the first order, in rounds of a new order (`proofShare`):
 * the hard deals there are proofs of unclearability, which restarts of new orders lose. With gravity 0 (the
 * rounds resuming the first order cost clearable deals more than they gained).
 */
export const PROOF_SHARE = 15;

/**
 * The search on the second core: the default search with its rounds the other way round. With gravity the
 * default search restarts with a new shuffled order each round, and the second resumes its first order in
 * every other round (`proofShare`; the proofs need one order's whole tree), sharing the table: two searches
 * on two threads decided 6 of the 13 deals of 3,000 one search left, where the dead-position check with the
 * proof rounds decided 4 (docs/shisensho.md). Without gravity the default already resumes its first order; the
 * second then takes a new order every round. Here, not in src/node, so the browser's workers use it too.
 */
export function secondSearch(gravity: boolean): SolveOptions {
  return gravity ? { proofShare: PROOF_SHARE } : { proofShare: 0 };
}

export function solveState(state: ShisenShoState, options: Omit<SolveOptions, 'gravity'> = {}): SolveResult {
  return solve(state.board, { ...options, gravity: state.params.gravity });
}

export function solve(board: BoardCells, options: SolveOptions = {}): SolveResult {
  const stop = options.stop;
  if (stop !== undefined && Atomics.load(stop, 0) !== 0) return { solvable: null, moves: [], nodes: 0 };
  const now = options.timeMs !== undefined && options.now !== undefined ? options.now : undefined;
  const gravity = options.gravity ?? false;
  const search = new Search(board, {
    gravity,
    maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
    now,
    deadline: now ? now() + (options.timeMs as number) : Number.POSITIVE_INFINITY,
    ...(stop === undefined ? {} : { stop }),
    maxTableEntries: options.maxTableEntries ?? DEFAULT_TABLE_ENTRIES,
    restartNodes: Math.max(1, options.restartNodes ?? DEFAULT_RESTART_NODES),
    restartOrder: options.restartOrder ?? (gravity ? 'shuffled' : 'ties'),
    entryTable: options.entryTable ?? true,
    proofShare: options.proofShare ?? (gravity ? 0 : PROOF_SHARE),
    firstOrder: Math.max(0, Math.floor(options.firstOrder ?? 0)) & 3,
    deadCheckFirst: options.deadCheckFirst ?? true,
    fallCheck: options.fallCheck ?? false,
    fallLearn: options.fallLearn ?? true,
    ...(options.sharedTable === undefined ? {} : { sharedTable: options.sharedTable }),
  });
  const found = search.run();
  if (stop !== undefined && !search.aborted) Atomics.store(stop, 0, 1);
  return {
    solvable: search.aborted ? null : found,
    moves: found ? search.solution() : [],
    nodes: search.nodes,
  };
}

/**
 * The dead-position check the solver makes at each node (with gravity, under `fallCheck`), on a whole board:
 * false proves that no sequence of pairs clears it; true says only that it may. Without gravity a relaxation
 * that ignores which copy pairs with which (relax.ts); with gravity one that also lets each tile sit anywhere
 * it may fall to (fallRelax.ts; no check, true, on a board with a floating tile). Exported for tests.
 */
export function mayClear(board: BoardCells, gravity = false): boolean {
  const limits = { gravity, maxNodes: 0, now: undefined, deadline: Number.POSITIVE_INFINITY };
  return new Search(board, {
    ...limits,
    maxTableEntries: 1,
    restartNodes: 1,
    restartOrder: 'ties',
    entryTable: false,
    proofShare: 0,
    firstOrder: 0,
    deadCheckFirst: false,
    fallCheck: true,
    fallLearn: false,
  }).relaxedClear();
}

/**
 * Memory for a table of failed positions that searches of `board` share (`sharedTable`), on any thread. With
 * `reuse`, memory an earlier board's searches have finished with, that memory emptied when it fits (see
 * FailureTable.reuse): a game's hints, or a benchmark's deals, then take one table of tens of megabytes, not
 * one each.
 */
export function sharedTable(
  board: BoardCells,
  maxEntries = DEFAULT_TABLE_ENTRIES,
  reuse?: SharedTableMemory,
): SharedTableMemory {
  // As the search counts them: a bit per tile, a bit per pair of tiles of one kind.
  let tiles = 0;
  const copies = new Map<number, number>();
  for (const c of board.cells) {
    if (c === 0) continue;
    tiles++;
    copies.set(c, (copies.get(c) ?? 0) + 1);
  }
  let pairs = 0;
  for (const k of copies.values()) pairs += (k * (k - 1)) / 2;
  const words = Math.max(1, Math.ceil(tiles / 32));
  const fwords = Math.max(1, Math.ceil(pairs / 32));
  return (
    (reuse && FailureTable.reuse(reuse, words, fwords, maxEntries)) ??
    FailureTable.sharedMemory(words, fwords, maxEntries)
  );
}
