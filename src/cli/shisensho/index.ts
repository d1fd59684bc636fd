// Shisen-Sho's terminal face: `ludoteca shisensho [options]` plays, `solve` and `moves` are for scripts.
import { reportFailure } from '../args.js';
import type { CliGame } from '../games.js';
import type { Io } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { parseMovesOptions, parsePlayOptions, parseSolveOptions } from './options.js';
import { playShisenSho } from './play.js';
import { movesCommand, solveCommand } from './solve.js';
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
  if (args[0] === 'moves') {
    const options = parseMovesOptions(args.slice(1), lang);
    if (!options.ok) return reportFailure(io, options.error);
    if (options.value.help) {
      io.stdout(usage(options.value.lang));
      return 0;
    }
    return movesCommand(options.value, io);
  }
  const first = args[0];
  if (first !== undefined && !first.startsWith('-')) {
    return reportFailure(io, {
      status: 2,
      message: tr(
        lang,
        `unknown command "${first}" for \`ludoteca shisensho\`: expected solve, moves, or options to play; see \`ludoteca shisensho --help\``,
        `comando "${first}" sconosciuto per \`ludoteca shisensho\`: atteso solve, moves, o opzioni per giocare; vedi \`ludoteca shisensho --help\``,
      ),
    });
  }
  const options = parsePlayOptions(args, lang);
  if (!options.ok) return reportFailure(io, options.error);
  if (options.value.help) {
    io.stdout(usage(options.value.lang));
    return 0;
  }
  return playShisenSho(options.value, io);
}

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
