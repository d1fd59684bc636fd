// The Scarabeo console game: 2–4 seats, each a person or the computer; the board, scores and the mover's rack
// before each person's turn; plays typed in notation, exchange, pass, hint, undo; every refusal explained with
// the rule it breaks; the move log; and at the end the settlement and the final scores.
import { chooseMove, inputFromView, type ScarabeoLevel } from '../../ai/scarabeo/index.js';
import { formatGameId, newSeed } from '../../core/gameId.js';
import { createRng } from '../../core/rng.js';
import {
  type Dawg,
  describeScarabeoError,
  formatMove,
  formatParams,
  formatTiles,
  newGame,
  parseMove,
  play,
  type Rack,
  rackPoints,
  rackSize,
  type ScarabeoMove,
  type ScarabeoState,
  squareName,
  topPlays,
  view,
} from '../../games/scarabeo/index.js';
import type { Io } from '../io.js';
import { type Lang, tr } from '../lang.js';
import { printable } from '../text.js';
import type { PlayOptions } from './options.js';
import { legend, renderBoard, renderRack, renderScores } from './render.js';

/** Clears a terminal, so the previous person's rack is off the screen before the next one sits down. */
const CLEAR_SCREEN = '\x1b[H\x1b[2J\x1b[3J';

function help(lang: Lang, editrice: boolean): string {
  const swap = editrice
    ? tr(
        lang,
        '\n  swap H9          (Editrice rules) take the jolly on H9 into your rack, putting your real letter there; then play on',
        '\n  swap H9          (regole Editrice) prendi il jolly in H9 nel leggio mettendo al suo posto la tua lettera; poi continua il turno',
      )
    : '';
  return tr(
    lang,
    `Type a play as the whole word along its line from its first square:
  8H CASA          across from H8 (row number first)
  H8 CASA          down from H8 (column letter first)
  a lowercase letter is a jolly standing for that letter (8H CAsA); a letter already on the board may be
  typed as itself or as a dot (H8 P.NE).
Commands:
  exchange ABC?    put back those tiles (? a jolly) and draw as many; only while the bag holds that many
  pass             skip your turn (two full rounds without a word end the game)${swap}
  hint             the 10 best-scoring plays for your rack
  undo             take back your last move (and the computer's replies after it), before another person moves
  board            show the board again
  help, quit`,
    `Scrivi una giocata come la parola intera lungo la sua linea dalla prima casella:
  8H CASA          in orizzontale da H8 (prima il numero della riga)
  H8 CASA          in verticale da H8 (prima la lettera della colonna)
  una minuscola è un jolly per quella lettera (8H CAsA); una lettera già sulla plancia si scrive com'è o
  con un punto (H8 P.NE).
Comandi:
  exchange ABC?    rimetti quelle tessere (? un jolly) e pescane altrettante; solo se il sacchetto ne ha abbastanza
  pass             salta il turno (due giri completi senza parole chiudono la partita)${swap}
  hint             le 10 giocate con più punti per il tuo leggio
  undo             annulla la tua ultima mossa (e le risposte del computer), prima che muova un'altra persona
  board            mostra di nuovo la plancia
  help, quit`,
  );
}

/**
 * The computer's move at `level`, chosen from what its seat sees (its rack, counts of the rest). Its generator
 * is seeded from the game and the turn, so a game id with the same commands replays the same computer moves.
 */
function computerMove(state: ScarabeoState, dawg: Dawg, level: ScarabeoLevel, seed: string): ScarabeoMove {
  const input = inputFromView(view(state, state.toMove));
  return chooseMove(input, level, dawg, createRng(`${seed}/computer/${state.turn}`));
}

/** One line of the move log, e.g. "Anna plays 9E SCARABEO for 162 points (SCARABEO). Anna 162, Bruno 0." */
function describeMove(
  name: string,
  move: ScarabeoMove,
  after: ScarabeoState,
  names: readonly string[],
  lang: Lang,
): string {
  const totals = names.map((n, i) => `${n} ${after.scores[i]}`).join(', ');
  switch (move.type) {
    case 'play': {
      const { scored } = move;
      return tr(
        lang,
        `${name} plays ${formatMove(move)} for ${scored.score} points (${scored.words.join(', ')}). ${totals}.`,
        `${name} gioca ${formatMove(move)} per ${scored.score} punti (${scored.words.join(', ')}). ${totals}.`,
      );
    }
    case 'exchange': {
      const n = rackSize(move.tiles);
      return tr(
        lang,
        `${name} exchanges ${n} ${n === 1 ? 'tile' : 'tiles'}.`,
        `${name} cambia ${n} ${n === 1 ? 'tessera' : 'tessere'}.`,
      );
    }
    case 'pass':
      return tr(lang, `${name} passes.`, `${name} passa.`);
    case 'swap':
      return tr(
        lang,
        `${name} swaps the jolly on ${squareName(move.square)} for a real tile and plays on.`,
        `${name} scambia il jolly in ${squareName(move.square)} con una tessera vera e continua il turno.`,
      );
  }
}

