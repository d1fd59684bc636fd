// The one way the terminal words things in English and Italian: each module keeps its texts in a dictionary
// per language, the Italian typed as the English, so a missing or extra Italian entry is a compile error;
// `words(lang)` picks the language. This module holds the words every game's loop and flags share.
import type { Lang } from '../core/messages.js';

/** A dictionary's entries: plain texts, or functions of what the text names. */
export type Words = Record<string, string | ((...args: never[]) => string)>;

/**
 * A dictionary in both languages, English first; `it` must have exactly the English keys with the same
 * kinds of values (its functions take their parameters' types from the English). Returns the lookup by language.
 */
export function dictionary<W extends Words>(en: W, it: NoInfer<{ readonly [K in keyof W]: W[K] }>): (lang: Lang) => W {
  return (lang) => (lang === 'it' ? it : en);
}

/** "1 move", "2 moves": a count with its noun, singular or plural, in both languages. */
export function counted(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export const common = dictionary(
  {
    // The commands every game shares (../commands.ts) and what they say.
    newGame: (id: string) => `New game ${id}.`,
    backToStart: 'Back to the start.',
    alreadyAtStart: 'Already at the start.',
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    moveTakenBack: 'Move taken back.',
    movePlayedAgain: 'Move played again.',
    refused: (why: string) => `Refused: ${why}.`,
    hint: (move: string) => `Hint: ${move}.`,
    // The solo games' refusals (also a --json line's message) and what undo and redo did.
    noUndo: 'nothing to undo',
    noRedo: 'nothing to redo',
    atStart: 'already at the start: no move to take back',
    undid: (move: string) => `Undid ${move}.`,
    redid: (move: string) => `Redid ${move}.`,
    person: 'person',
    // The loop: saving, resuming, quitting.
    resuming: (progress: string) => `Resuming the saved game after ${progress}.\n`,
    moves: (n: number) => counted(n, 'move', 'moves'),
    saved: (game: string) => `The game is saved: ludoteca ${game} --resume picks it up.`,
    nothingSaved: 'No move was played, so nothing is saved.',
    notSaved: 'The game is not saved (a script saves its game only with --save).',
    saveFailed: (why: string) => `The game is not saved: it could not be written (${why}).`,
    savedInProgress: (game: string, progress: string) =>
      `You have a saved game in progress (${progress}): ludoteca ${game} --resume continues it; it will be replaced when you move.`,
    unfinished: 'End of input: the game is left unfinished.',
    tooNarrow: (needed: number, columns: number) =>
      `Warning: the board needs ${needed} columns and the terminal has ${columns}, so its lines wrap: widen the window to at least ${needed} columns.`,
    cannotSave: (path: string, why: string) => `cannot save the game to ${path}: ${why}`,
    noSave: (path: string, game: string) => `no saved game in ${path}: play one first (ludoteca ${game})`,
    cannotResume: (path: string, why: string) => `cannot resume ${path}: ${why}`,
    otherGame: (game: string) => `it is a ${game} game`,
    // `replay` (../replay.ts): a record read and replayed.
    recordPrompt: 'Type or paste the record (JSON), then Ctrl-D:\n',
    replayed: (origin: string, n: number) => `${origin}, after ${counted(n, 'move', 'moves')}`,
    fromPosition: (game: string, params: string) => `${game} ${params} from a start position`,
    notOver: 'The game is not over.',
    replayWith: (game: string) => `: replay it with \`ludoteca ${game} replay\``,
    expectedRecord:
      ': expected a game record, {"version":1,"game":…,"params":…,"seed":…,"moves":[…]} (docs/formats.md)',
    // Files.
    noSuchFile: 'no such file',
    permissionDenied: 'permission denied',
    isFolder: 'it is a folder',
    notAFolder: 'a part of the path is not a folder',
    diskFull: 'the disk is full',
    readOnly: 'the file system is read-only',
    pathTooLong: 'the path is too long',
    systemRefused: (code: string) => `the system refused it (${code})`,
    tooLarge: (mb: number) => `it is over ${mb} MB, more than any position or record`,
    cannotRead: (path: string, why: string) => `cannot read ${path}: ${why}`,
    // Flags.
    seeHelp: (command: string) => `see \`${command} --help\``,
    unexpectedArgument: (extra: string, command: string) => `unexpected argument "${extra}" for \`${command}\``,
    unknownOption: (option: string) => `unknown option ${option}`,
    takesNoValue: (flag: string) => `${flag} takes no value`,
    needsValue: (flag: string) =>
      `${flag} needs a value (write ${flag} VALUE, or ${flag}=VALUE for a value starting with -)`,
    unexpected: (arg: string) => `unexpected argument "${arg}"`,
    argumentTooLong: (n: number, max: number) => `argument ${n} is longer than ${max} characters`,
    tooManyArguments: (max: number) => `more than ${max} arguments`,
    outOfRange: (flag: string, what: string, min: number, max: number, got: string) =>
      `${flag} expects ${what} from ${min} to ${max}, got "${got}"`,
    notWholeNumber: (flag: string, got: string) => `${flag} expects a whole number, got "${got}"`,
    oneOf: (flag: string, choices: readonly string[], got: string) =>
      `${flag} expects ${choices.length === 2 ? choices.join(' or ') : `one of ${choices.join(', ')}`}, got "${got}"`,
    conflict: (a: string, b: string) => `${a} and ${b} cannot be used together`,
    idOfOtherGame: (game: string, expected: string) => `--id names a ${game} game: expected ${expected}`,
    unknownCommand: (word: string, game: string, names: string) =>
      `unknown command "${word}" for \`ludoteca ${game}\`: expected ${names}, or options to play; see \`ludoteca ${game} --help\``,
    unknownGame: (name: string, known: string) =>
      `unknown game "${name}": expected one of ${known}; see \`ludoteca --help\``,
    milliseconds: 'milliseconds',
  },
  {
    newGame: (id) => `Nuova partita ${id}.`,
    backToStart: 'Di nuovo all’inizio.',
    alreadyAtStart: 'Già all’inizio.',
    nothingToUndo: 'Niente da annullare.',
    nothingToRedo: 'Niente da ripetere.',
    moveTakenBack: 'Mossa annullata.',
    movePlayedAgain: 'Mossa ripetuta.',
    refused: (why) => `Rifiutata: ${why}.`,
    hint: (move) => `Suggerimento: ${move}.`,
    noUndo: 'niente da annullare',
    noRedo: 'niente da ripetere',
    atStart: 'già all’inizio: nessuna mossa da annullare',
    undid: (move) => `Annullata ${move}.`,
    redid: (move) => `Ripetuta ${move}.`,
    person: 'persona',
    resuming: (progress) => `Riprendo la partita salvata dopo ${progress}.\n`,
    moves: (n) => counted(n, 'mossa', 'mosse'),
    saved: (game) => `La partita è salvata: ludoteca ${game} --resume la riprende.`,
    nothingSaved: 'Nessuna mossa giocata: niente da salvare.',
    notSaved: 'La partita non è salvata (uno script salva la sua partita solo con --save).',
    saveFailed: (why) => `La partita non è salvata: non è stato possibile scriverla (${why}).`,
    savedInProgress: (game, progress) =>
      `Hai una partita salvata in corso (${progress}): ludoteca ${game} --resume la continua; sarà sostituita quando muovi.`,
    unfinished: 'Fine dell’input: la partita resta da finire.',
    tooNarrow: (needed, columns) =>
      `Attenzione: per disegnare il gioco servono ${needed} colonne e il terminale ne ha ${columns}, quindi le righe vanno a capo: allarga la finestra ad almeno ${needed} colonne.`,
    cannotSave: (path, why) => `impossibile salvare la partita in ${path}: ${why}`,
    noSave: (path, game) => `nessuna partita salvata in ${path}: prima giocane una (ludoteca ${game})`,
    cannotResume: (path, why) => `impossibile riprendere ${path}: ${why}`,
    otherGame: (game) => `è una partita di ${game}`,
    recordPrompt: 'Scrivi o incolla la partita registrata (JSON), poi Ctrl-D:\n',
    replayed: (origin, n) => `${origin}, dopo ${counted(n, 'mossa', 'mosse')}`,
    fromPosition: (game, params) => `${game} ${params} da una posizione iniziale`,
    notOver: 'La partita non è finita.',
    replayWith: (game) => `: rigiocala con \`ludoteca ${game} replay\``,
    expectedRecord:
      ': attesa una partita registrata, {"version":1,"game":…,"params":…,"seed":…,"moves":[…]} (docs/formats.md)',
    noSuchFile: 'il file non esiste',
    permissionDenied: 'permesso negato',
    isFolder: 'è una cartella',
    notAFolder: 'una parte del percorso non è una cartella',
    diskFull: 'il disco è pieno',
    readOnly: 'il file system è di sola lettura',
    pathTooLong: 'il percorso è troppo lungo',
    systemRefused: (code) => `il sistema l’ha rifiutato (${code})`,
    tooLarge: (mb) => `supera gli ${mb} MB, più di qualunque posizione o partita`,
    cannotRead: (path, why) => `impossibile leggere ${path}: ${why}`,
    seeHelp: (command) => `vedi \`${command} --help\``,
    unexpectedArgument: (extra, command) => `argomento "${extra}" inatteso per \`${command}\``,
    unknownOption: (option) => `opzione ${option} sconosciuta`,
    takesNoValue: (flag) => `${flag} non prende un valore`,
    needsValue: (flag) =>
      `${flag} vuole un valore (scrivi ${flag} VALORE, o ${flag}=VALORE per un valore che inizia con -)`,
    unexpected: (arg) => `argomento "${arg}" inatteso`,
    argumentTooLong: (n, max) => `l'argomento ${n} supera i ${max} caratteri`,
    tooManyArguments: (max) => `più di ${max} argomenti`,
    outOfRange: (flag, what, min, max, got) => `${flag} vuole ${what} da ${min} a ${max}, non "${got}"`,
    notWholeNumber: (flag, got) => `${flag} vuole un numero intero, non "${got}"`,
    oneOf: (flag, choices, got) =>
      `${flag} vuole ${choices.length === 2 ? choices.join(' o ') : `uno tra ${choices.join(', ')}`}, non "${got}"`,
    conflict: (a, b) => `${a} e ${b} non si possono usare insieme`,
    idOfOtherGame: (game, expected) => `--id indica una partita di ${game}: atteso ${expected}`,
    unknownCommand: (word, game, names) =>
      `comando "${word}" sconosciuto per \`ludoteca ${game}\`: atteso ${names}, o opzioni per giocare; vedi \`ludoteca ${game} --help\``,
    unknownGame: (name, known) => `gioco "${name}" sconosciuto: atteso uno tra ${known}; vedi \`ludoteca --help\``,
    milliseconds: 'millisecondi',
  },
);
