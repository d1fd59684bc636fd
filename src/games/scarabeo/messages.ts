// Human text for Scarabeo's error codes, in English and Italian; every face shows refusals through this.
import type { Lang } from '../../core/messages.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { PositionSyntaxReason, ScarabeoError } from './errors.js';

const POSITION_REASONS: Record<PositionSyntaxReason, readonly [string, string]> = {
  empty: ['the position has no rows', 'la posizione non ha righe'],
  'bad-character': [
    'expected an uppercase letter (a tile), a lowercase letter (a jolly) or . (an empty square)',
    'attesa una lettera maiuscola (una tessera), minuscola (un jolly) o . (una casella vuota)',
  ],
  'row-length': ['a row must have 17 squares', 'una riga deve avere 17 caselle'],
  'row-count': ['the board must have 17 rows', 'la plancia deve avere 17 righe'],
  'row-after-setting': ['the rows must come before rack: and rules:', 'le righe devono precedere rack: e rules:'],
  'bad-rack': [
    'a rack is letters and ? for a jolly (J K W X Y are not in the set)',
    'un leggio è fatto di lettere e ? per un jolly (J K W X Y non ci sono)',
  ],
  'rack-too-long': ['a rack holds at most 8 tiles', 'un leggio contiene al massimo 8 tessere'],
  'bad-rules': ['rules must be seed or editrice', 'rules deve essere seed o editrice'],
  'unknown-line': [
    'expected a row of 17 squares, rack: LETTERS or rules: seed|editrice',
    'attesa una riga di 17 caselle, rack: LETTERE o rules: seed|editrice',
  ],
  'repeated-setting': ['a setting is given twice', 'un’impostazione è ripetuta'],
  'too-long': [
    `the text is longer than ${TEXT_LIMITS.position} characters`,
    `il testo supera i ${TEXT_LIMITS.position} caratteri`,
  ],
};

/**
 * What is wrong with a square's character: a Latin letter that is not in the Italian set (J, K, W, X, Y) is a
 * letter all the same, so "expected a letter" would not explain it; anything else, named, and what a square is.
 */
function badSquare(char: string | undefined, lang: Lang): string | undefined {
  if (char === undefined) return undefined;
  const it = lang === 'it';
  if (/^[a-z]$/i.test(char)) {
    return it
      ? `${char} non è una lettera del gioco italiano (niente J, K, W, X, Y)`
      : `${char} is not a letter of the Italian set (no J, K, W, X, Y)`;
  }
  const square = POSITION_REASONS['bad-character'];
  return it ? `"${char}" non è una casella: ${square[1]}` : `"${char}" is not a square: ${square[0]}`;
}

function list(words: readonly string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
}

function tileName(letter: string, lang: Lang): string {
  if (letter === '?') return lang === 'it' ? 'jolly' : 'jolly (blank)';
  return letter;
}

