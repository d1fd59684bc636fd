// The headless Shisen-Sho selection controller: select a tile, deselect it, or pick its partner to remove the
// pair, as a pure function (ui, state, chosen cell) → (ui, move?), shared by the browser and the terminal; and
// the aids a game has used (hints, scrambles), counted the same way by both, with the scramble to play next.
import {
  type Cell,
  checkPair,
  isOnBoard,
  kindAt,
  type PathPoint,
  type ScrambleMove,
  type ShisenShoError,
  type ShisenShoMove,
  type ShisenShoState,
  scrambleMove,
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

/**
 * The aids a game has used, shown with its result: hints asked for and scrambles made. Undo gives neither back
 * and restart keeps them (docs/shisensho.md), so they are counted beside the session, not read from its moves;
 * the browser keeps them in its save, the terminal for the run.
 */
export interface ShisenShoAids {
  readonly hints: number;
  readonly scrambles: number;
}

export const NO_AIDS: ShisenShoAids = { hints: 0, scrambles: 0 };

/** The aids after a hint shown. */
export function afterHint<A extends ShisenShoAids>(aids: A): A {
  return { ...aids, hints: aids.hints + 1 };
}

/**
 * The scramble to play now and the aids after it. Its draw (which seeds the shuffle) is one past every scramble
 * made in the game: those counted in `aids`, undone ones included, and any draw in `session`'s states (a
 * resumed game's record and its moves to redo). So each scramble is a shuffle the game has not dealt before,
 * where seeding by the move number dealt the same one again after an undo.
 */
export function nextScramble<A extends ShisenShoAids>(
  session: { readonly states: readonly ShisenShoState[] },
  aids: A,
): { readonly move: ScrambleMove; readonly aids: A } {
  let drawn = aids.scrambles;
  for (const state of session.states) drawn = Math.max(drawn, state.draws);
  return { move: scrambleMove(drawn + 1), aids: { ...aids, scrambles: aids.scrambles + 1 } };
}

/**
 * The time played in a Shisen-Sho game, as every face keeps it: what has been kept so far, and since when (ms on
 * the face's clock) it has been running; absent while stopped. The faces decide when it runs (from the first pair
 * to the win; the browser also pauses it while the tab is hidden).
 */
export interface PlayClock {
  readonly base: number;
  readonly since?: number;
}

export const NEW_PLAY_CLOCK: PlayClock = { base: 0 };

/** The clock started or stopped at `now` to match `running` (unchanged when it already does). */
export function runPlayClock(clock: PlayClock, running: boolean, now: number): PlayClock {
  if (running && clock.since === undefined) return { base: clock.base, since: now };
  if (!running && clock.since !== undefined) return { base: clock.base + now - clock.since };
  return clock;
}

/** The time played at `now`. */
export function playedMs(clock: PlayClock, now: number): number {
  return clock.base + (clock.since === undefined ? 0 : now - clock.since);
}
