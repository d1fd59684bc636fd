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

// A game's time is written the same in the terminal: one function for both.
export { formatTime } from '../core/duration.js';
