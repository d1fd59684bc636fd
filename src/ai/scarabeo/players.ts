// Scarabeo's computer players, level 1 (easy) to 5 (strongest): what each plays, exchanges and passes, from what
// a seat can see (the board, its rack, the bag's count), on the engine's move generator (forEachPlay).
import type { Rng } from '../../core/rng.js';
import type { Dawg } from '../../games/scarabeo/dawg.js';
import { forEachPlay } from '../../games/scarabeo/movegen.js';
import { rackSize } from '../../games/scarabeo/notation.js';
import { formatPlay, type Rack, type ScoredPlay } from '../../games/scarabeo/play.js';
import type { BoardView } from '../../games/scarabeo/rules.js';
import { leadOf, rackPoints, type ScarabeoMove, type ScarabeoView, unseenTiles } from '../../games/scarabeo/state.js';
import { type LeaveModel, LeaveTable, leaveValue, openedBy, premiumExposure } from './equity.js';
import { LEAVES } from './leaves.js';

/**
 * The static levels (level 6, which simulates on top of level 5, is in simulate.ts):
 * 1 easy: short words only (every word formed of at most 5 letters), a random one of its 8 best-scoring plays.
 * 2 casual: any word, one of its 5 best-scoring plays at random.
 * 3 good: the best-scoring play (chooseBestPlay, the hint's first line).
 * 4 strong: the best static equity, score plus the learned value of the tiles kept.
 * 5 strongest: level 4, plus a cost for premium squares opened to the next player, exchanges when a better rack
 *   is worth more than the best play, and with the bag empty a look at the opponent's reply (whose rack is
 *   then known), going out when it pays.
 * Every level, with no play at all, does what the seed does: exchange (up to three times in a row, while the
 * bag has tiles), then pass.
 */
export type StaticLevel = 1 | 2 | 3 | 4 | 5;

/** What a seat knows when it moves; `view(state, seat)` has all of it (unseen is worked out when missing). */
export interface ScarabeoAiInput {
  readonly board: BoardView;
  readonly rack: Rack;
  /** Tiles left in the bag. */
  readonly bagCount: number;
  /** The tiles neither on the board nor on this rack (bag and other racks); computed from the board when absent. */
  readonly unseen?: Rack;
  /** How many turns in a row this player has exchanged (for the seed's "exchange up to three times, then pass"). */
  readonly exchangesInARow?: number;
  /** Turns in a row without a word, by any player (the game stalls at 2 × players); level 6's endgame uses it. */
  readonly idleTurns?: number;
  /** How many players (2 when absent); level 6 simulates and solves endgames with two. */
  readonly players?: number;
  /**
   * This player's score minus the best other player's (level 6 plays for the win late in the game); when absent
   * level 6 plays for points.
   */
  readonly spread?: number;
}

/** How a level plays; levels are presets of it, and the benchmarks try variants. */
export interface PlayerStyle {
  /** Longest word the player knows (every word a play forms must be at most this long). */
  readonly maxWordLength: number;
  /** Picks among its best `choices` plays: 1 always the best. */
  readonly choices: number;
  /** 'uniform' or 'linear' (the k-th best of n has weight n − k + 1). */
  readonly weights: 'uniform' | 'linear';
  /** Values the tiles kept with this model; absent: plays for score. */
  readonly leaves?: LeaveModel;
  /** How much of the estimated worth of the premium squares a play opens to the next player counts against it (0: none). */
  readonly openings: number;
  /** Exchanges when that is worth more than the best play (not only when there is no play). */
  readonly exchanges: boolean;
  /** With the bag empty, looks at the opponent's best reply and at going out. */
  readonly endgame: boolean;
}

const ANY_LENGTH = 17;
/** Level 5's weight of the premium-square estimate (rough, so less than all of it; tuned in the match bench). */
export const OPENING_WEIGHT = 0.5;

export const LEVEL_STYLES: Readonly<Record<StaticLevel, PlayerStyle>> = {
  1: { maxWordLength: 5, choices: 8, weights: 'uniform', openings: 0, exchanges: false, endgame: false },
  2: { maxWordLength: ANY_LENGTH, choices: 5, weights: 'uniform', openings: 0, exchanges: false, endgame: false },
  3: { maxWordLength: ANY_LENGTH, choices: 1, weights: 'uniform', openings: 0, exchanges: false, endgame: false },
  4: {
    maxWordLength: ANY_LENGTH,
    choices: 1,
    weights: 'uniform',
    leaves: LEAVES,
    openings: 0,
    exchanges: false,
    endgame: false,
  },
  5: {
    maxWordLength: ANY_LENGTH,
    choices: 1,
    weights: 'uniform',
    leaves: LEAVES,
    openings: OPENING_WEIGHT,
    exchanges: true,
    endgame: true,
  },
};

/** The seed's limit: with no play, exchange at most this many times in a row, then pass. */
export const MAX_EXCHANGES_IN_A_ROW = 3;
/** How many of the best plays by score and leave get the (slower) premium-square estimate. */
const OPENING_CANDIDATES = 12;
/** An exchange must beat the best play by this much, so near-ties keep the points. */
const EXCHANGE_MARGIN = 2;
/** Plays looked at in the endgame's two-ply search. */
const ENDGAME_CANDIDATES = 12;

