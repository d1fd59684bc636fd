// `position` in the terminal games, through the real binary: what it prints is the position in the notation of
// docs/formats.md, and the scripting command that reads positions takes it back to the same position.
import { describe, expect, it } from 'vitest';
import { ludoteca, tempFile } from './helpers.js';

/** The last `n` lines a run printed. */
function lastLines(stdout: string, n: number): string[] {
  return stdout.trimEnd().split('\n').slice(-n);
}

describe('position', () => {
  it('SameGame: the field on one line, which --board and solve read back', () => {
    const board = tempFile('worked.txt', '213312\n213112\n123221\n123211\n');
    const r = ludoteca(['samegame', '--board', board], { input: '2 0\nposition\n' });
    expect(r.status).toBe(0);
    const [field] = lastLines(r.stdout, 1);
    expect(field).toBe('21.12./21112./12221./12211.');
    // The same field again from the printed line, and in --json the same line's field.
    const again = ludoteca(['samegame', '--board', tempFile('after.txt', `${field}\n`), '--json'], {
      input: 'posizione\n',
    });
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({
      command: 'position',
      score: 0,
      blocksLeft: 19,
      field,
      over: false,
    });
    const solved = ludoteca(['samegame', 'solve', '-', '--time-ms', '100', '--json'], { input: `${field}\n` });
    expect(solved.status).toBe(0);
  });

  it('Shisen-Sho: the board as a board file holds it, which moves reads back', () => {
    const args = ['shisensho', '--id', 'shisensho:8x4k8#doc'];
    const first = ludoteca(args, { input: 'position\n' });
    expect(first.status).toBe(0);
    const board = lastLines(first.stdout, 4).join('\n');
    expect(board).toMatch(/^([1-9][mpszf]( [1-9][mpszf]){7}\n){3}[1-9][mpszf]( [1-9][mpszf]){7}$/);
    const moves = ludoteca(['shisensho', 'moves', tempFile('board.txt', `${board}\n`), '--json']);
    expect(moves.status).toBe(0);
    const pair = (JSON.parse(moves.stdout) as { pairs: { move: string }[] }).pairs[0]?.move as string;
    // The pair that moves lists is legal in the game, and the board after it round-trips too.
    const second = ludoteca(args, { input: `${pair}\nposition\n` });
    expect(second.status).toBe(0);
    const after = lastLines(second.stdout, 4).join('\n');
    expect(after.match(/\.\./g)?.length).toBe(2);
    expect(ludoteca(['shisensho', 'moves', tempFile('after.txt', `${after}\n`)]).status).toBe(0);
  });

  it('Konobi: the position on one line, which GTP konobi-setup takes, with the same legal points', () => {
    const r = ludoteca(['konobi', '--size', '5', '--white', 'human'], { input: 'c3\nb2\nposition\nlegal\n' });
    expect(r.status).toBe(0);
    // A script's lines are echoed: `> position`, the position, `> legal`, the legal points.
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('> position');
    const [position, , legal] = lines.slice(at + 1);
    expect(position).toBe('...../.O.../..X../...../...../to-move: black');
    const gtp = ludoteca(['konobi', 'gtp'], { input: `konobi-setup ${position}\nkonobi-legal b\n` });
    expect(gtp.stdout).toBe(`=\n\n= ${legal}\n\n`);
  });
  it('Scarabeo: the board and the rack on move as a position file, which moves reads back', () => {
    const r = ludoteca(['scarabeo', '--seed', 'doc', '--computer', 'none'], { input: 'position\n' });
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('> position');
    const end = lines.findIndex((l, i) => i > at && l.startsWith('rules: '));
    const position = lines.slice(at + 1, end + 1);
    // 17 rows of the board, then the rack of the player at the prompt only (never another seat's), then the rules.
    expect(position).toHaveLength(19);
    expect(position.slice(0, 17).every((row) => row === '.'.repeat(17))).toBe(true);
    const rack = lines.find((l) => l.startsWith("Player 1's rack: ")) as string;
    expect(position[17]).toBe(`rack: ${rack.slice("Player 1's rack: ".length).split(' ').join('')}`);
    const moves = ludoteca(['scarabeo', 'moves', tempFile('scarabeo.txt', `${position.join('\n')}\n`), '--json']);
    expect(moves.status).toBe(0);
    expect((JSON.parse(moves.stdout) as unknown[]).length).toBeGreaterThan(0);
  });
});
