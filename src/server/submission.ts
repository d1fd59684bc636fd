// Turns a submitted game record (untrusted JSON) into what the store keeps: parsed, replayed, finished, scored.
// The replay is the session layer's, as in every face, and the score and result come from the game's outcome
// of it, so a record that does not replay never reaches the database, and a client can claim neither.
import type { AnyGame } from '../core/game.js';
import { formatGameId } from '../core/gameId.js';
import { describeNameProblem, describeRecordError, nameRule } from '../core/messages.js';
import { parsePlayerName as parseName } from '../core/names.js';
import { type GameRecord, parseRecord, type RecordError } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { describeProblem } from '../games/index.js';
import { current, outcome, recordSession } from '../session/session.js';
import type { NewRecord } from './db.js';

/** An API failure as data: a stable code for programs and an English message for people. */
export interface ApiError {
  readonly code: string;
  readonly message: string;
}

export function apiError(code: string, message: string): ApiError {
  return { code, message };
}

function recordError(e: RecordError, game: string): ApiError {
  if (e.code === 'record-player') {
    // The API's code for a seat's name, with the message a bad "player" gets.
    const what = `the name of seat ${e.index + 1} in "players"`;
    return apiError('bad-players', `the record was refused: ${what} ${describeNameProblem(e.problem)}: ${nameRule()}`);
  }
  // Neither or both of seed and start is a malformed record, as the API has always called it.
  const code = e.code === 'record-origin' ? 'record-shape' : e.code;
  const text = describeRecordError(e, (p) => describeProblem(game, p));
  // The core already says "bad record: …" for a shape error; other texts need saying that it was refused.
  return apiError(code, code === 'record-shape' ? text : `the record was refused: ${text}`);
}

/**
 * A player's name, the POST body's `player` and each of a record's `players`: the rule every face's names follow
 * (src/core/names.ts: NFC, trimmed, 1–40 code points, no control, direction or invisible format character, something
 * visible), as the stored name or a sentence about `what` (e.g. `"player"`) saying what is wrong and what a name is.
 */
export function parsePlayerName(raw: string, what: string): Result<string, string> {
  const name = parseName(raw);
  return name.ok ? name : err(`${what} ${describeNameProblem(name.error)}: ${nameRule()}`);
}

/** A record's fields (formats.md); any other is refused, as the API's input is strict. */
const RECORD_FIELDS = ['version', 'game', 'params', 'seed', 'start', 'moves', 'players', 'result'];

function unknownRecordField(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.keys(value).find((key) => !RECORD_FIELDS.includes(key));
}

/**
 * The most moves a posted record may have: more than any finished game needs (a 40×40 SameGame at most 800, a
 * 32×24 Shisen-Sho 384 pairs and its scrambles, a 19×19 Konobi 361), so the replay's cost stays bounded.
 */
export const MAX_RECORD_MOVES = 1000;

/** The bounds of a claimed time: at least a second, at most a day. */
export const MIN_ELAPSED_MS = 1000;
export const MAX_ELAPSED_MS = 24 * 60 * 60 * 1000;
export const MAX_HINTS = 999;

/** What the client claims beside the record of a timed game (the replay cannot prove them). */
export interface Claim {
  readonly elapsedMs?: number;
  readonly hints?: number;
}

/** Checks the claimed time and hints: integers in range (the body schema has checked they are integers). */
function checkClaim(claim: Claim): ApiError | undefined {
  const { elapsedMs, hints } = claim;
  if (
    elapsedMs !== undefined &&
    !(Number.isInteger(elapsedMs) && elapsedMs >= MIN_ELAPSED_MS && elapsedMs <= MAX_ELAPSED_MS)
  ) {
    return apiError(
      'bad-time',
      `the record was refused: elapsedMs ${elapsedMs} is out of range: it must be a whole number of milliseconds ` +
        `from ${MIN_ELAPSED_MS} (1 s) to ${MAX_ELAPSED_MS} (24 h)`,
    );
  }
  if (hints !== undefined && !(Number.isInteger(hints) && hints >= 0 && hints <= MAX_HINTS)) {
    return apiError(
      'bad-hints',
      `the record was refused: hints ${hints} is out of range: it must be a whole number from 0 to ${MAX_HINTS}`,
    );
  }
  return undefined;
}

/**
 * The checks that need no game and no replay: the claim, the record's fields and their shapes, its count of moves.
 * What passes is a flat record (texts and lists of texts), so it can be handed to a worker thread whatever was
 * posted: a list nested 30,000 deep, copied to a worker as it came, overflowed the stack there (a 500).
 */
