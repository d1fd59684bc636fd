// Konobi's board in SVG: the grid, Black's top and bottom edges and White's left and right edges coloured,
// coordinates (a1 top-left), the stones, the last move, the legal points on request and the winning chain.
import { formatColumnLetters } from '../../core/grid.js';
import { formatPoint, type KonobiState } from '../../games/konobi/index.js';

const GAP = 40;
const MARGIN = 44;

interface BoardProps {
  readonly state: KonobiState;
  readonly legal: readonly number[] | undefined;
  readonly chain: ReadonlySet<number>;
  readonly lastPoint: number | undefined;
  readonly label: string;
  readonly onPoint: (point: number) => void;
}

export function KonobiBoard({ state, legal, chain, lastPoint, label, onPoint }: BoardProps) {
  const n = state.params.size;
  const span = (n - 1) * GAP;
  const side = span + 2 * MARGIN;
  const at = (i: number) => MARGIN + i * GAP;
  const legalSet = new Set(legal ?? []);
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
    points.push(
      // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be a <button>; it is keyboard-reachable.
      <g
        key={p}
        data-point={name}
        data-stone={c === 1 ? 'black' : c === 2 ? 'white' : 'empty'}
        className="kb-point"
        role="button"
        tabIndex={-1}
        aria-label={name}
        onClick={() => onPoint(p)}
      >
        <rect x={x - GAP / 2} y={y - GAP / 2} width={GAP} height={GAP} className="kb-hit" />
        {c !== 0 && (
          <circle
            cx={x}
            cy={y}
            r={16}
            className={`kb-stone ${c === 1 ? 'black' : 'white'}${chain.has(p) ? ' win' : ''}`}
          />
        )}
        {c === 0 && legalSet.has(p) && <circle cx={x} cy={y} r={5} className="kb-legal" />}
        {p === lastPoint && <circle cx={x} cy={y} r={6} className={`kb-last ${c === 1 ? 'on-black' : 'on-white'}`} />}
      </g>,
    );
  }
  return (
    // A group of points (buttons), not an image: an image cannot hold controls. SVG has no <fieldset>.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <svg className="kb-board" viewBox={`0 0 ${side} ${side}`} role="group" aria-label={label} data-size={n}>
      <rect x={0} y={0} width={side} height={side} rx={14} className="kb-wood" />
      {lines}
      {labels}
      {points}
    </svg>
  );
}