function describeEnd(state: ScarabeoState, names: readonly string[], lang: Lang): string {
  const end = state.end;
  if (!end) return '';
  const lines: string[] = [];
  if (end.reason === 'out' && end.player !== undefined) {
    const winner = names[end.player] as string;
    const left = state.racks
      .map((r, i) => ({ name: names[i] as string, tiles: formatTiles(r), points: rackPoints(r), i }))
      .filter((x) => x.i !== end.player)
      .map((x) => `${x.name} ${x.tiles || '-'} = ${x.points}`)
      .join(', ');
    lines.push(
      tr(
        lang,
        `The bag is empty and ${winner} has played every tile: the game is over.`,
        `Il sacchetto è vuoto e ${winner} ha giocato tutte le tessere: la partita è finita.`,
      ),
      tr(
        lang,
        `Settlement: ${winner} gains ${end.settlement[end.player]} points, the tiles left on the other racks (${left}; a jolly counts 0).`,
        `Conteggio finale: ${winner} guadagna ${end.settlement[end.player]} punti, le tessere rimaste sugli altri leggii (${left}; un jolly vale 0).`,
      ),
    );
  } else {
    lines.push(
      tr(
        lang,
        'Two full rounds without a word placed: the game is over (no settlement).',
        'Due giri completi senza parole posate: la partita è finita (senza conteggio finale).',
      ),
    );
  }
  lines.push(
    `${tr(lang, 'Final scores: ', 'Punteggi finali: ')}${names.map((n, i) => `${n} ${state.scores[i]}`).join(', ')}.`,
  );
  const winners = end.winners.map((i) => names[i] as string);
  lines.push(
    winners.length === 1
      ? tr(lang, `Winner: ${winners[0]}.`, `Vince ${winners[0]}.`)
      : tr(lang, `A tie between ${winners.join(' and ')}.`, `Pareggio tra ${winners.join(' e ')}.`),
  );
  return lines.join('\n');
}

