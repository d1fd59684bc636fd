// The headless Scarabeo terminal controller: (ui, session, line) → step, and the steps that need no line (the
// computer's move, showing the board and the rack at a person's turn, the hot-seat pause, the end). No I/O:
// the line loop (../loop.ts) drives it.
import { newSeed } from '../../core/gameId.js';
import {
  type Dawg,
  describeScarabeoError,
  formatMove,
  type Rack,
  type ScarabeoError,
  type ScarabeoMove,
  type ScarabeoParams,
  type ScarabeoState,
  type ScarabeoView,
  topPlays,
} from '../../games/scarabeo/index.js';
import * as S from '../../session/index.js';
import { POSITION_ALIASES, parseCommonCommand, positionText } from '../commands.js';
import type { Lang } from '../lang.js';
import type { LoopStep } from '../loop.js';
import { localMove, moveWordsHelp, SCARABEO_MOVE_WORDS } from '../moveWords.js';
import { common } from '../words.js';
import { aroundHelp, logText, parseAroundCommand, unseenText } from './around.js';
import { legend, renderBoard, renderRack, renderScores } from './render.js';
import { describeEnd, describeMove, describeRefusal, help, words } from './text.js';

export type Session = S.Session<ScarabeoParams, ScarabeoState, ScarabeoMove, ScarabeoError, ScarabeoView>;

/** Clears a terminal, so the previous person's rack is off the screen before the next one sits down. */
const CLEAR_SCREEN = '\x1b[H\x1b[2J\x1b[3J';

export interface Ui {
  readonly lang: Lang;
  readonly done: boolean;
  readonly color: boolean;
  /** Hot seat at a terminal: with two or more people, each presses Enter before their rack shows. */
  readonly hotSeat: boolean;
  readonly legendShown: boolean;
  /** The state index whose board and rack were shown (so they are shown once per turn). */
  readonly shownAt?: number;
  /** The seat whose rack is on the screen (a swap or an undo keeps it there without a new Enter). */
  readonly rackSeat?: number;
  /** Waiting for the person to move to press Enter (hot seat). */
  readonly waiting: boolean;
  /** What the last line did (undo, redo, restart, new), said again on the hot seat's cleared screen. */
  readonly notice?: string;
  /** The terminal's rows, when known: a short one gets the compact frame (see `board`). */
  readonly rows?: number;
  /** The compact board, for a narrow terminal. */
  readonly compact?: boolean;
}

