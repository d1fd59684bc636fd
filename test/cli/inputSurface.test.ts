// The terminal as an input surface, through the real binary: text from files, flags and typed lines is shown
// with its control characters escaped, and stdin lines, stdin texts and files are bounded with a clear message.
import { describe, expect, it } from 'vitest';
import { ludoteca, oneLineError, tempFile } from './helpers.js';

const ESC = '\x1b';
const TITLE = `${ESC}]0;pwned\x07`;

describe('control characters are shown escaped, never sent to the terminal', () => {
  it('in a refused move file (ludoteca shisensho moves FILE)', () => {
    const file = tempFile('moves.txt', `${TITLE} 1m\n`);
    const r = ludoteca(['shisensho', 'moves', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toContain(ESC);
    expect(oneLineError(r)).toContain('\\x1b]0;pwned\\x07');
  });

  it('in a typed line echoed in a refusal', () => {
    const r = ludoteca(['samegame', '--seed', '1'], { input: `${TITLE}\nquit\n` });
    // A piped run with a refused line ends with status 1 (the line loop's rule for scripts).
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stdout).toContain('"\\x1b]0;pwned\\x07" is not a move');
  });

  it('in --names, which are refused with them', () => {
    const r = ludoteca(['scarabeo', '--names', `Ann${TITLE},Bob`], { input: 'quit\n' });
    expect(r.status).toBe(2);
    expect(r.stderr).not.toContain(ESC);
    expect(oneLineError(r)).toContain('has a control, direction or invisible character (U+001B)');
  });

  it('in an unknown flag', () => {
    const r = ludoteca(['konobi', `--${ESC}[2Jx`]);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toContain(ESC);
    expect(oneLineError(r)).toContain('\\x1b[2Jx');
  });
});

describe('reads are bounded', () => {
  it('a file of endless bytes: ludoteca samegame solve /dev/urandom', () => {
    const r = ludoteca(['samegame', 'solve', '/dev/urandom']);
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toBe(
      'ludoteca: cannot read /dev/urandom: it is over 8 MB, more than any position or record',
    );
  });

  it('an endless line: ludoteca samegame --seed 1 < /dev/zero', () => {
    const r = ludoteca(['samegame', '--seed', '1'], { stdinFile: '/dev/zero' });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toBe('ludoteca: stdin: line 1 is longer than 10000 characters; nothing was done with it');
  });

  it('a 10 MB line is refused, not echoed', () => {
    const r = ludoteca(['samegame', '--seed', '1'], { input: `${'7'.repeat(10_000_000)}\n` });
    expect(r.status).toBe(1);
    expect(r.stdout.length).toBeLessThan(5_000);
    expect(oneLineError(r)).toContain('line 1 is longer than 10000 characters');
  });

  it('a line just under the bound is read and refused as a move, its echo cut short', () => {
    const r = ludoteca(['samegame', '--seed', '1'], { input: `${'7'.repeat(9_999)}\nquit\n` });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('(9999 characters)');
    expect(r.stdout.length).toBeLessThan(5_000);
  });

  it('an endless text on stdin: ludoteca samegame solve - < /dev/urandom', () => {
    const r = ludoteca(['samegame', 'solve', '-'], { stdinFile: '/dev/urandom' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^ludoteca: stdin: (more than 8388608 characters of text|line \d+ is longer than 10000 characters)/,
    );
  });

  it('an argument of 5,000 characters (a cluster of short options) is a usage error', () => {
    const r = ludoteca(['samegame', `-${'h'.repeat(5_000)}`]);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toBe('ludoteca: argument 1 is longer than 4096 characters');
  });
});
