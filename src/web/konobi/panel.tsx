// Konobi's side panel: whose turn or who won, the record's way to the server, notices and refusals, the pie
// rule's offer, the controls, the watch controls of a game between computers, the moves, and recent games.
import type { ReactNode } from 'react';
import type { Colour } from '../../games/konobi/index.js';
import { HistoryButtons } from '../gamePage.js';
import { useLang } from '../i18n.js';
import { RecentGames } from '../recent.js';
import { type Saving, SavingStatus } from '../saving.js';

export const SPEEDS = { slow: 1500, normal: 500, fast: 50 } as const;
export type Speed = keyof typeof SPEEDS;

export function SidePanel(props: {
  readonly status: string;
  readonly won?: Colour;
  readonly toMove: Colour;
  readonly thinking: boolean;
  readonly saving: Saving;
  readonly onRetry: () => void;
  readonly notice?: string;
  readonly message?: string;
  /** A person may swap now (the pie rule). */
  readonly canSwap: boolean;
  readonly onSwap: () => void;
  readonly showLegal: boolean;
  readonly onShowLegal: (show: boolean) => void;
  /** A person is to move and may ask for a hint (busy while the worker searches). */
  readonly canHint: boolean;
  readonly hintBusy: boolean;
  readonly onHint: () => void;
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  readonly canRedo: boolean;
  readonly onRedo: () => void;
  readonly onNew: () => void;
  readonly watch?: {
    readonly paused: boolean;
    readonly speed: Speed;
    readonly onPause: () => void;
    readonly onSpeed: (speed: Speed) => void;
  };
  readonly moves: readonly string[];
  /** The typed move and the steps through the moves, beside the board on a wide screen, under it on a phone. */
  readonly tools?: ReactNode;
}) {
  const { t } = useLang();
  const { won, saving, watch } = props;
  return (
    <aside className="kb-side-panel">
      <p className={`kb-status${won ? ' kb-won' : ''}`} data-testid="kb-status">
        <span className={`kb-dot ${won ?? props.toMove}`} aria-hidden="true" />
        {props.status}
        {props.thinking && <span className="muted"> {t.kb.thinking}</span>}
      </p>
      <SavingStatus
        saving={saving}
        text={{ saving: t.kb.saving, saved: t.kb.saved, retry: t.kb.retry }}
        testIds={{ saving: 'kb-saving', saved: 'kb-saved', failed: 'kb-save-failed' }}
        onRetry={props.onRetry}
      />
      {props.notice && (
        <p className="notice" data-testid="kb-notice" role="status">
          {props.notice}
        </p>
      )}
      {props.message && (
        <p className="error" data-testid="kb-message" role="alert">
          {props.message}
        </p>
      )}
      {props.tools}
      {props.canSwap && (
        <div className="notice">
          <span>{t.kb.pieOffer}</span>
          <button type="button" className="button primary" onClick={props.onSwap} data-testid="kb-swap">
            {t.kb.swap}
          </button>
        </div>
      )}
      <div className="kb-controls">
        <label>
          <input
            type="checkbox"
            checked={props.showLegal}
            onChange={(e) => props.onShowLegal(e.target.checked)}
            data-testid="kb-show-legal"
          />
          {t.kb.showLegal}
        </label>
        <button
          type="button"
          className="button"
          onClick={props.onHint}
          disabled={!props.canHint}
          aria-keyshortcuts="H"
          data-testid="kb-hint"
        >
          {props.hintBusy ? t.kb.thinking : t.hint}
        </button>
        {/* The other games' Undo and Redo; which turn they go back to is the session layer's (game.tsx). */}
        <HistoryButtons
          canUndo={props.canUndo}
          canRedo={props.canRedo}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
          testIds="kb"
        />
        <button type="button" className="button" onClick={props.onNew} data-testid="kb-new">
          {t.newGame}
        </button>
      </div>
      {watch && (
        <div className="kb-controls" data-testid="kb-watch">
          <button type="button" className="button" onClick={watch.onPause}>
            {watch.paused ? t.kb.resumeWatch : t.kb.pause}
          </button>
          <select value={watch.speed} onChange={(e) => watch.onSpeed(e.target.value as Speed)} aria-label={t.kb.speed}>
            {(Object.keys(SPEEDS) as Speed[]).map((s) => (
              <option key={s} value={s}>
                {t.speeds[s]}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="kb-moves muted" data-testid="kb-record">
        {t.kb.record}: {props.moves.length === 0 ? '—' : props.moves.join(' ')}
      </p>
      <RecentGames
        game="konobi"
        testId="kb-recent"
        highlight={saving.kind === 'saved' ? saving.id : undefined}
        board={(r) => `${r.params}×${r.params}`}
        resultTitle={t.kb.winner}
        result={(r) => {
          // Only black and white are Konobi results; anything else is shown as the server sent it.
          const colour = r.result === 'black' || r.result === 'white' ? r.result : undefined;
          return colour ? (
            <>
              <span className={`kb-dot ${colour}`} aria-hidden="true" />
              {t.kb.colour[colour]}
            </>
          ) : (
            (r.result ?? '—')
          );
        }}
      />
    </aside>
  );
}
