// Konobi's terminal words in English and Italian, one dictionary (../words.ts); the engine's errors come from
// describeKonobiError.
import { dictionary } from '../words.js';

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const words = dictionary(
  {
    summary: 'Konobi: connect your two edges, with weak links and no crosscuts; also `gtp`, `replay`',
    usage: (levels: string, top: number, session: string) => `Usage:
  ludoteca konobi [--size N | --id ID] [--black person|computer] [--white person|computer] [--level L] [--seed S]
  ludoteca konobi --resume
  ludoteca konobi --join LINK [--name NAME]   (online: see --join --help)
  ludoteca konobi gtp [--level L] [--seed S]
  ludoteca konobi replay [FILE] [--json]   replay a record (a save, or one from the browser or the server):
                                           its last position and the result (FILE - or none: stdin)

Konobi: Black joins the top and bottom edges, White the left and right ones (docs/konobi.md).
  --size N      board size, 5 to 19 (default 11)
  --id ID       a game id, e.g. konobi:11#x: the size and the seed, as a game's first line shows them
  --black, --white  who plays that colour, person (or human) or computer (default: you Black, the computer White)
  --level L     the computer's strength, 1 (easy) to ${top} (strong), playouts per move: ${levels};
                with two computers, 2,5 gives Black's level 2 and White's level 5
  --seed S      the game's seed (1–64 of A-Z a-z 0-9 _ -): the computer's choices follow from it
  --resume      resume the saved game; --save saves a script's game too
Type points such as c4 (a1 is the top-left corner), swap, pass, legal, position, and the commands below.

${session}

gtp: the Go Text Protocol (version 2) on stdin/stdout, with swap, konobi-setup, konobi-legal, konobi-winner.

Examples:
  ludoteca konobi --size 9 --seed x
  printf 'd4\\nhint\\nquit\\n' | ludoteca konobi --id konobi:7#x
  ludoteca konobi --black computer --white human --level 2
  ludoteca konobi --black computer --white computer --size 7 --level 1
  ludoteca konobi gtp --level 3 < commands.txt
`,
    help: `Type a point such as c4 (column letter, row number; a1 is the top-left corner) to place a stone.
Black (X) joins the top and bottom edges, White (O) the left and right ones, with a chain of stones that
touch orthogonally or diagonally. Crosscuts are illegal, and so is a diagonal (weak) link to a stone that
could be joined orthogonally at a point linked weakly to nothing else.
Commands: swap (White's first turn only: take over Black's stone), pass (only with no legal point),
undo (take back your last move and the computer's reply), redo, legal (list your legal points), position
(the position on one line, as GTP's konobi-setup takes it), hint, restart, new, help, quit.`,
    legend: 'X Black joins top and bottom (=), O White joins left and right (|); (X) last stone',
    aLevel: 'a level',
    giveComputerSide: 'give the computer a side with --black computer or --white computer',
    idShape: 'konobi:<N>#<seed>',
    black: 'Black',
    white: 'White',
    person: 'person',
    // The players as they read inside a sentence ("Winner: the computer (White, O)."); a sentence that starts
    // with one capitalises it. When both sides are computers, "the computer" would name either: each is named
    // by its colour.
    computer: (name: string, symbol: string) => `the computer (${name}, ${symbol})`,
    computers: (name: string, symbol: string) => `Computer (${name}, ${symbol})`,
    you: (name: string, symbol: string) => `you (${name}, ${symbol})`,
    seat: (name: string, symbol: string) => `${name} (${symbol})`,
    toPlay: (who: string) => `${capitalised(who)} to play: `,
    toMove: (who: string) => `${capitalised(who)} to move.`,
    noMoves: 'Neither side can move: the game is over.',
    afterEnd: '(undo, new or quit)',
    winner: (who: string, black: boolean, chain: readonly string[]) =>
      `Winner: ${who}. The chain in brackets joins ${black ? 'the top and bottom edges' : 'the left and right edges'} (${chain.length} stones: ${chain.join(' ')}).`,
    pieRule: (colour: string) => `Pie rule: ${colour} may type swap to take over Black's stone instead of placing one.`,
    // A dealt game names its id; a game from a set-up position (a record's start) says so, as the others do.
    intro: (size: number, id: string | undefined, black: string, white: string, level: string) =>
      `Konobi ${id === undefined ? `board ${size}×${size}` : `${size}×${size} (${id})`}: Black ${black}, White ${white}${level}. Type help for the rules and commands.`,
    level: (n: number) => `, level ${n}`,
    computerAt: (n: number) => `computer (level ${n})`,
    mustPass: (who: string) => `${capitalised(who)} has no legal point and must pass.`,
    computerSwaps: (who: string, next: string) =>
      `${capitalised(who)} uses the pie rule (swap): it takes over Black's stone and plays Black from now on. ${capitalised(next)} to move.`,
    youSwap: (next: string) =>
      `Swap: you take over Black's stone and play Black from now on. ${capitalised(next)} to move.`,
    plays: (who: string, move: string, playouts: string) => `${capitalised(who)} plays ${move}${playouts}.`,
    playouts: (n: number) => ` (${n} playouts)`,
    thinking: (done: number, budget: number) =>
      `The computer is thinking: ${done}${Number.isFinite(budget) ? ` of ${budget}` : ''} playouts…`,
  },
  {
    summary: 'Konobi: unisci i tuoi due bordi, con legami deboli e senza tagli incrociati; anche `gtp`, `replay`',
    usage: (levels, top, session) => `Uso:
  ludoteca konobi [--size N | --id ID] [--black person|computer] [--white person|computer] [--level L] [--seed S]
  ludoteca konobi --resume
  ludoteca konobi --join LINK [--name NAME]   (online: vedi --join --help)
  ludoteca konobi gtp [--level L] [--seed S]
  ludoteca konobi replay [FILE] [--json]   rigioca una partita registrata (un salvataggio, o dal browser o dal
                                           server): l'ultima posizione e l'esito (FILE - o niente: stdin)

Konobi: il Nero unisce i bordi alto e basso, il Bianco quelli sinistro e destro (docs/konobi.md).
  --size N      lato della scacchiera, da 5 a 19 (predefinito 11)
  --id ID       un id di partita, per esempio konobi:11#x: il lato e il seme, come li mostra la prima riga
  --black, --white  chi gioca quel colore, person (o human) o computer (predefinito: tu il Nero, il computer il Bianco)
  --level L     forza del computer, da 1 (facile) a ${top} (forte), simulazioni per mossa: ${levels};
                con due computer, 2,5 dà al Nero il livello 2 e al Bianco il livello 5
  --seed S      il seme della partita (da 1 a 64 caratteri tra A-Z a-z 0-9 _ -): ne dipendono le scelte del computer
  --resume      riprendi la partita salvata; --save salva anche la partita di uno script
Scrivi punti come c4 (a1 è l'angolo in alto a sinistra), swap, pass, legal, position e i comandi qui sotto.

${session}

gtp: il Go Text Protocol (versione 2) su stdin/stdout, con swap, konobi-setup, konobi-legal, konobi-winner.

Esempi:
  ludoteca konobi --size 9 --seed x
  printf 'd4\\nhint\\nquit\\n' | ludoteca konobi --id konobi:7#x
  ludoteca konobi --black computer --white human --level 2
  ludoteca konobi --black computer --white computer --size 7 --level 1
  ludoteca konobi gtp --level 3 < comandi.txt
`,
    help: `Scrivi un punto come c4 (lettera della colonna, numero della riga; a1 è l'angolo in alto a sinistra).
Il Nero (X) unisce il bordo alto e quello basso, il Bianco (O) quelli sinistro e destro, con una catena di pietre
adiacenti in orizzontale, verticale o diagonale. I tagli incrociati sono vietati, e così un legame diagonale
(debole) con una pietra che si potrebbe unire ortogonalmente in un punto senza altri legami deboli.
Comandi: swap o scambio (solo al primo turno del Bianco: prendi la pietra del Nero), pass o passa (solo
senza punti legali), undo (annulla la tua ultima mossa e la risposta del computer), redo, legal (elenca i tuoi
punti legali), position (posizione: la posizione su una riga, come la prende konobi-setup del GTP), hint,
restart, new, help, quit.`,
    legend:
      'X: il Nero unisce i bordi alto e basso (=); O: il Bianco quelli sinistro e destro (|); (X): l’ultima pietra',
    aLevel: 'un livello',
    giveComputerSide: 'dai al computer un colore con --black computer o --white computer',
    idShape: 'konobi:<N>#<seme>',
    black: 'Nero',
    white: 'Bianco',
    person: 'persona',
    // The players in the third person with their article, so every sentence agrees: "Muove il Nero (tu, X)".
    computer: (name, symbol) => `il computer (${name}, ${symbol})`,
    computers: (name, symbol) => `il ${name} (computer, ${symbol})`,
    you: (name, symbol) => `il ${name} (tu, ${symbol})`,
    seat: (name, symbol) => `il ${name} (${symbol})`,
    toPlay: (who) => `Muove ${who}: `,
    toMove: (who) => `Muove ${who}.`,
    noMoves: 'Nessuno può muovere: la partita è finita.',
    afterEnd: '(undo, new o quit)',
    winner: (who, black, chain) =>
      `Vince ${who}. La catena tra parentesi quadre unisce ${black ? 'il bordo alto e quello basso' : 'i bordi sinistro e destro'} (${chain.length} pietre: ${chain.join(' ')}).`,
    pieRule: (colour) =>
      `Regola della torta: ${colour} può scrivere swap (o scambio) per prendere la pietra del Nero invece di giocare.`,
    intro: (size, id, black, white, level) =>
      `Konobi ${id === undefined ? `scacchiera ${size}×${size}` : `${size}×${size} (${id})`}: Nero: ${black}; Bianco: ${white}${level}. Scrivi help per le regole e i comandi.`,
    level: (n) => `, livello ${n}`,
    computerAt: (n) => `computer (livello ${n})`,
    mustPass: (who) => `${capitalised(who)} non ha punti legali e deve passare.`,
    computerSwaps: (who, next) =>
      `${capitalised(who)} usa la regola della torta (swap): prende la pietra del Nero e d'ora in poi gioca il Nero. Muove ${next}.`,
    youSwap: (next) => `Swap: prendi la pietra del Nero e d'ora in poi giochi il Nero. Muove ${next}.`,
    plays: (who, move, playouts) => `${capitalised(who)} gioca ${move}${playouts}.`,
    playouts: (n) => ` (${n} simulazioni)`,
    thinking: (done, budget) =>
      `Il computer sta pensando: ${done}${Number.isFinite(budget) ? ` simulazioni su ${budget}` : ' simulazioni'}…`,
  },
);
