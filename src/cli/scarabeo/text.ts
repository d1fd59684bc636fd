// The Scarabeo terminal's words in English and Italian, one dictionary (../words.ts): the help, the lines of
// the game and the move log, the end with the settlement; the engine's errors come from describeScarabeoError.
import {
  describeScarabeoError,
  formatMove,
  formatTiles,
  parseMoveText,
  rackPoints,
  rackSize,
  type ScarabeoError,
  type ScarabeoMove,
  type ScarabeoState,
  squareName,
} from '../../games/scarabeo/index.js';
import type { Lang } from '../lang.js';
import { counted, dictionary } from '../words.js';

export const words = dictionary(
  {
    summary:
      'Scarabeo: the Italian crossword game, 2–4 players, people or computer; also `moves`, `check`, `endgame`, `replay`',
    usage: (session: string) => `Usage:
  ludoteca scarabeo [--players N] [--computer SEATS] [--level N] [--names A,B] [--rules seed|editrice]
                    [--lexicon standard|full] [--seed S | --id scarabeo:2p#S] [--lang it]
  ludoteca scarabeo --resume
  ludoteca scarabeo --join LINK [--name NAME]   (online: see --join --help)
  ludoteca scarabeo moves [FILE] [--rack LETTERS] [--top N] [--json] [--lexicon full]
  ludoteca scarabeo check WORD… [--json] [--lexicon full]
  ludoteca scarabeo endgame [FILE] [--time-ms N] [--json] [--lexicon full]
  ludoteca scarabeo replay [FILE] [--json]

Scarabeo, the Italian crossword game (docs/scarabeo.md).
  --players N       2 to 4 players (default 2)
  --computer SEATS  the seats the computer plays: 2, 1,3, all or none (default: every seat but the first)
  --level N         the computer's level, 1 (easy) to 5 (strongest at once, the default) or 6 (simulates the replies; slower);
                    2,5 gives each computer seat its own, in seat order
  --names A,B       the players' names, in seat order
  --rules R         seed (default, the house rules: premiums under new tiles only) or editrice (Editrice Giochi's rules)
  --lexicon L       standard (default) or full (with verb+clitic forms such as mangiarglielo)
  --seed S, --id ID the deal: the same id gives the same bag (ids look like scarabeo:2pe#x)
  --resume          resume the saved game; --save saves a script's game too
Type plays such as 8H CASA (across from H8) or H8 CASA (down), exchange ABC?, pass, board, position and the commands below.

${session}

moves: every legal play of the position in FILE (or stdin) for its rack: line or --rack, best first.
check: whether each word is in the lexicon; exit status 0 when all are, 1 otherwise.
endgame: the best line and final spread of a two-player endgame: the position in FILE (or stdin) with the rack
  of the player to move; the opponent holds every other tile (the bag is empty; with one tile left in it, the
  best plays by score, each valued over every tile it may hold). Proven, or the best found in --time-ms N
  milliseconds (default 5000; --time is the same flag's old name).
replay: replay a record in FILE (or stdin): a save, or a record from the browser or the server; prints its last
  position and the scores and result (--json: one object). A move that cannot be played refuses it, naming it.
Each command's own flags: ludoteca scarabeo moves --help (and check, endgame).

Examples:
  ludoteca scarabeo --seed x
  printf '9F BEGA\\nhint\\nquit\\n' | ludoteca scarabeo --id scarabeo:2p#x
  ludoteca scarabeo --players 3 --computer none --names Ada,Bea,Cleo --rules editrice
  ludoteca scarabeo --computer all --seed end1
  ludoteca scarabeo moves position.txt --rack 'CASA?' --top 5
  ludoteca scarabeo check casa perché
  ludoteca scarabeo endgame position.txt --time-ms 2000
`,
    movesUsage: `Usage: ludoteca scarabeo moves [FILE] [--rack LETTERS] [--top N] [--json] [--lexicon full] [--lang it]

Every legal play of the position in FILE (stdin for - or none; docs/formats.md) for its rack, best first: score,
then notation. One play a line, such as "H8 PANE    12  PANE"; words formed after the score, the main one first.
  --rack LETTERS   the rack (? a jolly); it wins over the position's rack: line
  --top N          only the N best plays
  --json           [{"move":"8H CASA","score":12,"words":["CASA",…]},…]
  --lexicon L      standard (default) or full
Exit status: 0 done (also when no play is legal); 1 the position could not be read; 2 a bad flag or no rack.

Examples:
  ludoteca scarabeo moves position.txt --top 5
  ludoteca scarabeo moves --rack 'CASA?' --json < position.txt
`,
    checkUsage: `Usage: ludoteca scarabeo check WORD… [--json] [--lexicon full] [--lang it]

Whether each word is in the lexicon, in any case with accents folded (perché is PERCHE).
  --json           [{"word":"CASA","valid":true},…]
  --lexicon L      standard (default) or full (with verb+clitic forms such as mangiarglielo)
Exit status: 0 when every word is in the lexicon, 1 otherwise; 2 with no word, an empty one or a bad flag.

Examples:
  ludoteca scarabeo check casa perché
  ludoteca scarabeo check mangiarglielo --lexicon full --json
`,
    endgameUsage: `Usage: ludoteca scarabeo endgame [FILE] [--time-ms N] [--json] [--lexicon full] [--lang it]

The best line and final spread of a two-player endgame: the position in FILE (stdin for - or none;
docs/formats.md) with the rack of the player to move; the opponent holds every tile neither on the board nor
on that rack (1 to 8 of them: the bag is empty). With 9 unseen, one is in the bag: each play is valued over
every tile the bag may hold, for the best plays by score. Proven, or the best found in the time given.
  --time-ms N      the search's budget in milliseconds (default 5000; --time is its old name)
  --json           {"opponentRack","spread","proven","depth","nodes","line":[…]}; with one tile in the bag
                   {"unseen","oneInBag":true,"plays":[…]}
  --lexicon L      standard (default) or full
Exit status: 0 done; 1 the position could not be read, has no rack: line or is not an endgame; 2 a bad flag.

Example:
  ludoteca scarabeo endgame position.txt --time-ms 2000
`,
    help: (swap: string) => `Type a play as the whole word along its line from its first square:
  8H CASA          across from H8 (row number first)
  H8 CASA          down from H8 (column letter first)
  a lowercase letter is a jolly standing for that letter (8H CAsA); a letter already on the board may be
  typed as itself or as a dot (H8 P.NE).
Commands:
  exchange ABC?    put back those tiles (? a jolly) and draw as many; only while the bag holds that many
  pass             skip your turn (two full rounds without a word end the game)${swap}
  hint             the 10 best-scoring plays for your rack
  undo, redo       take back the last move of a person (with the computer's replies after it); play it again
  board            show the board again
  position         the board and your rack as a position file (scarabeo moves and endgame read it)
  help, restart, new, quit`,
    swapHelp:
      '\n  swap H9          (Editrice rules) take the jolly on H9 into your rack, putting your real letter there; then play on',
    plays: (name: string, move: string, score: number, words: string, totals: string) =>
      `${name} plays ${move} for ${score} points (${words}). ${totals}.`,
    exchanges: (name: string, n: number) => `${name} exchanges ${counted(n, 'tile', 'tiles')}.`,
    passes: (name: string) => `${name} passes.`,
    swaps: (name: string, square: string) => `${name} swaps the jolly on ${square} for a real tile and plays on.`,
    out: (winner: string) => `The bag is empty and ${winner} has played every tile: the game is over.`,
    settlement: (winner: string, points: number, left: string) =>
      `Settlement: ${winner} gains ${points} points, the tiles left on the other racks (${left}; a jolly counts 0).`,
    blocked: 'Two full rounds without a word placed: the game is over (no settlement).',
    finalScores: 'Final scores: ',
    winner: (name: string) => `Winner: ${name}.`,
    tie: (names: readonly string[]) => `A tie between ${names.join(' and ')}.`,
    /** The premium squares' labels: word ×3, ×2, letter ×3, ×2. */
    tw: 'TW',
    dw: 'DW',
    tl: 'TL',
    dl: 'DL',
    legend:
      'TW triple word, DW double word, TL triple letter, DL double letter, * the centre (I9); a lowercase letter is a jolly; [X] the last play',
    compactLegend:
      '# triple word, = double word, : triple letter, - double letter, * the centre (I9); a lowercase letter is a jolly; [X Y] the last play',
    tiles: (n: number) => counted(n, 'tile', 'tiles'),
    thinking: (fraction: number) => `The computer is thinking: ${Math.round(100 * fraction)}%…`,
    bag: 'bag',
    player: (n: number) => `Player ${n}`,
    pressEnter: (name: string) => `${name}: press Enter to see your rack. `,
    toPlay: (name: string) => `${name} to play: `,
    rack: (name: string, rack: string) => `${name}'s rack: ${rack}`,
    newRack: (name: string, rack: string) => `${name}'s new rack: ${rack}`,
    intro: (id: string, seats: string, editrice: boolean, lexicon: string) =>
      `Scarabeo, game ${id}: ${seats}; ${editrice ? 'Editrice Giochi rules' : 'house rules'}, ${lexicon} lexicon. Type help for the commands.`,
    noPlayBag: 'No play is possible with this rack: exchange some tiles or pass.',
    noPlay: 'No play is possible with this rack, and the bag is empty: pass.',
    cannotUndo:
      "Nothing to undo: no person has moved yet (undo takes back a person's move, with the computer's replies after it).",
    afterEnd: '(undo, new or quit)',
    lowercaseJollies: (word: string) => `lowercase letters are jollies; type ${word} to play tiles`,
    takenBack: (name: string) => `Move taken back: ${name} to play again.`,
    nothingToTakeBack: 'Nothing to take back.',
    rackExpected: (got: string) => `--rack expects 1 to 8 tiles, got "${got}"`,
    noRack: 'no rack: give --rack LETTERS or a line rack: LETTERS in the position',
    noLegalPlay: 'No legal play for this rack.\n',
    notALetter: (ch: string) => ` ("${ch}" is not a letter of the set)`,
    inLexicon: (word: string) => `${word} is in the lexicon\n`,
    notInLexicon: (word: string, note: string) => `${word} is not in the lexicon${note}\n`,
    cannotLoad: (kind: string, why: string) => `cannot load the ${kind} lexicon: ${why}`,
    alreadyFixes: (a: string, b: string) => `${a} already fixes what ${b} sets: give one of them`,
    computerExpected: (players: number, got: string) =>
      `--computer expects seat numbers from 1 to ${players} separated by commas, all or none, got "${got}"`,
    namesExpected: (players: number, got: string) =>
      `--names expects up to ${players} names separated by commas, got "${got}"`,
    badName: (name: string, problem: string, rule: string) => `--names: "${name}" ${problem}; ${rule}`,
    differentNames: (a: number, b: number, name: string) =>
      `--names: players ${a} and ${b} are both called "${name}": every player needs a different name`,
    checkNeedsWord: 'check needs at least one word, e.g. `ludoteca scarabeo check casa`',
    emptyWord: (n: number) => `check: word ${n} is empty; give words of letters, e.g. \`ludoteca scarabeo check casa\``,
    idShape: 'scarabeo:<P>p#<seed>, e.g. scarabeo:2p#x',
    aNumberOfPlayers: 'a number of players',
    aNumberOfPlays: 'a number of plays',
    aLevel: 'a level',
    giveComputerSeats: 'give the computer seats with --computer, e.g. --computer 2',
    noEndgameRack: (where: string) =>
      `${where}: no rack: the position needs a line rack: LETTERS (the player to move's tiles)`,
    notAnEndgame: (where: string, unseen: number, rack: number) =>
      `${where}: not an endgame: ${unseen} tiles are neither on the board nor on the rack; the opponent's rack ` +
      `and the bag hold them, so there must be 1 to ${rack} (the bag empty) or ${rack + 1} (one in the bag)`,
    opponentRack: (opponent: string, rack: string) =>
      `Opponent's rack: ${opponent} (every tile not on the board or your rack ${rack})\n`,
    bestLine: 'Best line:\n',
    you: 'you',
    opponent: 'opponent',
    goesOut: (points: number) => `  out: +${points} for the tiles left`,
    provenSpread: (spread: string) => `Final spread: ${spread} for you from here (proven: best play on both sides)\n`,
    unprovenSpread: (spread: string, ms: number, depth: number) =>
      `Final spread: ${spread} for you from here (not proven: the best found in ${ms} ms, ${depth} plays deep)\n`,
    oneInBag: (unseen: string, tried: string) =>
      `One tile in the bag: the opponent's rack and the bag hold ${unseen}. Each play draws the last tile;\n` +
      `its spread to the end is the average over every tile the bag may hold (${tried}):\n`,
    /** Which plays the one-tile-in-bag search tried: all of the `legal` ones, or the `tried` best by score. */
    playsTried: (tried: number, legal: number) =>
      legal === 0
        ? 'no legal play'
        : legal === 1
          ? 'the only legal play'
          : tried >= legal
            ? `all ${legal} legal plays`
            : `the ${tried} best of ${legal} legal plays by score`,
    proven: 'proven',
    notProven: 'not proven',
  },
  {
    summary:
      'Scarabeo: il gioco di parole crociate, 2–4 giocatori, persone o computer; anche `moves`, `check`, `endgame`, `replay`',
    usage: (session) => `Uso:
  ludoteca scarabeo [--players N] [--computer POSTI] [--level N] [--names A,B] [--rules seed|editrice]
                    [--lexicon standard|full] [--seed S | --id scarabeo:2p#S] [--lang it]
  ludoteca scarabeo --resume
  ludoteca scarabeo --join LINK [--name NAME]   (online: vedi --join --help)
  ludoteca scarabeo moves [FILE] [--rack LETTERE] [--top N] [--json] [--lexicon full]
  ludoteca scarabeo check PAROLA… [--json] [--lexicon full]
  ludoteca scarabeo endgame [FILE] [--time-ms N] [--json] [--lexicon full]
  ludoteca scarabeo replay [FILE] [--json]

Scarabeo, il gioco di parole crociate (docs/scarabeo.md).
  --players N       da 2 a 4 giocatori (predefinito 2)
  --computer POSTI  i posti del computer: 2, 1,3, all o none (predefinito: tutti tranne il primo)
  --level N         il livello del computer, da 1 (facile) a 5 (il più forte all'istante, predefinito) o 6 (simula le risposte; più lento);
                    2,5 dà a ogni posto del computer il suo, nell'ordine dei posti
  --names A,B       i nomi dei giocatori, nell'ordine dei posti
  --rules R         seed (predefinite, le regole della casa: premi solo sotto le tessere nuove) o editrice (regole Editrice Giochi)
  --lexicon L       standard (predefinito) o full (con le forme verbo+clitico come mangiarglielo)
  --seed S, --id ID la distribuzione: lo stesso id dà lo stesso sacchetto (per esempio scarabeo:2pe#x)
  --resume          riprendi la partita salvata; --save salva anche la partita di uno script
Scrivi giocate come 8H CASA (in orizzontale da H8) o H8 CASA (in verticale), exchange ABC?, pass, board, position e i comandi qui sotto.

${session}

moves: tutte le giocate legali della posizione in FILE (o stdin) per il suo leggio (riga rack: o --rack), le migliori prima.
check: se ogni parola è nel lessico; codice di uscita 0 se lo sono tutte, 1 altrimenti.
endgame: la linea migliore e lo scarto finale di un finale a due: la posizione in FILE (o stdin) con il leggio
  di chi muove; l'avversario ha tutte le altre tessere (il sacchetto è vuoto; con una tessera rimasta nel
  sacchetto, le giocate con più punti, ciascuna valutata su ogni tessera che può pescare). Dimostrato, o il
  migliore trovato in --time-ms N millisecondi (predefinito 5000; --time è il vecchio nome della stessa opzione).
replay: rigioca una partita registrata in FILE (o stdin): un salvataggio, o una partita dal browser o dal server;
  stampa l'ultima posizione, i punteggi e l'esito (--json: un oggetto). Una mossa che non si può giocare la
  fa rifiutare, indicandola.
Le opzioni di ogni comando: ludoteca scarabeo moves --help (e check, endgame).

Esempi:
  ludoteca scarabeo --seed x
  printf '9F BEGA\\nhint\\nquit\\n' | ludoteca scarabeo --id scarabeo:2p#x
  ludoteca scarabeo --players 3 --computer none --names Ada,Bea,Cleo --rules editrice
  ludoteca scarabeo --computer all --seed end1
  ludoteca scarabeo moves posizione.txt --rack 'CASA?' --top 5
  ludoteca scarabeo check casa perché
  ludoteca scarabeo endgame posizione.txt --time-ms 2000
`,
    movesUsage: `Uso: ludoteca scarabeo moves [FILE] [--rack LETTERE] [--top N] [--json] [--lexicon full] [--lang it]

Tutte le giocate legali della posizione in FILE (stdin per - o niente; docs/formats.md) per il suo leggio, le
migliori prima: punti, poi notazione. Una giocata per riga, come "H8 PANE    12  PANE"; dopo i punti le parole
formate, prima la principale.
  --rack LETTERE   il leggio (? un jolly); vale più della riga rack: della posizione
  --top N          solo le N giocate migliori
  --json           [{"move":"8H CASA","score":12,"words":["CASA",…]},…]
  --lexicon L      standard (predefinito) o full
Codice di uscita: 0 fatto (anche se nessuna giocata è legale); 1 posizione illeggibile; 2 opzione sbagliata o leggio mancante.

Esempi:
  ludoteca scarabeo moves posizione.txt --top 5
  ludoteca scarabeo moves --rack 'CASA?' --json < posizione.txt
`,
    checkUsage: `Uso: ludoteca scarabeo check PAROLA… [--json] [--lexicon full] [--lang it]

Se ogni parola è nel lessico, in maiuscole o minuscole e con gli accenti tolti (perché è PERCHE).
  --json           [{"word":"CASA","valid":true},…]
  --lexicon L      standard (predefinito) o full (con le forme verbo+clitico come mangiarglielo)
Codice di uscita: 0 se tutte le parole sono nel lessico, 1 altrimenti; 2 senza parole, con una vuota o un'opzione sbagliata.

Esempi:
  ludoteca scarabeo check casa perché
  ludoteca scarabeo check mangiarglielo --lexicon full --json
`,
    endgameUsage: `Uso: ludoteca scarabeo endgame [FILE] [--time-ms N] [--json] [--lexicon full] [--lang it]

La linea migliore e lo scarto finale di un finale a due: la posizione in FILE (stdin per - o niente;
docs/formats.md) con il leggio di chi muove; l'avversario ha tutte le tessere che non sono né sulla plancia né
su quel leggio (da 1 a 8: il sacchetto è vuoto). Con 9 non viste, una è nel sacchetto: ogni giocata è valutata
su ogni tessera che il sacchetto può avere, per le giocate con più punti. Dimostrato, o il migliore trovato nel
tempo dato.
  --time-ms N      il tempo della ricerca in millisecondi (predefinito 5000; --time è il suo vecchio nome)
  --json           {"opponentRack","spread","proven","depth","nodes","line":[…]}; con una tessera nel sacchetto
                   {"unseen","oneInBag":true,"plays":[…]}
  --lexicon L      standard (predefinito) o full
Codice di uscita: 0 fatto; 1 posizione illeggibile, senza riga rack: o che non è un finale; 2 opzione sbagliata.

Esempio:
  ludoteca scarabeo endgame posizione.txt --time-ms 2000
`,
    help: (swap) => `Scrivi una giocata come la parola intera lungo la sua linea dalla prima casella:
  8H CASA          in orizzontale da H8 (prima il numero della riga)
  H8 CASA          in verticale da H8 (prima la lettera della colonna)
  una minuscola è un jolly per quella lettera (8H CAsA); una lettera già sulla plancia si scrive com'è o
  con un punto (H8 P.NE).
Comandi:
  exchange ABC?    rimetti quelle tessere (? un jolly) e pescane altrettante; solo se il sacchetto ne ha abbastanza
  pass             salta il turno (due giri completi senza parole chiudono la partita)${swap}
  hint             le 10 giocate con più punti per il tuo leggio
  undo, redo       annulla l'ultima mossa di una persona (con le risposte del computer); rigiocala
  board            mostra di nuovo la plancia
  position         la plancia e il tuo leggio come file di posizione (li leggono scarabeo moves ed endgame)
  help, restart, new, quit`,
    swapHelp:
      '\n  swap H9          (regole Editrice) prendi il jolly in H9 nel leggio mettendo al suo posto la tua lettera; poi continua il turno',
    plays: (name, move, score, words, totals) => `${name} gioca ${move} per ${score} punti (${words}). ${totals}.`,
    exchanges: (name, n) => `${name} cambia ${counted(n, 'tessera', 'tessere')}.`,
    passes: (name) => `${name} passa.`,
    swaps: (name, square) => `${name} scambia il jolly in ${square} con una tessera vera e continua il turno.`,
    out: (winner) => `Il sacchetto è vuoto e ${winner} ha giocato tutte le tessere: la partita è finita.`,
    settlement: (winner, points, left) =>
      `Conteggio finale: ${winner} guadagna ${points} punti, le tessere rimaste sugli altri leggii (${left}; un jolly vale 0).`,
    blocked: 'Due giri completi senza parole posate: la partita è finita (senza conteggio finale).',
    finalScores: 'Punteggi finali: ',
    winner: (name) => `Vince ${name}.`,
    tie: (names) => `Pareggio tra ${names.join(' e ')}.`,
    tw: '3P',
    dw: '2P',
    tl: '3L',
    dl: '2L',
    legend:
      '3P parola tripla, 2P parola doppia, 3L lettera tripla, 2L lettera doppia, * il centro (I9); una lettera minuscola è un jolly; [X] l’ultima giocata',
    compactLegend:
      '# parola tripla, = parola doppia, : lettera tripla, - lettera doppia, * il centro (I9); una lettera minuscola è un jolly; [X Y] l’ultima giocata',
    tiles: (n) => counted(n, 'tessera', 'tessere'),
    thinking: (fraction) => `Il computer sta pensando: ${Math.round(100 * fraction)}%…`,
    bag: 'sacchetto',
    player: (n) => `Giocatore ${n}`,
    pressEnter: (name) => `${name}: premi Invio per vedere il tuo leggio. `,
    toPlay: (name) => `${name} gioca: `,
    rack: (name, rack) => `Leggio di ${name}: ${rack}`,
    newRack: (name, rack) => `Nuovo leggio di ${name}: ${rack}`,
    intro: (id, seats, editrice, lexicon) =>
      `Scarabeo, partita ${id}: ${seats}; ${editrice ? 'regole Editrice Giochi' : 'regole della casa'}, lessico ${lexicon === 'full' ? 'completo' : 'standard'}. Scrivi help per i comandi.`,
    noPlayBag: 'Nessuna giocata possibile con questo leggio: cambia qualche tessera o passa.',
    noPlay: 'Nessuna giocata possibile con questo leggio e il sacchetto è vuoto: passa.',
    cannotUndo:
      'Niente da annullare: nessuna persona ha ancora mosso (undo annulla la mossa di una persona, con le risposte del computer).',
    afterEnd: '(undo, new o quit)',
    lowercaseJollies: (word) => `le minuscole sono jolly; scrivi ${word} per giocare le tessere`,
    takenBack: (name) => `Mossa annullata: tocca di nuovo a ${name}.`,
    nothingToTakeBack: 'Niente da riprendere.',
    rackExpected: (got) => `--rack richiede da 1 a 8 tessere, non "${got}"`,
    noRack: 'manca il leggio: dai --rack LETTERE o una riga rack: LETTERE nella posizione',
    noLegalPlay: 'Nessuna giocata legale per questo leggio.\n',
    notALetter: (ch) => ` ("${ch}" non è una lettera del gioco)`,
    inLexicon: (word) => `${word} è nel lessico\n`,
    notInLexicon: (word, note) => `${word} non è nel lessico${note}\n`,
    cannotLoad: (kind, why) => `impossibile caricare il lessico ${kind}: ${why}`,
    alreadyFixes: (a, b) => `${a} fissa già ciò che imposta ${b}: dai solo uno dei due`,
    computerExpected: (players, got) =>
      `--computer vuole numeri di posto da 1 a ${players} separati da virgole, all o none, non "${got}"`,
    namesExpected: (players, got) => `--names vuole fino a ${players} nomi separati da virgole, non "${got}"`,
    badName: (name, problem, rule) => `--names: "${name}" ${problem}; ${rule}`,
    differentNames: (a: number, b: number, name: string) =>
      `--names: i giocatori ${a} e ${b} si chiamano entrambi "${name}": ogni giocatore deve avere un nome diverso`,
    checkNeedsWord: 'check richiede almeno una parola, per esempio `ludoteca scarabeo check casa`',
    emptyWord: (n) =>
      `check: la parola ${n} è vuota; dai parole di lettere, per esempio \`ludoteca scarabeo check casa\``,
    idShape: 'scarabeo:<P>p#<seme>, per esempio scarabeo:2p#x',
    aNumberOfPlayers: 'un numero di giocatori',
    aNumberOfPlays: 'un numero di mosse',
    aLevel: 'un livello',
    giveComputerSeats: 'dai al computer dei posti con --computer, per esempio --computer 2',
    noEndgameRack: (where) =>
      `${where}: manca il leggio: la posizione richiede una riga rack: LETTERE (le tessere di chi muove)`,
    notAnEndgame: (where, unseen, rack) =>
      `${where}: non è un finale: ${unseen} tessere non sono né sulla plancia né sul leggio; sono nel leggio ` +
      `dell'avversario e nel sacchetto, quindi devono essere da 1 a ${rack} (sacchetto vuoto) o ${rack + 1} (una nel sacchetto)`,
    opponentRack: (opponent, rack) =>
      `Leggio dell'avversario: ${opponent} (le tessere che non sono né sulla plancia né sul tuo leggio ${rack})\n`,
    bestLine: 'Linea migliore:\n',
    you: 'tu',
    opponent: 'avversario',
    goesOut: (points) => `  chiude: +${points} per le tessere rimaste`,
    provenSpread: (spread) =>
      `Scarto finale: ${spread} per te da qui (dimostrato: gioco migliore da entrambe le parti)\n`,
    unprovenSpread: (spread, ms, depth) =>
      `Scarto finale: ${spread} per te da qui (non dimostrato: il migliore trovato in ${ms} ms, a ${depth} giocate)\n`,
    oneInBag: (unseen, tried) =>
      `Una tessera nel sacchetto: il leggio dell'avversario e il sacchetto hanno ${unseen}. Ogni giocata pesca l'ultima;\n` +
      `il suo scarto fino alla fine è la media su ogni tessera che il sacchetto può avere (${tried}):\n`,
    playsTried: (tried, legal) =>
      legal === 0
        ? 'nessuna giocata legale'
        : legal === 1
          ? "l'unica giocata legale"
          : tried >= legal
            ? `tutte le ${legal} giocate legali`
            : `le ${tried} giocate con più punti su ${legal} legali`,
    proven: 'dimostrato',
    notProven: 'non dimostrato',
  },
);

