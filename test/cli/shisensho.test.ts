// `ludoteca shisensho` through the real binary: a game from a fixed id (pairs, a failed pair, the solver's
// hint followed, scramble, undo), a win on a tiny board, saving and resuming, and the scripting commands
// `solve` and `moves` checked against the engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shisensho, solveState } from '../../src/ai/shisensho/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import {
  checkPair,
  dealRandom,
  formatBoard,
  formatMove,
  legalPairs,
  newState,
  paramsOfBoard,
  parseBoard,
  parseMove,
  parseParams,
  type ShisenShoState,
  tileCounts,
} from '../../src/games/shisensho/index.js';
import { expectClears } from '../ai/shisensho/exhaustive.js';
import { ludoteca, oneLineError, tempDir, tempFile } from './helpers.js';

const ID = 'shisensho:18x8k36#s';
const start = shisensho.newGame(unwrap(parseParams('18x8k36')), createRng('s'));

/** The boards drawn in a run's output, as board text (row numbers, labels and selection brackets dropped). */
function boardsIn(stdout: string): string[] {
  const boards: string[] = [];
  let rows: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^\s*\d+[ [](.*)$/.exec(line);
    if (m && /^([0-9][mpszf]|\.\.)/.test((m[1] as string).replace(/^[[\s]+/, ''))) {
      rows.push((m[1] as string).replace(/[[\]]/g, ' ').trim().split(/\s+/).join(' '));
    } else if (rows.length > 0) {
      boards.push(rows.join('\n'));
      rows = [];
    }
  }
  return boards;
}

/** Plays the first legal pair `n` times on the engine, returning the moves typed and the states. */
function firstPairs(state: ShisenShoState, n: number): { moves: string[]; states: ShisenShoState[] } {
  const moves: string[] = [];
  const states = [state];
  let s = state;
  for (let i = 0; i < n; i++) {
    const m = legalPairs(s.board)[0];
    if (!m) throw new Error('no pair');
    moves.push(formatMove(s, m));
    s = shisensho.play(s, m);
    states.push(s);
  }
  return { moves, states };
}

/**
 * The pair a `Hint: …` line of `stdout` gives on `state`, checked: its path is the engine's, and the board after
 * it is still clearable (the solver's answer replayed on the engine). Two searches on two cores answer a hint,
 * whichever decides first, so the pair is checked rather than foreseen.
 */
function checkedHint(stdout: string, state: ShisenShoState): { move: string; path: string } {
  const found = /Hint: (\S+ \S+), path: (.*)\n/.exec(stdout);
  if (!found) throw new Error(`no hint in:\n${stdout}`);
  const checked = unwrap(checkPair(state.board, ...cellsOf(found[1] as string)));
  expect(found[2]).toBe(pathText(checked.path));
  const after = shisensho.play(state, checked.move);
  const rest = solveState(after);
  expect(rest.solvable).toBe(true);
  expectClears(after, rest);
  return { move: found[1] as string, path: found[2] as string };
}

describe('playing from a fixed id', () => {
  const { moves, states } = firstPairs(start, 3);
  const after = states[3] as ShisenShoState;
  let hint = '';
  let hintPath = '';
  beforeAll(() => {
    const asked = ludoteca(['shisensho', '--id', ID], { input: `${moves.join('\n')}\nhint\nquit\n` });
    ({ move: hint, path: hintPath } = checkedHint(asked.stdout, after));
  }, 120_000);
  const input = () =>
    [
      ...moves.map((m, i) => (i === 1 ? m.replace(' ', '-') : m)),
      'a8 b8',
      'xyzzy',
      'hint',
      hint,
      'undo',
      'scramble',
      'quit',
      '',
    ].join('\n');

  function check(stdout: string): void {
    expect(stdout).toContain(`Shisen-Sho ${ID}`);
    expect(stdout).toMatch(/^ {2}a {2}b {2}c .* {2}r$/m);
    expect(stdout).toContain('144 tiles left');
    const boards = boardsIn(stdout);
    expect(boards[0]).toBe(formatBoard(start.board));
    for (let i = 1; i <= 3; i++) expect(boards[i]).toBe(formatBoard((states[i] as ShisenShoState).board));
    for (let i = 0; i < 3; i++) {
      const path = unwrap(checkPair((states[i] as ShisenShoState).board, ...cellsOf(moves[i] as string))).path;
      expect(stdout).toContain(`Last pair ${moves[i]}, path: ${pathText(path)}`);
    }
    expect(stdout).toContain('138 tiles left');
    // a8 is 9p and b8 is 1s on this deal.
    expect(stdout).toContain('a8 (9p) and b8 (1s) are not the same kind of tile');
    expect(stdout).toContain('"xyzzy" is not a move or a command: type two cells (e.g. b3 h7) or help');
    expect(stdout).toContain(`Hint: ${hint}, path: ${hintPath}\n`);
    expect(stdout).toContain(`Last pair ${hint}`);
    expect(stdout).toContain('136 tiles left');
    expect(stdout).toContain(`Undid ${hint}.`);
    expect(boards[5]).toBe(formatBoard(after.board));
    // The scramble keeps the tiles and the empty cells, and leaves a winnable board.
    expect(stdout).toContain('Scrambled the remaining tiles (the board can still be cleared).');
    const scrambled = unwrap(parseBoard(boards[6] as string));
    expect(tileCounts(scrambled)).toEqual(tileCounts(after.board));
    for (let i = 0; i < scrambled.cells.length; i++) expect(scrambled.cells[i] === 0).toBe(after.board.cells[i] === 0);
    expect(formatBoard(scrambled)).not.toBe(formatBoard(after.board));
    const scrambledState = newState(after.params, scrambled);
    expectClears(scrambledState, solveState(scrambledState));
    expect(stdout).toContain('Bye: 138 tiles left.');
  }

  it('piped: pairs, a failed pair and its reason, unknown input, the hint followed, undo, scramble', () => {
    const r = ludoteca(['shisensho', '--id', ID], { input: input() });
    expect(r.stderr).toBe('');
    // The failed pair and the unknown input were refused: a script learns it from the exit status.
    expect(r.status).toBe(1);
    check(r.stdout);
  });

  it('stdin from a file: the same game and exit 1 for the refusals', () => {
    const r = ludoteca(['shisensho', '--seed', 's'], { stdinFile: tempFile('moves.txt', input()) });
    expect(r.status).toBe(1);
    check(r.stdout);
  });
});

describe('small boards', () => {
  it('wins a 4×1 board from --board and offers a new game', () => {
    const file = tempFile('row.txt', '1m 1p 1p 1m\n');
    const r = ludoteca(['shisensho', '--board', file], { input: 'a1 d1\nb1\nc1\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Last pair a1 d1, path: a1 → [1,0] → [4,0] → d1');
    expect(r.stdout).toContain('Selected b1');
    expect(r.stdout).toContain('1 ..[1p]1P ..');
    expect(r.stdout).toContain('Last pair b1 c1, path: b1 → c1');
    expect(r.stdout).toContain('You won: the board is clear! Type new for another game, or quit.');
  });

  it('deals new after a board with the defaults of its size (winnable only), keeping --gravity', () => {
    const file = tempFile('row.txt', '1m 1p 1p 1m\n');
    const r = ludoteca(['shisensho', '--board', file], { input: 'new\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^New game shisensho:4x1k1#[\w-]+\.$/m);
    const g = ludoteca(['shisensho', '--board', file, '--gravity'], { input: 'new\n' });
    expect(g.stdout).toMatch(/^New game shisensho:4x1k1g#[\w-]+\.$/m);
  });

  it('names a cell off the board as it was typed, in a pair or alone', () => {
    const file = tempFile('row.txt', '1m 1p 1p 1m\n');
    const r = ludoteca(['shisensho', '--board', file], { input: 'a0 b1\nA1 e1\nz9\na0\n' });
    expect(r.status).toBe(1);
    // Each line echoed as typed (a script's transcript), then the cell named as typed.
    expect(r.stdout).toContain('\n> a0 b1\na0 is outside the 4×1 board\n> A1 e1\ne1 is outside the 4×1 board\n');
    expect(r.stdout).toContain('\n> z9\nz9 is outside the 4×1 board\n> a0\na0 is outside the 4×1 board\n');
  });

  it('reads a board on stdin up to a blank line, then moves; announces a stuck board', () => {
    const r = ludoteca(['shisensho', '--board', '-'], { input: '1m 2m 3m\n2m 1m 3m\n\nc1 c2\nquit\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'Stuck: no pair can be removed, 4 tiles left. Type scramble to shuffle them, undo, or new.',
    );
  });

  it('deals a tiny winnable game with gravity from flags, saves it, and resumes it', () => {
    const home = tempDir();
    const r = ludoteca(['shisensho', '--width', '4', '--height', '2', '--gravity', '--seed', 'g'], {
      input: 'hint\n',
      home,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Shisen-Sho shisensho:4x2k2g#g (gravity)');
    const hint = /Hint: (\w+ \w+)/.exec(r.stdout)?.[1] as string;
    const played = ludoteca(['shisensho', '--id', 'shisensho:4x2k2g#g', '--save'], { input: `${hint}\n`, home });
    expect(played.stdout).toContain(`Last pair ${hint}`);
    const saved = JSON.parse(readFileSync(join(home, 'shisensho.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ game: 'shisensho', params: '4x2k2g', seed: 'g', moves: [hint] });
    const resumed = ludoteca(['shisensho', '--resume'], { input: 'quit\n', home });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('Resuming the saved game after 1 pair.');
    expect(resumed.stdout).toContain('6 tiles left');
  });

  it('hints on an 18×8 gravity deal: two searches on two cores, a pair that keeps the board clearable', () => {
    const state = shisensho.newGame(unwrap(parseParams('18x8k36g')), createRng('gravity'));
    const pair = legalPairs(state.board)[0];
    if (!pair) throw new Error('no pair on the deal');
    const r = ludoteca(['shisensho', '--id', 'shisensho:18x8k36g#gravity', '--time-ms', '3000'], {
      input: `${formatMove(state, pair)}\nhint\nhint\nquit\n`,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Shisen-Sho shisensho:18x8k36g#gravity (gravity)');
    // Two hints in one game: the second is asked of the same worker thread, kept warm.
    expect(r.stdout.match(/Hint: /g)).toHaveLength(2);
    checkedHint(r.stdout, shisensho.play(state, pair));
  });

  it('saves a scramble as a record move and resumes on the same scrambled board', () => {
    const home = tempDir();
    const r = ludoteca(['shisensho', '--id', 'shisensho:6x4k6#sc', '--save'], { input: 'scramble\n', home });
    expect(r.status).toBe(0);
    const saved = JSON.parse(readFileSync(join(home, 'shisensho.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ game: 'shisensho', params: '6x4k6', seed: 'sc', moves: ['scramble 1'] });
    const scrambled = boardsIn(r.stdout).at(-1) as string;
    const resumed = ludoteca(['shisensho', '--resume'], { input: 'quit\n', home });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('Resuming the saved game after 0 pairs and 1 scramble.');
    expect(boardsIn(resumed.stdout)[0]).toBe(scrambled);
  });

  it('undo then scramble deals a new shuffle each time, and the saved record replays the one kept', () => {
    const home = tempDir();
    const input = 'scramble\nundo\nscramble\nundo\nscramble\n';
    const r = ludoteca(['shisensho', '--id', 'shisensho:12x6k12#a', '--json', '--save'], { input, home });
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { move?: string; command?: string; board: string });
    const scrambles = lines.filter((l) => l.command === undefined && l.move !== undefined);
    expect(scrambles.map((l) => l.move)).toEqual(['scramble 1', 'scramble 2', 'scramble 3']);
    // The dealt board and three scrambles: four different boards.
    expect(new Set([lines[0]?.board, ...scrambles.map((l) => l.board)]).size).toBe(4);
    const saved = JSON.parse(readFileSync(join(home, 'shisensho.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ seed: 'a', moves: ['scramble 3'] });
    const resumed = ludoteca(['shisensho', '--resume', '--json'], { input: 'position\n', home });
    expect((JSON.parse(resumed.stdout.trim().split('\n').at(-1) as string) as { board: string }).board).toBe(
      scrambles[2]?.board,
    );
  });
});

describe('scripting', () => {
  const ROW = '1m 2m 1m 2m\n2m 1m 2m 1m\n';
  // Diagonal pairs on a 2×2 board need three turns.
  const STUCK = '1m 2m\n2m 1m\n';

  it('solve --json: a solvable board with pairs that clear it on the engine', () => {
    const r = ludoteca(['shisensho', 'solve', tempFile('b.txt', ROW), '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { solvable: boolean; moves: string[] };
    expect(Object.keys(out)).toEqual(['solvable', 'moves']);
    expect(out.solvable).toBe(true);
    let state = newState(paramsOfBoard(unwrap(parseBoard(ROW))), unwrap(parseBoard(ROW)));
    for (const m of out.moves) state = shisensho.play(state, unwrap(parseMove(state, m)));
    expect(state.tilesLeft).toBe(0);
  });

  it('solve --json: an unsolvable board, from stdin', () => {
    const r = ludoteca(['shisensho', 'solve', '--json'], { input: STUCK });
    expect(r.stdout).toBe('{"solvable":false,"moves":[]}\n');
    const plain = ludoteca(['shisensho', 'solve', '-'], { input: STUCK });
    expect(plain.stdout).toContain('not solvable: no sequence of pairs clears the 4 tiles');
  });

  it('solve: null with a reason when --max-nodes runs out; a readable summary otherwise', () => {
    const big = tempFile('big.txt', `${formatBoard(start.board)}\n`);
    const r = ludoteca(['shisensho', 'solve', big, '--json', '--max-nodes', '1']);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.solvable).toBeNull();
    expect(out.moves).toEqual([]);
    expect(out.reason).toMatch(/node budget ran out/);
    const plain = ludoteca(['shisensho', 'solve', big]);
    expect(plain.stdout).toMatch(/^solvable: 72 pairs clear the 144 tiles/);
    expect(plain.stdout).toMatch(/^ {3}1\. [a-r]\d \w+ +[a-r]\d → /m);
  });

  it('solve --time-ms: two searches on two cores; the pairs replayed, or null with the time as the reason', () => {
    const r = ludoteca(['shisensho', 'solve', tempFile('b.txt', ROW), '--json', '--time-ms', '5000']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { solvable: boolean; moves: string[] };
    expect(out.solvable).toBe(true);
    let state = newState(paramsOfBoard(unwrap(parseBoard(ROW))), unwrap(parseBoard(ROW)));
    for (const m of out.moves) state = shisensho.play(state, unwrap(parseMove(state, m)));
    expect(state.tilesLeft).toBe(0);
    const plain = ludoteca(['shisensho', 'solve', tempFile('b.txt', ROW), '--time-ms', '5000']);
    expect(plain.stdout).toMatch(/^solvable: 4 pairs clear the 8 tiles \(\d+ nodes?\)\n/);
    // A gravity deal one search leaves undecided after a second: never decided within a millisecond.
    const hard = dealRandom({ ...start.params, gravity: true, winnable: false }, createRng('solve-442'));
    const file = tempFile('hard.txt', `${formatBoard(hard)}\n`);
    const late = JSON.parse(ludoteca(['shisensho', 'solve', file, '--gravity', '--json', '--time-ms', '1']).stdout);
    expect(late.solvable).toBeNull();
    expect(late.moves).toEqual([]);
    expect(late.reason).toMatch(/^the time ran out: two searches stopped after \d+ nodes in all \(--time-ms 1\)/);
  });

  it('moves --json: every pair with the path the engine draws', () => {
    const r = ludoteca(['shisensho', 'moves', '--json'], { stdinFile: tempFile('b.txt', ROW) });
    expect(r.status).toBe(0);
    const board = unwrap(parseBoard(ROW));
    const state = newState(paramsOfBoard(board), board);
    const expected = legalPairs(board).map((m) => ({
      move: formatMove(state, m),
      path: unwrap(checkPair(board, m.a, m.b)).path,
    }));
    expect(JSON.parse(r.stdout)).toEqual({ pairs: expected });
    expect(expected[0]).toEqual({
      move: 'a1 c1',
      path: [
        [1, 1],
        [1, 0],
        [3, 0],
        [3, 1],
      ],
    });
  });

  it.each([
    [['solve', '/no/such/file'], 1, /cannot read \/no\/such\/file: no such file/],
    [['moves', '{bad}'], 1, /: bad board at line 1 \("hello"\): expected a tile code/],
    [['solve', '{odd}'], 1, /tile 2m appears once: every kind must appear an even number of times/],
    [['solve', '--max-nodes', 'lots'], 2, /--max-nodes expects a node count/],
    [['solve', '--time-ms', 'soon'], 2, /--time-ms expects/],
    [['solve', '--time-ms', '0'], 2, /--time-ms expects/],
    [['solve', '--max-nodes', '9', '--time-ms', '9'], 2, /--max-nodes and --time-ms are two budgets: give one/],
    [['--time-ms', '-5'], 2, /--time-ms/],
    [['moves', '--gravity'], 2, /unknown option --gravity/],
    [['frobnicate'], 2, /unknown command "frobnicate" for `ludoteca shisensho`/],
    [['--kinds', '99'], 2, /the number of tile kinds must be from 1 to 42, not 99$/],
    // One range for each side, the same whatever the other side is; a 1×1 board breaks another rule.
    [['--width', '33'], 2, /^ludoteca: width 33 is out of range: it must be from 1 to 32$/],
    [['--width', '0', '--height', '1'], 2, /^ludoteca: width 0 is out of range: it must be from 1 to 32$/],
    [['--width', '1', '--height', '1'], 2, /^ludoteca: a 1×1 board has no room for a pair: it needs 2 cells or more$/],
    [['--id', 'samegame:5x5c3#a'], 2, /--id names a samegame game/],
    [['--id', 'shisensho:12x6k12gg#a'], 2, /--id: bad params "12x6k12gg"/],
  ])('%j exits %i with one clear line', (args, status, message) => {
    const files: Record<string, string> = { '{bad}': 'hello\n', '{odd}': '1m 1m 2m\n' };
    const resolved = args.map((a) => (files[a] === undefined ? a : tempFile('in.txt', files[a] as string)));
    const r = ludoteca(['shisensho', ...resolved]);
    expect(r.status).toBe(status);
    expect(oneLineError(r)).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('is listed by ludoteca --help, and shisensho --help shows the commands', () => {
    expect(ludoteca(['--help']).stdout).toMatch(/^\s+shisensho\s+Shisen-Sho/m);
    const r = ludoteca(['shisensho', '--help']);
    expect(r.status).toBe(0);
    for (const word of ['--id', '--gravity', '--unwinnable', 'solve', 'moves', 'scramble', 'hint']) {
      expect(r.stdout).toContain(word);
    }
  });
});

function cellsOf(move: string) {
  const [a, b] = move.split(' ').map((t) => {
    const m = /^([a-z])(\d+)$/.exec(t) as RegExpExecArray;
    return { x: (m[1] as string).charCodeAt(0) - 97, y: Number(m[2]) - 1 };
  });
  return [a, b] as [{ x: number; y: number }, { x: number; y: number }];
}

/** A path on an 18×8 board as the terminal writes it: cells by name, ring points as [col,row] on every side. */
function pathText(path: readonly (readonly [number, number])[]): string {
  const onBoard = (c: number, r: number) => c >= 1 && c <= 18 && r >= 1 && r <= 8;
  return path.map(([c, r]) => (onBoard(c, r) ? `${String.fromCharCode(96 + c)}${r}` : `[${c},${r}]`)).join(' → ');
}

describe('params of a deal', () => {
  it('takes the flags of an id in any order and prints them in the canonical one', () => {
    const r = ludoteca(['shisensho', '--id', 'shisensho:12x6k12ug#a'], { input: 'quit\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('shisensho:12x6k12gu#a');
  });

  it('names the kinds a small board really deals, so its id opens the same board', () => {
    const flags = ludoteca(['shisensho', '--width', '2', '--height', '2', '--kinds', '5', '--seed', 'a'], {
      input: 'quit\n',
    });
    expect(flags.status).toBe(0);
    expect(flags.stdout).toContain('shisensho:2x2k2#a');
    expect(flags.stdout).not.toContain('k5');
    const id = ludoteca(['shisensho', '--id', 'shisensho:2x2k2#a'], { input: 'quit\n' });
    expect(id.stdout).toBe(flags.stdout);
  });
});
