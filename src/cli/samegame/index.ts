// SameGame's terminal face: `ludoteca samegame [options]` plays, `ludoteca samegame solve …` solves.
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { parsePlayOptions, parseSolveOptions } from './options.js';
import { playSameGame } from './play.js';
import { solveCommand } from './solve.js';
import { usage, words } from './text.js';

const run = subCommands(
  'samegame',
  { solve: command(parseSolveOptions, usage, solveCommand) },
  command(parsePlayOptions, usage, playSameGame),
);

export const samegameCli: CliGame = {
  name: 'samegame',
  summary: (lang) => words(lang).summary,
  run,
};