export function help(lang: Lang, editrice: boolean): string {
  const t = words(lang);
  return t.help(editrice ? t.swapHelp : '');
}

/** One line of the move log, e.g. "Anna plays 9E SCARABEO for 162 points (SCARABEO). Anna 162, Bruno 0." */
export function describeMove(
  name: string,
  move: ScarabeoMove,
  after: ScarabeoState,
  names: readonly string[],
  lang: Lang,
): string {
  const t = words(lang);
  // The play that ends the game: its totals before the settlement, which the end's lines say next.
  const settled = (i: number) => (after.scores[i] as number) - (after.end?.settlement[i] ?? 0);
  const totals = names.map((n, i) => `${n} ${settled(i)}`).join(', ');
  switch (move.type) {
    case 'play':
      return t.plays(name, formatMove(move), move.scored.score, move.scored.words.join(', '), totals);
    case 'exchange':
      return t.exchanges(name, rackSize(move.tiles));
    case 'pass':
      return t.passes(name);
    case 'swap':
      return t.swaps(name, squareName(move.square));
  }
}

export function describeEnd(state: ScarabeoState, names: readonly string[], lang: Lang): string {
  const end = state.end;
  if (!end) return '';
  const t = words(lang);
  const lines: string[] = [];
  if (end.reason === 'out' && end.player !== undefined) {
    const winner = names[end.player] as string;
    const left = state.racks
      .map((r, i) => ({ name: names[i] as string, tiles: formatTiles(r), points: rackPoints(r), i }))
      .filter((x) => x.i !== end.player)
      .map((x) => `${x.name} ${x.tiles || '-'} = ${x.points}`)
      .join(', ');
    lines.push(t.out(winner), t.settlement(winner, end.settlement[end.player] as number, left));
  } else {
    lines.push(t.blocked);
  }
  lines.push(`${t.finalScores}${names.map((n, i) => `${n} ${state.scores[i]}`).join(', ')}.`);
  const winners = end.winners.map((i) => names[i] as string);
  lines.push(winners.length === 1 ? t.winner(winners[0] as string) : t.tie(winners));
  return lines.join('\n');
}

/**
 * Why a typed move is refused, in every terminal face (local and online); a play that needs jollies the rack
 * does not hold, typed with lowercase letters (a habit from other programs), also says how to type the tiles.
 */
export function describeRefusal(error: ScarabeoError, input: string, lang: Lang): string {
  const why = describeScarabeoError(error, lang);
  if (error.code !== 'not-in-rack' || error.letter !== '?' || error.have !== 0) return why;
  const typed = parseMoveText(input);
  if (!typed.ok || typed.value.type !== 'play') return why;
  const word = typed.value.play.word;
  return word === word.toUpperCase() ? why : `${why}; ${words(lang).lowercaseJollies(word.toUpperCase())}`;
}
