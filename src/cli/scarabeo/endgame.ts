// `ludoteca scarabeo endgame [FILE]`: the exact two-player endgame of a position (its rack is the player to move's;
// the opponent holds every tile not on the board or that rack, the bag being empty): the best line and the spread;
// with one tile more unseen, one is in the bag, and each play is valued over every tile it may draw.
import { performance } from 'node:perf_hooks';
import { type EndgameMove, solveEndgame, solvePreEndgame } from '../../ai/scarabeo/index.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type BoardView,
  type Dawg,
  emptyRack,
  formatMove,
  formatTiles,
  JOLLY,
  LETTER_MASK,
  type LexiconKind,
  RACK_JOLLY,
  RACK_SIZE,
  rackPoints,
  rackSize,
  unseenTiles,
} from '../../games/scarabeo/index.js';
import {
  type Failure,
  operationFailed,
  parseChoice,
  parseMsFlag,
  parseOptions,
  reportFailure,
  usageError,
} from '../args.js';
import type { Io } from '../io.js';
import { type Lang, parseLang } from '../lang.js';
import { common } from '../words.js';
import { readPosition } from './script.js';
import { words } from './text.js';

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
      'time-ms': { type: 'string' },
      // The name this command had before every command's budget was --time-ms; scripts may still use it.
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
  if (typeof v.time === 'string' && typeof v['time-ms'] === 'string') {
    return err(usageError(common(L).conflict('--time-ms', '--time')));
  }
  const flag = typeof v.time === 'string' ? '--time' : '--time-ms';
  const time = v['time-ms'] ?? v.time;
  if (typeof time === 'string') {
    const n = parseMsFlag(flag, time, L);
    if (!n.ok) return n;
    timeMs = n.value;
  }
  const lexicon = parseChoice('--lexicon', v.lexicon, ['standard', 'full'], 'standard', L);
  if (!lexicon.ok) return lexicon;
  const kind = lexicon.value;
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
  const t = words(o.lang);
  const read = await readPosition(io, o.file, o.lang);
  if (typeof read === 'number') return read;
  const { position: parsed, where } = read;
  const { cells, rack } = parsed;
  // The position is the only place the rack can come from, so a position without one is a bad input (1), not a
  // bad command line (2); likewise a position that is not an endgame.
  if (!rack || rackSize(rack) === 0) {
    return reportFailure(io, operationFailed(t.noEndgameRack(where)));
  }
  const opponent = unseenTiles(cells, rack);
  const unseen = rackSize(opponent);
  if (unseen === RACK_SIZE + 1) {
    const dawg = loadDawg();
    if ('status' in dawg) return reportFailure(io, dawg);
    return oneInBag(o, io, dawg, { cells, rules: parsed.rules ?? 'seed' }, rack, opponent);
  }
  if (unseen === 0 || unseen > RACK_SIZE + 1) {
    return reportFailure(io, operationFailed(t.notAnEndgame(where, unseen, RACK_SIZE)));
  }
  const dawg = loadDawg();
  if ('status' in dawg) return reportFailure(io, dawg);
  const rules = parsed.rules ?? 'seed';
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
  io.stdout(t.opponentRack(formatTiles(opponent), formatTiles(rack)));
  io.stdout(t.bestLine);
  const width = Math.max(4, ...steps.map((s) => s.move.length));
  steps.forEach((s, i) => {
    const who = s.player === 0 ? t.you : t.opponent;
    const out = s.settlement ? t.goesOut(s.settlement) : '';
    io.stdout(
      `${String(i + 1).padStart(3)}. ${who.padEnd(10)} ${s.move.padEnd(width)} ${String(s.score).padStart(4)}${out}\n`,
    );
  });
  const spread = `${result.value > 0 ? '+' : ''}${result.value}`;
  io.stdout(result.proven ? t.provenSpread(spread) : t.unprovenSpread(spread, o.timeMs, result.depth));
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
  const t = words(o.lang);
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
  io.stdout(t.oneInBag(formatTiles(unseen), t.playsTried(rows.length, result.legalPlays)));
  if (rows.length === 0) io.stdout(t.noLegalPlay);
  const width = Math.max(4, ...rows.map((r) => r.move.length));
  for (const r of rows) {
    const note = r.proven ? t.proven : t.notProven;
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
