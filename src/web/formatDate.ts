// The short date and the time of a finished game in the tables (high scores, best times, daily boards, recent
// games), in the page's language.

/** "3 Mar" / "3 mar"; an unreadable date shows as nothing rather than "Invalid Date". */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(lang, { day: 'numeric', month: 'short' });
}

/** A daily deal's day (YYYY-MM-DD, a UTC date) as "27 Nov" / "27 nov", whatever this browser's time zone. */
export function formatDay(day: string, lang: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A game's time, "1:05" or "1:02:05", whole seconds shown (every table and end panel alike). */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