export function checkRecordShape(value: unknown, claim: Claim = {}): Result<GameRecord, ApiError> {
  const badClaim = checkClaim(claim);
  if (badClaim) return err(badClaim);
  const unknown = unknownRecordField(value);
  if (unknown !== undefined) {
    return err(
      apiError(
        'record-shape',
        `bad record: unknown field ${JSON.stringify(unknown.slice(0, 40))}; a record has only ${RECORD_FIELDS.join(', ')}`,
      ),
    );
  }
  const parsed = parseRecord(value);
  if (!parsed.ok) return err(recordError(parsed.error, ''));
  const record: GameRecord = parsed.value;
  if (record.moves.length > MAX_RECORD_MOVES) {
    return err(
      apiError(
        'record-shape',
        `bad record: it has ${record.moves.length} moves, more than the ${MAX_RECORD_MOVES} any finished game needs`,
      ),
    );
  }
  return ok(record);
}

/**
 * Checks a submitted record and returns it ready to store: canonical params and moves, and from the game's
 * outcome the score (a game ranked by score) or the result (the others). A game ranked by time (Shisen-Sho)
 * must be won and comes with its claimed time (and hints), stored as claimed.
 */
export function checkSubmission(
  games: ReadonlyMap<string, AnyGame>,
  value: unknown,
  player: string,
  claim: Claim = {},
): Result<NewRecord, ApiError> {
  const shaped = checkRecordShape(value, claim);
  if (!shaped.ok) return shaped;
  const record: GameRecord = shaped.value;
  const game = games.get(record.game);
  if (!game) {
    const known = [...games.keys()].join(', ');
    return err(apiError('unknown-game', `the record was refused: unknown game "${record.game}" (known: ${known})`));
  }
  const timed = game.ranking === 'time';
  if (timed && claim.elapsedMs === undefined) {
    return err(
      apiError(
        'bad-time',
        `the record was refused: a ${record.game} game is ranked by its time, so the body needs "elapsedMs" ` +
          `(a whole number of milliseconds from ${MIN_ELAPSED_MS} to ${MAX_ELAPSED_MS})`,
      ),
    );
  }
  if (record.seed === undefined) {
    // A start position can be anything (one colour fills the field, a chain already joins both edges), so
    // neither its score nor its winner says anything about a game played from the start.
    return err(
      apiError(
        'not-dealt',
        'the record was refused: only dealt games (with a seed) are stored, not imported start positions',
      ),
    );
  }
  // Dealing can cost seconds (Shisen-Sho's largest winnable boards), so a record that cannot be a won game by its
  // count of moves is refused first: else any short post of those params would cost the server a deal.
  if (timed && game.wonMoves) {
    const params = game.parseParams(record.params);
    if (!params.ok) return err(recordError({ code: 'record-params', reason: params.error }, record.game));
    const { need, have } = game.wonMoves(params.value, record.moves);
    if (have !== need) {
      return err(
        apiError(
          'not-won',
          `the record was refused: a won ${record.game} ${game.formatParams(params.value)} game removes its ${need} ` +
            `pairs, one a move, and this record has ${have} move${have === 1 ? '' : 's'} besides its scrambles; only won ` +
            'games are stored',
        ),
      );
    }
  }
  const replayed = recordSession(game, record);
  if (!replayed.ok) return err(recordError(replayed.error, record.game));
  const session = replayed.value;
  const final = outcome(session);
  if (!game.isOver(current(session))) {
    const n = record.moves.length;
    return err(
      apiError(
        'not-finished',
        `the record was refused: the game is not over after its ${n} move${n === 1 ? '' : 's'} ` +
          '(a move can still be played); only finished games are stored',
      ),
    );
  }
  if (timed && !final.won) {
    return err(
      apiError(
        'not-won',
        `the record was refused: the ${record.game} game ended without being won; only won games are stored`,
      ),
    );
  }
  const score = game.ranking === 'score' ? final.score : undefined;
  const result = game.ranking === 'score' ? undefined : final.result;
  if (score === undefined && result === undefined) {
    // A game with no points and no result (or Konobi's "neither player can move", which its rules rule out).
    return err(
      apiError('no-score', `the record was refused: the finished ${record.game} game has no score and no result`),
    );
  }
  // The session holds the canonical params and moves, so equal games look equal in the store.
  const canonicalParams = game.formatParams(session.params);
  const moves = session.moves;
  return ok({
    game: game.name,
    params: canonicalParams,
    seed: record.seed,
    moves,
    player,
    ...(score === undefined ? {} : { score }),
    ...(result === undefined ? {} : { result }),
    gameId: formatGameId({ game: game.name, params: canonicalParams, seed: record.seed }),
    // parseRecord has checked and normalised the names.
    ...(record.players === undefined ? {} : { players: record.players }),
    ...(timed ? { elapsedMs: claim.elapsedMs, hints: claim.hints ?? 0, scrambles: final.scrambles ?? 0 } : {}),
  });
}
