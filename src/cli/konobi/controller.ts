// The headless Konobi terminal controller: (ui, session, line) → step, and the steps that need no line (the
// computer's move, a forced pass, the end). It holds no I/O, so the line loop (../loop.ts) drives it.
import type { SearchResult } from '../../ai/konobi/index.js';
import { newSeed } from '../../core/gameId.js';
import {
  type Colour,
  canSwap,
  describeColour,
  describeKonobiError,
  formatMove,
  formatPoint,
  type KonobiError,
  type KonobiMove,
  type KonobiParams,
  type KonobiState,
  konobi,
  legalPoints,
  seatOf,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import * as S from '../../session/index.js';
import { POSITION_ALIASES, parseCommonCommand, positionText } from '../commands.js';
import type { Lang } from '../lang.js';
import type { LoopStep } from '../loop.js';
import { KONOBI_MOVE_WORDS, localMove } from '../moveWords.js';
import { common } from '../words.js';
import { renderBoard } from './render.js';
import { words } from './text.js';

export type Session = S.Session<KonobiParams, KonobiState, KonobiMove, KonobiError>;

export interface Ui {
  readonly lang: Lang;
  /** Set by `quit`, or at the end of a game of two computers: the loop stops. */
  readonly done: boolean;
  /** Whether the symbols' legend was shown (with the first board only). */
  readonly legendShown: boolean;
  /** ANSI colours (a terminal without NO_COLOR). */
  readonly color?: boolean;
  /** The compact board, for a narrow terminal. */
  readonly compact?: boolean;
}

export interface Context {
  /** The computer's move at `level` for the state (seeded by the game and the move number). */
  readonly computer: (session: Session, level: number) => SearchResult;
  readonly random32: () => number;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export function help(lang: Lang): string {
  return words(lang).help;
}

function people(session: Session): number {
  return session.seats.filter((s) => s.kind === 'person').length;
}

/**
 * "Black (X)", "you (Black, X)" or "the computer (White, O)" (as inside a sentence), by who sits at the seat
 * playing `colour`; "Computer (White, O)" when both seats are computers.
 */
export function who(session: Session, colour: Colour, lang: Lang): string {
  const t = words(lang);
  const name = colour === 'black' ? t.black : t.white;
  const symbol = colour === 'black' ? 'X' : 'O';
  const seat = session.seats[seatOf(S.current(session), colour)];
  if (seat?.kind === 'computer') return people(session) === 0 ? t.computers(name, symbol) : t.computer(name, symbol);
  if (people(session) === 1) return t.you(name, symbol);
  return t.seat(name, symbol);
}

/** The prompt before a person's line; after the end, the plain one of every game (nobody is to play). */
export function prompt(session: Session, lang: Lang): string {
  const state = S.current(session);
  return konobi.isOver(state) ? '> ' : words(lang).toPlay(who(session, state.toMove, lang));
}

/** How the game ended: the winner and the chain that joins its edges, or that neither side can move. */
export function endLine(session: Session, lang: Lang): string {
  const state = S.current(session);
  const w = winner(state);
  if (w === undefined) return words(lang).noMoves;
  const chain = winningChain(state).map((p) => formatPoint(state.board.size, p));
  return words(lang).winner(who(session, w, lang), w === 'black', chain);
}

/**
 * The board, when someone will look at it: before a person's turn, at the end, and after every move when
 * the computer plays both sides; with the end or the pie rule's note.
 */
function frame(ui: Ui, session: Session): { ui: Ui; text: string } {
  const state = S.current(session);
  const over = konobi.isOver(state);
  if (!over && !S.isPersonToMove(session) && people(session) > 0) return { ui, text: '' };
  const lang = ui.lang;
  let text = `\n${renderBoard(state, lang, !ui.legendShown, ui.color === true, ui.compact === true)}\n`;
  if (over) text += `${endLine(session, lang)}${people(session) > 0 ? ` ${words(lang).afterEnd}` : ''}\n`;
  else if (canSwap(state) && S.isPersonToMove(session)) {
    text += `${words(lang).pieRule(describeColour(state.toMove, lang))}\n`;
  }
  return { ui: { ...ui, legendShown: true }, text };
}

export function intro(ui: Ui, session: Session, level: number | undefined): Step {
  const t = words(ui.lang);
  const size = session.params.size;
  // Two computers at different levels each say theirs; otherwise the one level follows the seats.
  const levels = session.seats.flatMap((s) => (s.kind === 'computer' ? [s.level] : []));
  const apart = new Set(levels).size > 1;
  const kind = (i: number) => {
    const seat = session.seats[i];
    if (seat?.kind !== 'computer') return t.person;
    return apart ? t.computerAt(seat.level) : 'computer';
  };
  const lv = level === undefined || apart ? '' : t.level(level);
  const hello = t.intro(size, S.gameIdOf(session), kind(0), kind(1), lv);
  const f = frame(ui, session);
  return { ui: f.ui, session, output: `${hello}\n${f.text}`, changed: false };
}

/** After a move: its line, then the board when someone will look at it. */
function moved(ui: Ui, session: Session, note: string): Step {
  const f = frame(ui, session);
  return { ui: f.ui, session, output: note + f.text, changed: true };
}

function say(ui: Ui, session: Session, text: string, refused = false): Step {
  return { ui, session, output: `${text}\n`, changed: false, ...(refused ? { refused } : {}) };
}

function swapNote(session: Session, lang: Lang, before: string, computer: boolean): string {
  const next = who(session, 'white', lang);
  return `${computer ? words(lang).computerSwaps(before, next) : words(lang).youSwap(next)}\n`;
}

/**
 * What happens without a line: a forced pass, or the computer's move; undefined when a person is to play, and
 * after the end, where a person's game waits for undo, new or quit as every game does. A game of two computers
 * ends there, as SameGame's demo does: nobody is asked for a line.
 */
export function auto(ui: Ui, session: Session, ctx: Context): Step | undefined {
  const state = S.current(session);
  const lang = ui.lang;
  if (konobi.isOver(state)) {
    return people(session) > 0 ? undefined : { ui: { ...ui, done: true }, session, output: '', changed: false };
  }
  const colour = state.toMove;
  const forced = S.forcedMove(session);
  if (forced) return moved(ui, S.play(session, forced), `${words(lang).mustPass(who(session, colour, lang))}\n`);
  const seat = S.seatToMove(session);
  if (seat?.kind !== 'computer') return undefined;
  const before = who(session, colour, lang);
  const result = ctx.computer(session, seat.level);
  const next = S.play(session, result.move);
  if (result.move.type === 'swap') return moved(ui, next, swapNote(next, lang, before, true));
  const text = formatMove(state, result.move);
  const playouts = result.reason === 'search' ? words(lang).playouts(result.playouts) : '';
  return moved(ui, next, `${words(lang).plays(before, text, playouts)}\n`);
}

export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const input = line.trim();
  return answer(ui, session, input, ctx);
}

function answer(ui: Ui, session: Session, input: string, ctx: Context): Step {
  const lang = ui.lang;
  const t = common(lang);
  if (input === '') return { ui, session, output: '', changed: false };
  const state = S.current(session);
  // After the end legal and hint have nothing to show: they say the game is over, as a move does.
  const over: KonobiError | undefined = konobi.isOver(state) ? { code: 'game-over', winner: winner(state) } : undefined;
  const refuse = (e: KonobiError) => say(ui, session, t.refused(describeKonobiError(e, lang)), true);
  if (Object.hasOwn(POSITION_ALIASES, input.toLowerCase())) return say(ui, session, positionText(session, true));
  if (input.toLowerCase() === 'legal') {
    if (over) return refuse(over);
    return say(
      ui,
      session,
      legalPoints(state)
        .map((p) => formatPoint(state.board.size, p))
        .join(' '),
    );
  }
  switch (parseCommonCommand(input)) {
    case 'quit':
      return { ui: { ...ui, done: true }, session, output: '', changed: false, quit: true };
    case 'help':
      return say(ui, session, help(lang));
    case 'undo': {
      if (!S.canUndo(session)) return say(ui, session, t.nothingToUndo, true);
      const back = S.undo(session);
      const f = frame(ui, back);
      return {
        ui: f.ui,
        session: back,
        output: `${t.moveTakenBack}\n${f.text}`,
        changed: true,
      };
    }
    case 'redo': {
      if (!S.canRedo(session)) return say(ui, session, t.nothingToRedo, true);
      return moved(ui, S.redo(session), `${t.movePlayedAgain}\n`);
    }
    case 'restart': {
      if (!S.canUndo(session)) return say(ui, session, t.alreadyAtStart, true);
      return moved(ui, S.moveTo(session, 0), `${t.backToStart}\n`);
    }
    case 'new': {
      const next = S.dealSession(konobi, session.params, newSeed(ctx.random32), { seats: session.seats });
      return moved(ui, next, `${t.newGame(S.gameIdOf(next) as string)}\n`);
    }
    case 'hint': {
      if (over) return refuse(over);
      const result = ctx.computer(session, 1);
      return say(ui, session, t.hint(formatMove(state, result.move)));
    }
    case undefined:
      break;
  }
  // In Italian `scambio` and `passa` too; the record keeps the notation (swap, pass).
  const move = konobi.parseMove(state, localMove(input, lang, KONOBI_MOVE_WORDS));
  if (!move.ok) return refuse(move.error);
  const next = S.play(session, move.value);
  if (move.value.type === 'swap') return moved(ui, next, swapNote(next, lang, '', false));
  return moved(ui, next, '');
}
