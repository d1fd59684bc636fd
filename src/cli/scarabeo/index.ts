// Scarabeo's terminal face: `ludoteca scarabeo [options]` plays in the console; `moves`, `check`, `endgame`
// and `replay` script it, each with its own --help.
import { ok } from '../../core/result.js';
import { type ScarabeoState, scarabeoGameWith } from '../../games/scarabeo/index.js';
import { current } from '../../session/index.js';
import { command, reportFailure, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { withJoin } from '../online/index.js';
import { type ReplayFace, replayCommand, replayOptions } from '../replay.js';
import { common } from '../words.js';
import { names, type Session } from './controller.js';
import { parseEndgameOptions, runEndgame } from './endgame.js';
import { lexiconFor, lexiconsFrom } from './lexicon.js';
import { parseCheckOptions, parseMovesOptions, parsePlayOptions } from './options.js';
import { playScarabeo } from './play.js';
import { renderScores } from './render.js';
import { runCheck, runMoves } from './script.js';
import { describeEnd, words } from './text.js';

function usage(lang: Lang): string {
  return words(lang).usage(sessionHelp('scarabeo', lang));
}

/**
 * A replayed record: the seats' scores, then how the game ended or that it goes on. The standard lexicon is
 * loaded first (the rules hold it); a record of the full one loads that when its first move is checked.
 */
const replay: ReplayFace = {
  rules: (lang) => {
    const dawg = lexiconFor('standard', lang);
    if (!dawg.ok) return dawg;
    const { lexicons, failure } = lexiconsFrom('standard', dawg.value, lang);
    return ok({ rules: scarabeoGameWith(lexicons), failure });
  },
  summary: (session, lang) => {
    const s = session as Session;
    const state = current(s);
    const scores = renderScores(state, names(s), lang);
    return `${scores}\n${state.end ? describeEnd(state, names(s), lang) : common(lang).notOver}`;
  },
  fields: (session) => {
    const state = current(session as Session) as ScarabeoState;
    return { ...(state.end ? {} : { toMove: state.toMove }), bag: state.bag.length };
  },
};

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
    replay: command(replayOptions('scarabeo'), usage, (o, io) => replayCommand('scarabeo', replay, o, io)),
  },
  command(parsePlayOptions, usage, (options, io) => {
    const dawg = lexiconFor(options.params.lexicon, options.lang);
    if (!dawg.ok) return reportFailure(io, dawg.error);
    // A resumed game may name the other lexicon: loaded when asked for (the one given stands in if it fails,
    // and then the replay says which word it does not know).
    return playScarabeo(options, lexiconsFrom(options.params.lexicon, dawg.value, options.lang).lexicons, io);
  }),
);

export const scarabeoCli: CliGame = {
  name: 'scarabeo',
  summary: (lang) => words(lang).summary,
  run: withJoin('scarabeo', run),
};
