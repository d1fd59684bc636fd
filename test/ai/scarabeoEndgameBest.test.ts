// The endgame solver's best play proven before its value: wherever a result (or a progress report) says the first
// move is proven best, a brute-force minimax sharing none of the solver's code finds no move better, and the
// proven bounds hold the true value; on random small endgames (fast-check), stopped where the claim is first made.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseMove,
  type EndgameOptions,
  type EndgameResult,
  playOut,
  type SeatPlayer,
  solveEndgame,
} from '../../src/ai/scarabeo/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  type Dawg,
  DEFAULT_PARAMS,
  emptyRack,
  legalMoves,
  play,
  type Rack,
  type ScarabeoState,
  unseenTiles,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { bruteForce, drawTiles } from './scarabeoEndgameBrute.js';

let dawg: Dawg;
/** The boards when the bag runs out in fixed-seed games between level-3 players. */
let boards: ScarabeoState[];
beforeAll(() => {
  dawg = unwrap(loadLexicon('standard'));
  boards = [];
  const greedy: SeatPlayer = (input, r) => chooseMove(input, 3, dawg, r);
  for (let g = 0; boards.length < 3; g++) {
    let board: ScarabeoState | undefined;
    playOut([greedy, greedy], DEFAULT_PARAMS, createRng(`endgame-proof-${g}`), createRng('n'), (s) => {
      if (!board && s.bag.length === 0) board = s;
    });
    if (board) boards.push(board);
  }
}, 300_000);

const variants: EndgameOptions[] = [{}, { passBound: false }, { stuckPass: false, passRefutes: false }];

/** The value of each legal move of `state` for the player to move, by brute force (the engine's moves). */
function moveValues(state: ScarabeoState, memo: Map<string, number>) {
  const me = state.toMove;
  return legalMoves(state, dawg).map((move) => {
    const next = play(state, move);
    const gain =
      (next.scores[me] as number) -
      (state.scores[me] as number) -
      ((next.scores[1 - me] as number) - (state.scores[1 - me] as number));
    return { move, value: gain - (next.end ? 0 : bruteForce(next, dawg, memo)) };
  });
}

/** Checks a result's claims against brute force; returns whether it claimed the best play without the value. */
function checkClaims(state: ScarabeoState, result: EndgameResult, memo: Map<string, number>): boolean {
  const values = moveValues(state, memo);
  const exact = Math.max(...values.map((v) => v.value));
  expect(result.low).toBeLessThanOrEqual(exact);
  expect(result.high).toBeGreaterThanOrEqual(exact);
  if (result.proven) expect(result.value).toBe(exact);
  if (!result.bestProven) return false;
  const first = result.line[0];
  expect(first).toBeDefined();
  if (!first) return false;
  // The engine's move with the same effect: the position after it is the same.
  const after = play(state, first);
  const same = values.find((v) => {
    const next = play(state, v.move);
    return next.cells.join() === after.cells.join() && next.idleTurns === after.idleTurns;
  });
  expect(same?.value).toBe(exact);
  // Every other move is proven at most what the first is proven at least, and `low` is at least that.
  for (const v of values) if (v !== same) expect(v.value).toBeLessThanOrEqual(result.low);
  return !result.proven;
}

describe('Scarabeo endgame solver, the best play proven before the value', () => {
  it('claims a best move only where brute force finds none better, and bounds that hold the value', () => {
    let claims = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, mine, theirs, swap, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`best-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          // At most four tiles in all, so the brute force stays quick (three against two takes it seconds).
          const a = drawTiles(pool, mine, rng);
          const c = drawTiles(pool, mine === 3 ? 1 : theirs, rng);
          const racks: [Rack, Rack] = swap ? [c, a] : [a, c];
          const state: ScarabeoState = { ...board, racks, toMove: 0, idleTurns: idle, scores: [0, 0] };
          const memo = new Map<string, number>();
          const position = { board: { cells: board.cells, rules: board.params.rules }, racks, idleTurns: idle };
          for (const options of variants) {
            // Where the best play is first claimed without the value, the solve is stopped there (the search is
            // the same position for position under a budget of positions) and its result checked.
            const at: number[] = [];
            const full = solveEndgame(
              position,
              dawg,
              { onProgress: (p) => p.bestProven && !p.proven && at.push(p.nodes) },
              options,
            );
            expect(full.proven).toBe(true);
            checkClaims(state, full, memo);
            const nodes = at[0];
            if (nodes === undefined) continue;
            const cut = solveEndgame(position, dawg, { maxNodes: nodes }, options);
            if (checkClaims(state, cut, memo)) claims++;
          }
        },
      ),
      { numRuns: 30, seed: 20261127 },
    );
    // The claim without the exact value is made often enough here to be tested (6 times when written; 0 would test
    // nothing). Claiming the best move after any fail-high, without the search that leaves it out, fails this test.
    expect(claims).toBeGreaterThan(3);
  }, 600_000);
});
