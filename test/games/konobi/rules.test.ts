// Konobi rules as tables in docs/formats.md notation: position, move, and legal or the refusal with its details.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result.js';
import {
  canSwap,
  describeKonobiError,
  forcedMove,
  formatMove,
  formatPoint,
  formatPosition,
  isOver,
  type KonobiState,
  lastMovePoint,
  legalMoves,
  legalPoints,
  legalPointsSlow,
  newState,
  parseAnyPosition,
  parseMove,
  play,
  winner,
  winningChain,
} from '../../../src/games/konobi/index.js';

function position(text: string): KonobiState {
  return unwrap(parseAnyPosition(text));
}

// A worked example of the rules (5×5). Its (col,row) (2,3) is b3, (2,4) is b4, (1,3) is a3, (1,4) is a4.
const SPEC_1 = '...../O.O../X.O.X/..X../..XO./to-move: black';
// A second worked example: (2,4) b4, (2,5) b5, (3,4) c4, (4,4) d4.
const SPEC_2 = '...../...../..O../O.X../X..../to-move: black';
// Found by a random game: White's only empty points would each make a crosscut, so White must pass.
const FORCED_PASS = 'XOXXX/OOOXO/OX..X/OOXOX/XXXOO/to-move: white';

/**
 * [why, position, move as typed, expected]: expected is 'legal' or the refusal code followed by its
 * details (for a weak connection the stone and the first clean alternative in reading order; for a
 * crosscut the own stone across the square).
 */
