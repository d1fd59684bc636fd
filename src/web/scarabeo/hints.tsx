// Scarabeo's hint list: the best plays for the rack on screen, best first; a click places one on the board.
import { useLang } from '../i18n.js';
import type { HintPlay } from './aiProtocol.js';

export function HintList({
  hints,
  onPick,
}: {
  hints: readonly HintPlay[] | 'working';
  onPick: (move: string) => void;
}) {
  const { sc } = useLang().t;
  return (
    <div className="sc-hints" data-testid="sc-hints">
      <h2>{sc.hintsTitle}</h2>
      {hints === 'working' ? (
        <p className="muted">{sc.hintsWorking}</p>
      ) : hints.length === 0 ? (
        <p className="muted" data-testid="sc-hints-none">
          {sc.hintsNone}
        </p>
      ) : (
        <>
          <p className="muted">{sc.hintPlace}</p>
          <ol>
            {hints.map((h) => (
              <li key={h.move}>
                <button
                  type="button"
                  className="sc-hint"
                  data-move={h.move}
                  data-score={h.score}
                  onClick={() => onPick(h.move)}
                >
                  <span className="sc-hint-score">{h.score}</span> <code>{h.move}</code>{' '}
                  <span className="muted">{h.words.join(', ')}</span>
                  {h.endgame && (
                    <span className="sc-hint-endgame" data-testid="sc-hint-endgame">
                      {' — '}
                      {sc.hintEndgame(h.endgame.spread, h.endgame.proven)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
