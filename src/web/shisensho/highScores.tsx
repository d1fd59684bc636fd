// Best times for one board and gravity setting: the server's fastest wins (ServerBestTimes) and, as the fallback
// when the server gives none (no answer, or an error), the ones kept in this browser's localStorage (BestTimes),
// with the hints and scrambles each win used; the player's new entry highlighted.
import type { ScoresFailure, TimeRow } from '../api.js';
import { formatDate, formatTime } from '../formatDate.js';
import { playerShown, useLang } from '../i18n.js';
import { ReplayLink } from '../replay/replayLink.js';
import { load, store } from '../storage.js';

export interface BestTime {
  readonly ms: number;
  readonly hints: number;
  readonly scrambles: number;
  readonly date: string;
  readonly gameId: string;
}

const KEEP = 10;

function key(params: string): string {
  return `best:shisensho:${params}`;
}

export function loadBestTimes(params: string): BestTime[] {
  try {
    const v: unknown = JSON.parse(load(key(params)) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter(
      (r): r is BestTime =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.ms === 'number' &&
        typeof r.hints === 'number' &&
        typeof r.scrambles === 'number' &&
        typeof r.date === 'string' &&
        typeof r.gameId === 'string',
    );
  } catch {
    return [];
  }
}

/** Enters a win; returns its rank (1-based) or undefined when it is not among the best KEEP. */
export function addBestTime(params: string, entry: BestTime): number | undefined {
  // The same win entered again (a reload before the server took it) is not a second row: its clock stopped.
  const known = loadBestTimes(params).findIndex((r) => r.gameId === entry.gameId && r.ms === entry.ms);
  if (known >= 0) return known + 1;
  // Faster first; with equal times, fewer hints and scrambles first.
  const rows = [...loadBestTimes(params), entry].sort(
    (a, b) => a.ms - b.ms || a.hints + a.scrambles - (b.hints + b.scrambles) || a.date.localeCompare(b.date),
  );
  const kept = rows.slice(0, KEEP);
  store(key(params), JSON.stringify(kept));
  const rank = kept.indexOf(entry);
  return rank < 0 ? undefined : rank + 1;
}

export function BestTimes({
  params,
  rows,
  highlight,
  fallback,
}: {
  params: string;
  rows: readonly BestTime[];
  highlight?: string;
  /** Shown because the server's times cannot be had (no answer, or an error): the note says which. */
  fallback?: ScoresFailure;
}) {
  const { t, lang } = useLang();
  return (
    <section className="scores" aria-labelledby="ss-scores-title">
      <h2 id="ss-scores-title">{t.ss.bestTimes(params)}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t.ss.noTimes}</p>
      ) : (
        <table data-testid="best-times">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col" className="num">
                {t.ss.time}
              </th>
              <th scope="col" className="num">
                {t.ss.hints}
              </th>
              <th scope="col" className="num">
                {t.ss.scrambles}
              </th>
              <th scope="col" className="date">
                {t.ss.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const mine = highlight !== undefined && `${r.gameId}@${r.date}` === highlight;
              return (
                <tr
                  key={`${r.gameId}@${r.date}`}
                  className={mine ? 'mine' : undefined}
                  aria-current={mine ? 'true' : undefined}
                >
                  <td>{i + 1}</td>
                  <td className="num">{formatTime(r.ms)}</td>
                  <td className="num">{r.hints}</td>
                  <td className="num">{r.scrambles}</td>
                  <td className="date">{formatDate(r.date, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="muted small-print" data-testid={fallback ? 'best-times-fallback' : undefined}>
        {fallback ? t.ss.localFallback[fallback] : t.ss.bestNote}
      </p>
    </section>
  );
}

/** The server's fastest wins for one board (GET /api/scores?game=shisensho&params=…). */
export function ServerBestTimes({
  params,
  rows,
  loading,
  highlight,
}: {
  params: string;
  rows: readonly TimeRow[];
  loading: boolean;
  /** The record id of the player's own win, just saved. */
  highlight?: string;
}) {
  const { t, lang } = useLang();
  return (
    <section className="scores" aria-labelledby="ss-scores-title">
      <h2 id="ss-scores-title">{t.ss.bestTimes(params)}</h2>
      {loading ? (
        <p className="muted">{t.ss.loadingTimes}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t.ss.noTimes}</p>
      ) : (
        <table data-testid="best-times" data-source="server">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.player}</th>
              <th scope="col" className="num">
                {t.ss.time}
              </th>
              <th scope="col" className="num">
                {t.ss.hintsScrambles}
              </th>
              <th scope="col" className="date">
                {t.ss.date}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const mine = highlight !== undefined && r.recordId === highlight;
              return (
                <tr
                  key={`${r.rank}-${r.recordId}`}
                  className={mine ? 'mine' : undefined}
                  aria-current={mine ? 'true' : undefined}
                  data-game-id={r.gameId}
                >
                  <td>{r.rank}</td>
                  <td className="player">{playerShown(r.player, t)}</td>
                  <td className="num">
                    <ReplayLink id={r.recordId} text={formatTime(r.elapsedMs)} />
                  </td>
                  <td className="num">
                    <span className="ss-hs">
                      {r.hints} · {r.scrambles}
                    </span>
                  </td>
                  <td className="date">{formatDate(r.finishedAt, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="muted small-print">{t.ss.serverTimesNote}</p>
    </section>
  );
}
