// Adds to test/fixtures/konobi/decisions.json the search and game cases it lacks, recorded from the frozen copies of
// the board and search before the speed work (src/bench/konobi-before-speed/, restored from commit 3fea9e8 for
// this), after checking that those copies still give every case already recorded:
// `KONOBI_RECORD=1 npx vitest run test/ai/konobi/recordDecisions`, then
// `npx biome format --write test/fixtures/konobi/decisions.json`. Skipped otherwise.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SearchTree as ReferenceTree, search as referenceSearch } from '../../../src/bench/konobi-before-speed/mcts.js';
import {
  caseKey,
  DECISIONS_FILE,
  type Decisions,
  GAME_CASES,
  recordedDecisions,
  recordGame,
  recordSearches,
  SEARCH_CASES,
} from './decisions.js';

describe.runIf(process.env.KONOBI_RECORD === '1')('recording the decisions of the code before the speed work', () => {
  it('adds the missing cases to the fixture', { timeout: 600_000 }, () => {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const recorded = recordedDecisions();
    const searches = { ...recorded.searches };
    const games = { ...recorded.games };
    const added: string[] = [];
    for (const [size, tuning] of SEARCH_CASES) {
      const key = caseKey(size, tuning);
      const records = recordSearches(referenceSearch, size, tuning);
      if (searches[key] === undefined) {
        searches[key] = records;
        added.push(`search ${key}`);
      } else expect(records, `search ${key}`).toEqual(searches[key]);
    }
    for (const [size, tuning] of GAME_CASES) {
      const key = caseKey(size, tuning);
      const records = recordGame(referenceSearch, () => new ReferenceTree(), size, tuning);
      if (games[key] === undefined) {
        games[key] = records;
        added.push(`game ${key}`);
      } else expect(records, `game ${key}`).toEqual(games[key]);
    }
    const decisions: Decisions = {
      ...recorded,
      about: `${recorded.about} The cases ${added.join(', ')} were added from the same frozen copies (restored from commit 3fea9e8) by test/ai/konobi/recordDecisions.test.ts at commit ${commit}, after it checked that they still give every case recorded before; both were deleted again in the next commit.`,
      searches,
      games,
    };
    writeFileSync(DECISIONS_FILE, `${JSON.stringify(decisions)}\n`);
    expect(added.length).toBeGreaterThan(0);
  });
});
