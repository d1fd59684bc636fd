// The replay bar every game shares: which move of a game is on the board, the steps first / back / forward /
// last, and the keyboard (arrows, Home, End) while the focus is in the bar or on the page outside a text field.
import { type KeyboardEvent, type RefObject, useEffect } from 'react';
import { useLang } from '../i18n.js';

export interface ReplayBarProps {
  /** Moves shown (0: the start position) out of `total`. */
  readonly at: number;
  readonly total: number;
  /** The move shown, in the game's notation (or its log line). */
  readonly line?: string;
  readonly onGo: (at: number) => void;
  /** Leaves the replay (back to the game); absent when the page is only a replay. */
  readonly onClose?: () => void;
  readonly closeLabel?: string;
  /** The bar's title ("Replay" unless given: a game in progress says "Moves"). */
  readonly title?: string;
  /** Whether arrow keys anywhere on the page (outside text fields and other widgets) step too. */
  readonly globalKeys?: boolean;
  /** The bar's element, for a board fitted to the room above its steps (Shisen-Sho's replay). */
  readonly barRef?: RefObject<HTMLDivElement | null>;
}

/** The step a key asks for from `at`, or undefined when the key is not one of the replay's. */
function stepFor(key: string, at: number, total: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, at - 1);
    case 'ArrowRight':
      return Math.min(total, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return total;
    default:
      return undefined;
  }
}

/** Whether a key pressed on `target` belongs to it (typing, a widget of its own) rather than to the replay. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable], [role="group"], [role="application"], [role="grid"], [role="dialog"]',
    ) !== null
  );
}

// The steps are aria-disabled, not disabled, at either end: a disabled button would drop the keyboard's focus.
export function ReplayBar(props: ReplayBarProps) {
  const { rp } = useLang().t;
  const { at, total, onGo, globalKeys = false } = props;

  useEffect(() => {
    if (!globalKeys) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
      const next = stepFor(event.key, at, total);
      if (next === undefined) return;
      event.preventDefault();
      onGo(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [globalKeys, at, total, onGo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (globalKeys) return;
    const next = stepFor(event.key, at, total);
    if (next === undefined) return;
    event.preventDefault();
    onGo(next);
  };

  return (
    <div className="replay-bar" data-testid="replay" data-at={at} data-total={total} ref={props.barRef}>
      <p className="replay-where" aria-live="polite" aria-atomic="true">
        <strong>{props.title ?? rp.title}</strong> —{' '}
        <span data-testid="replay-at">{at === 0 ? rp.start : rp.moveOf(at, total)}</span>
        {at > 0 && props.line && (
          <span className="muted" data-testid="replay-move">
            {' '}
            · {props.line}
          </span>
        )}
      </p>
      <div className="row replay-steps" role="toolbar" aria-label={rp.steps} onKeyDown={onKeyDown}>
        <button
          type="button"
          className="button"
          data-testid="replay-first"
          aria-keyshortcuts="Home"
          onClick={() => at > 0 && onGo(0)}
          aria-disabled={at === 0}
        >
          <span aria-hidden="true">«</span> {rp.first}
        </button>
        <button
          type="button"
          className="button"
          data-testid="replay-prev"
          aria-keyshortcuts="ArrowLeft"
          onClick={() => at > 0 && onGo(at - 1)}
          aria-disabled={at === 0}
        >
          <span aria-hidden="true">◀</span> {rp.prev}
        </button>
        <button
          type="button"
          className="button"
          data-testid="replay-next"
          aria-keyshortcuts="ArrowRight"
          onClick={() => at < total && onGo(at + 1)}
          aria-disabled={at === total}
        >
          {rp.next} <span aria-hidden="true">▶</span>
        </button>
        <button
          type="button"
          className="button"
          data-testid="replay-last"
          aria-keyshortcuts="End"
          onClick={() => at < total && onGo(total)}
          aria-disabled={at === total}
        >
          {rp.last} <span aria-hidden="true">»</span>
        </button>
        {props.onClose && (
          <button type="button" className="button primary" data-testid="replay-close" onClick={props.onClose}>
            {props.closeLabel}
          </button>
        )}
      </div>
      <p className="muted replay-keys">{rp.keys}</p>
    </div>
  );
}
