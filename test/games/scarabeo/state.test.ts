// Scarabeo's game state: the deal and its reproducibility, exchanges (and their limit), passes and the stall,
// the end with the settlement, the Editrice jolly swap, views, records that replay, and tile conservation.
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/core/record.js';
import { unwrap } from '../../../src/core/result.js';
import { createRng } from '../../../src/core/rng.js';
import {
  formatMove,
  formatTiles,
  gameFromBoard,
  JOLLY,
  LETTER_MASK,
  newGame,
  parseMove,
  play,
  RACK_JOLLY,
  rackSize,
  type ScarabeoState,
  scarabeoGame,
  squareOf,
  TILE_COUNT,
  unseenTiles,
  view,
} from '../../../src/games/scarabeo/index.js';
import { boardOf, lexicon, rackOf } from './helpers.js';

const DAWG = lexicon();
const GAME = scarabeoGame(DAWG);

function move(state: ScarabeoState, text: string): ScarabeoState {
  const m = parseMove(state, text, DAWG);
  if (!m.ok) throw new Error(`${text}: ${JSON.stringify(m.error)}`);
  return play(state, m.value);
}

function refusal(state: ScarabeoState, text: string): string {
  const m = parseMove(state, text, DAWG);
  if (m.ok) return 'legal';
  const { code, ...rest } = m.error;
  return [code, ...Object.values(rest).map(String)].join(' ');
}

/** Tiles on the board, on every rack and in the bag: always the whole set. */
function tileCount(state: ScarabeoState): number {
  let n = state.bag.length;
  for (const r of state.racks) n += rackSize(r);
  for (const c of state.cells) if (c !== 0) n++;
  return n;
}

/** A state from a board, given racks and bag (tiles in drawing order, the last drawn first). */
function setUp(board: string[], racks: string[], bag: string, rules: 'seed' | 'editrice' = 'seed'): ScarabeoState {
  const base = gameFromBoard(
    { players: racks.length, rules, lexicon: 'standard' },
    boardOf(board),
    undefined,
    createRng('t'),
  );
  const tiles = [...bag].map((ch) => (ch === '?' ? RACK_JOLLY : (rackOf(ch).findIndex((n) => n > 0) as number)));
  return { ...base, racks: racks.map(rackOf), bag: Uint8Array.from(tiles) };
}

describe('the deal', () => {
  it('deals 8 tiles to each player from 130, the same for the same seed', () => {
    const a = newGame({ players: 4, rules: 'seed', lexicon: 'standard' }, createRng('x'));
    const b = newGame({ players: 4, rules: 'seed', lexicon: 'standard' }, createRng('x'));
    const c = newGame({ players: 4, rules: 'seed', lexicon: 'standard' }, createRng('y'));
    expect(a.racks.map(rackSize)).toEqual([8, 8, 8, 8]);
    expect(a.bag.length).toBe(TILE_COUNT - 32);
    expect(tileCount(a)).toBe(TILE_COUNT);
    expect(a.racks.map(formatTiles)).toEqual(b.racks.map(formatTiles));
    expect(Array.from(a.bag)).toEqual(Array.from(b.bag));
    expect(a.racks.map(formatTiles)).not.toEqual(c.racks.map(formatTiles));
  });

  it('draws the same tiles on an exchange in two replays of the same game', () => {
    const run = () => {
      let s = newGame({ players: 2, rules: 'seed', lexicon: 'standard' }, createRng('ex'));
      s = move(s, `exchange ${formatTiles(s.racks[0] as Uint8Array).slice(0, 5)}`);
      return [formatTiles(s.racks[0] as Uint8Array), Array.from(s.bag).join(',')];
    };
    expect(run()).toEqual(run());
  });
});

