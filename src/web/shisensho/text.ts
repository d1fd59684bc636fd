// Shisen-Sho's page text in English and Italian (src/web/i18n.ts puts it under `ss`); Italian must match English's shape.
import type { ScoresFailure } from '../api.js';

const en = {
  boardLabel: (w: number, h: number) =>
    `Board of ${w} columns and ${h} rows. Arrow keys move the cursor, Enter or Space selects the tile under it.`,
  /** The cell, the kind in words, and the code the tile shows (so speech input can name it: not in brackets). */
  tileLabel: (cell: string, name: string, code: string, selected: boolean) =>
    `${cell}: ${name}, ${code}${selected ? ', selected' : ''}`,
  emptyCell: (cell: string) => `${cell}: empty`,
  tilesLeft: 'Tiles left',
  pairsAvailable: 'Pairs available',
  time: 'Time',
  scrambles: 'Scrambles',
  hints: 'Hints',
  scramble: 'Scramble',
  // Soft hyphens: the label's long word may break in a narrow box on a phone rather than run out of it.
  hintsScrambles: 'Hints · scram\u00adbles',
  sameKind: 'Same kind',
  selected: (cell: string, name: string) => `Selected ${cell}: ${name}`,
  removed: (a: string, b: string) => `Removed ${a} and ${b}.`,
  hintIs: (a: string, b: string) => `Hint: ${a} and ${b}.`,
  hintNone: 'No pair can be removed: scramble the tiles.',
  hintNotWinnable: 'No pair keeps this board clearable; here is a pair that can be removed anyway.',
  hintUnknown: 'The solver ran out of time; here is a pair that can be removed.',
  scrambled: (n: number) => `Tiles scrambled (${n} ${n === 1 ? 'scramble' : 'scrambles'} so far).`,
  restarted: 'Restarted: the time and the hints and scrambles used go on.',
  kindShown: (name: string, n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'} of ${name} highlighted.`,
  won: 'Board cleared!',
  wonLine: (time: string, hints: number, scrambles: number) =>
    `Time ${time} · ${hints} ${hints === 1 ? 'hint' : 'hints'} · ${scrambles} ${scrambles === 1 ? 'scramble' : 'scrambles'}`,
  rankLine: (rank: number) => `Rank ${rank} among your best times on this board.`,
  stuck: 'No pairs left',
  stuckLine: (n: number) => `${n} tiles remain and no pair can be removed: scramble them, or undo.`,
  stuckAtStart: (n: number) =>
    `No pair of the ${n} tiles can be removed from the start: scramble them, or deal a new game.`,
  showBoard: 'Show the board',
  bestTimes: (params: string) => `Best times · ${params}`,
  bestNote: 'The best times kept in this browser.',
  noTimes: 'No wins on this board yet.',
  serverTimesNote:
    'Fastest wins of the deals the server dealt for this board, each once, timed by the server from the deal to the win.',
  /** Why this browser's best times are shown instead of the server's. */
  localFallback: {
    offline: 'The server cannot be reached: these are the best times kept in this browser.',
    error: 'The server answered with an error: these are the best times kept in this browser.',
  } as Record<ScoresFailure, string>,
  loadingTimes: 'Loading the best times…',
  saving: 'Saving the win on the server…',
  saved: (rank: number | null) =>
    rank === null
      ? 'Saved on the server, not ranked: only a deal the server dealt is ranked, once.'
      : `Saved on the server: rank ${rank} on this board.`,
  /** `day` is another day's date, shown ("27 Nov"); undefined for today. */
  savedDaily: (rank: number, day?: string) =>
    day === undefined
      ? `Saved on the server: rank ${rank} on today’s daily deal.`
      : `Saved on the server: rank ${rank} on the daily deal of ${day}.`,
  saveOffline: 'The server cannot be reached: the win is kept in this browser and sent when the server is back.',
  saveFailed: (msg: string) => `The server did not save the win: ${msg}`,
  retry: 'Retry',
  date: 'Date',
  keysHelp:
    'Keys: arrows and Enter or Space play, Esc deselects; U undo, R redo, H hint, S scramble, K highlights the kind under the cursor. Shift + pointer highlights a kind too.',
  presetNames: {
    seed: 'The original',
    standard: 'Standard',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
  } as Record<string, string>,
  sizeLine: (w: number, h: number, k: number) => `${w} × ${h}, ${k} kinds`,
  gravity: 'Gravity: tiles fall down after a removal',
  winnableOnly: 'Winnable deals and scrambles only',
  openIdPlaceholder: 'shisensho:18x8k36#k2',
  wrongGame: (game: string) => `"${game}" is not a Shisen-Sho id`,
  rulesTitle: 'Shisen-Sho: rules',
  backToGame: 'Play Shisen-Sho',
  tilesTitle: 'The tiles',
  rulesSections: [
    {
      title: 'The game',
      body: [
        'Mahjong tiles lie on a grid, with a ring of empty space all around it. Remove them all, two at a time.',
        'Two tiles can go together when they are the same kind and a path of at most three straight lines (at most two turns) joins them through empty cells. The path may run through the ring around the board.',
      ],
    },
    {
      title: 'Playing',
      body: [
        'Click a tile to select it, click it again to deselect it. With a tile selected, click its partner: when the pair is legal both tiles go and the path is drawn for a moment; otherwise the reason is shown and the second tile becomes the selected one.',
        'With gravity, the tiles above a removed tile fall down in their column.',
      ],
    },
    {
      title: 'Help and end of the game',
      body: [
        'Hint shows a pair chosen by an exact solver: one that keeps the board clearable. Scramble shuffles the remaining tiles over the occupied cells; on winnable boards the result can still be cleared. Undo takes back pairs and scrambles.',
        'The game is won when the board is empty, and stuck when tiles remain but no pair can be removed: scramble, or undo. The clock starts at the first pair and pauses while the page is hidden; best times per board are kept with the hints and scrambles used.',
        'Restart goes back to the first board (redo replays the pairs). It is the same game: the clock goes on and the hints and scrambles used stay counted (undo does not give them back either), since the best times count from the deal.',
      ],
    },
    {
      title: 'Keyboard',
      body: [
        'The arrow keys move a cursor over the board, Enter or Space selects the tile under it, Esc deselects. U undoes, R redoes, H asks for a hint, S scrambles, K highlights every tile of the kind under the cursor.',
      ],
    },
    {
      title: 'Game ids',
      body: [
        'Every deal has an id such as shisensho:18x8k36#k2: 18 columns, 8 rows, 36 kinds, seed k2. A g after the kinds turns gravity on, a u allows deals that cannot be cleared. The same id always gives the same deal.',
      ],
    },
  ],
};

const it: typeof en = {
  boardLabel: (w: number, h: number) =>
    `Tavolo di ${w} colonne e ${h} righe. Le frecce muovono il cursore, Invio o Spazio seleziona la tessera sotto di esso.`,
  tileLabel: (cell: string, name: string, code: string, selected: boolean) =>
    `${cell}: ${name}, ${code}${selected ? ', selezionata' : ''}`,
  emptyCell: (cell: string) => `${cell}: vuota`,
  tilesLeft: 'Tessere rimaste',
  pairsAvailable: 'Coppie possibili',
  time: 'Tempo',
  scrambles: 'Rimescolate',
  hints: 'Suggerimenti',
  scramble: 'Rimescola',
  hintsScrambles: 'Aiuti · rime\u00adsco\u00adla\u00adte',
  sameKind: 'Stesso tipo',
  selected: (cell: string, name: string) => `Selezionata ${cell}: ${name}`,
  removed: (a: string, b: string) => `Tolte ${a} e ${b}.`,
  hintIs: (a: string, b: string) => `Suggerimento: ${a} e ${b}.`,
  hintNone: 'Nessuna coppia si può togliere: rimescola le tessere.',
  hintNotWinnable: 'Nessuna coppia lascia il tavolo risolvibile; ecco comunque una coppia che si può togliere.',
  hintUnknown: 'Il risolutore non ha finito in tempo; ecco una coppia che si può togliere.',
  scrambled: (n: number) => `Tessere rimescolate (${n} ${n === 1 ? 'volta' : 'volte'} finora).`,
  restarted: 'Si ricomincia: il tempo e gli aiuti usati continuano.',
  kindShown: (name: string, n: number) => `${n} ${n === 1 ? 'tessera' : 'tessere'} ${name} evidenziate.`,
  won: 'Tavolo sgombrato!',
  wonLine: (time: string, hints: number, scrambles: number) =>
    `Tempo ${time} · ${hints} ${hints === 1 ? 'suggerimento' : 'suggerimenti'} · ${scrambles} ${scrambles === 1 ? 'rimescolata' : 'rimescolate'}`,
  rankLine: (rank: number) => `Posizione ${rank} tra i tuoi tempi migliori su questo tavolo.`,
  stuck: 'Nessuna coppia possibile',
  stuckLine: (n: number) => `Restano ${n} tessere e nessuna coppia si può togliere: rimescolale, o annulla.`,
  stuckAtStart: (n: number) =>
    `Nessuna coppia delle ${n} tessere si può togliere fin dall’inizio: rimescolale, o inizia una nuova partita.`,
  showBoard: 'Mostra il tavolo',
  bestTimes: (params: string) => `Tempi migliori · ${params}`,
  bestNote: 'I tempi migliori salvati in questo browser.',
  noTimes: 'Ancora nessuna vittoria su questo tavolo.',
  serverTimesNote:
    'Le vittorie più rapide delle partite distribuite dal server per questo tavolo, una volta ciascuna, cronometrate dal server dalla distribuzione alla vittoria.',
  localFallback: {
    offline: 'Il server non risponde: questi sono i tempi migliori salvati in questo browser.',
    error: 'Il server ha risposto con un errore: questi sono i tempi migliori salvati in questo browser.',
  },
  loadingTimes: 'Caricamento dei tempi migliori…',
  saving: 'Salvataggio della vittoria sul server…',
  saved: (rank: number | null) =>
    rank === null
      ? 'Salvata sul server, fuori classifica: entra solo una partita distribuita dal server, una volta.'
      : `Salvata sul server: posizione ${rank} su questo tavolo.`,
  savedDaily: (rank: number, day?: string) =>
    day === undefined
      ? `Salvata sul server: ${rank}° nella partita del giorno di oggi.`
      : `Salvata sul server: ${rank}° nella partita del giorno del ${day}.`,
  saveOffline: 'Il server non risponde: la vittoria resta in questo browser e sarà inviata quando il server tornerà.',
  saveFailed: (msg: string) => `Il server non ha salvato la vittoria: ${msg}`,
  retry: 'Riprova',
  date: 'Data',
  keysHelp:
    'Tasti: frecce e Invio o Spazio per giocare, Esc deseleziona; U annulla, R ripete, H suggerisce, S rimescola, K evidenzia il tipo sotto il cursore. Anche Maiusc + puntatore evidenzia un tipo.',
  presetNames: {
    seed: 'L’originale',
    standard: 'Standard',
    small: 'Piccolo',
    medium: 'Medio',
    large: 'Grande',
  },
  sizeLine: (w: number, h: number, k: number) => `${w} × ${h}, ${k} tipi`,
  gravity: 'Gravità: le tessere cadono dopo ogni coppia tolta',
  winnableOnly: 'Solo partite e rimescolate risolvibili',
  openIdPlaceholder: 'shisensho:18x8k36#k2',
  wrongGame: (game: string) => `"${game}" non è un id di Shisen-Sho`,
  rulesTitle: 'Shisen-Sho: regole',
  backToGame: 'Gioca a Shisen-Sho',
  tilesTitle: 'Le tessere',
  rulesSections: [
    {
      title: 'Il gioco',
      body: [
        'Le tessere del mahjong stanno su una griglia, circondata da un anello di spazio vuoto. Toglile tutte, due alla volta.',
        'Due tessere si tolgono insieme quando sono dello stesso tipo e un percorso di al massimo tre tratti diritti (al massimo due svolte) le unisce passando per caselle vuote. Il percorso può passare per l’anello intorno al tavolo.',
      ],
    },
    {
      title: 'Come si gioca',
      body: [
        'Fai clic su una tessera per selezionarla, di nuovo per deselezionarla. Con una tessera selezionata, fai clic sulla compagna: se la coppia è valida le due tessere spariscono e il percorso appare per un momento; altrimenti compare il motivo e la seconda tessera diventa quella selezionata.',
        'Con la gravità, le tessere sopra quella tolta cadono nella loro colonna.',
      ],
    },
    {
      title: 'Aiuti e fine della partita',
      body: [
        'Suggerimento mostra una coppia scelta da un risolutore esatto: una che lascia il tavolo risolvibile. Rimescola mescola le tessere rimaste sulle caselle occupate; sui tavoli risolvibili il risultato resta risolvibile. Annulla toglie coppie e rimescolate.',
        'Si vince quando il tavolo è vuoto; si è bloccati quando restano tessere ma nessuna coppia: rimescola, o annulla. Il tempo parte alla prima coppia e si ferma mentre la pagina è nascosta; i tempi migliori di ogni tavolo sono salvati con suggerimenti e rimescolate usati.',
        'Ricomincia torna al primo tavolo (Ripeti rigioca le coppie). È la stessa partita: il tempo continua e gli aiuti usati restano contati (neanche Annulla li restituisce), perché i tempi migliori contano dalla distribuzione.',
      ],
    },
    {
      title: 'Tastiera',
      body: [
        'Le frecce muovono un cursore sul tavolo, Invio o Spazio seleziona la tessera sotto di esso, Esc deseleziona. U annulla, R ripete, H chiede un suggerimento, S rimescola, K evidenzia tutte le tessere del tipo sotto il cursore.',
      ],
    },
    {
      title: 'Id delle partite',
      body: [
        'Ogni partita ha un id come shisensho:18x8k36#k2: 18 colonne, 8 righe, 36 tipi, seme k2. Una g dopo i tipi attiva la gravità, una u ammette partite irrisolvibili. Lo stesso id dà sempre la stessa partita.',
      ],
    },
  ],
};

export const SS_TEXT = { en, it } as const;
