// Konobi's terminal face: `ludoteca konobi [options]` plays in the console, `ludoteca konobi gtp` speaks GTP.
import { LEVEL_PLAYOUTS } from '../../ai/konobi/index.js';
import { createRng } from '../../core/rng.js';
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { withJoin } from '../online/index.js';
import { runGtp } from './gtp.js';
import { parseGtpOptions, parsePlayOptions } from './options.js';
import { playKonobi } from './play.js';
import { words } from './text.js';

function usage(lang: Lang): string {
  const levels = LEVEL_PLAYOUTS.map((p, i) => `${i + 1}=${p}`).join(', ');
  return words(lang).usage(levels, LEVEL_PLAYOUTS.length, sessionHelp('konobi', lang));
}

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
  },
  command(parsePlayOptions, usage, playKonobi),
);

export const konobiCli: CliGame = {
  name: 'konobi',
  summary: (lang) => words(lang).summary,
  run: withJoin('konobi', run),
};
