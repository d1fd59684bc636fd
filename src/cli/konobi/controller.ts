// The headless Konobi terminal controller: (ui, session, line) → step, and the steps that need no line (the
// computer's move, a forced pass, the end). It holds no I/O, so the line loop (../loop.ts) drives it.
import type { SearchResult } from '../../ai/konobi/index.js';
import { newSeed } from '../../core/gameId.js';
import {
  type Colour,
  canSwap,
  describeColour,
  describeKonobiError,
  formatMove,
  formatPoint,
  type KonobiError,
  type KonobiMove,
  type KonobiParams,
  type KonobiState,
  konobi,
  legalPoints,
  seatOf,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import * as S from '../../session/index.js';
import { parseCommonCommand } from '../commands.js';
import { type Lang, tr } from '../lang.js';
import type { LoopStep } from '../loop.js';
import { renderBoard } from './render.js';

export type Session = S.Session<KonobiParams, KonobiState, KonobiMove, KonobiError>;

export interface Ui {
  readonly lang: Lang;
  /** Set by `quit` or the end of the game: the loop stops. */
  readonly done: boolean;
  /** Whether the symbols' legend was shown (with the first board only). */
  readonly legendShown: boolean;
  /** Echo each line read (a script's transcript reads like a game). */
  readonly echo: boolean;
}

export interface Context {
  /** The computer's move at `level` for the state (seeded by the game and the move number). */
  readonly computer: (session: Session, level: number) => SearchResult;
  readonly random32: () => number;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export function help(lang: Lang): string {
  return tr(
    lang,
    `Type a point such as c4 (column letter, row number; a1 is the top-left corner) to place a stone.
Black (X) joins the top and bottom edges, White (O) the left and right ones, with a chain of stones that
touch orthogonally or diagonally. Crosscuts are illegal, and so is a diagonal (weak) link to a stone that
could be joined orthogonally at a point linked weakly to nothing else.
Commands: swap (White's first turn only: take over Black's stone), pass (only with no legal point),
undo (take back your last move and the computer's reply), redo, legal (list your legal points), hint,
restart, new, help, quit.`,
    `Scrivi un punto come c4 (lettera della colonna, numero della riga; a1 è l'angolo in alto a sinistra).
Il Nero (X) unisce il bordo alto e quello basso, il Bianco (O) sinistra e destra, con una catena di pietre
adiacenti in orizzontale, verticale o diagonale. I tagli incrociati sono vietati, e così un legame diagonale
(debole) con una pietra che si potrebbe unire ortogonalmente in un punto senza altri legami deboli.
Comandi: swap (solo al primo turno del Bianco: prendi la pietra del Nero), pass (solo senza punti legali),
undo (annulla la tua ultima mossa e la risposta del computer), redo, legal (elenca i tuoi punti legali), hint,
restart, new, help, quit.`,
  );
}

function people(session: Session): number {
  return session.seats.filter((s) => s.kind === 'person').length;
}

/** "Black (X)", "You (Black, X)" or "The computer (White, O)", by who sits at the seat playing `colour`. */
export function who(session: Session, colour: Colour, lang: Lang): string {
  const name = tr(lang, colour === 'black' ? 'Black' : 'White', colour === 'black' ? 'Nero' : 'Bianco');
  const symbol = colour === 'black' ? 'X' : 'O';
  const seat = session.seats[seatOf(S.current(session), colour)];
  if (seat?.kind === 'computer') {
    return tr(lang, `The computer (${name}, ${symbol})`, `Il computer (${name}, ${symbol})`);
  }
  if (people(session) === 1) return tr(lang, `You (${name}, ${symbol})`, `Tu (${name}, ${symbol})`);
  return `${name} (${symbol})`;
}

/** The prompt before a person's line. */
export function prompt(session: Session, lang: Lang): string {
  const colour = S.current(session).toMove;
  return tr(lang, `${who(session, colour, lang)} to play: `, `${who(session, colour, lang)} muove: `);
}

function end(session: Session, lang: Lang): string {
  const state = S.current(session);
  const w = winner(state);
  if (w === undefined) {
    return tr(lang, 'Neither side can move: the game is over.', 'Nessuno può muovere: la partita è finita.');
  }
  const chain = winningChain(state).map((p) => formatPoint(state.board.size, p));
  return tr(
    lang,
    `Winner: ${who(session, w, lang)}. The chain in brackets joins ${w === 'black' ? 'the top and bottom edges' : 'the left and right edges'} (${chain.length} stones: ${chain.join(' ')}).`,
    `Vince ${who(session, w, lang)}. La catena tra parentesi quadre unisce ${w === 'black' ? 'il bordo alto e quello basso' : 'i bordi sinistro e destro'} (${chain.length} pietre: ${chain.join(' ')}).`,
  );
}

/**
 * The board, when someone will look at it: before a person's turn, at the end, and after every move when
 * the computer plays both sides; with the end or the pie rule's note.
 */
function frame(ui: Ui, session: Session): { ui: Ui; text: string } {
  const state = S.current(session);
  const over = konobi.isOver(state);
  if (!over && !S.isPersonToMove(session) && people(session) > 0) return { ui, text: '' };
  const lang = ui.lang;
  let text = `\n${renderBoard(state, lang, !ui.legendShown)}\n`;
  if (over) text += `${end(session, lang)}\n`;
  else if (canSwap(state) && S.isPersonToMove(session)) {
    text += `${tr(
      lang,
      `Pie rule: ${describeColour(state.toMove, lang)} may type swap to take over Black's stone instead of placing one.`,
      `Regola della torta: ${describeColour(state.toMove, lang)} può scrivere swap per prendere la pietra del Nero invece di giocare.`,
    )}\n`;
  }
  return { ui: { ...ui, legendShown: true }, text };
}

export function intro(ui: Ui, session: Session, level: number | undefined): Step {
  const lang = ui.lang;
  const size = session.params.size;
  const kind = (i: number) => (session.seats[i]?.kind === 'computer' ? 'computer' : 'human');
  const kindIt = (i: number) => (session.seats[i]?.kind === 'computer' ? 'computer' : 'persona');
  const lv = level === undefined ? '' : tr(lang, `, level ${level}`, `, livello ${level}`);
  const id = S.gameIdOf(session) ?? '';
  const hello = tr(
    lang,
    `Konobi ${size}×${size} (${id}): Black ${kind(0)}, White ${kind(1)}${lv}. Type help for the rules and commands.`,
    `Konobi ${size}×${size} (${id}): Nero ${kindIt(0)}, Bianco ${kindIt(1)}${lv}. Scrivi help per regole e comandi.`,
  );
  const f = frame(ui, session);
  return { ui: f.ui, session, output: `${hello}\n${f.text}`, changed: false };
}

/** After a move: its line, then the board when someone will look at it. */
function moved(ui: Ui, session: Session, note: string): Step {
  const f = frame(ui, session);
  return { ui: { ...f.ui, done: konobi.isOver(S.current(session)) }, session, output: note + f.text, changed: true };
}

function say(ui: Ui, session: Session, text: string, refused = false): Step {
  return { ui, session, output: `${text}\n`, changed: false, ...(refused ? { refused } : {}) };
}

function swapNote(session: Session, lang: Lang, before: string, computer: boolean): string {
  const next = who(session, 'white', lang);
  return computer
    ? tr(
        lang,
        `${before} uses the pie rule (swap): it takes over Black's stone and plays Black from now on. ${next} to move.\n`,
        `${before} usa la regola della torta (swap): prende la pietra del Nero e d'ora in poi gioca il Nero. Muove ${next}.\n`,
      )
    : tr(
        lang,
        `Swap: you take over Black's stone and play Black from now on. ${next} to move.\n`,
        `Swap: prendi la pietra del Nero e d'ora in poi giochi il Nero. Muove ${next}.\n`,
      );
}