interface Candidate {
  readonly play: ScoredPlay;
  value: number;
  readonly key: string;
  readonly leave: number;
}

/**
 * The best `n` plays by score plus `table`'s value of the leave, best first (ties by notation), among plays
 * whose words are at most `maxLength` long. A play is built only when it can still make the list: its score
 * plus the best leave must reach the n-th value so far.
 */
function collect(board: BoardView, rack: Rack, dawg: Dawg, n: number, table: LeaveTable, maxLength: number) {
  const best: Candidate[] = [];
  forEachPlay(board, rack, dawg, (f) => {
    if (best.length === n && f.score + table.max < (best[n - 1] as Candidate).value) return;
    const play = f.toScoredPlay();
    if (maxLength < ANY_LENGTH && play.words.some((w) => w.length > maxLength)) return;
    const leave = table.indexAfter(play.placed);
    const value = play.score + (table.values[leave] as number);
    if (best.length === n && value < (best[n - 1] as Candidate).value) return;
    insert(best, { play, value, key: formatPlay(play.play), leave }, n);
  });
  return best;
}

/** The best play for `rack` by score plus `table`'s value of its leave (level 4's choice for that table). */
export function bestByEquity(board: BoardView, rack: Rack, dawg: Dawg, table: LeaveTable) {
  return collect(board, rack, dawg, 1, table, ANY_LENGTH)[0];
}

function better(a: Candidate, b: Candidate): boolean {
  return a.value > b.value || (a.value === b.value && a.key < b.key);
}

function insert(list: Candidate[], c: Candidate, n: number): void {
  let at = list.length;
  while (at > 0 && better(c, list[at - 1] as Candidate)) at--;
  if (at >= n) return;
  list.splice(at, 0, c);
  if (list.length > n) list.pop();
}

function pick(list: readonly Candidate[], style: PlayerStyle, rng: Rng): Candidate {
  const n = Math.min(style.choices, list.length);
  if (n <= 1) return list[0] as Candidate;
  if (style.weights === 'uniform') return list[rng.int(n)] as Candidate;
  let r = rng.int((n * (n + 1)) / 2);
  for (let k = 0; k < n; k++) {
    r -= n - k;
    if (r < 0) return list[k] as Candidate;
  }
  return list[n - 1] as Candidate;
}

const playMove = (c: Candidate): ScarabeoMove => ({ type: 'play', scored: c.play });

/** The move of a player of `style` (chooseMove's levels are presets of it). */
export function chooseMoveWith(input: ScarabeoAiInput, style: PlayerStyle, dawg: Dawg, rng: Rng): ScarabeoMove {
  const { rack, bagCount } = input;
  const exchangesInARow = input.exchangesInARow ?? 0;
  if (rackSize(rack) === 0) return { type: 'pass' };
  const model = style.leaves;
  if (style.endgame && bagCount === 0) {
    const move = endgameMove(input, dawg);
    if (move) return move;
  }
  const { list, table } = rankPlays(input, style, dawg);
  if (list.length === 0) return noPlay(rack, bagCount, exchangesInARow, model);
  const chosen = pick(list, style, rng);
  if (style.exchanges && model && exchangesInARow < MAX_EXCHANGES_IN_A_ROW) {
    const exchange = bestExchange(rack, bagCount, table);
    if (exchange && exchange.value > chosen.value + EXCHANGE_MARGIN) return exchange.move;
  }
  return playMove(chosen);
}

/**
 * The best plays by `style`'s static equity, best first (its `choices`, or the 12 that get the premium-square
 * estimate), with the leave table of the rack (the leave model's values; all 0 with the bag empty).
 */
function rankPlays(input: ScarabeoAiInput, style: PlayerStyle, dawg: Dawg) {
  const { board, rack, bagCount } = input;
  const model = style.leaves;
  // With the bag empty no tile comes back to the rack, so the leave model (learned with refills) says nothing.
  const table = new LeaveTable(rack, model && bagCount > 0 ? (leave) => leaveValue(model, leave) : () => 0);
  const n = Math.max(style.choices, style.openings > 0 ? OPENING_CANDIDATES : 1);
  const list = collect(board, rack, dawg, n, table, style.maxWordLength);
  if (style.openings > 0 && list.length > 1 && bagCount > 0) {
    const before = premiumExposure(board.cells);
    const scratch = new Uint8Array(board.cells.length);
    for (const c of list) c.value -= style.openings * openedBy(board.cells, c.play.placed, before, scratch);
    list.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  }
  return { list, table };
}

/** A move level 5 would consider, with its static equity and the value of the tiles it keeps. */
export interface StaticCandidate {
  readonly move: ScarabeoMove;
  readonly equity: number;
  /** The leave model's value of the tiles kept (0 with the bag empty). */
  readonly leave: number;
}

/**
 * Level 5's best `n` plays by static equity, best first, and its best exchange when the rules allow one
 * (the bag holds tiles, fewer than three exchanges in a row): the candidates level 6 simulates.
 */
