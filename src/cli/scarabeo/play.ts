// The process side of `ludoteca scarabeo`: builds the session (a new deal or the saved game), then runs the
// line loop over the controller, the computer's moves between the lines, saving each change.
import { chooseMove, type ScarabeoLevel, THINKING_LEVEL, type ThinkProgress } from '../../ai/scarabeo/index.js';
import { newSeed } from '../../core/gameId.js';
import { ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { type Dawg, type LexiconKind, scarabeoGameWith } from '../../games/scarabeo/index.js';
import * as S from '../../session/index.js';
import { computerInput } from '../../session/scarabeo.js';
import type { Failure } from '../args.js';
import type { Io } from '../io.js';
import { playLines } from '../loop.js';
import { progressLine } from '../progress.js';
import { loadSaved } from '../saves.js';
import { chooseLayout, screenHeight, screenWidth } from '../screen.js';
import { auto, type Context, intro, prompt, type Session, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardWidths } from './render.js';
import { words } from './text.js';

async function openSession(
  o: PlayOptions,
  lexicons: (kind: LexiconKind) => Dawg,
  io: Io,
): Promise<Result<Session, Failure>> {
  const game = scarabeoGameWith(lexicons);
  if (o.resume) return loadSaved(io, game, o.lang) as Promise<Result<Session, Failure>>;
  // The levels go to the computer's seats in seat order.
  let next = 0;
  const seats = o.computer.map((c): S.Seat => (c ? { kind: 'computer', level: o.levels[next++] as number } : S.PERSON));
  return ok(S.dealSession(game, o.params, o.seed ?? newSeed(io.random32), { seats, players: o.names }));
}

/** The console game; `lexicons` gives the word graph a game's params name (a resumed game says which). */
export function playScarabeo(o: PlayOptions, lexicons: (kind: LexiconKind) => Dawg, io: Io): Promise<number> {
  return playLines(
    io,
    () => openSession(o, lexicons, io),
    (start: Session) => {
      const dawg = lexicons(start.params.lexicon);
      const seed = start.origin.kind === 'deal' ? start.origin.seed : 'position';
      const ctx: Context = {
        dawg,
        // From the seat's view only; seeded by the game and the turn, so a game id and the same lines replay.
        computer: (session, level) => {
          const state = S.current(session);
          const input = computerInput(S.viewOf(session, state.toMove));
          const rng = createRng(`${seed}/computer/${state.turn}`);
          // Level 6 simulates for seconds: on a terminal, how far along it is.
          const progress = io.stdoutIsTty && level === THINKING_LEVEL ? progressLine(io) : undefined;
          if (progress === undefined) return chooseMove(input, level as ScarabeoLevel, dawg, rng);
          const onProgress = (p: ThinkProgress) => progress.show(() => words(o.lang).thinking(p.fraction));
          const move = chooseMove(input, level as ScarabeoLevel, dawg, rng, { onProgress });
          progress.done();
          return move;
        },
        random32: io.random32,
      };
      const person = io.stdinIsTty && io.stdoutIsTty;
      const rows = screenHeight(io);
      const fit = chooseLayout(boardWidths(), screenWidth(io), o.lang);
      if (fit.warning !== undefined) io.stderr(`${fit.warning}\n`);
      const ui: Ui = {
        lang: o.lang,
        done: false,
        color: io.stdoutIsTty && !io.env.NO_COLOR,
        hotSeat: person,
        legendShown: false,
        waiting: false,
        ...(rows === undefined ? {} : { rows }),
        ...(fit.layout === 1 ? { compact: true } : {}),
      };
      const loop = {
        game: 'scarabeo',
        lang: o.lang,
        save: o.save,
        resumed: o.resume,
        prompt,
        update: (u: Ui, session: Session, line: string) => update(u, session, line, ctx),
        auto: (u: Ui, session: Session) => auto(u, session, ctx),
        sayUnfinished: true,
      };
      return { ui, intro: intro(ui, start), loop };
    },
  );
}
