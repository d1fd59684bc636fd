// The web app's text in English and Italian: one typed dictionary per language (Italian must match English's shape).
import { createContext, useContext } from 'react';
import type { Lang } from '../core/messages.js';

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
  rules: 'Rules',
  comingSoon: 'Coming soon',
  notFound: 'There is no page here.',
  backHome: 'Back to the home page',
  loading: 'Loading…',
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
  groupPreview: (n: number, points: number) => `${n} blocks: +${points}`,
  hintIs: (x: number, y: number, n: number) => `Hint: the group of ${n} at ${x},${y}`,
  hintNone: 'No move left to hint.',
  hintFailed: 'The hint could not be computed.',
  won: 'Field cleared!',
  lost: 'No moves left',
  finalScore: (s: number) => `Final score: ${s}`,
  blocksRemaining: (n: number) => `${n} ${n === 1 ? 'block' : 'blocks'} left on the field`,
  showField: 'Show the field',
  playerName: 'Your name for the high scores',
  saveScore: 'Save score',
  saving: 'Saving…',
  savedRank: (rank: number) => `Saved: rank ${rank} for these settings.`,
  notEntered: 'Not entered in the high scores (the demo played).',
  changeName: 'Change name',
  playingAs: (name: string) => `playing as ${name}`,
  nameInvalid: 'Enter a name of 1 to 24 characters.',
  serverError: (msg: string) => `The server did not save the game: ${msg}`,
  serverDown: 'The high-score server cannot be reached.',
  highScores: 'High scores',
  highScoresFor: (params: string) => `High scores · ${params}`,
  rank: '#',
  player: 'Player',
  date: 'Date',
  noScores: 'No scores yet for these settings.',
  restoreFailed: (why: string) => `The saved game could not be restored and was discarded: ${why}`,
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
  // Shisen-Sho
  ss: {
    boardLabel: (w: number, h: number) =>
      `Board of ${w} columns and ${h} rows. Arrow keys move the cursor, Enter or Space selects the tile under it.`,
    tileLabel: (cell: string, name: string, selected: boolean) => `${cell}: ${name}${selected ? ', selected' : ''}`,
    emptyCell: (cell: string) => `${cell}: empty`,
    tilesLeft: 'Tiles left',
    pairsAvailable: 'Pairs available',
    time: 'Time',
    scrambles: 'Scrambles',
    hints: 'Hints',
    scramble: 'Scramble',
    hintsScrambles: 'Hints · scrambles',
    sameKind: 'Same kind',
    selected: (cell: string, name: string) => `Selected ${cell}: ${name}`,
    removed: (a: string, b: string) => `Removed ${a} and ${b}.`,
    hintIs: (a: string, b: string) => `Hint: ${a} and ${b}.`,
    hintNone: 'No pair can be removed: scramble the tiles.',
    hintNotWinnable: 'No pair keeps this board clearable; here is a pair that can be removed anyway.',
    hintUnknown: 'The solver ran out of time; here is a pair that can be removed.',
    scrambled: (n: number) => `Tiles scrambled (${n} ${n === 1 ? 'scramble' : 'scrambles'} so far).`,
    kindShown: (name: string, n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'} of ${name} highlighted.`,
    won: 'Board cleared!',
    wonLine: (time: string, hints: number, scrambles: number) =>
      `Time ${time} · ${hints} ${hints === 1 ? 'hint' : 'hints'} · ${scrambles} ${scrambles === 1 ? 'scramble' : 'scrambles'}`,
    rankLine: (rank: number) => `Rank ${rank} among your best times on this board.`,
    stuck: 'No pairs left',
    stuckLine: (n: number) => `${n} tiles remain and no pair can be removed: scramble them, or undo.`,
    showBoard: 'Show the board',
    bestTimes: (params: string) => `Best times · ${params}`,
    bestNote: 'Kept in this browser only: the server ranks scored games, and Shisen-Sho is timed.',
    noTimes: 'No wins on this board yet.',
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
  },
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
  // Konobi
  kb: {
    newGame: 'New Konobi game',
    size: 'Board size (5–19)',
    blackSide: 'Black (moves first)',
    whiteSide: 'White',
    person: 'Person',
    computer: 'Computer',
    level: 'Level',
    start: 'Start',
    play: 'Play Konobi',
    pieNote: 'Pie rule: after Black’s first stone, White may swap and take that stone instead of moving.',
    colour: { black: 'Black', white: 'White' } as Record<'black' | 'white', string>,
    boardLabel: (n: number) => `Konobi board, ${n} by ${n}. Black joins top and bottom, White left and right.`,
    yourTurn: (c: string) => `${c} to move: click a point.`,
    computerTurn: (c: string, level: number) => `${c} to move: the computer (level ${level}).`,
    thinking: 'Thinking…',
    winnerIs: (c: string) => `${c} wins!`,
    forcedPass: (c: string) => `${c} has no legal point and passes.`,
    computerSwapped: 'The computer used the pie rule: it swapped and took Black’s stone; the colours are exchanged.',
    youSwapped: 'You swapped: the first stone is yours now, and the colours are exchanged.',
    pieOffer: 'Pie rule: you may swap and take Black’s first stone.',
    swap: 'Swap',
    notYourTurn: 'Wait: it is the computer’s turn.',
    aiFailed: (why: string) => `The computer could not move (${why}).`,
    showLegal: 'Show legal points',
    undo: 'Undo',
    pause: 'Pause',
    resumeWatch: 'Resume',
    speed: 'Speed',
    record: 'Moves',
    resultsTitle: 'Results',
    resultsNote:
      'Konobi results are kept in this browser only: the server’s records hold scored games, and Konobi has no score.',
    rulesTitle: 'Konobi rules',
    rulesSections: [
      {
        title: 'Goal',
        body: [
          'Two players, Black and White, place stones on the points of a square board. Black wins by joining the top and bottom edges with a chain of stones, White by joining the left and right edges. Stones touching orthogonally or diagonally are in a chain.',
        ],
      },
      {
        title: 'Placing',
        body: [
          'A stone may not form a crosscut (two diagonal stones of one colour crossed by two of the other). A weak connection — a stone touching a friendly stone only diagonally — is allowed only when no point would connect to that stone strongly instead.',
          'A player with no legal point passes. After Black’s first stone, White may swap (the pie rule) and take that stone.',
        ],
      },
      {
        title: 'Playing here',
        body: [
          'Click a point to place a stone; a refused point is explained. “Show legal points” marks where you may play. The computer thinks in the background; undo takes you back to your previous turn.',
        ],
      },
    ],
  },
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
  rules: 'Regole',
  comingSoon: 'In arrivo',
  notFound: 'Qui non c’è nessuna pagina.',
  backHome: 'Torna alla pagina iniziale',
  loading: 'Caricamento…',
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
  groupPreview: (n: number, points: number) => `${n} blocchi: +${points}`,
  hintIs: (x: number, y: number, n: number) => `Suggerimento: il gruppo di ${n} in ${x},${y}`,
  hintNone: 'Non resta nessuna mossa da suggerire.',
  hintFailed: 'Non è stato possibile calcolare il suggerimento.',
  won: 'Campo sgombrato!',
  lost: 'Nessuna mossa possibile',
  finalScore: (s: number) => `Punteggio finale: ${s}`,
  blocksRemaining: (n: number) => `${n} ${n === 1 ? 'blocco rimasto' : 'blocchi rimasti'} nel campo`,
  showField: 'Mostra il campo',
  playerName: 'Il tuo nome per la classifica',
  saveScore: 'Salva il punteggio',
  saving: 'Salvataggio…',
  savedRank: (rank: number) => `Salvato: posizione ${rank} per queste impostazioni.`,
  notEntered: 'Non entra in classifica (ha giocato la dimostrazione).',
  changeName: 'Cambia nome',
  playingAs: (name: string) => `giochi come ${name}`,
  nameInvalid: 'Scrivi un nome da 1 a 24 caratteri.',
  serverError: (msg: string) => `Il server non ha salvato la partita: ${msg}`,
  serverDown: 'Il server della classifica non risponde.',
  highScores: 'Classifica',
  highScoresFor: (params: string) => `Classifica · ${params}`,
  rank: 'N.',
  player: 'Giocatore',
  date: 'Data',
  noScores: 'Ancora nessun punteggio per queste impostazioni.',
  restoreFailed: (why: string) => `La partita salvata non si può ripristinare ed è stata scartata: ${why}`,
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
  // Shisen-Sho
  ss: {
    boardLabel: (w: number, h: number) =>
      `Tavolo di ${w} colonne e ${h} righe. Le frecce muovono il cursore, Invio o Spazio seleziona la tessera sotto di esso.`,
    tileLabel: (cell: string, name: string, selected: boolean) => `${cell}: ${name}${selected ? ', selezionata' : ''}`,
    emptyCell: (cell: string) => `${cell}: vuota`,
    tilesLeft: 'Tessere rimaste',
    pairsAvailable: 'Coppie possibili',
    time: 'Tempo',
    scrambles: 'Rimescolate',
    hints: 'Suggerimenti',
    scramble: 'Rimescola',
    hintsScrambles: 'Aiuti · rimescolate',
    sameKind: 'Stesso tipo',
    selected: (cell: string, name: string) => `Selezionata ${cell}: ${name}`,
    removed: (a: string, b: string) => `Tolte ${a} e ${b}.`,
    hintIs: (a: string, b: string) => `Suggerimento: ${a} e ${b}.`,
    hintNone: 'Nessuna coppia si può togliere: rimescola le tessere.',
    hintNotWinnable: 'Nessuna coppia lascia il tavolo risolvibile; ecco comunque una coppia che si può togliere.',
    hintUnknown: 'Il risolutore non ha finito in tempo; ecco una coppia che si può togliere.',
    scrambled: (n: number) => `Tessere rimescolate (${n} ${n === 1 ? 'volta' : 'volte'} finora).`,
    kindShown: (name: string, n: number) => `${n} ${n === 1 ? 'tessera' : 'tessere'} ${name} evidenziate.`,
    won: 'Tavolo sgombrato!',
    wonLine: (time: string, hints: number, scrambles: number) =>
      `Tempo ${time} · ${hints} ${hints === 1 ? 'suggerimento' : 'suggerimenti'} · ${scrambles} ${scrambles === 1 ? 'rimescolata' : 'rimescolate'}`,
    rankLine: (rank: number) => `Posizione ${rank} tra i tuoi tempi migliori su questo tavolo.`,
    stuck: 'Nessuna coppia possibile',
    stuckLine: (n: number) => `Restano ${n} tessere e nessuna coppia si può togliere: rimescolale, o annulla.`,
    showBoard: 'Mostra il tavolo',
    bestTimes: (params: string) => `Tempi migliori · ${params}`,
    bestNote: 'Salvati solo in questo browser: il server classifica le partite a punti, e lo Shisen-Sho è a tempo.',
    noTimes: 'Ancora nessuna vittoria su questo tavolo.',
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
  },
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
  // Konobi
  kb: {
    newGame: 'Nuova partita a Konobi',
    size: 'Dimensione (5–19)',
    blackSide: 'Nero (muove per primo)',
    whiteSide: 'Bianco',
    person: 'Persona',
    computer: 'Computer',
    level: 'Livello',
    start: 'Inizia',
    play: 'Gioca a Konobi',
    pieNote: 'Regola della torta: dopo la prima pietra del Nero, il Bianco può scambiare e prendersi quella pietra.',
    colour: { black: 'Nero', white: 'Bianco' },
    boardLabel: (n: number) =>
      `Tavoliere di Konobi, ${n} per ${n}. Il Nero unisce alto e basso, il Bianco sinistra e destra.`,
    yourTurn: (c: string) => `Muove il ${c}: fai clic su un punto.`,
    computerTurn: (c: string, level: number) => `Muove il ${c}: il computer (livello ${level}).`,
    thinking: 'Sto pensando…',
    winnerIs: (c: string) => `Vince il ${c}!`,
    forcedPass: (c: string) => `Il ${c} non ha punti legali e passa.`,
    computerSwapped:
      'Il computer ha usato la regola della torta: ha scambiato e preso la pietra del Nero; i colori sono invertiti.',
    youSwapped: 'Hai scambiato: la prima pietra ora è tua e i colori sono invertiti.',
    pieOffer: 'Regola della torta: puoi scambiare e prenderti la prima pietra del Nero.',
    swap: 'Scambia',
    notYourTurn: 'Attendi: tocca al computer.',
    aiFailed: (why: string) => `Il computer non è riuscito a muovere (${why}).`,
    showLegal: 'Mostra i punti legali',
    undo: 'Annulla',
    pause: 'Pausa',
    resumeWatch: 'Riprendi',
    speed: 'Velocità',
    record: 'Mosse',
    resultsTitle: 'Risultati',
    resultsNote:
      'I risultati di Konobi restano solo in questo browser: l’archivio del server conserva le partite con punteggio, e Konobi non ha punteggio.',
    rulesTitle: 'Regole di Konobi',
    rulesSections: [
      {
        title: 'Scopo',
        body: [
          'Due giocatori, Nero e Bianco, posano pietre sui punti di un tavoliere quadrato. Il Nero vince unendo il bordo alto e quello basso con una catena di pietre, il Bianco unendo i bordi sinistro e destro. Le pietre che si toccano in orizzontale, verticale o diagonale formano una catena.',
        ],
      },
      {
        title: 'Posare',
        body: [
          'Una pietra non può formare un incrocio (due pietre diagonali di un colore incrociate da due dell’altro). Una connessione debole — una pietra che tocca una pietra amica solo in diagonale — è ammessa solo se nessun punto si collegherebbe invece a quella pietra in modo forte.',
          'Chi non ha punti legali passa. Dopo la prima pietra del Nero, il Bianco può scambiare (regola della torta) e prendersi quella pietra.',
        ],
      },
      {
        title: 'Giocare qui',
        body: [
          'Fai clic su un punto per posare una pietra; un punto rifiutato viene spiegato. «Mostra i punti legali» segna dove puoi giocare. Il computer pensa in background; Annulla ti riporta al tuo turno precedente.',
        ],
      },
    ],
  },
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
