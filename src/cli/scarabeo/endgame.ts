// `ludoteca scarabeo endgame [FILE]`: the exact two-player endgame of a position (its rack is the player to move's;
// the opponent holds every tile not on the board or that rack, the bag being empty): the best line and the spread;
// with one tile more unseen, one is in the bag, and each play is valued over every tile it may draw.
import { performance } from 'node:perf_hooks';
import { type EndgameMove, solveEndgame, solvePreEndgame } from '../../ai/scarabeo/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type BoardView,
  type Dawg,
  describeScarabeoError,
  emptyRack,
  formatMove,
  formatTiles,
  JOLLY,
  LETTER_MASK,
  type LexiconKind,
  parsePositionText,
  RACK_JOLLY,
  RACK_SIZE,
  rackPoints,
  rackSize,
  unseenTiles,
} from '../../games/scarabeo/index.js';
import { type Failure, operationFailed, parseIntFlag, parseOptions, reportFailure, usageError } from '../args.js';
import { readInput } from '../files.js';
import type { Io } from '../io.js';
import { type Lang, parseLang, tr } from '../lang.js';

export interface EndgameOptions {
  readonly help: boolean;
  readonly lang: Lang;
  readonly file?: string;
  /** How long the solver may search, in ms. */
  readonly timeMs: number;
  readonly json: boolean;
  readonly lexicon: LexiconKind;
}

/** The solver's default time: the figure it is measured against (docs/scarabeo-ai.md). */
const DEFAULT_TIME_MS = 5000;