export async function playScarabeo(o: PlayOptions, dawg: Dawg, io: Io): Promise<number> {
  const lang = o.lang;
  const { names } = o;
  const seed = o.seed ?? newSeed(io.random32);
  const id = formatGameId({ game: 'scarabeo', params: formatParams(o.params), seed });
  let state = newGame(o.params, createRng(seed));
  const persons = o.computer.filter((c) => !c).length;
  const color = io.stdoutIsTty && !io.env.NO_COLOR;
  const prompt = io.stdinIsTty;
  // The states before each move, and how far back `undo` may go: to the state before the last person's move,
  // as long as only computers have moved since (once another person moves, that move is theirs to keep).
  const history: ScarabeoState[] = [];
  let undoTo: number | undefined;
  const log: string[] = [];
  let lines: ReturnType<Io['stdinLines']> | undefined;
  const say = (text: string): void => io.stdout(`${text}\n`);
  const read = async (ask: string): Promise<string | undefined> => {
    if (prompt) io.stdout(ask);
    else say(ask.trimEnd());
    lines ??= io.stdinLines();
    const raw = await lines.next();
    // Shown escaped wherever it is echoed (no move or command holds a control character).
    const line = raw === undefined ? undefined : printable(raw);
    if (line === undefined && prompt) io.stdout('\n');
    if (line !== undefined && !prompt) say(`> ${line.trim()}`);
    return line;
  };
  const seats = names.map((n, i) => `${n} (${o.computer[i] ? 'computer' : tr(lang, 'person', 'persona')})`).join(', ');
  say(
    tr(
      lang,
      `Scarabeo, game ${id}: ${seats}; ${o.params.rules === 'editrice' ? 'Editrice Giochi rules' : 'the seed’s rules'}, ${o.params.lexicon} lexicon. Type help for the commands.`,
      `Scarabeo, partita ${id}: ${seats}; ${o.params.rules === 'editrice' ? 'regole Editrice Giochi' : 'regole del seme'}, lessico ${o.params.lexicon === 'full' ? 'completo' : 'standard'}. Scrivi help per i comandi.`,
    ),
  );
  let showLegend = true;
  const showBoard = (): void => {
    const fresh = new Set(state.last?.move.type === 'play' ? state.last.move.scored.placed.map((p) => p.square) : []);
    say(`\n${renderBoard(state.cells, { color, lang }, fresh)}`);
    if (showLegend) say(legend(lang));
    showLegend = false;
    say(renderScores(state, names, lang));
  };
  const apply = (move: ScarabeoMove): void => {
    const mover = names[state.toMove] as string;
    history.push(state);
    state = play(state, move);
    const entry = describeMove(mover, move, state, names, lang);
    log.push(entry);
    say(entry);
  };
  try {
    let redraw = true;
    let shownTo = -1;
    for (;;) {
      if (state.end) {
        showBoard();
        say(describeEnd(state, names, lang));
        return 0;
      }
      const seat = state.toMove;
      const name = names[seat] as string;
      if (o.computer[seat]) {
        if (persons === 0) showBoard();
        if (persons === 0)
          say(
            tr(
              lang,
              `${name}'s rack: ${renderRack(state.racks[seat] as Rack)}`,
              `Leggio di ${name}: ${renderRack(state.racks[seat] as Rack)}`,
            ),
          );
        // Checked like a typed move: the ai layer is trusted to be right, and this says so loudly if it is not.
        const chosen = computerMove(state, dawg, o.level, seed);
        const move = parseMove(state, formatMove(chosen), dawg);
        if (!move.ok) throw new Error(`the computer chose an illegal move: ${move.error.code}`);
        apply(move.value);
        continue;
      }
      if (redraw) {
        // Hot seat: with two or more people at one terminal, the next one presses Enter before their rack shows.
        if (persons >= 2 && prompt && shownTo !== seat) {
          if (io.stdoutIsTty) {
            io.stdout(CLEAR_SCREEN);
            for (const entry of log.slice(-names.length)) say(entry);
          }
          const ok = await read(
            tr(lang, `${name}: press Enter to see your rack. `, `${name}: premi Invio per vedere il tuo leggio. `),
          );
          if (ok === undefined) {
            say(tr(lang, 'End of input: the game is left unfinished.', 'Fine dell’input: la partita resta da finire.'));
            return 0;
          }
        }
        showBoard();
        say(
          tr(
            lang,
            `${name}'s rack: ${renderRack(state.racks[seat] as Rack)}`,
            `Leggio di ${name}: ${renderRack(state.racks[seat] as Rack)}`,
          ),
        );
        shownTo = seat;
      }
      redraw = true;
      const line = await read(tr(lang, `${name} to play: `, `${name} gioca: `));
      if (line === undefined) {
        say(tr(lang, 'End of input: the game is left unfinished.', 'Fine dell’input: la partita resta da finire.'));
        return 0;
      }
      const input = line.trim();
      const command = input.toLowerCase();
      if (input === '') {
        redraw = false;
        continue;
      }
      if (command === 'quit' || command === 'exit') {
        say(tr(lang, 'Game abandoned.', 'Partita abbandonata.'));
        return 0;
      }
      if (command === 'help' || command === '?') {
        say(help(lang, o.params.rules === 'editrice'));
        redraw = false;
        continue;
      }
      if (command === 'board') continue;
      if (command === 'hint') {
        const plays = topPlays({ cells: state.cells, rules: state.params.rules }, state.racks[seat] as Rack, dawg, 10);
        if (plays.length === 0) {
          const canExchange = state.bag.length > 0;
          say(
            canExchange
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
        } else {
          plays.forEach((p, i) => {
            say(
              `${String(i + 1).padStart(2)}. ${formatMove({ type: 'play', scored: p }).padEnd(24)} ${String(p.score).padStart(4)}  ${p.words.join(', ')}`,
            );
          });
        }
        redraw = false;
        continue;
      }
      if (command === 'undo') {
        if (undoTo === undefined) {
          say(
            tr(
              lang,
              'Nothing to undo: only the last move of a person can be taken back, before another person moves.',
              'Niente da annullare: si può annullare solo l’ultima mossa di una persona, prima che muova un’altra persona.',
            ),
          );
          redraw = false;
          continue;
        }
        state = history[undoTo] as ScarabeoState;
        history.length = undoTo;
        undoTo = undefined;
        shownTo = state.toMove;
        say(
          tr(
            lang,
            `Move taken back: ${names[state.toMove]} to play again.`,
            `Mossa annullata: tocca di nuovo a ${names[state.toMove]}.`,
          ),
        );
        continue;
      }
      const move = parseMove(state, input, dawg);
      if (!move.ok) {
        say(
          tr(
            lang,
            `Refused: ${describeScarabeoError(move.error, lang)}.`,
            `Rifiutata: ${describeScarabeoError(move.error, lang)}.`,
          ),
        );
        redraw = false;
        continue;
      }
      undoTo = history.length;
      apply(move.value);
      // A swap keeps the turn: the rack, now with the jolly, shows again without a new Enter.
      if (move.value.type === 'swap') shownTo = seat;
      // An exchange shows the new rack at once, unless another person may be looking at the screen.
      if (move.value.type === 'exchange' && persons === 1) {
        const rack = renderRack(state.racks[seat] as Rack);
        say(tr(lang, `${name}'s new rack: ${rack}`, `Nuovo leggio di ${name}: ${rack}`));
      }
    }
  } finally {
    lines?.close();
  }
}
