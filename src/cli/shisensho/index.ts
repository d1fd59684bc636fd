// Shisen-Sho's terminal face: `ludoteca shisensho [options]` plays, `solve` and `moves` are for scripts.
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { tr } from '../lang.js';
import { parseMovesOptions, parsePlayOptions, parseSolveOptions } from './options.js';
import { playShisenSho } from './play.js';
import { movesCommand, solveCommand } from './solve.js';
import { usage } from './text.js';

const run = subCommands(
  'shisensho',
  { solve: command(parseSolveOptions, usage, solveCommand), moves: command(parseMovesOptions, usage, movesCommand) },
  command(parsePlayOptions, usage, playShisenSho),
);

export const shisenshoCli: CliGame = {
  name: 'shisensho',
  summary: (lang) =>
    tr(
      lang,
      'Shisen-Sho: remove pairs of tiles joined by a path of at most two turns; also `solve`, `moves`',
      'Shisen-Sho: togli coppie di tessere unite da un cammino di al massimo due svolte; anche `solve`, `moves`',
    ),
  run,
};
