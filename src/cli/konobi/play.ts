// The process side of `ludoteca konobi`: builds the session (a new game or the saved one), then runs the line
// loop over the controller, the computer's moves between the lines, saving each change.
import { search } from '../../ai/konobi/index.js';
import { newSeed } from '../../core/gameId.js';
import { ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { konobi } from '../../games/konobi/index.js';
import * as S from '../../session/index.js';
import type { Failure } from '../args.js';
import type { Io } from '../io.js';
import { playLines } from '../loop.js';
import { progressLine } from '../progress.js';
import { loadSaved } from '../saves.js';
import { chooseLayout, screenWidth } from '../screen.js';
import { auto, type Context, intro, prompt, type Session, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';
import { boardWidths } from './render.js';
import { words } from './text.js';

async function openSession(o: PlayOptions, io: Io): Promise<Result<Session, Failure>> {
  if (o.resume) return loadSaved(io, konobi, o.lang) as Promise<Result<Session, Failure>>;
  // The levels go to the computer's sides, Black's first.
  let next = 0;
  const seat = (kind: 'person' | 'computer'): S.Seat =>
    kind === 'computer' ? { kind: 'computer', level: o.levels[next++] as number } : S.PERSON;
  const seed = o.seed ?? newSeed(io.random32);
  return ok(S.dealSession(konobi, { size: o.size }, seed, { seats: [seat(o.black), seat(o.white)] }));
}

export function playKonobi(o: PlayOptions, io: Io): Promise<number> {
  return playLines(
    io,
    () => openSession(o, io),
    (start: Session) => {
      const seed = start.origin.kind === 'deal' ? start.origin.seed : 'position';
      const ctx: Context = {
        // Seeded by the game and the move number, so a game id and the same lines replay the same game.
        computer: (session, level) => {
          // On a terminal, the playouts so far: a size-19 board takes seconds.
          const progress = io.stdoutIsTty ? progressLine(io) : undefined;
          const onProgress = (playouts: number, budget: number) =>
            progress?.show(() => words(o.lang).thinking(playouts, budget));
          const result = search(S.current(session), {
            level,
            rng: createRng(`${seed}/computer/${session.at}`),
            now: io.now,
            timeMs: 30_000,
            ...(progress ? { onProgress } : {}),
          });
          progress?.done();
          return result;
        },
        random32: io.random32,
      };
      const levels = start.seats.flatMap((s) => (s.kind === 'computer' ? [s.level] : []));
      const fit = chooseLayout(boardWidths(start.params.size), screenWidth(io), o.lang);
      if (fit.warning !== undefined) io.stderr(`${fit.warning}\n`);
      const color = io.stdoutIsTty && !io.env.NO_COLOR;
      const compact = fit.layout === 1;
      const first = intro({ lang: o.lang, done: false, legendShown: false, color, compact }, start, levels[0]);
      const loop = {
        game: 'konobi',
        lang: o.lang,
        save: o.save,
        resumed: o.resume,
        prompt: (_ui: Ui, session: Session) => prompt(session, o.lang),
        update: (ui: Ui, session: Session, line: string) => update(ui, session, line, ctx),
        auto: (ui: Ui, session: Session) => auto(ui, session, ctx),
        sayUnfinished: true,
      };
      return { ui: first.ui, intro: first.output, loop };
    },
  );
}
