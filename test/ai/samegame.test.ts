// The SameGame solver and demo strategies: replays on the engine, clears winnable deals, beats greed, is deterministic.
import { describe, expect, it } from 'vitest';
import { CandidateHeap, hashOf, Layer } from '../../src/ai/samegame/beam.js';
import { Board } from '../../src/ai/samegame/board.js';
import { Groups, TABLE_BITS, TABLE_MASK } from '../../src/ai/samegame/groups.js';
import { chooseMove, hint, methodOfSearch, type SolveResult, STRATEGIES, solve } from '../../src/ai/samegame/index.js';
import { DEFAULT_NRPA, Nrpa } from '../../src/ai/samegame/nrpa.js';
import { FastRng } from '../../src/ai/samegame/random.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  findGroups,
  formatMove,
  isWon,
  newGame,
  paramsOfField,
  parseField,
  parseMove,
  parseParams,
  parsePosition,
  play,
  type SameGameState,
} from '../../src/games/samegame/index.js';

function deal(params: string, seed: string): SameGameState {
  return newGame(unwrap(parseParams(params)), createRng(seed));
}

function position(text: string): SameGameState {
  const field = unwrap(parseField(text));
  return unwrap(parsePosition(paramsOfField(field), text));
}

/** Replays a solver line through the engine's parser, checking each move is canonical; returns the end state. */
function replay(start: SameGameState, result: SolveResult): SameGameState {
  let state = start;
  for (const m of result.moves) {
    const text = `${m.x},${m.y}`;
    const move = unwrap(parseMove(state, text));
    expect(formatMove(state, move)).toBe(text);
    state = play(state, move);
  }
  return state;
}

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function greedy(start: SameGameState): number {
  let state = start;
  for (let m = chooseMove(state, 'largest', createRng('g')); m; m = chooseMove(state, 'largest', createRng('g'))) {
    state = play(state, m);
  }
  return state.score;
}

describe('searches side by side', () => {
  it('mix the three methods, NRPA first, so one search alone is NRPA and two spare different colours', () => {
    expect([0, 1, 2, 3].map(methodOfSearch)).toEqual(['nrpa', 'nrpa-colour', 'nmcs', 'nrpa']);
  });
});

describe('board', () => {
  it('take() removes and compacts exactly as group() then remove(), and changes nothing left of lastMinX', () => {
    const rng = createRng('take');
    for (const params of ['15x15c5', '6x4c3', '20x15c4', '12x10c2']) {
      for (let game = 0; game < 20; game++) {
        const a = Board.fromField(deal(params, `take-${game}`).field);
        const b = Board.fromField(deal(params, `take-${game}`).field);
        const group = new Int32Array(a.cells.length);
        const moves = new Int32Array(a.cells.length);
        const sizes = new Int32Array(a.cells.length);
        for (let n = a.listMoves(moves, sizes, group); n > 0; n = a.listMoves(moves, sizes, group)) {
          // Any cell of the group, not only the canonical one.
          const g = a.group(moves[rng.int(n)] as number, group);
          const cell = group[rng.int(g)] as number;
          const before = b.cells.slice();
          a.remove(group, g);
          expect(b.take(cell)).toBe(g);
          // Compared by a loop first (thousands of moves), by expect only on a difference, for its message.
          if (!same(b.cells, a.cells)) expect(b.cells).toEqual(a.cells);
          if (!same(b.heights, a.heights)) expect(b.heights).toEqual(a.heights);
          if (!same(b.counts, a.counts)) expect(b.counts).toEqual(a.counts);
          expect([b.columns, b.blocks]).toEqual([a.columns, a.blocks]);
          const kept = b.lastMinX * b.stride;
          if (!same(b.cells.subarray(0, kept), before.subarray(0, kept))) {
            expect(b.cells.subarray(0, kept)).toEqual(before.subarray(0, kept));
          }
        }
      }
    }
  });
});

