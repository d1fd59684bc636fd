// `ludoteca samegame` through the real binary: the seed's stdin protocol, --board/--json on the worked
// example of docs/samegame.md, solve, demo mode, undo/redo, Italian, saving and resuming.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.js';
import {
  formatField,
  formatMove,
  legalMoves,
  newGame,
  newState,
  paramsOfField,
  parseField,
  parseMove,
  parseParams,
  play,
  type SameGameState,
} from '../../src/games/samegame/index.js';
import { ludoteca, oneLineError, tempDir, tempFile } from './helpers.js';

// docs/samegame.md, "Worked example".
const WORKED = '213312\n213112\n123221\n123211\n';
const AFTER_2_0 = '{"move":"2,0","removed":5,"points":9,"score":9,"field":"21.12./21112./12221./12211.","over":false}';
const AFTER_1_2 = '{"move":"1,2","removed":5,"points":9,"score":18,"field":"2...2./2...2./12221./12211.","over":false}';

function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('the line protocol: piped moves, refusals, the end of input', () => {
  const moves = '0 0\nfoo\n99 99\nquit\n';

  function checkSession(stdout: string): void {
    // The default 15×10 field: row numbers 9 … 0 on the left, column numbers 0 … 14 along the bottom.
    expect(stdout).toMatch(/^ {4}0 {2}1 {2}2 {2}3 .* 9 10 11 12 13 14$/m);
    for (let y = 0; y <= 9; y++) expect(stdout).toMatch(new RegExp(`^${y} {3}[|+ox-]( {2}[|+ox.-]){14}$`, 'm'));
    expect(stdout).toContain('"foo" is not a move or a command: type x y (e.g. 3 0) or help');
    expect(stdout).toContain('(99, 99) is outside the field: x runs from 0 to 14, y from 0 to 9');
    expect(stdout).toContain('samegame:15x10c4#t1');
  }

  it('piped: prints the field with coordinates and a message for each bad line, exits 1 for the refusals', () => {
    const r = ludoteca(['samegame', '--seed', 't1'], { input: moves });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    checkSession(r.stdout);
  });

  it('stdin from a file: the same', () => {
    const r = ludoteca(['samegame', '--seed', 't1'], { stdinFile: tempFile('moves.txt', moves) });
    expect(r.status).toBe(1);
    checkSession(r.stdout);
  });

  it('--width 1 prints a message and exits 2, piped or from a file', () => {
    for (const run of [
      ludoteca(['samegame', '--width', '1'], { input: moves }),
      ludoteca(['samegame', '--width', '1'], { stdinFile: tempFile('moves.txt', moves) }),
    ]) {
      expect(run.status).toBe(2);
      expect(oneLineError(run)).toBe('ludoteca: width 1 is out of range: it must be from 2 to 40');
      expect(run.stdout).toBe('');
    }
  });

  it('is the same deal on every run, and ends with status 0 at the end of input without quit', () => {
    const a = ludoteca(['samegame', '--id', 'samegame:10x5c5#same']);
    const b = ludoteca(['samegame', '--seed', 'same', '--width', '10', '--height', '5', '--colors', '5']);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('chooses and shows a random seed when none is given', () => {
    const r = ludoteca(['samegame', '--width', '5', '--height', '4', '--colors', '3']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/SameGame samegame:5x4c3#[a-z2-9]{6}\n/);
    const winnable = ludoteca(['samegame', '--width', '5', '--height', '4', '--colors', '3', '--winnable']);
    expect(winnable.stdout).toMatch(/SameGame samegame:5x4c3w#[a-z2-9]{6}\n/);
  });

  it('lines up columns and rows of 10 and more', () => {
    const r = ludoteca(['samegame', '--seed', 'wide', '--width', '12', '--height', '11', '--colors', '3']);
    const lines = r.stdout.split('\n');
    const labels = lines.find((l) => /^ +0 +1 /.test(l)) as string;
    const rows = lines.filter((l) => /^ ?\d+ /.test(l) && !l.startsWith('   '));
    expect(rows.map((l) => l.slice(0, 2))).toEqual(['10', ' 9', ' 8', ' 7', ' 6', ' 5', ' 4', ' 3', ' 2', ' 1', ' 0']);
    for (let x = 0; x < 12; x++) {
      // The last digit of each column number sits exactly under that column's symbols.
      const at = labels.indexOf(` ${x}`, x === 0 ? 0 : labels.indexOf(` ${x - 1}`) + 1) + String(x).length;
      for (const row of rows) expect(row[at]).toMatch(/[|+o]/);
    }
  });

  it.each([
    [['--height', '41'], /height 41 is out of range: it must be from 2 to 40/],
    [['--colors', '10'], /the number of colours must be from 2 to 9, not 10$/],
    [['--colors', '1'], /^ludoteca: the number of colours must be from 2 to 9, not 1$/],
    [['--colors', 'many'], /--colors expects a whole number, got "many"/],
    [['--seed', 'no spaces'], /--seed: bad seed "no spaces"/],
    [['--id', 'samegame:15x10'], /--id: bad params "15x10"/],
    [['--id', 'konobi:11'], /--id names a konobi game/],
    [['--id', 'samegame:8x8c3#a', '--width', '9'], /--id and --width cannot be used together/],
    [['--board', 'f.txt', '--seed', 'x'], /--board and --seed cannot be used together/],
    [['--resume', '--seed', 'x'], /--resume and --seed cannot be used together/],
    [['--demo', 'clever'], /--demo expects one of random, leftmost, largest, best, got "clever"/],
    [['--delay', '10'], /--delay only applies with --demo/],
    [['--demo', 'random', '--delay', '-1'], /--delay needs a value/],
    [['--time-ms', '0'], /--time-ms expects milliseconds from 1 to 3600000, got "0"/],
  ])('bad value %j → exit 2 and a message naming it', (args, message) => {
    const r = ludoteca(['samegame', ...args]);
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toMatch(message);
  });
});

describe('--board and --json (docs/formats.md, on the worked example of docs/samegame.md)', () => {
  it('prints one line per accepted move, with the points of the worked example', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json'], { input: '2 0\n3,2\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${AFTER_2_0}\n${AFTER_1_2}\n`);
  });

  it('refuses a bad move with an error line and changes nothing', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json'], { input: '2 0\n5 3\n9 9\nfoo\n1 2\n' });
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe(AFTER_2_0);
    expect(JSON.parse(lines[1] as string)).toEqual({ error: 'empty-cell', message: expect.stringContaining('(5, 3)') });
    expect(JSON.parse(lines[2] as string)).toMatchObject({ error: 'outside-field' });
    expect(JSON.parse(lines[3] as string)).toMatchObject({ error: 'move-syntax' });
    expect(lines[4]).toBe(AFTER_1_2);
  });

  it('answers every line read with exactly one line: a blank line and quit too', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json'], { input: '2 0\n\n2;0\n  \nquit\n1,2\n' });
    expect(r.status).toBe(1);
    const lines = jsonLines(r.stdout);
    expect(lines).toEqual([
      JSON.parse(AFTER_2_0),
      { command: 'none' },
      { error: 'move-syntax', message: expect.stringContaining('"2;0" is not a move') },
      { command: 'none' },
      // quit ends the run with the state it leaves; the line after it is not read.
      { command: 'quit', score: 9, blocksLeft: 19, field: '21.12./21112./12221./12211.', over: false },
    ]);
  });

  it('reads the board from stdin up to a blank line, then the moves', () => {
    const r = ludoteca(['samegame', '--board', '-', '--json'], { input: `${WORKED}\n2,0\n1,2\n` });
    expect(r.stdout).toBe(`${AFTER_2_0}\n${AFTER_1_2}\n`);
  });

  it('draws the board with coordinates without --json', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board], { input: '2 0\n' });
    expect(r.stdout).toContain('3  + | o o | +\n2  + | o | | +\n1  | + o + + |\n0  | + o + | |\n   0 1 2 3 4 5\n');
    expect(r.stdout).toContain('score 9 · 19 blocks left · last move 2,0: 5 blocks, 9 points');
  });

  it('refuses an unreadable or malformed board with exit status 1', () => {
    const missing = ludoteca(['samegame', '--board', join(tempDir(), 'nope.txt')]);
    expect(missing.status).toBe(1);
    expect(oneLineError(missing)).toMatch(/cannot read .*nope\.txt: no such file/);
    const bad = ludoteca(['samegame', '--board', tempFile('bad.txt', '12\n1x\n')]);
    expect(bad.status).toBe(1);
    expect(oneLineError(bad)).toMatch(
      /bad\.txt: bad field at line 2, column 2: "x" is not a colour: expected 1–9 for a colour or \. for an empty cell$/,
    );
  });

  it('also works with a dealt game: a first line with the id and field, then one line per move', () => {
    const r0 = ludoteca(['samegame', '--seed', 'j1', '--width', '6', '--height', '5', '--colors', '3', '--json']);
    const start = jsonLines(r0.stdout)[0] as { id: string; field: string; score: number; over: boolean };
    expect(start).toMatchObject({ id: 'samegame:6x5c3#j1', score: 0, over: false });
    const field = parseField(start.field);
    if (!field.ok) throw new Error('bad field');
    const state = newState(paramsOfField(field.value), field.value);
    const move = formatMove(state, legalMoves(state)[0] as { x: number; y: number });
    const r = ludoteca(['samegame', '--seed', 'j1', '--width', '6', '--height', '5', '--colors', '3', '--json'], {
      input: `${move}\n`,
    });
    const after = jsonLines(r.stdout)[1];
    expect(after).toMatchObject({ move, score: play(state, legalMoves(state)[0] as { x: number; y: number }).score });
  });
});

describe('undo and redo', () => {
  it('undo takes a move back, redo plays it again, and each says when there is nothing to do', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json'], { input: 'undo\n2 0\nundo\nredo\nredo\n' });
    const lines = jsonLines(r.stdout);
    expect(lines[0]).toMatchObject({ error: 'nothing-to-undo' });
    expect(lines[1]).toMatchObject({ move: '2,0', score: 9 });
    expect(lines[2]).toMatchObject({ command: 'undo', move: '2,0', score: 0, field: '213312/213112/123221/123211' });
    expect(lines[3]).toMatchObject({ command: 'redo', move: '2,0', score: 9, field: '21.12./21112./12221./12211.' });
    expect(lines[4]).toMatchObject({ error: 'nothing-to-redo' });
  });

  it('restart at the start is refused under its own code, in words that fit it', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json'], { input: 'restart\n' });
    expect(r.status).toBe(1);
    expect(jsonLines(r.stdout)).toEqual([
      { error: 'already-at-start', message: 'already at the start: no move to take back' },
    ]);
  });

  it('works in the drawn game too', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board], { input: '2 0\nundo\nredo\n' });
    expect(r.stdout).toContain('Undid 2,0.');
    expect(r.stdout).toContain('Redid 2,0.');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('score 9 · 19 blocks left · last move 2,0: 5 blocks, 9 points');
  });
});

describe('hint', () => {
  it("names the solver's move, legal on the field, and what it scores", () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--json', '--time-ms', '200'], { input: 'hint\n' });
    const hint = jsonLines(r.stdout)[0] as { command: string; move: string; removed: number; points: number };
    expect(hint.command).toBe('hint');
    const state = replayField(WORKED, []);
    const move = parseMove(state, hint.move);
    if (!move.ok) throw new Error(`illegal hint ${hint.move}`);
    expect(formatMove(state, move.value)).toBe(hint.move);
    expect(play(state, move.value).last).toEqual({ removed: hint.removed, points: hint.points });
    const text = ludoteca(['samegame', '--board', board, '--time-ms', '200'], { input: 'hint\n' });
    expect(text.stdout).toContain(`Hint: ${hint.move} removes `);
  });
});

function replayField(fieldText: string, moves: readonly string[]): SameGameState {
  const field = parseField(fieldText);
  if (!field.ok) throw new Error('bad field');
  let state = newState(paramsOfField(field.value), field.value);
  for (const m of moves) {
    const move = parseMove(state, m);
    if (!move.ok) throw new Error(`illegal ${m}`);
    expect(formatMove(state, move.value)).toBe(m);
    state = play(state, move.value);
  }
  return state;
}

describe('solve', () => {
  const dealt = formatField(newGame(parseParamsOrThrow('10x6c3'), createRng('solve-cli')).field);

  function parseParamsOrThrow(text: string) {
    const p = parseParams(text);
    if (!p.ok) throw new Error(text);
    return p.value;
  }

  it('--json output replays on the engine to the claimed score (field on stdin)', () => {
    const r = ludoteca(['samegame', 'solve', '--time-ms', '200', '--json'], { input: dealt });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { score: number; cleared: boolean; moves: string[] };
    expect(Object.keys(out)).toEqual(['score', 'cleared', 'moves', 'proven']);
    const end = replayField(dealt, out.moves);
    expect(end.score).toBe(out.score);
    expect(end.blocksLeft === 0).toBe(out.cleared);
  });

  it('answers a tiny field at once with its proven best line, without spending the 10 s budget', () => {
    const file = tempFile('tiny.txt', '11\n22\n');
    const began = Date.now();
    const r = ludoteca(['samegame', 'solve', file, '--json']);
    // The default budget is 10 s; the exact search proves this field in a few positions.
    expect(Date.now() - began).toBeLessThan(6000);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ score: 1000, cleared: true, moves: ['0,0', '0,0'], proven: true });
    const text = ludoteca(['samegame', 'solve', file]);
    expect(text.stdout).toMatch(/^score 1000, field cleared, 2 moves \(proven best\)\n/);
    const it = ludoteca(['samegame', 'solve', file, '--lang', 'it']);
    expect(it.stdout).toMatch(/^punteggio 1000, campo svuotato, 2 mosse \(il migliore possibile, dimostrato\)\n/);
  });

  it('does not claim a proof on a large field (the search within its budget)', () => {
    const big = formatField(newGame(parseParamsOrThrow('15x10c4'), createRng('solve-big')).field);
    const r = ludoteca(['samegame', 'solve', '--time-ms', '300', '--json'], { input: big });
    const out = JSON.parse(r.stdout) as { score: number; moves: string[]; proven: boolean };
    expect(out.proven).toBe(false);
    expect(replayField(big, out.moves).score).toBe(out.score);
    expect(ludoteca(['samegame', 'solve', '--time-ms', '300'], { input: big }).stdout).not.toContain('proven');
  });

  it('reads a file, and finds the worked example clearable', () => {
    const file = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', 'solve', file, '--time-ms', '200', '--json']);
    const out = JSON.parse(r.stdout) as { score: number; cleared: boolean; moves: string[] };
    expect(out.cleared).toBe(true);
    expect(replayField(WORKED, out.moves).score).toBe(out.score);
  });

  it('prints the moves and the score for a person', () => {
    const r = ludoteca(['samegame', 'solve', '-', '--time-ms', '200'], { input: WORKED });
    expect(r.status).toBe(0);
    // The worked example is small enough for the exact search: its line is proven best.
    expect(r.stdout).toMatch(/^score \d+, field cleared, \d+ moves \(proven best\)\n {3}1\. \d+,\d+ /);
  });

  it('refuses a missing file (1), a bad field (1) and a bad budget (2)', () => {
    expect(ludoteca(['samegame', 'solve', join(tempDir(), 'none.txt')]).status).toBe(1);
    const bad = ludoteca(['samegame', 'solve'], { input: '12\n123\n' });
    expect(bad.status).toBe(1);
    expect(oneLineError(bad)).toMatch(/stdin: bad field at line 2: every row must have the same length/);
    expect(ludoteca(['samegame', 'solve', '--time-ms', 'soon']).status).toBe(2);
  });

  it.each([
    ['an empty field', '..\n..\n', 'the field has no blocks: there is no game to play'],
    ['one row', '1122\n', 'height 1 is out of range: it must be from 2 to 40'],
    ['43 columns', `${'12'.repeat(21)}1\n`, 'width 43 is out of range: it must be from 2 to 40'],
  ])('refuses %s as play --board does, with the same message and status 1', (_what, text, message) => {
    const file = tempFile('field.txt', text);
    for (const args of [
      ['solve', file, '--json'],
      ['--board', file],
    ]) {
      const r = ludoteca(['samegame', ...args], { input: '' });
      expect(r.status).toBe(1);
      expect(oneLineError(r)).toBe(`ludoteca: ${file}: ${message}`);
      expect(r.stdout).toBe('');
    }
  });
});

describe('demo mode', () => {
  it.each(['random', 'leftmost', 'largest', 'best'])(
    '%s with stdout not a TTY: plain frames, no escapes, ends with a game-over line',
    (strategy) => {
      const r = ludoteca([
        'samegame',
        ...['--seed', 'demo', '--width', '8', '--height', '5', '--colors', '3'],
        ...['--demo', strategy, '--delay', '5000', '--time-ms', '100'],
      ]);
      expect(r.status).toBe(0);
      expect(r.stdout).not.toContain('\x1b');
      expect(r.stdout).toContain(`SameGame samegame:8x5c3#demo · demo: ${strategy}`);
      expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Game over: .*final score \d+\.$/);
    },
  );

  it('a demo that clears the field says the computer cleared it, not that you won', () => {
    const r = ludoteca(['samegame', '--demo', 'best', '--id', 'samegame:6x4c3#a', '--time-ms', '300']);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^Game over: the computer cleared the field! Bonus 1000; final score \d+\.$/,
    );
    expect(r.stdout).not.toContain('you won');
  });

  it('leftmost always plays the removable block furthest left, lowest on a tie', () => {
    const board = tempFile('worked.txt', WORKED);
    const r = ludoteca(['samegame', '--board', board, '--demo', 'leftmost', '--json']);
    const moves = jsonLines(r.stdout).map((l) => l.move);
    expect(moves[0]).toBe('0,0');
    expect(jsonLines(r.stdout).at(-1)?.over).toBe(true);
  });
});

describe('Italian', () => {
  it('--lang it gives the messages and the status in Italian', () => {
    const r = ludoteca(['samegame', '--seed', 't1', '--lang', 'it'], { input: 'foo\n99 99\nundo\nquit\n' });
    expect(r.stdout).toContain('"foo" non è una mossa né un comando');
    expect(r.stdout).toContain('(99, 99) è fuori dal campo');
    expect(r.stdout).toContain('niente da annullare');
    expect(r.stdout).toContain('punteggio 0 · 150 blocchi rimasti');
  });

  it('an Italian locale does the same, usage errors included', () => {
    const r = ludoteca(['samegame', '--width', '1'], { env: { LANG: 'it_IT.UTF-8' } });
    expect(r.status).toBe(2);
    expect(oneLineError(r)).toBe('ludoteca: larghezza 1 non valida: deve essere tra 2 e 40');
  });
});

describe('saving and resuming', () => {
  it('saves the record after each move and --resume picks the game up', () => {
    const home = tempDir();
    const board = tempFile('worked.txt', WORKED);
    // A script's game is saved only with --save (a person's at a terminal always is).
    ludoteca(['samegame', '--board', board, '--save'], { home, input: '2 0\n3 3\n' });
    const saved = JSON.parse(readFileSync(join(home, 'samegame.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toEqual({
      version: 1,
      game: 'samegame',
      params: '6x4c3',
      start: '213312/213112/123221/123211',
      moves: ['2,0', '1,2'],
    });
    const r = ludoteca(['samegame', '--resume', '--save'], { home, input: 'undo\nquit\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('score 18 · 14 blocks left · last move 1,2: 5 blocks, 9 points');
    expect(r.stdout).toContain('Undid 1,2.');
    expect(JSON.parse(readFileSync(join(home, 'samegame.json'), 'utf8')).moves).toEqual(['2,0']);
  });

  it('--resume --json: one line per line read, and nothing at the end of input about the save', () => {
    const home = tempDir();
    ludoteca(['samegame', '--board', tempFile('worked.txt', WORKED), '--save'], { home, input: '2 0\n' });
    const r = ludoteca(['samegame', '--resume', '--json'], { home, input: 'position\n' });
    expect(r.status).toBe(0);
    expect(jsonLines(r.stdout)).toEqual([
      { command: 'position', score: 9, blocksLeft: 19, field: '21.12./21112./12221./12211.', over: false },
    ]);
  });

  it('saves a dealt game by its seed', () => {
    const home = tempDir();
    const r0 = ludoteca(['samegame', '--seed', 's1', '--width', '6', '--height', '4', '--colors', '2', '--json']);
    const move = (() => {
      const start = jsonLines(r0.stdout)[0] as { field: string };
      const f = parseField(start.field);
      if (!f.ok) throw new Error('bad field');
      const s = newState(paramsOfField(f.value), f.value);
      return formatMove(s, legalMoves(s)[0] as { x: number; y: number });
    })();
    ludoteca(['samegame', '--seed', 's1', '--width', '6', '--height', '4', '--colors', '2', '--save'], {
      home,
      input: `${move}\n`,
    });
    const saved = JSON.parse(readFileSync(join(home, 'samegame.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ params: '6x4c2', seed: 's1', moves: [move] });
    const r = ludoteca(['samegame', '--resume'], { home });
    expect(r.stdout).toContain('SameGame samegame:6x4c2#s1');
    expect(r.stdout).toContain(`last move ${move}`);
  });

  it('refuses a record that does not replay, naming the move, with exit status 1', () => {
    const home = tempDir();
    writeFileSync(
      join(home, 'samegame.json'),
      JSON.stringify({ version: 1, game: 'samegame', params: '6x4c3', start: WORKED.trim(), moves: ['2,0', '5,3'] }),
    );
    const r = ludoteca(['samegame', '--resume'], { home });
    expect(r.status).toBe(1);
    expect(oneLineError(r)).toMatch(
      /cannot resume .*samegame\.json: move 2 \(5,3\) cannot be played: there is no block/,
    );
  });

  it('refuses a missing or corrupt save file with exit status 1', () => {
    const home = tempDir();
    const none = ludoteca(['samegame', '--resume'], { home });
    expect(none.status).toBe(1);
    expect(oneLineError(none)).toMatch(/no saved game in /);
    writeFileSync(join(home, 'samegame.json'), '{"version":1,');
    const corrupt = ludoteca(['samegame', '--resume'], { home });
    expect(corrupt.status).toBe(1);
    expect(oneLineError(corrupt)).toMatch(/it is not valid JSON/);
  });

  it('--json and piped scripts never touch the saved game', () => {
    const home = tempDir();
    const board = tempFile('worked.txt', WORKED);
    ludoteca(['samegame', '--board', board, '--json'], { home, input: '2 0\n' });
    expect(ludoteca(['samegame', '--resume'], { home }).status).toBe(1);
    ludoteca(['samegame', '--board', board], { home, input: '2 0\n' });
    expect(ludoteca(['samegame', '--resume'], { home }).status).toBe(1);
  });
});
