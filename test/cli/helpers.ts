// Runs the real `ludoteca` binary (bin/ludoteca.js → dist/cli) as a person or a script would, with stdin
// piped or from a file, in a fresh LUDOTECA_HOME so no test touches a real saved game.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'bin/ludoteca.js');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** Text piped to stdin. */
  readonly input?: string;
  /** A file opened as stdin instead of a pipe. */
  readonly stdinFile?: string;
  readonly env?: Record<string, string>;
  /** The save folder; a fresh temporary one by default. */
  readonly home?: string;
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ludoteca-cli-'));
}

export function tempFile(name: string, text: string): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

export function ludoteca(args: readonly string[], options: RunOptions = {}): Run {
  if (!existsSync(join(ROOT, 'dist/cli/main.js'))) {
    throw new Error('dist/cli/main.js is missing: run `npm run build` (or node scripts/build.js) first');
  }
  // English and no colour unless a test asks otherwise, whatever the machine's locale.
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  env.LANG = 'C.UTF-8';
  env.LUDOTECA_HOME = options.home ?? tempDir();
  Object.assign(env, options.env ?? {});
  const fd = options.stdinFile === undefined ? undefined : openSync(options.stdinFile, 'r');
  try {
    const r = spawnSync(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      // A kill only for a run that hangs: a loaded machine makes a few-second run take tens of seconds of wall time.
      timeout: 60_000,
      ...(fd === undefined ? { input: options.input ?? '' } : { stdio: [fd, 'pipe', 'pipe'] }),
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A usage or operation error: one line on stderr, and nothing that looks like a stack trace. */
export function oneLineError(r: Run): string {
  const lines = r.stderr.trimEnd().split('\n');
  if (lines.length !== 1 || /\n\s+at /.test(r.stderr) || !lines[0]?.startsWith('ludoteca: ')) {
    throw new Error(`expected one line of error on stderr, got:\n${r.stderr}`);
  }
  return lines[0];
}
