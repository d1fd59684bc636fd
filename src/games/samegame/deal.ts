// SameGame deals: uniformly random fields, and winnable fields built by playing a game backwards.
import type { Rng } from '../../core/rng.js';
import { createField, type Field } from './field.js';
import type { SameGameParams } from './params.js';

/** Deals a field: random colours, or (params.winnable) a field proven clearable by construction. */
export function dealField(params: SameGameParams, rng: Rng): Field {
  return params.winnable ? dealWinnable(params, rng).field : dealRandom(params, rng);
}

function dealRandom({ width, height, colors }: SameGameParams, rng: Rng): Field {
  const field = createField(width, height);
  // Row by row from the bottom, left to right, so the deal reads naturally if the order ever matters.
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) field.cells[x * height + y] = 1 + rng.int(colors);
  return field;
}

export interface WinnableDeal {
  readonly field: Field;
  /** A sequence of moves (x, y) that clears the field, in play order: the construction's proof. */
  readonly solution: readonly (readonly [number, number])[];
}

/**
 * Builds a full W×H field by undoing removals from the empty field. Each step inserts one group that is
 * not adjacent to its own colour, in a way its removal and the compaction undo exactly: a vertical run in
 * a column, one block in each of several adjacent columns at one height, or whole new columns. Read
 * backwards, the steps are a game that clears the field. The free space left in every column is kept away
 * from exactly 1, so every partial construction can always be completed (see docs/samegame.md).
 */
export function dealWinnable(params: SameGameParams, rng: Rng): WinnableDeal {
  for (;;) {
    const built = tryBuild(params, rng);
    if (built) return built;
  }
}

type Step = readonly [number, number];

function tryBuild({ width: W, height: H, colors: C }: SameGameParams, rng: Rng): WinnableDeal | undefined {
  const cols: number[][] = [];
  const steps: Step[] = [];
  const color = (x: number, y: number): number => (x >= 0 && x < cols.length ? (cols[x]?.[y] ?? 0) : 0);
  const free = (x: number): number => H - (cols[x] as number[]).length;
  const okFree = (f: number): boolean => f !== 1;
  /** A colour absent from the given neighbour colours, chosen at random, or 0 when none is. */
  const pickColor = (neighbours: number[]): number => {
    const options: number[] = [];
    for (let c = 1; c <= C; c++) if (!neighbours.includes(c)) options.push(c);
    return options.length === 0 ? 0 : (options[rng.int(options.length)] as number);
  };
  let failures = 0;
  while (cols.length < W || cols.some((c) => c.length < H)) {
    if (failures > 2000) return undefined;
    const filled = cols.length === W;
    // All the columns come first: a new column appended at the right has one neighbour, so after a few failed
    // random positions it always finds a colour, and later steps never need to add a column.
    const kind = filled ? 1 + rng.int(2) : 0;
    if (kind === 0) {
      // New columns at position j: one of height k ≥ 2 (a vertical run), or k ≥ 2 of height 1.
      const j = failures % 4 === 3 ? cols.length : rng.int(cols.length + 1);
      const tall = H === 2 || rng.int(2) === 0;
      if (tall) {
        const k = 2 + rng.int(Math.min(4, H) - 1);
        if (!okFree(H - k)) {
          failures++;
          continue;
        }
        const nb: number[] = [];
        for (let y = 0; y < k; y++) nb.push(color(j - 1, y), color(j, y));
        const c = pickColor(nb);
        if (c === 0) {
          failures++;
          continue;
        }
        cols.splice(j, 0, new Array<number>(k).fill(c));
        steps.push([j, 0]);
      } else {
        const room = W - cols.length;
        const k = room < 2 ? 0 : 2 + rng.int(Math.min(3, room) - 1);
        if (k === 0 || !okFree(H - 1)) {
          failures++;
          continue;
        }
        const c = pickColor([color(j - 1, 0), color(j, 0)]);
        if (c === 0) {
          failures++;
          continue;
        }
        cols.splice(j, 0, ...Array.from({ length: k }, () => [c]));
        steps.push([j, 0]);
      }
    } else if (kind === 1) {
      // A vertical run of k blocks into column j at height p.
      const j = rng.int(cols.length);
      const col = cols[j] as number[];
      const f = free(j);
      if (f < 2) {
        failures++;
        continue;
      }
      const k = 2 + rng.int(Math.min(f, 4) - 1);
      if (!okFree(f - k)) {
        failures++;
        continue;
      }
      // Half the time at the top of the column: there only the block below and shorter neighbours constrain
      // the colour, which keeps the construction moving with few colours and narrow fields.
      const p = rng.int(2) === 0 ? col.length : rng.int(col.length + 1);
      const nb = [color(j, p - 1), color(j, p)];
      for (let y = p; y < p + k; y++) nb.push(color(j - 1, y), color(j + 1, y));
      const c = pickColor(nb);
      if (c === 0) {
        failures++;
        continue;
      }
      col.splice(p, 0, ...new Array<number>(k).fill(c));
      steps.push([j, p]);
    } else {
      // One block in each of k adjacent columns j … j+k−1, all at height p.
      if (cols.length < 2) continue;
      const k = 2 + rng.int(Math.min(3, cols.length - 1));
      const j = rng.int(cols.length - k + 1);
      let p = H;
      let fits = true;
      for (let x = j; x < j + k; x++) {
        const f = free(x);
        if (f === 0 || !okFree(f - 1)) fits = false;
        p = Math.min(p, (cols[x] as number[]).length);
      }
      if (!fits) {
        failures++;
        continue;
      }
      p = rng.int(2) === 0 ? p : rng.int(p + 1);
      const nb = [color(j - 1, p), color(j + k, p)];
      for (let x = j; x < j + k; x++) nb.push(color(x, p - 1), color(x, p));
      const c = pickColor(nb);
      if (c === 0) {
        failures++;
        continue;
      }
      for (let x = j; x < j + k; x++) (cols[x] as number[]).splice(p, 0, c);
      steps.push([j, p]);
    }
  }
  const field = createField(W, H);
  cols.forEach((col, x) => {
    col.forEach((c, y) => {
      field.cells[x * H + y] = c;
    });
  });
  return { field, solution: steps.reverse() };
}
