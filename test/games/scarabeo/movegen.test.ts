// The move generator on hand-made positions: first play, crossing rule, jolly, one-tile plays, scores, order.
import { describe, expect, it } from 'vitest';
import { LETTERS } from '../../../src/games/scarabeo/alphabet.js';
import { CENTRE, SIZE } from '../../../src/games/scarabeo/board.js';
import { type Dawg, hasWord } from '../../../src/games/scarabeo/dawg.js';
import {
  CrossChecks,
  comparePlays,
  forEachPlay,
  generatePlays,
  topPlays,
} from '../../../src/games/scarabeo/movegen.js';
import { formatPlay, type ScoredPlay } from '../../../src/games/scarabeo/play.js';
import { boardOf, boardWith, dawgOf, fixtureDawg, rackOf, selfPlaySnapshots } from './movegenHelpers.js';

const EMPTY = boardWith([]);
const notations = (plays: readonly ScoredPlay[]): string[] => plays.map((p) => formatPlay(p.play));
const summary = (plays: readonly ScoredPlay[]): string[] =>
  plays.map((p) => `${formatPlay(p.play)} ${p.score} ${p.words.join('/')}`);

/** The squares of a play's whole word. */
function wordSquares(p: ScoredPlay): number[] {
  const step = p.play.across ? 1 : SIZE;
  const first = p.play.row * SIZE + p.play.col;
  return Array.from({ length: p.play.word.length }, (_, i) => first + i * step);
}

describe('first play', () => {
  const dawg = dawgOf(['RE', 'ERA', 'ORA', 'TE', 'SCARABEO', 'SCARABEI']);

  it('covers I9, across and down, with the seed scores', () => {
    expect(summary(generatePlays(EMPTY, rackOf('RE'), dawg))).toEqual([
      '9H RE 2 RE',
      '9I RE 2 RE',
      'I8 RE 2 RE',
      'I9 RE 2 RE',
    ]);
  });

  it('every play covers the centre', () => {
    const plays = generatePlays(EMPTY, rackOf('ERAOT?'), dawg);
    expect(plays.length).toBeGreaterThan(20);
    for (const p of plays) expect(wordSquares(p)).toContain(CENTRE);
  });

  it('SCARABEO scores its letters, the premiums under it, +50 for 8 tiles and +100', () => {
    const plays = generatePlays(EMPTY, rackOf('SCARABEO'), dawg);
    // 9I: B on N9 (double letter): 11 + 4 = 15; 9B: A on D9 (double letter): 11 + 1 = 12.
    expect(summary(plays).slice(0, 2)).toEqual(['9I SCARABEO 165 SCARABEO', 'I9 SCARABEO 165 SCARABEO']);
    expect(summary(plays).filter((s) => s.startsWith('9B'))).toEqual(['9B SCARABEO 162 SCARABEO']);
    // 8 starts across (B9 to I9) and 8 down.
    expect(plays.filter((p) => p.play.word === 'SCARABEO').length).toBe(16);
  });
});

describe('crossing rule', () => {
  // CASA across on row 9 from F9.
  const dawg = dawgOf(['CASA', 'CASE', 'AT', 'SE', 'ST', 'TE', 'RE', 'ET', 'ER', 'CASATE', 'CASSA']);
  const board = boardWith([[8, 5, true, 'CASA']]);

  it('every play’s main word includes a tile already on the board', () => {
    const plays = generatePlays(board, rackOf('TERS?'), dawg);
    expect(plays.length).toBeGreaterThan(0);
    for (const p of plays) {
      const placed = new Set(p.placed.map((t) => t.square));
      expect(wordSquares(p).some((s) => !placed.has(s))).toBe(true);
    }
  });

  it('a side-by-side play that forms only cross words is not generated', () => {
    // 10G TE under A and S would form TE, AT and SE, all words: legal in Scrabble, not here.
    const plays = notations(generatePlays(board, rackOf('TE'), dawg));
    expect(plays).not.toContain('10G TE');
    expect(plays.filter((n) => /^(8|10)[A-Q] /.test(n))).toEqual([]);
    expect(plays).toContain('9F CASATE');
  });

  it('a down play through a board tile is generated', () => {
    // H9 SE: E on H10, a double letter square.
    expect(summary(generatePlays(board, rackOf('ET'), dawg))).toEqual([
      '9F CASATE 6 CASATE',
      'H9 SE 3 SE',
      'H9 ST 3 ST',
      'G9 AT 2 AT',
      'I9 AT 2 AT',
    ]);
  });
});

