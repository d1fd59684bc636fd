// Scarabeo's failures as data: each code names the rule or format it breaks, with the details its message
// needs (texts are in messages.ts). Squares are in notation (`I9`) and letters as typed, so a message needs no
// board; a jolly in a rack is written `?`.

export type ScarabeoError =
  | { readonly code: 'params-syntax'; readonly text: string }
  | { readonly code: 'players-out-of-range'; readonly value: number; readonly min: number; readonly max: number }
  /**
   * `line` and `column` count from 1 in the position text; column 0 when the whole line is wrong. A bad
   * character on the board is `char`.
   */
  | {
      readonly code: 'position-syntax';
      readonly line: number;
      readonly column: number;
      readonly reason: PositionSyntaxReason;
      readonly char?: string;
    }
  /** More tiles of a letter (or jollies, letter `?`) on the board and the rack than the set has. */
  | { readonly code: 'position-tiles'; readonly letter: string; readonly count: number; readonly max: number }
  | { readonly code: 'move-syntax'; readonly text: string }
  /** A character that is no letter of the 21-letter alphabet (J K W X Y, digits, …). */
  | { readonly code: 'bad-letter'; readonly text: string; readonly letter: string }
  /** A tile list (a rack, an exchange) with a character that is neither a letter of the set nor `?`. */
  | { readonly code: 'bad-tile'; readonly text: string; readonly letter: string }
  /** The play starts outside the board, or its word runs past the edge (`square` the first square outside). */
  | { readonly code: 'off-board'; readonly text: string; readonly square: string }
  /** The typed letter differs from the letter already on that square (`board` lowercase for a jolly). */
  | { readonly code: 'square-occupied'; readonly square: string; readonly board: string; readonly typed: string }
  /** `.` stands for a letter on the board, but that square is empty. */
  | { readonly code: 'dot-on-empty'; readonly square: string }
  /** A letter on the board touches the word's end along the line, so the typed word is not the whole word. */
  | { readonly code: 'word-continues'; readonly square: string; readonly word: string }
  | { readonly code: 'no-tiles' }
  /** For placements (tiles put on squares, as the browser does): not in one row or column. */
  | { readonly code: 'not-in-line' }
  /** For placements: an empty square between two placed tiles (`square` the first one). */
  | { readonly code: 'gap'; readonly square: string }
  | { readonly code: 'not-centre' }
  /** A word needs at least two letters (a first play of one tile). */
  | { readonly code: 'too-short' }
  /** After the first play, the word along the line must include a letter already on the board. */
  | { readonly code: 'no-cross' }
  /** The rack holds `have` of that letter (`?` a jolly) and the move needs `need`. */
  | { readonly code: 'not-in-rack'; readonly letter: string; readonly need: number; readonly have: number }
  | { readonly code: 'not-in-lexicon'; readonly words: readonly string[] }
  | { readonly code: 'exchange-empty' }
  /** An exchange of `count` tiles while the bag holds only `bag`. */
  | { readonly code: 'exchange-bag'; readonly count: number; readonly bag: number }
  /** `swap I9`: only under the Editrice rules. */
  | { readonly code: 'swap-not-allowed' }
  /** `swap I9` names a square without a jolly (`board` its letter, or '' when empty). */
  | { readonly code: 'swap-no-jolly'; readonly square: string; readonly board: string }
  | { readonly code: 'game-over' };

export type PositionSyntaxReason =
  | 'empty'
  | 'bad-character'
  | 'row-length'
  | 'row-count'
  | 'row-after-setting'
  | 'bad-rack'
  | 'rack-too-long'
  | 'bad-rules'
  | 'unknown-line'
  | 'repeated-setting'
  | 'too-long';
