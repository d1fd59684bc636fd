// The browser's typing of tiles on Scarabeo's board (src/web/scarabeo/placement.ts): letters go from the rack
// to the cursor along its direction, over squares already taken, a missing letter takes a jolly, and the keys
// that move, turn, take back and recall; and the clicks, drags and buttons both Scarabeo pages share.
import { describe, expect, it } from 'vitest';
import { letterCode } from '../../src/games/scarabeo/alphabet.js';
import { CENTRE, JOLLY, SIZE, SQUARES } from '../../src/games/scarabeo/board.js';
import { emptyRack, RACK_JOLLY } from '../../src/games/scarabeo/play.js';
import {
  answerPicker,
  boardKey,
  clickTile,
  dragCode,
  freshTurn,
  place,
  recall,
  shuffleRack,
  startExchange,
  type Turn,
  takeBackTile,
  undoTile,
} from '../../src/web/scarabeo/placement.js';

function rackOf(letters: string): Uint8Array {
  const rack = emptyRack();
  for (const ch of letters) {
    const k = ch === '?' ? RACK_JOLLY : letterCode(ch);
    rack[k] = (rack[k] as number) + 1;
  }
  return rack;
}

function type(turn: Turn, cells: Uint8Array, keys: string[]): Turn {
  let t = turn;
  for (const key of keys) {
    const r = boardKey(t, cells, key);
    // A letter missing from the rack moves the cursor on as a placed one does (its square left empty).
    if (r.kind !== 'turn' && r.kind !== 'not-on-rack') throw new Error(`${key}: ${r.kind}`);
    t = r.turn;
  }
  return t;
}

describe('typing tiles on the board', () => {
  const empty = new Uint8Array(SQUARES);

  it('puts typed letters from the cursor along its direction, skipping a square already taken', () => {
    const cells = new Uint8Array(SQUARES);
    cells[CENTRE + 1] = letterCode('A');
    const t = type(freshTurn('k', rackOf('CSO')), cells, ['c', 's']);
    expect(t.placing.placed.map((p) => [p.square, p.cell])).toEqual([
      [CENTRE, letterCode('C')],
      [CENTRE + 2, letterCode('S')],
    ]);
    expect(t.cursor).toEqual({ square: CENTRE + 3, across: true });
    // Space turns the cursor down; Backspace takes the last tile back to the cursor's square.
    const down = type(t, cells, [' ']);
    expect(down.cursor?.across).toBe(false);
    const back = type(t, cells, ['Backspace']);
    expect(back.placing.placed).toHaveLength(1);
    expect(back.cursor?.square).toBe(CENTRE + 2);
  });

  it('steps over a letter already on the board when a whole word is typed (FEELICITA over an E and an L)', () => {
    const cells = new Uint8Array(SQUARES);
    cells[CENTRE + 1] = letterCode('E');
    cells[CENTRE + 3] = letterCode('L') | JOLLY;
    const t = type(freshTurn('k', rackOf('FEICITA')), cells, [...'feelicita']);
    const placed = t.placing.placed.map((p) => p.square - CENTRE);
    expect(placed).toEqual([0, 2, 4, 5, 6, 7, 8]);
    expect(t.placing.placed.map((p) => p.cell)).toEqual([...'FEICITA'].map(letterCode));
    // The A went on the row's last square (Q9), so the cursor stays there.
    expect(t.cursor).toEqual({ square: CENTRE + 8, across: true });
    // Down too: the board's letter under the cursor, typed, is passed.
    const down = type(
      { ...freshTurn('k', rackOf('FI')), cursor: { square: CENTRE + 1 - SIZE, across: false } },
      cells,
      [...'fei'],
    );
    expect(down.placing.placed.map((p) => p.square)).toEqual([CENTRE + 1 - SIZE, CENTRE + 1 + SIZE]);
  });

  it('takes a jolly for a letter missing from the rack, and refuses one the rack cannot give', () => {
    const t = type(freshTurn('k', rackOf('A?')), empty, ['z']);
    expect(t.placing.placed[0]?.cell).toBe(letterCode('Z') | JOLLY);
    expect(t.placing.picker).toBeUndefined();
    const missing = boardKey(t, empty, 'b');
    expect(missing.kind === 'not-on-rack' && missing.letter).toBe('B');
    // The missing letter is not placed, and leaves its square empty: the next letter typed goes past it.
    if (missing.kind !== 'not-on-rack') throw new Error('expected not-on-rack');
    expect(missing.turn.placing.placed).toEqual(t.placing.placed);
    expect(missing.turn.cursor?.square).toBe((t.cursor?.square ?? 0) + 1);
    expect(boardKey(t, empty, 'k')).toEqual({ kind: 'bad-letter', letter: 'K' });
    expect(boardKey(t, empty, 'Enter')).toEqual({ kind: 'confirm' });
    expect(boardKey(t, empty, 'F1')).toEqual({ kind: 'ignored' });
    // Tab is left to the browser, so focus can leave the board.
    expect(boardKey(t, empty, 'Tab')).toEqual({ kind: 'ignored' });
    expect(type(t, empty, ['Escape']).placing.placed).toEqual([]);
  });

  it('leaves a gap for a letter missing from the rack, so MQA is M, a gap, A and never MA', () => {
    const t = type({ ...freshTurn('k', rackOf('AM')), cursor: { square: CENTRE, across: true } }, empty, [...'mqa']);
    expect(t.placing.placed.map((p) => p.square)).toEqual([CENTRE, CENTRE + 2]);
    expect(t.cursor).toEqual({ square: CENTRE + 3, across: true });
  });

  it('keeps the cursor on the board and a word across inside its row', () => {
    const t = type(freshTurn('k', rackOf('AB')), empty, ['ArrowUp']);
    expect(t.cursor?.square).toBe(CENTRE - SIZE);
    const corner = type({ ...t, cursor: { square: 0, across: true } }, empty, ['ArrowLeft', 'ArrowUp']);
    expect(corner.cursor?.square).toBe(0);
    // At the row's last square a letter goes there, and the next one has nowhere to go in that row.
    const end = type({ ...t, cursor: { square: SIZE - 1, across: true } }, empty, ['a', 'b']);
    expect(end.placing.placed.map((p) => p.square)).toEqual([SIZE - 1]);
  });

  it('shuffles only the tiles still on the rack', () => {
    const t = type(freshTurn('k', rackOf('ABCDE')), empty, ['c']);
    const shuffled = shuffleRack(t, () => 0);
    expect(shuffled.placing.order[2]).toBe(letterCode('C'));
    expect([...shuffled.placing.order].sort()).toEqual([...t.placing.order].sort());
    expect(shuffled.placing.order).not.toEqual(t.placing.order);
  });
});