export function staticCandidates(input: ScarabeoAiInput, n: number, dawg: Dawg): StaticCandidate[] {
  const style = LEVEL_STYLES[5];
  const { list, table } = rankPlays(input, style, dawg);
  const out: StaticCandidate[] = list
    .slice(0, n)
    .map((c) => ({ move: playMove(c), equity: c.value, leave: table.values[c.leave] as number }));
  if (input.bagCount > 0 && (input.exchangesInARow ?? 0) < MAX_EXCHANGES_IN_A_ROW) {
    const exchange = bestExchange(input.rack, input.bagCount, table);
    if (exchange) out.push({ move: exchange.move, equity: exchange.value, leave: exchange.value });
  }
  return out;
}

/**
 * The exchange that keeps the most valuable leave, putting back at most `bagCount` tiles (the rule) and at
 * least one; undefined when the bag is empty.
 */
function bestExchange(rack: Rack, bagCount: number, table: LeaveTable, exactly?: number) {
  const size = rackSize(rack);
  let best: { move: ScarabeoMove; value: number } | undefined;
  let bestIndex = -1;
  for (let i = 0; i < table.values.length; i++) {
    const kept = rackSize(table.leaveAt(i));
    const out = size - kept;
    if (out < 1 || out > bagCount || (exactly !== undefined && out !== exactly)) continue;
    const v = table.values[i] as number;
    if (bestIndex < 0 || v > (table.values[bestIndex] as number)) bestIndex = i;
  }
  if (bestIndex >= 0) {
    const keep = table.leaveAt(bestIndex);
    const tiles = new Uint8Array(22);
    for (let k = 0; k < 22; k++) tiles[k] = (rack[k] as number) - (keep[k] as number);
    best = { move: { type: 'exchange', tiles }, value: table.values[bestIndex] as number };
  }
  return best;
}

/**
 * No play at all: the seed exchanges the rack, up to three times in a row, then passes. The whole rack goes
 * back when the bag has enough tiles; otherwise as many as the bag holds, keeping the best leave.
 */
function noPlay(rack: Rack, bagCount: number, exchangesInARow: number, model: LeaveModel | undefined): ScarabeoMove {
  if (bagCount === 0 || exchangesInARow >= MAX_EXCHANGES_IN_A_ROW) return { type: 'pass' };
  const size = rackSize(rack);
  if (size <= bagCount) return { type: 'exchange', tiles: new Uint8Array(rack) };
  const table = new LeaveTable(rack, (leave) => leaveValue(model ?? LEAVES, leave));
  const exchange = bestExchange(rack, bagCount, table, bagCount);
  return exchange ? exchange.move : { type: 'pass' };
}

/**
 * The bag is empty. Going out ends the game and adds the opponents' tiles to the score; a play that does not
 * go out leaves the opponent to move. With two players the opponent's rack is exactly the unseen tiles, so
 * each of the best plays is valued as its score minus the opponent's best reply (their score, plus our tiles
 * left if that reply goes out). With more players, a static estimate: score, plus the unseen tiles' points
 * when going out, minus the points kept otherwise. Undefined when there is no play (the caller passes).
 */
function endgameMove(input: ScarabeoAiInput, dawg: Dawg): ScarabeoMove | undefined {
  const { board, rack } = input;
  const unseen = input.unseen ?? unseenTiles(board.cells, rack);
  const unseenPoints = rackPoints(unseen);
  const unseenCount = rackSize(unseen);
  const table = new LeaveTable(rack, (leave) => (rackSize(leave) === 0 ? unseenPoints : -rackPoints(leave)));
  const list = collect(board, rack, dawg, ENDGAME_CANDIDATES, table, ANY_LENGTH);
  if (list.length === 0) return undefined;
  if (unseenCount === 0 || unseenCount > 8) return playMove(list[0] as Candidate);
  const cells = new Uint8Array(board.cells);
  let best: Candidate | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const c of list) {
    let value: number;
    if (rackSize(table.leaveAt(c.leave)) === 0) value = c.play.score + unseenPoints;
    else {
      const kept = rackPoints(table.leaveAt(c.leave));
      for (const p of c.play.placed) cells[p.square] = p.cell;
      let reply = 0;
      forEachPlay({ cells, rules: board.rules }, unseen, dawg, (f) => {
        const v = f.score + (f.tiles === unseenCount ? kept : 0);
        if (v > reply) reply = v;
      });
      for (const p of c.play.placed) cells[p.square] = 0;
      value = c.play.score - reply;
    }
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return playMove(best as Candidate);
}

/** chooseMove's input from what a seat sees (`view(state, seat)`), its exchange streak included. */
export function inputFromView(v: ScarabeoView): ScarabeoAiInput {
  const lead = leadOf(v);
  return {
    board: { cells: v.cells, rules: v.params.rules },
    rack: v.rack,
    bagCount: v.bagCount,
    exchangesInARow: v.exchangeStreak,
    idleTurns: v.idleTurns,
    players: v.params.players,
    ...(lead === undefined ? {} : { spread: lead }),
  };
}