describe('NRPA groups', () => {
  /**
   * The entries of both group lists as sorted strings (with the colour of the group's cell on `board`, and which
   * list holds it), and the total weight of the groups not of the tabu colour.
   */
  function entries(g: Groups, board: Board): [string[], number] {
    const out: string[] = [];
    for (let k = 0; k < g.count; k++) {
      out.push(`${g.move[k]} ${g.key[k]} ${board.cells[g.move[k] as number]} ${g.maxX[k]} open`);
    }
    for (let k = 0; k < g.tabuCount; k++) {
      const c = board.cells[g.tabuMove[k] as number];
      out.push(`${g.tabuMove[k]} ${g.tabuKey[k]} ${c} ${g.tabuMaxX[k]} tabu`);
    }
    return [out.sort(), g.count > 0 ? (g.sum[g.count - 1] as number) : 0];
  }

  it('afterTake() lists exactly the groups listAll() lists, after every move, slides included', () => {
    const rng = createRng('groups');
    // Random weights, so a sum that left a group out or counted one twice shows.
    const exps = new Float64Array(1 << 14).map(() => 0.5 + rng.int(1000) / 1000);
    for (const params of ['15x15c5', '6x4c3', '20x15c4', '12x10c2']) {
      for (let game = 0; game < 12; game++) {
        const board = Board.fromField(deal(params, `groups-${game}`).field);
        const tabu = board.mostFrequentColor();
        for (const coding of ['group', 'cell'] as const) {
          // Two lists with the same code table: one kept up to date, one listed afresh after every move.
          const table = (seed: string): (() => number) => {
            const r = createRng(seed);
            return () => r.nextUint32();
          };
          const kept = new Groups(board.cells.length, tabu, coding, 1, table(`t-${game}`));
          const full = new Groups(board.cells.length, tabu, coding, 1, table(`t-${game}`));
          const all = { move: new Int32Array(board.cells.length), key: new Int32Array(board.cells.length) };
          kept.listAll(board, exps);
          while (kept.count + kept.tabuCount > 0) {
            // Every group in the one list's order, with its last column, before the move.
            const before = Array.from({ length: kept.inOrder(all.move, all.key) }, (_, k) => all.move[k] as number);
            const maxXOf = new Map<number, number>();
            for (let k = 0; k < kept.count; k++) maxXOf.set(kept.move[k] as number, kept.maxX[k] as number);
            for (let k = 0; k < kept.tabuCount; k++) maxXOf.set(kept.tabuMove[k] as number, kept.tabuMaxX[k] as number);
            const pick = rng.int(kept.count + kept.tabuCount);
            board.take((pick < kept.count ? kept.move[pick] : kept.tabuMove[pick - kept.count]) as number);
            kept.afterTake(board, exps);
            full.listAll(board, exps);
            const [a, sumA] = entries(kept, board);
            const [b, sumB] = entries(full, board);
            expect(a).toEqual(b);
            // Each list holds one kind of group and keeps the order its groups were listed in; inOrder merges the
            // two by that order, every group once. (Checked in plain loops: an expect per entry is slow.)
            let bad = 0;
            const orderOf = new Map<number, number>();
            for (let k = 0; k < kept.count; k++) {
              if (board.cells[kept.move[k] as number] === tabu) bad++;
              if (k > 0 && (kept.order[k] as number) <= (kept.order[k - 1] as number)) bad++;
              orderOf.set(kept.move[k] as number, kept.order[k] as number);
            }
            for (let k = 0; k < kept.tabuCount; k++) {
              if (board.cells[kept.tabuMove[k] as number] !== tabu) bad++;
              if (k > 0 && (kept.tabuOrder[k] as number) <= (kept.tabuOrder[k - 1] as number)) bad++;
              orderOf.set(kept.tabuMove[k] as number, kept.tabuOrder[k] as number);
            }
            const n = kept.inOrder(all.move, all.key);
            expect(n).toBe(kept.count + kept.tabuCount);
            for (let k = 1; k < n; k++) {
              const before = orderOf.get(all.move[k - 1] as number) ?? Number.NaN;
              if (!((orderOf.get(all.move[k] as number) ?? Number.NaN) > before)) bad++;
            }
            expect(bad).toBe(0);
            // The one list's order, as a single list kept it: the groups the move leaves alone (wholly left of the
            // column before its leftmost one, or, when nothing slid, wholly right of the one after its rightmost)
            // first, in their order before the move, then the groups listed again.
            const cut = board.lastMinX - 1;
            const rightCell = board.lastSlid ? Number.POSITIVE_INFINITY : (board.lastMaxX + 2) * board.stride;
            const left = before.filter((m) => (maxXOf.get(m) as number) < cut || m >= rightCell);
            expect(Array.from(all.move.subarray(0, left.length))).toEqual(left);
            expect(sumA).toBeCloseTo(sumB, 9);
            // Every running sum, those of the entries a move left in place included, is the sum up to its entry.
            let running = 0;
            for (let k = 0; k < kept.count; k++) {
              const key = kept.key[k] as number;
              running += (exps[key & TABLE_MASK] as number) * (kept.priorOf[key >>> TABLE_BITS] as number);
              if (Math.abs((kept.sum[k] as number) - running) > 1e-9 * running)
                expect(kept.sum[k]).toBeCloseTo(running, 9);
            }
          }
          board.copyFrom(Board.fromField(deal(params, `groups-${game}`).field));
        }
      }
    }
  });
});

