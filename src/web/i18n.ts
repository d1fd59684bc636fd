// The web app's text in English and Italian: one typed dictionary per language (Italian must match English's shape).
import { createContext, useCallback, useContext, useState } from 'react';
import type { Lang } from '../core/messages.js';
import type { ScoresFailure } from './api.js';
import { numEn, numIt } from './formatNumber.js';
import { KB_TEXT } from './konobi/text.js';
import type { WholeProblem } from './numberField.js';
import { OL_TEXT } from './online/text.js';
import { RP_TEXT } from './replay/text.js';
import { SC_TEXT } from './scarabeo/text.js';
import { SS_TEXT } from './shisensho/text.js';

export type { Lang };
export const LANGS: readonly Lang[] = ['en', 'it'];

const en = {
  appName: 'Ludoteca',
  tagline: 'Classic tile and board games, in your browser and your terminal.',
  home: 'Home',
  language: 'Language',
  languageName: { en: 'English', it: 'Italiano' } as Record<Lang, string>,
  play: 'Play',
  resume: 'Resume',
  resumeGame: (board: string, moves: number) => `Resume ${board} · ${numEn(moves)} ${moves === 1 ? 'move' : 'moves'}`,
  inProgress: 'Games in progress',
  abandonTitle: 'Abandon the game in progress?',
  abandonText: (game: string, board: string, moves: number) =>
    `You have a ${game} game in progress on this board (${board}, ${numEn(moves)} ${moves === 1 ? 'move' : 'moves'}). Starting a new one gives it up for good.`,
  abandonKeep: 'Keep playing it',
  abandonConfirm: 'Abandon it and start',
  rules: 'Rules',
  notFound: 'There is no page here.',
  backHome: 'Back to the home page',
  loading: 'Loading…',
  dailyDeal: 'Daily deal',
  dailyOffline: 'The server cannot be reached.',
  dailyUnreachable: 'Daily deal: the server cannot be reached.',
  dailyFailed: 'The server answered with an error.',
  dailyServerError: 'Daily deal: the server answered with an error.',
  dailyBest: 'Today’s best',
  dailyBoardTitle: 'Today’s daily deal',
  dailyBoardTitleOf: (day: string) => `Daily deal of ${day}`,
  dailyNone: 'No one has finished today’s daily deal yet.',
  dailyNoneOf: (day: string) => `No one finished the daily deal of ${day}.`,
  dailyTime: 'Time',
  games: {
    samegame: {
      title: 'SameGame',
      blurb: 'Click groups of same-coloured blocks; the field falls down and slides left. Big groups score big.',
    },
    shisensho: {
      title: 'Shisen-Sho',
      blurb: 'Remove pairs of matching mahjong tiles joined by a path of at most three straight lines.',
    },
    scarabeo: {
      title: 'Scarabeo',
      blurb: 'The Italian crossword game for two to four players, people or computer.',
    },
    konobi: {
      title: 'Konobi',
      blurb: 'A connection game of strong and weak links, where crosscuts are forbidden.',
    },
  } as Record<string, { title: string; blurb: string }>,
  // SameGame
  score: 'Score',
  lastMove: 'Last move',
  blocksLeft: 'Blocks left',
  best: 'Best',
  noBest: '—',
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  hint: 'Hint',
  thinking: 'Thinking…',
  newGame: 'New game',
  gameId: 'Game id',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Select the id and copy it',
  demo: 'Demo',
  demoStart: 'Start demo',
  demoStop: 'Stop demo',
  strategy: 'Strategy',
  speed: 'Speed',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' } as Record<'slow' | 'normal' | 'fast', string>,
  strategies: {
    random: 'Random',
    leftmost: 'Leftmost',
    largest: 'Largest group',
    best: 'Best (solver)',
  } as Record<string, string>,
  demoNote: 'A game the demo has played in is not entered in the high scores.',
  fieldLabel: (w: number, h: number) =>
    `Field of ${w} columns and ${h} rows. Arrow keys move the cursor, Enter removes the group under it.`,
  cellLabel: (x: number, y: number, color: number, colorName: string, group: number) =>
    `column ${x}, row ${y}, colour ${color} (${colorName}), ${group < 2 ? 'alone' : `group of ${group}`}`,
  emptyCell: (x: number, y: number) => `column ${x}, row ${y}, empty`,
  groupPreview: (n: number, points: number) => `${n} blocks: +${numEn(points)}`,
  hintIs: (x: number, y: number, n: number) => `Hint: the group of ${n} at ${x},${y}`,
  hintNone: 'No move left to hint.',
  hintFailed: 'The hint could not be computed.',
  won: 'Field cleared!',
  lost: 'No moves left',
  finalScore: (s: number) => `Final score: ${numEn(s)}`,
  blocksRemaining: (n: number) => `${numEn(n)} ${n === 1 ? 'block' : 'blocks'} left on the field`,
  showField: 'Show the field',
  playerName: 'Your name for the high scores',
  saveScore: 'Save score',
  saving: 'Saving…',
  savedRank: (rank: number | null) =>
    rank === null
      ? 'Saved in the history, not ranked: only a deal the server dealt is ranked, once.'
      : `Saved: rank ${rank} for these settings.`,
  /** `day` is another day's date, shown ("27 Nov"); undefined for today. */
  savedDailyRank: (rank: number, day?: string) =>
    day === undefined
      ? `Saved: rank ${rank} on today’s daily deal.`
      : `Saved: rank ${rank} on the daily deal of ${day}.`,
  notEntered: 'Not entered in the high scores (the demo played).',
  changeName: 'Change name',
  playingAs: (name: string) => `playing as ${name}`,
  nameInvalid: 'Enter a name of 1 to 24 characters.',
  serverError: (msg: string) => `The server did not save the game: ${msg}`,
  /** A board of scores not shown: no answer at all, or an answer with an error (the home card's two cases). */
  scoresDown: {
    offline: 'The high-score server cannot be reached.',
    error: 'The high-score server answered with an error.',
  } as Record<ScoresFailure, string>,
  offlineNotice:
    'You are offline. The games play on; high scores, recent games and ranked deals come back with the connection, and finished games are sent then.',
  keptForLater:
    'The high-score server cannot be reached: your score is kept in this browser and sent when the server is back.',
  highScores: 'High scores',
  highScoresFor: (params: string) => `High scores · ${params}`,
  rank: '#',
  player: 'Player',
  players: 'Players',
  /** The server's name for a game posted without one. */
  anonymous: 'anonymous',
  date: 'Date',
  noScores: 'No scores yet for these settings.',
  // Recent games (recent.tsx), on any game's page
  recentTitle: 'Recent games',
  recentTitleFor: (params: string) => `Recent games · ${params}`,
  recentNone: (game: string) => `No finished ${game} games on the server yet.`,
  recentNoneFor: (game: string) => `No finished ${game} games with these settings on the server yet.`,
  /** The recent games not shown: no answer at all, or an answer with an error (as the boards' `scoresDown`). */
  recentDown: {
    offline: 'The server cannot be reached, so the recent games cannot be shown.',
    error: 'The server answered with an error, so the recent games cannot be shown.',
  } as Record<ScoresFailure, string>,
  recentBoard: 'Board',
  recentResult: 'Result',
  recentMoves: 'Moves',
  resultCleared: 'Cleared',
  resultStuck: 'Stuck',
  restoreFailed: (why: string) => `The saved game could not be restored and was discarded: ${why}`,
  otherGame: 'the save belongs to another game',
  badGame: 'This game cannot be opened',
  startNew: 'Start a new game',
  // New-game dialog
  newGameTitle: 'New game',
  presets: 'Presets',
  presetNames: {
    seed: 'The original',
    'classic-3': 'Classic, 3 colours',
    classic: 'Classic',
    large: 'Large',
    benchmark: 'Benchmark',
  } as Record<string, string>,
  custom: 'Custom',
  width: 'Width',
  height: 'Height',
  colours: 'Colours',
  sizeLine: (w: number, h: number, c: number) => `${w} × ${h}, ${c} colours`,
  winnableOnly: 'Winnable deals only',
  openId: 'Or open a game id',
  openIdPlaceholder: 'samegame:15x10c4#k2',
  wrongGame: (game: string) => `"${game}" is not a SameGame id`,
  /** A number field's refusal on submit (numberField.ts), naming the field in lower case. */
  numberProblem: (what: string, p: WholeProblem, min: number, max: number) =>
    p.kind === 'empty'
      ? `${what} is empty: expected ${min} to ${max}`
      : p.kind === 'not-whole'
        ? `${what} "${p.text}" is not a whole number: expected ${min} to ${max}`
        : `${what} ${p.value} is out of range: it must be from ${min} to ${max}`,
  fieldNames: { width: 'width', height: 'height', colours: 'colours' },
  start: 'Start',
  cancel: 'Cancel',
  close: 'Close',
  // Rules page
  rulesTitle: 'SameGame: rules',
  backToGame: 'Play SameGame',
  rulesSections: [
    {
      title: 'The game',
      body: [
        'The field is filled with blocks of several colours. A group is a set of blocks of the same colour joined up, down, left or right.',
        'Choose a block of a group of two or more: the whole group is removed. A block on its own cannot be removed.',
        'Then the blocks above the holes fall down, and when a column empties, the columns to its right slide left to close the gap.',
      ],
    },
    {
      title: 'Scoring',
      body: [
        'Removing a group of n blocks scores (n − 2)²: two blocks score 0, three score 1, five score 9, ten score 64. Big groups pay, so gather a colour before removing it.',
        'Clearing the whole field adds a bonus of 1000 points. Nothing is ever subtracted.',
      ],
    },
    {
      title: 'End of the game',
      body: [
        'The game is over when no group of two or more blocks is left. It is won when the field is empty.',
        'A finished game is entered in the high scores for its size and number of colours (not when the demo played).',
      ],
    },
    {
      title: 'Controls',
      body: [
        'Mouse: point at a block to see its group and what it would score; click to remove it. Touch: tap once to select a group, tap it again to remove it.',
        'Keyboard: the arrow keys move the cursor, Enter or Space removes the group under it; U or Ctrl+Z undoes, R or Ctrl+Y redoes, H asks for a hint.',
        'Hint asks the solver for a good move (it thinks for about a second). Demo plays by itself with one of four strategies: random, leftmost, largest group, or best (the solver).',
      ],
    },
    {
      title: 'Game ids',
      body: [
        'Every deal has an id such as samegame:15x10c4#k2: 15 columns, 10 rows, 4 colours, seed k2. A w after the colours (15x10c4w) deals only fields that can be cleared. The same id always gives the same deal: share the page address and a friend plays your deal.',
      ],
    },
  ],
  ss: SS_TEXT.en,
  colorNames: [
    '',
    'red circle',
    'blue square',
    'yellow triangle',
    'green diamond',
    'pink star',
    'orange cross',
    'sky-blue ring',
    'white heart',
    'brown hexagon',
  ],
  kb: KB_TEXT.en,
  // Scarabeo (its text lives in scarabeo/text.ts)
  sc: SC_TEXT.en,
  // Online play (its text lives in online/text.ts)
  ol: OL_TEXT.en,
  // The replay viewer (replay/text.ts)
  rp: RP_TEXT.en,
};

