// The Konobi console game: the board drawn after every move, points typed, every refusal explained with the
// rule it breaks, forced passes, the pie rule and the end announced; each side a person or the computer.
import { search } from '../../ai/konobi/index.js';
import { createRng } from '../../core/rng.js';
import {
  type Colour,
  canSwap,
  describeColour,
  describeKonobiError,
  formatMove,
  formatPoint,
  isOver,
  type KonobiState,
  legalPoints,
  newGame,
  parseMove,
  play,
  winner,
  winningChain,
} from '../../games/konobi/index.js';
import type { Io } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { printable } from '../text.js';
import type { PlayOptions, Seat } from './options.js';
import { renderBoard } from './render.js';

function help(lang: Lang): string {
  return tr(
    lang,
    `Type a point such as c4 (column letter, row number; a1 is the top-left corner) to place a stone.
Black (X) joins the top and bottom edges, White (O) the left and right ones, with a chain of stones that
touch orthogonally or diagonally. Crosscuts are illegal, and so is a diagonal (weak) link to a stone that
could be joined orthogonally at a point linked weakly to nothing else.
Commands: swap (White's first turn only: take over Black's stone), pass (only with no legal point),
undo (take back your last move and the computer's reply), legal (list your legal points), help, quit.`,
    `Scrivi un punto come c4 (lettera della colonna, numero della riga; a1 è l'angolo in alto a sinistra).
Il Nero (X) unisce il bordo alto e quello basso, il Bianco (O) sinistra e destra, con una catena di pietre
adiacenti in orizzontale, verticale o diagonale. I tagli incrociati sono vietati, e così un legame diagonale
(debole) con una pietra che si potrebbe unire ortogonalmente in un punto senza altri legami deboli.
Comandi: swap (solo al primo turno del Bianco: prendi la pietra del Nero), pass (solo senza punti legali),
undo (annulla la tua ultima mossa e la risposta del computer), legal (elenca i tuoi punti legali), help, quit.`,
  );
}

/** "Black (X)", "You (Black, X)" or "The computer (White, O)". */
function who(colour: Colour, seats: Record<Colour, Seat>, lang: Lang, humans: number): string {
  const name = tr(lang, colour === 'black' ? 'Black' : 'White', colour === 'black' ? 'Nero' : 'Bianco');
  const symbol = colour === 'black' ? 'X' : 'O';
  if (seats[colour] === 'computer')
    return tr(lang, `The computer (${name}, ${symbol})`, `Il computer (${name}, ${symbol})`);
  if (humans === 1) return tr(lang, `You (${name}, ${symbol})`, `Tu (${name}, ${symbol})`);
  return `${name} (${symbol})`;
}

