// The Shisen-Sho board: tiles placed on a grid inside the empty ring, the connecting path drawn over them (an SVG
// polyline through the path's corner points, ring included), removed tiles fading out, and a keyboard cursor.
// The page may show it transposed (columns down the screen) with tiles of a measured width (fit.ts). The ring
// carries light column letters and row numbers, so the cells the messages name ("a1 and m2") can be found.
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { formatColumnLetters } from '../../core/grid.js';
import {
  type Cell,
  type Board as EngineBoard,
  formatBoard,
  formatCell,
  formatTile,
  kindAt,
  type PathPoint,
} from '../../games/shisensho/index.js';
import { useLang } from '../i18n.js';
import { RING } from './fit.js';
import { tileGlyph, tileName, tileSuit } from './tiles.js';

/** The pair just removed: its path and tiles drawn for a moment, then `faded` (the path stays in data-last-path). */
export interface Flash {
  readonly key: number;
  readonly path: readonly PathPoint[];
  readonly removed: readonly { readonly x: number; readonly y: number; readonly kind: number }[];
  readonly faded?: boolean;
}

export interface BoardProps {
  readonly board: EngineBoard;
  readonly transposed: boolean;
  /** A tile's width in CSS pixels and its height over its width, as fitted to the page; else the style sheet's. */
  readonly tileWidth?: number;
  readonly aspect?: number;
  readonly frameRef?: React.RefObject<HTMLDivElement | null>;
  readonly selected?: Cell;
  readonly hint?: { readonly a: Cell; readonly b: Cell; readonly path: readonly PathPoint[] };
  readonly flash?: Flash;
  readonly kindHighlight?: number;
  readonly cursor: Cell;
  readonly showCursor: boolean;
  readonly moveCount: number;
  readonly onActivate: (cell: Cell) => void;
  readonly onHover: (cell: Cell | undefined, shift: boolean) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly onFocusChange: (focused: boolean) => void;
  readonly boardRef: React.RefObject<HTMLDivElement | null>;
}

function same(a: Cell | undefined, x: number, y: number): boolean {
  return a !== undefined && a.x === x && a.y === y;
}

