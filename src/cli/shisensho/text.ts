// Shisen-Sho's terminal words in English and Italian, one dictionary (../words.ts); the engine's own errors come
// from describeShisenShoError.
import { LIMITS, PRESETS } from '../../games/shisensho/index.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { rankedHelp } from '../ranked.js';
import { counted, dictionary } from '../words.js';

type Limits = typeof LIMITS;

export const words = dictionary(
  {
    summary: 'Shisen-Sho: remove pairs of tiles joined by a path of at most two turns; also `solve`, `moves`, `replay`',
    commands: `Type two cells to remove a pair: b3 h7 (or b3-h7), the column letter from a at the left and the row number
from 1 at the top, as printed around the board. One cell selects a tile (the board shows it in brackets, and
the other tiles of its kind marked: underlined, or in capitals without colour) and the next one completes the
pair. Two tiles of one kind go together when a path of at most three straight lines
(two turns) through empty cells joins them; the path may run round the outside of the board, whose points
are written [col,row]: [c,0] above, [c,H+1] below, [0,r] left, [W+1,r] right.
Commands: help, hint (the solver's pair), undo, redo, scramble (shuffle the remaining tiles), restart,
new (a new deal; after --board, one of that size with the default kinds, winnable), position (the board as a
board file holds it, for --board, solve and moves), quit.`,
    usage: (
      presets: string,
      limits: Limits,
      commands: string,
      session: string,
    ) => `ludoteca shisensho: Shisen-Sho in the terminal

Usage:
  ludoteca shisensho [options]           play; moves are read from stdin, one per line
  ludoteca shisensho solve [FILE] [--gravity] [--json] [--max-nodes N | --time-ms N]
                                         can the board be cleared? and the pairs that clear it:
                                         one search of at most N nodes (default 2000000), the same
                                         answer on every run; or with --time-ms, two searches on two
                                         cores for N ms (which one answers first may differ)
  ludoteca shisensho moves [FILE] [--json]
                                         the pairs that can be removed now, with their paths
  ludoteca shisensho replay [FILE] [--json]
                                         replay a record (a save, a record from the browser or the
                                         server) and print its last position and the result
                                         (FILE in the docs/formats.md notation; - or none: stdin)

Options for playing:
  --id ID                a game id, e.g. shisensho:18x8k36#s (add g to the params for gravity)
  --seed S               the deal's seed (1-64 of A-Z a-z 0-9 _ -); without one a random seed is chosen
  --width W --height H   board size, up to ${limits.maxWidth}x${limits.maxHeight} (default 18x8)
  --kinds K              tile kinds, 1-${limits.maxKinds} (default 36; with only W and H given, W*H/4)
  --gravity              tiles fall down their column after a removal (KShisen's variant)
  --unwinnable           allow deals (and scrambles) that cannot be cleared; by default they all can
  --board FILE           start from the board in FILE (- for stdin, ended by a blank line)
  --json                 one JSON line per line read (for scripts) instead of the drawn board: a pair
                         {"move","path","tilesLeft","board","over"}, a refusal {"error","message"}, a
                         command {"command",…}, a blank line {"command":"none"}; a dealt game starts with
                         a line {"id","tilesLeft","board","over"}
  --time-ms N            the solver's budget for hint, two searches on two cores (default 2000)
  --resume               resume the saved game (see below)
  --save                 save a script's game too (a person's game at a terminal always is)
  --lang en|it           language of messages

Presets: ${presets}.

${commands}

${session}

Examples:
  ludoteca shisensho --seed 42
  ludoteca shisensho --width 12 --height 6 --kinds 12 --gravity
  printf 'g1 m1\\nhint\\n' | ludoteca shisensho --id shisensho:18x8k36#s
  ludoteca shisensho --board board.txt --json < moves.txt
  ludoteca shisensho solve board.txt --json
  ludoteca shisensho solve board.txt --gravity --time-ms 1000
  ludoteca shisensho moves board.txt --json
`,
    tiles: (n: number) => counted(n, 'tile', 'tiles'),
    pairs: (n: number) => counted(n, 'pair', 'pairs'),
    hello: 'Type two cells to remove a pair (e.g. b3 h7), or help.',
    theScramble: 'the scramble',
    byeCleared: 'Bye: board cleared.',
    bye: (left: number) => `Bye: ${left} tiles left.`,
    nothingToScramble: 'no tiles left to scramble',
    scrambledWinnable: 'Scrambled the remaining tiles (the board can still be cleared).',
    scrambled: 'Scrambled the remaining tiles.',
    alreadyClear: 'the board is already clear',
    noPair: 'no pair can be removed: try scramble or undo',
    hintLost: ' (the board can no longer be cleared: undo or scramble)',
    hintUnproven: ' (the solver ran out of time: a legal pair, not a proven one)',
    hint: (move: string, path: string, why: string) => `Hint: ${move}, path: ${path}${why}`,
    notAMove: (text: string) => `"${text}" is not a move or a command: type two cells (e.g. b3 h7) or help`,
    selectedInstead: (why: string, cell: string) => `${why}; ${cell} is selected now`,
    deselected: (cell: string) => `Deselected ${cell}.`,
    selected: (cell: string) => `Selected ${cell}: type the cell of its partner.`,
    withGravity: ', gravity',
    gravityNote: ' (gravity)',
    board: (width: number, height: number, gravity: string) => `board ${width}×${height}${gravity}`,
    won: 'You won: the board is clear! Type new for another game, or quit.',
    clearedIn: (time: string, hints: number, scrambles: number) =>
      `Cleared in ${time} with ${counted(hints, 'hint', 'hints')} and ${counted(scrambles, 'scramble', 'scrambles')}.`,
    stuck: (left: number) =>
      `Stuck: no pair can be removed, ${counted(left, 'tile', 'tiles')} left. Type scramble to shuffle them, undo, or new.`,
    tilesLeft: (n: number) => `${counted(n, 'tile', 'tiles')} left`,
    available: (n: number) => `${counted(n, 'pair', 'pairs')} available`,
    removed: (n: number) => `${counted(n, 'pair', 'pairs')} removed`,
    scrambles: (n: number) => counted(n, 'scramble', 'scrambles'),
    lastPair: (step: string) => `Last pair ${step}, path: `,
    boardPrompt: 'Type or paste the board, then a blank line:\n',
    boardToEnd: 'Type or paste the board, then Ctrl-D:\n',
    boardOnStdin: 'the board on stdin',
    resumedSteps: (pairs: number, scrambles: number) =>
      `${counted(pairs, 'pair', 'pairs')}${scrambles === 0 ? '' : ` and ${counted(scrambles, 'scramble', 'scrambles')}`}`,
    budgetRanOut: (nodes: number, max: number) =>
      `the node budget ran out: the solver stopped after ${nodes} nodes (--max-nodes ${max}) without an answer`,
    timeRanOut: (nodes: number, ms: number) =>
      `the time ran out: two searches stopped after ${nodes} nodes in all (--time-ms ${ms}) without an answer`,
    twoBudgets:
      '--max-nodes and --time-ms are two budgets: give one (--max-nodes: one search, the same answer every run; --time-ms: two searches on two cores)',
    nodes: (n: number) => counted(n, 'node', 'nodes'),
    withGravitySolve: ' with gravity',
    solvable: (gravity: string, pairs: number, tiles: number, nodes: string) =>
      `solvable${gravity}: ${pairs === 1 ? '1 pair clears' : `${pairs} pairs clear`} the ${counted(tiles, 'tile', 'tiles')} (${nodes})\n`,
    notSolvable: (gravity: string, tiles: number, nodes: string) =>
      `not solvable${gravity}: no sequence of pairs clears the ${counted(tiles, 'tile', 'tiles')} (proven, ${nodes})\n`,
    unknown: 'unknown',
    canBeRemoved: (n: number) => `${counted(n, 'pair', 'pairs')} can be removed\n`,
    aNodeCount: 'a node count',
    idShape: 'shisensho:<W>x<H>k<K>#<seed>',
  },
  {
    summary:
      'Shisen-Sho: togli coppie di tessere unite da un cammino di al massimo due svolte; anche `solve`, `moves`, `replay`',
    commands: `Scrivi due caselle per togliere una coppia: b3 h7 (o b3-h7), la lettera della colonna da a a sinistra e il
numero della riga da 1 in alto, come appaiono attorno al tavolo. Una casella seleziona una tessera (il tavolo
la mostra tra parentesi quadre, e segna le altre dello stesso tipo: sottolineate, o in maiuscolo senza colori) e
la successiva completa la coppia. Due tessere dello stesso tipo vanno via
insieme se le unisce un cammino di al massimo tre tratti diritti (due svolte) tra caselle vuote; il cammino può
girare attorno al tavolo, i cui punti si scrivono [col,riga]: [c,0] sopra, [c,A+1] sotto, [0,r] a sinistra,
[L+1,r] a destra.
Comandi: help (o aiuto), hint (suggerimento), undo (annulla), redo (ripeti), scramble (mescola), restart
(ricomincia), new (nuova; dopo --board, una di quelle dimensioni con i tipi predefiniti, risolvibile),
position (posizione: il tavolo come lo tiene un file, per --board, solve e moves), quit (esci).`,
    usage: (
      presets: string,
      limits: Limits,
      commands: string,
      session: string,
    ) => `ludoteca shisensho: Shisen-Sho nel terminale

Uso:
  ludoteca shisensho [opzioni]           gioca; le mosse si leggono da stdin, una per riga
  ludoteca shisensho solve [FILE] [--gravity] [--json] [--max-nodes N | --time-ms N]
                                         si può svuotare il tavolo? e le coppie che lo svuotano:
                                         una ricerca di al massimo N nodi (predefiniti 2000000), la
                                         stessa risposta a ogni esecuzione; o con --time-ms, due ricerche
                                         su due core per N ms (quale risponde per prima può cambiare)
  ludoteca shisensho moves [FILE] [--json]
                                         le coppie che si possono togliere ora, con i cammini
  ludoteca shisensho replay [FILE] [--json]
                                         rigioca una partita registrata (un salvataggio, una partita
                                         dal browser o dal server) e stampa l'ultima posizione e l'esito
                                         (FILE nella notazione di docs/formats.md; - o niente: stdin)

Opzioni di gioco:
  --id ID                un id di partita, per esempio shisensho:18x8k36#s (g nei parametri: gravità)
  --seed S               il seme della partita (1-64 caratteri tra A-Z a-z 0-9 _ -); senza, se ne sceglie uno a caso
  --width L --height A   dimensioni del tavolo, fino a ${limits.maxWidth}x${limits.maxHeight} (predefinite 18x8)
  --kinds K              tipi di tessera, 1-${limits.maxKinds} (predefiniti 36; con solo L e A, L*A/4)
  --gravity              le tessere cadono nella colonna dopo ogni coppia (la variante di KShisen)
  --unwinnable           ammetti partite (e mescolate) che non si possono finire; di norma si può sempre
  --board FILE           parti dal tavolo in FILE (- per stdin, chiuso da una riga vuota)
  --json                 una riga JSON per ogni riga letta (per gli script) invece del tavolo disegnato: una
                         coppia {"move","path","tilesLeft","board","over"}, un rifiuto {"error","message"},
                         un comando {"command",…}, una riga vuota {"command":"none"}; una partita
                         distribuita inizia con una riga {"id","tilesLeft","board","over"}
  --time-ms N            tempo del risolutore per hint, due ricerche su due core (predefinito 2000)
  --resume               riprendi la partita salvata (vedi sotto)
  --save                 salva anche la partita di uno script (quella di una persona al terminale si salva sempre)
  --lang en|it           lingua dei messaggi

Preimpostazioni: ${presets}.

${commands}

${session}

Esempi:
  ludoteca shisensho --seed 42
  ludoteca shisensho --width 12 --height 6 --kinds 12 --gravity
  printf 'g1 m1\\nhint\\n' | ludoteca shisensho --id shisensho:18x8k36#s
  ludoteca shisensho --board tavolo.txt --json < mosse.txt
  ludoteca shisensho solve tavolo.txt --json
  ludoteca shisensho solve tavolo.txt --gravity --time-ms 1000
  ludoteca shisensho moves tavolo.txt --json
`,
    tiles: (n) => counted(n, 'tessera', 'tessere'),
    pairs: (n) => counted(n, 'coppia', 'coppie'),
    hello: 'Scrivi due caselle per togliere una coppia (per esempio b3 h7), oppure help.',
    theScramble: 'la mescolata',
    byeCleared: 'Ciao: tavolo svuotato.',
    bye: (left) => (left === 1 ? 'Ciao: resta 1 tessera.' : `Ciao: restano ${left} tessere.`),
    nothingToScramble: 'nessuna tessera da mescolare',
    scrambledWinnable: 'Tessere rimaste mescolate (il tavolo si può ancora svuotare).',
    scrambled: 'Tessere rimaste mescolate.',
    alreadyClear: 'il tavolo è già vuoto',
    noPair: 'nessuna coppia si può togliere: prova scramble o undo',
    hintLost: ' (il tavolo non si può più svuotare: undo o scramble)',
    hintUnproven: ' (il risolutore non ha finito in tempo: una coppia valida, non garantita)',
    hint: (move, path, why) => `Suggerimento: ${move}, cammino: ${path}${why}`,
    notAMove: (text) => `"${text}" non è una mossa né un comando: scrivi due caselle (per esempio b3 h7) o help`,
    selectedInstead: (why, cell) => `${why}; ora è selezionata ${cell}`,
    deselected: (cell) => `Deselezionata ${cell}.`,
    selected: (cell) => `Selezionata ${cell}: scrivi la casella della compagna.`,
    withGravity: ', gravità',
    gravityNote: ' (gravità)',
    board: (width, height, gravity) => `tavolo ${width}×${height}${gravity}`,
    won: 'Hai vinto: il tavolo è vuoto! Scrivi new per un’altra partita, o quit.',
    clearedIn: (time, hints, scrambles) =>
      `Tavolo svuotato in ${time} con ${counted(hints, 'suggerimento', 'suggerimenti')} e ${counted(scrambles, 'mescolata', 'mescolate')}.`,
    stuck: (left) =>
      `Partita bloccata: nessuna coppia si può togliere, ${left === 1 ? 'resta 1 tessera' : `restano ${left} tessere`}. Scrivi scramble per mescolarle, undo o new.`,
    tilesLeft: (n) => (n === 1 ? '1 tessera rimasta' : `${n} tessere rimaste`),
    available: (n) => (n === 1 ? '1 coppia possibile' : `${n} coppie possibili`),
    removed: (n) => (n === 1 ? '1 coppia tolta' : `${n} coppie tolte`),
    scrambles: (n) => counted(n, 'mescolata', 'mescolate'),
    lastPair: (step) => `Ultima coppia ${step}, cammino: `,
    boardPrompt: 'Scrivi o incolla il tavolo, poi una riga vuota:\n',
    boardToEnd: 'Scrivi o incolla il tavolo, poi Ctrl-D:\n',
    boardOnStdin: 'il tavolo su stdin',
    resumedSteps: (pairs, scrambles) =>
      `${counted(pairs, 'coppia', 'coppie')}${scrambles === 0 ? '' : ` e ${counted(scrambles, 'mescolata', 'mescolate')}`}`,
    budgetRanOut: (nodes, max) =>
      `il limite di nodi si è esaurito: il risolutore si è fermato dopo ${nodes} nodi (--max-nodes ${max}) senza una risposta`,
    timeRanOut: (nodes, ms) =>
      `il tempo è finito: due ricerche si sono fermate dopo ${nodes} nodi in tutto (--time-ms ${ms}) senza una risposta`,
    twoBudgets:
      '--max-nodes e --time-ms sono due limiti: danne uno (--max-nodes: una ricerca, la stessa risposta a ogni esecuzione; --time-ms: due ricerche su due core)',
    nodes: (n) => counted(n, 'nodo', 'nodi'),
    withGravitySolve: ' con la gravità',
    solvable: (gravity, pairs, tiles, nodes) =>
      `risolvibile${gravity}: ${pairs === 1 ? '1 coppia toglie' : `${pairs} coppie tolgono`} le ${counted(tiles, 'tessera', 'tessere')} (${nodes})\n`,
    notSolvable: (gravity, tiles, nodes) =>
      `non risolvibile${gravity}: nessuna sequenza di coppie toglie le ${counted(tiles, 'tessera', 'tessere')} (dimostrato, ${nodes})\n`,
    unknown: 'non determinato',
    canBeRemoved: (n) => (n === 1 ? '1 coppia si può togliere\n' : `${n} coppie si possono togliere\n`),
    aNodeCount: 'un numero di nodi',
    idShape: 'shisensho:<L>x<A>k<K>#<seme>',
  },
);

export function usage(lang: Lang): string {
  const presets = PRESETS.map((p) => `${p.params.width}x${p.params.height}k${p.params.kinds}`).join(', ');
  const t = words(lang);
  return t.usage(presets, LIMITS, t.commands, `${sessionHelp('shisensho', lang, true)}\n${rankedHelp(lang)}`);
}
