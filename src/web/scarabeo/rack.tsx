// Scarabeo's rack (tiles to drag, click or choose for an exchange; the slots of placed tiles left empty), and
// the letter picker a jolly opens when it is put on the board.
import type { PointerEvent } from 'react';
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

export function JollyPicker({ onPick, onCancel }: { onPick: (letter: number) => void; onCancel: () => void }) {
  const { sc } = useLang().t;
  return (
    <div className="sc-picker" role="dialog" aria-label={sc.jollyPick} data-testid="sc-jolly-picker">
      <p>{sc.jollyPick}</p>
      <div className="sc-picker-letters">
        {[...LETTERS].map((l) => (
          <button type="button" key={l} className="button" data-letter={l} onClick={() => onPick(letterCode(l))}>
            {l}
          </button>
        ))}
        <button type="button" className="button" onClick={onCancel}>
          {sc.cancel}
        </button>
      </div>
    </div>
  );
}