describe('exchange and pass', () => {
  it('exchanges only while the bag holds at least as many tiles', () => {
    const s = setUp([], ['CASAEIOR', 'CASAEIOR'], 'LM');
    expect(refusal(s, 'exchange CAS')).toBe('exchange-bag 3 2');
    expect(refusal(s, 'exchange Z')).toBe('not-in-rack Z 1 0');
    expect(refusal(s, 'exchange ?')).toBe('not-in-rack ? 1 0');
    expect(refusal(s, 'exchange')).toBe('exchange-empty');
    const after = move(s, 'exchange cs');
    expect(formatTiles(after.racks[0] as Uint8Array)).toBe('AAEILMOR');
    expect([...after.bag].sort((a, b) => a - b)).toEqual([3, 17]); // C (3) and S (17) went back
    expect(after.toMove).toBe(1);
    expect(after.idleTurns).toBe(1);
    expect(formatMove(after.last?.move ?? { type: 'pass' })).toBe('exchange CS');
  });

  it("counts each seat's exchanges since it last placed a word: a pass keeps the count, a word resets it", () => {
    let s = setUp(['9G CASA'], ['PNEOOOOA', 'PNEOOOOA'], 'ABCDEFGHILMNOPQRSTUV');
    s = move(s, 'exchange O');
    s = move(s, 'exchange O');
    expect(s.exchangeStreaks).toEqual([1, 1]);
    s = move(s, 'pass'); // seat 1's pass keeps its count
    expect(s.exchangeStreaks).toEqual([1, 1]);
    s = move(s, 'H8 PANE'); // seat 2 places a word
    expect(s.exchangeStreaks).toEqual([1, 0]);
    s = move(s, 'exchange A');
    expect(s.exchangeStreaks).toEqual([2, 0]);
    expect(view(s, 0).exchangeStreak).toBe(2);
    expect(view(s, 1).exchangeStreak).toBe(0);
  });

  it('stalls after two full rounds without a word (2 × players turns), highest score winning', () => {
    let s: ScarabeoState = { ...setUp(['9G CASA'], ['PNEOOOO', 'PNEOOOO', 'PNEOOOO'], 'ABCDEFGHI'), scores: [5, 9, 9] };
    s = move(s, 'pass');
    s = move(s, 'pass');
    s = move(s, 'H8 PANE'); // a word resets the count
    expect(s.idleTurns).toBe(0);
    for (let i = 0; i < 5; i++) s = move(s, i === 2 ? 'exchange O' : 'pass');
    expect(s.end).toBeUndefined();
    s = move(s, 'pass');
    expect(s.end).toEqual({ reason: 'stall', settlement: [0, 0, 0], winners: [2] });
    expect(s.scores).toEqual([5, 9, 21]);
    expect(refusal(s, 'pass')).toBe('game-over');
    expect(GAME.outcome(s).result).toBe('3:5-9-21'); // the winning seat, then the scores
  });
});

describe('the end', () => {
  it('settles when a player goes out with the bag empty: the opponents’ tiles, a jolly counting 0', () => {
    // Player 2 holds Q (10) Z (8) A (1) and a jolly (0): 19 for the player who goes out.
    const s = setUp(['9G CASA'], ['PNE', 'QZA?'], '');
    const after = move(s, 'H8 PANE');
    expect(after.scores).toEqual([12 + 19, 0]);
    expect(after.end).toEqual({ reason: 'out', player: 0, settlement: [19, 0], winners: [0] });
    expect(GAME.isOver(after)).toBe(true);
  });

  it('does not end while the bag still has tiles: the rack is refilled', () => {
    const s = setUp(['9G CASA'], ['PNE', 'QZA?'], 'OI');
    const after = move(s, 'H8 PANE');
    expect(after.end).toBeUndefined();
    expect(formatTiles(after.racks[0] as Uint8Array)).toBe('IO');
    expect(after.bag.length).toBe(0);
  });
});

describe('the jolly swap (Editrice rules)', () => {
  const board = ['9G CaSA'];
  it('puts the real letter on the board and the jolly in the rack; the same player moves on', () => {
    const s = setUp(board, ['AEIO', 'CCCC'], 'LLLL', 'editrice');
    const after = move(s, 'swap h9');
    const h9 = squareOf(8, 7);
    expect((after.cells[h9] as number) & JOLLY).toBe(0);
    expect((after.cells[h9] as number) & LETTER_MASK).toBe(1);
    expect(formatTiles(after.racks[0] as Uint8Array)).toBe('EIO?');
    expect(after.toMove).toBe(0);
    expect(formatMove(after.last?.move ?? { type: 'pass' })).toBe('swap H9');
  });
  it('is refused under the seed rules, without a jolly there, or without the letter', () => {
    expect(refusal(setUp(board, ['AEIO', 'CCCC'], ''), 'swap H9')).toBe('swap-not-allowed');
    expect(refusal(setUp(board, ['AEIO', 'CCCC'], '', 'editrice'), 'swap G9')).toBe('swap-no-jolly G9 C');
    expect(refusal(setUp(board, ['AEIO', 'CCCC'], '', 'editrice'), 'swap A1')).toBe('swap-no-jolly A1 ');
    expect(refusal(setUp(board, ['EIO', 'CCCC'], '', 'editrice'), 'swap H9')).toBe('not-in-rack A 1 0');
    expect(refusal(setUp(board, ['EIO', 'CCCC'], '', 'editrice'), 'swap H99')).toBe('off-board swap H99 H99');
  });
});

