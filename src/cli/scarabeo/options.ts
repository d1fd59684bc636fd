// Flags of `ludoteca scarabeo` (the console game) and its scripting commands, parsed into plain configurations.
import type { ScarabeoLevel } from '../../ai/scarabeo/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  checkParams,
  describeScarabeoError,
  type LexiconKind,
  LIMITS,
  parseParams,
  type RulesVariant,
  type ScarabeoParams,
} from '../../games/scarabeo/index.js';
import { type Failure, parseIdFlag, parseIntFlag, parseOptions, parseSeedFlag, usageError } from '../args.js';
import { type Lang, parseLang, tr } from '../lang.js';
import { hasUnsafe } from '../text.js';

/** The computer's default level: the strongest, as a player sitting down against the computer expects. */
export const DEFAULT_LEVEL: ScarabeoLevel = 5;

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly params: ScarabeoParams;
  readonly seed?: string;
  /** One per seat. */
  readonly computer: readonly boolean[];
  /** The computer's level, 1 (easy) to 6 (simulating); docs/scarabeo-ai.md says what each does. */
  readonly level: ScarabeoLevel;
  readonly names: readonly string[];
  /** Resume the saved game instead of dealing one. */
  readonly resume: boolean;
  /** Save after every move even when stdin is not a terminal. */
  readonly save: boolean;
}

export interface MovesOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly file?: string;
  readonly rack?: string;
  readonly top?: number;
  readonly json: boolean;
  readonly lexicon: LexiconKind;
}

export interface CheckOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly words: readonly string[];
  readonly json: boolean;
  readonly lexicon: LexiconKind;
}

function langOf(v: Record<string, unknown>, lang: Lang): Lang {
  return typeof v.lang === 'string' ? (parseLang(v.lang) ?? lang) : lang;
}

function parseRules(text: string, lang: Lang): Result<RulesVariant, Failure> {
  const t = text.trim().toLowerCase();
  if (t === 'seed' || t === 'editrice') return ok(t);
  return err(
    usageError(
      tr(lang, `--rules expects seed or editrice, got "${text}"`, `--rules vuole seed o editrice, non "${text}"`),
    ),
  );
}

function parseLexiconKind(value: unknown, lang: Lang): Result<LexiconKind, Failure> {
  if (typeof value !== 'string') return ok('standard');
  const t = value.trim().toLowerCase();
  if (t === 'standard' || t === 'full') return ok(t);
  return err(
    usageError(
      tr(lang, `--lexicon expects standard or full, got "${value}"`, `--lexicon vuole standard o full, non "${value}"`),
    ),
  );
}

function conflict(a: string, b: string, lang: Lang): Result<never, Failure> {
  return err(
    usageError(
      tr(
        lang,
        `${a} already fixes what ${b} sets: give one of them`,
        `${a} fissa già ciò che imposta ${b}: dai solo uno dei due`,
      ),
    ),
  );
}

/** `--computer 2`, `--computer 1,3`, `--computer all` or `--computer none`: which seats the computer plays. */
function parseComputerSeats(text: string | undefined, players: number, lang: Lang): Result<boolean[], Failure> {
  // Default: you in seat 1, the computer in every other seat.
  if (text === undefined) return ok(Array.from({ length: players }, (_, i) => i > 0));
  const t = text.trim().toLowerCase();
  if (t === 'none') return ok(new Array<boolean>(players).fill(false));
  if (t === 'all') return ok(new Array<boolean>(players).fill(true));
  const seats = new Array<boolean>(players).fill(false);
  for (const part of t.split(',')) {
    const n = /^\d{1,2}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN;
    if (!(n >= 1 && n <= players)) {
      return err(
        usageError(
          tr(
            lang,
            `--computer expects seat numbers from 1 to ${players} separated by commas, all or none, got "${text}"`,
            `--computer vuole numeri di posto da 1 a ${players} separati da virgole, all o none, non "${text}"`,
          ),
        ),
      );
    }
    seats[n - 1] = true;
  }
  return ok(seats);
}

