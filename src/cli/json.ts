// The lines of a solo game's --json (docs/formats.md), one shape for every game: each line read gets exactly one
// of these back, so a script can pair them; a game adds only the fields of its own state.
import { type AnySession, gameIdOf, lastMove, outcome } from '../session/index.js';

/** One JSON object on one line. */
export function jsonLine(value: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify(value)}\n`;
}

/** The answer to a blank line: it does nothing, but a script counting lines still gets one back. */
export const JSON_NONE_LINE = jsonLine({ command: 'none' });

/** A refused line (nothing changes): the rule's code and its message in the run's language. */
export function jsonErrorLine(code: string, message: string): string {
  return jsonLine({ error: code, message });
}

export function jsonHelpLine(commands: readonly string[]): string {
  return jsonLine({ command: 'help', commands });
}

/**
 * The session as it stands, after a command or at the start of a dealt game: what the line did (`extra`), the
 * dealt game's id, the game's own fields of its state, and whether the game is over.
 */
export function jsonStateLine(
  session: AnySession,
  extra: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, unknown>>,
): string {
  const id = gameIdOf(session);
  return jsonLine({ ...extra, ...(id === undefined ? {} : { id }), ...fields, over: outcome(session).over });
}

/** An accepted move: its canonical notation, what it did and the state after it (the game's fields), over or not. */
export function jsonMoveLine(session: AnySession, fields: Readonly<Record<string, unknown>>): string {
  return jsonLine({ move: lastMove(session), ...fields, over: outcome(session).over });
}
