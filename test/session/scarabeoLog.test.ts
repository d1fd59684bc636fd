// Scarabeo's log as data: an online game's public moves, rebuilt on the board alone, log the same points and words
// as the local game's states do, exchanges shown by their count included.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import {
  formatMove,
  legalMoves,
  newGame,
  play,
  rackSize,
  type ScarabeoParams,
  type ScarabeoState,
} from '../../src/games/scarabeo/index.js';
import { logEntry, publicLog } from '../../src/session/scarabeoLog.js';
import { lexicon } from '../games/scarabeo/helpers.js';

const DAWG = lexicon();

/** A game played by always taking the best play (every fifth turn an exchange or a pass instead). */
function playedGame(
  params: ScarabeoParams,
  seed: string,
): { states: ScarabeoState[]; moves: string[]; shown: string[] } {
  let state = newGame(params, createRng(seed));
  const states = [state];
  const moves: string[] = [];
  const shown: string[] = [];
  for (let turn = 0; turn < 40 && !state.end; turn++) {
    const legal = legalMoves(state, DAWG);
    const plays = legal.filter((m) => m.type === 'play' || m.type === 'swap');
    const other = legal.find((m) => m.type === 'exchange') ?? legal.find((m) => m.type === 'pass');
    const move = (turn % 5 === 4 ? other : plays[0]) ?? other;
    if (!move) break;
    moves.push(formatMove(move));
    // Another seat's exchange reaches a reader as its count only.
    shown.push(move.type === 'exchange' ? `exchange ${rackSize(move.tiles)}` : formatMove(move));
    state = play(state, move);
    states.push(state);
  }
  return { states, moves, shown };
}

describe('the Scarabeo log', () => {
  for (const rules of ['seed', 'editrice'] as const) {
    it(`rebuilds the points and words of every move from the public moves (${rules} rules)`, () => {
      const params: ScarabeoParams = { players: 2, rules, lexicon: 'standard' };
      const { states, moves, shown } = playedGame(params, `log-${rules}`);
      const local = states.slice(1).map(logEntry);
      expect(local.filter((e) => e?.kind === 'play').length).toBeGreaterThan(1);
      expect(local.some((e) => e?.kind === 'exchange' || e?.kind === 'pass')).toBe(true);
      expect(publicLog(params, moves, DAWG)).toEqual(local);
      expect(publicLog(params, shown, DAWG)).toEqual(local);
    });
  }

  it('stops at a move it cannot read rather than log wrong points', () => {
    const params: ScarabeoParams = { players: 2, rules: 'seed', lexicon: 'standard' };
    expect(publicLog(params, ['pass', 'nonsense', 'pass'], DAWG)).toEqual([{ player: 0, kind: 'pass' }]);
  });
});
