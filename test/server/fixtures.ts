// Shared helpers for the server tests: finished SameGame and Konobi records played by the engine, a :memory: server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GameRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import { type KonobiMove, type KonobiState, konobi, winner } from '../../src/games/konobi/index.js';
import { type SameGameMove, type SameGameState, samegame } from '../../src/games/samegame/index.js';
import { buildServer } from '../../src/server/app.js';

export interface Finished {
  readonly record: GameRecord;
  /** The engine's own final score, which the server must reproduce. */
  readonly score: number;
}

/**
 * Deals `params` from `seed` and plays legal moves until the game is over: the first legal move, or the last
 * one when `pick` is 'last' (two strategies give different scores on the same deal, for ranking tests).
 */
export function playToEnd(seed: string, params = '4x3c2', pick: 'first' | 'last' = 'first'): Finished {
  const parsed = samegame.parseParams(params);
  if (!parsed.ok) throw new Error(`bad test params ${params}`);
  let state: SameGameState = samegame.newGame(parsed.value, createRng(seed));
  const moves: string[] = [];
  while (!samegame.isOver(state)) {
    const legal = samegame.legalMoves(state);
    const move = (pick === 'first' ? legal[0] : legal[legal.length - 1]) as SameGameMove;
    moves.push(samegame.formatMove(state, move));
    state = samegame.play(state, move);
  }
  return { record: { version: 1, game: 'samegame', params, seed, moves }, score: state.score };
}

export interface FinishedKonobi {
  readonly record: GameRecord;
  /** The engine's own winner, which the server must store as the result; undefined for a game cut short. */
  readonly winner: 'black' | 'white' | undefined;
}

/**
 * A Konobi game on a size × size board played to the end with the first (or last) legal move each turn; `stop`
 * cuts it short after that many moves, for refusals. The seed only names the game (Konobi has no deal).
 */
export function playKonobi(seed: string, size = 5, pick: 'first' | 'last' = 'first', stop = Infinity): FinishedKonobi {
  let state: KonobiState = konobi.newGame({ size }, createRng(seed));
  const moves: string[] = [];
  while (!konobi.isOver(state) && moves.length < stop) {
    const legal = konobi.legalMoves(state);
    const move = (pick === 'first' ? legal[0] : legal[legal.length - 1]) as KonobiMove;
    moves.push(konobi.formatMove(state, move));
    state = konobi.play(state, move);
  }
  return { record: { version: 1, game: 'konobi', params: String(size), seed, moves }, winner: winner(state) };
}

/** A fresh temporary folder, for file databases and fake web roots. */
export function tempDir(prefix = 'ludoteca-server-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A server on an in-memory database with no web app built, and no limit on posts (tests post many). */
export function memoryServer(webRoot = join(tempDir(), 'no-web')) {
  return buildServer({ dbPath: ':memory:', webRoot, writeLimit: false });
}

/** A deal as POST /api/deals and GET /api/daily hand it out. */
export interface IssuedDeal {
  readonly game: string;
  readonly params: string;
  readonly seed: string;
  readonly gameId: string;
  readonly deal: string;
  readonly day?: string;
}

/** A fresh server-issued deal (only such deals are ranked). */
export async function issueDeal(app: FastifyInstance, game: string, params?: string): Promise<IssuedDeal> {
  const r = await app.inject({ method: 'POST', url: '/api/deals', payload: { game, ...(params ? { params } : {}) } });
  if (r.statusCode !== 201) throw new Error(`POST /api/deals answered ${r.statusCode}: ${r.body}`);
  return r.json() as IssuedDeal;
}
