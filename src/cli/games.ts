// The games the terminal knows, each a module under src/cli/<game>/ with one entry point: the dispatcher in
// run.ts only reads this table, so a new game plugs in by adding a line here.
import type { Io } from './io.js';
import { konobiCli } from './konobi/index.js';
import type { Lang } from './lang.js';
import { samegameCli } from './samegame/index.js';
import { scarabeoCli } from './scarabeo/index.js';
import { shisenshoCli } from './shisensho/index.js';

export interface CliGame {
  /** The name typed on the command line and used in game ids. */
  readonly name: string;
  /** One line for `ludoteca --help`. */
  summary(lang: Lang): string;
  /** Runs `ludoteca <name> …` with the arguments after the name; resolves to the exit status. */
  run(args: readonly string[], io: Io, lang: Lang): Promise<number>;
}

export const CLI_GAMES: readonly CliGame[] = [samegameCli, shisenshoCli, scarabeoCli, konobiCli];
