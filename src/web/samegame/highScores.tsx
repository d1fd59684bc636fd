// The high-score table for one set of params, with the player's new entry highlighted.
import type { ScoreRow, ScoresFailure } from '../api.js';
import { formatDate } from '../formatDate.js';
import { formatNumber } from '../formatNumber.js';
import { playerShown, useLang } from '../i18n.js';
import { ReplayLink } from '../replay/replayLink.js';

export interface HighScoresProps {
  readonly params: string;
  readonly rows: readonly ScoreRow[];
  /** Why the server's table is not shown, when it is not. */
  readonly failed: ScoresFailure | undefined;
  readonly loading: boolean;
  readonly highlight?: string;
}

export function HighScores({ params, rows, failed, loading, highlight }: HighScoresProps) {
  const { t, lang } = useLang();
  return (
    <section className="scores" aria-labelledby="sg-scores-title">
      <h2 id="sg-scores-title">{t.highScoresFor(params)}</h2>
      {failed ? (
        <p className="muted">{t.scoresDown[failed]}</p>
      ) : loading ? (
        <p className="muted">{t.loading}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t.noScores}</p>
      ) : (
        <table data-testid="high-scores">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.player}</th>
              <th scope="col" className="num">
                {t.score}
              </th>
              <th scope="col" className="date">
                {t.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.rank}-${r.recordId}`}
                className={highlight && r.recordId === highlight ? 'mine' : undefined}
                aria-current={highlight && r.recordId === highlight ? 'true' : undefined}
              >
                <td>{r.rank}</td>
                <td className="player">{playerShown(r.player, t)}</td>
                <td className="num">
                  <ReplayLink id={r.recordId} text={formatNumber(r.score, lang)} />
                </td>
                <td className="date">{formatDate(r.finishedAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
