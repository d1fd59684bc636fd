// The engine's reason for refusing a move, as the online protocol's `error` carries it beside the English text:
// checked field by field against the game's own error codes (parse, don't trust), then put into words by the
// game's describeError, in English or Italian: the same words as local play, in the browser and the terminal.
import type { Problem } from '../core/game.js';
import type { Lang } from '../core/lang.js';
import { COLOURS } from '../games/konobi/colour.js';
import type { KonobiError, PositionSyntaxReason as KonobiSyntax } from '../games/konobi/errors.js';
import { describeKonobiError } from '../games/konobi/messages.js';
import type { ScarabeoError, PositionSyntaxReason as ScarabeoSyntax } from '../games/scarabeo/errors.js';
import { describeScarabeoError } from '../games/scarabeo/messages.js';
import type { OnlineGameName } from './protocol.js';

/** What a field of an error holds: text (or nothing, `string?`), a whole number, a list of words, one of some words (or nothing). */
type Field =
  | 'string'
  | 'string?'
  | 'number'
  | 'strings'
  | { readonly oneOf: readonly string[]; readonly optional?: boolean };

/** Every code of a game's errors with each of its fields: the compiler checks that none is missing. */
type Fields<E extends Problem> = {
  readonly [C in E['code']]: { readonly [K in Exclude<keyof Extract<E, { code: C }>, 'code'>]-?: Field };
};

/** The members of a union of words, from a record the compiler checks to name each one. */
const words = <W extends string>(all: Record<W, true>): readonly W[] => Object.keys(all) as W[];

const KONOBI_SYNTAX = words<KonobiSyntax>({
  empty: true,
  'bad-character': true,
  'ragged-rows': true,
  'bad-to-move': true,
  'bad-swap': true,
  'unknown-line': true,
  'row-after-setting': true,
  'repeated-setting': true,
  'too-long': true,
});

const SCARABEO_SYNTAX = words<ScarabeoSyntax>({
  empty: true,
  'bad-character': true,
  'row-length': true,
  'row-count': true,
  'row-after-setting': true,
  'bad-rack': true,
  'rack-too-long': true,
  'bad-rules': true,
  'unknown-line': true,
  'repeated-setting': true,
  'too-long': true,
});

const KONOBI: Fields<KonobiError> = {
  'params-syntax': { text: 'string' },
  'size-out-of-range': { value: 'number', min: 'number', max: 'number' },
  'position-syntax': { line: 'number', reason: { oneOf: KONOBI_SYNTAX } },
  'position-size': { rows: 'number', columns: 'number', min: 'number', max: 'number' },
  'position-crosscut': { square: 'string' },
  'position-to-move': {},
  'move-syntax': { text: 'string' },
  'outside-board': { text: 'string', size: 'number' },
  'point-occupied': { point: 'string', by: { oneOf: COLOURS } },
  crosscut: { point: 'string', stone: 'string' },
  'illegal-weak-connection': { point: 'string', stone: 'string', alternative: 'string' },
  'swap-not-allowed': {},
  'pass-not-allowed': { count: 'number', example: 'string' },
  'game-over': { winner: { oneOf: COLOURS, optional: true } },
};

const SCARABEO: Fields<ScarabeoError> = {
  'params-syntax': { text: 'string' },
  'players-out-of-range': { value: 'number', min: 'number', max: 'number' },
  'position-syntax': { line: 'number', column: 'number', reason: { oneOf: SCARABEO_SYNTAX }, char: 'string?' },
  'position-tiles': { letter: 'string', count: 'number', max: 'number' },
  'move-syntax': { text: 'string' },
  'bad-letter': { text: 'string', letter: 'string' },
  'bad-tile': { text: 'string', letter: 'string' },
  'off-board': { text: 'string', square: 'string' },
  'square-occupied': { square: 'string', board: 'string', typed: 'string' },
  'dot-on-empty': { square: 'string' },
  'word-continues': { square: 'string', word: 'string' },
  'no-tiles': {},
  'not-in-line': {},
  gap: { square: 'string' },
  'not-centre': {},
  'too-short': {},
  'no-cross': {},
  'not-in-rack': { letter: 'string', need: 'number', have: 'number' },
  'not-in-lexicon': { words: 'strings' },
  'exchange-empty': {},
  'exchange-bag': { count: 'number', bag: 'number' },
  'swap-not-allowed': {},
  'swap-no-jolly': { square: 'string', board: 'string' },
  'game-over': {},
};

/** Bounds on what a reason may hold (a move is at most a few hundred characters; a play makes a few words). */
const MAX_TEXT = 512;
const MAX_WORDS = 64;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

function fits(field: Field, v: unknown): boolean {
  if (field === 'string') return isText(v);
  if (field === 'string?') return v === undefined || isText(v);
  if (field === 'number') return Number.isSafeInteger(v);
  if (field === 'strings') return Array.isArray(v) && v.length <= MAX_WORDS && v.every(isText);
  return v === undefined ? field.optional === true : typeof v === 'string' && field.oneOf.includes(v);
}

/** `v` as one of the errors `fields` describes, with only its own fields; undefined when it is none of them. */
function parseWith<E extends Problem>(fields: Fields<E>, v: unknown): E | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const given = v as Record<string, unknown>;
  const code = given.code;
  if (typeof code !== 'string' || !Object.hasOwn(fields, code)) return undefined;
  const spec = fields[code as E['code']] as Readonly<Record<string, Field>>;
  const out: Record<string, unknown> = { code };
  for (const [name, field] of Object.entries(spec)) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (!fits(field, value)) return undefined;
    if (value !== undefined) out[name] = value;
  }
  return out as unknown as E;
}

/** The engine's error of `game` that `reason` holds, or undefined when it holds none (or a malformed one). */
export function parseReason(game: OnlineGameName, reason: unknown): Problem | undefined {
  return game === 'konobi' ? parseWith(KONOBI, reason) : parseWith(SCARABEO, reason);
}

/** Why `game`'s engine refused a move, in `lang` as local play says it; undefined when `reason` is not its error. */
export function describeReason(game: OnlineGameName, reason: unknown, lang: Lang): string | undefined {
  if (game === 'konobi') {
    const e = parseWith(KONOBI, reason);
    return e && describeKonobiError(e, lang);
  }
  const e = parseWith(SCARABEO, reason);
  return e && describeScarabeoError(e, lang);
}