describe('beam storage', () => {
  it('hashOf: two move orders that give the same field give the same hash, other fields another', () => {
    // Taking the 3s then the 4s, or the 4s then the 3s, leaves the same field.
    const field = position('1.../1.../2344/2334/1122').field;
    const a = Board.fromField(field);
    const b = Board.fromField(field);
    const c = Board.fromField(field);
    const h0 = hashOf(a);
    a.take(a.index(1, 1));
    a.take(a.index(3, 1));
    b.take(b.index(3, 1));
    b.take(b.index(1, 1));
    c.take(c.index(0, 0));
    expect(b.cells).toEqual(a.cells);
    expect(hashOf(b)).toBe(hashOf(a));
    expect(new Set([h0, hashOf(a), hashOf(c)]).size).toBe(3);
  });

  it('CandidateHeap keeps the best `capacity` candidates offered, best first', () => {
    const heap = new CandidateHeap(5);
    const rng = createRng('heap');
    const all: number[] = [];
    for (let k = 0; k < 200; k++) {
      const rating = rng.int(1000);
      all.push(rating);
      heap.offer(rating, k, k, k);
    }
    const kept = heap.sorted().map((j) => heap.rating[j]);
    expect(kept).toEqual([...all].sort((p, q) => q - p).slice(0, 5));
  });

  it('Layer stores and loads a board exactly', () => {
    const board = Board.fromField(deal('15x15c5', 'layer').field);
    board.take(board.index(3, 0));
    const layer = new Layer(3, board.cells.length, board.heights.length);
    layer.store(2, board, 77);
    const back = new Board(board.width, board.height);
    layer.load(2, back);
    expect(back.cells).toEqual(board.cells);
    expect(back.heights).toEqual(board.heights);
    expect(back.counts).toEqual(board.counts);
    expect([back.columns, back.blocks, layer.scores[2]]).toEqual([board.columns, board.blocks, 77]);
  });
});

