// SameGame deals: uniformly random fields, and winnable fields built by playing a game backwards.
import { type Rng, shuffle } from '../../core/rng.js';
import { copyField, createField, type Field, findGroup, findGroups, removeAndCompact } from './field.js';
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
 * A field with a proof that it can be cleared. With four or more colours it is built by playing a game
 * backwards (`buildBackwards`); with two or three, where that construction often paints itself into a corner
 * (Tatham's generator refuses fewer than three colours for the same reason), a random field is dealt and
 * random playouts that spare the most common colour search for a clearing sequence, which such fields
 * almost always have. Either way the returned solution clears the field; tests replay it.
 */
export function dealWinnable(params: SameGameParams, rng: Rng): WinnableDeal {
  if (params.colors >= 4) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const built = buildBackwards(params, rng);
      if (built) return built;
    }
  }
  for (;;) {
    const found = findClearing(dealRandom(params, rng), rng, 400);
    if (found) return found;
  }
}

/** Random playouts that avoid the most common colour while they can; a sequence that clears, or undefined. */
function findClearing(field: Field, rng: Rng, playouts: number): WinnableDeal | undefined {
  const counts = new Array<number>(10).fill(0);
  for (const c of field.cells) counts[c] = (counts[c] as number) + 1;
  let tabu = 1;
  for (let c = 2; c < 10; c++) if ((counts[c] as number) > (counts[tabu] as number)) tabu = c;
  const group = new Int32Array(field.cells.length);
  for (let p = 0; p < playouts; p++) {
    const work = copyField(field);
    const solution: (readonly [number, number])[] = [];
    for (;;) {
      const groups = findGroups(work);
      if (groups.length === 0) break;
      const spared = groups.filter((g) => g.color !== tabu);
      const pool = spared.length > 0 ? spared : groups;
      const g = pool[rng.int(pool.length)] as (typeof pool)[number];
      solution.push([g.x, g.y]);
      removeAndCompact(work, group, findGroup(work, g.x * work.height + g.y, group));
    }
    if (work.cells[0] === 0) return { field, solution };
  }
  return undefined;
}

type Step = readonly [number, number];

interface Insertion {
  readonly kind: 'vertical' | 'horizontal';
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly color: number;
}

/**
 * Builds a full W×H field by undoing removals from the empty field. Each step inserts one group that touches
 * no block of its own colour, placed so that removing it and compacting gives back exactly the field before
 * the step: whole new columns (first, until there are W), then vertical runs into a column or one block in
 * each of 2–3 adjacent columns at one height. Read backwards, the steps are a game that clears the field.
 * No column is ever left with exactly one free cell, so a construction can always be completed in size;
 * at a dead end for colours it steps back a few insertions, and after too many it gives up.
 */
