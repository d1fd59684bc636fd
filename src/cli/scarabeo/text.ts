// The Scarabeo console game's words: the help, one line of the move log, and the end with the settlement.
import {
  formatMove,
  formatTiles,
  rackPoints,
  rackSize,
  type ScarabeoMove,
  type ScarabeoState,
  squareName,
} from '../../games/scarabeo/index.js';
import { type Lang, tr } from '../lang.js';

export function help(lang: Lang, editrice: boolean): string {
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
  undo, redo       take back your last move (and the computer's replies after it), before another person moves
  board            show the board again
  help, restart, new, quit`,
    `Scrivi una giocata come la parola intera lungo la sua linea dalla prima casella:
  8H CASA          in orizzontale da H8 (prima il numero della riga)
  H8 CASA          in verticale da H8 (prima la lettera della colonna)
  una minuscola è un jolly per quella lettera (8H CAsA); una lettera già sulla plancia si scrive com'è o
  con un punto (H8 P.NE).
Comandi:
  exchange ABC?    rimetti quelle tessere (? un jolly) e pescane altrettante; solo se il sacchetto ne ha abbastanza
  pass             salta il turno (due giri completi senza parole chiudono la partita)${swap}
  hint             le 10 giocate con più punti per il tuo leggio
  undo, redo       annulla la tua ultima mossa (e le risposte del computer), prima che muova un'altra persona
  board            mostra di nuovo la plancia
  help, restart, new, quit`,
  );
}

/** One line of the move log, e.g. "Anna plays 9E SCARABEO for 162 points (SCARABEO). Anna 162, Bruno 0." */
export function describeMove(
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

export function describeEnd(state: ScarabeoState, names: readonly string[], lang: Lang): string {
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
