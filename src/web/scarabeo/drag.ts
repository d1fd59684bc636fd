// Dragging a tile with pointer events (mouse and touch alike): the tile follows the pointer as a ghost, and where
// it is let go decides — a square of the board, or the rack. A press without a move is a click.
import { type PointerEvent, useRef, useState } from 'react';

interface PointerLike {
  readonly clientX: number;
  readonly clientY: number;
}

interface Drag {
  readonly slot: number;
  /** The square a tile placed this turn is dragged from; absent for a tile from the rack. */
  readonly from?: number;
  readonly startX: number;
  readonly startY: number;
  moved: boolean;
}

export interface Ghost {
  readonly x: number;
  readonly y: number;
  readonly code: number;
}

export interface DragTarget {
  /** The tile's face while it moves. */
  code(slot: number, from: number | undefined): number;
  /** Let go over `square`. */
  drop(slot: number, square: number, from: number | undefined): void;
  /** A placed tile let go over the rack, or pressed and released without moving. */
  takeBack(slot: number): void;
  /** A rack tile pressed and released without moving. */
  click(slot: number): void;
}

/** Below this distance (px) a press is a click, not a drag. */
const DRAG_START = 5;

export function useTileDrag(target: DragTarget) {
  const [ghost, setGhost] = useState<Ghost | undefined>();
  const drag = useRef<Drag | undefined>(undefined);
  // Window listeners outlive a render: they reach the latest target through this ref.
  const latest = useRef(target);
  latest.current = target;

  const move = (e: PointerLike) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_START) return;
    d.moved = true;
    setGhost({ x: e.clientX, y: e.clientY, code: latest.current.code(d.slot, d.from) });
  };

  const end = (e: PointerLike) => {
    const d = drag.current;
    drag.current = undefined;
    setGhost(undefined);
    if (!d) return;
    const t = latest.current;
    if (!d.moved) {
      if (d.from !== undefined) t.takeBack(d.slot);
      else t.click(d.slot);
      return;
    }
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const square = under?.closest('[data-index]')?.getAttribute('data-index');
    if (square != null) t.drop(d.slot, Number(square), d.from);
    else if (under?.closest('[data-testid="sc-rack"]') && d.from !== undefined) t.takeBack(d.slot);
  };

  const start = (slot: number, from: number | undefined, e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    drag.current = { slot, from, startX: e.clientX, startY: e.clientY, moved: false };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
    const up = (ev: globalThis.PointerEvent) => {
      stop();
      end(ev);
    };
    const cancel = () => {
      stop();
      drag.current = undefined;
      setGhost(undefined);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  return { ghost, start };
}
