// Block identities for SameGame's animation: each block keeps one number while it falls and slides, so the page
// moves the same element. Computed per state of the session (and kept while the states are the same).
import { useRef } from 'react';
import {
  createField,
  type Field,
  findGroup,
  parseMove,
  removeAndCompact,
  type SameGameMove,
  type SameGameState,
} from '../../games/samegame/index.js';

function initialIds(field: Field): Int32Array {
  const ids = new Int32Array(field.cells.length);
  for (let i = 0; i < ids.length; i++) if (field.cells[i] !== 0) ids[i] = i + 1;
  return ids;
}

/**
 * The identities after removing the group at (x, y). The engine's own compaction is run on two fields that
 * hold each block's old column and row (+1, so 0 stays "empty"); where a cell ends up says where it came from.
 */
function nextIds(field: Field, ids: Int32Array, move: SameGameMove): Int32Array {
  const { width, height, cells } = field;
  const group = new Int32Array(cells.length);
  const n = findGroup(field, move.x * height + move.y, group);
  const columns = createField(width, height);
  const rows = createField(width, height);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 0) continue;
    columns.cells[i] = ((i / height) | 0) + 1;
    rows.cells[i] = (i % height) + 1;
  }
  removeAndCompact(columns, group, n);
  removeAndCompact(rows, group, n);
  const out = new Int32Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const c = columns.cells[i] as number;
    if (c !== 0) out[i] = ids[(c - 1) * height + ((rows.cells[i] as number) - 1)] as number;
  }
  return out;
}

/** The identities of the blocks of `states[at]`, after the moves that led there. */
export function useBlockIds(states: readonly SameGameState[], moves: readonly string[], at: number): Int32Array {
  const cache = useRef<{ state: SameGameState; ids: Int32Array }[]>([]);
  const known = cache.current;
  for (let i = 0; i <= at; i++) {
    const state = states[i] as SameGameState;
    if (known[i]?.state === state) continue;
    known.length = i;
    const before = known[i - 1];
    const move = i === 0 ? undefined : parseMove(states[i - 1] as SameGameState, moves[i - 1] as string);
    const ids =
      before && move?.ok
        ? nextIds((states[i - 1] as SameGameState).field, before.ids, move.value)
        : initialIds(state.field);
    known.push({ state, ids });
  }
  return (known[at] as { ids: Int32Array }).ids;
}
