// Scarabeo's endgame solver against a brute-force minimax that shares none of its code (the engine's own moves,
// turns and settlement), on small endgames from real boards; and level 6's moves are legal and deterministic.
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseMove, inputFromView, playOut, type SeatPlayer, solveEndgame } from '../../src/ai/scarabeo/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  type Dawg,
  DEFAULT_PARAMS,
  emptyRack,
  formatMove,
  legalMoves,
  play,
  type Rack,
  type ScarabeoState,
  unseenTiles,
  view,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { bruteForce, drawTiles } from './scarabeoEndgameBrute.js';

let dawg: Dawg;
beforeAll(() => {
  dawg = unwrap(loadLexicon('standard'));
});

/**
 * Small endgames: the board when the bag runs out in fixed-seed level-3 games, each with a few pairs of racks of
 * 1 to `max` tiles dealt at random from the tiles not on the board, the bag empty, now and then after passes.
 */
function smallEndgames(count: number, max: number): ScarabeoState[] {
  const out: ScarabeoState[] = [];
  const greedy: SeatPlayer = (input, r) => chooseMove(input, 3, dawg, r);
  for (let g = 0; out.length < count; g++) {
    let board: ScarabeoState | undefined;
    playOut([greedy, greedy], DEFAULT_PARAMS, createRng(`endgame-test-${g}`), createRng('n'), (s) => {
      if (!board && s.bag.length === 0) board = s;
    });
    if (!board) continue;
    const rng = createRng(`endgame-test-racks-${g}`);
    for (let deal = 0; deal < 3 && out.length < count; deal++) {
      const pool = unseenTiles(board.cells, emptyRack());
      const racks = [drawTiles(pool, 1 + rng.int(max), rng), drawTiles(pool, 1 + rng.int(max), rng)];
      out.push({ ...board, racks, toMove: 0, idleTurns: deal === 2 ? 2 : 0, scores: [0, 0] });
    }
  }
  return out;
}

/** A 7-against-6 endgame (the bench's first): the first position of a level-5 game with the bag empty. */
function bigEndgame(): ScarabeoState {
  let big: ScarabeoState | undefined;
  const five: SeatPlayer = (input, r) => chooseMove(input, 5, dawg, r);
  playOut([five, five], DEFAULT_PARAMS, createRng('scarabeo-endgame-0'), createRng('scarabeo-endgame-0'), (s) => {
    if (!big && s.bag.length === 0 && s.racks.every((r) => r.reduce((a, b) => a + b, 0) <= 7)) big = s;
  });
  if (!big) throw new Error('the game ended before its endgame');
  return big;
}

let endgames: ScarabeoState[];
beforeAll(() => {
  endgames = smallEndgames(6, 2);
}, 300_000);

