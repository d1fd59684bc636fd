// The process side shared by the terminal solo games: stdin opened on first use, the start position read from
// a file or stdin, and the line loop that feeds a headless controller, prints its output and saves the record.
import type { GameRecord } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { type Failure, operationFailed } from './args.js';
import { readBlock, readTextFile, savePath } from './files.js';
import type { Io, LineSource } from './io.js';
import { type Lang, tr } from './lang.js';
import { printable } from './text.js';

/** Stdin as lines, opened only when something reads it, so a run that never does can still exit. */
export interface LazyStdin {
  readonly stdin: () => LineSource;
  close(): void;
}

export function lazyStdin(io: Io): LazyStdin {
  let lines: LineSource | undefined;
  return {
    stdin: () => {
      lines ??= io.stdinLines();
      return lines;
    },
    close: () => lines?.close(),
  };
}

/**
 * The text of a start position from FILE, or from stdin for `-` up to a blank line (after `prompt` when stdin
 * is a terminal), so moves can follow it on stdin; `where` names the source for the game's parse errors.
 */
export async function readStart(
  io: Io,
  path: string,
  stdin: () => LineSource,
  prompt: { readonly en: string; readonly it: string },
  where: { readonly en: string; readonly it: string },
  lang: Lang,
): Promise<Result<{ readonly text: string; readonly where: string }, Failure>> {
  if (path !== '-') {
    const read = await readTextFile(io, path, lang);
    return read.ok ? ok({ text: read.value, where: path }) : read;
  }
  if (io.stdinIsTty) io.stderr(tr(lang, prompt.en, prompt.it));
  return ok({ text: await readBlock(stdin(), false), where: tr(lang, where.en, where.it) });
}

/** A start position refused by the game's parser, as the failure `ludoteca` reports. */
export function refusedStart(where: string, message: string): Result<never, Failure> {
  return err(operationFailed(`${where}: ${message}`));
}

/** The line said when a saved game is resumed, given how far it had got in each language. */
export function resumingNote(lang: Lang, progress: { readonly en: string; readonly it: string }): string {
  return tr(
    lang,
    `Resuming the saved game after ${progress.en}.\n`,
    `Riprendo la partita salvata dopo ${progress.it}.\n`,
  );
}

/** What a controller returns for one line of input. */
export interface LoopStep<Ui, Session> {
  readonly ui: Ui;
  readonly session: Session;
  readonly output: string;
  /** Whether the game changed, so the loop saves it. */
  readonly changed: boolean;
}

export interface LineLoop<Ui extends { readonly done: boolean }, Session> {
  /** The game's name: its save file is $LUDOTECA_HOME/<game>.json. */
  readonly game: string;
  readonly lang: Lang;
  /** Whether to show a `> ` prompt (a person at a terminal). */
  readonly prompt: boolean;
  /** Whether to save the record after every change. */
  readonly save: boolean;
  readonly update: (ui: Ui, session: Session, line: string) => LoopStep<Ui, Session>;
  readonly recordOf: (session: Session) => GameRecord;
}

/** Feeds lines to the controller until `quit` or the end of input, printing its output and saving each change. */
export async function runLines<Ui extends { readonly done: boolean }, Session>(
  io: Io,
  input: LineSource,
  loop: LineLoop<Ui, Session>,
  startUi: Ui,
  start: Session,
): Promise<void> {
  const path = savePath(io, loop.game);
  let saveFailed = false;
  let ui = startUi;
  let session = start;
  while (!ui.done) {
    if (loop.prompt) io.stdout('> ');
    const line = await input.next();
    if (line === undefined) {
      // End of input (Ctrl-D at the prompt): end the prompt's line so the shell's starts clean.
      if (loop.prompt) io.stdout('\n');
      break;
    }
    // No move or command holds a control character, so showing them escaped changes no valid line and makes
    // every echo of it safe.
    const step = loop.update(ui, session, printable(line));
    ui = step.ui;
    session = step.session;
    io.stdout(step.output);
    if (step.changed && loop.save && !saveFailed) {
      try {
        await io.writeFile(path, `${JSON.stringify(loop.recordOf(session))}\n`);
      } catch (e) {
        // Keep playing: losing the save is worth a warning, not the game.
        saveFailed = true;
        const why = e instanceof Error ? e.message : String(e);
        io.stderr(
          `ludoteca: ${tr(loop.lang, `cannot save the game to ${path}: ${why}`, `impossibile salvare la partita in ${path}: ${why}`)}\n`,
        );
      }
    }
  }
}