describe('clicks, drags and the turn buttons', () => {
  const empty = new Uint8Array(SQUARES);
  const slotOf = (t: Turn, letter: string) => t.placing.order.indexOf(letter === '?' ? RACK_JOLLY : letterCode(letter));

  it('selects a rack tile with a click, unselects it with a second, and puts it on the square clicked next', () => {
    const t = freshTurn('k', rackOf('ABC'));
    const b = slotOf(t, 'B');
    const selected = clickTile(t, b);
    expect(selected.selected).toBe(b);
    expect(clickTile(selected, b).selected).toBeUndefined();
    const put = place(selected, empty, b, CENTRE);
    expect(put.selected).toBeUndefined();
    expect(put.placing.placed).toEqual([{ square: CENTRE, slot: b, cell: letterCode('B') }]);
    // The dragged tile's face: the rack slot's letter, or the letter placed on the square it is dragged from.
    expect(dragCode(put, slotOf(t, 'C'), undefined)).toBe(letterCode('C'));
    expect(dragCode(put, b, CENTRE)).toBe(letterCode('B'));
  });

  it('takes back one tile, the last one, or all of them', () => {
    const t = type(freshTurn('k', rackOf('ABC')), empty, ['a', 'b', 'c']);
    expect(undoTile(t).placing.placed.map((p) => p.square)).toEqual([CENTRE, CENTRE + 1]);
    expect(takeBackTile(t, slotOf(t, 'B')).placing.placed.map((p) => p.square)).toEqual([CENTRE, CENTRE + 2]);
    expect(recall(clickTile(t, 0)).placing.placed).toEqual([]);
    expect(recall(clickTile(t, 0)).selected).toBeUndefined();
  });

  it('chooses tiles for an exchange by clicks once the exchange starts, after recalling the placed ones', () => {
    const t = type(freshTurn('k', rackOf('ABC')), empty, ['a']);
    const choosing = startExchange(clickTile(t, slotOf(t, 'B')));
    expect(choosing.placing.placed).toEqual([]);
    expect(choosing.selected).toBeUndefined();
    const chosen = clickTile(clickTile(choosing, slotOf(t, 'A')), slotOf(t, 'C'));
    expect([...(chosen.placing.exchange ?? [])].sort()).toEqual([slotOf(t, 'A'), slotOf(t, 'C')].sort());
    expect(chosen.selected).toBeUndefined();
    expect(recall(chosen).placing.exchange).toBeUndefined();
  });

  it("answers the jolly's picker with a letter, or cancels it leaving the jolly on the rack", () => {
    const t = freshTurn('k', rackOf('?A'));
    const picking = place(t, empty, slotOf(t, '?'), CENTRE);
    expect(picking.placing.picker).toEqual({ square: CENTRE, slot: slotOf(t, '?') });
    const picked = answerPicker(picking, letterCode('Q'));
    expect(picked.placing.placed).toEqual([{ square: CENTRE, slot: slotOf(t, '?'), cell: letterCode('Q') | JOLLY }]);
    const cancelled = answerPicker(picking);
    expect(cancelled.placing.picker).toBeUndefined();
    expect(cancelled.placing.placed).toEqual([]);
  });
});