export function describeScarabeoError(e: ScarabeoError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'params-syntax':
      return it
        ? `parametri "${e.text}" non validi: atteso il numero di giocatori con p, poi e per le regole Editrice e f per il lessico completo, per esempio 2p o 4pe`
        : `bad params "${e.text}": expected the number of players and p, then e for the Editrice rules and f for the full lexicon, e.g. 2p or 4pe`;
    case 'players-out-of-range':
      return it
        ? `il numero di giocatori deve essere tra ${e.min} e ${e.max}, non ${e.value}`
        : `the number of players must be from ${e.min} to ${e.max}, not ${e.value}`;
    case 'position-syntax':
      return it
        ? `posizione non valida alla riga ${e.line}${e.column > 0 ? `, colonna ${e.column}` : ''}: ${badSquare(e.char, lang) ?? POSITION_REASONS[e.reason][1]}`
        : `bad position at line ${e.line}${e.column > 0 ? `, column ${e.column}` : ''}: ${badSquare(e.char, lang) ?? POSITION_REASONS[e.reason][0]}`;
    case 'position-tiles':
      return it
        ? `la posizione ha ${e.count} ${e.letter === '?' ? 'jolly' : `tessere ${e.letter}`} tra plancia e leggio, ma il gioco ne ha ${e.max}`
        : `the position has ${e.count} ${e.letter === '?' ? 'jollies' : `${e.letter} tiles`} on the board and rack, but the set has ${e.max}`;
    case 'move-syntax':
      return it
        ? `"${e.text}" non è una mossa: scrivi per esempio 8H CASA (in orizzontale da H8), H8 CASA (in verticale), exchange ABC, pass`
        : `"${e.text}" is not a move: type e.g. 8H CASA (across from H8), H8 CASA (down from H8), exchange ABC, pass`;
    case 'bad-letter':
      return it
        ? `"${e.letter}" non è una lettera del gioco: le lettere sono ABCDEFGHILMNOPQRSTUVZ (minuscola per un jolly, . per una lettera già sulla plancia)`
        : `"${e.letter}" is not a letter of the set: the letters are ABCDEFGHILMNOPQRSTUVZ (lowercase for a jolly, . for a letter already on the board)`;
    case 'bad-tile':
      return it
        ? `"${e.letter}" non è una tessera del gioco: le lettere sono ABCDEFGHILMNOPQRSTUVZ, ? per un jolly`
        : `"${e.letter}" is not a tile of the set: the letters are ABCDEFGHILMNOPQRSTUVZ, ? for a jolly`;
    case 'off-board':
      return it
        ? `${e.text} esce dalla plancia (${e.square}): colonne da A a Q, righe da 1 a 17`
        : `${e.text} goes off the board (${e.square}): columns A to Q, rows 1 to 17`;
    case 'square-occupied':
      return it
        ? `${e.square} è già occupata da ${e.board}, non da ${e.typed}`
        : `${e.square} already holds ${e.board}, not ${e.typed}`;
    case 'dot-on-empty':
      return it
        ? `il punto sta per una lettera già sulla plancia, ma ${e.square} è vuota`
        : `. stands for a letter already on the board, but ${e.square} is empty`;
    case 'word-continues':
      return it
        ? `la parola continua con la lettera in ${e.square}: scrivi la parola intera, ${e.word}`
        : `the word goes on with the letter on ${e.square}: type the whole word, ${e.word}`;
    case 'no-tiles':
      return it
        ? 'nessuna tessera posata: la parola è già tutta sulla plancia'
        : 'no tile placed: the whole word is already on the board';
    case 'not-in-line':
      return it ? 'le tessere devono stare in una sola riga o colonna' : 'the tiles must be in one row or one column';
    case 'gap':
      return it
        ? `c'è un buco in ${e.square}: le tessere devono formare una parola continua`
        : `there is a gap at ${e.square}: the tiles must form one unbroken word`;
    case 'not-centre':
      return it
        ? 'la prima parola deve coprire la casella centrale I9'
        : 'the first word must cover the centre square, I9';
    case 'too-short':
      return it ? 'una parola ha almeno due lettere' : 'a word needs at least two letters';
    case 'no-cross':
      return it
        ? 'la parola deve incrociare la plancia: deve usare almeno una lettera già posata lungo la sua linea'
        : 'the word must cross the board: it must use at least one letter already there along its line';
    case 'not-in-rack':
      return it
        ? `servono ${e.need} ${tileName(e.letter, lang)} ma il leggio ne ha ${e.have}`
        : `the move needs ${e.need} × ${tileName(e.letter, lang)} but the rack has ${e.have}`;
    case 'not-in-lexicon':
      return it
        ? `${list(e.words, 'e')} ${e.words.length === 1 ? 'non è nel lessico' : 'non sono nel lessico'}`
        : `${list(e.words, 'and')} ${e.words.length === 1 ? 'is' : 'are'} not in the lexicon`;
    case 'exchange-empty':
      return it
        ? 'scrivi le tessere da cambiare, per esempio exchange ABC?'
        : 'name the tiles to exchange, e.g. exchange ABC?';
    case 'exchange-bag':
      return it
        ? `non puoi cambiare ${e.count} tessere: il sacchetto ne ha solo ${e.bag}`
        : `you cannot exchange ${e.count} tiles: the bag holds only ${e.bag}`;
    case 'swap-not-allowed':
      return it
        ? 'lo scambio di un jolly sulla plancia (swap) è previsto solo dalle regole Editrice Giochi'
        : 'swapping a jolly on the board (swap) is allowed only under the Editrice Giochi rules';
    case 'swap-no-jolly':
      return it
        ? `in ${e.square} non c'è un jolly${e.board ? ` (c'è ${e.board})` : ' (è vuota)'}`
        : `there is no jolly on ${e.square}${e.board ? ` (it holds ${e.board})` : ' (it is empty)'}`;
    case 'game-over':
      return it ? 'la partita è finita' : 'the game is over';
  }
}
