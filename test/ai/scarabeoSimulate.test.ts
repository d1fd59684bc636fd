// Level 6's simulation finds the opponent's reply line by line (the lines a candidate leaves unchanged are shared
// by all candidates): on positions from fixed-seed games its value must equal the best reply on the whole board.
import { beforeAll, describe, expect, it } from 'vitest';
import { LeaveTable, leaveValue } from '../../src/ai/scarabeo/equity.js';
import { chooseMove, inputFromView, playOut, type SeatPlayer } from '../../src/ai/scarabeo/index.js';
import { LEAVES } from '../../src/ai/scarabeo/leaves.js';
import { bestByEquity, staticCandidates } from '../../src/ai/scarabeo/players.js';
import { afterCandidate, LINES, LineSearch, replyAfter } from '../../src/ai/scarabeo/simulate.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import { type Dawg, DEFAULT_PARAMS, type ScarabeoState, view } from '../../src/games/scarabeo/index.js';
import { CrossChecks } from '../../src/games/scarabeo/movegen.js';
import { loadLexicon } from '../../src/node/lexicon.js';

let dawg: Dawg;
beforeAll(() => {
  dawg = unwrap(loadLexicon('standard'));
});

describe('level 6 reply by lines', () => {
  it('equals the best reply by static equity on the whole board after each candidate', () => {
    const states: ScarabeoState[] = [];
    const five: SeatPlayer = (input, rng) => chooseMove(input, 5, dawg, rng);
    for (let g = 0; g < 2; g++)
      playOut([five, five], DEFAULT_PARAMS, createRng(`sim-lines-${g}`), createRng(`sim-noise-${g}`), (s) =>
        states.push(s),
      );
    const lines = new LineSearch();
    let compared = 0;
    let changedLines = 0;
    for (const [i, state] of states.entries()) {
      if (i % 3 !== 0 || state.bag.length === 0) continue; // the first position (empty board) is included
      const input = inputFromView(view(state, state.toMove));
      const opponent = state.racks[1 - state.toMove] as Uint8Array;
      const table = new LeaveTable(opponent, (leave) => leaveValue(LEAVES, leave));
      const cross = new CrossChecks();
      cross.compute(input.board, dawg);
      const lineBest = new Float64Array(LINES);
      for (let l = 0; l < LINES; l++)
        lineBest[l] = lines.best(input.board, cross, l, opponent, table, dawg, Number.NEGATIVE_INFINITY);
      for (const c of staticCandidates(input, 6, dawg)) {
        const after = afterCandidate(input.board, cross, c.move, dawg);
        const byLines = replyAfter(after, lineBest, lines, opponent, table, dawg);
        const whole = bestByEquity(after.board, opponent, dawg, table);
        expect(byLines).toBe(whole ? whole.value : Number.NEGATIVE_INFINITY);
        compared++;
        changedLines += after.changed.reduce((a, b) => a + b, 0);
      }
    }
    expect(compared).toBeGreaterThan(50);
    // Plays change some lines, and never all of them (else nothing would be shared).
    expect(changedLines).toBeGreaterThan(0);
    expect(changedLines).toBeLessThan(compared * LINES);
  }, 180_000);
});
