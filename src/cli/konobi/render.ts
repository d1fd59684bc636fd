// The Konobi board as text: column letters and row numbers (a1 top-left), X Black and O White, the last
// stone in parentheses and the winning chain in brackets; Black's edges drawn with `=`, White's with `|`.
import { formatColumnLetters } from '../../core/grid.js';
import { type KonobiState, winningChain } from '../../games/konobi/index.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

/** The board; `legend` adds a line explaining the symbols. */
export function renderBoard(state: KonobiState, lang: Lang, legend = true): string {
  const { board } = state;
  const n = board.size;
  const last = state.last?.move.type === 'place' ? state.last.move.point : -1;
  const chain = new Set(winningChain(state));
  const pad = String(n).length;
  const margin = ' '.repeat(pad + 1);
  let header = `${margin} `;
  for (let x = 0; x < n; x++) header += ` ${formatColumnLetters(x).padEnd(2)}`;
  const edge = `${margin}+${'='.repeat(3 * n)}+`;
  const lines = [header.trimEnd(), edge];
  for (let y = 0; y < n; y++) {
    let row = `${String(y + 1).padStart(pad)} |`;
    for (let x = 0; x < n; x++) {
      const p = y * n + x;
      const c = board.cells[p];
      const symbol = c === 1 ? 'X' : c === 2 ? 'O' : '.';
      if (chain.has(p)) row += `[${symbol}]`;
      else if (p === last) row += `(${symbol})`;
      else row += ` ${symbol} `;
    }
    lines.push(`${row}| ${y + 1}`);
  }
  lines.push(edge, header.trimEnd());
  if (!legend) return lines.join('\n');
  lines.push(words(lang).legend);
  return lines.join('\n');
}
