// Scarabeo's board and tiles: 17 × 17 squares with the premium squares labelled and the scarab on I9, columns A–Q
// and rows 1–17 along the edges as the notation names them, the tiles on the board (a jolly marked), the tiles
// placed this turn (draggable back), the last play, and the keyboard cursor; each square named for a screen
// reader, the cursor's square the board's active descendant.
import { type KeyboardEvent, type PointerEvent, type Ref, useId } from 'react';
import { LETTER_POINTS, letterOf } from '../../games/scarabeo/alphabet.js';
import {
  CENTRE,
  columnName,
  JOLLY,
  LETTER_MASK,
  PREMIUM_LAYOUT,
  SIZE,
  SQUARES,
  squareName,
} from '../../games/scarabeo/board.js';
import { useLang } from '../i18n.js';
import type { ScarabeoText } from './text.js';

/** The scarab of the centre square, drawn (an emoji may be missing from the system's fonts). */
export function Scarab() {
  return (
    <svg className="sc-scarab" viewBox="0 0 24 24" aria-hidden="true">
      <g stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" fill="none">
        <path d="M7 9 3 7M7 13H3M7 17l-4 2M17 9l4-2M17 13h4M17 17l4 2M10 5 8 2M14 5l2-3" />
      </g>
      <ellipse cx="12" cy="7" rx="3" ry="2.2" fill="currentColor" />
      <ellipse cx="12" cy="14.5" rx="5" ry="6.5" fill="currentColor" />
      <path d="M12 9v12" stroke="var(--sc-square)" strokeWidth="1" />
    </svg>
  );
}

/**
 * A tile's face: the letter and its points; `code` 0 is a jolly not yet given a letter. A jolly on the board shows
 * the points of its letter, which it scores (the seed's rule).
 */
export function TileFace({ code }: { code: number }) {
  const letter = code === 0 ? '?' : letterOf(code);
  // The space (not drawn: the tile is a flex box) keeps the letter and the points two words, "A 1" rather than
  // "A1", for anything that reads the text as shown, such as speech input matching it to the name "A, 1 point".
  return (
    <>
      <span className="sc-letter">{letter}</span>
      {code !== 0 && (
        <>
          {' '}
          <span className="sc-points">{LETTER_POINTS[code] as number}</span>
        </>
      )}
    </>
  );
}

/** A tile's name for a screen reader: "A, 1 point", or a jolly standing for A; `code` 0 is a jolly on the rack. */
export function tileName(code: number, jolly: boolean, sc: ScarabeoText): string {
  if (code === 0) return sc.jollyOnRack;
  const tile = sc.tileName(letterOf(code), LETTER_POINTS[code] as number);
  return jolly ? sc.jollyAs(tile) : tile;
}

export interface Pending {
  readonly square: number;
  readonly slot: number;
  readonly cell: number;
}

export interface BoardProps {
  readonly cells: Uint8Array;
  readonly pending: readonly Pending[];
  readonly last: ReadonlySet<number>;
  readonly cursor?: { readonly square: number; readonly across: boolean };
  readonly interactive: boolean;
  readonly onSquare: (square: number) => void;
  readonly onPendingDown: (p: Pending, e: PointerEvent<HTMLElement>) => void;
  readonly onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  readonly boardRef?: Ref<HTMLDivElement>;
}

const PREMIUM = PREMIUM_LAYOUT.join('');
/** The coordinate edge (a little narrower than a square) and the 17 squares, across and down alike. */
const EDGE_AND_SQUARES = `0.7fr repeat(${SIZE}, 1fr)`;

