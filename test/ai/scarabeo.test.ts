// Scarabeo's computer levels: legal moves from a seat's view, determinism, leaves in the equity, exchanges only
// when the rules allow them (never with the bag empty), the seed's exchange-then-pass, and the endgame.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseMove,
  chooseMoveWith,
  inputFromView,
  LEVEL_STYLES,
  type LeaveModel,
  leaveValue,
  playOut,
  SCARABEO_LEVELS,
  type ScarabeoLevel,
  type SeatPlayer,
  THINKING_LEVEL,
} from '../../src/ai/scarabeo/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  checkMove,
  type Dawg,
  DEFAULT_PARAMS,
  formatMove,
  formatPlay,
  generatePlays,
  letterCode,
  parseTiles,
  RACK_JOLLY,
  type Rack,
  type ScarabeoMove,
  type ScarabeoState,
  type ScoredPlay,
  view,
} from '../../src/games/scarabeo/index.js';
import { loadLexicon } from '../../src/node/lexicon.js';
import { boardOf } from '../games/scarabeo/helpers.js';

/** The levels that answer at once; level 6 (which simulates) has its own tests in scarabeoEndgame.test.ts. */
const STATIC_LEVELS = SCARABEO_LEVELS.filter((l) => l !== THINKING_LEVEL);

let dawg: Dawg;
beforeAll(() => {
  dawg = unwrap(loadLexicon('standard'));
});

const rackOf = (text: string): Rack => unwrap(parseTiles(text));
const size = (r: Rack): number => r.reduce((a, b) => a + b, 0);

/** Every state of a few fixed-seed games between mixed levels (openings, mid-games, endgames with an empty bag). */
function selfPlayStates(games: number): ScarabeoState[] {
  const states: ScarabeoState[] = [];
  for (let g = 0; g < games; g++) {
    const a = SCARABEO_LEVELS[g % 5] as ScarabeoLevel;
    const b = SCARABEO_LEVELS[(g + 2) % 5] as ScarabeoLevel;
    const seat =
      (l: ScarabeoLevel): SeatPlayer =>
      (input, rng) =>
        chooseMove(input, l, dawg, rng);
    playOut([seat(a), seat(b)], DEFAULT_PARAMS, createRng(`ai-test-deal-${g}`), createRng(`ai-test-noise-${g}`), (s) =>
      states.push(s),
    );
  }
  return states;
}

/** The move checked by the engine against the full state, as a face would: its notation parsed and checked. */
function expectLegal(state: ScarabeoState, move: ScarabeoMove): void {
  const text =
    move.type === 'play'
      ? { type: 'play' as const, play: move.scored.play }
      : move.type === 'exchange'
        ? { type: 'exchange' as const, tiles: move.tiles }
        : { type: 'pass' as const };
  const checked = checkMove(state, text, dawg);
  expect(checked.ok, `${formatMove(move)}: ${JSON.stringify(checked.ok ? '' : checked.error)}`).toBe(true);
  if (checked.ok && move.type === 'play' && checked.value.type === 'play') {
    expect(checked.value.scored.score).toBe(move.scored.score);
  }
  if (move.type === 'exchange') {
    expect(size(move.tiles)).toBeGreaterThan(0);
    expect(size(move.tiles)).toBeLessThanOrEqual(state.bag.length);
  }
}

