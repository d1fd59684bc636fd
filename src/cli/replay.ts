// `ludoteca <game> replay [FILE|-] [--json]`, the same in every game: a record (a save, a record from the browser
// or the server) replayed by the session layer exactly as --resume replays a save, then the final position and
// how the game stands.
import type { AnyGame } from '../core/game.js';
import { ok, type Result } from '../core/result.js';
import { REGISTRY } from '../games/index.js';
import { type AnySession, current, gameIdOf, outcome } from '../session/index.js';
import { type Failure, operationFailed, parseCommandLine, reportFailure, SCRIPT_FLAGS } from './args.js';
import { readInput } from './files.js';
import type { Io } from './io.js';
import { jsonLine } from './json.js';
import type { Lang } from './lang.js';
import { describeSaved, replaySaved } from './saves.js';
import { common } from './words.js';

export interface ReplayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  /** The record's file; `-` is stdin. */
  readonly path: string;
}

/** The flags of `ludoteca <game> replay`: the scripting ones and at most one FILE. */
export function replayOptions(game: string) {
  return (args: readonly string[], defaultLang: Lang): Result<ReplayOptions, Failure> => {
    const parsed = parseCommandLine(args, SCRIPT_FLAGS, `ludoteca ${game} replay`, defaultLang, 1);
    if (!parsed.ok) return parsed;
    const v = parsed.value.values;
    return ok({
      help: v.help === true,
      lang: parsed.value.lang,
      json: v.json === true,
      path: parsed.value.positionals[0] ?? '-',
    });
  };
}

/** The rules a replay plays by, and, for rules that load what they need on demand, whether that failed. */
export interface ReplayRules {
  readonly rules: AnyGame;
  /** Set when something the rules loaded on demand (Scarabeo's other lexicon) could not be loaded. */
  readonly failure?: () => Failure | undefined;
}

/** What a game adds to the shared replay: its rules, and its own words and JSON fields for how the game stands. */
export interface ReplayFace {
  readonly rules: (lang: Lang) => Result<ReplayRules, Failure>;
  /** The lines under the position: the score or the seats' scores, and the end of the game or that it goes on. */
  readonly summary: (session: AnySession, lang: Lang) => string;
  /** The game's own fields of the --json object (the state after the last move). */
  readonly fields: (session: AnySession) => Readonly<Record<string, unknown>>;
}

/** The first line: the game id (or the params of a start position) and how many moves were replayed. */
function header(session: AnySession, lang: Lang): string {
  const t = common(lang);
  const origin = gameIdOf(session) ?? t.fromPosition(session.game.name, session.game.formatParams(session.params));
  return t.replayed(origin, session.at);
}

/** The last position in the game's text form, without the line end a form may close with (Scarabeo's). */
function positionOf(session: AnySession): string {
  return session.game.formatPosition(current(session)).replace(/\n+$/, '');
}

/** The --json object: the same keys in every game, then the game's own. */
function jsonOf(session: AnySession, face: ReplayFace): string {
  const game = session.game;
  const o = outcome(session);
  const id = gameIdOf(session);
  return jsonLine({
    game: game.name,
    ...(id === undefined ? {} : { id }),
    params: game.formatParams(session.params),
    ...(session.players === undefined ? {} : { players: session.players }),
    moves: session.at,
    over: o.over,
    ...(o.result === undefined ? {} : { result: o.result }),
    ...(o.won === undefined ? {} : { won: o.won }),
    ...(o.score === undefined ? {} : { score: o.score }),
    ...(o.scores === undefined ? {} : { scores: o.scores }),
    ...(o.winners === undefined ? {} : { winners: o.winners }),
    position: positionOf(session),
    ...face.fields(session),
  });
}

/**
 * Reads the record, replays it with the game's rules (a record of another game, a move that cannot be played, a
 * wrong version: refused whole, naming the move), and prints where the game stands after the last move.
 */
export async function replayCommand(game: string, face: ReplayFace, o: ReplayOptions, io: Io): Promise<number> {
  const { lang } = o;
  const t = common(lang);
  const text = await readInput(io, o.path, t.recordPrompt, lang);
  if (!text.ok) return reportFailure(io, text.error);
  const where = o.path === '-' ? 'stdin' : o.path;
  const made = face.rules(lang);
  if (!made.ok) return reportFailure(io, made.error);
  const replayed = replaySaved(made.value.rules, text.value);
  // A lexicon that failed to load stood in for by another: its failure is the reason, whatever the replay said.
  const failed = made.value.failure?.();
  if (failed !== undefined) return reportFailure(io, failed);
  if (!replayed.ok) {
    const e = replayed.error;
    let why = describeSaved(e, game, lang);
    if (e.code === 'unknown-game' && REGISTRY.some((f) => f.name === e.game)) why += t.replayWith(e.game);
    if (e.code === 'save-json') why += t.expectedRecord;
    return reportFailure(io, operationFailed(`${where}: ${why}`));
  }
  const session = replayed.value;
  if (o.json) {
    io.stdout(jsonOf(session, face));
    return 0;
  }
  io.stdout(`${header(session, lang)}\n${positionOf(session)}\n${face.summary(session, lang)}\n`);
  return 0;
}
