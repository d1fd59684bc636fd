// The playout board's speed-ups change no decision: from the same positions and seeds, today's FastBoard plays
// exactly the playouts (every stone, in order, and the winner) of the slower board it replaced, with and
// without the connection-saving reply, and its legality and winning-point answers agree on every point.
import { describe, expect, it } from 'vitest';
import { FastBoard, randomPlayer } from '../../../src/ai/konobi/index.js';
import { FastBoard as ReferenceBoard } from '../../../src/bench/konobi-before-speed/playout.js';
import { createRng } from '../../../src/core/rng.js';
import { isOver, type KonobiState, newGame, play, stoneOf } from '../../../src/games/konobi/index.js';

/** Positions along random games (every few moves), for starting playouts from. */
function positions(size: number, games: number, seed: string): KonobiState[] {
  const rng = createRng(seed);
  const found: KonobiState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ size });
    for (let move = 0; !isOver(state); move++) {
      if (move % 7 === 0) found.push(state);
      state = play(state, randomPlayer(state, rng));
    }
  }
  return found;
}

/** The last stone of `colour` in `state` as a padded point, or -1. */
function lastOf(state: KonobiState, board: FastBoard, colour: 'black' | 'white'): number {
  return state.last?.colour === colour && state.last.move.type === 'place' ? board.pad(state.last.move.point) : -1;
}

describe('FastBoard against the board it replaced', () => {
  it.each([
    [5, true],
    [11, true],
    [11, false],
    [13, true],
  ])('plays the same playouts stone for stone (size %i, saving reply %s)', (size, save) => {
    const starts = positions(size, 4, `same-playouts-${size}`);
    expect(starts.length).toBeGreaterThan(4);
    let playouts = 0;
    for (const [i, state] of starts.entries()) {
      const fast = new FastBoard(size);
      const reference = new ReferenceBoard(size);
      fast.load(state.board);
      reference.load(state.board);
      fast.saveConnections = save;
      reference.saveConnections = save;
      const base = new FastBoard(size);
      base.load(state.board);
      const referenceBase = new ReferenceBoard(size);
      referenceBase.load(state.board);
      const c = stoneOf(state.toMove);
      const lastBlack = lastOf(state, fast, 'black');
      const lastWhite = lastOf(state, fast, 'white');
      for (let run = 0; run < 10; run++) {
        fast.copyFrom(base);
        reference.copyFrom(referenceBase);
        // Each board gets its own generator with the same seed: the same draws if they make the same choices.
        const won = fast.playout(c, lastBlack, lastWhite, createRng(`playout-${i}-${run}`));
        const expected = reference.playout(c, lastBlack, lastWhite, createRng(`playout-${i}-${run}`));
        expect(won, `position ${i} playout ${run}`).toBe(expected);
        expect(Array.from(fast.cells), `position ${i} playout ${run}`).toEqual(Array.from(reference.cells));
        expect(Array.from(fast.empties.subarray(0, fast.emptyCount))).toEqual(
          Array.from(reference.empties.subarray(0, reference.emptyCount)),
        );
        playouts++;
      }
    }
    expect(playouts).toBe(starts.length * 10);
  });

  it('agrees on legality, winning points, the saving reply and features on every point of random positions', () => {
    let checked = 0;
    for (const state of positions(9, 4, 'same-answers')) {
      const fast = new FastBoard(9);
      const reference = new ReferenceBoard(9);
      fast.load(state.board);
      reference.load(state.board);
      for (let point = 0; point < 81; point++) {
        const p = fast.pad(point);
        for (const c of [1, 2]) {
          expect(fast.legalAt(p, c)).toBe(reference.legalAt(p, c));
          expect(fast.wins(p, c)).toBe(reference.wins(p, c));
          expect(fast.features(p, c, p + 1)).toBe(reference.features(p, c, p + 1));
          if (fast.cells[p] !== 0) {
            expect(fast.winningNear(p, c)).toBe(reference.winningNear(p, c));
            expect(fast.saveNear(p, c)).toBe(reference.saveNear(p, c));
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
