// The Scarabeo placement controller the faces share: tiles from the rack onto squares (a jolly asking for its
// letter), taken back, the play they make checked with its score or its rule, a hint laid out with the rack's
// own tiles, the exchange's notation, the legal jolly swaps, and the computer's input from the seat's view.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  CENTRE,
  gameFromBoard,
  JOLLY,
  letterCode,
  type ScarabeoState,
  scarabeoGame,
  squareOf,
  view,
} from '../../src/games/scarabeo/index.js';
import {
  clearPlacing,
  computerInput,
  exchangeNotation,
  jollySwaps,
  pickJolly,
  placeNotation,
  placeTile,
  playNotation,
  previewPlay,
  rackOrder,
  startPlacing,
  takeBack,
  toggleExchange,
} from '../../src/session/scarabeo.js';
import { boardOf, lexicon, rackOf } from '../games/scarabeo/helpers.js';

const DAWG = lexicon();
const PARAMS = { players: 2, rules: 'seed', lexicon: 'standard' } as const;

function state(board: readonly string[], rack: string, rules: 'seed' | 'editrice' = 'seed'): ScarabeoState {
  return gameFromBoard({ ...PARAMS, rules }, boardOf(board), rackOf(rack), createRng('placing'));
}

describe('placing tiles', () => {
  const s = state([], 'CASAEIO?');
  const v = view(s, 0);
  const order = rackOrder(v.rack);
  const slot = (letter: string, from = 0) => order.indexOf(letter === '?' ? 0 : letterCode(letter), from);

  it('orders the rack alphabetically, jollies last', () => {
    expect(order.at(-1)).toBe(0);
    expect(order.slice(0, 3)).toEqual([letterCode('A'), letterCode('A'), letterCode('C')]);
  });

  it('makes the play of the tiles put down, with its score, and its notation', () => {
    let p = startPlacing(v.rack);
    const c = CENTRE - 1;
    p = placeTile(p, v.cells, slot('C'), c);
    p = placeTile(p, v.cells, slot('A'), c + 1);
    p = placeTile(p, v.cells, slot('S'), c + 2);
    p = placeTile(p, v.cells, slot('A', slot('A') + 1), c + 3);
    const scored = unwrap(previewPlay(p, v, DAWG));
    expect(scored.words).toEqual(['CASA']);
    expect(playNotation(scored)).toBe('9H CASA');
    expect(unwrap(scarabeoGame(DAWG).parseMove(s, playNotation(scored))).type).toBe('play');
  });

  it('says which rule a placement breaks, and refuses a square already holding a tile', () => {
    let p = startPlacing(v.rack);
    p = placeTile(p, v.cells, slot('C'), squareOf(0, 0));
    p = placeTile(p, v.cells, slot('A'), squareOf(0, 1));
    const r = previewPlay(p, v, DAWG);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-centre');
    expect(placeTile(p, v.cells, slot('S'), squareOf(0, 0))).toBe(p);
    expect(takeBack(p, slot('C')).placed.map((t) => t.square)).toEqual([squareOf(0, 1)]);
    expect(clearPlacing(p).placed).toEqual([]);
  });

  it('asks which letter a jolly stands for, then places it as that letter', () => {
    let p = placeTile(startPlacing(v.rack), v.cells, slot('?'), CENTRE);
    expect(p.placed).toEqual([]);
    expect(p.picker).toEqual({ square: CENTRE, slot: slot('?') });
    p = pickJolly(p, letterCode('E'));
    expect(p.picker).toBeUndefined();
    expect(p.placed).toEqual([{ square: CENTRE, slot: slot('?'), cell: letterCode('E') | JOLLY }]);
  });

  it('lays out a hint with the rack’s own tiles, and refuses a play the rack cannot make', () => {
    const laid = unwrap(placeNotation(startPlacing(v.rack), v, '9H CASA', DAWG));
    expect(laid.placed.map((t) => order[t.slot])).toEqual(['C', 'A', 'S', 'A'].map(letterCode));
    expect(placeNotation(startPlacing(v.rack), v, '9H ROSA', DAWG).ok).toBe(false);
  });

  it('writes the chosen tiles as an exchange', () => {
    let p = toggleExchange(startPlacing(v.rack), slot('C'));
    p = toggleExchange(p, slot('?'));
    expect(exchangeNotation(p)).toBe('exchange C?');
    expect(exchangeNotation(toggleExchange(toggleExchange(p, slot('C')), slot('?')))).toBeUndefined();
  });
});

describe('jolly swaps and the computer', () => {
  it('lists a swap only under the Editrice rules and only for a letter the rack holds', () => {
    const board = ['9G CaSA'];
    expect(jollySwaps(view(state(board, 'AEIO', 'editrice'), 0))).toEqual([squareOf(8, 7)]);
    expect(jollySwaps(view(state(board, 'EIOU', 'editrice'), 0))).toEqual([]);
    expect(jollySwaps(view(state(board, 'AEIO', 'seed'), 0))).toEqual([]);
  });

  it('gives the computer its own rack and only counts of the rest', () => {
    const s = state([], 'CASAEIO?');
    const input = computerInput(view(s, 1));
    expect(input.rack).toEqual(s.racks[1]);
    expect(input.bagCount).toBe(s.bag.length);
  });
});
