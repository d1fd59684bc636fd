// Shisen-Sho winnable deals: random deals the solver proves clearable (else the construction), reproducible
// from their id, every one cleared by the solver and by its own solution on the engine.
import { describe, expect, it } from 'vitest';
import {
  dealWinnable,
  scrambleWinnable,
  shisensho,
  solve,
  WINNABLE_TRIES,
  winnableDeals,
} from '../../../src/ai/shisensho/index.js';
import { parseGameId } from '../../../src/core/gameId.js';
import { unwrap } from '../../../src/core/result.js';
import { createRng } from '../../../src/core/rng.js';
import {
  type Board,
  buildWinnable,
  dealRandom,
  formatBoard,
  formatMove,
  newState,
  PRESETS,
  parseMove,
  parseParams,
  type ShisenShoMove,
  type ShisenShoParams,
  scramble,
  tileCounts,
} from '../../../src/games/shisensho/index.js';
import { expectClears } from '../../ai/shisensho/exhaustive.js';

/** Replays `moves` through the engine's parser and rules; the tiles left at the end (or at the first refusal). */
function replay(params: ShisenShoParams, board: Board, moves: readonly ShisenShoMove[]): number {
  let state = newState(params, board);
  for (const m of moves) {
    const move = parseMove(state, formatMove(state, m));
    if (!move.ok) return state.tilesLeft;
    state = shisensho.play(state, move.value);
  }
  return state.tilesLeft;
}

const withGravity = (p: ShisenShoParams, gravity: boolean): ShisenShoParams => ({ ...p, gravity });
const MODES = [false, true];

function dealOf(id: string): { params: ShisenShoParams; board: Board } {
  const g = unwrap(parseGameId(id));
  const params = unwrap(parseParams(g.params));
  return { params, board: shisensho.newGame(params, createRng(g.seed ?? '')).board };
}

// Game ids and the board each deals (docs/formats.md notation). A change here changes every saved game's deal.
const PINNED: [string, string][] = [
  [
    'shisensho:18x8k36#s',
    [
      '4m 4z 3z 5m 9s 3m 2p 8p 3p 2z 4p 6z 2p 5p 7m 3z 1z 2s',
      '1m 1m 4m 6p 3m 5p 2p 7z 6m 2f 5m 7z 8m 5m 2s 3m 3s 9p',
      '4m 6z 2s 7m 2z 5p 7z 3m 4p 7p 9s 3p 8s 7s 8m 1z 1z 7s',
      '8m 4z 8s 5s 9m 8p 1s 8s 7s 6p 9p 4p 6p 9m 9m 6p 6s 1p',
      '4p 7s 5z 6z 9p 9m 5s 4s 5s 1s 2m 2f 6m 2m 4s 1p 5z 1p',
      '6s 6s 1f 3z 1p 3s 7p 6z 2z 8m 7p 1f 1m 2f 1z 8s 5p 2p',
      '2s 1f 4m 7z 3p 9s 4z 6s 5z 9s 2m 4s 1f 3p 1m 3s 2f 5z',
      '9p 1s 8p 2m 4z 7m 6m 3s 2z 7p 8p 7m 1s 5s 5m 3z 6m 4s',
    ].join('\n'),
  ],
  // With gravity the same seed draws the same first random deal, proven clearable under gravity too.
  [
    'shisensho:8x4k8g#pin',
    ['6m 6m 3m 5m 5m 2m 6m 6m', '1m 8m 5m 2m 7m 1m 2m 7m', '2m 7m 3m 8m 8m 4m 4m 1m', '4m 1m 7m 3m 4m 3m 8m 5m'].join(
      '\n',
    ),
  ],
  // Two copies per kind: random deals seldom clear, so after WINNABLE_TRIES of them the construction deals.
  [
    'shisensho:10x8k40#pin',
    [
      '9s 9m 8m 2s 9m 5p 1z 8p 7p 2s',
      '4f 9p 6p 4z 8m 4f 6s 8s 8p 4z',
      '8s 7z 4p 4m 9p 3m 6f 3m 1f 5m',
      '1m 6m 6z 4m 7p 2f 5p 4p 7z 6s',
      '5s 1p 3z 5m 6f 1f 5z 5z 5f 6p',
      '1p 3s 7m 1z 9s 7s 2p 3f 7s 5f',
      '3p 3s 2z 2f 1m 4s 5s 1s 4s 6m',
      '2m 3z 2z 3f 2p 2m 1s 6z 3p 7m',
    ].join('\n'),
  ],
];

