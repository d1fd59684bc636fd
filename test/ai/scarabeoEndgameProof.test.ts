// The endgame solver's speed-ups change no proven value: on random small endgames (fast-check) the solver, with
// and without its proof attempts, killer moves, transposition cut-offs, the stuck opponent's pass, the bounds
// from the opponent passing and the mover's pass as a refutation, equals a brute-force minimax sharing none of
// its code, also where one side has no play at all or two tiles; on endgames from level-5 games it equals the
// plain iterative deepening wherever both prove.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoTileBound } from '../../src/ai/scarabeo/endgame.js';
import {
  chooseMove,
  type EndgameOptions,
  playOut,
  type SeatPlayer,
  solveEndgame,
} from '../../src/ai/scarabeo/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import {
  type Dawg,
  DEFAULT_PARAMS,
  emptyRack,
  legalMoves,
  play,
  type Rack,
  rackPoints,
  type ScarabeoState,
  unseenTiles,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { bruteForce, drawTiles } from './scarabeoEndgameBrute.js';

let dawg: Dawg;

const positionOf = (state: ScarabeoState) => ({
  board: { cells: state.cells, rules: state.params.rules },
  racks: [state.racks[0] as Rack, state.racks[1] as Rack] as [Rack, Rack],
  idleTurns: state.idleTurns,
});

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

const variants: EndgameOptions[] = [
  {},
  { proofSearch: false },
  { stuckPass: false },
  { passBound: false },
  { soloBound: false },
  { passRefutes: false },
  {
    killers: false,
    proofSearch: false,
    etc: false,
    stuckPass: false,
    passBound: false,
    soloBound: false,
    passRefutes: false,
  },
];

/**
 * A rack of `size` tiles from `pool` (mutated) with no play at all on the board, from tiles that have none alone;
 * undefined when 40 draws find none.
 */
function stuckRack(board: ScarabeoState, pool: Rack, size: number, rng: Rng): Rack | undefined {
  const playable = (rack: Rack) =>
    legalMoves({ ...board, racks: [rack, emptyRack()], toMove: 0, idleTurns: 0 }, dawg).some((m) => m.type === 'play');
  const dead = emptyRack();
  pool.forEach((c, k) => {
    const one = emptyRack();
    one[k] = 1;
    if (c > 0 && !playable(one)) dead[k] = c;
  });
  for (let i = 0; i < 40; i++) {
    const rack = drawTiles(new Uint8Array(dead), size, rng);
    if (rack.reduce((a, c) => a + c, 0) < size || playable(rack)) continue;
    rack.forEach((c, k) => {
      pool[k] = (pool[k] as number) - c;
    });
    return rack;
  }
  return undefined;
}

/** The endgame on `board` with these racks, the first to move, scores even: every variant proves brute force's value. */
function expectEveryVariantExact(board: ScarabeoState, racks: [Rack, Rack], idleTurns: number): void {
  const state: ScarabeoState = { ...board, racks, toMove: 0, idleTurns, scores: [0, 0] };
  const exact = bruteForce(state, dawg, new Map());
  for (const options of variants) {
    const result = solveEndgame(positionOf(state), dawg, {}, options);
    expect(result.proven).toBe(true);
    expect(result.value).toBe(exact);
  }
}

