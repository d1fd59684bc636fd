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
import { lazyStdin, resumeHint, resumingNote, runLines, unfinishedNote } from '../loop.js';
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
    const person = io.stdinIsTty && io.stdoutIsTty;
    if (o.resume) {
      const n = start.at;
      io.stdout(
        resumingNote(o.lang, { en: n === 1 ? '1 move' : `${n} moves`, it: n === 1 ? '1 mossa' : `${n} mosse` }),
      );
    }
    const levels = start.seats.flatMap((s) => (s.kind === 'computer' ? [s.level] : []));
    const first = intro({ lang: o.lang, done: false, legendShown: false, echo: !person }, start, levels[0]);
    io.stdout(first.output);
    return await runLines(
      io,
      stdin(),
      {
        game: 'konobi',
        lang: o.lang,
        ...(person ? { prompt: (_ui: Ui, session: Session) => prompt(session, o.lang) } : {}),
        save: person || o.save,
        update: (ui, session, line) => update(ui, session, line, ctx),
        computer: (ui, session) => {
          const step = auto(ui, session, ctx);
          return step && Promise.resolve(step);
        },
        saveText: S.saveText,
        resumeHint: resumeHint('konobi', o.lang),
        unfinished: unfinishedNote(o.lang),
      },
      first.ui,
      start,
    );
  } finally {
    close();
  }
}