describe('views', () => {
  it('shows a seat its own rack and only counts of the hidden tiles', () => {
    const s = newGame({ players: 3, rules: 'seed', lexicon: 'standard' }, createRng('v'));
    const v = view(s, 1);
    expect(formatTiles(v.rack)).toBe(formatTiles(s.racks[1] as Uint8Array));
    expect(v.rackCounts).toEqual([8, 8, 8]);
    expect(v.bagCount).toBe(TILE_COUNT - 24);
    expect(Object.keys(v)).not.toContain('racks');
    expect(Object.keys(v)).not.toContain('bag');
    expect(JSON.stringify(v)).not.toContain('bagSeed');
  });

  it("counts a seat's unseen tiles as exactly the bag and the other racks", () => {
    let s = newGame({ players: 3, rules: 'seed', lexicon: 'standard' }, createRng('u'));
    s = move(s, 'pass');
    const expected = new Uint8Array(22);
    for (const k of s.bag) expected[k] = (expected[k] as number) + 1;
    for (const seat of [0, 2]) {
      const r = s.racks[seat] as Uint8Array;
      for (let k = 0; k < 22; k++) expected[k] = (expected[k] as number) + (r[k] as number);
    }
    expect([...unseenTiles(s.cells, s.racks[1] as Uint8Array)]).toEqual([...expected]);
    const onBoard = setUp(['9G CASA'], ['PNEOOOOA', 'PNEOOOOA'], 'ABC');
    const unseen = unseenTiles(onBoard.cells, onBoard.racks[0] as Uint8Array);
    // C: 7 in the set − 1 on the board; A: 12 − 2 on the board − 1 on the rack.
    expect(unseen[3]).toBe(6);
    expect(unseen[1]).toBe(9);
  });
});

describe('the Game object', () => {
  it('replays a record and refuses one with a bad move, naming it', () => {
    const games = new Map([['scarabeo', GAME]]);
    let s = GAME.newGame(unwrap(GAME.parseParams('2p')), createRng('rec'));
    const moves: string[] = [];
    for (const text of ['pass', `exchange ${formatTiles(s.racks[1] as Uint8Array).slice(0, 3)}`, 'pass']) {
      const m = unwrap(GAME.parseMove(s, text));
      moves.push(GAME.formatMove(s, m));
      s = GAME.play(s, m);
    }
    const replayed = unwrap(
      replayRecord<ScarabeoState>(games, { version: 1, game: 'scarabeo', params: '2p', seed: 'rec', moves }),
    );
    const last = replayed.states[3] as ScarabeoState;
    expect(last.racks.map(formatTiles)).toEqual(s.racks.map(formatTiles));
    expect(Array.from(last.bag)).toEqual(Array.from(s.bag));
    const bad = replayRecord(games, { version: 1, game: 'scarabeo', params: '2p', seed: 'rec', moves: ['9A ZZZ'] });
    expect(bad.ok ? '' : JSON.stringify(bad.error)).toContain('"index":0');
  });

  it('keeps the whole set through random games of legal moves', () => {
    for (const seed of ['a', 'b', 'c']) {
      const rng = createRng(seed);
      let s = GAME.newGame(
        { players: 2 + rng.int(3), rules: rng.int(2) ? 'seed' : 'editrice', lexicon: 'standard' },
        rng,
      );
      let steps = 0;
      while (!GAME.isOver(s) && steps++ < 200) {
        const moves = GAME.legalMoves(s);
        const m = moves[rng.int(moves.length)];
        if (!m) throw new Error('no legal move');
        // Every listed move also parses from its notation.
        expect(GAME.parseMove(s, GAME.formatMove(s, m)).ok).toBe(true);
        s = GAME.play(s, m);
        expect(tileCount(s)).toBe(TILE_COUNT);
      }
      expect(GAME.isOver(s)).toBe(true);
    }
  });
});
