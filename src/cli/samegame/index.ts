// SameGame's terminal face: `ludoteca samegame [options]` plays, `ludoteca samegame solve …` solves.
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { tr } from '../lang.js';
import { parsePlayOptions, parseSolveOptions } from './options.js';
import { playSameGame } from './play.js';
import { solveCommand } from './solve.js';
import { usage } from './text.js';

const run = subCommands(
  'samegame',
  { solve: command(parseSolveOptions, usage, solveCommand) },
  command(parsePlayOptions, usage, playSameGame),
);

export const samegameCli: CliGame = {
  name: 'samegame',
  summary: (lang) =>
    tr(
      lang,
      'SameGame (Clickomania): remove groups of same-coloured blocks; also `solve`',
      'SameGame (Clickomania): rimuovi gruppi di blocchi dello stesso colore; anche `solve`',
    ),
  run,
};
