// Records test/fixtures/konobi/decisions.json from the frozen copies of the board and search before the speed
// work (src/bench/konobi-before-speed/): `KONOBI_RECORD=1 npx vitest run test/ai/konobi/recordDecisions`, then
// `npx biome format --write test/fixtures/konobi/decisions.json`. Skipped otherwise.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SearchTree as ReferenceTree, search as referenceSearch } from '../../../src/bench/konobi-before-speed/mcts.js';
import { FastBoard as ReferenceBoard } from '../../../src/bench/konobi-before-speed/playout.js';
import {
  DECISIONS_FILE,
  type Decisions,
  GAME_SIZES,
  PLAYOUT_CASES,
  recordAnswers,
  recordGame,
  recordPlayouts,
  recordSearches,
  SEARCH_CASES,
} from './decisions.js';

describe.runIf(process.env.KONOBI_RECORD === '1')('recording the decisions of the code before the speed work', () => {
  it('writes the fixture', { timeout: 600_000 }, () => {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const make = (size: number) => new ReferenceBoard(size);
    const decisions: Decisions = {
      about:
        'The decisions of the Konobi playout board and search before the speed work, recorded from their frozen ' +
        `copies (src/bench/konobi-before-speed/, as at commit ${commit}) by test/ai/konobi/recordDecisions.test.ts ` +
        'of that commit; test/ai/konobi/decisions.ts says what each record holds. Hashes: 32-bit FNV-1a over ' +
        'the integers, 4 bytes each, least significant first.',
      playouts: Object.fromEntries(
        PLAYOUT_CASES.map(([size, save]) => [`${size} ${save}`, recordPlayouts(make, size, save)]),
      ),
      answers: recordAnswers(make),
      searches: Object.fromEntries(
        SEARCH_CASES.map(([size, tuning]) => [
          `${size} ${JSON.stringify(tuning)}`,
          recordSearches(referenceSearch, size, tuning),
        ]),
      ),
      games: Object.fromEntries(
        GAME_SIZES.map((size) => [String(size), recordGame(referenceSearch, () => new ReferenceTree(), size)]),
      ),
    };
    writeFileSync(DECISIONS_FILE, `${JSON.stringify(decisions)}\n`);
    expect(decisions.answers.length).toBeGreaterThan(4);
  });
});
