// Command-line flags through node:util parseArgs (strict), with its errors turned into one clear line each.
import { parseArgs } from 'node:util';
import { isSeed, parseGameIdOrAddress } from '../core/gameId.js';
import { describeGameIdError } from '../core/messages.js';
import { err, ok, type Result } from '../core/result.js';
import type { Io } from './io.js';
import { LANGS, type Lang } from './lang.js';
import { common } from './words.js';

/** Why a command stopped: status 2 for a usage error (flag, value, game), 1 for a failed operation. */
export interface Failure {
  readonly status: 1 | 2;
  readonly message: string;
}

export function usageError(message: string): Failure {
  return { status: 2, message };
}

export function operationFailed(message: string): Failure {
  return { status: 1, message };
}

/** Prints a failure as one line on stderr and returns its exit status. */
export function reportFailure(io: Pick<Io, 'stderr'>, failure: Failure): number {
  io.stderr(`ludoteca: ${failure.message}\n`);
  return failure.status;
}

/** The most arguments a command takes, and the longest one (a path can be up to 4,096 bytes on Linux). */
export const ARG_LIMITS = { count: 100, length: 4096 } as const;

export type OptionSpecs = Record<string, { readonly type: 'string' | 'boolean'; readonly short?: string }>;

/** The flags every game's play command takes: help, language, the deal's seed, resuming and saving. */
export const GAME_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  seed: { type: 'string' },
  resume: { type: 'boolean' },
  save: { type: 'boolean' },
} as const;

/** The flags every scripting command takes: help, language and JSON output. */
export const SCRIPT_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * Parses `args` strictly against `options`; `command` (e.g. "ludoteca samegame") names where the flag was
 * wrong, so the message can point at that command's --help.
 */
