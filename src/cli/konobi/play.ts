// The process side of `ludoteca konobi`: builds the session (a new game or the saved one), then runs the line
// loop over the controller, the computer's moves between the lines, saving each change.
import { search } from '../../ai/konobi/index.js';
import { newSeed } from '../../core/gameId.js';
import { ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { konobi } from '../../games/konobi/index.js';
import * as S from '../../session/index.js';
import { type Failure, reportFailure } from '../args.js';
import type { Io } from '../io.js';
import { lazyStdin, resumedAfter, runLines } from '../loop.js';
import { loadSaved } from '../saves.js';
import { auto, type Context, intro, prompt, type Session, type Ui, update } from './controller.js';
import type { PlayOptions } from './options.js';

async function openSession(o: PlayOptions, io: Io): Promise<Result<Session, Failure>> {
  if (o.resume) return loadSaved(io, konobi, o.lang) as Promise<Result<Session, Failure>>;
  const seat = (kind: 'human' | 'computer'): S.Seat =>
    kind === 'computer' ? { kind: 'computer', level: o.level } : S.PERSON;
  const seed = o.seed ?? newSeed(io.random32);
  return ok(S.dealSession(konobi, { size: o.size }, seed, { seats: [seat(o.black), seat(o.white)] }));
}

export async function playKonobi(o: PlayOptions, io: Io): Promise<number> {
  const { stdin, close } = lazyStdin(io);
  try {
    const opened = await openSession(o, io);
    if (!opened.ok) return reportFailure(io, opened.error);
    const start = opened.value;
    const seed = start.origin.kind === 'deal' ? start.origin.seed : 'position';
    const ctx: Context = {
      // Seeded by the game and the move number, so a game id and the same lines replay the same game.
      computer: (session, level) =>
        search(S.current(session), {
          level,
          rng: createRng(`${seed}/computer/${session.at}`),
          now: io.now,
          timeMs: 30_000,
        }),
      random32: io.random32,
    };
    if (o.resume) io.stdout(resumedAfter(o.lang, start.at));
    const levels = start.seats.flatMap((s) => (s.kind === 'computer' ? [s.level] : []));
    const echo = !(io.stdinIsTty && io.stdoutIsTty);
    const first = intro({ lang: o.lang, done: false, legendShown: false, echo }, start, levels[0]);
    io.stdout(first.output);
    const loop = {
      game: 'konobi',
      lang: o.lang,
      save: o.save,
      prompt: (_ui: Ui, session: Session) => prompt(session, o.lang),
      update: (ui: Ui, session: Session, line: string) => update(ui, session, line, ctx),
      auto: (ui: Ui, session: Session) => auto(ui, session, ctx),
      sayUnfinished: true,
    };
    return await runLines(io, stdin(), loop, first.ui, start);
  } finally {
    close();
  }
}
