// The headless Shisen-Sho selection controller: select a tile, deselect it, or pick its partner to remove the
// pair, as a pure function (ui, state, chosen cell) → (ui, move?), shared by the browser and the terminal.
import {
  type Cell,
  checkPair,
  isOnBoard,
  kindAt,
  type PathPoint,
  type ShisenShoError,
  type ShisenShoMove,
  type ShisenShoState,
} from '../games/shisensho/index.js';

/** Selection is UI state: undo does not restore it (docs/architecture.md). */
export interface ShisenShoUi {
  readonly selected?: Cell;
}

export interface ClickResult {
  readonly ui: ShisenShoUi;
  /** The pair to play, when the click completed a legal one; the face calls `play` with it. */
  readonly move?: ShisenShoMove;
  /** Its path, for drawing it for a moment. */
  readonly path?: readonly PathPoint[];
  /** Why a second tile did not make a pair, for the face to show (the click still selects that tile). */
  readonly refused?: ShisenShoError;
}

export const NO_SELECTION: ShisenShoUi = {};

/**
 * A click on a tile selects it; on the selected tile, deselects it;
 * on another tile with one selected, removes the pair when legal, and otherwise deselects the first and
 * selects the second. A click on an empty cell or off the board changes nothing.
 */
export function clickCell(ui: ShisenShoUi, state: ShisenShoState, cell: Cell): ClickResult {
  const { board } = state;
  if (!isOnBoard(board, cell) || kindAt(board, cell.x, cell.y) === 0) return { ui };
  const sel = ui.selected;
  if (sel === undefined) return { ui: { selected: cell } };
  if (sel.x === cell.x && sel.y === cell.y) return { ui: NO_SELECTION };
  const r = checkPair(board, sel, cell);
  if (r.ok) return { ui: NO_SELECTION, move: r.value.move, path: r.value.path };
  return { ui: { selected: cell }, refused: r.error };
}