/** What happens without a line: the end, a forced pass, or the computer's move; undefined when a person is to play. */
export function auto(ui: Ui, session: Session, ctx: Context): Step | undefined {
  const state = S.current(session);
  const lang = ui.lang;
  if (konobi.isOver(state)) return { ui: { ...ui, done: true }, session, output: '', changed: false };
  const colour = state.toMove;
  if (state.board.legalCount[colour === 'black' ? 1 : 2] === 0) {
    const note = tr(
      lang,
      `${who(session, colour, lang)} has no legal point and must pass.\n`,
      `${who(session, colour, lang)} non ha punti legali e deve passare.\n`,
    );
    return moved(ui, S.play(session, { type: 'pass' }), note);
  }
  const seat = S.seatToMove(session);
  if (seat?.kind !== 'computer') return undefined;
  const before = who(session, colour, lang);
  const result = ctx.computer(session, seat.level);
  const next = S.play(session, result.move);
  if (result.move.type === 'swap') return moved(ui, next, swapNote(next, lang, before, true));
  const text = formatMove(state, result.move);
  const playouts =
    result.reason === 'search' ? tr(lang, ` (${result.playouts} playouts)`, ` (${result.playouts} simulazioni)`) : '';
  return moved(ui, next, `${tr(lang, `${before} plays ${text}.`, `${before} gioca ${text}.`)}${playouts}\n`);
}

