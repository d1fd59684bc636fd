// `ludoteca shisensho --json` through the real binary: one JSON line per line read (docs/formats.md), the same
// shapes as SameGame's, on the board of docs/shisensho.md cleared by a known sequence, and on a dealt game.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shisensho } from '../../src/ai/shisensho/index.js';
import { unwrap } from '../../src/core/result.js';
import { createRng } from '../../src/core/rng.js';
import { checkPair, formatMove, legalPairs, parseParams } from '../../src/games/shisensho/index.js';
import { ludoteca, tempDir, tempFile } from './helpers.js';

// docs/shisensho.md, "Terminal and scripting": `solve` clears it with these four pairs.
const BOARD = '1m 2m 1m 2m\n2m 1m 2m 1m\n';
const CLEARING = ['a1 c1', 'b2 d2', 'b1 d1', 'a2 c2'];
const AFTER = [
  {
    move: 'a1 c1',
    path: [
      [1, 1],
      [1, 0],
      [3, 0],
      [3, 1],
    ],
    tilesLeft: 6,
    board: '.. 2m .. 2m/2m 1m 2m 1m',
    over: false,
  },
  {
    move: 'b2 d2',
    path: [
      [2, 2],
      [2, 3],
      [4, 3],
      [4, 2],
    ],
    tilesLeft: 4,
    board: '.. 2m .. 2m/2m .. 2m ..',
    over: false,
  },
  {
    move: 'b1 d1',
    path: [
      [2, 1],
      [4, 1],
    ],
    tilesLeft: 2,
    board: '.. .. .. ../2m .. 2m ..',
    over: false,
  },
  {
    move: 'a2 c2',
    path: [
      [1, 2],
      [3, 2],
    ],
    tilesLeft: 0,
    board: '.. .. .. ../.. .. .. ..',
    over: true,
  },
];