function buildBackwards({ width: W, height: H, colors: C }: SameGameParams, rng: Rng): WinnableDeal | undefined {
  const cols: number[][] = [];
  const steps: Step[] = [];
  const color = (x: number, y: number): number => (x >= 0 && x < cols.length ? (cols[x]?.[y] ?? 0) : 0);
  const height = (x: number): number => (cols[x] as number[]).length;
  /** A random colour absent from the neighbours' colours, or 0 when every colour is present. */
  const pickColor = (neighbours: readonly number[]): number => {
    const options: number[] = [];
    for (let c = 1; c <= C; c++) if (!neighbours.includes(c)) options.push(c);
    return options.length === 0 ? 0 : (options[rng.int(options.length)] as number);
  };
  const order = (n: number): number[] =>
    shuffle(
      Array.from({ length: n }, (_, i) => i),
      rng,
    );

  // Whole new columns, until there are W. Appending at the right always finds a colour (its one neighbour
  // is a single run), so a random position is tried first and the right end is the fallback.
  while (cols.length < W) {
    const room = W - cols.length;
    const tallHeights = [2, 3, 4].filter((k) => k <= H && H - k !== 1);
    const wide = room >= 2 && H !== 2 && rng.int(3) === 0;
    const k = wide ? 2 + rng.int(Math.min(3, room) - 1) : (tallHeights[rng.int(tallHeights.length)] as number);
    for (const j of [rng.int(cols.length + 1), cols.length]) {
      const nb: number[] = [];
      for (let y = 0; y < (wide ? 1 : k); y++) nb.push(color(j - 1, y), color(j, y));
      const c = pickColor(nb);
      if (c === 0) continue;
      if (wide) cols.splice(j, 0, ...Array.from({ length: k }, () => [c]));
      else cols.splice(j, 0, new Array<number>(k).fill(c));
      steps.push([j, 0]);
      break;
    }
  }

  // Then fill: pick a kind and a column at random, and among that column's feasible insertions one at random.
  // At a dead end (no insertion fits any colour) step back a few insertions and try other ones.
  const history: { cols: number[][]; steps: number }[] = [];
  let deadEnds = 0;
  for (;;) {
    let remaining = 0;
    for (let x = 0; x < W; x++) remaining += H - height(x);
    if (remaining === 0) break;
    const kinds: Insertion['kind'][] = rng.int(2) === 0 ? ['vertical', 'horizontal'] : ['horizontal', 'vertical'];
    let chosen: Insertion | undefined;
    for (const kind of kinds) {
      for (const x of order(W)) {
        const options = kind === 'vertical' ? verticalOptions(x) : horizontalOptions(x);
        if (options.length > 0) {
          chosen = options[rng.int(options.length)];
          break;
        }
      }
      if (chosen) break;
    }
    if (!chosen) {
      if (++deadEnds > 100 + W * H || history.length === 0) return undefined;
      const back = Math.min(history.length, 1 + rng.int(Math.min(12, 2 + (deadEnds >> 2))));
      const saved = history.splice(history.length - back)[0] as { cols: number[][]; steps: number };
      cols.splice(0, cols.length, ...saved.cols);
      steps.length = saved.steps;
      continue;
    }
    history.push({ cols: cols.map((c) => c.slice()), steps: steps.length });
    const { x, y, length, color: c } = chosen;
    if (chosen.kind === 'vertical') (cols[x] as number[]).splice(y, 0, ...new Array<number>(length).fill(c));
    else for (let i = x; i < x + length; i++) (cols[i] as number[]).splice(y, 0, c);
    steps.push([x, y]);
  }

  function verticalOptions(x: number): Insertion[] {
    const h = height(x);
    const free = H - h;
    const options: Insertion[] = [];
    for (let length = 2; length <= Math.min(free, 3); length++) {
      if (free - length === 1) continue;
      for (let y = 0; y <= h; y++) {
        const nb = [color(x, y - 1), color(x, y)];
        for (let i = y; i < y + length; i++) nb.push(color(x - 1, i), color(x + 1, i));
        const c = pickColor(nb);
        if (c !== 0) options.push({ kind: 'vertical', x, y, length, color: c });
      }
    }
    return options;
  }

  function horizontalOptions(x: number): Insertion[] {
    const options: Insertion[] = [];
    for (let length = 2; length <= 3 && x + length <= W; length++) {
      let top = H;
      let fits = true;
      for (let i = x; i < x + length; i++) {
        const free = H - height(i);
        if (free === 0 || free - 1 === 1) fits = false;
        top = Math.min(top, height(i));
      }
      if (!fits) continue;
      for (let y = 0; y <= top; y++) {
        const nb = [color(x - 1, y), color(x + length, y)];
        for (let i = x; i < x + length; i++) nb.push(color(i, y - 1), color(i, y));
        const c = pickColor(nb);
        if (c !== 0) options.push({ kind: 'horizontal', x, y, length, color: c });
      }
    }
    return options;
  }

  const field = createField(W, H);
  cols.forEach((col, x) => {
    col.forEach((c, y) => {
      field.cells[x * H + y] = c;
    });
  });
  return { field, solution: steps.reverse() };
}