const MOVES: [string, string, string, string][] = [
  ['spec 1: weak to c4, whose attachments b4 and d4 are both weak to other stones', SPEC_1, 'b3', 'legal'],
  ['spec 1: weak to a3, and a4 is a clean strong attachment', SPEC_1, 'b4', 'illegal-weak-connection a3 a4'],
  ['spec 2: weak to a5, whose only attachment b5 is weak to c4', SPEC_2, 'b4', 'legal'],
  [
    'spec 2: weak to c4 (while strong to a5): d4 and c5 are clean, d4 first',
    SPEC_2,
    'b5',
    'illegal-weak-connection c4 d4',
  ],
  ['the empty board: any point', '...../...../...../...../.....', 'c3', 'legal'],
  [
    'a lone stone: a diagonal placement is weak, c2 is clean',
    '...../...../..X../...../...../to-move: black',
    'd4',
    'illegal-weak-connection c3 c2',
  ],
  ['a lone stone: an orthogonal placement is strong', '...../...../..X../...../...../to-move: black', 'c4', 'legal'],
  [
    'shared neighbour: c3 and d4 share d3, so the diagonal is no weak link',
    '...../...../..XX./...../...../to-move: black',
    'd4',
    'legal',
  ],
  ['shared neighbour on the other side: c4 is Black', '...../...../..X../..X../...../to-move: black', 'd4', 'legal'],
  [
    'an enemy stone on a shared point does not matter: still weak, c2 clean',
    '...../...../..X../..O../.....',
    'd4',
    'illegal-weak-connection c3 c2',
  ],
  ['both shared points White: a crosscut', '...../...../..XO./..O../...../to-move: black', 'd4', 'crosscut c3'],
  [
    'White beside a Black diagonal pair: no crosscut without a second White stone',
    '...../.X.../..X../...../...../to-move: white',
    'c2',
    'legal',
  ],
  ['White crosscut across c2', '...../.XO../..X../...../...../to-move: white', 'b3', 'crosscut c2'],
  [
    'the shared point itself is the clean alternative (read on the board without the new stone)',
    '...../..O../.OXO./...../...../to-move: black',
    'd4',
    'illegal-weak-connection c3 c4',
  ],
  [
    'the same with c4 made unclean by b5: no clean attachment, legal',
    '...../..O../.OXO./...../.X.../to-move: black',
    'd4',
    'legal',
  ],
  [
    'strong to a4 does not excuse the weak link to c3',
    '...../...../..X../X..../...../to-move: black',
    'b4',
    'illegal-weak-connection c3 c2',
  ],
  [
    'at the edge: weak to the corner a5, a4 clean',
    '...../...../...../...../X..../to-move: black',
    'b4',
    'illegal-weak-connection a5 a4',
  ],
  [
    'at the edge: a5’s attachments a4 (White) and b5 (weak to c4) are not clean',
    '....O/...../...../O.X../X..../to-move: black',
    'b4',
    'legal',
  ],
  [
    'weak to two stones, one with a clean attachment: illegal',
    '...../...../.X.X./...../...../to-move: black',
    'c4',
    'illegal-weak-connection b3 b2',
  ],
  [
    'weak to four stones: the first in reading order with a clean attachment is named',
    'X.X../...../X.X../...../...../to-move: black',
    'b2',
    'illegal-weak-connection a1 b1',
  ],
  ['an occupied point', '...../...../..X../...../.....', 'c3', 'point-occupied'],
  ['a point outside the board', '...../...../...../...../.....', 'f1', 'outside-board'],
  ['row 0 is outside', '...../...../...../...../.....', 'a0', 'outside-board'],
  ['row 6 is outside', '...../...../...../...../.....', 'a6', 'outside-board'],
  ['not a move', '...../...../...../...../.....', 'c', 'move-syntax'],
  ['not a move either', '...../...../...../...../.....', 'c3d4', 'move-syntax'],
  ['lenient: case and white space', '...../...../...../...../.....', '  C3 ', 'legal'],
  ['pass with legal points', '...../...../...../...../.....', 'pass', 'pass-not-allowed'],
  ['forced pass: White has no legal point', FORCED_PASS, 'pass', 'legal'],
  ['forced pass: c3 would cross b4', FORCED_PASS, 'c3', 'crosscut b4'],
  ['forced pass: d3 would cross e2', FORCED_PASS, 'd3', 'crosscut e2'],
  ['forced pass: Black is not stuck', FORCED_PASS.replace('white', 'black'), 'c3', 'legal'],
  ['pie rule: White’s first turn', '...../...../..X../...../.....', 'swap', 'legal'],
  ['pie rule: not on Black’s first turn', '...../...../...../...../.....', 'swap', 'swap-not-allowed'],
  ['pie rule: not on Black’s second turn', '...../...../..X../...O./.....', 'swap', 'swap-not-allowed'],
  ['pie rule: not on White’s second turn', '...../.X.../..X../...O./.....', 'swap', 'swap-not-allowed'],
  ['pie rule: only once', '...../...../..X../...../...../to-move: white/swap: used', 'swap', 'swap-not-allowed'],
  ['after the swap White places a stone', '...../...../..X../...../...../to-move: white/swap: used', 'b2', 'legal'],
  ['game over: Black has joined top and bottom', '..X../..X../..X../..X../..X../to-move: white', 'a1', 'game-over'],
  ['game over: no passing either', '..X../..X../..X../..X../..X../to-move: white', 'pass', 'game-over'],
];

describe('Konobi moves', () => {
  it.each(MOVES)('%s: %s, %s → %s', (_why, text, move, expected) => {
    const state = position(text);
    const before = formatPosition(state);
    const result = parseMove(state, move);
    const [code, stone, alternative] = expected.split(' ');
    if (code === 'legal') {
      expect(result.ok ? 'legal' : describeKonobiError(result.error)).toBe('legal');
      if (result.ok && result.value.type === 'place') {
        expect(legalPoints(state)).toContain(result.value.point);
      }
    } else {
      expect(result.ok ? 'legal' : result.error.code).toBe(code);
      if (!result.ok && result.error.code === 'illegal-weak-connection') {
        expect([result.error.stone, result.error.alternative]).toEqual([stone, alternative]);
      }
      if (!result.ok && result.error.code === 'crosscut') expect(result.error.stone).toBe(stone);
    }
    // The incremental caches agree with the reference in every row's position, for both colours.
    for (const colour of ['black', 'white'] as const) {
      expect(legalPoints(state, colour)).toEqual(legalPointsSlow(state, colour));
    }
    // A refused move changes nothing.
    expect(formatPosition(state)).toBe(before);
  });
});

