// The SameGame process wrapper with a fake Io: the TTY paths (colours, in-place demo redraw with delays,
// prompt) that a piped test cannot reach, and saving, all without a process.
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { parsePlayOptions } from '../../src/cli/samegame/options.js';
import { CLEAR_SCREEN, playSameGame } from '../../src/cli/samegame/play.js';

const WORKED = '213312\n213112\n123221\n123211\n';

interface Fake {
  readonly io: Io;
  readonly out: string[];
  readonly err: string[];
  readonly sleeps: number[];
  readonly files: Map<string, string>;
}

function fakeIo(options: { tty: boolean; input?: readonly string[]; files?: Record<string, string> }): Fake {
  const out: string[] = [];
  const err: string[] = [];
  const sleeps: number[] = [];
  const files = new Map(Object.entries(options.files ?? {}));
  const input = [...(options.input ?? [])];
  let clock = 0;
  const io: Io = {
    argv: [],
    env: { LUDOTECA_HOME: '/home/test/.ludoteca' },
    stdoutIsTty: options.tty,
    stdinIsTty: options.tty,
    stdout: (t) => {
      out.push(t);
    },
    stderr: (t) => {
      err.push(t);
    },
    stdinLines: () => ({ next: async () => input.shift(), close: () => {} }),
    readFile: async (path) => {
      const text = files.get(path);
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
    writeFile: async (path, text) => {
      files.set(path, text);
    },
    homeDir: () => '/home/test',
    now: () => (clock += 50),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random32: () => 12345,
    version: async () => '0.0.0',
  };
  return { io, out, err, sleeps, files };
}

function options(args: string[]) {
  const o = parsePlayOptions(args, 'en');
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}

describe('demo on a terminal', () => {
  it('clears and redraws each frame in colour, waiting --delay between moves', async () => {
    const f = fakeIo({ tty: true, files: { 'w.txt': WORKED } });
    const status = await playSameGame(options(['--board', 'w.txt', '--demo', 'leftmost', '--delay', '40']), f.io);
    expect(status).toBe(0);
    const moves = f.out.length - 1;
    expect(moves).toBeGreaterThan(1);
    expect(f.out.every((frame) => frame.startsWith(CLEAR_SCREEN))).toBe(true);
    expect(f.sleeps).toEqual(new Array(moves).fill(40));
    expect(f.out.join('')).toContain('\x1b[41;97m');
    expect(f.out.at(-1)).toMatch(/Game over: .*final score \d+\.\n$/);
    expect(f.files.size).toBe(1);
  });

  it('without a terminal: no escapes, no waiting', async () => {
    const f = fakeIo({ tty: false, files: { 'w.txt': WORKED } });
    await playSameGame(options(['--board', 'w.txt', '--demo', 'largest', '--delay', '40']), f.io);
    expect(f.sleeps).toEqual([]);
    expect(f.out.join('')).not.toContain('\x1b');
  });
});

describe('interactive play', () => {
  it('prompts on a terminal, colours the field, and saves after each accepted move', async () => {
    const f = fakeIo({ tty: true, input: ['2 0', 'foo', '1 2'], files: { 'w.txt': WORKED } });
    await playSameGame(options(['--board', 'w.txt']), f.io);
    const all = f.out.join('');
    expect(f.out.filter((t) => t === '> ')).toHaveLength(4);
    expect(all).toContain('\x1b[');
    const saved = JSON.parse(f.files.get('/home/test/.ludoteca/samegame.json') as string) as { moves: string[] };
    expect(saved.moves).toEqual(['2,0', '1,2']);
  });

  it('NO_COLOR turns the colours off on a terminal', async () => {
    const f = fakeIo({ tty: true, files: { 'w.txt': WORKED } });
    await playSameGame(options(['--board', 'w.txt']), { ...f.io, env: { ...f.io.env, NO_COLOR: '1' } });
    expect(f.out.join('')).not.toContain('\x1b');
  });

  it('at a terminal, a save that fails is said once, and quit gives that reason, not --save', async () => {
    const f = fakeIo({ tty: true, input: ['2 0', '1 2', 'quit'], files: { 'w.txt': WORKED } });
    const io: Io = {
      ...f.io,
      writeFile: async () => {
        throw Object.assign(new Error('ENOTDIR'), { code: 'ENOTDIR' });
      },
    };
    expect(await playSameGame(options(['--board', 'w.txt']), io)).toBe(1);
    expect(f.err).toHaveLength(1);
    const all = f.out.join('');
    expect(all).toContain('The game is not saved: it could not be written (a part of the path is not a folder).');
    expect(all).not.toContain('--save');
  });

  it('at a terminal, a new game says that it will replace the saved game in progress', async () => {
    const save = '{"version":1,"game":"samegame","params":"6x4c3","seed":"a","moves":["0,0"]}';
    const f = fakeIo({
      tty: true,
      input: ['quit'],
      files: { 'w.txt': WORKED, '/home/test/.ludoteca/samegame.json': save },
    });
    await playSameGame(options(['--board', 'w.txt']), f.io);
    expect(f.out.join('')).toContain(
      'You have a saved game in progress (1 move): ludoteca samegame --resume continues it; it will be replaced when you move.',
    );
  });

  it('warns once, keeps playing and fails at the end when the game cannot be saved', async () => {
    const f = fakeIo({ tty: false, input: ['2 0', '1 2'], files: { 'w.txt': WORKED } });
    const io: Io = {
      ...f.io,
      writeFile: async () => {
        throw new Error('disk full');
      },
    };
    expect(await playSameGame(options(['--board', 'w.txt', '--save']), io)).toBe(1);
    expect(f.err).toEqual(['ludoteca: cannot save the game to /home/test/.ludoteca/samegame.json: disk full\n']);
    expect(f.out.join('')).toContain('score 18');
  });
});
