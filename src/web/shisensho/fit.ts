// Shisen-Sho's board size: as dealt or turned a quarter, whichever gives the larger tiles in the room left to it.
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

/** The ring's width drawn around the board, in cells (narrower than a cell: it only carries paths). */
export const RING = 0.6;

/** A tile's height over its width: a mahjong tile's as dealt; squatter turned (in practice on a phone held
 *  upright), where the board's height is what limits the tiles, so they are as tall and wider to tap. */
export const ASPECT = 1.3;
export const ASPECT_TURNED = 1.12;

export interface Fit {
  readonly transposed: boolean;
  /** A tile's width (its cell's, ring and frame aside), in CSS pixels. */
  readonly tileWidth: number;
  readonly aspect: number;
}

/** The largest tile width of one orientation: `cols` × `rows` cells and the ring in a `width` × `height` box. */
function tileWidthIn(box: { width: number; height: number }, cols: number, rows: number, aspect: number): number {
  return Math.min(box.width / (cols + 2 * RING), box.height / ((rows + 2 * RING) * aspect));
}

/**
 * The orientation and tile width that give the larger tiles in `box` (the room for the board, frame aside),
 * at most `cap` wide. The board as dealt is kept unless turning it gives tiles at least 3% wider, so a box
 * where both are about the same does not flip the board back and forth.
 */
export function fitTiles(
  box: { readonly width: number; readonly height: number },
  board: { readonly width: number; readonly height: number },
  cap: number,
): Fit {
  const dealt = Math.min(cap, tileWidthIn(box, board.width, board.height, ASPECT));
  const turned = Math.min(cap, tileWidthIn(box, board.height, board.width, ASPECT_TURNED));
  const transposed = board.width !== board.height && turned > dealt * 1.03;
  return { transposed, tileWidth: transposed ? turned : dealt, aspect: transposed ? ASPECT_TURNED : ASPECT };
}

/** A tile is never drawn narrower than this, whatever the window: below it the page scrolls instead. */
const MIN_TILE = 10;
/** Room left under what must be on screen, so the last buttons do not touch the window's edge. */
const BOTTOM_GAP = 6;

/**
 * Measures the room the page leaves the board and fits the tiles to it. The width is the board's column's; the
 * height is the window's below the board's top, less what must stay on screen under the board in its column:
 * the status line at one line, and the rows of buttons of `controls` that lie under it (on a phone; beside it on
 * a wide screen). None of these depend on the board's own size, so a new size does not change the measure (no
 * loop). Undefined until measured (the style sheet's sizes apply until then).
 */
export function useBoardFit(options: {
  readonly board: { readonly width: number; readonly height: number };
  readonly frame: RefObject<HTMLElement | null>;
  readonly status: RefObject<HTMLElement | null>;
  readonly controls: RefObject<HTMLElement | null>;
}): Fit | undefined {
  const { frame, status, controls } = options;
  const { width, height } = options.board;
  const [fit, setFit] = useState<Fit | undefined>();

  const measure = useCallback(() => {
    const f = frame.current;
    const inner = f?.firstElementChild as HTMLElement | null | undefined;
    // The board's area: the frame, and a game-over card over it that may be taller.
    const area = f?.parentElement;
    if (!f || !inner || !area) return;
    const root = document.documentElement;
    const rem = Number.parseFloat(getComputedStyle(root).fontSize) || 16;
    const areaBox = area.getBoundingClientRect();
    // The frame's padding and border, around the board.
    const extraW = f.offsetWidth - inner.offsetWidth;
    const extraH = f.offsetHeight - inner.offsetHeight;
    // A message on two lines pushes the controls down for a moment; the board does not shrink for it.
    const s = status.current;
    const statusMin = s ? Number.parseFloat(getComputedStyle(s).minHeight) || s.offsetHeight : 0;
    const statusExtra = s ? Math.max(0, s.offsetHeight - statusMin) : 0;
    let below = s ? s.getBoundingClientRect().top + statusMin - areaBox.bottom : 0;
    for (const row of controls.current?.querySelectorAll(':scope > .row') ?? []) {
      const r = row.getBoundingClientRect();
      // In the board's column (not beside it, as on a wide screen) and under the board.
      if (r.width > 0 && r.left < areaBox.right && r.right > areaBox.left && r.top >= areaBox.bottom - 1)
        below = Math.max(below, r.bottom - statusExtra - areaBox.bottom);
    }
    const top = areaBox.top + window.scrollY;
    const box = {
      width: area.clientWidth - extraW,
      height: root.clientHeight - top - below - BOTTOM_GAP - extraH,
    };
    // The cap: 4rem on a wide screen, 3.4rem on a narrower one (a small board need not fill a tablet).
    const cap = (root.clientWidth >= 960 ? 4 : 3.4) * rem;
    const next = fitTiles(box, { width, height }, cap);
    const tileWidth = Math.max(MIN_TILE, Math.floor(next.tileWidth * 4) / 4);
    setFit((old) =>
      old && old.transposed === next.transposed && Math.abs(old.tileWidth - tileWidth) < 0.3
        ? old
        : { ...next, tileWidth },
    );
  }, [frame, status, controls, width, height]);

  // Before the first paint, and again whenever the page around the board changes size (a window turned or
  // resized, a language with longer labels, the fonts arriving, a notice shown).
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    let frameId = 0;
    const later = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(later);
    // The game's page, or the replay's (which turns and sizes its board by this same rule).
    const page = frame.current?.closest('.sg, .replay-page');
    if (page) observer.observe(page);
    window.addEventListener('resize', later);
    void document.fonts.ready.then(later);
    return () => {
      cancelAnimationFrame(frameId);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [measure, frame]);

  return fit;
}