describe('solve', () => {
  it('returns a line that replays on the engine to exactly the score it claims, with either method', () => {
    for (const [params, seed, method] of [
      ['15x15c5', 'bench-1', 'nrpa'],
      ['15x15c5', 'bench-1', 'nmcs'],
      ['10x10c4', 'r1', 'nmcs'],
      ['6x4c3', 'r2', 'nmcs'],
      ['10x10c4', 'r1', 'nrpa'],
      ['6x4c3', 'r2', 'nrpa'],
    ] as const) {
      const start = deal(params, seed);
      const result = solve(start.field, { rng: createRng('s'), maxPlayouts: 2000, method });
      const end = replay(start, result);
      expect(end.score).toBe(result.score);
      expect(isWon(end)).toBe(result.cleared);
      expect(findGroups(end.field)).toEqual([]);
    }
  });

  it('replays with the opening beams taking any share of the budget, none included (nested search after)', () => {
    for (const beamShare of [0, 0.2, 0.6, 1]) {
      const start = deal('15x15c5', `beam-${beamShare}`);
      const result = solve(start.field, { rng: createRng('b'), maxPlayouts: 3000, beamShare, method: 'nmcs' });
      const end = replay(start, result);
      expect(end.score).toBe(result.score);
      expect(isWon(end)).toBe(result.cleared);
      expect(findGroups(end.field)).toEqual([]);
      expect(result.playouts).toBe(3000);
    }
  });

  it('clears small winnable deals', () => {
    for (const seed of ['w1', 'w2', 'w3', 'w4', 'w5']) {
      const start = deal('8x6c3w', seed);
      for (const method of ['nmcs', 'nrpa', 'nrpa-colour'] as const) {
        const result = solve(start.field, { rng: createRng(seed), maxPlayouts: 4000, method });
        expect(result.cleared).toBe(true);
        expect(isWon(replay(start, result))).toBe(true);
      }
    }
  });

  it('beats the greedy largest-group strategy', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const start = deal('12x10c4', seed);
      const result = solve(start.field, { rng: createRng(seed), maxPlayouts: 3000 });
      expect(result.score).toBeGreaterThan(greedy(start));
    }
  });

  it('gives the same result for the same seed and playout budget, whatever the clock says', () => {
    const { field } = deal('15x10c4', 'det');
    const a = solve(field, { rng: createRng('x'), maxPlayouts: 1500 });
    let t = 0;
    const b = solve(field, { rng: createRng('x'), maxPlayouts: 1500, timeMs: 1e12, now: () => t++ });
    expect(b).toEqual(a);
    expect(a.playouts).toBe(1500);
  });

  it('reports improving lines while it searches', () => {
    const { field } = deal('10x10c4', 'progress');
    const seen: number[] = [];
    const result = solve(field, { rng: createRng('p'), maxPlayouts: 1000, onImprove: (r) => seen.push(r.score) });
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort((p, q) => p - q)).toEqual(seen);
    expect(seen[seen.length - 1]).toBe(result.score);
  });

  it('stops on the clock', () => {
    const { field } = deal('15x15c5', 'clock');
    let t = 0;
    // A fake clock that advances 1 ms per reading: the search must stop however little it has done.
    const result = solve(field, { rng: createRng('c'), timeMs: 50, now: () => t++ });
    expect(result.moves.length).toBeGreaterThan(0);
    expect(replay(deal('15x15c5', 'clock'), result).score).toBe(result.score);
  });

  it('NRPA: replays on the engine, spends exactly its playout budget, and repeats itself for a seed', () => {
    const options = [
      {},
      { beamShare: 0 },
      { nrpa: { coding: 'cell', bias: 0 } },
      { nrpa: { level: 1, iterations: 10 } },
      { nrpa: { level: 3, iterations: 5 } },
      { method: 'nrpa-colour' },
      { nrpa: { tabuChoice: 'probe' } },
      { beamShare: 0, nrpa: { tabuChoice: 'probe', probeShare: 0.9 } },
      { nrpa: { restartPlayouts: 0 } },
    ] as const;
    for (const [k, extra] of options.entries()) {
      for (const params of ['15x15c5', '6x4c3', '12x8c2']) {
        const start = deal(params, `nrpa-${k}`);
        const run = (): SolveResult =>
          solve(start.field, { rng: createRng(`n${k}`), maxPlayouts: 1500, method: 'nrpa', ...extra });
        const result = run();
        const end = replay(start, result);
        expect(end.score).toBe(result.score);
        expect(isWon(end)).toBe(result.cleared);
        expect(findGroups(end.field)).toEqual([]);
        expect(result.playouts).toBe(1500);
        expect(run()).toEqual(result);
      }
    }
  });

  it('NRPA restarts a run that settles: the budget spent exactly, lines that replay and repeat, other lines', () => {
    let differ = 0;
    for (const method of ['nrpa', 'nrpa-colour'] as const) {
      for (const seed of ['r1', 'r2']) {
        const start = deal('15x15c5', seed);
        const run = (restartPlayouts: number): SolveResult =>
          solve(start.field, {
            rng: createRng(seed),
            maxPlayouts: 2000,
            beamShare: 0,
            method,
            nrpa: { restartPlayouts },
          });
        const restarted = run(40);
        expect(replay(start, restarted).score).toBe(restarted.score);
        expect(restarted.playouts).toBe(2000);
        expect(run(40)).toEqual(restarted);
        if (restarted.moves.join() !== run(0).moves.join()) differ++;
      }
    }
    // A run given up after 40 playouts without a better line of its own: the searches part ways.
    expect(differ).toBeGreaterThanOrEqual(3);
  });

  it('NRPA spares the tabu colour it is given: a playout plays it only when no other group is left', () => {
    for (const [params, seed] of [
      ['15x15c5', 't1'],
      ['10x8c3', 't2'],
    ] as const) {
      const root = Board.fromField(deal(params, seed).field);
      for (let tabu = 1; tabu <= 5; tabu++) {
        if ((root.counts[tabu] ?? 0) < 2) continue;
        let playouts = 0;
        let tabuMoves = 0;
        const sink = {
          offer: (line: Int32Array, length: number): boolean => {
            const board = new Board(root.width, root.height);
            board.copyFrom(root);
            for (let t = 0; t < length; t++) {
              const i = line[t] as number;
              if (board.cells[i] === tabu) {
                tabuMoves++;
                // No block of another colour has a partner: no other group is left.
                for (let j = 0; j < board.cells.length; j++) {
                  const c = board.cells[j] as number;
                  if (c !== 0 && c !== tabu) expect(board.hasPartner(j)).toBe(false);
                }
              }
              board.take(i);
            }
            return ++playouts >= 300;
          },
        };
        const options = { ...DEFAULT_NRPA, level: 1, iterations: 50 };
        new Nrpa(root, new FastRng(createRng(`tabu-${tabu}`)), sink, options, tabu).run();
        expect(playouts).toBe(300);
        expect(tabuMoves).toBeGreaterThan(0);
      }
    }
  });

  it('the nested search beats the greedy strategy too', () => {
    for (const seed of ['g1', 'g2']) {
      const start = deal('12x10c4', seed);
      const result = solve(start.field, { rng: createRng(seed), maxPlayouts: 3000, method: 'nmcs' });
      expect(result.score).toBeGreaterThan(greedy(start));
    }
  });

  it('returns an empty line for a field with no move', () => {
    expect(solve(position('12/21').field, { rng: createRng('e'), maxPlayouts: 10 })).toMatchObject({
      score: 0,
      cleared: false,
      moves: [],
    });
  });
});