export interface Context {
  readonly dawg: Dawg;
  /** The computer's move at `level` from the seat's view (seeded by the game and the turn). */
  readonly computer: (session: Session, level: number) => ScarabeoMove;
  readonly random32: () => number;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export function names(session: Session): readonly string[] {
  return session.players ?? session.seats.map((_, i) => `Player ${i + 1}`);
}

function nameToMove(session: Session): string {
  return names(session)[S.current(session).toMove] as string;
}

function people(session: Session): number {
  return session.seats.filter((s) => s.kind === 'person').length;
}

/** The prompt before a person's line; after the end, the plain one of every game (nobody is to play). */
export function prompt(ui: Ui, session: Session): string {
  if (S.current(session).end) return '> ';
  const name = nameToMove(session);
  return ui.waiting ? words(ui.lang).pressEnter(name) : words(ui.lang).toPlay(name);
}

function rackLine(session: Session, lang: Lang): string {
  const state = S.current(session);
  return words(lang).rack(nameToMove(session), renderRack(state.racks[state.toMove] as Rack));
}

/** The moves since the player to move last moved (theirs included), as the log says them. */
function recentMoves(session: Session, lang: Lang): string[] {
  const toMove = S.current(session).toMove;
  const lines: string[] = [];
  for (let i = session.at - 1; i >= 0; i--) {
    const before = session.states[i] as ScarabeoState;
    const after = session.states[i + 1] as ScarabeoState;
    if (after.last === undefined) break;
    lines.unshift(describeMove(names(session)[before.toMove] as string, after.last.move, after, names(session), lang));
    if (before.toMove === toMove) break;
  }
  return lines;
}

/**
 * The board and the scores. On a terminal too short for the whole frame under the moves that led to it (an
 * 80×24 one), the compact frame: no blank line and no column letters below, and those moves repeated under
 * the board, so the last move and the scores stay on the screen.
 */
function board(ui: Ui, session: Session): { ui: Ui; text: string } {
  const state = S.current(session);
  const fresh = new Set(state.last?.move.type === 'play' ? state.last.move.scored.placed.map((p) => p.square) : []);
  const options = { color: ui.color, lang: ui.lang, compact: ui.compact === true };
  // A blank line, the board with letters above and below, the moves, scores, rack, prompt and the typed line.
  const whole = 1 + 19 + names(session).length + 4;
  const compact = ui.rows !== undefined && ui.rows < whole;
  let text = compact
    ? `${renderBoard(state.cells, options, fresh, false)}\n`
    : `\n${renderBoard(state.cells, options, fresh)}\n`;
  if (!ui.legendShown) text += `${legend(ui.lang, ui.compact)}\n`;
  if (compact) for (const line of recentMoves(session, ui.lang)) text += `${line}\n`;
  text += `${renderScores(state, names(session), ui.lang)}\n`;
  return { ui: { ...ui, legendShown: true }, text };
}

export function intro(ui: Ui, session: Session): string {
  const { params } = session;
  const person = common(ui.lang).person;
  const seats = names(session)
    .map((n, i) => `${n} (${session.seats[i]?.kind === 'computer' ? 'computer' : person})`)
    .join(', ');
  const id = S.gameIdOf(session) ?? '';
  return `${words(ui.lang).intro(id, seats, params.rules === 'editrice', params.lexicon)}\n`;
}

/** A move played: its line in the log, said at once. */
function played(ui: Ui, session: Session, move: ScarabeoMove): { ui: Ui; session: Session; text: string } {
  const mover = nameToMove(session);
  const next = S.play(session, move);
  const entry = describeMove(mover, move, S.current(next), names(next), ui.lang);
  return { ui: { ...ui, notice: undefined }, session: next, text: `${entry}\n` };
}

/**
 * The board and why the game ended, with the settlement and the final scores; a game with a person at the table
 * then waits for undo, new or quit, as every game does.
 */
function ended(ui: Ui, session: Session): Step {
  const b = board(ui, session);
  const end = describeEnd(S.current(session), names(session), ui.lang);
  const after = people(session) > 0 ? `\n${words(ui.lang).afterEnd}` : '';
  // No rack under the end: an undo from here shows the rack it gives back only after a pause (see `auto`).
  return {
    ui: { ...b.ui, shownAt: session.at, rackSeat: undefined },
    session,
    output: `${b.text}${end}${after}\n`,
    changed: false,
  };
}

/**
 * What happens without a line: the end, the computer's move, or the board and rack before a person's turn.
 * After the end a person's game waits for a line (undo, new or quit), shown once; a game of computers only
 * stops there, as nobody is asked for a line.
 */
export function auto(ui: Ui, session: Session, ctx: Context): Step | undefined {
  const state = S.current(session);
  const { lang } = ui;
  if (state.end) {
    if (ui.shownAt === session.at) return undefined;
    const e = ended(ui, session);
    return people(session) === 0 ? { ...e, ui: { ...e.ui, done: true } } : e;
  }
  const seat = S.seatToMove(session);
  if (seat?.kind === 'computer') {
    let output = '';
    let u = ui;
    if (people(session) === 0) {
      const b = board(ui, session);
      u = b.ui;
      output = `${b.text}${rackLine(session, lang)}\n`;
    }
    const chosen = ctx.computer(session, seat.level);
    // Checked like a typed move: the ai layer is trusted to be right, and this says so loudly if it is not.
    const move = checked(session, formatMove(chosen));
    const p = played(u, session, move);
    return { ui: p.ui, session: p.session, output: output + p.text, changed: true };
  }
  if (ui.shownAt === session.at || ui.waiting) return undefined;
  const toMove = state.toMove;
  if (ui.hotSeat && people(session) >= 2 && ui.rackSeat !== toMove) {
    // The moves the next person has not seen yet, and what a command just did, which the clearing wipes off.
    const recent = [...recentMoves(session, lang), ...(ui.notice === undefined ? [] : [ui.notice])];
    // The cleared screen shows no rack: whatever comes next (Enter, an undo) shows one only after a pause.
    return {
      ui: { ...ui, waiting: true, shownAt: session.at, rackSeat: undefined, notice: undefined },
      session,
      output: `${CLEAR_SCREEN}${recent.map((line) => `${line}\n`).join('')}`,
      changed: false,
    };
  }
  return show(ui, session);
}

function checked(session: Session, text: string): ScarabeoMove {
  const move = session.game.parseMove(S.current(session), text);
  if (!move.ok) throw new Error(`the computer chose an illegal move: ${move.error.code}`);
  return move.value;
}

/** The board, the scores and the rack of the person to move. */
function show(ui: Ui, session: Session): Step {
  const b = board(ui, session);
  return {
    ui: { ...b.ui, shownAt: session.at, rackSeat: S.current(session).toMove, waiting: false, notice: undefined },
    session,
    output: `${b.text}${rackLine(session, ui.lang)}\n`,
    changed: false,
  };
}

function say(ui: Ui, session: Session, text: string, refused = false): Step {
  return { ui, session, output: `${text}\n`, changed: false, ...(refused ? { refused } : {}) };
}

/**
 * At the hot seat's pause any line shows the rack, but for quit, which quits, and undo, which takes back the move
 * just made (the person who made it is likely still at the keyboard; the rack it gives back waits for Enter).
 */
export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const input = line.trim();
  if (!ui.waiting) return answer(ui, session, input, ctx);
  const command = parseCommonCommand(input);
  return command === 'quit' || command === 'undo' ? answer(ui, session, input, ctx) : show(ui, session);
}

