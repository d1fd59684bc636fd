// The fuzz targets: every parser of untrusted input, each with a generator of inputs and a check that throws
// only on a crash. A refusal (a Result error, a 4xx answer, a CLI usage error) is the parser doing its job.
import fc from 'fast-check';
import { winnableDeals } from '../ai/shisensho/index.js';
import type { AnyGame } from '../core/game.js';
import { parseGameId, parseGameIdOrAddress } from '../core/gameId.js';
import { parseRecord } from '../core/record.js';
import { createRng } from '../core/rng.js';
import { createGames } from '../games/index.js';
import type { Dawg } from '../games/scarabeo/dawg.js';
import { scarabeoGameWith } from '../games/scarabeo/game.js';
import { loadLexicon } from '../node/lexicon.js';
import { replayRecord } from '../session/index.js';
import { showText, textFrom } from './text.js';

export interface FuzzTarget<T> {
  readonly name: string;
  readonly about: string;
  readonly input: fc.Arbitrary<T>;
  /** Runs the parser on one input; resolves on success or refusal, throws (or rejects) on a crash. */
  check(input: T): void | Promise<void>;
  /** The input as a report shows it. */
  show(input: T): string;
  /** Sets up what the target needs (a server), before the clock starts; called once before a run. */
  prepare?(): Promise<void>;
  /** Releases what the target holds (a server); called once after a run. */
  close?(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds targets of different input types.
export type AnyTarget = FuzzTarget<any>;

/** Every game, Scarabeo with the standard lexicon when it is built (dist/lexicon), as the server holds them. */
export function allGames(): ReadonlyMap<string, AnyGame> {
  const games = createGames({ shisenShoDeals: winnableDeals });
  const dawg = loadLexicon('standard');
  if (!dawg.ok) return games;
  const scarabeo = scarabeoGameWith((): Dawg => dawg.value);
  return new Map<string, AnyGame>([...games, [scarabeo.name, scarabeo]]);
}

/** Words each game's parsers know, so generated text gets past the first character now and then. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  samegame: ['15x10c4', '15x10c4w', '40x40c9', 'x', 'c', 'w', '3,0', '3 0', '0', '1', '12', '99', '1234', '.', '/'],
  shisensho: [
    '18x8k36',
    '6x4k4g',
    '18x8k36u',
    'x',
    'k',
    'a1',
    'b3',
    'h7',
    'b3-h7',
    'zz9999',
    'scramble',
    'm1',
    'p9',
    's5',
    'z1',
    'f1',
    '..',
  ],
  konobi: ['11', '7', '25', 'c4', 'k11', 'pass', 'swap', 'x', 'o', '.', '/', 'to-move:', 'black', 'white', 'swap:'],
  scarabeo: [
    '2p',
    '4pe',
    '3pf',
    '8H',
    'H8',
    'CASA',
    'casa',
    'exchange',
    'ABC',
    'pass',
    'swap',
    '?',
    '*',
    'rack:',
    'rules:',
    'editrice',
    'standard',
    '.',
    'A',
  ],
};
const EVERY_WORD = Object.values(WORDS).flat();
const GAME_NAMES = ['samegame', 'shisensho', 'konobi', 'scarabeo'];

function parserTarget(
  name: string,
  about: string,
  words: readonly string[],
  parse: (text: string) => void,
): FuzzTarget<string> {
  return { name, about, input: textFrom(words), check: parse, show: (t) => showText(t) };
}

/** A parser that must return a Result: anything else (an exception) is a crash. */
function expectResult(r: unknown): void {
  if (typeof r !== 'object' || r === null || typeof (r as { ok?: unknown }).ok !== 'boolean') {
    throw new Error(`the parser returned ${String(r)} instead of a Result`);
  }
}

function gameTargets(games: ReadonlyMap<string, AnyGame>): AnyTarget[] {
  const targets: AnyTarget[] = [];
  for (const game of games.values()) {
    const words = WORDS[game.name] ?? [];
    const params = game.defaultParams;
    const dealt = game.newGame(params, createRng('fuzz'));
    targets.push(
      parserTarget(`${game.name}-position`, `${game.name}'s positions (parsePosition, default params)`, words, (t) =>
        expectResult(game.parsePosition(params, t)),
      ),
      parserTarget(`${game.name}-move`, `${game.name}'s moves (parseMove on a fresh deal)`, words, (t) =>
        expectResult(game.parseMove(dealt, t)),
      ),
    );
  }
  return targets;
}

/** A value shaped like a record, mostly valid fields with wrong ones mixed in, holes in lists included. */
function recordValue(games: ReadonlyMap<string, AnyGame>): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 2 });
  const paramsOf = [...games.values()].map((g) => g.formatParams(g.defaultParams));
  const move = fc.oneof(fc.constantFrom(...EVERY_WORD), textFrom(EVERY_WORD), anything);
  const moves = fc.oneof(
    fc.array(move, { maxLength: 30 }),
    fc.sparseArray(move, { maxLength: 30 }),
    fc.array(fc.constantFrom('0,0', '1,0', 'a1 b1', 'pass', 'c4', 'scramble'), { maxLength: 300 }),
    anything,
  );
  const field = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: a, weight: 5 }, { arbitrary: anything, weight: 1 });
  return fc.oneof(
    anything,
    fc.record(
      {
        version: field(fc.constant(1)),
        game: field(fc.constantFrom(...GAME_NAMES, 'chess', '')),
        params: field(fc.oneof(fc.constantFrom(...paramsOf), textFrom(EVERY_WORD))),
        seed: field(fc.oneof(fc.constantFrom('k2', 'fuzz', 'a'), fc.string({ maxLength: 70 }))),
        start: field(textFrom(EVERY_WORD)),
        moves: field(moves),
        players: field(fc.array(fc.string({ unit: 'grapheme', maxLength: 45 }), { maxLength: 5 })),
        result: field(fc.string()),
      },
      { requiredKeys: ['version', 'game', 'params', 'moves'] },
    ),
  );
}

function recordTarget(games: ReadonlyMap<string, AnyGame>): FuzzTarget<unknown> {
  return {
    name: 'record',
    about: 'records: parseRecord, then replayRecord of what it accepts',
    input: recordValue(games),
    check(value) {
      const parsed = parseRecord(value);
      expectResult(parsed);
      if (parsed.ok) expectResult(replayRecord(games, parsed.value));
    },
    show: (v) => showText(JSON.stringify(v) ?? String(v), 300),
  };
}

/** The targets that need nothing but the engines (the CLI and server ones are added by targets.ts's callers). */
export function engineTargets(games: ReadonlyMap<string, AnyGame>): AnyTarget[] {
  return [
    parserTarget('params', "every game's params (parseParams)", EVERY_WORD, (t) => {
      for (const game of games.values()) expectResult(game.parseParams(t));
    }),
    parserTarget(
      'game-id',
      'game ids <game>:<params>#<seed> and game addresses (parseGameId, parseGameIdOrAddress)',
      [...EVERY_WORD, ...GAME_NAMES, 'http://', '/'],
      (t) => {
        expectResult(parseGameId(t));
        expectResult(parseGameIdOrAddress(t));
      },
    ),
    ...gameTargets(games),
    recordTarget(games),
  ];
}
