// chooseBestPlay: the first play of generatePlays, or undefined when no play exists.
import { describe, expect, it } from 'vitest';
import { chooseBestPlay } from '../../../src/ai/scarabeo/index.js';
import { generatePlays } from '../../../src/games/scarabeo/movegen.js';
import { boardWith, dawgOf, fixtureDawg, rackOf, selfPlaySnapshots } from './movegenHelpers.js';

describe('chooseBestPlay', () => {
  it('is generatePlays’s first play on self-play positions', () => {
    const dawg = fixtureDawg();
    const snaps = selfPlaySnapshots('best-play', dawg);
    expect(snaps.length).toBeGreaterThan(10);
    for (const s of snaps)
      expect(chooseBestPlay(s.board, s.rack, dawg)).toEqual(generatePlays(s.board, s.rack, dawg)[0]);
  });

  it('is undefined when no play exists', () => {
    expect(chooseBestPlay(boardWith([[8, 7, true, 'RE']]), rackOf('QZ'), dawgOf(['RE', 'TRE']))).toBeUndefined();
  });

  it('takes the higher score, then the earlier notation', () => {
    // On the empty board RE scores 2 everywhere: 9H comes first in notation order.
    expect(chooseBestPlay(boardWith([]), rackOf('RE'), dawgOf(['RE']))?.play).toEqual({
      row: 8,
      col: 7,
      across: true,
      word: 'RE',
    });
  });
});
