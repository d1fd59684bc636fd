// Ranked deals in the browser: a fresh game asks the server for its deal (so it can be ranked) and falls back
// to a seed of its own when the server cannot be reached; the home page's daily-deal entry and today's board.
import { useEffect, useState } from 'react';
import {
  checkTodaysDaily,
  type DailyRow,
  fetchDailyDeal,
  fetchDailyScores,
  isTodaysDaily,
  requestDeal,
  type ScoresFailure,
  todayUtc,
} from './api.js';
import { formatDay, formatTime } from './formatDate.js';
import { formatNumber } from './formatNumber.js';
import { playerShown, useLang } from './i18n.js';
import { navigate } from './router.js';

/** The games whose results are ranked (a score or a time): the others deal locally. */
export const RANKED_GAMES: readonly string[] = ['samegame', 'shisensho'];

/** How long a fresh game waits for the server's deal before dealing one itself. */
const DEAL_WAIT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** Replaces the address with a fresh deal: the server's when it answers in time, else a local seed. */
export function FreshDeal(props: {
  game: string;
  params: string;
  path: (seed: string) => string;
  newSeed: () => string;
}) {
  const { t } = useLang();
  const { game, params, path, newSeed } = props;
  useEffect(() => {
    let live = true;
    const local = () => navigate(path(newSeed()), { replace: true });
    if (!RANKED_GAMES.includes(game)) return local();
    void withTimeout(requestDeal(game, params), DEAL_WAIT_MS, undefined).then((r) => {
      if (!live) return;
      if (r?.ok && r.value.params === params) navigate(path(r.value.seed), { replace: true });
      else local();
    });
    return () => {
      live = false;
    };
  }, [game, params, path, newSeed]);
  return <p className="muted">{t.loading}</p>;
}

/**
 * Whether a game's page plays today's daily deal: at once as this browser was given it (no flash of the board
 * when it came from the home page's button), then as the server answers for the deal itself, so an address
 * typed, shared or reloaded opens the same page. Another day's daily deal is an ordinary game.
 */
export function useTodaysDaily(game: string, params: string, seed: string): boolean {
  const [daily, setDaily] = useState(() => isTodaysDaily(game, params, seed));
  useEffect(() => {
    let live = true;
    setDaily(isTodaysDaily(game, params, seed));
    void checkTodaysDaily(game, params, seed).then((answer) => {
      if (live && answer !== undefined) setDaily(answer);
    });
    return () => {
      live = false;
    };
  }, [game, params, seed]);
  return daily;
}

/**
 * Today's daily board on the page of a daily game: the rank its end says is on this board, not on the
 * settings' high scores beside it. `refresh` changes when a game was saved, to fetch the board again.
 */
export function DailyBoard({
  game,
  day,
  refresh,
  highlight,
}: {
  game: string;
  /** The board's day (YYYY-MM-DD): a game posted after midnight is ranked on its deal's day. Today when absent. */
  day?: string;
  refresh?: string;
  highlight?: string;
}) {
  const { t, lang } = useLang();
  const shown = day === undefined ? undefined : otherDay(day, lang);
  const [rows, setRows] = useState<readonly DailyRow[] | ScoresFailure | undefined>();
  useEffect(() => {
    let live = true;
    // `refresh` only says when to fetch again.
    void refresh;
    void fetchDailyScores(game, 10, day).then((r) => {
      if (live) setRows(r.ok ? r.value : r.error);
    });
    return () => {
      live = false;
    };
  }, [game, day, refresh]);
  return (
    <section className="scores" aria-labelledby={`${game}-daily-title`} data-testid="daily-board">
      <h2 id={`${game}-daily-title`}>{shown === undefined ? t.dailyBoardTitle : t.dailyBoardTitleOf(shown)}</h2>
      {typeof rows === 'string' ? (
        <p className="muted">{t.scoresDown[rows]}</p>
      ) : rows === undefined ? (
        <p className="muted">{t.loading}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{shown === undefined ? t.dailyNone : t.dailyNoneOf(shown)}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.player}</th>
              <th scope="col" className="num">
                {rows[0]?.score === null ? t.dailyTime : t.score}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.rank}
                className={highlight && r.recordId === highlight ? 'mine' : undefined}
                aria-current={highlight && r.recordId === highlight ? 'true' : undefined}
              >
                <td>{r.rank}</td>
                <td className="player">{playerShown(r.player, t)}</td>
                <td className="num">
                  {r.score === null ? (r.serverMs === null ? '' : formatTime(r.serverMs)) : formatNumber(r.score, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A daily board's day as the page shows it ("27 Nov"), or undefined for today's, which is said as "today". */
export function otherDay(day: string | null | undefined, lang: string): string | undefined {
  return day === null || day === undefined || day === todayUtc() ? undefined : formatDay(day, lang);
}

/** The home card's daily deal: a button to play today's deal and today's best three; a notice when offline. */
export function DailyDeal({ game }: { game: string }) {
  const { t, lang } = useLang();
  const [rows, setRows] = useState<readonly DailyRow[] | ScoresFailure | undefined>();
  const [failed, setFailed] = useState<ScoresFailure | undefined>();
  useEffect(() => {
    let live = true;
    void fetchDailyScores(game, 3).then((r) => {
      if (live) setRows(r.ok ? r.value : r.error);
    });
    return () => {
      live = false;
    };
  }, [game]);
  // Nothing while asking, so a quick answer does not flash a notice; without the server there is no daily deal.
  if (rows === undefined) return null;
  if (rows === 'offline' || rows === 'error') {
    return (
      <p className="muted daily-unreachable" data-testid={`daily-${game}-${rows}`}>
        {rows === 'offline' ? t.dailyUnreachable : t.dailyServerError}
      </p>
    );
  }
  const play = async () => {
    const deal = await fetchDailyDeal(game);
    if (!deal.ok) return setFailed(deal.error.kind === 'offline' ? 'offline' : 'error');
    navigate(`/${game}/${encodeURIComponent(deal.value.params)}#${deal.value.seed}`);
  };
  return (
    <div className="daily-deal" data-testid={`daily-${game}`}>
      <button type="button" className="button" onClick={() => void play()}>
        {t.dailyDeal}
      </button>
      {failed && <p role="alert">{failed === 'offline' ? t.dailyOffline : t.dailyFailed}</p>}
      {rows.length > 0 && (
        <ol className="daily-board" aria-label={t.dailyBest}>
          {rows.map((r) => (
            <li key={r.rank}>
              {playerShown(r.player, t)} —{' '}
              {r.score === null ? (r.serverMs === null ? '' : formatTime(r.serverMs)) : formatNumber(r.score, lang)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