export async function playKonobi(o: PlayOptions, io: Io): Promise<number> {
  const lang = o.lang;
  const rng = createRng(o.seed ?? String(io.random32()));
  let state = newGame({ size: o.size });
  // Who plays each colour; the pie rule exchanges them.
  let seats: Record<Colour, Seat> = { black: o.black, white: o.white };
  const humans = [o.black, o.white].filter((s) => s === 'human').length;
  const history: { state: KonobiState; seats: Record<Colour, Seat> }[] = [];
  const prompt = io.stdinIsTty;
  let lines: ReturnType<Io['stdinLines']> | undefined;
  const say = (text: string): void => io.stdout(`${text}\n`);
  say(
    tr(
      lang,
      `Konobi ${o.size}×${o.size}: Black ${o.black}, White ${o.white}${o.black === 'computer' || o.white === 'computer' ? `, level ${o.level}` : ''}. Type help for the rules and commands.`,
      `Konobi ${o.size}×${o.size}: Nero ${o.black === 'human' ? 'persona' : 'computer'}, Bianco ${o.white === 'human' ? 'persona' : 'computer'}${o.black === 'computer' || o.white === 'computer' ? `, livello ${o.level}` : ''}. Scrivi help per regole e comandi.`,
    ),
  );
  try {
    let redraw = true;
    let legend = true;
    for (;;) {
      // The board before each person's turn and at the end (every move when the computer plays both sides).
      if (redraw && (isOver(state) || seats[state.toMove] === 'human' || humans === 0)) {
        say(`\n${renderBoard(state, lang, legend)}`);
        legend = false;
      }
      redraw = true;
      if (isOver(state)) {
        const w = winner(state);
        if (w === undefined) {
          say(tr(lang, 'Neither side can move: the game is over.', 'Nessuno può muovere: la partita è finita.'));
        } else {
          const n = state.board.size;
          const chain = winningChain(state).map((p) => formatPoint(n, p));
          say(
            tr(
              lang,
              `Winner: ${who(w, seats, lang, humans)}. The chain in brackets joins ${w === 'black' ? 'the top and bottom edges' : 'the left and right edges'} (${chain.length} stones: ${chain.join(' ')}).`,
              `Vince ${who(w, seats, lang, humans)}. La catena tra parentesi quadre unisce ${w === 'black' ? 'il bordo alto e quello basso' : 'i bordi sinistro e destro'} (${chain.length} pietre: ${chain.join(' ')}).`,
            ),
          );
        }
        return 0;
      }
      const colour = state.toMove;
      if (state.board.legalCount[colour === 'black' ? 1 : 2] === 0) {
        say(
          tr(
            lang,
            `${who(colour, seats, lang, humans)} has no legal point and must pass.`,
            `${who(colour, seats, lang, humans)} non ha punti legali e deve passare.`,
          ),
        );
        history.push({ state, seats });
        state = play(state, { type: 'pass' });
        continue;
      }
      if (seats[colour] === 'computer') {
        const result = search(state, { level: o.level, rng, now: io.now, timeMs: 30_000 });
        const text = formatMove(state, result.move);
        history.push({ state, seats });
        if (result.move.type === 'swap') {
          const before = who(colour, seats, lang, humans);
          seats = { black: seats.white, white: seats.black };
          say(
            tr(
              lang,
              `${before} uses the pie rule (swap): it takes over Black's stone and plays Black from now on. ${who('white', seats, lang, humans)} to move.`,
              `${before} usa la regola della torta (swap): prende la pietra del Nero e d'ora in poi gioca il Nero. Muove ${who('white', seats, lang, humans)}.`,
            ),
          );
        } else {
          const note = tr(lang, ` (${result.playouts} playouts)`, ` (${result.playouts} simulazioni)`);
          say(
            tr(
              lang,
              `${who(colour, seats, lang, humans)} plays ${text}.`,
              `${who(colour, seats, lang, humans)} gioca ${text}.`,
            ) + (result.reason === 'search' ? note : ''),
          );
        }
        state = play(state, result.move);
        continue;
      }
      if (canSwap(state)) {
        say(
          tr(
            lang,
            `Pie rule: ${describeColour(colour, lang)} may type swap to take over Black's stone instead of placing one.`,
            `Regola della torta: ${describeColour(colour, lang)} può scrivere swap per prendere la pietra del Nero invece di giocare.`,
          ),
        );
      }
      const ask = tr(
        lang,
        `${who(colour, seats, lang, humans)} to play: `,
        `${who(colour, seats, lang, humans)} muove: `,
      );
      if (prompt) io.stdout(ask);
      else say(ask.trimEnd());
      lines ??= io.stdinLines();
      const raw = await lines.next();
      // Shown escaped wherever it is echoed (no move or command holds a control character).
      const line = raw === undefined ? undefined : printable(raw);
      if (line === undefined) {
        if (prompt) io.stdout('\n');
        say(tr(lang, 'End of input: the game is left unfinished.', 'Fine dell’input: la partita resta da finire.'));
        return 0;
      }
      const input = line.trim().toLowerCase();
      if (!prompt) say(`> ${line.trim()}`);
      if (input === '') {
        redraw = false;
        continue;
      }
      if (input === 'quit' || input === 'exit') {
        say(tr(lang, 'Game abandoned.', 'Partita abbandonata.'));
        return 0;
      }
      if (input === 'help' || input === '?') {
        say(help(lang));
        redraw = false;
        continue;
      }
      if (input === 'legal') {
        const n = state.board.size;
        say(
          legalPoints(state)
            .map((p) => formatPoint(n, p))
            .join(' '),
        );
        redraw = false;
        continue;
      }
      if (input === 'undo') {
        // Back to this side's previous turn: past the computer's replies and one own move.
        let undone = false;
        while (history.length > 0) {
          const previous = history.pop() as { state: KonobiState; seats: Record<Colour, Seat> };
          state = previous.state;
          seats = previous.seats;
          undone = true;
          if (seats[state.toMove] === 'human') break;
        }
        say(
          undone
            ? tr(lang, 'Move taken back.', 'Mossa annullata.')
            : tr(lang, 'Nothing to undo.', 'Niente da annullare.'),
        );
        redraw = undone;
        continue;
      }
      const move = parseMove(state, input);
      if (!move.ok) {
        say(
          tr(
            lang,
            `Refused: ${describeKonobiError(move.error, lang)}.`,
            `Rifiutata: ${describeKonobiError(move.error, lang)}.`,
          ),
        );
        redraw = false;
        continue;
      }
      history.push({ state, seats });
      if (move.value.type === 'swap') {
        seats = { black: seats.white, white: seats.black };
        say(
          tr(
            lang,
            `Swap: you take over Black's stone and play Black from now on. ${who('white', seats, lang, humans)} to move.`,
            `Swap: prendi la pietra del Nero e d'ora in poi giochi il Nero. Muove ${who('white', seats, lang, humans)}.`,
          ),
        );
      }
      state = play(state, move.value);
    }
  } finally {
    lines?.close();
  }
}
