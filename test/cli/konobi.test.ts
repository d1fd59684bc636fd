// The Konobi console game played through the real binary with piped stdin: refusals with their rules, the
// pie rule, and a whole game against the computer.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, tempDir } from './helpers.js';

// Black wins a 5×5 game down column c at its fifth move; then a5 is a move after the end.
const BLACK_WINS = 'c1\na1\nc2\na2\nc3\na3\nc4\na4\nc5\n';

describe('ludoteca konobi', () => {
  it('ends its --help with examples, in Italian too', () => {
    expect(ludoteca(['konobi', '--help']).stdout).toMatch(
      /\nExamples:\n {2}ludoteca konobi [^\n]*\n(?: {2}[^\n]+\n)+$/,
    );
    expect(ludoteca(['konobi', '--help', '--lang', 'it']).stdout).toMatch(/\nEsempi:\n {2}ludoteca konobi /);
  });

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
    expect(r.stdout).toMatch(/Winner: (you|the computer) \((Black|White), [XO]\)\. The chain in brackets joins/);
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

  it('opens the game an id names, the same game on every run', () => {
    const args = ['konobi', '--id', 'konobi:7#x', '--level', '1'];
    const a = ludoteca(args, { input: 'd4\nquit\n' });
    const b = ludoteca(args, { input: 'd4\nquit\n' });
    expect(a.status).toBe(0);
    expect(a.stdout).toMatch(/^Konobi 7×7 \(konobi:7#x\): Black person, White computer, level 1\./);
    expect(b.stdout).toBe(a.stdout);
    // An id without a seed: that size, and a seed chosen and shown.
    expect(ludoteca(['konobi', '--id', 'konobi:9'], { input: 'quit\n' }).stdout).toMatch(
      /^Konobi 9×9 \(konobi:9#[\w-]+\)/,
    );
  });

  it.each([
    [['--id', 'konobi:4#x'], /^ludoteca: --id: board size 4 is out of range: it must be from 5 to 19$/],
    [['--id', 'konobi:seven#x'], /^ludoteca: --id: bad params "seven"/],
    [['--id', 'samegame:15x10c4#k2'], /^ludoteca: --id names a samegame game: expected konobi:<N>#<seed>$/],
    [['--id', 'konobi:7#x', '--size', '7'], /--id and --size cannot be used together/],
    [['--id', 'konobi:7#x', '--seed', 'y'], /--id and --seed cannot be used together/],
    [['--resume', '--id', 'konobi:7#x'], /--resume and --id cannot be used together/],
    [['--size', '4'], /^ludoteca: board size 4 is out of range: it must be from 5 to 19$/],
    [['--black', 'robot'], /^ludoteca: --black expects one of person, human, computer, got "robot"$/],
  ])('refuses %j with one line and status 2', (args, message) => {
    const r = ludoteca(['konobi', ...args], { input: 'quit\n' });
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('takes person for a seat, as the saves and Scarabeo say, and human as its synonym', () => {
    const r = ludoteca(['konobi', '--size', '5', '--black', 'person', '--white', 'Human', '--seed', 'p'], {
      input: 'quit\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Konobi 5×5 \(konobi:5#p\): Black person, White person\./);
  });

  it('names a game from a set-up position as a board, as the other games do, not by an empty id', () => {
    const home = tempDir();
    const start = '...../..X../...../...../...../to-move: white';
    const record = { version: 1, game: 'konobi', params: '5', start, moves: [] };
    writeFileSync(join(home, 'konobi.json'), JSON.stringify(record));
    const r = ludoteca(['konobi', '--resume'], { input: 'quit\n', home });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Konobi board 5×5: Black person, White person.');
    expect(r.stdout).not.toContain('()');
  });
});
