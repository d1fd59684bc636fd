// The Konobi console game played through the real binary with piped stdin: refusals with their rules, the
// pie rule, and a whole game against the computer.
import { describe, expect, it } from 'vitest';
import { ludoteca, tempDir } from './helpers.js';

// Black wins a 5×5 game down column c at its fifth move; then a5 is a move after the end.
const BLACK_WINS = 'c1\na1\nc2\na2\nc3\na3\nc4\na4\nc5\n';

describe('ludoteca konobi', () => {
  it('refuses points with the rule they break', () => {
    const r = ludoteca(['konobi', '--size', '5', '--white', 'human'], { input: 'c3\na1\nd4\nc3\npass\n9zz\nquit\n' });
    // A script's refused lines make the run exit 1 (at a terminal a person just types again).
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('Pie rule: White may type swap');
    expect(r.stdout).toContain('Refused: this weak connection is illegal: c3 can be joined strongly (e.g. at c2).');
    expect(r.stdout).toContain('Refused: c3 is already taken by a black stone.');
    expect(r.stdout).toContain('Refused: you cannot pass: you have');
    expect(r.stdout).toContain('Refused: "9zz" is not a move');
    expect(r.stdout).toContain('The game is not saved (a script saves its game only with --save).');
  });

  it('plays a whole 5×5 game against the computer and announces the winner with the chain', () => {
    const points: string[] = [];
    for (let y = 1; y <= 5; y++) for (const x of 'abcde') points.push(`${x}${y}`);
    const input = `c3\nc3\n${[...points, ...points, ...points].join('\n')}\n`;
    const r = ludoteca(['konobi', '--size', '5', '--level', '1', '--seed', 'console'], { input });
    // c3 is typed twice and then every point in turn, so taken points are refused: exit 1.
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/The computer \((Black|White), [XO]\) plays [a-e][1-5](?: \(\d+ playouts\))?\./);
    expect(r.stdout).toMatch(/Winner: (You|The computer) \((Black|White), [XO]\)\. The chain in brackets joins/);
    expect(r.stdout).toMatch(/\[[XO]\]/);
  });

  it('takes back a move against the computer with undo', () => {
    const r = ludoteca(['konobi', '--size', '7', '--level', '1', '--seed', 'undo'], { input: 'a1\nb7\nundo\nquit\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Move taken back.');
  });

  it('goes on after the end as every game does: a move, legal and hint are refused; undo, new and quit work', () => {
    const r = ludoteca(['konobi', '--size', '5', '--white', 'human', '--seed', 'end'], {
      input: `${BLACK_WINS}a5\nlegal\nhint\nundo\nc5\nnew\nquit\n`,
    });
    expect(r.status).toBe(1);
    const after = r.stdout.slice(r.stdout.indexOf('Winner: Black (X).'));
    expect(after).toMatch(/^Winner: Black \(X\)\. .*\(undo, new or quit\)\n/);
    expect(after).toContain('> a5\nRefused: the game is over: Black has won.\n');
    expect(after).toContain('> legal\nRefused: the game is over: Black has won.\n');
    expect(after).toContain('> hint\nRefused: the game is over: Black has won.\n');
    expect(after).toContain('> undo\nMove taken back.\n');
    // The same winning move again, then a new deal of the same size.
    expect(after.split('Winner: Black (X).').length).toBe(3);
    expect(after).toMatch(/> new\nNew game konobi:5#[\w-]+\.\n/);
    expect(after).toContain('> quit\n');
    expect(r.stdout).not.toContain('left unfinished');
  });

  it('resumes a finished game at its end, where undo takes the last move back', () => {
    const home = tempDir();
    const end = ludoteca(['konobi', '--size', '5', '--white', 'human', '--save'], { input: BLACK_WINS, home });
    expect(end.status).toBe(0);
    expect(end.stdout).not.toContain('left unfinished');
    const r = ludoteca(['konobi', '--resume'], { input: 'undo\nquit\n', home });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Winner: Black (X).');
    const back = r.stdout.slice(r.stdout.indexOf('> undo\nMove taken back.\n'));
    // Back to Black's turn before c5: a4 the last stone, row 5 empty again.
    expect(back).toContain('4 |(O) .  X  .  . | 4\n5 | .  .  .  .  . | 5\n');
    expect(back).not.toContain('Winner');
  });
});
