// The process side of `ludoteca shisensho`: builds the session (deal, board, or saved game), then feeds the
// controller lines from stdin, prints what it returns and saves the record after every change.
import { shisensho } from '../../ai/shisensho/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkBoard,
  checkParams,
  describeShisenShoError,
  paramsOfBoard,
  parseBoard,
} from '../../games/shisensho/index.js';
import { reportFailure } from '../args.js';
import type { Io, LineSource } from '../io.js';
import type { Lang } from '../lang.js';
import { lazyStdin, openSolo, runLines } from '../loop.js';
import { common } from '../text.js';
import { suggestPair } from './advice.js';
import { type Context, intro, newUi, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardSession, countSteps, dealSession, type Session } from './session.js';
import { words } from './text.js';

/** A board typed or read from a file, as a session, or why it is not a board. */
function boardOf(text: string, gravity: boolean, lang: Lang): Result<Session, string> {
  const board = parseBoard(text);
  if (!board.ok) return err(describeShisenShoError(board.error, lang));
  const params = checkParams(paramsOfBoard(board.value, gravity));
  if (!params.ok) return err(describeShisenShoError(params.error, lang));
  const checked = checkBoard(params.value, board.value);
  if (!checked.ok) return err(describeShisenShoError(checked.error, lang));
  return ok(boardSession(params.value, board.value));
}

export async function playShisenSho(o: PlayOptions, io: Io): Promise<number> {
  const { stdin, close } = lazyStdin(io);
  try {
    const t = words(o.lang);
    const gravity = o.source.kind === 'board' && o.source.gravity;
    const opening = {
      rules: shisensho,
      deal: dealSession,
      board: (text: string) => boardOf(text, gravity, o.lang),
      prompt: t.boardPrompt,
      stdinName: t.boardOnStdin,
    };
    const loaded = await openSolo(io, stdin, o.source, opening, o.lang);
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
    const { pairs, scrambles } = countSteps(start);
    io.stdout(common(o.lang).resuming(words(o.lang).resumedSteps(pairs, scrambles)));
  }
  const startUi = newUi(o.lang);
  io.stdout(intro(startUi, start, ctx));
  const update_ = (ui: Ui, session: Session, line: string) => update(ui, session, line, ctx);
  const loop = { game: 'shisensho', lang: o.lang, save: o.save, resumed: o.source.kind === 'resume', update: update_ };
  return runLines(io, input, loop, startUi, start);
}
