// The terminal games on small screens and real terminals, through the real binary: compact layouts and the
// width warning (COLUMNS for piped output), Scarabeo's frame on 24 rows (LINES), Konobi's colours and its
// progress while the computer thinks (in a pseudo-terminal from util-linux's `script`), and the help texts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ludoteca, ROOT, type Run, tempDir } from './helpers.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI codes are what these tests look for.
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colours are what these tests look for.
const COLOUR = /\x1b\[[0-9;]*m/;

/** The lines of a drawn board: the rows (a row number first) and the column labels; not the status line. */
function boardLines(stdout: string, firstFrame = true): string[] {
  const frame = firstFrame ? (stdout.split('\n\n')[0] as string) : stdout;
  const isBoard = (l: string) => !l.includes('·') && (/^ *\d+ /.test(l) || /^ +[0-9a-z ]+$/.test(l));
  return frame.split('\n').filter(isBoard);
}

/** What a screen of `rows` × `cols` shows of the text: its last rows, long lines wrapped. */
function screenOf(text: string, rows: number, cols: number): string[] {
  const physical: string[] = [];
  for (const line of text.replace(ANSI, '').split('\n')) {
    if (line.length === 0) physical.push('');
    for (let i = 0; i < line.length; i += cols) physical.push(line.slice(i, i + cols));
  }
  return physical.slice(-rows);
}

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** The binary in a pseudo-terminal of `cols` columns (stdin and stdout terminals), typed `input` at once. */
function inTerminal(args: readonly string[], input: string, env: Record<string, string> = {}, cols = 100): Run {
  const command = `stty cols ${cols} rows 40; exec ${process.execPath} bin/ludoteca.js ${args.join(' ')}`;
  const r = spawnSync('script', ['-qfec', command, '/dev/null'], {
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), LANG: 'C.UTF-8', LUDOTECA_HOME: tempDir(), ...env },
    input,
    encoding: 'utf8',
    timeout: 80_000,
  });
  return { status: r.status, stdout: r.stdout.replace(/\r\n/g, '\n'), stderr: r.stderr };
}