describe('jolly', () => {
  it('a jolly scores its letter’s points and is written in lowercase', () => {
    // CAS across from F9: a jolly on I9 makes CASa or CASe, worth what CASA and CASE are.
    const dawg = dawgOf(['CASA', 'CASE', 'CASSA', 'RE', 'TE']);
    const board = boardWith([[8, 5, true, 'CAS']]);
    expect(summary(generatePlays(board, rackOf('?'), dawg))).toEqual(['9F CASa 4 CASA', '9F CASe 4 CASE']);
    expect(summary(generatePlays(board, rackOf('E'), dawg))).toEqual(['9F CASE 4 CASE']);
    expect(generatePlays(board, rackOf('?'), dawg)[1]?.placed).toEqual([{ square: 8 * SIZE + 8, cell: 5 | 32 }]);
  });

  it('the jolly and the real letter give different plays, each once', () => {
    // RE across on H9-I9; RETE across needs T and E: real or jolly, never both jolly with one jolly.
    const plays = notations(
      generatePlays(boardWith([[8, 7, true, 'RE']]), rackOf('ET?'), dawgOf(['RETE', 'TE', 'RE', 'ET'])),
    );
    expect(new Set(plays).size).toBe(plays.length);
    expect(plays).toContain('9H RETE');
    expect(plays).toContain('9H REtE');
    expect(plays).toContain('9H RETe');
  });

  it('two jollies are the same tile: a play with both appears once', () => {
    const plays = notations(generatePlays(boardWith([[8, 7, true, 'RE']]), rackOf('??'), dawgOf(['RETE'])));
    expect(plays).toEqual(['9H REte']);
  });
});

describe('one-tile plays', () => {
  const dawg = dawgOf(['RE', 'ER', 'TRE', 'RETE', 'TE']);
  // RE across on row 9 (H9-I9).
  const board = boardWith([[8, 7, true, 'RE']]);

  it('are written across when they form an across word, else down, and appear once', () => {
    const plays = notations(generatePlays(board, rackOf('T'), dawg));
    // T before RE makes TRE across; T above E makes TE down (I8), a one-tile play without an across word.
    expect(plays).toEqual(['9G TRE', 'I8 TE']);
  });

  it('a tile with both an across and a down word is written across', () => {
    // R on H9, E on I9 and H10: a T on I10 makes ET across (H10-I10) and ET down (I9-I10).
    const b = boardWith([
      [8, 7, true, 'RE'],
      [9, 7, true, 'E'],
    ]);
    const plays = generatePlays(b, rackOf('T'), dawgOf(['RE', 'ET', 'TE', 'RET']));
    const one = plays.filter((p) => p.placed.length === 1 && p.placed[0]?.square === 9 * SIZE + 8);
    expect(summary(one)).toEqual(['10H ET 4 ET/ET']);
  });
});

