// The Konobi board as text: column letters and row numbers (a1 top-left), X Black and O White, the last
// stone in parentheses and the winning chain in brackets; Black's edges drawn with `=`, White's with `|`;
// ANSI colours only on a terminal (the symbols alone tell the stones apart without them).
import { formatColumnLetters } from '../../core/grid.js';
import { type KonobiState, lastMovePoint, winningChain } from '../../games/konobi/index.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

const RESET = '\x1b[0m';
const BLACK = '\x1b[1;97;100m'; // bold white X on dark grey: a black stone on a dark or a light terminal
const WHITE = '\x1b[1;30;107m'; // bold black O on bright white
const CHAIN = '\x1b[1;32m'; // the winning chain's brackets
const LAST = '\x1b[1;33m'; // the last stone's parentheses
const EMPTY = '\x1b[2m';

function paint(text: string, colour: string, color: boolean): string {
  return color ? `${colour}${text}${RESET}` : text;
}

/** The widths of the board's lines in the full and the compact layout, for chooseLayout (../screen.ts). */
export function boardWidths(size: number): readonly number[] {
  const labels = 2 * String(size).length;
  return [labels + 4 + 3 * size, labels + 5 + 2 * size];
}

/**
 * The board; `legend` adds a line explaining the symbols; `color` paints stones, edges and marks; `compact`
 * draws each point in two characters, for a narrow terminal.
 */
export function renderBoard(state: KonobiState, lang: Lang, legend = true, color = false, compact = false): string {
  if (compact) return withLegend(renderCompact(state, color), lang, legend);
  const { board } = state;
  const n = board.size;
  const last = lastMovePoint(state) ?? -1;
  const chain = new Set(winningChain(state));
  const pad = String(n).length;
  const margin = ' '.repeat(pad + 1);
  let header = `${margin} `;
  for (let x = 0; x < n; x++) header += ` ${formatColumnLetters(x).padEnd(2)}`;
  const edge = `${margin}+${paint('='.repeat(3 * n), BLACK, color)}+`;
  const side = paint('|', WHITE, color);
  const lines = [header.trimEnd(), edge];
  for (let y = 0; y < n; y++) {
    let row = `${String(y + 1).padStart(pad)} ${side}`;
    for (let x = 0; x < n; x++) {
      const p = y * n + x;
      const c = board.cells[p];
      const symbol = c === 1 ? paint('X', BLACK, color) : c === 2 ? paint('O', WHITE, color) : paint('.', EMPTY, color);
      if (chain.has(p)) row += `${paint('[', CHAIN, color)}${symbol}${paint(']', CHAIN, color)}`;
      else if (p === last) row += `${paint('(', LAST, color)}${symbol}${paint(')', LAST, color)}`;
      else row += ` ${symbol} `;
    }
    lines.push(`${row}${side} ${y + 1}`);
  }
  lines.push(edge, header.trimEnd());
  return withLegend(lines.join('\n'), lang, legend);
}

function withLegend(board: string, lang: Lang, legend: boolean): string {
  return legend ? `${board}\n${words(lang).legend}` : board;
}

/**
 * The compact board: a point is the character before it and its symbol. That character marks what the full
 * board's brackets do: `(` before the last stone and `)` after it, `[` before the winning chain's stones in
 * a row, `-` between two of them and `]` after them.
 */
function renderCompact(state: KonobiState, color: boolean): string {
  const { board } = state;
  const n = board.size;
  const last = lastMovePoint(state) ?? -1;
  const chain = new Set(winningChain(state));
  const pad = String(n).length;
  let header = ' '.repeat(pad + 2);
  for (let x = 0; x < n; x++) header += ` ${formatColumnLetters(x)}`;
  const edge = `${' '.repeat(pad + 1)}+${paint('='.repeat(2 * n + 1), BLACK, color)}+`;
  const side = paint('|', WHITE, color);
  /** The character between the point before (-1: the edge) and the point p (-1: the edge). */
  const between = (before: number, p: number): string => {
    const inChain = (q: number) => q >= 0 && chain.has(q);
    if (inChain(before) && inChain(p)) return paint('-', CHAIN, color);
    if (inChain(before)) return paint(']', CHAIN, color);
    if (inChain(p)) return paint('[', CHAIN, color);
    if (before >= 0 && before === last) return paint(')', LAST, color);
    if (p >= 0 && p === last) return paint('(', LAST, color);
    return ' ';
  };
  const lines = [header, edge];
  for (let y = 0; y < n; y++) {
    let row = `${String(y + 1).padStart(pad)} ${side}`;
    for (let x = 0; x < n; x++) {
      const p = y * n + x;
      const c = board.cells[p];
      const symbol = c === 1 ? paint('X', BLACK, color) : c === 2 ? paint('O', WHITE, color) : paint('.', EMPTY, color);
      row += between(x === 0 ? -1 : p - 1, p) + symbol;
    }
    lines.push(`${row}${between(y * n + n - 1, -1)}${side} ${y + 1}`);
  }
  lines.push(edge, header);
  return lines.join('\n');
}