export function parseEndgameOptions(args: readonly string[], lang: Lang): Result<EndgameOptions, Failure> {
  const parsed = parseOptions(
    args,
    {
      help: { type: 'boolean', short: 'h' },
      lang: { type: 'string' },
      time: { type: 'string' },
      json: { type: 'boolean' },
      lexicon: { type: 'string' },
    },
    'ludoteca scarabeo endgame',
    lang,
    1,
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const L = typeof v.lang === 'string' ? (parseLang(v.lang) ?? lang) : lang;
  let timeMs = DEFAULT_TIME_MS;
  if (typeof v.time === 'string') {
    const n = parseIntFlag('--time', v.time, 1, 3_600_000, { en: 'milliseconds', it: 'millisecondi' }, L);
    if (!n.ok) return n;
    timeMs = n.value;
  }
  const kind = v.lexicon === undefined ? 'standard' : String(v.lexicon).toLowerCase();
  if (kind !== 'standard' && kind !== 'full') {
    return err(
      usageError(
        tr(
          L,
          `--lexicon expects standard or full, got "${String(v.lexicon)}"`,
          `--lexicon vuole standard o full, non "${String(v.lexicon)}"`,
        ),
      ),
    );
  }
  const file = parsed.value.positionals[0];
  return ok({
    help: v.help === true,
    lang: L,
    ...(file === undefined || file === '-' ? {} : { file }),
    timeMs,
    json: v.json === true,
    lexicon: kind,
  });
}

export async function runEndgame(o: EndgameOptions, io: Io, loadDawg: () => Dawg | Failure): Promise<number> {
  const L = o.lang;
  const text = await readInput(io, o.file ?? '-', undefined, L);
  if (!text.ok) return reportFailure(io, text.error);
  const where = o.file ?? tr(L, 'stdin', 'stdin');
  const parsed = parsePositionText(text.value);
  if (!parsed.ok) return reportFailure(io, operationFailed(`${where}: ${describeScarabeoError(parsed.error, L)}`));
  const { cells, rack } = parsed.value;
  if (!rack || rackSize(rack) === 0) {
    return reportFailure(
      io,
      usageError(
        tr(
          L,
          `${where}: no rack: the position needs a line rack: LETTERS (the player to move's tiles)`,
          `${where}: manca il leggio: la posizione vuole una riga rack: LETTERE (le tessere di chi muove)`,
        ),
      ),
    );
  }
  const opponent = unseenTiles(cells, rack);
  const unseen = rackSize(opponent);
  if (unseen === RACK_SIZE + 1) {
    const dawg = loadDawg();
    if ('status' in dawg) return reportFailure(io, dawg);
    return oneInBag(o, io, dawg, { cells, rules: parsed.value.rules ?? 'seed' }, rack, opponent);
  }
  if (unseen === 0 || unseen > RACK_SIZE + 1) {
    return reportFailure(
      io,
      usageError(
        tr(
          L,
          `${where}: not an endgame: ${unseen} tiles are neither on the board nor on the rack; the opponent's rack ` +
            `and the bag hold them, so there must be 1 to ${RACK_SIZE} (the bag empty) or ${RACK_SIZE + 1} (one in the bag)`,
          `${where}: non è un finale: ${unseen} tessere non sono né sul tabellone né sul leggio; sono nel leggio ` +
            `dell'avversario e nel sacchetto, quindi devono essere da 1 a ${RACK_SIZE} (sacchetto vuoto) o ${RACK_SIZE + 1} (una nel sacchetto)`,
        ),
      ),
    );
  }
  const dawg = loadDawg();
  if ('status' in dawg) return reportFailure(io, dawg);
  const rules = parsed.value.rules ?? 'seed';
  const result = solveEndgame({ board: { cells, rules }, racks: [rack, opponent] }, dawg, {
    now: () => performance.now(),
    timeMs: o.timeMs,
  });
  const steps = describeLine(result.line, [rack, opponent]);
  if (o.json) {
    io.stdout(
      `${JSON.stringify({
        opponentRack: formatTiles(opponent),
        spread: result.value,
        proven: result.proven,
        depth: result.depth,
        nodes: result.nodes,
        line: steps.map((s) => ({
          player: s.player === 0 ? 'me' : 'opponent',
          move: s.move,
          score: s.score,
          ...(s.settlement ? { settlement: s.settlement } : {}),
        })),
      })}\n`,
    );
    return 0;
  }
  io.stdout(
    tr(
      L,
      `Opponent's rack: ${formatTiles(opponent)} (every tile not on the board or your rack ${formatTiles(rack)})\n`,
      `Leggio dell'avversario: ${formatTiles(opponent)} (le tessere né sul tabellone né sul tuo leggio ${formatTiles(rack)})\n`,
    ),
  );
  io.stdout(tr(L, 'Best line:\n', 'Linea migliore:\n'));
  const width = Math.max(4, ...steps.map((s) => s.move.length));
  steps.forEach((s, i) => {
    const who = s.player === 0 ? tr(L, 'you', 'tu') : tr(L, 'opponent', 'avversario');
    const out = s.settlement
      ? tr(L, `  out: +${s.settlement} for the tiles left`, `  chiude: +${s.settlement} per le tessere rimaste`)
      : '';
    io.stdout(
      `${String(i + 1).padStart(3)}. ${who.padEnd(10)} ${s.move.padEnd(width)} ${String(s.score).padStart(4)}${out}\n`,
    );
  });
  const spread = `${result.value > 0 ? '+' : ''}${result.value}`;
  io.stdout(
    result.proven
      ? tr(
          L,
          `Final spread: ${spread} for you from here (proven: best play on both sides)\n`,
          `Scarto finale: ${spread} per te da qui (dimostrato: gioco migliore da entrambe le parti)\n`,
        )
      : tr(
          L,
          `Final spread: ${spread} for you from here (not proven: the best found in ${o.timeMs} ms, ${result.depth} plays deep)\n`,
          `Scarto finale: ${spread} per te da qui (non dimostrato: il migliore trovato in ${o.timeMs} ms, a ${result.depth} giocate)\n`,
        ),
  );
  return 0;
}

/** How many plays the one-tile-in-bag search tries, by score (each is solved for every possible last tile). */
const ONE_IN_BAG_PLAYS = 12;

/** One tile in the bag: the best plays by score, each valued over every tile the bag may hold. */
function oneInBag(
  o: EndgameOptions,
  io: Io,
  dawg: Dawg,
  board: BoardView,
  rack: Uint8Array,
  unseen: Uint8Array,
): number {
  const L = o.lang;
  const result = solvePreEndgame(board, rack, unseen, dawg, {
    now: () => performance.now(),
    timeMs: o.timeMs,
    candidates: ONE_IN_BAG_PLAYS,
  });
  const rows = result.plays.map((p) => ({
    move: formatMove(p.move),
    score: p.move.type === 'play' ? p.move.scored.score : 0,
    spread: Math.round(p.value * 10) / 10,
    proven: p.proven,
  }));
  if (o.json) {
    io.stdout(`${JSON.stringify({ unseen: formatTiles(unseen), oneInBag: true, plays: rows })}\n`);
    return 0;
  }
  io.stdout(
    tr(
      L,
      `One tile in the bag: the opponent's rack and the bag hold ${formatTiles(unseen)}. Each play draws the last tile;\n` +
        `its spread to the end is the average over every tile the bag may hold (the ${ONE_IN_BAG_PLAYS} best plays by score):\n`,
      `Una tessera nel sacchetto: il leggio dell'avversario e il sacchetto hanno ${formatTiles(unseen)}. Ogni giocata pesca l'ultima;\n` +
        `il suo scarto fino alla fine è la media su ogni tessera che il sacchetto può avere (le ${ONE_IN_BAG_PLAYS} giocate con più punti):\n`,
    ),
  );
  if (rows.length === 0)
    io.stdout(tr(L, 'No legal play for this rack.\n', 'Nessuna giocata legale per questo leggio.\n'));
  const width = Math.max(4, ...rows.map((r) => r.move.length));
  for (const r of rows) {
    const note = r.proven ? tr(L, 'proven', 'dimostrato') : tr(L, 'not proven', 'non dimostrato');
    io.stdout(
      `${r.move.padEnd(width)}  ${String(r.score).padStart(4)}  ${(r.spread > 0 ? '+' : '') + r.spread}  (${note})\n`,
    );
  }
  return 0;
}

interface Step {
  readonly player: number;
  readonly move: string;
  readonly score: number;
  /** The opponent's tile points gained by the play that goes out. */
  readonly settlement?: number;
}

/** The line with who plays each move and its points, and the settlement of the play that ends the game. */
function describeLine(line: readonly EndgameMove[], racks: readonly [Uint8Array, Uint8Array]): Step[] {
  const left = [new Uint8Array(racks[0]), new Uint8Array(racks[1])];
  const steps: Step[] = [];
  line.forEach((move, i) => {
    const player = i % 2;
    if (move.type === 'pass') {
      steps.push({ player, move: formatMove(move), score: 0 });
      return;
    }
    const rack = left[player] as Uint8Array;
    for (const p of move.scored.placed) {
      const k = (p.cell & JOLLY) !== 0 ? RACK_JOLLY : p.cell & LETTER_MASK;
      rack[k] = (rack[k] as number) - 1;
    }
    const out = rackSize(rack) === 0;
    steps.push({
      player,
      move: formatMove(move),
      score: move.scored.score,
      ...(out ? { settlement: rackPoints(left[1 - player] ?? emptyRack()) } : {}),
    });
  });
  return steps;
}
