// The process side of `ludoteca samegame`: builds the session (deal, board, or saved game), then feeds the
// controller lines from stdin, or the demo player's moves, prints what it returns and saves the record.

import type { Strategy } from '../../ai/samegame/index.js';
import { newSeed } from '../../core/gameId.js';
import { ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { checkParams, describeSameGameError, paramsOfField, parseField, samegame } from '../../games/samegame/index.js';
import { type Failure, reportFailure } from '../args.js';
import type { Io, LineSource } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { lazyStdin, readStart, refusedStart, resumedAfter, runLines } from '../loop.js';
import { loadSaved } from '../saves.js';
import { createDemoPlayer, suggestMove } from './advice.js';
import { type Context, intro, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardSession, current, dealSession, gameIdOf, recordOf, type Session } from './session.js';

/** Clears the screen and homes the cursor (the seed's suggestion for the demo's pseudo-animation). */
export const CLEAR_SCREEN = '\x1b[H\x1b[2J';
const DEFAULT_HINT_MS = 1000;
const DEFAULT_DEMO_BEST_MS = 3000;

async function loadBoard(path: string, io: Io, stdin: () => LineSource, lang: Lang): Promise<Result<Session, Failure>> {
  const read = await readStart(
    io,
    path,
    stdin,
    { en: 'Type or paste the field, then a blank line:\n', it: 'Scrivi o incolla il campo, poi una riga vuota:\n' },
    { en: 'the board on stdin', it: 'il campo su stdin' },
    lang,
  );
  if (!read.ok) return read;
  const { text, where } = read.value;
  const field = parseField(text);
  if (!field.ok) return refusedStart(where, describeSameGameError(field.error, lang));
  const params = checkParams(paramsOfField(field.value));
  if (!params.ok) return refusedStart(where, describeSameGameError(params.error, lang));
  return ok(boardSession(params.value, field.value));
}

async function openSession(o: PlayOptions, io: Io, stdin: () => LineSource): Promise<Result<Session, Failure>> {
  const source = o.source;
  if (source.kind === 'deal') return ok(dealSession(source.params, source.seed ?? newSeed(io.random32)));
  if (source.kind === 'board') return loadBoard(source.path, io, stdin, o.lang);
  return loadSaved(io, samegame, o.lang) as Promise<Result<Session, Failure>>;
}

export async function playSameGame(o: PlayOptions, io: Io): Promise<number> {
  const { stdin, close } = lazyStdin(io);
  try {
    const loaded = await openSession(o, io, stdin);
    if (!loaded.ok) return reportFailure(io, loaded.error);
    const ui: Ui = { lang: o.lang, json: o.json, done: false, ...(o.demo === undefined ? {} : { demo: o.demo }) };
    const ctx: Context = {
      color: io.stdoutIsTty && !o.json && !io.env.NO_COLOR,
      random32: io.random32,
      suggest: (state) => suggestMove(state, o.timeMs ?? DEFAULT_HINT_MS, io.now),
    };
    if (o.demo !== undefined) {
      await runDemo(o, o.demo, io, ui, loaded.value, ctx);
      return 0;
    }
    return await runInteractive(o, io, ui, loaded.value, ctx, stdin());
  } finally {
    close();
  }
}

/** The computer plays; redrawn in place with a pause only on a terminal, every frame plainly otherwise. */
async function runDemo(
  o: PlayOptions,
  strategy: Strategy,
  io: Io,
  ui: Ui,
  start: Session,
  ctx: Context,
): Promise<void> {
  const animate = io.stdoutIsTty && !o.json;
  io.stdout((animate ? CLEAR_SCREEN : '') + intro(ui, start, ctx));
  const budget = o.timeMs ?? DEFAULT_DEMO_BEST_MS;
  if (animate && strategy === 'best') {
    // The first move waits for the whole search; say so rather than look frozen.
    io.stdout(tr(o.lang, `The solver is thinking (${budget} ms)…\n`, `Il risolutore sta pensando (${budget} ms)…\n`));
  }
  // Seeded by the deal, so a demo of the same game plays the same way (the random strategy included).
  const origin = gameIdOf(start) ?? recordOf(start).start ?? '';
  const player = createDemoPlayer(strategy, createRng(`demo:${origin}`), { timeMs: budget, now: io.now });
  let session = start;
  for (;;) {
    const move = player(current(session));
    if (move === undefined) break;
    if (animate) await io.sleep(o.delayMs);
    const step = update(ui, session, `${move.x},${move.y}`, ctx);
    session = step.session;
    io.stdout(animate ? CLEAR_SCREEN + step.output.replace(/^\n/, '') : step.output);
  }
}

/** A person (or a script) plays: lines from stdin through the controller; a person's game is saved. */
async function runInteractive(
  o: PlayOptions,
  io: Io,
  startUi: Ui,
  start: Session,
  ctx: Context,
  input: LineSource,
): Promise<number> {
  if (o.source.kind === 'resume' && !o.json) io.stdout(resumedAfter(o.lang, start.at));
  io.stdout(intro(startUi, start, ctx));
  const update_ = (ui: Ui, session: Session, line: string) => update(ui, session, line, ctx);
  const loop = { game: 'samegame', lang: o.lang, json: o.json, save: o.save, update: update_ };
  return runLines(io, input, loop, startUi, start);
}
