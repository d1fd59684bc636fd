// The headless Scarabeo terminal controller: (ui, session, line) → step, and the steps that need no line (the
// computer's move, showing the board and the rack at a person's turn, the hot-seat pause, the end). No I/O:
// the line loop (../loop.ts) drives it.
import { newSeed } from '../../core/gameId.js';
import {
  type Dawg,
  describeScarabeoError,
  formatMove,
  type Rack,
  type ScarabeoError,
  type ScarabeoMove,
  type ScarabeoParams,
  type ScarabeoState,
  type ScarabeoView,
  topPlays,
} from '../../games/scarabeo/index.js';
import * as S from '../../session/index.js';
import { parseCommonCommand } from '../commands.js';
import { type Lang, tr } from '../lang.js';
import type { LoopStep } from '../loop.js';
import { legend, renderBoard, renderRack, renderScores } from './render.js';
import { describeEnd, describeMove, help } from './text.js';

export type Session = S.Session<ScarabeoParams, ScarabeoState, ScarabeoMove, ScarabeoError, ScarabeoView>;

/** Clears a terminal, so the previous person's rack is off the screen before the next one sits down. */
const CLEAR_SCREEN = '\x1b[H\x1b[2J\x1b[3J';

export interface Ui {
  readonly lang: Lang;
  readonly done: boolean;
  readonly color: boolean;
  /** Echo each line read (a script's transcript reads like a game). */
  readonly echo: boolean;
  /** Hot seat at a terminal: with two or more people, each presses Enter before their rack shows. */
  readonly hotSeat: boolean;
  readonly legendShown: boolean;
  /** The state index whose board and rack were shown (so they are shown once per turn). */
  readonly shownAt?: number;
  /** The seat whose rack is on the screen (a swap or an undo keeps it there without a new Enter). */
  readonly rackSeat?: number;
  /** Waiting for the person to move to press Enter (hot seat). */
  readonly waiting: boolean;
  /** The move log, for the hot seat's cleared screen. */
  readonly log: readonly string[];
}

export interface Context {
  readonly dawg: Dawg;
  /** The computer's move at `level` from the seat's view (seeded by the game and the turn). */
  readonly computer: (session: Session, level: number) => ScarabeoMove;
  readonly random32: () => number;
}

/** What one line (or a turn without one) does: see ../loop.ts. */
export type Step = LoopStep<Ui, Session>;

export function names(session: Session): readonly string[] {
  return session.players ?? session.seats.map((_, i) => `Player ${i + 1}`);
}

function nameToMove(session: Session): string {
  return names(session)[S.current(session).toMove] as string;
}

function people(session: Session): number {
  return session.seats.filter((s) => s.kind === 'person').length;
}

export function prompt(ui: Ui, session: Session): string {
  const name = nameToMove(session);
  return ui.waiting
    ? tr(ui.lang, `${name}: press Enter to see your rack. `, `${name}: premi Invio per vedere il tuo leggio. `)
    : tr(ui.lang, `${name} to play: `, `${name} gioca: `);
}

function rackLine(session: Session, lang: Lang): string {
  const state = S.current(session);
  const name = nameToMove(session);
  const rack = renderRack(state.racks[state.toMove] as Rack);
  return tr(lang, `${name}'s rack: ${rack}`, `Leggio di ${name}: ${rack}`);
}

function board(ui: Ui, session: Session): { ui: Ui; text: string } {
  const state = S.current(session);
  const fresh = new Set(state.last?.move.type === 'play' ? state.last.move.scored.placed.map((p) => p.square) : []);
  let text = `\n${renderBoard(state.cells, { color: ui.color, lang: ui.lang }, fresh)}\n`;
  if (!ui.legendShown) text += `${legend(ui.lang)}\n`;
  text += `${renderScores(state, names(session), ui.lang)}\n`;
  return { ui: { ...ui, legendShown: true }, text };
}