export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const input = line.trim();
  const echo = ui.echo ? `> ${input}\n` : '';
  const step = answer(ui, session, input, ctx);
  return { ...step, output: echo + step.output };
}

function answer(ui: Ui, session: Session, input: string, ctx: Context): Step {
  const lang = ui.lang;
  if (input === '') return { ui, session, output: '', changed: false };
  const state = S.current(session);
  if (input.toLowerCase() === 'legal') {
    return say(
      ui,
      session,
      legalPoints(state)
        .map((p) => formatPoint(state.board.size, p))
        .join(' '),
    );
  }
  switch (parseCommonCommand(input)) {
    case 'quit':
      return { ...say(ui, session, tr(lang, 'Game abandoned.', 'Partita abbandonata.')), ui: { ...ui, done: true } };
    case 'help':
      return say(ui, session, help(lang));
    case 'undo': {
      if (!S.canUndo(session)) return say(ui, session, tr(lang, 'Nothing to undo.', 'Niente da annullare.'), true);
      const back = S.undo(session);
      const f = frame(ui, back);
      return {
        ui: f.ui,
        session: back,
        output: `${tr(lang, 'Move taken back.', 'Mossa annullata.')}\n${f.text}`,
        changed: true,
      };
    }
    case 'redo': {
      if (!S.canRedo(session)) return say(ui, session, tr(lang, 'Nothing to redo.', 'Niente da ripetere.'), true);
      return moved(ui, S.redo(session), tr(lang, 'Move played again.\n', 'Mossa ripetuta.\n'));
    }
    case 'restart': {
      if (!S.canUndo(session)) return say(ui, session, tr(lang, 'Already at the start.', 'Già all’inizio.'), true);
      return moved(ui, S.moveTo(session, 0), tr(lang, 'Back to the start.\n', 'Di nuovo all’inizio.\n'));
    }
    case 'new': {
      const next = S.dealSession(konobi, session.params, newSeed(ctx.random32), { seats: session.seats });
      return moved(ui, next, tr(lang, `New game ${S.gameIdOf(next)}.\n`, `Nuova partita ${S.gameIdOf(next)}.\n`));
    }
    case 'hint': {
      const result = ctx.computer(session, 1);
      return say(
        ui,
        session,
        tr(lang, `Hint: ${formatMove(state, result.move)}.`, `Suggerimento: ${formatMove(state, result.move)}.`),
      );
    }
    case undefined:
      break;
  }
  const move = konobi.parseMove(state, input);
  if (!move.ok) {
    const why = describeKonobiError(move.error, lang);
    return say(ui, session, tr(lang, `Refused: ${why}.`, `Rifiutata: ${why}.`), true);
  }
  const next = S.play(session, move.value);
  if (move.value.type === 'swap') return moved(ui, next, swapNote(next, lang, '', false));
  return moved(ui, next, '');
}
