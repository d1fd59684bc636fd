// Ranked deals in the browser: a fresh game asks the server for its deal (so it can be ranked) and falls back
// to a seed of its own when the server cannot be reached; the home page's daily-deal entry and today's board.
import { useEffect, useState } from 'react';
import { type DailyRow, fetchDailyDeal, fetchDailyScores, requestDeal } from './api.js';
import { useLang } from './i18n.js';
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

function formatTime(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The home card's daily deal: a button to play today's deal and today's best three; hidden when offline. */
export function DailyDeal({ game }: { game: string }) {
  const { t } = useLang();
  const [rows, setRows] = useState<readonly DailyRow[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchDailyScores(game, 3).then((r) => {
      if (live) setRows(r.ok ? r.value : undefined);
    });
    return () => {
      live = false;
    };
  }, [game]);
  if (rows === undefined) return null;
  const play = async () => {
    const deal = await fetchDailyDeal(game);
    if (!deal.ok) return setFailed(true);
    navigate(`/${game}/${encodeURIComponent(deal.value.params)}#${deal.value.seed}`);
  };
  return (
    <div className="daily-deal" data-testid={`daily-${game}`}>
      <button type="button" className="button" onClick={() => void play()}>
        {t.dailyDeal}
      </button>
      {failed && <p role="alert">{t.dailyOffline}</p>}
      {rows.length > 0 && (
        <ol className="daily-board" aria-label={t.dailyBest}>
          {rows.map((r) => (
            <li key={r.rank}>
              {r.player} — {r.score ?? (r.serverMs === null ? '' : formatTime(r.serverMs))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
