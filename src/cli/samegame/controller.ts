// The headless SameGame terminal controller: (ui, session, input line) → (ui, session, output text). It
// holds no I/O, so tests drive it directly; the process wrapper (play.ts) only feeds it lines and prints.

import {
  describeSameGameError,
  isOver,
  parseMove,
  type SameGameError,
  type SameGameState,
} from '../../games/samegame/index.js';
import { historyCommand, POSITION_ALIASES, positionText, SOLO_ALIASES } from '../commands.js';
import { JSON_NONE_LINE, jsonErrorLine, jsonHelpLine, jsonLine } from '../json.js';
import type { LoopStep } from '../loop.js';
import type { Hint } from './advice.js';
import { jsonMoveLine, jsonStateLine, render, type Ui } from './render.js';
import { current, gameIdOf, playMove, type Session } from './session.js';
import { words } from './text.js';

export type { Ui } from './render.js';

/** What the controller needs from outside, injected so tests can fix it. */
export interface Context {
  readonly color: boolean;
  /** The compact layout, for a narrow terminal. */
  readonly compact?: boolean;
  /** Random 32-bit integers for the seed of a `new` deal. */
  readonly random32: () => number;
  /** The hint for a state (the solver within its budget, in the process; anything in tests). */
  readonly suggest: (state: SameGameState) => Hint | undefined;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export const COMMANDS = ['help', 'undo', 'redo', 'hint', 'restart', 'new', 'position', 'quit'] as const;
export type Command = (typeof COMMANDS)[number];

// The shared names and shortcuts (../commands.ts), and position's.
const ALIASES: Readonly<Record<string, Command>> = { ...SOLO_ALIASES, ...POSITION_ALIASES };

export function parseCommand(text: string): Command | undefined {
  return ALIASES[text.trim().toLowerCase()];
}

/** The first output of a game: a short introduction and the field (or, with --json, the dealt state). */
export function intro(ui: Ui, session: Session, ctx: Context): string {
  if (ui.json) return gameIdOf(session) === undefined ? '' : jsonStateLine(session, {});
  const hello = ui.demo === undefined ? `${words(ui.lang).hello}\n` : '';
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

/** One line's step; with --json every line gets exactly one line back, so a script can pair them. */
export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const text = line.trim();
  if (text === '') {
    const output = ui.json ? JSON_NONE_LINE : '';
    return { ui, session, output, changed: false };
  }
  const command = parseCommand(text);
  const lang = ui.lang;
  const t = words(lang);
  switch (command) {
    case 'quit': {
      const score = current(session).score;
      const output = ui.json ? jsonStateLine(session, { command }) : `${t.bye(score)}\n`;
      return { ui: { ...ui, done: true }, session, output, changed: false, quit: true };
    }
    case 'help':
      return {
        ui,
        session,
        output: ui.json ? jsonHelpLine(COMMANDS) : `${t.commands}\n`,
        changed: false,
      };
    case 'undo':
    case 'redo':
    case 'restart':
    case 'new': {
      const step = historyCommand(command, session, lang, ctx.random32);
      if ('refused' in step) return refuse(ui, session, step.refused, step.message);
      return changed(ui, step.session, ctx, command, step.note, step.move);
    }
    case 'position': {
      const output = ui.json ? jsonStateLine(session, { command }) : `${positionText(session, true)}\n`;
      return { ui, session, output, changed: false };
    }
    case 'hint': {
      const state = current(session);
      const hint = ctx.suggest(state);
      if (hint === undefined) {
        return refuseMove(ui, session, { code: 'game-over' });
      }
      const output = ui.json
        ? jsonLine({ command: 'hint', move: hint.move, removed: hint.removed, points: hint.points })
        : `${t.hint(hint.move, t.blocks(hint.removed), t.points(hint.points))}\n`;
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
