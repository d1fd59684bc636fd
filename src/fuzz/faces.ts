// Fuzz targets for the faces' own parsers: command lines (argv), lines typed into a terminal game, GTP commands
// and HTTP requests to the API. A crash is an exception out of the face, a 5xx answer, or an "internal error".
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { boundedLines, InputTooLarge } from '../cli/input.js';
import type { Io } from '../cli/io.js';
import { GTP_COMMANDS, GtpSession } from '../cli/konobi/gtp.js';
import { runCli } from '../cli/run.js';
import type { AnyGame } from '../core/game.js';
import { createRng } from '../core/rng.js';
import { buildServer } from '../server/app.js';
import type { FuzzTarget } from './targets.js';
import { showText, textFrom } from './text.js';

/** A process for runCli that reads `lines` as stdin, has no files, and keeps what is printed. */
function fakeIo(argv: readonly string[], lines: readonly string[]): Io & { readonly printed: string[] } {
  const printed: string[] = [];
  let seed = 1;
  const noFile = (path: string) => Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  return {
    printed,
    argv,
    env: { LANG: 'C', LUDOTECA_HOME: '/nonexistent/ludoteca-fuzz' },
    stdoutIsTty: false,
    stdinIsTty: false,
    stdout: (t) => void printed.push(t),
    stderr: (t) => void printed.push(t),
    // Through the process's own splitter, so its bound on a line applies here too.
    stdinLines: () => {
      const split = boundedLines(
        (async function* () {
          yield lines.map((l) => `${l}\n`).join('');
        })(),
      )[Symbol.asyncIterator]();
      return { next: async () => (await split.next()).value ?? undefined, close() {} };
    },
    readFile: async (path) => Promise.reject(noFile(path)),
    writeFile: async () => {},
    homeDir: () => '/nonexistent',
    now: () => 0,
    sleep: async () => {},
    random32: () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed;
    },
    version: async () => '0.0.0',
  };
}

/** Throws when a run ended in the wrapper's "internal error" (an exception out of runCli is one too). */
async function runQuietly(argv: readonly string[], lines: readonly string[]): Promise<void> {
  const io = fakeIo(argv, lines);
  let status: number;
  try {
    status = await runCli(io);
  } catch (e) {
    // The process reports input over a limit as a one-line message (main.ts): a refusal, not a crash.
    if (e instanceof InputTooLarge) return;
    throw e;
  }
  if (![0, 1, 2].includes(status)) throw new Error(`exit status ${status}`);
  const internal = io.printed.find((t) => t.includes('internal error'));
  if (internal) throw new Error(internal);
}

const FLAGS = [
  '--help',
  '-h',
  '--lang',
  'it',
  'en',
  '--seed',
  '--id',
  '--width',
  '--height',
  '--colors',
  '--json',
  '--board',
  '--demo',
  '--level',
  '--names',
  '--time-ms',
  '--players',
  '--rack',
  '-v',
  '--version',
  '-',
  '=',
  'solve',
  'moves',
  'gtp',
  'samegame',
  'shisensho',
  'konobi',
  'scarabeo',
  'samegame:15x10c4#k2',
  '-hhhhhhhh',
];

/**
 * `ludoteca …` with generated arguments and `--help` last, so every argument is parsed but nothing is played
 * or solved (a valid line just prints its help); `--` is left out, since after it `--help` is an argument.
 */
export const commandLineTarget: FuzzTarget<string[]> = {
  name: 'command-line',
  about: 'ludoteca <arguments…> --help: the dispatcher and every command’s flag parser',
  input: fc
    .array(fc.oneof(fc.constantFrom(...FLAGS), textFrom(FLAGS)), { maxLength: 8 })
    .map((args) => args.filter((a) => a !== '--')),
  check: (args) => runQuietly([...args, '--help'], []),
  show: (args) => showText(JSON.stringify(args), 300),
};

const TYPED = ['help', 'undo', 'redo', 'restart', 'new', 'quit', 'scramble', '3 0', '0,0', 'a1 b1', 'b3-h7', '1'];

/**
 * Lines typed into a terminal game on a small fixed deal (no `hint`, which runs the solver within its time
 * budget; a small board, since a deal of the default size costs more than any line).
 */
