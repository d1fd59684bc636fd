// What the Konobi equivalence tests compare, recorded the same way for any playout board and search: the cases
// (positions, seeds, tunings), each answer reduced to a short record (long sequences as FNV-1a hashes), and the
// recorded decisions of the code before the speed work (test/fixtures/konobi/decisions.json, whose "about" names
// the commit that recorded it from frozen copies of that code) to compare with.
import { readFileSync } from 'node:fs';
import { randomPlayer, type SearchResult, type SearchTuning } from '../../../src/ai/konobi/index.js';
import { createRng, type Rng } from '../../../src/core/rng.js';
import { isOver, type KonobiBoard, type KonobiState, newGame, play, stoneOf } from '../../../src/games/konobi/index.js';

/**
 * 32-bit FNV-1a over a sequence of integers, each fed as its 4 bytes (two's complement, least significant
 * first), as 8 hex digits: short, stable and enough to tell two sequences apart.
 */
export function fnv1a(words: Iterable<number>): string {
  let h = 0x811c9dc5;
  for (const w of words) {
    for (let shift = 0; shift < 32; shift += 8) {
      h ^= (w >>> shift) & 0xff;
      h = Math.imul(h, 0x01000193);
    }
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Positions along random games (every `every` moves from move `from`), for starting playouts and searches from. */
export function positions(size: number, games: number, seed: string, every: number, from: number): KonobiState[] {
  const rng = createRng(seed);
  const found: KonobiState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ size });
    for (let move = 0; !isOver(state); move++) {
      if (move % every === from) found.push(state);
      state = play(state, randomPlayer(state, rng));
    }
  }
  return found;
}

/** What the tests use of a playout board (today's FastBoard, or the one before the speed work). */
export interface PlayoutBoard {
  saveConnections: boolean;
  readonly cells: Uint8Array;
  readonly empties: Int16Array;
  readonly emptyCount: number;
  load(board: KonobiBoard): void;
  copyFrom(other: never): void;
  pad(point: number): number;
  playout(c: number, lastBlack: number, lastWhite: number, rng: Rng, watch?: (p: number, c: number) => void): number;
  legalAt(p: number, c: number): boolean;
  wins(p: number, c: number): boolean;
  features(p: number, c: number, near: number): number;
  winningNear(m: number, c: number): number;
  saveNear(x: number, c: number): number;
}

/** The playout cases: board size and whether the connection-saving reply is on. */
export const PLAYOUT_CASES: readonly (readonly [number, boolean])[] = [
  [5, true],
  [11, true],
  [11, false],
  [13, true],
];

/** The last stone of `colour` in `state` as a padded point, or -1. */
function lastOf(state: KonobiState, board: PlayoutBoard, colour: 'black' | 'white'): number {
  return state.last?.colour === colour && state.last.move.type === 'place' ? board.pad(state.last.move.point) : -1;
}

/**
 * Ten playouts from each position along 4 random games of the case, recorded per position as "hash winners":
 * the hash over each playout in turn of its stones in order (padded point × 4 + stone code), -1, the final
 * cells, -1, the board's list of empty points in its order, -1; then the ten winners' stone codes as digits.
 * The stones are seen through the playout's `watch` argument, which it calls for each (a playout that stopped
 * calling it would record no stones and fail the comparison, not pass it).
 */
export function recordPlayouts(make: (size: number) => PlayoutBoard, size: number, save: boolean): string[] {
  return positions(size, 4, `same-playouts-${size}`, 7, 0).map((state, i) => {
    const board = make(size);
    const base = make(size);
    base.load(state.board);
    board.saveConnections = save;
    const words: number[] = [];
    const watch = (p: number, c: number) => words.push(p * 4 + c);
    const c = stoneOf(state.toMove);
    const lastBlack = lastOf(state, base, 'black');
    const lastWhite = lastOf(state, base, 'white');
    let winners = '';
    for (let run = 0; run < 10; run++) {
      board.copyFrom(base as never);
      winners += board.playout(c, lastBlack, lastWhite, createRng(`playout-${i}-${run}`), watch);
      words.push(-1, ...board.cells, -1, ...board.empties.subarray(0, board.emptyCount), -1);
    }
    return `${fnv1a(words)} ${winners}`;
  });
}

/**
 * Every point's answers, for both colours, on the positions along 4 random 9×9 games, recorded per position
 * as five hashes "legalAt wins features winningNear saveNear", each over its answers in point order (Black then
 * White at each point; winningNear and saveNear asked at the stones only, features with the next point as the
 * opponent's last stone).
 */
