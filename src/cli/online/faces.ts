// How each online game is drawn in the terminal from a seat's view (decoded by the shared src/online/views.ts):
// the game's own board renderer (../konobi/render.ts, ../scarabeo/render.ts), and what a seat is called.
import { err, ok, type Result } from '../../core/result.js';
import {
  type Colour,
  canSwap,
  formatPoint,
  formatPosition,
  type KonobiState,
  legalPoints,
  parsePoint,
  seatOf,
} from '../../games/konobi/index.js';
import { formatPositionText, formatTiles, type ScarabeoError, SQUARES } from '../../games/scarabeo/index.js';
import { describeReason, parseReason } from '../../online/reasons.js';
import { decodeView, type OnlineScarabeoView } from '../../online/views.js';
import { renderBoard as renderKonobi } from '../konobi/render.js';
import type { Lang } from '../lang.js';
import { renderRack, renderBoard as renderScarabeo } from '../scarabeo/render.js';
import { describeRefusal } from '../scarabeo/text.js';
import type { StateMessage } from './messages.js';
import { words } from './text.js';

export interface DrawOptions {
  readonly lang: Lang;
  readonly color: boolean;
  /** Whether to add the board's legend (with the first board only). */
  readonly legend: boolean;
  /** The state shown before, if any (Scarabeo marks the squares filled since). */
  readonly before?: StateMessage;
  /** Each seat's name as the screen writes it. */
  readonly names: readonly string[];
}

/** What the terminal needs from each online game. */
export interface OnlineFace {
  readonly game: 'konobi' | 'scarabeo';
  /** The board (and what goes with it: a rack, the scores) from the state's view, or why it cannot be read. */
  draw(state: StateMessage, o: DrawOptions): Result<string, string>;
  /** What the seat plays as, beside its name: "Black, X"; empty where a name says it all. */
  role(state: StateMessage, seat: number, lang: Lang): string;
  /** A line for the seat whose turn it is, beside "Your move" (Konobi's pie rule), or empty. */
  yourTurnNote?(state: StateMessage, lang: Lang): string;
  /** `legal`: the legal points of the seat to move (Konobi; public, as the board is), or why not. */
  legal?(state: StateMessage, lang: Lang): Result<string, string>;
  /** `position`: the position from this seat's view in the game's text form, as local play's `position` prints it. */
  position(state: StateMessage): Result<string, string>;
  /**
   * Why the engine refused the typed `move`, from the reason the server sent, as local play words it; undefined
   * when the reason is not one of the game's errors.
   */
  refusal(reason: unknown, move: string, lang: Lang): string | undefined;
}

function konobiState(state: StateMessage): Result<KonobiState, string> {
  const decoded = decodeView('konobi', state.params, state.view, state.seat);
  if (!decoded.ok) return decoded;
  if (decoded.value.game !== 'konobi') return err('not a Konobi view');
  const s = decoded.value.state;
  // The view has no last move: the last public move marks its stone when it is a point.
  const lastText = state.moves[state.moves.length - 1];
  const point = lastText === undefined ? undefined : parsePoint(s.board.size, lastText.trim().toLowerCase());
  if (point?.ok && s.board.cells[point.value] !== 0) {
    const colour: Colour = s.board.cells[point.value] === 1 ? 'black' : 'white';
    return ok({ ...s, last: { colour, move: { type: 'place', point: point.value } } });
  }
  return ok(s);
}

export const konobiFace: OnlineFace = {
  game: 'konobi',
  draw(state, o) {
    const s = konobiState(state);
    return s.ok ? ok(renderKonobi(s.value, o.lang, o.legend)) : s;
  },
  role(state, seat, lang) {
    const s = konobiState(state);
    // Seat 0 opens with Black; the pie rule exchanges the colours.
    const black = s.ok ? seatOf(s.value, 'black') === seat : seat === 0;
    return black ? `${words(lang).black}, X` : `${words(lang).white}, O`;
  },
  yourTurnNote(state, lang) {
    // White's first turn: the swap is a move like a point, and nothing else on the screen says it can be typed.
    const s = konobiState(state);
    return s.ok && canSwap(s.value) ? words(lang).pieOffer : '';
  },
  legal(state, lang) {
    if (state.status === 'over') return err(words(lang).gameOver);
    const s = konobiState(state);
    if (!s.ok) return s;
    const size = s.value.board.size;
    return ok(
      legalPoints(s.value)
        .map((p) => formatPoint(size, p))
        .join(' '),
    );
  },
  position(state) {
    // On one line, as local play's `position` and GTP's konobi-setup write it.
    const s = konobiState(state);
    return s.ok ? ok(formatPosition(s.value, '/')) : s;
  },
  refusal: (reason, _move, lang) => describeReason('konobi', reason, lang),
};

function scarabeoView(state: StateMessage | undefined): OnlineScarabeoView | undefined {
  if (!state) return undefined;
  const decoded = decodeView('scarabeo', state.params, state.view, state.seat);
  return decoded.ok && decoded.value.game === 'scarabeo' ? decoded.value.view : undefined;
}

function scarabeoLines(v: OnlineScarabeoView, state: StateMessage, o: DrawOptions): string {
  const t = words(o.lang);
  // The squares filled by the last move: those empty in the state shown just before it.
  const before = o.before && o.before.version + 1 === state.version ? scarabeoView(o.before) : undefined;
  const fresh = new Set<number>();
  if (before) for (let s = 0; s < SQUARES; s++) if (before.cells[s] === 0 && v.cells[s] !== 0) fresh.add(s);
  const lines = [renderScarabeo(v.cells, { color: o.color, lang: o.lang }, fresh)];
  const scores = o.names.map((n, i) => {
    const mark = i === state.toMove && state.status === 'playing' ? '▶ ' : '';
    return `${mark}${n} ${v.scores[i] ?? 0} (${v.rackCounts[i] ?? 0} ${t.tiles})`;
  });
  lines.push(`${scores.join(' · ')} · ${t.bag} ${v.bagCount}`);
  if (v.lastMove) lines.push(t.lastPlay(o.names[v.lastMove.player] ?? '', v.lastMove.move, v.lastMove.score));
  if (v.racks) lines.push(t.racksLeft(v.racks.map((r, i) => `${o.names[i]} ${formatTiles(r) || '-'}`).join(', ')));
  else if (v.hasRack) lines.push(t.yourRack(renderRack(v.rack)));
  return lines.join('\n');
}

export const scarabeoFace: OnlineFace = {
  game: 'scarabeo',
  draw(state, o) {
    const decoded = decodeView('scarabeo', state.params, state.view, state.seat);
    if (!decoded.ok) return decoded;
    if (decoded.value.game !== 'scarabeo') return err('not a Scarabeo view');
    return ok(scarabeoLines(decoded.value.view, state, o));
  },
  role: () => '',
  position(state) {
    // The board and this seat's own rack (a spectator's has none): what `scarabeo moves` and `endgame` read.
    const v = scarabeoView(state);
    if (!v) return err('not a Scarabeo view');
    return ok(formatPositionText({ cells: v.cells, ...(v.hasRack ? { rack: v.rack } : {}), rules: v.params.rules }));
  },
  refusal(reason, move, lang) {
    const e = parseReason('scarabeo', reason) as ScarabeoError | undefined;
    return e && describeRefusal(e, move, lang);
  },
};

export const FACES: Readonly<Record<'konobi' | 'scarabeo', OnlineFace>> = {
  konobi: konobiFace,
  scarabeo: scarabeoFace,
};