export type Dict = typeof en;

const it: Dict = {
  appName: 'Ludoteca',
  tagline: 'Giochi classici di tessere e da tavolo, nel browser e nel terminale.',
  home: 'Inizio',
  language: 'Lingua',
  languageName: { en: 'English', it: 'Italiano' },
  play: 'Gioca',
  resume: 'Riprendi',
  resumeGame: (board: string, moves: number) =>
    `Riprendi ${board} · ${numIt(moves)} ${moves === 1 ? 'mossa' : 'mosse'}`,
  inProgress: 'Partite in corso',
  abandonTitle: 'Abbandonare la partita in corso?',
  abandonText: (game: string, board: string, moves: number) =>
    `Hai una partita a ${game} in corso su questo tavolo (${board}, ${numIt(moves)} ${moves === 1 ? 'mossa' : 'mosse'}). Iniziarne una nuova la abbandona per sempre.`,
  abandonKeep: 'Continua quella',
  abandonConfirm: 'Abbandonala e inizia',
  rules: 'Regole',
  notFound: 'Qui non c’è nessuna pagina.',
  backHome: 'Torna alla pagina iniziale',
  loading: 'Caricamento…',
  dailyDeal: 'Partita del giorno',
  dailyOffline: 'Server non raggiungibile.',
  dailyUnreachable: 'Partita del giorno: il server non risponde.',
  dailyFailed: 'Il server ha risposto con un errore.',
  dailyServerError: 'Partita del giorno: il server ha risposto con un errore.',
  dailyBest: 'Migliori di oggi',
  dailyBoardTitle: 'Partita del giorno di oggi',
  dailyBoardTitleOf: (day: string) => `Partita del giorno del ${day}`,
  dailyNone: 'Nessuno ha ancora finito la partita del giorno di oggi.',
  dailyNoneOf: (day: string) => `Nessuno ha finito la partita del giorno del ${day}.`,
  dailyTime: 'Tempo',
  games: {
    samegame: {
      title: 'SameGame',
      blurb:
        'Fai clic sui gruppi di blocchi dello stesso colore; il campo cade e scorre a sinistra. I gruppi grandi valgono di più.',
    },
    shisensho: {
      title: 'Shisen-Sho',
      blurb: 'Togli coppie di tessere del mahjong uguali unite da un percorso di al massimo tre tratti.',
    },
    scarabeo: {
      title: 'Scarabeo',
      blurb: 'Il gioco di parole crociate, da due a quattro giocatori, persone o computer.',
    },
    konobi: {
      title: 'Konobi',
      blurb: 'Un gioco di connessione con legami forti e deboli, dove gli incroci sono vietati.',
    },
  },
  score: 'Punteggio',
  lastMove: 'Ultima mossa',
  blocksLeft: 'Blocchi rimasti',
  best: 'Record',
  noBest: '—',
  undo: 'Annulla',
  redo: 'Ripeti',
  restart: 'Ricomincia',
  hint: 'Suggerimento',
  thinking: 'Ci penso…',
  newGame: 'Nuova partita',
  gameId: 'Id partita',
  copy: 'Copia',
  copied: 'Copiato',
  copyFailed: 'Seleziona l’id e copialo',
  demo: 'Dimostrazione',
  demoStart: 'Avvia la dimostrazione',
  demoStop: 'Ferma la dimostrazione',
  strategy: 'Strategia',
  speed: 'Velocità',
  speeds: { slow: 'Lenta', normal: 'Normale', fast: 'Veloce' },
  strategies: {
    random: 'A caso',
    leftmost: 'Più a sinistra',
    largest: 'Gruppo più grande',
    best: 'Migliore (risolutore)',
  },
  demoNote: 'Una partita in cui ha giocato la dimostrazione non entra nella classifica.',
  fieldLabel: (w: number, h: number) =>
    `Campo di ${w} colonne e ${h} righe. Le frecce muovono il cursore, Invio toglie il gruppo sotto il cursore.`,
  cellLabel: (x: number, y: number, color: number, colorName: string, group: number) =>
    `colonna ${x}, riga ${y}, colore ${color} (${colorName}), ${group < 2 ? 'isolato' : `gruppo di ${group}`}`,
  emptyCell: (x: number, y: number) => `colonna ${x}, riga ${y}, vuota`,
  groupPreview: (n: number, points: number) => `${n} blocchi: +${numIt(points)}`,
  hintIs: (x: number, y: number, n: number) => `Suggerimento: il gruppo di ${n} in ${x},${y}`,
  hintNone: 'Non resta nessuna mossa da suggerire.',
  hintFailed: 'Non è stato possibile calcolare il suggerimento.',
  won: 'Campo sgombrato!',
  lost: 'Nessuna mossa possibile',
  finalScore: (s: number) => `Punteggio finale: ${numIt(s)}`,
  blocksRemaining: (n: number) => `${numIt(n)} ${n === 1 ? 'blocco rimasto' : 'blocchi rimasti'} nel campo`,
  showField: 'Mostra il campo',
  playerName: 'Il tuo nome per la classifica',
  saveScore: 'Salva il punteggio',
  saving: 'Salvataggio…',
  savedRank: (rank: number | null) =>
    rank === null
      ? 'Salvato nello storico, fuori classifica: entra solo una partita distribuita dal server, una volta.'
      : `Salvato: posizione ${rank} per queste impostazioni.`,
  savedDailyRank: (rank: number, day?: string) =>
    day === undefined
      ? `Salvato: ${rank}° nella partita del giorno di oggi.`
      : `Salvato: ${rank}° nella partita del giorno del ${day}.`,
  notEntered: 'Non entra in classifica (ha giocato la dimostrazione).',
  changeName: 'Cambia nome',
  playingAs: (name: string) => `giochi come ${name}`,
  nameInvalid: 'Scrivi un nome da 1 a 24 caratteri.',
  serverError: (msg: string) => `Il server non ha salvato la partita: ${msg}`,
  scoresDown: {
    offline: 'Il server della classifica non risponde.',
    error: 'Il server della classifica ha risposto con un errore.',
  },
  offlineNotice:
    'Sei offline. I giochi continuano; classifiche, partite recenti e partite classificate tornano con la connessione, e le partite finite vengono inviate allora.',
  keptForLater:
    'Il server della classifica non risponde: il punteggio resta in questo browser e sarà inviato quando il server tornerà.',
  highScores: 'Classifica',
  highScoresFor: (params: string) => `Classifica · ${params}`,
  rank: 'N.',
  player: 'Giocatore',
  players: 'Giocatori',
  anonymous: 'anonimo',
  date: 'Data',
  noScores: 'Ancora nessun punteggio per queste impostazioni.',
  recentTitle: 'Partite recenti',
  recentTitleFor: (params: string) => `Partite recenti · ${params}`,
  recentNone: (game: string) => `Ancora nessuna partita a ${game} conclusa sul server.`,
  recentNoneFor: (game: string) => `Ancora nessuna partita a ${game} con queste impostazioni conclusa sul server.`,
  recentDown: {
    offline: 'Il server non risponde: le partite recenti non si possono mostrare.',
    error: 'Il server ha risposto con un errore: le partite recenti non si possono mostrare.',
  },
  recentBoard: 'Tavoliere',
  recentResult: 'Risultato',
  recentMoves: 'Mosse',
  resultCleared: 'Sgombrato',
  resultStuck: 'Bloccato',
  restoreFailed: (why: string) => `La partita salvata non si può ripristinare ed è stata scartata: ${why}`,
  otherGame: 'il salvataggio è di un’altra partita',
  badGame: 'Questa partita non si può aprire',
  startNew: 'Inizia una nuova partita',
  newGameTitle: 'Nuova partita',
  presets: 'Preimpostazioni',
  presetNames: {
    seed: 'L’originale',
    'classic-3': 'Classica, 3 colori',
    classic: 'Classica',
    large: 'Grande',
    benchmark: 'Benchmark',
  },
  custom: 'Personalizzata',
  width: 'Larghezza',
  height: 'Altezza',
  colours: 'Colori',
  sizeLine: (w: number, h: number, c: number) => `${w} × ${h}, ${c} colori`,
  winnableOnly: 'Solo partite risolvibili',
  openId: 'Oppure apri un id di partita',
  openIdPlaceholder: 'samegame:15x10c4#k2',
  wrongGame: (game: string) => `"${game}" non è un id di SameGame`,
  numberProblem: (what: string, p: WholeProblem, min: number, max: number) =>
    p.kind === 'empty'
      ? `${what}: il campo è vuoto, atteso da ${min} a ${max}`
      : p.kind === 'not-whole'
        ? `${what}: "${p.text}" non è un numero intero, atteso da ${min} a ${max}`
        : `${what}: ${p.value} è fuori dai limiti, deve essere tra ${min} e ${max}`,
  fieldNames: { width: 'larghezza', height: 'altezza', colours: 'colori' },
  start: 'Inizia',
  cancel: 'Annulla',
  close: 'Chiudi',
  rulesTitle: 'SameGame: regole',
  backToGame: 'Gioca a SameGame',
  rulesSections: [
    {
      title: 'Il gioco',
      body: [
        'Il campo è pieno di blocchi di vari colori. Un gruppo è un insieme di blocchi dello stesso colore uniti in su, in giù, a sinistra o a destra.',
        'Scegli un blocco di un gruppo di almeno due: tutto il gruppo viene tolto. Un blocco isolato non si può togliere.',
        'Poi i blocchi sopra i buchi cadono e, quando una colonna si svuota, le colonne alla sua destra scorrono a sinistra a chiudere il vuoto.',
      ],
    },
    {
      title: 'Punteggio',
      body: [
        'Togliere un gruppo di n blocchi vale (n − 2)²: due blocchi valgono 0, tre valgono 1, cinque 9, dieci 64. I gruppi grandi rendono: riunisci un colore prima di toglierlo.',
        'Sgombrare tutto il campo dà un premio di 1000 punti. Non si toglie mai nulla.',
      ],
    },
    {
      title: 'Fine della partita',
      body: [
        'La partita finisce quando non resta nessun gruppo di almeno due blocchi. È vinta se il campo è vuoto.',
        'Una partita finita entra nella classifica per la sua misura e il suo numero di colori (non se ha giocato la dimostrazione).',
      ],
    },
    {
      title: 'Comandi',
      body: [
        'Mouse: punta un blocco per vedere il suo gruppo e quanto varrebbe; fai clic per toglierlo. Touch: tocca una volta per scegliere un gruppo, ancora per toglierlo.',
        'Tastiera: le frecce muovono il cursore, Invio o Spazio tolgono il gruppo sotto il cursore; U o Ctrl+Z annullano, R o Ctrl+Y ripetono, H chiede un suggerimento.',
        'Suggerimento chiede una buona mossa al risolutore (ci pensa circa un secondo). La dimostrazione gioca da sola con una di quattro strategie: a caso, più a sinistra, gruppo più grande o migliore (il risolutore).',
      ],
    },
    {
      title: 'Id delle partite',
      body: [
        'Ogni partita ha un id come samegame:15x10c4#k2: 15 colonne, 10 righe, 4 colori, seme k2. Una w dopo i colori (15x10c4w) distribuisce solo campi che si possono sgombrare. Lo stesso id dà sempre la stessa partita: condividi l’indirizzo della pagina e un amico gioca la tua stessa partita.',
      ],
    },
  ],
  ss: SS_TEXT.it,
  colorNames: [
    '',
    'cerchio rosso',
    'quadrato blu',
    'triangolo giallo',
    'rombo verde',
    'stella rosa',
    'croce arancione',
    'anello azzurro',
    'cuore bianco',
    'esagono marrone',
  ],
  kb: KB_TEXT.it,
  sc: SC_TEXT.it,
  ol: OL_TEXT.it,
  rp: RP_TEXT.it,
};

export const DICTS: Record<Lang, Dict> = { en, it };

export interface LangContextValue {
  readonly lang: Lang;
  readonly t: Dict;
  readonly setLang: (lang: Lang) => void;
}

export const LangContext = createContext<LangContextValue>({ lang: 'en', t: en, setLang: () => {} });

export function useLang(): LangContextValue {
  return useContext(LangContext);
}

/** Words a page says, kept as how to say them: drawn in the language of the moment, so a switch re-words them. */
export type Say = (t: Dict, lang: Lang) => string;

/** A page's message line that follows a change of language: its text now, and `say` to change it. */
export function useMessage(): [string, (say: Say | undefined) => void] {
  const { t, lang } = useLang();
  const [said, setSaid] = useState<{ readonly say: Say } | undefined>();
  const say = useCallback((next: Say | undefined) => setSaid(next && { say: next }), []);
  return [said ? said.say(t, lang) : '', say];
}

/** The server's name for a game posted without a name ("anonymous"), as a high-score table shows it. */
export const SERVER_ANONYMOUS = 'anonymous';

/** A player's name from the server, in the language of the moment when it is the server's stand-in. */
export function playerShown(name: string, t: Dict): string {
  return name === SERVER_ANONYMOUS ? t.anonymous : name;
}
