// Asking before a new game abandons the game in progress on the same board: a modal that names the game
// (its board and moves) and offers to keep playing it or to give it up for the new one.
import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from './i18n.js';
import { abandon, boardName, type InProgress, inProgressOn } from './saves.js';

/**
 * A modal question with two answers: keep (also Escape) or confirm. Test ids: `<testId>-dialog`, `<testId>-keep` and
 * `<testId>-confirm`.
 */
export function ConfirmDialog(props: {
  readonly title: string;
  readonly text: string;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly testId: string;
  readonly onConfirm: () => void;
  readonly onKeep: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog abandon"
      aria-labelledby={`${uid}-title`}
      data-testid={`${props.testId}-dialog`}
      onCancel={(e) => {
        // Escape keeps what is in progress, like the button.
        e.preventDefault();
        props.onKeep();
      }}
    >
      <h2 id={`${uid}-title`}>{props.title}</h2>
      <p>{props.text}</p>
      <div className="row end">
        <button type="button" onClick={props.onKeep} data-testid={`${props.testId}-keep`}>
          {props.keepLabel}
        </button>
        <button type="button" className="primary" data-testid={`${props.testId}-confirm`} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export function AbandonDialog(props: {
  readonly entry: InProgress;
  /** Gives the game up (its save is removed first), and goes on to the new one. */
  readonly onAbandon: () => void;
  /** Keeps it: back to the game in progress, or just the dialog closed. */
  readonly onKeep: () => void;
}) {
  const { t } = useLang();
  return (
    <ConfirmDialog
      title={t.abandonTitle}
      text={t.abandonText(
        t.games[props.entry.game]?.title ?? props.entry.game,
        boardName(props.entry),
        props.entry.moves,
      )}
      keepLabel={t.abandonKeep}
      confirmLabel={t.abandonConfirm}
      testId="abandon"
      onConfirm={() => {
        abandon(props.entry.board);
        props.onAbandon();
      }}
      onKeep={props.onKeep}
    />
  );
}

/**
 * For pages that start a game from a form (Konobi, Scarabeo): `guard(board, start)` starts at once when nothing
 * is in progress on `board` other than `key`, and otherwise asks first; `dialog` is the question to render.
 */
export function useAbandonGuard() {
  const [asking, setAsking] = useState<{ entry: InProgress; go: () => void } | undefined>();
  const guard = (board: string, go: () => void, key?: string) => {
    const entry = inProgressOn(board);
    if (!entry || entry.key === key) go();
    else setAsking({ entry, go });
  };
  const dialog = asking && (
    <AbandonDialog
      entry={asking.entry}
      onAbandon={() => {
        setAsking(undefined);
        asking.go();
      }}
      onKeep={() => setAsking(undefined)}
    />
  );
  return { guard, dialog };
}

/**
 * On a page that opens a game on `board`: when another game is in progress there, asks at once whether to give
 * it up for this one (and goes back to it when the player keeps it). Pages show it for a game to play, not for
 * a finished one opened to look at.
 */
export function AskOnOpen({
  board,
  saveKey,
  onKeep,
}: {
  board: string;
  saveKey: string;
  onKeep: (path: string) => void;
}) {
  const [entry, setEntry] = useState(() => {
    const e = inProgressOn(board);
    return e && e.key !== saveKey ? e : undefined;
  });
  if (!entry) return null;
  return <AbandonDialog entry={entry} onAbandon={() => setEntry(undefined)} onKeep={() => onKeep(entry.path)} />;
}
