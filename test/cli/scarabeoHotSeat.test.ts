// The Scarabeo hot seat at a terminal, which piped stdin cannot reach, with a fake Io: the pause before each
// person's rack takes quit as quit and undo as undo (the rack it gives back waits for its owner's Enter).
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { parsePlayOptions } from '../../src/cli/scarabeo/options.js';
import { playScarabeo } from '../../src/cli/scarabeo/play.js';
import { loadLexicon } from '../../src/node/lexicon.js';

const dawg = (() => {
  const d = loadLexicon('standard');
  if (!d.ok) throw new Error('the standard lexicon is missing: run `npm run build` first');
  return d.value;
})();

/** A terminal typing `lines`, each after the prompt shown before it; the output and the prompts as they came. */
function terminal(lines: readonly string[]) {
  const out: string[] = [];
  const prompts: string[] = [];
  const input = [...lines];
  const io: Io = {
    argv: [],
    env: { LUDOTECA_HOME: '/home/test/.ludoteca', NO_COLOR: '1' },
    stdoutIsTty: true,
    stdinIsTty: true,
    stdout: (t) => {
      out.push(t);
    },
    stderr: () => {},
    stdinLines: () => ({
      next: async (prompt) => {
        prompts.push(prompt ?? '');
        return input.shift();
      },
      close: () => {},
    }),
    readFile: async () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    },
    writeFile: async () => {},
    homeDir: () => '/home/test',
    now: () => 0,
    sleep: async () => {},
    random32: () => 12345,
    version: async () => '0.0.0',
  };
  return { io, out, prompts };
}

async function play(lines: readonly string[]) {
  const o = parsePlayOptions(['--seed', 'x', '--computer', 'none', '--names', 'Ada,Bea'], 'en');
  if (!o.ok) throw new Error(o.error.message);
  const t = terminal(lines);
  const status = await playScarabeo(o.value, () => dawg, t.io);
  return { status, out: t.out.join(''), prompts: t.prompts };
}

describe('the Scarabeo hot seat at a terminal', () => {
  it('quits at the pause before a rack, rather than showing the rack', async () => {
    const r = await play(['', '9F BEGA', 'quit']);
    expect(r.status).toBe(0);
    expect(r.prompts).toEqual([
      'Ada: press Enter to see your rack. ',
      'Ada to play: ',
      'Bea: press Enter to see your rack. ',
    ]);
    // Bea's rack (seed x: C E M M N O O V) never reached the screen; the game was saved and quit says so.
    expect(r.out).not.toContain("Bea's rack");
    expect(r.out).toContain('Ada plays 9F BEGA for 10 points (BEGA).');
    expect(r.out).toMatch(/saved/);
  });

  it('takes back the move just made at the pause, and shows its rack only after its owner presses Enter', async () => {
    const r = await play(['', '9F BEGA', 'undo', '', 'quit']);
    expect(r.prompts).toEqual([
      'Ada: press Enter to see your rack. ',
      'Ada to play: ',
      'Bea: press Enter to see your rack. ',
      'Ada: press Enter to see your rack. ',
      'Ada to play: ',
    ]);
    expect(r.out).not.toContain("Bea's rack");
    // The cleared screen repeats what the undo did, and Ada's rack is whole again.
    const afterUndo = r.out.split('\x1b[H\x1b[2J\x1b[3J').at(-1) as string;
    expect(afterUndo.startsWith('Move taken back: Ada to play again.\n')).toBe(true);
    expect(afterUndo).toContain("Ada's rack: A A A B E G S S");
    expect(afterUndo).toContain('▶ Ada 0 (8 tiles) · Bea 0 (8 tiles) · bag 114');
  });

  it('waits after the end for undo, new or quit, with the plain prompt', async () => {
    const r = await play(['', 'pass', '', 'pass', '', 'pass', '', 'pass', 'undo', '', 'quit']);
    expect(r.out).toContain('Final scores: Ada 0, Bea 0.\nA tie between Ada and Bea.\n(undo, new or quit)\n');
    // After the end: the plain prompt; undo gives Bea her last turn back, behind the pause.
    expect(r.prompts.slice(-3)).toEqual(['> ', 'Bea: press Enter to see your rack. ', 'Bea to play: ']);
  });
});
