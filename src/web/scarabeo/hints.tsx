// Scarabeo's hint list: the best plays for the rack on screen, best first; a click places one on the board. It
// scrolls itself into view when it opens and when the plays arrive, so Hint never seems to do nothing.
import { useEffect, useRef } from 'react';
import { formatNumber } from '../formatNumber.js';
import { useLang } from '../i18n.js';
import type { HintPlay } from './aiProtocol.js';

export function HintList({
  hints,
  onPick,
}: {
  hints: readonly HintPlay[] | 'working';
  onPick: (move: string) => void;
}) {
  const { t, lang } = useLang();
  const { sc } = t;
  const ref = useRef<HTMLDivElement>(null);
  const arrived = hints !== 'working';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list opens and when the plays arrive.
  useEffect(() => {
    // Only as far as needed: a list already on screen stays where it is.
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [arrived]);
  return (
    <div className="sc-hints" data-testid="sc-hints" ref={ref}>
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
                  <span className="sc-hint-score">{formatNumber(h.score, lang)}</span> <code>{h.move}</code>{' '}
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
