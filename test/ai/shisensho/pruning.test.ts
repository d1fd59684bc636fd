// The solver's pruning against the exhaustive search: the relaxations that prove boards dead (with and without
// gravity) never call a clearable board dead, and the forbidden pairings, restarts and a tiny failure table
// change no answer.
import { describe, expect, it } from 'vitest';
import { mayClear, sharedTable, shisensho, solve } from '../../../src/ai/shisensho/index.js';
import { allowedPairings, Search, type SearchLimits } from '../../../src/ai/shisensho/search.js';
import { createRng } from '../../../src/core/rng.js';
import {
  dealRandom,
  legalMoves,
  newState,
  parseBoard,
  type ShisenShoParams,
} from '../../../src/games/shisensho/index.js';
import { exhaustive, replay } from './exhaustive.js';

/** The solver's search with gravity and its check, the defaults otherwise (solve.ts). */
const SEARCH: SearchLimits = {
  gravity: true,
  maxNodes: 200_000,
  now: undefined,
  deadline: Number.POSITIVE_INFINITY,
  maxTableEntries: 1 << 18,
  restartNodes: 256,
  restartOrder: 'shuffled',
  entryTable: true,
  proofShare: 0,
  firstOrder: 0,
  deadCheckFirst: true,
  fallCheck: true,
  fallLearn: false,
};

/** Small random boards of the given sizes and kinds (kinds ≤ pairs, so kinds repeat: 4 or more copies). */
function smallDeals(gravity: boolean, count: number, sizes: readonly (readonly [number, number, number])[]) {
  return Array.from({ length: count }, (_, k) => {
    const [width, height, kinds] = sizes[k % sizes.length];
    const p: ShisenShoParams = { width, height, kinds, gravity, winnable: false };
    return newState(p, dealRandom(p, createRng(`prune-${gravity}-${k}`)));
  });
}

// Mostly two copies of a kind, with one to three kinds of four (or six, in 6×2 with 3 kinds), so that the
// forbidden pairings come into play and some deals are stuck.
const SIZES = [
  [4, 3, 5],
  [4, 3, 4],
  [3, 3, 3],
  [5, 3, 6],
  [4, 4, 7],
  [6, 2, 5],
  [4, 4, 6],
  [6, 2, 3],
] as const;

