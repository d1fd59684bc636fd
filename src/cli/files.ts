// Reading inputs named on the command line (a file, or `-` for stdin) and the per-game save file, with every
// failure turned into a one-line message rather than an exception.
import { join } from 'node:path';
import { err, ok, type Result } from '../core/result.js';
import { type Failure, operationFailed } from './args.js';
import { INPUT_LIMITS, InputTooLarge } from './input.js';
import type { Io, LineSource } from './io.js';
import type { Lang } from './lang.js';
import { common } from './words.js';

/**
 * What went wrong with a file, in words, from Node's error code (its own message names the system call and repeats
 * the path: "ENOTDIR: not a directory, mkdir '…'").
 */
export function fileProblem(e: unknown, lang: Lang): string {
  const code = (e as { code?: unknown }).code;
  const t = common(lang);
  switch (code) {
    case 'ENOENT':
      return t.noSuchFile;
    case 'EACCES':
    case 'EPERM':
      return t.permissionDenied;
    case 'EISDIR':
      return t.isFolder;
    case 'ENOTDIR':
      return t.notAFolder;
    case 'ENOSPC':
    case 'EDQUOT':
      return t.diskFull;
    case 'EROFS':
      return t.readOnly;
    case 'ENAMETOOLONG':
      return t.pathTooLong;
    default:
      return typeof code === 'string' ? t.systemRefused(code) : e instanceof Error ? e.message : String(e);
  }
}

export function describeFileError(e: unknown, path: string, lang: Lang): string {
  const code = (e as { code?: unknown }).code;
  const t = common(lang);
  return t.cannotRead(path, code === 'EFBIG' ? t.tooLarge(INPUT_LIMITS.text / 1024 / 1024) : fileProblem(e, lang));
}

/** Why the game could not be saved to `path` (making its folder or writing it), in words. */
export function describeWriteError(e: unknown, path: string, lang: Lang): string {
  return common(lang).cannotSave(path, fileProblem(e, lang));
}

export async function readTextFile(io: Io, path: string, lang: Lang): Promise<Result<string, Failure>> {
  try {
    return ok(await io.readFile(path));
  } catch (e) {
    return err(operationFailed(describeFileError(e, path, lang)));
  }
}

/**
 * The whole text of FILE, or of stdin for `-`: after `prompt` when stdin is a terminal, so someone who typed
 * just the command does not face a silent wait.
 */
export async function readInput(
  io: Io,
  path: string,
  prompt: string | undefined,
  lang: Lang,
): Promise<Result<string, Failure>> {
  if (path !== '-') return readTextFile(io, path, lang);
  if (prompt !== undefined && io.stdinIsTty) io.stderr(prompt);
  const lines = io.stdinLines();
  try {
    return ok(await readBlock(lines, true));
  } finally {
    lines.close();
  }
}

/**
 * Reads lines from stdin up to the first blank line after some text (or the end of input), so a position
 * and then moves can share stdin; with `toEnd`, reads everything.
 */
export async function readBlock(lines: LineSource, toEnd: boolean): Promise<string> {
  const out: string[] = [];
  let size = 0;
  for (;;) {
    const line = await lines.next();
    if (line === undefined) break;
    if (!toEnd && line.trim() === '' && out.length > 0) break;
    size += line.length + 1;
    if (size > INPUT_LIMITS.text) throw new InputTooLarge(`stdin: more than ${INPUT_LIMITS.text} characters of text`);
    out.push(line);
  }
  return out.join('\n');
}

/** Where a game's progress is saved: $LUDOTECA_HOME/<game>.json, by default ~/.ludoteca/<game>.json. */
export function savePath(io: Io, game: string): string {
  const home = io.env.LUDOTECA_HOME || join(io.homeDir(), '.ludoteca');
  return join(home, `${game}.json`);
}
