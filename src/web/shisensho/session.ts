// A Shisen-Sho session in the browser: the line of actions (pairs and scrambles), the redo stack, every state,
// hints and scrambles used, and the time played. The rules all come from the engine; this keeps history.
//
// Save format (localStorage, our own): `{version: 2, gameId, actions, redo, hints, scrambles, elapsedMs,
// recorded}`. An action is a record move: a pair in notation (`b3 h7`) or `scramble` (the engine seeds it from
// the game and the move number). Version 1 saves kept `scramble:<seed>` actions and are refused (the page says
// the save no longer replays). The record (`toRecord`) is the deal's seed with every move, scrambles too.
import { shisensho } from '../../ai/shisensho/index.js';
import { formatGameId } from '../../core/gameId.js';
import type { Lang } from '../../core/messages.js';
import type { GameRecord } from '../../core/record.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import {
  describeShisenShoError,
  formatMove,
  formatParams,
  isWon,
  parseMove,
  type ShisenShoMove,
  type ShisenShoParams,
  type ShisenShoState,
} from '../../games/shisensho/index.js';
import { SCRAMBLE_MOVE, SCRAMBLE_NOTATION } from '../../games/shisensho/rules.js';

const SAVE_VERSION = 2;

export interface Session {
  readonly gameId: string;
  readonly params: ShisenShoParams;
  readonly seed: string;
  /** states[k] is the state after k actions. */
  readonly states: readonly ShisenShoState[];
  /** The record moves in canonical notation (pairs and `scramble`), in the order played. */
  readonly actions: readonly string[];
  /** Undone actions; the next one to redo is the last. */
  readonly redo: readonly string[];
  /** Hints asked and scrambles used in this game (undo does not give them back). */
  readonly hints: number;
  readonly scrambles: number;
  /** Time played before this page opened (the page adds its own running time). */
  readonly elapsedMs: number;
  /** Set once this game's win has been entered in the best times. */
  readonly recorded: boolean;
}

export function currentState(s: Session): ShisenShoState {
  return s.states[s.states.length - 1] as ShisenShoState;
}

export function isScramble(action: string): boolean {
  return action === SCRAMBLE_NOTATION;
}

export function startSession(params: ShisenShoParams, seed: string): Session {
  return {
    gameId: formatGameId({ game: 'shisensho', params: formatParams(params), seed }),
    params,
    seed,
    states: [shisensho.newGame(params, createRng(seed))],
    actions: [],
    redo: [],
    hints: 0,
    scrambles: 0,
    elapsedMs: 0,
    recorded: false,
  };
}

/** Applies one action (a record move: a pair or `scramble`) to a state through the engine's parser. */
function apply(state: ShisenShoState, action: string, lang: Lang): Result<ShisenShoState, string> {
  const move = parseMove(state, action);
  return move.ok ? ok(shisensho.play(state, move.value)) : err(describeShisenShoError(move.error, lang));
}

function push(s: Session, action: string, next: ShisenShoState): Session {
  // Playing the action that was undone keeps the rest of the redo stack; any other one starts a new line.
  const redo = s.redo.length > 0 && s.redo[s.redo.length - 1] === action ? s.redo.slice(0, -1) : [];
  return { ...s, states: [...s.states, next], actions: [...s.actions, action], redo };
}

/** Plays a pair the controller found legal. */
export function playPair(s: Session, move: ShisenShoMove): Session {
  const state = currentState(s);
  return push(s, formatMove(state, move), shisensho.play(state, move));
}

/** The engine's scramble move (seeded by the game and the move number, so the record and a reload replay it). */
export function scrambleMove(s: Session): Session {
  const next = shisensho.play(currentState(s), SCRAMBLE_MOVE);
  return { ...push(s, SCRAMBLE_NOTATION, next), redo: [], scrambles: s.scrambles + 1 };
}

export function undo(s: Session): Session | undefined {
  if (s.actions.length === 0) return undefined;
  return {
    ...s,
    states: s.states.slice(0, -1),
    actions: s.actions.slice(0, -1),
    redo: [...s.redo, s.actions[s.actions.length - 1] as string],
  };
}

export function redo(s: Session, lang: Lang = 'en'): Session | undefined {
  const action = s.redo[s.redo.length - 1];
  if (action === undefined) return undefined;
  const next = apply(currentState(s), action, lang);
  if (!next.ok) return undefined;
  return { ...s, states: [...s.states, next.value], actions: [...s.actions, action], redo: s.redo.slice(0, -1) };
}

/** Back to the deal; the actions go to the redo stack so the line can be replayed. */
export function restart(s: Session): Session {
  return {
    ...s,
    states: s.states.slice(0, 1),
    actions: [],
    redo: [...s.redo, ...[...s.actions].reverse()],
  };
}

/** The standard game record: the deal's seed and every move, scrambles included. */
export function toRecord(s: Session, player?: string): GameRecord {
  return {
    version: 1,
    game: 'shisensho',
    params: formatParams(s.params),
    seed: s.seed,
    moves: [...s.actions],
    ...(player === undefined ? {} : { players: [player] }),
    ...(isWon(currentState(s)) ? { result: 'won' } : {}),
  };
}

export function toSaved(s: Session, elapsedMs: number): string {
  return JSON.stringify({
    version: SAVE_VERSION,
    gameId: s.gameId,
    actions: s.actions,
    redo: s.redo,
    hints: s.hints,
    scrambles: s.scrambles,
    elapsedMs: Math.round(elapsedMs),
    recorded: s.recorded,
  });
}

function count(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;
}

/**
 * Rebuilds a session from its saved text. Anything that does not replay — an action or the redo stack —
 * refuses the whole save with the action number and the reason, so a game is never half-loaded.
 */
export function restoreSession(
  text: string,
  params: ShisenShoParams,
  seed: string,
  lang: Lang,
): Result<Session, string> {
  const it = lang === 'it';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(it ? 'il salvataggio non è JSON valido' : 'the save is not valid JSON');
  }
  if (typeof value !== 'object' || value === null) return err(it ? 'salvataggio illeggibile' : 'unreadable save');
  const v = value as Record<string, unknown>;
  const strings = (x: unknown): string[] | undefined =>
    Array.isArray(x) && x.length <= 10_000 && x.every((a) => typeof a === 'string') ? (x as string[]) : undefined;
  const actions = strings(v.actions);
  const redoStack = strings(v.redo) ?? [];
  if (v.version !== SAVE_VERSION || !actions)
    return err(it ? 'salvataggio di un’altra versione' : 'a save of another version');
  const fresh = startSession(params, seed);
  if (v.gameId !== fresh.gameId)
    return err(it ? 'il salvataggio è di un’altra partita' : 'the save belongs to another game');
  let state = currentState(fresh);
  const states = [state];
  for (let i = 0; i < actions.length; i++) {
    const next = apply(state, actions[i] as string, lang);
    if (!next.ok)
      return err(it ? `azione ${i + 1} non valida: ${next.error}` : `action ${i + 1} is invalid: ${next.error}`);
    state = next.value;
    states.push(state);
  }
  let probe = state;
  for (let k = redoStack.length - 1; k >= 0; k--) {
    const next = apply(probe, redoStack[k] as string, lang);
    if (!next.ok)
      return err(it ? `azione da ripetere non valida: ${next.error}` : `an action to redo is invalid: ${next.error}`);
    probe = next.value;
  }
  return ok({
    ...fresh,
    states,
    actions,
    redo: redoStack,
    hints: count(v.hints),
    scrambles: count(v.scrambles),
    elapsedMs: count(v.elapsedMs),
    recorded: v.recorded === true,
  });
}
