// SameGame's terminal face: `ludoteca samegame [options]` plays, `ludoteca samegame solve …` solves.
import { reportFailure } from '../args.js';
import type { CliGame } from '../games.js';
import type { Io } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { parsePlayOptions, parseSolveOptions } from './options.js';
import { playSameGame } from './play.js';
import { solveCommand } from './solve.js';
import { usage } from './text.js';

async function run(args: readonly string[], io: Io, lang: Lang): Promise<number> {
  if (args[0] === 'solve') {
    const options = parseSolveOptions(args.slice(1), lang);
    if (!options.ok) return reportFailure(io, options.error);
    if (options.value.help) {
      io.stdout(usage(options.value.lang));
      return 0;
    }
    return solveCommand(options.value, io);
  }
  const first = args[0];
  if (first !== undefined && !first.startsWith('-')) {
    return reportFailure(io, {
      status: 2,
      message: tr(
        lang,
        `unknown command "${first}" for \`ludoteca samegame\`: expected solve, or options to play; see \`ludoteca samegame --help\``,
        `comando "${first}" sconosciuto per \`ludoteca samegame\`: atteso solve, o opzioni per giocare; vedi \`ludoteca samegame --help\``,
      ),
    });
  }
  const options = parsePlayOptions(args, lang);
  if (!options.ok) return reportFailure(io, options.error);
  if (options.value.help) {
    io.stdout(usage(options.value.lang));
    return 0;
  }
  return playSameGame(options.value, io);
}

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
