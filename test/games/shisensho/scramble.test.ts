// The scramble as a record move: notation (`scramble N`, and old records' bare `scramble`), legality, a new
// shuffle for each draw of a game (and old records seeded by the move number as before), records with scrambles
// that replay to the same boards, and the session layer's next scramble that both faces play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shisensho, solveState, winnableDeals } from '../../../src/ai/shisensho/index.js';
import type { GameRecord } from '../../../src/core/record.js';
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
  scrambleMove,
  tileCounts,
} from '../../../src/games/shisensho/index.js';
import { current, dealSession, play, replayRecord, toRecord, undo } from '../../../src/session/index.js';
import { afterHint, NO_AIDS, nextScramble, type ShisenShoAids } from '../../../src/session/shisensho.js';
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
    ['scramble 3', 'scramble 3'],
    [' Scramble   12 ', 'scramble 12'],
    ['scramble 007', 'scramble 7'],
  ])('parses %j as %s', (typed, canonical) => {
    const s = game('6x4k6', 'p');
    const m = unwrap(parseMove(s, typed));
    expect(formatMove(s, m)).toBe(canonical);
  });

  it.each([
    ['scramble 0', '0', 0],
    ['scramble x', 'x', 0],
    ['scramble -1', '-1', 0],
    ['scramble 1.5', '1.5', 0],
    ['scramble 1000000', '1000000', 0],
  ])('refuses %j: a scramble number is a whole number from 1 to 999999', (typed, text, after) => {
    const r = parseMove(game('6x4k6', 'p'), typed);
    expect(r.ok ? undefined : r.error).toEqual({ code: 'scramble-draw', text, after, max: 999_999 });
    if (!r.ok) {
      expect(shisensho.describeError(r.error, 'en')).toBe(
        `"scramble ${text}": a scramble's number must be a whole number from 1 to 999999 (past those this game has used)`,
      );
    }
  });

  it('refuses a number not above the draws already on the line (no draw twice in one record)', () => {
    const s = shisensho.play(game('6x4k6', 'p'), scrambleMove(4));
    expect(s.draws).toBe(4);
    for (const typed of ['scramble 4', 'scramble 2']) {
      const r = parseMove(s, typed);
      expect(r.ok ? undefined : r.error).toMatchObject({ code: 'scramble-draw', after: 4 });
    }
    expect(formatMove(s, unwrap(parseMove(s, 'scramble 5')))).toBe('scramble 5');
    const record: GameRecord = {
      version: 1,
      game: 'shisensho',
      params: '6x4k6',
      seed: 'p',
      moves: ['scramble 2', 'scramble 2'],
    };
    const r = replayRecord(GAMES, record);
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'record-move', index: 1, move: 'scramble 2' });
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

  it('draws a new shuffle for each number, the same one for the same number', () => {
    const s = game('18x8k36', 'draws');
    const boards = [1, 2, 3, 4].map((n) => formatBoard(shisensho.play(s, scrambleMove(n)).board));
    expect(new Set(boards).size).toBe(4);
    expect(formatBoard(shisensho.play(s, scrambleMove(3)).board)).toBe(boards[2]);
    const a = shisensho.play(s, scrambleMove(2));
    expect(tileCounts(a.board)).toEqual(tileCounts(s.board));
    expect(a).toMatchObject({ moves: 1, scrambles: 1, draws: 2 });
  });

  it("replays an old record's bare scrambles to the boards they gave before numbered scrambles (move number)", () => {
    // Boards printed by the build before scrambles were numbered, for this record.
    const record: GameRecord = {
      version: 1,
      game: 'shisensho',
      params: '6x4k6',
      seed: 'old',
      moves: ['scramble', 'a1 e1', 'scramble'],
    };
    const replayed = unwrap(replayRecord<ShisenShoState>(GAMES, record));
    expect(replayed.states.map((st) => formatBoard(st.board, '/'))).toEqual([
      '2m 5m 4m 5m 2m 3m/3m 2m 6m 6m 6m 2m/1m 4m 4m 1m 6m 1m/5m 5m 4m 3m 3m 1m',
      '5m 4m 2m 6m 5m 6m/4m 3m 2m 2m 1m 1m/4m 1m 3m 5m 2m 4m/1m 3m 5m 3m 6m 6m',
      '.. 4m 2m 6m .. 6m/4m 3m 2m 2m 1m 1m/4m 1m 3m 5m 2m 4m/1m 3m 5m 3m 6m 6m',
      '.. 1m 4m 3m .. 1m/4m 5m 4m 5m 6m 1m/6m 3m 2m 1m 6m 2m/2m 4m 6m 3m 2m 3m',
    ]);
    expect(replayed.moves).toEqual(['scramble', 'a1 e1', 'scramble']);
    // Scrambling after them continues past their count.
    const last = replayed.states.at(-1) as ShisenShoState;
    expect(last.draws).toBe(2);
    expect(formatMove(last, nextScramble(replayed, NO_AIDS).move)).toBe('scramble 3');
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
            // About one move in four is a scramble (always when stuck), numbered or (an old record's) bare.
            const scramble = c % 8 === 0 ? SCRAMBLE_MOVE : scrambleMove(s.draws + 1 + (c % 3));
            const move = pairs.length === 0 || c % 4 === 0 ? scramble : (pairs[c % pairs.length] as never);
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

describe('the next scramble (session layer, the terminal and the browser alike)', () => {
  it('undo then scramble deals a new shuffle each time, and the record replays the one kept', () => {
    let session = dealSession(shisensho, unwrap(parseParams('12x6k12')), 'a');
    let aids: ShisenShoAids = NO_AIDS;
    const seen = new Set<string>([formatBoard(current<ShisenShoState>(session).board)]);
    const moves: string[] = [];
    for (let k = 1; k <= 5; k++) {
      const next = nextScramble(session, aids);
      aids = next.aids;
      session = play(session, next.move);
      moves.push(toRecord(session).moves[0] as string);
      seen.add(formatBoard(current<ShisenShoState>(session).board));
      if (k < 5) session = undo(session);
    }
    // The first board and five scrambles, all different; the draws counted the undone ones.
    expect(seen.size).toBe(6);
    expect(moves).toEqual(['scramble 1', 'scramble 2', 'scramble 3', 'scramble 4', 'scramble 5']);
    expect(aids).toEqual({ hints: 0, scrambles: 5 });
    const replayed = unwrap(replayRecord<ShisenShoState>(GAMES, toRecord(session)));
    expect(formatBoard(current(replayed).board)).toBe(formatBoard(current<ShisenShoState>(session).board));
  });

  it('numbers past the draws in the session even when the aids were not kept (a resumed save with its redo)', () => {
    let session = dealSession(shisensho, unwrap(parseParams('6x4k6')), 'r');
    session = play(session, scrambleMove(3));
    session = undo(session);
    expect(formatMove(current(session), nextScramble(session, NO_AIDS).move)).toBe('scramble 4');
    expect(formatMove(current(session), nextScramble(session, { hints: 0, scrambles: 7 }).move)).toBe('scramble 8');
    expect(afterHint(afterHint(NO_AIDS))).toEqual({ hints: 2, scrambles: 0 });
  });
});
