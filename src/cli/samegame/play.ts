// The process side of `ludoteca samegame`: builds the session (deal, board, or saved game), then feeds the
// controller lines from stdin, or the demo player's moves, prints what it returns and saves the record.

import type { Strategy } from '../../ai/samegame/index.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { describeSameGameError, parseStartField, samegame } from '../../games/samegame/index.js';
import type { Io } from '../io.js';
import type { Lang } from '../lang.js';
import { openSolo, playLines } from '../loop.js';
import { rankedPlay } from '../ranked.js';
import { chooseLayout, screenWidth } from '../screen.js';
import { createDemoPlayer, suggestMove } from './advice.js';
import { type Context, intro, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { fieldWidths } from './render.js';
import { boardSession, current, dealSession, gameIdOf, recordOf, type Session } from './session.js';
import { words } from './text.js';

/** Clears the screen and homes the cursor (the seed's suggestion for the demo's pseudo-animation). */
export const CLEAR_SCREEN = '\x1b[H\x1b[2J';
const DEFAULT_HINT_MS = 1000;
const DEFAULT_DEMO_BEST_MS = 3000;

/** A field typed or read from a file, as a session, or why it is no field to start from. */
function boardOf(text: string, lang: Lang): Result<Session, string> {
  const start = parseStartField(text);
  if (!start.ok) return err(describeSameGameError(start.error, lang));
  return ok(boardSession(start.value.params, start.value.field));
}

export function playSameGame(o: PlayOptions, io: Io): Promise<number> {
  const t = words(o.lang);
  const opening = {
    rules: samegame,
    deal: dealSession,
    board: (text: string) => boardOf(text, o.lang),
    prompt: t.boardPrompt,
    stdinName: t.boardOnStdin,
  };
  // A person's game (not the demo, not --json) is dealt by the server named in LUDOTECA_SERVER, to be ranked.
  const ranked = o.demo === undefined && !o.json ? rankedPlay(io, o.lang) : undefined;
  const ui: Ui = { lang: o.lang, json: o.json, done: false, ...(o.demo === undefined ? {} : { demo: o.demo }) };
  const base: Context = {
    color: io.stdoutIsTty && !o.json && !io.env.NO_COLOR,
    random32: io.random32,
    suggest: (state) => suggestMove(state, o.timeMs ?? DEFAULT_HINT_MS, io.now),
  };
  return playLines(
    io,
    (stdin) => openSolo(io, stdin, o.source, opening, o.lang, ranked),
    (start: Session) => {
      const { width, height } = start.params;
      const fit = o.json ? { layout: 0 } : chooseLayout(fieldWidths(width, height), screenWidth(io), o.lang);
      if (fit.warning !== undefined) io.stderr(`${fit.warning}\n`);
      const ctx: Context = { ...base, compact: fit.layout === 1 };
      if (o.demo !== undefined) return runDemo(o, o.demo, io, ui, start, ctx).then(() => 0);
      const update_ = (u: Ui, session: Session, line: string) => update(u, session, line, ctx);
      const resumed = o.source.kind === 'resume';
      const loop = { game: 'samegame', lang: o.lang, json: o.json, save: o.save, resumed, update: update_, ranked };
      return { ui, intro: intro(ui, start, ctx), loop };
    },
  );
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
    io.stdout(words(o.lang).thinking(budget));
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
