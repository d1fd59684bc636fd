// Shisen-Sho's terminal face: `ludoteca shisensho [options]` plays, `solve` and `moves` are for scripts.
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { parseMovesOptions, parsePlayOptions, parseSolveOptions } from './options.js';
import { playShisenSho } from './play.js';
import { movesCommand, solveCommand } from './solve.js';
import { usage, words } from './text.js';

const run = subCommands(
  'shisensho',
  { solve: command(parseSolveOptions, usage, solveCommand), moves: command(parseMovesOptions, usage, movesCommand) },
  command(parsePlayOptions, usage, playShisenSho),
);

export const shisenshoCli: CliGame = {
  name: 'shisensho',
  summary: (lang) => words(lang).summary,
  run,
};
