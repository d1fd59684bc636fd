// Human text for SameGame's error codes, in English and Italian; every face shows errors through this.
import type { Lang } from '../../core/messages.js';
import { TEXT_LIMITS } from '../../core/text.js';
import type { SameGameError } from './errors.js';

const FIELD_REASONS = {
  empty: ['the field is empty', 'il campo è vuoto'],
  'bad-character': [
    'expected 1–9 for a colour or . for an empty cell',
    'attesi 1–9 per un colore o . per una casella vuota',
  ],
  'ragged-rows': ['every row must have the same length', 'tutte le righe devono avere la stessa lunghezza'],
  'floating-block': [
    'a block floats above a hole (holes only at the top of a column)',
    'un blocco sta sopra un buco (i buchi solo in cima alle colonne)',
  ],
  'gap-column': [
    'an empty column is followed by a non-empty one (empty columns only at the right)',
    'una colonna vuota è seguita da una piena (colonne vuote solo a destra)',
  ],
  'too-many-colors': [
    'the field uses more colours than its params allow',
    'il campo usa più colori di quanti i parametri ne consentano',
  ],
  'too-long': [
    `the text is longer than ${TEXT_LIMITS.position} characters`,
    `il testo supera i ${TEXT_LIMITS.position} caratteri`,
  ],
} as const;

export function describeSameGameError(e: SameGameError, lang: Lang = 'en'): string {
  const it = lang === 'it';
  switch (e.code) {
    case 'params-syntax':
      return it
        ? `parametri "${e.text}" non validi: attesi <L>x<A>c<C>, per esempio 15x10c4 (w in fondo per partite risolvibili)`
        : `bad params "${e.text}": expected <W>x<H>c<C>, e.g. 15x10c4 (add w for winnable deals only)`;
    case 'size-out-of-range':
      return it
        ? `${e.what === 'width' ? 'larghezza' : 'altezza'} ${e.value} non valida: deve essere tra ${e.min} e ${e.max}`
        : `${e.what} ${e.value} is out of range: it must be from ${e.min} to ${e.max}`;
    case 'colors-out-of-range':
      return it
        ? `il numero di colori deve essere tra ${e.min} e ${e.max}, non ${e.value}`
        : `the number of colours must be from ${e.min} to ${e.max}, not ${e.value}`;
    case 'field-syntax': {
      // A bad character is named with its column, so a long row need not be searched by eye.
      const at = e.column === undefined ? '' : it ? `, colonna ${e.column}` : `, column ${e.column}`;
      const what = e.char === undefined ? '' : it ? `"${e.char}" non è un colore: ` : `"${e.char}" is not a colour: `;
      return it
        ? `campo non valido alla riga ${e.line}${at}: ${what}${FIELD_REASONS[e.reason][1]}`
        : `bad field at line ${e.line}${at}: ${what}${FIELD_REASONS[e.reason][0]}`;
    }
    case 'field-size':
      return it
        ? `campo di ${e.width}×${e.height}: atteso ${e.expected}`
        : `the field is ${e.width}×${e.height}: expected ${e.expected}`;
    case 'no-blocks':
      return it
        ? 'il campo non ha blocchi: non c’è una partita da giocare'
        : 'the field has no blocks: there is no game to play';
    case 'move-syntax':
      return it
        ? `"${e.text}" non è una mossa né un comando: scrivi x y (per esempio 3 0) oppure help`
        : `"${e.text}" is not a move or a command: type x y (e.g. 3 0) or help`;
    case 'outside-field':
      return it
        ? `(${e.x}, ${e.y}) è fuori dal campo: x va da 0 a ${e.width - 1}, y da 0 a ${e.height - 1}`
        : `(${e.x}, ${e.y}) is outside the field: x runs from 0 to ${e.width - 1}, y from 0 to ${e.height - 1}`;
    case 'empty-cell':
      return it ? `la casella (${e.x}, ${e.y}) è vuota` : `there is no block at (${e.x}, ${e.y}): the cell is empty`;
    case 'lone-block':
      return it
        ? `il blocco in (${e.x}, ${e.y}) è isolato: nessun vicino dello stesso colore, niente da rimuovere`
        : `the block at (${e.x}, ${e.y}) stands alone: no neighbour has its colour, so nothing is removed`;
    case 'game-over':
      return it ? 'la partita è finita: nessun gruppo rimovibile' : 'the game is over: no group can be removed';
  }
}
