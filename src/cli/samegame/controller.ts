// The headless SameGame terminal controller: (ui, session, input line) → (ui, session, output text). It
// holds no I/O, so tests drive it directly; the process wrapper (play.ts) only feeds it lines and prints.

import { newSeed } from '../../core/gameId.js';
import {
  describeSameGameError,
  isOver,
  parseMove,
  type SameGameError,
  type SameGameState,
} from '../../games/samegame/index.js';
import { SOLO_ALIASES } from '../commands.js';
import { tr } from '../lang.js';
import type { LoopStep } from '../loop.js';
import type { Hint } from './advice.js';
import { jsonErrorLine, jsonMoveLine, jsonStateLine, render, type Ui } from './render.js';
import {
  canRedo,
  canUndo,
  current,
  dealSession,
  gameIdOf,
  lastMove,
  moveTo,
  playMove,
  type Session,
} from './session.js';
import { blocks, commandsHelp, points } from './text.js';

export type { Ui } from './render.js';

/** What the controller needs from outside, injected so tests can fix it. */
export interface Context {
  readonly color: boolean;
  /** Random 32-bit integers for the seed of a `new` deal. */
  readonly random32: () => number;
  /** The hint for a state (the solver within its budget, in the process; anything in tests). */
  readonly suggest: (state: SameGameState) => Hint | undefined;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export const COMMANDS = ['help', 'undo', 'redo', 'hint', 'restart', 'new', 'quit'] as const;
export type Command = (typeof COMMANDS)[number];

// The shared names and shortcuts (../commands.ts) are all SameGame has.
const ALIASES: Readonly<Record<string, Command>> = SOLO_ALIASES;

export function parseCommand(text: string): Command | undefined {
  return ALIASES[text.trim().toLowerCase()];
}

/** The first output of a game: a short introduction and the field (or, with --json, the dealt state). */
export function intro(ui: Ui, session: Session, ctx: Context): string {
  if (ui.json) return gameIdOf(session) === undefined ? '' : jsonStateLine(session, {});
  const hello =
    ui.demo === undefined
      ? `${tr(ui.lang, 'Type x y to remove a group, or help.', 'Scrivi x y per rimuovere un gruppo, oppure help.')}\n`
      : '';
  return hello + render(session, ui, ctx);
}

function refuse(ui: Ui, session: Session, code: string, message: string): Step {
  const output = ui.json ? jsonErrorLine(code, message) : `${message}\n`;
  return { ui, session, output, changed: false, refused: true };
}

function refuseMove(ui: Ui, session: Session, e: SameGameError): Step {
  return refuse(ui, session, e.code, describeSameGameError(e, ui.lang));
}

/** After undo, redo, restart or new: the frame again, or a JSON line naming the command. */
function changed(ui: Ui, session: Session, ctx: Context, command: Command, note: string, move?: string): Step {
  const output = ui.json
    ? jsonStateLine(session, move === undefined ? { command } : { command, move })
    : `\n${note}\n${render(session, ui, ctx)}`;
  return { ui, session, output, changed: true };
}

export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const text = line.trim();
  if (text === '') return { ui, session, output: '', changed: false };
  const command = parseCommand(text);
  const lang = ui.lang;
  switch (command) {
    case 'quit': {
      const score = current(session).score;
      const output = ui.json ? '' : `${tr(lang, `Bye: score ${score}.`, `Ciao: punteggio ${score}.`)}\n`;
      return { ui: { ...ui, done: true }, session, output, changed: false };
    }
    case 'help':
      return {
        ui,
        session,
        output: ui.json ? `${JSON.stringify({ command: 'help', commands: COMMANDS })}\n` : `${commandsHelp(lang)}\n`,
        changed: false,
      };
    case 'undo': {
      if (!canUndo(session)) {
        return refuse(ui, session, 'nothing-to-undo', tr(lang, 'nothing to undo', 'niente da annullare'));
      }
      const undone = lastMove(session) as string;
      const next = moveTo(session, session.at - 1);
      return changed(ui, next, ctx, 'undo', tr(lang, `Undid ${undone}.`, `Annullata ${undone}.`), undone);
    }
    case 'redo': {
      if (!canRedo(session)) {
        return refuse(ui, session, 'nothing-to-redo', tr(lang, 'nothing to redo', 'niente da ripetere'));
      }
      const next = moveTo(session, session.at + 1);
      const redone = lastMove(next) as string;
      return changed(ui, next, ctx, 'redo', tr(lang, `Redid ${redone}.`, `Ripetuta ${redone}.`), redone);
    }
    case 'restart': {
      if (!canUndo(session)) {
        return refuse(ui, session, 'nothing-to-undo', tr(lang, 'already at the start', 'già all\u2019inizio'));
      }
      // Back to the start with the moves kept for redo, so a restart can be taken back.
      return changed(
        ui,
        moveTo(session, 0),
        ctx,
        'restart',
        tr(lang, 'Back to the start.', 'Di nuovo all\u2019inizio.'),
      );
    }
    case 'new': {
      const next = dealSession(session.params, newSeed(ctx.random32));
      const id = gameIdOf(next) as string;
      return changed(ui, next, ctx, 'new', tr(lang, `New game ${id}.`, `Nuova partita ${id}.`));
    }
    case 'hint': {
      const state = current(session);
      const hint = ctx.suggest(state);
      if (hint === undefined) {
        return refuseMove(ui, session, { code: 'game-over' });
      }
      const output = ui.json
        ? `${JSON.stringify({ command: 'hint', move: hint.move, removed: hint.removed, points: hint.points })}\n`
        : `${tr(
            lang,
            `Hint: ${hint.move} removes ${blocks(lang, hint.removed)} for ${points(lang, hint.points)}.`,
            `Suggerimento: ${hint.move} rimuove ${blocks(lang, hint.removed)} per ${points(lang, hint.points)}.`,
          )}\n`;
      return { ui, session, output, changed: false };
    }
    case undefined:
      break;
  }
  const state = current(session);
  if (isOver(state)) return refuseMove(ui, session, { code: 'game-over' });
  const move = parseMove(state, text);
  if (!move.ok) return refuseMove(ui, session, move.error);
  const next = playMove(session, move.value);
  return {
    ui,
    session: next,
    output: ui.json ? jsonMoveLine(next) : `\n${render(next, ui, ctx)}`,
    changed: true,
  };
}
