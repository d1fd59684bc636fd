// The Konobi board as text: column letters and row numbers (a1 top-left), X Black and O White, the last
// stone in parentheses and the winning chain in brackets; Black's edges drawn with `=`, White's with `|`;
// ANSI colours only on a terminal (the symbols alone tell the stones apart without them).
import { formatColumnLetters } from '../../core/grid.js';
import { type KonobiState, winningChain } from '../../games/konobi/index.js';
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

/** The width of the board's lines (one layout), for chooseLayout (../screen.ts). */
export function boardWidths(size: number): readonly number[] {
  return [2 * String(size).length + 4 + 3 * size];
}

/** The board; `legend` adds a line explaining the symbols; `color` paints stones, edges and marks. */
export function renderBoard(state: KonobiState, lang: Lang, legend = true, color = false): string {
  const { board } = state;
  const n = board.size;
  const last = state.last?.move.type === 'place' ? state.last.move.point : -1;
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
  if (!legend) return lines.join('\n');
  lines.push(words(lang).legend);
  return lines.join('\n');
}
