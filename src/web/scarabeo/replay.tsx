// Scarabeo's replay bar: which move of the finished (or stored) game is on the board, and the steps through it.
import { useLang } from '../i18n.js';

export function ReplayBar(props: {
  /** Moves shown (0: the start position) out of `total`. */
  readonly at: number;
  readonly total: number;
  /** The log line of the move shown. */
  readonly line?: string;
  readonly onGo: (at: number) => void;
  /** Back to the game; absent for a stored game, which is only a replay. */
  readonly onClose?: () => void;
}) {
  const { sc } = useLang().t;
  const { at, total, onGo } = props;
  return (
    <div className="sc-replay" data-testid="sc-replay">
      <p>
        <strong>{sc.replayTitle}</strong> —{' '}
        <span data-testid="sc-replay-at">{at === 0 ? sc.replayStart : sc.replayMove(at, total)}</span>
        {at > 0 && <span className="muted"> · {props.line}</span>}
      </p>
      <div className="row">
        <button type="button" className="button" onClick={() => onGo(0)} disabled={at === 0}>
          « {sc.first}
        </button>
        <button
          type="button"
          className="button"
          data-testid="sc-replay-prev"
          onClick={() => onGo(Math.max(0, at - 1))}
          disabled={at === 0}
        >
          ◀ {sc.prev}
        </button>
        <button
          type="button"
          className="button"
          data-testid="sc-replay-next"
          onClick={() => onGo(Math.min(total, at + 1))}
          disabled={at === total}
        >
          {sc.next} ▶
        </button>
        <button type="button" className="button" onClick={() => onGo(total)} disabled={at === total}>
          {sc.last} »
        </button>
        {props.onClose && (
          <button type="button" className="button primary" onClick={props.onClose}>
            {sc.backToGame}
          </button>
        )}
      </div>
    </div>
  );
}
