// Human text for Shisen-Sho's error codes, in English and Italian; every face shows errors through this.
import type { Lang } from '../../core/messages.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { ShisenShoError } from './errors.js';

const BOARD_REASONS = {
  empty: ['the board is empty', 'il tavolo è vuoto'],
  'bad-tile': [
    'expected a tile code (1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f) or .. for an empty cell',
    'atteso un codice di tessera (1m–9m, 1p–9p, 1s–9s, 1z–7z, 1f–8f) o .. per una casella vuota',
  ],
  'ragged-rows': [
    'every row must have the same number of cells',
    'tutte le righe devono avere lo stesso numero di caselle',
  ],
  'too-large': ['the board is larger than 32×24', 'il tavolo è più grande di 32×24'],
  'too-long': [
    `the text is longer than ${TEXT_LIMITS.position} characters`,
    `il testo supera i ${TEXT_LIMITS.position} caratteri`,
  ],
} as const;

export function describeShisenShoError(e: ShisenShoError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'params-syntax':
      return it
        ? `parametri "${e.text}" non validi: attesi <L>x<A>k<K>, per esempio 18x8k36 (g per la gravità, u per ammettere partite irrisolvibili)`
        : `bad params "${e.text}": expected <W>x<H>k<K>, e.g. 18x8k36 (add g for gravity, u to allow deals that cannot be cleared)`;
    case 'size-out-of-range':
      return it
        ? `${e.what === 'width' ? 'larghezza' : 'altezza'} ${e.value} non valida: deve essere tra ${e.min} e ${e.max}`
        : `${e.what} ${e.value} is out of range: it must be from ${e.min} to ${e.max}`;
    case 'too-few-cells':
      return it
        ? `un tavolo di ${e.width}×${e.height} non ha posto per una coppia: servono almeno 2 caselle`
        : `a ${e.width}×${e.height} board has no room for a pair: it needs 2 cells or more`;
    case 'kinds-out-of-range':
      return it
        ? `il numero di tipi di tessera deve essere tra ${e.min} e ${e.max}, non ${e.value}`
        : `the number of tile kinds must be from ${e.min} to ${e.max}, not ${e.value}`;
    case 'board-syntax': {
      const token = e.token === undefined ? '' : ` ("${e.token}")`;
      return it
        ? `tavolo non valido alla riga ${e.line}${token}: ${BOARD_REASONS[e.reason][1]}`
        : `bad board at line ${e.line}${token}: ${BOARD_REASONS[e.reason][0]}`;
    }
    case 'board-size':
      return it
        ? `il tavolo è ${e.width}×${e.height}: atteso ${e.expected}`
        : `the board is ${e.width}×${e.height}: expected ${e.expected}`;
    case 'odd-count':
      // An odd count is often one tile alone, which reads better as once than as "1 times".
      return it
        ? `la tessera ${e.tile} compare ${e.count === 1 ? 'una volta' : `${e.count} volte`}: ogni tipo deve comparire un numero pari di volte`
        : `tile ${e.tile} appears ${e.count === 1 ? 'once' : `${e.count} times`}: every kind must appear an even number of times`;
    case 'too-many-kinds':
      return it
        ? `la tessera ${e.tile} non fa parte dei primi ${e.kinds} tipi ammessi dai parametri`
        : `tile ${e.tile} is not among the first ${e.kinds} kinds the params allow`;
    case 'floating-tile':
      return it
        ? `con la gravità nessuna tessera può stare sopra un vuoto, ma quella in ${e.cell} sì`
        : `with gravity no tile may rest above a hole, but the one at ${e.cell} does`;
    case 'move-syntax':
      return it
        ? `"${e.text}" non è una mossa: scrivi due caselle, per esempio b3 h7, o scramble`
        : `"${e.text}" is not a move: type two cells, e.g. b3 h7, or scramble`;
    case 'scramble-draw':
      return it
        ? `"scramble ${e.text}": il numero di una rimescolata deve essere un intero da ${e.after + 1} a ${e.max} (oltre quelli già usati in questa partita)`
        : `"scramble ${e.text}": a scramble's number must be a whole number from ${e.after + 1} to ${e.max} (past those this game has used)`;
    case 'nothing-to-scramble':
      return it ? 'nessuna tessera da mescolare: il tavolo è vuoto' : 'no tiles left to scramble: the board is clear';
    case 'outside-board':
      return it
        ? `${e.cell} è fuori dal tavolo di ${e.width}×${e.height}`
        : `${e.cell} is outside the ${e.width}×${e.height} board`;
    case 'same-cell':
      return it
        ? `${e.cell} è stata indicata due volte: servono due tessere diverse`
        : `${e.cell} was given twice: a pair needs two different tiles`;
    case 'empty-cell':
      return it ? `la casella ${e.cell} è vuota` : `there is no tile at ${e.cell}: the cell is empty`;
    case 'different-kinds':
      return it
        ? `${e.a} (${e.tileA}) e ${e.b} (${e.tileB}) non sono dello stesso tipo`
        : `${e.a} (${e.tileA}) and ${e.b} (${e.tileB}) are not the same kind of tile`;
    case 'path-needs-3-turns':
      return it
        ? `il cammino tra ${e.a} e ${e.b} richiede ${e.turns} svolte; al massimo 2 sono ammesse`
        : `the path between ${e.a} and ${e.b} needs ${e.turns} turns; at most 2 are allowed`;
    case 'blocked':
      return it
        ? `${e.a} e ${e.b} non sono collegate: nessun cammino tra caselle vuote le unisce`
        : `${e.a} and ${e.b} are blocked: no path through empty cells joins them`;
  }
}
