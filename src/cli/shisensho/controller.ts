// The headless Shisen-Sho terminal controller: (ui, session, input line) → (ui, session, output text). It
// holds no I/O, so tests drive it directly; the process wrapper (play.ts) only feeds it lines and prints.
import { newSeed } from '../../core/gameId.js';
import {
  type Cell,
  checkPair,
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
import { clickCell, NO_SELECTION, type ShisenShoUi } from '../../session/shisensho.js';
import { SOLO_ALIASES } from '../commands.js';
import { type Lang, tr } from '../lang.js';
import type { LoopStep } from '../loop.js';
import type { Hint } from './advice.js';
import { formatPath, render } from './render.js';
import {
  canRedo,
  canUndo,
  current,
  dealSession,
  gameIdOf,
  lastStep,
  moveTo,
  playPair,
  SCRAMBLE,
  type Session,
  scrambleSession,
} from './session.js';
import { commandsHelp } from './text.js';

/** What the terminal shows, but not the game: undo never touches it (docs/architecture.md). */
export interface Ui {
  readonly lang: Lang;
  /** The tile chosen by typing one cell, as the engine's click controller keeps it. */
  readonly selection: ShisenShoUi;
  /** Set by `quit`: the wrapper stops reading. */
  readonly done: boolean;
}

/** What the controller needs from outside, injected so tests can fix it. */
export interface Context {
  readonly color: boolean;
  /** Random 32-bit integers for the seeds of a `new` deal and of a scramble. */
  readonly random32: () => number;
  /** The hint for a state (the solver within its budget, in the process; anything in tests). */
  readonly suggest: (state: ShisenShoState) => Hint | undefined;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export const COMMANDS = ['help', 'hint', 'undo', 'redo', 'scramble', 'restart', 'new', 'quit'] as const;
export type Command = (typeof COMMANDS)[number];

// The shared names and shortcuts (../commands.ts), and the scramble's.
const ALIASES: Readonly<Record<string, Command>> = {
  ...SOLO_ALIASES,
  scramble: 'scramble',
  s: 'scramble',
  shuffle: 'scramble',
  mescola: 'scramble',
};

export function parseCommand(text: string): Command | undefined {
  return ALIASES[text.trim().toLowerCase()];
}

export function newUi(lang: Lang): Ui {
  return { lang, selection: NO_SELECTION, done: false };
}

/** The first output of a game: a short introduction and the board. */
export function intro(ui: Ui, session: Session, ctx: Context): string {
  const hello = tr(
    ui.lang,
    'Type two cells to remove a pair (e.g. b3 h7), or help.',
    'Scrivi due caselle per togliere una coppia (per esempio b3 h7), oppure help.',
  );
  return `${hello}\n${frame(ui, session, ctx)}`;
}

function frame(ui: Ui, session: Session, ctx: Context): string {
  const selected = ui.selection.selected;
  return render(session, ui.lang, { color: ctx.color, ...(selected === undefined ? {} : { selected }) });
}

function say(ui: Ui, session: Session, message: string): Step {
  return { ui, session, output: `${message}\n`, changed: false };
}

/** A line that changes nothing because it breaks a rule or cannot apply now. */
function refuse(ui: Ui, session: Session, message: string): Step {
  return { ...say(ui, session, message), refused: true };
}

function refusePair(ui: Ui, session: Session, e: ShisenShoError): Step {
  return refuse(ui, session, describeShisenShoError(e, ui.lang));
}

/** After a change of the game: the frame again, with a note; the selection is dropped. */
function changed(ui: Ui, session: Session, ctx: Context, note: string): Step {
  const next = { ...ui, selection: NO_SELECTION };
  return {
    ui: next,
    session,
    output: `\n${note === '' ? '' : `${note}\n`}${frame(next, session, ctx)}`,
    changed: true,
  };
}

function describeStep(step: string, lang: Lang): string {
  return step === SCRAMBLE ? tr(lang, 'the scramble', 'la mescolata') : step;
}

export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const text = line.trim();
  if (text === '') return { ui, session, output: '', changed: false };
  const lang = ui.lang;
  const state = current(session);
  switch (parseCommand(text)) {
    case 'quit': {
      const left = state.tilesLeft;
      const output = isWon(state)
        ? tr(lang, 'Bye: board cleared.', 'Ciao: tavolo svuotato.')
        : tr(lang, `Bye: ${left} tiles left.`, `Ciao: restano ${left} tessere.`);
      return { ui: { ...ui, done: true }, session, output: `${output}\n`, changed: false };
    }
    case 'help':
      return say(ui, session, commandsHelp(lang));
    case 'undo': {
      if (!canUndo(session)) return refuse(ui, session, tr(lang, 'nothing to undo', 'niente da annullare'));
      const undone = describeStep(lastStep(session) as string, lang);
      return changed(ui, moveTo(session, session.at - 1), ctx, tr(lang, `Undid ${undone}.`, `Annullata ${undone}.`));
    }
    case 'redo': {
      if (!canRedo(session)) return refuse(ui, session, tr(lang, 'nothing to redo', 'niente da ripetere'));
      const next = moveTo(session, session.at + 1);
      const redone = describeStep(lastStep(next) as string, lang);
      return changed(ui, next, ctx, tr(lang, `Redid ${redone}.`, `Ripetuta ${redone}.`));
    }
    case 'restart': {
      if (!canUndo(session)) return refuse(ui, session, tr(lang, 'already at the start', 'già all’inizio'));
      // Back to the start with the steps kept for redo, so a restart can be taken back.
      return changed(ui, moveTo(session, 0), ctx, tr(lang, 'Back to the start.', 'Di nuovo all’inizio.'));
    }
    case 'new': {
      const next = dealSession(session.params, newSeed(ctx.random32));
      const id = gameIdOf(next) as string;
      return changed(ui, next, ctx, tr(lang, `New game ${id}.`, `Nuova partita ${id}.`));
    }
    case 'scramble': {
      if (state.tilesLeft === 0)
        return refuse(ui, session, tr(lang, 'no tiles left to scramble', 'nessuna tessera da mescolare'));
      const next = scrambleSession(session);
      const note = session.params.winnable
        ? tr(
            lang,
            'Scrambled the remaining tiles (the board can still be cleared).',
            'Tessere rimaste mescolate (il tavolo si può ancora svuotare).',
          )
        : tr(lang, 'Scrambled the remaining tiles.', 'Tessere rimaste mescolate.');
      return changed(ui, next, ctx, note);
    }
    case 'hint': {
      const hint = ctx.suggest(state);
      if (hint === undefined) {
        return say(
          ui,
          session,
          state.tilesLeft === 0
            ? tr(lang, 'the board is already clear', 'il tavolo è già vuoto')
            : tr(
                lang,
                'no pair can be removed: try scramble or undo',
                'nessuna coppia si può togliere: prova scramble o undo',
              ),
        );
      }
      const why =
        hint.verdict === 'winning'
          ? ''
          : hint.verdict === 'lost'
            ? tr(
                lang,
                ' (the board can no longer be cleared: undo or scramble)',
                ' (il tavolo non si può più svuotare: undo o scramble)',
              )
            : tr(
                lang,
                ' (the solver ran out of time: a legal pair, not a proven one)',
                ' (il risolutore non ha finito in tempo: una coppia valida, non garantita)',
              );
      const path = formatPath(state.board, hint.path);
      return say(
        ui,
        session,
        tr(lang, `Hint: ${hint.move}, path: ${path}${why}`, `Suggerimento: ${hint.move}, cammino: ${path}${why}`),
      );
    }
    case undefined:
      break;
  }
  const pair = parseCellPair(text);
  if (pair !== undefined) {
    const r = checkPair(state.board, pair[0], pair[1]);
    if (!r.ok) return refusePair(ui, session, r.error);
    return changed(ui, playPair(session, r.value.move), ctx, '');
  }
  const cell = parseCell(text);
  if (cell !== undefined) return click(ui, session, ctx, cell);
  return refuse(
    ui,
    session,
    tr(
      lang,
      `"${text.slice(0, 40)}" is not a move or a command: type two cells (e.g. b3 h7) or help`,
      `"${text.slice(0, 40)}" non è una mossa né un comando: scrivi due caselle (per esempio b3 h7) o help`,
    ),
  );
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
      output: `${tr(lang, `${why}; ${name} is selected now`, `${why}; ora è selezionata ${name}`)}\n${frameText}`,
      changed: false,
      refused: true,
    };
  }
  const note =
    r.ui.selected === undefined
      ? tr(lang, `Deselected ${name}.`, `Deselezionata ${name}.`)
      : tr(
          lang,
          `Selected ${name}: type the cell of its partner.`,
          `Selezionata ${name}: scrivi la casella della compagna.`,
        );
  return { ui: next, session, output: `${note}\n${frameText}`, changed: false };
}
