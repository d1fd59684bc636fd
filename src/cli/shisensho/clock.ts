// Shisen-Sho's clock at a terminal, as the browser's: the time played runs from the first pair to the clearing
// of the board (taking a pair back after the win starts it again); a new deal starts it from nothing. The
// status line's timer and the result line ("Cleared in 1:23 with …") both read it.
import { formatTime } from '../../core/duration.js';
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

const words = dictionary(
  {
    time: (clock: string) => `time ${clock}`,
  },
  {
    time: (clock) => `tempo ${clock}`,
  },
);

/** The status line's part: the time played so far, written as the result writes it (core/duration.ts). */
export function timePart(ms: number, lang: Lang): string {
  return words(lang).time(formatTime(Math.max(0, ms)));
}
