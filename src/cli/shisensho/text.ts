// Shisen-Sho's terminal texts in English and Italian (the engine's own errors come from describeShisenShoError).
import { LIMITS, PRESETS } from '../../games/shisensho/index.js';
import { sessionHelp } from '../commands.js';
import { type Lang, tr } from '../lang.js';

export function commandsHelp(lang: Lang): string {
  return tr(
    lang,
    `Type two cells to remove a pair: b3 h7 (or b3-h7), the column letter from a at the left and the row number
from 1 at the top, as printed around the board. One cell selects a tile ([1m]) and the next one completes the
pair. Two tiles of one kind go together when a path of at most three straight lines (two turns) through empty
cells joins them; the path may run round the outside of the board (row 0 above, row H+1 below, [0,r] left,
[W+1,r] right).
Commands: help, hint (the solver's pair), undo, redo, scramble (shuffle the remaining tiles), restart,
new (a new deal), quit.`,
    `Scrivi due caselle per togliere una coppia: b3 h7 (o b3-h7), la lettera della colonna da a a sinistra e il
numero della riga da 1 in alto, come stampati attorno al tavolo. Una casella seleziona una tessera ([1m]) e la
successiva completa la coppia. Due tessere dello stesso tipo vanno via insieme se le unisce un cammino di al
massimo tre tratti diritti (due svolte) tra caselle vuote; il cammino può girare attorno al tavolo (riga 0
sopra, riga A+1 sotto, [0,r] a sinistra, [L+1,r] a destra).
Comandi: help (o aiuto), hint (suggerimento), undo (annulla), redo (ripeti), scramble (mescola), restart
(ricomincia), new (nuova partita), quit (esci).`,
  );
}

export function usage(lang: Lang): string {
  const presets = PRESETS.map((p) => `${p.params.width}x${p.params.height}k${p.params.kinds}`).join(', ');
  const { maxWidth, maxHeight, maxKinds } = LIMITS;
  return tr(
    lang,
    `ludoteca shisensho: Shisen-Sho in the terminal

Usage:
  ludoteca shisensho [options]           play; moves are read from stdin, one per line
  ludoteca shisensho solve [FILE] [--gravity] [--json] [--max-nodes N]
                                         can the board be cleared? and the pairs that clear it
  ludoteca shisensho moves [FILE] [--json]
                                         the pairs that can be removed now, with their paths
                                         (FILE in the docs/formats.md notation; - or none: stdin)

Options for playing:
  --id ID                a game id, e.g. shisensho:18x8k36#s (add g to the params for gravity)
  --seed S               the deal's seed (1-64 of A-Z a-z 0-9 _ -); without one a random seed is chosen
  --width W --height H   board size, up to ${maxWidth}x${maxHeight} (default 18x8)
  --kinds K              tile kinds, 1-${maxKinds} (default 36; with only W and H given, W*H/4)
  --gravity              tiles fall down their column after a removal (KShisen's variant)
  --unwinnable           allow deals (and scrambles) that cannot be cleared; by default they all can
  --board FILE           start from the board in FILE (- for stdin, ended by a blank line)
  --time-ms N            the solver's budget for hint (default 2000)
  --resume               resume the saved game (see below)
  --save                 save a script's game too (a person's game at a terminal always is)
  --lang en|it           language of messages

Presets: ${presets}.

${commandsHelp(lang)}

${sessionHelp('shisensho', lang)}

Examples:
  ludoteca shisensho --seed 42
  ludoteca shisensho --width 12 --height 6 --kinds 12 --gravity
  printf 'b3 h7\\nhint\\n' | ludoteca shisensho --id shisensho:18x8k36#s
  ludoteca shisensho solve board.txt --json
  ludoteca shisensho moves board.txt --json
`,
    `ludoteca shisensho: Shisen-Sho nel terminale

Uso:
  ludoteca shisensho [opzioni]           gioca; le mosse si leggono da stdin, una per riga
  ludoteca shisensho solve [FILE] [--gravity] [--json] [--max-nodes N]
                                         si può svuotare il tavolo? e le coppie che lo svuotano
  ludoteca shisensho moves [FILE] [--json]
                                         le coppie che si possono togliere ora, con i cammini
                                         (FILE nella notazione di docs/formats.md; - o niente: stdin)

Opzioni di gioco:
  --id ID                un id di partita, per esempio shisensho:18x8k36#s (g nei parametri: gravità)
  --seed S               il seme della partita (1-64 tra A-Z a-z 0-9 _ -); senza, se ne sceglie uno a caso
  --width L --height A   dimensioni del tavolo, fino a ${maxWidth}x${maxHeight} (predefinite 18x8)
  --kinds K              tipi di tessera, 1-${maxKinds} (predefiniti 36; con solo L e A, L*A/4)
  --gravity              le tessere cadono nella colonna dopo ogni coppia (la variante di KShisen)
  --unwinnable           ammetti partite (e mescolate) che non si possono finire; di norma si può sempre
  --board FILE           parti dal tavolo in FILE (- per stdin, chiuso da una riga vuota)
  --time-ms N            tempo del risolutore per hint (predefinito 2000)
  --resume               riprendi la partita salvata (vedi sotto)
  --save                 salva anche la partita di uno script (quella di una persona al terminale si salva sempre)
  --lang en|it           lingua dei messaggi

Preimpostazioni: ${presets}.

${commandsHelp(lang)}

${sessionHelp('shisensho', lang)}

Esempi:
  ludoteca shisensho --seed 42
  ludoteca shisensho --width 12 --height 6 --kinds 12 --gravity
  printf 'b3 h7\\nhint\\n' | ludoteca shisensho --id shisensho:18x8k36#s
  ludoteca shisensho solve tavolo.txt --json
  ludoteca shisensho moves tavolo.txt --json
`,
  );
}

export function tiles(lang: Lang, n: number): string {
  return n === 1 ? tr(lang, '1 tile', '1 tessera') : tr(lang, `${n} tiles`, `${n} tessere`);
}

export function pairs(lang: Lang, n: number): string {
  return n === 1 ? tr(lang, '1 pair', '1 coppia') : tr(lang, `${n} pairs`, `${n} coppie`);
}
