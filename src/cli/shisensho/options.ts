// Flags of `ludoteca shisensho` (playing), `ludoteca shisensho solve` and `ludoteca shisensho moves`, parsed
// into plain configurations; every wrong flag or value becomes one usage error naming the flag.

import { DEFAULT_MAX_NODES, shisensho } from '../../ai/shisensho/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkParams,
  DEFAULT_PARAMS,
  dealtParams,
  defaultKinds,
  describeShisenShoError,
  type ShisenShoParams,
} from '../../games/shisensho/index.js';
import {
  type Failure,
  GAME_FLAGS,
  parseCommandLine,
  parseIntFlag,
  parseMsFlag,
  parseSoloSource,
  SCRIPT_FLAGS,
  type SoloSource,
  usageError,
} from '../args.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

/** A board from a file keeps --gravity, which its text cannot say. */
export type Source =
  | Exclude<SoloSource<ShisenShoParams>, { kind: 'board' }>
  | { readonly kind: 'board'; readonly path: string; readonly gravity: boolean };

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  /** One JSON line per line read (docs/formats.md) instead of drawn frames. */
  readonly json: boolean;
  /** Save after every move even when stdin is not a terminal (a script that will resume the game). */
  readonly save: boolean;
  /** The solver's time budget for `hint`. */
  readonly timeMs: number;
  readonly source: Source;
}

/**
 * What `solve` may spend: nodes of one search (the default: the same answer on every run, for scripts), or
 * milliseconds of wall time for two searches on two cores sharing their table (the answer may then depend on
 * which thread decides first).
 */
export type SolveBudget =
  | { readonly kind: 'nodes'; readonly maxNodes: number }
  | { readonly kind: 'time'; readonly timeMs: number };

export interface SolveOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  readonly gravity: boolean;
  readonly budget: SolveBudget;
  /** The board's file; `-` is stdin. */
  readonly path: string;
}

export interface MovesOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  readonly path: string;
}

export const DEFAULT_HINT_MS = 2000;
const MAX_NODES = 1_000_000_000;

const COMMAND = 'ludoteca shisensho';

const PLAY_FLAGS = {
  ...GAME_FLAGS,
  id: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
  kinds: { type: 'string' },
  gravity: { type: 'boolean' },
  unwinnable: { type: 'boolean' },
  board: { type: 'string' },
  json: { type: 'boolean' },
  'time-ms': { type: 'string' },
} as const;

const SOLVE_FLAGS = {
  ...SCRIPT_FLAGS,
  gravity: { type: 'boolean' },
  'max-nodes': { type: 'string' },
  'time-ms': { type: 'string' },
} as const;

const MOVES_FLAGS = {
  ...SCRIPT_FLAGS,
} as const;

export function parsePlayOptions(args: readonly string[], defaultLang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseCommandLine(args, PLAY_FLAGS, COMMAND, defaultLang);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = parsed.value.lang;
  let timeMs = DEFAULT_HINT_MS;
  if (typeof v['time-ms'] === 'string') {
    const ms = parseMsFlag('--time-ms', v['time-ms'], L);
    if (!ms.ok) return ms;
    timeMs = ms.value;
  }
  const base = { help: v.help === true, lang: L, json: v.json === true, save: v.save === true, timeMs };
  if (v.help) return ok({ ...base, source: { kind: 'resume' } });

  const source = parseSoloSource(
    v,
    {
      game: shisensho,
      describe: describeShisenShoError,
      expected: words(L).idShape,
      paramFlags: ['width', 'height', 'kinds', 'gravity', 'unwinnable'],
      sizes: { width: DEFAULT_PARAMS.width, height: DEFAULT_PARAMS.height, kinds: DEFAULT_PARAMS.kinds },
      check: (size) => {
        // A smaller board without --kinds keeps KShisen's 4 copies of each kind, within the 42 faces.
        if (v.kinds === undefined && (v.width !== undefined || v.height !== undefined)) {
          size.kinds = defaultKinds(size.width, size.height);
        }
        return checkParams({ ...size, gravity: v.gravity === true, winnable: v.unwinnable !== true });
      },
    },
    COMMAND,
    L,
    ['gravity'],
  );
  if (!source.ok) return source;
  const gravity = v.gravity === true;
  const from = source.value;
  if (from.kind === 'board') return ok({ ...base, source: { ...from, gravity } });
  // A deal names the kinds it deals (--kinds 5 on 2×2 deals 2), so its id opens the same board and says so.
  return ok({ ...base, source: from.kind === 'deal' ? { ...from, params: dealtParams(from.params) } : from });
}

export function parseSolveOptions(args: readonly string[], defaultLang: Lang): Result<SolveOptions, Failure> {
  const parsed = parseCommandLine(args, SOLVE_FLAGS, 'ludoteca shisensho solve', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parsed.value.lang;
  if (typeof v['max-nodes'] === 'string' && typeof v['time-ms'] === 'string') {
    return err(usageError(words(lang).twoBudgets));
  }
  let budget: SolveBudget = { kind: 'nodes', maxNodes: DEFAULT_MAX_NODES };
  if (typeof v['max-nodes'] === 'string') {
    const n = parseIntFlag('--max-nodes', v['max-nodes'], 1, MAX_NODES, words(lang).aNodeCount, lang);
    if (!n.ok) return n;
    budget = { kind: 'nodes', maxNodes: n.value };
  }
  if (typeof v['time-ms'] === 'string') {
    const ms = parseMsFlag('--time-ms', v['time-ms'], lang);
    if (!ms.ok) return ms;
    budget = { kind: 'time', timeMs: ms.value };
  }
  return ok({
    help: v.help === true,
    lang,
    json: v.json === true,
    gravity: v.gravity === true,
    budget,
    path: parsed.value.positionals[0] ?? '-',
  });
}

export function parseMovesOptions(args: readonly string[], defaultLang: Lang): Result<MovesOptions, Failure> {
  const parsed = parseCommandLine(args, MOVES_FLAGS, 'ludoteca shisensho moves', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  return ok({
    help: v.help === true,
    lang: parsed.value.lang,
    json: v.json === true,
    path: parsed.value.positionals[0] ?? '-',
  });
}
