// Konobi invariants over random legal games (moves drawn with a seeded Rng among the legal ones), and parser
// round trips and robustness by fast-check. Rule checks here are written independently of the engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import {
  type Colour,
  checkPoint,
  formatParams,
  formatPoint,
  formatPosition,
  isOver,
  type KonobiError,
  type KonobiState,
  legalMoves,
  legalPoints,
  legalPointsSlow,
  newGame,
  parseAnyPosition,
  parseColour,
  parseMove,
  parseParams,
  parsePoint,
  parsePosition,
  play,
  winner,
  winnerSlow,
  winningChain,
} from '../../../src/games/konobi/index.js';

/** The board as a function of notation-free coordinates: 'X', 'O', '.' or '#' off the board. */
function reader(state: KonobiState): (x: number, y: number) => string {
  const rows = formatPosition(state).split('\n');
  const n = state.board.size;
  return (x, y) => (x >= 0 && y >= 0 && x < n && y < n ? ((rows[y] as string)[x] as string) : '#');
}

function xyOf(point: string): [number, number] {
  const m = /^([a-s])(\d+)$/.exec(point);
  if (!m) return [-9, -9];
  return [(m[1] as string).charCodeAt(0) - 97, Number(m[2]) - 1];
}

/**
 * Checks, from the spec's definitions alone, that the stated refusal of `colour` holds; returns the
 * condition that fails, or '' when the refusal is right. (Plain checks: `expect` per point is too slow.)
 */
function refusalFails(at: (x: number, y: number) => string, colour: Colour, error: KonobiError): string {
  const own = colour === 'black' ? 'X' : 'O';
  const enemy = colour === 'black' ? 'O' : 'X';
  const diagonal = (x: number, y: number, u: number, v: number) => Math.abs(u - x) === 1 && Math.abs(v - y) === 1;
  if (error.code === 'point-occupied') {
    const [x, y] = xyOf(error.point);
    return at(x, y) === (error.by === 'black' ? 'X' : 'O') ? '' : 'the point is not taken by that colour';
  }
  if (error.code === 'crosscut') {
    const [x, y] = xyOf(error.point);
    const [sx, sy] = xyOf(error.stone);
    if (at(x, y) !== '.' || !diagonal(x, y, sx, sy)) return 'not an empty point diagonal to the stone';
    return at(sx, sy) === own && at(sx, y) === enemy && at(x, sy) === enemy ? '' : 'no crosscut in that square';
  }
  if (error.code !== 'illegal-weak-connection') return `unexpected refusal ${error.code}`;
  const [x, y] = xyOf(error.point);
  const [qx, qy] = xyOf(error.stone);
  const [ax, ay] = xyOf(error.alternative);
  if (at(x, y) !== '.') return 'the point is not empty';
  // p and q diagonal, q own, and neither shared neighbour own: a weak connection.
  if (!diagonal(x, y, qx, qy) || at(qx, qy) !== own) return 'the stone is not an own diagonal neighbour';
  if (at(qx, y) === own || at(x, qy) === own) return 'the link shares a strongly connected neighbour';
  // a empty, orthogonal to q, and weakly connected to no stone (on the board without p).
  if (Math.abs(ax - qx) + Math.abs(ay - qy) !== 1 || at(ax, ay) !== '.')
    return 'the alternative is not an empty attachment';
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    if (at(ax + dx, ay + dy) === own && at(ax + dx, ay) !== own && at(ax, ay + dy) !== own) {
      return 'the alternative is weakly connected to a stone';
    }
  }
  return '';
}

/** True when some 2×2 square holds a crosscut, checked on the text of the position. */
function hasCrosscut(state: KonobiState): boolean {
  const at = reader(state);
  const n = state.board.size;
  for (let y = 0; y + 1 < n; y++) {
    for (let x = 0; x + 1 < n; x++) {
      const [a, b, c, d] = [at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y + 1)];
      if (a !== '.' && b !== '.' && a === d && b === c && a !== b) return true;
    }
  }
  return false;
}

