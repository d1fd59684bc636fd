// Konobi's terminal face: `ludoteca konobi [options]` plays in the console, `ludoteca konobi gtp` speaks GTP.
import { LEVEL_PLAYOUTS } from '../../ai/konobi/index.js';
import { createRng } from '../../core/rng.js';
import { command, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import { type Lang, tr } from '../lang.js';
import { runGtp } from './gtp.js';
import { parseGtpOptions, parsePlayOptions } from './options.js';
import { playKonobi } from './play.js';

function usage(lang: Lang): string {
  const levels = LEVEL_PLAYOUTS.map((p, i) => `${i + 1}=${p}`).join(', ');
  return tr(
    lang,
    `Usage:
  ludoteca konobi [--size N] [--black human|computer] [--white human|computer] [--level L] [--seed S]
  ludoteca konobi --resume
  ludoteca konobi gtp [--level L] [--seed S]

Konobi: Black joins the top and bottom edges, White the left and right ones (docs/konobi.md).
  --size N      board size, 5 to 19 (default 11)
  --black, --white  who plays that colour (default: you Black, the computer White)
  --level L     the computer's strength, 1 (easy) to ${LEVEL_PLAYOUTS.length} (strong), playouts per move: ${levels}
  --seed S      the game's seed (1–64 of A-Z a-z 0-9 _ -): the computer's choices follow from it
  --resume      resume the saved game; --save saves a script's game too
Type points such as c4 (a1 is the top-left corner), swap, pass, legal, and the commands below.

${sessionHelp('konobi', 'en')}

gtp: the Go Text Protocol (version 2) on stdin/stdout, with swap, konobi-setup, konobi-legal, konobi-winner.
`,
    `Uso:
  ludoteca konobi [--size N] [--black human|computer] [--white human|computer] [--level L] [--seed S]
  ludoteca konobi --resume
  ludoteca konobi gtp [--level L] [--seed S]

Konobi: il Nero unisce i bordi alto e basso, il Bianco sinistro e destro (docs/konobi.md).
  --size N      lato della scacchiera, da 5 a 19 (predefinito 11)
  --black, --white  chi gioca quel colore (predefinito: tu il Nero, il computer il Bianco)
  --level L     forza del computer, da 1 (facile) a ${LEVEL_PLAYOUTS.length} (forte), simulazioni per mossa: ${levels}
  --seed S      il seme della partita (da 1 a 64 tra A-Z a-z 0-9 _ -): ne seguono le scelte del computer
  --resume      riprendi la partita salvata; --save salva anche la partita di uno script
Scrivi punti come c4 (a1 è l'angolo in alto a sinistra), swap, pass, legal e i comandi qui sotto.

${sessionHelp('konobi', 'it')}

gtp: il Go Text Protocol (versione 2) su stdin/stdout, con swap, konobi-setup, konobi-legal, konobi-winner.
`,
  );
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
  summary: (lang) =>
    tr(
      lang,
      'Konobi: connect your two edges, with weak links and no crosscuts; also `gtp`',
      'Konobi: unisci i tuoi due bordi, con legami deboli e senza tagli incrociati; anche `gtp`',
    ),
  run,
};