export function intro(ui: Ui, session: Session): string {
  const { lang } = ui;
  const { params } = session;
  const seats = names(session)
    .map((n, i) => `${n} (${session.seats[i]?.kind === 'computer' ? 'computer' : tr(lang, 'person', 'persona')})`)
    .join(', ');
  const id = S.gameIdOf(session) ?? '';
  return `${tr(
    lang,
    `Scarabeo, game ${id}: ${seats}; ${params.rules === 'editrice' ? 'Editrice Giochi rules' : 'the seed’s rules'}, ${params.lexicon} lexicon. Type help for the commands.`,
    `Scarabeo, partita ${id}: ${seats}; ${params.rules === 'editrice' ? 'regole Editrice Giochi' : 'regole del seme'}, lessico ${params.lexicon === 'full' ? 'completo' : 'standard'}. Scrivi help per i comandi.`,
  )}\n`;
}

/** A move played: its line in the log, said at once. */
function played(ui: Ui, session: Session, move: ScarabeoMove): { ui: Ui; session: Session; text: string } {
  const mover = nameToMove(session);
  const next = S.play(session, move);
  const entry = describeMove(mover, move, S.current(next), names(next), ui.lang);
  return { ui: { ...ui, log: [...ui.log, entry] }, session: next, text: `${entry}\n` };
}

/** What happens without a line: the end, the computer's move, or the board and rack before a person's turn. */
export function auto(ui: Ui, session: Session, ctx: Context): Step | undefined {
  const state = S.current(session);
  const { lang } = ui;
  if (state.end) {
    const b = board(ui, session);
    return {
      ui: { ...b.ui, done: true },
      session,
      output: `${b.text}${describeEnd(state, names(session), lang)}\n`,
      changed: false,
    };
  }
  const seat = S.seatToMove(session);
  if (seat?.kind === 'computer') {
    let output = '';
    let u = ui;
    if (people(session) === 0) {
      const b = board(ui, session);
      u = b.ui;
      output = `${b.text}${rackLine(session, lang)}\n`;
    }
    const chosen = ctx.computer(session, seat.level);
    // Checked like a typed move: the ai layer is trusted to be right, and this says so loudly if it is not.
    const move = checked(session, formatMove(chosen));
    const p = played(u, session, move);
    return { ui: p.ui, session: p.session, output: output + p.text, changed: true };
  }
  if (ui.shownAt === session.at || ui.waiting) return undefined;
  const toMove = state.toMove;
  if (ui.hotSeat && people(session) >= 2 && ui.rackSeat !== toMove) {
    const recent = ui.log.slice(-names(session).length).join('\n');
    return {
      ui: { ...ui, waiting: true, shownAt: session.at },
      session,
      output: `${CLEAR_SCREEN}${recent === '' ? '' : `${recent}\n`}`,
      changed: false,
    };
  }
  return show(ui, session);
}

function checked(session: Session, text: string): ScarabeoMove {
  const move = session.game.parseMove(S.current(session), text);
  if (!move.ok) throw new Error(`the computer chose an illegal move: ${move.error.code}`);
  return move.value;
}

/** The board, the scores and the rack of the person to move. */
function show(ui: Ui, session: Session): Step {
  const b = board(ui, session);
  return {
    ui: { ...b.ui, shownAt: session.at, rackSeat: S.current(session).toMove, waiting: false },
    session,
    output: `${b.text}${rackLine(session, ui.lang)}\n`,
    changed: false,
  };
}

function say(ui: Ui, session: Session, text: string, refused = false): Step {
  return { ui, session, output: `${text}\n`, changed: false, ...(refused ? { refused } : {}) };
}

export function update(ui: Ui, session: Session, line: string, ctx: Context): Step {
  const input = line.trim();
  const step = ui.waiting ? show(ui, session) : answer(ui, session, input, ctx);
  const echo = ui.echo && !ui.waiting ? `> ${input}\n` : '';
  return { ...step, output: echo + step.output };
}

