// The process side of `ludoteca shisensho`: builds the session (deal, board, or saved game), then feeds the
// controller lines from stdin, prints what it returns and saves the record after every change.
import { shisensho } from '../../ai/shisensho/index.js';
import { newSeed } from '../../core/gameId.js';
import { ok, type Result } from '../../core/result.js';
import {
  checkBoard,
  checkParams,
  describeShisenShoError,
  paramsOfBoard,
  parseBoard,
} from '../../games/shisensho/index.js';
import { type Failure, reportFailure } from '../args.js';
import type { Io, LineSource } from '../io.js';
import type { Lang } from '../lang.js';
import { lazyStdin, readStart, refusedStart, resumingNote, runLines } from '../loop.js';
import { loadSaved } from '../saves.js';
import { suggestPair } from './advice.js';
import { type Context, intro, newUi, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardSession, countSteps, dealSession, type Session } from './session.js';

async function loadBoard(
  path: string,
  gravity: boolean,
  io: Io,
  stdin: () => LineSource,
  lang: Lang,
): Promise<Result<Session, Failure>> {
  const read = await readStart(
    io,
    path,
    stdin,
    { en: 'Type or paste the board, then a blank line:\n', it: 'Scrivi o incolla il tavolo, poi una riga vuota:\n' },
    { en: 'the board on stdin', it: 'il tavolo su stdin' },
    lang,
  );
  if (!read.ok) return read;
  const { text, where } = read.value;
  const board = parseBoard(text);
  if (!board.ok) return refusedStart(where, describeShisenShoError(board.error, lang));
  const params = checkParams(paramsOfBoard(board.value, gravity));
  if (!params.ok) return refusedStart(where, describeShisenShoError(params.error, lang));
  const checked = checkBoard(params.value, board.value);
  if (!checked.ok) return refusedStart(where, describeShisenShoError(checked.error, lang));
  return ok(boardSession(params.value, board.value));
}

async function openSession(o: PlayOptions, io: Io, stdin: () => LineSource): Promise<Result<Session, Failure>> {
  const source = o.source;
  if (source.kind === 'deal') return ok(dealSession(source.params, source.seed ?? newSeed(io.random32)));
  if (source.kind === 'board') return loadBoard(source.path, source.gravity, io, stdin, o.lang);
  return loadSaved(io, shisensho, o.lang) as Promise<Result<Session, Failure>>;
}

export async function playShisenSho(o: PlayOptions, io: Io): Promise<number> {
  const { stdin, close } = lazyStdin(io);
  try {
    const loaded = await openSession(o, io, stdin);
    if (!loaded.ok) return reportFailure(io, loaded.error);
    const ctx: Context = {
      color: io.stdoutIsTty && !io.env.NO_COLOR,
      random32: io.random32,
      suggest: (state) => suggestPair(state, o.timeMs, io.now),
    };
    return await runInteractive(o, io, loaded.value, ctx, stdin());
  } finally {
    close();
  }
}

/** A person (or a script) plays: lines from stdin through the controller; the game is saved after each change. */
async function runInteractive(
  o: PlayOptions,
  io: Io,
  start: Session,
  ctx: Context,
  input: LineSource,
): Promise<number> {
  if (o.source.kind === 'resume') {
    const { pairs: n, scrambles: k } = countSteps(start);
    const en = k === 0 ? '' : k === 1 ? ' and 1 scramble' : ` and ${k} scrambles`;
    const it = k === 0 ? '' : k === 1 ? ' e 1 mescolata' : ` e ${k} mescolate`;
    io.stdout(
      resumingNote(o.lang, {
        en: `${n === 1 ? '1 pair' : `${n} pairs`}${en}`,
        it: `${n === 1 ? '1 coppia' : `${n} coppie`}${it}`,
      }),
    );
  }
  const startUi = newUi(o.lang);
  io.stdout(intro(startUi, start, ctx));
  const update_ = (ui: Ui, session: Session, line: string) => update(ui, session, line, ctx);
  return runLines(io, input, { game: 'shisensho', lang: o.lang, save: o.save, update: update_ }, startUi, start);
}
