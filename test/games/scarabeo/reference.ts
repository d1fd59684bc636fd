// The move generator's slow, obviously-correct reference: every lexicon word on every segment, judged by checkPlay.
import { encodeWord } from '../../../src/games/scarabeo/alphabet.js';
import { SIZE } from '../../../src/games/scarabeo/board.js';
import { allWords, type Dawg } from '../../../src/games/scarabeo/dawg.js';
import { RACK_JOLLY, RACK_SIZE, type Rack, type ScoredPlay } from '../../../src/games/scarabeo/play.js';
import { type BoardView, checkPlay } from '../../../src/games/scarabeo/rules.js';
import { playKey } from './movegenHelpers.js';

/**
 * Every legal play by brute force over the lexicon: for each line and direction, each segment bounded by empty
 * squares (or the edge) that covers an empty square and a board tile (or I9 on the empty board), and each
 * word of the segment's length that agrees with its board letters and can be made from the rack — with every
 * choice of which of its new letters the jollies stand for — checkPlay decides. Shares no code with movegen.
 */
export function referencePlays(board: BoardView, rack: Rack, dawg: Dawg): ScoredPlay[] {
  const byLength = wordsByLength(dawg);
  const cells = board.cells;
  const empty = cells.every((c) => c === 0);
  const found = new Map<string, ScoredPlay>();
  const jollies = rack[RACK_JOLLY] as number;
  for (const across of [true, false]) {
    for (let line = 0; line < SIZE; line++) {
      const at = (p: number): number => (across ? line * SIZE + p : p * SIZE + line);
      for (let start = 0; start < SIZE; start++) {
        if (start > 0 && cells[at(start - 1)] !== 0) continue;
        for (let len = 2; start + len <= SIZE; len++) {
          const end = start + len - 1;
          if (end < SIZE - 1 && cells[at(end + 1)] !== 0) continue;
          const squares = Array.from({ length: len }, (_, i) => at(start + i));
          const hasEmpty = squares.some((s) => cells[s] === 0);
          const hasTile = squares.some((s) => cells[s] !== 0);
          if (!hasEmpty || (empty ? !squares.includes(8 * SIZE + 8) : !hasTile)) continue;
          for (const [word, codes] of byLength.get(len) ?? []) {
            // The new letters this word needs, by position; the board letters must agree.
            const need: number[] = [];
            let fits = true;
            for (let i = 0; i < len; i++) {
              const cell = cells[squares[i] as number] as number;
              if (cell === 0) need.push(i);
              else if ((cell & 31) !== codes[i]) {
                fits = false;
                break;
              }
            }
            if (!fits || need.length > RACK_SIZE) continue;
            // A quick necessary condition before the jolly choices: the letters the rack lacks are at most its jollies.
            const counts = new Uint8Array(22);
            for (const i of need) counts[codes[i] as number]++;
            let lacking = 0;
            for (let l = 1; l < 22; l++) lacking += Math.max(0, (counts[l] as number) - (rack[l] as number));
            if (lacking > jollies) continue;
            for (const jollyAt of subsets(need, jollies)) {
              const real = new Uint8Array(22);
              for (const i of need) if (!jollyAt.includes(i)) real[codes[i] as number]++;
              if (real.some((n, l) => l > 0 && n > (rack[l] as number))) continue;
              const text = [...word]
                .map((ch, i) => (cells[squares[i] as number] !== 0 ? '.' : jollyAt.includes(i) ? ch.toLowerCase() : ch))
                .join('');
              const first = squares[0] as number;
              const play = { row: Math.floor(first / SIZE), col: first % SIZE, across, word: text };
              const r = checkPlay(board, rack, play, dawg);
              if (r.ok) found.set(playKey(r.value), r.value);
            }
          }
        }
      }
    }
  }
  return [...found.values()];
}

/** The lexicon's words by length, each with its letter codes. */
const lengths = new WeakMap<Dawg, Map<number, [string, Uint8Array][]>>();
function wordsByLength(dawg: Dawg): Map<number, [string, Uint8Array][]> {
  let byLength = lengths.get(dawg);
  if (!byLength) {
    byLength = new Map();
    for (const w of allWords(dawg)) {
      const list = byLength.get(w.length) ?? [];
      list.push([w, encodeWord(w) as Uint8Array]);
      byLength.set(w.length, list);
    }
    lengths.set(dawg, byLength);
  }
  return byLength;
}

/** Every subset of `items` with at most `k` elements (k ≤ 2 here: the bag holds two jollies). */
function subsets(items: readonly number[], k: number): number[][] {
  const out: number[][] = [[]];
  if (k >= 1) for (const a of items) out.push([a]);
  if (k >= 2) for (const a of items) for (const b of items) if (a < b) out.push([a, b]);
  return out;
}
