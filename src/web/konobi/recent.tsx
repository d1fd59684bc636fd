// Konobi's recent games from the server (GET /api/records?game=konobi), styled like SameGame's high scores.
import type { HistoryRow } from '../api.js';
import { formatDate } from '../formatDate.js';
import { playerShown, useLang } from '../i18n.js';
import { ReplayLink } from '../replay/replayLink.js';

export interface RecentGamesProps {
  /** The rows, 'offline' when the server cannot be reached, undefined while loading. */
  readonly rows: readonly HistoryRow[] | 'offline' | undefined;
  /** The id of the record this page just stored, highlighted. */
  readonly highlight?: string;
}

export function RecentGames({ rows, highlight }: RecentGamesProps) {
  const { t, lang } = useLang();
  return (
    <section className="scores kb-recent" aria-labelledby="kb-recent-title">
      <h2 id="kb-recent-title">{t.kb.recentTitle}</h2>
      {rows === 'offline' ? (
        <p className="muted">{t.kb.recentDown}</p>
      ) : rows === undefined ? (
        <p className="muted">{t.loading}</p>
      ) : rows.length === 0 ? (
        <p className="muted" data-testid="kb-recent-none">
          {t.kb.recentNone}
        </p>
      ) : (
        <table data-testid="kb-recent">
          <thead>
            <tr>
              <th scope="col">{t.kb.board}</th>
              <th scope="col">{t.kb.winner}</th>
              <th scope="col" className="num">
                {t.kb.moveCount}
              </th>
              <th scope="col">{t.player}</th>
              <th scope="col" className="date">
                {t.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const mine = highlight !== undefined && r.id === highlight;
              // Only black and white are Konobi results; anything else is shown as the server sent it.
              const colour = r.result === 'black' || r.result === 'white' ? r.result : undefined;
              return (
                <tr
                  key={r.id}
                  data-record-id={r.id}
                  className={mine ? 'mine' : undefined}
                  aria-current={mine ? 'true' : undefined}
                >
                  <td>
                    {r.params}×{r.params}
                  </td>
                  <td>
                    {colour && <span className={`kb-dot ${colour}`} aria-hidden="true" />}
                    {colour ? t.kb.colour[colour] : (r.result ?? '—')}
                  </td>
                  <td className="num">
                    <ReplayLink id={r.id} text={String(r.moves)} />
                  </td>
                  <td className="player">{playerShown(r.player, t)}</td>
                  <td className="date">{formatDate(r.finishedAt, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
