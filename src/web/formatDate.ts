// The short date of a finished game in the tables (high scores, best times, recent games), in the page's language.

/** "3 Mar" / "3 mar"; an unreadable date shows as nothing rather than "Invalid Date". */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(lang, { day: 'numeric', month: 'short' });
}
