// Scarabeo on the server: a finished game of two computers posted as a record is replayed with the lexicon its
// params name, stored with the result the server computes (winning seat and final scores), and served back; an
// impossible or unfinished record is refused with the move and the reason; the lexicon is sent precompressed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBestPlay } from '../../src/ai/scarabeo/index.js';
import { winnableDeals } from '../../src/ai/shisensho/index.js';
import type { AnyGame } from '../../src/core/game.js';
import type { GameRecord } from '../../src/core/record.js';
import { createRng } from '../../src/core/rng.js';
import { createGames } from '../../src/games/index.js';
import { resultWithWinner, scarabeoGameWith } from '../../src/games/scarabeo/game.js';
import {
  type Dawg,
  formatMove,
  formatTiles,
  type LexiconKind,
  parseParams,
  parsePosition,
  type ScarabeoMove,
  type ScarabeoState,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { buildServer } from '../../src/server/app.js';

const GAMES = createGames({ shisenShoDeals: winnableDeals });

const REPO = join(import.meta.dirname, '..', '..');
const WEB = join(REPO, 'dist', 'web');

let lexicons: Map<LexiconKind, Dawg>;
let games: ReadonlyMap<string, AnyGame>;
let app: FastifyInstance;

function lexicon(kind: LexiconKind): Dawg {
  return lexicons.get(kind) as Dawg;
}

/** Two computers (the best-scoring play; else exchange as the bag allows, else pass) from the seed to the end. */
function playScarabeo(seed: string, params = '2p'): { record: GameRecord; final: ScarabeoState } {
  const game = scarabeoGameWith(lexicon);
  const p = parseParams(params);
  if (!p.ok) throw new Error(params);
  let state = game.newGame(p.value, createRng(seed));
  const moves: string[] = [];
  while (!game.isOver(state)) {
    const rack = state.racks[state.toMove] as Uint8Array;
    const best = chooseBestPlay({ cells: state.cells, rules: state.params.rules }, rack, lexicon(p.value.lexicon));
    let text: string;
    if (best) text = formatMove({ type: 'play', scored: best });
    else {
      const letters = formatTiles(rack).replace(/\?/g, '').slice(0, state.bag.length);
      text = letters.length > 0 ? `exchange ${letters}` : 'pass';
    }
    const move = game.parseMove(state, text);
    if (!move.ok) throw new Error(`the computer's move ${text} does not check: ${move.error.code}`);
    moves.push(text);
    state = game.play(state, move.value as ScarabeoMove);
  }
  return { record: { version: 1, game: 'scarabeo', params, seed, moves, players: ['Ada', 'Computer'] }, final: state };
}

beforeAll(async () => {
  lexicons = new Map();
  for (const kind of ['standard', 'full'] as const) {
    const loaded = loadLexicon(kind);
    if (!loaded.ok) throw new Error(`the ${kind} lexicon is missing; run npm run build`);
    lexicons.set(kind, loaded.value);
  }
  const scarabeo = scarabeoGameWith(lexicon);
  games = new Map<string, AnyGame>([...GAMES, [scarabeo.name, scarabeo]]);
  app = await buildServer({ dbPath: ':memory:', webRoot: WEB, games });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

function post(record: unknown, player = 'Ada') {
  return app.inject({ method: 'POST', url: '/api/records', payload: { record, player } });
}

describe('Scarabeo records on the server', () => {
  let finished: { record: GameRecord; final: ScarabeoState };

  beforeAll(() => {
    finished = playScarabeo('sc-server-1');
  }, 60_000);

  it('stores a finished game with the result the server computes, and serves it back', async () => {
    const { record, final } = finished;
    expect(final.end).toBeDefined();
    const expected = resultWithWinner(final);
    expect(expected).toMatch(/^\d(=\d)*:\d+-\d+$/);
    // A claimed result is not trusted: the server replays the moves and computes its own.
    const r = await post({ ...record, result: '2:0-999' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ id: expect.any(Number), score: null, rank: null, result: expected });
    const stored = (await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` })).json();
    expect(stored.moves).toEqual(record.moves);
    expect(stored.result).toBe(expected);
    expect(stored.gameId).toBe('scarabeo:2p#sc-server-1');
    // The poster, and every seat's name as the record gives them (migration 3's players column).
    expect(stored.player).toBe('Ada');
    expect(stored.players).toEqual(['Ada', 'Computer']);
    // The winner in the result is the seat with the highest final score.
    const scores = final.scores;
    const winner = Number((expected as string).split(':')[0]?.split('=')[0]) - 1;
    expect(scores[winner]).toBe(Math.max(...scores));
    const list = (await app.inject({ method: 'GET', url: '/api/records?game=scarabeo' })).json();
    expect(list.records[0]).toMatchObject({
      params: '2p',
      result: expected,
      moves: record.moves.length,
      players: ['Ada', 'Computer'],
    });
    // The same record again is the same game.
    const again = await post(record);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(r.json().id);
  });

  it('refuses a record with an impossible move, naming the move and the reason', async () => {
    const { record } = finished;
    const moves = [...record.moves];
    const i = moves.findIndex((m, k) => k > 0 && !m.startsWith('exchange') && m !== 'pass');
    moves[i] = '9A CASACASA';
    const r = await post({ ...record, moves });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('record-move');
    expect(r.json().message).toContain(`move ${i + 1}`);
    const list = (await app.inject({ method: 'GET', url: '/api/records?game=scarabeo&limit=100' })).json();
    expect(list.records.every((row: { moves: number }) => row.moves === record.moves.length)).toBe(true);
  });

  it('refuses a seat name that is empty, too long or holds control characters', async () => {
    for (const name of ['', 'x'.repeat(41), 'Ada\u0007']) {
      const r = await post({ ...finished.record, players: ['Bea', name] });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ error: 'bad-players', message: expect.stringContaining('1–40 characters') });
    }
  });

  it('refuses a game that is not over', async () => {
    const { record } = finished;
    const r = await post({ ...record, seed: record.seed, moves: record.moves.slice(0, 4) });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('not-finished');
  });

  it('checks each game with the lexicon its params name (f: the full lexicon)', () => {
    const game = scarabeoGameWith(lexicon);
    // CESELLIAMO on the board; LA makes CESELLIAMOLA, a verb + pronoun compound only the full lexicon has.
    const rows = Array.from({ length: 17 }, () => '.'.repeat(17));
    rows[8] = 'CESELLIAMO.......';
    const text = `${rows.join('\n')}\nrack: LA\n`;
    for (const [params, ok] of [
      ['2p', false],
      ['2pf', true],
    ] as const) {
      const p = parseParams(params);
      if (!p.ok) throw new Error(params);
      const state = parsePosition(p.value, text);
      if (!state.ok) throw new Error('bad test position');
      const move = game.parseMove(state.value, '9A CESELLIAMOLA');
      expect(move.ok, params).toBe(ok);
      if (!move.ok) expect(move.error).toEqual({ code: 'not-in-lexicon', words: ['CESELLIAMOLA'] });
    }
  });
});

// `npm test` builds the web app (with the lexicons beside it) before vitest runs, so under it this always runs.
describe.skipIf(!existsSync(join(WEB, 'lexicon', 'standard.cdawg.gz')))('the lexicon download', () => {
  it.each(['standard.cdawg', 'standard.dawg'])(
    '%s is sent gzipped to a browser that accepts gzip, and plain otherwise',
    async (file) => {
      const plain = readFileSync(join(WEB, 'lexicon', file));
      const gz = await app.inject({
        method: 'GET',
        url: `/lexicon/${file}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.length).toBeLessThan(plain.length);
      expect(Buffer.compare(gunzipSync(gz.rawPayload), plain)).toBe(0);
      const raw = await app.inject({
        method: 'GET',
        url: `/lexicon/${file}`,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.rawPayload.length).toBe(plain.length);
    },
  );
});
