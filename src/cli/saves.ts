// Resuming a terminal game: reads the record a game saved in $LUDOTECA_HOME, replays it, and hands back its
// states with the moves in canonical notation; the same for every game, so each game only builds its session.

import { winnableDeals } from '../ai/shisensho/index.js';
import { describeRecordError } from '../core/messages.js';
import { parseRecord, replayRecord } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { createGames, describeProblem } from '../games/index.js';
import { type Failure, operationFailed } from './args.js';
import { describeFileError, savePath } from './files.js';
import type { Io } from './io.js';
import { type Lang, tr } from './lang.js';

export interface SavedGame<Params, State> {
  readonly params: Params;
  /** Where the game started: a deal's seed or an imported start position. */
  readonly origin:
    | { readonly kind: 'deal'; readonly seed: string }
    | { readonly kind: 'board'; readonly start: string };
  /** states[i] is the state after i moves. */
  readonly states: readonly State[];
  /** The moves, rewritten canonically: a hand-edited save may name a move in any accepted form. */
  readonly moves: readonly string[];
}

export async function loadSavedGame<Params, State>(
  io: Io,
  game: string,
  lang: Lang,
): Promise<Result<SavedGame<Params, State>, Failure>> {
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
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refused(tr(lang, 'it is not valid JSON', 'non è JSON valido'));
  }
  const record = parseRecord(json);
  const describe = (p: { code: string }) => describeProblem(game, p, lang);
  if (!record.ok) return refused(describeRecordError(record.error, describe, lang));
  if (record.value.game !== game) {
    return refused(tr(lang, `it is a ${record.value.game} game`, `è una partita di ${record.value.game}`));
  }
  const games = createGames({ shisenShoDeals: winnableDeals });
  const replayed = replayRecord<State>(games, record.value);
  if (!replayed.ok) return refused(describeRecordError(replayed.error, describe, lang));
  // The replay has parsed the params and every move already, so these parses succeed.
  const rules = games.get(game);
  const params = rules?.parseParams(record.value.params);
  if (!rules || !params?.ok) return refused(tr(lang, 'its params do not parse', 'i suoi parametri non sono validi'));
  const { states } = replayed.value;
  const moves = record.value.moves.map((m, i) => {
    const move = rules.parseMove(states[i], m);
    return move.ok ? (rules.formatMove(states[i], move.value) as string) : m;
  });
  const origin =
    record.value.seed !== undefined
      ? ({ kind: 'deal', seed: record.value.seed } as const)
      : ({ kind: 'board', start: record.value.start as string } as const);
  return ok({ params: params.value as Params, origin, states, moves });
}
