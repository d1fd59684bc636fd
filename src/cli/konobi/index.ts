// Konobi's terminal face: `ludoteca konobi [options]` plays in the console, `ludoteca konobi gtp` speaks GTP,
// `ludoteca konobi replay` replays a record.
import { LEVEL_PLAYOUTS } from '../../ai/konobi/index.js';
import { ok } from '../../core/result.js';
import { createRng } from '../../core/rng.js';
import { konobi, winner } from '../../games/konobi/index.js';
import { current } from '../../session/index.js';
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { withJoin } from '../online/index.js';
import { type ReplayFace, replayCommand, replayOptions } from '../replay.js';
import { endLine, type Session, who } from './controller.js';
import { runGtp } from './gtp.js';
import { parseGtpOptions, parsePlayOptions } from './options.js';
import { playKonobi } from './play.js';
import { words } from './text.js';

function usage(lang: Lang): string {
  const levels = LEVEL_PLAYOUTS.map((p, i) => `${i + 1}=${p}`).join(', ');
  return words(lang).usage(levels, LEVEL_PLAYOUTS.length, sessionHelp('konobi', lang));
}

/** A replayed record: how it ended (the winner and the chain), or whose turn it is. */
const replay: ReplayFace = {
  rules: () => ok({ rules: konobi }),
  summary: (session, lang) => {
    const s = session as Session;
    const state = current(s);
    return konobi.isOver(state) ? endLine(s, lang) : words(lang).toMove(who(s, state.toMove, lang));
  },
  fields: (session) => {
    const state = current(session as Session);
    const w = winner(state);
    return konobi.isOver(state) ? (w === undefined ? {} : { winner: w }) : { toMove: state.toMove };
  },
};

const run = subCommands(
  'konobi',
  {
    gtp: command(parseGtpOptions, usage, async (options, io) =>
      runGtp(io, {
        version: await io.version(),
        level: options.level,
        rng: createRng(options.seed ?? String(io.random32())),
        now: io.now,
      }),
    ),
    replay: command(replayOptions('konobi'), usage, (o, io) => replayCommand('konobi', replay, o, io)),
  },
  command(parsePlayOptions, usage, playKonobi),
);

export const konobiCli: CliGame = {
  name: 'konobi',
  summary: (lang) => words(lang).summary,
  run: withJoin('konobi', run),
};
