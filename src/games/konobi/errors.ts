// Konobi's failures as data: each code names the rule or format it breaks, with the details its message
// needs (texts are in messages.ts). Points are in notation (`c4`), so a message needs no board.

import type { Colour } from './colour.js';

export type KonobiError =
  | { readonly code: 'params-syntax'; readonly text: string }
  | { readonly code: 'size-out-of-range'; readonly value: number; readonly min: number; readonly max: number }
  | { readonly code: 'position-syntax'; readonly line: number; readonly reason: PositionSyntaxReason }
  /** The board is not square, or not of the size expected (`min` = `max` when params fix it). */
  | {
      readonly code: 'position-size';
      readonly rows: number;
      readonly columns: number;
      readonly min: number;
      readonly max: number;
    }
  /** The position holds a crosscut, which no game can reach; `square` is the 2×2's top-left point. */
  | { readonly code: 'position-crosscut'; readonly square: string }
  /** No `to-move:` line and the stone counts do not tell whose turn it is. */
  | { readonly code: 'position-to-move' }
  | { readonly code: 'move-syntax'; readonly text: string }
  | { readonly code: 'outside-board'; readonly text: string; readonly size: number }
  | { readonly code: 'point-occupied'; readonly point: string; readonly by: Colour }
  /** Placing at `point` would make a crosscut with the own stone `stone` diagonal to it. */
  | { readonly code: 'crosscut'; readonly point: string; readonly stone: string }
  /** `point` would be weakly connected to `stone`, which `alternative` could join strongly and cleanly. */
  | {
      readonly code: 'illegal-weak-connection';
      readonly point: string;
      readonly stone: string;
      readonly alternative: string;
    }
  | { readonly code: 'swap-not-allowed' }
  /** Passing is allowed only without a legal point; `example` is one of the `count` legal points. */
  | { readonly code: 'pass-not-allowed'; readonly count: number; readonly example: string }
  | { readonly code: 'game-over'; readonly winner: Colour | undefined };

export type PositionSyntaxReason =
  | 'empty'
  | 'bad-character'
  | 'ragged-rows'
  | 'bad-to-move'
  | 'bad-swap'
  | 'unknown-line'
  | 'row-after-setting'
  | 'repeated-setting'
  | 'too-long';
