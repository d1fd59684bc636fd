// The Game contract, checked over every game in the registry: a game added to src/games and registered is
// covered here with no new test code, and a game folder left out of the registry fails the first test.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { winnableDeals } from '../../src/ai/shisensho/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { parseRecord } from '../../src/core/record.js';
import { unwrap } from '../../src/core/result.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import { type GameNeeds, REGISTRY } from '../../src/games/index.js';
import { current, dealSession, outcome, play, recordSession, toRecord } from '../../src/session/index.js';
import { lexicon, WORDS } from './scarabeo/helpers.js';

/** What the factories may ask for: the solver's winnable deals, and a small lexicon (enough for words to be played) for both kinds. */
const SMALL_LEXICON = lexicon([...WORDS, 'ARA', 'CASO', 'COSA', 'ERA', 'ORA', 'OSSO', 'RE', 'SE', 'TE', 'TRE']);
const NEEDS: GameNeeds = { lexicons: () => SMALL_LEXICON, shisenShoDeals: winnableDeals };
const GAMES_DIR = new URL('../../src/games/', import.meta.url);
const SEEDS = ['a', 'b7', 'contract'];
const MAX_MOVES = 150;
/** At most this many legal moves per state go through format/parse (spread over the list). */
const SAMPLE = 40;

function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)] as T);
}

/** A game played with random legal moves from a seed: the states, for the checks below. */
function randomGame(game: AnyGame, seed: string): { states: unknown[]; rng: Rng } {
  const rng = createRng(`contract:${seed}`);
  let s = dealSession(game, game.defaultParams, seed);
  while (!game.isOver(current(s)) && s.at < MAX_MOVES) {
    const moves = game.legalMoves(current(s));
    s = play(s, moves[rng.int(moves.length)]);
  }
  return { states: [...s.states], rng };
}

it('registers every game folder', () => {
  const folders = readdirSync(GAMES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  expect(REGISTRY.map((f) => f.name).sort()).toEqual(folders);
});

for (const factory of REGISTRY) {
  describe(`${factory.name} keeps the Game contract`, () => {
    const made = factory.make(NEEDS);
    const game = made as AnyGame;

    it('is made from what the faces can hand the factories, under its registered name', () => {
      expect(made).toBeDefined();
      expect(game.name).toBe(factory.name);
    });

    it('round-trips its params through format and parse', () => {
      const text = game.formatParams(game.defaultParams);
      const parsed = unwrap(game.parseParams(text));
      expect(parsed).toEqual(game.defaultParams);
      expect(game.formatParams(parsed)).toBe(text);
      expect(game.parseParams('not params at all').ok).toBe(false);
      expect(game.seats(game.defaultParams)).toBeGreaterThanOrEqual(1);
    });

    for (const seed of SEEDS) {
      it(`holds at every state of a random game (seed ${seed})`, () => {
        const { states, rng } = randomGame(game, seed);
        const seats = game.seats(game.defaultParams);
        for (const state of states) {
          // Positions round-trip through their text form.
          const text = game.formatPosition(state);
          expect(game.formatPosition(unwrap(game.parsePosition(game.defaultParams, text)))).toBe(text);
          // Every legal move formats and parses back to itself; isOver holds exactly when none is left.
          const legal = game.legalMoves(state);
          expect(game.isOver(state)).toBe(legal.length === 0);
          // A forced move, where a game says so, is the one legal move.
          const forced = game.forcedMove?.(state);
          if (forced !== undefined) expect(legal).toEqual([forced]);
          for (const move of sample(legal, SAMPLE)) {
            const notation = game.formatMove(state, move);
            const parsed = game.parseMove(state, notation);
            expect(parsed.ok, `${notation}: ${parsed.ok ? '' : game.describeError(parsed.error, 'en')}`).toBe(true);
            if (parsed.ok) expect(game.formatMove(state, parsed.value)).toBe(notation);
          }
          // The outcome agrees with isOver, and a finished game has its result text.
          const o = game.outcome(state);
          expect(o.over).toBe(game.isOver(state));
          if (!o.over) {
            expect(o.result).toBeUndefined();
            expect(game.toMove(state)).toBeGreaterThanOrEqual(0);
            expect(game.toMove(state)).toBeLessThan(seats);
          }
          // A seat's view does not change when what it cannot see is dealt again.
          for (let seat = 0; seat < seats; seat++) {
            const seen = game.view(state, seat);
            if (game.redealHidden) expect(game.view(game.redealHidden(state, seat, rng), seat)).toEqual(seen);
            else expect(seen).toBe(state);
          }
        }
      });

      it(`replays the record of a random game to the same outcome (seed ${seed})`, () => {
        let s = dealSession(game, game.defaultParams, seed);
        const rng = createRng(`replay:${seed}`);
        while (!game.isOver(current(s)) && s.at < MAX_MOVES) {
          const moves = game.legalMoves(current(s));
          s = play(s, moves[rng.int(moves.length)]);
        }
        const record = unwrap(parseRecord(JSON.parse(JSON.stringify(toRecord(s)))));
        const replayed = unwrap(recordSession(game, record));
        expect(outcome(replayed)).toEqual(outcome(s));
        expect(game.formatPosition(current(replayed))).toBe(game.formatPosition(current(s)));
        expect(toRecord(replayed)).toEqual(toRecord(s));
      });
    }

    it('describes its failures in English and Italian', () => {
      const bad = game.parseParams('not params at all');
      if (bad.ok) throw new Error('accepted bad params');
      const en = game.describeError(bad.error, 'en');
      const it_ = game.describeError(bad.error, 'it');
      expect(en.length).toBeGreaterThan(0);
      expect(it_).not.toBe(en);
    });
  });
}

describe('hidden information', () => {
  it('is really dealt again, so the view checks above compare different states', () => {
    for (const factory of REGISTRY) {
      const game = factory.make(NEEDS) as AnyGame;
      if (!game.redealHidden) continue;
      const state = game.newGame(game.defaultParams, createRng('hidden'));
      const other = game.redealHidden(state, 0, createRng('again'));
      expect(other).not.toEqual(state);
      expect(game.view(other, 1)).not.toEqual(game.view(state, 1));
    }
  });
});