/** [why, position, moves in order, winner after the last move (or none), the winning chain] */
const GAMES: [string, string, string[], string, string][] = [
  [
    'Black wins through a weak link c2–d3',
    '..X../..X../O..XO/O..X./...../to-move: black',
    ['d5'],
    'black',
    'c1 c2 d3 d4 d5',
  ],
  [
    'Black’s chain touches the top only: no win yet',
    '..X../..X../O..XO/O..X./...../to-move: black',
    ['a1'],
    'none',
    '',
  ],
  [
    'White wins through two weak links a3–b4 and c4–d3',
    'X..../...../OX.O./.OOX./....X/to-move: white',
    ['e3'],
    'white',
    'a3 b4 c4 d3 e3',
  ],
  [
    'the pie rule: after swap White moves, then Black',
    '...../...../...../...../...../to-move: black',
    ['c3', 'swap', 'b2', 'c4'],
    'none',
    '',
  ],
  ['a forced pass, then Black wins', FORCED_PASS, ['pass', 'c3'], 'black', ''],
];

describe('Konobi games', () => {
  it.each(GAMES)('%s', (_why, text, moves, expectedWinner, chain) => {
    let state = position(text);
    for (const move of moves) {
      const parsed = parseMove(state, move);
      expect(parsed.ok ? move : describeKonobiError(parsed.error)).toBe(move);
      if (!parsed.ok) return;
      expect(formatMove(state, parsed.value)).toBe(move);
      state = play(state, parsed.value);
    }
    expect(winner(state) ?? 'none').toBe(expectedWinner);
    expect(isOver(state)).toBe(expectedWinner !== 'none');
    if (chain !== '') {
      const size = state.board.size;
      expect(
        winningChain(state)
          .map((p) => formatPoint(size, p))
          .sort(),
      ).toEqual(chain.split(' ').sort());
    }
    if (expectedWinner !== 'none') expect(legalMoves(state)).toEqual([]);
  });

  it('the pie rule keeps the stones and gives White the move again', () => {
    let state = position('...../...../...../...../.....');
    state = play(state, unwrap(parseMove(state, 'c3')));
    expect(canSwap(state)).toBe(true);
    expect(legalMoves(state).at(-1)).toEqual({ type: 'swap' });
    state = play(state, unwrap(parseMove(state, 'swap')));
    expect(formatPosition(state, '/')).toBe('...../...../..X../...../...../to-move: white/swap: used');
    expect(canSwap(state)).toBe(false);
    expect(legalMoves(state).some((m) => m.type === 'swap')).toBe(false);
  });

  it('a forced pass is the only legal move', () => {
    expect(legalMoves(position(FORCED_PASS))).toEqual([{ type: 'pass' }]);
    expect(legalPoints(position(FORCED_PASS))).toEqual([]);
    // The faces play it for the player, and the session's undo goes past it.
    expect(forcedMove(position(FORCED_PASS))).toEqual({ type: 'pass' });
    expect(forcedMove(position(FORCED_PASS.replace('white', 'black')))).toBeUndefined();
    expect(forcedMove(position('...../...../...../...../.....'))).toBeUndefined();
  });
});

describe('lastMovePoint', () => {
  it('is the stone just placed, after the swap the stone it took over, and nothing after a pass or at the start', () => {
    const start = newState({ size: 5 });
    expect(lastMovePoint(start)).toBeUndefined();
    const placed = play(start, unwrap(parseMove(start, 'c3')));
    expect(formatPoint(5, lastMovePoint(placed) as number)).toBe('c3');
    const swapped = play(placed, unwrap(parseMove(placed, 'swap')));
    expect(formatPoint(5, lastMovePoint(swapped) as number)).toBe('c3');
    const answered = play(swapped, unwrap(parseMove(swapped, 'b2')));
    expect(formatPoint(5, lastMovePoint(answered) as number)).toBe('b2');
    const passed = position(FORCED_PASS);
    expect(lastMovePoint(play(passed, { type: 'pass' }))).toBeUndefined();
  });
});
