// SameGame rules (docs/samegame.md): moves, scoring ((n − 2)² per group, 1000 for a cleared
// field, as KSame and the published SameGame benchmark), game over, and the Game interface.
import type { Game, Outcome } from '../../core/game.js';
import { parseNatural } from '../../core/grid.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Rng } from '../../core/rng.js';
import { excerpt, TEXT_LIMITS } from '../../core/text.js';
import { dealField } from './deal.js';
import type { SameGameError } from './errors.js';
import {
  canonicalBlock,
  copyField,
  countBlocks,
  type Field,
  findGroup,
  findGroups,
  formatField,
  hasMove,
  parseField,
  removeAndCompact,
} from './field.js';
import { describeSameGameError } from './messages.js';
import { checkParams, DEFAULT_PARAMS, formatParams, parseParams, type SameGameParams } from './params.js';

export const CLEAR_BONUS = 1000;

export interface SameGameState {
  readonly params: SameGameParams;
  readonly field: Field;
  readonly score: number;
  readonly blocksLeft: number;
  /** What the last move removed and scored (undefined at the start). */
  readonly last?: { readonly removed: number; readonly points: number };
}

/** A move names a block of the group to remove: x from 0 at the left, y from 0 at the bottom. */
export interface SameGameMove {
  readonly x: number;
  readonly y: number;
}

/** Points for removing a group of n blocks. */
export function groupPoints(n: number): number {
  return n < 2 ? 0 : (n - 2) * (n - 2);
}

export function newState(params: SameGameParams, field: Field): SameGameState {
  return { params, field, score: 0, blocksLeft: countBlocks(field) };
}

export function newGame(params: SameGameParams, rng: Rng): SameGameState {
  return newState(params, dealField(params, rng));
}

/** Params that describe an imported field: its size and the highest colour in it (at least 2). */
export function paramsOfField(field: Field): SameGameParams {
  let colors = 2;
  for (const c of field.cells) if (c > colors) colors = c;
  return { width: field.width, height: field.height, colors, winnable: false };
}

/**
 * A field a game starts from (a board file, a field to solve) with its params: its size within the limits of
 * a deal, and its highest colour; or why it is no game: bad text, a size outside the limits, or no block at
 * all, which would be over before any move (a cleared field earns its bonus only from the move that clears it).
 */
export function parseStartField(
  text: string,
): Result<{ readonly field: Field; readonly params: SameGameParams }, SameGameError> {
  const field = parseField(text);
  if (!field.ok) return field;
  const params = checkParams(paramsOfField(field.value));
  if (!params.ok) return params;
  return countBlocks(field.value) === 0 ? err({ code: 'no-blocks' }) : ok({ field: field.value, params: params.value });
}

export function parsePosition(params: SameGameParams, text: string): Result<SameGameState, SameGameError> {
  const field = parseField(text);
  if (!field.ok) return field;
  const { width, height } = field.value;
  if (width !== params.width || height !== params.height) {
    return err({ code: 'field-size', width, height, expected: `${params.width}×${params.height}` });
  }
  for (const c of field.value.cells) {
    if (c > params.colors) return err({ code: 'field-syntax', line: 1, reason: 'too-many-colors' });
  }
  return ok(newState(params, field.value));
}

export function formatPosition(state: SameGameState): string {
  return formatField(state.field);
}

export function isOver(state: SameGameState): boolean {
  return !hasMove(state.field);
}

export function isWon(state: SameGameState): boolean {
  return state.blocksLeft === 0;
}

/** Checks that (x, y) names a removable group; the error says which rule it breaks. */
export function checkMove(state: SameGameState, x: number, y: number): Result<SameGameMove, SameGameError> {
  const { field } = state;
  if (!(x >= 0 && y >= 0 && x < field.width && y < field.height)) {
    return err({ code: 'outside-field', x, y, width: field.width, height: field.height });
  }
  const i = x * field.height + y;
  if (field.cells[i] === 0) return err({ code: 'empty-cell', x, y });
  if (findGroup(field, i, new Int32Array(field.cells.length)) < 2) return err({ code: 'lone-block', x, y });
  return ok({ x, y });
}

/** Parses `x,y` or `x y` (docs/formats.md) and checks the move. */
export function parseMove(state: SameGameState, text: string): Result<SameGameMove, SameGameError> {
  // One way to match each text (no two white-space runs side by side), so the match is linear in the text.
  const m = text.length <= TEXT_LIMITS.move ? /^(\d+)(?:\s*,\s*|\s+)(\d+)$/.exec(text.trim()) : null;
  const x = m ? parseNatural(m[1] as string) : undefined;
  const y = m ? parseNatural(m[2] as string) : undefined;
  if (x === undefined || y === undefined) return err({ code: 'move-syntax', text: excerpt(text) });
  return checkMove(state, x, y);
}

/** The canonical notation: the group's block with the smallest x, then the smallest y. */
export function formatMove(state: SameGameState, move: SameGameMove): string {
  const c = canonicalBlock(state.field, move.x, move.y);
  return `${c.x},${c.y}`;
}

export function play(state: SameGameState, move: SameGameMove): SameGameState {
  const field = copyField(state.field);
  const group = new Int32Array(field.cells.length);
  const removed = findGroup(field, move.x * field.height + move.y, group);
  removeAndCompact(field, group, removed);
  const blocksLeft = state.blocksLeft - removed;
  const points = groupPoints(removed) + (blocksLeft === 0 ? CLEAR_BONUS : 0);
  return { params: state.params, field, score: state.score + points, blocksLeft, last: { removed, points } };
}

/** One move per removable group, in canonical order. */
export function legalMoves(state: SameGameState): SameGameMove[] {
  return findGroups(state.field).map((g) => ({ x: g.x, y: g.y }));
}

/**
 * The score so far, and once no group is left, `won` when the field was cleared; the record's result is
 * `won, score N` or `stuck, score N` (docs/formats.md).
 */
export function outcome(state: SameGameState): Outcome {
  const { score } = state;
  if (!isOver(state)) return { over: false, score };
  const won = isWon(state);
  return { over: true, won, score, result: `${won ? 'won' : 'stuck'}, score ${score}` };
}

export const samegame: Game<SameGameParams, SameGameState, SameGameMove, SameGameError> = {
  name: 'samegame',
  defaultParams: DEFAULT_PARAMS,
  ranking: 'score',
  parseParams,
  formatParams,
  seats: () => 1,
  newGame,
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
  play,
  legalMoves,
  isOver,
  toMove: () => 0,
  outcome,
  view: (state) => state,
  describeError: describeSameGameError,
};

export { checkParams };
