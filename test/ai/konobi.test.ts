// The Konobi computer player: its fast playout board agrees with the engine, the search takes a win, blocks a
// loss, plays only legal moves, decides the pie rule, and is deterministic with a seed and a playout budget.
import { describe, expect, it } from 'vitest';
import { chooseMove, FastBoard, randomPlayer, search, shouldSwap } from '../../src/ai/konobi/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  checkMove,
  formatMove,
  isOver,
  type KonobiState,
  newGame,
  parseAnyPosition,
  parsePoint,
  play,
  winner,
} from '../../src/games/konobi/index.js';

const position = (text: string): KonobiState => unwrap(parseAnyPosition(text));
const point = (size: number, text: string): number => unwrap(parsePoint(size, text));

describe('FastBoard (the playout board)', () => {
  it.each([
    [5, 8],
    [7, 6],
    [11, 1],
  ])('agrees with the engine on legality and the winner through random games (size %i, %i games)', (size, games) => {
    const rng = createRng(`fast-board-${size}`);
    for (let game = 0; game < games; game++) {
      let state = newGame({ size });
      const fast = new FastBoard(size);
      while (!isOver(state)) {
        fast.load(state.board);
        for (let p = 0; p < size * size; p++) {
          for (const c of [1, 2]) {
            expect(fast.legalAt(fast.pad(p), c), `point ${p} colour ${c}`).toBe((state.board.legal[p] & c) !== 0);
          }
        }
        const move = randomPlayer(state, rng);
        if (move.type === 'place') {
          fast.place(fast.pad(move.point), state.toMove === 'black' ? 1 : 2);
          state = play(state, move);
          expect(fast.winner).toBe(state.board.winner);
        } else {
          state = play(state, move);
        }
      }
      expect(winner(state)).toBeDefined();
    }
  });
});

describe('search', () => {
  it('takes a winning point when there is one', () => {
    const state = position('O.X.O/O.X.O/..X../..X../.....');
    const move = chooseMove(state, { maxPlayouts: 50, rng: createRng('win') });
    expect(move).toEqual({ type: 'place', point: point(5, 'c5') });
    expect(winner(play(state, move))).toBe('black');
  });

  it("blocks the opponent's only winning point", () => {
    const state = position('O.X../O.X../..X../..X../...../to-move: white');
    const move = chooseMove(state, { maxPlayouts: 50, rng: createRng('block') });
    expect(formatMove(state, move)).toBe('c5');
  });

  it('plays only legal moves, to the end of the game, with the pie rule', () => {
    for (const size of [5, 7]) {
      const rng = createRng(`legal-${size}`);
      let state = newGame({ size });
      while (!isOver(state)) {
        const move = chooseMove(state, { maxPlayouts: 100, rng });
        expect(checkMove(state, move).ok, formatMove(state, move)).toBe(true);
        state = play(state, move);
      }
      expect(winner(state)).toBeDefined();
    }
  });

  it('is deterministic with a seed and a playout budget', () => {
    const state = position('...../..X../...O./...../...../to-move: black');
    const a = search(state, { maxPlayouts: 500, rng: createRng('same') });
    const b = search(state, { maxPlayouts: 500, rng: createRng('same') });
    expect(a).toEqual(b);
    expect(a.playouts).toBe(500);
  });

  it('stops at the time budget, measured with the given clock', () => {
    let clock = 0;
    const now = (): number => {
      clock += 1;
      return clock;
    };
    const result = search(
      position(
        '.........../.........../.........../.........../.........../.....X...../.........../.........../.........../.........../.....O.....',
      ),
      { timeMs: 10, now, rng: createRng('time'), maxPlayouts: 1e9 },
    );
    expect(result.playouts).toBeGreaterThan(0);
    expect(result.playouts).toBeLessThan(1e9);
  });

  it('swaps a first stone near the centre and not one on the edge', () => {
    const centre = play(newGame({ size: 11 }), { type: 'place', point: point(11, 'f6') });
    const edge = play(newGame({ size: 11 }), { type: 'place', point: point(11, 'a1') });
    expect(shouldSwap(centre)).toBe(true);
    expect(shouldSwap(edge)).toBe(false);
    expect(chooseMove(centre, { maxPlayouts: 50, rng: createRng('pie') })).toEqual({ type: 'swap' });
    expect(chooseMove(edge, { maxPlayouts: 50, rng: createRng('pie') }).type).toBe('place');
  });

  it('beats the random player', () => {
    const rng = createRng('versus-random');
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      let state = newGame({ size: 7 });
      const computer = g % 2 === 0 ? 'black' : 'white';
      let owner = computer;
      while (!isOver(state)) {
        const move = state.toMove === owner ? chooseMove(state, { maxPlayouts: 300, rng }) : randomPlayer(state, rng);
        if (move.type === 'swap') owner = owner === 'black' ? 'white' : 'black';
        state = play(state, move);
      }
      if (winner(state) === owner) wins++;
    }
    expect(wins).toBe(4);
  });
});
