// The commands every terminal game understands, by their English names, the Italian ones and one-letter
// shortcuts (matched case-insensitively), and the help text that says so and what the exit status means;
// a game adds its own commands to these.
import { type Lang, tr } from './lang.js';

export const COMMON_ALIASES = {
  help: 'help',
  '?': 'help',
  aiuto: 'help',
  undo: 'undo',
  u: 'undo',
  annulla: 'undo',
  redo: 'redo',
  r: 'redo',
  ripeti: 'redo',
  hint: 'hint',
  h: 'hint',
  suggerimento: 'hint',
  restart: 'restart',
  ricomincia: 'restart',
  new: 'new',
  n: 'new',
  nuova: 'new',
  quit: 'quit',
  q: 'quit',
  exit: 'quit',
  esci: 'quit',
} as const;

/** The shared names, under the name the solo games have always used. */
export const SOLO_ALIASES = COMMON_ALIASES;

export type CommonCommand = (typeof COMMON_ALIASES)[keyof typeof COMMON_ALIASES];

export function parseCommonCommand(text: string): CommonCommand | undefined {
  return (COMMON_ALIASES as Readonly<Record<string, CommonCommand>>)[text.trim().toLowerCase()];
}

/** The part of every game's --help about the commands, saving, resuming and the exit status. */
export function sessionHelp(game: string, lang: Lang): string {
  return tr(
    lang,
    `Commands in every game: help (?, aiuto), undo (u, annulla), redo (r, ripeti), hint (h, suggerimento),
restart (ricomincia), new (n, nuova), quit (q, exit, esci).
A game played at a terminal is saved after every move in $LUDOTECA_HOME/${game}.json (default ~/.ludoteca):
Ctrl-D or Ctrl-C leaves it saved and --resume picks it up. A script (stdin not a terminal, or --json) never
touches that save unless it asks with --save.
Exit status: 0 when the run ended normally; 1 when a move or command of a script was refused (each refusal is
said on stdout and the run goes on to the end of its input) or a file could not be read; 2 for a usage error.`,
    `Comandi in ogni gioco: help (?, aiuto), undo (u, annulla), redo (r, ripeti), hint (h, suggerimento),
restart (ricomincia), new (n, nuova), quit (q, exit, esci).
Una partita giocata al terminale si salva dopo ogni mossa in $LUDOTECA_HOME/${game}.json (predefinita
~/.ludoteca): Ctrl-D o Ctrl-C la lasciano salvata e --resume la riprende. Uno script (stdin non è un terminale,
o --json) non tocca quel salvataggio se non lo chiede con --save.
Codice di uscita: 0 se l'esecuzione è finita normalmente; 1 se una mossa o un comando di uno script è stato
rifiutato (ogni rifiuto è detto su stdout e l'esecuzione continua fino alla fine dell'input) o un file non si è
potuto leggere; 2 per un errore d'uso.`,
  );
}