function answer(ui: Ui, session: Session, input: string, ctx: Context): Step {
  const { lang } = ui;
  if (input === '') return { ui, session, output: '', changed: false };
  const state = S.current(session);
  const seat = state.toMove;
  const command = input.toLowerCase();
  if (command === 'board') return show(ui, session);
  switch (parseCommonCommand(input)) {
    case 'quit':
      return { ...say(ui, session, tr(lang, 'Game abandoned.', 'Partita abbandonata.')), ui: { ...ui, done: true } };
    case 'help':
      return say(ui, session, help(lang, state.params.rules === 'editrice'));
    case 'hint': {
      const plays = topPlays(
        { cells: state.cells, rules: state.params.rules },
        state.racks[seat] as Rack,
        ctx.dawg,
        10,
      );
      if (plays.length === 0) {
        return say(
          ui,
          session,
          state.bag.length > 0
            ? tr(
                lang,
                'No play is possible with this rack: exchange some tiles or pass.',
                'Nessuna giocata possibile con questo leggio: cambia qualche tessera o passa.',
              )
            : tr(
                lang,
                'No play is possible with this rack, and the bag is empty: pass.',
                'Nessuna giocata possibile con questo leggio e il sacchetto è vuoto: passa.',
              ),
        );
      }
      const lines = plays.map(
        (p, i) =>
          `${String(i + 1).padStart(2)}. ${formatMove({ type: 'play', scored: p }).padEnd(24)} ${String(p.score).padStart(4)}  ${p.words.join(', ')}`,
      );
      return say(ui, session, lines.join('\n'));
    }
    case 'undo': {
      // Only a person's own last move (with the computer's replies), before another person has moved.
      const back = S.undo(session);
      if (back.at === session.at || S.current(back).toMove !== seat) {
        return say(
          ui,
          session,
          tr(
            lang,
            'Nothing to undo: only the last move of a person can be taken back, before another person moves.',
            'Niente da annullare: si può annullare solo l’ultima mossa di una persona, prima che muova un’altra persona.',
          ),
          true,
        );
      }
      const note = tr(
        lang,
        `Move taken back: ${nameToMove(back)} to play again.`,
        `Mossa annullata: tocca di nuovo a ${nameToMove(back)}.`,
      );
      return { ...say({ ...ui, shownAt: undefined, rackSeat: seat }, back, note), changed: true };
    }
    case 'redo': {
      const again = S.redo(session);
      if (again.at === session.at || S.current(again).toMove !== seat) {
        return say(ui, session, tr(lang, 'Nothing to redo.', 'Niente da ripetere.'), true);
      }
      return {
        ...say({ ...ui, shownAt: undefined }, again, tr(lang, 'Move played again.', 'Mossa ripetuta.')),
        changed: true,
      };
    }
    case 'restart':
    case 'new': {
      const fresh = parseCommonCommand(input) === 'new';
      if (!fresh && (!S.canUndo(session) || people(session) > 1)) {
        return say(ui, session, tr(lang, 'Nothing to take back.', 'Niente da riprendere.'), true);
      }
      const next = fresh
        ? S.dealSession(session.game, session.params, newSeed(ctx.random32), {
            seats: session.seats,
            ...(session.players ? { players: session.players } : {}),
          })
        : S.moveTo(session, 0);
      const note = fresh
        ? tr(lang, `New game ${S.gameIdOf(next)}.`, `Nuova partita ${S.gameIdOf(next)}.`)
        : tr(lang, 'Back to the start.', 'Di nuovo all’inizio.');
      return { ...say({ ...ui, shownAt: undefined, log: [] }, next, note), changed: true };
    }
    case undefined:
      break;
  }
  const move = session.game.parseMove(state, input);
  if (!move.ok) {
    const why = describeScarabeoError(move.error, lang);
    return say(ui, session, tr(lang, `Refused: ${why}.`, `Rifiutata: ${why}.`), true);
  }
  const p = played(ui, session, move.value);
  let output = p.text;
  const after = S.current(p.session);
  // An exchange shows the new rack at once, unless another person may be looking at the screen.
  if (move.value.type === 'exchange' && people(session) === 1) {
    const rack = renderRack(after.racks[seat] as Rack);
    const name = names(session)[seat] as string;
    output += `${tr(lang, `${name}'s new rack: ${rack}`, `Nuovo leggio di ${name}: ${rack}`)}\n`;
  }
  return { ui: p.ui, session: p.session, output, changed: true };
}
