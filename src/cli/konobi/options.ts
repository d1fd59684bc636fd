// Flags of `ludoteca konobi` (the console game) and `ludoteca konobi gtp`, parsed into plain configurations.
import { DEFAULT_LEVEL, LEVELS } from '../../ai/konobi/index.js';
import { ok, type Result } from '../../core/result.js';
import { checkParams, DEFAULT_PARAMS, describeKonobiError, konobi } from '../../games/konobi/index.js';
import {
  conflict,
  type Failure,
  GAME_FLAGS,
  parseChoice,
  parseCommandLine,
  parseDealFlags,
  parseIntFlag,
  parseSeedFlag,
} from '../args.js';
import type { Lang } from '../lang.js';
import { parseSeatLevels } from '../levels.js';
import { words } from './text.js';

// `person`, as Scarabeo's start line, the save files and the online API name a seat; `human` is kept as its synonym.
const SEATS = ['person', 'human', 'computer'] as const;
export type Seat = 'person' | 'computer';

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly size: number;
  readonly black: Seat;
  readonly white: Seat;
  /** The level of each side the computer plays, Black's first. */
  readonly levels: readonly number[];
  readonly seed?: string;
  /** Resume the saved game instead of starting one. */
  readonly resume: boolean;
  /** Save after every move even when stdin is not a terminal. */
  readonly save: boolean;
}

export interface GtpOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly level: number;
  readonly seed?: string;
}

const PLAY_FLAGS = {
  ...GAME_FLAGS,
  id: { type: 'string' },
  size: { type: 'string' },
  black: { type: 'string' },
  white: { type: 'string' },
  level: { type: 'string' },
} as const;

const GTP_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  level: { type: 'string' },
  seed: { type: 'string' },
} as const;

const COMMAND = 'ludoteca konobi';

function parseLevel(value: unknown, lang: Lang): Result<number, Failure> {
  if (typeof value !== 'string') return ok(DEFAULT_LEVEL);
  return parseIntFlag('--level', value, 1, LEVELS, words(lang).aLevel, lang);
}

function parseSeat(flag: string, value: unknown, fallback: Seat, lang: Lang): Result<Seat, Failure> {
  const seat = parseChoice(flag, value, SEATS, fallback, lang);
  return seat.ok ? ok(seat.value === 'computer' ? 'computer' : 'person') : seat;
}

export function parsePlayOptions(args: readonly string[], defaultLang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseCommandLine(args, PLAY_FLAGS, COMMAND, defaultLang);
  if (!parsed.ok) return parsed;
  const { values: v, lang } = parsed.value;
  if (v.resume === true) {
    const given = (['id', 'size', 'black', 'white', 'level', 'seed'] as const).find((f) => v[f] !== undefined);
    if (given !== undefined) return conflict('--resume', `--${given}`, COMMAND, lang);
  }
  // --id or --size, and --seed, as every game deals.
  const deal = parseDealFlags(
    v,
    {
      game: konobi,
      describe: describeKonobiError,
      expected: words(lang).idShape,
      paramFlags: ['size'],
      sizes: { size: DEFAULT_PARAMS.size },
      check: checkParams,
    },
    COMMAND,
    lang,
  );
  if (!deal.ok) return deal;
  const black = parseSeat('--black', v.black, 'person', lang);
  if (!black.ok) return black;
  const white = parseSeat('--white', v.white, 'computer', lang);
  if (!white.ok) return white;
  const computerSeats = [black.value, white.value].filter((k) => k === 'computer').length;
  const flag = { computerSeats, max: LEVELS, fallback: DEFAULT_LEVEL, what: words(lang).aLevel };
  const levels = parseSeatLevels(v.level, { ...flag, how: words(lang).giveComputerSide }, lang);
  if (!levels.ok) return levels;
  const { seed } = deal.value;
  return ok({
    help: v.help === true,
    lang,
    size: deal.value.params.size,
    black: black.value,
    white: white.value,
    levels: levels.value,
    ...(seed === undefined ? {} : { seed }),
    resume: v.resume === true,
    save: v.save === true,
  });
}

export function parseGtpOptions(args: readonly string[], defaultLang: Lang): Result<GtpOptions, Failure> {
  const parsed = parseCommandLine(args, GTP_FLAGS, 'ludoteca konobi gtp', defaultLang);
  if (!parsed.ok) return parsed;
  const { values: v, lang } = parsed.value;
  const level = parseLevel(v.level, lang);
  if (!level.ok) return level;
  const seed = typeof v.seed === 'string' ? parseSeedFlag(v.seed, lang) : undefined;
  if (seed && !seed.ok) return seed;
  return ok({ help: v.help === true, lang, level: level.value, ...(seed ? { seed: seed.value } : {}) });
}
