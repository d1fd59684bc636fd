// Scarabeo's score bar: whose turn it is (or who won), and every seat's score and tiles on the rack.
import type { Rack } from '../../games/scarabeo/play.js';
import { formatNumber } from '../formatNumber.js';
import { useLang } from '../i18n.js';
import type { Seat } from './session.js';
import { winnerLine } from './winner.js';

export function ScoreBar(props: {
  readonly seats: readonly Seat[];
  readonly scores: readonly number[];
  readonly racks: readonly Rack[];
  readonly toMove: number;
  /** The winners' names once the game is over. */
  readonly winners?: readonly string[];
  readonly thinking: boolean;
  /** How far along a thinking level is, 0–1 (level 6). */
  readonly progress?: number;
  /** The score of the seat to move in the game now (the bar's seats may show a replayed position). */
  readonly currentScore: number;
}) {
  const { t, lang } = useLang();
  const { sc } = t;
  const { seats, winners, toMove } = props;
  return (
    <div className="sc-top">
      <div className="sc-current" data-testid="sc-current" aria-live="polite">
        {winners ? (
          <strong>{winnerLine(sc, winners, true)}</strong>
        ) : (
          <>
            <strong>{sc.toPlay(seats[toMove]?.name ?? '?')}</strong>
            <span className="sc-current-score">{formatNumber(props.currentScore, lang)}</span>
            {props.thinking && (
              <span className="muted" data-testid="sc-thinking">
                {' '}
                {props.progress === undefined ? sc.thinking : sc.thinkingAlong(Math.round(100 * props.progress))}
              </span>
            )}
          </>
        )}
      </div>
      <ol className="sc-scores" aria-label={sc.scores} data-testid="sc-scores">
        {seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is a position at the table, not a moving item.
          <li key={`${s.name}-${i}`} className={i === toMove && !winners ? 'to-move' : undefined} data-seat={i}>
            <span className="sc-seat-name">{s.name}</span>
            {s.kind === 'computer' && <span className="muted"> ({s.level})</span>}
            <span className="sc-seat-score" data-testid={`sc-score-${i}`}>
              {formatNumber(props.scores[i] ?? 0, lang)}
            </span>
            <span className="muted sc-seat-tiles">
              {sc.tilesOnRack((props.racks[i] as Rack).reduce((a, b) => a + b, 0))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
