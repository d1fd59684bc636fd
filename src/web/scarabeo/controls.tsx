// Scarabeo's turn controls: confirm, take back, recall, shuffle, hint, play for me, exchange, pass and the jolly
// swaps the engine allows — or, while choosing tiles to exchange, the exchange itself.
import { squareName } from '../../games/scarabeo/board.js';
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
  if (props.exchanging !== undefined) {
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
        <button type="button" className="button" onClick={a.cancelExchange}>
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