describe('demo strategies', () => {
  // [field, leftmost, largest, best]. The first row is the last field of the worked example in
  // docs/samegame.md, whose removable groups are 0,0 0,2 1,0 3,0 4,2.
  const table: readonly (readonly [string, string, string, string | undefined])[] = [
    ['2...2./2...2./12221./12211.', '0,0', '1,0', undefined],
    // Leftmost skips lone blocks: column 0's lowest removable block is at the top.
    ['11/23/32', '0,2', '0,2', '0,2'],
    // Largest takes the three 1s, leaving a lone 1; best removes the 2s first and clears with four 1s.
    ['122111', '1,0', '3,0', '1,0'],
    // A tie on size goes to the first group in canonical order.
    ['1122', '0,0', '0,0', undefined],
  ];
  for (const [text, leftmost, largest, best] of table) {
    it(`${text}: leftmost ${leftmost}, largest ${largest}`, () => {
      const state = position(text);
      const name = (m: { x: number; y: number } | undefined) => (m ? `${m.x},${m.y}` : 'none');
      expect(name(chooseMove(state, 'leftmost', createRng('l')))).toBe(leftmost);
      expect(name(chooseMove(state, 'largest', createRng('l')))).toBe(largest);
      if (best !== undefined) expect(name(chooseMove(state, 'best', createRng('b'), { maxPlayouts: 500 }))).toBe(best);
    });
  }

  it('random picks every removable group, each as its canonical block', () => {
    const state = position('2...2./2...2./12221./12211.');
    const seen = new Set<string>();
    const rng = createRng('random');
    for (let i = 0; i < 200; i++) {
      const m = chooseMove(state, 'random', rng);
      seen.add(m ? `${m.x},${m.y}` : 'none');
    }
    expect([...seen].sort()).toEqual(['0,0', '0,2', '1,0', '3,0', '4,2']);
  });

  it('every strategy returns nothing when no move is left', () => {
    const state = position('121/212');
    for (const s of STRATEGIES) expect(chooseMove(state, s, createRng('n'), { maxPlayouts: 10 })).toBeUndefined();
  });

  it('every strategy plays a game to the end on the engine', () => {
    for (const s of STRATEGIES) {
      let state = deal('8x6c4', `play-${s}`);
      for (let m = chooseMove(state, s, createRng(s), { maxPlayouts: 200 }); m; ) {
        const text = `${m.x},${m.y}`;
        expect(formatMove(state, unwrap(parseMove(state, text)))).toBe(text);
        state = play(state, m);
        m = chooseMove(state, s, createRng(s), { maxPlayouts: 200 });
      }
      expect(findGroups(state.field)).toEqual([]);
    }
  });

  it('hint is the first move of the solver with the same budget', () => {
    const state = deal('10x8c4', 'hint');
    const line = solve(state.field, { rng: createRng('h'), maxPlayouts: 800 });
    expect(hint(state, { rng: createRng('h'), maxPlayouts: 800 })).toEqual(line.moves[0]);
  });
});
