// The Scarabeo board as text: columns A–Q and rows 1–17, tiles as letters (lowercase a jolly), empty premium
// squares labelled TW DW TL DL and the centre *, the last play's tiles marked; ANSI colours only on a TTY.
import {
  CENTRE,
  type Cells,
  cellChar,
  columnName,
  formatTiles,
  LETTER_MULTIPLIER,
  type Rack,
  rackSize,
  type ScarabeoState,
  SIZE,
  WORD_MULTIPLIER,
} from '../../games/scarabeo/index.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

export interface RenderOptions {
  readonly color: boolean;
  readonly lang: Lang;
  /** Two characters a square, for a narrow terminal (boardWidths gives each layout's width). */
  readonly compact?: boolean;
}

const RESET = '\x1b[0m';
const TILE = '\x1b[30;43m'; // black on yellow
const NEW_TILE = '\x1b[30;103m'; // black on bright yellow
const PREMIUM: Record<string, string> = {
  TW: '\x1b[97;41m',
  DW: '\x1b[30;45m',
  TL: '\x1b[97;44m',
  DL: '\x1b[30;46m',
  ' *': '\x1b[1;35m',
};

/** The label of an empty square: TW DW TL DL, ' *' for the centre, ' .' otherwise. */
function premiumLabel(square: number, lang: Lang): string {
  if (square === CENTRE) return ' *';
  const w = WORD_MULTIPLIER[square] as number;
  const l = LETTER_MULTIPLIER[square] as number;
  // Italian labels: P for parola (word), L for lettera (letter), with the multiplier first.
  const t = words(lang);
  if (w === 3) return t.tw;
  if (w === 2) return t.dw;
  if (l === 3) return t.tl;
  if (l === 2) return t.dl;
  return ' .';
}

/** The English label of an Italian one (3P is TW, and so on), which keys the colours and compact marks. */
function keyOf(label: string): string {
  return { '3P': 'TW', '2P': 'DW', '3L': 'TL', '2L': 'DL' }[label] ?? label;
}

function premiumColour(label: string): string | undefined {
  return PREMIUM[keyOf(label)];
}

/** An empty square in the compact board: one character, by the label it has in the full one. */
const COMPACT_LABEL: Record<string, string> = { TW: '#', DW: '=', TL: ':', DL: '-', ' *': '*', ' .': '.' };

/**
 * The board; `fresh` marks the squares of the last play (brackets without colour, brighter with it); `footer`
 * repeats the column letters below it.
 */
export function renderBoard(
  cells: Cells,
  o: RenderOptions,
  fresh: ReadonlySet<number> = new Set(),
  footer = true,
): string {
  if (o.compact) return renderCompact(cells, o, fresh, footer);
  let header = '   ';
  for (let c = 0; c < SIZE; c++) header += ` ${columnName(c)} `;
  const lines = [header.trimEnd()];
  for (let r = 0; r < SIZE; r++) {
    let row = String(r + 1).padStart(2);
    row += ' ';
    for (let c = 0; c < SIZE; c++) {
      const s = r * SIZE + c;
      const cell = cells[s] as number;
      if (cell !== 0) {
        const ch = cellChar(cell);
        if (o.color) row += `${fresh.has(s) ? NEW_TILE : TILE} ${ch} ${RESET}`;
        else row += fresh.has(s) ? `[${ch}]` : ` ${ch} `;
      } else {
        const label = premiumLabel(s, o.lang);
        const colour = o.color ? premiumColour(label) : undefined;
        row += colour ? `${colour}${label}${RESET} ` : `${label} `;
      }
    }
    lines.push(`${o.color ? row : row.trimEnd()} ${r + 1}`);
  }
  if (footer) lines.push(header.trimEnd());
  return lines.join('\n');
}

/**
 * The compact board: a square is the character before it and its letter or premium mark (# = : - for TW DW
 * TL DL); that character is `[` before a run of the last play's tiles and `]` after it.
 */
function renderCompact(cells: Cells, o: RenderOptions, fresh: ReadonlySet<number>, footer: boolean): string {
  let header = '   ';
  for (let c = 0; c < SIZE; c++) header += ` ${columnName(c)}`;
  const lines = [header];
  for (let r = 0; r < SIZE; r++) {
    let row = `${String(r + 1).padStart(2)} `;
    for (let c = 0; c <= SIZE; c++) {
      const s = r * SIZE + c;
      const now = c < SIZE && fresh.has(s);
      const before = c > 0 && fresh.has(s - 1);
      row += now && !before ? '[' : before && !now ? ']' : ' ';
      if (c === SIZE) break;
      const cell = cells[s] as number;
      if (cell !== 0) {
        const ch = cellChar(cell);
        row += o.color ? `${now ? NEW_TILE : TILE}${ch}${RESET}` : ch;
      } else {
        const label = premiumLabel(s, o.lang);
        const colour = o.color ? premiumColour(label) : undefined;
        const mark = COMPACT_LABEL[keyOf(label)] ?? '.';
        row += colour ? `${colour}${mark}${RESET}` : mark;
      }
    }
    lines.push(`${row}${r + 1}`);
  }
  if (footer) lines.push(header);
  return lines.join('\n');
}

/** The widths of the board's lines in the full and the compact layout, for chooseLayout (../screen.ts). */
export function boardWidths(): readonly number[] {
  return [3 + 3 * SIZE + 3, 3 + 2 * SIZE + 1 + 2];
}

export function legend(lang: Lang, compact = false): string {
  return compact ? words(lang).compactLegend : words(lang).legend;
}

/** "Anna 120 · Bruno 98 (8 tiles) · bag 64". */
export function renderScores(state: ScarabeoState, names: readonly string[], lang: Lang): string {
  const t = words(lang);
  const parts = names.map((n, i) => {
    const mark = i === state.toMove && !state.end ? '▶ ' : '';
    return `${mark}${n} ${state.scores[i]} (${t.tiles(rackSize(state.racks[i] as Rack))})`;
  });
  return `${parts.join(' · ')} · ${t.bag} ${state.bag.length}`;
}

/** The rack as tiles with their points: `C1 A1 S1 ?0`. */
export function renderRack(rack: Rack): string {
  return formatTiles(rack).split('').join(' ');
}
