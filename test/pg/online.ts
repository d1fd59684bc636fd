// Helpers for online play on PostgreSQL: a server on a database URL (in this process, or the built server as a
// child process), and a Konobi player that picks its moves with the engine from the public move list.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng.js';
import { type KonobiState, konobi } from '../../src/games/konobi/index.js';
import type { Snapshot } from '../../src/online/protocol.js';
import { buildServer, type OnlineServerOptions } from '../../src/server/app.js';
import { allGames, type TestServer } from '../online/harness.js';

/**
 * The server in this process on PostgreSQL at `databaseUrl`, listening on a free loopback port; `now` is the clock
 * its rooms read (claims, clocks), for a test to move on; `online` its online store and computer player.
 */
export async function startPgServer(
  databaseUrl: string,
  now?: () => number,
  online?: OnlineServerOptions,
): Promise<TestServer> {
  const app = await buildServer({
    dbPath: ':memory:',
    databaseUrl,
    webRoot: join(tmpdir(), 'ludoteca-no-web'),
    games: allGames(),
    writeLimit: false,
    ...(now ? { now } : {}),
    ...(online ? { online } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return serverAt(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`, () => app.close());
}

/** A TestServer for a server at `http` (e.g. a child process), closed by `close`. */
export function serverAt(http: string, close: () => Promise<void>): TestServer {
  return { app: undefined as never, http, ws: `${http.replace(/^http/, 'ws')}/api/online/socket`, close };
}

/** The Konobi position after the public moves of a snapshot (Konobi hides nothing: they are the moves). */
export function konobiAfter(snapshot: Pick<Snapshot, 'params' | 'moves'>): KonobiState {
  const params = konobi.parseParams(snapshot.params);
  if (!params.ok) throw new Error(`bad params ${snapshot.params}`);
  let state = konobi.newGame(params.value, createRng('online'));
  for (const text of snapshot.moves) {
    const move = konobi.parseMove(state, text);
    if (!move.ok) throw new Error(`the server sent a move the engine refuses: ${text}`);
    state = konobi.play(state, move.value);
  }
  return state;
}

/** The `pick`-th legal move (from the end when negative) of the position after the snapshot's moves, as text. */
export function konobiMove(snapshot: Pick<Snapshot, 'params' | 'moves'>, pick = 0): string {
  const state = konobiAfter(snapshot);
  const legal = konobi.legalMoves(state);
  const move = legal[(pick + legal.length) % legal.length];
  if (move === undefined) throw new Error('no legal move');
  return konobi.formatMove(state, move);
}
