// Human text for Konobi's error codes, in English and Italian; every face shows refusals through this.
import type { Lang } from '../../core/messages.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { KonobiError, PositionSyntaxReason } from './errors.js';
import type { Colour } from './points.js';

const POSITION_REASONS: Record<PositionSyntaxReason, readonly [string, string]> = {
  empty: ['the position has no rows', 'la posizione non ha righe'],
  'bad-character': [
    'expected X for Black, O for White or . for an empty point',
    'attesi X per il Nero, O per il Bianco o . per un punto vuoto',
  ],
  'ragged-rows': ['every row must have the same length', 'tutte le righe devono avere la stessa lunghezza'],
  'bad-to-move': ['to-move must be black or white', 'to-move deve essere black o white'],
  'bad-swap': ['swap must be used or no', 'swap deve essere used o no'],
  'unknown-line': [
    'expected a row, to-move: <colour> or swap: used',
    'attesa una riga, to-move: <colore> o swap: used',
  ],
  'row-after-setting': ['the rows must come before to-move and swap', 'le righe devono precedere to-move e swap'],
  'repeated-setting': ['a setting is given twice', 'un’impostazione è ripetuta'],
  'too-long': [
    `the text is longer than ${TEXT_LIMITS.position} characters`,
    `il testo supera i ${TEXT_LIMITS.position} caratteri`,
  ],
};

export function describeColour(colour: Colour, lang: Lang = 'en'): string {
  if (lang === 'it') return colour === 'black' ? 'il Nero' : 'il Bianco';
  return colour === 'black' ? 'Black' : 'White';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeKonobiError(e: KonobiError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'params-syntax':
      return it
        ? `parametri "${e.text}" non validi: atteso il lato della scacchiera, per esempio 11`
        : `bad params "${e.text}": expected the board size, e.g. 11`;
    case 'size-out-of-range':
      return it
        ? `lato ${e.value} non valido: deve essere tra ${e.min} e ${e.max}`
        : `board size ${e.value} is out of range: it must be from ${e.min} to ${e.max}`;
    case 'position-syntax':
      return it
        ? `posizione non valida alla riga ${e.line}: ${POSITION_REASONS[e.reason][1]}`
        : `bad position at line ${e.line}: ${POSITION_REASONS[e.reason][0]}`;
    case 'position-size': {
      const expected =
        e.min === e.max
          ? `${e.min}×${e.min}`
          : it
            ? `quadrata, da ${e.min} a ${e.max}`
            : `square, ${e.min} to ${e.max}`;
      return it
        ? `la scacchiera è ${e.rows}×${e.columns}: attesa ${expected}`
        : `the board is ${e.rows}×${e.columns}: expected ${expected}`;
    }
    case 'position-crosscut':
      return it
        ? `la posizione contiene un taglio incrociato nel quadrato 2×2 con angolo ${e.square}: nessuna partita può arrivarci`
        : `the position holds a crosscut in the 2×2 square at ${e.square}: no game can reach it`;
    case 'position-to-move':
      return it
        ? 'non si capisce chi deve muovere: aggiungi una riga to-move: black oppure to-move: white'
        : 'whose turn it is cannot be told: add a line to-move: black or to-move: white';
    case 'move-syntax':
      return it
        ? `"${e.text}" non è una mossa: scrivi un punto (per esempio c4), pass oppure swap`
        : `"${e.text}" is not a move: type a point (e.g. c4), pass or swap`;
    case 'outside-board':
      return it
        ? `${e.text} è fuori dalla scacchiera ${e.size}×${e.size}: colonne da a a ${String.fromCharCode(96 + e.size)}, righe da 1 a ${e.size}`
        : `${e.text} is outside the ${e.size}×${e.size} board: columns a to ${String.fromCharCode(96 + e.size)}, rows 1 to ${e.size}`;
    case 'point-occupied':
      return it
        ? `${e.point} è già occupato da una pietra ${e.by === 'black' ? 'nera' : 'bianca'}`
        : `${e.point} is already taken by a ${e.by} stone`;
    case 'crosscut':
      return it
        ? `una pietra in ${e.point} formerebbe un taglio incrociato con ${e.stone}: i tagli incrociati sono vietati`
        : `a stone at ${e.point} would form a crosscut with ${e.stone}: crosscuts are illegal`;
    case 'illegal-weak-connection':
      return it
        ? `questa connessione debole è illegale: ${e.stone} si può connettere fortemente (per esempio in ${e.alternative})`
        : `this weak connection is illegal: ${e.stone} can be joined strongly (e.g. at ${e.alternative})`;
    case 'swap-not-allowed':
      return it
        ? 'lo scambio (regola della torta) è permesso solo al Bianco, al suo primo turno'
        : 'swap (the pie rule) is allowed only to White, on White’s first turn';
    case 'pass-not-allowed':
      return it
        ? `non puoi passare: hai ${e.count} ${e.count === 1 ? 'punto legale' : 'punti legali'}, per esempio ${e.example}`
        : `you cannot pass: you have ${e.count} legal ${e.count === 1 ? 'point' : 'points'}, e.g. ${e.example}`;
    case 'game-over':
      if (e.winner === undefined) return it ? 'la partita è finita' : 'the game is over';
      return it
        ? `la partita è finita: ha vinto ${describeColour(e.winner, 'it')}`
        : `the game is over: ${capitalised(describeColour(e.winner))} has won`;
  }
}
