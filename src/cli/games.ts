// The games the terminal knows, each a module under src/cli/<game>/ with one entry point: the dispatcher in
// run.ts only reads this table, so a new game plugs in by adding a line here.
import type { CliGame } from './cliGame.js';
import { konobiCli } from './konobi/index.js';
import { samegameCli } from './samegame/index.js';
import { scarabeoCli } from './scarabeo/index.js';
import { shisenshoCli } from './shisensho/index.js';

export const CLI_GAMES: readonly CliGame[] = [samegameCli, shisenshoCli, scarabeoCli, konobiCli];
