// The piped examples a newcomer copies, from the README, each game's --help and docs/shisensho.md, run through
// the real binary: every line is accepted (exit 0, unless the example shows a refusal), and pasted output is what
// the example prints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludoteca, ROOT, tempFile } from './helpers.js';

/** `printf 'a\nb\n' | (npx) ludoteca ARGS`: the piped text and the arguments. */
function parseExample(line: string): { input: string; args: string[] } {
  const m = /printf '([^']*)' \| (?:npx )?ludoteca (.+?)(?:\s+#.*)?$/.exec(line.trim());
  if (!m) throw new Error(`not a piped example: ${line}`);
  return { input: (m[1] as string).replace(/\\n/g, '\n'), args: (m[2] as string).split(/\s+/) };
}

describe('piped examples', () => {
  it("the README's example plays every move it pipes and prints the output pasted under it", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => /^printf .*\| npx ludoteca/.test(l));
    expect(line).toBeDefined();
    const { input, args } = parseExample(line as string);
    const r = ludoteca(args, { input });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const pasted = /its last frame:\n\n```\n([\s\S]*?)```/.exec(readme);
    expect(pasted).not.toBeNull();
    expect(r.stdout.endsWith(`\n${(pasted as RegExpExecArray)[1]}`)).toBe(true);
  });

  it("docs/shisensho.md's sample session is what the program prints, the hint's pair aside", () => {
    const doc = readFileSync(join(ROOT, 'docs/shisensho.md'), 'utf8');
    const m = /A sample session \(`(printf [^`]*)`,[\s\S]*?```\n([\s\S]*?)```/.exec(doc);
    expect(m).not.toBeNull();
    const [, command, transcript] = m as RegExpExecArray;
    const { input, args } = parseExample(command as string);
    const r = ludoteca(args, { input });
    // The doc leaves out the frame after the first pair; two searches on two cores may hint another pair.
    const frames = r.stdout.split('\n\n');
    frames.splice(1, 1);
    const anyHint = (text: string) => text.replace(/^Hint: .*$/m, 'Hint: …');
    expect(anyHint(frames.join('\n\n'))).toBe(anyHint(transcript as string));
  });

  it("docs/shisensho.md's --json example prints the lines pasted under it", () => {
    const doc = readFileSync(join(ROOT, 'docs/shisensho.md'), 'utf8');
    const board = /\$ cat board\.txt\n([\s\S]*?)\$/.exec(doc);
    const m = /\$ (printf [^\n]*--json)\n([\s\S]*?)```/.exec(doc);
    expect(board).not.toBeNull();
    expect(m).not.toBeNull();
    const { input, args } = parseExample((m as RegExpExecArray)[1] as string);
    const r = ludoteca(
      args.map((a) => (a === 'board.txt' ? tempFile('board.txt', (board as RegExpExecArray)[1] as string) : a)),
      { input },
    );
    expect(r.stdout).toBe((m as RegExpExecArray)[2]);
    expect(r.status).toBe(1);
  });

  it("docs/konobi.md's GTP session answers as the engine does", () => {
    const doc = readFileSync(join(ROOT, 'docs/konobi.md'), 'utf8');
    const m = /```\n\$ ludoteca (konobi gtp [^\n]*)\n([\s\S]*?)```/.exec(doc);
    expect(m).not.toBeNull();
    // Each exchange is the command typed, then its reply, then a blank line.
    const exchanges = ((m as RegExpExecArray)[2] as string).trimEnd().split('\n\n');
    const commands = exchanges.map((e) => e.split('\n')[0] as string);
    const replies = exchanges.map((e) => e.split('\n').slice(1).join('\n'));
    const r = ludoteca(((m as RegExpExecArray)[1] as string).split(' '), { input: `${commands.join('\n')}\n` });
    expect(r.stdout.trimEnd().split('\n\n')).toEqual(replies);
  });

  it.each(['samegame', 'shisensho', 'scarabeo', 'konobi'])(
    "%s --help's piped example plays every move it pipes",
    (game) => {
      const help = ludoteca([game, '--help']).stdout;
      const line = help.split('\n').find((l) => l.includes('printf'));
      const { input, args } = parseExample(line as string);
      const r = ludoteca(args, { input });
      expect(r.stdout).not.toMatch(/stands alone|not the same kind|Refused/);
      expect(r.status).toBe(0);
    },
  );
});