describe('Scarabeo endgame solver, its speed-ups against brute force', () => {
  it('proves the brute-force value of random small endgames with every variant of the search', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, mine, theirs, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`racks-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          expectEveryVariantExact(board, [drawTiles(pool, mine, rng), drawTiles(pool, theirs, rng)], idle);
        },
      ),
      { numRuns: 10, seed: 20261126 },
    );
  }, 600_000);

  it('proves the brute-force value of random endgames where one side has no play, with and without the stuck pass', () => {
    // The stuck side's pass comes back to the other side at two more idle turns: the rule that values that pass at 0
    // fires on every line here (a wrong value for it, or firing after a pass by choice, changes some results).
    let stuckCount = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, free, stuck, stuckMoves, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`stuck-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          const dead = stuckRack(board, pool, stuck, rng);
          if (!dead) return;
          stuckCount++;
          const other = drawTiles(pool, free, rng);
          expectEveryVariantExact(board, stuckMoves ? [dead, other] : [other, dead], idle);
        },
      ),
      { numRuns: 16, seed: 20261127 },
    );
    expect(stuckCount).toBeGreaterThan(8);
  }, 600_000);

  it('proves the brute-force value of random endgames where a side holds two tiles, with and without the bounds', () => {
    // The two-tile bound (the opponent passing every turn: one tile's best play now plus the larger of the other's
    // and the best out play now) and the pass left unsearched fire on these lines; a bound that leaves out the out
    // play, or a pass skipped whatever alpha, changes some results.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.constantFrom(0, 1, 2),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, other, twoMoves, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`two-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          const two = drawTiles(pool, 2, rng);
          const rest = drawTiles(pool, other, rng);
          expectEveryVariantExact(board, twoMoves ? [two, rest] : [rest, two], idle);
        },
      ),
      { numRuns: 20, seed: 20261128 },
    );
  }, 600_000);

  it('proves the brute-force value of endgames of three tiles to move against two', () => {
    // The mover's pass refutes where the two tiles' gain alone (going out with both included: the mover's three
    // tiles' points) keeps the pass at least beta; a bound without that out term gives a wrong value on the first
    // of these deals. The brute force takes 1–25 s a deal here, so the deals are these four, not drawn: the
    // first is where that unsound bound was caught (the 7th draw of seed 20261130), the others the cheap draws.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(0, 1),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`three-two-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          const three = drawTiles(pool, 3, rng);
          expectEveryVariantExact(board, [three, drawTiles(pool, 2, rng)], idle);
        },
      ),
      {
        numRuns: 4,
        examples: [
          [1, 0, 3],
          [1, 0, 6],
          [2, 1, 6],
          [1, 1, 11],
        ],
      },
    );
  }, 600_000);

  it('proves the brute-force value of random endgames of two tiles against a side with no play', () => {
    // Against a side that can only pass the two-tile bound is the value or near it, so it decides many nodes: a
    // bound that leaves out any of its three kinds of second play gives a wrong value on some of these deals.
    let dealt = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.constantFrom(0, 1),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (b, stuck, twoMoves, idle, seed) => {
          const board = boards[b] as ScarabeoState;
          const rng = createRng(`two-stuck-${seed}`);
          const pool = unseenTiles(board.cells, emptyRack());
          const dead = stuckRack(board, pool, stuck, rng);
          if (!dead) return;
          dealt++;
          const two = drawTiles(pool, 2, rng);
          expectEveryVariantExact(board, twoMoves ? [two, dead] : [dead, two], idle);
        },
      ),
      { numRuns: 60, seed: 20261129 },
    );
    expect(dealt).toBeGreaterThan(30);
  }, 600_000);

  it('bounds what a player with two tiles gains alone, and is that gain on most deals', () => {
    // The most the player to move gains if the opponent only passes, by trying every sequence of its plays (the
    // engine's moves and settlement), the opponent never moving.
    const alone = (state: ScarabeoState): number => {
      let best = 0;
      for (const move of legalMoves(state, dawg)) {
        if (move.type !== 'play') continue;
        const next = play(state, move);
        const gain = (next.scores[0] as number) - (state.scores[0] as number);
        best = Math.max(best, gain + (next.end ? 0 : alone({ ...next, toMove: 0, idleTurns: 0 })));
      }
      return best;
    };
    const rng = createRng('two-tile-bound');
    let exact = 0;
    for (let i = 0; i < 150; i++) {
      const board = boards[i % boards.length] as ScarabeoState;
      const pool = unseenTiles(board.cells, emptyRack());
      const two = drawTiles(pool, 2, rng);
      const other = drawTiles(pool, 1 + rng.int(3), rng);
      const value = alone({ ...board, racks: [two, other], toMove: 0, idleTurns: 0, scores: [0, 0] });
      const bound = twoTileBound({ cells: board.cells, rules: board.params.rules }, two, rackPoints(other), dawg);
      expect(bound).toBeGreaterThanOrEqual(value);
      if (bound === value) exact++;
    }
    // Not a loose bound that could never cut: equal to the gain on most deals (over 100 of 150 when written).
    expect(exact).toBeGreaterThan(75);
  }, 600_000);

  it('finds the value of the plain iterative deepening on endgames from level-5 games, where both prove', () => {
    const five: SeatPlayer = (input, r) => chooseMove(input, 5, dawg, r);
    let compared = 0;
    for (const g of [2, 3, 7]) {
      let state: ScarabeoState | undefined;
      playOut([five, five], DEFAULT_PARAMS, createRng(`scarabeo-endgame-${g}`), createRng('noise'), (s) => {
        if (!state && s.bag.length === 0 && s.racks.every((r) => r.reduce((a, c) => a + c, 0) <= 4)) state = s;
      });
      if (!state) continue;
      const position = { ...positionOf(state), racks: [state.racks[state.toMove], state.racks[1 - state.toMove]] };
      const plain = solveEndgame(
        position as ReturnType<typeof positionOf>,
        dawg,
        { maxNodes: 200_000 },
        { killers: false, proofSearch: false, etc: false },
      );
      const now = solveEndgame(position as ReturnType<typeof positionOf>, dawg, { maxNodes: 200_000 });
      if (!plain.proven) continue;
      expect(now.proven).toBe(true);
      expect(now.value).toBe(plain.value);
      compared++;
    }
    expect(compared).toBeGreaterThan(1);
  }, 600_000);
});
