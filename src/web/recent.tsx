// The "Recent games" panel a game's page mounts with one line: the server's newest finished games of that game,
// or of one set of its params (GET /api/records), ranked or not, each opening in the replay viewer, the page's own
// game highlighted.
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { fetchHistory, type HistoryRow, OUTBOX_SENT, type ScoresFailure } from './api.js';
import { formatDate } from './formatDate.js';
import { formatNumber } from './formatNumber.js';
import { type Dict, playerShown, useLang } from './i18n.js';
import { ReplayLink } from './replay/replayLink.js';

const LIMIT = 10;

/**
 * A solo game's result: Shisen-Sho's "won" or "stuck" in words; else the score the server keeps for a game ranked by
 * score (SameGame's, whose result it does not keep); else the result as the server sent it.
 */
function soloResult(row: HistoryRow, t: Dict, lang: string): string {
  if (row.result === 'won') return t.resultCleared;
  if (row.result === 'stuck') return t.resultStuck;
  return row.result ?? (row.score === null ? '—' : formatNumber(row.score, lang));
}

export interface RecentGamesProps {
  /** The game's name in addresses and records ("samegame"). */
  readonly game: string;
  /** Only the games of these params (in the title, so no board column), as the high scores beside them. */
  readonly params?: string;
  /** The table's test id; `<testId>-none` when the server has no game yet, `<testId>-panel` the whole panel. */
  readonly testId: string;
  /**
   * The id of the record this page has just stored, highlighted. A new id fetches the list again, so the game
   * shows as soon as the server has it.
   */
  readonly highlight?: string;
  /** The board column (default: the params as the server keeps them). */
  readonly board?: (row: HistoryRow) => ReactNode;
  /** The result column and its heading (default: a solo game's result, cleared or stuck, or its score). */
  readonly result?: (row: HistoryRow) => ReactNode;
  readonly resultTitle?: string;
  /** The player column (default: the name the record was posted under; Scarabeo's: every seat's). */
  readonly player?: (row: HistoryRow) => ReactNode;
  readonly playerTitle?: string;
  /** The panel's own classes beside the shared look (Scarabeo's start page: a panel like its neighbours). */
  readonly className?: string;
}

export function RecentGames(props: RecentGamesProps) {
  const { game, params, testId, highlight, board, result, resultTitle, player, playerTitle, className } = props;
  const { t, lang } = useLang();
  const titleId = useId();
  const [rows, setRows] = useState<readonly HistoryRow[] | ScoresFailure | undefined>();

  const refresh = useCallback(async () => {
    const r = await fetchHistory(game, { limit: LIMIT, ...(params === undefined ? {} : { params }) });
    setRows(r.ok ? r.value : r.error);
  }, [game, params]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new highlighted record is a reason to ask again.
  useEffect(() => {
    void refresh();
  }, [refresh, highlight]);

  // Back online: the games kept meanwhile have been sent (main.tsx), so the list catches up.
  useEffect(() => {
    const caughtUp = () => void refresh();
    window.addEventListener(OUTBOX_SENT, caughtUp);
    window.addEventListener('online', caughtUp);
    return () => {
      window.removeEventListener(OUTBOX_SENT, caughtUp);
      window.removeEventListener('online', caughtUp);
    };
  }, [refresh]);

  const title = t.games[game]?.title ?? game;
  return (
    <section
      className={className === undefined ? 'scores recent' : `scores recent ${className}`}
      aria-labelledby={titleId}
      data-testid={`${testId}-panel`}
    >
      <h2 id={titleId}>{params === undefined ? t.recentTitle : t.recentTitleFor(params)}</h2>
      {typeof rows === 'string' ? (
        <p className="muted">{t.recentDown[rows]}</p>
      ) : rows === undefined ? (
        <p className="muted">{t.loading}</p>
      ) : rows.length === 0 ? (
        <p className="muted" data-testid={`${testId}-none`}>
          {params === undefined ? t.recentNone(title) : t.recentNoneFor(title)}
        </p>
      ) : (
        <table data-testid={testId}>
          <thead>
            <tr>
              {params === undefined && <th scope="col">{t.recentBoard}</th>}
              <th scope="col">{resultTitle ?? t.recentResult}</th>
              <th scope="col" className="num">
                {t.recentMoves}
              </th>
              <th scope="col">{playerTitle ?? t.player}</th>
              <th scope="col" className="date">
                {t.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const mine = highlight !== undefined && r.id === highlight;
              return (
                <tr
                  key={r.id}
                  data-record-id={r.id}
                  className={mine ? 'mine' : undefined}
                  aria-current={mine ? 'true' : undefined}
                >
                  {params === undefined && <td>{board ? board(r) : r.params}</td>}
                  <td>{result ? result(r) : soloResult(r, t, lang)}</td>
                  <td className="num">
                    <ReplayLink id={r.id} text={formatNumber(r.moves, lang)} />
                  </td>
                  <td className="player">{player ? player(r) : playerShown(r.player, t)}</td>
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
