// Shisen-Sho's clock at a terminal, as the browser's: the time played runs from the first pair to the clearing
// of the board (taking a pair back after the win starts it again); a new deal starts it from nothing.
import { isWon } from '../../games/shisensho/index.js';
import type { Lang } from '../lang.js';
import { dictionary } from '../words.js';
import { current, type Session } from './session.js';

/** The time kept so far, and since when it has been running (absent while stopped). */
export interface Clock {
  readonly base: number;
  readonly since?: number;
}

export const NEW_CLOCK: Clock = { base: 0 };

/** The clock for a game now showing `session`, at `now` ms: started by a pair, stopped by the win. */
export function runClock(clock: Clock, session: Session, now: number): Clock {
  const started = clock.since !== undefined || clock.base > 0 || session.at > 0;
  const running = started && !isWon(current(session));
  if (running && clock.since === undefined) return { base: clock.base, since: now };
  if (!running && clock.since !== undefined) return { base: clock.base + now - clock.since };
  return clock;
}

export function elapsedMs(clock: Clock, now: number): number {
  return clock.base + (clock.since === undefined ? 0 : now - clock.since);
}

/** m:ss, or h:mm:ss from an hour: whole seconds played, rounded down as a stopwatch shows them. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const words = dictionary(
  {
    time: (clock: string) => `time ${clock}`,
    clearedIn: (clock: string) => `Time: ${clock}.`,
  },
  {
    time: (clock) => `tempo ${clock}`,
    clearedIn: (clock) => `Tempo: ${clock}.`,
  },
);

/** The status line's part: the time played so far. */
export function timePart(ms: number, lang: Lang): string {
  return words(lang).time(formatElapsed(ms));
}

/** The line under the win: the time it took. */
export function timeTaken(ms: number, lang: Lang): string {
  return words(lang).clearedIn(formatElapsed(ms));
}
