// Property: no body sent to POST /api/records, however odd, makes the server fail (500) or store a bad record.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import { isOver, newGame, parseMove, parseParams, play } from '../../src/games/samegame/index.js';
import { memoryServer, playToEnd } from './fixtures.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await memoryServer();
});

afterAll(async () => {
  await app.close();
});

async function postRaw(payload: string) {
  return app.inject({ method: 'POST', url: '/api/records', payload, headers: { 'content-type': 'application/json' } });
}

function expectRefusedOrStored(r: Awaited<ReturnType<typeof postRaw>>) {
  // 200: the same record again (the generator keeps most fields, so repeats are common), answered with its id.
  expect([200, 201, 400, 413]).toContain(r.statusCode);
  const body = r.json();
  if (r.statusCode >= 400) expect(body).toEqual({ error: expect.any(String), message: expect.any(String) });
}

// Mutations of a real finished record (each field kept most of the time, else replaced or dropped), so the
// fuzzing reaches replay and storage and not only the schema.
const { record } = playToEnd('prop-1');
const KEEP = Symbol('keep');
const DROP = Symbol('drop');
function field<T>(mutation: fc.Arbitrary<T>) {
  return fc.oneof(
    { arbitrary: fc.constant(KEEP), weight: 8 },
    { arbitrary: fc.constant(DROP), weight: 1 },
    { arbitrary: mutation, weight: 2 },
  );
}
const recordLike = fc
  .record({
    version: field(fc.oneof(fc.constantFrom(0, 2, '1'), fc.jsonValue())),
    game: field(fc.oneof(fc.constantFrom('SameGame', 'chess', ''), fc.string())),
    params: field(fc.oneof(fc.constantFrom('40x40c9', '2x2c2', '4x3c2w', '4X3C2', 'x'), fc.string())),
    seed: field(fc.oneof(fc.constantFrom('prop-2', '', 'a b'), fc.string(), fc.jsonValue())),
    start: field(fc.oneof(fc.string(), fc.constantFrom('12\n21', '1122\n1122\n1122'))),
    moves: field(
      fc.oneof(
        fc.array(
          fc.oneof(
            fc.constantFrom(...record.moves),
            fc.string(),
            fc.nat(50).map((n) => `${n},${n % 3}`),
          ),
        ),
        fc.shuffledSubarray([...record.moves]),
        fc.jsonValue(),
      ),
    ),
    players: field(fc.jsonValue()),
    result: field(fc.jsonValue()),
  })
  .map((changes) => {
    const out: Record<string, unknown> = { ...record };
    for (const [key, change] of Object.entries(changes)) {
      if (change === DROP) delete out[key];
      else if (change !== KEEP) out[key] = change;
    }
    return out;
  });
const player = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.jsonValue(), weight: 1 },
);

// A generous timeout: hundreds of requests each, and the suite may share two cores with builds and Chromium.
describe('POST /api/records never fails', { timeout: 120_000 }, () => {
  it('on any JSON value as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expectRefusedOrStored(await postRaw(JSON.stringify(value) ?? 'null'));
      }),
      { numRuns: 200 },
    );
  });

  it('on record-like bodies with any player', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(recordLike, player, async (rec, name) => {
        const body = name === undefined ? { record: rec } : { record: rec, player: name };
        const r = await postRaw(JSON.stringify(body));
        expectRefusedOrStored(r);
        statuses.add(r.statusCode);
        if (r.statusCode === 200 || r.statusCode === 201) {
          // Whatever got through is a real finished game: replayed here move by move with the engine alone (not
          // the server's code), it ends over and scores what the server stored and answered.
          const stored = (await app.inject({ method: 'GET', url: `/api/records/${r.json().id}` })).json();
          expect(stored.game).toBe('samegame');
          const params = parseParams(stored.params);
          if (!params.ok) throw new Error(`stored params ${stored.params} do not parse`);
          let state = newGame(params.value, createRng(stored.seed));
          for (const text of stored.moves as string[]) {
            const move = parseMove(state, text);
            if (!move.ok) throw new Error(`stored move ${text} does not replay: ${move.error.code}`);
            state = play(state, move.value);
          }
          expect(isOver(state)).toBe(true);
          expect(stored.score).toBe(state.score);
          expect(r.json().score).toBe(state.score);
        }
      }),
      { numRuns: 300 },
    );
    // The generator is tuned so that some bodies get through: the property then covers storing, too.
    expect(statuses).toContain(201);
  });

  it('on any text as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (text) => {
        expectRefusedOrStored(await postRaw(text));
      }),
      { numRuns: 200 },
    );
  });
});
