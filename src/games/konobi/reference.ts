// A from-scratch reference for legality, written straight from docs/konobi.md's sentences with no caches,
// so tests can check the incremental sets in board.ts against it. Slow on purpose: clarity over speed.

import { type Colour, EMPTY, stoneOf } from './points.js';
import type { KonobiState } from './rules.js';

interface Grid {
  readonly n: number;
  /** The stone at (x, y); off the board reads as -1, which is no colour. */
  readonly at: (x: number, y: number) => number;
}

function gridOf(state: KonobiState): Grid {
  const n = state.board.size;
  const cells = state.board.cells;
  return { n, at: (x, y) => (x >= 0 && y >= 0 && x < n && y < n ? (cells[y * n + x] as number) : -1) };
}

const DIAGONAL = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
] as const;
const ORTHOGONAL = [
  [0, -1],
  [-1, 0],
  [1, 0],
  [0, 1],
] as const;

/**
 * "Weakly connected if diagonally adjacent without sharing any strongly connected neighbour": a stone of
 * colour c at (x, y) (placed or imagined) and the stone at (qx, qy).
 */
function weaklyConnected(g: Grid, x: number, y: number, qx: number, qy: number, c: number): boolean {
  if (Math.abs(qx - x) !== 1 || Math.abs(qy - y) !== 1) return false;
  if (g.at(qx, qy) !== c) return false;
  return g.at(qx, y) !== c && g.at(x, qy) !== c;
}

/** "A 2×2 square holding two diagonally adjacent Black stones and two diagonally adjacent White stones." */
function makesCrosscut(g: Grid, x: number, y: number, c: number): boolean {
  const o = 3 - c;
  for (const [dx, dy] of DIAGONAL) {
    if (g.at(x + dx, y + dy) === c && g.at(x + dx, y) === o && g.at(x, y + dy) === o) return true;
  }
  return false;
}

/** Every stone a stone of colour c at (x, y) would be weakly connected to. */
function weakPartners(g: Grid, x: number, y: number, c: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [dx, dy] of DIAGONAL) if (weaklyConnected(g, x, y, x + dx, y + dy, c)) out.push([x + dx, y + dy]);
  return out;
}

/** Whether colour c could play at (x, y) now: empty, no crosscut, and the weak-connection rule. */
function legalSlow(g: Grid, x: number, y: number, c: number): boolean {
  if (g.at(x, y) !== EMPTY) return false;
  if (makesCrosscut(g, x, y, c)) return false;
  for (const [qx, qy] of weakPartners(g, x, y, c)) {
    // Illegal if some empty a orthogonal to q could be played now and would be weakly connected to no stone.
    for (const [ox, oy] of ORTHOGONAL) {
      const ax = qx + ox;
      const ay = qy + oy;
      if (g.at(ax, ay) !== EMPTY) continue;
      if (makesCrosscut(g, ax, ay, c)) continue;
      if (weakPartners(g, ax, ay, c).length === 0) return false;
    }
  }
  return true;
}

/** The points where `colour` may place a stone, computed from the stones alone, in reading order. */
export function legalPointsSlow(state: KonobiState, colour: Colour): number[] {
  const g = gridOf(state);
  const c = stoneOf(colour);
  const points: number[] = [];
  for (let y = 0; y < g.n; y++) for (let x = 0; x < g.n; x++) if (legalSlow(g, x, y, c)) points.push(y * g.n + x);
  return points;
}

/** The winner found by flood fill over 8-connected groups (a chain), from the stones alone. */
export function winnerSlow(state: KonobiState): Colour[] {
  const g = gridOf(state);
  const winners: Colour[] = [];
  for (const colour of ['black', 'white'] as const) {
    const c = stoneOf(colour);
    const seen = new Uint8Array(g.n * g.n);
    // Black joins top to bottom; White joins left to right: start from the first edge, look for the second.
    const stack: [number, number][] = [];
    for (let i = 0; i < g.n; i++) {
      const [x, y] = colour === 'black' ? [i, 0] : [0, i];
      if (g.at(x, y) === c) {
        seen[y * g.n + x] = 1;
        stack.push([x, y]);
      }
    }
    let won = false;
    while (stack.length > 0 && !won) {
      const [x, y] = stack.pop() as [number, number];
      if ((colour === 'black' ? y : x) === g.n - 1) won = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (g.at(nx, ny) === c && !seen[ny * g.n + nx]) {
            seen[ny * g.n + nx] = 1;
            stack.push([nx, ny]);
          }
        }
      }
    }
    if (won) winners.push(colour);
  }
  return winners;
}
