// Shisen-Sho's failures as data: each code with the details its message needs (texts are in messages.ts).

export type ShisenShoError =
  | { readonly code: 'params-syntax'; readonly text: string }
  | {
      readonly code: 'size-out-of-range';
      readonly what: 'width' | 'height';
      readonly value: number;
      readonly min: number;
      readonly max: number;
    }
  /** Each side is within its range, but the board has one cell: no room for a pair. */
  | { readonly code: 'too-few-cells'; readonly width: number; readonly height: number }
  | { readonly code: 'kinds-out-of-range'; readonly value: number; readonly min: number; readonly max: number }
  | {
      readonly code: 'board-syntax';
      readonly line: number;
      readonly reason: BoardSyntaxReason;
      readonly token?: string;
    }
  | { readonly code: 'board-size'; readonly width: number; readonly height: number; readonly expected: string }
  | { readonly code: 'odd-count'; readonly tile: string; readonly count: number }
  | { readonly code: 'too-many-kinds'; readonly tile: string; readonly kinds: number }
  /** With gravity every tile rests on another or on the bottom. */
  | { readonly code: 'floating-tile'; readonly cell: string }
  | { readonly code: 'move-syntax'; readonly text: string }
  /** `scramble` on a cleared board. */
  | { readonly code: 'nothing-to-scramble' }
  /** `scramble N` whose N is not a whole number above `after` (the highest draw on the line) and at most `max`. */
  | { readonly code: 'scramble-draw'; readonly text: string; readonly after: number; readonly max: number }
  | { readonly code: 'outside-board'; readonly cell: string; readonly width: number; readonly height: number }
  | { readonly code: 'same-cell'; readonly cell: string }
  | { readonly code: 'empty-cell'; readonly cell: string }
  | {
      readonly code: 'different-kinds';
      readonly a: string;
      readonly b: string;
      readonly tileA: string;
      readonly tileB: string;
    }
  /** The tiles are joined through empty cells, but the fewest turns any such path makes is `turns` (≥ 3). */
  | { readonly code: 'path-needs-3-turns'; readonly a: string; readonly b: string; readonly turns: number }
  /** No path through empty cells joins the tiles at all, however many turns. */
  | { readonly code: 'blocked'; readonly a: string; readonly b: string };

export type BoardSyntaxReason = 'empty' | 'bad-tile' | 'ragged-rows' | 'too-large' | 'too-long';