describe('winnable deals', () => {
  it.each(PINNED)('%s deals its pinned board', (id, text) => {
    expect(formatBoard(dealOf(id).board)).toBe(text);
  });

  it('the same seed gives the same deal, solution and source on every run', () => {
    for (const preset of PRESETS.slice(0, 3)) {
      for (const gravity of MODES) {
        const p = withGravity(preset.params, gravity);
        for (let k = 0; k < 25; k++) {
          const one = dealWinnable(p, createRng(`same-${k}`));
          const two = dealWinnable(p, createRng(`same-${k}`));
          expect(formatBoard(two.board)).toBe(formatBoard(one.board));
          expect(two.solution).toEqual(one.solution);
          expect([two.source, two.tries]).toEqual([one.source, one.tries]);
        }
      }
    }
  });

  it('on 18×8 a winnable deal is a random deal: the first random deal of the seed whenever that one clears', () => {
    for (const gravity of MODES) {
      const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity, winnable: true };
      let random = 0;
      for (let k = 0; k < 40; k++) {
        const deal = dealWinnable(p, createRng(`first-${k}`));
        if (deal.source === 'random') random++;
        if (deal.tries === 1) {
          expect(formatBoard(deal.board)).toBe(
            formatBoard(dealRandom({ ...p, winnable: false }, createRng(`first-${k}`))),
          );
        }
      }
      expect(random).toBe(40);
    }
  });

  it('every winnable deal is proven clearable by the solver, and its own solution clears it (presets, both modes)', () => {
    const sources = { random: 0, built: 0 };
    const boards: ShisenShoParams[] = [...PRESETS.map((p) => p.params), unwrap(parseParams('10x8k40'))];
    for (const base of boards) {
      for (const gravity of MODES) {
        const p = withGravity(base, gravity);
        const seeds = base.width * base.height > 200 ? 4 : 12;
        for (let k = 0; k < seeds; k++) {
          const deal = dealWinnable(p, createRng(`proven-${k}`));
          sources[deal.source]++;
          expect(tileCounts(deal.board)).toEqual(tileCounts(dealRandom(p, createRng('any'))));
          expect(deal.tries).toBeLessThanOrEqual(WINNABLE_TRIES);
          expect(replay(p, deal.board, deal.solution)).toBe(0);
          expectClears(newState(p, deal.board), solve(deal.board, { gravity }));
        }
      }
    }
    // KShisen's boards come from random deals; two copies a kind (10x8k40) need the construction.
    expect(sources.random).toBeGreaterThan(0);
    expect(sources.built).toBeGreaterThan(0);
    // About 20 s alone; over 30 s seen at load 12: a safety net, not a timing assertion.
  }, 120_000);

  it('stays quick with many copies of a kind (the solver bounds its clear-a-kind shortcut)', () => {
    // 4x8k2 has 16 copies of each kind: trying every pairing of a kind used to take minutes.
    for (const gravity of MODES) {
      const p = withGravity(unwrap(parseParams('4x8k2')), gravity);
      for (let k = 0; k < 3; k++) {
        const deal = dealWinnable(p, createRng(k === 0 ? 'q' : `many-${k}`));
        expect(replay(p, deal.board, deal.solution)).toBe(0);
        expect(scrambleWinnable(deal.board, gravity, createRng('r')).solution.length).toBe(16);
      }
    }
  }, 10_000);

  it('the construction alone still builds boards its solution clears (the fallback)', () => {
    for (const gravity of MODES) {
      for (const text of ['18x8k36', '12x6k12', '10x8k40', '5x3k4', '7x5k9']) {
        const p = withGravity(unwrap(parseParams(text)), gravity);
        for (let k = 0; k < 4; k++) {
          const built = buildWinnable(p, createRng(`built-${k}`));
          expect(built.source).toBe('built');
          expect(replay(p, built.board, built.solution)).toBe(0);
        }
      }
    }
  });
});

describe('winnable scramble', () => {
  it('is deterministic, keeps tiles and cells, and is proven clearable (both modes)', () => {
    for (const gravity of MODES) {
      const p: ShisenShoParams = { width: 18, height: 8, kinds: 36, gravity, winnable: true };
      for (let k = 0; k < 12; k++) {
        let state = shisensho.newGame(p, createRng(`scr-${k}`));
        const plan = solve(state.board, { gravity }).moves;
        for (const m of plan.slice(0, 20)) state = shisensho.play(state, m);
        const one = scrambleWinnable(state.board, gravity, createRng(`mix-${k}`));
        const two = scrambleWinnable(state.board, gravity, createRng(`mix-${k}`));
        expect(formatBoard(two.board)).toBe(formatBoard(one.board));
        expect(tileCounts(one.board)).toEqual(tileCounts(state.board));
        for (let i = 0; i < one.board.cells.length; i++) {
          expect(one.board.cells[i] === 0).toBe(state.board.cells[i] === 0);
        }
        expect(replay(p, one.board, one.solution)).toBe(0);
        expectClears(newState(p, one.board), solve(one.board, { gravity }));
        expect(formatBoard(scramble(state, createRng(`mix-${k}`), winnableDeals).board)).toBe(formatBoard(one.board));
      }
    }
  });
});
