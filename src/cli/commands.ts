// The commands every terminal game understands, by their English names, the Italian ones and one-letter
// shortcuts (matched case-insensitively), and the help text that says so and what the exit status means;
// a game adds its own commands to these.
import { newSeed } from '../core/gameId.js';
import {
  type AnySession,
  canRedo,
  canUndo,
  current,
  dealSession,
  gameIdOf,
  lastMove,
  moveTo,
} from '../session/index.js';
import type { Lang } from './lang.js';
import { common, dictionary } from './words.js';

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

/** The names of `position`, which SameGame, Shisen-Sho and Konobi add to the shared commands. */
export const POSITION_ALIASES = { position: 'position', posizione: 'position' } as const;

/**
 * What `position` prints: the current position in the game's text form (docs/formats.md), which the scripting
 * commands read back; on one line, its lines joined by `/`, for a game whose notation has that form (SameGame's
 * field as --json shows it, Konobi's position as GTP's konobi-setup takes it).
 */
export function positionText(session: AnySession, oneLine: boolean): string {
  const text: string = session.game.formatPosition(current(session));
  return oneLine ? text.split('\n').join('/') : text;
}

const words = dictionary(
  {
    help: (
      game: string,
      json: boolean,
    ) => `Commands in every game: help (?, aiuto), undo (u, annulla), redo (r, ripeti), hint (h, suggerimento),
restart (ricomincia), new (n, nuova), quit (q, exit, esci).
A game played at a terminal is saved after every move in $LUDOTECA_HOME/${game}.json (default ~/.ludoteca):
quit, Ctrl-D or Ctrl-C leave it saved and --resume picks it up. A script (stdin not a terminal${json ? ', or --json' : ''})
never touches that save unless it asks with --save.
Exit status: 0 when the run ended normally; 1 when a move or command of a script was refused (each refusal is
said on stdout and the run goes on to the end of its input), a file could not be read or the game could not be
saved; 2 for a usage error.`,
  },
  {
    help: (
      game: string,
      json: boolean,
    ) => `Comandi in ogni gioco: help (?, aiuto), undo (u, annulla), redo (r, ripeti), hint (h, suggerimento),
restart (ricomincia), new (n, nuova), quit (q, exit, esci).
Una partita giocata al terminale si salva dopo ogni mossa in $LUDOTECA_HOME/${game}.json (la cartella
predefinita è ~/.ludoteca): quit, Ctrl-D o Ctrl-C la lasciano salvata e --resume la riprende. Uno script (stdin
non è un terminale${json ? ', o --json' : ''}) non tocca quel salvataggio se non lo chiede con --save.
Codice di uscita: 0 se l'esecuzione è finita normalmente; 1 se una mossa o un comando di uno script è stato
rifiutato (ogni rifiuto è segnalato su stdout e l'esecuzione continua fino alla fine dell'input), se un file
non si è potuto leggere o se la partita non si è potuta salvare; 2 per un errore d'uso.`,
  },
);

/**
 * The part of every game's --help about the commands, saving, resuming and the exit status; `json` when the game
 * plays with --json (SameGame and Shisen-Sho), which then counts as a script.
 */
export function sessionHelp(game: string, lang: Lang, json = false): string {
  return words(lang).help(game, json);
}

/** What undo, redo, restart or new did in a solo game: the session after it, its note and the move concerned. */
export type HistoryStep<S> =
  | { readonly session: S; readonly note: string; readonly move?: string }
  | { readonly refused: 'nothing-to-undo' | 'nothing-to-redo' | 'already-at-start'; readonly message: string };

/**
 * Undo, redo, restart and new, the same in every solo game: one step along the history (restart goes back to
 * the start with the moves kept for redo, so it can be taken back), or a new deal with the same params unless
 * `dealParams` says otherwise (Shisen-Sho's after an imported board). `describe` names a move in the note
 * (Shisen-Sho's scramble).
 */
export function historyCommand<S extends AnySession>(
  command: 'undo' | 'redo' | 'restart' | 'new',
  session: S,
  lang: Lang,
  random32: () => number,
  describe: (move: string) => string = (move) => move,
  dealParams: S['params'] = session.params,
): HistoryStep<S> {
  const t = common(lang);
  if (command === 'new') {
    const next = dealSession(session.game, dealParams, newSeed(random32), { seats: session.seats }) as S;
    return { session: next, note: t.newGame(gameIdOf(next) as string) };
  }
  if (command === 'redo') {
    if (!canRedo(session)) return { refused: 'nothing-to-redo', message: t.noRedo };
    const next = moveTo(session, session.at + 1);
    const move = lastMove(next) as string;
    return { session: next, note: t.redid(describe(move)), move };
  }
  if (!canUndo(session)) {
    return command === 'undo'
      ? { refused: 'nothing-to-undo', message: t.noUndo }
      : { refused: 'already-at-start', message: t.atStart };
  }
  if (command === 'restart') return { session: moveTo(session, 0), note: t.backToStart };
  const move = lastMove(session) as string;
  return { session: moveTo(session, session.at - 1), note: t.undid(describe(move)), move };
}