export function ScarabeoBoard({
  cells,
  pending,
  last,
  cursor,
  interactive,
  onSquare,
  onPendingDown,
  onKeyDown,
  boardRef,
}: BoardProps) {
  const { t } = useLang();
  const { sc } = t;
  const ids = useId();
  const byPending = new Map(pending.map((p) => [p.square, p]));
  // The grid's first row holds the column letters and each row starts with its number; screen readers get the
  // coordinates from the squares' own names, so the edges are decoration to them.
  const squares = [<span key="corner" aria-hidden="true" />];
  for (let col = 0; col < SIZE; col++) {
    squares.push(
      <span key={`col-${col}`} className="sc-coord" aria-hidden="true">
        {columnName(col)}
      </span>,
    );
  }
  for (let s = 0; s < SQUARES; s++) {
    if (s % SIZE === 0) {
      squares.push(
        <span key={`row-${s}`} className="sc-coord" aria-hidden="true">
          {s / SIZE + 1}
        </span>,
      );
    }
    const cell = cells[s] as number;
    const p = byPending.get(s);
    const mark = PREMIUM.charAt(s);
    const name = squareName(s);
    const classes = ['sc-sq'];
    if (mark !== '.' && mark !== '*')
      classes.push(`sc-${mark === mark.toUpperCase() ? 'w' : 'l'}${mark.toLowerCase()}`);
    if (s === CENTRE) classes.push('sc-centre');
    if (cursor?.square === s) classes.push('sc-cursor');
    // The square's name: its coordinate, its premium, what is on it, and the cursor when it is there. Plain
    // strings, cheap enough for 289 squares on every change.
    const label = [name];
    if (s === CENTRE) label.push(sc.centre);
    else if (mark !== '.') label.push(sc.premiumName[mark] ?? mark);
    const onIt = cell !== 0 ? cell : p?.cell;
    label.push(onIt === undefined ? sc.emptySquare : tileName(onIt & LETTER_MASK, (onIt & JOLLY) !== 0, sc));
    if (p && cell === 0) label.push(sc.placedNow);
    if (cell !== 0 && last.has(s)) label.push(sc.lastPlay);
    if (cursor?.square === s) label.push(sc.cursorAt(cursor.across));
    let content = null;
    if (cell !== 0) {
      const jolly = (cell & JOLLY) !== 0;
      content = (
        <span className={`sc-tile${jolly ? ' jolly' : ''}${last.has(s) ? ' last' : ''}`}>
          <TileFace code={cell & LETTER_MASK} />
        </span>
      );
    } else if (p) {
      const jolly = (p.cell & JOLLY) !== 0;
      content = (
        <span
          className={`sc-tile pending${jolly ? ' jolly' : ''}`}
          data-pending={name}
          onPointerDown={(e) => onPendingDown(p, e)}
        >
          <TileFace code={p.cell & LETTER_MASK} />
        </span>
      );
    } else if (s === CENTRE) {
      content = <Scarab />;
    } else if (mark !== '.') {
      // The abbreviation is drawn by CSS from data-premium, not written as text: the square's name says the premium
      // in words, and a shown "TW" that the name lacks would be a label the name does not contain.
      content = <span className="sc-premium" title={sc.premiumName[mark]} data-premium={sc.premium[mark]} />;
    }
    squares.push(
      // A square is clicked or dropped on; the keys go to the board (its cursor and typing), and a screen reader
      // meets the squares as the board's active descendant, as SameGame's cells (buttons out of the tab order).
      // biome-ignore lint/a11y/useKeyWithClickEvents: the board takes the keys.
      // biome-ignore lint/a11y/useFocusableInteractive: reached as the board's active descendant, not by focus.
      // biome-ignore lint/a11y/useSemanticElements: a <button> would bring the page's button styles to each square.
      <div
        key={s}
        id={`${ids}-${name}`}
        role="button"
        aria-label={label.join(', ')}
        className={classes.join(' ')}
        data-square={name}
        data-index={s}
        data-cell={cell !== 0 ? letterOf(cell & LETTER_MASK) : p ? 'pending' : ''}
        onClick={() => onSquare(s)}
      >
        {content}
        {cursor?.square === s && cell === 0 && !p && (
          <span className="sc-arrow" aria-hidden="true">
            {cursor.across ? '→' : '↓'}
          </span>
        )}
      </div>,
    );
  }
  return (
    // An application, not a grid: the board takes arrows and typed letters itself. As in SameGame's field, the
    // keyboard cursor's square is the active descendant, so a screen reader says the square the cursor moves to.
    <div
      ref={boardRef}
      className={`sc-board${interactive ? ' interactive' : ''}`}
      role="application"
      aria-label={sc.boardLabel}
      aria-activedescendant={cursor ? `${ids}-${squareName(cursor.square)}` : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is the one tab stop of an application role.
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="sc-board"
      style={{ gridTemplateColumns: EDGE_AND_SQUARES, gridTemplateRows: EDGE_AND_SQUARES }}
    >
      {squares}
    </div>
  );
}