export function recordAnswers(make: (size: number) => PlayoutBoard): string[] {
  return positions(9, 4, 'same-answers', 7, 0).map((state) => {
    const board = make(9);
    board.load(state.board);
    const legal: number[] = [];
    const wins: number[] = [];
    const features: number[] = [];
    const winningNear: number[] = [];
    const saveNear: number[] = [];
    for (let point = 0; point < 81; point++) {
      const p = board.pad(point);
      for (const c of [1, 2]) {
        legal.push(Number(board.legalAt(p, c)));
        wins.push(Number(board.wins(p, c)));
        features.push(board.features(p, c, p + 1));
        if (board.cells[p] !== 0) {
          winningNear.push(board.winningNear(p, c));
          saveNear.push(board.saveNear(p, c));
        }
      }
    }
    return [legal, wins, features, winningNear, saveNear].map(fnv1a).join(' ');
  });
}

/** A search result as [move (a point, "pass" or "swap"), playouts, win rate, reason, reused playouts]. */
export type SearchRecord = [number | 'pass' | 'swap', number, number, SearchResult['reason'], number];

export function recordOf(result: SearchResult): SearchRecord {
  const { move } = result;
  return [
    move.type === 'place' ? move.point : move.type,
    result.playouts,
    result.winRate,
    result.reason,
    result.reused,
  ];
}

/** What the tests use of a search (today's, or the one before the speed work) and its tree. */
export type Search<Tree> = (
  state: KonobiState,
  options: { maxPlayouts: number; rng: Rng; tree?: Tree; tuning?: Partial<SearchTuning> },
) => SearchResult;

/**
 * The search cases: board size and tuning. Each names its expansion threshold and its playouts per leaf, so that
 * a case means the same search whatever the default: the first four were recorded when the default gave a leaf
 * its children on its 4th visit, the last two on its 6th (the default since); all with one playout per visit to
 * a leaf (two since).
 */
export const SEARCH_CASES: readonly (readonly [number, Partial<SearchTuning>])[] = [
  [7, { expandAt: 4, leafPlayouts: 1 }],
  [9, { expandAt: 4, solver: false, leafPlayouts: 1 }],
  [9, { expandAt: 4, priors: 0, raveBias: 0, leafPlayouts: 1 }],
  [11, { expandAt: 4, leafPlayouts: 1 }],
  [7, { expandAt: 6, leafPlayouts: 1 }],
  [11, { expandAt: 6, leafPlayouts: 1 }],
];

/** A 300-playout search from each position along 2 random games of the case, each with its own seed. */
export function recordSearches<Tree>(
  search: Search<Tree>,
  size: number,
  tuning: Partial<SearchTuning>,
): SearchRecord[] {
  return positions(size, 2, `same-search-${size}`, 5, 2).map((state, i) =>
    recordOf(search(state, { maxPlayouts: 300, tuning, rng: createRng(`search-${i}`) })),
  );
}

/** The whole games played with tree reuse: board size and tuning (as in SEARCH_CASES). */
export const GAME_CASES: readonly (readonly [number, Partial<SearchTuning>])[] = [
  [7, { expandAt: 4, leafPlayouts: 1 }],
  [9, { expandAt: 4, leafPlayouts: 1 }],
  [9, { expandAt: 6, leafPlayouts: 1 }],
];

/** A whole game of 300-playout searches, one generator for the game, each side keeping its tree. */
export function recordGame<Tree>(
  search: Search<Tree>,
  makeTree: () => Tree,
  size: number,
  tuning: Partial<SearchTuning>,
): SearchRecord[] {
  const rng = createRng(`same-games-${size}`);
  const trees = [makeTree(), makeTree()];
  const records: SearchRecord[] = [];
  let state = newGame({ size });
  for (let turn = 0; !isOver(state); turn++) {
    const result = search(state, { maxPlayouts: 300, rng, tree: trees[turn % 2], tuning });
    records.push(recordOf(result));
    state = play(state, result.move);
  }
  return records;
}

/** The key of a search or game case in the recording, e.g. '9 {"expandAt":4,"solver":false,"leafPlayouts":1}'. */
export function caseKey(size: number, tuning: Partial<SearchTuning>): string {
  return `${size} ${JSON.stringify(tuning)}`;
}

/** The recorded decisions, keyed by case (see the recorders above). */
export interface Decisions {
  readonly about: string;
  /** By "size save", e.g. "11 true": per position, the record of its playouts. */
  readonly playouts: Record<string, string[]>;
  /** Per position, the record of its answers. */
  readonly answers: string[];
  /** By caseKey(size, tuning). */
  readonly searches: Record<string, SearchRecord[]>;
  /** By caseKey(size, tuning). */
  readonly games: Record<string, SearchRecord[]>;
}

export const DECISIONS_FILE = new URL('../../fixtures/konobi/decisions.json', import.meta.url);

export function recordedDecisions(): Decisions {
  return JSON.parse(readFileSync(DECISIONS_FILE, 'utf8')) as Decisions;
}
