// Pure renderers for the SameGame terminal: the field with coordinates, a status frame, and the JSON lines
// of --json. Strings in, strings out: the process wrapper decides where they go.
import type { Strategy } from '../../ai/samegame/index.js';
import {
  CLEAR_BONUS,
  colorAt,
  type Field,
  formatField,
  isOver,
  isWon,
  type SameGameState,
} from '../../games/samegame/index.js';
import { jsonMoveLine as sharedMoveLine, jsonStateLine as sharedStateLine } from '../json.js';
import type { Lang } from '../lang.js';
import { current, gameIdOf, lastMove, type Session } from './session.js';
import { words } from './text.js';

/** What the terminal shows and how, but not the game: undo never touches it. */
export interface Ui {
  readonly lang: Lang;
  /** One JSON line per input instead of drawn frames. */
  readonly json: boolean;
  /** The strategy when the computer is playing (demo mode). */
  readonly demo?: Strategy;
  /** Set by `quit`: the wrapper stops reading. */
  readonly done: boolean;
}

export interface RenderOptions {
  /** ANSI colours (a TTY without NO_COLOR); otherwise one distinct character per colour. */
  readonly color: boolean;
  /** One character per cell, for a narrow terminal (fieldWidths gives each layout's width). */
  readonly compact?: boolean;
}

/** Colour 1–9 as a character: the seed's `| + o x -`, then four more that stay distinct in any font. */
export const SYMBOLS = ['.', '|', '+', 'o', 'x', '-', '#', '@', '*', '%'] as const;

// Background and foreground per colour; the symbol stays inside the block so colours need not be told apart.
const ANSI = [
  '',
  '\x1b[41;97m', // red
  '\x1b[42;30m', // green
  '\x1b[43;30m', // yellow
  '\x1b[44;97m', // blue
  '\x1b[45;97m', // magenta
  '\x1b[46;30m', // cyan
  '\x1b[47;30m', // white
  '\x1b[48;5;208;30m', // orange (256-colour)
  '\x1b[100;97m', // grey
] as const;
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';

function digits(n: number): number {
  return String(n).length;
}

/** The width of each cell: the widest column number and a space, or one character in the compact layout. */
function cellWidth(field: { readonly width: number }, compact: boolean): number {
  return compact ? 1 : Math.max(2, digits(field.width - 1) + 1);
}

/** The widths of the field's lines in the full and the compact layout, for chooseLayout (../screen.ts). */
export function fieldWidths(width: number, height: number): readonly number[] {
  return [false, true].map((compact) => digits(height - 1) + 1 + width * cellWidth({ width }, compact));
}

/**
 * The field, top row first, with row numbers (y from 0 at the bottom) on the left and column numbers (x from
 * 0 at the left) along the bottom. Every cell is as wide as the widest column number plus a space, so
 * columns and rows of 10 and more stay lined up; in the compact layout a cell is one character and the column
 * numbers stand in two lines, tens above units.
 */
export function renderField(field: Field, { color, compact = false }: RenderOptions): string {
  const cw = cellWidth(field, compact);
  const rw = digits(field.height - 1);
  const lines: string[] = [];
  for (let y = field.height - 1; y >= 0; y--) {
    let line = `${String(y).padStart(rw)} `;
    for (let x = 0; x < field.width; x++) {
      const c = colorAt(field, x, y);
      const text = (SYMBOLS[c] ?? '?').padStart(cw);
      line += !color ? text : c === 0 ? `${DIM}${text}${RESET}` : `${ANSI[c]}${text}${RESET}`;
    }
    lines.push(color ? line : line.trimEnd());
  }
  const margin = ' '.repeat(rw + 1);
  if (compact && field.width > 10) {
    let tens = margin;
    let units = margin;
    for (let x = 0; x < field.width; x++) {
      tens += x < 10 ? ' ' : String(Math.floor(x / 10) % 10);
      units += String(x % 10);
    }
    lines.push(tens, units);
  } else {
    let labels = margin;
    for (let x = 0; x < field.width; x++) labels += String(x).padStart(cw);
    lines.push(labels);
  }
  return lines.join('\n');
}

function describeOrigin(session: Session, lang: Lang): string {
  const id = gameIdOf(session);
  if (id !== undefined) return id;
  const { width, height, colors } = session.params;
  return words(lang).board(width, height, colors);
}

/** The line announcing the end of the game, or undefined while moves are left; a demo's win is the computer's. */
export function gameOverLine(state: SameGameState, lang: Lang, demo = false): string | undefined {
  if (!isOver(state)) return undefined;
  const t = words(lang);
  if (!isWon(state)) return t.lost(state.blocksLeft, state.score);
  return demo ? t.demoWon(CLEAR_BONUS, state.score) : t.won(CLEAR_BONUS, state.score);
}

/** The status line: score, blocks left, and what the last move removed and scored. */
export function statusLine(session: Session, lang: Lang): string {
  const state = current(session);
  const t = words(lang);
  const parts = [t.score(state.score), t.left(state.blocksLeft)];
  const move = lastMove(session);
  if (move !== undefined && state.last) {
    const { removed, points: p } = state.last;
    const earned =
      state.blocksLeft === 0 && p >= CLEAR_BONUS
        ? `${t.points(p - CLEAR_BONUS)} + ${t.bonus(CLEAR_BONUS)}`
        : t.points(p);
    parts.push(t.lastMove(move, t.blocks(removed), earned));
  }
  return parts.join(' · ');
}

/** One whole frame: the header with the game id, the field with coordinates, the status, and game over. */
export function render(session: Session, ui: Ui, options: RenderOptions): string {
  const state = current(session);
  const demo = ui.demo === undefined ? '' : ` · demo: ${ui.demo}`;
  const lines = [`SameGame ${describeOrigin(session, ui.lang)}${demo}`, renderField(state.field, options)];
  lines.push(statusLine(session, ui.lang));
  const over = gameOverLine(state, ui.lang, ui.demo !== undefined);
  if (over !== undefined) {
    lines.push(ui.demo === undefined ? `${over} ${words(ui.lang).afterGameOver}` : over);
  }
  return `${lines.join('\n')}\n`;
}

/** SameGame's fields of its --json lines (../json.ts): the state after a move or command. */
function jsonFields(state: SameGameState): Record<string, unknown> {
  return { score: state.score, blocksLeft: state.blocksLeft, field: formatField(state.field, '/') };
}

/** The --json line of an accepted move (docs/formats.md): what it removed and scored, then the field. */
export function jsonMoveLine(session: Session): string {
  const state = current(session);
  return sharedMoveLine(session, {
    removed: state.last?.removed ?? 0,
    points: state.last?.points ?? 0,
    score: state.score,
    field: formatField(state.field, '/'),
  });
}

/** A --json line describing the current state, after a command or at the start of a dealt game. */
export function jsonStateLine(session: Session, extra: Record<string, unknown>): string {
  return sharedStateLine(session, extra, jsonFields(current(session)));
}