export function parsePlayOptions(args: readonly string[], lang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      players: { type: 'string' },
      computer: { type: 'string' },
      level: { type: 'string' },
      names: { type: 'string' },
      rules: { type: 'string' },
      lexicon: { type: 'string' },
      seed: { type: 'string' },
      id: { type: 'string' },
      resume: { type: 'boolean' },
      save: { type: 'boolean' },
    },
    'ludoteca scarabeo',
    lang,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = langOf(v, lang);
  if (v.resume === true) {
    const given = (['players', 'computer', 'level', 'names', 'rules', 'seed', 'id'] as const).find(
      (f) => v[f] !== undefined,
    );
    if (given !== undefined) return conflict('--resume', `--${given}`, L);
  }
  let params: ScarabeoParams;
  let seed: string | undefined;
  if (typeof v.id === 'string') {
    const fixed = (['players', 'rules', 'lexicon'] as const).find((f) => v[f] !== undefined);
    if (fixed) return conflict('--id', `--${fixed}`, L);
    const id = parseIdFlag(
      v.id,
      { name: 'scarabeo', parseParams },
      describeScarabeoError,
      { en: 'scarabeo:<P>p#<seed>, e.g. scarabeo:2p#x', it: 'scarabeo:<P>p#<seme>, per esempio scarabeo:2p#x' },
      L,
    );
    if (!id.ok) return id;
    params = id.value.params;
    seed = id.value.seed;
    if (seed !== undefined && typeof v.seed === 'string') return conflict('--id', '--seed', L);
  } else {
    let players = 2;
    if (typeof v.players === 'string') {
      const n = parseIntFlag(
        '--players',
        v.players,
        LIMITS.minPlayers,
        LIMITS.maxPlayers,
        { en: 'a number of players', it: 'un numero di giocatori' },
        L,
      );
      if (!n.ok) return n;
      players = n.value;
    }
    const rules = typeof v.rules === 'string' ? parseRules(v.rules, L) : ok<RulesVariant>('seed');
    if (!rules.ok) return rules;
    const lexicon = parseLexiconKind(v.lexicon, L);
    if (!lexicon.ok) return lexicon;
    const checked = checkParams({ players, rules: rules.value, lexicon: lexicon.value });
    if (!checked.ok) return err(usageError(describeScarabeoError(checked.error, L)));
    params = checked.value;
  }
  if (typeof v.seed === 'string') {
    const s = parseSeedFlag(v.seed, L);
    if (!s.ok) return s;
    seed = s.value;
  }
  const computer = parseComputerSeats(typeof v.computer === 'string' ? v.computer : undefined, params.players, L);
  if (!computer.ok) return computer;
  let level: ScarabeoLevel = DEFAULT_LEVEL;
  if (typeof v.level === 'string') {
    const n = parseIntFlag('--level', v.level, 1, 6, { en: 'a level', it: 'un livello' }, L);
    if (!n.ok) return n;
    level = n.value as ScarabeoLevel;
  }
  const given = typeof v.names === 'string' ? v.names.split(',').map((n) => n.trim()) : [];
  if (given.length > params.players || given.some((n) => n === '' || n.length > 20 || hasUnsafe(n))) {
    return err(
      usageError(
        tr(
          L,
          `--names expects up to ${params.players} names of 1–20 characters (no control characters) separated by commas, got "${String(v.names)}"`,
          `--names vuole fino a ${params.players} nomi di 1–20 caratteri (senza caratteri di controllo) separati da virgole, non "${String(v.names)}"`,
        ),
      ),
    );
  }
  const names = computer.value.map(
    (isComputer, i) => given[i] ?? (isComputer ? `Computer ${i + 1}` : tr(L, `Player ${i + 1}`, `Giocatore ${i + 1}`)),
  );
  if (new Set(names).size !== names.length) {
    return err(
      usageError(
        tr(L, '--names: every player needs a different name', '--names: ogni giocatore vuole un nome diverso'),
      ),
    );
  }
  return ok({
    help: v.help === true,
    lang: L,
    params,
    ...(seed === undefined ? {} : { seed }),
    computer: computer.value,
    level,
    names,
    resume: v.resume === true,
    save: v.save === true,
  });
}

export function parseMovesOptions(args: readonly string[], lang: Lang): Result<MovesOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      rack: { type: 'string' },
      top: { type: 'string' },
      json: { type: 'boolean' },
      lexicon: { type: 'string' },
    },
    'ludoteca scarabeo moves',
    lang,
    1,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = langOf(v, lang);
  let top: number | undefined;
  if (typeof v.top === 'string') {
    const n = parseIntFlag('--top', v.top, 1, 1_000_000, { en: 'a number of plays', it: 'un numero di mosse' }, L);
    if (!n.ok) return n;
    top = n.value;
  }
  const lexicon = parseLexiconKind(v.lexicon, L);
  if (!lexicon.ok) return lexicon;
  const file = parsed.value.positionals[0];
  return ok({
    help: v.help === true,
    lang: L,
    ...(file === undefined || file === '-' ? {} : { file }),
    ...(typeof v.rack === 'string' ? { rack: v.rack } : {}),
    ...(top === undefined ? {} : { top }),
    json: v.json === true,
    lexicon: lexicon.value,
  });
}

export function parseCheckOptions(args: readonly string[], lang: Lang): Result<CheckOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      json: { type: 'boolean' },
      lexicon: { type: 'string' },
    },
    'ludoteca scarabeo check',
    lang,
    1000,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = langOf(v, lang);
  const lexicon = parseLexiconKind(v.lexicon, L);
  if (!lexicon.ok) return lexicon;
  if (v.help !== true && parsed.value.positionals.length === 0) {
    return err(
      usageError(
        tr(
          L,
          'check needs at least one word, e.g. `ludoteca scarabeo check casa`',
          'check vuole almeno una parola, per esempio `ludoteca scarabeo check casa`',
        ),
      ),
    );
  }
  return ok({
    help: v.help === true,
    lang: L,
    words: parsed.value.positionals,
    json: v.json === true,
    lexicon: lexicon.value,
  });
}
