// SameGame's terminal texts in English and Italian (the engine's own errors come from describeSameGameError).
import { LIMITS, PRESETS } from '../../games/samegame/index.js';
import { sessionHelp } from '../commands.js';
import { type Lang, tr } from '../lang.js';

export function commandsHelp(lang: Lang): string {
  return tr(
    lang,
    `Type a block's coordinates to remove its group: x y (or x,y), x the column from 0 at the left, y the row
from 0 at the bottom, as printed around the field. A group is two or more blocks of one colour joined up,
down, left or right; removing n blocks scores (n-2)^2, clearing the field adds 1000.
Commands: help, undo, redo, hint (the solver's suggestion), restart, new (a new deal), quit.`,
    `Scrivi le coordinate di un blocco per rimuoverne il gruppo: x y (o x,y), x la colonna da 0 a sinistra, y la
riga da 0 in basso, come stampate attorno al campo. Un gruppo sono due o più blocchi dello stesso colore uniti
sopra, sotto, a destra o a sinistra; rimuovere n blocchi vale (n-2)^2 punti, svuotare il campo 1000 in più.
Comandi: help (o aiuto), undo (annulla), redo (ripeti), hint (suggerimento), restart (ricomincia),
new (nuova partita), quit (esci).`,
  );
}

export function usage(lang: Lang): string {
  const presets = PRESETS.map((p) => `${p.params.width}x${p.params.height}c${p.params.colors}`).join(', ');
  const { minSize, maxSize, minColors, maxColors } = LIMITS;
  return tr(
    lang,
    `ludoteca samegame: SameGame (Clickomania) in the terminal

Usage:
  ludoteca samegame [options]            play; moves are read from stdin, one per line
  ludoteca samegame solve [FILE] [--time-ms N] [--json]
                                         search for the best sequence of moves for a field
                                         within N ms (default 10000)
                                         (FILE in the docs/formats.md notation; - or none: stdin)

Options for playing:
  --seed S               the deal's seed (1-64 of A-Z a-z 0-9 _ -); without one a random seed is chosen
  --width W --height H   field size, ${minSize}-${maxSize} each (default 15x10)
  --colors C             number of colours, ${minColors}-${maxColors} (default 4)
  --winnable             deal only fields that can be cleared
  --id ID                a game id instead of the flags above, e.g. samegame:15x10c4#k2
  --board FILE           start from the field in FILE (- for stdin, ended by a blank line)
  --json                 one JSON line per move (for scripts) instead of the drawn field: {"move","removed",
                         "points","score","field","over"} or {"error","message"}; a dealt game starts
                         with a line {"id","field",…}
  --demo STRATEGY        the computer plays: random, leftmost, largest or best (the solver)
  --delay MS             pause between demo moves on a terminal (default 300)
  --time-ms N            the solver's budget for hint (default 1000) and --demo best (default 3000)
  --resume               resume the saved game (see below)
  --save                 save a script's game too (a person's game at a terminal always is)
  --lang en|it           language of messages

Presets: ${presets}.

${commandsHelp(lang)}

${sessionHelp('samegame', lang)}

Examples:
  ludoteca samegame --seed 42 --width 10 --height 5 --colors 5
  printf '3 0\\n7 2\\n' | ludoteca samegame --id samegame:10x5c5#t1
  ludoteca samegame --board field.txt --json < moves.txt
  ludoteca samegame --demo best --seed 7
  ludoteca samegame solve field.txt --time-ms 2000 --json
`,
    `ludoteca samegame: SameGame (Clickomania) nel terminale

Uso:
  ludoteca samegame [opzioni]            gioca; le mosse si leggono da stdin, una per riga
  ludoteca samegame solve [FILE] [--time-ms N] [--json]
                                         cerca la migliore sequenza di mosse per un campo
                                         entro N ms (predefiniti 10000)
                                         (FILE nella notazione di docs/formats.md; - o niente: stdin)

Opzioni di gioco:
  --seed S               il seme della partita (1-64 tra A-Z a-z 0-9 _ -); senza, se ne sceglie uno a caso
  --width L --height A   dimensioni del campo, ${minSize}-${maxSize} ciascuna (predefinite 15x10)
  --colors C             numero di colori, ${minColors}-${maxColors} (predefinito 4)
  --winnable             solo campi che si possono svuotare
  --id ID                un id di partita al posto delle opzioni sopra, per esempio samegame:15x10c4#k2
  --board FILE           parti dal campo in FILE (- per stdin, chiuso da una riga vuota)
  --json                 una riga JSON per mossa (per gli script) invece del campo disegnato: {"move",
                         "removed","points","score","field","over"} o {"error","message"}; una partita
                         distribuita inizia con una riga {"id","field",…}
  --demo STRATEGIA       gioca il computer: random, leftmost, largest o best (il risolutore)
  --delay MS             pausa tra le mosse della demo su un terminale (predefinita 300)
  --time-ms N            tempo del risolutore per hint (predefinito 1000) e --demo best (predefinito 3000)
  --resume               riprendi la partita salvata (vedi sotto)
  --save                 salva anche la partita di uno script (quella di una persona al terminale si salva sempre)
  --lang en|it           lingua dei messaggi

Preimpostazioni: ${presets}.

${commandsHelp(lang)}

${sessionHelp('samegame', lang)}

Esempi:
  ludoteca samegame --seed 42 --width 10 --height 5 --colors 5
  printf '3 0\\n7 2\\n' | ludoteca samegame --id samegame:10x5c5#t1
  ludoteca samegame --board campo.txt --json < mosse.txt
  ludoteca samegame --demo best --seed 7
  ludoteca samegame solve campo.txt --time-ms 2000 --json
`,
  );
}

export function blocks(lang: Lang, n: number): string {
  return n === 1 ? tr(lang, '1 block', '1 blocco') : tr(lang, `${n} blocks`, `${n} blocchi`);
}

export function points(lang: Lang, n: number): string {
  return n === 1 ? tr(lang, '1 point', '1 punto') : tr(lang, `${n} points`, `${n} punti`);
}