export const terminalLinesTarget: FuzzTarget<[string, string[]]> = {
  name: 'terminal-lines',
  about: 'lines typed into `ludoteca samegame` and `ludoteca shisensho` (each game’s line loop and controller)',
  input: fc.tuple(
    fc.constantFrom('samegame:6x5c3#fuzz', 'shisensho:6x4k6#fuzz'),
    // A line holds no line break (the splitter ends it there), so each input is at most six lines.
    fc.array(
      fc.oneof(
        fc.constantFrom(...TYPED),
        textFrom(TYPED).map((l) => l.replace(/[\r\n]/g, '')),
      ),
      {
        maxLength: 6,
      },
    ),
  ),
  check: ([id, lines]) =>
    runQuietly(
      [id.split(':')[0] as string, '--id', id, '--lang', 'en'],
      lines.filter((l) => l.trim().toLowerCase() !== 'hint'),
    ),
  show: ([game, lines]) => `${game}: ${showText(JSON.stringify(lines), 300)}`,
};

const GTP_WORDS = [...GTP_COMMANDS.filter((c) => c !== 'genmove'), 'b', 'w', 'black', 'white', 'c4', '7', '11', '#'];

/** GTP lines into one session (no `genmove`, which runs the computer player within its time budget). */
export const gtpTarget: FuzzTarget<string[]> = {
  name: 'gtp',
  about: 'GTP command lines, a few per fresh session (GtpSession.handle)',
  input: fc.array(fc.oneof(fc.constantFrom(...GTP_WORDS), textFrom(GTP_WORDS)), { minLength: 1, maxLength: 5 }),
  check(lines) {
    const session = new GtpSession({ version: '0', level: 1, rng: createRng('fuzz'), now: () => 0 });
    for (const line of lines) {
      if (/genmove/i.test(line)) continue;
      const reply = session.handle(line);
      if (typeof reply !== 'string') throw new Error('no reply');
    }
  },
  show: (lines) => showText(JSON.stringify(lines), 300),
};

interface Request {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
}

const URL_WORDS = ['/api/records', '/api/scores', '/api/health', '/api/records/1', '?', '&', '=', 'game', 'params'];
const QUERY_WORDS = ['game=samegame', 'params=15x10c4', 'limit=10', 'game=konobi', 'limit=-1', '%', '%zz', '&'];

/** The API on a `:memory:` database, asked generated requests: JSON bodies near a real POST, and raw text. */
export function httpTarget(games: ReadonlyMap<string, AnyGame>): FuzzTarget<Request> {
  let app: FastifyInstance | undefined;
  const record = fc.record(
    {
      version: fc.oneof(fc.constant(1), fc.jsonValue()),
      game: fc.oneof(fc.constantFrom(...games.keys()), fc.string()),
      params: fc.oneof(fc.constantFrom('15x10c4', '18x8k36', '11', '2p'), fc.string()),
      seed: fc.oneof(fc.constantFrom('k2', 'a'), fc.string()),
      moves: fc.oneof(fc.array(fc.constantFrom('0,0', '3 0', 'a1 b1', 'pass', 'c4')), fc.jsonValue()),
      players: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }),
    },
    { requiredKeys: ['version', 'game', 'params', 'moves'] },
  );
  const body = fc.oneof(
    fc
      .record(
        {
          record: fc.oneof(record, fc.jsonValue()),
          player: fc.oneof(fc.string({ unit: 'binary', maxLength: 50 }), fc.jsonValue()),
          elapsedMs: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
          hints: fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.jsonValue()),
          extra: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
    fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
    textFrom(['{', '}', '[', ']', '"', ':', ',', '"record"', '"player"', 'null', '1e999', '\\u0000']),
  );
  const url = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('/api/records', '/api/scores'),
        fc.array(fc.constantFrom(...QUERY_WORDS), { maxLength: 5 }),
      )
      .map(([path, query]) => `${path}?${query.join('&')}`),
    fc.constantFrom('/api/records', '/api/records/1', '/api/records/0', '/api/records/99999999999999999999'),
    // Node refuses a request line over its 16 KB header limit before Fastify sees it (app.inject does not).
    textFrom(URL_WORDS).map((t) => `/api/${encodeURI(t)}`.slice(0, 8000)),
  );
  return {
    name: 'http',
    about: 'HTTP requests to the API (app.inject on a :memory: database): bodies, queries, paths',
    input: fc.record({
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE'),
      url,
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
      body,
    }),
    async prepare() {
      app = await buildServer({ dbPath: ':memory:', webRoot: '/nonexistent/ludoteca-fuzz', games });
      await app.ready();
    },
    async check(r) {
      if (!app) throw new Error('http target used before prepare()');
      const res = await app.inject({
        method: r.method,
        url: r.url,
        ...(r.method === 'GET' ? {} : { payload: r.body }),
        headers: r.contentType === '' ? {} : { 'content-type': r.contentType },
      });
      if (res.statusCode >= 500) throw new Error(`${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    },
    show: (r) => `${r.method} ${r.url} (${r.contentType}) ${showText(r.body, 200)}`,
    async close() {
      await app?.close();
    },
  };
}
