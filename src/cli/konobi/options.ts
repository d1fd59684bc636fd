// Flags of `ludoteca konobi` (the console game) and `ludoteca konobi gtp`, parsed into plain configurations.
import { DEFAULT_LEVEL, LEVELS } from '../../ai/konobi/index.js';
import { err, ok, type Result } from '../../core/result.js';
import { DEFAULT_PARAMS, LIMITS } from '../../games/konobi/index.js';
import { conflict, type Failure, parseIntFlag, parseOptions, parseSeedFlag, usageError } from '../args.js';
import { type Lang, parseLang, tr } from '../lang.js';

export type Seat = 'human' | 'computer';

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly size: number;
  readonly black: Seat;
  readonly white: Seat;
  readonly level: number;
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

function parseSeat(flag: string, text: string, lang: Lang): Result<Seat, Failure> {
  const t = text.trim().toLowerCase();
  if (t === 'human' || t === 'computer') return ok(t);
  return err(
    usageError(
      tr(lang, `${flag} expects human or computer, got "${text}"`, `${flag} vuole human o computer, non "${text}"`),
    ),
  );
}

function parseLevel(value: unknown, lang: Lang): Result<number, Failure> {
  if (typeof value !== 'string') return ok(DEFAULT_LEVEL);
  return parseIntFlag('--level', value, 1, LEVELS, { en: 'a level', it: 'un livello' }, lang);
}

export function parsePlayOptions(args: readonly string[], lang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      size: { type: 'string' },
      black: { type: 'string' },
      white: { type: 'string' },
      level: { type: 'string' },
      seed: { type: 'string' },
      resume: { type: 'boolean' },
      save: { type: 'boolean' },
    },
    'ludoteca konobi',
    lang,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const outLang = typeof v.lang === 'string' ? (parseLang(v.lang) ?? lang) : lang;
  let size = DEFAULT_PARAMS.size;
  if (typeof v.size === 'string') {
    const s = parseIntFlag(
      '--size',
      v.size,
      LIMITS.minSize,
      LIMITS.maxSize,
      { en: 'a board size', it: 'un lato' },
      lang,
    );
    if (!s.ok) return s;
    size = s.value;
  }
  const black = parseSeat('--black', typeof v.black === 'string' ? v.black : 'human', lang);
  if (!black.ok) return black;
  const white = parseSeat('--white', typeof v.white === 'string' ? v.white : 'computer', lang);
  if (!white.ok) return white;
  const level = parseLevel(v.level, lang);
  if (!level.ok) return level;
  let seed: string | undefined;
  if (typeof v.seed === 'string') {
    const s = parseSeedFlag(v.seed, lang);
    if (!s.ok) return s;
    seed = s.value;
  }
  if (v.resume === true) {
    const given = (['size', 'black', 'white', 'level', 'seed'] as const).find((f) => v[f] !== undefined);
    if (given !== undefined) return conflict('--resume', `--${given}`, 'ludoteca konobi', lang);
  }
  return ok({
    help: v.help === true,
    lang: outLang,
    size,
    black: black.value,
    white: white.value,
    level: level.value,
    ...(seed === undefined ? {} : { seed }),
    resume: v.resume === true,
    save: v.save === true,
  });
}

export function parseGtpOptions(args: readonly string[], lang: Lang): Result<GtpOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      level: { type: 'string' },
      seed: { type: 'string' },
    },
    'ludoteca konobi gtp',
    lang,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const level = parseLevel(v.level, lang);
  if (!level.ok) return level;
  const seed = typeof v.seed === 'string' ? parseSeedFlag(v.seed, lang) : undefined;
  if (seed && !seed.ok) return seed;
  return ok({
    help: v.help === true,
    lang: typeof v.lang === 'string' ? (parseLang(v.lang) ?? lang) : lang,
    level: level.value,
    ...(seed ? { seed: seed.value } : {}),
  });
}
