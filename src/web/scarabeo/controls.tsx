// Scarabeo's turn controls: confirm, take back, recall, shuffle, hint, play for me, exchange, pass and the jolly
// swaps the engine allows — or, while choosing tiles to exchange, the exchange itself (Esc cancels it).
import { useEffect, useRef } from 'react';
import { squareName } from '../../games/scarabeo/board.js';
import { isTyping } from '../gamePage.js';
import { useLang } from '../i18n.js';

export interface TurnActions {
  readonly confirm: () => void;
  readonly undoTile: () => void;
  readonly recall: () => void;
  readonly shuffle: () => void;
  /** Absent where help is not allowed (an online game against people). */
  readonly hints?: () => void;
  readonly auto?: () => void;
  readonly startExchange: () => void;
  readonly cancelExchange: () => void;
  readonly exchange: () => void;
  readonly pass: () => void;
  readonly swap: (square: number) => void;
}

export function TurnControls(props: {
  readonly actions: TurnActions;
  /** The tiles chosen for an exchange, while choosing. */
  readonly exchanging?: number;
  readonly canConfirm: boolean;
  readonly placedCount: number;
  readonly bagCount: number;
  /** The squares of the jollies the player may swap. */
  readonly swaps: readonly number[];
}) {
  const { sc } = useLang().t;
  const a = props.actions;
  const exchanging = props.exchanging !== undefined;
  const exchangeButton = useRef<HTMLButtonElement>(null);
  /** Set when the choice is cancelled: the focus then goes back to Exchange, not to the top of the page. */
  const refocus = useRef(false);
  const cancel = useRef(a.cancelExchange);
  cancel.current = () => {
    refocus.current = true;
    a.cancelExchange();
  };

  // Esc cancels the choice as Cancel does, wherever the focus is: the Exchange button that opened it is gone.
  useEffect(() => {
    if (!exchanging) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || isTyping(e.target)) return;
      e.preventDefault();
      cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exchanging]);

  useEffect(() => {
    if (exchanging || !refocus.current) return;
    refocus.current = false;
    exchangeButton.current?.focus();
  }, [exchanging]);

  if (exchanging) {
    return (
      <div className="sc-controls" data-testid="sc-controls">
        <span className="muted">{sc.exchangeChoose}</span>
        <button
          type="button"
          className="button primary"
          data-testid="sc-exchange-do"
          disabled={props.exchanging === 0}
          onClick={a.exchange}
        >
          {sc.exchangeDo(props.exchanging)}
        </button>
        <button type="button" className="button" onClick={() => cancel.current()} aria-keyshortcuts="Escape">
          {sc.cancel}
        </button>
      </div>
    );
  }
  const none = props.placedCount === 0;
  return (
    <div className="sc-controls" data-testid="sc-controls">
      <button
        type="button"
        className="button primary"
        data-testid="sc-confirm"
        disabled={!props.canConfirm}
        onClick={a.confirm}
      >
        {sc.confirm}
      </button>
      <button type="button" className="button" data-testid="sc-undo-tile" disabled={none} onClick={a.undoTile}>
        {sc.undoPlacement}
      </button>
      <button type="button" className="button" data-testid="sc-recall" disabled={none} onClick={a.recall}>
        {sc.recall}
      </button>
      <button type="button" className="button" data-testid="sc-shuffle" onClick={a.shuffle}>
        {sc.shuffle}
      </button>
      {a.hints && (
        <button type="button" className="button" data-testid="sc-hint" onClick={a.hints}>
          {sc.hint}
        </button>
      )}
      {a.auto && (
        <button type="button" className="button" data-testid="sc-auto" onClick={a.auto}>
          {sc.autoPlay}
        </button>
      )}
      <button
        type="button"
        className="button"
        data-testid="sc-exchange"
        ref={exchangeButton}
        disabled={props.bagCount === 0}
        onClick={a.startExchange}
      >
        {sc.exchange}
      </button>
      <button type="button" className="button" data-testid="sc-pass" onClick={a.pass}>
        {sc.pass}
      </button>
      {props.swaps.map((s) => (
        <button type="button" key={s} className="button" data-testid="sc-swap" onClick={() => a.swap(s)}>
          {sc.swapJolly(squareName(s))}
        </button>
      ))}
    </div>
  );
}
