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
  type Failure,
  GAME_FLAGS,
  parseChoice,
  parseCommandLine,
  parseMsFlag,
  parseSoloSource,
  SCRIPT_FLAGS,
  type SoloSource,
  usageError,
} from '../args.js';
import type { Lang } from '../lang.js';
import { words } from './text.js';

export type Source = SoloSource<SameGameParams>;

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

const COMMAND = 'ludoteca samegame';

const PLAY_FLAGS = {
  ...GAME_FLAGS,
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
} as const;

const SOLVE_FLAGS = {
  ...SCRIPT_FLAGS,
  'time-ms': { type: 'string' },
} as const;

export function parsePlayOptions(args: readonly string[], defaultLang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseCommandLine(args, PLAY_FLAGS, COMMAND, defaultLang);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = parsed.value.lang;
  const t = words(L);
  const base = {
    help: v.help === true,
    lang: L,
    json: v.json === true,
    save: v.save === true,
    delayMs: DEFAULT_DELAY_MS,
  };
  if (v.help) return ok({ ...base, source: { kind: 'resume' } });

  const chosen = parseChoice<Strategy | 'none'>('--demo', v.demo, STRATEGIES, 'none', L);
  if (!chosen.ok) return chosen;
  const demo = chosen.value === 'none' ? undefined : chosen.value;
  let delayMs = DEFAULT_DELAY_MS;
  if (typeof v.delay === 'string') {
    if (demo === undefined) {
      return err(usageError(t.delayOnlyWithDemo));
    }
    const d = parseMsFlag('--delay', v.delay, L, 60_000, 0);
    if (!d.ok) return d;
    delayMs = d.value;
  }
  let timeMs: number | undefined;
  if (typeof v['time-ms'] === 'string') {
    const ms = parseMsFlag('--time-ms', v['time-ms'], L);
    if (!ms.ok) return ms;
    timeMs = ms.value;
  }
  const options = {
    ...base,
    delayMs,
    ...(demo === undefined ? {} : { demo }),
    ...(timeMs === undefined ? {} : { timeMs }),
  };

  const source = parseSoloSource(
    v,
    {
      game: samegame,
      describe: describeSameGameError,
      expected: t.idShape,
      paramFlags: ['width', 'height', 'colors', 'winnable'],
      sizes: { width: DEFAULT_PARAMS.width, height: DEFAULT_PARAMS.height, colors: DEFAULT_PARAMS.colors },
      check: (size) => checkParams({ ...size, winnable: v.winnable === true }),
    },
    COMMAND,
    L,
  );
  return source.ok ? ok({ ...options, source: source.value }) : source;
}

export function parseSolveOptions(args: readonly string[], defaultLang: Lang): Result<SolveOptions, Failure> {
  const parsed = parseCommandLine(args, SOLVE_FLAGS, 'ludoteca samegame solve', defaultLang, 1);
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const lang = parsed.value.lang;
  let timeMs = DEFAULT_SOLVE_MS;
  if (typeof v['time-ms'] === 'string') {
    const ms = parseMsFlag('--time-ms', v['time-ms'], lang);
    if (!ms.ok) return ms;
    timeMs = ms.value;
  }
  return ok({
    help: v.help === true,
    lang,
    json: v.json === true,
    timeMs,
    path: parsed.value.positionals[0] ?? '-',
  });
}