describe('scoring', () => {
  it('premiums count only under new tiles (seed) or every time (editrice)', () => {
    // MARE across from D9, a double letter square under the old M.
    const dawg = dawgOf(['MARE', 'MAREA']);
    const seed = generatePlays(boardWith([[8, 3, true, 'MARE']]), rackOf('A'), dawg);
    const editrice = generatePlays(boardWith([[8, 3, true, 'MARE']], 'editrice'), rackOf('A'), dawg);
    // M(2) A R E + A = 6; editrice doubles M on D9: 8.
    expect(summary(seed)).toEqual(['9D MAREA 6 MAREA']);
    expect(summary(editrice)).toEqual(['9D MAREA 8 MAREA']);
  });

  it('a cross word is scored with the new tile’s premiums', () => {
    // E alone on B3; B2 and C3 are double word squares.
    const dawg = dawgOf(['TE', 'ET']);
    const plays = generatePlays(boardWith([[2, 1, true, 'E']]), rackOf('T'), dawg);
    expect(summary(plays)).toEqual(['3B ET 4 ET', 'B2 TE 4 TE', '3A TE 2 TE', 'B3 ET 2 ET']);
  });

  it('a cross word SCARABEO or SCARABEI gets +100 too', () => {
    // SCARABE down from I1 and an E on J8: an O or I on I8 makes OE or IE across and SCARABEO or SCARABEI down.
    const board = boardWith([
      [0, 8, false, 'SCARABE'],
      [7, 9, true, 'E'],
    ]);
    const plays = generatePlays(board, rackOf('OI'), dawgOf(['SCARABEO', 'SCARABEI', 'OE', 'IE']));
    expect(summary(plays)).toEqual(['8I IE 113 IE/SCARABEI', '8I OE 113 OE/SCARABEO', '7H IE 2 IE', '7H OE 2 OE']);
  });

  it('6, 7 and 8 tiles get 10, 30 and 50; editrice adds 10 without a jolly', () => {
    const dawg = dawgOf(['ORATE', 'ORATEL', 'ORATELI', 'ORATELIS']);
    const rack = rackOf('RATELIS');
    const board = boardWith([[8, 3, true, 'O']]);
    const by = (plays: ScoredPlay[]): Record<string, number> =>
      Object.fromEntries(plays.map((p) => [formatPlay(p.play), p.score]));
    const seed = by(generatePlays(board, rack, dawg));
    const editrice = by(generatePlays(boardWith([[8, 3, true, 'O']], 'editrice'), rack, dawg));
    // O on D9 (double letter, counted only by the Editrice rules); no premium from E9 to K9.
    expect(seed['9D ORATE']).toBe(5);
    expect(seed['9D ORATEL']).toBe(7);
    expect(seed['9D ORATELI']).toBe(8 + 10);
    expect(seed['9D ORATELIS']).toBe(9 + 30);
    expect(editrice['9D ORATELI']).toBe(9 + 10 + 10);
    const withJolly = by(generatePlays(board, rackOf('RATELI?'), dawg));
    expect(withJolly['9D ORATELIs']).toBe(9 + 30);
    const edJolly = by(generatePlays(boardWith([[8, 3, true, 'O']], 'editrice'), rackOf('RATELI?'), dawg));
    expect(edJolly['9D ORATELIs']).toBe(10 + 30);
  });
});

describe('order and variants', () => {
  const dawg = fixtureDawg();
  const snaps = selfPlaySnapshots('movegen-order', dawg).filter((_, i) => i % 5 === 2);

  it('generatePlays is sorted best first and free of duplicates', () => {
    for (const s of snaps) {
      const plays = generatePlays(s.board, s.rack, dawg);
      for (let i = 1; i < plays.length; i++)
        expect(comparePlays(plays[i - 1] as ScoredPlay, plays[i] as ScoredPlay)).toBeLessThan(0);
    }
  });

  it('topPlays is the head of generatePlays, and forEachPlay sees every play once', () => {
    for (const s of snaps) {
      const all = generatePlays(s.board, s.rack, dawg);
      expect(topPlays(s.board, s.rack, dawg, 7)).toEqual(all.slice(0, 7));
      let count = 0;
      forEachPlay(s.board, s.rack, dawg, () => count++);
      expect(count).toBe(all.length);
    }
  });

  it('the rack is not changed', () => {
    const rack = rackOf('ABCDE?');
    const copy = rack.slice();
    generatePlays(boardWith([[8, 7, true, 'RE']]), rack, dawg);
    expect(rack).toEqual(copy);
  });
});

