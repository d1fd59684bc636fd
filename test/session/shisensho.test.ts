// The selection controller's cases (select, deselect, make a move and its alternative) on the headless controller.
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { unwrap } from '../../src/core/result.js';
import {
  paramsOfBoard,
  parseBoard,
  parseCell,
  parsePosition,
  type ShisenShoState,
} from '../../src/games/shisensho/index.js';
import { clickCell, NO_SELECTION } from '../../src/session/shisensho.js';

const state: ShisenShoState = (() => {
  const text = '1m 2m 1m\n2m 2m 2m';
  return unwrap(parsePosition(paramsOfBoard(unwrap(parseBoard(text))), text));
})();
const cell = (t: string) => parseCell(t) ?? { x: -1, y: -1 };

describe('Shisen-Sho controller (seed use cases)', () => {
  it('ST: a click on a tile selects it', () => {
    expect(clickCell(NO_SELECTION, state, cell('a1'))).toEqual({ ui: { selected: { x: 0, y: 0 } } });
  });
  it('DT: a second click on the selected tile deselects it', () => {
    expect(clickCell({ selected: cell('a1') }, state, cell('a1'))).toEqual({ ui: {} });
  });
  it('EM: a second tile that makes a legal pair removes both', () => {
    const r = clickCell({ selected: cell('c1') }, state, cell('a1'));
    expect(r.ui).toEqual({});
    expect(r.move).toEqual({ a: { x: 0, y: 0 }, b: { x: 2, y: 0 } });
    expect(r.path).toEqual([
      [1, 1],
      [1, 0],
      [3, 0],
      [3, 1],
    ]);
    const next = shisensho.play(state, r.move ?? { a: cell('a1'), b: cell('c1') });
    expect(next.tilesLeft).toBe(4);
  });
  it('EM alternative: a failed pair deselects the first tile and selects the second', () => {
    const r = clickCell({ selected: cell('a1') }, state, cell('b1'));
    expect(r.ui).toEqual({ selected: { x: 1, y: 0 } });
    expect(r.move).toBeUndefined();
    expect(r.refused?.code).toBe('different-kinds');
  });
  it('a click on an empty cell or off the board changes nothing', () => {
    const ui = { selected: cell('a1') };
    expect(clickCell(ui, state, cell('d1')).ui).toBe(ui);
    const emptied = shisensho.play(state, { a: cell('a1'), b: cell('c1') });
    expect(clickCell(ui, emptied, cell('a1')).ui).toBe(ui);
  });
});
