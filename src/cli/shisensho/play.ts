// The process side of `ludoteca shisensho`: builds the session (deal, board, or saved game), then feeds the
// controller lines from stdin, prints what it returns and saves the record after every change.
import { newSeed } from '../../core/gameId.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkBoard,
  checkParams,
  describeShisenShoError,
  paramsOfBoard,
  parseBoard,
  type ShisenShoParams,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { type Failure, operationFailed, reportFailure } from '../args.js';
import { readBlock, readTextFile, savePath } from '../files.js';
import type { Io, LineSource } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { loadSavedGame } from '../saves.js';
import { suggestPair } from './advice.js';
import { type Context, intro, newUi, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardSession, countSteps, dealSession, recordOf, replayedSession, type Session } from './session.js';

async function loadBoard(
  path: string,
  gravity: boolean,
  io: Io,
  stdin: () => LineSource,
  lang: Lang,
): Promise<Result<Session, Failure>> {
  let text: string;
  if (path === '-') {
    if (io.stdinIsTty) {
      io.stderr(
        tr(lang, 'Type or paste the board, then a blank line:\n', 'Scrivi o incolla il tavolo, poi una riga vuota:\n'),
      );
    }
    text = await readBlock(stdin(), false);
  } else {
    const read = await readTextFile(io, path, lang);
    if (!read.ok) return read;
    text = read.value;
  }
  const where = path === '-' ? tr(lang, 'the board on stdin', 'il tavolo su stdin') : path;
  const board = parseBoard(text);
  if (!board.ok) return err(operationFailed(`${where}: ${describeShisenShoError(board.error, lang)}`));
  const params = checkParams(paramsOfBoard(board.value, gravity));
  if (!params.ok) return err(operationFailed(`${where}: ${describeShisenShoError(params.error, lang)}`));
  const checked = checkBoard(params.value, board.value);
  if (!checked.ok) return err(operationFailed(`${where}: ${describeShisenShoError(checked.error, lang)}`));
  return ok(boardSession(params.value, board.value));
}

async function loadSaved(io: Io, lang: Lang): Promise<Result<Session, Failure>> {
  const saved = await loadSavedGame<ShisenShoParams, ShisenShoState>(io, 'shisensho', lang);
  if (!saved.ok) return saved;
  const { params, origin, states, moves } = saved.value;
  return ok(replayedSession(params, origin, states, [...moves]));
}

async function openSession(o: PlayOptions, io: Io, stdin: () => LineSource): Promise<Result<Session, Failure>> {
  const source = o.source;
  if (source.kind === 'deal') return ok(dealSession(source.params, source.seed ?? newSeed(io.random32)));
  if (source.kind === 'board') return loadBoard(source.path, source.gravity, io, stdin, o.lang);
  return loadSaved(io, o.lang);
}

export async function playShisenSho(o: PlayOptions, io: Io): Promise<number> {
  let lines: LineSource | undefined;
  const stdin = (): LineSource => {
    lines ??= io.stdinLines();
    return lines;
  };
  try {
    const loaded = await openSession(o, io, stdin);
    if (!loaded.ok) return reportFailure(io, loaded.error);
    const ctx: Context = {
      color: io.stdoutIsTty && !io.env.NO_COLOR,
      random32: io.random32,
      suggest: (state) => suggestPair(state, o.timeMs, io.now),
    };
    await runInteractive(o, io, loaded.value, ctx, stdin());
    return 0;
  } finally {
    lines?.close();
  }
}

/** A person (or a script) plays: lines from stdin through the controller; the game is saved after each change. */
async function runInteractive(o: PlayOptions, io: Io, start: Session, ctx: Context, input: LineSource): Promise<void> {
  const path = savePath(io, 'shisensho');
  let saveFailed = false;
  const prompt = io.stdinIsTty && io.stdoutIsTty;
  if (o.source.kind === 'resume') {
    const { pairs: n, scrambles: k } = countSteps(start);
    const en = k === 0 ? '' : k === 1 ? ' and 1 scramble' : ` and ${k} scrambles`;
    const it = k === 0 ? '' : k === 1 ? ' e 1 mescolata' : ` e ${k} mescolate`;
    io.stdout(
      tr(
        o.lang,
        `Resuming the saved game after ${n === 1 ? '1 pair' : `${n} pairs`}${en}.\n`,
        `Riprendo la partita salvata dopo ${n === 1 ? '1 coppia' : `${n} coppie`}${it}.\n`,
      ),
    );
  }
  let ui = newUi(o.lang);
  let session = start;
  io.stdout(intro(ui, session, ctx));
  while (!ui.done) {
    if (prompt) io.stdout('> ');
    const line = await input.next();
    if (line === undefined) {
      if (prompt) io.stdout('\n');
      break;
    }
    const step = update(ui, session, line, ctx);
    ui = step.ui;
    session = step.session;
    io.stdout(step.output);
    if (step.changed && !saveFailed) {
      try {
        await io.writeFile(path, `${JSON.stringify(recordOf(session))}\n`);
      } catch (e) {
        // Keep playing: losing the save is worth a warning, not the game.
        saveFailed = true;
        const why = e instanceof Error ? e.message : String(e);
        io.stderr(
          `ludoteca: ${tr(o.lang, `cannot save the game to ${path}: ${why}`, `impossibile salvare la partita in ${path}: ${why}`)}\n`,
        );
      }
    }
  }
}
