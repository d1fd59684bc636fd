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
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { CoresSolver } from '../../node/shisenshoCores.js';
import { NEW_PLAY_CLOCK } from '../../session/shisensho.js';
import type { Io } from '../io.js';
import type { Lang } from '../lang.js';
import { openSolo, playLines } from '../loop.js';
import { rankedPlay } from '../ranked.js';
import { chooseLayout, screenWidth } from '../screen.js';
import { suggestPair } from './advice.js';
import { runClock } from './clock.js';
import { aidsOf, type Context, intro, newUi, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardWidths } from './render.js';
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

export function playShisenSho(o: PlayOptions, io: Io): Promise<number> {
  const t = words(o.lang);
  const gravity = o.source.kind === 'board' && o.source.gravity;
  const opening = {
    rules: shisensho,
    deal: dealSession,
    board: (text: string) => boardOf(text, gravity, o.lang),
    prompt: t.boardPrompt,
    stdinName: t.boardOnStdin,
  };
  // A fresh game (not --json) is dealt by the server named in LUDOTECA_SERVER, to be ranked.
  const ranked = o.json ? undefined : rankedPlay(io, o.lang);
  // One for the game, so its worker thread stays warm from one hint to the next.
  const cores = new CoresSolver();
  const search = (state: ShisenShoState) =>
    cores.solve(state.board, { gravity: state.params.gravity, timeMs: o.timeMs });
  const base: Context = {
    color: io.stdoutIsTty && !o.json && !io.env.NO_COLOR,
    random32: io.random32,
    suggest: (state) => suggestPair(state, search),
    now: () => io.now(),
    // The time played is always kept (the result says it); the status line shows it in a person's game only, so
    // a script's frames stay the same from run to run.
    timer: io.stdinIsTty && io.stdoutIsTty && !o.json,
  };
  return playLines(
    io,
    (stdin) => openSolo(io, stdin, o.source, opening, o.lang, ranked),
    (start: Session) => {
      const { width, height } = start.params;
      const fit = o.json ? { layout: 0 } : chooseLayout(boardWidths(width, height), screenWidth(io), o.lang);
      if (fit.warning !== undefined) io.stderr(`${fit.warning}\n`);
      const ctx: Context = { ...base, compact: fit.layout === 1 };
      // A resumed game's clock runs from its first frame (the time played before is not in the save).
      const ui = newUi(o.lang, o.json, aidsOf(start), runClock(NEW_PLAY_CLOCK, start, io.now()));
      const update_ = (u: Ui, session: Session, line: string) => update(u, session, line, ctx);
      const resumed = o.source.kind === 'resume';
      // A ranked win is posted with the hints used (the server counts the scrambles itself).
      const claim = (u: Ui) => ({ hints: u.aids.hints });
      const loop = {
        game: 'shisensho',
        lang: o.lang,
        json: o.json,
        save: o.save,
        resumed,
        update: update_,
        ranked,
        claim,
      };
      const progress = (session: Session) => {
        const { pairs, scrambles } = countSteps(session);
        return t.resumedSteps(pairs, scrambles);
      };
      return { ui, intro: intro(ui, start, ctx), loop, progress };
    },
  ).finally(() => cores.close());
}
