// What a game gives the terminal: its name, a line for `ludoteca --help`, and the entry point of its commands.
import type { Io } from './io.js';
import type { Lang } from './lang.js';

export interface CliGame {
  /** The name typed on the command line and used in game ids. */
  readonly name: string;
  /** One line for `ludoteca --help`. */
  summary(lang: Lang): string;
  /** Runs `ludoteca <name> …` with the arguments after the name; resolves to the exit status. */
  run(args: readonly string[], io: Io, lang: Lang): Promise<number>;
}