export function parseOptions(
  args: readonly string[],
  options: OptionSpecs,
  command: string,
  lang: Lang,
  maxPositionals = 0,
): Result<ParsedArgs, Failure> {
  const t = common(lang);
  const seeHelp = t.seeHelp(command);
  // Bounded before parseArgs, whose time grows faster than a long cluster of short options (`-hhhh…`).
  const long = args.findIndex((a) => a.length > ARG_LIMITS.length);
  if (args.length > ARG_LIMITS.count || long >= 0) {
    return err(
      usageError(long >= 0 ? t.argumentTooLong(long + 1, ARG_LIMITS.length) : t.tooManyArguments(ARG_LIMITS.count)),
    );
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (e) {
    return err(usageError(`${describeParseArgsError(e, lang)}; ${seeHelp}`));
  }
  if (parsed.positionals.length > maxPositionals) {
    const extra = parsed.positionals[maxPositionals] as string;
    return err(usageError(`${t.unexpectedArgument(extra, command)}; ${seeHelp}`));
  }
  return ok({ values: parsed.values as ParsedArgs['values'], positionals: parsed.positionals });
}

/** `parseOptions`, then `--lang` (else `defaultLang`): the language every later message of the command uses. */
export function parseCommandLine(
  args: readonly string[],
  options: OptionSpecs,
  command: string,
  defaultLang: Lang,
  maxPositionals = 0,
): Result<ParsedArgs & { readonly lang: Lang }, Failure> {
  const parsed = parseOptions(args, options, command, defaultLang, maxPositionals);
  if (!parsed.ok) return parsed;
  const lang = parseLangFlag(parsed.value.values.lang, defaultLang);
  return lang.ok ? ok({ ...parsed.value, lang: lang.value }) : lang;
}

/** parseArgs reports problems as errors with codes; the quoted option in its message names the culprit. */
function describeParseArgsError(e: unknown, lang: Lang): string {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  const long = /--([\w-]+)/.exec(message)?.[0];
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const name = long ?? quoted.split(/[ ,]/)[0] ?? quoted;
  const t = common(lang);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return t.unknownOption(quoted);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message.includes('does not take an argument') ? t.takesNoValue(name) : t.needsValue(name);
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return t.unexpected(quoted);
  return message.split('\n')[0] ?? message;
}

/**
 * Parses a flag's whole-number value within [min, max], naming the flag, `what` it counts (in the run's
 * language) and the range when it is not.
 */
export function parseIntFlag(
  flag: string,
  text: string,
  min: number,
  max: number,
  what: string,
  lang: Lang,
): Result<number, Failure> {
  const t = text.trim();
  const n = /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return ok(n);
  return err(usageError(common(lang).outOfRange(flag, what, min, max, text)));
}

/** A time budget in milliseconds, from 1 ms to an hour unless `max` says otherwise. */
export function parseMsFlag(flag: string, text: string, lang: Lang, max = 3_600_000, min = 1): Result<number, Failure> {
  return parseIntFlag(flag, text, min, max, common(lang).milliseconds, lang);
}

/** Parses a flag's whole number without a range check (the engine checks its own limits and says which). */
export function parseWholeNumber(flag: string, text: string, lang: Lang): Result<number, Failure> {
  const t = text.trim();
  if (/^\d{1,9}$/.test(t)) return ok(Number(t));
  return err(usageError(common(lang).notWholeNumber(flag, text)));
}

/** A flag's value that must be one of a few words (any case), or `fallback` when the flag is absent. */
export function parseChoice<T extends string>(
  flag: string,
  value: unknown,
  choices: readonly T[],
  fallback: T,
  lang: Lang,
): Result<T, Failure> {
  if (typeof value !== 'string') return ok(fallback);
  const found = choices.find((c) => c === value.trim().toLowerCase());
  return found === undefined ? err(usageError(common(lang).oneOf(flag, choices, value))) : ok(found);
}

/** `--lang en|it`: the language asked for, else the one from the locale. */
export function parseLangFlag(value: string | boolean | undefined, lang: Lang): Result<Lang, Failure> {
  return parseChoice('--lang', value, LANGS, lang, lang);
}

/** Two flags of `command` that exclude each other. */
export function conflict(a: string, b: string, command: string, lang: Lang): Result<never, Failure> {
  const t = common(lang);
  return err(usageError(`${t.conflict(a, b)}; ${t.seeHelp(command)}`));
}

/**
 * `--id <game>:<params>#<seed>` (or the game's address in the browser): the game's params, and the seed when the
 * id has one; `expected` shows the id's shape when it names another game.
 */
export function parseIdFlag<P, E>(
  text: string,
  game: { readonly name: string; parseParams(text: string): Result<P, E> },
  describe: (error: E, lang: Lang) => string,
  expected: string,
  lang: Lang,
): Result<{ params: P; seed: string | undefined }, Failure> {
  // What the browser's address bar shows names the game as well as its id.
  const id = parseGameIdOrAddress(text);
  if (!id.ok) return err(usageError(`--id: ${describeGameIdError(id.error, lang)}`));
  if (id.value.game !== game.name) {
    return err(usageError(common(lang).idOfOtherGame(id.value.game, expected)));
  }
  const p = game.parseParams(id.value.params);
  if (!p.ok) return err(usageError(`--id: ${describe(p.error, lang)}`));
  return ok({ params: p.value, seed: id.value.seed });
}

/** `--seed S`: a seed as game ids spell it. */
export function parseSeedFlag(text: string, lang: Lang): Result<string, Failure> {
  if (isSeed(text)) return ok(text);
  return err(usageError(`--seed: ${describeGameIdError({ code: 'seed-syntax', seed: text }, lang)}`));
}

/** A command's entry point: the arguments after its name in, the exit status out. */
export type Command = (args: readonly string[], io: Io, lang: Lang) => Promise<number>;

/** A command that parses its options, prints `usage` for --help, and otherwise runs with them. */
export function command<O extends { readonly help: boolean; readonly lang: Lang }>(
  parse: (args: readonly string[], lang: Lang) => Result<O, Failure>,
  usage: (lang: Lang) => string,
  run: (options: O, io: Io) => Promise<number> | number,
): Command {
  return async (args, io, lang) => {
    const options = parse(args, lang);
    if (!options.ok) return reportFailure(io, options.error);
    if (options.value.help) {
      io.stdout(usage(options.value.lang));
      return 0;
    }
    return run(options.value, io);
  };
}

/**
 * `ludoteca <game> <sub-command> …` runs the sub-command of that name; without one (no arguments, or options
 * first) the game is played; any other word is refused with the list of sub-commands.
 */
export function subCommands(game: string, commands: Readonly<Record<string, Command>>, play: Command): Command {
  return (args, io, lang) => {
    const first = args[0];
    if (first !== undefined && Object.hasOwn(commands, first)) {
      return (commands[first] as Command)(args.slice(1), io, lang);
    }
    if (first !== undefined && !first.startsWith('-')) {
      const names = Object.keys(commands).join(', ');
      return Promise.resolve(reportFailure(io, usageError(common(lang).unknownCommand(first, game, names))));
    }
    return play(args, io, lang);
  };
}

/** How a solo game deals from flags: `--id`, or its size flags over the defaults, checked by the engine. */
export interface DealFlags<P, E, K extends string> {
  readonly game: { readonly name: string; parseParams(text: string): Result<P, E> };
  readonly describe: (error: E, lang: Lang) => string;
  /** The id's shape (in the run's language), shown when `--id` names another game. */
  readonly expected: string;
  /** Every flag that sets the params, so cannot stand beside `--id`, in the order they are reported. */
  readonly paramFlags: readonly string[];
  /** The whole-number size flags and their defaults. */
  readonly sizes: Readonly<Record<K, number>>;
  /** The params from the sizes and the other flags, checked by the engine. */
  readonly check: (size: Record<K, number>) => Result<P, E>;
}

/** Where a solo game starts: a deal (a fresh seed unless given), a start position in a file or on stdin, or the save. */
export type SoloSource<P> =
  | { readonly kind: 'deal'; readonly params: P; readonly seed?: string }
  | { readonly kind: 'board'; readonly path: string }
  | { readonly kind: 'resume' };

/**
 * `--resume`, `--board FILE` or a deal (`parseDealFlags`), each refused beside the flags of another;
 * `boardFlags` are the param flags that still apply to a board (Shisen-Sho's --gravity).
 */
export function parseSoloSource<P, E, K extends string>(
  v: ParsedArgs['values'],
  deal: DealFlags<P, E, K>,
  command: string,
  lang: Lang,
  boardFlags: readonly string[] = [],
): Result<SoloSource<P>, Failure> {
  const given = ['seed', 'id', ...deal.paramFlags].filter((f) => v[f] !== undefined);
  if (v.resume) {
    const other = typeof v.board === 'string' ? 'board' : given[0];
    return other === undefined ? ok({ kind: 'resume' }) : conflict('--resume', `--${other}`, command, lang);
  }
  if (typeof v.board === 'string') {
    const other = given.find((f) => !boardFlags.includes(f));
    return other === undefined
      ? ok({ kind: 'board', path: v.board })
      : conflict('--board', `--${other}`, command, lang);
  }
  const dealt = parseDealFlags(v, deal, command, lang);
  return dealt.ok ? ok({ kind: 'deal', ...dealt.value }) : dealt;
}

/** The params and seed of a deal: `--id`, or the size flags; then `--seed`, refused beside an id with a seed. */
export function parseDealFlags<P, E, K extends string>(
  v: ParsedArgs['values'],
  deal: DealFlags<P, E, K>,
  command: string,
  lang: Lang,
): Result<{ params: P; seed?: string }, Failure> {
  let params: P;
  let seed: string | undefined;
  if (typeof v.id === 'string') {
    const sizeFlag = deal.paramFlags.find((f) => v[f] !== undefined);
    if (sizeFlag) return conflict('--id', `--${sizeFlag}`, command, lang);
    const id = parseIdFlag(v.id, deal.game, deal.describe, deal.expected, lang);
    if (!id.ok) return id;
    params = id.value.params;
    seed = id.value.seed;
    if (seed !== undefined && typeof v.seed === 'string') return conflict('--id', '--seed', command, lang);
  } else {
    const size: Record<K, number> = { ...deal.sizes };
    for (const f of Object.keys(size) as K[]) {
      const text = v[f];
      if (typeof text !== 'string') continue;
      const n = parseWholeNumber(`--${f}`, text, lang);
      if (!n.ok) return n;
      size[f] = n.value;
    }
    const checked = deal.check(size);
    if (!checked.ok) return err(usageError(deal.describe(checked.error, lang)));
    params = checked.value;
  }
  if (typeof v.seed === 'string') {
    const s = parseSeedFlag(v.seed, lang);
    if (!s.ok) return s;
    seed = s.value;
  }
  return ok({ params, ...(seed === undefined ? {} : { seed }) });
}
