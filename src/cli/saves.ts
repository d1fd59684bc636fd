// Resuming a terminal game and replaying a record: reads a save or record and replays it through the session
// layer (the same check as every record), the same for every game.
import type { AnyGame } from '../core/game.js';
import { err, ok, type Result } from '../core/result.js';
import { type AnySession, describeSaveError, outcome, parseSaveText, type SaveError } from '../session/index.js';
import { type Failure, operationFailed } from './args.js';
import { describeFileError, savePath } from './files.js';
import type { Io } from './io.js';
import type { Lang } from './lang.js';
import { common } from './words.js';

/**
 * A save's or record's text replayed with `rules` (made with what it needs, e.g. the lexicon), or the refusal:
 * the session layer's error, which `describeSaved` words.
 */
export function replaySaved(rules: AnyGame, text: string): Result<AnySession, SaveError> {
  return parseSaveText(new Map([[rules.name, rules]]), text);
}

/** Why a save or record of `game` was refused, in words: another game's names that game. */
export function describeSaved(e: SaveError, game: string, lang: Lang): string {
  return e.code === 'unknown-game' ? common(lang).otherGame(e.game) : describeSaveError(e, game, lang);
}

/** The session saved for `game` (made by `rules`, which holds what it needs, e.g. the lexicon), replayed. */
export async function loadSaved(io: Io, rules: AnyGame, lang: Lang): Promise<Result<AnySession, Failure>> {
  const game = rules.name;
  const path = savePath(io, game);
  const t = common(lang);
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') {
      return err(operationFailed(t.noSave(path, game)));
    }
    return err(operationFailed(describeFileError(e, path, lang)));
  }
  const session = replaySaved(rules, text);
  if (!session.ok) return err(operationFailed(t.cannotResume(path, describeSaved(session.error, game, lang))));
  return ok(session.value);
}

/**
 * The game in progress that the save for `rules` holds, replayed, so a new game can say it is about to replace
 * it; undefined when there is none to lose: no save, a finished game, or a save that does not load.
 */
export async function savedInProgress(io: Io, rules: AnyGame): Promise<AnySession | undefined> {
  let text: string;
  try {
    text = await io.readFile(savePath(io, rules.name));
  } catch {
    return undefined;
  }
  const session = parseSaveText(new Map([[rules.name, rules]]), text);
  return session.ok && !outcome(session.value).over ? session.value : undefined;
}
