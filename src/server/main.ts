// `npm start`: runs the server on PORT (default 8080) and HOST (default 0.0.0.0) with the database at LUDOTECA_DB,
// or in PostgreSQL when DATABASE_URL is set (several instances may share it).
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer, WRITE_LIMIT, type WriteLimit } from './app.js';
import { DatabaseOpenError } from './db.js';
import { serverGames } from './games.js';
import { SOCKETS_PER_ADDRESS } from './online/routes.js';

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
 * Whether the port can be listened on, tried before the server starts its worker threads: a port in use (the usual
 * startup failure) then ends the process before any worker exists, so it always exits with status 1 at once.
 */
function tryListen(port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => done(e));
    probe.listen({ port, host }, () => probe.close(() => done(undefined)));
  });
}

/** LUDOTECA_WRITE_LIMIT: records one address may post a minute (default 30); 0 turns the limit off. */
function parseWriteLimit(text: string | undefined): WriteLimit | false {
  if (text === undefined || text.trim() === '') return WRITE_LIMIT;
  if (!/^\d{1,6}$/.test(text.trim())) {
    fail(`LUDOTECA_WRITE_LIMIT "${text}" is not a count: expected posts a minute per address, e.g. 30, or 0 for none`);
  }
  const max = Number(text);
  return max === 0 ? false : { max, windowMs: 60_000 };
}

/** LUDOTECA_SOCKETS_PER_ADDRESS: online sockets one address may hold open (default 500); 0 turns the limit off. */
function parseSocketsPerAddress(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return SOCKETS_PER_ADDRESS;
  if (!/^\d{1,6}$/.test(text.trim())) {
    fail(
      `LUDOTECA_SOCKETS_PER_ADDRESS "${text}" is not a count: expected the online connections one address may ` +
        `hold open, e.g. ${SOCKETS_PER_ADDRESS}, or 0 for no limit`,
    );
  }
  return Number(text);
}

/** DATABASE_URL: a PostgreSQL URL (postgres:// or postgresql://), or unset for SQLite. */
function parseDatabaseUrl(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const url = text.trim();
  if (!/^postgres(ql)?:\/\/./.test(url)) {
    fail(
      'DATABASE_URL is not a PostgreSQL URL: expected postgres://user:password@host:5432/database, or unset it for SQLite',
    );
  }
  return url;
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  const host = process.env.HOST?.trim() || DEFAULT_HOST;
  // Relative to the working directory, as documented; the web app is found next to this file (dist/web).
  const dbPath = process.env.LUDOTECA_DB?.trim() || DEFAULT_DB;
  const databaseUrl = parseDatabaseUrl(process.env.DATABASE_URL);
  const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');

  // Port 0 asks for any free port, so only a named one is tried.
  const listenError = port === 0 ? undefined : await tryListen(port, host);
  if (listenError) fail(describeListenError(listenError, host, port));

  let app: FastifyInstance | undefined;
  try {
    app = await buildServer({
      dbPath: dbPath === ':memory:' ? dbPath : resolve(dbPath),
      databaseUrl,
      webRoot,
      // Scarabeo needs its lexicons; without them the other games are served, and this says why.
      games: serverGames((message) => process.stderr.write(`ludoteca: ${message}\n`)),
      // Records are replayed in worker threads under a time budget, so a costly one never stalls the rest.
      replay: {},
      writeLimit: parseWriteLimit(process.env.LUDOTECA_WRITE_LIMIT),
      online: { socket: { perAddress: parseSocketsPerAddress(process.env.LUDOTECA_SOCKETS_PER_ADDRESS) } },
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
    await app.listen({ port, host });
  } catch (e) {
    if (e instanceof DatabaseOpenError) {
      fail(`${e.message} (${databaseUrl ? 'check DATABASE_URL' : 'set LUDOTECA_DB to a writable file path'})`);
    }
    // Stop the worker threads before exiting: an exit while one is still starting can end the process by a signal
    // instead of with status 1. Bounded (generously: a loaded machine is slow to start them), so a stuck close never
    // keeps the process alive.
    await Promise.race([app?.close().catch(() => {}), new Promise((done) => setTimeout(done, 10_000).unref())]);
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
