// Scarabeo's rack (tiles to drag, click or choose for an exchange; the slots of placed tiles left empty), and
// the letter picker a jolly opens when it is put on the board.
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { LETTERS, letterCode, letterOf } from '../../games/scarabeo/alphabet.js';
import { useLang } from '../i18n.js';
import { TileFace, tileName } from './board.js';
import { type Turn, usedSlots } from './placement.js';

export function RackView(props: {
  readonly title: string;
  readonly turn: Turn;
  readonly enabled: boolean;
  readonly onTile: (slot: number) => void;
  readonly onTileDown: (slot: number, e: PointerEvent<HTMLElement>) => void;
}) {
  const { sc } = useLang().t;
  const { turn, enabled } = props;
  const used = usedSlots(turn);
  const exchange = turn.placing.exchange;
  return (
    <div className="sc-rack-area">
      <p className="muted sc-rack-title">{props.title}</p>
      <div
        className="sc-rack"
        data-testid="sc-rack"
        data-rack={turn.placing.order.map((c) => (c === 0 ? '?' : letterOf(c))).join('')}
      >
        {turn.placing.order.map((code, slot) =>
          used.has(slot) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a place on the rack; placements name it.
            <span key={slot} className="sc-slot empty" />
          ) : (
            <button
              type="button"
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a place on the rack; placements name it.
              key={slot}
              className={`sc-tile rack${code === 0 ? ' jolly' : ''}${turn.selected === slot ? ' selected' : ''}${exchange?.has(slot) ? ' chosen' : ''}`}
              data-slot={slot}
              data-letter={code === 0 ? '?' : letterOf(code)}
              // "A, 1 point", not the face's "A 1", which sounds like a square; pressed: chosen for the exchange
              // while choosing one, else the tile picked up to put on a square.
              aria-label={tileName(code, false, sc)}
              aria-pressed={exchange ? exchange.has(slot) : turn.selected === slot}
              disabled={!enabled}
              onPointerDown={(e) => props.onTileDown(slot, e)}
              onClick={(e) => {
                // Pointer users are handled by the pointer events (which leave exchange choices to this click);
                // this is also the keyboard's Enter/Space.
                if (e.detail === 0 || turn.placing.exchange) props.onTile(slot);
              }}
            >
              <TileFace code={code} />
            </button>
          ),
        )}
      </div>
    </div>
  );
}

/**
 * The jolly's letter picker. It takes the focus when it opens (a jolly dragged or clicked onto a square), so the
 * keyboard can answer it: a typed letter picks it, Escape cancels; either way the focus goes back to the board.
 */
export function JollyPicker({
  onPick,
  onCancel,
  boardRef,
}: {
  onPick: (letter: number) => void;
  onCancel: () => void;
  boardRef?: RefObject<HTMLDivElement | null>;
}) {
  const { sc } = useLang().t;
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const pick = (letter: number) => {
    onPick(letter);
    boardRef?.current?.focus();
  };
  const cancel = () => {
    onCancel();
    boardRef?.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
      return;
    }
    const code = e.key.length === 1 ? letterCode(e.key.toUpperCase()) : -1;
    if (code < 0) return;
    // The letter is the answer here, not a game key (the page's own shortcuts look at defaultPrevented).
    e.preventDefault();
    e.stopPropagation();
    pick(code);
  };
  return (
    <div
      className="sc-picker"
      role="dialog"
      aria-label={sc.jollyPick}
      aria-describedby="sc-picker-keys"
      data-testid="sc-jolly-picker"
      onKeyDown={onKeyDown}
    >
      <p>{sc.jollyPick}</p>
      <p className="muted visually-hidden" id="sc-picker-keys">
        {sc.jollyKeys}
      </p>
      <div className="sc-picker-letters">
        {[...LETTERS].map((l, i) => (
          <button
            type="button"
            key={l}
            ref={i === 0 ? first : undefined}
            className="button"
            data-letter={l}
            onClick={() => pick(letterCode(l))}
          >
            {l}
          </button>
        ))}
        <button type="button" className="button" onClick={cancel}>
          {sc.cancel}
        </button>
      </div>
    </div>
  );
}
