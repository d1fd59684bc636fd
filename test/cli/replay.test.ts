// `ludoteca <game> replay` through the real binary: a record of each game (a save written by --save, one built
// here, the server's answer) replayed to its last position and result, and every kind of refusal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, tempDir, tempFile } from './helpers.js';

const GAMES = ['samegame', 'shisensho', 'konobi', 'scarabeo'] as const;

/** Plays `input` in a fresh home with --save and returns the save's text and the run's output. */
function saved(game: string, args: readonly string[], input: string): { save: string; stdout: string } {
  const home = tempDir();
  const r = ludoteca([game, ...args, '--save'], { home, input });
  return { save: readFileSync(join(home, `${game}.json`), 'utf8'), stdout: r.stdout };
}

/** The last `position` line a played run printed (after its `> position` echo). */
function lastPosition(stdout: string): string {
  const lines = stdout.split('\n');
  return lines[lines.lastIndexOf('> position') + 1] as string;
}

// Black joins the top and bottom edges of a 5×5 board down column c at its fifth stone.
const KONOBI_WON = {
  version: 1,
  game: 'konobi',
  params: '5',
  seed: 'k',
  moves: ['c1', 'a1', 'c2', 'a2', 'c3', 'a3', 'c4', 'a4', 'c5'],
};
// Two plays of the computer's own game scarabeo:2p#x.
const SCARABEO = { version: 1, game: 'scarabeo', params: '2p', seed: 'x', moves: ['I8 BEGA', '10I GNOME'] };
const SHISENSHO = { version: 1, game: 'shisensho', params: '6x4k6', seed: 'a', moves: ['a2 a3', 'scramble'] };

