// Scarabeo's scripting commands (docs/formats.md): `moves` lists every legal play of a position for a rack, best
// first; `check` says whether words are in the lexicon (exit status 0 when all are, 1 otherwise).
import {
  type Dawg,
  describeScarabeoError,
  formatPlay,
  formatPositionText,
  generatePlays,
  hasWord,
  letterCode,
  parsePositionText,
  parseTiles,
  RACK_SIZE,
  rackSize,
  topPlays,
} from '../../games/scarabeo/index.js';
import { type Failure, operationFailed, reportFailure, usageError } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import { tr } from '../lang.js';
import type { CheckOptions, MovesOptions } from './options.js';

export async function runMoves(o: MovesOptions, io: Io, loadDawg: () => Dawg | Failure): Promise<number> {
  const L = o.lang;
  const text = await readInput(io, o.file ?? '-', undefined, L);
  if (!text.ok) return reportFailure(io, text.error);
  const where = o.file ?? tr(L, 'stdin', 'stdin');
  const parsed = parsePositionText(text.value);
  if (!parsed.ok) return reportFailure(io, operationFailed(`${where}: ${describeScarabeoError(parsed.error, L)}`));
  let position = parsed.value;
  if (o.rack !== undefined) {
    const tiles = parseTiles(o.rack);
    if (!tiles.ok) return reportFailure(io, usageError(`--rack: ${describeScarabeoError(tiles.error, L)}`));
    if (rackSize(tiles.value) === 0 || rackSize(tiles.value) > RACK_SIZE) {
      return reportFailure(
        io,
        usageError(
          tr(L, `--rack expects 1 to 8 tiles, got "${o.rack}"`, `--rack vuole da 1 a 8 tessere, non "${o.rack}"`),
        ),
      );
    }
    // Check the rack against the tiles on the board: the set has only so many of each.
    const again = parsePositionText(formatPositionText({ ...position, rack: tiles.value }));
    if (!again.ok) return reportFailure(io, usageError(`--rack: ${describeScarabeoError(again.error, L)}`));
    position = again.value;
  }
  if (!position.rack || rackSize(position.rack) === 0) {
    return reportFailure(
      io,
      usageError(
        tr(
          L,
          'no rack: give --rack LETTERS or a line rack: LETTERS in the position',
          'manca il leggio: dai --rack LETTERE o una riga rack: LETTERE nella posizione',
        ),
      ),
    );
  }
  const dawg = loadDawg();
  if ('status' in dawg) return reportFailure(io, dawg);
  const board = { cells: position.cells, rules: position.rules ?? 'seed' };
  const plays =
    o.top === undefined ? generatePlays(board, position.rack, dawg) : topPlays(board, position.rack, dawg, o.top);
  if (o.json) {
    io.stdout(`${JSON.stringify(plays.map((p) => ({ move: formatPlay(p.play), score: p.score, words: p.words })))}\n`);
    return 0;
  }
  if (plays.length === 0) {
    io.stdout(tr(L, 'No legal play for this rack.\n', 'Nessuna giocata legale per questo leggio.\n'));
    return 0;
  }
  const width = Math.max(...plays.map((p) => formatPlay(p.play).length));
  for (const p of plays)
    io.stdout(`${formatPlay(p.play).padEnd(width)}  ${String(p.score).padStart(4)}  ${p.words.join(' ')}\n`);
  return 0;
}

/** A word as a player may type it: any case, accents folded (perché → PERCHE). */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

export function runCheck(o: CheckOptions, io: Io, dawg: Dawg): number {
  const L = o.lang;
  const results = o.words.map((w) => {
    const word = foldWord(w);
    const bad = [...word].find((ch) => letterCode(ch) < 0);
    return { word, valid: bad === undefined && word.length >= 2 && hasWord(dawg, word), bad };
  });
  if (o.json) io.stdout(`${JSON.stringify(results.map(({ word, valid }) => ({ word, valid })))}\n`);
  else {
    for (const r of results) {
      const note =
        r.bad !== undefined
          ? tr(L, ` ("${r.bad}" is not a letter of the set)`, ` ("${r.bad}" non è una lettera del gioco)`)
          : '';
      io.stdout(
        r.valid
          ? tr(L, `${r.word} is in the lexicon\n`, `${r.word} è nel lessico\n`)
          : tr(L, `${r.word} is not in the lexicon${note}\n`, `${r.word} non è nel lessico${note}\n`),
      );
    }
  }
  return results.every((r) => r.valid) ? 0 : 1;
}
