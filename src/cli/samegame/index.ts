// SameGame's terminal face: `ludoteca samegame [options]` plays, `solve` and `replay` are for scripts.
import { ok } from '../../core/result.js';
import { formatField, type SameGameState, samegame } from '../../games/samegame/index.js';
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { type ReplayFace, replayCommand, replayOptions } from '../replay.js';
import { common } from '../words.js';
import { parsePlayOptions, parseSolveOptions } from './options.js';
import { playSameGame } from './play.js';
import { gameOverLine, statusLine } from './render.js';
import { current, type Session } from './session.js';
import { solveCommand } from './solve.js';
import { usage, words } from './text.js';

/** A replayed record: the status line the game shows under its field, then the end or that it goes on. */
const replay: ReplayFace = {
  rules: () => ok({ rules: samegame }),
  summary: (session, lang) =>
    `${statusLine(session as Session, lang)}\n${gameOverLine(current(session as Session), lang) ?? common(lang).notOver}`,
  fields: (session) => {
    const state = current(session as Session) as SameGameState;
    return { blocksLeft: state.blocksLeft, field: formatField(state.field, '/') };
  },
};

const run = subCommands(
  'samegame',
  {
    solve: command(parseSolveOptions, usage, solveCommand),
    replay: command(replayOptions('samegame'), usage, (o, io) => replayCommand('samegame', replay, o, io)),
  },
  command(parsePlayOptions, usage, playSameGame),
);

export const samegameCli: CliGame = {
  name: 'samegame',
  summary: (lang) => words(lang).summary,
  run,
};
