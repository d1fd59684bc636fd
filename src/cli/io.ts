// What a command needs from its process, as an interface: tests and the process wrapper supply their own.

/** Lines of input, one at a time; `undefined` at the end of input (Ctrl-D, or Ctrl-C at a terminal). */
export interface LineSource {
  /** Whether `next` shows the prompt itself (readline's terminal mode, with line editing and history). */
  readonly prompts?: boolean;
  next(prompt?: string): Promise<string | undefined>;
  /** Shows the waiting prompt again (or `prompt` instead), with the line typed so far, after other output. */
  refresh?(prompt?: string): void;
  /** Stops reading (closes the stream), so the process can exit. */
  close(): void;
}

export interface Io {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal: colours and in-place redrawing only then. */
  readonly stdoutIsTty: boolean;
  readonly stdinIsTty: boolean;
  /** The terminal's columns and rows when stdout is one (read at each call: a window can be resized). */
  columns?(): number | undefined;
  rows?(): number | undefined;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Opens stdin as lines; called at most once per run. */
  stdinLines(): LineSource;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  homeDir(): string;
  /** Milliseconds from a monotonic clock. */
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A random 32-bit unsigned integer from the platform's secure generator (for fresh seeds). */
  random32(): number;
  /** The package version, for --version. */
  version(): Promise<string>;
}
