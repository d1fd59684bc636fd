// Test helpers for the solver: a plain exhaustive search over every legal pair (the reference answer on
// small boards) and a replay of the solver's moves through the engine.
import { expect } from 'vitest';
import { type SolveResult, shisensho } from '../../../src/ai/shisensho/index.js';
import {
  formatBoard,
  formatMove,
  legalMoves,
  parseMove,
  type ShisenShoState,
} from '../../../src/games/shisensho/index.js';

/** Plain exhaustive search over every legal pair, memoised by board text: can the board be cleared? */
export function exhaustive(state: ShisenShoState, memo = new Map<string, boolean>()): boolean {
  if (state.tilesLeft === 0) return true;
  const key = formatBoard(state.board);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let found = false;
  for (const m of legalMoves(state)) if (exhaustive(shisensho.play(state, m), memo)) found = true;
  memo.set(key, found);
  return found;
}

/** Plays the moves through the engine's parser and rules; throws on a refused one. */
export function replay(
  state: ShisenShoState,
  moves: readonly { a: { x: number; y: number }; b: { x: number; y: number } }[],
): ShisenShoState {
  let s = state;
  for (const m of moves) {
    const r = parseMove(s, formatMove(s, m));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = shisensho.play(s, r.value);
  }
  return s;
}

/** The solver's "clearable" taken at its word only once its moves, replayed on the engine, leave no tile. */
export function expectClears(state: ShisenShoState, result: SolveResult): void {
  expect(result.solvable).toBe(true);
  expect(replay(state, result.moves).tilesLeft).toBe(0);
}
