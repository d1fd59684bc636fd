// The shapes drawn on SameGame blocks, one per colour, so colours can be told apart without seeing colour.
import type { ReactElement } from 'react';

// Each shape sits in a 24×24 box; drawn in a translucent dark ink over the block's colour.
const SHAPES: readonly ReactElement[] = [
  <g key="0" />,
  <circle key="1" cx="12" cy="12" r="6.5" />,
  <rect key="2" x="6" y="6" width="12" height="12" rx="1" />,
  <path key="3" d="M12 4.5 19.5 18h-15z" />,
  <path key="4" d="M12 3.5 20.5 12 12 20.5 3.5 12z" />,
  <path key="5" d="m12 3.8 2.5 5.3 5.7.6-4.3 3.9 1.2 5.7L12 16.4l-5.1 2.9 1.2-5.7-4.3-3.9 5.7-.6z" />,
  <path key="6" d="M9.5 4.5h5v5h5v5h-5v5h-5v-5h-5v-5h5z" />,
  <path
    key="7"
    fillRule="evenodd"
    d="M12 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm0 3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z"
  />,
  <path key="8" d="M12 19.5 5.2 12.6a4 4 0 0 1 6.8-5.3 4 4 0 0 1 6.8 5.3z" />,
  <path key="9" d="m12 4 7 4v8l-7 4-7-4V8z" />,
];

export function BlockSymbol({ color }: { color: number }) {
  return (
    <svg className="symbol" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SHAPES[color] ?? SHAPES[0]}
    </svg>
  );
}
