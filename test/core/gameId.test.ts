// Game ids as tables and round trips (docs/formats.md: `<game>:<params>#<seed>`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGameId, newSeed, parseGameId, parseGameIdOrAddress } from '../../src/core/gameId.js';
import { formatColumnLetters, parseColumnLetters } from '../../src/core/grid.js';
import { createRng } from '../../src/core/rng.js';

describe('parseGameId', () => {
  it.each([
    ['samegame:15x10c4#k2', { game: 'samegame', params: '15x10c4', seed: 'k2' }],
    ['  SameGame:15X10C4w#Seed_1-a ', { game: 'samegame', params: '15x10c4w', seed: 'Seed_1-a' }],
    ['konobi:11', { game: 'konobi', params: '11' }],
  ])('%j → %j', (text, id) => {
    expect(parseGameId(text)).toEqual({ ok: true, value: id });
  });

  it.each([
    ['samegame', 'game-id-syntax'],
    ['15x10c4#k2', 'game-id-syntax'],
    ['samegame:15x10c4#', 'seed-syntax'],
    ['samegame:15x10c4#a b', 'seed-syntax'],
    ['samegame:15x10c4#ü', 'seed-syntax'],
    [`samegame:15x10c4#${'a'.repeat(65)}`, 'seed-syntax'],
  ])('%j is refused as %s', (text, code) => {
    const r = parseGameId(text);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  });

  it("reads a game page's address as its id, and says an id or an address was expected", () => {
    expect(parseGameIdOrAddress('http://localhost:8080/samegame/10x5c5#t1')).toEqual({
      ok: true,
      value: { game: 'samegame', params: '10x5c5', seed: 't1' },
    });
    expect(parseGameIdOrAddress(' https://ludo.example/Konobi/9/ ')).toEqual({
      ok: true,
      value: { game: 'konobi', params: '9' },
    });
    expect(parseGameIdOrAddress('/shisensho/12x6k12g?x=1#a')).toEqual({
      ok: true,
      value: { game: 'shisensho', params: '12x6k12g', seed: 'a' },
    });
    expect(parseGameIdOrAddress('scarabeo:2p#x')).toEqual({
      ok: true,
      value: { game: 'scarabeo', params: '2p', seed: 'x' },
    });
    for (const text of ['http://localhost:8080/', 'http://h/scarabeo/example/1#x', 'foo']) {
      expect(parseGameIdOrAddress(text)).toEqual({
        ok: false,
        error: { code: 'game-id-syntax', text, orAddress: true },
      });
    }
    expect(parseGameIdOrAddress('http://h/samegame/10x5c5#a b')).toEqual({
      ok: false,
      error: { code: 'seed-syntax', seed: 'a b' },
    });
  });

  it('round-trips any valid id and never throws', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.stringMatching(/^[a-z0-9]{0,10}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        (game, params, seed) => {
          const id = { game, params, seed };
          expect(parseGameId(formatGameId(id))).toEqual({ ok: true, value: id });
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void parseGameId(text)));
  });

  it('newSeed makes valid seeds', () => {
    const rng = createRng('seeds');
    for (let i = 0; i < 100; i++)
      expect(parseGameId(`samegame:2x2c2#${newSeed(() => rng.nextUint32())}`).ok).toBe(true);
  });
});

describe('column letters', () => {
  it.each([
    [0, 'a'],
    [25, 'z'],
    [26, 'aa'],
    [27, 'ab'],
    [51, 'az'],
    [52, 'ba'],
  ])('%i ↔ %s', (n, text) => {
    expect(formatColumnLetters(n)).toBe(text);
    expect(parseColumnLetters(text)).toBe(n);
  });
  it('round-trips', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 700 }), (n) => parseColumnLetters(formatColumnLetters(n)) === n));
  });
});
