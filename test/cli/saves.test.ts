// Saved games through the real binary: what --resume refuses, saying what, and a save that fails exits 1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, tempDir, tempFile } from './helpers.js';

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

  it('a computer level the game does not have: Scarabeo 1–6, Konobi 1–5', () => {
    for (const level of [7, 9]) {
      const r = resume('scarabeo', { ...SCARABEO, seats: [{ kind: 'person' }, { kind: 'computer', level }] }, '');
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(oneLineError(r)).toMatch(
        new RegExp(`"seats": seat 2 is the computer at level ${level}, but scarabeo's levels are 1 to 6$`),
      );
    }
    const konobi = { version: 1, game: 'konobi', params: '9', seed: 'x', moves: ['e5'] };
    const r = resume('konobi', { ...konobi, seats: [{ kind: 'person' }, { kind: 'computer', level: 9 }] }, '');
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('level 9');
    expect(oneLineError(r)).toMatch(/"seats": seat 2 is the computer at level 9, but konobi's levels are 1 to 5$/);
    const five = resume('konobi', { ...konobi, seats: [{ kind: 'person' }, { kind: 'computer', level: 5 }] }, '');
    expect(five.stdout).toContain('White computer, level 5');
  });

  it('more or fewer seats or names than the params have', () => {
    const seats = resume('scarabeo', { ...SCARABEO, seats: [...PEOPLE, { kind: 'person' }] });
    expect(seats.status).toBe(1);
    expect(oneLineError(seats)).toMatch(/"seats" lists 3, but scarabeo 2p has 2 seats$/);
    const names = resume('scarabeo', { ...SCARABEO, players: ['Ann'] });
    expect(names.status).toBe(1);
    expect(oneLineError(names)).toMatch(/"players" lists 1, but scarabeo 2p has 2 seats$/);
  });

  it('neither a seed nor a start position: says that one is missing', () => {
    const r = resume('samegame', { version: 1, game: 'samegame', params: '6x4c3', moves: [] });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(
      /bad record: it has neither "seed" nor "start": a record needs one of them \(the seed of its deal or its start position\)$/,
    );
  });
});

describe('a save that cannot be written', () => {
  it('is said in words on stderr after the game, and the run exits 1', () => {
    const dir = tempDir();
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    const board = tempFile('worked.txt', '213312\n213112\n123221\n123211\n');
    const r = ludoteca(['samegame', '--board', board, '--save'], { home: join(file, 'sub'), input: '2 0\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('last move 2,0: 5 blocks, 9 points');
    expect(oneLineError(r)).toBe(
      `ludoteca: cannot save the game to ${join(file, 'sub', 'samegame.json')}: a part of the path is not a folder`,
    );
  });

  it('quit says it could not be saved and why, not that a script needs --save', () => {
    const dir = tempDir();
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    const r = ludoteca(['samegame', '--id', 'samegame:6x4c2#tm1', '--save'], { home: file, input: '2 2\nquit\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('The game is not saved: it could not be written (a part of the path is not a folder).');
    expect(r.stdout).not.toContain('--save');
    expect(oneLineError(r)).toMatch(/cannot save the game to .*: a part of the path is not a folder$/);
  });

  it('says so when the save file is a folder, in every game', () => {
    const home = tempDir();
    mkdirSync(join(home, 'scarabeo.json', 'x'), { recursive: true });
    const r = ludoteca(['scarabeo', '--seed', 'x', '--save'], { home, input: '9F BEGA\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('Player 1 plays 9F BEGA');
    expect(oneLineError(r)).toBe(`ludoteca: cannot save the game to ${join(home, 'scarabeo.json')}: it is a folder`);
  });
});

/** Each game's small deal and one legal first move (as in loop.test.ts). */
const GAMES = [
  { game: 'samegame', args: ['--id', 'samegame:6x4c2#tm1'], move: '2 2' },
  { game: 'shisensho', args: ['--id', 'shisensho:6x2k3#tss'], move: 'c1 f1' },
  { game: 'konobi', args: ['--size', '5', '--white', 'human', '--seed', 'lp'], move: 'c3' },
  { game: 'scarabeo', args: ['--seed', 'x', '--level', '1'], move: '9F BEGA' },
] as const;

describe('a new game beside a saved one', () => {
  for (const g of GAMES) {
    it(`${g.game}: says a saved game in progress will be replaced, before the first move replaces it`, () => {
      const home = tempDir();
      ludoteca([g.game, ...g.args, '--save'], { input: `${g.move}\nquit\n`, home });
      const fresh = ludoteca([g.game, ...g.args, '--save'], { input: 'quit\n', home });
      expect(fresh.stdout).toMatch(
        new RegExp(
          `You have a saved game in progress \\(\\d+ (moves?|pairs?)\\): ludoteca ${g.game} --resume continues it; it will be replaced when you move\\.`,
        ),
      );
      // A script's game that is not saved replaces nothing, so it says nothing.
      const piped = ludoteca([g.game, ...g.args], { input: 'quit\n', home });
      expect(piped.stdout).not.toContain('saved game in progress');
    });
  }

  it('a finished game is not offered as in progress, nor for --resume when it ends', () => {
    const home = tempDir();
    const board = tempFile('won.txt', '11\n11\n');
    const won = ludoteca(['samegame', '--board', board, '--save'], { input: '0,0\nquit\n', home });
    expect(won.stdout).toContain('Game over: field cleared, you won!');
    expect(won.stdout).not.toContain('--resume');
    const again = ludoteca(['samegame', '--resume', '--save'], { input: '0,0\n', home });
    expect(again.stdout).not.toContain('--resume picks it up');
    const fresh = ludoteca(['samegame', '--save'], { input: 'quit\n', home });
    expect(fresh.stdout).not.toContain('saved game in progress');
  });
});
