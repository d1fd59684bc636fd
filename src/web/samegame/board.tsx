// The SameGame field: one element per block, keyed by the block's identity and placed with CSS transforms, so
// falling and sliding animate; a cursor for the keyboard and a points bubble for the hovered group.
import { type CSSProperties, type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { formatField, type SameGameState } from '../../games/samegame/index.js';
import { useLang } from '../i18n.js';
import { BlockSymbol } from './symbols.js';

export interface Ghost {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly color: number;
}

export interface BoardProps {
  readonly state: SameGameState;
  readonly ids: Int32Array;
  /** The size of the group each cell belongs to (0 for empty cells). */
  readonly groupSizes: Int32Array;
  /** Cells of the group under the pointer or the cursor. */
  readonly highlight: ReadonlySet<number>;
  readonly hint: ReadonlySet<number>;
  readonly cursor: { readonly x: number; readonly y: number };
  readonly showCursor: boolean;
  readonly preview?: { readonly x: number; readonly y: number; readonly text: string };
  readonly ghosts: readonly Ghost[];
  readonly moveCount: number;
  readonly onPoint: (cell: { x: number; y: number } | undefined) => void;
  readonly onActivate: (x: number, y: number, pointerType: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly onFocusChange: (focused: boolean) => void;
}

interface Block {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly index: number;
  readonly color: number;
}

function place(x: number, row: number): CSSProperties {
  // Percentages of the block's own size: x columns across, `row` rows down from the top.
  return { transform: `translate(${x * 100}%, ${row * 100}%)` };
}

export function Board(props: BoardProps) {
  const { t } = useLang();
  const { state, ids, groupSizes, highlight, hint, cursor } = props;
  const { width, height, cells } = state.field;
  const blocks: Block[] = [];
  for (let i = 0; i < cells.length; i++) {
    const color = cells[i] as number;
    if (color === 0) continue;
    blocks.push({ id: ids[i] as number, x: (i / height) | 0, y: i % height, index: i, color });
  }
  // A stable DOM order (by identity) keeps React from moving nodes, which would restart their transitions.
  blocks.sort((a, b) => a.id - b.id);
  const cursorIndex = cursor.x * height + cursor.y;
  const cursorId = cells[cursorIndex] ? `sg-block-${ids[cursorIndex]}` : undefined;
  const style = { '--w': width, '--h': height } as CSSProperties;

  const boardRef = useRef<HTMLDivElement>(null);
  const click = (event: MouseEvent<HTMLButtonElement>, block: Block) => {
    // The field keeps the focus (not the block's button), so arrow keys carry on from the block clicked.
    boardRef.current?.focus({ preventScroll: true });
    // Chrome and Firefox deliver clicks as PointerEvents, which say whether a finger or a mouse made them.
    const native = event.nativeEvent as Partial<PointerEvent>;
    props.onActivate(block.x, block.y, native.pointerType || 'mouse');
  };

  return (
    <div className="board-frame" style={style}>
      {/* The field is one tab stop, an application: arrow keys move a cursor inside it (aria-activedescendant). */}
      <div
        className={`board${props.showCursor ? ' show-cursor' : ''}${highlight.size > 0 ? ' has-hl' : ''}`}
        ref={boardRef}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the field is the one tab stop of an application role.
        tabIndex={0}
        aria-label={t.fieldLabel(width, height)}
        aria-activedescendant={cursorId}
        data-field={formatField(state.field, '/')}
        data-moves={props.moveCount}
        onKeyDown={props.onKeyDown}
        onFocus={() => props.onFocusChange(true)}
        onBlur={() => props.onFocusChange(false)}
        onPointerLeave={() => props.onPoint(undefined)}
      >
        {blocks.map((b) => {
          const size = groupSizes[b.index] as number;
          const classes = ['block', `c${b.color}`];
          if (highlight.has(b.index)) classes.push('hl');
          if (hint.has(b.index)) classes.push('hinted');
          if (size < 2) classes.push('lone');
          return (
            <div key={b.id} className="slot-x" style={place(b.x, 0)}>
              <div className="slot-y" style={place(0, height - 1 - b.y)}>
                {/* Buttons out of the tab order: the keyboard plays through the field's cursor, the mouse by clicking. */}
                <button
                  type="button"
                  id={`sg-block-${b.id}`}
                  className="cell"
                  tabIndex={-1}
                  aria-label={t.cellLabel(b.x, b.y, b.color, t.colorNames[b.color] ?? '', size)}
                  data-x={b.x}
                  data-y={b.y}
                  data-color={b.color}
                  // A touch has no hover (a first tap picks the group instead): only a hovering pointer previews.
                  onPointerEnter={(e) => e.pointerType !== 'touch' && props.onPoint({ x: b.x, y: b.y })}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => click(e, b)}
                >
                  <span className={classes.join(' ')}>
                    <BlockSymbol color={b.color} />
                  </span>
                </button>
              </div>
            </div>
          );
        })}
        {props.ghosts.map((g) => (
          <div key={`ghost-${g.id}`} className="slot-x ghost" style={place(g.x, 0)} aria-hidden="true">
            <div className="slot-y" style={place(0, height - 1 - g.y)}>
              <div className={`block c${g.color}`}>
                <BlockSymbol color={g.color} />
              </div>
            </div>
          </div>
        ))}
        <div className="slot-x cursor-slot" style={place(cursor.x, 0)} aria-hidden="true">
          <div className="slot-y" style={place(0, height - 1 - cursor.y)}>
            <div className="cursor" />
          </div>
        </div>
        {props.preview && (
          <div className="slot-x preview-slot" style={place(props.preview.x, 0)} aria-hidden="true">
            <div className="slot-y" style={place(0, height - 1 - props.preview.y)}>
              <div className="preview">{props.preview.text}</div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