describe('Shisen-Sho solver pruning', () => {
  it('the relaxation never calls a clearable board dead, and it does rule boards out', () => {
    let ruledOut = 0;
    let stuck = 0;
    for (const state of smallDeals(false, 800, SIZES)) {
      const clearable = exhaustive(state);
      const may = mayClear(state.board);
      if (clearable) expect(may).toBe(true);
      if (!may) ruledOut++;
      if (!clearable) stuck++;
    }
    // It proves most of the stuck boards, not all (it ignores which copy pairs with which).
    expect(ruledOut).toBeGreaterThan(20);
    expect(ruledOut).toBeLessThanOrEqual(stuck);
  });

  it('with gravity, the relaxation never calls a clearable position dead, and it does rule positions out', () => {
    let ruledOut = 0;
    let stuck = 0;
    let positions = 0;
    for (const deal of smallDeals(true, 400, SIZES)) {
      // The deal and the positions a few random pairs later (tiles fallen, so the ranges of heights matter).
      const rng = createRng(`fall-${positions}`);
      let state = deal;
      for (let step = 0; step < 4; step++) {
        const clearable = exhaustive(state);
        const may = mayClear(state.board, true);
        if (clearable) expect(may).toBe(true);
        if (!may) ruledOut++;
        if (!clearable) stuck++;
        positions++;
        const moves = legalMoves(state);
        if (moves.length === 0) break;
        state = shisensho.play(state, moves[rng.int(moves.length)]);
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(ruledOut).toBeGreaterThan(50);
    expect(ruledOut).toBeLessThanOrEqual(stuck);
  });

  it('with gravity, two tiles of one column are joined across tiles between them only once those are marked', () => {
    const position = (text: string) => {
      const board = parseBoard(text);
      if (!board.ok) throw new Error(board.error.code);
      const p: ShisenShoParams = {
        width: board.value.width,
        height: board.value.height,
        kinds: 8,
        gravity: true,
        winnable: false,
      };
      return newState(p, board.value);
    };
    // Clearable: the two 2m of column c, with 1m between them, become neighbours once the 1m goes (with the 1m
    // of column d); a check that counted the marked tiles between them as still there calls it dead.
    const clearable = position('.. .. 2m 4m\n3m 5m 1m 1m\n5m 4m 2m 3m');
    expect(exhaustive(clearable)).toBe(true);
    expect(mayClear(clearable.board, true)).toBe(true);
    // Not clearable, and proven so at once: the two 1m of column b, with 6m between them, are no longer taken
    // for neighbours while the 6m is there (the check before this rule let the board through).
    const stuck = position('.. 1m .. ..\n.. 6m 2m ..\n3m 1m 3m ..\n2m 4m 6m 4m');
    expect(exhaustive(stuck)).toBe(false);
    expect(mayClear(stuck.board, true)).toBe(false);
  });

  it('with gravity, boards wider than 29 columns are searched without the check (its column masks end at bit 30)', () => {
    for (const [width, checked] of [
      [29, true],
      [30, false],
      [32, false],
    ] as const) {
      const p: ShisenShoParams = { width, height: 2, kinds: width, gravity: true, winnable: false };
      const search = new Search(dealRandom(p, createRng(`wide-${width}`)), { ...SEARCH, maxNodes: 1 });
      expect(search.fall !== undefined).toBe(checked);
    }
  });

  it('with gravity, the check cuts the search: a clearable deal found in 4,752 nodes instead of 495,009', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false };
    const board = dealRandom(p, createRng('solve-695'));
    const checked = solve(board, { gravity: true, fallCheck: true, maxNodes: 10_000 });
    expect(checked.solvable).toBe(true);
    expect(replay(newState(p, board), checked.moves).tilesLeft).toBe(0);
    expect(solve(board, { gravity: true, maxNodes: 100_000 }).solvable).toBe(null);
    // An unclearable one proven in fewer nodes (2,382 instead of 14,629).
    const stuck = dealRandom(p, createRng('solve-7'));
    const plain = solve(stuck, { gravity: true });
    const proven = solve(stuck, { gravity: true, fallCheck: true });
    expect(plain.solvable).toBe(false);
    expect(proven.solvable).toBe(false);
    expect(proven.nodes).toBeLessThan(plain.nodes * 0.7);
  });

  it('with gravity, a learned stuck set proves dead only what the check proves: the same searches, node for node', () => {
    // A learned set that called a live position dead would cut a subtree the check keeps: fewer nodes, or
    // another answer. On the small boards, the exhaustive search is the reference as well.
    let hits = 0;
    const sizes = [
      [4, 4, 7],
      [4, 4, 6],
      [6, 4, 8],
      [8, 4, 10],
    ] as const;
    smallDeals(true, 320, sizes).forEach((state, k) => {
      const expected = k % sizes.length < 2 ? exhaustive(state) : undefined;
      for (const restartNodes of [1, 256]) {
        const runs = [false, true].map((fallLearn) => {
          const search = new Search(state.board, { ...SEARCH, restartNodes, fallLearn });
          const found = search.run();
          return { found, nodes: search.nodes, hits: search.fall?.learnedHits ?? 0 };
        });
        expect(runs[1].found).toBe(runs[0].found);
        expect(runs[1].nodes).toBe(runs[0].nodes);
        if (expected !== undefined) expect(runs[1].found).toBe(expected);
        hits += runs[1].hits;
      }
    });
    // The sets did prove positions dead, so the comparison means something.
    expect(hits).toBeGreaterThan(50);
    // And on hard 18×8 deals, where most dead positions are proven by a learned set.
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false };
    for (const seed of ['solve-695', 'solve-130']) {
      const board = dealRandom(p, createRng(seed));
      const runs = [false, true].map((fallLearn) => {
        const search = new Search(board, { ...SEARCH, maxNodes: 12_000, fallLearn });
        const found = search.run();
        return { found, nodes: search.nodes, hits: search.fall?.learnedHits ?? 0 };
      });
      expect(runs[1]).toEqual({ ...runs[0], hits: runs[1].hits });
      expect(runs[1].hits).toBeGreaterThan(200);
    }
  });

  it('rules out at the root a random 18×8 deal that took the plain search 370,000 nodes', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: false, winnable: false };
    const board = dealRandom(p, createRng('solve-130'));
    expect(mayClear(board)).toBe(false);
    const r = solve(board);
    expect(r.solvable).toBe(false);
    expect(r.nodes).toBe(1);
  });

  it('with gravity, what the search keeps of the joins across removals changes no node: the same searches as without it', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: true, winnable: false };
    let solved = 0;
    for (let k = 0; k < 40; k++) {
      const board = dealRandom(p, createRng(`solve-${k}`));
      for (const limits of [
        { ...SEARCH, fallCheck: false, maxNodes: 4000 },
        { ...SEARCH, fallCheck: false, maxNodes: 4000, proofShare: 15 },
      ]) {
        const fresh = new Search(board, { ...limits, joinCache: false });
        const kept = new Search(board, limits);
        const answer = fresh.run();
        expect([kept.run(), kept.nodes, kept.aborted]).toEqual([answer, fresh.nodes, fresh.aborted]);
        if (answer) {
          expect(kept.solution()).toEqual(fresh.solution());
          solved++;
        }
      }
    }
    // Long searches, and clearable deals among them.
    expect(solved).toBeGreaterThan(40);
  });

  it('reads the pairings of four tiles left by the forbidden pairs from their six bits, as pair by pair', () => {
    // The search numbers a kind's pairs i < j in order: (0,1), (0,2), (0,3), (1,2), (1,3), (2,3).
    const bitOf = (i: number, j: number): number => {
      const pairs = [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 2],
        [1, 3],
        [2, 3],
      ];
      return pairs.findIndex(([a, b]) => a === Math.min(i, j) && b === Math.max(i, j));
    };
    const counts = [0, 0, 0, 0];
    for (let f = 0; f < 64; f++) {
      let expected = 0;
      for (let k = 1; k <= 3; k++) {
        const [r, t] = [1, 2, 3].filter((x) => x !== k);
        const forbidden = (i: number, j: number): boolean => (f & (1 << bitOf(i, j))) !== 0;
        if (!forbidden(0, k) && !forbidden(r, t)) expected |= 1 << (k - 1);
      }
      expect(allowedPairings(f)).toBe(expected);
      counts[[0, 1, 1, 2, 1, 2, 2, 3][expected]]++;
    }
    // None, one, two and all three pairings left all occur.
    expect(counts.every((c) => c > 0)).toBe(true);
  });

  for (const gravity of [false, true]) {
    it(`agrees with the exhaustive search with 4+ copies of a kind, restarts every node (either order) and a one-entry table (gravity ${gravity})`, () => {
      const counts = { yes: 0, no: 0 };
      for (const state of smallDeals(gravity, 500, SIZES)) {
        const expected = exhaustive(state);
        const orders = [{ restartOrder: 'ties' as const }, { restartOrder: 'shuffled' as const }];
        for (const options of [
          {},
          ...orders.map((o) => ({ ...o, restartNodes: 1 })),
          ...orders.map((o) => ({ ...o, restartNodes: 1, proofShare: 0 })),
          { restartNodes: 1, maxTableEntries: 1 },
          { restartNodes: 1, proofShare: 15, firstOrder: 1 },
          { restartNodes: 1, proofShare: 15, firstOrder: 3, restartOrder: 'ties' as const },
          { restartNodes: 1, fallCheck: true },
          { fallCheck: true, maxTableEntries: 1 },
          { restartNodes: 1, fallCheck: true, fallLearn: true },
          { fallCheck: true, fallLearn: true },
        ]) {
          const r = solve(state.board, { gravity, ...options });
          expect(r.solvable).toBe(expected);
          if (r.solvable) expect(replay(state, r.moves).tilesLeft).toBe(0);
        }
        if (expected) counts.yes++;
        else counts.no++;
      }
      expect(counts.yes).toBeGreaterThan(100);
      expect(counts.no).toBeGreaterThan(15);
    });
  }

  for (const gravity of [false, true]) {
    it(`agrees with the exhaustive search when searches that differ share one table, in turns (gravity ${gravity})`, () => {
      // What two threads sharing a table do (shisenshoCores.ts), in turns on one thread: each search's failures,
      // stored under its own forbidden pairs, cut the other's; every decided answer must be the true one.
      const counts = { yes: 0, no: 0, shared: 0 };
      const entries = 1024;
      const searches = [
        { restartNodes: 1, maxNodes: 4 },
        { restartNodes: 1, fallCheck: true, proofShare: 15, maxNodes: 6 },
        { restartNodes: 2, restartOrder: 'ties' as const, maxNodes: 5 },
        { fallCheck: true, fallLearn: false, maxNodes: 3 },
      ];
      for (const state of smallDeals(gravity, 400, SIZES)) {
        const expected = exhaustive(state);
        const table = sharedTable(state.board, entries);
        for (let turn = 0; turn < 8; turn++) {
          const r = solve(state.board, {
            gravity,
            maxTableEntries: entries,
            sharedTable: table,
            ...searches[turn % 4],
          });
          if (r.solvable !== null) expect(r.solvable).toBe(expected);
          if (r.solvable) expect(replay(state, r.moves).tilesLeft).toBe(0);
        }
        const last = solve(state.board, { gravity, maxTableEntries: entries, sharedTable: table });
        const alone = solve(state.board, { gravity, maxTableEntries: entries });
        expect(last.solvable).toBe(expected);
        if (last.solvable) expect(replay(state, last.moves).tilesLeft).toBe(0);
        if (last.nodes < alone.nodes) counts.shared++;
        if (expected) counts.yes++;
        else counts.no++;
      }
      expect(counts.yes).toBeGreaterThan(100);
      expect(counts.no).toBeGreaterThan(15);
      // The table did carry failures from one search to the next.
      expect(counts.shared).toBeGreaterThan(gravity ? 20 : 2);
    });
  }

  it('proves without gravity, in rounds that resume the first order, deals the restarts of new orders took 30,000+ nodes for', () => {
    const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity: false, winnable: false };
    for (const seed of ['solve-435', 'solve-697']) {
      const board = dealRandom(p, createRng(seed));
      // The relaxation lets them through at the root: the proof is a search.
      expect(mayClear(board)).toBe(true);
      const resumed = solve(board, { maxNodes: 12_000 });
      expect(resumed.solvable).toBe(false);
      const restarted = solve(board, { maxNodes: 12_000, proofShare: 0 });
      expect(restarted.solvable).toBe(null);
    }
  });

  it('never answers false when the budget runs out, however small the rounds', () => {
    for (const gravity of [false, true]) {
      const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity, winnable: false };
      for (let k = 0; k < 6; k++) {
        const board = dealRandom(p, createRng(`solve-${k}`));
        const full = solve(board, { gravity });
        for (const maxNodes of [1, 10, 300]) {
          const r = solve(board, { gravity, maxNodes, restartNodes: 2 });
          expect(r.nodes).toBeLessThanOrEqual(maxNodes + 1);
          if (r.solvable !== null) expect(r.solvable).toBe(full.solvable);
          if (r.solvable) expect(replay(newState(p, board), r.moves).tilesLeft).toBe(0);
        }
      }
    }
  });
});
