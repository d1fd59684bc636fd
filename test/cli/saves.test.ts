// Saved games through the real binary: a save whose names or origin are wrong is refused on --resume with one
// line saying what and exit status 1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, tempDir } from './helpers.js';

/** Resumes `game` from a save holding `record` (piped, with `input`), in a fresh home. */
function resume(game: string, record: object, input = 'quit\n') {
  const home = tempDir();
  writeFileSync(join(home, `${game}.json`), JSON.stringify(record));
  return ludoteca([game, '--resume'], { home, input });
}

const SCARABEO = { version: 1, game: 'scarabeo', params: '2p', seed: 'x', moves: ['9F BEGA'] };
const PEOPLE = [{ kind: 'person' }, { kind: 'person' }];

describe('ludoteca <game> --resume refuses a save that is not right, saying what', () => {
  it('a player name holding an escape sequence: refused as --names refuses it, never sent to the terminal', () => {
    const r = resume('scarabeo', { ...SCARABEO, players: ['A\x1b]0;pwned\x07x', 'B'], seats: PEOPLE });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('\x1b');
    expect(oneLineError(r)).toMatch(
      /cannot resume .*scarabeo\.json: bad record: the name of seat 1 in "players" has a control, direction or invisible character \(U\+001B\)$/,
    );
  });

  it('a name too long: its length and the limit', () => {
    const r = resume('scarabeo', { ...SCARABEO, players: ['x'.repeat(500), 'B'] });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(
      /the name of seat 1 in "players" is too long: at most 40 characters \(it has 500\)$/,
    );
  });

  it('neither a seed nor a start position: says that one is missing', () => {
    const r = resume('samegame', { version: 1, game: 'samegame', params: '6x4c3', moves: [] });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(
      /bad record: it has neither "seed" nor "start": a record needs one of them \(the seed of its deal or its start position\)$/,
    );
  });
});
