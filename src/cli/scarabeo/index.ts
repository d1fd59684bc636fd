// Scarabeo's terminal face: `ludoteca scarabeo [options]` plays in the console; `moves` and `check` script it.

import type { Dawg, LexiconKind } from '../../games/scarabeo/index.js';
import { command, reportFailure, subCommands } from '../args.js';
import type { CliGame } from '../cliGame.js';
import { sessionHelp } from '../commands.js';
import { type Lang, tr } from '../lang.js';
import { parseEndgameOptions, runEndgame } from './endgame.js';
import { lexiconFor } from './lexicon.js';
import { parseCheckOptions, parseMovesOptions, parsePlayOptions } from './options.js';
import { playScarabeo } from './play.js';
import { runCheck, runMoves } from './script.js';

function usage(lang: Lang): string {
  return tr(
    lang,
    `Usage:
  ludoteca scarabeo [--players N] [--computer SEATS] [--level N] [--names A,B] [--rules seed|editrice]
                    [--lexicon standard|full] [--seed S | --id scarabeo:2p#S] [--lang it]
  ludoteca scarabeo --resume
  ludoteca scarabeo moves [FILE] [--rack LETTERS] [--top N] [--json] [--lexicon full]
  ludoteca scarabeo check WORD… [--json] [--lexicon full]
  ludoteca scarabeo endgame [FILE] [--time MS] [--json] [--lexicon full]

Scarabeo, the Italian crossword game (docs/scarabeo.md).
  --players N       2 to 4 players (default 2)
  --computer SEATS  the seats the computer plays: 2, 1,3, all or none (default: every seat but the first)
  --level N         the computer's level, 1 (easy) to 5 (strongest at once, the default) or 6 (simulates the replies; slower)
  --names A,B       the players' names, in seat order
  --rules R         seed (default: premiums under new tiles only) or editrice (Editrice Giochi's rules)
  --lexicon L       standard (default) or full (with verb+clitic forms such as mangiarglielo)
  --seed S, --id ID the deal: the same id gives the same bag (ids look like scarabeo:2pe#x)
  --resume          resume the saved game; --save saves a script's game too
Type plays such as 8H CASA (across from H8) or H8 CASA (down), exchange ABC?, pass, board, and the commands below.

${sessionHelp('scarabeo', 'en')}

moves: every legal play of the position in FILE (or stdin) for its rack: line or --rack, best first.
check: whether each word is in the lexicon; exit status 0 when all are, 1 otherwise.
endgame: the best line and final spread of a two-player endgame: the position in FILE (or stdin) with the rack
  of the player to move; the opponent holds every other tile (the bag is empty). Proven, or the best found in
  --time ms (default 5000).
`,
    `Uso:
  ludoteca scarabeo [--players N] [--computer POSTI] [--level N] [--names A,B] [--rules seed|editrice]
                    [--lexicon standard|full] [--seed S | --id scarabeo:2p#S] [--lang it]
  ludoteca scarabeo --resume
  ludoteca scarabeo moves [FILE] [--rack LETTERE] [--top N] [--json] [--lexicon full]
  ludoteca scarabeo check PAROLA… [--json] [--lexicon full]
  ludoteca scarabeo endgame [FILE] [--time MS] [--json] [--lexicon full]

Scarabeo, il gioco di parole crociate (docs/scarabeo.md).
  --players N       da 2 a 4 giocatori (predefinito 2)
  --computer POSTI  i posti del computer: 2, 1,3, all o none (predefinito: tutti tranne il primo)
  --level N         il livello del computer, da 1 (facile) a 5 (il più forte all'istante, predefinito) o 6 (simula le risposte; più lento)
  --names A,B       i nomi dei giocatori, nell'ordine dei posti
  --rules R         seed (predefinite: premi solo sotto le tessere nuove) o editrice (regole Editrice Giochi)
  --lexicon L       standard (predefinito) o full (con le forme verbo+clitico come mangiarglielo)
  --seed S, --id ID la distribuzione: lo stesso id dà lo stesso sacchetto (per esempio scarabeo:2pe#x)
  --resume          riprendi la partita salvata; --save salva anche la partita di uno script
Scrivi giocate come 8H CASA (in orizzontale da H8) o H8 CASA (in verticale), exchange ABC?, pass, board e i comandi qui sotto.

${sessionHelp('scarabeo', 'it')}

moves: tutte le giocate legali della posizione in FILE (o stdin) per il suo leggio (riga rack: o --rack), le migliori prima.
check: se ogni parola è nel lessico; codice di uscita 0 se lo sono tutte, 1 altrimenti.
endgame: la linea migliore e lo scarto finale di un finale a due: la posizione in FILE (o stdin) con il leggio
  di chi muove; l'avversario ha tutte le altre tessere (il sacchetto è vuoto). Dimostrato, o il migliore
  trovato in --time ms (predefinito 5000).
`,
  );
}

const run = subCommands(
  'scarabeo',
  {
    moves: command(parseMovesOptions, usage, (options, io) =>
      runMoves(options, io, () => {
        const d = lexiconFor(options.lexicon, options.lang);
        return d.ok ? d.value : d.error;
      }),
    ),
    endgame: command(parseEndgameOptions, usage, (options, io) =>
      runEndgame(options, io, () => {
        const d = lexiconFor(options.lexicon, options.lang);
        return d.ok ? d.value : d.error;
      }),
    ),
    check: command(parseCheckOptions, usage, (options, io) => {
      const dawg = lexiconFor(options.lexicon, options.lang);
      if (!dawg.ok) return reportFailure(io, dawg.error);
      return runCheck(options, io, dawg.value);
    }),
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
  summary: (lang) =>
    tr(
      lang,
      'Scarabeo: the Italian crossword game, 2–4 players, people or computer; also `moves`, `check`, `endgame`',
      'Scarabeo: il gioco di parole crociate, 2–4 giocatori, persone o computer; anche `moves`, `check`, `endgame`',
    ),
  run,
};