function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('--board FILE --json', () => {
  it('clears the board: one line per pair, with the path `moves --json` gives and the board on one line', () => {
    const board = tempFile('board.txt', BOARD);
    const r = ludoteca(['shisensho', '--board', board, '--json'], { input: `${CLEARING.join('\n')}\n` });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(jsonLines(r.stdout)).toEqual(AFTER);
    const moves = JSON.parse(ludoteca(['shisensho', 'moves', board, '--json']).stdout) as {
      pairs: { move: string; path: unknown }[];
    };
    expect(moves.pairs.find((p) => p.move === 'a1 c1')?.path).toEqual(AFTER[0]?.path);
  });

  it('writes the move in the canonical notation, whatever the order and separator typed', () => {
    const board = tempFile('board.txt', BOARD);
    const r = ludoteca(['shisensho', '--board', board, '--json'], { input: 'C1-A1\n' });
    expect(jsonLines(r.stdout)).toEqual([AFTER[0]]);
  });

  it('answers every line with exactly one line; a refusal changes nothing; quit ends the run', () => {
    const board = tempFile('board.txt', BOARD);
    const input = ['a1 c1', '', 'foo', 'b1', 'b1 b2', 'a1 b1', '  ', 'help', 'position', 'quit', 'b2 d2'];
    const r = ludoteca(['shisensho', '--board', board, '--json'], { input: `${input.join('\n')}\n` });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const after = { tilesLeft: 6, board: '.. 2m .. 2m/2m 1m 2m 1m', over: false };
    expect(jsonLines(r.stdout)).toEqual([
      AFTER[0],
      { command: 'none' },
      { error: 'move-syntax', message: expect.stringContaining('"foo" is not a move') },
      // A script's move is a pair: one cell alone selects nothing.
      { error: 'move-syntax', message: '"b1" is not a move: type two cells, e.g. b3 h7, or scramble' },
      { error: 'different-kinds', message: 'b1 (2m) and b2 (1m) are not the same kind of tile' },
      { error: 'empty-cell', message: expect.stringContaining('a1') },
      { command: 'none' },
      { command: 'help', commands: ['help', 'hint', 'undo', 'redo', 'scramble', 'restart', 'new', 'position', 'quit'] },
      { command: 'position', ...after },
      // quit says the state it leaves; the line after it is not read.
      { command: 'quit', ...after },
    ]);
  });

  it('undo, redo, restart and scramble, each with the state after it; refusals under their own codes', () => {
    const board = tempFile('board.txt', BOARD);
    const input = ['undo', 'a1 c1', 'undo', 'redo', 'redo', 'restart', 'restart', 'redo', 'scramble'];
    const r = ludoteca(['shisensho', '--board', board, '--json'], { input: `${input.join('\n')}\n` });
    const start = { tilesLeft: 8, board: '1m 2m 1m 2m/2m 1m 2m 1m', over: false };
    const { move: _m, path: _p, ...after } = AFTER[0] as Record<string, unknown>;
    const lines = jsonLines(r.stdout);
    expect(lines.slice(0, 8)).toEqual([
      { error: 'nothing-to-undo', message: 'nothing to undo' },
      AFTER[0],
      { command: 'undo', move: 'a1 c1', ...start },
      { command: 'redo', move: 'a1 c1', ...after },
      { error: 'nothing-to-redo', message: 'nothing to redo' },
      { command: 'restart', ...start },
      { error: 'already-at-start', message: 'already at the start: no move to take back' },
      { command: 'redo', move: 'a1 c1', ...after },
    ]);
    // The scramble is a move of the record: it has no path, and the same tiles stay on the same cells.
    const scrambled = lines[8] as { move: string; tilesLeft: number; board: string; over: boolean };
    expect(scrambled).toMatchObject({ move: 'scramble 1', tilesLeft: 6, over: false });
    expect(scrambled).not.toHaveProperty('path');
    expect(scrambled.board.replace(/[12]m/g, 'x')).toBe('.. x .. x/x x x x');
    expect(lines).toHaveLength(9);
  });

  it('after the last pair: hint says the board is clear, scramble and pairs are refused', () => {
    const board = tempFile('board.txt', BOARD);
    const input = [...CLEARING, 'hint', 'scramble', 'a2 c2', 'quit'];
    const r = ludoteca(['shisensho', '--board', board, '--json', '--time-ms', '200'], {
      input: `${input.join('\n')}\n`,
    });
    expect(jsonLines(r.stdout).slice(4)).toEqual([
      { command: 'hint', message: 'the board is already clear' },
      { error: 'nothing-to-scramble', message: 'no tiles left to scramble' },
      { error: 'empty-cell', message: 'there is no tile at a2: the cell is empty' },
      { command: 'quit', tilesLeft: 0, board: '.. .. .. ../.. .. .. ..', over: true },
    ]);
  });

  it("hint: the solver's pair with its path, which the game then accepts", () => {
    const board = tempFile('board.txt', BOARD);
    const r = ludoteca(['shisensho', '--board', board, '--json', '--time-ms', '500'], { input: 'hint\n' });
    const hint = jsonLines(r.stdout)[0] as { command: string; move: string; path: unknown; verdict: string };
    expect(hint).toMatchObject({ command: 'hint', verdict: 'winning' });
    const played = ludoteca(['shisensho', '--board', board, '--json'], { input: `${hint.move}\n` });
    expect(jsonLines(played.stdout)[0]).toMatchObject({ move: hint.move, path: hint.path });
  });

  it('reads the board from stdin, its one-line form too, then the moves; messages in Italian', () => {
    const r = ludoteca(['shisensho', '--board', '-', '--json', '--lang', 'it'], {
      input: '1m 2m 1m 2m/2m 1m 2m 1m\n\na1 c1\nb1 b2\n',
    });
    expect(jsonLines(r.stdout)).toEqual([
      AFTER[0],
      { error: 'different-kinds', message: expect.stringMatching(/^b1 \(2m\) e b2 \(1m\) /) },
    ]);
  });

  it('--resume --json: a dealt game names itself first; nothing at the end of input about the save', () => {
    const home = tempDir();
    ludoteca(['shisensho', '--seed', 'j1', '--width', '4', '--height', '2', '--save'], { home, input: 'a1 b1\n' });
    // Nothing changes, so the save still holds the game: the drawn game would say so at the end.
    const r = ludoteca(['shisensho', '--resume', '--json'], { home, input: 'position\n' });
    expect(r.status).toBe(0);
    const state = { id: 'shisensho:4x2k2#j1', tilesLeft: 6, board: '.. .. 1m 1m/2m 1m 2m 1m', over: false };
    expect(jsonLines(r.stdout)).toEqual([state, { command: 'position', ...state }]);
  });

  it('never touches the saved game', () => {
    const home = tempDir();
    ludoteca(['shisensho', '--board', tempFile('board.txt', BOARD), '--json'], { home, input: 'a1 c1\n' });
    expect(existsSync(join(home, 'shisensho.json'))).toBe(false);
  });
});

describe('a dealt game with --json', () => {
  it('starts with a line naming the game, then one line per pair; new names the new deal', () => {
    const args = ['shisensho', '--seed', 'j1', '--width', '4', '--height', '2', '--json'];
    const state = shisensho.newGame(unwrap(parseParams('4x2k2')), createRng('j1'));
    const pair = legalPairs(state.board)[0];
    if (!pair) throw new Error('no pair on the deal');
    const move = formatMove(state, pair);
    const r = ludoteca(args, { input: `${move}\nnew\n` });
    const lines = jsonLines(r.stdout);
    expect(lines[0]).toEqual({
      id: 'shisensho:4x2k2#j1',
      tilesLeft: 8,
      board: shisensho.formatPosition(state).split('\n').join('/'),
      over: false,
    });
    const path = unwrap(checkPair(state.board, pair.a, pair.b)).path;
    expect(lines[1]).toEqual({
      move,
      path,
      tilesLeft: 6,
      board: shisensho.formatPosition(shisensho.play(state, pair)).split('\n').join('/'),
      over: false,
    });
    expect(lines[2]).toMatchObject({ command: 'new', id: expect.stringMatching(/^shisensho:4x2k2#/), tilesLeft: 8 });
    expect(lines).toHaveLength(3);
  });
});
