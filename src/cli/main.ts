// The `ludoteca` process: wires the real stdin/stdout/files/clock into runCli and keeps stack traces away
// from the user (a one-line message instead; LUDOTECA_DEBUG=1 shows the trace for a bug report).
import { getRandomValues } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { boundedLines, InputTooLarge, readBoundedFile } from './input.js';
import type { Io, LineSource } from './io.js';
import { runCli } from './run.js';
import { printable } from './text.js';

function describeCrash(e: unknown): string {
  // Input over a limit is the user's, not a bug: its message says which input and which limit.
  if (e instanceof InputTooLarge) return `ludoteca: ${e.message}\n`;
  const detail = process.env.LUDOTECA_DEBUG && e instanceof Error ? `\n${e.stack}` : '';
  const message = e instanceof Error ? e.message : String(e);
  return `ludoteca: internal error: ${message} (please report it; LUDOTECA_DEBUG=1 shows details)${detail}\n`;
}

function crash(e: unknown): void {
  process.stderr.write(describeCrash(e));
  process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
// A reader that goes away (`ludoteca … | head`) is not an error worth a message.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  crash(e);
});

/** stdin as lines of at most INPUT_LIMITS.line characters (a longer one ends the run with InputTooLarge). */
function boundedStdin(): LineSource {
  process.stdin.setEncoding('utf8');
  const lines = boundedLines(process.stdin as AsyncIterable<string>)[Symbol.asyncIterator]();
  return {
    async next() {
      const r = await lines.next();
      return r.done ? undefined : r.value;
    },
    close() {
      process.stdin.destroy();
    },
  };
}

function stdinLines(): LineSource {
  // At a terminal, readline's terminal mode: line editing, arrow keys and history instead of escape codes in
  // the input. Ctrl-C there ends the input like Ctrl-D (the game is saved after every move, so nothing is lost).
  const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true;
  // Piped or redirected input, where a line can be anything (`< /dev/zero`, a 10 MB line), goes through our
  // bounded splitter: node:readline holds a line of any length (630 MB before it failed).
  if (!terminal) return boundedStdin();
  const rl = createInterface({
    input: process.stdin,
    ...(terminal ? { output: process.stdout, terminal: true, historySize: 200 } : { terminal: false }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let ended = false;
  const waiting: ((line: string | undefined) => void)[] = [];
  const queued: string[] = [];
  rl.on('line', (line) => {
    const take = waiting.shift();
    if (take) take(line);
    else queued.push(line);
  });
  const end = () => {
    ended = true;
    for (const take of waiting.splice(0)) take(undefined);
  };
  rl.on('close', end);
  rl.on('SIGINT', () => {
    process.stdout.write('^C\n');
    rl.close();
  });
  return {
    prompts: terminal,
    next(prompt) {
      if (queued.length > 0) return Promise.resolve(queued.shift());
      if (ended) return Promise.resolve(undefined);
      if (terminal && prompt !== undefined) {
        rl.setPrompt(prompt);
        rl.prompt();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    // Output that arrived while the prompt waits (an online opponent's move) went above it: show it again,
    // with what was typed so far.
    refresh(prompt) {
      if (!terminal || waiting.length === 0) return;
      if (prompt !== undefined) rl.setPrompt(prompt);
      rl.prompt(true);
    },
    close() {
      process.stdin.destroy();
    },
  };
}

/**
 * mkdir -p, one level at a time: Node's own `recursive: true` loops forever on some pseudo file systems
 * (LUDOTECA_HOME=/proc/x hangs it), and a save must never hang the game.
 */
async function ensureDir(dir: string, depth = 0): Promise<void> {
  try {
    await mkdir(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || depth > 32 || dirname(dir) === dir) throw e;
    await ensureDir(dirname(dir), depth + 1);
    await mkdir(dir);
  }
}

const io: Io = {
  argv: process.argv.slice(2),
  env: process.env,
  stdoutIsTty: process.stdout.isTTY === true,
  stdinIsTty: process.stdin.isTTY === true,
  columns: () => (process.stdout.isTTY ? process.stdout.columns : undefined),
  rows: () => (process.stdout.isTTY ? process.stdout.rows : undefined),
  stdout: (text) => {
    process.stdout.write(text);
  },
  // Messages quote what the user typed or a file held: shown escaped, never obeyed by the terminal.
  stderr: (text) => {
    process.stderr.write(printable(text));
  },
  stdinLines,
  readFile: (path) => readBoundedFile(path),
  async writeFile(path, text) {
    // Write then rename, so a crash mid-write never leaves a half-written save file.
    await ensureDir(dirname(path));
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  },
  homeDir: homedir,
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random32: () => getRandomValues(new Uint32Array(1))[0] as number,
  async version() {
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  },
};

try {
  process.exitCode = await runCli(io);
} catch (e) {
  process.stderr.write(describeCrash(e));
  process.exitCode = 1;
}
