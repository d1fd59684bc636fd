// The process side shared by the terminal solo games: stdin opened on first use, the start position read from
// a file or stdin, and the line loop that feeds a headless controller, prints its output and saves the record.
import type { AnyGame } from '../core/game.js';
import { newSeed } from '../core/gameId.js';
import { err, ok, type Result } from '../core/result.js';
import { excerpt, TEXT_LIMITS } from '../core/text.js';
import { type AnySession, outcome, saveText } from '../session/index.js';
import { type Failure, operationFailed, reportFailure, type SoloSource } from './args.js';
import { describeWriteError, fileProblem, readBlock, readTextFile, savePath } from './files.js';
import type { Io, LineSource } from './io.js';
import type { Lang } from './lang.js';
import type { RankedClaim, RankedPlay } from './ranked.js';
import { loadSaved, savedInProgress } from './saves.js';
import { printable } from './text.js';
import { common } from './words.js';

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
async function readStart(
  io: Io,
  path: string,
  stdin: () => LineSource,
  prompt: string,
  where: string,
  lang: Lang,
): Promise<Result<{ readonly text: string; readonly where: string }, Failure>> {
  if (path !== '-') {
    const read = await readTextFile(io, path, lang);
    return read.ok ? ok({ text: read.value, where: path }) : read;
  }
  if (io.stdinIsTty) io.stderr(prompt);
  return ok({ text: await readBlock(stdin(), false), where });
}

/** How a solo game opens each source: its rules (for the save), its deal, and its start position from text. */
export interface SoloOpening<P, S extends AnySession> {
  readonly rules: AnyGame;
  readonly deal: (params: P, seed: string) => S;
  /** The session from a start position's text, or the game's message saying what is wrong with it. */
  readonly board: (text: string) => Result<S, string>;
  /** What to ask for at a terminal, and how to name stdin in a refusal (in the run's language). */
  readonly prompt: string;
  readonly stdinName: string;
}

/**
 * The session a solo game starts from, the same way in every solo game. A fresh deal (no seed given) is the
 * server's when `ranked` names one that answers (ranked.ts), else a seed of its own.
 */
export async function openSolo<P, S extends AnySession>(
  io: Io,
  stdin: () => LineSource,
  source: SoloSource<P>,
  how: SoloOpening<P, S>,
  lang: Lang,
  ranked?: RankedPlay,
): Promise<Result<S, Failure>> {
  if (source.kind === 'deal') {
    const served =
      source.seed === undefined ? await ranked?.deal(how.rules, how.rules.formatParams(source.params)) : undefined;
    return ok(how.deal(source.params, source.seed ?? served ?? newSeed(io.random32)));
  }
  if (source.kind === 'resume') return loadSaved(io, how.rules, lang) as Promise<Result<S, Failure>>;
  const read = await readStart(io, source.path, stdin, how.prompt, how.stdinName, lang);
  if (!read.ok) return read;
  const session = how.board(read.value.text);
  return session.ok ? session : err(operationFailed(`${read.value.where}: ${session.error}`));
}

/** Whether a person plays at a terminal (stdin and stdout both one), whose game is saved unasked. */
function personAt(io: Io): boolean {
  return io.stdinIsTty && io.stdoutIsTty;
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
  /** Set by `quit`: the loop stops and says whether the game is saved and how to resume it. */
  readonly quit?: boolean;
}

export interface LineLoop<Ui extends { readonly done: boolean }, Session extends AnySession> {
  /** The game's name: its save file is $LUDOTECA_HOME/<game>.json. */
  readonly game: string;
  readonly lang: Lang;
  /** --json: output for a program, so never a person's game even at a terminal. */
  readonly json?: boolean;
  /** --save: a script's game is saved too. */
  readonly save: boolean;
  /** The prompt before a person's line (`> ` by default); a script gets none, its lines are echoed instead. */
  readonly prompt?: (ui: Ui, session: Session) => string;
  /** A promise when a line waits for other threads (Shisen-Sho's hint on two cores). */
  readonly update: (ui: Ui, session: Session, line: string) => LoopStep<Ui, Session> | Promise<LoopStep<Ui, Session>>;
  /** The step that needs no line (the computer's move, the end); undefined when a person is to play. */
  readonly auto?: (ui: Ui, session: Session) => LoopStep<Ui, Session> | undefined;
  /** Whether the game came from the save file, which therefore holds it before any change. */
  readonly resumed?: boolean;
  /** Whether the end of input says that an unsaved game still in play is left unfinished. */
  readonly sayUnfinished?: boolean;
  /** A ranked deal's play (ranked.ts): the game is posted to the server once it is over. */
  readonly ranked?: RankedPlay;
  /** What the player claims beside the record when a ranked game is posted (Shisen-Sho's hints used). */
  readonly claim?: (ui: Ui) => RankedClaim;
}

/**
 * Feeds lines to the controller until `quit` or the end of input, with the computer's moves in between,
 * printing its output. A person's game (stdin and stdout a terminal, not --json) is saved after every change,
 * a script's only with --save, so a script never clobbers a person's game. Resolves to the exit status: 0, or
 * 1 when a script's line was refused (at a terminal a refusal is only said: the person types again) or a save
 * failed (said once on stderr; the game goes on unsaved).
 */
