// Scarabeo's terminal face: `ludoteca scarabeo [options]` plays in the console; `moves`, `check` and `endgame`
// script it, each with its own --help.

import type { Dawg, LexiconKind } from '../../games/scarabeo/index.js';
import { command, reportFailure, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { withJoin } from '../online/index.js';
import { parseEndgameOptions, runEndgame } from './endgame.js';
import { lexiconFor } from './lexicon.js';
import { parseCheckOptions, parseMovesOptions, parsePlayOptions } from './options.js';
import { playScarabeo } from './play.js';
import { runCheck, runMoves } from './script.js';
import { words } from './text.js';

function usage(lang: Lang): string {
  return words(lang).usage(sessionHelp('scarabeo', lang));
}

const run = subCommands(
  'scarabeo',
  {
    moves: command(
      parseMovesOptions,
      (lang) => words(lang).movesUsage,
      (options, io) =>
        runMoves(options, io, () => {
          const d = lexiconFor(options.lexicon, options.lang);
          return d.ok ? d.value : d.error;
        }),
    ),
    endgame: command(
      parseEndgameOptions,
      (lang) => words(lang).endgameUsage,
      (options, io) =>
        runEndgame(options, io, () => {
          const d = lexiconFor(options.lexicon, options.lang);
          return d.ok ? d.value : d.error;
        }),
    ),
    check: command(
      parseCheckOptions,
      (lang) => words(lang).checkUsage,
      (options, io) => {
        const dawg = lexiconFor(options.lexicon, options.lang);
        if (!dawg.ok) return reportFailure(io, dawg.error);
        return runCheck(options, io, dawg.value);
      },
    ),
  },
  command(parsePlayOptions, usage, (options, io) => {
    const dawg = lexiconFor(options.params.lexicon, options.lang);
    if (!dawg.ok) return reportFailure(io, dawg.error);
    // A resumed game may name the other lexicon: loaded when asked for (the one given stands in if it fails,
    // and then the replay says which word it does not know).
    const loaded = new Map<LexiconKind, Dawg>([[options.params.lexicon, dawg.value]]);
    const lexicons = (kind: LexiconKind): Dawg => {
      let d = loaded.get(kind);
      if (!d) {
        const l = lexiconFor(kind, options.lang);
        d = l.ok ? l.value : dawg.value;
        loaded.set(kind, d);
      }
      return d;
    };
    return playScarabeo(options, lexicons, io);
  }),
);

export const scarabeoCli: CliGame = {
  name: 'scarabeo',
  summary: (lang) => words(lang).summary,
  run: withJoin('scarabeo', run),
};
