// Pure renderers for the Shisen-Sho terminal: the board with column letters and row numbers, paths as text,
// and a whole frame. Strings in, strings out: the process wrapper decides where they go.
import { formatColumnLetters } from '../../core/grid.js';
import {
  type Board,
  type Cell,
  formatBoard,
  formatTile,
  isStuck,
  isWon,
  kindAt,
  legalPairs,
  type PathPoint,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { jsonMoveLine as sharedMoveLine, jsonStateLine as sharedStateLine } from '../json.js';
import type { Lang } from '../lang.js';
import { timePart } from './clock.js';
import { countSteps, current, gameIdOf, isScrambleStep, lastStep, type Session } from './session.js';
import { words } from './text.js';

export interface RenderOptions {
  /** ANSI colours per suit (a TTY without NO_COLOR); the codes alone otherwise. */
  readonly color: boolean;
  /** The selected tile, drawn in brackets (in the compact layout: inverse, or in capitals without colour). */
  readonly selected?: Cell;
  /** Cells of two characters instead of three, for a narrow terminal (boardWidths gives each layout's width). */
  readonly compact?: boolean;
  /**
   * The kind whose other tiles are marked (the selected tile's, as the browser highlights a kind): underlined in
   * colour, in capitals without it.
   */
  readonly marked?: number;
  /** The time played, shown in the status line (a person's game: a script's has none). */
  readonly elapsedMs?: number;
}

// Characters red, circles blue, bamboo green, honours bold, flowers and seasons magenta, as on the tiles.
const SUIT_COLOURS: Readonly<Record<string, string>> = {
  m: '\x1b[31m',
  p: '\x1b[34m',
  s: '\x1b[32m',
  z: '\x1b[1m',
  f: '\x1b[35m',
};
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';
const INVERSE = '\x1b[7m';
const UNDERLINE = '\x1b[4m';

function paint(code: string, color: boolean): string {
  if (!color) return code;
  if (code === '..') return `${DIM}${code}${RESET}`;
  return `${SUIT_COLOURS[code[1] as string] ?? ''}${code}${RESET}`;
}

/** A tile that is not the selected one: marked when it is of the marked kind. */
function tileText(kind: number, options: RenderOptions): string {
  const code = formatTile(kind);
  if (kind === 0 || kind !== options.marked) return paint(code, options.color);
  return options.color ? `${UNDERLINE}${paint(code, true)}` : code.toUpperCase();
}

/** The widths of the board's lines in the full and the compact layout, for chooseLayout (../screen.ts). */
export function boardWidths(width: number, height: number): readonly number[] {
  const rw = String(height).length;
  return [rw + 3 * width, rw + 1 + 2 * width];
}

/**
 * The board, top row first: column letters along the top and the bottom, row numbers on the left, each
 * tile as its two-character code (docs/formats.md) in a three-character cell; the selected tile in brackets.
 */
export function renderBoard(board: Board, options: RenderOptions): string {
  if (options.compact) return renderCompact(board, options);
  const { color, selected } = options;
  const rw = String(board.height).length;
  // Every cell is three characters, a space and the code; a one-letter label sits over the code's first character.
  let labels = ' '.repeat(rw);
  for (let x = 0; x < board.width; x++) {
    const l = formatColumnLetters(x);
    labels += l.length === 1 ? ` ${l} ` : ` ${l}`;
  }
  labels = labels.trimEnd();
  const lines = [labels];
  for (let y = 0; y < board.height; y++) {
    let line = String(y + 1).padStart(rw);
    for (let x = 0; x < board.width; x++) {
      const code = formatTile(kindAt(board, x, y));
      const isSelected = selected !== undefined && selected.x === x && selected.y === y;
      if (isSelected) {
        // The bracket replaces the space before the cell; the cell after it starts with a space anyway.
        line += `[${color ? `${INVERSE}${code}${RESET}` : code}]`;
        x++;
        if (x >= board.width) break;
        line += tileText(kindAt(board, x, y), options);
        continue;
      }
      line += ` ${tileText(kindAt(board, x, y), options)}`;
    }
    lines.push(line);
  }
  lines.push(labels);
  return lines.join('\n');
}

/**
 * The compact board: the codes side by side (each a digit and a letter, so they still read apart), the
 * column letters over each code's first character.
 */
function renderCompact(board: Board, options: RenderOptions): string {
  const { color, selected } = options;
  const rw = String(board.height).length;
  let labels = ' '.repeat(rw + 1);
  for (let x = 0; x < board.width; x++) labels += formatColumnLetters(x).padEnd(2);
  labels = labels.trimEnd();
  const lines = [labels];
  for (let y = 0; y < board.height; y++) {
    let line = `${String(y + 1).padStart(rw)} `;
    for (let x = 0; x < board.width; x++) {
      const code = formatTile(kindAt(board, x, y));
      const isSelected = selected !== undefined && selected.x === x && selected.y === y;
      if (!isSelected) line += tileText(kindAt(board, x, y), options);
      else line += color ? `${INVERSE}${code}${RESET}` : code.toUpperCase();
    }
    lines.push(line);
  }
  lines.push(labels);
  return lines.join('\n');
}

/**
 * A path's corner point as text: a cell name on the board, and on the ring round it, which has no cell names
 * (rows count from 1, columns from a), the path's own `[col,row]` of docs/formats.md, the same on every side.
 */
export function formatPoint(board: Board, [col, row]: PathPoint): string {
  const onBoard = col >= 1 && col <= board.width && row >= 1 && row <= board.height;
  return onBoard ? `${formatColumnLetters(col - 1)}${row}` : `[${col},${row}]`;
}

export function formatPath(board: Board, path: readonly PathPoint[]): string {
  return path.map((p) => formatPoint(board, p)).join(' → ');
}

function describeOrigin(session: Session, lang: Lang): string {
  const id = gameIdOf(session);
  const t = words(lang);
  if (id !== undefined) return id + (session.params.gravity ? t.gravityNote : '');
  const { width, height } = session.params;
  return t.board(width, height, session.params.gravity ? t.withGravity : '');
}

/** The line announcing the end of the game, or undefined while pairs are left. */
export function gameOverLine(state: ShisenShoState, lang: Lang): string | undefined {
  if (isWon(state)) return words(lang).won;
  if (isStuck(state)) return words(lang).stuck(state.tilesLeft);
  return undefined;
}

/** Tiles left, pairs available, pairs and scrambles so far. */
export function statusLine(session: Session, lang: Lang, elapsedMs?: number): string {
  const state = current(session);
  const available = legalPairs(state.board).length;
  const { pairs: done, scrambles } = countSteps(session);
  const t = words(lang);
  const parts = [t.tilesLeft(state.tilesLeft), t.available(available), t.removed(done)];
  if (scrambles > 0) parts.push(t.scrambles(scrambles));
  if (elapsedMs !== undefined) parts.push(timePart(elapsedMs, lang));
  return parts.join(' · ');
}

/** One whole frame: the header, what the last step did, the board, the status, and the end of the game. */
export function render(session: Session, lang: Lang, options: RenderOptions): string {
  const state = current(session);
  const lines = [`Shisen-Sho ${describeOrigin(session, lang)}`];
  const step = lastStep(session);
  if (step !== undefined && !isScrambleStep(step) && state.last) {
    const prev = session.states[session.at - 1] as ShisenShoState;
    lines.push(words(lang).lastPair(step) + formatPath(prev.board, state.last.path));
  }
  lines.push(renderBoard(state.board, options), statusLine(session, lang, options.elapsedMs));
  const over = gameOverLine(state, lang);
  if (over !== undefined) lines.push(over);
  return `${lines.join('\n')}\n`;
}

/** Shisen-Sho's fields of its --json lines (../json.ts): the tiles left and the board in the one-line form. */
function jsonFields(state: ShisenShoState): Record<string, unknown> {
  return { tilesLeft: state.tilesLeft, board: formatBoard(state.board, '/') };
}

/**
 * The --json line of an accepted step (docs/formats.md): a pair with its path as `shisensho moves --json` gives
 * it (the path as it ran before the removal), or the scramble, which has none; then the board after it.
 */
export function jsonMoveLine(session: Session): string {
  const state = current(session);
  const step = lastStep(session);
  const path = step !== undefined && !isScrambleStep(step) && state.last ? { path: state.last.path } : {};
  return sharedMoveLine(session, { ...path, ...jsonFields(state) });
}

/** A --json line describing the current state, after a command or at the start of a dealt game. */
export function jsonStateLine(session: Session, extra: Record<string, unknown>): string {
  return sharedStateLine(session, extra, jsonFields(current(session)));
}
