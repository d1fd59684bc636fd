// What the online pages read from a Scarabeo snapshot: the seat's view decoded (views.ts), and the squares of
// the last play's word to mark on the board.
import { SIZE } from '../../games/scarabeo/board.js';
import { parsePlay } from '../../games/scarabeo/notation.js';
import type { Snapshot } from '../../online/protocol.js';
import { decodeView, type OnlineScarabeoView } from '../../online/views.js';

/** The seat's view decoded from the snapshot, or why it cannot be. */
export function scarabeoView(snapshot: Snapshot): OnlineScarabeoView | string {
  const v = decodeView('scarabeo', snapshot.params, snapshot.view, snapshot.seat);
  if (!v.ok) return v.error;
  return v.value.game === 'scarabeo' ? v.value.view : 'not a Scarabeo view';
}

/**
 * The squares of the last play's word, to mark them: the view carries the play as notation, not its new tiles, so a
 * letter already on the board is marked too unless the notation wrote it as '.'.
 */
export function lastPlaySquares(view: OnlineScarabeoView): Set<number> {
  const text = view.lastMove?.move;
  const play = text ? parsePlay(text) : undefined;
  if (!play?.ok) return new Set();
  const { row, col, across, word } = play.value;
  const squares = new Set<number>();
  [...word].forEach((ch, i) => {
    if (ch !== '.') squares.add((row + (across ? 0 : i)) * SIZE + col + (across ? i : 0));
  });
  return squares;
}