describe('every level, on self-play positions', () => {
  let states: ScarabeoState[];
  beforeAll(() => {
    states = selfPlayStates(5);
  });

  it('returns a move the engine accepts, from the seat view alone', () => {
    const rng = createRng('legal');
    // Every fourth state keeps the test quick while covering the opening, the middle and the empty bag.
    const sample = states.filter((_, i) => i % 4 === 0);
    expect(sample.some((s) => s.bag.length === 0)).toBe(true);
    expect(sample.some((s) => (s.racks[s.toMove] as Rack)[RACK_JOLLY] !== 0)).toBe(true);
    for (const state of sample) {
      for (const level of STATIC_LEVELS) {
        const move = chooseMove(inputFromView(view(state, state.toMove)), level, dawg, rng);
        expectLegal(state, move);
        if (state.bag.length === 0) expect(move.type).not.toBe('exchange');
      }
    }
  });

  it('is deterministic for a fixed generator, and the noisy levels do use it', () => {
    const sample = states.filter((s, i) => i % 7 === 0 && s.bag.length > 0);
    let differs = 0;
    for (const state of sample) {
      const input = inputFromView(view(state, state.toMove));
      for (const level of STATIC_LEVELS) {
        const a = formatMove(chooseMove(input, level, dawg, createRng(`same-${state.turn}`)));
        const b = formatMove(chooseMove(input, level, dawg, createRng(`same-${state.turn}`)));
        expect(a).toBe(b);
        if (level <= 2 && a !== formatMove(chooseMove(input, level, dawg, createRng(`other-${state.turn}`)))) differs++;
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('levels 3 to 5 do not depend on the generator', () => {
    for (const state of states.filter((_, i) => i % 11 === 0)) {
      const input = inputFromView(view(state, state.toMove));
      for (const level of [3, 4, 5] as const) {
        expect(formatMove(chooseMove(input, level, dawg, createRng('x')))).toBe(
          formatMove(chooseMove(input, level, dawg, createRng('y'))),
        );
      }
    }
  });
});

describe('the equity player', () => {
  // A hand-made model, so the test does not hang on the learned numbers: a Q kept is a disaster.
  const model: LeaveModel = {
    run: 'test',
    letter: Array.from({ length: 22 }, (_, k) => (k === letterCode('Q') ? -30 : 0)),
    duplicate: [],
    balance: [],
    qWithoutU: 0,
  };
  const style = { ...LEVEL_STYLES[4], leaves: model };

  it('prefers keeping a good leave to a few more points with a bad one', () => {
    // Found by search: ZUCCA scores 33 and keeps the Q; ACQUESE scores 30 and plays it with its U.
    const board = { cells: boardOf(['9G CASA']), rules: 'seed' as const };
    const rack = rackOf('QUPAEZEC');
    const plays = generatePlays(board, rack, dawg);
    const usesQ = (p: { placed: readonly { cell: number }[] }): boolean =>
      p.placed.some((t) => (t.cell & 31) === letterCode('Q'));
    expect(plays[0] && usesQ(plays[0])).toBe(false);
    const input = { board, rack, bagCount: 50 };
    const chosen = chooseMoveWith(input, style, dawg, createRng('q'));
    expect(chosen.type === 'play' && usesQ(chosen.scored)).toBe(true);
    expect(chosen.type === 'play' && chosen.scored.score).toBeLessThan(plays[0]?.score ?? 0);
    // With score alone (level 3) the choice is the top-scoring play, which keeps the Q.
    const greedy = chooseMove(input, 3, dawg, createRng('q'));
    expect(greedy.type === 'play' && formatPlay(greedy.scored.play)).toBe(formatPlay((plays[0] as ScoredPlay).play));
  });

  it('the learned model values a balanced leave above a clumsy one', () => {
    const good = leaveValue(LEVEL_STYLES[5].leaves as LeaveModel, rackOf('AER'));
    const bad = leaveValue(LEVEL_STYLES[5].leaves as LeaveModel, rackOf('QVV'));
    expect(good).toBeGreaterThan(bad);
    expect(leaveValue(LEVEL_STYLES[5].leaves as LeaveModel, rackOf('?'))).toBeGreaterThan(
      leaveValue(LEVEL_STYLES[5].leaves as LeaveModel, rackOf('V')),
    );
  });

  it('exchanges a hopeless rack when the bag allows it, never more tiles than the bag holds', () => {
    const board = { cells: boardOf(['9G CASA']), rules: 'seed' as const };
    const rack = rackOf('QQZZHHVV');
    for (const bagCount of [0, 1, 3, 8, 60]) {
      const move = chooseMove({ board, rack, bagCount }, 5, dawg, createRng('ex'));
      if (move.type === 'exchange') {
        expect(size(move.tiles)).toBeGreaterThan(0);
        expect(size(move.tiles)).toBeLessThanOrEqual(bagCount);
        for (let k = 0; k < 22; k++) expect(move.tiles[k] as number).toBeLessThanOrEqual(rack[k] as number);
      }
      if (bagCount === 0) expect(move.type).not.toBe('exchange');
      if (bagCount === 60) expect(move.type).toBe('exchange');
    }
  });
});

describe('no play at all (the seed: exchange up to three times, then pass)', () => {
  // On the empty board no Italian word can be made of these.
  const board = { cells: new Uint8Array(289), rules: 'seed' as const };
  const rack = rackOf('QQZZHHBB');

  it.each(SCARABEO_LEVELS)('level %i exchanges the whole rack, then passes after three exchanges', (level) => {
    expect(generatePlays(board, rack, dawg)).toEqual([]);
    const first = chooseMove({ board, rack, bagCount: 40 }, level, dawg, createRng('np'));
    expect(first).toEqual({ type: 'exchange', tiles: rack });
    const fourth = chooseMove({ board, rack, bagCount: 40, exchangesInARow: 3 }, level, dawg, createRng('np'));
    expect(fourth).toEqual({ type: 'pass' });
  });

  it.each([
    [0, 0],
    [3, 3],
    [7, 7],
  ])('with %i tiles in the bag it puts back %i', (bagCount, count) => {
    const move = chooseMove({ board, rack, bagCount }, 5, dawg, createRng('np'));
    if (count === 0) expect(move).toEqual({ type: 'pass' });
    else {
      expect(move.type).toBe('exchange');
      if (move.type === 'exchange') expect(size(move.tiles)).toBe(count);
    }
  });
});

describe('with the bag empty', () => {
  it('goes out when it can rather than score a little more and stay in', () => {
    // B, A, C left: G9 CAB scores 14 and keeps the A, H8 BACA scores 12 and goes out, gaining the opponent's Q and Z.
    const board = { cells: boardOf(['9G CASA']), rules: 'seed' as const };
    const rack = rackOf('BAC');
    expect(generatePlays(board, rack, dawg)[0]?.placed.length).toBeLessThan(3);
    const unseen = rackOf('QZ');
    const move = chooseMove({ board, rack, bagCount: 0, unseen }, 5, dawg, createRng('end'));
    expect(move.type).toBe('play');
    if (move.type === 'play') expect(move.scored.placed.length).toBe(3);
    // Level 3 plays for score and stays in.
    const greedy = chooseMove({ board, rack, bagCount: 0, unseen }, 3, dawg, createRng('end'));
    expect(greedy.type === 'play' && greedy.scored.placed.length).toBe(2);
  });

  it('never exchanges, at any level, on the endgames of self-play', () => {
    const rng = createRng('empty');
    let seen = 0;
    for (let g = 0; g < 3; g++) {
      const states: ScarabeoState[] = [];
      const greedy: SeatPlayer = (input, r) => chooseMove(input, 3, dawg, r);
      playOut([greedy, greedy], DEFAULT_PARAMS, createRng(`empty-${g}`), rng, (s) => states.push(s));
      for (const state of states.filter((s) => s.bag.length === 0)) {
        for (const level of STATIC_LEVELS) {
          const move = chooseMove(inputFromView(view(state, state.toMove)), level, dawg, rng);
          expect(move.type).not.toBe('exchange');
          expectLegal(state, move);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