describe('ludoteca <game> replay: a good record', () => {
  it('SameGame: a save written by --save replays to the field the game showed, with the score', () => {
    const play = saved('samegame', ['--id', 'samegame:6x4c3#x'], '0 0\nposition\n');
    const file = tempFile('samegame.json', play.save);
    const r = ludoteca(['samegame', 'replay', file]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('samegame:6x4c3#x, after 1 move');
    expect(lines.slice(1, 5).join('/')).toBe(lastPosition(play.stdout));
    expect(lines[5]).toBe('score 0 · 22 blocks left · last move 0,0: 2 blocks, 0 points');
    expect(lines[6]).toBe('The game is not over.');
    const json = ludoteca(['samegame', 'replay', file, '--json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      game: 'samegame',
      id: 'samegame:6x4c3#x',
      params: '6x4c3',
      moves: 1,
      over: false,
      score: 0,
      position: lines.slice(1, 5).join('\n'),
      blocksLeft: 22,
      field: lastPosition(play.stdout),
    });
  });

  it('SameGame: a finished game from a start position says how it ended', () => {
    const record = { version: 1, game: 'samegame', params: '3x2c2', start: '112/112', moves: ['0,0', '0,0'] };
    const r = ludoteca(['samegame', 'replay', '--json'], { input: JSON.stringify(record) });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: 2, over: true, won: true, result: 'won, score 1004' });
    expect(JSON.parse(r.stdout)).not.toHaveProperty('id');
    const text = ludoteca(['samegame', 'replay'], { input: JSON.stringify(record) });
    expect(text.stdout).toContain('samegame 3x2c2 from a start position, after 2 moves\n...\n...\n');
    expect(text.stdout).toContain('Game over: field cleared, you won! Bonus 1000; final score 1004.');
  });

  it('Shisen-Sho: pairs and a scramble, from stdin', () => {
    const r = ludoteca(['shisensho', 'replay', '-'], { input: JSON.stringify(SHISENSHO) });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^shisensho:6x4k6#a, after 2 moves\n/);
    expect(r.stdout).toContain('22 tiles left · ');
    expect(r.stdout).toContain('1 pair removed · 1 scramble\nThe game is not over.\n');
    const json = JSON.parse(ludoteca(['shisensho', 'replay', '--json'], { input: JSON.stringify(SHISENSHO) }).stdout);
    expect(json).toMatchObject({ game: 'shisensho', moves: 2, over: false, tilesLeft: 22, scrambles: 1 });
    expect(json.board.split('/')).toHaveLength(4);
  });

  it('Konobi: a save replays to the position the game showed; a won game names the winner and its chain', () => {
    const play = saved('konobi', ['--id', 'konobi:9#x', '--black', 'human', '--white', 'human'], 'e5\nposition\n');
    const r = ludoteca(['konobi', 'replay', tempFile('konobi.json', play.save)]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('konobi:9#x, after 1 move');
    expect(lines.slice(1, 11).join('/')).toBe(lastPosition(play.stdout));
    expect(lines[11]).toBe('White (O) to move.');
    const won = ludoteca(['konobi', 'replay'], { input: JSON.stringify(KONOBI_WON) });
    expect(won.status).toBe(0);
    expect(won.stdout).toContain('Winner: Black (X). The chain in brackets joins the top and bottom edges');
    const json = JSON.parse(ludoteca(['konobi', 'replay', '--json'], { input: JSON.stringify(KONOBI_WON) }).stdout);
    expect(json).toMatchObject({ moves: 9, over: true, result: 'black', winners: [0], winner: 'black' });
  });

  it('Scarabeo: the board, the scores and whose turn; the same record in Italian', () => {
    const r = ludoteca(['scarabeo', 'replay'], { input: JSON.stringify(SCARABEO) });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('scarabeo:2p#x, after 2 moves');
    // I8 BEGA runs down column I from row 8.
    const column = lines.slice(8, 12).map((line) => line[8]);
    expect(column.join('')).toBe('BEGA');
    expect(lines[18]).toMatch(/^rack: [A-Z?]{8}$/);
    expect(lines[19]).toBe('rules: seed');
    expect(lines[20]).toBe('▶ Player 1 10 (8 tiles) · Player 2 12 (8 tiles) · bag 106');
    expect(lines[21]).toBe('The game is not over.');
    const it = ludoteca(['scarabeo', 'replay', '--lang', 'it'], { input: JSON.stringify(SCARABEO) });
    expect(it.stdout).toMatch(/^scarabeo:2p#x, dopo 2 mosse\n/);
    expect(it.stdout).toContain('La partita non è finita.');
    const json = JSON.parse(ludoteca(['scarabeo', 'replay', '--json'], { input: JSON.stringify(SCARABEO) }).stdout);
    expect(json).toMatchObject({ moves: 2, over: false, scores: [10, 12], toMove: 0, bag: 106 });
    expect(json.position).toBe(lines.slice(1, 20).join('\n'));
  });

  it("the server's answer for a stored record (with its id, score and dates) replays as it is", () => {
    const stored = { ...KONOBI_WON, id: 12, player: 'Ada', score: null, result: 'black', finishedAt: 1 };
    const r = ludoteca(['konobi', 'replay', '--json'], { input: JSON.stringify(stored) });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: 9, result: 'black' });
  });

  it('a save with moves taken back replays to the move shown, not the ones left to redo', () => {
    const save = { ...KONOBI_WON, moves: KONOBI_WON.moves.slice(0, 4), redo: KONOBI_WON.moves.slice(4) };
    const r = ludoteca(['konobi', 'replay', '--json'], { input: JSON.stringify(save) });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: 4, over: false, toMove: 'black' });
  });
});

