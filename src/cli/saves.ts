// Resuming a terminal game: reads the save a game wrote in $LUDOTECA_HOME and replays it through the session
// layer (the same check as every record), the same for every game.
import type { AnyGame } from '../core/game.js';
import { err, ok, type Result } from '../core/result.js';
import { type AnySession, describeSaveError, parseSaveText } from '../session/index.js';
import { type Failure, operationFailed } from './args.js';
import { describeFileError, savePath } from './files.js';
import type { Io } from './io.js';
import { type Lang, tr } from './lang.js';

/** The session saved for `game` (made by `rules`, which holds what it needs, e.g. the lexicon), replayed. */
export async function loadSaved(io: Io, rules: AnyGame, lang: Lang): Promise<Result<AnySession, Failure>> {
  const game = rules.name;
  const path = savePath(io, game);
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') {
      return err(
        operationFailed(
          tr(
            lang,
            `no saved game in ${path}: play one first (ludoteca ${game})`,
            `nessuna partita salvata in ${path}: prima giocane una (ludoteca ${game})`,
          ),
        ),
      );
    }
    return err(operationFailed(describeFileError(e, path, lang)));
  }
  const refused = (why: string) =>
    err(operationFailed(tr(lang, `cannot resume ${path}: ${why}`, `impossibile riprendere ${path}: ${why}`)));
  const session = parseSaveText(new Map([[game, rules]]), text);
  if (!session.ok) {
    const e = session.error;
    if (e.code === 'unknown-game') {
      return refused(tr(lang, `it is a ${e.game} game`, `è una partita di ${e.game}`));
    }
    return refused(describeSaveError(e, game, lang));
  }
  return ok(session.value);
}
