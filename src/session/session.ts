// A game in progress, the same for every game and every face (after Tatham's mid-end): where it started, the
// record of moves with every state, the cursor that undo and redo move, who sits at each seat, the outcome
// and the record it makes. Pure data in, data out: faces draw it and feed it moves, and never keep history.
import type { AnyGame, Game, Outcome, Problem } from '../core/game.js';
import { formatGameId } from '../core/gameId.js';
import type { GameRecord, RecordError } from '../core/record.js';
import { err, ok, type Result } from '../core/result.js';
import { createRng } from '../core/rng.js';

/**
 * Who plays a seat: a person at this face, the computer at a level (the face asks its player, in a worker in
 * the browser), or a player elsewhere whose moves arrive over the network (not yet used by any face).
 */
export type Seat =
  | { readonly kind: 'person' }
  | { readonly kind: 'computer'; readonly level: number }
  | { readonly kind: 'remote' };

export const PERSON: Seat = { kind: 'person' };

/** Where a game started: a deal (params + seed, so a game id) or an imported start position in text. */
export type Origin =
  | { readonly kind: 'deal'; readonly seed: string }
  | { readonly kind: 'position'; readonly start: string };

export interface Session<Params = unknown, State = unknown, Move = unknown, E extends Problem = Problem, View = State> {
  readonly game: Game<Params, State, Move, E, View>;
  readonly params: Params;
  readonly origin: Origin;
  /** One per seat of the game (`game.seats(params)`). */
  readonly seats: readonly Seat[];
  /** The players' names, in seat order, when the face has them; they go into the record. */
  readonly players?: readonly string[];
  /** states[0] is the start; states[i + 1] follows states[i] by moves[i]. */
  readonly states: readonly State[];
  /** Every move in canonical notation, including those after the cursor that redo replays. */
  readonly moves: readonly string[];
  /** The index of the current state: the moves before it are played, the ones after it can be redone. */
  readonly at: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a face that handles every game holds sessions of any game.
export type AnySession = Session<any, any, any, any, any>;

/** What a new session may say beyond the game: who sits where (everyone a person by default), and names. */
export interface SessionOptions {
  readonly seats?: readonly Seat[];
  readonly players?: readonly string[];
}

function seatsFor<P>(game: Game<P, unknown, unknown, Problem, unknown>, params: P, options: SessionOptions): Seat[] {
  const n = game.seats(params);
  return Array.from({ length: n }, (_, i) => options.seats?.[i] ?? PERSON);
}

/** A session from a first state the face has built itself (a board it checked), with where it came from. */
export function startSession<P, S, M, E extends Problem, V>(
  game: Game<P, S, M, E, V>,
  params: P,
  origin: Origin,
  first: S,
  options: SessionOptions = {},
): Session<P, S, M, E, V> {
  return {
    game,
    params,
    origin,
    seats: seatsFor(game, params, options),
    ...(options.players === undefined ? {} : { players: options.players }),
    states: [first],
    moves: [],
    at: 0,
  };
}

/** A dealt game: the same params and seed give the same deal in every face. */
export function dealSession<P, S, M, E extends Problem, V>(
  game: Game<P, S, M, E, V>,
  params: P,
  seed: string,
  options: SessionOptions = {},
): Session<P, S, M, E, V> {
  return startSession(game, params, { kind: 'deal', seed }, game.newGame(params, createRng(seed)), options);
}

/** A game from a start position in the game's text form, kept in the record as given (trimmed). */
export function positionSession<P, S, M, E extends Problem, V>(
  game: Game<P, S, M, E, V>,
  params: P,
  text: string,
  options: SessionOptions = {},
): Result<Session<P, S, M, E, V>, E> {
  const parsed = game.parsePosition(params, text);
  if (!parsed.ok) return parsed;
  const origin: Origin = { kind: 'position', start: text.trim() };
  return ok(startSession(game, params, origin, parsed.value, options));
}

/**
 * A session from an untrusted record of `game` (already through `parseRecord`): its params, origin and moves
 * replayed, the moves rewritten canonically, the cursor after the last. The first move that does not parse
 * or is illegal refuses the whole record, naming it.
 */
export function recordSession<P, S, M, E extends Problem, V>(
  game: Game<P, S, M, E, V>,
  record: GameRecord,
  options: SessionOptions = {},
): Result<Session<P, S, M, E, V>, RecordError> {
  if (record.game !== game.name) return err({ code: 'unknown-game', game: record.game });
  const params = game.parseParams(record.params);
  if (!params.ok) return err({ code: 'record-params', reason: params.error });
  const players = options.players ?? record.players;
  const opts: SessionOptions = { ...options, ...(players === undefined ? {} : { players }) };
  let session: Session<P, S, M, E, V>;
  if (record.seed !== undefined) {
    session = dealSession(game, params.value, record.seed, opts);
  } else {
    const from = positionSession(game, params.value, record.start ?? '', opts);
    if (!from.ok) return err({ code: 'record-start', reason: from.error });
    session = from.value;
  }
  const states: S[] = [session.states[0] as S];
  const moves: string[] = [];
  for (let i = 0; i < record.moves.length; i++) {
    const state = states[i] as S;
    const text = record.moves[i] as string;
    const move = game.parseMove(state, text);
    if (!move.ok) return err({ code: 'record-move', index: i, move: text, reason: move.error });
    moves.push(game.formatMove(state, move.value));
    states.push(game.play(state, move.value));
  }
  return ok({ ...session, states, moves, at: moves.length });
}

/**
 * A record of any registered game replayed: `games` names its rules (the registry, or just the one game a
 * face plays), and `recordSession` replays it. `S` is the state type the caller knows the game to have.
 */
export function replayRecord<S = unknown>(
  games: ReadonlyMap<string, AnyGame>,
  record: GameRecord,
  options: SessionOptions = {},
): Result<Session<unknown, S>, RecordError> {
  const game = games.get(record.game);
  if (!game) return err({ code: 'unknown-game', game: record.game });
  return recordSession(game, record, options) as Result<Session<unknown, S>, RecordError>;
}

export function current<S>(s: Session<unknown, S, unknown, Problem, unknown>): S {
  return s.states[s.at] as S;
}

/** The moves played up to the cursor. */
export function played(s: AnySession): readonly string[] {
  return s.moves.slice(0, s.at);
}

/** The move that led to the current state, if any. */
export function lastMove(s: AnySession): string | undefined {
  return s.at === 0 ? undefined : s.moves[s.at - 1];
}

/**
 * Plays a legal move (from `parseMove`, `legalMoves` or a controller). Another move than the one undo took back
 * drops the moves that could be redone; that very move is a redo, and the rest of the line stays to redo.
 */
export function play<P, S, M, E extends Problem, V>(s: Session<P, S, M, E, V>, move: M): Session<P, S, M, E, V> {
  const state = current(s);
  const text = s.game.formatMove(state, move);
  if (s.moves[s.at] === text) return { ...s, at: s.at + 1 };
  return {
    ...s,
    states: [...s.states.slice(0, s.at + 1), s.game.play(state, move)],
    moves: [...s.moves.slice(0, s.at), text],
    at: s.at + 1,
  };
}

/** Parses a move in notation and plays it, or says which rule it breaks and changes nothing. */
export function playText<P, S, M, E extends Problem, V>(
  s: Session<P, S, M, E, V>,
  text: string,
): Result<Session<P, S, M, E, V>, E> {
  const move = s.game.parseMove(current(s), text);
  return move.ok ? ok(play(s, move.value)) : move;
}

/** The seat to move, or undefined once the game is over. */
export function toMove(s: AnySession): number | undefined {
  const state = current(s);
  return s.game.isOver(state) ? undefined : s.game.toMove(state);
}

/** Who sits at the seat to move, or undefined once the game is over. */
export function seatToMove(s: AnySession): Seat | undefined {
  const seat = toMove(s);
  return seat === undefined ? undefined : s.seats[seat];
}

/** Whether the face should wait for a person here (not the computer, not a remote player). */
export function isPersonToMove(s: AnySession): boolean {
  return seatToMove(s)?.kind === 'person';
}

/** The move the side to move at the cursor must play, having no other (Konobi's forced pass); faces play it. */
export function forcedMove<M>(s: Session<unknown, unknown, M, Problem, unknown>): M | undefined {
  return s.game.forcedMove?.(current(s));
}

/** Whether a person chooses a move at `at`: their turn, with more than a forced move to play. */
function isPersonAt(s: AnySession, at: number): boolean {
  const state = s.states[at];
  return (
    !s.game.isOver(state) &&
    s.seats[s.game.toMove(state)]?.kind === 'person' &&
    s.game.forcedMove?.(state) === undefined
  );
}

/** Whether any person plays: undo and redo stop only at a person's turn when one does. */
function hasPerson(s: AnySession): boolean {
  return s.seats.some((seat) => seat.kind === 'person');
}

/**
 * Where undo goes: one move back, then on past the computer's moves and forced moves to the turn where a person
 * chose; undefined at the start, or when only the computer has chosen before the cursor (going back would only
 * have it choose again).
 */
function undoTarget(s: AnySession): number | undefined {
  if (s.at === 0) return undefined;
  if (!hasPerson(s)) return s.at - 1;
  for (let at = s.at - 1; at >= 0; at--) if (isPersonAt(s, at)) return at;
  return undefined;
}

export function canUndo(s: AnySession): boolean {
  return undoTarget(s) !== undefined;
}

export function canRedo(s: AnySession): boolean {
  return s.at < s.moves.length;
}

/**
 * Back to the last turn where a person chose, past the computer's replies and forced moves (so undo takes back
 * a person's move and what followed it); the moves stay for redo. Unchanged when `canUndo` is false.
 */
export function undo<T extends AnySession>(s: T): T {
  const at = undoTarget(s);
  return at === undefined ? s : { ...s, at };
}

/**
 * One move forward, then on through the computer's moves and forced moves to a turn where a person chooses, or
 * the end of what was played.
 */
export function redo<T extends AnySession>(s: T): T {
  if (!canRedo(s)) return s;
  let at = s.at + 1;
  if (hasPerson(s)) while (at < s.moves.length && !isPersonAt(s, at)) at++;
  return { ...s, at };
}

/** The cursor at `at` (clamped to the moves there are): 0 is a restart that redo can take back. */
export function moveTo<T extends AnySession>(s: T, at: number): T {
  return { ...s, at: Math.max(0, Math.min(s.moves.length, Math.trunc(at))) };
}

export function outcome(s: AnySession): Outcome {
  return s.game.outcome(current(s));
}

/** What `seat` may see of the current state (its view hides what the others hold). */
export function viewOf<V>(s: Session<unknown, unknown, unknown, Problem, V>, seat: number): V {
  return s.game.view(current(s), seat);
}

/** The game id of a dealt game (`samegame:15x10c4#k2`); undefined for a start position. */
export function gameIdOf(s: AnySession): string | undefined {
  return s.origin.kind === 'deal'
    ? formatGameId({ game: s.game.name, params: s.game.formatParams(s.params), seed: s.origin.seed })
    : undefined;
}

/**
 * The record of the game up to the cursor (the moves that could be redone are not part of it), with the
 * players' names and, once over, the result from the game's outcome: the same text from every face.
 */
export function toRecord(s: AnySession): GameRecord {
  const result = outcome(s).result;
  return {
    version: 1,
    game: s.game.name,
    params: s.game.formatParams(s.params),
    ...(s.origin.kind === 'deal' ? { seed: s.origin.seed } : { start: s.origin.start }),
    moves: played(s),
    ...(s.players === undefined ? {} : { players: s.players }),
    ...(result === undefined ? {} : { result }),
  };
}
