// The process side shared by the terminal solo games: stdin opened on first use, the start position read from
// a file or stdin, and the line loop that feeds a headless controller, prints its output and saves the record.
import { err, ok, type Result } from '../core/result.js';
import { type AnySession, saveText } from '../session/index.js';
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

/** What a controller returns for one line of input, or for a computer's turn. */
export interface LoopStep<Ui, Session> {
  readonly ui: Ui;
  readonly session: Session;
  readonly output: string;
  /** Whether the game changed, so the loop saves it. */
  readonly changed: boolean;
  /** Whether the line was refused (not a legal move, nothing to undo, …): a script's run then exits 1. */
  readonly refused?: boolean;
}

export interface LineLoop<Ui extends { readonly done: boolean }, Session extends AnySession> {
  /** The game's name: its save file is $LUDOTECA_HOME/<game>.json. */
  readonly game: string;
  readonly lang: Lang;
  /** --json: output for a program, so never a person's game even at a terminal. */
  readonly json?: boolean;
  /** --save: a script's game is saved too. */
  readonly save: boolean;
  /** The prompt before a person's line (`> ` by default); a script gets none. */
  readonly prompt?: (ui: Ui, session: Session) => string;
  readonly update: (ui: Ui, session: Session, line: string) => LoopStep<Ui, Session>;
  /** The step that needs no line (the computer's move, the end); undefined when a person is to play. */
  readonly auto?: (ui: Ui, session: Session) => LoopStep<Ui, Session> | undefined;
  /** Whether the end of input says that an unsaved game is left unfinished. */
  readonly sayUnfinished?: boolean;
}

/**
 * Feeds lines to the controller until `quit` or the end of input, with the computer's moves in between,
 * printing its output. A person's game (stdin and stdout a terminal, not --json) is saved after every change,
 * a script's only with --save, so a script never clobbers a person's game. Resolves to the exit status: 0, or
 * 1 when a script's line was refused (at a terminal a refusal is only said: the person types again).
 */
export async function runLines<Ui extends { readonly done: boolean }, Session extends AnySession>(
  io: Io,
  input: LineSource,
  loop: LineLoop<Ui, Session>,
  startUi: Ui,
  start: Session,
): Promise<number> {
  const path = savePath(io, loop.game);
  const person = io.stdinIsTty && io.stdoutIsTty && !loop.json;
  const save = person || loop.save;
  let saveFailed = false;
  let saved = false;
  let refused = false;
  let ui = startUi;
  let session = start;
  while (!ui.done) {
    let step: LoopStep<Ui, Session>;
    const auto = loop.auto?.(ui, session);
    if (auto) {
      step = auto;
    } else {
      const prompt = person ? (loop.prompt?.(ui, session) ?? '> ') : undefined;
      if (prompt !== undefined && !input.prompts) io.stdout(prompt);
      const line = await input.next(prompt);
      if (line === undefined) {
        // End of input (Ctrl-D or Ctrl-C at the prompt): end the prompt's line so the shell's starts clean.
        if (prompt !== undefined) io.stdout('\n');
        if (saved) io.stdout(`${resumeHint(loop.game, loop.lang)}\n`);
        else if (loop.sayUnfinished) io.stdout(`${unfinishedNote(loop.lang)}\n`);
        break;
      }
      // No move or command holds a control character, so showing them escaped changes no valid line and makes
      // every echo of it safe.
      step = loop.update(ui, session, printable(line));
    }
    ui = step.ui;
    session = step.session;
    if (step.refused) refused = true;
    io.stdout(step.output);
    if (step.changed && save && !saveFailed) {
      try {
        await io.writeFile(path, saveText(session));
        saved = true;
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
  return refused && !io.stdinIsTty ? 1 : 0;
}

/** The line said when a saved game is resumed after `n` moves. */
export function resumedAfter(lang: Lang, n: number): string {
  return resumingNote(lang, { en: n === 1 ? '1 move' : `${n} moves`, it: n === 1 ? '1 mossa' : `${n} mosse` });
}

/** The end-of-input note of a game nobody saved. */
function unfinishedNote(lang: Lang): string {
  return tr(lang, 'End of input: the game is left unfinished.', 'Fine dell’input: la partita resta da finire.');
}

/** The words of the end-of-input note: the game is saved and how to pick it up. */
function resumeHint(game: string, lang: Lang): string {
  return tr(
    lang,
    `The game is saved: ludoteca ${game} --resume picks it up.`,
    `La partita è salvata: ludoteca ${game} --resume la riprende.`,
  );
}
