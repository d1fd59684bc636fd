// The headless Shisen-Sho terminal controller: (ui, session, input line) → (ui, session, output text). It
// holds no I/O, so tests drive it directly; the process wrapper (play.ts) only feeds it lines and prints.

import { formatTime } from '../../core/duration.js';
import {
  type Cell,
  checkPair,
  dealParamsAfterBoard,
  describeShisenShoError,
  formatCell,
  isOnBoard,
  isWon,
  kindAt,
  parseCell,
  parseCellPair,
  type ShisenShoError,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import {
  afterHint,
  clickCell,
  NEW_PLAY_CLOCK,
  NO_AIDS,
  NO_SELECTION,
  type PlayClock,
  playedMs,
  type ShisenShoAids,
  type ShisenShoUi,
} from '../../session/shisensho.js';
import { historyCommand, POSITION_ALIASES, positionText, SOLO_ALIASES } from '../commands.js';
import { JSON_NONE_LINE, jsonErrorLine, jsonHelpLine, jsonLine } from '../json.js';
import type { Lang } from '../lang.js';
import type { LoopStep } from '../loop.js';
import type { Hint } from './advice.js';
import { runClock } from './clock.js';
import { formatPath, jsonMoveLine, jsonStateLine, render } from './render.js';
import {
  countSteps,
  current,
  gameIdOf,
  isScrambleStep,
  playPair,
  playStep,
  type Session,
  scrambleSession,
} from './session.js';
import { words } from './text.js';

/** What the terminal shows, but not the game: undo never touches it (docs/architecture.md). */
export interface Ui {
  readonly lang: Lang;
  /** One JSON line per input instead of drawn frames. */
  readonly json: boolean;
  /** The tile chosen by typing one cell, as the engine's click controller keeps it. */
  readonly selection: ShisenShoUi;
  /** Set by `quit`: the wrapper stops reading. */
  readonly done: boolean;
  /**
   * Hints and scrambles used in this game (the session layer's count, as the browser's): undo gives neither
   * back, restart keeps them, `new` starts again from none. Shown with the result and posted with a ranked win.
   */
  readonly aids: ShisenShoAids;
  /** The time played (clock.ts): the status line's timer and the result's time both read it. */
  readonly clock: PlayClock;
}

/** What the controller needs from outside, injected so tests can fix it. */
export interface Context {
  readonly color: boolean;
  /** The compact layout, for a narrow terminal. */
  readonly compact?: boolean;
  /** Random 32-bit integers for the seeds of a `new` deal and of a scramble. */
  readonly random32: () => number;
  /** The hint for a state (the solver on two cores within its budget, in the process; anything in tests). */
  readonly suggest: (state: ShisenShoState) => Promise<Hint | undefined>;
  /** Milliseconds on a monotonic clock, for the time played (absent in tests: no time passes). */
  readonly now?: () => number;
  /** Whether the status line shows the time played: a person's game; a script's frames stay the same. */
  readonly timer?: boolean;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export const COMMANDS = ['help', 'hint', 'undo', 'redo', 'scramble', 'restart', 'new', 'position', 'quit'] as const;
export type Command = (typeof COMMANDS)[number];

// The shared names and shortcuts (../commands.ts), position's and the scramble's.
const ALIASES: Readonly<Record<string, Command>> = {
  ...SOLO_ALIASES,
  ...POSITION_ALIASES,
  scramble: 'scramble',
  s: 'scramble',
  shuffle: 'scramble',
  mescola: 'scramble',
};

export function parseCommand(text: string): Command | undefined {
  return ALIASES[text.trim().toLowerCase()];
}

/**
 * The first Ui of a game: no selection, and the aids used so far (a resumed game's scrambles are in its record;
 * its hints were not kept), the clock as given (a resumed game's runs from its first frame).
 */
export function newUi(lang: Lang, json = false, aids: ShisenShoAids = NO_AIDS, clock: PlayClock = NEW_PLAY_CLOCK): Ui {
  return { lang, json, selection: NO_SELECTION, done: false, aids, clock };
}

/** The aids a game resumed from its record starts with: its scrambles (hints are not in a record). */
export function aidsOf(session: Session): ShisenShoAids {
  return { hints: 0, scrambles: countSteps(session).scrambles };
}

/** The line that goes with a win: the time taken and the hints and scrambles used (the spec's result). */
function resultLine(ui: Ui, ctx: Context): string {
  // The one clock the status line shows, stopped by the win.
  const ms = ctx.now === undefined ? 0 : playedMs(ui.clock, ctx.now());
  return words(ui.lang).clearedIn(formatTime(ms), ui.aids.hints, ui.aids.scrambles);
}

/** The first output of a game: a short introduction and the board (or, with --json, the dealt state). */
export function intro(ui: Ui, session: Session, ctx: Context): string {
  if (ui.json) return gameIdOf(session) === undefined ? '' : jsonStateLine(session, {});
  return `${words(ui.lang).hello}\n${frame(ui, session, ctx)}`;
}

function frame(ui: Ui, session: Session, ctx: Context): string {
  const selected = ui.selection.selected;
  const options = { color: ctx.color, compact: ctx.compact === true };
  // The selected tile's kind is marked all over the board, as the browser highlights a kind.
  const marked = selected && kindAt(current(session).board, selected.x, selected.y);
  const time = ctx.now === undefined || ctx.timer !== true ? {} : { elapsedMs: playedMs(ui.clock, ctx.now()) };
  return render(session, ui.lang, { ...options, ...(selected === undefined ? {} : { selected, marked }), ...time });
}

/** The clock for the game about to be shown (started by its first pair, stopped by the win). */
function clocked(ui: Ui, session: Session, ctx: Context): Ui {
  return ctx.now === undefined ? ui : { ...ui, clock: runClock(ui.clock, session, ctx.now()) };
}

/** Text for a person, or with --json the line given. */
function say(ui: Ui, session: Session, message: string, json: string): Step {
  return { ui, session, output: ui.json ? json : `${message}\n`, changed: false };
}

/** A line that changes nothing because it breaks a rule or cannot apply now, under the code --json names. */
function refuse(ui: Ui, session: Session, code: string, message: string): Step {
  return { ...say(ui, session, message, jsonErrorLine(code, message)), refused: true };
}

function refusePair(ui: Ui, session: Session, e: ShisenShoError): Step {
  return refuse(ui, session, e.code, describeShisenShoError(e, ui.lang));
}

/**
 * After a change of the game: the frame again, with a note, and the selection dropped; with --json the line of
 * the step (`extra` unset: a pair or the scramble) or of the command that took the game there.
 */
function changed(ui: Ui, session: Session, ctx: Context, note: string, extra?: Record<string, unknown>): Step {
  const next = clocked({ ...ui, selection: NO_SELECTION }, session, ctx);
  // A step that clears the board (a pair, or redo onto the last pair) ends with the result.
  const result = isWon(current(session)) && session.at > 0 ? `${resultLine(next, ctx)}\n` : '';
  const drawn = () => `\n${note === '' ? '' : `${note}\n`}${frame(next, session, ctx)}${result}`;
  const json = () => (extra === undefined ? jsonMoveLine(session) : jsonStateLine(session, extra));
  return { ui: next, session, output: ui.json ? json() : drawn(), changed: true };
}

function describeStep(step: string, lang: Lang): string {
  return isScrambleStep(step) ? words(lang).theScramble : step;
}

/**
 * One line's step; a promise, since `hint` waits for the solver's threads. With --json every line gets exactly
 * one line back, so a script can pair them.
 */
export async function update(ui: Ui, session: Session, line: string, ctx: Context): Promise<Step> {
  const text = line.trim();
  if (text === '') return { ui, session, output: ui.json ? JSON_NONE_LINE : '', changed: false };
  const lang = ui.lang;
  const t = words(lang);
  const state = current(session);
  const command = parseCommand(text);
  switch (command) {
    case 'quit': {
      const left = state.tilesLeft;
      const bye = isWon(state) ? t.byeCleared : t.bye(left);
      const output = ui.json ? jsonStateLine(session, { command }) : `${bye}\n`;
      return { ui: { ...ui, done: true }, session, output, changed: false, quit: true };
    }
    case 'help':
      return say(ui, session, t.commands, jsonHelpLine(COMMANDS));
    case 'position':
      return say(ui, session, positionText(session, false), jsonStateLine(session, { command }));
    case 'undo':
    case 'redo':
    case 'restart':
    case 'new': {
      // A board's params allow a start that cannot be cleared; a new deal takes the defaults of its size.
      const params = session.origin.kind === 'position' ? dealParamsAfterBoard(session.params) : session.params;
      const describe = (m: string) => describeStep(m, lang);
      const step = historyCommand(command, session, lang, ctx.random32, describe, params);
      if ('refused' in step) return refuse(ui, session, step.refused, step.message);
      const extra = step.move === undefined ? { command } : { command, move: step.move };
      // A new deal is a new game: its time and aids start again; undo, redo and restart keep them.
      const fresh = command === 'new' ? { ...ui, aids: NO_AIDS, clock: NEW_PLAY_CLOCK } : ui;
      return changed(fresh, step.session, ctx, step.note, extra);
    }
    case 'scramble': {
      if (state.tilesLeft === 0) return refuse(ui, session, 'nothing-to-scramble', t.nothingToScramble);
      const next = scrambleSession(session, ui.aids);
      const note = session.params.winnable ? t.scrambledWinnable : t.scrambled;
      return changed({ ...ui, aids: next.aids }, next.session, ctx, note);
    }
    case 'hint': {
      const hint = await ctx.suggest(state);
      if (hint === undefined) {
        const message = state.tilesLeft === 0 ? t.alreadyClear : t.noPair;
        return say(ui, session, message, jsonLine({ command, message }));
      }
      const why = hint.verdict === 'winning' ? '' : hint.verdict === 'lost' ? t.hintLost : t.hintUnproven;
      const json = jsonLine({ command, move: hint.move, path: hint.path, verdict: hint.verdict });
      const hinted = { ...ui, aids: afterHint(ui.aids) };
      return say(hinted, session, t.hint(hint.move, formatPath(state.board, hint.path), why), json);
    }
    case undefined:
      break;
  }
  // A scramble as a record writes it (`scramble 4`), as a script replaying one types it: the engine checks the number.
  if (isScrambleStep(text)) {
    const r = playStep(session, text);
    if (!r.ok) return refusePair(ui, session, r.error);
    const aids = { ...ui.aids, scrambles: ui.aids.scrambles + 1 };
    return changed({ ...ui, aids }, r.value, ctx, session.params.winnable ? t.scrambledWinnable : t.scrambled);
  }
  const pair = parseCellPair(text);
  if (pair !== undefined) {
    const r = checkPair(state.board, pair[0], pair[1]);
    if (!r.ok) return refusePair(ui, session, r.error);
    return changed(ui, playPair(session, r.value.move), ctx, '');
  }
  const cell = parseCell(text);
  // A script's move is a pair: selecting one tile is the drawn board's way of typing one in two lines.
  if (cell !== undefined && ui.json) return refusePair(ui, session, { code: 'move-syntax', text: text.slice(0, 40) });
  if (cell !== undefined) return click(ui, session, ctx, cell);
  return refuse(ui, session, 'move-syntax', words(lang).notAMove(text.slice(0, 40)));
}

/** One cell typed: the seed's select / deselect / pair use cases through the engine's click controller. */
function click(ui: Ui, session: Session, ctx: Context, cell: Cell): Step {
  const lang = ui.lang;
  const { board } = current(session);
  const name = formatCell(cell);
  if (!isOnBoard(board, cell)) {
    return refusePair(ui, session, { code: 'outside-board', cell: name, width: board.width, height: board.height });
  }
  if (kindAt(board, cell.x, cell.y) === 0) return refusePair(ui, session, { code: 'empty-cell', cell: name });
  const r = clickCell(ui.selection, current(session), cell);
  if (r.move !== undefined) return changed(ui, playPair(session, r.move), ctx, '');
  const next = { ...ui, selection: r.ui };
  const frameText = frame(next, session, ctx);
  if (r.refused !== undefined) {
    const why = describeShisenShoError(r.refused, lang);
    return {
      ui: next,
      session,
      output: `${words(lang).selectedInstead(why, name)}\n${frameText}`,
      changed: false,
      refused: true,
    };
  }
  const note = r.ui.selected === undefined ? words(lang).deselected(name) : words(lang).selected(name);
  return { ui: next, session, output: `${note}\n${frameText}`, changed: false };
}
