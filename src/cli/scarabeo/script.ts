// Scarabeo's scripting commands (docs/formats.md): `moves` lists every legal play of a position for a rack, best
// first; `check` says whether words are in the lexicon (exit status 0 when all are, 1 otherwise).
import {
  checkWord,
  type Dawg,
  describeScarabeoError,
  formatPlay,
  formatPositionText,
  generatePlays,
  type PositionText,
  parsePositionText,
  parseTiles,
  RACK_SIZE,
  rackSize,
  topPlays,
} from '../../games/scarabeo/index.js';
import { type Failure, operationFailed, reportFailure, usageError } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import type { Lang } from '../lang.js';
import type { CheckOptions, MovesOptions } from './options.js';
import { words } from './text.js';

/** The position in FILE (or on stdin), parsed, and where it came from; a failure is reported, as its status. */
export async function readPosition(
  io: Io,
  file: string | undefined,
  lang: Lang,
): Promise<{ position: PositionText; where: string } | number> {
  const text = await readInput(io, file ?? '-', undefined, lang);
  if (!text.ok) return reportFailure(io, text.error);
  const where = file ?? 'stdin';
  const parsed = parsePositionText(text.value);
  if (!parsed.ok) return reportFailure(io, operationFailed(`${where}: ${describeScarabeoError(parsed.error, lang)}`));
  return { position: parsed.value, where };
}

export async function runMoves(o: MovesOptions, io: Io, loadDawg: () => Dawg | Failure): Promise<number> {
  const L = o.lang;
  const t = words(L);
  const read = await readPosition(io, o.file, L);
  if (typeof read === 'number') return read;
  let position = read.position;
  if (o.rack !== undefined) {
    const tiles = parseTiles(o.rack);
    if (!tiles.ok) return reportFailure(io, usageError(`--rack: ${describeScarabeoError(tiles.error, L)}`));
    if (rackSize(tiles.value) === 0 || rackSize(tiles.value) > RACK_SIZE) {
      return reportFailure(io, usageError(t.rackExpected(o.rack)));
    }
    // Check the rack against the tiles on the board: the set has only so many of each.
    const again = parsePositionText(formatPositionText({ ...position, rack: tiles.value }));
    if (!again.ok) return reportFailure(io, usageError(`--rack: ${describeScarabeoError(again.error, L)}`));
    position = again.value;
  }
  if (!position.rack || rackSize(position.rack) === 0) {
    return reportFailure(io, usageError(t.noRack));
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
    io.stdout(t.noLegalPlay);
    return 0;
  }
  const width = Math.max(...plays.map((p) => formatPlay(p.play).length));
  for (const p of plays)
    io.stdout(`${formatPlay(p.play).padEnd(width)}  ${String(p.score).padStart(4)}  ${p.words.join(' ')}\n`);
  return 0;
}

export function runCheck(o: CheckOptions, io: Io, dawg: Dawg): number {
  const t = words(o.lang);
  const results = o.words.map((w) => checkWord(dawg, w));
  if (o.json) io.stdout(`${JSON.stringify(results.map(({ word, valid }) => ({ word, valid })))}\n`);
  else {
    for (const r of results) {
      const note = r.bad !== undefined ? t.notALetter(r.bad) : '';
      io.stdout(r.valid ? t.inLexicon(r.word) : t.notInLexicon(r.word, note));
    }
  }
  return results.every((r) => r.valid) ? 0 : 1;
}