describe('ludoteca <game> replay refuses what does not replay, saying why', () => {
  it('a bad move: its number, the move and the rule, exit 1, nothing on stdout', () => {
    const cases: [string, object, RegExp][] = [
      [
        'samegame',
        { version: 1, game: 'samegame', params: '6x4c3', seed: 'x', moves: ['0,0', '9,9'] },
        /move 2 \(9,9\) cannot be played: .*outside the field/,
      ],
      [
        'shisensho',
        { ...SHISENSHO, moves: ['a2 a3', 'a1 f4'] },
        /move 2 \(a1 f4\) cannot be played: the path between a1 and f4 needs 3 turns/,
      ],
      ['konobi', { ...KONOBI_WON, moves: ['c1', 'c1'] }, /move 2 \(c1\) cannot be played: c1 is already taken/],
      ['scarabeo', { ...SCARABEO, moves: ['I8 BEGA', '10I FUOCHI'] }, /move 2 \(10I FUOCHI\) cannot be played: /],
    ];
    for (const [game, record, message] of cases) {
      const r = ludoteca([game, 'replay'], { input: JSON.stringify(record) });
      expect(r.status, game).toBe(1);
      expect(r.stdout, game).toBe('');
      expect(oneLineError(r), game).toMatch(new RegExp(`^ludoteca: stdin: ${message.source}`));
    }
  });

  it("another game's record: names the game and the command that replays it", () => {
    const file = tempFile('konobi.json', JSON.stringify(KONOBI_WON));
    for (const game of ['samegame', 'shisensho', 'scarabeo']) {
      const r = ludoteca([game, 'replay', file]);
      expect(r.status, game).toBe(1);
      expect(oneLineError(r)).toBe(`ludoteca: ${file}: it is a konobi game: replay it with \`ludoteca konobi replay\``);
    }
  });

  it('invalid JSON, a wrong version, a record without moves: what was expected', () => {
    const json = ludoteca(['samegame', 'replay'], { input: '{"version":1,' });
    expect(json.status).toBe(1);
    expect(oneLineError(json)).toMatch(/^ludoteca: stdin: it is not valid JSON: expected a game record, \{"version":1/);
    const version = ludoteca(['konobi', 'replay'], { input: JSON.stringify({ ...KONOBI_WON, version: 2 }) });
    expect(version.status).toBe(1);
    expect(oneLineError(version)).toBe('ludoteca: stdin: record version 2 is not supported (expected 1)');
    const { moves: _, ...noMoves } = SHISENSHO;
    const shape = ludoteca(['shisensho', 'replay'], { input: JSON.stringify(noMoves) });
    expect(shape.status).toBe(1);
    expect(oneLineError(shape)).toBe('ludoteca: stdin: bad record: "moves" must be a list of moves in notation');
  });

  it('in Italian with --lang it', () => {
    const r = ludoteca(['konobi', 'replay', '--lang', 'it'], {
      input: JSON.stringify({ ...KONOBI_WON, moves: ['c1', 'c1'] }),
    });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(/^ludoteca: stdin: la mossa 2 \(c1\) non si può giocare: /);
  });

  it('a file that cannot be read: exit 1, as every command that reads one', () => {
    const r = ludoteca(['scarabeo', 'replay', join(tempDir(), 'none.json')]);
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(/cannot read .*none\.json: no such file$/);
  });

  it('a usage error (a second file, an unknown flag): exit 2', () => {
    for (const game of GAMES) {
      const two = ludoteca([game, 'replay', 'a.json', 'b.json']);
      expect(two.status, game).toBe(2);
      expect(oneLineError(two)).toBe(
        `ludoteca: unexpected argument "b.json" for \`ludoteca ${game} replay\`; see \`ludoteca ${game} replay --help\``,
      );
      const flag = ludoteca([game, 'replay', '--time-ms', '5']);
      expect(flag.status, game).toBe(2);
      expect(oneLineError(flag)).toMatch(/^ludoteca: unknown option --time-ms/);
    }
  });
});

describe('ludoteca <game> --help', () => {
  it('lists replay in every game, in English and Italian', () => {
    for (const game of GAMES) {
      for (const lang of ['en', 'it']) {
        const r = ludoteca([game, 'replay', '--help', '--lang', lang]);
        expect(r.status).toBe(0);
        expect(r.stdout, `${game} ${lang}`).toContain(`ludoteca ${game} replay [FILE] [--json]`);
      }
    }
    expect(ludoteca(['--help']).stdout.match(/`replay`/g)).toHaveLength(4);
  });
});