export async function runLines<Ui extends { readonly done: boolean }, Session extends AnySession>(
  io: Io,
  input: LineSource,
  loop: LineLoop<Ui, Session>,
  startUi: Ui,
  start: Session,
): Promise<number> {
  const path = savePath(io, loop.game);
  const person = personAt(io) && !loop.json;
  const save = person || loop.save;
  // A script's transcript reads like a game: each line it sends is shown after a prompt, as a person sees it
  // (cut past a move's longest text: no move or command is longer).
  const echo = !person && !loop.json;
  const t = common(loop.lang);
  // Why saving failed (said once on stderr when it did, and again in short when the person quits).
  let saveFailed: string | undefined;
  // Whether the save file holds the game as it now stands (a resumed game does until it changes).
  let saved = loop.resumed === true;
  let refused = false;
  let ui = startUi;
  let session = start;
  while (!ui.done) {
    let step: LoopStep<Ui, Session>;
    let echoed = '';
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
        // With --json every line printed answers a line read, so the end of input says nothing.
        if (loop.json) break;
        // A finished game has said so already: there is nothing left to resume.
        const over = outcome(session).over;
        if (saved && !over) io.stdout(`${t.saved(loop.game)}\n`);
        else if (saveFailed !== undefined && !over) io.stdout(`${t.saveFailed(saveFailed)}\n`);
        else if (loop.sayUnfinished && !over) io.stdout(`${t.unfinished}\n`);
        break;
      }
      // No move or command holds a control character, so showing them escaped changes no valid line and makes
      // every echo of it safe.
      const safe = printable(line);
      if (echo) echoed = `> ${excerpt(safe.trim(), TEXT_LIMITS.move)}\n`;
      step = await loop.update(ui, session, safe);
    }
    ui = step.ui;
    session = step.session;
    if (step.refused) refused = true;
    io.stdout(echoed + step.output);
    if (loop.ranked && step.changed && outcome(session).over) {
      io.stdout(await loop.ranked.finished(session, loop.claim?.(ui)));
    }
    // What quit says in every game: whether the game is saved, and how to pick it up when it is; nothing once
    // the game is over, which has said so (a finished game is not one to resume).
    if (step.quit && !loop.json && !outcome(session).over) io.stdout(`${quitWords()}\n`);
    if (step.changed) saved = false;
    if (step.changed && save && saveFailed === undefined) {
      try {
        await io.writeFile(path, saveText(session));
        saved = true;
      } catch (e) {
        // Keep playing: losing the save is worth a warning, not the game; the run still fails at its end.
        saveFailed = fileProblem(e, loop.lang);
        io.stderr(`ludoteca: ${describeWriteError(e, path, loop.lang)}\n`);
      }
    }
  }
  // A failed save is a failed operation, at a terminal too: the game is not where --resume looks for it.
  return saveFailed !== undefined || (refused && !io.stdinIsTty) ? 1 : 0;

  function quitWords(): string {
    if (saved) return t.saved(loop.game);
    // The save was tried and failed: that is the reason, not the script's missing --save.
    if (saveFailed !== undefined) return t.saveFailed(saveFailed);
    return save ? t.nothingSaved : t.notSaved;
  }
}

/** How a game's play command starts, once its session is open: the first Ui, the introduction, the loop. */
export interface Start<Ui extends { readonly done: boolean }, Session extends AnySession> {
  readonly ui: Ui;
  readonly intro: string;
  readonly loop: LineLoop<Ui, Session>;
  /** How far a game had got ("12 moves"), when the game counts otherwise (a resumed one, or the save it replaces). */
  readonly progress?: (session: Session) => string;
}

/**
 * Every game's play command: opens the session (a deal, a board, the save), says how far a resumed game had
 * got, prints the introduction, warns when a new game that will be saved is to replace a saved game still in
 * progress, and runs the line loop; stdin is opened only if something reads it.
 */
export async function playLines<Ui extends { readonly done: boolean }, Session extends AnySession>(
  io: Io,
  open: (stdin: () => LineSource) => Promise<Result<Session, Failure>>,
  start: (session: Session, stdin: () => LineSource) => Start<Ui, Session> | Promise<number>,
): Promise<number> {
  const { stdin, close } = lazyStdin(io);
  try {
    const opened = await open(stdin);
    if (!opened.ok) return reportFailure(io, opened.error);
    const begun = start(opened.value, stdin);
    if (begun instanceof Promise) return await begun;
    const { loop } = begun;
    const t = common(loop.lang);
    const progress = (session: Session) => begun.progress?.(session) ?? t.moves(session.at);
    if (loop.resumed && !loop.json) io.stdout(t.resuming(progress(opened.value)));
    io.stdout(begun.intro);
    // The first move of a game that is saved overwrites the save: say so while the old game can still be kept.
    if (!loop.resumed && !loop.json && (loop.save || personAt(io))) {
      const old = await savedInProgress(io, opened.value.game);
      if (old !== undefined) io.stdout(`${t.savedInProgress(loop.game, progress(old as Session))}\n`);
    }
    return await runLines(io, stdin(), loop, begun.ui, opened.value);
  } finally {
    close();
  }
}
