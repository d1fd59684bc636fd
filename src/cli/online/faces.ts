// How each online game is drawn in the terminal from a seat's view: the game's own board renderer
// (../konobi/render.ts, ../scarabeo/render.ts) fed from the view the server sent, and what a seat is called.
import { err, ok, type Result } from '../../core/result.js';
import { type Colour, type KonobiState, parseAnyPosition, parsePoint, seatOf } from '../../games/konobi/index.js';
import { renderBoard as renderKonobi } from '../konobi/render.js';
import type { Lang } from '../lang.js';
import { renderRack, renderBoard as renderScarabeo } from '../scarabeo/render.js';
import type { StateMessage } from './messages.js';
import { decodeScarabeoView, type ScarabeoSeen } from './scarabeoView.js';
import { words } from './text.js';

export interface DrawOptions {
  readonly lang: Lang;
  readonly color: boolean;
  /** Whether to add the board's legend (with the first board only). */
  readonly legend: boolean;
}

/** What the terminal needs from each online game. */
export interface OnlineFace {
  readonly game: 'konobi' | 'scarabeo';
  /** The board (and what goes with it: a rack, the scores) from the state's view, or why it cannot be read. */
  draw(state: StateMessage, o: DrawOptions): Result<string, string>;
  /** What the seat plays as, beside its name: "Black, X"; empty where a name says it all. */
  role(state: StateMessage, seat: number, lang: Lang): string;
}

function konobiState(state: StateMessage): Result<KonobiState, string> {
  const text = typeof state.view === 'string' ? state.view : (state.view as { position?: unknown } | null)?.position;
  if (typeof text !== 'string') return err('no position');
  const parsed = parseAnyPosition(text, 'black');
  if (!parsed.ok) return err(parsed.error.code);
  // The view has no last move: the last public move marks its stone when it is a point.
  const lastText = state.moves[state.moves.length - 1];
  const s = parsed.value;
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
};

function scarabeoLines(seen: ScarabeoSeen, state: StateMessage, o: DrawOptions): string {
  const t = words(o.lang);
  const lines = [renderScarabeo(seen.cells, { color: o.color, lang: o.lang }, seen.fresh)];
  const names = state.seats.map((s, i) => (s.kind === 'person' ? s.name || t.seat(i) : t.computer(s.level)));
  const scores = names.map((n, i) => {
    const mark = i === state.toMove && state.status === 'playing' ? '▶ ' : '';
    return `${mark}${n} ${seen.scores[i] ?? 0} (${seen.rackCounts[i] ?? 0} ${t.tiles})`;
  });
  lines.push(`${scores.join(' · ')} · ${t.bag} ${seen.bagCount}`);
  if (seen.rack) lines.push(t.yourRack(renderRack(seen.rack)));
  return lines.join('\n');
}

export const scarabeoFace: OnlineFace = {
  game: 'scarabeo',
  draw(state, o) {
    const seen = decodeScarabeoView(state.view);
    return seen.ok ? ok(scarabeoLines(seen.value, state, o)) : seen;
  },
  role: () => '',
};

export const FACES: Readonly<Record<'konobi' | 'scarabeo', OnlineFace>> = {
  konobi: konobiFace,
  scarabeo: scarabeoFace,
};
