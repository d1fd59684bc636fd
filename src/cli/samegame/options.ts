// Flags of `ludoteca samegame` (playing) and `ludoteca samegame solve`, parsed into plain configurations;
// every wrong flag or value becomes one usage error naming the flag and what was expected.
import { STRATEGIES, type Strategy } from '../../ai/samegame/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkParams,
  DEFAULT_PARAMS,
  describeSameGameError,
  type SameGameParams,
  samegame,
} from '../../games/samegame/index.js';
import {
  conflict,
  type Failure,
  parseDealFlags,
  parseIntFlag,
  parseLangFlag,
  parseOptions,
  usageError,
} from '../args.js';
import { type Lang, tr } from '../lang.js';

export type Source =
  | { readonly kind: 'deal'; readonly params: SameGameParams; readonly seed?: string }
  | { readonly kind: 'board'; readonly path: string }
  | { readonly kind: 'resume' };

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  /** Save after every move even when stdin is not a terminal (a script that will resume the game). */
  readonly save: boolean;
  readonly demo?: Strategy;
  readonly delayMs: number;
  /** The solver's budget, when given: for `hint` and for `--demo best`. */
  readonly timeMs?: number;
  readonly source: Source;
}

export interface SolveOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly json: boolean;
  readonly timeMs: number;
  /** The field's file; `-` is stdin. */
  readonly path: string;
}

export const DEFAULT_DELAY_MS = 300;
export const DEFAULT_SOLVE_MS = 10_000;
const MAX_MS = 3_600_000;

const COMMAND = 'ludoteca samegame';

const PLAY_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  seed: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
  colors: { type: 'string' },
  winnable: { type: 'boolean' },
  id: { type: 'string' },
  board: { type: 'string' },
  json: { type: 'boolean' },
  demo: { type: 'string' },
  delay: { type: 'string' },
  'time-ms': { type: 'string' },
  resume: { type: 'boolean' },
  save: { type: 'boolean' },
} as const;

const SOLVE_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  'time-ms': { type: 'string' },
} as const;

function msFlag(flag: string, text: string, lang: Lang): Result<number, Failure> {
  return parseIntFlag(flag, text, 1, MAX_MS, { en: 'milliseconds', it: 'millisecondi' }, lang);
}

export function parsePlayOptions(args: readonly string[], defaultLang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseOptions(args, PLAY_FLAGS, COMMAND, defaultLang);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parseLangFlag(v.lang, defaultLang);
  if (!lang.ok) return lang;
  const L = lang.value;
  const base = {
    help: v.help === true,
    lang: L,
    json: v.json === true,
    save: v.save === true,
    delayMs: DEFAULT_DELAY_MS,
  };
  if (v.help) return ok({ ...base, source: { kind: 'resume' } });

  let demo: Strategy | undefined;
  if (typeof v.demo === 'string') {
    const name = v.demo.trim().toLowerCase();
    demo = STRATEGIES.find((s) => s === name);
    if (demo === undefined) {
      return err(
        usageError(
          tr(
            L,
            `--demo expects one of ${STRATEGIES.join(', ')}, got "${v.demo}"`,
            `--demo vuole uno tra ${STRATEGIES.join(', ')}, non "${v.demo}"`,
          ),
        ),
      );
    }
  }
  let delayMs = DEFAULT_DELAY_MS;
  if (typeof v.delay === 'string') {
    if (demo === undefined) {
      return err(usageError(tr(L, '--delay only applies with --demo', '--delay vale solo con --demo')));
    }
    const d = parseIntFlag('--delay', v.delay, 0, 60_000, { en: 'milliseconds', it: 'millisecondi' }, L);
    if (!d.ok) return d;
    delayMs = d.value;
  }
  let timeMs: number | undefined;
  if (typeof v['time-ms'] === 'string') {
    const t = msFlag('--time-ms', v['time-ms'], L);
    if (!t.ok) return t;
    timeMs = t.value;
  }
  const options = {
    ...base,
    delayMs,
    ...(demo === undefined ? {} : { demo }),
    ...(timeMs === undefined ? {} : { timeMs }),
  };

  const dealFlags = (['seed', 'width', 'height', 'colors', 'winnable', 'id'] as const).filter(
    (f) => v[f] !== undefined,
  );
  if (v.resume) {
    if (v.board !== undefined) return conflict('--resume', '--board', COMMAND, L);
    if (dealFlags.length > 0) return conflict('--resume', `--${dealFlags[0]}`, COMMAND, L);
    return ok({ ...options, source: { kind: 'resume' } });
  }
  if (typeof v.board === 'string') {
    if (dealFlags.length > 0) return conflict('--board', `--${dealFlags[0]}`, COMMAND, L);
    return ok({ ...options, source: { kind: 'board', path: v.board } });
  }

  const deal = parseDealFlags(
    v,
    {
      game: samegame,
      describe: describeSameGameError,
      expected: { en: 'samegame:<W>x<H>c<C>#<seed>', it: 'samegame:<L>x<A>c<C>#<seme>' },
      paramFlags: ['width', 'height', 'colors', 'winnable'],
      sizes: { width: DEFAULT_PARAMS.width, height: DEFAULT_PARAMS.height, colors: DEFAULT_PARAMS.colors },
      check: (size) => checkParams({ ...size, winnable: v.winnable === true }),
    },
    COMMAND,
    L,
  );
  if (!deal.ok) return deal;
  return ok({ ...options, source: { kind: 'deal', ...deal.value } });
}

export function parseSolveOptions(args: readonly string[], defaultLang: Lang): Result<SolveOptions, Failure> {
  const parsed = parseOptions(args, SOLVE_FLAGS, 'ludoteca samegame solve', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parseLangFlag(v.lang, defaultLang);
  if (!lang.ok) return lang;
  let timeMs = DEFAULT_SOLVE_MS;
  if (typeof v['time-ms'] === 'string') {
    const t = msFlag('--time-ms', v['time-ms'], lang.value);
    if (!t.ok) return t;
    timeMs = t.value;
  }
  return ok({
    help: v.help === true,
    lang: lang.value,
    json: v.json === true,
    timeMs,
    path: parsed.value.positionals[0] ?? '-',
  });
}
