// `npm start`: runs the server on PORT (default 8080) and HOST (default 0.0.0.0) with the database at LUDOTECA_DB.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { winnableDeals } from '../ai/shisensho/index.js';
import type { AnyGame } from '../core/game.js';
import { createGames } from '../games/index.js';
import type { Dawg } from '../games/scarabeo/dawg.js';
import { scarabeoGameWith } from '../games/scarabeo/game.js';
import { describeLexiconError, LEXICON_KINDS, type LexiconKind, loadLexicon } from '../node/lexicon.js';
import { buildServer } from './app.js';
import { DatabaseOpenError } from './db.js';

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '0.0.0.0';
const DEFAULT_DB = 'data/ludoteca.db';

/** Startup failures the user can fix: one line on stderr and exit status 1, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`ludoteca: ${message}\n`);
  process.exit(1);
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text) : Number.NaN;
  // 0 asks the system for a free port (the line printed below says which); tests use it.
  if (!(port >= 0 && port <= 65535)) fail(`PORT "${text}" is not a port number: expected 0–65535, e.g. PORT=8080`);
  return port;
}

function describeListenError(e: NodeJS.ErrnoException, host: string, port: number): string {
  switch (e.code) {
    case 'EADDRINUSE':
      return `port ${port} is already in use: stop the program using it or set PORT to another port, e.g. PORT=8081 npm start`;
    case 'EACCES':
      return `no permission to listen on port ${port}: use a port above 1023, e.g. PORT=8080`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST "${host}" is not an address of this machine: use 0.0.0.0 (all interfaces) or 127.0.0.1`;
    default:
      return `cannot start the server on ${host}:${port}: ${e.message}`;
  }
}

/**
 * The registry plus Scarabeo, whose rules need a lexicon: both are loaded now (a few milliseconds each; built
 * first if missing), and each stored game is checked with the lexicon its params name. Without a lexicon the
 * server still serves the other games, and says why Scarabeo's records are refused.
 */
function gamesWithScarabeo(): ReadonlyMap<string, AnyGame> {
  const games = createGames({ shisenShoDeals: winnableDeals });
  const lexicons = new Map<LexiconKind, Dawg>();
  for (const kind of LEXICON_KINDS) {
    const loaded = loadLexicon(kind);
    if (!loaded.ok) {
      process.stderr.write(`ludoteca: Scarabeo is not served: ${describeLexiconError(loaded.error)}\n`);
      return games;
    }
    lexicons.set(kind, loaded.value);
  }
  const scarabeo = scarabeoGameWith((kind) => lexicons.get(kind) as Dawg);
  return new Map<string, AnyGame>([...games, [scarabeo.name, scarabeo]]);
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  const host = process.env.HOST?.trim() || DEFAULT_HOST;
  // Relative to the working directory, as documented; the web app is found next to this file (dist/web).
  const dbPath = process.env.LUDOTECA_DB?.trim() || DEFAULT_DB;
  const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');

  let app: FastifyInstance;
  try {
    app = await buildServer({
      dbPath: dbPath === ':memory:' ? dbPath : resolve(dbPath),
      webRoot,
      games: gamesWithScarabeo(),
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
    await app.listen({ port, host });
  } catch (e) {
    if (e instanceof DatabaseOpenError) fail(`${e.message} (set LUDOTECA_DB to a writable file path)`);
    fail(describeListenError(e as NodeJS.ErrnoException, host, port));
  }

  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  process.stdout.write(`Ludoteca: http://localhost:${actualPort}\n`);

  let closing = false;
  const stop = () => {
    // A second Ctrl-C while closing means "now": skip waiting for open connections.
    if (closing) process.exit(1);
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => fail(`cannot start the server: ${(e as Error).message}`));
