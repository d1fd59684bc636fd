// SameGame's failures as data: each code with the details its message needs (texts are in messages.ts).

export type SameGameError =
  | { readonly code: 'params-syntax'; readonly text: string }
  | {
      readonly code: 'size-out-of-range';
      readonly what: 'width' | 'height';
      readonly value: number;
      readonly min: number;
      readonly max: number;
    }
  | { readonly code: 'colors-out-of-range'; readonly value: number; readonly min: number; readonly max: number }
  /** A bad character also names its column (from 1 among the row's cells, white space dropped) and itself. */
  | {
      readonly code: 'field-syntax';
      readonly line: number;
      readonly reason: FieldSyntaxReason;
      readonly column?: number;
      readonly char?: string;
    }
  | { readonly code: 'field-size'; readonly width: number; readonly height: number; readonly expected: string }
  /** A field to start a game from with no block on it. */
  | { readonly code: 'no-blocks' }
  | { readonly code: 'move-syntax'; readonly text: string }
  | {
      readonly code: 'outside-field';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    }
  | { readonly code: 'empty-cell'; readonly x: number; readonly y: number }
  | { readonly code: 'lone-block'; readonly x: number; readonly y: number }
  | { readonly code: 'game-over' };

export type FieldSyntaxReason =
  | 'empty'
  | 'bad-character'
  | 'ragged-rows'
  | 'floating-block'
  | 'gap-column'
  | 'too-many-colors'
  | 'too-long';