/** The game's help with the log's and the unseen tiles' lines (and the Italian move words) before its last line. */
function withAround(text: string, lang: Lang): string {
  const lines = text.split('\n');
  const last = lines.pop() as string;
  const extra = [aroundHelp(lang), moveWordsHelp(lang, SCARABEO_MOVE_WORDS)].filter((l) => l !== '');
  return [...lines, ...extra, last].join('\n');
}

function answer(ui: Ui, session: Session, input: string, ctx: Context): Step {
  const { lang } = ui;
  const t = words(lang);
  const c = common(lang);
  if (input === '') return { ui, session, output: '', changed: false };
  const state = S.current(session);
  const seat = state.toMove;
  const command = input.toLowerCase();
  if (command === 'board') return state.end ? ended(ui, session) : show(ui, session);
  // The board and the rack of the player on move (the one at the prompt), as `scarabeo moves` and `endgame` read
  // a position file: never another seat's rack.
  if (Object.hasOwn(POSITION_ALIASES, command)) return say(ui, session, positionText(session, false));
  const around = parseAroundCommand(input);
  if (around === 'log') return say(ui, session, logText(session, names(session), lang));
  if (around === 'unseen') return say(ui, session, unseenText(session, lang));
  switch (parseCommonCommand(input)) {
    case 'quit':
      return { ui: { ...ui, done: true }, session, output: '', changed: false, quit: true };
    case 'help':
      return say(ui, session, withAround(help(lang, state.params.rules === 'editrice'), lang));
    case 'hint': {
      if (state.end) return say(ui, session, c.refused(describeScarabeoError({ code: 'game-over' }, lang)), true);
      const plays = topPlays(
        { cells: state.cells, rules: state.params.rules },
        state.racks[seat] as Rack,
        ctx.dawg,
        10,
      );
      if (plays.length === 0) {
        return say(ui, session, state.bag.length > 0 ? t.noPlayBag : t.noPlay);
      }
      const lines = plays.map(
        (p, i) =>
          `${String(i + 1).padStart(2)}. ${formatMove({ type: 'play', scored: p }).padEnd(24)} ${String(p.score).padStart(4)}  ${p.words.join(', ')}`,
      );
      return say(ui, session, lines.join('\n'));
    }
    case 'undo': {
      // The session's rule, as in every face: back to the last turn where a person chose (past the computer's
      // replies), whoever types it; the rack on screen stays unless it is the seat to move's (see `auto`).
      if (!S.canUndo(session)) return say(ui, session, t.cannotUndo, true);
      const back = S.undo(session);
      const note = t.takenBack(nameToMove(back));
      return { ...say({ ...ui, shownAt: undefined, waiting: false, notice: note }, back, note), changed: true };
    }
    case 'redo': {
      if (!S.canRedo(session)) return say(ui, session, c.nothingToRedo, true);
      return {
        ...say({ ...ui, shownAt: undefined, notice: c.movePlayedAgain }, S.redo(session), c.movePlayedAgain),
        changed: true,
      };
    }
    case 'restart':
    case 'new': {
      const fresh = parseCommonCommand(input) === 'new';
      // Between people too: the same deal from its start, as `new` deals another without asking the others.
      if (!fresh && !S.canUndo(session)) return say(ui, session, t.nothingToTakeBack, true);
      const next = fresh
        ? S.dealSession(session.game, session.params, newSeed(ctx.random32), {
            seats: session.seats,
            ...(session.players ? { players: session.players } : {}),
          })
        : S.moveTo(session, 0);
      const note = fresh ? c.newGame(S.gameIdOf(next) as string) : c.backToStart;
      return { ...say({ ...ui, shownAt: undefined, notice: note }, next, note), changed: true };
    }
    case undefined:
      break;
  }
  // In Italian the moves' words may be Italian too (scambia, passa, prendi); the record keeps the notation.
  const move = session.game.parseMove(state, localMove(input, lang, SCARABEO_MOVE_WORDS));
  if (!move.ok) return say(ui, session, c.refused(describeRefusal(move.error, input, lang)), true);
  const p = played(ui, session, move.value);
  let output = p.text;
  const after = S.current(p.session);
  // An exchange shows the new rack at once, unless another person may be looking at the screen.
  if (move.value.type === 'exchange' && people(session) === 1) {
    const rack = renderRack(after.racks[seat] as Rack);
    const name = names(session)[seat] as string;
    output += `${t.newRack(name, rack)}\n`;
  }
  return { ui: p.ui, session: p.session, output, changed: true };
}
