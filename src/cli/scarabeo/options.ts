// Flags of `ludoteca scarabeo` (the console game) and its scripting commands, parsed into plain configurations.
import { SCARABEO_LEVELS, type ScarabeoLevel } from '../../ai/scarabeo/levelRange.js';
import { describeNameProblem, nameRule } from '../../core/messages.js';
import { nameClash, parsePlayerName } from '../../core/names.js';
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
import {
  type Failure,
  GAME_FLAGS,
  parseChoice,
  parseIdFlag,
  parseIntFlag,
  parseOptions,
  parseSeedFlag,
  SCRIPT_FLAGS,
  usageError,
} from '../args.js';
import { type Lang, parseLang } from '../lang.js';
import { parseSeatLevels } from '../levels.js';
import { words } from './text.js';

/** The computer's default level: the strongest, as a player sitting down against the computer expects. */
export const DEFAULT_LEVEL: ScarabeoLevel = 5;

export interface PlayOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly params: ScarabeoParams;
  readonly seed?: string;
  /** One per seat. */
  readonly computer: readonly boolean[];
  /**
   * The level of each seat the computer plays, in seat order: 1 (easy) to 6 (simulating); docs/scarabeo-ai.md
   * says what each does.
   */
  readonly levels: readonly ScarabeoLevel[];
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

function parseLexiconKind(value: unknown, lang: Lang): Result<LexiconKind, Failure> {
  return parseChoice('--lexicon', value, ['standard', 'full'], 'standard', lang);
}

function conflict(a: string, b: string, lang: Lang): Result<never, Failure> {
  return err(usageError(words(lang).alreadyFixes(a, b)));
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
      return err(usageError(words(lang).computerExpected(players, text)));
    }
    seats[n - 1] = true;
  }
  return ok(seats);
}

export function parsePlayOptions(args: readonly string[], lang: Lang): Result<PlayOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      ...GAME_FLAGS,
      players: { type: 'string' },
      computer: { type: 'string' },
      level: { type: 'string' },
      names: { type: 'string' },
      rules: { type: 'string' },
      lexicon: { type: 'string' },
      id: { type: 'string' },
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
    const id = parseIdFlag(v.id, { name: 'scarabeo', parseParams }, describeScarabeoError, words(L).idShape, L);
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
        words(L).aNumberOfPlayers,
        L,
      );
      if (!n.ok) return n;
      players = n.value;
    }
    const rules = parseChoice<RulesVariant>('--rules', v.rules, ['seed', 'editrice'], 'seed', L);
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
  const levels = parseSeatLevels(
    v.level,
    {
      computerSeats: computer.value.filter((c) => c).length,
      max: SCARABEO_LEVELS.length,
      fallback: DEFAULT_LEVEL,
      what: words(L).aLevel,
      how: words(L).giveComputerSeats,
    },
    L,
  );
  if (!levels.ok) return levels;
  const given: string[] = [];
  const list = typeof v.names === 'string' ? v.names.split(',') : [];
  if (list.length > params.players) return err(usageError(words(L).namesExpected(params.players, String(v.names))));
  for (const raw of list) {
    // The rule of every name, a saved game's too (src/core/names.ts): the board shows them as they are.
    const name = parsePlayerName(raw);
    if (!name.ok) return err(usageError(words(L).badName(raw.trim(), describeNameProblem(name.error, L), nameRule(L))));
    given.push(name.value);
  }
  const names = computer.value.map(
    (isComputer, i) => given[i] ?? (isComputer ? `Computer ${i + 1}` : words(L).player(i + 1)),
  );
  const clash = nameClash(names);
  if (clash) return err(usageError(words(L).differentNames(clash[0] + 1, clash[1] + 1, names[clash[1]] ?? '')));
  return ok({
    help: v.help === true,
    lang: L,
    params,
    ...(seed === undefined ? {} : { seed }),
    computer: computer.value,
    levels: levels.value as readonly ScarabeoLevel[],
    names,
    resume: v.resume === true,
    save: v.save === true,
  });
}

export function parseMovesOptions(args: readonly string[], lang: Lang): Result<MovesOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      ...SCRIPT_FLAGS,
      rack: { type: 'string' },
      top: { type: 'string' },
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
    const n = parseIntFlag('--top', v.top, 1, 1_000_000, words(L).aNumberOfPlays, L);
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
      ...SCRIPT_FLAGS,
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
    return err(usageError(words(L).checkNeedsWord));
  }
  // An empty argument (`check ''`, a shell variable that was not set) is no word to look up.
  const blank = parsed.value.positionals.findIndex((w) => w.trim() === '');
  if (v.help !== true && blank >= 0) return err(usageError(words(L).emptyWord(blank + 1)));
  return ok({
    help: v.help === true,
    lang: L,
    words: parsed.value.positionals,
    json: v.json === true,
    lexicon: lexicon.value,
  });
}