describe('Scarabeo endgame solver', () => {
  it('agrees with brute force on every small endgame, proves it, and its first move achieves the value', () => {
    for (const state of endgames) {
      const memo = new Map<string, number>();
      const exact = bruteForce(state, dawg, memo);
      const result = solveEndgame(
        {
          board: { cells: state.cells, rules: state.params.rules },
          racks: [state.racks[0] as Rack, state.racks[1] as Rack],
          idleTurns: state.idleTurns,
        },
        dawg,
      );
      expect(result.proven).toBe(true);
      expect(result.value).toBe(exact);
      const first = result.line[0];
      expect(first).toBeDefined();
      if (!first) continue;
      const next = play(state, first);
      const gain = (next.scores[0] as number) - (next.scores[1] as number);
      expect(gain - (next.end ? 0 : bruteForce(next, dawg, memo))).toBe(exact);
    }
  }, 600_000);

  it('replays its whole line legally, ending the game with the value as the spread', () => {
    for (const state of endgames) {
      const result = solveEndgame(
        {
          board: { cells: state.cells, rules: state.params.rules },
          racks: [state.racks[0] as Rack, state.racks[1] as Rack],
        },
        dawg,
      );
      let s: ScarabeoState = { ...state, idleTurns: 0 };
      for (const move of result.line) {
        const legal = legalMoves(s, dawg).map(formatMove);
        expect(legal).toContain(formatMove(move));
        s = play(s, move);
      }
      expect(s.end).toBeDefined();
      expect((s.scores[0] as number) - (s.scores[1] as number)).toBe(result.value);
    }
  }, 120_000);

  it('searches exactly the same with each line’s plays kept as with every play generated again', () => {
    // The small endgames to the end and with a node budget, and a 7-against-6 one (the bench's first) with one.
    const positions = [...endgames, bigEndgame()].map((state) => ({
      board: { cells: state.cells, rules: state.params.rules },
      racks: [state.racks[0] as Rack, state.racks[1] as Rack] as [Rack, Rack],
      idleTurns: state.idleTurns,
    }));
    let nodes = 0;
    for (const position of positions) {
      for (const maxNodes of position.racks[0].reduce((a, b) => a + b, 0) > 2 ? [3000, 20_000] : [undefined, 300]) {
        const budget = maxNodes === undefined ? {} : { maxNodes };
        const fresh = solveEndgame(position, dawg, budget, { lineCache: false });
        // The pool of kept plays at its usual size, and so small that it is dropped every 16,384 plays or so
        // (what each ply remembers of its last generation must not outlive a drop).
        for (const linePool of [undefined, 1 << 15]) {
          if (maxNodes === 20_000 && linePool === undefined) continue;
          const kept = solveEndgame(position, dawg, budget, { lineCache: true, ...(linePool ? { linePool } : {}) });
          expect({ ...kept, line: kept.line.map(formatMove) }).toEqual({ ...fresh, line: fresh.line.map(formatMove) });
          nodes += kept.nodes;
        }
      }
    }
    expect(nodes).toBeGreaterThan(20_000);
  }, 300_000);

  it('keeps each position’s cross-checks and line hashes as computing them afresh gives', () => {
    // Changed in place and put back (cross-checks), and by the squares a play changed (line hashes): the solver
    // compares them with ones computed from the board at every position and throws on a difference.
    let nodes = 0;
    for (const state of [...endgames, bigEndgame()]) {
      const position = {
        board: { cells: state.cells, rules: state.params.rules },
        racks: [state.racks[0] as Rack, state.racks[1] as Rack] as [Rack, Rack],
        idleTurns: state.idleTurns,
      };
      nodes += solveEndgame(position, dawg, { maxNodes: 4000 }, { checkCross: true }).nodes;
    }
    expect(nodes).toBeGreaterThan(4000);
  }, 120_000);

  it('stops at its node budget after the first depth, unproven, with a move', () => {
    const positionOf = (state: ScarabeoState) => ({
      board: { cells: state.cells, rules: state.params.rules },
      racks: [state.racks[0] as Rack, state.racks[1] as Rack] as [Rack, Rack],
    });
    const deep = endgames.find((s) => solveEndgame(positionOf(s), dawg).depth > 1);
    if (!deep) throw new Error('every small endgame was proven at depth 1');
    const result = solveEndgame(positionOf(deep), dawg, { maxNodes: 1 });
    expect(result.proven).toBe(false);
    expect(result.depth).toBe(1);
    expect(result.line.length).toBeGreaterThan(0);
  });
});

describe('Scarabeo level 6', () => {
  it('makes legal moves through a whole game against level 5, the same ones for the same generator', () => {
    const six: SeatPlayer = (input, r) => chooseMove(input, 6, dawg, r, { maxIterations: 8 });
    const five: SeatPlayer = (input, r) => chooseMove(input, 5, dawg, r);
    const states: ScarabeoState[] = [];
    const moves: string[] = [];
    const end = playOut([six, five], DEFAULT_PARAMS, createRng('level6-deal'), createRng('level6-noise'), (s, m) => {
      states.push(s);
      moves.push(formatMove(m));
      expect(legalMoves(s, dawg).map(formatMove)).toContain(formatMove(m));
    });
    expect(end.end).toBeDefined();
    for (const s of states.filter((x) => x.toMove === 0).slice(0, 4)) {
      const input = inputFromView(view(s, 0));
      const a = formatMove(chooseMove(input, 6, dawg, createRng('same'), { maxIterations: 8 }));
      const b = formatMove(chooseMove(input, 6, dawg, createRng('same'), { maxIterations: 8 }));
      expect(a).toBe(b);
    }
  }, 300_000);

  it('reports its progress, from a fraction above 0 up to 1', () => {
    const s = playOut(
      [(i, r) => chooseMove(i, 3, dawg, r), (i, r) => chooseMove(i, 3, dawg, r)],
      DEFAULT_PARAMS,
      createRng('p'),
      createRng('p'),
      undefined,
      6,
    );
    const fractions: number[] = [];
    chooseMove(inputFromView(view(s, s.toMove)), 6, dawg, createRng('p'), {
      maxIterations: 16,
      onProgress: (p) => fractions.push(p.fraction),
    });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f, i) => f > 0 && f <= 1 && (i === 0 || f >= (fractions[i - 1] as number)))).toBe(true);
  }, 60_000);
});