export function Board(props: BoardProps) {
  const { t, lang } = useLang();
  const { board, transposed, selected, hint, flash, kindHighlight, cursor } = props;
  const shown = flash && !flash.faded ? flash : undefined;
  const { width, height } = board;
  const cols = transposed ? height : width;
  const rows = transposed ? width : height;
  const totalW = cols + 2 * RING;
  const totalH = rows + 2 * RING;
  // Display column and row of board cell (x, y); -1 and W / H are the ring.
  const display = (x: number, y: number) => (transposed ? { c: y, r: x } : { c: x, r: y });
  const place = (x: number, y: number): CSSProperties => {
    const { c, r } = display(x, y);
    return {
      left: `${((RING + c) / totalW) * 100}%`,
      top: `${((RING + r) / totalH) * 100}%`,
      width: `${100 / totalW}%`,
      height: `${100 / totalH}%`,
    };
  };
  const along = (p: number, n: number) => (p < 0 ? RING / 2 : p >= n ? RING + n + RING / 2 : RING + p + 0.5);
  const points = (path: readonly PathPoint[]) =>
    path
      .map(([px, py]) => {
        const { c, r } = display(px - 1, py - 1);
        return `${along(c, cols).toFixed(3)},${along(r, rows).toFixed(3)}`;
      })
      .join(' ');

  // The board's column letters and row numbers in the ring, top and left; turned, the letters run down the left.
  // Hidden from screen readers: every tile's own label names its cell.
  const label = (text: string, along: 'top' | 'left', p: number) => (
    <span
      key={`${along}-${text}`}
      className={`ss-coord ${along}`}
      style={
        along === 'top'
          ? { left: `${((RING + p) / totalW) * 100}%`, width: `${100 / totalW}%`, height: `${(RING / totalH) * 100}%` }
          : { top: `${((RING + p) / totalH) * 100}%`, height: `${100 / totalH}%`, width: `${(RING / totalW) * 100}%` }
      }
      data-coord={text}
    >
      {text}
    </span>
  );
  const coords = [
    ...Array.from({ length: width }, (_, x) => label(formatColumnLetters(x), transposed ? 'left' : 'top', x)),
    ...Array.from({ length: height }, (_, y) => label(String(y + 1), transposed ? 'top' : 'left', y)),
  ];

  const tiles = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const kind = kindAt(board, x, y);
      if (kind === 0) continue;
      const isSelected = same(selected, x, y);
      const classes = ['ss-tile', `suit-${tileSuit(kind)}`];
      if (isSelected) classes.push('selected');
      if (hint && (same(hint.a, x, y) || same(hint.b, x, y))) classes.push('hinted');
      if (kindHighlight !== undefined) classes.push(kind === kindHighlight ? 'kind-hl' : 'kind-dim');
      const cell = formatCell({ x, y });
      tiles.push(
        <button
          key={`${x}-${y}`}
          type="button"
          id={`ss-cell-${x}-${y}`}
          className="ss-cell"
          style={place(x, y)}
          tabIndex={-1}
          aria-label={t.ss.tileLabel(cell, tileName(kind, lang, false), formatTile(kind), isSelected)}
          aria-pressed={isSelected}
          data-cell={cell}
          data-tile={kind}
          onPointerEnter={(e) => props.onHover({ x, y }, e.shiftKey)}
          onPointerMove={(e) => {
            if (e.shiftKey) props.onHover({ x, y }, true);
          }}
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e: MouseEvent<HTMLButtonElement>) => {
            // The board keeps the focus, so arrow keys carry on from the tile clicked.
            props.boardRef.current?.focus({ preventScroll: true });
            e.preventDefault();
            props.onActivate({ x, y });
          }}
        >
          <span className={classes.join(' ')}>
            <span className="glyph" aria-hidden="true">
              {tileGlyph(kind)}
            </span>
            <span className="code" aria-hidden="true">
              {formatTile(kind)}
            </span>
          </span>
        </button>,
      );
    }
  }
  const cursorOnTile = kindAt(board, cursor.x, cursor.y) !== 0;
  const style = {
    '--dw': cols,
    '--dh': rows,
    '--tw': totalW,
    '--th': totalH,
    ...(props.tileWidth === undefined ? {} : { '--cw': `${props.tileWidth}px` }),
    ...(props.aspect === undefined ? {} : { '--ar': props.aspect }),
  } as CSSProperties;

  return (
    <div className={`ss-frame${transposed ? ' transposed' : ''}`} style={style} ref={props.frameRef}>
      {/* The board is one tab stop, an application: arrow keys move a cursor inside it (aria-activedescendant). */}
      <div
        className={`ss-board${props.showCursor ? ' show-cursor' : ''}`}
        ref={props.boardRef}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is the one tab stop of an application role.
        tabIndex={0}
        aria-label={t.ss.boardLabel(width, height)}
        aria-activedescendant={cursorOnTile ? `ss-cell-${cursor.x}-${cursor.y}` : undefined}
        data-board={formatBoard(board)}
        data-moves={props.moveCount}
        data-hint={hint ? `${formatCell(hint.a)} ${formatCell(hint.b)}` : undefined}
        data-last-path={flash ? JSON.stringify(flash.path) : undefined}
        onKeyDown={props.onKeyDown}
        onFocus={() => props.onFocusChange(true)}
        onBlur={() => props.onFocusChange(false)}
        onPointerLeave={() => props.onHover(undefined, false)}
      >
        <div className="ss-coords" aria-hidden="true" data-testid="ss-coords">
          {coords}
        </div>
        {tiles}
        {shown?.removed.map((g) => (
          <div
            key={`ghost-${shown.key}-${g.x}-${g.y}`}
            className="ss-cell ghost"
            style={place(g.x, g.y)}
            aria-hidden="true"
          >
            <span className={`ss-tile suit-${tileSuit(g.kind)}`}>
              <span className="glyph">{tileGlyph(g.kind)}</span>
              <span className="code">{formatTile(g.kind)}</span>
            </span>
          </div>
        ))}
        <div className="ss-cursor" style={place(cursor.x, cursor.y)} aria-hidden="true" />
        <svg
          className="ss-paths"
          viewBox={`0 0 ${totalW} ${totalH}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {hint && <polyline className="hint-path" points={points(hint.path)} vectorEffect="non-scaling-stroke" />}
          {shown && shown.path.length > 0 && (
            <polyline
              key={`path-${shown.key}`}
              className="pair-path"
              data-testid="pair-path"
              points={points(shown.path)}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      </div>
    </div>
  );
}
