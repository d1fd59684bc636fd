// Bounded reading of untrusted input: stdin as lines and files as text, each with a limit and a clear message
// when it is passed, so `< /dev/zero` or a path to /dev/urandom ends in one line instead of filling memory.
import { open } from 'node:fs/promises';

export const INPUT_LIMITS = {
  /** Characters in one line of stdin: a move or a command is a few; a position row or a GTP setup, hundreds. */
  line: 10_000,
  /** Bytes of a file, and characters of stdin read as one text: far above any position, record or save. */
  text: 8 * 1024 * 1024,
} as const;

/** Input over a limit: the message says which input, which limit, and is shown as is (not as a crash). */
export class InputTooLarge extends Error {
  override readonly name = 'InputTooLarge';
}

/**
 * Splits text chunks into lines (ended by \n, \r\n or \r, as node:readline does), refusing a line longer than
 * `max` characters as soon as it is seen, so no more than about one chunk and one line is ever held.
 */
export async function* boundedLines(chunks: AsyncIterable<string>, max: number = INPUT_LIMITS.line) {
  let pending = '';
  let lineNumber = 0;
  const tooLong = () =>
    new InputTooLarge(`stdin: line ${lineNumber + 1} is longer than ${max} characters; nothing was done with it`);
  for await (const chunk of chunks) {
    const text = pending + chunk;
    const breaks = /[\r\n]/g;
    let start = 0;
    for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
      const at = m.index;
      // A \r at the very end may be the first half of a \r\n split between chunks: wait for the next one.
      if (text[at] === '\r' && at === text.length - 1) break;
      if (at - start > max) throw tooLong();
      yield text.slice(start, at);
      lineNumber++;
      start = at + (text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1);
      breaks.lastIndex = start;
    }
    pending = text.slice(start);
    if (pending.length > max + 1) throw tooLong();
  }
  const last = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
  if (last.length > max) throw tooLong();
  if (last !== '') yield last;
}

/** A file's text (UTF-8), refusing one over `max` bytes with an error whose code is EFBIG (see files.ts). */
export async function readBoundedFile(path: string, max: number = INPUT_LIMITS.text): Promise<string> {
  const file = await open(path, 'r');
  try {
    const parts: Buffer[] = [];
    let size = 0;
    for (;;) {
      // Read by chunks rather than by the size stat reports: a device (/dev/zero) or a pipe reports 0.
      const chunk = Buffer.alloc(Math.min(1 << 20, max + 1 - size));
      const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      parts.push(chunk.subarray(0, bytesRead));
      size += bytesRead;
      if (size > max) throw Object.assign(new Error(`${path} is over ${max} bytes`), { code: 'EFBIG' });
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(parts, size));
  } finally {
    await file.close();
  }
}