/** Plays a random legal game from the empty board, checking every invariant after every move. */
function checkRandomGame(size: number, seed: string, deep: boolean): void {
  const rng = createRng(seed);
  let state = newGame({ size });
  for (let turn = 0; turn < size * size * 3; turn++) {
    expect(hasCrosscut(state)).toBe(false);
    for (const colour of ['black', 'white'] as const) {
      const legal = legalPoints(state, colour);
      expect(legal).toEqual(legalPointsSlow(state, colour));
      if (deep) {
        const legalSet = new Set(legal);
        const at = reader(state);
        for (let p = 0; p < size * size; p++) {
          const why = checkPoint(state, colour, p);
          if ((why === undefined) !== legalSet.has(p)) expect(why).toBe(legalSet.has(p) ? undefined : 'a refusal');
          if (why) {
            const fails = refusalFails(at, colour, why);
            if (fails !== '') expect({ why, fails }).toBeUndefined();
          }
        }
      }
    }
    const winners = winnerSlow(state);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(winner(state)).toBe(winners[0]);
    const text = formatPosition(state);
    const again = parseAnyPosition(text);
    expect(again.ok && formatPosition(again.value)).toBe(text);
    if (again.ok) expect(again.value.board.legal).toEqual(state.board.legal);
    if (isOver(state)) break;
    const moves = legalMoves(state);
    expect(moves.length).toBeGreaterThan(0);
    const move = moves[rng.int(moves.length)] as (typeof moves)[number];
    // Every legal move parses back from its notation.
    const notation = move.type === 'place' ? formatPoint(size, move.point) : move.type;
    const parsed = parseMove(state, notation);
    expect(parsed).toEqual({ ok: true, value: move });
    state = play(state, move);
  }
  // The game has ended, with exactly one winner whose chain joins that winner's two edges.
  expect(isOver(state)).toBe(true);
  const w = winner(state);
  expect(w).toBeDefined();
  expect(winnerSlow(state)).toEqual([w]);
  const chain = winningChain(state);
  const coords = chain.map((p) => (w === 'black' ? Math.floor(p / size) : p % size));
  expect(Math.min(...coords)).toBe(0);
  expect(Math.max(...coords)).toBe(size - 1);
}

describe('Konobi random games', () => {
  it('small boards: caches equal the reference, every refusal holds, no crosscut, one winner', () => {
    for (let g = 0; g < 30; g++) checkRandomGame(5 + (g % 3), `deep-${g}`, true);
  });

  it('larger boards: caches equal the reference and the game ends with one winner', () => {
    for (let g = 0; g < 6; g++) checkRandomGame(g < 4 ? 9 : 13, `wide-${g}`, g === 0);
  });

  it('many quick games on 5×5 end with exactly one winner', () => {
    for (let g = 0; g < 400; g++) {
      const rng = createRng(`quick-${g}`);
      let state = newGame({ size: 5 });
      while (!isOver(state)) {
        const moves = legalMoves(state);
        state = play(state, moves[rng.int(moves.length)] as (typeof moves)[number]);
      }
      expect(winnerSlow(state)).toEqual([winner(state)]);
    }
  });
});

describe('Konobi text forms', () => {
  it('parse(format(params)) is the params, and params outside 5–19 are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (size) => {
        const r = parseParams(formatParams({ size }));
        if (size >= 5 && size <= 19) expect(r).toEqual({ ok: true, value: { size } });
        else expect(r.ok ? 'ok' : r.error.code).toBe('size-out-of-range');
      }),
    );
  });

  it('parse(format(point)) is the point on every board size', () => {
    for (let size = 5; size <= 19; size++) {
      for (let p = 0; p < size * size; p++)
        expect(parsePoint(size, formatPoint(size, p))).toEqual({ ok: true, value: p });
    }
    expect(formatPoint(11, 0)).toBe('a1');
    expect(formatPoint(11, 11 * 3 + 2)).toBe('c4');
  });

  it('parse(format(position)) is the position, in both line forms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 12 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.nat(200),
        (size, seed, length) => {
          const rng = createRng(seed);
          let state = newGame({ size });
          for (let i = 0; i < length && !isOver(state); i++) {
            const moves = legalMoves(state);
            state = play(state, moves[rng.int(moves.length)] as (typeof moves)[number]);
          }
          for (const separator of ['\n', '/']) {
            const text = formatPosition(state, separator);
            const again = parsePosition({ size }, text);
            expect(again.ok).toBe(true);
            if (!again.ok) return;
            expect(formatPosition(again.value, separator)).toBe(text);
            expect(again.value.toMove).toBe(state.toMove);
            expect(again.value.swapped).toBe(state.swapped);
            expect(again.value.board.cells).toEqual(state.board.cells);
            expect(winner(again.value)).toBe(winner(state));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('random input never makes a parser throw', () => {
    const state = newGame({ size: 7 });
    // A throw fails the property, so the parsers are simply called.
    const check = (text: string) => {
      parseParams(text);
      parseAnyPosition(text);
      parsePosition({ size: 5 }, text);
      parseMove(state, text);
      parsePoint(7, text);
      parseColour(text);
    };
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), check), { numRuns: 1000 });
    fc.assert(fc.property(fc.stringMatching(/^[XOxo.\n/ :a-z-]{0,80}$/), check), { numRuns: 1000 });
    fc.assert(
      fc.property(fc.array(fc.constantFrom('X', 'O', '.'), { minLength: 25, maxLength: 25 }), (cells) => {
        const text = [0, 1, 2, 3, 4].map((r) => cells.slice(r * 5, r * 5 + 5).join('')).join('/');
        check(text);
        const r = parseAnyPosition(`${text}/to-move: black`);
        // Any 5×5 board without a crosscut is accepted; one with a crosscut is refused by that rule.
        if (!r.ok) expect(r.error.code).toBe('position-crosscut');
        else expect(hasCrosscut(r.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
