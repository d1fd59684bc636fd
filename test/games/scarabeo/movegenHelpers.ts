// Test helpers for the move generator: lexicons, boards and racks from text, and greedy self-play snapshots.
import { readFileSync } from 'node:fs';
import { createRng, shuffle } from '../../../src/core/rng.js';
import { LETTER_COUNTS, LETTERS, letterCode } from '../../../src/games/scarabeo/alphabet.js';
import { type Cells, JOLLY, SIZE, SQUARES } from '../../../src/games/scarabeo/board.js';
import type { Dawg } from '../../../src/games/scarabeo/dawg.js';
import { buildDawg } from '../../../src/games/scarabeo/dawgBuild.js';
import { generatePlays } from '../../../src/games/scarabeo/movegen.js';
import {
  emptyRack,
  formatPlay,
  RACK_JOLLY,
  RACK_SIZE,
  type Rack,
  type RulesVariant,
  type ScoredPlay,
} from '../../../src/games/scarabeo/play.js';
import type { BoardView } from '../../../src/games/scarabeo/rules.js';

/** A graph of the given words (any order, any case). */
export function dawgOf(words: readonly string[]): Dawg {
  const sorted = [...new Set(words.map((w) => w.toUpperCase()))].sort();
  const built = buildDawg(sorted);
  if (!built.ok) throw new Error(`bad test word list: ${JSON.stringify(built.error)}`);
  return built.value;
}

let fixture: Dawg | undefined;
/** The committed test lexicon (test/fixtures/scarabeo/words.txt, about 5000 words of 2–8 letters). */
export function fixtureDawg(): Dawg {
  if (!fixture) {
    const text = readFileSync(new URL('../../fixtures/scarabeo/words.txt', import.meta.url), 'utf8');
    fixture = dawgOf(text.split('\n').filter((l) => l !== '' && !l.startsWith('#')));
  }
  return fixture;
}

/** A board from rows (fewer than 17 are padded with empty rows): uppercase a tile, lowercase a jolly, `.` empty. */
export function boardOf(rows: readonly string[], rules: RulesVariant = 'seed'): BoardView {
  const cells = new Uint8Array(SQUARES);
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const ch = row.charAt(c);
      if (ch === '.') continue;
      const code = letterCode(ch.toUpperCase());
      if (code < 0) throw new Error(`bad board character ${ch}`);
      cells[r * SIZE + c] = ch === ch.toUpperCase() ? code : code | JOLLY;
    }
  });
  return { cells, rules };
}

/** A board with `word` written across from row, col (0-based) or down. */
export function boardWith(
  words: readonly [number, number, boolean, string][],
  rules: RulesVariant = 'seed',
): BoardView {
  const rows = Array.from({ length: SIZE }, () => '.'.repeat(SIZE).split(''));
  for (const [row, col, across, word] of words) {
    for (let i = 0; i < word.length; i++) {
      const r = across ? row : row + i;
      const c = across ? col + i : col;
      (rows[r] as string[])[c] = word.charAt(i);
    }
  }
  return boardOf(
    rows.map((r) => r.join('')),
    rules,
  );
}

/** A rack from letters, `?` a jolly. */
export function rackOf(letters: string): Rack {
  const rack = emptyRack();
  for (const ch of letters) {
    if (ch === '?') rack[RACK_JOLLY]++;
    else rack[letterCode(ch)]++;
  }
  return rack;
}

export function rackText(rack: Rack): string {
  let s = '';
  for (let l = 1; l <= 21; l++) s += LETTERS.charAt(l - 1).repeat(rack[l] as number);
  return s + '?'.repeat(rack[RACK_JOLLY] as number);
}

/** A play as one comparable line: notation, score, words, and the placed tiles in square order. */
export function playKey(p: ScoredPlay): string {
  const placed = [...p.placed]
    .sort((a, b) => a.square - b.square)
    .map((t) => `${t.square}:${t.cell}`)
    .join(',');
  return `${formatPlay(p.play)} ${p.score} [${p.words.join(' ')}] {${placed}}`;
}

export interface Snapshot {
  readonly board: BoardView;
  readonly rack: Rack;
  /** The turn it was taken before (0: the empty board); passes count as turns. */
  readonly turn: number;
}

/**
 * Greedy self-play with the generator: racks drawn from a shuffled 130-tile bag, the best play played, racks
 * refilled; a snapshot of (board, rack) before every turn. Half the snapshots get a jolly swapped into the rack
 * (for one of its letters, or added when it holds fewer than 8 tiles) so jolly racks are common; every tenth
 * gets both jollies, rare in play but the costliest case.
 */
export function selfPlaySnapshots(seed: string, dawg: Dawg, rules: RulesVariant = 'seed'): Snapshot[] {
  const rng = createRng(seed);
  const bag: number[] = [];
  for (let l = 1; l <= 21; l++) for (let i = 0; i < (LETTER_COUNTS[l] as number); i++) bag.push(l);
  bag.push(0, 0);
  shuffle(bag, rng);
  const cells: Cells = new Uint8Array(SQUARES);
  const racks = [emptyRack(), emptyRack()];
  const draw = (rack: Rack): void => {
    let size = rack.reduce((a, b) => a + b, 0);
    while (size < RACK_SIZE && bag.length > 0) {
      rack[bag.pop() as number]++;
      size++;
    }
  };
  for (const r of racks) draw(r);
  const out: Snapshot[] = [];
  let passes = 0;
  for (let turn = 0; passes < 2 && turn < 60; turn++) {
    const rack = racks[turn % 2] as Rack;
    const board = { cells: cells.slice(), rules };
    const snapRack = rack.slice();
    const jollies = out.length % 2 === 0 ? 0 : out.length % 10 === 9 ? 2 : 1;
    while ((snapRack[RACK_JOLLY] as number) < jollies) {
      const letters = [...snapRack.keys()].filter((l) => l > 0 && (snapRack[l] as number) > 0);
      const size = snapRack.reduce((a, b) => a + b, 0);
      if (size >= RACK_SIZE && letters.length > 0) snapRack[letters[rng.int(letters.length)] as number]--;
      snapRack[RACK_JOLLY]++;
    }
    out.push({ board, rack: snapRack, turn });
    const plays = generatePlays({ cells, rules }, rack, dawg);
    const best = plays[0];
    if (!best) {
      passes++;
      continue;
    }
    passes = 0;
    for (const t of best.placed) {
      cells[t.square] = t.cell;
      rack[(t.cell & JOLLY) !== 0 ? RACK_JOLLY : t.cell]--;
    }
    draw(rack);
  }
  return out;
}