describe('boards in a narrow terminal', () => {
  it('draws a 15×10 SameGame field in 30 columns with one-character cells and two-line column numbers', () => {
    const r = ludoteca(['samegame', '--seed', 's1'], { env: { COLUMNS: '30' } });
    expect(r.status).toBe(0);
    const lines = boardLines(r.stdout);
    expect(lines.length).toBe(12);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
    expect(lines).toContain('            11111');
    expect(lines).toContain('  012345678901234');
    expect(r.stderr).toBe('');
  });

  it('keeps the full layout when output is piped without a width', () => {
    const r = ludoteca(['samegame', '--seed', 's1']);
    expect(boardLines(r.stdout).at(-1)).toBe('    0  1  2  3  4  5  6  7  8  9 10 11 12 13 14');
  });

  it('warns with the width needed when not even the compact field fits, in English and Italian', () => {
    const r = ludoteca(['samegame', '--seed', 's1'], { env: { COLUMNS: '12' } });
    expect(r.stderr).toBe(
      'Warning: the board needs 17 columns and the terminal has 12, so its lines wrap: widen the window to at least 17 columns.\n',
    );
    const it = ludoteca(['shisensho', '--seed', 's1', '--lang', 'it'], { env: { COLUMNS: '20' } });
    expect(it.stderr).toContain('servono 38 colonne e il terminale ne ha 20');
    const konobi = ludoteca(['konobi', '--size', '19'], { env: { COLUMNS: '40' }, input: 'quit\n' });
    expect(konobi.stderr).toContain('the board needs 47 columns and the terminal has 40');
  });

  it('draws a 19×19 Konobi board in 60 columns with two characters a point, the marks between the points', () => {
    const r = ludoteca(['konobi', '--size', '19', '--white', 'human'], {
      env: { COLUMNS: '60' },
      input: 'j10\nquit\n',
    });
    expect(r.stderr).toBe('');
    const rows = r.stdout.split('\n').filter((l) => /^ ?\d+ \|/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(38);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(60);
    expect(rows).toContain('10 | . . . . . . . . .(X). . . . . . . . . | 10');
    // A whole game on a compact 7×7 board: the winning chain in brackets, joined by dashes.
    const game = ludoteca(['konobi', '--size', '7', '--black', 'computer', '--white', 'computer', '--level', '1'], {
      env: { COLUMNS: '25' },
    });
    expect(game.stdout).toMatch(/\[[XO](?:-[XO])*\]/);
    for (const line of game.stdout.split('\n').filter((l) => /^\d \|/.test(l))) expect(line.length).toBe(21);
  });

  it('draws a 24×12 Shisen-Sho board in 60 columns, the selected tile in capitals', () => {
    const r = ludoteca(['shisensho', '--width', '24', '--height', '12', '--seed', 's1'], {
      env: { COLUMNS: '60' },
      input: 'a1\n',
    });
    // The board twice: dealt, then with a1 selected.
    const lines = boardLines(r.stdout, false);
    expect(lines.length).toBe(28);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(lines[0]).toBe('   a b c d e f g h i j k l m n o p q r s t u v w x');
    expect(lines[1]).toMatch(/^ 1 (?:[1-9][mpszf]){24}$/);
    expect(r.stdout).toMatch(/^ 1 [1-9][MPSZF](?:[1-9][mpszf]){23}$/m);
    expect(r.stderr).toBe('');
  });
});

describe('Scarabeo in a narrow terminal', () => {
  it('draws the board in 50 columns with one-character premium marks and the last play in brackets', () => {
    const r = ludoteca(['scarabeo', '--seed', 'x', '--names', 'Ada'], { env: { COLUMNS: '50' }, input: '9F BEGA\n' });
    expect(r.stderr).toBe('');
    const rows = r.stdout.split('\n').filter((l) => /^[ 1]\d {2}/.test(l) || /^ {4}A B C/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(2 * 19);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(50);
    expect(rows).toContain(' 1  # . . . - . . . # . . . - . . . # 1');
    // Ada's BEGA across row 9, then the computer's EVOCAMMO down column I, its tiles in brackets.
    expect(r.stdout).toContain(' 9  # . . - . B E G A . . . . - . . # 9');
    expect(r.stdout).toContain(' 5  - . . . = . . .[E]. . . = . . . - 5');
    expect(r.stdout).toContain('# triple word, = double word, : triple letter, - double letter');
    const tooNarrow = ludoteca(['scarabeo', '--seed', 'x'], { env: { COLUMNS: '30' }, input: 'quit\n' });
    expect(tooNarrow.stderr).toContain('the board needs 40 columns and the terminal has 30');
  });
});

describe('Scarabeo on an 80×24 screen', () => {
  it('keeps both moves of the round and the scores on the screen when the board is drawn again', () => {
    // Seed x deals Ada A A A B E G S S; the computer answers with a word of its own.
    const r = ludoteca(['scarabeo', '--seed', 'x', '--names', 'Ada'], {
      env: { LINES: '24', COLUMNS: '80' },
      input: '9F BEGA\n',
    });
    const second = r.stdout.indexOf("Ada's rack:", r.stdout.indexOf("Ada's rack:") + 1);
    expect(second).toBeGreaterThan(0);
    const upToPrompt = r.stdout.slice(0, r.stdout.indexOf('\n', second));
    // 23 rows above the prompt's.
    const screen = screenOf(upToPrompt, 23, 80).join('\n');
    expect(screen).toContain('Ada plays 9F BEGA for 10 points (BEGA).');
    expect(screen).toMatch(/Computer 2 plays \S+ \S+ for \d+ points/);
    expect(screen).toMatch(/^▶ Ada 10 \(8 tiles\) · Computer 2 \d+ \(8 tiles\) · bag \d+$/m);
    expect(screen).toMatch(/^ {4}A {2}B {2}C/m);
  });
});

describe.skipIf(!hasScript)('at a terminal', () => {
  it('draws the stones in colour and shows the computer thinking; NO_COLOR and a pipe turn the colour off', () => {
    const args = ['konobi', '--size', '7', '--black', 'computer', '--white', 'computer', '--level', '2'];
    const r = inTerminal([...args, '--seed', 't'], '');
    expect(r.stdout).toContain('\x1b[1;97;100mX\x1b[0m');
    expect(r.stdout).toContain('\x1b[1;30;107mO\x1b[0m');
    expect(r.stdout).toMatch(/The computer is thinking: \d+ of 1000 playouts…/);
    // Two computers: each named by its colour, as a name inside the sentence.
    expect(r.stdout).toMatch(/Winner: Computer \((Black|White), [XO]\)\./);
    expect(r.stdout).not.toMatch(/(Winner: |plays ).*the computer/i);
    const plain = inTerminal([...args, '--seed', 't'], '', { NO_COLOR: '1' });
    expect(plain.stdout).not.toMatch(COLOUR);
    expect(plain.stdout).toMatch(/Winner: Computer \((Black|White), [XO]\)\./);
    const piped = ludoteca([...args, '--seed', 't']);
    expect(piped.stdout).not.toContain('\x1b[');
    expect(piped.stdout).not.toContain('thinking');
    // Three whole computer games: 38 s was seen at a load average of 18, past the default 30 s.
  }, 90_000);

  it("shows how far Scarabeo's level 6 has got while it thinks, then its move", () => {
    const r = inTerminal(['scarabeo', '--seed', 'x', '--names', 'Ada', '--level', '6'], '9F BEGA\nquit\n');
    expect(r.stdout).toMatch(/The computer is thinking: \d+%…/);
    expect(r.stdout).toMatch(/Computer 2 plays \S+ \S+ for \d+ points/);
  }, 90_000);

  it('asks in Italian with the player in the third person', () => {
    const r = inTerminal(['konobi', '--size', '5', '--lang', 'it', '--level', '1'], 'c3\nquit\n');
    expect(r.stdout).toContain('Muove il Nero (tu, X): ');
    expect(r.stdout).toMatch(/Il computer \(Bianco, O\) (gioca [a-e][1-5]|usa la regola della torta)/);
    expect(r.stdout).not.toMatch(/Tu \(|Muove Tu/);
  });
});

describe('help texts', () => {
  it('says what a selected tile looks like in words, not as [1m], in English and Italian', () => {
    for (const lang of ['en', 'it']) {
      const r = ludoteca(['shisensho', '--help', '--lang', lang]);
      expect(r.status).toBe(0);
      expect(r.stdout).not.toMatch(/\[\d+m\]/);
      expect(r.stdout).toMatch(lang === 'en' ? /shows it in brackets/ : /la mostra tra parentesi quadre/);
    }
  });
});
