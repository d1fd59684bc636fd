// SameGame's terminal words in English and Italian, one dictionary (../words.ts); the engine's own errors come
// from describeSameGameError.
import { LIMITS, PRESETS } from '../../games/samegame/index.js';
import { sessionHelp } from '../commands.js';
import type { Lang } from '../lang.js';
import { rankedHelp } from '../ranked.js';
import { counted, dictionary } from '../words.js';

export const words = dictionary(
  {
    summary: 'SameGame (Clickomania): remove groups of same-coloured blocks; also `solve`, `replay`',
    commands: `Type a block's coordinates to remove its group: x y (or x,y), x the column from 0 at the left, y the row
from 0 at the bottom, as printed around the field. A group is two or more blocks of one colour joined up,
down, left or right; removing n blocks scores (n-2)^2, clearing the field adds 1000.
Commands: help, undo, redo, hint (the solver's suggestion), restart, new (a new deal), position (the field
on one line, as --board and solve read it), quit.`,
    usage: (
      presets: string,
      sizes: string,
      colours: string,
      commands: string,
      session: string,
    ) => `ludoteca samegame: SameGame (Clickomania) in the terminal

Usage:
  ludoteca samegame [options]            play; moves are read from stdin, one per line
  ludoteca samegame solve [FILE] [--time-ms N] [--json]
                                         search for the best sequence of moves for a field
                                         within N ms (default 10000); a small field is answered
                                         at once with its proven best line
  ludoteca samegame replay [FILE] [--json]
                                         replay a record (a save, a record from the browser or the
                                         server) and print its last position and the result
                                         (FILE in the docs/formats.md notation; - or none: stdin)

Options for playing:
  --seed S               the deal's seed (1-64 of A-Z a-z 0-9 _ -); without one a random seed is chosen
  --width W --height H   field size, ${sizes} each (default 15x10)
  --colors C             number of colours, ${colours} (default 4)
  --winnable             deal only fields that can be cleared
  --id ID                a game id instead of the flags above, e.g. samegame:15x10c4#k2
  --board FILE           start from the field in FILE (- for stdin, ended by a blank line)
  --json                 one JSON line per line read (for scripts) instead of the drawn field: a move
                         {"move","removed","points","score","field","over"}, a refusal {"error","message"},
                         a command {"command",…}, a blank line {"command":"none"}; a dealt game starts
                         with a line {"id","field",…}
  --demo STRATEGY        the computer plays: random, leftmost, largest or best (the solver)
  --delay MS             pause between demo moves on a terminal (default 300)
  --time-ms N            the solver's budget for hint (default 1000) and --demo best (default 3000)
  --resume               resume the saved game (see below)
  --save                 save a script's game too (a person's game at a terminal always is)
  --lang en|it           language of messages

Presets: ${presets}.

${commands}

${session}

Examples:
  ludoteca samegame --seed 42 --width 10 --height 5 --colors 5
  printf '4 0\\n5 0\\n' | ludoteca samegame --id samegame:10x5c5#t1
  ludoteca samegame --board field.txt --json < moves.txt
  ludoteca samegame --demo best --seed 7
  ludoteca samegame solve field.txt --time-ms 2000 --json
  ludoteca samegame replay ~/.ludoteca/samegame.json
`,
    blocks: (n: number) => counted(n, 'block', 'blocks'),
    points: (n: number) => counted(n, 'point', 'points'),
    hello: 'Type x y to remove a group, or help.',
    bye: (score: number) => `Bye: score ${score}.`,
    hint: (move: string, blocks: string, points: string) => `Hint: ${move} removes ${blocks} for ${points}.`,
    board: (width: number, height: number, colors: number) => `board ${width}×${height}, ${colors} colours`,
    won: (bonus: number, score: number) => `Game over: field cleared, you won! Bonus ${bonus}; final score ${score}.`,
    demoWon: (bonus: number, score: number) =>
      `Game over: the computer cleared the field! Bonus ${bonus}; final score ${score}.`,
    lost: (left: number, score: number) =>
      `Game over: no moves left, ${left === 1 ? '1 block remains' : `${left} blocks remain`}; final score ${score}.`,
    afterGameOver: '(undo, new or quit)',
    score: (n: number) => `score ${n}`,
    left: (n: number) => `${counted(n, 'block', 'blocks')} left`,
    bonus: (n: number) => `${n} bonus`,
    lastMove: (move: string, blocks: string, earned: string) => `last move ${move}: ${blocks}, ${earned}`,
    cleared: 'field cleared',
    moves: (n: number) => counted(n, 'move', 'moves'),
    provenBest: ' (proven best)',
    fieldPrompt: 'Type or paste the field, then Ctrl-D:\n',
    boardPrompt: 'Type or paste the field, then a blank line:\n',
    boardOnStdin: 'the board on stdin',
    thinking: (ms: number) => `The solver is thinking (${ms} ms)…\n`,
    delayOnlyWithDemo: '--delay only applies with --demo',
    idShape: 'samegame:<W>x<H>c<C>#<seed>',
  },
  {
    summary: 'SameGame (Clickomania): rimuovi gruppi di blocchi dello stesso colore; anche `solve`, `replay`',
    commands: `Scrivi le coordinate di un blocco per rimuoverne il gruppo: x y (o x,y), x la colonna da 0 a sinistra, y la
riga da 0 in basso, come appaiono attorno al campo. Un gruppo è fatto di due o più blocchi dello stesso colore
uniti in alto, in basso, a destra o a sinistra; rimuovere n blocchi vale (n-2)^2 punti, svuotare il campo 1000
in più.
Comandi: help (o aiuto), undo (annulla), redo (ripeti), hint (suggerimento), restart (ricomincia),
new (nuova), position (posizione: il campo su una riga, come lo leggono --board e solve), quit (esci).`,
    usage: (
      presets: string,
      sizes: string,
      colours: string,
      commands: string,
      session: string,
    ) => `ludoteca samegame: SameGame (Clickomania) nel terminale

Uso:
  ludoteca samegame [opzioni]            gioca; le mosse si leggono da stdin, una per riga
  ludoteca samegame solve [FILE] [--time-ms N] [--json]
                                         cerca la migliore sequenza di mosse per un campo
                                         entro N ms (predefiniti 10000); un campo piccolo ha
                                         subito la sua sequenza migliore, dimostrata
  ludoteca samegame replay [FILE] [--json]
                                         rigioca una partita registrata (un salvataggio, una partita
                                         dal browser o dal server) e stampa l'ultima posizione e l'esito
                                         (FILE nella notazione di docs/formats.md; - o niente: stdin)

Opzioni di gioco:
  --seed S               il seme della partita (1-64 caratteri tra A-Z a-z 0-9 _ -); senza, se ne sceglie uno a caso
  --width L --height A   dimensioni del campo, ${sizes} ciascuna (predefinite 15x10)
  --colors C             numero di colori, ${colours} (predefinito 4)
  --winnable             solo campi che si possono svuotare
  --id ID                un id di partita al posto delle opzioni sopra, per esempio samegame:15x10c4#k2
  --board FILE           parti dal campo in FILE (- per stdin, chiuso da una riga vuota)
  --json                 una riga JSON per ogni riga letta (per gli script) invece del campo disegnato: una
                         mossa {"move","removed","points","score","field","over"}, un rifiuto
                         {"error","message"}, un comando {"command",…}, una riga vuota {"command":"none"};
                         una partita distribuita inizia con una riga {"id","field",…}
  --demo STRATEGIA       gioca il computer: random, leftmost, largest o best (il risolutore)
  --delay MS             pausa tra le mosse della demo su un terminale (predefinita 300)
  --time-ms N            tempo del risolutore per hint (predefinito 1000) e --demo best (predefinito 3000)
  --resume               riprendi la partita salvata (vedi sotto)
  --save                 salva anche la partita di uno script (quella di una persona al terminale si salva sempre)
  --lang en|it           lingua dei messaggi

Preimpostazioni: ${presets}.

${commands}

${session}

Esempi:
  ludoteca samegame --seed 42 --width 10 --height 5 --colors 5
  printf '4 0\\n5 0\\n' | ludoteca samegame --id samegame:10x5c5#t1
  ludoteca samegame --board campo.txt --json < mosse.txt
  ludoteca samegame --demo best --seed 7
  ludoteca samegame solve campo.txt --time-ms 2000 --json
  ludoteca samegame replay ~/.ludoteca/samegame.json
`,
    blocks: (n) => counted(n, 'blocco', 'blocchi'),
    points: (n) => counted(n, 'punto', 'punti'),
    hello: 'Scrivi x y per rimuovere un gruppo, oppure help.',
    bye: (score) => `Ciao: punteggio ${score}.`,
    hint: (move, blocks, points) => `Suggerimento: ${move} rimuove ${blocks} per ${points}.`,
    board: (width, height, colors) => `campo ${width}×${height}, ${colors} colori`,
    won: (bonus, score) => `Partita finita: campo svuotato, hai vinto! Bonus ${bonus}; punteggio finale ${score}.`,
    demoWon: (bonus, score) =>
      `Partita finita: il computer ha svuotato il campo! Bonus ${bonus}; punteggio finale ${score}.`,
    lost: (left, score) =>
      `Partita finita: nessuna mossa possibile, ${left === 1 ? 'resta 1 blocco' : `restano ${left} blocchi`}; punteggio finale ${score}.`,
    afterGameOver: '(undo, new o quit)',
    score: (n) => `punteggio ${n}`,
    left: (n) => (n === 1 ? '1 blocco rimasto' : `${n} blocchi rimasti`),
    bonus: (n) => `bonus di ${n}`,
    lastMove: (move, blocks, earned) => `ultima mossa ${move}: ${blocks}, ${earned}`,
    cleared: 'campo svuotato',
    moves: (n) => counted(n, 'mossa', 'mosse'),
    provenBest: ' (il migliore possibile, dimostrato)',
    fieldPrompt: 'Scrivi o incolla il campo, poi Ctrl-D:\n',
    boardPrompt: 'Scrivi o incolla il campo, poi una riga vuota:\n',
    boardOnStdin: 'il campo su stdin',
    thinking: (ms) => `Il risolutore sta pensando (${ms} ms)…\n`,
    delayOnlyWithDemo: '--delay vale solo con --demo',
    idShape: 'samegame:<L>x<A>c<C>#<seme>',
  },
);

export function usage(lang: Lang): string {
  const presets = PRESETS.map((p) => `${p.params.width}x${p.params.height}c${p.params.colors}`).join(', ');
  const { minSize, maxSize, minColors, maxColors } = LIMITS;
  const t = words(lang);
  const sizes = `${minSize}-${maxSize}`;
  return t.usage(
    presets,
    sizes,
    `${minColors}-${maxColors}`,
    t.commands,
    `${sessionHelp('samegame', lang, true)}\n${rankedHelp(lang)}`,
  );
}
