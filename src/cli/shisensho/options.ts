// Flags of `ludoteca shisensho` (playing), `ludoteca shisensho solve` and `ludoteca shisensho moves`, parsed
// into plain configurations; every wrong flag or value becomes one usage error naming the flag.

import { DEFAULT_MAX_NODES, shisensho } from '../../ai/shisensho/index.js';
import { ok, type Result } from '../../core/result.js';
import {
  checkParams,
  DEFAULT_PARAMS,
  describeShisenShoError,
  type ShisenShoParams,
} from '../../games/shisensho/index.js';
import { conflict, type Failure, parseDealFlags, parseIntFlag, parseLangFlag, parseOptions } from '../args.js';
import type { Lang } from '../lang.js';

export type Source =
  | { readonly kind: 'deal'; readonly params: ShisenShoParams; readonly seed?: string }
  | { readonly kind: 'board'; readonly path: string; readonly gravity: boolean }
  | { readonly kind: 'resume' };

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  /** Save after every move even when stdin is not a terminal (a script that will resume the game). */
  readonly save: boolean;
  /** The solver's time budget for `hint`. */
  readonly timeMs: number;
  readonly source: Source;
}

export interface SolveOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  readonly gravity: boolean;
  readonly maxNodes: number;
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
const MAX_MS = 3_600_000;
const MAX_NODES = 1_000_000_000;

const COMMAND = 'ludoteca shisensho';

const PLAY_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  id: { type: 'string' },
  seed: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
  kinds: { type: 'string' },
  gravity: { type: 'boolean' },
  unwinnable: { type: 'boolean' },
  board: { type: 'string' },
  resume: { type: 'boolean' },
  save: { type: 'boolean' },
  'time-ms': { type: 'string' },
} as const;

const SOLVE_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  gravity: { type: 'boolean' },
  'max-nodes': { type: 'string' },
} as const;

const MOVES_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export function parsePlayOptions(args: readonly string[], defaultLang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseOptions(args, PLAY_FLAGS, COMMAND, defaultLang);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parseLangFlag(v.lang, defaultLang);
  if (!lang.ok) return lang;
  const L = lang.value;
  let timeMs = DEFAULT_HINT_MS;
  if (typeof v['time-ms'] === 'string') {
    const t = parseIntFlag('--time-ms', v['time-ms'], 1, MAX_MS, { en: 'milliseconds', it: 'millisecondi' }, L);
    if (!t.ok) return t;
    timeMs = t.value;
  }
  const base = { help: v.help === true, lang: L, save: v.save === true, timeMs };
  if (v.help) return ok({ ...base, source: { kind: 'resume' } });

  const dealFlags = (['id', 'seed', 'width', 'height', 'kinds', 'unwinnable'] as const).filter(
    (f) => v[f] !== undefined,
  );
  if (v.resume) {
    if (v.board !== undefined) return conflict('--resume', '--board', COMMAND, L);
    const other = [...dealFlags, ...(v.gravity ? ['gravity'] : [])][0];
    if (other !== undefined) return conflict('--resume', `--${other}`, COMMAND, L);
    return ok({ ...base, source: { kind: 'resume' } });
  }
  if (typeof v.board === 'string') {
    if (dealFlags.length > 0) return conflict('--board', `--${dealFlags[0]}`, COMMAND, L);
    return ok({ ...base, source: { kind: 'board', path: v.board, gravity: v.gravity === true } });
  }

  const deal = parseDealFlags(
    v,
    {
      game: shisensho,
      describe: describeShisenShoError,
      expected: { en: 'shisensho:<W>x<H>k<K>#<seed>', it: 'shisensho:<L>x<A>k<K>#<seme>' },
      paramFlags: ['width', 'height', 'kinds', 'gravity', 'unwinnable'],
      sizes: { width: DEFAULT_PARAMS.width, height: DEFAULT_PARAMS.height, kinds: DEFAULT_PARAMS.kinds },
      check: (size) => {
        // A smaller board without --kinds keeps KShisen's 4 copies of each kind, within the 42 faces.
        if (v.kinds === undefined && (v.width !== undefined || v.height !== undefined)) {
          size.kinds = Math.max(1, Math.min(42, Math.floor((size.width * size.height) / 4)));
        }
        return checkParams({ ...size, gravity: v.gravity === true, winnable: v.unwinnable !== true });
      },
    },
    COMMAND,
    L,
  );
  if (!deal.ok) return deal;
  return ok({ ...base, source: { kind: 'deal', ...deal.value } });
}

export function parseSolveOptions(args: readonly string[], defaultLang: Lang): Result<SolveOptions, Failure> {
  const parsed = parseOptions(args, SOLVE_FLAGS, 'ludoteca shisensho solve', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parseLangFlag(v.lang, defaultLang);
  if (!lang.ok) return lang;
  let maxNodes = DEFAULT_MAX_NODES;
  if (typeof v['max-nodes'] === 'string') {
    const n = parseIntFlag(
      '--max-nodes',
      v['max-nodes'],
      1,
      MAX_NODES,
      { en: 'a node count', it: 'un numero di nodi' },
      lang.value,
    );
    if (!n.ok) return n;
    maxNodes = n.value;
  }
  return ok({
    help: v.help === true,
    lang: lang.value,
    json: v.json === true,
    gravity: v.gravity === true,
    maxNodes,
    path: parsed.value.positionals[0] ?? '-',
  });
}

export function parseMovesOptions(args: readonly string[], defaultLang: Lang): Result<MovesOptions, Failure> {
  const parsed = parseOptions(args, MOVES_FLAGS, 'ludoteca shisensho moves', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parseLangFlag(v.lang, defaultLang);
  if (!lang.ok) return lang;
  return ok({
    help: v.help === true,
    lang: lang.value,
    json: v.json === true,
    path: parsed.value.positionals[0] ?? '-',
  });
}
