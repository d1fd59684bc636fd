// Konobi's board in SVG: the grid, Black's top and bottom edges and White's left and right edges coloured,
// coordinates (a1 top-left), the stones, the last move (a ring that settles in), the legal points on request and
// the winning chain. The points are one composite widget: one tab stop, arrow keys move between the points
// (a roving tabindex), Enter or Space plays the point that has the focus.
import { type KeyboardEvent, useRef, useState } from 'react';
import { formatColumnLetters } from '../../core/grid.js';
import { formatPoint, type KonobiState } from '../../games/konobi/index.js';
import { useLang } from '../i18n.js';

const GAP = 40;
const MARGIN = 44;

interface BoardProps {
  readonly state: KonobiState;
  readonly legal: readonly number[] | undefined;
  readonly chain: ReadonlySet<number>;
  readonly lastPoint: number | undefined;
  /** The point a hint suggests, marked until the game moves on. */
  readonly hint?: number;
  readonly label: string;
  readonly onPoint: (point: number) => void;
  /** Only a position to look at (a replay, a move stepped back to): no point to play, no tab stop. */
  readonly readOnly?: boolean;
}

/** Where an arrow key (or Home / End) takes the focus from `p` on an n×n board; undefined for other keys. */
function stepFrom(p: number, n: number, key: string): number | undefined {
  const x = p % n;
  const y = Math.floor(p / n);
  switch (key) {
    case 'ArrowLeft':
      return y * n + Math.max(0, x - 1);
    case 'ArrowRight':
      return y * n + Math.min(n - 1, x + 1);
    case 'ArrowUp':
      return Math.max(0, y - 1) * n + x;
    case 'ArrowDown':
      return Math.min(n - 1, y + 1) * n + x;
    case 'Home':
      return y * n;
    case 'End':
      return y * n + n - 1;
    default:
      return undefined;
  }
}

export function KonobiBoard({ state, legal, chain, lastPoint, hint, label, onPoint, readOnly = false }: BoardProps) {
  const { t } = useLang();
  const n = state.params.size;
  const span = (n - 1) * GAP;
  const side = span + 2 * MARGIN;
  const at = (i: number) => MARGIN + i * GAP;
  const legalSet = new Set(legal ?? []);
  // The point with the tab stop: the centre until the keyboard or a click moves it.
  const [focus, setFocus] = useState(() => Math.floor(n / 2) * n + Math.floor(n / 2));
  const cursor = focus < n * n ? focus : 0;
  const svgRef = useRef<SVGSVGElement>(null);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPoint(cursor);
      return;
    }
    const next = stepFrom(cursor, n, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setFocus(next);
    svgRef.current?.querySelector<SVGGElement>(`[data-index="${next}"]`)?.focus();
  };

  const lines = [];
  for (let i = 0; i < n; i++) {
    const edgeRow = i === 0 || i === n - 1;
    lines.push(
      <line
        key={`h${i}`}
        x1={at(0)}
        y1={at(i)}
        x2={at(n - 1)}
        y2={at(i)}
        className={edgeRow ? 'kb-edge-black' : 'kb-line'}
      />,
    );
  }
  for (let i = 0; i < n; i++) {
    const edgeCol = i === 0 || i === n - 1;
    lines.push(
      <line
        key={`v${i}`}
        x1={at(i)}
        y1={at(0)}
        x2={at(i)}
        y2={at(n - 1)}
        className={edgeCol ? 'kb-edge-white' : 'kb-line'}
      />,
    );
  }
  const labels = [];
  for (let i = 0; i < n; i++) {
    labels.push(
      <text key={`c${i}`} x={at(i)} y={MARGIN - 24} className="kb-coord">
        {formatColumnLetters(i)}
      </text>,
      <text key={`r${i}`} x={MARGIN - 26} y={at(i) + 5} className="kb-coord">
        {i + 1}
      </text>,
    );
  }
  const points = [];
  for (let p = 0; p < n * n; p++) {
    const x = at(p % n);
    const y = at(Math.floor(p / n));
    const c = state.board.cells[p];
    const name = formatPoint(n, p);
    const stone = c === 1 ? 'black' : c === 2 ? 'white' : undefined;
    const marks = (
      <>
        <rect x={x - GAP / 2} y={y - GAP / 2} width={GAP} height={GAP} className="kb-hit" />
        {stone && <circle cx={x} cy={y} r={16} className={`kb-stone ${stone}${chain.has(p) ? ' win' : ''}`} />}
        {c === 0 && legalSet.has(p) && <circle cx={x} cy={y} r={5} className="kb-legal" />}
        {p === hint && <circle cx={x} cy={y} r={12} className="kb-hint" />}
        {p === lastPoint && (
          // Keyed by the point: a new last move mounts a new ring, which plays its settling animation once.
          <circle key={`last${p}`} cx={x} cy={y} r={6} className={`kb-last ${c === 1 ? 'on-black' : 'on-white'}`} />
        )}
      </>
    );
    const common = {
      'data-point': name,
      'data-index': p,
      'data-stone': stone ?? 'empty',
      'data-last': p === lastPoint ? 'true' : undefined,
      'data-hint': p === hint ? 'true' : undefined,
    };
    points.push(
      readOnly ? (
        <g key={p} {...common} className="kb-point read-only">
          {marks}
        </g>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be a <button>; it is keyboard-reachable.
        <g
          key={p}
          {...common}
          className="kb-point"
          role="button"
          tabIndex={p === cursor ? 0 : -1}
          aria-label={`${t.kb.pointLabel(name, stone && t.kb.colour[stone], p === lastPoint)}${p === hint ? `, ${t.hint}` : ''}`}
          onClick={() => {
            setFocus(p);
            onPoint(p);
          }}
        >
          {marks}
        </g>
      ),
    );
  }
  if (readOnly) {
    return (
      <svg className="kb-board" viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} data-size={n}>
        <rect x={0} y={0} width={side} height={side} rx={14} className="kb-wood" />
        {lines}
        {labels}
        {points}
      </svg>
    );
  }
  return (
    // A group of points (buttons), not an image: an image cannot hold controls. SVG has no <fieldset>.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <svg
      ref={svgRef}
      className="kb-board"
      viewBox={`0 0 ${side} ${side}`}
      role="group"
      aria-label={`${label} ${t.kb.boardKeys}`}
      data-size={n}
      onKeyDown={onKeyDown}
    >
      <rect x={0} y={0} width={side} height={side} rx={14} className="kb-wood" />
      {lines}
      {labels}
      {points}
    </svg>
  );
}
