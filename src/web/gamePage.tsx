// What the pages of the games played from a game id (SameGame, Shisen-Sho) share: the save's key, the title
// bar with the id to copy, the notice, the history buttons, and the page's keys.
import { useEffect, useRef, useState } from 'react';
import { useLang } from './i18n.js';

export function saveKey(gameId: string): string {
  return `save:${gameId}`;
}

/** Names the tab after the page (a game id, a game, a replay), and gives the plain name back when it closes. */
export function useTitle(text: string): void {
  useEffect(() => {
    document.title = `${text} · Ludoteca`;
    return () => {
      document.title = 'Ludoteca';
    };
  }, [text]);
}

/** True where a key is meant for a form field or an open dialog, not for the game. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('dialog'))
  );
}

/**
 * The page's keys (not while typing in a form or with a dialog open): U or Ctrl+Z undo, R, Ctrl+Y or
 * Ctrl+Shift+Z redo, and the game's own single letters (lower case) and Escape.
 */
export function useGameKeys(keys: { undo: () => void; redo: () => void } & Record<string, () => void>): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Shift' || e.defaultPrevented || isTyping(e.target) || e.altKey || e.metaKey) return;
      const k = latest.current;
      const key = e.key.toLowerCase();
      if ((key === 'z' && e.ctrlKey && !e.shiftKey) || (key === 'u' && !e.ctrlKey)) k.undo();
      else if ((key === 'y' && e.ctrlKey) || (key === 'z' && e.ctrlKey && e.shiftKey) || (key === 'r' && !e.ctrlKey))
        k.redo();
      else if (!e.ctrlKey && Object.hasOwn(k, key)) k[key]?.();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The button that copies a game's id (saying so for a moment, or how to copy it by hand). */
export function CopyIdButton({ gameId, testId }: { gameId: string; testId?: string }) {
  const { t } = useLang();
  const [copied, setCopied] = useState<string | undefined>();
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(gameId);
      setCopied(t.copied);
    } catch {
      setCopied(t.copyFailed);
    }
    setTimeout(() => setCopied(undefined), 1500);
  };
  return (
    <button type="button" className="small" onClick={copyId} data-testid={testId}>
      {copied ?? t.copy}
    </button>
  );
}

/** The game's title and its id, with a button that copies the id. */
export function GameTitle({ title, gameId }: { title: string | undefined; gameId: string }) {
  const { t } = useLang();
  return (
    <div className="sg-top">
      <h1>{title}</h1>
      <div className="game-id">
        <span className="label">{t.gameId}</span>
        <code data-testid="game-id">{gameId}</code>
        <CopyIdButton gameId={gameId} />
      </div>
    </div>
  );
}

/** A message the player dismisses (a saved game that could not be restored). */
export function Notice({ text, onClose }: { text: string | undefined; onClose: () => void }) {
  const { t } = useLang();
  if (!text) return null;
  return (
    <div className="notice" role="alert">
      <span>{text}</span>
      <button type="button" className="small" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}

/** Undo, redo and (where the game has one) restart, with the keys that do the same (U or Ctrl+Z, R or Ctrl+Y). */
export function HistoryButtons(props: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Absent where a game has no restart (Konobi starts a new game instead). */
  onRestart?: () => void;
  /** The buttons' test ids, `<testIds>-undo`, `-redo` and `-restart`, for a page whose tests name them so. */
  testIds?: string;
}) {
  const { t } = useLang();
  const id = (name: string) => (props.testIds === undefined ? undefined : `${props.testIds}-${name}`);
  return (
    <>
      <button
        type="button"
        onClick={props.onUndo}
        disabled={!props.canUndo}
        aria-keyshortcuts="U Control+Z"
        data-testid={id('undo')}
      >
        <span aria-hidden="true">↶ </span>
        {t.undo}
      </button>
      <button
        type="button"
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts="R Control+Y"
        data-testid={id('redo')}
      >
        <span aria-hidden="true">↷ </span>
        {t.redo}
      </button>
      {props.onRestart && (
        <button type="button" onClick={props.onRestart} disabled={!props.canUndo} data-testid={id('restart')}>
          {t.restart}
        </button>
      )}
    </>
  );
}