describe('cross-checks kept up to date', () => {
  const dawg = fixtureDawg();

  it('updating after each play gives what computing them again gives, and the same plays', () => {
    for (const rules of ['seed', 'editrice'] as const) {
      const snaps = selfPlaySnapshots(`movegen-cross-${rules}`, dawg, rules);
      const kept = new CrossChecks();
      kept.compute(snaps[0]?.board ?? boardWith([]), dawg);
      let updated = 0;
      for (let i = 1; i < snaps.length; i++) {
        const before = (snaps[i - 1] as { board: { cells: Uint8Array } }).board.cells;
        const s = snaps[i] as (typeof snaps)[number];
        const placed: number[] = [];
        for (let q = 0; q < before.length; q++) if (before[q] !== s.board.cells[q]) placed.push(q);
        kept.update(s.board, dawg, placed, 0, placed.length);
        updated += placed.length;
        const fresh = new CrossChecks();
        fresh.compute(s.board, dawg);
        expect(kept.mask).toEqual(fresh.mask);
        expect(kept.sum).toEqual(fresh.sum);
        expect(kept.wordMult).toEqual(fresh.wordMult);
        expect(kept.bonus).toEqual(fresh.bonus);
        expect(kept.has).toEqual(fresh.has);
        if (i % 4 === 0) {
          const withKept: string[] = [];
          forEachPlay(s.board, s.rack, dawg, (f) => withKept.push(summary([f.toScoredPlay()])[0] as string), kept);
          expect(withKept.sort()).toEqual(summary(generatePlays(s.board, s.rack, dawg)).sort());
        }
      }
      expect(updated).toBeGreaterThan(40);
    }
  });
});

describe('cross-checks against the lexicon itself', () => {
  /** The letters x making the perpendicular word through square sq (direction dir's cross word) a word, by hasWord. */
  function reference(cells: Uint8Array, dawg: Dawg, dir: number, sq: number): number {
    const perp = dir === 0 ? SIZE : 1;
    const along = dir === 0 ? Math.floor(sq / SIZE) : sq % SIZE;
    let first = along;
    while (first > 0 && cells[sq - (along - first + 1) * perp] !== 0) first--;
    let last = along;
    while (last < SIZE - 1 && cells[sq + (last - along + 1) * perp] !== 0) last++;
    let mask = 0;
    for (let x = 1; x <= 21; x++) {
      let word = '';
      for (let p = first; p <= last; p++)
        word +=
          p === along ? LETTERS.charAt(x - 1) : LETTERS.charAt(((cells[sq + (p - along) * perp] as number) & 31) - 1);
      if (hasWord(dawg, word)) mask |= 1 << x;
    }
    return mask;
  }

  // Long words differing only far from their start, so a pattern's key must hold all of its letters and where the
  // gap is (the masks are memoised by that key); two lexicons in turn, so the memo must not mix them either.
  const long = [
    'ABCDEFGHILMNOPQRS',
    'ABCDEFGHILMNOPQRT',
    'ABCDEFGHILMNOPQSS',
    'BACDEFGHILMNOPQRS',
    'ABCDEFGHILMNOPRQS',
  ];
  const longDawg = dawgOf([...long, 'AB', 'BA']);
  const other = dawgOf(['ABCDEFGHILMNOPQRT', 'AB']);
  const boards = [
    ...selfPlaySnapshots('movegen-cross-reference', fixtureDawg()).map((s) => s.board),
    ...long.flatMap((w) =>
      [0, 1, 6, 12, 13, 16].flatMap((gap) => {
        const word = `${w.slice(0, gap)}.${w.slice(gap + 1)}`;
        return [boardOf([word]), boardOf([...word].map((c) => `..${c}`))];
      }),
    ),
  ];

  it('each empty square next to tiles allows exactly the letters that make its cross word a word', () => {
    let checked = 0;
    for (const dawg of [fixtureDawg(), longDawg, other, longDawg, fixtureDawg()]) {
      for (const board of boards) {
        const cross = new CrossChecks();
        cross.compute(board, dawg);
        for (let dir = 0; dir < 2; dir++)
          for (let sq = 0; sq < SIZE * SIZE; sq++) {
            if (board.cells[sq] !== 0 || cross.has[dir * SIZE * SIZE + sq] === 0) continue;
            expect(cross.mask[dir * SIZE * SIZE + sq]).toBe(reference(board.cells, dawg, dir, sq));
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
