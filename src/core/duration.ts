// A game's time as every face writes it ("1:05", "1:02:05"): the browser's tables and end panel, the terminal's result.

/** A game's time, "1:05" or "1:02:05", whole seconds shown. */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
