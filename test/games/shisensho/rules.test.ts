// Shisen-Sho rules as tables in docs/formats.md notation: board, pair, legal (with its path) or the rule it breaks.
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../../src/ai/shisensho/index.js';
import { unwrap } from '../../../src/core/result.js';
import {
  formatMove,
  formatPosition,
  isStuck,
  isWon,
  legalMoves,
  paramsOfBoard,
  parseBoard,
  parseMove,
  parsePair,
  parsePosition,
  pathOf,
  type ShisenShoState,
} from '../../../src/games/shisensho/index.js';

function position(text: string, gravity = false): ShisenShoState {
  const board = unwrap(parseBoard(text));
  return unwrap(parsePosition(paramsOfBoard(board, gravity), text));
}

// [board (rows joined by /), pair as typed, canonical move and its path as JSON, or the error code]
const PAIRS: [string, string, string][] = [
  // Neighbours: one straight segment.
  ['1m 1m', 'a1 b1', 'a1 b1 [[1,1],[2,1]]'],
  // Typed backwards, with a dash: the canonical move is in reading order.
  ['1m 1m', 'B1-a1', 'a1 b1 [[1,1],[2,1]]'],
  // A straight line over an empty cell.
  ['1m .. 1m', 'a1 c1', 'a1 c1 [[1,1],[3,1]]'],
  // Blocked in the row, joined over the top ring (two turns through row 0).
  ['1m 2m 1m/2m 2m 2m', 'c1 a1', 'a1 c1 [[1,1],[1,0],[3,0],[3,1]]'],
  // Down the left ring and back: column 0 is the ring.
  ['1m 2m/2m 2m/1m 2m', 'a1 a3', 'a1 a3 [[1,1],[0,1],[0,3],[1,3]]'],
  // One turn: an L through an empty corner.
  ['1m ../2m 1m/2m 2m/2m ..', 'a1 b2', 'a1 b2 [[1,1],[2,1],[2,2]]'],
  // The rules it breaks.
  ['1m 2m 1m/2m 2m 2m', 'a1 b1', 'different-kinds'],
  ['1m 2m 1m/2m 2m 2m', 'a1 a1', 'same-cell'],
  ['1m .. 1m', 'a1 b1', 'empty-cell'],
  ['1m .. 1m', 'a1 d1', 'outside-board'],
  ['1m .. 1m', 'a1 a2', 'outside-board'],
  ['1m .. 1m', 'a1 c', 'move-syntax'],
  // Joined only over the top ring and down the right ring: three turns.
  ['1m 2m 2m/2m 2m 1m', 'a1 c2', 'path-needs-3-turns'],
  // Both tiles walled in: no path at all.
  ['2m 2m 2m 2m 2m 2m/2m 1m 2m 2m 1m 2m/2m 2m 2m 2m 2m 2m', 'b2 e2', 'blocked'],
];

describe('Shisen-Sho pairs', () => {
  it.each(PAIRS)('%s: %s → %s', (board, typed, expected) => {
    const state = position(board.split('/').join('\n'));
    const r = parsePair(state, typed);
    if (!r.ok) {
      expect(r.error.code).toBe(expected);
      return;
    }
    expect(`${formatMove(state, r.value)} ${JSON.stringify(pathOf(state.board, r.value))}`).toBe(expected);
  });

  it('explains a path that needs three turns with its turn count', () => {
    const r = parseMove(position('1m 2m 2m\n2m 2m 1m'), 'a1 c2');
    expect(r.ok ? undefined : r.error).toEqual({ code: 'path-needs-3-turns', a: 'a1', b: 'c2', turns: 3 });
  });
});

// [gravity?, board before, move, board after]
const REMOVALS: [boolean, string, string, string][] = [
  // Without gravity the cells stay empty.
  [false, '1m 2m/2m 1m/1p 1p', 'a3 b3', '1m 2m/2m 1m/.. ..'],
  // With gravity (KShisen) the tiles above fall down in their columns.
  [true, '1m 2m/2m 1m/1p 1p', 'a3 b3', '.. ../1m 2m/2m 1m'],
  // One column: both go and the rest falls two cells.
  [true, '2m ../1p ../1m 2m/1m 1p', 'a3 a4', '.. ../.. ../2m 2m/1p 1p'],
  // A removal in one column leaves the other alone.
  [true, '1p 1m/2m 2m/1p 1m', 'a1 a3', '.. 1m/.. 2m/2m 1m'],
];

describe('Shisen-Sho removal and gravity', () => {
  it.each(REMOVALS)('gravity %s: %s, %s → %s', (gravity, before, move, after) => {
    const state = position(before.split('/').join('\n'), gravity);
    const next = shisensho.play(state, unwrap(parseMove(state, move)));
    expect(formatPosition(next).split('\n').join('/')).toBe(after);
    expect(next.tilesLeft).toBe(state.tilesLeft - 2);
  });

  it('gravity moves the tiles a later move names', () => {
    // Without gravity the 1m tiles stay at a1 and b2 (diagonal: three turns); with gravity they fell to a2 and b3.
    const removeBottom = { a: { x: 0, y: 2 }, b: { x: 1, y: 2 } };
    const flat = shisensho.play(position('1m 2m\n2m 1m\n1p 1p'), removeBottom);
    const fallen = shisensho.play(position('1m 2m\n2m 1m\n1p 1p', true), removeBottom);
    const code = (s: ShisenShoState, m: string) => {
      const r = parseMove(s, m);
      return r.ok ? 'ok' : r.error.code;
    };
    expect([code(flat, 'a1 b2'), code(fallen, 'a1 b2'), code(fallen, 'a2 b3')]).toEqual([
      'path-needs-3-turns',
      'empty-cell',
      'path-needs-3-turns',
    ]);
  });
});

describe('Shisen-Sho end of game', () => {
  it('is won when the last pair goes', () => {
    const state = position('1m 1m');
    expect(isWon(shisensho.play(state, unwrap(parseMove(state, 'a1 b1'))))).toBe(true);
  });
  it('is stuck when tiles remain and no pair joins', () => {
    // Each kind's two tiles lie on a diagonal, each walled in by the other kind.
    expect(isStuck(position('1m 2m\n2m 1m'))).toBe(true);
    expect(isStuck(position('1m 2m\n1m 2m'))).toBe(false);
  });
  it('lists the legal pairs in canonical order', () => {
    const state = position('1m 2m 1m\n2m 2m 2m');
    expect(legalMoves(state).map((m) => formatMove(state, m))).toEqual(['a1 c1', 'b1 b2', 'a2 b2', 'a2 c2', 'b2 c2']);
  });
});
