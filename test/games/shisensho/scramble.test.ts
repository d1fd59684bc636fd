// The scramble as a record move: notation, legality, determinism per game seed and move number, and records with
// scrambles that replay to the same boards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shisensho, solveState, winnableDeals } from '../../../src/ai/shisensho/index.js';
import type { GameRecord } from '../../../src/core/record.js';
import { replayRecord } from '../../../src/core/record.js';
import { unwrap } from '../../../src/core/result.js';
import { createRng } from '../../../src/core/rng.js';
import { createGames } from '../../../src/games/index.js';
import {
  dealBoard,
  formatBoard,
  formatMove,
  legalPairs,
  parseBoard,
  parseMove,
  parseParams,
  SCRAMBLE_MOVE,
  type ShisenShoState,
  tileCounts,
} from '../../../src/games/shisensho/index.js';
import { expectClears } from '../../ai/shisensho/exhaustive.js';

const GAMES = createGames({ shisenShoDeals: winnableDeals });

const game = (params: string, seed: string) => shisensho.newGame(unwrap(parseParams(params)), createRng(seed));

function boardsOf(record: GameRecord): string[] {
  return unwrap(replayRecord<ShisenShoState>(GAMES, record)).states.map((s) => formatBoard(s.board));
}

describe('scramble as a move', () => {
  it.each([
    ['scramble', 'scramble'],
    ['  SCRAMBLE ', 'scramble'],
  ])('parses %j as %s', (typed, canonical) => {
    const s = game('6x4k6', 'p');
    const m = unwrap(parseMove(s, typed));
    expect(formatMove(s, m)).toBe(canonical);
  });

  it('is refused on a cleared board', () => {
    const s = shisensho.parsePosition(unwrap(parseParams('2x1k1')), '1m 1m');
    const cleared = shisensho.play(unwrap(s), unwrap(parseMove(unwrap(s), 'a1 b1')));
    expect(cleared.tilesLeft).toBe(0);
    const r = parseMove(cleared, 'scramble');
    expect(r.ok ? undefined : r.error).toEqual({ code: 'nothing-to-scramble' });
  });

  it('keeps the deal of every game id (the scramble seed is drawn after the deal)', () => {
    const p = unwrap(parseParams('18x8k36'));
    expect(formatBoard(shisensho.newGame(p, createRng('k2')).board)).toBe(
      formatBoard(dealBoard(p, createRng('k2'), winnableDeals)),
    );
  });

  it('is not a legal pair: legalMoves stays the pairs', () => {
    const s = game('6x4k6', 'lm');
    expect(shisensho.legalMoves(s)).toEqual(legalPairs(s.board));
  });

  it('is deterministic per game seed and move number, keeps tiles and empty cells, and stays winnable', () => {
    const s = game('6x4k6', 'det');
    const a = shisensho.play(s, SCRAMBLE_MOVE);
    expect(formatBoard(shisensho.play(s, SCRAMBLE_MOVE).board)).toBe(formatBoard(a.board));
    expect(a.moves).toBe(1);
    expect(tileCounts(a.board)).toEqual(tileCounts(s.board));
    expectClears(a, solveState(a));
    // Another move number or another game seed: another board (for these seeds).
    const twice = shisensho.play(a, SCRAMBLE_MOVE);
    expect(formatBoard(twice.board)).not.toBe(formatBoard(a.board));
    expect(formatBoard(shisensho.play(game('6x4k6', 'other'), SCRAMBLE_MOVE).board)).not.toBe(formatBoard(a.board));
  });

  it('a start position gets a seed derived from the board, so its records replay too', () => {
    const text = '1m 2m 1m 2m\n2m 1m 2m 1m';
    const p = unwrap(parseParams('4x2k2u'));
    const s1 = unwrap(shisensho.parsePosition(p, text));
    const s2 = unwrap(shisensho.parsePosition(p, text));
    expect(s1.seed).toBe(s2.seed);
    expect(s1.seed).toBe(`position:${formatBoard(unwrap(parseBoard(text)))}`);
    const record: GameRecord = { version: 1, game: 'shisensho', params: '4x2k2u', start: text, moves: ['scramble'] };
    expect(boardsOf(record)).toEqual(boardsOf(record));
  });

  it('property: a record of pairs and scrambles replays to the boards it was played on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('6x4k6', '6x4k6g', '8x4k4u', '4x4k2gu'),
        fc.string({ minLength: 1, maxLength: 8 }).filter((t) => /^[A-Za-z0-9]+$/.test(t)),
        fc.array(fc.nat(), { maxLength: 14 }),
        (params, seed, choices) => {
          let s = game(params, seed);
          const moves: string[] = [];
          const boards = [formatBoard(s.board)];
          for (const c of choices) {
            if (s.tilesLeft === 0) break;
            const pairs = legalPairs(s.board);
            // About one move in four is a scramble (always when stuck).
            const move = pairs.length === 0 || c % 4 === 0 ? SCRAMBLE_MOVE : (pairs[c % pairs.length] as never);
            moves.push(formatMove(s, move));
            s = shisensho.play(s, move);
            boards.push(formatBoard(s.board));
          }
          const record: GameRecord = { version: 1, game: 'shisensho', params, seed, moves };
          expect(boardsOf(record)).toEqual(boards);
        },
      ),
      { numRuns: 40 },
    );
  });
});
